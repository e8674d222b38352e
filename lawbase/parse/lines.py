"""The pre-pass: source lines -> prepared lines, before any region or numbering is read.

Guarantees to the region handlers:
- every source line appears once, in order, with its 1-based number;
- a line matching a whole-line debris pattern of the manifest is marked `debris` (its text is kept
  in `Prepass.debris`) and reaches no handler; debris inside a line is cut out and kept there too;
- Markdown heading hashes and list bullets are stripped and remembered as flags (`heading`,
  `bullet`); a line set wholly in bold counts as a heading;
- inline markup is read (`Inline`): the text holds no markup, emphasis is in marks, footnote
  superscripts are markers; stray emphasis markers are counted, never left in the text; emphasis
  opened on one line and closed on a later line of the same paragraph covers the lines between.
Handlers may prepare a piece of a line again (`Prepass.prepare`), e.g. a heading glued to the end
of the previous line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .inline import Inline, parse_inline

BULLET = re.compile(r"^(?P<indent>\s*)(?:[-*•]\s+|[-–]\s*(?=[(A-ZА-Я0-9]))")
HEADING_HASHES = re.compile(r"^\s*#{1,6}\s*")
RULE = re.compile(r"^\s*(?:-{3,}|\*{3,}|_{3,})\s*$")
TABLE_RULE = re.compile(r"^\s*-{3,}(?:\s*\t\s*-{3,})+\s*$")
TITLE_MAX = 110


@dataclass
class Prepared:
    """A source line with its markup read: heading hashes and list bullets stripped, inline parsed."""

    number: int
    raw: str
    inline: Inline
    bullet: int  # 0: no bullet; else 1 + its indent (pl-notes.txt:25 " - " under "- ": a list inside a list item)
    heading: bool
    debris: bool = False

    @property
    def text(self) -> str:
        return self.inline.text

    @property
    def blank(self) -> bool:
        return not self.inline.text.strip()

    @property
    def rule(self) -> bool:
        return bool(RULE.match(self.raw))

    @property
    def table_rule(self) -> bool:
        return bool(TABLE_RULE.match(self.raw))


@dataclass
class Prepass:
    """Prepares the lines of one source, cutting the debris the manifest describes."""

    debris_patterns: list  # GuardedPattern: search, finditer and sub within a time budget
    debris_line_patterns: list
    debris: list[tuple[int, str]] = field(default_factory=list)  # (line, text cut out)
    stray_markup: int = 0

    def prepare(self, number: int, raw: str) -> Prepared:
        heading = bool(HEADING_HASHES.match(raw)) and raw.lstrip().startswith("#")
        body = HEADING_HASHES.sub("", raw) if heading else raw
        bullet = 0
        match = BULLET.match(body)
        if match and not RULE.match(body):
            bullet = 1 + len(match.group("indent").expandtabs(4))
            body = body[match.end():]
        inline = parse_inline(body)
        self.stray_markup += inline.stray
        return Prepared(number, raw, inline, bullet, heading or bold_line(inline))

    def cut_debris(self, number: int, raw: str) -> str:
        for pattern in self.debris_patterns:
            found = list(pattern.finditer(raw))  # (a list: an iterator would be true with nothing found)
            for match in found:
                self.debris.append((number, match.group(0).strip()))
            if found:  # nothing found: nothing to cut (most lines)
                raw = pattern.sub("", raw)
        return raw

    def lines(self, source_lines: list[str]) -> list[Prepared]:
        prepared: list[Prepared] = []
        for number, raw in enumerate(source_lines, 1):
            if any(pattern.search(raw) for pattern in self.debris_line_patterns):
                self.debris.append((number, raw.strip()))
                prepared.append(self._debris_line(number))
                continue
            cleaned = self.cut_debris(number, raw)
            if cleaned != raw and not cleaned.strip():
                prepared.append(self._debris_line(number))
                continue
            prepared.append(self.prepare(number, cleaned))
        carry_emphasis(prepared)
        return prepared

    def _debris_line(self, number: int) -> Prepared:
        line = self.prepare(number, "")
        line.debris = True
        return line


def bold_line(inline: Inline) -> bool:
    """A line set wholly in bold is a heading too: "**B. Změna světové strany nebo stolu**"."""
    text = inline.text.strip()
    lead = len(inline.text) - len(inline.text.lstrip())
    return bool(text) and any(kind == "strong" and a <= lead and b >= lead + len(text) for a, b, kind in inline.marks)


def carry_emphasis(lines: list[Prepared]) -> None:
    """Emphasis opened on one line and closed on a later line of the same paragraph covers the lines between
    (cs-2007.md:5-8, the title page: `**PRAVIDLA` / `SOUTĚŽNÍHO` / `BRIDŽE` / `2007**`); one never closed
    before a blank line ran on to its line's end only, as before."""
    for position, line in enumerate(lines):
        for kind in line.inline.runs_on:
            end = position + 1
            while end < len(lines) and not lines[end].blank and kind not in lines[end].inline.runs_in:
                end += 1
            if end == len(lines) or lines[end].blank:
                continue
            for between in lines[position + 1:end]:
                if not any(mark == kind for _, _, mark in between.inline.marks):
                    between.inline.marks.append((0, len(between.inline.text), kind))
                    between.inline.marks.sort()
                    between.heading = between.heading or bold_line(between.inline)


def title_like(text: str) -> bool:
    text = text.strip()
    return 0 < len(text) <= TITLE_MAX and not text.endswith((".", ":", ";", ","))


def wholly_emphasised(inline: Inline) -> bool:
    """`A. *Správný postup*`: the words after a marker set in italics or bold make a heading (set in one
    run, or in several with only spaces between: `<i>Блесковая заявка</i> <i>(обычно …)</i>`)."""
    text = inline.text.rstrip()
    covered = [False] * len(text)
    for a, b, _ in inline.marks:
        for position in range(max(a, 0), min(b, len(text))):
            covered[position] = True
    return bool(text) and covered[0] and all(done or char.isspace() for done, char in zip(covered, text))


def split_glued_runs(inline: Inline) -> tuple[Inline, Inline | None]:
    """Two bold runs back to back ("**A****B**") are two headings on one line: split them."""
    strong = sorted((a, b) for a, b, kind in inline.marks if kind == "strong")
    for (_, end), (start, _) in zip(strong, strong[1:]):
        if end == start and inline.text[:end].strip() and inline.text[start:].strip():
            return inline.sliced(0, end), inline.sliced(start)
    return inline, None


def mostly_upper(text: str) -> bool:
    letters = [char for char in text if char.isalpha()]
    return len(letters) >= 3 and sum(char.isupper() for char in letters) >= 0.85 * len(letters)

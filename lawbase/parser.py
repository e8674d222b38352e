"""Parser: one corpus file -> the nodes of one edition, every line accounted for.

One line-driven builder serves every edition. What differs between sources lives in data: the
language profile (heading shapes, look-alike letters, index words) and the manifest entry (kind of
edition, source damage such as glued headings and web debris).

The builder walks the regions of a book in order - title page, preface, table of contents,
introduction, definitions, Laws, index - and inside the Laws keeps a stack of open nodes
(law > section > subsection > item > subitem), so each numbered line closes what it must and
opens its node under the nearest open node above its level.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter
from dataclasses import dataclass, field

from .graph import LEVELS, Node, roman_value, slug, to_roman
from .index_levels import IndexLine, assign_levels
from .inline import Inline, parse_inline
from .manifest import Edition
from .patterns import GuardedPattern
from .profiles import Profile
from .text import fold_words as fold
from .source import Source

BULLET = re.compile(r"^(?P<indent>\s*)(?:[-*•]\s+|[-–]\s*(?=[(A-ZА-Я0-9]))")
HEADING_HASHES = re.compile(r"^\s*#{1,6}\s*")
RULE = re.compile(r"^\s*(?:-{3,}|\*{3,}|_{3,})\s*$")
TABLE_RULE = re.compile(r"^\s*-{3,}(?:\s*\t\s*-{3,})+\s*$")
TOC_ENTRY = re.compile(r"^(?P<title>.*?\S)\s*(?:\.{2,}\s*\t?|\t)\s*(?P<page>\d{1,3})\s*$")
SECTION = re.compile(r"^(?P<marker>(?P<letter>[A-ZА-ЯЁ])\.)(?:\s+|$)(?P<rest>.*)$", re.S)
SUBSECTION = re.compile(r"^(?P<marker>(?P<number>\d{1,2})\.)(?:\s+|$|(?=\()|(?=[^\W\d_]))(?P<rest>.*)$", re.S)
SECTION_MISTYPED = re.compile(r"^(?P<marker>(?P<letter>[A-ZА-ЯЁ]),)\s+(?P<rest>.*)$", re.S)  # "C, Informace"
ITEM = re.compile(r"^(?P<marker>\((?P<letter>[a-zа-яё])\)|(?P<letter2>[a-zа-яё])\))(?:\s+|$)(?P<rest>.*)$",
                  re.S)
SUBITEM = re.compile(r"^(?P<marker>\((?P<roman>[ivxlIVXL]+)\)|(?P<roman2>[ivxl]+)[.)])(?:\s+|$)(?P<rest>.*)$",
                     re.S)
TITLE_MAX = 110


@dataclass
class Anomaly:
    severity: str  # "error" makes `lawbase check` fail; "warning" and "note" are reported
    line: int | None
    message: str

    def to_json(self, file: str) -> dict:
        return {"severity": self.severity, "file": file, "line": self.line, "message": self.message}


@dataclass
class ParsedEdition:
    edition: Edition
    nodes: list[Node]
    skipped: dict[str, list[int]]  # class -> source lines
    debris: list[tuple[int, str]]  # (line, text cut out of a line)
    anomalies: list[Anomaly]
    toc: dict[int, dict]  # law number -> {"title": ..., "sections": [...]}
    warnings: list[str] = field(default_factory=list)


@dataclass
class Prepared:
    """A source line with its markup read: heading hashes and list bullets stripped, inline parsed."""

    number: int
    raw: str
    inline: Inline
    bullet: bool
    heading: bool

    @property
    def text(self) -> str:
        return self.inline.text

    @property
    def blank(self) -> bool:
        return not self.inline.text.strip()


def title_like(text: str) -> bool:
    text = text.strip()
    return 0 < len(text) <= TITLE_MAX and not text.endswith((".", ":", ";", ","))


def wholly_emphasised(inline: Inline) -> bool:
    """`A. *Správný postup*`: the words after a marker set in italics or bold make a heading."""
    text = inline.text.rstrip()
    return bool(text) and any(a == 0 and b >= len(text) for a, b, _ in inline.marks)


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


class EditionParser:
    def __init__(self, edition: Edition, profile: Profile, source: Source, shown: str,
                 base_titles: dict[str, int] | None = None):
        self.edition = edition
        self.profile = profile
        self.source = source
        self.shown = shown
        self.base_titles = base_titles or {}
        self.nodes: list[Node] = []
        self.by_id: dict[str, Node] = {}
        self.skipped: dict[str, list[int]] = {}
        self.debris: list[tuple[int, str]] = []
        self.anomalies: list[Anomaly] = []
        self.toc: dict[int, dict] = {}
        self.toc_law: int | None = None
        self.region = "title"
        self.front: Node | None = None
        self.stack: list[Node] = []  # open structural nodes, law first
        self.last_token: dict[tuple[str, str], str] = {}  # (parent id, kind) -> number of its last such child
        self.last_law: int | None = None
        self.seen_laws: set[int] = set()
        self.blank_before = True
        self.footnote_texts: list[tuple[int, int, Inline, Node | None]] = []  # line, number, text, holder
        self.markers: list[tuple[int, int, Node, str, int]] = []  # line, number, node, field, offset
        self.definitions_root: Node | None = None
        self.definition: Node | None = None
        self.index_root: Node | None = None
        self.index_lines: list[IndexLine] = []
        self.stray_markup = 0
        self.debris_patterns = [GuardedPattern(pattern, edition.where) for pattern in edition.debris]
        self.debris_line_patterns = [GuardedPattern(pattern, edition.where) for pattern in edition.debris_lines]

    # ----------------------------------------------------------------- bookkeeping
    def skip(self, kind: str, line: int) -> None:
        self.skipped.setdefault(kind, []).append(line)

    def anomaly(self, severity: str, line: int | None, message: str) -> None:
        self.anomalies.append(Anomaly(severity, line, message))

    def new_node(self, kind: str, key: str, parent: Node | None, line: int, title: str = "",
                 extend_parent: bool = True, **extra) -> Node:
        base_id = f"{self.edition.id}/{key}"
        node_id = base_id
        copy = 1
        while node_id in self.by_id:
            copy += 1
            node_id = f"{base_id}~{copy}"
        if copy > 1 and kind in LEVELS:
            self.anomaly("warning", line, f"{kind} {key} appears again (kept as {node_id})")
        node = Node(id=node_id, edition=self.edition.id, kind=kind, key=key if copy == 1 else f"{key}~{copy}",
                    parent=parent.id if parent else None, title=title, lines=[line, line], extra=dict(extra))
        self.nodes.append(node)
        self.by_id[node_id] = node
        if parent and extend_parent:
            self.extend(parent, line)
        return node

    def extend(self, node: Node, line: int) -> None:
        """Grow the line span of a node and its ancestors."""
        while node is not None:
            node.touch(line)
            node = self.by_id.get(node.parent) if node.parent else None

    def add_text(self, node: Node, inline: Inline, line: int, bullet: bool = False) -> None:
        text = inline.strip()
        if not text.text:
            return
        marks = list(text.marks)
        if bullet:
            marks.append((0, len(text.text), "li"))
        start = node.add_text(text.text, marks)
        node.line_map.append((start, line))
        for offset, number in text.markers:
            self.markers.append((line, number, node, "text", start + offset))
        self.extend(node, line)

    def set_title(self, node: Node, inline: Inline, line: int) -> None:
        text = inline.strip()
        node.title = text.text.strip()
        for offset, number in text.markers:
            self.markers.append((line, number, node, "title", offset))

    # ----------------------------------------------------------------- line preparation
    def prepare(self, number: int, raw: str) -> Prepared:
        heading = bool(HEADING_HASHES.match(raw)) and raw.lstrip().startswith("#")
        body = HEADING_HASHES.sub("", raw) if heading else raw
        bullet = False
        match = BULLET.match(body)
        if match and not RULE.match(body):
            bullet = True
            body = body[match.end():]
        inline = parse_inline(body)
        self.stray_markup += inline.stray
        text = inline.text.strip()
        lead = len(inline.text) - len(inline.text.lstrip())
        # a line set wholly in bold is a heading too: "**B. Změna světové strany nebo stolu**"
        bold_line = bool(text) and any(kind == "strong" and a <= lead and b >= lead + len(text)
                                       for a, b, kind in inline.marks)
        return Prepared(number, raw, inline, bullet, heading or bold_line)

    def cut_debris(self, number: int, raw: str) -> str:
        for pattern in self.debris_patterns:
            for match in list(pattern.finditer(raw)):
                self.debris.append((number, match.group(0).strip()))
            raw = pattern.sub("", raw)
        return raw

    # ----------------------------------------------------------------- driver
    def parse(self) -> ParsedEdition:
        lines = self.source.lines
        prepared: list[Prepared] = []
        for number, raw in enumerate(lines, 1):
            if any(pattern.search(raw) for pattern in self.debris_line_patterns):
                self.skip("debris", number)
                self.debris.append((number, raw.strip()))
                prepared.append(self.prepare(number, ""))
                prepared[-1].raw = None  # already classified
                continue
            cleaned = self.cut_debris(number, raw)
            if cleaned != raw and not cleaned.strip():
                self.skip("debris", number)
                prepared.append(self.prepare(number, ""))
                prepared[-1].raw = None
                continue
            prepared.append(self.prepare(number, cleaned))
        self.lines = prepared
        for position, line in enumerate(prepared):
            if line.raw is None:
                continue
            self.position = position
            self.handle(line)
        self.finish()
        return ParsedEdition(self.edition, self.nodes, self.skipped, self.debris, self.anomalies, self.toc,
                             list(self.source.warnings))

    def next_content(self, position: int) -> Prepared | None:
        for line in self.lines[position + 1:]:
            if line.raw is not None and not line.blank:
                return line
        return None

    def handle(self, line: Prepared) -> None:
        if line.blank:
            if line.raw.strip():
                self.skip("furniture", line.number)  # markup only: "**", "<b></b>"
            else:
                self.skip("blank", line.number)
            self.blank_before = True
            return
        if RULE.match(line.raw) or TABLE_RULE.match(line.raw):
            self.skip("furniture", line.number)
            if TABLE_RULE.match(line.raw) and self.region == "index" and self.index_lines:
                self.index_lines[-1].forced_main = True  # a Markdown table header row: a main entry
            return
        if self.edition.glued_headings and self.region in ("laws", "front", "title", "chapter"):
            glued = self.split_glued(line)
            if glued:
                before, heading = glued
                if before.text.strip():
                    self.handle_content(before)
                self.handle_content(heading)
                self.blank_before = False
                return
        self.handle_content(line)
        self.blank_before = False

    def handle_content(self, line: Prepared) -> None:
        text = line.text.strip()
        if self.region == "toc":
            if self.toc_line(line):
                return
            self.region = "front"
        front = self.front_heading(text, line)
        if front:
            return
        if self.region == "index":
            self.index_line(line)
            return
        if self.is_footnote_text(line):
            return
        law = self.law_heading(line)
        if law:
            return
        if self.region == "definitions":
            self.definition_line(line)
        elif self.region == "laws":
            self.law_line(line)
        else:
            self.front_line(line)

    # ----------------------------------------------------------------- front matter and TOC
    def front_heading(self, text: str, line: Prepared) -> bool:
        if len(text) > 150 or self.region == "laws" and not self.profile.front_headings.get("index"):
            return False
        for name, pattern in self.profile.front_headings.items():
            if not pattern.search(text):
                continue
            if name == "index" and self.region != "laws":
                continue
            if name in ("preface", "introduction") and self.region in ("laws", "definitions", "index"):
                continue
            if name == "toc":
                self.region = "toc"
                self.skip("toc", line.number)
                return True
            self.close_laws()
            key = {"preface": "preface", "introduction": "introduction",
                   "definitions": "definitions", "index": "index"}[name]
            node = self.new_node("front-matter", key, None, line.number)
            self.set_title(node, line.inline, line.number)
            self.front = node
            self.region = {"definitions": "definitions", "index": "index"}.get(name, "front")
            if name == "definitions":
                self.definitions_root = node
                self.definition = None
            if name == "index":
                self.index_root = node
            return True
        if self.profile.chapter_heading and self.region in ("title", "front", "chapter"):
            match = self.profile.chapter_heading.match(text)
            if match:
                node = self.new_node("front-matter", "chapter", None, line.number)
                self.set_title(node, line.inline, line.number)
                node.extra["chapter"] = match.group("num")
                self.front = node
                self.region = "chapter"
                return True
        return False

    def toc_line(self, line: Prepared) -> bool:
        match = TOC_ENTRY.match(line.text.strip())
        if not match:
            return False
        self.skip("toc", line.number)
        title = match.group("title").rstrip(". ").strip()
        law = self.profile.law_heading.match(title)
        if law:
            self.toc_law = int(law.group("num"))
            self.toc[self.toc_law] = {"title": law.group("title").strip(), "sections": [], "line": line.number}
            return True
        section = SECTION.match(title)
        if section and self.toc_law is not None:
            letter = self.profile.latin(section.group("letter"))
            self.toc[self.toc_law]["sections"].append(letter)
        return True

    def front_line(self, line: Prepared) -> None:
        if self.front is None:
            self.front = self.new_node("front-matter", "title", None, line.number)
            self.front.title = line.text.strip()
            self.region = "front"
            return
        if self.region == "chapter" and not self.front.text and line.heading is False and mostly_upper(line.text):
            self.front.title = f"{self.front.title} — {line.text.strip()}"
            self.extend(self.front, line.number)
            return
        self.add_text(self.front, line.inline, line.number, line.bullet)

    # ----------------------------------------------------------------- footnotes
    def is_footnote_text(self, line: Prepared) -> bool:
        inline = line.inline
        if not inline.markers or inline.markers[0][0] != 0 or line.bullet or line.heading:
            return False
        rest = Inline(inline.text, inline.marks, inline.markers[1:]).strip()  # the text after its marker
        if not rest.text or self.region not in ("laws", "definitions", "front", "chapter"):
            return False
        number = inline.markers[0][1]
        holder = self.stack[-1] if self.stack else self.front
        self.footnote_texts.append((line.number, number, rest, holder))
        return True

    # ----------------------------------------------------------------- definitions
    def definition_line(self, line: Prepared) -> None:
        inline = line.inline
        raw_text = inline.text
        root = self.definitions_root
        separator = re.search(r"\t+| [—–] ", raw_text)
        leading_tab = raw_text.startswith("\t")
        if separator and not leading_tab and separator.start() > 0:
            term_part = inline.sliced(0, separator.start()).strip()
            body = inline.sliced(separator.end()).strip()
            term = term_part.text.strip()
            english = ""
            if self.profile.english_terms and body.marks and body.marks[0][0] == 0 and body.marks[0][2] == "em":
                end = body.marks[0][1]
                candidate = body.text[:end].strip()
                if re.search(r"[A-Za-z]", candidate) and not re.search(r"[А-Яа-яЁё]", candidate):
                    english = candidate
                    body = body.sliced(end).strip()
            emphasised = wholly_emphasised(term_part)
            synonym = body.text.startswith("=")  # "Psychologická hláška — = Klamavá hláška"
            sub = self.definition is not None and not synonym and (
                raw_text[:1].isspace() or term[:1].islower()
                or not english and self.profile.english_terms  # a term without its English twin
                or not emphasised and self.definition.extra.get("emphasised", False))
            parent = self.definition if (sub and self.definition is not None) else root
            if parent is root:
                parent_key = "def"
            else:
                parent_key = parent.key
            key = f"{parent_key}/{slug(term)}" if parent is not root else f"def/{slug(term)}"
            node = self.new_node("definition", key, parent, line.number, term=term)
            if english:
                node.extra["english"] = english
            node.title = term
            if body.text:
                self.add_text(node, body, line.number)
            if parent is root:
                self.definition = node
                if emphasised:
                    node.extra["emphasised"] = True
            return
        # a line without a term: the definition goes on (wrapped text, tab-indented body)
        if self.definition is None:
            self.add_text(root, inline, line.number, line.bullet)
            return
        target = self.definition
        last_child = next((n for n in reversed(self.nodes) if n.parent == target.id), None)
        if last_child is not None and last_child.lines[1] >= target.lines[1]:
            target = last_child
        self.add_text(target, inline, line.number, line.bullet)

    # ----------------------------------------------------------------- Laws
    def expected_law(self) -> int:
        if self.last_law is not None:
            return self.last_law + 1
        return self.edition.laws[0] if self.edition.laws else 1

    def law_heading(self, line: Prepared) -> bool:
        text = line.text.strip()
        match = self.profile.law_heading.match(text)
        notes = self.edition.kind == "notes"
        number = None
        title_inline = None
        if match:
            number = int(match.group("num"))
            title_text = match.group("title").strip()
            if notes:
                if not (title_like(title_text) and mostly_upper(title_text)):
                    return False
            elif number != self.expected_law() and not (
                    number > self.expected_law() and self.region == "laws" and line.heading):
                return False
            elif not title_like(title_text) and not line.heading:
                return False
            if self.region in ("laws",) and not notes and line.bullet:
                return False
            lead = len(line.inline.text) - len(line.inline.text.lstrip())
            title_inline = line.inline.sliced(lead + match.start("title"))
            marker = text[:match.start("title")].strip()
        elif notes and mostly_upper(text) and title_like(text) and len(text.split()) >= 2:
            number = self.base_titles.get(fold(text))
            if number is None:
                self.anomaly("warning", line.number, f"note heading {text!r} names no Law of {self.edition.base}")
                return False
            title_inline = line.inline
            marker = ""
        else:
            return False
        if number in self.seen_laws:
            self.anomaly("error", line.number, f"Law {number} heading appears again")
        elif not notes and self.last_law is not None and number != self.last_law + 1:
            missing = ", ".join(str(n) for n in range(self.last_law + 1, number))
            self.anomaly("error", line.number, f"Law {number} follows Law {self.last_law}: missing {missing}")
        self.close_laws()
        self.region = "laws"
        self.front = None
        law = self.new_node("law", str(number), None, line.number)
        title_inline, run_on = split_glued_runs(title_inline)
        self.set_title(law, title_inline, line.number)
        if run_on is not None:  # "**PRAVIDLO 77 - TABULKA …****SAZBA ZA ZDVIHY**": a second heading glued on
            self.add_text(law, run_on, line.number)
        law.extra["number"] = number
        if marker:
            law.extra["marker"] = marker
        self.stack = [law]
        self.seen_laws.add(number)
        self.last_law = number if not notes else self.last_law
        return True

    def close_laws(self) -> None:
        self.stack = []

    def split_glued(self, line: Prepared) -> tuple[Prepared, Prepared] | None:
        """`...kartami ręki dziadka.42. UPRAWNIENIA DZIADKA` -> the text, then the heading."""
        expected = self.expected_law()
        raw = line.raw
        for match in re.finditer(rf"(?<=\S){expected}\.\s+(?=\S)", raw):
            title = raw[match.end():].strip()
            if title_like(title) and mostly_upper(title):
                before = self.prepare(line.number, raw[:match.start()])
                heading = self.prepare(line.number, raw[match.start():])
                return before, heading
        return None

    def open_node(self, kind: str, token: str, marker: str, line: Prepared) -> Node:
        level = LEVELS[kind]
        while self.stack and LEVELS[self.stack[-1].kind] >= level:
            self.stack.pop()
        parent = self.stack[-1]
        if kind == "subitem":
            key = f"{parent.key}({token})"
        elif kind == "subsection" and parent.kind == "law":
            key = f"{parent.key}.{token}"  # "35.1": a numbered paragraph straight under a Law is not Law 351
        else:
            key = f"{parent.key}{token}"
        node = self.new_node(kind, key, parent, line.number, marker=marker)
        if marker != marker.translate(str.maketrans(self.profile.lookalikes)) if self.profile.lookalikes else False:
            node.extra["normalised"] = f"{marker} -> {self.profile.latin(marker)}"
        self.stack.append(node)
        return node

    def current(self, kind: str) -> Node | None:
        for node in reversed(self.stack):
            if node.kind == kind:
                return node
        return None

    def law_line(self, line: Prepared) -> None:
        law = self.stack[0] if self.stack else None
        if law is None:
            self.front_line(line)
            return
        if self.edition.kind == "notes":
            self.add_text(law, line.inline, line.number, line.bullet)
            return
        inline = line.inline.strip()
        opened: Node | None = None
        while True:
            step = self.structural_step(inline, line, opened)
            if step is None:
                break
            opened, inline = step
        if opened is not None:
            rest = inline.strip()
            if rest.text:
                follower = self.next_content(self.position)
                dash_body = (follower is not None and follower.bullet
                             and self.structural_step(follower.inline.strip(), follower, None, probe=True) is None)
                if (opened.kind == "section" and (line.heading or wholly_emphasised(rest)
                                                   or title_like(rest.text) and not line.bullet)
                        or self.lone_short_line(rest.text, line, full_stop=opened.kind == "section")
                        or dash_body and (title_like(rest.text) or len(rest.text) <= 60)):
                    self.set_title(opened, rest, line.number)
                else:
                    self.add_text(opened, rest, line.number)
            return
        # plain text: it belongs to the deepest open node, unless a blank line separates it from
        # a list, in which case it closes the list and continues the section (or the Law)
        node = self.stack[-1]
        text = line.text.strip()
        if (self.blank_before and not line.bullet and LEVELS[node.kind] >= 2
                and node.text.rstrip().endswith((".", ";", ":", "!", "?", ")"))
                and not text[:1].islower()):
            while len(self.stack) > 1 and LEVELS[self.stack[-1].kind] >= 2:
                self.stack.pop()
            holder = self.stack[-1]
            start = len(holder.text)
            self.add_text(holder, line.inline, line.number, line.bullet)
            holder.extra.setdefault("after_children", start + (1 if start else 0))
            return
        self.add_text(node, line.inline, line.number, line.bullet)

    def lone_short_line(self, text: str, line: Prepared, full_stop: bool) -> bool:
        """A short numbered line alone before a paragraph is a title: `1. Uzyskano jeden wynik`,
        and for sections even with a full stop: `A. Błąd powodujący przekazanie nielegalnej informacji.`"""
        if len(text) > 70 or line.bullet or not (title_like(text) or full_stop and text.endswith(".")):
            return False
        following = self.lines[self.position + 1] if self.position + 1 < len(self.lines) else None
        body = self.next_content(self.position)
        return (following is not None and following.blank and body is not None
                and self.structural_step(body.inline.strip(), body, None, probe=True) is None)

    def structural_step(self, inline: Inline, line: Prepared, opened: Node | None,
                        probe: bool = False) -> tuple[Node, Inline] | None:
        """Read one numbering token at the start of `inline` and open its node."""
        text = inline.text
        level_floor = LEVELS[opened.kind] if opened is not None else -1
        candidates = []
        match = SECTION.match(text)
        if match and level_floor < 1:
            letter = self.profile.latin(match.group("letter"))
            if "A" <= letter <= "Z":
                candidates.append(("section", letter, match))
        match = SECTION_MISTYPED.match(text)
        if match and level_floor < 1 and not probe:
            letter = self.profile.latin(match.group("letter"))
            if letter == self.next_section_letter() and title_like(match.group("rest")):
                self.anomaly("note", line.number, f"section marker {match.group('marker')!r} read as '{letter}.'")
                candidates.append(("section", letter, match))
        match = SUBSECTION.match(text)
        if match and level_floor < 2:
            candidates.append(("subsection", match.group("number"), match))
        match = ITEM.match(text)
        if match and level_floor < 3:
            letter = self.profile.latin(match.group("letter") or match.group("letter2")).lower()
            if "a" <= letter <= "z":
                candidates.append(("item", letter, match))
        match = SUBITEM.match(text)
        if match and level_floor < 4:
            roman = (match.group("roman") or match.group("roman2")).lower()
            if roman_value(roman):
                candidates.append(("subitem", roman, match))
        if not candidates:
            return None
        kinds = {kind for kind, _, _ in candidates}
        choice = candidates[0]
        if kinds == {"item", "subitem"} or "subitem" in kinds and "item" in kinds:
            item = next(c for c in candidates if c[0] == "item")
            subitem = next(c for c in candidates if c[0] == "subitem")
            choice = item if self.item_letter_expected(item[1], opened) else subitem
            if choice is subitem and (self.current("item") is None and opened is None):
                choice = item
        if probe:
            return choice  # type: ignore[return-value]
        kind, token, match = choice
        node = self.open_node(kind, token, match.group("marker"), line)
        node.extra["token"] = token
        self.check_order(node, kind, token, line.number)
        self.last_token[(node.parent, kind)] = token
        rest_start = match.start("rest")
        repeated = re.match(re.escape(match.group("marker")) + r"\s+", text[rest_start:])
        if repeated:  # "a) a) Partnerské ...": the marker typed twice
            self.anomaly("note", line.number, f"marker {match.group('marker')!r} written twice; read once")
            rest_start += repeated.end()
        return node, inline.sliced(rest_start)

    def next_section_letter(self) -> str:
        law = self.stack[0] if self.stack else None
        previous = self.last_token.get((law.id, "section")) if law else None
        return chr(ord(previous) + 1) if previous else "A"

    def item_letter_expected(self, letter: str, opened: Node | None) -> bool:
        """Is `letter` the next item here (as opposed to a roman sub-item such as (i), (v), (x))?"""
        item = self.current("item")
        if opened is not None and opened.kind == "item":
            return False  # "(g) (i)": the token after an item is its sub-item
        if item is None:
            return True
        expected = chr(ord(item.extra.get("token", "a")) + 1)
        if letter != expected:
            return False
        subitem = self.current("subitem")
        if subitem is not None and subitem.parent == item.id:
            value = roman_value(subitem.extra.get("token", "")) or 0
            if to_roman(value + 1) == letter:
                return False
        return True

    def check_order(self, node: Node, kind: str, token: str, line: int) -> None:
        parent = self.by_id[node.parent]
        previous = self.last_token.get((parent.id, kind))
        if kind == "section":
            expected = chr(ord(previous) + 1) if previous else "A"
            if token != expected:
                severity = "error" if not previous or token <= previous else "warning"
                self.anomaly(severity, line, f"section {node.key} out of order (expected {parent.key}{expected})")
        elif kind == "subsection":
            expected = str(int(previous) + 1) if previous else "1"
            if token != expected:
                self.anomaly("warning", line, f"subsection {node.key} out of order (expected {parent.key}{expected})")
        elif kind == "item":
            expected = chr(ord(previous) + 1) if previous else "a"
            if token != expected:
                self.anomaly("warning", line, f"item {node.key} out of order (expected {parent.key}{expected})")
        elif kind == "subitem":
            expected = to_roman((roman_value(previous) or 0) + 1) if previous else "i"
            if token != expected:
                self.anomaly("warning", line, f"sub-item {node.key} out of order (expected {parent.key}({expected}))")

    # ----------------------------------------------------------------- index
    def index_line(self, line: Prepared) -> None:
        text = line.text.strip()
        for pattern in self.profile.see_patterns:
            match = pattern.match(text)
            if match:
                self.index_lines.append(IndexLine(line.number, text, [], see=match.group("see").strip()))
                return
        if line.heading:
            self.index_lines.append(IndexLine(line.number, text, [], forced_main=True))
            return
        term, targets = self.split_index_targets(line.text)
        if not targets and not any(entry.targets or entry.forced_main for entry in self.index_lines):
            self.add_text(self.index_root, line.inline, line.number)  # the index's own preamble
            return
        term, see = self.glued_cross_entry(term, line.number)
        self.index_lines.append(IndexLine(line.number, term, targets, indented=line.text[:1].isspace()))
        if see:
            self.index_lines.append(IndexLine(line.number, see[0], [], see=see[1]))

    def glued_cross_entry(self, term: str, line: int) -> tuple[str, tuple[str, str] | None]:
        """`Team Patrz też Uczestnik`, `Uzgodnienie – patrz Uzgodnienia partnerów`: a cross-entry that lost
        its own line. Split it off when what it names is short; else say the line runs entries together."""
        for pattern in self.profile.see_patterns:
            body = pattern.pattern.lstrip("^")
            match = re.search(rf"\s+(?:[–-]\s+)?(?={body})", term, re.IGNORECASE)
            if not match or match.start() == 0:
                continue
            cross = term[match.end():]
            see = pattern.match(cross)
            if see and len(see.group("see").split()) <= 4 and not any(
                    other.search(see.group("see")) for other in self.profile.see_patterns):
                return term[:match.start()].strip(), (cross.strip(), see.group("see").strip())
            self.anomaly("note", line, f"index line runs several entries together: {term!r}")
            return term, None
        return term, None

    def split_index_targets(self, text: str) -> tuple[str, list[str]]:
        words = [re.escape(word) for word in self.profile.index_words.values()]
        target = (rf"(?:{'|'.join(words)}|\d{{1,2}}(?:[A-Z](?:\d{{1,2}})?(?:\s?[a-z]\)|\([a-z]\)|[a-z])?"
                  rf"(?:\([ivx]+\))?)?(?:\s+{re.escape(self.profile.index_words.get('footnote', 'footnote'))})?)")
        if "\t" in text:
            term, _, tail = text.rpartition("\t")
            tail = tail.strip()
            if re.fullmatch(rf"{target}(?:\s*,\s*{target})*", tail, re.IGNORECASE):
                return term.strip(), [t.strip() for t in re.split(r"\s*,\s*", tail) if t.strip()]
            return text.strip(), [] if not tail else ([] if term.strip() else [])
        match = re.match(rf"^(?P<term>.*?\D)\s+(?P<targets>{target}(?:\s*,\s*{target})*)\s*$", text.strip(),
                         re.IGNORECASE)
        if match:
            return match.group("term").strip(), [t.strip() for t in re.split(r"\s*,\s*", match.group("targets"))]
        return text.strip(), []

    def build_index(self) -> None:
        if not self.index_lines:
            return
        entries = [entry for entry in self.index_lines if entry.see is None]
        levels = assign_levels(entries, self.profile.collation_key)
        main: Node | None = None
        last: Node | None = None
        keys: Counter = Counter()
        for entry in self.index_lines:
            if entry.see is not None:
                holder = last or self.index_root
                key = f"{holder.key}/see-{slug(entry.see)[:40].rstrip('-')}"
                node = self.new_node("index-entry", key, holder, entry.line, term=entry.term, see=entry.see,
                                     targets=[])
                node.title = entry.term
                continue
            level = levels[id(entry)]
            parent = self.index_root if level == 0 or main is None else main
            term_slug = slug(entry.term)[:40].rstrip("-")
            base = f"index/{term_slug}" if parent is self.index_root else f"{parent.key}/{term_slug}"
            keys[base] += 1
            key = base if keys[base] == 1 else f"{base}-{keys[base]}"
            node = self.new_node("index-entry", key, parent, entry.line, term=entry.term,
                                 targets=list(entry.targets))
            node.title = entry.term
            node.extra["level"] = 0 if parent is self.index_root else 1
            if parent is self.index_root:
                main = node
            last = node

    # ----------------------------------------------------------------- the end
    def finish(self) -> None:
        self.build_index()
        self.bind_footnotes()
        self.check_laws()
        if self.stray_markup:
            self.anomaly("note", None, f"{self.stray_markup} stray emphasis markers dropped")
        for node in self.nodes:
            node.extra.pop("token", None)
            node.extra.pop("emphasised", None)

    def bind_footnotes(self) -> None:
        """Attach each footnote text to the node where its marker stands.

        A marker binds to the nearest footnote text with its number that follows it (numbers restart
        on every printed page in some sources), else to the nearest one before it (a footnote cited
        again after its text, as Polish ²⁴).
        """
        texts = sorted(self.footnote_texts, key=lambda entry: entry[0])
        markers_of: dict[int, list] = {index: [] for index in range(len(texts))}
        with_number: dict[int, list[int]] = {}  # footnote number -> indexes into texts, in line order
        for index, entry in enumerate(texts):
            with_number.setdefault(entry[1], []).append(index)
        for line, number, node, field_name, offset in self.markers:
            candidates = with_number.get(number, [])
            first_following = bisect.bisect_left(candidates, line, key=lambda index: texts[index][0])
            if first_following < len(candidates):
                markers_of[candidates[first_following]].append((line, node, field_name, offset))
            elif candidates:
                markers_of[candidates[-1]].append((line, node, field_name, offset))
            else:
                self.anomaly("error", line, f"footnote marker {number} has no footnote text")
        for ordinal, (line, number, text, holder) in enumerate(texts, 1):
            markers = markers_of[ordinal - 1]
            parent = markers[0][1] if markers else holder
            if not markers:
                self.anomaly("error", line, f"footnote {number} is cited nowhere (orphan footnote)")
            # a footnote stands where the printed page put it, not inside the lines of its provision
            node = self.new_node("footnote", f"fn{ordinal}", parent, line, extend_parent=False, number=number,
                                 markers=[{"node": m[1].id, "field": m[2], "offset": m[3], "line": m[0]}
                                          for m in markers])
            node.title = ""
            node.add_text(text.text, text.marks)
            node.line_map.append((0, line))

    def check_laws(self) -> None:
        if self.edition.kind == "notes" or not self.edition.laws:
            return
        first, last = self.edition.laws
        missing = [n for n in range(first, last + 1) if n not in self.seen_laws]
        if missing:
            self.anomaly("error", None, f"Laws missing: {', '.join(map(str, missing))}")
        extra = sorted(n for n in self.seen_laws if not first <= n <= last)
        if extra:
            self.anomaly("error", None, f"Laws outside {first}–{last}: {', '.join(map(str, extra))}")
        for node in self.nodes:
            if node.kind == "law" and not node.title:
                self.anomaly("error", node.lines[0], f"Law {node.key} has no title")


def parse_edition(edition: Edition, profile: Profile, source: Source, shown: str,
                  base_titles: dict[str, int] | None = None) -> ParsedEdition:
    return EditionParser(edition, profile, source, shown, base_titles).parse()


def law_titles(parsed: ParsedEdition) -> dict[str, int]:
    """Folded Law titles of an edition -> Law number (notes name their Law by its title)."""
    return {fold(node.title): node.extra["number"] for node in parsed.nodes if node.kind == "law"}

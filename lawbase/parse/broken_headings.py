"""A Law heading broken over lines, as a conversion wraps a long heading (review 19: `## **PRAVIDLO 16 -
OPRAVNĚNÁ A` / `NEOPRAVNĚNÁ INFORMACE**`; `## PRAVIDLO 23 - SROVNATELNÁ` / `HLÁŠKA`): the title was cut at
the line's end and the rest became the Law's text, said by nothing but a note on the table of contents.

Joined where the source's own marks say so: a bold run the heading opens and a later line closes, or a
line in capitals under a title in capitals, before any text; each join is a note at the heading's line.
A line right under a Law heading with no blank line between that neither says is named as a warning (no
heading of the real corpus has one)."""

from __future__ import annotations

from .context import Context
from .inline import Inline
from .lines import Prepared, mostly_upper, title_like
from .numbering import read_marker

MOST_LINES = 3  # a heading's title wrapped over more lines than this is not one


class BrokenHeadings:
    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.joined: set[int] = set()  # lines read as the end of a heading above them

    def title(self, line: Prepared, title: Inline, law: int) -> Inline:
        """The Law heading's title with the lines that go on with it; each line joined is taken."""
        ctx = self.ctx
        if ctx.lines[ctx.position] is not line:  # a heading split off a line (glued) ends there
            return title
        following = ctx.lines[ctx.position + 1:ctx.position + 1 + MOST_LINES]
        rest, evidence = self.continuation(line, title.text, following)
        if rest:
            self.joined.update(part.number for part in rest)
            joined = join(title, [part.inline for part in rest])
            ctx.builder.anomaly_said("note", line.number, f"anomaly_heading_broken_{evidence}", law=law,
                                     first=line.number, last=rest[-1].number, text=repr(joined.text.strip()[:80]))
            return joined
        after = following[0] if following else None
        if after and not after.blank and not after.debris and not self.starts_otherwise(after):
            ctx.builder.anomaly_said("warning", after.number, "anomaly_under_heading", law=law,
                                     text=repr(after.text.strip()[:60]))
        return title

    def continuation(self, line: Prepared, title: str, following: list[Prepared]) -> tuple[list[Prepared], str]:
        """The lines that end the heading, and on what evidence, `bold` or `capitals` (none: [], "")."""
        rest: list[Prepared] = []
        if "strong" in line.inline.runs_on:
            for after in following:
                if after.blank or after.debris or not title_like(after.text):
                    break
                rest.append(after)
                if "strong" in after.inline.runs_in:
                    return rest, "bold"
            return [], ""
        if not mostly_upper(title):
            return [], ""
        for after in following:
            if (after.blank or after.debris or after.heading or after.bullet or not title_like(after.text)
                    or not mostly_upper(after.text) or self.starts_otherwise(after)):
                break
            rest.append(after)
        return rest, "capitals"

    def starts_otherwise(self, line: Prepared) -> bool:
        """Is the line a heading, a numbered provision, a footnote or a rule of its own?"""
        profile, text = self.ctx.profile, line.text.strip()
        footnote = bool(line.inline.markers) and line.inline.markers[0][0] == 0
        return bool(line.heading or line.rule or footnote or read_marker(text, profile.latin, -1)
                    or profile.law_heading.match(text)
                    or any(pattern.match(text) for pattern in profile.front_headings.values()))


def join(title: Inline, rest: list[Inline]) -> Inline:
    """Lines of a title as one, a space between, their footnote markers kept."""
    text, markers = title.text.rstrip(), list(title.markers)
    for part in rest:
        stripped = part.strip()
        start = len(text) + 1
        text = f"{text} {stripped.text}"
        markers += [(start + offset, number) for offset, number in stripped.markers]
    return Inline(text, [], markers)

"""Footnotes whose markers the source lost: read from where they stand.

The scraped 1997 chapter lost its footnote markers, and with them the sign that a text is a footnote:
each stands at the end of its Law, after more blank lines than the Law's own paragraphs have (two, where
they have one: the manifest's `unmarked_footnote_gap`), sometimes with the next Law's heading glued to
it. Such a paragraph - no heading, no bullet, no number, only paragraphs like it until the Law ends - is
the Law's footnote, not the text of its last provision; which provision cited it went with the marker.
Every paragraph from there to the Law's end is one.
"""

from __future__ import annotations

from ..evidence import Evidence
from .context import Context
from .footnotes import Footnotes
from .laws import Laws, glued_at
from .lines import Prepared


class Unmarked:
    def __init__(self, ctx: Context, laws: Laws, footnotes: Footnotes):
        self.ctx = ctx
        self.laws = laws
        self.footnotes = footnotes
        self.gap = ctx.edition.unmarked_footnote_gap
        self.law_id: str | None = None  # the Law whose closing footnotes are being read

    def line(self, line: Prepared) -> bool:
        """Is this line (inside a Law) one of its footnotes whose marker was lost? Then it is taken."""
        law = self.laws.stack[0] if self.gap and self.laws.stack else None
        if law is None:
            return False
        if self.law_id == law.id:  # the Law's footnotes go on to its end: a paragraph each
            if self.ctx.blank_lines:
                self.take(line, law)
            else:
                self.footnotes.go_on(line)
            return True
        if self.ctx.blank_lines < self.gap or not self.paragraph(line) or not self.ends_law(line):
            return False
        self.law_id = law.id
        self.take(line, law)
        return True

    def take(self, line: Prepared, law) -> None:
        self.footnotes.unmarked(line, law, [Evidence("layout_paragraph", count=self.ctx.blank_lines, law=law.key)])

    def paragraph(self, line: Prepared) -> bool:
        """Plain prose: not a heading, a bulleted line, a numbered part or a footnote's own text."""
        inline = line.inline.strip()
        return bool(inline.text) and not (line.bullet or line.heading or self.heading(line) or inline.markers
                                          or self.laws.reading(inline, None) is not None)

    def heading(self, line: Prepared) -> bool:
        """The next Law's heading, or a part's: the Law ends there."""
        text = line.text.strip()
        law = self.ctx.profile.law_heading.match(text)
        part = self.ctx.profile.part_heading
        return bool(law and int(law.group("num")) == self.laws.expected_law() or part and part.match(text))

    def ends_law(self, line: Prepared) -> bool:
        """Only paragraphs follow until the Law ends (a heading, the end of the text, or a heading glued to
        one of them - to this very line when it is the part the driver split off before one)."""
        ctx = self.ctx
        if line is not ctx.lines[ctx.position]:
            return True
        for following in ctx.lines[ctx.position + 1:]:
            if following.debris or following.blank:
                continue
            if following.heading or self.heading(following):
                return True
            if not self.paragraph(following):
                return False
            if ctx.edition.glued_headings and glued_at(following.raw, self.laws.expected_law(),
                                                       ctx.profile.part_heading) is not None:
                return True
        return True

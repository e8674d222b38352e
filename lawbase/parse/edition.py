"""The driver: walks the prepared lines of one edition and gives each to the handler of its region.

The order of the checks is the order of precedence: a line of the table of contents, a front
heading (which may open the definitions or the index), a back-of-book index line, a footnote text,
a Law heading, a footnote whose marker the source lost; then the line belongs to the region the parse
is in.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..manifest import Edition
from ..patterns import GuardedPattern
from ..profiles import Profile
from ..source import Source
from ..text import REPAIR_MISREAD, REPAIR_MIXED, fold_words, misread_letters, mixed_script_words
from .back_index import BackIndex
from .context import Context, Region
from .definitions import Definitions
from .footnotes import Footnotes
from .front import Contents, FrontMatter
from .laws import Laws
from .lines import Prepared, Prepass
from .missing_laws import check_complete
from .nodes import Anomaly, Builder, Node
from .numbering import order_anomalies
from .tables import repair_spaced_rows
from .unmarked import Unmarked

FOOTNOTE_REGIONS = (Region.LAWS, Region.DEFINITIONS, Region.FRONT, Region.CHAPTER)
GLUED_REGIONS = (Region.LAWS, Region.FRONT, Region.TITLE, Region.CHAPTER)


@dataclass
class ParsedEdition:
    edition: Edition
    builder: Builder  # the nodes, and what the parse noticed; later stages (numbering recovery) use it too
    skipped: dict[str, list[int]]  # class -> source lines
    debris: list[tuple[int, str]]  # (line, text cut out of a line)
    toc: dict[int, dict]  # law number -> {"title": ..., "sections": [...], "line": ...}
    source_lines: list[str]
    warnings: list[str] = field(default_factory=list)

    @property
    def nodes(self) -> list[Node]:
        return self.builder.nodes

    @property
    def anomalies(self) -> list[Anomaly]:
        """What the parse noticed, and the numbering's order read from the final keys."""
        return self.builder.anomalies + order_anomalies(self.nodes)

    def records(self) -> list[dict]:
        return [node.record() for node in self.nodes]

    def line_maps(self) -> dict[str, list[tuple[int, int]]]:
        """node id -> (offset in its text, source line) for each line of its text."""
        return {node.id: node.line_map for node in self.nodes if node.line_map}


class EditionParser:
    def __init__(self, edition: Edition, profile: Profile, source: Source, base_titles: dict[str, int] | None):
        self.source = source
        prepass = Prepass([GuardedPattern(p, edition.where) for p in edition.debris],
                          [GuardedPattern(p, edition.where) for p in edition.debris_lines])
        self.ctx = Context(edition, profile, Builder(edition.id), prepass)
        self.contents = Contents(self.ctx)
        self.front = FrontMatter(self.ctx)
        self.definitions = Definitions(self.ctx)
        self.laws = Laws(self.ctx, base_titles, self.contents.toc)
        self.index = BackIndex(self.ctx)
        self.footnotes = Footnotes(self.ctx.builder)
        self.unmarked = Unmarked(self.ctx, self.laws, self.footnotes)

    def parse(self) -> ParsedEdition:
        ctx = self.ctx
        ctx.lines = ctx.prepass.lines(self.source.lines)
        repair_spaced_rows(ctx.lines, ctx.prepass, ctx.builder)
        for position, line in enumerate(ctx.lines):
            ctx.position = position
            if line.debris:
                ctx.builder.skip("debris", line.number)
            elif line.number in self.laws.broken.joined:  # the end of a heading broken over lines
                self.laws.stack[0].touch(line.number)
            else:
                self.handle(line)
        self.index.build()
        self.footnotes.bind()
        check_complete(self.ctx, self.laws.seen_laws)
        builder = ctx.builder
        if ctx.prepass.stray_markup:
            builder.anomaly_said("note", None, "anomaly_stray_markup", count=ctx.prepass.stray_markup)
        for node in builder.nodes:
            node.extra.pop("emphasised", None)
        return ParsedEdition(ctx.edition, builder, builder.skipped, ctx.prepass.debris, self.contents.toc,
                             self.source.lines, list(self.source.warnings))

    def handle(self, line: Prepared) -> None:
        ctx = self.ctx
        if line.blank:
            if not (ctx.region in FOOTNOTE_REGIONS and self.footnotes.empty(line)):
                ctx.builder.skip("furniture" if line.raw.strip() else "blank", line.number)  # "**", "<b></b>"
            ctx.blank_before = True
            ctx.blank_lines += 1
            return
        if line.rule or line.table_rule:
            ctx.builder.skip("furniture", line.number)
            if line.table_rule and ctx.region == Region.INDEX:
                self.index.table_header()
            return
        if ctx.edition.glued_headings and ctx.region in GLUED_REGIONS:
            glued = self.laws.split_glued(line)
            if glued:
                before, heading = glued
                ctx.builder.anomaly_said("note", line.number, "anomaly_glued_heading",
                                         heading=repr(heading.text.strip()[:60]))
                if before.text.strip():
                    self.handle_content(before)
                self.handle_content(heading)
                ctx.blank_before, ctx.blank_lines = False, 0
                return
        self.handle_content(line)
        ctx.blank_before, ctx.blank_lines = False, 0

    def handle_content(self, line: Prepared) -> None:
        ctx = self.ctx
        if ctx.region == Region.TOC:
            if self.contents.line(line):
                return
            ctx.region = Region.FRONT
        opened = self.front.heading(line)
        if opened:
            self.opened(*opened)
            return
        if ctx.region == Region.INDEX:
            self.index.line(line)
            return
        if ctx.region in FOOTNOTE_REGIONS and self.footnotes.text(line, self.laws.open_node or ctx.front):
            return
        if self.laws.heading(line):
            ctx.region = Region.LAWS
            ctx.front = None
            return
        if ctx.region == Region.DEFINITIONS:
            self.definitions.line(line)
        elif not (ctx.region == Region.LAWS and (self.unmarked.line(line) or self.laws.line(line))):
            self.front.line(line)

    def opened(self, name: str, node: Node | None) -> None:
        """A front heading was read: the Laws close, and the definitions or the index begin."""
        if node is None or name == "chapter":
            return
        self.laws.close()  # a part heading ends the Law before it; the next Law heading opens the Laws again
        if name == "definitions":
            self.definitions.open(node)
        elif name == "index":
            self.index.open(node)


def parse_edition(edition: Edition, profile: Profile, source: Source,
                  base_titles: dict[str, int] | None = None) -> ParsedEdition:
    return EditionParser(edition, profile, source, base_titles).parse()


def record_repairs(parsed: ParsedEdition, profile: Profile) -> None:
    """Words typed in two alphabets (`obowiązкови`), and lone letters misread for the language's one-letter word
    (`misread_letters`: pl-1997 44's "ZAGRAŃ l PRZEBIEG"): the text stays as published; the node records where
    each stands, its reading and which of the two it is (`repairs`: [field, start, end, repaired, kind], `mixed` or
    `misread`, in the order they stand: `check`, the site and the exports read the kind, where each worked it out
    again from the word)."""
    for node in parsed.nodes:
        repairs = [[name, *found] for name, value in (("title", node.title), ("text", node.text))
                   for found in sorted([(start, end, profile.repaired(value[start:end]), REPAIR_MIXED)
                                        for start, end in mixed_script_words(value)]
                                       + [(*misread, REPAIR_MISREAD) for misread in misread_letters(value, profile.lone_letters)])]
        if repairs:
            node.extra["repairs"] = repairs


def law_titles(parsed: ParsedEdition) -> dict[str, int]:
    """Folded Law titles of an edition -> Law number (notes name their Law by its title)."""
    return {fold_words(node.title): node.extra["number"] for node in parsed.nodes if node.kind == "law"}

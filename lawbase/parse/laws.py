"""The Laws: Law headings, then numbered parts kept on a stack of open nodes.

Each numbered line closes what it must and opens its node under the nearest open node above its
level (law > section > subsection > item > subitem); keys are composed by `Key.child`. Text without
a number belongs to the deepest open node, unless a blank line separates it from a list: then it
closes the list and continues the section (or the Law). A heading is recognised by the profile's
shape and must carry the next Law number (in Polish a Law heading looks like a numbered paragraph).
"""

from __future__ import annotations

import re

from ..evidence import Evidence
from ..graph import LEVELS
from ..keys import Key
from ..text import fold_words
from .broken_headings import BrokenHeadings
from .context import Context, Region
from .inline import Inline
from .lines import Prepared, mostly_upper, split_glued_runs, title_like, wholly_emphasised
from .nodes import Node
from .numbering import Reading, expected_next, item_letter_expected, read_marker

CLOSING = (".", ";", ":", "!", "?", ")")


class Laws:
    def __init__(self, ctx: Context, base_titles: dict[str, int] | None = None, toc: dict[int, dict] | None = None):
        self.ctx = ctx
        self.base_titles = base_titles or {}
        self.toc = toc if toc is not None else {}  # the table of contents, as `front.Contents` reads it
        self.stack: list[Node] = []  # open structural nodes, law first
        self.last_token: dict[tuple[str, str], str] = {}  # (parent id, kind) -> token of its last such child
        self.tokens: dict[str, str] = {}  # node id -> its token
        self.clauses: set[str] = set()  # sections opened on a bulleted line
        self.last_law: int | None = None
        self.seen_laws: set[int] = set()
        self.notes = ctx.edition.kind == "notes"
        self.broken = BrokenHeadings(ctx)

    @property
    def open_node(self) -> Node | None:
        return self.stack[-1] if self.stack else None

    def close(self) -> None:
        self.stack = []

    def expected_law(self) -> int:
        if self.last_law is not None:
            return self.last_law + 1
        return self.ctx.edition.laws[0] if self.ctx.edition.laws else 1

    # ----------------------------------------------------------------- headings
    def heading(self, line: Prepared) -> bool:
        """A Law heading opens the Law (a note names its Law by number or by the base edition's title)."""
        ctx = self.ctx
        text = line.text.strip()
        match = ctx.profile.law_heading.match(text)
        if match:
            number = int(match.group("num"))
            title_text = match.group("title").strip()
            if self.notes:
                if not (title_like(title_text) and mostly_upper(title_text)):
                    return False
            elif number != self.expected_law() and not (
                    number > self.expected_law() and ctx.region == Region.LAWS
                    and (line.heading or self.listed(number, title_text))):
                return False
            elif not title_like(title_text) and not line.heading:
                return False
            if ctx.region == Region.LAWS and not self.notes and line.bullet:
                return False
            lead = len(line.inline.text) - len(line.inline.text.lstrip())
            title_inline = line.inline.sliced(lead + match.start("title"))
            marker = text[:match.start("title")].strip()
        elif self.notes and mostly_upper(text) and title_like(text) and len(text.split()) >= 2:
            number = self.base_titles.get(fold_words(text))
            if number is None:
                ctx.builder.anomaly_said("warning", line.number, "anomaly_note_heading", heading=repr(text),
                                         base=ctx.edition.base)
                return False
            title_inline = line.inline
            marker = ""
        else:
            return False
        self.open_law(number, self.broken.title(line, title_inline, number), marker, line)
        if not marker:  # numbered by its title alone: said, as every recovered number is
            self.stack[0].extra["inferred"] = {"how": "title", "printed": "",
                                               "evidence": [Evidence("title_of", law=number, edition=ctx.edition.base)]}
        return True

    def listed(self, number: int, title: str) -> bool:
        """Does the table of contents give this Law this title? A plain-text heading after a lost one
        ("24. Odkrycie karty…" where "23. …" was deleted) is the Law the contents say it is, not an item 24."""
        entry = self.toc.get(number)
        return entry is not None and fold_words(entry["title"]).rstrip(". ") == fold_words(title).rstrip(". ")

    def open_law(self, number: int, title_inline: Inline, marker: str, line: Prepared) -> None:
        builder = self.ctx.builder
        if number in self.seen_laws:
            builder.anomaly_said("error", line.number, "anomaly_law_again", law=number)
        elif not self.notes and self.last_law is not None and number != self.last_law + 1:
            missing = ", ".join(str(n) for n in range(self.last_law + 1, number))
            builder.anomaly_said("error", line.number, "anomaly_law_gap", law=number, last=self.last_law, missing=missing)
        law = builder.new_node("law", str(Key(number)), None, line.number)
        title_inline, run_on = split_glued_runs(title_inline)
        builder.set_title(law, title_inline, line.number)
        if run_on is not None:  # "**PRAVIDLO 77 - TABULKA …****SAZBA ZA ZDVIHY**": a second heading glued on
            builder.anomaly_said("note", line.number, "anomaly_second_heading", text=repr(run_on.text.strip()[:60]))
            builder.add_text(law, run_on, line.number)
        law.extra["number"] = number
        if marker:
            law.extra["marker"] = marker
        self.stack = [law]
        self.seen_laws.add(number)
        if not self.notes:
            self.last_law = number

    def split_glued(self, line: Prepared) -> tuple[Prepared, Prepared] | None:
        """`...kartami ręki dziadka.42. UPRAWNIENIA DZIADKA` -> the text, then the heading; the same for a
        part heading glued after a sentence (`...nie można wycofać.Część II - Karta przygwożdżona`)."""
        start = glued_at(line.raw, self.expected_law(), self.ctx.profile.part_heading)
        if start is None:
            return None
        prepare = self.ctx.prepass.prepare
        return prepare(line.number, line.raw[:start]), prepare(line.number, line.raw[start:])

    # ----------------------------------------------------------------- numbered lines
    def line(self, line: Prepared) -> bool:
        """A line inside a Law; False when no Law is open (the line is front matter)."""
        law = self.stack[0] if self.stack else None
        if law is None:
            return False
        builder = self.ctx.builder
        if self.notes:
            builder.add_text(law, line.inline, line.number, line.bullet)
            return True
        inline = line.inline.strip()
        opened: Node | None = None
        while True:
            step = self.step(inline, line, opened)
            if step is None:
                break
            opened, inline = step
        if opened is None:
            self.running_text(line)
            return True
        rest = inline.strip()
        if not rest.text:
            return True
        follower = self.ctx.next_content()
        dash_body = follower is not None and follower.bullet and self.reading(follower.inline.strip(), None) is None
        if (opened.kind == "section" and (line.heading or wholly_emphasised(rest)
                                           or title_like(rest.text) and not line.bullet)
                or self.lone_short_line(rest.text, line, full_stop=opened.kind == "section")
                or dash_body and (title_like(rest.text) or len(rest.text) <= 60)):
            builder.set_title(opened, rest, line.number)
        else:
            builder.add_text(opened, rest, line.number)
        return True

    def in_list(self, node: Node) -> bool:
        """A numbered part below a section, or a section printed as a bulleted clause without a title
        (`- A. Jeżeli gracz zrzekł się lewy …`): a paragraph after the list closes it."""
        return LEVELS[node.kind] >= 2 or node.id in self.clauses and not node.title

    def running_text(self, line: Prepared) -> None:
        """Plain text: the deepest open node's, unless a blank line closes a list before it."""
        builder = self.ctx.builder
        node = self.stack[-1]
        text = line.text.strip()
        if (self.ctx.blank_before and not line.bullet and self.in_list(node)
                and node.text.rstrip().endswith(CLOSING) and not text[:1].islower()):
            while len(self.stack) > 1 and self.in_list(self.stack[-1]):
                self.stack.pop()
            holder = self.stack[-1]
            start = len(holder.text)
            builder.add_text(holder, line.inline, line.number, line.bullet, row=self.table_row(line, holder))
            holder.extra.setdefault("after_children", start + (1 if start else 0))
            return
        builder.add_text(node, line.inline, line.number, line.bullet, row=self.table_row(line, node))

    def table_row(self, line: Prepared, node: Node) -> bool:
        """A row of a table, its empty cells kept: two cells with words at least, or a label row ("Za každý
        vydražený a splněný zdvih", then tabs) beside such a row - not prose with a stray tab."""
        def cells(text: str) -> int:
            return sum(1 for cell in text.split("\t") if cell.strip())

        if "\t" not in line.text:
            return False
        follower = self.ctx.next_content()
        return cells(line.text) > 1 or cells(node.last_line) > 1 or (follower is not None and cells(follower.text) > 1)

    def lone_short_line(self, text: str, line: Prepared, full_stop: bool) -> bool:
        """A short numbered line alone before a paragraph is a title: `1. Uzyskano jeden wynik`,
        and for sections even with a full stop: `A. Błąd powodujący przekazanie nielegalnej informacji.`"""
        if len(text) > 70 or line.bullet or not (title_like(text) or full_stop and text.endswith(".")):
            return False
        following = self.ctx.following()
        body = self.ctx.next_content()
        return (following is not None and following.blank and body is not None
                and self.reading(body.inline.strip(), None) is None)

    def reading(self, inline: Inline, opened: Node | None, line: int | None = None) -> Reading | None:
        """The one reading of the marker at the start of `inline`, after what this line opened."""
        floor = LEVELS[opened.kind] if opened is not None else -1
        next_section = None
        if line is not None and self.stack:
            next_section = expected_next("section", self.last_token.get((self.stack[0].id, "section")))
        readings = [r for r in read_marker(inline.text, self.ctx.profile.latin, floor, next_section)
                    if not r.mistyped or title_like(inline.text[r.rest_start:])]
        if not readings:
            return None
        kinds = {reading.kind for reading in readings}
        if "item" in kinds and "subitem" in kinds:
            item = next(r for r in readings if r.kind == "item")
            subitem = next(r for r in readings if r.kind == "subitem")
            open_item = self.current("item")
            open_subitem = self.current("subitem")
            sub_token = self.tokens.get(open_subitem.id) if (
                open_subitem is not None and open_item is not None and open_subitem.parent == open_item.id) else None
            expected = item_letter_expected(item.token, self.tokens.get(open_item.id) if open_item else None,
                                            sub_token, opened.kind if opened else None)
            choice = item if expected else subitem
            if choice is subitem and open_item is None and opened is None:
                choice = item
            return choice
        return readings[0]

    def step(self, inline: Inline, line: Prepared, opened: Node | None) -> tuple[Node, Inline] | None:
        """Read one numbering token at the start of `inline` and open its node."""
        reading = self.reading(inline, opened, line.number)
        if reading is None:
            return None
        builder = self.ctx.builder
        if reading.mistyped:
            builder.anomaly_said("note", line.number, "anomaly_marker_misread", marker=repr(reading.marker),
                                 token=reading.token)
        node = self.open(reading, line)
        if reading.kind == "section" and line.bullet and opened is None:
            self.clauses.add(node.id)
        self.tokens[node.id] = reading.token
        self.last_token[(node.parent, reading.kind)] = reading.token
        rest_start = reading.rest_start
        repeated = re.match(re.escape(reading.marker) + r"\s+", inline.text[rest_start:])
        if repeated:  # "a) a) Partnerské ...": the marker typed twice
            builder.anomaly_said("note", line.number, "anomaly_marker_twice", marker=repr(reading.marker))
            rest_start += repeated.end()
        return node, inline.sliced(rest_start)

    def open(self, reading: Reading, line: Prepared) -> Node:
        while self.stack and LEVELS[self.stack[-1].kind] >= reading.level:
            self.stack.pop()
        parent = self.stack[-1]
        parent_key = Key.parse(parent.key)
        key = str(parent_key.child(reading.kind, reading.token)) if parent_key else f"{parent.key}{reading.token}"
        node = self.ctx.builder.new_node(reading.kind, key, parent, line.number, marker=reading.marker)
        latin = self.ctx.profile.latin(reading.marker)
        if latin != reading.marker:
            node.extra["normalised"] = f"{reading.marker} -> {latin}"
        elif reading.token not in reading.marker:  # ru-2017 40B2a "(I)": the sub-item (i), read in lower case
            node.extra["normalised"] = f"{reading.marker} -> {reading.marker.lower()}"
        self.stack.append(node)
        return node

    def current(self, kind: str) -> Node | None:
        for node in reversed(self.stack):
            if node.kind == kind:
                return node
        return None


def glued_at(raw: str, next_law: int, part: re.Pattern | None) -> int | None:
    """Where the next Law's heading, or a part heading, glued to the end of a line begins."""
    for match in re.finditer(rf"(?<=\S){next_law}\.\s+(?=\S)", raw):
        title = raw[match.end():].strip()
        if title_like(title) and mostly_upper(title):
            return match.start()
    for match in re.finditer(r"(?<=[.;:)])(?=\S)", raw) if part else ():
        if part.match(raw[match.start():]) and title_like(raw[match.start():]):
            return match.start()
    return None

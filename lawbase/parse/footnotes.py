"""Footnotes: their texts where the printed page put them, bound to the markers that cite them.

Where the numbering restarts (several notes numbered 1: the Czech text numbers them afresh on each page),
a marker binds only to a note of its own page: the notes printed together at the foot of the page below it
(with or without a rule `---` above them); a note of another page is another note.
A marker without a footnote text stays on its node (`unbound_markers`), flagged where the text is shown.
A footnote whose marker the source lost (`unmarked.py` finds it) is bound to no marker: it is its Law's,
flagged as inferred (`inferred`, what was printed: no marker) and reported.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass, field

from .inline import Inline
from .lines import Prepared
from .nodes import Builder, Node

UNCLOSED_MARKER = re.compile(r"^\s*<sup>\s*(\d+)(?!\d|\s*</sup>)", re.IGNORECASE)  # `<sup>2 dřívější…`


@dataclass
class FootnoteText:
    line: int
    number: int | str | None  # None: the source lost its marker
    inline: Inline
    holder: Node | None  # the node open where the text stands (parent of an orphan footnote)
    more: list[tuple[int, Inline]] = field(default_factory=list)  # the paragraph's further lines
    evidence: str = ""  # why a text without a marker was read as a footnote
    block: int = 0  # the run of notes it stands in, printed together at a page's foot


class Footnotes:
    def __init__(self, builder: Builder):
        self.builder = builder
        self.texts: list[FootnoteText] = []
        self.block = 0  # the run of notes being read or next read
        self.in_block = False
        self.foot_lines: list[tuple[int, int, int | str]] = []  # (line, run, number): a page's notes, damaged too

    def text(self, line: Prepared, holder: Node | None) -> bool:
        """A line that starts with a footnote marker and goes on is a footnote's text."""
        inline = line.inline
        unclosed = UNCLOSED_MARKER.match(line.raw)
        if unclosed and not (line.bullet or line.heading):
            self.builder.anomaly("error", line.number, f"a line begins as footnote {unclosed.group(1)}'s text, its "
                                                       f"<sup> never closed: not read as a footnote, its text kept "
                                                       f"as the provision's where it stands")
            self.at_foot(line.number, int(unclosed.group(1)))  # still a line of the page's notes: it ends the page
            return False
        if not inline.markers or inline.markers[0][0] != 0 or line.bullet or line.heading:
            return self.not_a_note()
        rest = Inline(inline.text, inline.marks, inline.markers[1:]).strip()  # the text after its marker
        if not rest.text:
            return self.not_a_note()
        self.texts.append(FootnoteText(line.number, inline.markers[0][1], rest, holder, block=self.block))
        self.at_foot(line.number, inline.markers[0][1])
        return True

    def at_foot(self, line: int, number: int | str) -> None:
        self.foot_lines.append((line, self.block, number))
        self.in_block = True

    def not_a_note(self) -> bool:
        """A line of the text: the run of notes above it, if any, is closed."""
        if self.in_block:
            self.block, self.in_block = self.block + 1, False
        return False

    def unmarked(self, line: Prepared, law: Node, evidence: str) -> None:
        """A paragraph read as the Law's footnote, its marker lost in the source."""
        self.texts.append(FootnoteText(line.number, None, line.inline.strip(), law, evidence=evidence))

    def go_on(self, line: Prepared) -> None:
        """The next line of the last footnote's paragraph."""
        self.texts[-1].more.append((line.number, line.inline.strip()))

    def bind(self) -> None:
        """Attach each footnote text to the node where its marker stands.

        A marker binds to the nearest footnote text with its number that follows it, else to the nearest
        one before it (a footnote cited again after its text, as Polish ²⁴); where the numbers restart on
        every printed page, to the text of its own page only.
        """
        texts = sorted(self.texts, key=lambda entry: entry.line)
        by_number: dict[int | str, list[int]] = {}
        on_page: dict[tuple[int | str, int], list[int]] = {}  # (number, run of notes) -> positions
        for position, entry in enumerate(texts):
            if entry.number is not None:
                by_number.setdefault(entry.number, []).append(position)
                on_page.setdefault((entry.number, entry.block), []).append(position)
        lines_of = {number: [texts[p].line for p in positions] for number, positions in by_number.items()}
        per_page = len({run for _, run, number in self.foot_lines if number == 1}) > 1  # numbered afresh
        foot_lines = [line for line, _, _ in self.foot_lines]
        cited: dict[int, list] = {position: [] for position in range(len(texts))}
        for marker in self.builder.markers:
            positions, lines = by_number.get(marker.number, []), lines_of.get(marker.number, [])
            if per_page:  # the notes at the foot of the marker's page: the first run of notes below it
                below = bisect_left(foot_lines, marker.line)
                page = self.foot_lines[below][1] if below < len(foot_lines) else None
                positions = on_page.get((marker.number, page), [])
                lines = [texts[p].line for p in positions]  # a page's few
            if not positions:
                where = " on its page (the notes are numbered afresh on each page)" if per_page else ""
                self.builder.anomaly("error", marker.line, f"footnote marker {marker.number} has no footnote text{where}")
                marker.node.extra.setdefault("unbound_markers", []).append(  # kept in sight, flagged (`[2?]`)
                    {"field": marker.field, "offset": marker.offset, "number": marker.number})
                continue
            after = bisect_left(lines, marker.line)
            chosen = positions[after] if after < len(positions) else positions[-1]
            cited[chosen].append(marker)
        for ordinal, entry in enumerate(texts, 1):
            markers = cited[ordinal - 1]
            parent = markers[0].node if markers else entry.holder
            if entry.number is None:
                self.builder.anomaly("note", entry.line, f"footnote whose marker the source lost, read as Law "
                                                         f"{parent.key}'s footnote")
                facts = {"inferred": {"how": "layout", "printed": "", "evidence": entry.evidence}}
            else:
                if not markers:
                    self.builder.anomaly("error", entry.line,
                                         f"footnote {entry.number} is cited nowhere (orphan footnote)")
                facts = {"number": entry.number}
            # a footnote stands where the printed page put it, not inside the lines of its provision
            node = self.builder.new_node(
                "footnote", f"fn{ordinal}", parent, entry.line, extend_parent=False, **facts,
                markers=[{"node": m.node.id, "field": m.field, "offset": m.offset, "line": m.line} for m in markers])
            for line, inline in [(entry.line, entry.inline)] + entry.more:
                start = node.add_text(inline.text, inline.marks)
                node.line_map.append((start, line))
                node.touch(line)

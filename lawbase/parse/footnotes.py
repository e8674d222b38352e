"""Footnotes: their texts where the printed page put them, bound to the markers that cite them.

A footnote whose marker the source lost (`unmarked.py` finds it) is bound to no marker: it is its Law's,
flagged as inferred (`inferred`, what was printed: no marker) and reported.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field

from .inline import Inline
from .lines import Prepared
from .nodes import Builder, Node


@dataclass
class FootnoteText:
    line: int
    number: int | str | None  # None: the source lost its marker
    inline: Inline
    holder: Node | None  # the node open where the text stands (parent of an orphan footnote)
    more: list[tuple[int, Inline]] = field(default_factory=list)  # the paragraph's further lines
    evidence: str = ""  # why a text without a marker was read as a footnote


class Footnotes:
    def __init__(self, builder: Builder):
        self.builder = builder
        self.texts: list[FootnoteText] = []

    def text(self, line: Prepared, holder: Node | None) -> bool:
        """A line that starts with a footnote marker and goes on is a footnote's text."""
        inline = line.inline
        if not inline.markers or inline.markers[0][0] != 0 or line.bullet or line.heading:
            return False
        rest = Inline(inline.text, inline.marks, inline.markers[1:]).strip()  # the text after its marker
        if not rest.text:
            return False
        self.texts.append(FootnoteText(line.number, inline.markers[0][1], rest, holder))
        return True

    def unmarked(self, line: Prepared, law: Node, evidence: str) -> None:
        """A paragraph read as the Law's footnote, its marker lost in the source."""
        self.texts.append(FootnoteText(line.number, None, line.inline.strip(), law, evidence=evidence))

    def go_on(self, line: Prepared) -> None:
        """The next line of the last footnote's paragraph."""
        self.texts[-1].more.append((line.number, line.inline.strip()))

    def bind(self) -> None:
        """Attach each footnote text to the node where its marker stands.

        A marker binds to the nearest footnote text with its number that follows it (numbers restart
        on every printed page in some sources), else to the nearest one before it (a footnote cited
        again after its text, as Polish ²⁴).
        """
        texts = sorted(self.texts, key=lambda entry: entry.line)
        by_number: dict[int | str, list[int]] = {}
        for position, entry in enumerate(texts):
            if entry.number is not None:
                by_number.setdefault(entry.number, []).append(position)
        lines_of = {number: [texts[p].line for p in positions] for number, positions in by_number.items()}
        cited: dict[int, list] = {position: [] for position in range(len(texts))}
        for marker in self.builder.markers:
            positions = by_number.get(marker.number, [])
            if not positions:
                self.builder.anomaly("error", marker.line, f"footnote marker {marker.number} has no footnote text")
                continue
            after = bisect_left(lines_of[marker.number], marker.line)
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

"""Footnotes: their texts where the printed page put them, bound to the markers that cite them."""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass

from .inline import Inline
from .lines import Prepared
from .nodes import Builder, Node


@dataclass
class FootnoteText:
    line: int
    number: int
    inline: Inline
    holder: Node | None  # the node open where the text stands (parent of an orphan footnote)


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

    def bind(self) -> None:
        """Attach each footnote text to the node where its marker stands.

        A marker binds to the nearest footnote text with its number that follows it (numbers restart
        on every printed page in some sources), else to the nearest one before it (a footnote cited
        again after its text, as Polish ²⁴).
        """
        texts = sorted(self.texts, key=lambda entry: entry.line)
        by_number: dict[int, list[int]] = {}
        for position, entry in enumerate(texts):
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
            if not markers:
                self.builder.anomaly("error", entry.line, f"footnote {entry.number} is cited nowhere (orphan footnote)")
            # a footnote stands where the printed page put it, not inside the lines of its provision
            node = self.builder.new_node(
                "footnote", f"fn{ordinal}", parent, entry.line, extend_parent=False, number=entry.number,
                markers=[{"node": m.node.id, "field": m.field, "offset": m.offset, "line": m.line} for m in markers])
            node.add_text(entry.inline.text, entry.inline.marks)
            node.line_map.append((0, entry.line))

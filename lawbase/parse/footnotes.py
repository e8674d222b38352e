"""Footnotes: their texts where the printed page put them, bound to the markers that cite them.

Where the numbering restarts (several notes numbered 1: the Czech text numbers them afresh on each page),
a marker binds only to a note of its own page: the notes below it up to the next note numbered 1, the next
page's first (a rule `---` is not always there, and a note's own further line is no page's end); a note of
another page is another note, and two markers taking one note tell that the earlier one's page lost it.
A marker without a footnote text stays on its node (`unbound_markers`), flagged where the text is shown.
A footnote whose marker the source lost (`unmarked.py` finds it) is bound to no marker: it is its Law's,
flagged as inferred (`inferred`, what was printed: no marker) and reported.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_left
from dataclasses import dataclass, field

from .inline import Inline
from .lines import Prepared
from .nodes import Builder, Marker, Node

UNCLOSED_MARKER = re.compile(r"^\s*<sup>\s*(\d+)(?![^<\n]*</sup>)", re.IGNORECASE)  # `<sup>2 dřívější…`


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
        self.foot_lines: list[tuple[int, int | str]] = []  # (line, number): the lines of notes, damaged too
        self.empty_lines: list[tuple[int, int | str]] = []  # (line, number): a note's number with no text

    def text(self, line: Prepared, holder: Node | None) -> bool:
        """A line that starts with a footnote marker and goes on is a footnote's text."""
        inline = line.inline
        unclosed = UNCLOSED_MARKER.match(line.raw)
        if unclosed and not (line.bullet or line.heading):
            self.builder.anomaly_said("error", line.number, "anomaly_footnote_unclosed", number=unclosed.group(1))
            self.foot_lines.append((line.number, int(unclosed.group(1))))  # still a line of its page's notes
            return False
        if not inline.markers or inline.markers[0][0] != 0 or line.bullet or line.heading:
            return False
        rest = Inline(inline.text, inline.marks, inline.markers[1:]).strip()  # the text after its marker
        if not rest.text:
            return False
        self.texts.append(FootnoteText(line.number, inline.markers[0][1], rest, holder))
        self.foot_lines.append((line.number, inline.markers[0][1]))
        return True

    def empty(self, line: Prepared) -> bool:
        """A footnote's number alone on its line (`<sup>4</sup>`, review 19): named at its line, where it was
        counted as furniture and the marker's error sent the reader looking for a note that is there, empty."""
        markers = line.inline.markers
        if not markers or markers[0][0] != 0 or line.bullet or line.heading:
            return False
        number = markers[0][1]
        self.builder.anomaly_said("warning", line.number, "anomaly_footnote_empty", number=number)
        self.builder.skip("empty footnote", line.number)
        self.empty_lines.append((line.number, number))
        self.foot_lines.append((line.number, number))
        return True

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
        for position, entry in enumerate(texts):
            if entry.number is not None:
                by_number.setdefault(entry.number, []).append(position)
        lines_of = {number: [texts[p].line for p in positions] for number, positions in by_number.items()}
        per_page = sum(number == 1 for _, number in self.foot_lines) > 1  # numbered afresh
        foot_lines, page_ends = [line for line, _ in self.foot_lines], self.page_ends()
        cited: dict[int, list[Marker]] = {position: [] for position in range(len(texts))}
        for marker in self.builder.markers:
            positions, lines = by_number.get(marker.number, []), lines_of.get(marker.number, [])
            after = bisect_left(lines, marker.line)
            if per_page:  # its page's notes: below it, up to the next page's first
                below = bisect_left(foot_lines, marker.line)
                if after == len(lines) or lines[after] >= page_ends[below]:
                    positions = []
            if not positions:
                self.unbound(marker, "_page" if per_page else "")
                continue
            cited[positions[min(after, len(positions) - 1)]].append(marker)
        if per_page:
            self.pages_that_lost_their_note(texts, cited)
        for ordinal, entry in enumerate(texts, 1):
            markers = cited[ordinal - 1]
            parent = markers[0].node if markers else entry.holder
            if entry.number is None:
                self.builder.anomaly_said("note", entry.line, "anomaly_lost_marker", key=parent.key)
                facts = {"inferred": {"how": "layout", "printed": "", "evidence": entry.evidence}}
            else:
                if not markers:
                    self.builder.anomaly_said("error", entry.line, "anomaly_footnote_orphan", number=entry.number)
                facts = {"number": entry.number}
            # a footnote stands where the printed page put it, not inside the lines of its provision
            node = self.builder.new_node(
                "footnote", f"fn{ordinal}", parent, entry.line, extend_parent=False, **facts,
                markers=[{"node": m.node.id, "field": m.field, "offset": m.offset, "line": m.line} for m in markers])
            for line, inline in [(entry.line, entry.inline)] + entry.more:
                start = node.add_text(inline.text, inline.marks)
                node.line_map.append((start, line))
                node.touch(line)

    def page_ends(self) -> list[float]:
        """For each line of notes, where its page's notes end: at the next note numbered 1, the next page's."""
        ends, end = [], math.inf
        for line, number in reversed(self.foot_lines):
            ends.append(end)
            end = line if number == 1 else end
        return ends[::-1]

    def pages_that_lost_their_note(self, texts: list[FootnoteText], cited: dict[int, list[Marker]]) -> None:
        """Notes numbered per page: markers of one number that take one note stand on several pages, and each
        but the last (the note's own page) lost its note with its line: an error, the marker kept unbound."""
        for position, markers in cited.items():
            markers.sort(key=lambda marker: (marker.line, marker.offset))
            for marker in markers[:-1]:
                self.unbound(marker, "_page_note", note=texts[position].line, other=markers[-1].line)
            del markers[:-1]

    def unbound(self, marker: Marker, where: str, **values) -> None:
        """A marker with no footnote text: an error at its line, kept in sight on its node, flagged (`[2?]`)."""
        empty = next((line for line, number in self.empty_lines if number == marker.number and line > marker.line),
                     None)
        self.builder.anomaly_said("error", marker.line, f"anomaly_marker_unbound{where}" + ("_empty" if empty else ""),
                                  number=marker.number, **values, **({"empty": empty} if empty else {}))
        marker.node.extra.setdefault("unbound_markers", []).append(
            {"field": marker.field, "offset": marker.offset, "number": marker.number})

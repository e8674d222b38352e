"""Rich text of the graph as Akoma Ntoso inline content.

A node's text is a string with spans over it (emphasis, references, a defined term) and things
standing at offsets (footnotes at their markers). Each source line becomes a `p`; spans become
nested elements; crossing spans are resolved by layers, so a reference is never cut in two.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from lxml import etree

AKN = "http://docs.oasis-open.org/legaldocml/ns/akn/3.0"

Range = tuple[int, int]


def sub(parent: etree._Element, tag: str, **attributes: str) -> etree._Element:
    """A child element in the Akoma Ntoso namespace, attributes in the order given (stable output)."""
    return etree.SubElement(parent, f"{{{AKN}}}{tag}", attributes)


@dataclass(frozen=True)
class Span:
    """An inline element over text[start:end]. A lower layer wraps a higher one: where emphasis
    crosses the edge of a reference (layer 0), the emphasis is cut, not the reference."""

    start: int
    end: int
    layer: int
    tag: str
    attributes: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Insert:
    """Something standing at one offset of the text (a footnote, or a pointer to it); `place`
    appends it to the element open at that point."""

    offset: int
    place: Callable[[etree._Element], None]


@dataclass
class RichText:
    text: str
    spans: list[Span] = field(default_factory=list)
    inserts: list[Insert] = field(default_factory=list)
    bullets: list[Range] = field(default_factory=list)  # bulleted lines of the source
    nested: list[Range] = field(default_factory=list)  # those in a list inside a list item


def line_ranges(text: str, start: int, end: int) -> list[Range]:
    """The lines of text[start:end] as (start, end) offsets into text, without the line ends."""
    ranges, position = [], start
    while (stop := text.find("\n", position, end)) != -1:
        ranges.append((position, stop))
        position = stop + 1
    ranges.append((position, end))
    return ranges


def place_inserts(inserts: list[Insert], ranges: list[Range]) -> dict[Range, list[Insert]]:
    """Each insert in the line that holds its offset (a line's end included), else in the last line:
    a footnote is never dropped, even with an offset past the text."""
    placed: dict[Range, list[Insert]] = {}
    for insert in inserts:
        line = next((r for r in ranges if r[0] <= insert.offset <= r[1]), ranges[-1])
        placed.setdefault(line, []).append(insert)
    return placed


class InlineWriter:
    """Writes rich text into elements, passing every string through `clean` (XML-safe, counted)."""

    def __init__(self, clean: Callable[[str], str]):
        self.clean = clean

    def paragraphs(self, container: etree._Element, rich: RichText, ranges: list[Range],
                   placed: dict[Range, list[Insert]]) -> None:
        for line in ranges:
            paragraph = sub(container, "p")
            if any(start <= line[0] < end for start, end in rich.bullets):
                nested = any(start <= line[0] < end for start, end in rich.nested)
                paragraph.set("class", "bullet nested" if nested else "bullet")
            self.inline(paragraph, rich, line, placed.get(line, []))

    def inline(self, element: etree._Element, rich: RichText, line: Range, inserts: list[Insert]) -> None:
        """text[start:end] into `element`: at every cut, close the spans that stop, place the inserts
        standing there, open the spans that start, then write the text up to the next cut."""
        start, end = line
        spans = [span for span in rich.spans if span.start < end and span.end > start]
        at = {id(insert): min(max(insert.offset, start), end) for insert in inserts}
        cuts = sorted({start, end, *at.values(), *(s.start for s in spans if s.start > start),
                       *(s.end for s in spans if s.end < end)})
        open_spans: list[Span] = []
        stack = [element]
        for index, cut in enumerate(cuts):
            wanted = sorted((s for s in spans if s.start <= cut < s.end and cut < end),
                            key=lambda s: (s.layer, s.start, s.end))
            keep = 0
            while keep < min(len(open_spans), len(wanted)) and open_spans[keep] == wanted[keep]:
                keep += 1
            del open_spans[keep:], stack[keep + 1:]
            for insert in inserts:
                if at[id(insert)] == cut:
                    insert.place(stack[-1])
            for span in wanted[keep:]:
                stack.append(sub(stack[-1], span.tag, **dict(span.attributes)))
                open_spans.append(span)
            if index + 1 < len(cuts):
                self.append(stack[-1], rich.text[cut:cuts[index + 1]])

    def append(self, element: etree._Element, text: str) -> None:
        text = self.clean(text)
        if len(element):
            element[-1].tail = (element[-1].tail or "") + text
        else:
            element.text = (element.text or "") + text

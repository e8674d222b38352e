"""Footnote markers in a TMX segment: where the printed text cites a footnote, an inline `<ph>` (TMX 1.4b's
placeholder for a standalone native code, `type="fnote"`), so that a CAT tool keeps the marker's place in the
translation (`rozgrywki⁵.` / `sehrávky<sup>2</sup>.`: the marker after the word, inside the sentence).

A unit's provision is its node whole or a part of it (its title alone, a text cut at its list, a sentence:
`text_at`, where the part starts in the node's text); the markers are the graph's, read at their offsets in
the node, then moved past the words the segment reads otherwise than printed (`read_words`). The `<ph>` is
empty, so that a reader that flattens a segment to text (translate-toolkit's `tmxfile`) reads the text as
before; `x` numbers the markers of a segment in order, matching the source's to the target's, as the
footnotes' own units pair them (`units.footnote_pairs`).
"""

from __future__ import annotations

from lxml import etree

from . import read_words


def markers_by_node(nodes: list[dict]) -> dict[str, list[tuple[str, int]]]:
    """Node id -> (field, offset) of each footnote marker standing in it."""
    found: dict[str, list[tuple[str, int]]] = {}
    for node in nodes:
        for marker in node.get("markers", []) if node["kind"] == "footnote" else []:
            found.setdefault(marker["node"], []).append((marker["field"], marker["offset"]))
    return found


def segment_marks(unit: dict, markers: list[tuple[str, int]]) -> list[int]:
    """The offsets in the unit's segment (title, a line break, text; words read) of its footnote markers."""
    title, text, start = unit["title"], unit["text"], unit.get("text_at", 0)
    placed = [("title", offset) for field, offset in markers if field == "title" and title] + [
        ("text", offset - start) for field, offset in markers
        if field == "text" and text and start <= offset <= start + len(text)]
    words = [(field, first, last, reading) for field, first, last, reading, _ in read_words(unit) if reading]
    offsets = []
    for field, offset in placed:
        offset += sum(len(reading) - (last - first) for where, first, last, reading in words
                      if where == field and last <= offset)
        offsets.append(offset if field == "title" else offset + (len(title) + 1 if title else 0))
    return sorted(offsets)


def fill_segment(seg: etree._Element, text: str, offsets: list[int], clean) -> None:
    """The segment's text with an empty `<ph x="N" type="fnote" assoc="p"/>` at each marker's offset (the marker
    goes with the word before it)."""
    seg.text = clean(text[:offsets[0]] if offsets else text)
    for number, offset in enumerate(offsets, 1):
        placeholder = etree.SubElement(seg, "ph", x=str(number), type="fnote", assoc="p")
        placeholder.tail = clean(text[offset:offsets[number] if number < len(offsets) else len(text)]) or None

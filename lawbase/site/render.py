"""A node's text as HTML: emphasis, reference links, footnote markers, defined terms.

A node's text is plain text with decorations at character offsets (marks from the source,
references from the resolver, footnote markers, defined terms). Each line is cut at every
decoration boundary and each piece wrapped in what covers it: a link outermost, then emphasis.
Lines marked as list items become a list; lines with tabs become a table (in a box that scrolls
sideways on a narrow screen, so the page itself never does).
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass, field
from functools import cache

from lxml import etree

# a score table's figure or range ("370–420", "4000+"): its cell keeps it on one line
FIGURE = re.compile(r"[\d\s.,+–-]*\d[\d\s.,+–-]*")


def relative(from_page: str, to_url: str) -> str:
    """A link from one page of the site to a URL relative to the site root."""
    page, _, fragment = to_url.partition("#")
    if page == from_page:
        return f"#{fragment}" if fragment else posixpath.basename(page)
    path = _relative_path(page, posixpath.dirname(from_page))
    return f"{path}#{fragment}" if fragment else path


@cache
def _relative_path(page: str, folder: str) -> str:
    """`page` seen from `folder` (both relative to the site root); once a pair (a build's pages ask 14,000 times,
    about a page per link target and folder)."""
    if not folder:
        return page
    here = folder.split("/")
    there = page.split("/")
    common = 0
    while common < min(len(here), len(there) - 1) and here[common] == there[common]:
        common += 1
    return "/".join([".."] * (len(here) - common) + there[common:])


def append_text(element, text: str) -> None:
    """Text after the element's last child, or as its text (`element[-1]`: lxml counts children one by one
    for `len`, which made a line of 20,000 citations take 40 s)."""
    if not text:
        return
    try:
        last = element[-1]
    except IndexError:
        element.text = (element.text or "") + text
    else:
        last.tail = (last.tail or "") + text


RED_SUITS = re.compile("([♥♦])")


def append_suited(element, text: str) -> None:
    """`append_text`, a heart or diamond in a span of its own: printed red, as a bridge table prints them (a Polish
    director found Law 77's table's ♦ and ♥ black)."""
    if "♥" not in text and "♦" not in text:
        append_text(element, text)
        return
    for position, piece in enumerate(RED_SUITS.split(text)):
        if position % 2:
            etree.SubElement(element, "span", {"class": "suit-red"}).text = piece
        else:
            append_text(element, piece)


@dataclass
class Link:
    """A link over some words; without href a span (this Law on its own page), or, where `note` makes one, a
    button opening a note after it (an unresolved reference: its reason, which a phone's tap never showed as a title)."""

    href: str
    title: str = ""
    css: str = ""
    note: object = None  # () -> (button, note): `PageText.tapped_note`

    def element(self, container):
        if self.note is not None:
            button, note = self.note()
            container.append(button)
            container.append(note)
            return button
        attributes = {"href": self.href} if self.href else {}
        if self.title:
            attributes["title"] = self.title
        if self.css:
            attributes["class"] = self.css
        return etree.SubElement(container, "a" if self.href else "span", attributes)


@dataclass
class Decorations:
    """What stands on a text: (start, end, value) spans and (offset, element-maker) insertions."""

    emphasis: list[tuple[int, int, str]] = field(default_factory=list)
    links: list[tuple[int, int, Link]] = field(default_factory=list)
    inserts: list[tuple[int, object]] = field(default_factory=list)  # callables returning an element
    list_lines: set[int] = field(default_factory=set)  # starts of lines marked as list items
    nested_lines: set[int] = field(default_factory=set)  # those of a list inside a list item


def decorations_of(node: dict) -> Decorations:
    decorations = Decorations()
    for start, end, kind in node.get("marks", []):
        if kind == "li":
            decorations.list_lines.add(start)
        elif kind == "nested":
            decorations.nested_lines.add(start)
        else:
            decorations.emphasis.append((start, end, kind))
    return decorations


def render_line(container, text: str, offset: int, decorations: Decorations) -> None:
    """Append one line (text[offset:offset+len]) of decorated text to an element."""
    end_of_line = offset + len(text)
    cuts = {offset, end_of_line}
    emphasis = [(max(a, offset), min(b, end_of_line), kind) for a, b, kind in decorations.emphasis
                if a < end_of_line and b > offset]
    links = sorted(((max(a, offset), min(b, end_of_line), link) for a, b, link in decorations.links
                    if a < end_of_line and b > offset and a >= offset), key=lambda item: item[:2])
    inserts = sorted(((at, maker) for at, maker in decorations.inserts if offset <= at <= end_of_line),
                     key=lambda item: item[0])
    for a, b, _ in emphasis + links:
        cuts.update((a, b))
    cuts.update(at for at, _ in inserts)
    points = sorted(cuts)
    current_link: tuple[Link, object] | None = None
    insert_index = link_index = 0  # the links ending before a piece are passed once, not searched again
    for a, b in zip(points, points[1:] + [None]):
        while insert_index < len(inserts) and inserts[insert_index][0] == a:
            container.append(inserts[insert_index][1]())
            insert_index += 1
            current_link = None
        if b is None or a == b:
            continue
        piece = text[a - offset:b - offset]
        while link_index < len(links) and links[link_index][1] <= a:
            link_index += 1
        link, candidate = None, link_index
        while candidate < len(links) and links[candidate][0] <= a:  # the first link over the whole piece
            if b <= links[candidate][1]:
                link = links[candidate][2]
                break
            candidate += 1
        target = container
        if link is not None:
            if current_link is None or current_link[0] is not link:
                current_link = (link, link.element(container))
            target = current_link[1]
        else:
            current_link = None
        kinds = sorted({kind for ea, eb, kind in emphasis if ea <= a and b <= eb})
        for kind in kinds:
            target = etree.SubElement(target, "strong" if kind == "strong" else "em")
        append_suited(target, piece)
        if kinds:
            current_link = current_link if link is not None else None


def render_text(container, text: str, decorations: Decorations, start: int = 0, end: int | None = None,
                lead=None) -> None:
    """Append paragraphs (lists, tables) for text[start:end] to `container` (a line cut where the span starts or
    ends within it: one sentence of a paragraph, `Cell.span`).

    `lead` makes the element put in front of the first paragraph (a provision's number)."""
    end = len(text) if end is None else end
    lines = []
    position = 0
    for line in text.split("\n"):
        if position + len(line) > start and position < end or (not line and start <= position < end):
            cut = max(start - position, 0)
            lines.append((position + cut, line[cut:end - position]))
        position += len(line) + 1
    block = None
    block_kind = None
    for position, line in lines:
        kind = "li" if position in decorations.list_lines else ("row" if "\t" in line else "p")
        if kind == "li":
            nested = position in decorations.nested_lines
            if block_kind != "li":
                block = etree.SubElement(container, "ul")
            elif nested and block.getparent() is container:  # a list inside the item before
                block = etree.SubElement(block[-1], "ul")
            elif not nested and block.getparent() is not container:  # back out of it
                block = block.getparent().getparent()
            element = etree.SubElement(block, "li")
        elif kind == "row":
            if block_kind != "row":
                box = etree.SubElement(container, "div", {"class": "scroll", "tabindex": "0"})
                block = etree.SubElement(box, "table", {"class": "source-table"})
            element = etree.SubElement(block, "tr")
        else:
            element = etree.SubElement(container, "p")
        block_kind = kind
        if lead is not None:
            element.append(lead())
            lead = None
            append_text(element, " ")
        if kind == "row":
            cell_start = position
            for cell in line.split("\t"):
                td = etree.SubElement(element, "td")
                if FIGURE.fullmatch(cell.strip()):
                    td.set("class", "fig")
                render_line(td, cell, cell_start, decorations)
                cell_start += len(cell) + 1
        else:
            render_line(element, line, position, decorations)
    if lead is not None:
        element = etree.SubElement(container, "p")
        element.append(lead())

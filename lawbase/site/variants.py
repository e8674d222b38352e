"""A comparison page's tables anchored at its other editions (`SiteContext.variants`), each kept only where it
would show otherwise than the default table with the editions before its anchor hidden.

Most Laws' variants show exactly that - every row one provision per edition, nothing tinted between the columns
left - and held them twice made the comparison pages twice the size; compare.js shows the default table, its
columns hidden, where the anchor's own table is left out.
"""

from __future__ import annotations

from functools import cached_property
from typing import Callable

from lxml import etree


def tables(variants: list, table: Callable, own_texts: list = ()) -> list:
    """The default table (`table` makes one of a comparison), then each variant that would not show what it shows
    with the editions before its anchor hidden, hidden, its cells the default shows referring to them; the default
    names the anchors in turn (`data-variants`), compare.js showing it for an anchor whose table is left out. Then
    each of `own_texts` (`compare_pages.own_tables`, with its language), hidden, named `own-<anchor>`, for its
    language's reader (`data-lang`)."""
    default = table(variants[0])
    default.set("data-variants", " ".join(variant.anchor for variant in variants))
    made, shown = [default], Shown(default)
    for number, variant in enumerate(variants[1:], 1):
        hidden, own = {variant.anchor for variant in variants[:number]}, Shown(table(variant))
        if shown.without(hidden) != own.without(set()):
            share(shown, own)
            made.append(hidden_variant(own.table, variant.anchor))
    for variant, language in own_texts:
        mine = Shown(table(variant))
        share(shown, mine)
        mine.table.set("data-variant", f"own-{variant.anchor}")
        mine.table.set("data-lang", language)
        made.append(hidden_variant(mine.table, f"own-{variant.anchor}"))
    return made


class Shown:
    """A table as the reader sees it with some editions hidden: each row compare.js leaves shown (not a row of
    provisions of hidden editions alone, `data-row-of`), its id, its kind, whose it is and the bytes of each cell left shown (its tint its
    cells' `data-differs`; the row's `differs` class compare.js sets again)."""

    def __init__(self, table):
        self.table = table
        self.rows = [(tr, frozenset((tr.get("data-row-of") or "").split()), tr.get("id"),
                      (tr.get("class") or "").replace(" differs", "")) for tr in table.iter("tr")]
        self.bytes: dict = {}  # a cell -> its serialisation, read once whatever is hidden

    def without(self, hidden: set[str]) -> list:
        columns: dict[str | None, bool] = {}  # a cell's `data-edition` -> whether it is shown (each read once)

        def shown(cell) -> bool:
            column = cell.get("data-edition")
            if column not in columns:
                columns[column] = not set((column or "").split("→")) & hidden
            return columns[column]

        return [(key, kind, of, [self.cell(cell) for cell in tr if shown(cell)])
                for tr, of, key, kind in self.rows if not of or not of <= hidden]

    @cached_property
    def index(self) -> tuple[dict, dict]:
        """(column, a cell's bytes) and (column, its text's bytes) -> the first row showing it (`share`)."""
        cells: dict[tuple[str, bytes], str] = {}
        texts: dict[tuple[str, bytes], str] = {}
        for tr, _, key, _ in self.rows:
            for cell in tr.iterfind("td"):
                cells.setdefault((cell.get("data-edition"), self.cell(cell)), key)
                texts.setdefault((cell.get("data-edition"), text_of(cell)), key)
        return cells, texts

    def cell(self, cell) -> bytes:
        if cell not in self.bytes:
            self.bytes[cell] = etree.tostring(cell, encoding="utf-8")
        return self.bytes[cell]


def share(default: Shown, table: Shown) -> None:
    """Each cell of a variant's table that a cell of the default's column shows byte for byte becomes a
    reference to that row (`data-as`), and a cell whose labels alone differ keeps them and refers to that row
    for its text (`data-text-as`): compare.js fills both with copies, as most of a variant's cells are texts
    the default shows already (its labels speak of the editions shown)."""
    cells, texts = default.index
    for tr, _, _, _ in table.rows:
        for cell in tr.findall("td"):
            edition = cell.get("data-edition")
            key = cells.get((edition, table.cell(cell)))
            if key is not None:
                tr.replace(cell, etree.Element("td", {"data-edition": edition, "data-as": key}))
                continue
            text = text_of(cell)
            key = texts.get((edition, text)) if text else None
            if key is not None:
                for child in cell[labels(cell):]:
                    cell.remove(child)
                cell.set("data-text-as", key)


def labels(cell) -> int:
    """How many of a cell's first children are its labels (`p.pairing`), before its text."""
    count = 0
    while count < len(cell) and cell[count].tag == "p" and "pairing" in (cell[count].get("class") or "").split():
        count += 1
    return count


def text_of(cell) -> bytes:
    """A cell's children after its labels, where compare.js can copy them whole (no text between them)."""
    rest = cell[labels(cell):]
    if cell.text or any(child.tail for child in cell[:labels(cell)] + rest):
        return b""
    return b"".join(etree.tostring(child, encoding="utf-8", with_tail=False) for child in rest)


def hidden_variant(table, anchor: str):
    """A table compare.js shows when the reader hides the editions before its anchor: hidden, its rows' ids and
    the links to them prefixed (`variant-ru-2017-16B3`; the script takes the prefix off the table it shows and
    puts it on the others), as one page holds each key once."""
    prefix = f"variant-{anchor}-"
    table.set("hidden", "hidden")
    for element in table.iter("tr", "a"):
        if element.get("id"):
            element.set("id", prefix + element.get("id"))
        if (element.get("href") or "").startswith("#"):
            element.set("href", f"#{prefix}{element.get('href')[1:]}")
    return table

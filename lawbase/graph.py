"""The law graph: nodes with hierarchical keys, and the small vocabulary of kinds and levels."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

KINDS = ("front-matter", "definition", "law", "section", "subsection", "item", "subitem",
         "footnote", "index-entry")
# Depth of each structural kind inside a Law: a node's parent is the nearest open node above it.
LEVELS = {"law": 0, "section": 1, "subsection": 2, "item": 3, "subitem": 4}


@dataclass
class Node:
    id: str
    edition: str
    kind: str
    key: str
    parent: str | None
    title: str = ""
    text: str = ""
    lines: list[int] = field(default_factory=list)
    marks: list[list] = field(default_factory=list)  # [start, end, kind] over text
    extra: dict = field(default_factory=dict)  # kind-specific fields (term, english, targets, ...)
    line_map: list[tuple[int, int]] = field(default_factory=list, repr=False)  # (offset in text, source line)

    def line_at(self, field_name: str, offset: int) -> int:
        """The source line of a position in the node's title or text."""
        if field_name == "title" or not self.line_map:
            return self.lines[0]
        line = self.line_map[0][1]
        for start, number in self.line_map:
            if start > offset:
                break
            line = number
        return line

    def to_json(self) -> dict:
        out = {
            "id": self.id,
            "edition": self.edition,
            "kind": self.kind,
            "key": self.key,
            "parent": self.parent,
            "title": self.title,
            "text": self.text,
            "lines": list(self.lines),
        }
        if self.marks:
            out["marks"] = [list(mark) for mark in self.marks]
        out.update(self.extra)
        return out

    def add_text(self, piece: str, marks=(), separator: str = "\n") -> int:
        """Append a line of text; returns the offset where it starts (marks are shifted to it)."""
        start = len(self.text) + (len(separator) if self.text else 0)
        self.text = f"{self.text}{separator}{piece}" if self.text else piece
        for a, b, kind in marks:
            self.marks.append([start + a, start + b, kind])
        return start

    def touch(self, line: int) -> None:
        if not self.lines:
            self.lines = [line, line]
        else:
            self.lines[0] = min(self.lines[0], line)
            self.lines[1] = max(self.lines[1], line)


def slug(text: str) -> str:
    """A readable, stable key fragment from a term: lower case, letters kept, spaces to '-'."""
    text = unicodedata.normalize("NFC", text).casefold()
    text = re.sub(r"[^\w]+", "-", text).strip("-")
    return text or "x"


ROMAN_VALUES = {"i": 1, "v": 5, "x": 10, "l": 50}


def roman_value(text: str) -> int | None:
    """`iv` -> 4 (sub-items are numbered in lower-case roman numerals); None if not a numeral."""
    text = text.lower()
    if not text or any(char not in ROMAN_VALUES for char in text):
        return None
    total = 0
    for char, following in zip(text, text[1:] + " "):
        value = ROMAN_VALUES[char]
        total += -value if following in ROMAN_VALUES and ROMAN_VALUES[following] > value else value
    return total


def to_roman(value: int) -> str:
    out = ""
    for number, letters in ((10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")):
        while value >= number:
            out += letters
            value -= number
    return out


def normalise_key(key: str, lookalikes: dict[str, str] | None = None) -> str:
    """The canonical form of a Law key as users type it: `12C1(b)` -> `12C1b`, `40B2a(v)` kept.

    Items are letters without brackets, sub-items roman numerals in brackets; spaces and a trailing
    `)` after an item letter ("43B2b)", "20F5 a)") are dropped; Cyrillic look-alikes become Latin.
    """
    if lookalikes:
        key = "".join(lookalikes.get(char, char) for char in key)
    key = re.sub(r"\s+", "", key)
    match = re.fullmatch(r"(\d{1,3})([A-Za-z])?(\d{1,2})?(?:\(?([a-z])\)?)?(?:\(([ivxIVX]+)\))?", key)
    if not match:
        return key
    law, section, sub, item, roman = match.groups()
    out = law + (section.upper() if section else "") + (sub or "") + (item or "")
    if roman:
        out += f"({roman.lower()})"
    return out

"""Numbering as printed at the start of a line: `A.`, `1.`, `(a)`, `a)`, `(iv)`, `iv.` - read by pure functions.

A line may carry several markers (`A. 1. (a) text`); `read_marker` reads one, given the deepest
level already opened on the line, and returns every reading it allows (a lone `(i)` or `(v)` may be
an item letter or a roman sub-item: `choose_item_or_subitem` decides from what came before).
Letters are read through the language's look-alikes (a Russian `В.` is section B).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..keys import NUMBER_DIGITS, ROMAN, Key, roman_value, to_roman, without_copy
from .nodes import Anomaly

CYRILLIC_UPPER, CYRILLIC_LOWER = "А-ЯЁ", "а-яё"
SECTION = re.compile(rf"^(?P<marker>(?P<letter>[A-Z{CYRILLIC_UPPER}])\.)(?:\s+|$)(?P<rest>.*)$", re.S)
SECTION_MISTYPED = re.compile(rf"^(?P<marker>(?P<letter>[A-Z{CYRILLIC_UPPER}]),)\s+(?P<rest>.*)$", re.S)  # "C, Informace"
SUBSECTION = re.compile(rf"^(?P<marker>(?P<number>{NUMBER_DIGITS})\.)(?:\s+|$|(?=\()|(?=[^\W\d_]))(?P<rest>.*)$", re.S)
ITEM = re.compile(rf"^(?P<marker>\((?P<letter>[a-z{CYRILLIC_LOWER}])\)|(?P<letter2>[a-z{CYRILLIC_LOWER}])\))"
                  r"(?:\s+|$)(?P<rest>.*)$", re.S)
SUBITEM = re.compile(rf"^(?P<marker>\((?P<roman>{ROMAN}|[IVX]{{1,4}})\)|(?P<roman2>{ROMAN})[.)])(?:\s+|$)(?P<rest>.*)$",
                     re.S)
LEVEL = {"law": 0, "section": 1, "subsection": 2, "item": 3, "subitem": 4}


@dataclass
class Reading:
    """One way to read the marker at the start of a text."""

    kind: str  # section, subsection, item, subitem
    token: str  # "C", "2", "b", "iv" (Latin, canonical case)
    marker: str  # as printed: "С.", "2.", "(б)", "iv)"
    rest_start: int  # where the text after the marker starts
    mistyped: bool = False  # "C," read as "C."

    @property
    def level(self) -> int:
        return LEVEL[self.kind]


def read_marker(text: str, latin, floor: int, next_section: str | None = None) -> list[Reading]:
    """Readings of the marker at the start of `text` deeper than level `floor` (-1: any).

    `latin` maps look-alike letters to Latin; `next_section` allows a mistyped `C,` when C is the
    section letter due next."""
    readings = []
    match = SECTION.match(text)
    if match and floor < 1:
        letter = latin(match.group("letter"))
        if "A" <= letter <= "Z":
            readings.append(Reading("section", letter, match.group("marker"), match.start("rest")))
    match = SECTION_MISTYPED.match(text)
    if match and floor < 1 and next_section is not None:
        letter = latin(match.group("letter"))
        if letter == next_section:
            readings.append(Reading("section", letter, match.group("marker"), match.start("rest"), mistyped=True))
    match = SUBSECTION.match(text)
    if match and floor < 2:
        readings.append(Reading("subsection", match.group("number"), match.group("marker"), match.start("rest")))
    match = ITEM.match(text)
    if match and floor < 3:
        letter = latin(match.group("letter") or match.group("letter2")).lower()
        if "a" <= letter <= "z":
            readings.append(Reading("item", letter, match.group("marker"), match.start("rest")))
    match = SUBITEM.match(text)
    if match and floor < 4:
        roman = (match.group("roman") or match.group("roman2")).lower()
        if roman_value(roman):
            readings.append(Reading("subitem", roman, match.group("marker"), match.start("rest")))
    return readings


def item_letter_expected(letter: str, item_token: str | None, subitem_token: str | None,
                         opened_kind: str | None) -> bool:
    """Is `letter` the next item here (as opposed to a roman sub-item such as (i), (v), (x))?

    `item_token` is the letter of the open item (None: no item open), `subitem_token` the numeral of
    the open sub-item under it, `opened_kind` what this line opened before the marker."""
    if opened_kind == "item":
        return False  # "(g) (i)": the token after an item is its sub-item
    if item_token is None:
        return True
    if letter != chr(ord(item_token) + 1):
        return False
    if subitem_token is not None and to_roman((roman_value(subitem_token) or 0) + 1) == letter:
        return False
    return True


def expected_next(kind: str, previous: str | None) -> str:
    """The token due after `previous` at this level: B after A, 3 after 2, (iv) after (iii)."""
    if kind == "section":
        return chr(ord(previous) + 1) if previous else "A"
    if kind == "subsection":
        return str(int(previous) + 1) if previous else "1"
    if kind == "item":
        return chr(ord(previous) + 1) if previous else "a"
    return to_roman((roman_value(previous) or 0) + 1) if previous else "i"


def token_of(kind: str, key: Key) -> str:
    """The numbering token a provision's key ends in: C for 16C, 2 for 16C2, b for 12C1b, iv for 40B2a(iv)."""
    return {"section": key.section, "subsection": str(key.number), "item": key.item, "subitem": key.subitem}[kind]


def order_anomalies(nodes) -> list[Anomaly]:
    """An anomaly for every numbered part that repeats a key or breaks its list's order,
    read from the final keys (after numbering recovery): a list runs A, B, C / 1, 2, 3 / (a), (b) / (i), (ii)."""
    found = []
    last: dict[tuple[str, str], str] = {}
    keys = {node.id: node.key for node in nodes}
    for node in nodes:
        if node.kind not in LEVEL:
            continue
        line = node.lines[0]
        base = without_copy(node.key)
        if base != node.key:
            found.append(Anomaly.said_as("warning", line, "anomaly_again", kind=node.kind, key=base, id=node.id))
        if node.kind == "law":
            continue
        token = token_of(node.kind, Key.parse(base))
        previous = last.get((node.parent, node.kind))
        last[(node.parent, node.kind)] = token
        expected = expected_next(node.kind, previous)
        if token == expected:
            continue
        parent = keys[node.parent]
        if node.kind == "section":
            severity = "error" if not previous or token <= previous else "warning"
        else:
            severity = "warning"
        expected = f"{parent}({expected})" if node.kind == "subitem" else f"{parent}{expected}"
        found.append(Anomaly.said_as(severity, line, "anomaly_out_of_order", kind=node.kind, key=node.key,
                                     expected=expected))
    return found

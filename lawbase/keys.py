"""The Law key: the one grammar of provision numbers, whether typed by a user, printed in a source or stored.

A key names a provision the way the Laws number it: Law `16`, section `16C`, subsection `16C2`,
item `12C1b`, sub-item `40B2a(v)`. A numbered paragraph straight under a Law is `35.1` (never
Law 351). Section letters are upper case, item letters lower case, sub-items lower-case roman
numerals in brackets; a key the source prints twice keeps a `~2` suffix.

Everything that reads or writes keys goes through this module (node ids too: `node_id`, `id_parts`):
the parser composes keys from the markers it reads (`Key.child`), the reference finder and the
index-target reader take their regex fragments from `KeyGrammar`, and what users type is read by
`typed_keys.py` with the typed form here (`TYPED`), which the browser's search gets in its payload too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

ROMAN_VALUES = {"i": 1, "v": 5, "x": 10, "l": 50}
LAW_DIGITS = r"\d{1,3}"
NUMBER_DIGITS = r"\d{1,2}"
ROMAN = r"[ivx]{1,4}"  # sub-items run (i) to (x) and a little beyond
# between the parts of a typed key people put nothing, a space, a dot or a hyphen: 16 C 2, 16.C.2, 16C-2
TYPED_SEPARATOR = r"[ .\-]?"


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
    for number, letters in ((50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")):
        while value >= number:
            out += letters
            value -= number
    return out


@dataclass(frozen=True)
class Key:
    """A provision number: its parts, its canonical text, its place in the Laws' order."""

    law: int
    section: str = ""  # "C"
    number: int | None = None  # subsection 2 of 16C, or paragraph 1 of Law 35 (no section)
    item: str = ""  # "b"
    subitem: str = ""  # "v"
    copy: int = 1  # 2 for a provision the source prints twice (`40B2~2`)

    def __str__(self) -> str:
        out = str(self.law) + self.section
        if self.number is not None:
            out += str(self.number) if self.section else f".{self.number}"
        out += self.item
        if self.subitem:
            out += f"({self.subitem})"
        return out + (f"~{self.copy}" if self.copy > 1 else "")

    @property
    def kind(self) -> str:
        """The structural level the key names: law, section, subsection, item or subitem."""
        if self.subitem:
            return "subitem"
        if self.item:
            return "item"
        if self.number is not None:
            return "subsection"
        return "section" if self.section else "law"

    def sort_key(self) -> tuple:
        """The Laws' own order: 16 < 16A < 16A1 < 16A1a < 16A1a(ii) < 16A2 < 16A10 < 16B."""
        return (self.law, self.section, self.number or 0, self.item, roman_value(self.subitem) or 0, self.copy)

    @property
    def law_key(self) -> str:
        return str(self.law)

    def parents(self) -> list["Key"]:
        """The keys above this one, nearest first: 40B2a(v) -> 40B2a, 40B2, 40B, 40."""
        return list(parents_of(self))

    def child(self, kind: str, token: str) -> "Key":
        """The key of a numbered part read under this one: (16C, subsection, "2") -> 16C2."""
        if kind == "section":
            return Key(self.law, section=token.upper())
        if kind == "subsection":
            return replace(self, number=int(token), item="", subitem="", copy=1)
        if kind == "item":
            return replace(self, item=token.lower(), subitem="", copy=1)
        if kind == "subitem":
            return replace(self, subitem=token.lower(), copy=1)
        raise ValueError(f"no numbered kind {kind!r}")

    def lettered(self) -> "Key | None":
        """A paragraph straight under a Law read as the section lettered at its place: 35.1 -> 35A, 35.4 -> 35D
        (the Czech 2007 text prints Law 35's A-D as 1.-4.); None for any other key."""
        if self.section or self.number is None or self.item or self.subitem or not 1 <= self.number <= 26:
            return None
        return Key(self.law, section=chr(ord("A") + self.number - 1))

    def contains(self, other: "Key") -> bool:
        """Is `other` this provision or a part of it?"""
        return other == self or self in other.parents()

    @staticmethod
    def parse(text: str) -> "Key | None":
        """A canonical key as stored (`16C2`, `35.1`, `21Ba`, `40B2~2`); None for anything else."""
        return parse_canonical(text)


@lru_cache(maxsize=1 << 16)  # keys are values (frozen), read again and again by every later stage
def parse_canonical(text: str) -> Key | None:
    match = CANONICAL.fullmatch(text)
    if not match:
        return None
    law, section, number, paragraph, item, subitem, copy = match.groups()
    value = number or paragraph
    return Key(int(law), section or "", int(value) if value else None, item or "", subitem or "",
               int(copy) if copy else 1)


@lru_cache(maxsize=1 << 16)  # the numbering recovery asks it of every cited key for every reading it weighs
def parents_of(key: Key) -> tuple[Key, ...]:
    out = []
    current = replace(key, copy=1)
    for field_name, empty in (("subitem", ""), ("item", ""), ("number", None), ("section", "")):
        if getattr(current, field_name) != empty:
            current = replace(current, **{field_name: empty})
            if current != replace(key, copy=1):
                out.append(current)
    return tuple(out)


CANONICAL = re.compile(
    rf"({LAW_DIGITS})(?:([A-Z])({NUMBER_DIGITS})?|\.({NUMBER_DIGITS}))?([a-z])?(?:\(({ROMAN})\))?(?:~(\d+))?")


def sort_key(key: str) -> tuple:
    """Sort order of a stored key; keys that are not Law keys (`def/...`, `fn3`) sort after the Laws."""
    parsed = Key.parse(key)
    return (0, parsed.sort_key(), "") if parsed else (1, (), key)


def law_of_key(key: str) -> str:
    """`16C2` -> `16`; a key that is not a Law key is its own answer."""
    parsed = Key.parse(key)
    return parsed.law_key if parsed else key


def law_ranges(laws: list[str]) -> str:
    """Law numbers as ranges, as an edition holds them: `41–71`, `1–93`, `24–25, 27`."""
    ranges: list[list[int]] = []
    for law in sorted(int(key) for key in laws if key.isdigit()):
        if ranges and law == ranges[-1][1] + 1:
            ranges[-1][1] = law
        else:
            ranges.append([law, law])
    return ", ".join(f"{low}–{high}" if high > low else str(low) for low, high in ranges)


def with_copy(key: str, copy: int) -> str:
    """The key of the `copy`-th provision a source prints with one number: `16A`, `16A~2`."""
    return key if copy == 1 else f"{key}~{copy}"


def without_copy(key: str) -> str:
    """`16A~2` -> `16A`: the number as printed, whichever copy."""
    return key.split("~", 1)[0]


def node_id(edition: str, key: str) -> str:
    """A node's id, the one form every module writes: `pl-2017/16C2` (an edition id holds no `/`)."""
    return f"{edition}/{key}"


def id_parts(node_id: str) -> tuple[str, str]:
    """`pl-2017/16C2` -> (`pl-2017`, `16C2`): the edition and the key of a node's id."""
    edition, key = node_id.split("/", 1)
    return edition, key


# ----------------------------------------------------------------------------------------- printed keys
class KeyGrammar:
    """The regex fragments of keys as sources print them, over a language's letters.

    `upper` and `lower` add the look-alike letters a source types inside keys (Cyrillic `В` for `B`)
    to the Latin ones. The fragments use no named groups, so they compose into larger patterns.
    """

    def __init__(self, upper_extra: str = "", lower_extra: str = ""):
        self.upper = "A-Z" + upper_extra
        self.lower = "a-z" + lower_extra
        upper, lower = self.upper, self.lower
        self.subitem = rf"(?:\s?\((?:{ROMAN}|[IVX]{{1,4}})\))"
        self.item = rf"(?:\s?\([{lower}]\)|\s?[{lower}]\)|[{lower}](?!\w))"
        # a whole key after a Law word: 16C2, 12C1(b), 43B2b), 12C1 b), 40B2a(v), 16.C.2 is not printed
        self.full = rf"{LAW_DIGITS}(?:[{upper}](?:\.?{NUMBER_DIGITS})?)?(?:\.?{self.item})?{self.subitem}?(?!\w)"
        # a whole key printed with spaces after a Law word, as users type them (`TYPED_SEPARATOR`): "Pravidlo 16 D2",
        # "16 D 2"; only with the section's number, since a lone capital after a number may be a word
        self.spaced_full = (rf"{LAW_DIGITS}\s[{upper}]\s?{NUMBER_DIGITS}(?:\.?{self.item})?{self.subitem}?(?!\w)")
        # a whole key that cannot be a number of something: it has a section letter (16C, 27В1)
        self.sectioned = rf"{LAW_DIGITS}[{upper}]"
        # a part of the current Law: C2, B.1 b), 3, (b), (iv), and a bare item letter after a part word:
        # "písmene c)", "пункт «а»"
        self.part = (rf"(?:[{upper}](?:\.?{NUMBER_DIGITS}|(?!\.\d))(?:\.?{self.item})?{self.subitem}?"
                     rf"|{NUMBER_DIGITS}(?:\.?{self.item})?{self.subitem}?"
                     rf"|\([{lower}]\){self.subitem}?|\({ROMAN}\)|(?<![\w(])[{lower}]\)|«[{lower}]»)(?![\w%])")
        # a part key printed with a dot between letter and number, unmistakable without an anchor word:
        # "s výjimkou případu B.1", "pod B.1 b) výše"
        self.dotted_part = (rf"(?<![\w.])[{upper}]\.{NUMBER_DIGITS}(?:\s?\([{lower}]\)|\s?[{lower}]\))?{self.subitem}?"
                            rf"(?![\w%.])")
        # a printed key ending in an item and its bracket: "C1d)" (the bracket may close an aside instead)
        self.item_bracket_end = rf"(?<!\()[{lower}]\)$"
        # a key heading a line of a note: "17E2: Fakt, że ..."
        self.lead = rf"{LAW_DIGITS}[{upper}](?:{NUMBER_DIGITS})?(?:{self.item})?{self.subitem}?"
        # a target in a back-of-book index: 16, 16B1, 43B2b), 12C1(b), 40B2a(v), and as damaged indexes print
        # them: "17 E2", "80B2 g) ii)", "9B1, c)"
        self.index_target = (rf"{NUMBER_DIGITS}(?:\s?[A-Z](?:{NUMBER_DIGITS})?(?:\s?[a-z]\)|\([a-z]\)|[a-z](?![a-z]))?"
                             rf"(?:\s?\(?{ROMAN}\))?(?:,\s?[a-z]\))?)?(?![\w+])")

    def parts(self, token: str, lookalikes: dict[str, str]) -> tuple[str, str, str, str, str] | None:
        """A printed key or part key -> (law, section, number, item, subitem) as text, "" where absent:
        `12С1(b)` -> ('12', 'C', '1', 'b', ''), `B.1 b)` -> ('', 'B', '1', 'b', ''), `(iv)` -> (.., 'iv')."""
        text = re.sub(r"[\s.,«»]", "", "".join(lookalikes.get(char, char) for char in token))
        match = PRINTED_PARTS.fullmatch(text)
        if not match:
            return None
        law, section, number, item_paren, item_bare, roman = match.groups()
        return law or "", section or "", number or "", item_paren or item_bare or "", (roman or "").lower()


PRINTED_PARTS = re.compile(rf"({LAW_DIGITS})?([A-Z])?({NUMBER_DIGITS})?(?:\(([a-z])\)|([a-z])\)?)?"
                           rf"(?:\(?({ROMAN}|[IVX]{{1,4}})\))?")


def key_from_parts(law: str, section: str, number: str, item: str, subitem: str) -> Key:
    """The key of parts read from a source: a number straight under a Law is a paragraph (`35.1`)."""
    return Key(int(law), section, int(number) if number else None, item, subitem)


# The typed form, as one pattern for Python and the browser: Law, then section letter, number,
# item and sub-item, each optionally separated; or a paragraph `35.1`. Groups, in order:
# 1 law, 2 section, 3 number, 4 item, 5 sub-item, 6 law of a paragraph, 7 paragraph.
TYPED = (rf"({LAW_DIGITS})(?:{TYPED_SEPARATOR}([A-Za-z])(?:{TYPED_SEPARATOR}({NUMBER_DIGITS}))?"
         rf"(?:{TYPED_SEPARATOR}\(?([A-Za-z])\)?)?(?:{TYPED_SEPARATOR}\(({ROMAN}|[IVX]{{1,4}})\))?)?"
         rf"|({LAW_DIGITS})\.({NUMBER_DIGITS})")
TYPED_PATTERN = re.compile(TYPED, re.ASCII)  # \d as the browser reads it: 0-9 only
EDITION = r"[a-z]{2,3}-[a-z0-9]+(?:-[a-z0-9]+)*"

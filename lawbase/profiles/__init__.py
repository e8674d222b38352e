"""Language profiles: the per-language facts (heading shapes, index words, look-alike letters).

Each language is one TOML file beside this module; the code reads them and never branches on the
language itself.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from ..errors import LawbaseError

PROFILE_DIR = Path(__file__).parent
FRONT_HEADINGS = ("preface", "introduction", "definitions", "toc", "index")


@dataclass(frozen=True)
class Profile:
    language: str
    name: str
    law_heading: re.Pattern
    chapter_heading: re.Pattern | None
    front_headings: dict[str, re.Pattern]
    lookalikes: dict[str, str]
    english_terms: bool
    index_words: dict[str, str]
    see_patterns: tuple[re.Pattern, ...]
    alphabet: tuple[str, ...]
    vocabulary: dict[str, list[str]]  # reference words: law_words, part_words, see_words, ...
    raw: dict = field(repr=False, default_factory=dict)

    def latin(self, marker: str) -> str:
        """A key marker with the profile's look-alike letters replaced by their Latin twins."""
        return "".join(self.lookalikes.get(char, char) for char in marker)

    def collation_key(self, text: str) -> tuple:
        """Sort key following the language's alphabet (used to recover the index's levels)."""
        order = {letter: rank for rank, letter in enumerate(self.alphabet)}
        lowered = text.lower()
        key = []
        position = 0
        while position < len(lowered):
            pair = lowered[position:position + 2]
            if pair in order:
                key.append(order[pair])
                position += 2
                continue
            char = lowered[position]
            if char not in order:
                char = unicodedata.normalize("NFD", char)[0]
            if char in order:
                key.append(order[char])
            elif char.isalnum():
                key.append(len(order) + ord(char))
            elif key and key[-1] != -1:
                key.append(-1)  # a word boundary sorts before any letter: "gra premiowa" < "gracze"
            position += 1
        return tuple(key)


def _compile(pattern: str, where: str) -> re.Pattern:
    try:
        return re.compile(pattern, re.IGNORECASE)
    except re.error as err:
        raise LawbaseError(f"bad pattern {pattern!r}: {err}", where) from None


def _alphabet(spec: str) -> tuple[str, ...]:
    """'abc{ch}d' -> ('a', 'b', 'c', 'ch', 'd')."""
    return tuple(multi or single for multi, single in re.findall(r"\{([^}]+)\}|(.)", spec))


@cache
def load_profile(language: str) -> Profile:
    path = PROFILE_DIR / f"{language}.toml"
    if not re.fullmatch(r"[a-z]{2,3}", language) or not path.is_file():
        raise LawbaseError(f"no language profile for {language!r} (add lawbase/profiles/{language}.toml)")
    where = str(path)
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    headings = data.get("headings", {})
    if "law" not in headings:
        raise LawbaseError("profile has no [headings] law pattern", where)
    index = data.get("index", {})
    return Profile(
        language=language,
        name=data.get("name", language),
        law_heading=_compile(headings["law"], where),
        chapter_heading=_compile(headings["chapter"], where) if "chapter" in headings else None,
        front_headings={name: _compile(headings[name], where)
                        for name in FRONT_HEADINGS if name in headings},
        lookalikes=dict(data.get("lookalikes", {})),
        english_terms=bool(data.get("definitions", {}).get("english_term", False)),
        index_words={name: index[name] for name in ("definitions", "introduction", "footnote")
                     if name in index},
        see_patterns=tuple(_compile(pattern, where) for pattern in index.get("see", [])),
        alphabet=_alphabet(index.get("alphabet", "abcdefghijklmnopqrstuvwxyz")),
        vocabulary={name: list(words) for name, words in data.get("references", {}).items()},
        raw=data,
    )

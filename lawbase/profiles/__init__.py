"""Language profiles: the per-language facts (heading shapes, index words, look-alike letters).

Each language is one TOML file beside this module; the code reads them and never branches on the
language itself. A language's thesaurus for search (`thesaurus/<language>.toml`: what people say ->
the edition's wording, Law by Law, `[synonyms]` and `[english]`; further parts written later beside it
as `thesaurus/<language>-<part>.toml`) is read after the hand-written `[search.synonyms]` and
`[search.english]` of the profile.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from functools import cache, cached_property
from pathlib import Path

from ..errors import LawbaseError
from ..toml_lines import as_written, key_line, parse_toml

PROFILE_DIR = Path(__file__).parent
THESAURUS_DIR = PROFILE_DIR / "thesaurus"
ENGLISH = PROFILE_DIR.parent / "english.toml"  # the English words a query in any language may carry
VOCABULARY_TABLES = ("synonyms", "english")
FRONT_HEADINGS = ("preface", "introduction", "definitions", "toc", "index")
# the named groups the parser reads of a pattern ("table.key"): a Law heading's number and title, ...
REQUIRED_GROUPS = {"headings.law": ("num", "title"), "headings.chapter": ("num",), "headings.part": ("num",),
                   "index.see": ("see",)}


class Profile:
    """A language's facts, read from its TOML file; patterns are compiled on first use."""

    def __init__(self, language: str, data: dict, where: str):
        headings = data.get("headings", {})
        index = data.get("index", {})
        self.language = language
        self.name = data.get("name", language)
        self.where = where
        self.headings = headings
        self.lookalikes: dict[str, str] = dict(data.get("lookalikes", {}))
        self.english_terms = bool(data.get("definitions", {}).get("english_term", False))
        self.other_senses: list[str] = list(data.get("definitions", {}).get("other_senses", []))
        self.quotes = tuple(tuple(pair) for pair in data.get("definitions", {}).get("quotes", []))  # (open, close)
        self.index_words = {name: index[name] for name in ("definitions", "introduction") if name in index}
        footnote = index.get("footnote", [])
        self.footnote_words: tuple[str, ...] = (footnote,) if isinstance(footnote, str) else tuple(footnote)
        self.footnote_ordinals: dict[str, int] = dict(index.get("ordinals", {}))
        self.see_words = tuple(index.get("see", []))
        self.see_also_words = tuple(index.get("see_also", []))  # the "see also" among them
        self.index_notes = tuple(index.get("note", []))  # an editor's note under an index entry
        self.alphabet = _alphabet(index.get("alphabet", "abcdefghijklmnopqrstuvwxyz"))
        self.vocabulary: dict[str, list[str]] = {name: list(words)
                                                 for name, words in data.get("references", {}).items()}
        self.search: dict = dict(data.get("search", {}))
        self.transliteration: dict[str, str] = dict(data.get("transliteration", {}))
        self.confusables: dict[str, str] = dict(data.get("confusables", {}))
        self.lone_letters: dict[str, str] = dict(data.get("lone_letters", {}))  # misread letter -> the word
        self.homoglyphs: dict[str, str] = dict(data.get("homoglyphs", {}))  # Cyrillic letter -> its Latin twin
        self.raw = data

    @cached_property
    def thesaurus(self) -> dict[str, dict[str, list[str]]]:
        """The thesaurus parts, read on first use: only the search needs them, and their TOML (five times
        the profile's) is most of the time it takes to read a profile."""
        thesaurus: dict[str, dict[str, list[str]]] = {}
        for path in thesaurus_files(self.language):
            for name, table in parse_toml(path.read_text(encoding="utf-8"), str(path),
                                          "thesaurus is not valid TOML").items():
                if name not in VOCABULARY_TABLES or not all(
                        isinstance(value, list) and all(isinstance(v, str) for v in value) for value in table.values()):
                    raise LawbaseError(f"thesaurus table [{name}] is not lists of phrases", str(path))
                merged = thesaurus.setdefault(name, {})
                for key, replacements in table.items():
                    listed = merged.setdefault(key, [])
                    listed.extend(replacement for replacement in replacements if replacement not in listed)
        return thesaurus

    def vocabulary_table(self, name: str) -> dict[str, list[str]]:
        """A search vocabulary table (`synonyms`, `english`): the profile's hand-written entries, then
        the thesaurus's; a key in both keeps the replacements of both, the hand-written first."""
        table = {key: list(replacements) for key, replacements in self.search.get(name, {}).items()}
        for key, replacements in self.thesaurus.get(name, {}).items():
            listed = table.setdefault(key, [])
            listed.extend(replacement for replacement in replacements if replacement not in listed)
        return table

    @cached_property
    def law_heading(self) -> re.Pattern:
        return _compiled(self.headings["law"])

    @cached_property
    def chapter_heading(self) -> re.Pattern | None:
        return _compiled(self.headings["chapter"]) if "chapter" in self.headings else None

    @cached_property
    def part_heading(self) -> re.Pattern | None:
        """A part of a chapter ("Część II - Karta przygwożdżona"), or None."""
        return _compiled(self.headings["part"]) if "part" in self.headings else None

    @cached_property
    def front_headings(self) -> dict[str, re.Pattern]:
        return {name: _compiled(self.headings[name]) for name in FRONT_HEADINGS if name in self.headings}

    @cached_property
    def see_patterns(self) -> tuple[re.Pattern, ...]:
        return tuple(_compiled(pattern) for pattern in self.see_words)

    @cached_property
    def see_also_patterns(self) -> tuple[re.Pattern, ...]:
        return tuple(_compiled(pattern) for pattern in self.see_also_words)

    @cached_property
    def index_note_patterns(self) -> tuple[re.Pattern, ...]:
        return tuple(_compiled(pattern) for pattern in self.index_notes)

    @cached_property
    def capital_words(self) -> frozenset[str]:
        """Abbreviations the texts write in capitals, each its own term where typed so (`text.abbreviation_term`)."""
        return frozenset(self.search.get("capital_words", []))

    @property
    def script(self) -> str:
        """The alphabet of the language (`latin`, `cyrillic`)."""
        return self.search.get("script", "latin")

    def repaired(self, word: str) -> str | None:
        """A word mixing alphabets in this language's alphabet (`obowiązкови` -> `obowiązkowi`), or None."""
        from ..text import repair_word

        return repair_word(word, self.script, self.confusables)

    def own_alphabet_spelling(self, term: str, words: set[str]) -> str | None:
        """A term typed in the other alphabet as the text writes it in its own (`own_alphabet_spellings`):
        ru-2017 defines "PO" in Latin letters and writes "ПО" (правый оппонент). None where the term is in this
        alphabet or no word of `words` is it."""
        return next((spelling for spelling in self.own_alphabet_spellings(term) if spelling in words), None)

    def own_alphabet_spellings(self, term: str) -> list[str]:
        """A term typed in the other alphabet, read in this one: its letters' keys on the other keyboard
        (`confusables`) and their look-alikes (`homoglyph_pairs`); none where the term is in this alphabet."""
        from ..text import script_of

        scripts = {script_of(char) for char in term} - {None}
        if not scripts or self.script in scripts:
            return []
        twins = homoglyph_pairs()  # Cyrillic -> Latin
        table = twins if self.script == "latin" else {latin: cyrillic for cyrillic, latin in twins.items()}
        return [spelling for spelling in (self.repaired(term), "".join(table.get(char, char) for char in term))
                if spelling]

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


def _compiled(pattern: str) -> re.Pattern:
    return re.compile(pattern, re.IGNORECASE)  # each checked by `check_patterns` when the profile was read


def _alphabet(spec: str) -> tuple[str, ...]:
    """'abc{ch}d' -> ('a', 'b', 'c', 'ch', 'd')."""
    return tuple(multi or single for multi, single in re.findall(r"\{([^}]+)\}|(.)", spec))


@cache
def load_profile(language: str) -> Profile:
    path = PROFILE_DIR / f"{language}.toml"
    if not re.fullmatch(r"[a-z]{2,3}", language) or not path.is_file():
        raise LawbaseError(f"no language profile for {language!r} (add lawbase/profiles/{language}.toml)")
    text = path.read_text(encoding="utf-8")
    profile = Profile(language, parse_toml(text, str(path), "profile is not valid TOML"), str(path))
    check_patterns(profile, text)  # a bad pattern is reported now, as the profile's fault, at its line
    return profile


def check_patterns(profile: Profile, text: str) -> None:
    """Every pattern compiles and has the groups the parser reads (`(?P<num>…)` of a Law heading): each
    problem one error at the line of the pattern's key, the pattern quoted as the TOML writes it."""
    headings, where = profile.headings, profile.where
    if "law" not in headings:
        raise LawbaseError("profile has no [headings] law pattern", where, key_line(text, "headings"))
    patterns = [("headings", name, pattern) for name, pattern in headings.items()]
    patterns += [("index", name, pattern) for name, listed in (("see", profile.see_words), ("see_also",
                 profile.see_also_words), ("note", profile.index_notes)) for pattern in listed]
    for table, name, pattern in patterns:
        line = key_line(text, table, name)
        if not isinstance(pattern, str):
            raise LawbaseError(f"[{table}] {name} must be a pattern in quotes (got {pattern!r:.40})", where, line)
        try:
            compiled = _compiled(pattern)
        except re.error as err:
            raise LawbaseError(f"bad pattern {as_written(pattern)} ([{table}] {name}): {err}", where, line) from None
        missing = [group for group in REQUIRED_GROUPS.get(f"{table}.{name}", ()) if group not in compiled.groupindex]
        if missing:
            raise LawbaseError(f"pattern {as_written(pattern)} ([{table}] {name}) has no group "
                               f"{', '.join(f'(?P<{group}>…)' for group in missing)}, which the parser reads", where,
                               line)


def thesaurus_files(language: str) -> list[Path]:
    """A language's thesaurus parts, the first written first: `<language>.toml`, then `<language>-*.toml`."""
    first = THESAURUS_DIR / f"{language}.toml"
    return [first] * first.is_file() + sorted(THESAURUS_DIR.glob(f"{language}-*.toml"))


def profile_languages() -> list[str]:
    """The languages lawbase has a profile of (`profiles/<code>.toml`), in a fixed order."""
    return sorted(path.stem for path in PROFILE_DIR.glob("*.toml"))


def all_profiles() -> list[Profile]:
    """Every language profile there is, in a fixed order."""
    return [load_profile(language) for language in profile_languages()]


def language_meant(typed: str) -> str | None:
    """The profile a manifest's unknown language means by its other names in the profiles' data: the country
    (`cz`, the profile's `region`), the three letters (`ces`), the name (`čeština`); None where none is it."""
    typed = typed.casefold()
    return next((profile.language for profile in all_profiles() if typed in {
        str(profile.raw.get(name, "")).casefold() for name in ("region", "iso639_2", "name")}), None)


def homoglyph_pairs() -> dict[str, str]:
    """Cyrillic letter -> the Latin letter drawn alike, from every profile (`text.unmixed`)."""
    return dict(sorted(pair for profile in all_profiles() for pair in profile.homoglyphs.items()))


@cache
def english_table() -> dict:
    """`english.toml`: English stop-words, number words and the words that name a Law before a key."""
    return tomllib.loads(ENGLISH.read_text(encoding="utf-8"))

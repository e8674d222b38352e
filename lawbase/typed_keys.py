"""What users type for a key: `16C2`, `16 C 2`, `Pravidlo 20F5`, `Правило 16С2` with a Cyrillic С, `pkt 16C2`,
`prz. 45C4b`, `Law16C2`, `16C2 pl-2017` - read with the typed form of `keys.py` (`TYPED`) and the words
every language profile puts before a key; the commands read keys with `read_typed`, the search with
`key_in_query`, both a year beside a key with `typed_year`, and the browser's search with the same data
(`browser_grammar`, in its payload).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field, replace
from functools import cache, cached_property, partial
from typing import Callable, Iterable, TypeVar

from .keys import EDITION, TYPED, TYPED_PATTERN, Key
from .query_spelling import slips
from .text import fold, typed

T = TypeVar("T")
YEAR = re.compile(r"(?:19|20)[0-9]{2}")  # "45C3 1997": the Laws of a year


class KeyNotUnderstood(ValueError):
    """What a user typed is not a key; the message (an interface string, `phrase`) says what was understood. Worded
    when said: a query tries every word as a key."""

    def __init__(self, key: str, /, **values):
        super().__init__(key)
        self.phrase = key, values

    def __str__(self) -> str:
        from .errors import phrased
        from .ui_strings import DEFAULT, strings

        return phrased(strings(DEFAULT), *self.phrase)


@dataclass(frozen=True)
class TypedKey:
    key: Key
    edition: str | None = None  # "16C2 pl-2017": the key and the edition it was asked in
    rest: str = ""  # words of a query beside the key ("16C2 informacja" -> "informacja")
    language: str | None = None  # the language of the Law word typed before it ("Pravidlo 20F5": cs)
    also: tuple[Key, ...] = ()  # keys typed after it in a row ("16C2 16D1"), before the words (`rest`)


def typists_first(items: Iterable[T], language_of: Callable[[T], str], language: str | None) -> list[T]:
    """Items in their order, those in the typist's language first: the language of the Law word typed
    before a key ("Pravidlo 20F5": the Czech text's 20F5, then the others), or the reader's."""
    return sorted(items, key=lambda item: language_of(item) != language) if language else list(items)


def other_rule(item: T, latest: Iterable[T], paired: Callable[[T], list[T] | None]) -> tuple[T, list[T]] | None:
    """A key typed for every edition, at an older edition's provision `item`: where the newest Laws'
    provisions at that key (`latest`) are paired in its edition (`paired`: None where nothing is known) with
    none of it, the first of them and what says their rule there (2017 16C2, withdrawn calls, is the Czech
    2007 16D2; 2007 16C2 is information from other sources); None where its rule is theirs. One rule for
    `search` (`query.other_rules`) and `refs` (`cli.other_rules.rules_elsewhere`), neither asking it of a draft
    translation (its Laws' rule is at its key)."""
    told = [(source, others) for source in latest if (others := paired(source)) is not None]
    if not told or any(item in others for _, others in told):
        return None
    return told[0]


@dataclass(frozen=True)
class TypingRules:
    """What may stand around and inside a typed key: words meaning "Law" in every language (and the one
    language each word belongs to, where only one has it), and the look-alike letters of other alphabets
    that become Latin inside a key (and the language whose keyboard types them: "45С4б" is Russian).
    The words are kept folded and a typed word is folded to meet them (`folded`): a phone without a Czech
    keyboard types "čl." as "cl.", "článku" as "clanku"; "статьёй" is "статьей"."""

    lead_words: frozenset[str]
    lookalikes: dict
    lead_language: dict = field(default_factory=dict)
    law_words: frozenset[str] = frozenset()  # the lead words naming a Law: a bare number after them is one
    lookalike_language: dict = field(default_factory=dict)
    part_words: frozenset[str] = frozenset()  # "пункт", "punkt", "odstavec": a Law's part named after its number
    folding: dict = field(default_factory=dict)  # the profiles' own foldings besides the Latin diacritics (ё: е)
    footnote_words: dict = field(default_factory=dict)  # "przypis", "сноска": a footnote's word -> its language
    near_law_words: frozenset[str] = frozenset()  # words one slip from a Law word that are none ("przepisowe")
    definition_questions: dict = field(default_factory=dict)  # "co to jest", "что такое": its folded words -> language

    def __hash__(self) -> int:
        return hash(self.lead_words)

    def folded(self, word: str) -> str:
        """A typed word as the rules keep their words: lower case, without diacritics, ё as е."""
        return fold(word, self.folding)

    @cached_property
    def longest_lead(self) -> int:
        """How long the longest lead word is: no longer beginning of a word is tried for one (`_glued_lead`)."""
        return max(map(len, self.lead_words), default=0)


def undotted(abbreviation: str) -> list[str]:
    """An abbreviation as written and, typed on a phone, without its dot ("prz. 45C4b", "prz 45 C 4 b")."""
    return [abbreviation, abbreviation.rstrip(".")] if abbreviation.endswith(".") else [abbreviation]


@cache
def typing_rules() -> TypingRules:
    """Lead words and look-alikes of every language profile (a Czech key may be typed in a Polish box), each
    word folded (`TypingRules.folded`); a Law word that, folded, is another word of the texts (the profiles'
    `folded_like_law_words`: the Czech "práv", rights, is "prav", short for "pravidlo") stays a lead word,
    a key after it read, but is no Law word before a bare number."""
    from .profiles import all_profiles, english_table

    profiles = all_profiles()
    folding = {char: to for profile in profiles for char, to in sorted(profile.search.get("fold", {}).items())}
    folded = partial(fold, extra=folding)
    laws: set[str] = set(map(folded, english_table()["law_words"]))
    parts: set[str] = set()
    lookalikes: dict[str, str] = {}
    languages: dict[str, set[str]] = {}
    typed_in: dict[str, set[str]] = {}
    ordinary: set[str] = set()
    near: set[str] = set()
    notes = {word: None for word in map(folded, english_table()["footnote_words"])}
    questions = {}
    for profile in profiles:
        questions.update((words, profile.language) for words in map(folded, profile.vocabulary.get("definition_questions", [])))
        notes.update((word, profile.language) for word in map(folded, profile.vocabulary.get("key_footnote_words", [])))
        for words in ("law_words", "key_law_words", "part_words", "key_part_words", "see_words", "key_lead_words"):
            for word in map(folded, profile.vocabulary.get(words, [])):
                languages.setdefault(word, set()).add(profile.language)
                if words in ("law_words", "key_law_words"):
                    laws.add(word)
                if words in ("part_words", "key_part_words"):
                    parts.add(word)
        for abbreviation in map(folded, profile.vocabulary.get("key_law_abbreviations", [])):
            for short in undotted(abbreviation):
                languages.setdefault(short, set()).add(profile.language)
                laws.add(short)
        ordinary.update(map(folded, profile.vocabulary.get("folded_like_law_words", [])))
        near.update(map(folded, profile.vocabulary.get("slipped_like_law_words", [])))
        lookalikes.update(profile.lookalikes)
        for char in profile.lookalikes:
            typed_in.setdefault(char, set()).add(profile.language)
    own = {word: next(iter(those)) for word, those in sorted(languages.items()) if len(those) == 1}
    keyboards = {char: next(iter(those)) for char, those in sorted(typed_in.items()) if len(those) == 1}
    return TypingRules(frozenset(laws | set(languages)), lookalikes, own, frozenset(laws - ordinary), keyboards,
                       frozenset(parts), folding, notes, frozenset(near | set(notes)), questions)


def _latin(text: str, lookalikes: dict[str, str]) -> str:
    return "".join(lookalikes.get(char, char) for char in text)


def _key_of(match: re.Match) -> Key:
    law, section, number, item, subitem, paragraph_law, paragraph = match.groups()
    if paragraph_law:
        return Key(int(paragraph_law), number=int(paragraph))
    return Key(int(law), (section or "").upper(), int(number) if number else None, (item or "").lower(),
               (subitem or "").lower())


def _strip_lead(words: list[str], rules: TypingRules) -> tuple[list[str], str | None, bool | None]:
    """The words after the lead words leading them, the language of the first such word of one language,
    and whether one of them names a Law (None: no lead word)."""
    language, named = None, None
    while len(words) > 1 and (lead := _lead_word(words[0], rules)):
        language = language or rules.lead_language.get(lead)
        named = bool(named) or lead in rules.law_words
        words = words[1:]
    glued = _glued_lead(words[0], rules) if words else None  # "P.50D2(b)", "§16C2", "Law16C2", "п.16С2"
    if glued:
        lead = rules.folded(words[0][:glued])
        language = language or rules.lead_language.get(lead)
        named = bool(named) or lead in rules.law_words
        words = [words[0][glued:], *words[1:]]
    return words, language, named


def _lead_word(word: str, rules: TypingRules) -> str | None:
    """The lead word a typed word is, folded: itself, or a Law word of seven letters or more one slip away
    ("pavidlo", "pravido", "przepsi": the key after it read, its language's first, where "16c2" was searched as a
    word of the Polish texts, a Czech director's review), not a word the profiles say is another ("przypis",
    "przepisowe": `near_law_words`); None for any other word."""
    folded = rules.folded(word).rstrip(":")
    if folded in rules.lead_words:
        return folded
    if len(folded) < SLIPPED_LAW_WORD or not folded.isalpha() or folded in rules.near_law_words:
        return None
    near = slips(folded, sorted({letter for law in rules.law_words for letter in law}), True)  # the search's slips
    return next((law for law in sorted(rules.law_words) if law.isalpha() and law in near), None)


SLIPPED_LAW_WORD = 7  # the shortest Law word read through a slip: "pravil" (said) and "prawa" (rights) are words


def _glued_lead(word: str, rules: TypingRules) -> int | None:
    """How long the Law word a key is glued to is ("Law" of "Law16C2", "cl." of "cl.16c2"): the longest
    beginning of the word that, folded, is a lead word, a digit after it."""
    for length in range(min(len(word) - 1, rules.longest_lead), 0, -1):  # a long word stays quick
        if word[length] in "0123456789" and rules.folded(word[:length]) in rules.lead_words:  # as the browser
            return length
    return None


EDGES = ".,;:!?\"'«»„“”"  # punctuation a key copied from a text brings with it: "(patrz przepis 16C2)."


def _trimmed(text: str) -> str:
    """A key as copied from a text, the punctuation around it left out: `(16C2).` -> `16C2`, `12C1(b),` ->
    `12C1(b)`; brackets only where they enclose the whole or stand alone (`(b)` of `12C1(b)` stays)."""
    text = text.strip(EDGES)
    for opening, closing in (("(", ")"), ("[", "]")):
        if text.startswith(opening) and text.endswith(closing) \
                and text[1:-1].count(opening) == text[1:-1].count(closing):
            text = text[1:-1]
        elif text.startswith(opening) and text.count(opening) > text.count(closing):
            text = text[1:]
        elif text.endswith(closing) and text.count(closing) > text.count(opening):
            text = text[:-1]
    return text.strip(EDGES)


def _edition_first(words: list[str]) -> tuple[list[str], str | None]:
    """An edition named before the key ("pl-1997 64"), as after it."""
    if len(words) > 1 and re.fullmatch(EDITION, words[0]):
        return words[1:], words[0]
    return words, None


def _longest_key(words: list[str], rules: TypingRules) -> tuple[Key, int, str | None] | None:
    """The key made of the most leading words (`16 C 2`, `12C1 (b)`), how many words it took, and the
    language whose look-alike letters it was typed in, if any ("45С4б": ru)."""
    for count in range(min(len(words), 5), 0, -1):
        typed = _trimmed(" ".join(words[:count]))
        match = TYPED_PATTERN.fullmatch(_latin(typed, rules.lookalikes))
        if match:
            keyboard = next((rules.lookalike_language[char] for char in typed if char in rules.lookalike_language),
                            None)
            return _key_of(match), count, keyboard
    return None


def _with_part(key: Key, keyboard: str | None, words: list[str], rules: TypingRules) -> tuple[Key, str | None, list[str]]:
    """A key and the parts named after part words, each a piece of the key, as the texts cite them ("Правило 16,
    пункт В1": 16B1) and lawyers do ("Pravidlo 16 odst. C bod 2", "art. 16 ust. C pkt 2", "Prawo 16 pkt C2":
    16C2, where a Czech director got Law 16), and the words left; the key alone where no part follows."""
    while len(words) > 1 and rules.folded(_trimmed(words[0])) in rules.part_words:
        part = _longest_key([str(key) + words[1]] + words[2:], rules)
        if part is None or not _deeper(part[0], key):
            break
        key, keyboard, words = part[0], part[2] or keyboard, words[1 + part[1]:]
    return key, keyboard, words


def _deeper(part: Key, key: Key) -> bool:
    """Whether `part` is `key` with a part more after it (16C2 of 16C, 12C1b(i) of 12C1b), not another number
    (16C23 of 16C2, Law 162 of 16)."""
    before, after = str(key), str(part)
    return len(after) > len(before) and after.startswith(before) and _kind(before[-1]) != _kind(after[len(before)])


def _kind(char: str) -> str:
    return "digit" if char in "0123456789" else "letter" if char.isalpha() else "mark"


# a key's Law number begins it; four digits are a year ("Prawo 2017"), a number with an ending or a per cent no key
# ("правило 3-х карт", "prawo 13-tej karty", "50%")
KEY_LIKE = re.compile(r"[0-9]{1,3}(?![0-9%])(?!-[^\W\d_]+$)")


def read_typed(text: str, rules: TypingRules | None = None) -> TypedKey:
    """A key as a user types it - `16C2`, `16 C 2`, `16.C.2`, `Law 16C2`, `przepis 12C1 (b)`,
    `Pravidlo 20F5`, `Правило 16С2`, `16C2 pl-2017` - or KeyNotUnderstood saying what was read."""
    rules = rules or typing_rules()
    raw = " ".join(unicodedata.normalize("NFKC", text).split())  # full-width "１６Ｃ２" is 16C2
    words, edition = _edition_first(raw.split(" "))
    words, language, _ = _strip_lead(words, rules)
    if edition is None and len(words) > 1 and re.fullmatch(EDITION, words[-1]):
        edition, words = words[-1], words[:-1]
    found = _longest_key(words, rules) if words else None
    if found is None:
        raise KeyNotUnderstood("not_a_key", typed=typed(raw))
    key, used, keyboard = found
    key, keyboard, rest = _with_part(key, keyboard, words[used:], rules)
    if rest:
        raise KeyNotUnderstood("key_then_words", typed=repr(typed(raw)), key=str(key), rest=repr(typed(" ".join(rest))))
    return TypedKey(key, edition, language=language or keyboard)


def key_in_query(text: str, rules: TypingRules | None = None) -> TypedKey | None:
    """A key standing at the start of a search query, with the words after it (`16C2 informacja`).

    A bare number counts as a key only when it is the whole query or follows a word naming a Law: in
    "52 karty" it is a number of cards, in "по 2 карты" and "punkt 2 przepisu 16" not Law 2."""
    rules = rules or typing_rules()
    words, edition = _edition_first(" ".join(unicodedata.normalize("NFKC", text).split()).split(" "))
    words, language, named = _strip_lead(words, rules)
    for position, word in enumerate(words):
        if edition is None and position and re.fullmatch(EDITION, word):
            edition = word
            words = words[:position] + words[position + 1:]
            break
    found = _longest_key(words, rules) if words and words[0] else None
    if found is None:
        return None
    key, used, keyboard = found
    words = words[used:]
    if key.kind == "law" and not named and (words or named is not None):
        return None
    key, keyboard, words = _with_part(key, keyboard, words, rules)
    also = []
    while words:  # "16C2 16D1", "16C2, 16D1": keys in a row (a bare number after a key is none: "16C2 2")
        more = _longest_key(words, rules)
        if more is None or more[0].kind == "law":
            break
        also.append(more[0])
        words = words[more[1]:]
    return TypedKey(key, edition, " ".join(words), language or keyboard, tuple(also))


def typed_year(typed: TypedKey | None, laws_years: Callable[[], Iterable[tuple[str, int | None]]]
               ) -> tuple[TypedKey | None, list[str] | None]:
    """A year typed beside a key ("45C3 1997") picks the editions of the Laws of that year (`laws_years`: each
    edition's `laws_year`, in the manifest's order), one as its id would ("45C3 pl-1997"), where its words were
    searched ("1997": the index, the 2017 preface): the key with no words left, and the editions it may be in
    (None: no year typed). One reading for `search` (`query.run`; `typedYear` in search-keys.js) and the commands
    that take a key (`typed_nodes.read_key`: `show "45C3 1997"` was refused)."""
    if typed is None or not YEAR.fullmatch(typed.rest):
        return typed, None
    years = [edition for edition, year in laws_years() if year == int(typed.rest)]
    if not years:
        return typed, None
    return replace(typed, rest="", edition=typed.edition or (years[0] if len(years) == 1 else None)), years


def unread_key(text: str, rules: TypingRules | None = None) -> str | None:
    """The word after a Law word that begins as a key does but is none ("Pravidlo 16CC2", "čl. 16-C-2-b",
    "Law16C2ab"): said, not dropped for the query's words; None where a key is read or no Law word leads."""
    rules = rules or typing_rules()
    words, _ = _edition_first(" ".join(unicodedata.normalize("NFKC", text).split()).split(" "))
    words, _, named = _strip_lead(words, rules)
    word = _trimmed(words[0]) if named and words else ""
    return word if KEY_LIKE.match(word) and key_in_query(text, rules) is None else None


def footnote_typed(text: str, rules: TypingRules | None = None) -> tuple[str, str | None] | None:
    """(number, language) of a footnote named by its printed number after a footnote word of the profiles,
    with or without diacritics (`przypis 21`, `сноска 23`, `poznamka pod carou 2`, `footnote 21`); None for
    anything else (`fn23`, the key, counts the notes in document order)."""
    rules = rules or typing_rules()
    *words, number = unicodedata.normalize("NFKC", text).split() or [""]
    number, word = number.rstrip("."), rules.folded(" ".join(words))
    if not (number.isascii() and number.isdigit()) or word not in rules.footnote_words:
        return None
    return number.lstrip("0") or "0", rules.footnote_words[word]


def definition_asked(text: str, rules: TypingRules | None = None) -> tuple[str, str] | None:
    """(term, the question's language) of a query asking what a term is, a question of the profiles'
    `definition_questions` before it ("co to jest lewa?", "co je renonc", "что такое болван"): a player asks so for
    the definition, which the words alone rank under every provision saying "lewa"; None for anything else."""
    rules = rules or typing_rules()
    words = unicodedata.normalize("NFKC", text).split()
    for count in range(min(len(words) - 1, 4), 0, -1):
        language = rules.definition_questions.get(rules.folded(" ".join(words[:count])))
        term = " ".join(words[count:]).rstrip("?").strip()
        if language and term:
            return term, language
    return None


def browser_grammar() -> dict:
    """What the site's search needs to read keys as the command does: the typed pattern and the rules."""
    rules = typing_rules()
    return {"typed": TYPED, "edition": EDITION, "leadWords": sorted(rules.lead_words),
            "lawWords": sorted(rules.law_words), "partWords": sorted(rules.part_words), "leadLanguage": rules.lead_language,
            "lookalikes": dict(sorted(rules.lookalikes.items())), "lookalikeLanguage": rules.lookalike_language,
            "fold": rules.folding, "footnoteWords": rules.footnote_words, "nearLawWords": sorted(rules.near_law_words),
            "definitionQuestions": rules.definition_questions}

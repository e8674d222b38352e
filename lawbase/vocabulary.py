"""The domain vocabulary of each language, as the search index carries it: analysed term sequences.

Players do not type the Laws' words: they say "kibic" for the Laws' "widz", "claim" or "klejm" for
"deklaracja", "бидбокс" for the bidding box, write numbers as words, and ask in English. Each language
profile lists these as data (`[search.synonyms]`, `[search.english]`, `[search.numbers]`), seeded
from the back-of-book cross-entries and the glossary's English names (`bench/vocabulary_seeds.py`)
and reviewed by hand. Here every phrase is analysed like the corpus, so a query matches an entry in
any inflection; an entry whose replacement the corpus never uses would never match and is reported
by the tests.
"""

from __future__ import annotations

from .analysis import WORD, Analyser, TermMap
from .profiles import load_profile


def phrase_terms(phrase: str, analyser: Analyser, term_map: TermMap, stop: set[str] = frozenset()) -> list[str]:
    """A phrase's words as index terms (the corpus's own analysis where it has the form), stop-words
    left out if given."""
    return [term_map.forms.get(word) or analyser.term(word)
            for word in WORD.findall(phrase.lower()) if analyser.fold(word) not in stop]


def english_words(phrase: str) -> list[str]:
    """English words as the engine compares them: lower case, a plural `s` dropped (`revokes`)."""
    return [english_word(word) for word in WORD.findall(phrase.lower())]


def english_word(word: str) -> str:
    """`penalties` -> `penalty`, `cards` -> `card`; `rules` -> `rule`; not `extraneous`, `dummies'`."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def language_vocabulary(language: str, term_map: TermMap) -> dict:
    """`synonyms`: [key terms, [replacement term lists]] (number words included, both ways);
    `english`: [English words, [replacement term lists]]; `english_stop`: English words to pass over."""
    settings = load_profile(language).search
    analyser = Analyser(language)
    corpus = set(term_map.forms.values())
    stop = {analyser.fold(word) for word in settings.get("stop_words", [])}
    synonyms: dict[tuple[str, ...], list[list[str]]] = {}

    def known(phrase: str) -> list[str]:
        """A replacement's terms the corpus has (the others could never match), stop-words left out."""
        return [term for term in phrase_terms(phrase, analyser, term_map, stop) if term in corpus]

    def add(key: str, replacement: str) -> None:
        key_terms = tuple(phrase_terms(key, analyser, term_map))
        terms = known(replacement)
        if key_terms and terms and terms != list(key_terms) and terms not in synonyms.setdefault(key_terms, []):
            synonyms[key_terms].append(terms)

    for key, replacements in settings.get("synonyms", {}).items():
        for replacement in replacements:
            add(key, replacement)
    for word, number in settings.get("numbers", {}).items():
        add(word, str(number))
        add(str(number), word)
    english: dict[tuple[str, ...], list[list[str]]] = {}
    for key, replacements in settings.get("english", {}).items():
        words = tuple(english_words(key))
        for replacement in replacements:
            terms = known(replacement)
            if words and terms and terms not in english.setdefault(words, []):
                english[words].append(terms)
    return {"synonyms": [[list(key), value] for key, value in sorted(synonyms.items())],
            "english": [[list(key), value] for key, value in sorted(english.items())]}

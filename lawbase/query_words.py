"""Reading a query: its words, phrases and prefixes, the language it is written in, and each word's
index terms with how they were found (own words, a synonym, a corrected typo, another language).

The same reading runs in the browser (`site_assets/search-reading.js`, `search-vocabulary.js`), on the same payload; keep
the two in step (tests/test_search_site.py runs a table of queries through both). The result is a list of slots, one
per thing the query asks about, each with alternative term lists: a document answers a slot with
its best alternative.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass, field
from functools import cache, cached_property
from typing import Callable

from .query_spelling import Spelling
from .query_tokens import Token
from .query_vocabulary import (AS_WRITTEN, ENGLISH_TERM, Vocabulary, bid_at, calls_compared, english_word, higher,
                               negated_replacements, spelled_reading)
from .text import abbreviation_term, fold

WORD = re.compile(r"\w+")
MAX_LEMMATISED = 40  # longer "words" are not words (and LemmaGen reads at most 127 bytes of one)
REMEMBERED = 100_000  # words whose terms a language keeps (its Laws have about 4,000 forms)
BREAKS = ".!?;:\n"
SEQUENCE = re.compile(r"\w+|[.!?;:\n]")
TEXT_FIELDS = ("title", "body", "path", "lead")  # the fields of the Laws' own words (not `said`)
SCRIPTS = {"latin": lambda char: char < "\u0250", "cyrillic": lambda char: "\u0400" <= char < "\u0530"}


@dataclass
class Alternative:
    """Terms that answer a slot together (all of a synonym's words), with a weight and how they were found."""

    terms: list[str]
    weight: float
    how: str  # "own", "synonym", "typo", "prefix", "english"


@dataclass
class Slot:
    """One thing a query asks about: a word, a vocabulary entry's words, a quoted phrase."""

    words: list[str]
    alternatives: list[Alternative] = field(default_factory=list)
    phrase: bool = False
    negated: bool = False
    width: int = 1  # its content words: a longer replacement matched in part counts less (engine)

    @property
    def terms(self) -> set[str]:
        """Every term of its alternatives."""
        return {term for alternative in self.alternatives for term in alternative.terms}


@cache
def lemmatiser(language: str):
    """The LemmaGen model of a language (None when the wheel has none): loaded in milliseconds."""
    import lemmagen3

    if language not in lemmagen3.Lemmatizer.list_supported_languages():
        return None
    return lemmagen3.Lemmatizer(language)


def lemmatise(language: str, word: str) -> str:
    """LemmaGen's lemma; the word itself where the model has none or cuts a letter in two."""
    model = lemmatiser(language)
    if model is None or len(word) > MAX_LEMMATISED:
        return word
    try:
        return model.lemmatize(word)
    except UnicodeDecodeError:
        return word


class Language(Spelling):
    """One language's part of the payload, with the look-ups a query needs."""

    def __init__(self, code: str, data: dict, lemmatise: Callable[[str, str], str] | None):
        self.code = code
        self.data = data
        self.extra = data.get("fold", {})
        self.folded: dict[str, str | list[str]] = data["folded"]  # folded corpus form -> its terms
        self.stop = set(data.get("stop", []))
        self.negation = set(data.get("negation", []))
        self.capitals = set(data.get("capitals", []))  # abbreviations typed in capitals, their own terms
        self.lemmatise = lemmatise
        self._sorted: list[str] | None = None
        self._postings: dict[tuple[str, str], list[tuple[int, float]]] = {}
        self.english = {tuple(key): value for key, value in data["vocabulary"]["english"]}
        self._candidates: dict[tuple[str, bool], set[str]] = {}
        self._own: dict[str, list[str]] = {}  # word -> `own_terms`
        self.bids = data["vocabulary"].get("bids") or {}
        self.strains = [[[set(option) for option in spelling] for spelling in spellings]
                        for spellings in self.bids.get("strains", [])]

    def fold(self, word: str) -> str:
        return fold(word, self.extra)

    # read on first use: a command reads these only for the languages its query is searched in (`index.py`)
    @cached_property
    def spelled(self) -> dict[str, str]:
        """Folded form -> the corpus's spelling, where it is other."""
        return self.data["spelled"]

    @cached_property
    def lemmas(self) -> dict[str, list[str]]:
        return self.data["lemmas"]

    @cached_property
    def idf(self) -> dict[str, float]:
        return self.data["idf"]

    @cached_property
    def vocabulary(self) -> Vocabulary:
        vocabulary = self.data["vocabulary"]
        # the index as the index wrote it (not in the site's payload, nor in one made now: made here then)
        return Vocabulary(vocabulary["synonyms"], self.stop, vocabulary.get("index"))

    @cached_property
    def key_words(self) -> set[str]:
        """Every term of any vocabulary key (a word that is one belongs to the language)."""
        return set(self.data["key_words"])

    def postings(self, field: str, term: str) -> list[tuple[int, float]]:
        """(document, weight) of a term in a field, decoded on first use."""
        found = self._postings.get((field, term))
        if found is None:
            row = self.data["postings"][field].get(term, "")
            found = self._postings[(field, term)] = [(int(doc), float(weight)) for doc, weight in
                                                      (pair.split(":") for pair in row.split())]
        return found

    def terms(self, folded: str) -> list[str]:
        """The terms of the corpus forms that fold to this (none if there is none)."""
        value = self.folded.get(folded)
        return [] if value is None else [value] if isinstance(value, str) else value

    def written_in(self, word: str) -> bool:
        test = SCRIPTS.get(self.data.get("script", ""))
        return test is None or all(test(char) or char.isdigit() or char == "_" for char in word)

    def lemma_term(self, word: str) -> str:
        """The term the build's analysis would give a form the corpus lacks (LemmaGen, a lemma read as
        another where the profile says so, negation kept)."""
        if any(char.isdigit() for char in word) or self.lemmatise is None or len(word) > MAX_LEMMATISED:
            return self.fold(word)
        lemma = self.lemmatise(self.code, word)
        lemma = self.data.get("same_lemma", {}).get(lemma, lemma)
        for prefix in self.data.get("negating", []):
            if word.startswith(prefix) and not lemma.startswith(prefix):
                lemma = prefix + lemma
        return self.fold(lemma)

    def own_terms(self, word: str) -> list[str]:
        """Terms of a word as the corpus knows it: its forms (diacritics or not), or its lemma, or the lemma of its
        spelling with diacritics put back (`myslal` is `myślał`), or its spoken ending written (`spoken`); then the
        terms of the verb LemmaGen reads its infinitive as (`other_aspect`). Remembered: a document's words are read
        again for each query whose phrase or negation it is tested for, and for its snippet."""
        found = self._own.get(word)
        if found is None:
            if len(self._own) >= REMEMBERED:  # a long-lived process asked for endless new words
                self._own.clear()
            found = self._own[word] = self.read_own(word)
        return found

    def read_own(self, word: str) -> list[str]:
        folded = self.fold(word)
        if folded in self.folded:
            return self.terms(folded) + self.other_aspect(word, self.terms(folded))
        for form in (word, folded, *self.restorations(word)):
            term = self.lemma_term(form)
            if term in self.lemmas:
                return self.lemmas[term] + self.other_aspect(form, self.lemmas[term])
            if term in self.idf:
                return [term] + self.other_aspect(form, [term])
        return self.spoken(word) or self.other_aspect_only(word)

    def known(self, word: str) -> bool:
        """Is this a word of the language (for telling which language a query is written in)?"""
        folded = self.fold(word)
        return (self.written_in(word) and not word.isdigit()
                and (folded in self.stop or folded in self.folded or self.lemma_term(word) in self.key_words))

    def begun(self, word: str, letters: int) -> bool:
        """Does a corpus form begin with this word (the last word of a query typed so far, "karta przygw")
        of at least `letters` letters?"""
        folded = self.fold(word)
        if len(folded) < letters or any(char.isdigit() for char in word) or not self.written_in(word):
            return False
        forms = self.sorted_forms
        at = bisect_left(forms, folded)
        return at < len(forms) and forms[at].startswith(folded)

    def in_text(self, term: str) -> bool:
        """Does the text of the Laws use this term (not only what people say of them: `said.py`)?"""
        return any(term in self.data["postings"][name] for name in TEXT_FIELDS)

    @cached_property
    def negating(self) -> list[str]:
        return [self.fold(prefix) for prefix in self.data.get("negating", [])]

    @cached_property
    def negation_terms(self) -> set[str]:
        return {term for word in self.negation for term in self.own_terms(word) or [word]}

    def sequence(self, text: str) -> list[str]:
        """A text as its terms, word by word (for phrases and negations); "" where a sentence or a
        line ends, so no phrase runs across."""
        return [(self.own_terms(word.lower()) or [self.fold(word.lower())])[0] if word[0] not in BREAKS else ""
                for word in SEQUENCE.findall(text)]

    def prefixed(self, prefix: str, limit: int = 40) -> list[str]:
        """Terms of the corpus forms that start with a (folded) prefix, most frequent first."""
        folded = self.fold(prefix)
        terms = {term for form in self.folded if form.startswith(folded) for term in self.terms(form)}
        return sorted(terms, key=lambda term: (self.idf.get(term, 99.0), term))[:limit]

    def candidates(self, word: str, cut: bool = True) -> set[str]:
        """Every term a word may stand for, to match vocabulary keys (a word the corpus lacks also by
        the lemmas of its spellings with diacritics); `cut`: and by its beginnings (`endings_cut`)."""
        found = self._candidates.get((word, cut))
        if found is None:
            folded = self.fold(word)
            found = set(self.own_terms(word)) | {self.lemma_term(word), folded, AS_WRITTEN + folded}
            if self.fold(word) not in self.folded:
                found |= {term for term in map(self.lemma_term, self.restorations(word)) if term in self.key_words}
                if cut:
                    found |= {stem for stem in self.endings_cut(word) if stem in self.key_words}
            self._candidates[(word, cut)] = found
        return found

def read_slots(tokens: list[Token], language: Language, weights: dict,
               guessing: bool = True) -> tuple[list[Slot], dict[str, str]]:
    """The slots of a query read in one language, and the typos corrected on the way (word -> form).
    `guessing`: typos and beginnings are tried for unknown words (not when the query is in another
    language and only its words shared with this one can count)."""
    slots: list[Slot] = []
    corrected: dict[str, str] = {}
    made: list[tuple[int, int, bool]] = []  # the bids written in the query: level, denomination, marked earlier
    negate = False
    position = 0
    spelled, entries = spelled_reading(tokens, language, weights["key_gap"], corrected if guessing else None)
    taken = {place for places, _ in entries.values() for place in places}
    while position < len(tokens):
        token = tokens[position]
        if position in taken and position not in entries:  # read with a key found earlier in the query
            position += 1
            continue
        if token.phrase >= 0:
            words = [t.word for t in tokens[position:] if t.phrase == token.phrase]
            terms = [(language.own_terms(word) or [language.lemma_term(word)])[0] for word in words]
            slots.append(Slot(words, [Alternative(terms, 1.0, "own")], phrase=len(words) > 1))
            position += len(words)
            continue
        prefixed = language.prefixed(token.word) if token.prefix else []
        if prefixed:  # (a beginning no form of the corpus has, `ренонс*`, is read as the word itself)
            slots.append(Slot([token.word], [Alternative([term], 1.0, "prefix") for term in prefixed]))
            position += 1
            continue
        bid = bid_at(tokens, position, language)
        if bid is not None:
            length, level, rank = bid
            slot = Slot([t.word for t in tokens[position:position + length]],
                        [Alternative(language.bids["bid"], weights["synonym"], "synonym")])
            if level > 7:
                slot.alternatives.append(Alternative(language.bids["above"], weights["synonym"], "synonym"))
            slots.append(slot)
            made.append((level, rank, position > 0 and language.fold(tokens[position - 1].word) in language.bids["after"]))
            position += length
            negate = False
            continue
        if position in entries:
            places, replacements = entries[position]
            words = [spelled[place].word for place in places]
            content = [word for word in words if language.fold(word) not in language.stop]
            own = [term for word in content for term in language.own_terms(word)[:1]]
            slot = Slot(words, [Alternative(own, 1.0, "own")] if own and len(own) == len(content) else [],
                        negated=negate, width=max(1, len(content)))
            slot.alternatives += [Alternative(terms, weights["synonym"], "synonym") for terms in replacements]
            if negate:  # "nie przyjmuje" is "niezaakceptowana": a one-word replacement in its negated form too
                slot.alternatives += [Alternative([negative], weights["synonym"], "synonym")
                                      for negative in negated_replacements(replacements, language)]
            slots.append(slot)
            position += 1
            negate = False
            continue
        folded = language.fold(token.word)
        position += 1
        abbreviation = abbreviation_term(token.word, token.capitals, language.capitals)
        if abbreviation:  # "ПО", the right-hand opponent: no "по"
            slots.append(Slot([token.word], [Alternative([abbreviation], 1.0, "own")]))
            negate = False
            continue
        if folded in language.negation:
            negate = True
            continue
        if folded in language.stop:
            continue
        slots.append(word_slot(token.word, language, weights, corrected if guessing else None, negate))
        negate = False
    if len(made) >= 2 and not higher(*made[:2]):
        slots.append(Slot([], [Alternative(language.bids["insufficient"], weights["synonym"], "synonym")]))
    call = Alternative(language.bids.get("call", []), weights["synonym"], "synonym")
    return calls_compared(slots, language, call), corrected


def word_slot(word: str, language: Language, weights: dict, corrected: dict[str, str] | None, negated: bool) -> Slot:
    """A word's slot: its readings in the corpus; else an English term of the game (a query mixing
    languages: "revoke w ostatniej lewie"); else (when guessing) the corpus form a slip away, else the
    forms sharing its beginning. A negated word is also read with the negating prefix."""
    slot = Slot([word], negated=negated)
    own = language.own_terms(word)
    if negated:  # "nie wyłożona" is also "niewyłożona"
        negative = [prefix + term for prefix in language.negating[:1] for term in own or [language.lemma_term(word)]]
        slot.alternatives.append(Alternative([term for term in negative if term in language.idf], 1.0, "own"))
    if own:  # an ambiguous word: each reading is an alternative
        slot.alternatives += [Alternative([term], 1.0, "own") for term in own]
        return slot
    english = language.english.get((english_word(word),))
    if english:  # an English term of the game in a query in the language ("dummy odešel od stolu")
        slot.alternatives += [Alternative(list(terms), weights["english"], "english") for terms in english]
        return slot
    if corrected is None:
        return slot
    fixed = language.typo(word)
    key = language.key_typo(word) if fixed is None else None
    if fixed is not None:
        corrected[word] = language.spelled.get(fixed, fixed)
        slot.alternatives += [Alternative([term], weights["typo"], "typo") for term in language.terms(fixed)]
    elif key is not None:  # a slip in a word people say, not the Laws ("хезетация")
        corrected[word] = key[0]
        slot.alternatives += [Alternative(terms, weights["typo"], "typo") for terms in key[1]]
    else:
        slot.alternatives += [Alternative([term], weights["prefix"], "prefix")
                              for term in language.guess(word, weights["guess_cut"], weights["guess_tail"])]
    return slot


def english_slots(tokens: list[Token], language: Language, english_stop: set[str], weight: float) -> list[Slot]:
    """An English query read through the language's English table, the longest term first at each
    place ("lead out of turn"); another word is kept if the Laws use it as it is (IMP, alert) or the
    thesauri say it in English of some provision (`said.py`), else passed over."""
    words = [english_word(token.word) for token in tokens]
    slots, position = [], 0
    while position < len(words):
        for length in range(min(5, len(words) - position), 0, -1):
            replacements = language.english.get(tuple(words[position:position + length]))
            if replacements:
                slots.append(Slot(words[position:position + length],
                                  [Alternative(list(terms), weight, "english") for terms in replacements],
                                  width=sum(token.word not in english_stop
                                            for token in tokens[position:position + length]) or 1))
                position += length
                break
        else:
            if tokens[position].word not in english_stop:
                own = language.own_terms(tokens[position].word)
                said = ENGLISH_TERM + words[position]
                if own:
                    slots.append(Slot([words[position]], [Alternative(own, 1.0, "own")]))
                elif said in language.idf:
                    slots.append(Slot([words[position]], [Alternative([said], weight, "english")]))
            position += 1
    return slots

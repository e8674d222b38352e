"""Reading a query: its words, phrases and prefixes, the language it is written in, and each word's
index terms with how they were found (own words, a synonym, a corrected typo, another language).

The same reading runs in the browser (`site_assets/search-reading.js`, `search-vocabulary.js`), on the same payload; keep
the two in step (tests/test_search_site.py runs a table of queries through both). The result is a list of slots, one
per thing the query asks about, each with alternative term lists: a document answers a slot with
its best alternative. A language's look-ups are `query_language.Language`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .query_language import Language
from .query_tokens import Token
from .query_vocabulary import (ENGLISH_TERM, bid_at, calls_compared, english_word, higher, negated_replacements,
                               spelled_reading)
from .text import abbreviation_term


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
        if negate and language.told_past(token.word) and not language.until(tokens[:position]):
            negate = False  # "nie policzyłem kart": what was not done is the duty a rule states, not a rule negating it
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
            # a negating word of the key ("wistował nie ten obrońca") is no term for its own words to meet: "nie" is
            # in most provisions, and the key's replacements say what the negation means
            content = [word for word in words if language.fold(word) not in language.stop | language.negation]
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
        if abbreviation:  # "ПО", the right-hand opponent: no "по"; "не ПО" negates it
            slots.append(Slot([token.word], [Alternative([abbreviation], 1.0, "own")], negated=negate))
            negate = False
            continue
        if folded in language.negation:
            negate = True
            continue
        if folded in language.stop:
            continue
        slot = word_slot(token.word, language, weights, corrected if guessing else None, negate)
        if slot is not None:
            slots.append(slot)
            negate = False
    if len(made) >= 2 and not higher(*made[:2]):
        slots.append(Slot([], [Alternative(language.bids["insufficient"], weights["synonym"], "synonym")]))
    call = Alternative(language.bids.get("call", []), weights["synonym"], "synonym")
    return calls_compared(slots, language, call, said_meant(tokens, language, weights["synonym"], "synonym")), corrected


def said_meant(tokens: list[Token], language: Language, weight: float, how: str) -> Slot | None:
    """An unintended call's slot where a word of the query says what was meant between two calls named or beside
    one ("řekl pas, chtěl kontra", "said pass, meant double": the profile's `[search.bids]` meant, and English's),
    for `calls_compared`; else None. Elsewhere it is a wish, no call meant: "chciałem zapytać czy po pasie można
    dać kontrę"."""
    meant = set(language.bids.get("meant", []))
    content = [place for place, token in enumerate(tokens)  # the meant words are stop-words: kept here
               if language.fold(token.word) in meant or language.fold(token.word) not in language.stop]
    calls = {place for place in content if names_call(tokens[place].word, language)}
    for index, place in enumerate(content):
        if language.fold(tokens[place].word) not in meant:
            continue
        beside = {content[near] for near in (index - 1, index + 1) if 0 <= near < len(content)}
        if beside & calls or (min(calls, default=place) < place < max(calls, default=place)):
            return Slot([], [Alternative([term], weight, how) for term in language.bids.get("unintended", [])])
    return None


def names_call(word: str, language: Language) -> bool:
    """A word naming pass, double or redouble, in the language's words or in English ("pasie", "double")."""
    terms = {term for terms in (language.own_terms(word), *language.english.get((english_word(word),), []))
             for term in terms}
    return bool(terms & set(language.bids.get("calls", [])))


def word_slot(word: str, language: Language, weights: dict, corrected: dict[str, str] | None,
              negated: bool) -> Slot | None:
    """A word's slot: its readings in the corpus; else an English term of the game (a query mixing
    languages: "revoke w ostatniej lewie"); else (when guessing) the corpus form a slip away - None where that is
    a stop-word, passed over as the stop-word is ("тольо": "только") -, else the forms sharing its beginning. A
    negated word is also read with the negating prefix."""
    slot = Slot([word], negated=negated)
    own = language.own_terms(word)
    if negated:  # "nie wyłożona" is also "niewyłożona", and "nie dozwolona" the text's "niedozwolona", whose lemma
        # is not "dozwolić"'s
        negative = [prefix + term for prefix in language.negating[:1] for term in own or [language.lemma_term(word)]]
        negative += [term for prefix in language.negating[:1] for term in language.own_terms(prefix + word)]
        slot.alternatives.append(Alternative([term for term in dict.fromkeys(negative) if term in language.idf], 1.0,
                                             "own"))
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
        if fixed in language.stop:
            return None
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
    call = Alternative(language.bids.get("call", []), weight, "english")
    return calls_compared(slots, language, call, said_meant(tokens, language, weight, "english"))

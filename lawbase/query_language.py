"""One language's part of the search payload, with the look-ups reading a query needs: its corpus forms folded, the
lemma LemmaGen gives a form the corpus lacks, the postings, what words are its own (`Language.known`), and the
candidates a word may stand for when vocabulary keys are matched (`query_words.py` reads a query with it; the browser's
`Language` in `search-reading.js` alike)."""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import cache, cached_property
from typing import Callable

from .query_spelling import Spelling
from .query_vocabulary import AS_WRITTEN, Vocabulary
from .text import fold

MAX_LEMMATISED = 40  # longer "words" are not words (and LemmaGen reads at most 127 bytes of one)
REMEMBERED = 100_000  # words whose terms a language keeps (its Laws have about 4,000 forms)
BREAKS = ".!?;:\n"
SEQUENCE = re.compile(r"\w+|[.!?;:\n]")
TEXT_FIELDS = ("title", "body", "path", "lead")  # the fields of the Laws' own words (not `said`)
SCRIPTS = {"latin": lambda char: char < "\u0250", "cyrillic": lambda char: "\u0400" <= char < "\u0530"}


@cache
def lemmatiser(language: str):
    """The LemmaGen model of a language (None when the wheel has none): loaded in milliseconds."""
    import lemmagen3

    if language not in lemmagen3.Lemmatizer.list_supported_languages():
        return None
    return lemmagen3.Lemmatizer(language)


def lemmatise(language: str, word: str) -> str:
    """LemmaGen's lemma; the word itself where the model has none or cuts a letter in two, and a lone letter (its
    rules read one as the ending of a longer word: the Russian "з", short for «закон», was searched as "без")."""
    model = lemmatiser(language)
    if model is None or len(word) > MAX_LEMMATISED or len(word) < 2:
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
        self.headings: dict[str, frozenset[str]] = {}  # a heading's negated terms (`headings.negated_in`)
        self.capitals = set(data.get("capitals", []))  # abbreviations typed in capitals, their own terms
        self.lemmatise = lemmatise
        self._sorted: list[str] | None = None
        self._postings: dict[tuple[str, str], list[tuple[int, float]]] = {}
        self.english = {tuple(key): value for key, value in data["vocabulary"]["english"]}
        self._candidates: dict[tuple[str, bool], set[str]] = {}
        self._own: dict[str, tuple[list[str], bool]] = {}  # word -> `own_reading`
        self._first: dict[str, str] = {}  # `first_term`: a heading's words recur in many headings
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
    def unseen_idf(self) -> float:
        """The idf of a word no document has: the highest there is (a query's word the language cannot read)."""
        return max(self.idf.values(), default=0.0)

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
        spelling with diacritics put back (`myslal` is `myślał`), or its spoken ending written (`spoken`), or as it
        sounds (`sounded`: "пощитал" is "посчитал"); then the
        terms of the verb LemmaGen reads its infinitive as (`other_aspect`). Remembered: a document's words are read
        again for each query whose phrase or negation it is tested for, and for its snippet."""
        return self.own_reading(word)[0]

    def own_reading(self, word: str) -> tuple[list[str], bool]:
        """`own_terms`, and whether they are read plainly (`read_plain`: not as the word sounds nor as a verb's other
        aspect), remembered together."""
        found = self._own.get(word)
        if found is None:
            if len(self._own) >= REMEMBERED:  # a long-lived process asked for endless new words
                self._own.clear()
            found = self._own[word] = self.read_own(word)
        return found

    def read_own(self, word: str) -> tuple[list[str], bool]:
        plain = self.read_plain(word)
        if plain:
            return plain, True
        return self.sounded(word) or self.other_aspect_only(word), False

    def read_plain(self, word: str) -> list[str]:
        """A word's terms read as typed, through its lemma, its spellings with diacritics or its spoken ending."""
        folded = self.fold(word)
        if folded in self.folded:
            return self.terms(folded) + self.other_aspect(word, self.terms(folded))
        for form in (word, folded, *self.restorations(word)):
            term = self.lemma_term(form)
            if term in self.lemmas:
                return self.lemmas[term] + self.other_aspect(form, self.lemmas[term])
            if term in self.idf:
                return [term] + self.other_aspect(form, [term])
        return self.spoken(word)

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

    def told_past(self, word: str) -> bool:
        """Is the word a verb in the past tense ("policzyłem", "пересчитал"): one of the profile's `past_endings`,
        and LemmaGen reads it, or its spelling with diacritics, as an infinitive (`infinitive_endings`)?"""
        endings = tuple(self.fold(ending) for ending in self.data.get("past_endings", []))
        if self.lemmatise is None or not endings or not self.fold(word).endswith(endings):
            return False
        infinitive = tuple(self.data.get("infinitive_endings", []))
        return any(self.lemmatise(self.code, form).endswith(infinitive) for form in (word, *self.restorations(word)))

    def until(self, tokens) -> bool:
        """Does a word of the profile's `until_words` come before: "пока арбитр не объяснил", "ещё не вистовал" tell
        a time, not a duty left undone?"""
        words = {self.fold(word) for word in self.data.get("until_words", [])}
        return any(self.fold(token.word) in words for token in tokens)

    @cached_property
    def negating(self) -> list[str]:
        return [self.fold(prefix) for prefix in self.data.get("negating", [])]

    @cached_property
    def negation_terms(self) -> set[str]:
        """Each negating word as `sequence` reads it: its first term only (Czech "ne" is also read as "on", a pronoun
        whose forms, "jejich ustavení", would negate the word after them)."""
        return {self.first_term(word) for word in self.negation}

    def sequence(self, text: str) -> list[str]:
        """A text as its terms, word by word (for phrases and negations); "" where a sentence or a
        line ends, so no phrase runs across."""
        return [self.first_term(word.lower()) if word[0] not in BREAKS else "" for word in SEQUENCE.findall(text)]

    def first_term(self, word: str) -> str:
        """`own_terms`' first term, or the folded word: for a corpus form its first term straight from `folded`, as
        `read_plain` gives it first, without the verb's other aspects it reads after it (a LemmaGen call a word: the
        headings of every document a query scores are read so, `headings.py`)."""
        found = self._first.get(word)
        if found is None:
            if len(self._first) >= REMEMBERED:
                self._first.clear()
            folded = self.fold(word)
            terms = self.terms(folded)
            found = self._first[word] = terms[0] if terms else (self.own_terms(word) or [folded])[0]
        return found

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
                own, plainly = self.own_reading(word)  # read plainly in no way: a key as it sounds too ("co mi sie
                if not plainly and not (found - set(own)) & self.key_words:  # uplac", read as "upływ": "opłaca")
                    found |= {term for term in map(self.lemma_term, self.sound_forms(word)) if term in self.key_words}
                if cut:
                    found |= {stem for stem in self.endings_cut(word) if stem in self.key_words}
            self._candidates[(word, cut)] = found
        return found

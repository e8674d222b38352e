"""Text analysis for search: Whoosh Tokenizer | Filter pieces, with Polish, Czech and Russian inflection.

Whoosh ships no Polish or Czech stemmer, so each language profile names its analysis
(`[search]`): Polish and Czech take the simplemma lemma and stem it with Snowball; Czech keeps the
negating "ne-" the lemma drops; Russian takes the pymorphy3 normal form. Loading simplemma's Polish
data costs seconds and hundreds of MB, so the whole corpus vocabulary is analysed once per build and
kept as a map (form -> index term) beside the index; a query only looks its words up in the map and
falls back to a light stemmer for words the corpus does not contain.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from whoosh.analysis import Filter, LowercaseFilter, RegexTokenizer

from .profiles import Profile, all_profiles, load_profile
from .text import fold, mixed_script_words

WORD_PATTERN = r"\w+"
WORD = re.compile(WORD_PATTERN)


class Lemmatiser:
    """The heavy, build-time analysis of one language: word form -> index term."""

    def __init__(self, profile: Profile):
        self.profile = profile
        self.settings = profile.search
        self.extra_fold = self.settings.get("fold", {})

    @property
    @cache
    def stemmer(self):
        import Stemmer  # PyStemmer: Snowball in C

        name = self.settings.get("stemmer")
        return Stemmer.Stemmer(name) if name else None

    @property
    @cache
    def morphology(self):
        import pymorphy3

        return pymorphy3.MorphAnalyzer()

    def lemma(self, form: str) -> str:
        kind = self.settings.get("lemmatizer")
        if kind == "simplemma":
            import simplemma

            return simplemma.lemmatize(form, lang=self.profile.language).lower()
        if kind == "pymorphy3":
            return self.morphology.parse(form)[0].normal_form
        return form

    def term(self, form: str) -> str:
        """Index term of a word form, as the full analysis gives it."""
        if any(char.isdigit() for char in form):
            return fold(form, self.extra_fold)  # keys and numbers are their own terms: 16c2
        lemma = self.lemma(form)
        return self.finish(form, lemma)

    def light_term(self, form: str) -> str:
        """Index term of a word the corpus does not contain: a stemmer, no dictionary to load."""
        if any(char.isdigit() for char in form):
            return fold(form, self.extra_fold)
        if self.settings.get("lemmatizer") == "pymorphy3":
            return self.finish(form, self.morphology.parse(form)[0].normal_form)
        return self.finish(form, form)

    def finish(self, form: str, lemma: str) -> str:
        stem = self.stemmer.stemWord(lemma) if self.stemmer is not None else lemma
        prefix = self.settings.get("keep_prefix")
        if prefix and form.startswith(prefix) and not lemma.startswith(prefix):
            stem = prefix + stem
        return fold(stem, self.extra_fold)


@dataclass
class TermMap:
    """Every word form of a language's corpus -> its index term; folded forms for queries typed
    without diacritics."""

    language: str
    forms: dict[str, str]
    _folded: dict[str, list[str]] | None = field(default=None, repr=False)

    @property
    def folded(self) -> dict[str, list[str]]:
        """Folded form -> terms, made on first need (most query words are found as they are)."""
        if self._folded is None:
            extra = load_profile(self.language).search.get("fold", {})
            by_fold: dict[str, set[str]] = {}
            for form, term in self.forms.items():
                by_fold.setdefault(fold(form, extra), set()).add(term)
            self._folded = {key: sorted(terms) for key, terms in by_fold.items()}
        return self._folded

    def lookup(self, word: str) -> list[str]:
        """Index terms for a lower-case word: its own, or those of the forms it folds to."""
        if word in self.forms:
            return [self.forms[word]]
        extra = load_profile(self.language).search.get("fold", {})
        return self.folded.get(fold(word, extra), [])

    def to_json(self) -> dict:
        return {"language": self.language, "forms": dict(sorted(self.forms.items()))}

    @classmethod
    def from_json(cls, data: dict) -> "TermMap":
        return cls(data["language"], data["forms"])


def build_term_map(language: str, words: set[str], previous: TermMap | None = None) -> TermMap:
    """Analyse every word form once (reusing a previous map for forms already analysed). A word the source
    typed in two alphabets (`obowiązкови`) is analysed as its repaired spelling, which joins the map too,
    so the query `obowiązkowi` (with or without diacritics) finds it."""
    profile = load_profile(language)
    lemmatiser = Lemmatiser(profile)
    known = previous.forms if previous else {}
    repaired = {word: profile.repaired(word) for word in words if mixed_script_words(word)}
    analysed = {word: repaired.get(word) or word for word in words}
    analysed.update({spelling: spelling for spelling in repaired.values() if spelling})
    forms = {}
    for word, spelling in sorted(analysed.items()):
        forms[word] = known[spelling] if spelling in known else lemmatiser.term(spelling)
    return TermMap(language, forms)


def vocabulary(texts) -> set[str]:
    return {word.lower() for text in texts for word in WORD.findall(text)}


# ---------------------------------------------------------------- Whoosh analysers
_TERM_MAPS: dict[str, TermMap] = {}


def use_term_map(term_map: TermMap) -> None:
    """Make a language's map the one its analyser uses (after a build or when opening an index)."""
    _TERM_MAPS[term_map.language] = term_map


@cache
def light_lemmatiser(language: str) -> Lemmatiser:
    return Lemmatiser(load_profile(language))


class TermMapFilter(Filter):
    """Lower-case word -> index term(s) through the language's map, else the light stemmer.

    Pickled into the index's schema by language only: the map itself lives beside the index.
    """

    def __init__(self, language: str):
        self.language = language

    def __eq__(self, other):
        return isinstance(other, TermMapFilter) and other.language == self.language

    def __getstate__(self):
        return {"language": self.language}

    def __setstate__(self, state):
        self.language = state["language"]

    def __call__(self, tokens):
        term_map = _TERM_MAPS.get(self.language)
        for token in tokens:
            terms = term_map.lookup(token.text) if term_map else []
            if not terms:
                terms = [light_lemmatiser(self.language).light_term(token.text)]
            for position, term in enumerate(terms):
                if position == 0:
                    token.text = term
                    yield token
                else:
                    extra = token.copy()
                    extra.text = term
                    yield extra


@cache
def all_folds() -> dict[str, str]:
    """The extra foldings of every language profile (`ё` -> `е`), for the language-neutral field."""
    merged: dict[str, str] = {}
    for profile in all_profiles():
        merged.update(profile.search.get("fold", {}))
    return merged


class FoldFilter(Filter):
    """Diacritics folding without any other change (for prefix and wildcard queries)."""

    def __init__(self, extra: dict[str, str] | None = None):
        self.extra = dict(extra or {})

    def __eq__(self, other):
        return isinstance(other, FoldFilter) and other.extra == self.extra

    def __call__(self, tokens):
        for token in tokens:
            token.text = fold(token.text, self.extra)
            yield token


def language_analyzer(language: str):
    return RegexTokenizer(WORD_PATTERN) | LowercaseFilter() | TermMapFilter(language)


def raw_analyzer():
    return RegexTokenizer(WORD_PATTERN) | LowercaseFilter() | FoldFilter(all_folds())


def save_term_maps(folder: Path, maps: dict[str, TermMap]) -> None:
    from .atomic import atomic_write

    for language, term_map in sorted(maps.items()):
        data = json.dumps(term_map.to_json(), ensure_ascii=False, separators=(",", ":"), sort_keys=False)
        atomic_write(folder / f"terms-{language}.json", (data + "\n").encode("utf-8"))


def load_term_maps(folder: Path, strict: bool = True) -> dict[str, TermMap]:
    """The term maps beside an index. A damaged one raises ValueError, or (strict=False: the previous
    build's maps are only a cache) is passed over and its words analysed again."""
    maps = {}
    for path in sorted(folder.glob("terms-*.json")):
        try:
            term_map = TermMap.from_json(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError, KeyError, TypeError) as err:
            if strict:
                raise ValueError(f"{path.name}: {err}") from None
            continue
        maps[term_map.language] = term_map
    return maps

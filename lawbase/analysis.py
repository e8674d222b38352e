"""Text analysis for search: a word form -> its index term, the same at build time and at query time.

The term of a word is the Snowball stem (PyStemmer) of its lemma from LemmaGen (`lemmagen3`:
compiled ripple-down rules, one model per language in the wheel, loaded in milliseconds), diacritics
folded. A negating prefix the lemma drops (`nedostatečná` -> `dostatečný`) is put back, as it turns
a rule into its opposite; the few lemmas whose stem would merge two words (lewa/lewy, правило/право)
stay whole (`unstemmed` in the profiles). The figures behind the choice are in the README
(`bench/analysis_choices.py`). Every word form of the corpus is analysed once per build and kept as
a map beside the index (reused by the next build). A query looks its words up in that map; a word
the corpus lacks is read with LemmaGen alone and found through the lemma map of the search payload
(`payload.lemma_map`), which is what the site's search can run too (`site_assets/search-lemmagen.js`
walks the same model's bytes).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import orjson

from .profiles import load_profile
from .query_language import lemmatise
from .text import fold, mixed_script_words

WORD_PATTERN = r"\w+"
WORD = re.compile(WORD_PATTERN)


@cache
def snowball(name: str):
    """PyStemmer's Snowball stemmer (build time only: queries read unknown forms with LemmaGen)."""
    if not name:
        return None
    import Stemmer

    return Stemmer.Stemmer(name)


def model_path(language: str) -> Path | None:
    """The model file the browser's lemmatiser reads (the very bytes the command's model is loaded from)."""
    import lemmagen3

    path = Path(lemmagen3.__file__).parent / "models" / f"{language}.bin"
    return path if path.is_file() else None


class Analyser:
    """Word form -> index term for one language, from its profile's `[search]` settings."""

    def __init__(self, language: str):
        self.language = language
        settings = load_profile(language).search
        self.fold_extra: dict[str, str] = settings.get("fold", {})
        self.negating = tuple(settings.get("negating_prefixes", []))
        self.stemmer_name = settings.get("stemmer", "")
        self.unstemmed = frozenset(settings.get("unstemmed", []))
        self.same_lemma: dict[str, str] = settings.get("same_lemma", {})
        self.misprints: dict[str, str] = settings.get("misprints", {})
        # the build reads the same few thousand words hundreds of thousands of times: each reading once
        self._folds: dict[str, str] = {}
        self._terms: dict[str, str] = {}
        self._lemma_terms: dict[str, str] = {}

    @property
    def signature(self) -> str:
        """What the terms depend on: a term map made otherwise is not reused."""
        from importlib.metadata import version

        return (f"lemmagen3 {version('lemmagen3')}, lone letters kept; negating {','.join(self.negating)}; "
                f"snowball {self.stemmer_name} {version('PyStemmer')} but {sorted(self.unstemmed)}; "
                f"fold {sorted(self.fold_extra.items())}; same {sorted(self.same_lemma.items())}; "
                f"misprints {sorted(self.misprints.items())}")

    @property
    def stemmer(self):
        return snowball(self.stemmer_name)

    def lemma(self, form: str) -> str:
        lemma = lemmatise(self.language, self.misprints.get(form, form))
        lemma = self.same_lemma.get(lemma, lemma)
        for prefix in self.negating:
            if form.startswith(prefix) and not lemma.startswith(prefix):
                return prefix + lemma
        return lemma

    def term(self, form: str) -> str:
        """Index term of a lower-case word form: the Snowball stem of its lemma (but for the lemmas
        whose stem would merge two words), folded; keys and numbers are their own terms (16c2)."""
        term = self._terms.get(form)
        if term is None:
            if any(char.isdigit() for char in form):
                term = self.fold(form)
            else:
                lemma = self.lemma(form)
                if self.stemmer is not None and lemma not in self.unstemmed:
                    lemma = self.stemmer.stemWord(lemma)
                term = self.fold(lemma)
            self._terms[form] = term
        return term

    def lemma_term(self, form: str) -> str:
        """LemmaGen's reading of a form, folded: how a query reads a word the corpus lacks."""
        term = self._lemma_terms.get(form)
        if term is None:
            term = self._lemma_terms[form] = self.fold(form if any(map(str.isdigit, form)) else self.lemma(form))
        return term

    def fold(self, text: str) -> str:
        folded = self._folds.get(text)
        if folded is None:
            folded = self._folds[text] = fold(text, self.fold_extra)
        return folded


@cache
def analyser_for(language: str) -> Analyser:
    """The one analyser of a language in this process (its readings kept between the build's stages)."""
    return Analyser(language)


@dataclass
class TermMap:
    """Every word form of a language's corpus -> its index term; folded forms for queries typed
    without diacritics."""

    language: str
    forms: dict[str, str | list[str]]  # a form with several readings (an ambiguous form) has a list
    signature: str = ""
    _folded: dict[str, list[str]] | None = field(default=None, repr=False)
    _read: dict[str, list[str]] = field(default_factory=dict, repr=False)  # word as written -> `read`

    @property
    def folded(self) -> dict[str, list[str]]:
        """Folded form -> terms, made on first need (most words are found as they are)."""
        if self._folded is None:
            analyser = analyser_for(self.language)
            by_fold: dict[str, set[str]] = {}
            for form in self.forms:
                by_fold.setdefault(analyser.fold(form), set()).update(self.terms(form))
            self._folded = {key: sorted(terms) for key, terms in by_fold.items()}
        return self._folded

    def terms(self, form: str) -> list[str]:
        """The index terms of a corpus form (none for a form the corpus lacks)."""
        value = self.forms.get(form)
        return [] if value is None else [value] if isinstance(value, str) else list(value)

    def read(self, word: str) -> list[str]:
        """The terms of a word as written (any case): its form's, else the form folded. Each word once: the
        index reads the same few thousand words hundreds of thousands of times (the list is shared: read it,
        never change it)."""
        found = self._read.get(word)
        if found is None:
            lower = word.lower()
            found = self._read[word] = self.terms(lower) or [fold(lower)]
        return found

    def all_terms(self) -> set[str]:
        terms: set[str] = set()
        for value in self.forms.values():  # (a form's `terms` made no list of it here: a table of 20,000 forms)
            if isinstance(value, str):
                terms.add(value)
            else:
                terms.update(value)
        return terms

    def lookup(self, word: str) -> list[str]:
        """Index terms for a lower-case word: its own, or those of the forms it folds to."""
        if word in self.forms:
            return self.terms(word)
        return self.folded.get(analyser_for(self.language).fold(word), [])

    def to_json(self) -> dict:
        return {"language": self.language, "analysis": self.signature, "forms": dict(sorted(self.forms.items()))}

    @classmethod
    def from_json(cls, data: dict) -> "TermMap":
        forms = data["forms"]
        if not isinstance(data["language"], str) or not all(
                isinstance(value, str) or isinstance(value, list) and all(isinstance(v, str) for v in value)
                for value in forms.values()):
            raise ValueError("not a term map")
        return cls(data["language"], forms, data.get("analysis", ""))


def build_term_map(language: str, words: set[str], previous: TermMap | None = None) -> TermMap:
    """Analyse every word form once (reusing a previous map for forms already analysed). A word the source
    typed in two alphabets (`obowiązкови`) is analysed as its repaired spelling, which joins the map too,
    so the query `obowiązkowi` (with or without diacritics) finds it."""
    profile = load_profile(language)
    analyser = analyser_for(language)
    signature = analyser.signature
    known = previous.forms if previous and previous.signature == signature else {}
    repaired = {word: profile.repaired(word) for word in words if mixed_script_words(word)}
    analysed = {word: repaired.get(word) or word for word in words}
    analysed.update({spelling: spelling for spelling in repaired.values() if spelling})
    return TermMap(language, {word: known[spelling] if spelling in known else analyser.term(spelling)
                              for word, spelling in sorted(analysed.items())}, signature)


def vocabulary(texts) -> set[str]:
    return {word.lower() for text in texts for word in WORD.findall(text)}


def save_term_maps(folder: Path, maps: dict[str, TermMap]) -> None:
    from .atomic import atomic_write

    for language, term_map in sorted(maps.items()):
        atomic_write(folder / f"terms-{language}.json", orjson.dumps(term_map.to_json()) + b"\n")


def load_term_maps(folder: Path, strict: bool = True) -> dict[str, TermMap]:
    """The term maps beside an index. A damaged one raises ValueError, or (strict=False: the previous
    build's maps are only a cache) is passed over and its words analysed again."""
    maps = {}
    for path in sorted(folder.glob("terms-*.json")):
        try:
            term_map = TermMap.from_json(orjson.loads(path.read_bytes()))
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as err:
            if strict:
                raise ValueError(f"{path.name}: {err}") from None
            continue
        maps[term_map.language] = term_map
    return maps

"""Print what to look at when reviewing a language's thesaurus (lawbase/profiles/thesaurus/*.toml).

Per entry, the findings a reviewer decides on by hand: a replacement with a word the corpus never uses
(it could never match; the tests fail on it), a key no query could meet (five words or more without
two content words), a replacement the vocabulary drops (the key's own words again: spellings without
diacritics, which the engine reads anyway), a key of one letter or folding onto a stop-word (`pás` is
read as `pas`), a replacement of one word the Laws use everywhere (an everyday key mapped to it
would bring a common word to many queries).

Usage: python bench/vocabulary_review.py [--out build] [--language pl]   (after `lawbase build`)
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

from lawbase.analysis import Analyser, load_term_maps
from lawbase.profiles import _read_toml, load_profile, thesaurus_files
from lawbase.vocabulary import key_options, phrase_terms

COMMON_IDF = 2.5  # a term in more than about one document in twelve


def review(language: str, out: Path, part: str | None = None) -> list[str]:
    """The findings of a language's thesaurus parts (`part`: only `<language>-<part>.toml`, "" the first)."""
    term_map = load_term_maps(out / "index")[language]
    idf = json.loads((out / "index" / f"search-{language}.json").read_text(encoding="utf-8"))["idf"]  # a language's tables
    profile, analyser = load_profile(language), Analyser(language)
    stop = {analyser.fold(word) for word in profile.search.get("stop_words", [])}
    corpus = term_map.all_terms()
    found = []
    for path in thesaurus_files(language):
        if part is not None and path.stem.partition("-")[2] != part:
            continue
        for table, entries in _read_toml(path).items():
            for key, replacements in entries.items():
                notes = entry_notes(table, key, replacements, analyser, term_map, stop, corpus, idf)
                found += [f"{path.stem} [{table}] {key!r}: {note}" for note in notes]
    return found


def entry_notes(table: str, key: str, replacements: list[str], analyser, term_map, stop, corpus, idf) -> list[str]:
    words = re.findall(r"\w+", key.lower())
    content = [word for word in words if analyser.fold(word) not in stop]
    notes = []
    if table == "synonyms":
        if not words or (len(words) > 4 and len(content) < 2):
            notes.append("no query can meet this key")
        if len(words) == 1 and (len(words[0]) == 1 or analyser.fold(words[0]) in stop):
            notes.append("a one-letter key or a stop-word")
    options = key_options(key, analyser, term_map)
    for phrase in replacements:
        terms = phrase_terms(phrase, analyser, term_map, stop)
        unknown = [term for term in terms if term not in corpus]
        if unknown:
            notes.append(f"{phrase!r}: the corpus never uses {unknown}")
        elif table == "synonyms" and all(term in option for term, option in zip(terms, options)):
            notes.append(f"{phrase!r}: the key's own words, dropped")
        elif len(terms) == 1 and idf.get(terms[0], 99.0) < COMMON_IDF:
            notes.append(f"{phrase!r}: a word of most provisions (idf {idf[terms[0]]:.2f})")
    return notes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build", type=Path)
    parser.add_argument("--language", action="append", help="pl, cs, ru (default: every thesaurus)")
    parser.add_argument("--part", help="only this part (`situations` for <language>-situations.toml, '' the first)")
    arguments = parser.parse_args()
    languages = arguments.language or sorted({path.stem.partition("-")[0] for path in
                                              (Path(load_profile("pl").where).parent / "thesaurus").glob("*.toml")})
    for language in languages:
        findings = review(language, arguments.out, arguments.part)
        for line in findings:
            print(line)
        print(f"{language}: {len(findings)} findings")


if __name__ == "__main__":
    main()

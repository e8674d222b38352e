"""Measure what each class of thesaurus entries does to search: every class dropped in turn.

The thesauri (`lawbase/profiles/thesaurus/<language>[-<part>].toml`) are read part by part; a variant
keeps the hand-written tables and the parts it names, less the entries of one class, and the index is
made again in memory (its vocabulary and its `said` field follow the thesauri). Printed: hit@3 on the
director sets' `tuning` and `dev` halves (where the thesauri are judged), cross-language and English;
`--test` adds the test half as totals (it is never tuned on, and its misses are never listed);
`--alone` leaves the profiles' hand-written tables out (they were written around the tuning and dev
queries, which hides what the thesauri add).

Usage: python bench/thesaurus_classes.py [--out build] [--part situations] [--test] [--alone]   (after `lawbase build`)
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from lawbase.analysis import Analyser, load_term_maps
from lawbase.evaluation import director_sets, lawbase_ranker, measure
from lawbase.documents import search_documents
from lawbase.index import INDEX_DIR
from lawbase.payload import build_payload
from lawbase.profiles import _read_toml, load_profile, thesaurus_files
from lawbase.query import opened_payload
from lawbase.store import load_graph

LANGUAGES = ("pl", "cs", "ru")
LONG_REPLACEMENT = 8  # words: a quote of the provision rather than its term


def parts(language: str) -> dict[str, dict]:
    """Part name ("" for the first thesaurus) -> its tables."""
    return {path.stem.partition("-")[2]: _read_toml(path) for path in thesaurus_files(language)}


def words(phrase: str) -> list[str]:
    return re.findall(r"\w+", phrase.lower())


def classes(language: str) -> dict[str, callable]:
    """Class name -> test(table, key, replacement) of an entry's line."""
    analyser = Analyser(language)
    stop = {analyser.fold(word) for word in load_profile(language).search.get("stop_words", [])}

    def synonyms(test):
        return lambda table, key, replacement: table == "synonyms" and test(key, replacement)

    return {
        "English table": lambda table, key, replacement: table == "english",
        "keys of one word": synonyms(lambda key, _: len(words(key)) == 1),
        "keys of 2-4 words": synonyms(lambda key, _: 2 <= len(words(key)) <= 4),
        "keys of 5+ words": synonyms(lambda key, _: len(words(key)) >= 5),
        "keys opening with a stop-word (questions)": synonyms(
            lambda key, _: bool(words(key)) and analyser.fold(words(key)[0]) in stop),
        f"replacements of {LONG_REPLACEMENT}+ words": synonyms(
            lambda _, replacement: len(words(replacement)) >= LONG_REPLACEMENT),
        "replacements of 1-3 words": synonyms(lambda _, replacement: len(words(replacement)) <= 3),
    }


def thesaurus(language: str, kept_parts: set[str], drop=None, part: str = "") -> dict:
    """The merged tables of the kept parts, less the lines of class `drop` in part `part`."""
    merged: dict[str, dict[str, list[str]]] = {}
    for name, tables in parts(language).items():
        if name not in kept_parts:
            continue
        for table, entries in tables.items():
            for key, replacements in entries.items():
                kept = [r for r in replacements if not (drop and name == part and drop(table, key, r))]
                if kept:
                    listed = merged.setdefault(table, {}).setdefault(key, [])
                    listed.extend(r for r in kept if r not in listed)
    return merged


def score(documents: list, term_maps: dict, tables: dict[str, dict], with_test: bool, alone: bool = False) -> str:
    saved = {}
    for language, table in tables.items():
        profile = load_profile(language)
        saved[language] = profile.thesaurus, profile.search
        profile.thesaurus = table
        if alone:
            profile.search = {name: value for name, value in profile.search.items() if name not in ("synonyms", "english")}
    try:
        variant = build_payload(documents, term_maps)
    finally:
        for language, (thesaurus, search) in saved.items():
            load_profile(language).thesaurus, load_profile(language).search = thesaurus, search
    ranker = lawbase_ranker(opened_payload(variant))
    sets = director_sets()
    found = {}
    for half in ("tuning", "dev", "test") if with_test else ("tuning", "dev"):
        per = [measure(sets[f"{edition} {half}"], ranker).hit_at_3 for edition in ("pl-2017", "cs-2007", "ru-2017")]
        found[half] = f"{sum(per):>2} ({'/'.join(map(str, per))})"
    found["cross"] = f"{measure(sets['cross'], ranker).hit_at_3:>2}"
    found["english"] = f"{measure(sets['english'], ranker).hit_at_3:>2}"
    found["English told"] = f"{measure(sets['english dev'], ranker).hit_at_3:>2}"
    return "  ".join(f"{name} {value}" for name, value in found.items())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build", type=Path)
    parser.add_argument("--part", default="situations", help="the thesaurus part whose classes are dropped")
    parser.add_argument("--test", action="store_true", help="also the test half's totals")
    parser.add_argument("--alone", action="store_true", help="without the profiles' hand-written tables")
    arguments = parser.parse_args()
    documents = search_documents(load_graph(arguments.out))
    term_maps = load_term_maps(arguments.out / INDEX_DIR)
    every = {language: set(parts(language)) for language in LANGUAGES}
    first = {language: every[language] - {arguments.part} for language in LANGUAGES}
    print(f"{'without the part':<44} {score(documents, term_maps, {l: thesaurus(l, first[l]) for l in LANGUAGES}, arguments.test, arguments.alone)}")
    print(f"{'with it':<44} {score(documents, term_maps, {l: thesaurus(l, every[l]) for l in LANGUAGES}, arguments.test, arguments.alone)}")
    for name in classes("pl"):
        tables = {language: thesaurus(language, every[language], classes(language)[name], arguments.part)
                  for language in LANGUAGES}
        print(f"{'  less ' + name:<44} {score(documents, term_maps, tables, arguments.test, arguments.alone)}")


if __name__ == "__main__":
    main()

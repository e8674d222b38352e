"""Measure the word analyses search could use, per language: speed, memory and what they conflate.

Pipelines (lemmatiser, then optionally the Snowball stemmer of PyStemmer, then diacritics folding as
lawbase folds index terms): simplemma; lemmagen3; morfeusz2 (Polish; its first lemma, or every lemma
of an ambiguous form, as Lucene's Morfologik filter indexes them); pymorphy3 (Russian; the best normal
form, or all of them); pystempel (Polish Stempel stemmer, Lucene's table; measured when installed);
Snowball alone; folding alone; and "today as deployed": lawbase's analysis for the corpus's own word
forms and its light fallback (Snowball; Russian pymorphy3) for words the corpus lacks, as a query
meets them. Each with and without the negation rule of today's Czech analysis (`KeepNegation`: a
form starting with the negating prefix whose lemma lost it keeps it, `ne` + term; here also tried
with Polish `nie` and Russian `не`).

Measured for each lemmatiser (and lemmatiser + Snowball), in fresh processes, interleaved:
  load      import + set-up + the first word, in process (median of --runs)
  per 10k   analysing the language's corpus vocabulary (every distinct form of its editions), scaled
            to 10,000 words (median)
  peak      the process's peak resident memory (median)
Against tests/data/lemma_gold.toml (groups of forms of one lexeme, distinct pairs, families):
  groups    share of groups whose forms all share at least one term; pairs: share of form pairs of
            a group sharing a term; corpus: groups restricted to the forms the corpus has
  distinct  share of `distinct` pairs kept apart (different lexemes: a negation and its positive,
            правило/право); related: share of `related` pairs kept apart (one root: wynik/wynikający)
  merges    pairs of different groups that share a term (families and ambiguous forms aside)
  families  share of `families` linked by a shared term
  lemma     share of forms whose lemma is the gold lemma (all-lemma pipelines: among their lemmas)
  case      forms whose lemma changes when the form is written Capitalised (queries are lower-cased,
            so lawbase lemmatises lower case; this shows which tools care)

Usage: python bench/lemmatisers.py [--runs 5] [--lang pl cs ru] [--json] [--details]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import statistics
import subprocess
import sys
import time
import tomllib
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
GOLD = REPO / "tests" / "data" / "lemma_gold.toml"
SNOWBALL = {"pl": "polish", "cs": "czech", "ru": "russian"}
NEGATION = {"pl": "nie", "cs": "ne", "ru": "не"}
EXTRA_FOLD = {"ru": {"ё": "е"}}
# lemmatiser -> languages; "none" passes the form through (Snowball alone, folding alone)
LEMMATISERS = {"simplemma": ("pl", "cs", "ru"), "lemmagen3": ("pl", "cs", "ru"), "morfeusz2": ("pl",),
               "pymorphy3": ("ru",), "pystempel": ("pl",), "none": ("pl", "cs", "ru")}
MULTI = {"morfeusz2", "pymorphy3"}  # return every lemma of an ambiguous form
STEMS = {"pystempel"}  # returns stems, not lemmas
MODULES = {"simplemma": "simplemma", "lemmagen3": "lemmagen3", "morfeusz2": "morfeusz2", "pymorphy3": "pymorphy3",
           "pystempel": "pystempel", "none": None}
TODAY = {"pl": ("simplemma", "first", True, False), "cs": ("simplemma", "first", True, True),
         "ru": ("pymorphy3", "first", False, False)}


# ---------------------------------------------------------------- the analysers (child side too)
def make_lemmatiser(name: str, language: str):
    """word form (lower case) -> its lemmas, most likely first."""
    if name == "none":
        return lambda form: [form]
    if name == "simplemma":
        import simplemma

        return lambda form: [simplemma.lemmatize(form, lang=language).lower()]
    if name == "lemmagen3":
        import lemmagen3

        lemmatiser = lemmagen3.Lemmatizer(language)
        return lambda form: [lemmatiser.lemmatize(form).lower()]
    if name == "morfeusz2":
        import morfeusz2

        morfeusz = morfeusz2.Morfeusz()

        def analyse(form: str) -> list[str]:
            lemmas = []
            for start, _end, (_orth, lemma, tag, *_rest) in morfeusz.analyse(form):
                if start != 0:  # a form split into segments (zrobiłem = zrobił + em): the first segment
                    continue
                lemma = form if tag == "ign" else (lemma.split(":")[0] or lemma).lower()  # "lew:Sm2~ewa"
                if lemma not in lemmas:
                    lemmas.append(lemma)
            return lemmas or [form]
        return analyse
    if name == "pymorphy3":
        import pymorphy3

        morphology = pymorphy3.MorphAnalyzer()

        def analyse(form: str) -> list[str]:
            lemmas = []
            for parse in morphology.parse(form):
                if parse.normal_form not in lemmas:
                    lemmas.append(parse.normal_form)
            return lemmas or [form]
        return analyse
    if name == "pystempel":
        import contextlib
        import io

        from pystempel import Stemmer as Stempel

        with contextlib.redirect_stderr(io.StringIO()):  # it draws a progress bar while loading
            stempel = Stempel.default()
        return lambda form: [(stempel(form) or form).lower()]
    raise ValueError(name)


def make_stemmer(language: str):
    import Stemmer  # PyStemmer: Snowball in C

    return Stemmer.Stemmer(SNOWBALL[language]).stemWord


def child(language: str, name: str, stem: bool, words_file: str) -> None:
    """One fresh process: load, analyse the vocabulary, then the gold forms; print JSON."""
    data = json.loads(Path(words_file).read_text(encoding="utf-8"))
    vocabulary, forms = data["vocabulary"], data["forms"]
    start = time.perf_counter()
    lemmatise = make_lemmatiser(name, language)
    stemmer = make_stemmer(language) if stem else None
    first = lemmatise(vocabulary[0])
    if stemmer:
        [stemmer(lemma) for lemma in first]
    load = time.perf_counter() - start
    start = time.perf_counter()
    for form in vocabulary:
        lemmas = lemmatise(form)
        if stemmer:
            for lemma in lemmas:
                stemmer(lemma)
    seconds = time.perf_counter() - start
    analyses = {form: lemmatise(form) for form in forms}
    capitalised = {form: lemmatise(form[:1].upper() + form[1:]) for form in forms}
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"load_s": load, "seconds": seconds, "words": len(vocabulary), "peak_mb": peak,
                      "analyses": analyses, "capitalised": capitalised}, ensure_ascii=False))


# ---------------------------------------------------------------- pipelines (parent side)
def fold(text: str, language: str) -> str:
    """Folding as lawbase folds index terms (lawbase.text.fold of the repository this script sits in)."""
    global _FOLD
    if _FOLD is None:
        if str(REPO) not in sys.path:
            sys.path.insert(0, str(REPO))
        from lawbase.text import fold as lawbase_fold

        _FOLD = lawbase_fold
    return _FOLD(text, EXTRA_FOLD.get(language))


_FOLD = None


@dataclass
class Pipeline:
    """form -> [(lemma, term)]: the lemmas a lemmatiser gave (recorded from its child process), the
    first or all of them, optionally stemmed with Snowball, the term folded."""

    language: str
    lemmatiser: str
    mode: str  # "first" / "all"
    stem: bool
    analyses: dict[str, list[str]]
    stemmer: object = None

    def analyse(self, form: str) -> list[tuple[str, str]]:
        lemmas = self.analyses[form]
        lemmas = lemmas[:1] if self.mode == "first" else lemmas
        out = []
        for lemma in lemmas:
            term = self.stemmer(lemma) if self.stem else lemma
            out.append((lemma, fold(term, self.language)))
        return out


@dataclass
class KeepNegation:
    """Today's Czech rule around any pipeline: a form starting with the negating prefix whose lemma
    does not keeps the prefix on its term (nedostatečná -> dostatečný -> ne + dostatečn)."""

    inner: object
    prefix: str

    def analyse(self, form: str) -> list[tuple[str, str]]:
        out = []
        for lemma, term in self.inner.analyse(form):
            if form.startswith(self.prefix) and not lemma.startswith(self.prefix):
                lemma, term = self.prefix + lemma, fold(self.prefix, self.inner.language) + term
            out.append((lemma, term))
        return out

    def __getattr__(self, name):
        return getattr(self.inner, name)


@dataclass
class Deployed:
    """lawbase today: the full analysis for forms of the corpus, the light one for other query words."""

    full: object
    light: object
    corpus: set[str]

    def analyse(self, form: str) -> list[tuple[str, str]]:
        return (self.full if form in self.corpus else self.light).analyse(form)

    def __getattr__(self, name):
        return getattr(self.full, name)


@dataclass
class Row:
    label: str
    config: tuple[str, bool]  # the child process measured for speed: (lemmatiser, stem)
    pipeline: object
    lemmas: bool  # whether the lemma accuracy means something
    quality: dict = field(default_factory=dict)


def label(lemmatiser: str, mode: str, stem: bool, negation: bool, language: str) -> str:
    name = {"none": "snowball" if stem else "fold only"}.get(lemmatiser, lemmatiser)
    if lemmatiser in MULTI:
        name += " (all)" if mode == "all" else " (first)"
    if stem and lemmatiser != "none":
        name += " → snowball"
    if negation:
        name += f" +{NEGATION[language]}-"
    return name


# ---------------------------------------------------------------- scoring
def same_lemma(a: str, b: str) -> bool:
    return a.replace("ё", "е") == b.replace("ё", "е")


def score(pipeline, gold: dict, corpus: set[str], lemmas: bool, capitalised: dict | None) -> dict:
    groups = gold["groups"]
    ambiguous = set(gold.get("ambiguous", []))
    families = {frozenset(pair) for pair in gold.get("families", [])}
    cache: dict[str, list[tuple[str, str]]] = {}

    def analysed(form: str) -> list[tuple[str, str]]:
        if form not in cache:
            cache[form] = pipeline.analyse(form)
        return cache[form]

    def terms(form: str) -> set[str]:
        return {term for _lemma, term in analysed(form)}

    conflated, corpus_ok, corpus_total, pairs_ok, pairs_total = 0, 0, 0, 0, 0
    missed, accuracy, forms_total = [], 0, 0
    for group in groups:
        sets = [terms(form) for form in group["forms"]]
        if set.intersection(*sets):
            conflated += 1
        else:
            missed.append({"lemma": group["lemma"], "terms": {form: sorted(terms(form)) for form in group["forms"]}})
        for a, b in combinations(sets, 2):
            pairs_total += 1
            pairs_ok += bool(a & b)
        in_corpus = [terms(form) for form in group["forms"] if form in corpus]
        if len(in_corpus) >= 2:
            corpus_total += 1
            corpus_ok += bool(set.intersection(*in_corpus))
        for form in group["forms"]:
            forms_total += 1
            found = [lemma for lemma, _term in analysed(form)]
            accuracy += any(same_lemma(lemma, group["lemma"]) for lemma in found)
    kept, merged_distinct = 0, []
    for a, b in gold["distinct"]:
        if terms(a) & terms(b):
            merged_distinct.append([a, b, sorted(terms(a) & terms(b))])
        else:
            kept += 1
    related = gold.get("related", [])
    related_kept = sum(not terms(a) & terms(b) for a, b in related)
    unions = [set().union(*(terms(form) for form in group["forms"] if form not in ambiguous)) for group in groups]
    merges, linked = [], 0
    for (i, a), (j, b) in combinations(enumerate(groups), 2):
        shared = unions[i] & unions[j]
        if frozenset((a["lemma"], b["lemma"])) in families:
            linked += bool(shared)
        elif shared:
            merges.append([a["lemma"], b["lemma"], sorted(shared)])
    case_changes = []
    if capitalised is not None:
        for group in groups:
            for form in group["forms"]:
                lower = pipeline.analyses[form][:1]
                upper = [lemma.lower() for lemma in capitalised[form][:1]]
                if lower != upper:
                    case_changes.append([form, lower[0], upper[0]])
    return {
        "groups": conflated / len(groups), "pairs": pairs_ok / pairs_total,
        "corpus_groups": corpus_ok / corpus_total if corpus_total else None, "corpus_group_count": corpus_total,
        "distinct": kept / len(gold["distinct"]), "related": related_kept / len(related) if related else None,
        "merges": len(merges),
        "families": linked / len(families) if families else None,
        "lemma": accuracy / forms_total if lemmas else None,
        "case": len(case_changes) if capitalised is not None else None,
        "missed_groups": missed, "merged_distinct": merged_distinct, "merged_groups": merges,
        "case_changes": case_changes,
    }


# ---------------------------------------------------------------- running
def corpus_vocabulary(language: str) -> list[str]:
    """Every distinct lower-case word of the language's editions, in order of first appearance."""
    manifest = tomllib.loads((REPO / "corpus" / "editions.toml").read_text(encoding="utf-8"))
    seen: dict[str, None] = {}
    for edition in manifest.get("edition", []):
        if edition.get("language") != language:
            continue
        text = (REPO / "corpus" / edition["file"]).read_text(encoding="utf-8")
        for word in re.findall(r"\w+", text.lower()):
            if word.isalpha():
                seen.setdefault(word, None)
    return list(seen)


def available(name: str) -> bool:
    module = MODULES[name]
    if module is None:
        return True
    import importlib.util

    return importlib.util.find_spec(module) is not None


def run_child(language: str, name: str, stem: bool, words_file: Path) -> dict:
    command = [sys.executable, str(Path(__file__).resolve()), "--child", language, name, "1" if stem else "0",
               str(words_file)]
    result = subprocess.run(command, capture_output=True, text=True, env={**os.environ, "PYTHONHASHSEED": "0"})
    if result.returncode != 0:
        raise SystemExit(f"{language} {name}: {result.stderr.strip()[-2000:]}")
    return json.loads(result.stdout.splitlines()[-1])


def measure(languages: list[str], gold: dict, runs: int, temp: Path, say) -> dict:
    configs, words_files, vocabularies = [], {}, {}
    for language in languages:
        vocabularies[language] = corpus_vocabulary(language)
        lang_gold = gold[language]
        forms = sorted({form for group in lang_gold["groups"] for form in group["forms"]}
                       | {form for pair in lang_gold["distinct"] + lang_gold.get("related", []) for form in pair})
        words_files[language] = temp / f"words-{language}.json"
        words_files[language].write_text(json.dumps({"vocabulary": vocabularies[language], "forms": forms},
                                                    ensure_ascii=False), encoding="utf-8")
        for name, languages_of in LEMMATISERS.items():
            if language in languages_of and available(name):
                for stem in ((False,) if name == "pystempel" else (False, True)):
                    configs.append((language, name, stem))
    results: dict[tuple, list[dict]] = {config: [] for config in configs}
    for run in range(runs):
        say(f"round {run + 1}/{runs}: {len(configs)} fresh processes")
        order = configs[run % len(configs):] + configs[:run % len(configs)]  # rotate, so none is always first
        for config in order:
            results[config].append(run_child(*config, words_files[config[0]]))
    return {"results": results, "vocabularies": vocabularies}


def rows_for(language: str, gold: dict, results: dict, corpus: set[str]) -> list[Row]:
    stemmer = make_stemmer(language)
    rows = []
    prefix = NEGATION[language]

    def pipeline(name: str, mode: str, stem: bool, negation: bool):
        analyses = results[(language, name, False)][0]["analyses"] if (language, name, False) in results \
            else results[(language, name, True)][0]["analyses"]
        base = Pipeline(language, name, mode, stem, analyses, stemmer)
        return KeepNegation(base, prefix) if negation else base

    for name in LEMMATISERS:
        if (language, name, False) not in results and (language, name, True) not in results:
            continue
        for mode in (("first", "all") if name in MULTI else ("first",)):
            for stem in ((False,) if name == "pystempel" else (False, True)):
                for negation in ((False,) if name == "none" else (False, True)):
                    rows.append(Row(label(name, mode, stem, negation, language), (name, stem),
                                    pipeline(name, mode, stem, negation), name not in STEMS and name != "none"))
    name, mode, stem, negation = TODAY[language]
    if (language, name, stem) in results:
        full = pipeline(name, mode, stem, negation)
        light = full if name == "pymorphy3" else pipeline("none", "first", True, negation)
        rows.append(Row("today as deployed", (name, stem), Deployed(full, light, corpus), True))
    for row in rows:
        capitalised = results[(language, *row.config)][0]["capitalised"] if row.lemmas else None
        row.quality = score(row.pipeline, gold, corpus, row.lemmas, capitalised)
    return rows


def recommend(rows: list[dict]) -> dict:
    """Best quality first (groups conflated + distinct pairs kept - merged group pairs per group), then,
    among pipelines within 0.02 of the best, the quickest to load."""
    def quality(row):
        q = row["quality"]
        return q["groups"] + q["distinct"] - q["merges"] / max(1, row["group_count"])
    best = max(quality(row) for row in rows)
    near = [row for row in rows if quality(row) >= best - 0.02 and row["label"] != "today as deployed"]
    choice = min(near, key=lambda row: (round(row["speed"]["load_ms"]), "+" in row["label"], row["label"]))
    return {"label": choice["label"], "quality": round(quality(choice), 3), "best_quality": round(best, 3),
            "rule": "highest groups + distinct - merges/groups; within 0.02 of the best, the fastest to load"}


def report(languages: list[str], gold: dict, measured: dict) -> dict:
    out = {"machine": {"cores": os.cpu_count(), "load_average": [round(x, 2) for x in os.getloadavg()]},
           "languages": {}}
    for language in languages:
        vocabulary = measured["vocabularies"][language]
        corpus = set(vocabulary)
        results = {key: value for key, value in measured["results"].items() if key[0] == language}
        lang_gold = gold[language]
        rows = []
        for row in rows_for(language, lang_gold, results, corpus):
            runs = results[(language, *row.config)]
            speed = {"load_ms": statistics.median(r["load_s"] for r in runs) * 1000,
                     "ms_per_10k": statistics.median(r["seconds"] / r["words"] for r in runs) * 1e7,
                     "peak_mb": statistics.median(r["peak_mb"] for r in runs),
                     "load_ms_range": [min(r["load_s"] for r in runs) * 1000, max(r["load_s"] for r in runs) * 1000]}
            rows.append({"label": row.label, "config": list(row.config), "speed": speed, "quality": row.quality,
                         "group_count": len(lang_gold["groups"])})
        forms = [form for group in lang_gold["groups"] for form in group["forms"]]
        out["languages"][language] = {
            "vocabulary": len(vocabulary), "groups": len(lang_gold["groups"]), "forms": len(forms),
            "forms_in_corpus": sum(form in corpus for form in forms), "distinct": len(lang_gold["distinct"]),
            "related": len(lang_gold.get("related", [])),
            "families": len(lang_gold.get("families", [])), "rows": rows, "recommendation": recommend(rows)}
    return out


def percent(value) -> str:
    return "—" if value is None else f"{100 * value:.0f}%"


def print_tables(data: dict, details: bool) -> None:
    machine = data["machine"]
    print(f"{machine['cores']} cores, load average {' '.join(map(str, machine['load_average']))} at the end")
    for language, lang in data["languages"].items():
        print(f"\n{language}: {lang['groups']} groups ({lang['forms']} forms, {lang['forms_in_corpus']} in the "
              f"corpus), {lang['distinct']} distinct and {lang['related']} related pairs, {lang['families']} "
              f"families; vocabulary {lang['vocabulary']} forms")
        print(f"{'pipeline':<34} {'load ms':>8} {'ms/10k':>7} {'peak MB':>7} | {'groups':>6} {'pairs':>6} "
              f"{'corpus':>6} {'distinct':>8} {'related':>7} {'merges':>6} {'family':>6} {'lemma':>6} {'case':>4}")
        for row in lang["rows"]:
            s, q = row["speed"], row["quality"]
            case = "—" if q["case"] is None else q["case"]
            print(f"{row['label']:<34} {s['load_ms']:>8.0f} {s['ms_per_10k']:>7.0f} {s['peak_mb']:>7.0f} | "
                  f"{percent(q['groups']):>6} {percent(q['pairs']):>6} {percent(q['corpus_groups']):>6} "
                  f"{percent(q['distinct']):>8} {percent(q['related']):>7} {q['merges']:>6} "
                  f"{percent(q['families']):>6} {percent(q['lemma']):>6} {case:>4}")
        choice = lang["recommendation"]
        print(f"recommended by the rule ({choice['rule']}): {choice['label']}")
        if details:
            for row in lang["rows"]:
                q = row["quality"]
                print(f"  {row['label']}:")
                for missed in q["missed_groups"]:
                    print(f"    not conflated {missed['lemma']}: " + ", ".join(
                        f"{form}>{'|'.join(terms)}" for form, terms in missed["terms"].items()))
                for a, b, shared in q["merged_distinct"]:
                    print(f"    merged distinct {a} / {b}: {'|'.join(shared)}")
                for a, b, shared in q["merged_groups"]:
                    print(f"    merged groups {a} / {b}: {'|'.join(shared)}")
                for form, lower, upper in q["case_changes"][:10]:
                    print(f"    case: {form} -> {lower}, Capitalised -> {upper}")


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        _, _, language, name, stem, words_file = sys.argv
        child(language, name, stem == "1", words_file)
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="fresh processes per lemmatiser (default 5)")
    parser.add_argument("--lang", nargs="+", default=["pl", "cs", "ru"], choices=["pl", "cs", "ru"])
    parser.add_argument("--gold", type=Path, default=GOLD)
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--details", action="store_true", help="list every missed group, merged pair, case change")
    arguments = parser.parse_args()
    if arguments.runs < 1:
        parser.error("--runs must be at least 1")
    gold = tomllib.loads(arguments.gold.read_text(encoding="utf-8"))
    import shutil
    import tempfile

    temp = Path(tempfile.mkdtemp(prefix="lawbase-lemmatisers-"))
    say = (lambda text: None) if arguments.json else (lambda text: print(text, file=sys.stderr))
    try:
        measured = measure(arguments.lang, gold, arguments.runs, temp, say)
    finally:
        shutil.rmtree(temp, ignore_errors=True)
    data = report(arguments.lang, gold, measured)
    if arguments.json:
        print(json.dumps(data, indent=1, ensure_ascii=False))
    else:
        print_tables(data, arguments.details)


if __name__ == "__main__":
    main()

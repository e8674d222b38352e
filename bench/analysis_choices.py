"""Measure what each word analysis does to search, and what it costs a build.

Each analysis reads the corpus vocabulary (every word form of each language) into index terms; the
index is rebuilt in memory with it and the search evaluations run on it: the director sets per
provision (tuning and test apart; cross-language and English), the older sets per Law. Queries read
forms the corpus lacks with LemmaGen in every run (the only lemmatiser the browser can run: the
payload maps its readings to the index's terms), so the runs differ only in how the corpus is read.
The analysis of each run happens in a fresh process, timed there: loading the tools (import and first
word) and reading the vocabulary. Every run keeps a negating prefix the lemma drops (nie-, ne-, не-).

Usage: python bench/analysis_choices.py [--out build] [--only NAME]   (after `lawbase build`)
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

SNOWBALL = {"pl": "polish", "cs": "czech", "ru": "russian"}
NEGATING = {"pl": "nie", "cs": "ne", "ru": "не"}
# the lemmas the lemma gold's `distinct` pairs show Snowball merging (lewa/lewy, правило/право/правый)
UNSTEMMED = {"pl": ["lewa", "lewy"], "cs": [], "ru": ["правило", "право", "правый"]}
# name -> language -> (lemmatiser, all readings?, Snowball after?)
VARIANTS = {
    "diacritics folding only": {lang: ("none", False, False) for lang in SNOWBALL},
    "Snowball only": {lang: ("none", False, True) for lang in SNOWBALL},
    "simplemma → Snowball (pl, cs); pymorphy3 (ru): before": {"pl": ("simplemma", False, True),
                                                               "cs": ("simplemma", False, True),
                                                               "ru": ("pymorphy3", False, False)},
    "simplemma": {lang: ("simplemma", False, False) for lang in SNOWBALL},
    "LemmaGen": {lang: ("lemmagen3", False, False) for lang in SNOWBALL},
    "LemmaGen → Snowball": {lang: ("lemmagen3", False, True) for lang in SNOWBALL},
    "LemmaGen → Snowball, lemmas kept whole where Snowball merges two words": {
        lang: ("lemmagen3", False, True) for lang in SNOWBALL},
    "LemmaGen → Snowball (pl, cs), LemmaGen (ru)": {"pl": ("lemmagen3", False, True),
                                                     "cs": ("lemmagen3", False, True),
                                                     "ru": ("lemmagen3", False, False)},
    "morfeusz2 (pl) / pymorphy3 (ru), first lemma; LemmaGen (cs)": {"pl": ("morfeusz2", False, False),
                                                                    "cs": ("lemmagen3", False, False),
                                                                    "ru": ("pymorphy3", False, False)},
    "morfeusz2 (pl) / pymorphy3 (ru), every lemma; LemmaGen (cs)": {"pl": ("morfeusz2", True, False),
                                                                    "cs": ("lemmagen3", False, False),
                                                                    "ru": ("pymorphy3", True, False)},
    "best by the lemma gold: morfeusz2 all (pl), LemmaGen → Snowball (cs), pymorphy3 all (ru)": {
        "pl": ("morfeusz2", True, False), "cs": ("lemmagen3", False, True), "ru": ("pymorphy3", True, False)},
}


def lemmatiser(name: str, language: str, every: bool):
    """form -> its lemmas (the likeliest first)."""
    if name == "none":
        return lambda form: [form]
    if name == "simplemma":
        import simplemma

        return lambda form: [simplemma.lemmatize(form, lang=language).lower()]
    if name == "lemmagen3":
        import lemmagen3

        model = lemmagen3.Lemmatizer(language)
        return lambda form: [model.lemmatize(form).lower()]
    if name == "morfeusz2":
        import morfeusz2

        analyser = morfeusz2.Morfeusz(generate=False)

        def morfeusz(form: str) -> list[str]:
            lemmas = list(dict.fromkeys(item[2][1].split(":")[0].lower() for item in analyser.analyse(form)))
            return (lemmas if every else lemmas[:1]) or [form]
        return morfeusz
    if name == "pymorphy3":
        import pymorphy3

        analyser = pymorphy3.MorphAnalyzer()

        def pymorphy(form: str) -> list[str]:
            lemmas = list(dict.fromkeys(parse.normal_form for parse in analyser.parse(form)))
            return (lemmas if every else lemmas[:1]) or [form]
        return pymorphy
    raise ValueError(name)


def analyse(variant: str, vocabularies: dict[str, list[str]]) -> dict:
    """Run in a fresh process: the term maps of one variant, with load and reading times."""
    from lawbase.text import fold

    out = {}
    for language, forms in vocabularies.items():
        name, every, stem = VARIANTS[variant][language]
        started = time.perf_counter()
        lemmas = lemmatiser(name, language, every)
        stemmer = None
        if stem:
            import Stemmer

            stemmer = Stemmer.Stemmer(SNOWBALL[language])
        lemmas(forms[0])
        loaded = time.perf_counter() - started
        started = time.perf_counter()
        prefix = NEGATING[language]
        whole = set(UNSTEMMED[language]) if "kept whole" in variant else set()
        extra = {"ё": "е"} if language == "ru" else None
        table = {}
        for form in forms:
            if any(char.isdigit() for char in form):
                table[form] = fold(form, extra)
                continue
            terms = []
            for lemma in lemmas(form):
                if form.startswith(prefix) and not lemma.startswith(prefix):
                    lemma = prefix + lemma
                term = fold(stemmer.stemWord(lemma) if stemmer and lemma not in whole else lemma, extra)
                if term not in terms:
                    terms.append(term)
            table[form] = terms[0] if len(terms) == 1 else terms
        out[language] = {"forms": table, "load": loaded, "read": time.perf_counter() - started, "count": len(forms)}
    return out


def measure(maps: dict[str, dict], documents, rankers_for) -> dict[str, tuple[int, int, float]]:
    from lawbase.analysis import TermMap
    from lawbase.evaluation import director_sets, law_sets, measure as run

    term_maps = {language: TermMap(language, data["forms"]) for language, data in maps.items()}
    ranker = rankers_for(term_maps)
    figures = {}
    groups: dict[str, list] = {}
    for name, items in director_sets().items():
        groups.setdefault(name.split()[-1] if name.split()[-1] in ("tuning", "test") else name, []).extend(items)
    for name, items in groups.items():
        metrics = run(items, ranker)
        figures[name] = (metrics.hit_at_3, metrics.queries, metrics.mrr)
    laws = [item for items in law_sets().values() for item in items]
    metrics = run(laws, ranker, by_law=True)
    figures["Laws"] = (metrics.hit_at_3, metrics.queries, metrics.mrr)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build", type=Path)
    parser.add_argument("--only", default="")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.child:
        vocabularies = json.loads(sys.stdin.read())
        sys.stdout.write(json.dumps(analyse(arguments.child, vocabularies), ensure_ascii=False))
        return

    from lawbase.analysis import load_term_maps
    from lawbase.documents import search_documents
    from lawbase.evaluation import lawbase_ranker
    from lawbase.payload import build_payload
    from lawbase.query import opened_payload
    from lawbase.store import load_graph

    documents = search_documents(load_graph(arguments.out))
    vocabularies = {language: sorted(term_map.forms) for language, term_map in
                    load_term_maps(arguments.out / "index").items()}

    def rankers_for(term_maps):
        return lawbase_ranker(opened_payload(build_payload(documents, term_maps)))

    print(f"{'analysis':<60} {'load ms':>8} {'read s':>7} | {'tuning':>12} {'test':>12} {'cross':>12} "
          f"{'english':>12} {'Laws':>14}")
    for variant in VARIANTS:
        if arguments.only not in variant:
            continue
        child = subprocess.run([sys.executable, __file__, "--child", variant], input=json.dumps(vocabularies),
                               capture_output=True, text=True, check=True)
        maps = json.loads(child.stdout)
        load = sum(data["load"] for data in maps.values()) * 1000
        read = sum(data["read"] for data in maps.values())
        figures = measure(maps, documents, rankers_for)
        cells = " ".join(f"{figures[name][0]:>3}/{figures[name][1]:<3} {figures[name][2]:.2f}"
                         for name in ("tuning", "test", "cross", "english", "Laws"))
        print(f"{variant[:60]:<60} {load:>8.0f} {read:>7.2f} | {cells}", flush=True)


if __name__ == "__main__":
    main()

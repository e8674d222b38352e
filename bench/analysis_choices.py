"""Measure what each analysis choice does to search: hit@3 and MRR on the evaluation queries.

For each language the corpus vocabulary is analysed four ways - diacritics folding only, a Snowball
stemmer only, the lemmatiser only, and the chosen analysis (Polish/Czech: Snowball stem of the
simplemma lemma, Czech keeping "ne-"; Russian: the pymorphy3 lemma) - and the index is rebuilt with
each. Query words the corpus lacks fall back to the chosen light analysis in every run.

Usage: python bench/analysis_choices.py [--out build]   (after `lawbase build`)
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
from pathlib import Path

import Stemmer

from lawbase import query
from lawbase.analysis import Lemmatiser, TermMap, fold, load_term_maps
from lawbase.evaluation import evaluate
from lawbase.index import write_index
from lawbase.profiles import load_profile
from lawbase.documents import search_documents
from lawbase.store import GRAPH_FILE, load_graph

QUERIES = Path(__file__).resolve().parent.parent / "tests" / "data" / "search_eval.toml"
SNOWBALL = {"pl": "polish", "cs": "czech", "ru": "russian"}


def variant(name: str, language: str, forms: list[str]) -> dict[str, str]:
    lemmatiser = Lemmatiser(load_profile(language))
    extra = load_profile(language).search.get("fold", {})
    stemmer = Stemmer.Stemmer(SNOWBALL[language])
    out = {}
    for form in forms:
        if any(char.isdigit() for char in form) or name == "fold only":
            out[form] = fold(form, extra)
        elif name == "snowball only":
            out[form] = fold(stemmer.stemWord(form), extra)
        elif name == "lemma only":
            out[form] = fold(lemmatiser.lemma(form), extra)
        else:
            out[form] = lemmatiser.term(form)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build", type=Path)
    arguments = parser.parse_args()
    documents = search_documents(load_graph(arguments.out))
    chosen = load_term_maps(arguments.out / "index")
    print(f"{'analysis':<14} " + "  ".join(f"{edition + ' hit@3/MRR':>22}" for edition in ("pl-2017", "cs-2007",
                                                                                        "ru-2017")))
    for name in ("fold only", "snowball only", "lemma only", "chosen"):
        maps = {language: TermMap(language, variant(name, language, sorted(term_map.forms)))
                for language, term_map in chosen.items()}
        out = Path(tempfile.mkdtemp(prefix="lawbase-analysis-"))
        shutil.copy(arguments.out / GRAPH_FILE, out / GRAPH_FILE)
        write_index(documents, out, maps)
        query._OPEN.clear()
        rows = evaluate(QUERIES, out)
        cells = []
        for edition in ("pl-2017", "cs-2007", "ru-2017"):
            mine = [row for row in rows if row["edition"] == edition]
            count = sum(row["queries"] for row in mine)
            hit = sum(row["hit_at_3"] * row["queries"] for row in mine) / count
            mrr = sum(row["mrr"] * row["queries"] for row in mine) / count
            cells.append(f"{hit:>13.1%} / {mrr:.3f}")
        print(f"{name:<14} " + "  ".join(cells))
        shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    main()

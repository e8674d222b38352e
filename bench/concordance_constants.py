"""Are the concordance's constants where the golds want them? A coordinate search over its 20 constants
(the signal weights, the key weight between different Laws, the aligner's thresholds, the relations'
thresholds): each in turn times 0.5, 0.75, 1.33 and 2, kept when it gets at least 2 more rows right on the
development golds (the first gold's tuning and test halves, the held-out and the third gold); the fourth
and fifth golds (never tuned on) are printed beside it, not used.

    python bench/concordance_constants.py [--sweeps 2]

About 2 s per trial, 80 trials a sweep.
"""

from __future__ import annotations

import argparse
from dataclasses import fields
from pathlib import Path

from lawbase.concordance import align_pair, aligner, build_concordance, relations, similarity
from lawbase.concordance.evaluation import evaluate, load_gold
from lawbase.corpus import load_corpus
from lawbase.graph import Graph
from lawbase.references import find_references

ROOT = Path(__file__).resolve().parent.parent
GOLDS = ("concordance_gold.toml", "concordance_gold_heldout.toml", "concordance_gold_third.toml",
         "concordance_gold_fourth.toml", "concordance_gold_fifth.toml")
DEVELOPMENT = ("tuning", "test", "heldout", "third")
CLEAN = ("fourth", "fifth")
RELATION_CONSTANTS = ("SAME_WORDS", "PART_OF", "LEAD_FROM", "MERGED_INTO", "FOLDED", "TRANSLATES")
FACTORS = (0.5, 0.75, 1.33, 2.0)
THRESHOLDS = aligner.Thresholds


def constants() -> dict[str, float]:
    found = {f"weight {name}": value for name, value in similarity.WEIGHTS.items()}
    found["OTHER_LAWS_KEY"] = align_pair.OTHER_LAWS_KEY
    found.update({f"threshold {f.name}": f.default for f in fields(THRESHOLDS)})
    found.update({f"relation {name}": getattr(relations, name) for name in RELATION_CONSTANTS})
    return found


def apply(values: dict[str, float]) -> None:
    thresholds = {}
    for name, value in values.items():
        kind, _, short = name.partition(" ")
        if kind == "weight":
            similarity.WEIGHTS[short] = value
        elif kind == "threshold":
            thresholds[short] = value
        elif kind == "relation":
            setattr(relations, short, value)
        else:
            align_pair.OTHER_LAWS_KEY = value
    align_pair.Thresholds = lambda: THRESHOLDS(**thresholds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sweeps", type=int, default=2)
    sweeps = parser.parse_args().sweeps
    gold = {"law": [law for name in GOLDS for law in load_gold(ROOT / "tests" / "data" / name)["law"]]}
    corpus = load_corpus(ROOT / "corpus")
    graph = corpus.graph()
    graph.data["references"] = find_references(graph, corpus.line_maps())
    graph = Graph(graph.data)

    def score(values: dict[str, float]) -> tuple[int, int, int, int]:
        apply(values)
        aligned = Graph(dict(graph.data, concordance=build_concordance(graph)))
        development, clean = evaluate(aligned, gold, sets=DEVELOPMENT)[0], evaluate(aligned, gold, sets=CLEAN)[0]
        return development.right, development.rows, clean.right, clean.rows

    start = best = constants()
    figures = score(best)
    print(f"now: development {figures[0]}/{figures[1]}, clean {figures[2]}/{figures[3]}", flush=True)
    for sweep in range(sweeps):
        improved = False
        for name in start:
            for factor in FACTORS:
                trial = dict(best, **{name: round(best[name] * factor, 4)})
                result = score(trial)
                if result[0] >= figures[0] + 2:
                    print(f"  {name} {best[name]} -> {trial[name]}: development {figures[0]} -> {result[0]}, "
                          f"clean {figures[2]} -> {result[2]}", flush=True)
                    best, figures, improved = trial, result, True
        print(f"sweep {sweep + 1}: development {figures[0]}/{figures[1]}, clean {figures[2]}/{figures[3]}", flush=True)
        if not improved:
            break
    print("changed:", {name: value for name, value in best.items() if value != start[name]} or "nothing")


if __name__ == "__main__":
    main()

"""Concordance accuracy on the hand-made gold, per set and relation, beside the key-identity baseline:
the gold's `tuning` and `test` Laws, the 14 Laws of the held-out gold (another reader's) and the 12 of
the third gold (a third reader's, written after the last change of the aligner) and the 12 of the fourth
(a fourth reader's, written 2026-11-26 before any change of that session, its rows never looked at)
and the 12 of the fifth (a fifth reader's, Laws chosen for their changes, likewise), and the 11 each
of the sixth and seventh (two more readers', the Laws no other gold had, measured before their rows
were looked at), and the eighth (a second reading of 12 Laws of the fourth and fifth, never looked at); and a gold of
pl-1997 against pl-2017 (12 Laws of chapter VI).

    python bench/concordance_eval.py [--out build] [--misses] [--time]

--time also times the concordance of the real corpus against its peer in the same run, the rest of
the graph stage (parsing the corpus and resolving its references), best of three each.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from lawbase.concordance.evaluation import evaluate, load_gold
from lawbase.store import load_graph

GOLD = Path(__file__).resolve().parent.parent / "tests" / "data" / "concordance_gold.toml"
HELD_OUT = GOLD.parent / "concordance_gold_heldout.toml"  # 14 other Laws, another reader's
THIRD = GOLD.parent / "concordance_gold_third.toml"  # 12 more Laws, a third reader's, written after the code
FOURTH = GOLD.parent / "concordance_gold_fourth.toml"  # 12 more Laws, a fourth reader's
FIFTH = GOLD.parent / "concordance_gold_fifth.toml"  # 12 more Laws, a fifth reader's
SIXTH = GOLD.parent / "concordance_gold_sixth.toml"  # 11 more Laws, a sixth reader's
SEVENTH = GOLD.parent / "concordance_gold_seventh.toml"  # 11 more Laws, a seventh reader's
EIGHTH = GOLD.parent / "concordance_gold_eighth.toml"  # a second reading of 12 Laws of the fourth and fifth
OLD = GOLD.parent / "concordance_gold_1997.toml"  # pl-1997 against pl-2017, 12 Laws of chapter VI


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build", type=Path)
    parser.add_argument("--gold", default=GOLD, type=Path)
    parser.add_argument("--misses", action="store_true", help="list the rows got wrong")
    parser.add_argument("--time", action="store_true", help="time the concordance beside parsing and references")
    arguments = parser.parse_args()
    graph = load_graph(arguments.out)
    gold = load_gold(arguments.gold)
    gold["law"] = gold["law"] + load_gold(HELD_OUT)["law"] + load_gold(THIRD)["law"] + load_gold(FOURTH)["law"] + load_gold(FIFTH)["law"] \
        + sum((load_gold(path)["law"] for path in (SIXTH, SEVENTH, EIGHTH) if path.is_file()), [])
    relations = ("same", "moved", "changed", "split", "merged", "none")
    print(f"{'set':<8} {'rows':>5} {'right':>7} {'paired':>7} {'baseline':>9}  " + "  ".join(f"{r:>8}" for r in relations))
    for sets in (("tuning",), ("test",), ("tuning", "test"), ("heldout",), ("third",), ("fourth",), ("fifth",), ("sixth",), ("seventh",), ("eighth",)):
        ours, baseline = evaluate(graph, gold, sets=sets)
        cells = "  ".join(f"{ours.share(r):>7.0%}" + ("" if ours.by_relation[r] else "-")
                          if ours.by_relation[r] else f"{'—':>8}" for r in relations)
        print(f"{'+'.join(sets):<8} {ours.rows:>5} {ours.share():>7.1%} {ours.paired / max(1, ours.rows):>7.1%} "
              f"{baseline.share():>9.1%}  {cells}")
        if arguments.misses and sets == ("tuning",):
            for miss in ours.misses:
                print("   ", miss)
    if OLD.is_file():
        ours, baseline = evaluate(graph, load_gold(OLD), first="pl-1997", second="pl-2017", sets=("1997",))
        cells = "  ".join(f"{ours.share(r):>7.0%}" + ("" if ours.by_relation[r] else "-")
                          if ours.by_relation[r] else f"{'—':>8}" for r in relations)
        print(f"{'1997':<8} {ours.rows:>5} {ours.share():>7.1%} {ours.paired / max(1, ours.rows):>7.1%} "
              f"{baseline.share():>9.1%}  {cells}   (pl-1997 -> pl-2017)")
    counts = {r: evaluate(graph, gold)[0].by_relation[r] for r in relations}
    print("rows per relation:", ", ".join(f"{r} {n}" for r, n in counts.items()))
    if arguments.time:
        timing()


def timing() -> None:
    from lawbase.concordance import build_concordance
    from lawbase.corpus import load_corpus
    from lawbase.graph import Graph
    from lawbase.references import find_references

    corpus_folder = GOLD.parent.parent.parent / "corpus"
    graph_stage, concordance = [], []
    for _ in range(3):
        start = time.perf_counter()
        corpus = load_corpus(corpus_folder)
        graph = corpus.graph()
        graph.data["references"] = find_references(graph, corpus.line_maps())
        graph = Graph(graph.data)
        graph_stage.append(time.perf_counter() - start)
        start = time.perf_counter()
        build_concordance(graph)
        concordance.append(time.perf_counter() - start)
    print(f"concordance {min(concordance):.2f} s; parsing and references {min(graph_stage):.2f} s "
          f"(ratio {min(concordance) / min(graph_stage):.2f})")


if __name__ == "__main__":
    main()

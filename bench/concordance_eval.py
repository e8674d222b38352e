"""Concordance accuracy on the hand-made gold, per set and relation, beside the key-identity baseline.

    python bench/concordance_eval.py [--out build] [--misses]
"""

from __future__ import annotations

import argparse
from pathlib import Path

from lawbase.concordance.evaluation import evaluate, load_gold
from lawbase.store import load_graph

GOLD = Path(__file__).resolve().parent.parent / "tests" / "data" / "concordance_gold.toml"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build", type=Path)
    parser.add_argument("--gold", default=GOLD, type=Path)
    parser.add_argument("--misses", action="store_true", help="list the rows got wrong")
    arguments = parser.parse_args()
    graph = load_graph(arguments.out)
    gold = load_gold(arguments.gold)
    relations = ("same", "moved", "changed", "split", "merged", "none")
    print(f"{'set':<8} {'rows':>5} {'right':>7} {'paired':>7} {'baseline':>9}  " + "  ".join(f"{r:>8}" for r in relations))
    for sets in (("tuning",), ("test",), ("tuning", "test")):
        ours, baseline = evaluate(graph, gold, sets=sets)
        cells = "  ".join(f"{ours.share(r):>7.0%}" + ("" if ours.by_relation[r] else "-")
                          if ours.by_relation[r] else f"{'—':>8}" for r in relations)
        print(f"{'+'.join(sets):<8} {ours.rows:>5} {ours.share():>7.1%} {ours.paired / max(1, ours.rows):>7.1%} "
              f"{baseline.share():>9.1%}  {cells}")
        if arguments.misses and sets == ("tuning",):
            for miss in ours.misses:
                print("   ", miss)
    counts = {r: evaluate(graph, gold)[0].by_relation[r] for r in relations}
    print("rows per relation:", ", ".join(f"{r} {n}" for r, n in counts.items()))


if __name__ == "__main__":
    main()

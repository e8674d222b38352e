"""Print hit@3 and MRR of lawbase search per edition and query set, beside a plain FTS5 baseline.

Usage: python bench/search_eval.py [--out build]   (after `lawbase build`)
"""

from __future__ import annotations

import argparse
from pathlib import Path

from lawbase.evaluation import evaluate

QUERIES = Path(__file__).resolve().parent.parent / "tests" / "data" / "search_eval.toml"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build", type=Path)
    parser.add_argument("--misses", action="store_true", help="list the queries that missed the top 3")
    arguments = parser.parse_args()
    rows = evaluate(QUERIES, arguments.out)
    print(f"{'edition':<9} {'set':<9} {'n':>3}  {'hit@3':>6} {'MRR':>6}   {'FTS5 hit@3':>10} {'FTS5 MRR':>8}")
    for row in rows:
        print(f"{row['edition']:<9} {row['set']:<9} {row['queries']:>3}  {row['hit_at_3']:>6.1%} {row['mrr']:>6.3f}"
              f"   {row['baseline_hit_at_3']:>10.1%} {row['baseline_mrr']:>8.3f}")
        if arguments.misses and row["misses"]:
            print("    missed: " + "; ".join(row["misses"]))


if __name__ == "__main__":
    main()

"""Print hit@1/3/10 and MRR of lawbase search and of FTS5 and FTS5+Snowball, per query set.

Usage: python bench/search_eval.py [--out build] [--misses] [--only SET]   (after `lawbase build`)
Director sets are scored per provision (a hit inside a wanted provision counts), the older sets per Law.
"lawbase, no filter" searches every edition, as the command and the site do by default: a hit counts
only in the query's edition, and another edition's hits take their places.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from lawbase.evaluation import evaluate, systems


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build", type=Path)
    parser.add_argument("--misses", action="store_true", help="list lawbase's queries that missed the top 3")
    parser.add_argument("--only", default="", help="only the sets whose name contains this")
    parser.add_argument("--lawbase-only", action="store_true", help="skip the baselines")
    arguments = parser.parse_args()
    rankers = systems(arguments.out)
    if arguments.lawbase_only:
        rankers = {name: ranker for name, ranker in rankers.items() if name.startswith("lawbase")}
    rows = [row for row in evaluate(arguments.out, rankers) if arguments.only in row["set"]
            and (row["system"] != "lawbase, no filter" or (row["by"] == "provision"
                                                           and not row["set"].startswith(("cross", "english"))))]
    # (a query of another language than its edition, or English, has no edition of its own to come first in)
    print(f"{'set':<22} {'by':<9} {'system':<18} {'n':>4} {'hit@1':>6} {'hit@3':>6} {'hit@10':>6} {'MRR':>6}")
    totals: dict[tuple[str, str], list[int]] = {}
    for row in rows:
        metrics = row["metrics"]
        print(f"{row['set']:<22} {row['by']:<9} {row['system']:<18} {metrics.queries:>4} {metrics.hit_at_1:>6} "
              f"{metrics.hit_at_3:>6} {metrics.hit_at_10:>6} {metrics.mrr:>6.3f}")
        if row["by"] == "provision" and not row["set"].startswith(("cross", "english")):
            for part in ("tuning", "dev", "dev2", "dev7", "dev8", "dev9", "dev10", "dev11", "dev12", "dev13", "dev14",
                         "dev15", "dev16", "test"):
                if row["set"].endswith(part):
                    total = totals.setdefault((part, row["system"]), [0, 0])
                    total[0] += metrics.hit_at_3
                    total[1] += metrics.queries
        if arguments.misses and row["system"] == "lawbase" and metrics.misses:
            for miss in metrics.misses:
                print(f"      missed: {miss}")
    for (part, system), (hits, count) in sorted(totals.items()):
        print(f"all editions {part:<7} {system:<18} hit@3 {hits}/{count}")


if __name__ == "__main__":
    main()

"""Measuring the concordance against a hand-made gold standard, beside the key-identity baseline.

The golds (`tests/data/concordance_gold.toml`, its `tuning` and `test` Laws; the `heldout`, `third`
... `thirteenth` golds beside it, by other readers, some of them second readings of Laws another gold has:
`bench/concordance_eval.py` lists them) list, for chosen Laws, every provision of one edition with the provisions of the other that say the same
and the relation. A row is right when the predicted provisions and the relation both equal the
gold's; "paired right" counts the provisions alone. The baseline pairs every provision with the one
of the same key ("same"), or with nothing. A provision of the second edition that the gold names and the
graph does not number (2017 23A1-23A3, bullets both 2017 texts print without numbers, which nothing cites)
is read as the provision that holds its text, its nearest ancestor in the graph (23A); a provision of the first
edition that the gold names by the Laws' letter where the text numbers its list (the Czech 2007 Law 35 prints A-D
as 1.-4.: the gold's 35A) is read as the paragraph at that place (35.1).
"""

from __future__ import annotations

import tomllib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from ..graph import Graph
from ..keys import Key
from ..resolver import Resolver
from .table import between


@dataclass
class Score:
    rows: int = 0
    right: int = 0
    paired: int = 0
    by_relation: Counter = field(default_factory=Counter)
    right_by_relation: Counter = field(default_factory=Counter)
    misses: list[str] = field(default_factory=list)

    def add(self, gold: dict, predicted_to: list[str], predicted_relation: str) -> None:
        relation = gold["relation"]
        self.rows += 1
        self.by_relation[relation] += 1
        same_to = sorted(predicted_to) == sorted(gold["to"])
        if same_to:
            self.paired += 1
        if same_to and predicted_relation == relation:
            self.right += 1
            self.right_by_relation[relation] += 1
        else:
            self.misses.append(f"{gold['from'] or '—'} -> {', '.join(gold['to']) or '—'} ({relation}); "
                               f"got {', '.join(predicted_to) or '—'} ({predicted_relation})")

    def share(self, relation: str | None = None) -> float:
        if relation is None:
            return self.right / self.rows if self.rows else 0.0
        total = self.by_relation[relation]
        return self.right_by_relation[relation] / total if total else 0.0


def load_gold(path: Path) -> dict:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def evaluate(graph: Graph, gold: dict, first: str = "cs-2007", second: str = "pl-2017",
             sets: tuple[str, ...] = ("tuning", "test")) -> tuple[Score, Score]:
    """(lawbase, key-identity baseline) over the gold's Laws in the given sets."""
    ours, baseline = Score(), Score()
    records = between(graph, first, second)  # a row may sit in the block of the Law its provision went to
    forward = {r["from"]: r for r in records if r["from"]}
    unpaired = {key for r in records if not r["from"] for key in r["to"]}
    resolver = Resolver(graph)
    numbered = {str(parsed.lettered()): key for edition, key in graph.by_key if edition == first
                and (parsed := Key.parse(key)) is not None and parsed.lettered() is not None}

    def held(keys: list[str]) -> list[str]:
        """The gold's keys, each the provision holding its text where the graph does not number it."""
        out = []
        for key in keys:
            nearest = resolver.nearest(key, second) if (second, key) not in graph.by_key else None
            key = nearest["key"] if nearest is not None else key
            if key not in out:
                out.append(key)
        return out
    for law in gold["law"]:
        if law.get("set", "tuning") not in sets:
            continue
        for row in law["rows"]:
            read = dict(row, to=held(row["to"]))
            if row["from"]:
                printed = row["from"] if (first, row["from"]) in graph.by_key else \
                    numbered.get(row["from"], row["from"])
                record = forward.get(printed, {"to": [], "relation": "none"})
                ours.add(read, record["to"], record["relation"])
                exists = (second, row["from"]) in graph.by_key
                baseline.add(row, [row["from"]] if exists else [], "same" if exists else "none")
            else:
                key = read["to"][0]
                ours.add(read, read["to"] if key in unpaired else [], "none" if key in unpaired else "paired")
                alone = (first, row["to"][0]) not in graph.by_key  # key identity reads the gold's key
                baseline.add(row, row["to"] if alone else [], "none" if alone else "paired")
    return ours, baseline

"""From an alignment to concordance records: which relation each pairing is, how sure, and why.

A pair keeps its key (`same`, or `changed` when its words say little in common), or moves
(`moved`); a provision whose content went into several provisions of the other edition is `split`,
several that went into one are `merged`; what has no counterpart is `none` (deleted, or new with
`from` empty). Every record carries its evidence as short readable strings.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .aligner import Alignment, Pair
from .units import Unit

SAME_WORDS = 0.45  # below this, a provision at the same key says notably something else
PART_OF = 0.5  # share of a leftover provision's words found in a paired one: a part split off or merged in


@dataclass
class Record:
    first: str | None
    second: list[str]
    relation: str
    confidence: float
    evidence: list[str]

    def to_json(self, first_edition: str, second_edition: str) -> dict:
        return {"from_edition": first_edition, "to_edition": second_edition, "from": self.first,
                "to": list(self.second), "relation": self.relation, "confidence": round(self.confidence, 2),
                "evidence": list(self.evidence)}


def describe(pair: Pair) -> list[str]:
    signals = pair.signals
    out = [f"words {signals['words']:.2f}"]
    if "cites" in signals:
        shared = sorted(pair.first.cites & pair.second.cites, key=int)
        out.append(f"cites Laws {', '.join(shared)}" if shared else "cites other Laws")
    shared = sorted(pair.first.numbers & pair.second.numbers, key=int)
    if shared:
        out.append("numbers " + ", ".join(shared))
    out.append(f"length {signals['length']:.2f}")
    out.append({"order": "in order", "crossed": "across its siblings", "moved": "found elsewhere"}[pair.how])
    return out


def sureness(score: float, threshold: float) -> float:
    return 1 / (1 + math.exp(-(score - threshold) / 0.08))


def relation_of(pair: Pair) -> str:
    if str(pair.first.key) != str(pair.second.key):
        return "moved"
    return "same" if pair.signals["words"] >= SAME_WORDS else "changed"


def records(first: dict[str, Unit], second: dict[str, Unit], alignment: Alignment, containment,
            threshold: float) -> list[Record]:
    """One record per provision of the first edition, then one per provision of the second that
    nothing maps to. `containment(part, whole)` is the share of `part`'s words found in `whole`."""
    extra_to: dict[str, list[Unit]] = {}  # first id -> leftover second units split off from it
    merged_into: dict[str, Unit] = {}  # leftover first id -> the second unit it merged into
    for unit in second.values():
        if unit.id in alignment.of_second or (unit.parent is not None and unit.parent.id not in alignment.of_second):
            continue
        best = max(((containment(unit, pair.first), pair) for pair in alignment.pairs
                    if pair.first.kind == unit.kind and pair.second.parent is unit.parent),
                   key=lambda item: item[0], default=(0.0, None))
        if best[1] is not None and best[0] >= PART_OF:
            extra_to.setdefault(best[1].first.id, []).append(unit)
    for unit in first.values():
        if unit.id in alignment.of_first or (unit.parent is not None and unit.parent.id not in alignment.of_first):
            continue
        best = max(((containment(unit, pair.second), pair) for pair in alignment.pairs
                    if pair.second.kind == unit.kind and pair.first.parent is unit.parent),
                   key=lambda item: item[0], default=(0.0, None))
        if best[1] is not None and best[0] >= PART_OF:
            merged_into[unit.id] = best[1].second
    merged_targets = {target.id for target in merged_into.values()}
    out: list[Record] = []
    for unit in first.values():
        pair = alignment.of_first.get(unit.id)
        if pair is not None:
            keys = [pair.second.node["key"]] + [u.node["key"] for u in extra_to.get(unit.id, [])]
            relation = relation_of(pair)
            if len(keys) > 1:
                relation = "split"
            elif pair.second.id in merged_targets:
                relation = "merged"
            out.append(Record(unit.node["key"], keys, relation, sureness(pair.score, threshold), describe(pair)))
        elif unit.id in merged_into:
            target = merged_into[unit.id]
            out.append(Record(unit.node["key"], [target.node["key"]], "merged", 0.6,
                              [f"its words are in {target.node['key']}"]))
        else:
            out.append(Record(unit.node["key"], [], "none", 0.8, ["no provision says this"]))
    claimed = {u.id for units in extra_to.values() for u in units}
    for unit in second.values():
        if unit.id not in alignment.of_second and unit.id not in claimed:
            out.append(Record(None, [unit.node["key"]], "none", 0.8, ["new: no provision of the other edition says this"]))
    return out

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

SAME_WORDS = 0.05  # below this, a provision at the same key says notably something else
PART_OF = 0.35  # share of a new part's words found in a provision: the part was split off it
MERGED_INTO = 0.95  # share of a leftover provision's words found in another: it was merged into that one


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


@dataclass
class PairFacts:
    """What is known of the two editions before any word is compared."""

    same_laws: bool  # translations of the same Laws: a kept key is the same rule unless a Law was amended
    amended: dict[int, str]  # Law -> "pl-2017 carries the 2024 amendments to Law 89"


def relation_of(pair: Pair, facts: PairFacts) -> str:
    if str(pair.first.key) != str(pair.second.key):
        return "moved"
    if facts.same_laws and pair.first.key.law not in facts.amended:
        return "same"  # the words of a short provision may not meet in the lexicon; the Laws are one
    return "same" if pair.signals["words"] >= SAME_WORDS else "changed"


def amendment(unit: Unit, facts: PairFacts) -> list[str]:
    said = facts.amended.get(unit.key.law)
    return [said] if said else []


def absorbed_children(pair: Pair, alignment: Alignment, containment) -> list[Unit]:
    """New numbered parts of a paired provision that hold what the other edition's provision said in
    one piece (2007 12B's two paragraphs are 2017 12B1 and 12B2): they belong to its pairing."""
    if any(child.id not in alignment.of_first for child in pair.first.children):
        return []  # the provision's own parts are still to place: they, not the new parts, pair
    return [child for child in pair.second.children
            if child.id not in alignment.of_second and containment(child, pair.first) >= PART_OF]


def merged_targets(first: dict[str, Unit], second: dict[str, Unit], alignment: Alignment,
                   containment) -> dict[str, Unit]:
    """Provisions nothing paired whose words are in a provision of the other edition anyway (2007 86A
    went into 2017 12C2b with 2007 12C2b): first id -> that provision. Their own parts follow them."""
    merged: dict[str, Unit] = {}
    for unit in sorted(first.values(), key=lambda u: u.position):
        if unit.id in alignment.of_first or unit.id in merged:
            continue
        if unit.parent is not None and unit.parent.id in merged:
            merged[unit.id] = merged[unit.parent.id]
            continue
        best = max(((containment(unit, other), -other.position, other) for other in second.values()
                    if other.kind == unit.kind or other.kind in ("section", "subsection")),
                   key=lambda item: item[:2], default=(0.0, 0, None))
        if best[2] is not None and best[0] >= MERGED_INTO:
            merged[unit.id] = best[2]
    return merged


def records(first: dict[str, Unit], second: dict[str, Unit], alignment: Alignment, containment,
            threshold: float, facts: PairFacts) -> list[Record]:
    """One record per provision of the first edition, then one per provision of the second that
    nothing maps to. `containment(part, whole)` is the share of `part`'s words found in `whole`."""
    absorbed = {pair.first.id: absorbed_children(pair, alignment, containment) for pair in alignment.pairs}
    merged_into = {} if facts.same_laws else merged_targets(first, second, alignment, containment)
    merged_targets_ = {target.id for target in merged_into.values()}
    out: list[Record] = []
    for unit in first.values():
        pair = alignment.of_first.get(unit.id)
        if pair is not None:
            parts = absorbed.get(unit.id, [])
            keys = [pair.second.node["key"]] + [part.node["key"] for part in parts]
            relation = relation_of(pair, facts)
            if len(parts) > 1:
                relation = "split"
            elif pair.second.id in merged_targets_:
                relation = "merged"
            evidence = describe(pair) + (amendment(unit, facts) if relation != "same" else [])
            out.append(Record(unit.node["key"], keys, relation, sureness(pair.score, threshold), evidence))
        elif unit.id in merged_into:
            target = merged_into[unit.id]
            out.append(Record(unit.node["key"], [target.node["key"]], "merged", 0.6,
                              [f"its words are in {target.node['key']}"]))
        else:
            out.append(Record(unit.node["key"], [], "none", 0.8, ["no provision says this"] + amendment(unit, facts)))
    claimed = {part.id for parts in absorbed.values() for part in parts} | merged_targets_
    for unit in second.values():
        if unit.id not in alignment.of_second and unit.id not in claimed:
            out.append(Record(None, [unit.node["key"]], "none", 0.8,
                              ["new: no provision of the other edition says this"] + amendment(unit, facts)))
    return out

"""How much two provisions of different editions say the same: their words through the lexicon,
the Laws they cite, the numbers they state, their length.

Words: each unit is a vector of its terms weighted by rarity; a unit of the first edition is carried
into the second edition's terms through the lexicon, and the cosine is taken both ways.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .lexicon import Lexicon
from .units import EditionText, Unit

WEIGHTS = {"words": 1.0, "cites": 0.15, "numbers": 0.1, "length": 0.1}
NEIGHBOUR_TERMS = 8  # rarest terms of a provision looked up to find where it went
RARE_POSTINGS = 25  # a term in more provisions than this does not point anywhere
IDF_POWER = 2.0  # rare words decide: a provision is what it says that others do not


def jaccard(a: frozenset, b: frozenset) -> float | None:
    return len(a & b) / len(a | b) if a or b else None


def _norm(vector: dict[str, float]) -> float:
    return math.sqrt(sum(value * value for value in vector.values())) or 1.0


@dataclass
class Side:
    """One edition's units as vectors: in their own terms, and carried into the other edition's."""

    own: dict[str, dict[str, float]]
    carried: dict[str, dict[str, float]]
    own_norm: dict[str, float]
    carried_norm: dict[str, float]


def make_side(text: EditionText, units: dict[str, Unit], lexicon: Lexicon) -> Side:
    rows: dict[str, list[tuple[str, float]]] = {}
    own, carried = {}, {}
    for unit in units.values():
        vector = {term: text.idf.get(term, 1.0) ** IDF_POWER for term in unit.whole}
        moved: dict[str, float] = {}
        for term, weight in vector.items():
            row = rows.get(term)
            if row is None:
                row = rows[term] = [(other, strength) for other, strength in lexicon.translations(term).items()
                                    if strength]
            for other, strength in row:
                moved[other] = moved.get(other, 0.0) + weight * strength
        own[unit.id], carried[unit.id] = vector, moved
    return Side(own, carried, {k: _norm(v) for k, v in own.items()}, {k: _norm(v) for k, v in carried.items()})


def cosine(a: dict[str, float], b: dict[str, float], norm_a: float, norm_b: float) -> float:
    if len(a) > len(b):
        a, b = b, a
    get = b.get
    return sum(value * get(term, 0.0) for term, value in a.items()) / (norm_a * norm_b)


def containment(carried: dict[str, float], whole: dict[str, float]) -> float:
    """The share of one unit's (carried) words that another unit has: is it a part of that one?"""
    total = sum(carried.values()) or 1.0
    return sum(value for term, value in carried.items() if term in whole) / total


class Scorer:
    """Scores pairs (first-edition unit, second-edition unit)."""

    def __init__(self, first: Side, second: Side, key_weight: float):
        self.first = first
        self.second = second
        self.key_weight = key_weight
        self.cache: dict[tuple[str, str], tuple[float, dict]] = {}

    def words(self, a: Unit, b: Unit) -> float:
        there = cosine(self.first.carried[a.id], self.second.own[b.id], self.first.carried_norm[a.id],
                       self.second.own_norm[b.id])
        back = cosine(self.second.carried[b.id], self.first.own[a.id], self.second.carried_norm[b.id],
                      self.first.own_norm[a.id])
        return (there + back) / 2

    def neighbours(self, left: list[Unit], right: list[Unit], top: int = NEIGHBOUR_TERMS) -> dict[str, list[Unit]]:
        """For each left unit, the right units sharing one of its rarest carried terms: the only ones
        worth scoring when a provision is looked for anywhere."""
        postings: dict[str, list[Unit]] = {}
        for unit in right:
            for term in self.second.own[unit.id]:
                postings.setdefault(term, []).append(unit)
        out = {}
        for unit in left:
            carried = self.first.carried[unit.id]
            rare = sorted((term for term in carried if 0 < len(postings.get(term, ())) <= RARE_POSTINGS),
                          key=lambda term: (-carried[term] / len(postings[term]), term))[:top]
            found: dict[str, Unit] = {}
            for term in rare:
                for other in postings[term]:
                    found.setdefault(other.id, other)
            out[unit.id] = list(found.values())
        return out

    def contained(self, part: Unit, whole: Unit) -> float:
        """Share of `part`'s words found in `whole` (units of either edition, one of each)."""
        if part.id in self.first.carried:
            return containment(self.first.carried[part.id], self.second.own[whole.id])
        return containment(self.second.carried[part.id], self.first.own[whole.id])

    def score(self, a: Unit, b: Unit) -> tuple[float, dict]:
        """(score, the signals that made it)."""
        cached = self.cache.get((a.id, b.id))
        if cached is not None:
            return cached
        signals = {"words": self.words(a, b)}
        cites = jaccard(a.cites, b.cites)
        if cites is not None:
            signals["cites"] = cites
        numbers = jaccard(a.numbers, b.numbers)
        if numbers is not None:
            signals["numbers"] = numbers
        signals["length"] = min(a.length, b.length) / max(a.length, b.length, 1)
        signals["key"] = 1.0 if a.key == b.key and a.kind != "law" else 0.0  # Laws pair by number apart
        weights = {**WEIGHTS, "key": self.key_weight}
        result = (sum(weights[name] * value for name, value in signals.items()), signals)
        self.cache[(a.id, b.id)] = result
        return result

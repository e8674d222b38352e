"""Aligning two editions provision by provision: in order where the Laws kept their order, across
where they moved things.

Within each pair of matched parents (Law with Law, section with section) the children are aligned
as two sequences (a monotone alignment that maximises the summed score above a threshold, as
sequence aligners do); siblings left over on both sides pair across the order when their score is
high (16C and 16D swapped letters). Provisions left over anywhere are then offered to every unpaired
provision of the other edition (2007 Law 23 went to 2017 72C). A pair of parents recurses into
their children.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from .units import Unit

Score = Callable[[Unit, Unit], tuple[float, dict]]


@dataclass
class Thresholds:
    keep_order: float = 0.20  # two siblings pair with this much
    cross: float = 0.30  # siblings paired across the order (order-keeping mode)
    anywhere: float = 0.30  # a provision moved to another place
    law: float = 0.20  # Laws of the same number
    law_margin: float = 0.10  # ... unless the Law's text scores this much better elsewhere
    rivalry: float = 0.10  # a pair in order may score this much below either provision's best
    mutual: bool = True  # siblings pair best first (True) or by a monotone alignment with crossings after


@dataclass
class Pair:
    first: Unit
    second: Unit
    score: float
    signals: dict
    how: str  # "order", "crossed", "moved"


@dataclass
class Alignment:
    pairs: list[Pair] = field(default_factory=list)
    of_first: dict[str, Pair] = field(default_factory=dict)
    of_second: dict[str, Pair] = field(default_factory=dict)

    def add(self, pair: Pair) -> None:
        self.pairs.append(pair)
        self.of_first[pair.first.id] = pair
        self.of_second[pair.second.id] = pair


def monotone(first: list[Unit], second: list[Unit], score: Score, threshold: float,
             rivalry: float) -> list[tuple[int, int]]:
    """The order-keeping pairs (i, j) with the largest summed score above the threshold.

    A pair only counts when it is nearly the best either of its two provisions has among the other
    side's siblings: a weak pair in order must not block a strong one across the order (2007 12C1b
    is 2017 12C1e, while 2007 12C1e is gone)."""
    m, n = len(first), len(second)
    scores = [[score(a, b)[0] for b in second] for a in first]
    best_first = [max(row) for row in scores]
    best_second = [max(scores[i][j] for i in range(m)) for j in range(n)]
    gain = [[scores[i][j] - threshold if scores[i][j] >= max(best_first[i], best_second[j]) - rivalry else -1.0
             for j in range(n)] for i in range(m)]
    best = [[0.0] * (n + 1) for _ in range(m + 1)]
    for i in range(1, m + 1):
        row, above = best[i], best[i - 1]
        for j in range(1, n + 1):
            row[j] = max(above[j], row[j - 1], above[j - 1] + gain[i - 1][j - 1] if gain[i - 1][j - 1] > 0 else 0.0)
    pairs = []
    i, j = m, n
    while i and j:
        if best[i][j] == best[i - 1][j]:
            i -= 1
        elif best[i][j] == best[i][j - 1]:
            j -= 1
        else:
            pairs.append((i - 1, j - 1))
            i, j = i - 1, j - 1
    return pairs[::-1]


class Aligner:
    def __init__(self, first: dict[str, Unit], second: dict[str, Unit], score: Score,
                 thresholds: Thresholds | None = None):
        self.first = first
        self.second = second
        self.score = score
        self.thresholds = thresholds or Thresholds()
        self.result = Alignment()

    def run(self) -> Alignment:
        """Laws of the same number first, unless a Law's text is plainly elsewhere (2007 Law 23 is
        2017 72C); then everything left over, anywhere; a Law still alone pairs with its number."""
        laws = {unit.key.law: unit for unit in self.second.values() if unit.kind == "law"}
        first_laws = [unit for unit in self.first.values() if unit.kind == "law" and unit.key.law in laws]
        deferred = []
        candidates = [unit for unit in self.second.values() if unit.kind in ("law", "section")]
        for unit in first_laws:
            other = laws[unit.key.law]
            score, signals = self.score(unit, other)
            best_elsewhere = self.score.best_elsewhere(unit, [b for b in candidates if b is not other])
            if score >= self.thresholds.law and best_elsewhere < score + self.thresholds.law_margin:
                self.pair(unit, other, score, signals, "order")
            else:
                deferred.append((unit, other))
        self.anywhere()
        for unit, other in deferred:
            if unit.id not in self.result.of_first and other.id not in self.result.of_second:
                self.pair(unit, other, *self.score(unit, other), "order")
        return self.result

    def pair(self, a: Unit, b: Unit, score: float, signals: dict, how: str) -> None:
        self.result.add(Pair(a, b, score, signals, how))
        self.children(a.children, b.children)

    def children(self, first: list[Unit], second: list[Unit]) -> None:
        first = [u for u in first if u.id not in self.result.of_first]
        second = [u for u in second if u.id not in self.result.of_second]
        if not first or not second:
            return
        if self.thresholds.mutual:
            self.mutual_best(first, second)
            return
        matched = monotone(first, second, self.score, self.thresholds.keep_order, self.thresholds.rivalry)
        for i, j in matched:
            score, signals = self.score(first[i], second[j])
            self.pair(first[i], second[j], score, signals, "order")
        left = [u for u in first if u.id not in self.result.of_first]
        right = [u for u in second if u.id not in self.result.of_second]
        self.greedy(left, right, self.thresholds.cross, "crossed")

    def mutual_best(self, first: list[Unit], second: list[Unit]) -> None:
        """Siblings pair best first, each with the other's best partner among those still alone."""
        scores = {(a.id, b.id): self.score(a, b) for a in first for b in second}
        left, right = list(first), list(second)
        while left and right:
            best = max(((scores[(a.id, b.id)][0], -a.position, -b.position, a, b) for a in left for b in right),
                       key=lambda item: item[:3])
            score, _, _, a, b = best
            if score < self.thresholds.keep_order:
                break
            how = "order" if str(a.key)[len(str(a.parent.key)) if a.parent else 0:] == \
                str(b.key)[len(str(b.parent.key)) if b.parent else 0:] else "crossed"
            self.pair(a, b, score, scores[(a.id, b.id)][1], how)
            left.remove(a)
            right.remove(b)

    def greedy(self, left: list[Unit], right: list[Unit], threshold: float, how: str, shortlist: bool = False) -> None:
        candidates = []
        for a in left:
            for b in (self.score.likeliest(a, right) if shortlist else right):
                score, signals = self.score(a, b)
                if score >= threshold:
                    candidates.append((score, a.position, b.position, a, b, signals))
        candidates.sort(key=lambda item: (-item[0], item[1], item[2]))
        for score, _, _, a, b, signals in candidates:
            if a.id in self.result.of_first or b.id in self.result.of_second:
                continue
            self.pair(a, b, score, signals, how)

    def anywhere(self) -> None:
        """Provisions left over, offered to every provision left over on the other side."""
        left = [u for u in self.first.values() if u.id not in self.result.of_first
                and (u.parent is None or u.parent.id in self.result.of_first)]
        right = [u for u in self.second.values() if u.id not in self.result.of_second]
        self.greedy(left, right, self.thresholds.anywhere, "moved", shortlist=True)

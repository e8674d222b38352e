"""How much two provisions of different editions say the same: their words through the lexicon,
the Laws they cite, the numbers they state, their length.

Words: each unit is a vector of its terms weighted by rarity (idf squared: a provision is what it
says that others do not); a unit of the first edition is carried into the second edition's terms
through the lexicon, and the cosine is taken both ways. All the cosines of a pair of editions are
one product of sparse matrices (scipy), so scoring any pair later is a look-up.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np
from scipy import sparse

from .lexicon import Lexicon
from .units import EditionText, Unit

WEIGHTS = {"words": 1.0, "cites": 0.15, "numbers": 0.1, "length": 0.1, "cited_by": 0.3}
IDF_POWER = 2.0
SHORTLIST = 12  # candidates scored in full when a provision is looked for anywhere


def jaccard(a: frozenset, b: frozenset) -> float | None:
    return len(a & b) / len(a | b) if a or b else None


@dataclass
class Side:
    """One edition's units as rows: in their own terms, and carried into the other edition's terms."""

    rows: dict[str, int]  # unit id -> row
    own: sparse.csr_matrix  # units x own terms (idf^2)
    carried: sparse.csr_matrix  # units x the other edition's terms


@dataclass
class Vectors:
    """Units of one edition as rows of term weights: made once per edition and set of units."""

    terms: dict[str, int]
    matrix: sparse.csr_matrix


def vectors(text: EditionText, units: dict[str, Unit]) -> Vectors:
    key = tuple(units)
    found = text.vectors.get(key)
    if found is not None:
        return found
    terms = {term: position for position, term in enumerate(sorted({t for u in units.values() for t in u.whole}))}
    rows, cols, data = [], [], []
    for row, unit in enumerate(units.values()):
        for term in unit.whole:
            rows.append(row)
            cols.append(terms[term])
            data.append(text.idf.get(term, 1.0) ** IDF_POWER)
    matrix = sparse.csr_matrix((data, (rows, cols)), shape=(len(units), len(terms)), dtype=np.float64)
    text.vectors[key] = found = Vectors(terms, matrix)
    return found


def lexicon_matrix(lexicon: Lexicon, source: dict[str, int], target: dict[str, int]) -> sparse.csr_matrix:
    rows, cols, data = [], [], []
    for term, row in source.items():
        for other, strength in lexicon.translations(term).items():
            column = target.get(other)
            if strength and column is not None:
                rows.append(row)
                cols.append(column)
                data.append(strength)
    return sparse.csr_matrix((data, (rows, cols)), shape=(len(source), len(target)), dtype=np.float64)


def normalised(matrix: sparse.csr_matrix) -> sparse.csr_matrix:
    norms = np.sqrt(np.asarray(matrix.multiply(matrix).sum(axis=1)).ravel())
    norms[norms == 0] = 1.0
    return sparse.diags(1 / norms) @ matrix


class Scorer:
    """Scores pairs (first-edition unit, second-edition unit)."""

    def __init__(self, texts: tuple[EditionText, EditionText], units: tuple[dict[str, Unit], dict[str, Unit]],
                 lexicon: Lexicon, key_weight: float):
        self.key_weight = key_weight
        first, second = vectors(texts[0], units[0]), vectors(texts[1], units[1])
        first_terms, second_terms, first_own, second_own = first.terms, second.terms, first.matrix, second.matrix
        self.first_rows = {unit.id: row for row, unit in enumerate(units[0].values())}
        self.second_rows = {unit.id: row for row, unit in enumerate(units[1].values())}
        first_carried = first_own @ lexicon_matrix(lexicon, first_terms, second_terms)
        second_carried = second_own @ lexicon_matrix(lexicon.reversed(), second_terms, first_terms)
        there = normalised(first_carried) @ normalised(second_own).T
        back = normalised(second_carried) @ normalised(first_own).T
        self.words_matrix = ((there + back.T) / 2).toarray()
        self.matrices = (first_own, second_own, first_carried, second_carried)
        self.cache: dict[tuple[str, str], tuple[float, dict]] = {}

    @staticmethod
    def share(carried: sparse.csr_matrix, other_own: sparse.csr_matrix):
        totals = np.asarray(carried.sum(axis=1)).ravel()
        totals[totals == 0] = 1.0
        present = (other_own > 0).astype(np.float64)
        return (sparse.diags(1 / totals) @ carried @ present.T).toarray()

    def words(self, a: Unit, b: Unit) -> float:
        return float(self.words_matrix[self.first_rows[a.id], self.second_rows[b.id]])

    @cached_property
    def first_in_second(self):
        """Containment: the share of a unit's carried words that the other unit has at all."""
        first_own, second_own, first_carried, _ = self.matrices
        return self.share(first_carried, second_own)

    @cached_property
    def second_in_first(self):
        first_own, _, _, second_carried = self.matrices
        return self.share(second_carried, first_own)

    def contained(self, part: Unit, whole: Unit) -> float:
        """Share of `part`'s words found in `whole` (units of either edition, one of each)."""
        if part.id in self.first_rows:
            return float(self.first_in_second[self.first_rows[part.id], self.second_rows[whole.id]])
        return float(self.second_in_first[self.second_rows[part.id], self.first_rows[whole.id]])

    def likeliest(self, a: Unit, candidates: list[Unit], count: int = SHORTLIST) -> list[Unit]:
        """The candidates whose words are closest to `a`'s, best first (a shortlist to score in full)."""
        if not candidates:
            return []
        columns = np.array([self.second_rows[b.id] for b in candidates])
        row = self.words_matrix[self.first_rows[a.id], columns]
        return [candidates[i] for i in np.argsort(-row, kind="stable")[:count]]

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
        cited_by = jaccard(a.cited_by, b.cited_by)
        if cited_by is not None:
            signals["cited_by"] = cited_by
        signals["length"] = min(a.length, b.length) / max(a.length, b.length, 1)
        signals["key"] = 1.0 if a.key == b.key and a.kind != "law" else 0.0  # Laws pair by number apart
        weights = {**WEIGHTS, "key": self.key_weight}
        result = (sum(weights[name] * value for name, value in signals.items()), signals)
        self.cache[(a.id, b.id)] = result
        return result

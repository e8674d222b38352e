"""How much two provisions of different editions say the same, for every pair at once.

Words: each unit is a vector of its terms weighted by rarity (idf squared: a provision is what it
says that others do not); a unit of the first edition is carried into the second edition's terms
through the lexicon, and the cosine is taken both ways. Translation: the log-likelihood ratio per
word of a translation model (`translation`), which rates short provisions fairly. Then the Laws
they cite, the numbers they state, the sections that cite them, their length and their key. Every
signal is a matrix over all the pairs of two editions' units (scipy, numpy), so scoring is a look-up.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np
from scipy import sparse

from .lexicon import Lexicon
from .sentences import Said
from .term_columns import incidence, term_columns
from .translation import Model, translation_matrices
from .players import different
from .units import EditionText, Unit

WEIGHTS = {"words": 0.5, "translation": 0.4, "cites": 0.15, "numbers": 0.1, "length": 0.1, "cited_by": 0.3,
           "other_players": -0.3}  # about different players (`players`): any weight from 0.2 to 1 pairs Law 30 alike
TRANSLATION_CEILING = 4.0  # a log-likelihood ratio per word this high is a sure translation
IDF_POWER = 2.0
SETS = ("cites", "numbers", "cited_by")  # signals that are the overlap (Jaccard) of two sets, when either has any


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
    wholes = [unit.whole for unit in units.values()]
    terms = {term: position for position, term in enumerate(sorted(frozenset().union(*wholes)))}
    weight = [text.idf.get(term, 1.0) ** IDF_POWER for term in terms]
    indptr, indices = term_columns(wholes, terms)
    matrix = sparse.csr_matrix((np.array(weight, dtype=np.float64)[indices], indices, indptr),
                               shape=(len(units), len(terms)))
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


def dense_transpose(matrix: sparse.csr_matrix) -> np.ndarray:
    """The transpose as a dense array, for a product whose result is nearly dense (every pair of units shares
    some word): sparse times dense sums each cell's products in the same order as a sparse product, bit for
    bit, without building and adding the nearly dense sparse results (the words signal 35% less CPU). Not for
    the containments and likeness, made later beside every signal: their dense factors raised the
    concordance's peak memory (the build's) by 13 MB for a hundredth of a second."""
    return matrix.T.toarray()


def overlap(first: list[frozenset], second: list[frozenset]) -> tuple[np.ndarray, np.ndarray]:
    """(Jaccard of every pair of sets, whether either set has anything)."""
    index = {item: i for i, item in enumerate(sorted({x for s in first + second for x in s}))}
    a, b = incidence(first, index), incidence(second, index)
    shared = (a @ b.T).tocoo()  # most pairs share nothing: the quotient is taken at the others alone
    sizes = np.asarray(a.sum(axis=1)).ravel(), np.asarray(b.sum(axis=1)).ravel()
    jaccard = np.zeros((len(first), len(second)))
    rows, columns = shared.row, shared.col
    jaccard[rows, columns] = shared.data / (sizes[0][rows] + sizes[1][columns] - shared.data)
    return jaccard, np.logical_or.outer(sizes[0] > 0, sizes[1] > 0)


def translations(first: list[Unit], second: list[Unit], model: Model | None,
                 sentences: tuple | None) -> tuple[np.ndarray, Said | None]:
    """The translation signal of every pair of provisions and, when asked, of every pair of the given
    sentences of the two editions (`sentences`: old, new, and the old edition's footnotes' sentences, read as
    the old ones are), read by one model, whose costly part they share."""
    if not sentences:
        return translation_matrices(model, (first, second))[0], None
    old, new, notes = sentences
    provisions, said, noted = translation_matrices(model, (first, second), (old, new), (notes, new))
    return provisions, Said(old, new, said, notes, noted)


@dataclass
class SentenceScores:
    """A `Said`'s scores and the columns of each new provision's sentences: what a bridge's are read for."""

    scores: np.ndarray
    of_new_key: dict[str, list[int]]


@dataclass(eq=False)
class PairScores:
    """Every pair's signals and their weighted sum, by unit id, without the units, lexicon and matrices they
    were made from: all a bridge's scorer is read for (`align_pair.Bridged`), and small enough to cache."""

    first_rows: dict[str, int]
    second_rows: dict[str, int]
    signals: dict[str, np.ndarray]
    present: dict[str, np.ndarray]
    total: np.ndarray
    sentences: Said | SentenceScores | None

    def row(self, a: Unit) -> int:
        return self.first_rows[a.id]

    def column(self, b: Unit) -> int:
        return self.second_rows[b.id]

    def signals_of(self, a: Unit, b: Unit) -> dict[str, float]:
        i, j = self.row(a), self.column(b)
        return {name: float(value[i, j]) for name, value in self.signals.items()
                if name not in self.present or self.present[name][i, j]}

    def __getstate__(self) -> dict:
        """Pickled with the overlaps and the key signal (nearly all zeros) as their non-zero cells and the
        overlaps' presence as bits: 48 -> 27 MB for cs-2007 against ru-2017; read back exactly."""
        state = dict(self.__dict__, signals=dict(self.signals), present={n: bits(v) for n, v in self.present.items()})
        for name in (*SETS, "key", "other_players"):
            state["signals"][name] = cells(state["signals"][name])
        return state

    def __setstate__(self, state: dict) -> None:
        state["signals"] = {name: from_cells(*value) if isinstance(value, tuple) else value
                            for name, value in state["signals"].items()}
        state["present"] = {name: from_bits(*value) for name, value in state["present"].items()}
        self.__dict__.update(state)


def cells(matrix: np.ndarray) -> tuple:
    rows, columns = np.nonzero(matrix)
    return matrix.shape, rows, columns, matrix[rows, columns]


def from_cells(shape: tuple[int, int], rows: np.ndarray, columns: np.ndarray, values: np.ndarray) -> np.ndarray:
    matrix = np.zeros(shape, dtype=values.dtype)
    matrix[rows, columns] = values
    return matrix


def bits(matrix: np.ndarray) -> tuple:
    return matrix.shape, np.packbits(matrix, axis=None)


def from_bits(shape: tuple[int, int], packed: np.ndarray) -> np.ndarray:
    return np.unpackbits(packed, count=shape[0] * shape[1]).reshape(shape).astype(bool)


class Scorer(PairScores):
    """Every pair (first-edition unit, second-edition unit): its signals and their weighted sum."""

    def __init__(self, texts: tuple[EditionText, EditionText], units: tuple[dict[str, Unit], dict[str, Unit]],
                 lexicon: Lexicon, model: Model | None, key_weight: float, sentences: tuple | None = None):
        first, second = list(units[0].values()), list(units[1].values())
        self.forward, self.backward, self.idf = lexicon, lexicon.reversed, (texts[0].idf, texts[1].idf)
        self.first_rows = {unit.id: row for row, unit in enumerate(first)}
        self.second_rows = {unit.id: row for row, unit in enumerate(second)}
        first_vectors, second_vectors = vectors(texts[0], units[0]), vectors(texts[1], units[1])
        first_own, second_own = first_vectors.matrix, second_vectors.matrix
        first_carried = first_own @ lexicon_matrix(lexicon, first_vectors.terms, second_vectors.terms)
        second_carried = second_own @ lexicon_matrix(self.backward, second_vectors.terms, first_vectors.terms)
        there = normalised(first_carried) @ dense_transpose(normalised(second_own))
        back = normalised(second_carried) @ dense_transpose(normalised(first_own))
        self.matrices = (first_own, second_own, first_carried, second_carried)
        self.signals: dict[str, np.ndarray] = {"words": (there + back.T) / 2}
        self.present: dict[str, np.ndarray] = {}
        translation, self.sentences = translations(first, second, model, sentences)
        self.signals["translation"] = np.clip(translation / TRANSLATION_CEILING, 0, 1)
        for name in SETS:
            self.signals[name], self.present[name] = overlap([getattr(u, name) for u in first],
                                                             [getattr(u, name) for u in second])
        lengths = (np.array([u.length for u in first], dtype=float), np.array([u.length for u in second], dtype=float))
        self.signals["length"] = np.minimum.outer(*lengths) / np.maximum(np.maximum.outer(*lengths), 1)
        self.signals["other_players"] = different(first, second)  # bools: an eighth of float64 (the build's peak)
        keys = {str(unit.key): row for row, unit in enumerate(second) if unit.kind != "law"}  # Laws pair apart
        same_key = np.zeros((len(first), len(second)))
        for row, unit in enumerate(first):
            if unit.kind != "law" and str(unit.key) in keys:
                same_key[row, keys[str(unit.key)]] = 1.0
        self.signals["key"] = same_key
        weights = {**WEIGHTS, "key": key_weight}
        self.total = sum(weights[name] * (value * self.present[name] if name in self.present else value)
                         for name, value in self.signals.items())

    def pair_scores(self) -> PairScores:
        said = self.sentences
        return PairScores(self.first_rows, self.second_rows, self.signals, self.present, self.total,
                          SentenceScores(said.scores, said.of_new_key) if said is not None else None)

    def alike_to(self, a: Unit, others: list[Unit]) -> np.ndarray:
        """How much a provision of the first edition says what each of `others` of its edition says (cosine of
        their words, rare words weighing more): a provision said twice. Read as one row's cells: the aligner
        asks it of each provision left over against every pair kept at its key."""
        columns = np.fromiter((self.first_rows[other.id] for other in others), dtype=np.intp, count=len(others))
        return self.first_alike[self.first_rows[a.id], columns]

    @cached_property
    def first_alike(self) -> np.ndarray:
        own = normalised(self.matrices[0])
        return (own @ own.T).toarray()

    @staticmethod
    def share(carried: sparse.csr_matrix, other_own: sparse.csr_matrix) -> np.ndarray:
        totals = np.asarray(carried.sum(axis=1)).ravel()
        totals[totals == 0] = 1.0
        present = (other_own > 0).astype(np.float64)
        return (sparse.diags(1 / totals) @ carried @ present.T).toarray()

    @cached_property
    def first_in_second(self) -> np.ndarray:
        """Containment: the share of a unit's carried words that the other unit has at all."""
        _, second_own, first_carried, _ = self.matrices
        return self.share(first_carried, second_own)

    @cached_property
    def second_in_first(self) -> np.ndarray:
        first_own, _, _, second_carried = self.matrices
        return self.share(second_carried, first_own)

    def lead_contained(self, lead: Unit, source: Unit) -> float:
        """Share (by rarity) of a second-edition unit's own words, not its parts', that a first-edition
        unit's own text says: where a new lead text came from."""
        return self.own_share(lead, source, self.backward, self.idf[1])

    def lead_said(self, lead: Unit, whole: Unit) -> float:
        """Share (by rarity) of a first-edition unit's own words, not its parts', that a second-edition unit's
        own text says: where an old lead text went (1997 64A2's, with its item (i), into 2017 64A2)."""
        return self.own_share(lead, whole, self.forward, self.idf[0])

    @staticmethod
    def own_share(unit: Unit, other: Unit, lexicon: Lexicon, idf: dict[str, float]) -> float:
        weights = {term: idf.get(term, 1.0) ** IDF_POWER for term in unit.own}
        found = sum(weight for term, weight in weights.items()
                    if any(said in other.own for said in lexicon.translations(term)))
        return found / sum(weights.values()) if weights else 0.0

    def containments(self, part: Unit, wholes: list[Unit]) -> np.ndarray:
        """Share of a first-edition unit's words found in each of the second-edition units."""
        columns = np.array([self.second_rows[whole.id] for whole in wholes], dtype=int)
        return self.first_in_second[self.first_rows[part.id], columns]

    def contained(self, part: Unit, whole: Unit) -> float:
        """Share of `part`'s words found in `whole` (units of either edition, one of each)."""
        if part.id in self.first_rows:
            return float(self.first_in_second[self.first_rows[part.id], self.second_rows[whole.id]])
        return float(self.second_in_first[self.second_rows[part.id], self.first_rows[whole.id]])

"""How likely one provision is a translation of another: IBM Model 1 learned from the paired texts.

The learned lexicon (`lexicon`) links a term to a few others and compares provisions by cosine,
which rates a pair of short provisions low even when every word translates. A translation model
says more: trained by EM on the same parallel pairs, t(f|e) is how often a term of one edition
renders a term of the other, many-to-many (a Czech lemma may be two Polish ones). A provision b is
then scored against a as the mean, over b's terms, of log t(b's term | a's terms) against the
term's plain frequency: the log-likelihood ratio per word, ~2 for a translation, ~0 for unrelated
text of the same Law. Terms seen in fewer than two pairs are left out (they would confirm that very
pair), and so are terms the model never saw.

The model learns from the provisions that kept their key, wrong pairs among them (2007 12C1b and 2017
12C1b say different rules): a model that learned from a pair confirms it. So a provision is read by the
model with the pairs of its own fold of Laws left out of the last M-step (a jackknife: one EM over all
pairs, 16 normalisations): no pair teaches its own score. A fold holding most of the pairs (a text of
one Law) is read by the whole model, there being no other.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import numpy as np
from scipy import sparse

from .term_columns import incidence
from .units import Unit

ITERATIONS = 5
MIN_PAIRS = 2
FLOOR = 1e-3  # the probability of a term no term of the other provision translates
FOLDS = 16  # Laws n, n + 16, n + 32 ... are one fold: a provision is read by the model its fold did not teach


def expected_counts(pairs: list[tuple[list[str], list[str]]], source: list[str],
                    target: list[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """EM for t(target term | source term) over the pairs, up to the last E-step: (the expected counts of
    every (source + NULL) x target cell, and for each (occurrence, source term) triple its cell, its
    expected count and its pair), so that the last M-step can leave pairs out.

    Each target word of a pair is one "occurrence", explained by every source term of its pair: the
    triples are laid out once, and each EM step is two sums over them (numpy bincount)."""
    sources = incidence([first for first, _ in pairs], {term: i for i, term in enumerate(source)}, null=True)
    targets = incidence([second for _, second in pairs], {term: i for i, term in enumerate(target)}).tocoo()
    per_pair = np.diff(sources.indptr)
    repeat = per_pair[targets.row]  # each target word, once per source term of its pair
    occurrence = np.repeat(np.arange(len(targets.row)), repeat)
    starts = np.repeat(sources.indptr[targets.row], repeat)
    offsets = np.arange(len(occurrence)) - np.repeat(np.cumsum(repeat) - repeat, repeat)
    source_of, target_of = sources.indices[starts + offsets], np.repeat(targets.col, repeat)
    width = len(target)
    cell = source_of * width + target_of
    p = np.ones(len(cell))  # t(target | source) of each triple's cell: the M-step read at those cells alone
    for iteration in range(ITERATIONS):
        share = p / np.bincount(occurrence, weights=p, minlength=len(targets.row))[occurrence]
        counts = np.bincount(cell, weights=share, minlength=(len(source) + 1) * width)
        if iteration < ITERATIONS - 1:
            totals = counts.reshape(-1, width).sum(axis=1)
            p = counts[cell] / np.where(totals > 0, totals, 1.0)[source_of]
    return counts, cell, share, np.repeat(targets.row, repeat)


def normalised(counts: np.ndarray, width: int) -> np.ndarray:
    """The M-step: counts per cell -> t(target | source), a (sources + NULL) x targets array."""
    counts = counts.reshape(-1, width)
    totals = counts.sum(axis=1, keepdims=True)
    return counts / np.where(totals > 0, totals, 1.0)


def frequent_terms(pairs: list[tuple[Unit, Unit]], side: int) -> list[list[str]]:
    """Each pair's terms on one side, without those seen in fewer than MIN_PAIRS pairs."""
    counts = Counter(term for pair in pairs for term in pair[side].own)
    return [[term for term in pair[side].own if counts[term] >= MIN_PAIRS] for pair in pairs]


def fold_of(unit: Unit) -> int:
    return unit.key.law % FOLDS


@dataclass
class Model:
    """t(f|e) learned by EM over the seed pairs, kept up to its last E-step so that each fold of Laws can
    be read by the model the other folds taught (`expected_counts`). Kept for the build's next alignment of the
    same texts (`learned`), so kept small: the counts as their non-zero cells (5 -> 0.7 MB for cs-2007 against
    ru-2017), each triple's fold in a byte."""

    counts: sparse.csr_matrix  # (sources + NULL) x targets
    cell: np.ndarray
    share: np.ndarray
    seed_folds: np.ndarray  # each triple's seed pair's fold
    source_index: dict[str, int]
    target_index: dict[str, int]

    def scores(self, *batches: tuple[list, list]) -> list[np.ndarray]:
        """For each batch (first, second), score[i, j]: how well first[i]'s terms explain second[j]'s, per
        word of second[j]; first[i] read by the model without the seed pairs of its own fold of Laws
        (anything with `whole` terms and a `key`: provisions, or their sentences). The batches share each
        fold's model, the costly part."""
        width = len(self.target_index)
        read = [Reading(self, first, second) for first, second in batches]
        counts = self.counts.toarray()
        probabilities = normalised(counts, width)  # the whole model; each fold's own rows made again
        source_of = self.cell // width
        for fold in sorted(set().union(*(set(reading.folds.tolist()) for reading in read))):
            mine = self.seed_folds == fold
            if mine.sum() * 2 > len(mine):  # a fold with most of the pairs (one Law alone) is read by them all
                mine[:] = False
            rows, local = np.unique(source_of[mine], return_inverse=True)  # the source terms its pairs taught
            whole = probabilities[rows]
            left = counts[rows] - np.bincount(
                local * width + self.cell[mine] % width, weights=self.share[mine], minlength=len(rows) * width
            ).reshape(-1, width)
            probabilities[rows] = normalised(left, width)  # only these rows change without the fold's pairs
            for reading in read:
                reading.fold(fold, probabilities)
            probabilities[rows] = whole
        return [reading.out for reading in read]


class Reading:
    """One batch of `Model.scores`: its texts as term shares, filled fold by fold."""

    def __init__(self, model: Model, first: list, second: list):
        said = incidence([unit.whole for unit in second], model.target_index)
        frequency = np.asarray(said.sum(axis=0)).ravel() + 1
        self.background = np.log(frequency / frequency.sum())
        self.said = sparse.diags(1 / np.maximum(1, np.asarray(said.sum(axis=1)).ravel())) @ said
        given = incidence([unit.whole for unit in first], model.source_index, null=True)
        self.given = sparse.diags(1 / np.asarray(given.sum(axis=1)).ravel()) @ given  # each text's terms, as shares
        self.folds = np.array([fold_of(unit) for unit in first], dtype=np.int64)
        self.out = np.zeros((len(first), len(second)))

    def fold(self, fold: int, probabilities: np.ndarray) -> None:
        members = np.flatnonzero(self.folds == fold)
        if len(members):
            explained = self.given[members] @ probabilities  # members x target terms: mean t(f | its terms)
            self.out[members] = (self.said @ (np.log(explained + FLOOR) - self.background).T).T


def learn_model(seeds: list[tuple[Unit, Unit]]) -> Model | None:
    """The model of the seed pairs (None: no term is in two pairs, nothing is learned)."""
    pairs = list(zip(frequent_terms(seeds, 0), frequent_terms(seeds, 1)))
    source = sorted({t for pair in pairs for t in pair[0]})
    target = sorted({t for pair in pairs for t in pair[1]})
    if not target:
        return None
    counts, cell, share, pair_of = expected_counts(pairs, source, target)
    seed_folds = np.array([fold_of(a) for a, _ in seeds], dtype=np.int8)[pair_of]
    return Model(sparse.csr_matrix(counts.reshape(-1, len(target))), cell, share, seed_folds,
                 {term: i for i, term in enumerate(source)}, {term: i for i, term in enumerate(target)})


def translation_matrices(model: Model | None, *batches: tuple[list, list]) -> list[np.ndarray]:
    """For each batch (first, second): the log-likelihood ratio per word of second[j] being a translation of
    first[i], read by the model of the seeds (`learn_model`; all 0 where it learned nothing, or a side is
    empty). One way only: the model the other way round was measured to add nothing (tuning half of the gold)
    at twice the cost."""
    wanted = [i for i, (first, second) in enumerate(batches) if first and second]
    out = [np.zeros((len(first), len(second))) for first, second in batches]
    if model is not None and wanted:
        for i, matrix in zip(wanted, model.scores(*(batches[i] for i in wanted))):
            out[i] = matrix
    return out

"""The assignment of largest total gain (`concordance.matching`): the best pairs on made-up gains, and
the concordance imports no scipy.sparse.csgraph for it (with scipy.linalg, more than every matching a
first build makes)."""

from __future__ import annotations

import itertools
import subprocess
import sys

import numpy as np

from lawbase.concordance.matching import assignment


def best_total(gain: np.ndarray) -> float:
    """Every way of pairing rows with columns (or leaving them alone), tried: the largest total gain."""
    rows, columns = gain.shape
    best = 0.0
    for chosen in itertools.product(range(-1, columns), repeat=rows):
        taken = [column for column in chosen if column >= 0]
        if len(taken) == len(set(taken)) and all(gain[row, column] > 0 for row, column in enumerate(chosen)
                                                  if column >= 0):
            best = max(best, sum(gain[row, column] for row, column in enumerate(chosen) if column >= 0))
    return best


def test_the_pairs_of_largest_total_gain():
    generator = np.random.default_rng(17)
    for _ in range(300):
        gain = np.round(generator.normal(size=tuple(generator.integers(1, 5, size=2))) - 0.3, 1)  # ties too
        pairs = assignment(gain)
        assert len({i for i, _ in pairs}) == len({j for _, j in pairs}) == len(pairs) == len(set(pairs))
        assert all(gain[i, j] > 0 for i, j in pairs) and pairs == sorted(pairs)
        assert abs(sum(gain[i, j] for i, j in pairs) - best_total(gain)) < 1e-9, gain


def test_a_row_gives_up_its_best_column_when_the_whole_gains():
    """Row 0 prefers column 0, but row 1 has nothing else: 0.9 + 0.8 beats 1.0 alone; nothing pairs at a
    loss, and a gain matrix with no positive cell pairs nothing."""
    assert assignment(np.array([[1.0, 0.9], [0.8, -0.1]])) == [(0, 1), (1, 0)]
    assert assignment(np.array([[0.5, -1.0], [0.6, -0.2]])) == [(1, 0)]
    assert assignment(-np.ones((3, 2))) == []


def test_the_concordance_does_not_import_scipy_csgraph():
    loaded = subprocess.run([sys.executable, "-c", "import sys, lawbase.concordance; "
                             "print(sorted(m for m in sys.modules if m.startswith(('scipy.sparse.csgraph', "
                             "'scipy.linalg'))))"], capture_output=True, text=True, check=True)
    assert loaded.stdout.strip() == "[]"

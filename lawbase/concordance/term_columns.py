"""Sets of terms as the rows of a CSR matrix over a column index, laid out by numpy.

Every matrix the concordance multiplies (term vectors, the translation model's texts, the lexicon's
co-occurrences, the cited Laws and numbers) starts as one row of column numbers per unit. Looked up and
sorted set by set in Python, those rows were about a fifth of the scorers' and the learning's time; here each
term is looked up once (`dict.get` over the chained sets) and the rows are sorted at once, by row and column.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from itertools import chain, repeat

import numpy as np
from scipy import sparse


def term_columns(sets: Sequence[Collection], index: dict, null: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """(indptr, indices) of the rows: each set's terms found in `index`, as their columns in ascending order
    (as scipy's own conversion leaves them), and with `null` a last column, `len(index)`, in every row."""
    lengths = np.fromiter(map(len, sets), dtype=np.int64, count=len(sets))
    columns = np.fromiter(map(index.get, chain.from_iterable(sets), repeat(-1)), dtype=np.int64,
                          count=int(lengths.sum()))
    rows = np.repeat(np.arange(len(sets), dtype=np.int64), lengths)
    found = columns >= 0
    rows, columns = rows[found], columns[found]
    width = len(index) + 1
    if null:
        rows = np.concatenate([rows, np.arange(len(sets), dtype=np.int64)])
        columns = np.concatenate([columns, np.full(len(sets), len(index), dtype=np.int64)])
    cells = np.sort(rows * width + columns)
    indptr = np.zeros(len(sets) + 1, dtype=np.int64)
    np.cumsum(np.bincount(cells // width, minlength=len(sets)), out=indptr[1:])
    return indptr, cells % width


def incidence(sets: Sequence[Collection], index: dict, null: bool = False) -> sparse.csr_matrix:
    """Which terms each set has (with a last column for NULL, the empty word, if asked), ones in a CSR matrix."""
    indptr, indices = term_columns(sets, index, null)
    return sparse.csr_matrix((np.ones(len(indices)), indices, indptr), shape=(len(sets), len(index) + null))

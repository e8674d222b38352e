"""The assignment of largest total gain between two editions' provisions, in plain Python.

Successive shortest augmenting paths with prices (Jonker and Volgenant's method, as in every text on the
assignment problem): each row in turn is added along the path that raises the total gain most, the prices
keeping every edge's reduced cost non-negative, so each path is found by Dijkstra's reading. Only pairs
of positive gain are edges - on the corpus about one in six - and a row may stay alone at no cost, so the
whole is a few hundred steps. It replaces scipy's `min_weight_full_bipartite_matching`, whose import
(`scipy.sparse.csgraph`, which brings `scipy.linalg`) cost every first build more than all its matchings.
"""

from __future__ import annotations

import math

import numpy as np


def assignment(gain: np.ndarray) -> list[tuple[int, int]]:
    """The pairs (i, j) of largest total positive gain, each row and column used once, by row."""
    width = gain.shape[1]
    rows, columns = np.nonzero(gain > 0)
    edges: dict[int, list[tuple[int, float]]] = {}
    for row, column, value in zip(rows.tolist(), columns.tolist(), gain[rows, columns].tolist()):
        edges.setdefault(row, []).append((column, -value))
    for row, reach in edges.items():
        reach.append((width + row, 0.0))  # the row left alone: a column of its own, at no cost
    return sorted((row, column) for row, column in cheapest_columns(edges).items() if column < width)


def cheapest_columns(edges: dict[int, list[tuple[int, float]]]) -> dict[int, int]:
    """Each row's column in the assignment of least total cost (`edges`: row -> (column, cost); every row
    has a column no other row reaches, so every row is assigned)."""
    row_price: dict[int, float] = {}
    column_price: dict[int, float] = {}
    owner: dict[int, int] = {}
    column_of: dict[int, int] = {}
    for start in edges:
        distance: dict[int, float] = {}
        reached_from: dict[int, int] = {}
        settled: set[int] = set()
        row, reach = start, 0.0
        while True:  # Dijkstra over reduced costs, until a column nobody owns
            base = reach - row_price.get(row, 0.0)
            for column, cost in edges[row]:
                through = base + cost - column_price.get(column, 0.0)
                if column not in settled and through < distance.get(column, math.inf):
                    distance[column], reached_from[column] = through, row
            sink = min((column for column in distance if column not in settled), key=lambda c: (distance[c], c))
            reach = distance[sink]
            settled.add(sink)
            if sink not in owner:
                break
            row = owner[sink]
        row_price[start] = reach
        for column in settled:  # the prices that keep every reduced cost non-negative
            slack = reach - distance[column]
            if column != sink:
                row_price[owner[column]] += slack
            column_price[column] = column_price.get(column, 0.0) - slack
        column = sink
        while True:  # the path, back to the row it started from
            row = reached_from[column]
            owner[column] = row
            column_of[row], column = column, column_of.get(row, -1)
            if row == start:
                break
    return column_of

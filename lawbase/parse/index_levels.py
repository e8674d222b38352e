"""Recovering the two levels of a back-of-book index whose indentation was lost.

A printed index lists main entries in alphabetical order, and under each main entry its
sub-entries, again in alphabetical order. Flattened to plain lines, the levels are gone, but the
order remains: we choose the main entries so that both orders hold as well as possible (a small
dynamic programme over the lines), preferring a main entry at every line the order allows, and
taking any surviving layout hint (a Markdown heading, a table header row, indentation) as given.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

ORDER_PENALTY = 4.0  # two neighbouring sub-entries out of alphabetical order
MAIN_ORDER_PENALTY = 1000.0  # main entries out of order: the whole index is one alphabet
MAIN_GAIN = 1.0  # every line that can be a main entry should be one
SAME_HEAD_PENALTY = 2.0  # "Dziadek dysponuje ..." right under "Dziadek" reads as its sub-entry
INDENT_PENALTY = 3.0  # an indented line is a sub-entry unless the order forbids it
HEADING_BONUS = 1.0  # a line without targets heads a group of sub-entries
WINDOW = 120  # the longest run of sub-entries considered under one main entry


@dataclass
class IndexLine:
    line: int
    term: str
    targets: list[str]
    see: str | None = None
    forced_main: bool = False
    indented: bool = False
    groups: list[list[str]] | None = None  # target groups of a line that runs several entries together
    own_term: bool = False  # a cross-entry that is an entry of its own ("Alert – patrz Alert"), not a "see also"


def _head(term: str) -> str:
    return term.split(",")[0].split()[0].casefold() if term.split() else ""


def assign_levels(entries: list[IndexLine], collation: Callable[[str], tuple]) -> dict[int, int]:
    """Level 0 (main entry) or 1 (sub-entry) for each entry, keyed by id(entry)."""
    count = len(entries)
    if not count:
        return {}
    keys = [collation(entry.term) for entry in entries]
    ordered = sorted(set(keys))
    rank = {key: position for position, key in enumerate(ordered)}
    ranks = [rank[key] for key in keys]  # compared as the keys are, but as integers
    heads = [_head(entry.term) for entry in entries]
    # disorder[t]: number of adjacent pairs out of order among entries[0..t]
    disorder = [0] * (count + 1)
    for t in range(1, count):
        disorder[t + 1] = disorder[t] + (1 if keys[t] < keys[t - 1] else 0)

    def run_disorder(first: int, last: int) -> int:
        """Out-of-order adjacent pairs inside entries[first..last] (inclusive)."""
        if last - first < 1:
            return 0
        return disorder[last + 1] - disorder[first + 1]

    def own_gain(index: int) -> float:
        """A line's gain as a main entry, before the main entry above it is known."""
        entry = entries[index]
        value = MAIN_GAIN
        if entry.indented:
            value -= INDENT_PENALTY
        if not entry.targets:
            value += HEADING_BONUS
        return value

    forced = [entry.forced_main for entry in entries]
    next_forced = [count] * (count + 1)
    for index in range(count - 1, -1, -1):
        next_forced[index] = index if forced[index] else next_forced[index + 1]

    # every score is a sum of whole numbers, so the terms may be added in any order with the same result
    unreachable = float("-inf")
    best = [unreachable] * count
    back = [-1] * count
    best[0] = own_gain(0)
    for j in range(1, count):
        gain, head, position, before = own_gain(j), heads[j], ranks[j], disorder[j]
        top, came_from = unreachable, -1
        for i in range(max(0, j - WINDOW), j):
            score = best[i]
            if score == unreachable or next_forced[i + 1] < j:
                continue  # a forced main entry cannot sit inside a run of sub-entries
            score += gain
            if heads[i] == head:
                score -= SAME_HEAD_PENALTY
            if position <= ranks[i]:
                score -= MAIN_ORDER_PENALTY
            if j - i > 2:  # the sub-entries between them, out of order
                score -= ORDER_PENALTY * (before - disorder[i + 2])
            if score > top:
                top, came_from = score, i
        best[j], back[j] = top, came_from
    # the last main entry: its sub-entries run to the end
    final, final_score = 0, float("-inf")
    for i in range(max(0, count - WINDOW), count):
        if best[i] == float("-inf") or next_forced[i + 1] < count:
            continue
        score = best[i] - ORDER_PENALTY * run_disorder(i + 1, count - 1)
        if score > final_score:
            final, final_score = i, score
    if final_score == float("-inf"):  # longer runs than the window: fall back to the best reachable
        final = max(range(count), key=lambda i: best[i])
    mains = set()
    index = final
    while index >= 0:
        mains.add(index)
        index = back[index]
    return {id(entry): 0 if position in mains else 1 for position, entry in enumerate(entries)}

"""A back-of-book index line that runs several entries together, split back into its entries.

The Polish index lost some line breaks: `Tempo i sposób działania Celowe odstępstwo … Zmylenie<TAB>73D
73D2, 73E2 73C, 73D1 …` is five entries, their terms run together before the tab and their target
groups after it (a group's own targets joined by commas, groups by spaces). Terms start with a capital
letter, so the line is cut at capitals into as many terms as there are target groups (or one more: a
main entry without targets heading its sub-entries), cross-entries (`Alert – patrz Alert`) kept whole,
and of the cuts the one whose sub-entries keep the alphabetical order is taken.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations
from typing import Callable

DASHES = "–—-"
MOST_CUTS = 12  # longer runs of capitals are left whole (and reported)


@dataclass
class Entry:
    term: str
    targets: list[str]
    see: str | None = None
    see_word: str = ""  # as printed: "– patrz"


def cross_spans(words: list[str], see_words: set[str], known: set[str], fold: Callable[[str], str]) -> list[tuple[int, int]]:
    """(first, end) word indexes of each `– patrz X` inside the words; X is the longest run of words that
    names a known entry (else one word)."""
    spans = []
    index = 0
    while index < len(words) - 2:
        if words[index] in DASHES and fold(words[index + 1]) in see_words:
            end = index + 3
            for stop in range(len(words), index + 2, -1):
                if fold(" ".join(words[index + 2:stop])) in known:
                    end = stop
                    break
            spans.append((index, end))
            index = end
        else:
            index += 1
    return spans


def pieces(words: list[str], cuts: tuple[int, ...], spans: list[tuple[int, int]]) -> list[Entry] | None:
    """The entries made by cutting before the given word indexes; None when a cut falls inside a
    cross-entry or a cross-entry does not end its piece."""
    bounds = list(cuts) + [len(words)]
    out = []
    for start, end in zip(bounds, bounds[1:]):
        inside = [span for span in spans if start <= span[0] < end]
        if any(not (start < first and stop == end) for first, stop in inside) or len(inside) > 1:
            return None
        if inside:
            first, stop = inside[0]
            out.append(Entry(" ".join(words[start:first]), [], " ".join(words[first + 2:stop]),
                             f"{words[first]} {words[first + 1]}"))
        else:
            out.append(Entry(" ".join(words[start:end]), []))
    return out


def split_run(term: str, groups: list[list[str]], see_words: set[str], known: set[str],
              fold: Callable[[str], str], collation: Callable[[str], tuple]) -> list[Entry] | None:
    """The entries a run-together line holds, or None when no cut gives one term per target group."""
    words = term.split()
    spans = cross_spans(words, see_words, known, fold)
    in_span = {position for first, stop in spans for position in range(first, stop)}
    capitals = [position for position, word in enumerate(words)
                if position and word[:1].isupper() and position not in in_span]
    if len(capitals) > MOST_CUTS:
        return None
    best: tuple | None = None
    for count in range(len(capitals) + 1):
        for chosen in combinations(capitals, count):
            entries = pieces(words, (0, *chosen), spans)
            if entries is None:
                continue
            plain = [entry for entry in entries if entry.see is None]
            heading = len(plain) == len(groups) + 1 and entries[0].see is None
            if len(plain) != len(groups) and not heading:
                continue
            for entry, group in zip(plain[1:] if heading else plain, groups):
                entry.targets = list(group)
            keys = [collation(entry.term) for entry in entries[1:]]
            disorder = sum(1 for first, second in zip(keys, keys[1:]) if second < first)
            score = (disorder, -len(entries))
            if best is None or score < best[0]:
                best = (score, entries)
    return best[1] if best else None


def target_groups(tail: str, target: str) -> list[list[str]] | None:
    """`6 6D3, 22A, 86A 6D` -> [["6"], ["6D3", "22A", "86A"], ["6D"]]: commas join a group, spaces
    part groups; None when the tail is not targets."""
    one = rf"(?:{target})"
    if not re.fullmatch(rf"{one}(?:(?:\s*,\s*|\s+){one})*", tail, re.IGNORECASE):
        return None
    groups: list[list[str]] = [[]]
    position = 0
    finder = re.compile(rf"\s*(,)?\s*({one})", re.IGNORECASE)
    while position < len(tail):
        match = finder.match(tail, position)
        if match is None:
            return None
        if match.start(2) > 0 and not match.group(1) and groups[-1]:
            groups.append([])
        groups[-1].append(match.group(2).strip())
        position = match.end()
    return groups

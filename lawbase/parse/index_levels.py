"""Recovering the two levels of a back-of-book index whose indentation was lost.

A printed index lists main entries in alphabetical order, and under each main entry its
sub-entries, again in alphabetical order. Flattened to plain lines, the levels are gone, but the
order remains: we choose the main entries so that both orders hold as well as possible (a small
dynamic programme over the lines), preferring a main entry at every line the order allows, and
taking any surviving layout hint (a Markdown heading, a table header row, indentation) as given.

The order is read two ways, as indexes are sorted both ways (`Gra premiowa` before `Gracze` word
by word; `Średnia plus` before `Średni zapis`, `Zapisowy` before `Zapis zerowy` letter by letter):
a main entry is in order when it sorts after the main entry above it word by word, or, at a small
cost, letter by letter. What the order leaves open, the entries' shape decides:
- an entry followed by its "see also" (`Patrz też`, `Viz také`) is a main entry;
- an entry without targets heads sub-entries, unless it is only a cross-reference (`Konwencja` /
  `Patrz Uzgodnienia partnerów`): that has no sub-entries, and as such entries are the ones printed
  out of place (`Rozjemczy, wynik` before `Rozgrywający`), the main entry after one need only sort
  after the one above it (the misplaced entry is reported);
- a cross-reference to itself, or to itself under the entry above (`Właściwa – patrz Właściwa procedura`
  under `Procedura`, `Správný` / `Viz Správný postup` under `Postup`), is a sub-entry's;
- a line saying something of the line above in a phrase (`Dziadek`, `Dziadek dysponuje nienazwaną
  kartę`) reads as its sub-entry, one more word makes a term of its own (`Kontrakt skontrowany`), and
  two entries sharing a first word only (`Punkty za lewy`, `Punkty zapisowe`) are siblings;
- an editor's note (`Uwaga: …`, `Poznámka: …`) is a sub-entry, and the entry it follows a main one.
A level the alternative scores almost as well as is marked uncertain (`lawbase check` lists them).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Callable

ORDER_PENALTY = 4.0  # two neighbouring sub-entries out of alphabetical order
MAIN_ORDER_PENALTY = 1000.0  # main entries out of order: the whole index is one alphabet
LETTER_ORDER_PENALTY = 1.5  # ... in order letter by letter only: it happens, but a sub-entry's place is likelier
MAIN_GAIN = 1.0  # every line that can be a main entry should be one
SAME_HEAD_PENALTY = 2.0  # "Dziadek dysponuje ..." right under "Dziadek" reads as its sub-entry
INDENT_PENALTY = 3.0  # an indented line is a sub-entry unless the order forbids it
HEADING_BONUS = 1.0  # a line without targets heads a group of sub-entries
HEADLESS_PENALTY = 3.0  # ... so as a main entry it has sub-entries
SUB_CROSS_PENALTY = 3.0  # "Správný / Viz Správný postup" is a sub-entry's cross-reference
UNCERTAIN_MARGIN = 1.0  # a level the other reading scores within this of is uncertain (one main entry's gain)
WINDOW = 120  # the longest run of sub-entries considered under one main entry
UNREACHABLE = float("-inf")


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
    see_also: bool = False  # the entry's next line is its "see also": a main entry's
    cross: str | None = None  # what the cross-reference after the entry ("Patrz X", "X – patrz Y") names
    note: bool = False  # an editor's note ("Uwaga: „zapis średni” nie jest tożsamy z …"): under a main entry


@dataclass
class Levels:
    """The recovered levels (0 main, 1 sub) and the entries whose level stays uncertain, by id(entry)."""

    level: dict[int, int]
    uncertain: set[int]
    unordered: list[tuple[IndexLine, IndexLine]]  # main entries out of alphabetical order: (out of place, next to it)


def _fold(text: str) -> str:
    return " ".join(text.casefold().split())


class Reading:
    """The scores of one index's possible readings: what a main entry gains, what a run of sub-entries costs."""

    def __init__(self, entries: list[IndexLine], collation: Callable[[str], tuple]):
        self.entries = entries
        words = [collation(entry.term) for entry in entries]
        letters = [tuple(part for part in key if part != -1) for key in words]  # letter by letter
        self.words = words
        self.ranks = [_ranks(words), _ranks(letters)]
        count = len(entries)
        # disorder[t + 1]: neighbouring pairs out of order (both ways) among entries[0..t]
        self.disorder = [0] * (count + 1)
        for t in range(1, count):
            out = all(ranks[t] < ranks[t - 1] for ranks in self.ranks)
            self.disorder[t + 1] = self.disorder[t] + out
        self.twins = inverted_twins(entries)
        self.cross = [self._cross_kind(index) for index in range(count)]
        self.forced = [entry.forced_main or entry.see_also or (index + 1 < count and entries[index + 1].note)
                       for index, entry in enumerate(entries)]
        # head[t]: the line whose whole term starts this one and every line between ("Dziadek" for
        # "Dziadek dysponuje …" and "Dziadek wskazuje …" right under it), or None
        self.head: list[int | None] = [None] * count
        for t in range(1, count):
            if self.continues(t - 1, t):
                self.head[t] = t - 1
            elif self.head[t - 1] is not None and self.continues(self.head[t - 1], t):
                self.head[t] = self.head[t - 1]
        self.gain = [self._own_gain(index) for index in range(count)]

    def _cross_kind(self, index: int) -> str | None:
        """"main" for an entry that is a cross-reference of its own ("Konwencja" / "Patrz Uzgodnienia
        partnerów"), "sub" for a sub-entry's (naming itself, or itself under an entry above), else None."""
        entry = self.entries[index]
        if index in self.twins:  # printed again inverted: a main entry of its own, placed as the author put it
            return "main"
        if entry.targets or entry.cross is None:
            return None
        term, target = _fold(entry.term), _fold(entry.cross)
        if target == term:
            return "sub"
        if target.startswith(term + " "):
            rest = target[len(term) + 1:]
            if any(_fold(other.term) == rest for other in self.entries[max(0, index - WINDOW):index]):
                return "sub"
        return "main"

    def _own_gain(self, index: int) -> float:
        """A line's gain as a main entry, before the main entry above it is known."""
        entry = self.entries[index]
        if entry.note:
            return -MAIN_ORDER_PENALTY
        value = MAIN_GAIN - (INDENT_PENALTY if entry.indented else 0.0)
        if self.cross[index] == "sub":
            value -= SUB_CROSS_PENALTY
        elif not entry.targets and self.cross[index] is None:
            value += HEADING_BONUS
        return value

    def order_cost(self, later: int, earlier: int) -> float:
        """Nothing for a main entry sorting after the one above it word by word, a little letter by letter
        only (`Średnia plus`, `Średni zapis`), the whole index's alphabet broken otherwise; nothing for an
        inverted twin (`inverted_twins`), wherever it stands."""
        if later in self.twins:
            return 0.0
        words, letters = (ranks[later] > ranks[earlier] for ranks in self.ranks)
        return 0.0 if words else LETTER_ORDER_PENALTY if letters else MAIN_ORDER_PENALTY

    def continues(self, head: int, index: int) -> bool:
        """The whole term of `head` starts the term at `index` ("Dziadek" / "Dziadek dysponuje ...")."""
        short, long = self.words[head], self.words[index]
        return len(long) > len(short) and long[len(short)] == -1 and long[:len(short)] == short

    def says_of(self, head: int | None, index: int) -> bool:
        """The term at `index` is `head`'s and a phrase (`Dziadek dysponuje nienazwaną kartę`, a sub-entry's
        wording), not one word more (`Kontrakt skontrowany`, `Strona niewykraczająca`: terms of their own)."""
        if head is None or not self.continues(head, index):
            return False
        rest = self.words[index][len(self.words[head]):]
        return sum(1 for before, part in zip((-1, *rest), rest) if before == -1 and part != -1) >= 2

    def subs_cost(self, main: int, end: int) -> float:
        """What the sub-entries main+1 .. end-1 under `main` cost: their disorder, and nothing under a main
        entry that should head some."""
        cost = 0.0
        if end - main > 2:
            cost += ORDER_PENALTY * (self.disorder[end] - self.disorder[main + 2])
        if end == main + 1 and self.headless(main):
            cost += HEADLESS_PENALTY
        return cost

    def headless(self, main: int) -> bool:
        """A main entry that should head sub-entries (no targets, no cross-reference)."""
        return self.cross[main] is None and not self.entries[main].targets

    def steps(self, mains: list[int], index: int) -> list[float]:
        """`step(main, main, index)` for each of `mains`, what depends on `index` alone read once (the DP
        asks this of up to WINDOW main entries per line)."""
        gain, own_head = self.gain[index], self.says_of(self.head[index], index)
        settled = self.disorder[index + 1] == self.disorder[index]
        words, letters = self.ranks[0], self.ranks[1]
        word_rank, letter_rank = words[index], letters[index]
        disorder, headless = self.disorder, index - 1 if self.headless(index - 1) else -1
        out = []
        for main in mains:
            score = gain - (ORDER_PENALTY * (disorder[index] - disorder[main + 2]) if index - main > 2 else
                            HEADLESS_PENALTY if main == headless else 0.0)
            if own_head or (settled and self.says_of(main, index)):
                score -= SAME_HEAD_PENALTY
            out.append(score - (0.0 if word_rank > words[main] else
                                LETTER_ORDER_PENALTY if letter_rank > letters[main] else MAIN_ORDER_PENALTY))
        return out

    def step(self, main: int, anchor: int, index: int) -> float:
        """The score of `index` as the main entry after `main` (whose alphabet place is `anchor`'s)."""
        score = self.gain[index] - self.subs_cost(main, index)
        if self.says_of(self.head[index], index) or (
                self.says_of(main, index) and self.disorder[index + 1] == self.disorder[index]):
            score -= SAME_HEAD_PENALTY  # of the line above, or of the main entry and among its sub-entries
        return score - self.order_cost(index, anchor)


def inverted_twins(entries: list[IndexLine]) -> set[int]:
    """The two-word entries an index prints again inverted, with the same targets (`Obowiązkowe pauzy 73A2` and
    `Pauzy, obowiązkowe 73A2`), whose first word is the line above's but for its ending: a main entry of its own
    placed a letter off, not a sub-entry of that line (pl-2017.txt:2438 under `Obowiązkowi pasowania, licytacja
    wbrew`). A twin under a heading it does not begin like (cs-2007's `Postup` / `Povinnosti vedoucího`) stays."""
    inverted = {(_fold(f"{rest} {head}"), tuple(entry.targets)) for entry in entries if entry.targets
                for head, _, rest in [entry.term.partition(",")] if len(head.split()) == len(rest.split()) == 1}
    return {index for index, entry in enumerate(entries)
            if index and entry.targets and (_fold(entry.term), tuple(entry.targets)) in inverted
            and same_word(entry.term, entries[index - 1].term)}


def same_word(one: str, other: str) -> bool:
    """The two terms' first words differ in their last letter at most (`Obowiązkowe`, `Obowiązkowi`)."""
    first, second = (_fold(term).split(" ")[0].strip(",") for term in (one, other))
    shared = len(os.path.commonprefix([first, second]))
    return min(len(first), len(second)) >= 4 and shared >= max(len(first), len(second)) - 1


def _ranks(keys: list[tuple]) -> list[int]:
    rank = {key: position for position, key in enumerate(sorted(set(keys)))}
    return [rank[key] for key in keys]  # compared as the keys are, but as integers


def assign_levels(entries: list[IndexLine], collation: Callable[[str], tuple]) -> Levels:
    """Level 0 (main entry) or 1 (sub-entry) for each entry, and the uncertain ones, keyed by id(entry).

    best[j]: the best reading of entries[0..j] with j a main entry. A cross-reference of its own (`cross`
    "main") has no sub-entries: the main entry right after it follows, in the alphabet, the one above it
    (`via[j]`), so that reading is scored over the two steps at once."""
    count = len(entries)
    if not count:
        return Levels({}, set(), [])
    reading = Reading(entries, collation)
    next_forced = [count] * (count + 1)
    for index in range(count - 1, -1, -1):
        next_forced[index] = index if reading.forced[index] else next_forced[index + 1]
    last_forced = [0] * count  # the last forced main entry at or before each line (0: none)
    for index in range(1, count):
        last_forced[index] = index if reading.forced[index] else last_forced[index - 1]

    def before(j: int) -> range:  # the main entries the one at j may follow
        return range(max(0, j - WINDOW), j)

    def open_(i: int, j: int) -> bool:  # i a main entry whose sub-entries run to j
        return best[i] != UNREACHABLE and next_forced[i + 1] >= j and reading.cross[i] != "main"

    def opened(j: int) -> list[int]:  # the i of before(j) with open_(i, j): none before a forced main entry
        return [i for i in range(max(0, j - WINDOW, last_forced[j - 1]), j)
                if best[i] != UNREACHABLE and reading.cross[i] != "main"]

    best = [UNREACHABLE] * count
    back = [-1] * count
    via: dict[int, int] = {}  # j -> the main entry above the cross-reference j follows
    best[0] = reading.gain[0]
    for j in range(1, count):
        top, came_from = UNREACHABLE, -1
        mains = opened(j)
        for i, step in zip(mains, reading.steps(mains, j)):
            if best[i] + step > top:
                top, came_from = best[i] + step, i
        cross = j - 1
        if reading.cross[cross] == "main":
            for i in opened(cross):
                score = best[i] + reading.step(i, i, cross) + reading.step(cross, i, j)
                if score > top:
                    top, came_from, via[j] = score, cross, i
        best[j], back[j] = top, came_from
    # the last main entry: its sub-entries run to the end
    final, final_score = 0, UNREACHABLE
    for i in before(count):
        score = best[i] - reading.subs_cost(i, count)
        if (open_(i, count) or i == count - 1) and score > final_score:
            final, final_score = i, score
    if final_score == UNREACHABLE:  # longer runs than the window: fall back to the best reachable
        final = max(range(count), key=lambda i: best[i])
    mains = _path(final, back, via)
    anchor: dict[int, int] = {}
    for place, main in enumerate(mains):
        anchor[main] = anchor[mains[place - 1]] if place and reading.cross[main] == "main" else main
    uncertain = _uncertain(reading, mains, anchor)
    unordered = []
    for above, below in zip(mains, mains[1:]):
        if reading.order_cost(below, above) >= MAIN_ORDER_PENALTY:  # a cross-reference or the one below out of place
            pair = (above, below) if reading.cross[above] == "main" else (below, above)
            unordered.append((entries[pair[0]], entries[pair[1]]))
    main_set = set(mains)
    return Levels({id(entry): 0 if position in main_set else 1 for position, entry in enumerate(entries)},
                  {id(entries[position]) for position in uncertain}, unordered)


def _path(final: int, back: list[int], via: dict[int, int]) -> list[int]:
    """The main entries of the best reading, first to last."""
    mains = []
    index = final
    while index >= 0:
        mains.append(index)
        previous = back[index]
        if index in via:  # reached through a cross-reference: what stood above that one in this reading
            back[previous] = via[index]
        index = previous
    return mains[::-1]


def _uncertain(reading: Reading, mains: list[int], anchor: dict[int, int]) -> set[int]:
    """The entries whose other level scores almost as well, all else kept: a sub-entry that would cost no
    more than one main entry's gain as a main entry, a main entry that would cost less as a sub-entry. (A
    main entry among main entries, that order alone would let be a sub-entry, is not uncertain: indexes
    print main entries wherever they can.)"""
    count = len(reading.entries)

    def run(first: int, second: int | None) -> float:  # `second` main after `first`, or the end
        if second is None:
            return -reading.subs_cost(first, count)
        return reading.step(first, anchor.get(first, first), second)

    out = set()
    for place, main in enumerate(mains):  # each main entry read as a sub-entry of the one above
        if place == 0 or reading.forced[main]:
            continue
        above, below = mains[place - 1], mains[place + 1] if place + 1 < len(mains) else None
        if run(above, main) + run(main, below) - run(above, below) < UNCERTAIN_MARGIN:
            out.add(main)
    for place, main in enumerate(mains):  # each sub-entry read as a main entry
        below = mains[place + 1] if place + 1 < len(mains) else None
        for index in range(main + 1, below if below is not None else count):
            if run(main, index) + run(index, below) >= run(main, below) - UNCERTAIN_MARGIN:
                out.add(index)
    return out

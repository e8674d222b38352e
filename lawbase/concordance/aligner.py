"""Aligning two editions provision by provision: a global assignment per Law, then moves anywhere.

Laws pair with the Law of their number unless their text scores plainly better elsewhere (2007
Law 23 is 2017 72C). Inside a pair of Laws every provision of one may pair with any of the other
(sections swap letters, items move between sections): the pairs are the assignment of largest
total score above a threshold (a maximum-weight matching). Measured and dropped: favouring pairs whose
neighbours are paired (it pairs new provisions with the deleted ones beside them), or whose parents
are (no better on the tuning half of the gold). Provisions left over anywhere are then offered to
every provision left over in the other edition (moved to another Law), and a pair found so pairs
its parts the same way. Last, structure corrects the assignment: parts follow their moved section,
two sections that swapped letters swap whole (`swapped_back`), and a provision whose text its counterpart laid
out in new parts claims such a part from a stranger.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from .matching import assignment
from .players import about_others, rules_and_rule
from .swapped import swapped_back
from .units import Unit, descendants


class Scores(Protocol):
    matrix: np.ndarray  # every pair's score
    translation: np.ndarray  # every pair's translation signal alone

    def row(self, a: Unit) -> int: ...

    def column(self, b: Unit) -> int: ...

    def signals_of(self, a: Unit, b: Unit) -> dict[str, float]: ...

    def alike_to(self, a: Unit, others: list[Unit]) -> np.ndarray: ...  # a provision of the first edition with
    # each of others of its edition

    def contained(self, part: Unit, whole: Unit) -> float: ...  # share of part's words found in whole


PART_OF = 0.2  # share of a new part's words found in a provision without parts: it holds that provision's text
PART_OF_SAME = 0.4  # ... in one language, where words are found as they are, not carried through the lexicon


def holds_text_of(part: Unit, whole: Unit, containment: Scores) -> bool:
    """Does a new part say what a provision without parts says? Its words found there: a fifth through the
    lexicon, two fifths as they are in one language (pl-1997 -> pl-2017: a new rule shares many of an old
    one's words, 2017 68D2b those of 1997 68D); never a part about another player (`players`: 2017 32B2, the
    offender's call, holds nothing of 2007 32A, his partner's pass)."""
    return containment.contained(part, whole) >= in_language(part, whole, PART_OF_SAME, PART_OF) \
        and not about_others(part.players, whole.players)


def in_language(a: Unit, b: Unit, one: float, two: float) -> float:
    """A share of words needed: `one` between texts of one language, where words are found as they are,
    `two` across languages, where they are carried through the learned lexicon, which finds fewer."""
    return one if a.language == b.language else two


@dataclass
class Thresholds:
    inside: float = 0.20  # two provisions of a pair of Laws pair with this much
    anywhere: float = 0.30  # a provision moved to another Law
    anywhere_translation: float = 0.25  # ... and its text translates as well as this (not its citations alone)
    law: float = 0.20  # Laws of the same number
    law_margin: float = 0.10  # ... unless the Law's text scores this much better elsewhere
    merge_margin: float = 0.10  # a provision translates this much better into another's counterpart: merged there
    said_twice: float = 0.5  # ... if it says what that other provision says (cosine in their own edition)
    displace: float = 0.10  # a provision left over scores this much better with one paired across its siblings


@dataclass
class Pair:
    first: Unit
    second: Unit
    score: float
    signals: dict
    how: str  # "order" (the same key), "crossed" (another key in the same Law), "moved" (another Law),
    # "gap" (the same key, alone between two siblings paired in order: `fill_gaps`)
    lifted_from: Unit | None = None  # the part of a heading without text where the pair was found (see `lift`)


@dataclass
class Alignment:
    pairs: list[Pair] = field(default_factory=list)
    of_first: dict[str, Pair] = field(default_factory=dict)
    of_second: dict[str, Pair] = field(default_factory=dict)
    merged: dict[str, tuple[Unit, Unit]] = field(default_factory=dict)  # first id -> (the provision it was
    # merged into, the provision of its own edition that says the same and is paired with it)

    def add(self, pair: Pair) -> None:
        """A provision paired again is merged no more (`swapped_back` gives 2007 30B2a, merged into 36B2 for want
        of a counterpart in its own Law, the part of its section's counterpart left over for it)."""
        self.merged.pop(pair.first.id, None)
        self.pairs.append(pair)
        self.of_first[pair.first.id] = pair
        self.of_second[pair.second.id] = pair

    def remove(self, pair: Pair) -> None:
        self.pairs.remove(pair)
        del self.of_first[pair.first.id]
        del self.of_second[pair.second.id]


class Aligner:
    def __init__(self, first: dict[str, Unit], second: dict[str, Unit], scores: Scores,
                 thresholds: Thresholds | None = None, merges: bool = True, rewritten: frozenset[int] = frozenset()):
        self.merges = merges  # not between translations of the same Laws: there a kept key is the same rule
        self.rewritten = rewritten  # the Laws an amendment one edition carries rewrote: no pairing by number alone
        self.first = first
        self.second = second
        self.scores = scores
        self.thresholds = thresholds or Thresholds()
        self.result = Alignment()

    def score(self, a: Unit, b: Unit) -> float:
        return float(self.scores.matrix[self.scores.row(a), self.scores.column(b)])

    def translation(self, a: Unit, b: Unit) -> float:
        return float(self.scores.translation[self.scores.row(a), self.scores.column(b)])

    def submatrix(self, first: list[Unit], second: list[Unit]) -> np.ndarray:
        rows = np.array([self.scores.row(a) for a in first], dtype=int)
        cols = np.array([self.scores.column(b) for b in second], dtype=int)
        return self.scores.matrix[np.ix_(rows, cols)]

    def run(self) -> Alignment:
        """Laws of the same number first, unless a Law's text is plainly elsewhere (2007 Law 23 is
        2017 72C); then everything left over, anywhere; a Law still alone pairs with its number, but one an
        amendment rewrote (the 2024 Law 89 on prohibited conduct took the number of the one-line "see 12C3")."""
        laws = {unit.key.law: unit for unit in self.second.values() if unit.kind == "law"}
        deferred = []
        candidates = [unit for unit in self.second.values() if unit.kind in ("law", "section")]
        columns = np.array([self.scores.column(b) for b in candidates], dtype=int)  # looked up once, not per Law
        for unit in (u for u in self.first.values() if u.kind == "law" and u.key.law in laws):
            other = laws[unit.key.law]
            score = self.score(unit, other)
            beside = np.delete(columns, candidates.index(other))  # every candidate but its own number's Law
            elsewhere = self.scores.matrix[self.scores.row(unit), beside].max(initial=0.0)
            if score >= self.thresholds.law and elsewhere < score + self.thresholds.law_margin:
                self.pair(unit, other, "order")
            else:
                deferred.append((unit, other))
        self.anywhere()
        for unit, other in deferred:
            if unit.key.law not in self.rewritten and unit.id not in self.result.of_first \
                    and other.id not in self.result.of_second:
                self.pair(unit, other, "order")
        self.displace()
        self.follow_parents()
        self.fill_gaps()
        if self.merges:
            self.merge_displaced()
        swapped_back(self)
        self.lift()
        self.claim_parts()
        return self.result

    def displace(self) -> None:
        """A provision left over that scores plainly better with a provision already paired across its
        siblings than that pair does takes its place (2007 17D, cards from another board, is 2017 15A,
        which the assignment inside Law 15 gave to 2007 15C); the one displaced is offered anywhere again."""
        moved = False
        for unit in sorted(self.first.values(), key=lambda u: u.position):
            if unit.kind == "law" or unit.id in self.result.of_first:
                continue
            scored = [(self.score(unit, pair.second), pair) for pair in self.result.pairs if pair.how == "crossed"]
            found = [(score - pair.score, pair) for score, pair in scored if score >= self.thresholds.anywhere]
            if not found:
                continue
            gain, pair = max(found, key=lambda item: (item[0], -item[1].second.position))
            if gain >= self.thresholds.displace:
                self.take_place(unit, pair)
                self.parts(unit, pair.second, same_rank=True)  # what is left there: parts of its own rank only
                moved = True
        if moved:
            self.anywhere()

    def follow_parents(self) -> None:
        """A provision left over whose parent is paired with the parent of a provision that the assignment
        gave to a stranger (a provision whose own parent is not paired there) takes it when it scores
        better with it: parts follow their section (2007 17D is 2017 15A, and 2007 17D1 is 15A1, which the
        key had given to 2007 15A1, a part of 2007 15A, itself gone to 15B2); the stranger is offered
        anywhere again."""
        moved = False
        for unit in sorted(self.first.values(), key=lambda u: u.position):
            parent = self.result.of_first.get(unit.parent.id) if unit.parent is not None else None
            if unit.id in self.result.of_first or parent is None:
                continue
            found = []
            for child in parent.second.children:
                pair = self.result.of_second.get(child.id)
                if pair is None or not self.stranger(pair):
                    continue
                score = self.score(unit, child)
                if score >= self.thresholds.anywhere and score > pair.score:
                    found.append((score - pair.score, -child.position, pair))
            if found:
                _, _, pair = max(found, key=lambda item: item[:2])
                self.take_place(unit, pair)
                moved = True
        if moved:
            self.anywhere()

    def take_place(self, unit: Unit, pair: Pair) -> None:
        """`unit` pairs with the second provision of `pair` instead of its first."""
        self.result.remove(pair)
        self.add(unit, pair.second, "moved" if unit.key.law != pair.second.key.law else "crossed")

    def stranger(self, pair: Pair) -> bool:
        """Is the first provision of a pair a part whose parent is not paired with the second's parent?"""
        mine, theirs = pair.first.parent, pair.second.parent
        if mine is None or theirs is None:
            return False
        parents = self.result.of_first.get(mine.id)
        return parents is None or parents.second is not theirs

    def fill_gaps(self) -> None:
        """A provision left alone between two siblings paired in order, facing one left alone at the same
        key between their counterparts: the same place in the same list (2007 81C6 "řešit spory" and 2017
        81C6 "Rozstrzygnięcie sporów", too short for their words to meet in the lexicon)."""
        for pair in list(self.result.pairs):
            if str(pair.first.key) != str(pair.second.key):
                continue
            mine, theirs = pair.first.children, pair.second.children
            for place, unit in enumerate(mine[1:-1], start=1):
                if unit.id in self.result.of_first or unit.children:
                    continue
                other = next((b for b in theirs if str(b.key) == str(unit.key)), None)
                if other is None or other.id in self.result.of_second or other.children:
                    continue
                at = theirs.index(other)
                if 0 < at < len(theirs) - 1 and self.in_order(mine[place - 1], theirs[at - 1]) \
                        and self.in_order(mine[place + 1], theirs[at + 1]):
                    self.add(unit, other, "gap")

    def in_order(self, a: Unit, b: Unit) -> bool:
        pair = self.result.of_first.get(a.id)
        return pair is not None and pair.second is b and str(a.key) == str(b.key)

    def merge_displaced(self) -> None:
        """A provision that says what another provision of its own edition says (2007 86B and 12C4),
        whose counterpart kept its key, and whose text translates into that counterpart plainly better
        than into its own pair, was merged into it (both are 2017 12C4); its own pairing is released."""
        kept = [pair for pair in self.result.pairs
                if pair.first.kind != "law" and str(pair.first.key) == str(pair.second.key)]
        kept_firsts = [pair.first for pair in kept]
        for unit in sorted(self.first.values(), key=lambda u: u.position):
            own = self.result.of_first.get(unit.id)
            if unit.kind == "law" or (own is not None and str(own.second.key) == str(unit.key)):
                continue
            twin = self.said_twice(unit, own, kept, self.scores.alike_to(unit, kept_firsts))
            if twin is not None:
                if own is not None:
                    self.result.remove(own)
                self.result.merged[unit.id] = (twin.second, twin.first)

    def said_twice(self, unit: Unit, own: Pair | None, kept: list[Pair], alike: np.ndarray) -> Pair | None:
        """The pair kept at its key whose first provision says what `unit` says and into whose counterpart
        `unit` went, or None. Paired on its text (translation at least what a move needs), it went there only
        from its own Law, where it scores better there than with its pair: two provisions said alike went
        into one new provision, which the assignment gave to one of them (2007 30A and 30B1, the offender
        passes at his next turn, are 2017 30A, which says it once: 0.53 against 2017 30B1b(ii)'s 0.51).
        `alike`: how alike `unit` is to each kept pair's first provision (`Scores.alike_to`)."""
        alike = [pair for pair, value in zip(kept, alike.tolist())
                 if pair.first is not unit and value >= self.thresholds.said_twice]
        if own is not None and self.translation(unit, own.second) >= self.thresholds.anywhere_translation:
            better = [(self.score(unit, pair.second), -pair.second.position, pair) for pair in alike
                      if pair.first.key.law == unit.key.law and self.score(unit, pair.second) > own.score]
            return max(better, key=lambda item: item[:2])[2] if better else None
        mine = self.translation(unit, own.second) if own else 0.0
        found = [(self.translation(unit, pair.second), -pair.second.position, pair) for pair in alike
                 if self.score(unit, pair.second) >= self.thresholds.anywhere]
        if not found:
            return None
        translation, _, pair = max(found, key=lambda item: item[:2])
        return pair if translation >= max(self.thresholds.anywhere_translation, mine + self.thresholds.merge_margin) \
            else None

    def lift(self) -> None:
        """A provision paired with the first part of a new heading of its own rank pairs with the heading
        (2007 section 45D's text is 2017 45D1, under the heading 45D, which has no text of its own): the
        heading is the provision, and the part it was found in holds its text (see `relations`)."""
        for pair in list(self.result.pairs):
            a, b = pair.first, pair.second
            heading = b.parent
            if heading is None or a.children or heading.kind != a.kind or heading.id in self.result.of_second \
                    or heading.node["text"].strip() or heading.children[0] is not b:
                continue
            self.result.remove(pair)
            how = "order" if a.key == heading.key else "crossed"
            self.result.add(Pair(a, heading, pair.score, pair.signals, how, lifted_from=b))

    def claim_parts(self) -> None:
        """A provision without parts paired with one whose new parts hold its text claims such a part from
        a stranger (a part of a provision paired elsewhere) that scores lower with it: the assignment gives
        the provision the new heading, with which it scores best as a whole, and the part to the next best.
        2007 13A (the board corrected and played) is 2017 13B with 13B1, which had gone to 2007 13D2a, a
        part of 13D2, whose counterpart is 13A2; 2007 73C is 2017 73C with 73C1, not 2007 73B1. The stranger
        is left over: `relations` folds it into its own provision's counterpart where it says part of it."""
        for pair in list(self.result.pairs):
            whole = pair.first
            if whole.children:
                continue
            for part in pair.second.children:
                other = self.result.of_second.get(part.id)
                if other is None or not self.stranger(other) or other.first is whole:
                    continue
                if holds_text_of(part, whole, self.scores) and self.score(whole, part) > other.score:
                    self.result.remove(other)

    def pair(self, a: Unit, b: Unit, how: str) -> None:
        """Pair a with b, then their parts with each other."""
        self.add(a, b, how)
        self.parts(a, b)

    def add(self, a: Unit, b: Unit, how: str) -> None:
        self.result.add(Pair(a, b, self.score(a, b), self.scores.signals_of(a, b), how))

    def parts(self, a: Unit, b: Unit, same_rank: bool = False) -> None:
        first = [u for u in descendants(a) if u.id not in self.result.of_first]
        second = [u for u in descendants(b) if u.id not in self.result.of_second]
        if not first or not second:
            return
        gain = self.submatrix(first, second) - self.thresholds.inside
        other_rank = same_rank and np.array([[u.kind != v.kind for v in second] for u in first])
        gain[rules_and_rule(first, second) | other_rank] = -1.0
        for i, j in assignment(gain):
            u, v = first[i], second[j]
            self.add(u, v, "order" if u.key == v.key else "crossed")

    def anywhere(self) -> None:
        """Provisions left over, offered to every provision left over on the other side; again for the
        parts of those found so whose own counterparts are elsewhere still. A part is offered even when
        its parent found nothing: a section's parts may go where the section does not (2007 22B's parts
        are 2017 17D1 and 17D2, whose section 17D is 2007 17E)."""
        while self.anywhere_once():
            pass

    def anywhere_once(self) -> bool:
        left = [u for u in self.first.values() if u.id not in self.result.of_first]
        right = [u for u in self.second.values() if u.id not in self.result.of_second]
        if not left or not right:
            return False
        gain = self.submatrix(left, right) - self.thresholds.anywhere
        rows = np.array([self.scores.row(a) for a in left])
        cols = np.array([self.scores.column(b) for b in right])
        gain[self.scores.translation[np.ix_(rows, cols)] < self.thresholds.anywhere_translation] = -1.0
        found = False
        for i, j in assignment(gain):
            if left[i].id not in self.result.of_first and right[j].id not in self.result.of_second:
                self.pair(left[i], right[j], "moved")
                found = True
        return found

"""Which term of one edition translates which term of another, learned from the texts themselves.

No dictionary of bridge Polish-Czech-Russian exists; but the editions are translations, and most
provisions keep their key from one edition to the next. Pairs of provisions believed to say the
same thing (at first: the same key and a similar length) are a parallel text; a term of one side
that keeps appearing where a term of the other side appears is its translation (Dice coefficient
over the pairs). Terms spelt alike (same language, numbers, cognates through transliteration) pair
at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache, cached_property

import numpy as np

from ..profiles import load_profile
from ..text import fold
from .term_columns import incidence
from .units import Unit

MIN_PAIRS = 2  # a translation seen in one pair only is chance, and would confirm that very pair
MIN_DICE = 0.1
KEEP = 3  # translations kept per term
SECOND_LINK_PAIRS = 3  # a second translation needs this many pairs
SECOND_LINK_SHARE = 0.5  # and this share of the first one's strength
COGNATE_ROOT = 4  # consonants two terms share, from their start, to count as cognates
COGNATE_STRENGTH = 0.5


@dataclass
class Lexicon:
    """term of the first edition -> {term of the second: strength in [0, 1]}."""

    forward: dict[str, dict[str, float]] = field(default_factory=dict)
    same_language: bool = False

    def translations(self, term: str) -> dict[str, float]:
        found = dict(self.forward.get(term, {}))
        found.setdefault(term, 1.0 if self.same_language else found.get(term, 0.0))
        return found

    @cached_property
    def reversed(self) -> "Lexicon":
        """The lexicon the other way round, made once: a learned lexicon is read by every alignment of its text."""
        backward: dict[str, dict[str, float]] = {}
        for term, others in self.forward.items():
            for other, value in others.items():
                backward.setdefault(other, {})[term] = value  # each (term, other) pair is met once
        return Lexicon(backward, self.same_language)


VOWELS = str.maketrans("", "", "aeiouyj")


@cache
def cognate_spellings(language: str) -> tuple[dict[int, str], list[tuple[str, str]]]:
    """A language's letters in Latin ones (a translation table) and its spellings to even out, longest
    first: read once, not once per term."""
    profile = load_profile(language)
    letters = str.maketrans({char: latin for char, latin in profile.transliteration.items() if len(char) == 1})
    return letters, sorted(profile.raw.get("cognates", {}).items(), key=lambda item: -len(item[0]))


@cache
def cognate_key(term: str, language: str) -> str:
    """A term's consonant skeleton in Latin letters, the profile's spellings evened out: Polish
    `szkod`, Czech `škod` and Russian `шкод` all give `skd`."""
    letters, spellings = cognate_spellings(language)
    latin = fold(term.translate(letters))
    for spelling, common in spellings:
        latin = latin.replace(spelling, common)
    return latin.translate(VOWELS)[:COGNATE_ROOT]


def cooccurrences(pairs: list[tuple[Unit, Unit]]):
    """(first terms, second terms, document frequencies of each, pair counts) over the paired units'
    own texts, counted as one product of sparse term-presence matrices."""
    first_terms = sorted({t for a, _ in pairs for t in a.own})
    second_terms = sorted({t for _, b in pairs for t in b.own})
    first_index = {t: i for i, t in enumerate(first_terms)}
    second_index = {t: i for i, t in enumerate(second_terms)}
    first = incidence([a.own for a, _ in pairs], first_index)
    second = incidence([b.own for _, b in pairs], second_index)
    together = (first.T @ second).tocoo()
    return (first_terms, second_terms, np.asarray(first.sum(axis=0)).ravel(),
            np.asarray(second.sum(axis=0)).ravel(), together)


def learn(pairs: list[tuple[Unit, Unit]], same_language: bool) -> Lexicon:
    """Translations from the paired units' own texts, linked competitively (Melamed's competitive
    linking): the strongest association (Dice) links its two terms, which then take no other first
    link, so frequent words do not soak up the rare ones' partners; strong second links are kept."""
    if not pairs:
        return Lexicon({}, same_language)
    first_terms, second_terms, first_df, second_df, together = cooccurrences(pairs)
    counts = together.data
    dice = 2 * counts / (first_df[together.row] + second_df[together.col])
    keep = (dice >= MIN_DICE) & (counts >= MIN_PAIRS)
    rows, cols, dice, counts = together.row[keep], together.col[keep], dice[keep], counts[keep]
    order = np.lexsort((cols, rows, -counts, -dice))  # strongest first; ties in a fixed order
    links = list(zip(rows[order].tolist(), cols[order].tolist(), dice[order].tolist(), counts[order].tolist()))
    forward: dict[str, dict[str, float]] = {}
    linked_first, linked_second = set(), set()
    for s, t, strength, _ in links:
        if s not in linked_first and t not in linked_second:
            forward.setdefault(first_terms[s], {})[second_terms[t]] = round(strength, 4)
            linked_first.add(s)
            linked_second.add(t)
    for s, t, strength, count in links:
        if count < SECOND_LINK_PAIRS:
            continue
        others = forward.get(first_terms[s])
        other = second_terms[t]
        if others and other not in others and len(others) < KEEP \
                and strength >= SECOND_LINK_SHARE * max(others.values()):
            others[other] = round(strength, 4)
    if not same_language:
        add_cognates(forward, first_terms, second_terms, pairs[0][0].language, pairs[0][1].language)
    return Lexicon(forward, same_language)


def add_cognates(forward: dict[str, dict[str, float]], first: list[str], second: list[str], language_a: str,
                 language_b: str) -> None:
    """Terms whose consonant skeletons begin alike (Polish `szkod`, Czech `škod`) translate each other,
    weakly, where the texts taught nothing better."""
    by_root: dict[str, list[str]] = {}
    for term in second:
        root = cognate_key(term, language_b)
        if len(root) >= COGNATE_ROOT:
            by_root.setdefault(root, []).append(term)
    for term in first:
        if term in forward and max(forward[term].values()) >= 0.5:
            continue
        root = cognate_key(term, language_a)
        for other in by_root.get(root, []) if len(root) >= COGNATE_ROOT else []:
            forward.setdefault(term, {})[other] = max(forward.get(term, {}).get(other, 0.0), COGNATE_STRENGTH)

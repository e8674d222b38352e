"""Where an old provision's text went in one language, read part by part (pl-1997 -> pl-2017).

Across languages a new part holds an old provision's text when its words, its own parts' included, are
found there through the lexicon, and its parts come with it. Between two texts of one language the words
are found as they are, and a part's subtree mixes what the old text said with what the new one added:
2017 68D2 ("if it is disputed by any player, then:") is 1997 68D's clause word for word, and so is its
(a), but its (b), play continued by agreement, is new - read whole, 68D2 held a third of its words in 1997
68D and nothing of it was found. So each part is read by its own words: a lead by its own text, a part
without parts by its words, a bare grouping by its parts (all of them, as `gathered_from_elsewhere` reads
groupings). And a clause of the old text may stand as the new provision after the counterpart, where every
sentence of it reads as one of the old provision's too (`Said.reads_as`, the sentence pass's bar): 1997 61B's
parenthesis, no automatic right to inspect quitted tricks, is 2017 61C; 2017 67B3, a new rule on a card left
out of the quitted tricks, shares two fifths of 1997 67B2's words, but its second sentence reads 0.16 there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from .aligner import PART_OF, PART_OF_SAME, Alignment, Pair
from .units import Unit

if TYPE_CHECKING:
    from .sentences import Said


class Containment(Protocol):
    def contained(self, part: Unit, whole: Unit) -> float: ...  # share of part's words found in whole

    def lead_contained(self, lead: Unit, source: Unit) -> float: ...  # share of a lead's own words in source's

    def sentences(self) -> Said | None: ...


def held_parts(unit: Unit, old: Unit, alignment: Alignment, containment: Containment) -> list[Unit]:
    """The provisions of `unit`'s subtree, itself first, that say what `old` says (nothing paired them)."""
    if unit.id in alignment.of_second:
        return []
    if not unit.children:
        return [unit] if says_text_of(unit, old, containment) else []
    below = [held for child in unit.children for held in held_parts(child, old, alignment, containment)]
    if unit.node["text"].strip():  # a lead: with its parts where its own words are the old text's
        said = containment.lead_contained(unit, old) >= PART_OF_SAME
        return [unit, *below] if said and below else below
    held_children = {held.id for held in below}
    whole = all(child.id in held_children for child in unit.children)
    return [unit, *below] if whole else below


def says_text_of(part: Unit, old: Unit, containment: Containment) -> bool:
    """Two fifths of a part's words found in the old provision, unless not one sentence of it reads as one of the
    old provision's even at half the sentence pass's bar (2017 57C3, declarer's premature play may not be
    withdrawn: 0.45 of its words in 1997 57C, on the defender's, its sentence 0.11); or a fifth, the bar across
    languages, where every sentence of it reads as one of the old provision's: 2017 69B2 rewords 1997 69B's
    second case, a trick that could not be lost by any normal play, as one the side would likely have won (a
    quarter of its words, its sentence 0.68)."""
    share = containment.contained(part, old)
    said = containment.sentences() if share >= PART_OF else None
    if share >= PART_OF_SAME:
        return said is None or not said.reads_nothing_of(part, old)
    return said is not None and said.reads_as(part, old)


def said_after(pair: Pair, alignment: Alignment, containment: Containment) -> list[Unit]:
    """The new provisions right after the counterpart (nothing paired them, nothing between) that say what the
    old provision says, each with its held parts."""
    second = pair.second
    siblings = second.parent.children if second.parent is not None else []
    out: list[Unit] = []
    for following in siblings[siblings.index(second) + 1:] if second in siblings else []:
        held = held_parts(following, pair.first, alignment, containment)
        said = containment.sentences()
        if not held or held[0] is not following or said is None or not said.reads_as(following, pair.first):
            break
        out.extend(held)
    return out


def laid_out_in_language(pair: Pair, alignment: Alignment, containment: Containment) -> list[Unit]:
    """The new parts under the counterpart, and the new provisions after it where a part under it holds some,
    holding the old provision's text."""
    under = [held for child in pair.second.children for held in held_parts(child, pair.first, alignment, containment)]
    return under + said_after(pair, alignment, containment) if under else []

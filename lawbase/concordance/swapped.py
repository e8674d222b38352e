"""Two sections that swapped letters between two editions (2007 32A/32B are 2017 32B/32A): the aligner's pairs
put back section for section and part for part, after its assignment (`Aligner.run`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .units import Unit, descendants

if TYPE_CHECKING:
    from .aligner import Aligner


def swapped_back(aligner: Aligner) -> None:
    """Two sections that swapped letters: where one went to the other's letter, the other goes to its letter,
    left over, where they score as a pair inside a Law does, rather than to a part of a stranger whose words it
    shares; and their parts given to strangers go to their own section's counterpart's parts left over. 2007 32B
    (RHO's turn) is 2017 32A, so 2007 32A (partner's turn) is 2017 32B, not 32A2b, and 2007 32B2 is 2017 32A2, not
    32B2 (a Russian translator's review)."""
    result = aligner.result
    for pair in list(result.pairs):
        moved, place = pair.first, pair.second
        if moved.parent is None or place.parent is None or moved.kind != place.kind or str(moved.key) == str(
                place.key) or getattr(result.of_first.get(moved.parent.id), "second", None) is not place.parent:
            continue
        other = next((unit for unit in moved.parent.children if own_number(unit) == own_number(place)), None)
        vacated = next((unit for unit in place.parent.children if own_number(unit) == own_number(moved)), None)
        if other is None or vacated is None or other.kind != vacated.kind or vacated.id in result.of_second \
                or aligner.score(other, vacated) < aligner.thresholds.inside:
            continue
        own = result.of_first.get(other.id)
        if own is not None and not aligner.stranger(own):
            continue
        if own is not None:
            result.remove(own)
        aligner.add(other, vacated, "crossed")
        for unit in descendants(moved) + descendants(other):
            home_again(aligner, unit)


def own_number(unit: Unit) -> str:
    """What a provision's key adds to its parent's: `A` for 32A, `2` for 32A2."""
    return str(unit.key).removeprefix(str(unit.parent.key))


def home_again(aligner: Aligner, unit: Unit) -> None:
    """A part the assignment gave to a stranger goes to a part of its own kind left over under its section's
    counterpart, where they score as a pair inside a Law does (`swapped_back`)."""
    result = aligner.result
    own = result.of_first.get(unit.id)
    parent = result.of_first.get(unit.parent.id)
    if own is None or parent is None or not aligner.stranger(own):
        return
    free = [(aligner.score(unit, child), -child.position, child) for child in parent.second.children
            if child.id not in result.of_second and child.kind == unit.kind]
    free = [item for item in free if item[0] >= aligner.thresholds.inside]
    if free:
        result.remove(own)
        aligner.add(unit, max(free, key=lambda item: item[:2])[2], "crossed")

"""Who a provision is about: the offender, his partner, an opponent on either side (the profiles' `players`).

The Laws on calls out of turn (30-32) say one situation for each player in turn in the same words, and
2017 gave each player's rule the letter another player's had in 2007: 2007 30B2a, the offender must pass,
shares more words with 2017 30B1a, the partner may make any legal call, than with 2017 30B1b, the offender
may. Two provisions that each name players and no player in common are about different people: a signal
against the pair (`similarity`), a part that holds no text of the other (`aligner.holds_text_of`); and inside a
Law a rule on a player pairs with a rule, not with a section of rules (`rules_and_rule`).
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

import numpy as np

from ..profiles import load_profile

if TYPE_CHECKING:
    from .units import Unit


@cache
def pattern(language: str) -> tuple[re.Pattern, list[str]]:
    """One pattern of every role's forms, the longer first (so read where two begin alike), and each group's role."""
    forms = sorted(((form, role) for role, written in load_profile(language).raw.get("players", {}).items()
                    for form in written), key=lambda item: -len(item[0]))
    alternatives = "|".join(f"(?P<g{at}>{form})" for at, (form, _) in enumerate(forms))
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.IGNORECASE), [role for _, role in forms]


def players(text: str, language: str) -> frozenset[str]:
    """The roles a text names, a form read whole ("partner viníka": the partner, not the offender too)."""
    found, roles = pattern(language)
    return frozenset(roles[int(match.lastgroup[1:])] for match in found.finditer(text))


OFFENDER = "offender"  # named in nearly every provision of the Laws on an irregularity: it tells no case apart


def about_others(mine: frozenset[str], theirs: frozenset[str]) -> bool:
    """Are two provisions about different players? Both name players and none in common (2007 30B2a, the
    offender, and 2017 30B1a, his partner), or only the offender, each naming another player besides: whose
    turn it was (2007 30B1, the right-hand opponent's, and 2017 30B1, the partner's or the left-hand one's)."""
    shared = mine & theirs
    return bool(mine) and bool(theirs) and (not shared or shared == {OFFENDER} and mine != shared != theirs)


def different(first: list[Unit], second: list[Unit]) -> np.ndarray:
    """`about_others` for every pair, read once for each two sets of players the provisions name."""
    sets = sorted({unit.players for unit in first + second}, key=sorted)
    index = {players: at for at, players in enumerate(sets)}
    table = np.array([[about_others(mine, theirs) for theirs in sets] for mine in sets], dtype=bool)
    return table[np.ix_([index[unit.players] for unit in first], [index[unit.players] for unit in second])]


def rules_and_rule(first: list[Unit], second: list[Unit]) -> np.ndarray:
    """The pairs at different keys that both name players where one has parts and the other none: inside a Law a
    rule on a player pairs with a rule, not with a section of rules (2007 30B2, the partner's turn with its two
    rules, is no 2017 30B1b(ii), one rule of his; 2007 30B2a, one rule of the offender, no 2017 30B1, the case
    with its rules). At its own key a provision may be laid out in new parts (2007 73C, 2017 73C and 73C1)."""
    mine = np.array([(bool(u.players), bool(u.children)) for u in first], dtype=bool).reshape(len(first), 2)
    theirs = np.array([(bool(v.players), bool(v.children)) for v in second], dtype=bool).reshape(len(second), 2)
    apart = mine[:, :1] & theirs[:, 0] & (mine[:, 1:] != theirs[:, 1])
    rows, columns = np.nonzero(apart)  # few: the keys compared there alone
    apart[rows, columns] = [str(first[i].key) != str(second[j].key) for i, j in zip(rows.tolist(), columns.tolist())]
    return apart

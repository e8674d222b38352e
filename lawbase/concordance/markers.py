"""A list one text numbers 1., 2., ... where the other letters A., B., ...: the same provisions at the same place.

The Czech 2007 text prints Law 35's A-D as 1.-4. (the graph keeps the keys as printed, 35.1-35.4); paired with
2017 35A-35D they took another key, `moved`, where a reader reads the same provision at the same place, only
the translation's list marker otherwise. Where every paragraph of a Law's list pairs alone with the section
lettered at its ordinal (35.1 with 35A, ..., 35.4 with 35D) and each is a sentence of its own, as sections are,
the pairs are `same`, the evidence saying so. A list whose paragraphs are clauses of their lead's one sentence
(the Czech Law 71's "1. jestliže hráč postoupil zdvih …, nebo 2. jestliže …", the 2007 Laws' own numbered
list, which the 2017 Laws letter A and B) stays `moved`: the Laws renumbered it.
"""

from __future__ import annotations

from ..evidence import Evidence
from ..keys import Key
from .relations import Record
from .units import Unit


def lettered_twin(one: str, other: str) -> bool:
    """Is one key a paragraph straight under a Law and the other the section lettered at its place (35.1, 35A)?"""
    first, second = Key.parse(one), Key.parse(other)
    return first is not None and second is not None and (first.lettered() == second or second.lettered() == first)


def sentence_of_its_own(unit: Unit) -> bool:
    """A paragraph that begins a sentence (`Kontra nebo rekontra …`), not a clause its lead's sentence goes on
    in (`jestliže hráč postoupil …`)."""
    return unit.node["text"].lstrip()[:1].isupper()


def numbered_as_lettered(records: list[Record], first: dict[str, Unit], second: dict[str, Unit]) -> list[Record]:
    """`records` with the pairs of a list numbered in one text and lettered in the other made `same` (in place)."""
    pairs = [record for record in records if record.first and len(record.second) == 1
             and record.relation == "moved" and lettered_twin(record.first, record.second[0])]
    for side, numbered in ((0, first), (1, second)):
        lists: dict[int, list[Unit]] = {}
        for unit in numbered.values():
            if unit.key.lettered() is not None:
                lists.setdefault(unit.key.law, []).append(unit)
        for law, paragraphs in lists.items():
            keys = [unit.node["key"] for unit in paragraphs]
            mine = [record for record in pairs if (record.first, record.second[0])[side] in keys]
            if len(mine) != len(paragraphs) or not all(map(sentence_of_its_own, paragraphs)):
                continue
            letters = [str(unit.key.lettered())[len(str(law)):] for unit in paragraphs]
            said = Evidence("numbered_as_lettered", law=law, first=paragraphs[0].key.number,
                            last=paragraphs[-1].key.number, first_letter=letters[0], last_letter=letters[-1])
            for record in mine:
                record.relation = "same"
                record.evidence.append(said)
    return records

"""A section rewritten in its place: its heading names another case, and none of its parts kept its place.

The golds' readers call a section whose heading and lead stay `same` even where its parts changed (their rows
say the parts); where the heading itself names another case and every part went elsewhere, the section at that
key is another rule: 2007 30B ("Poté co některý hráč učinil nabídku", a pass out of turn after some player bid)
is 2017 30B ("Gdy miał licytować partner albo LHO", at partner's or LHO's turn), its 30B1 gone into 2017 30A,
30B2 to 30B1, 30B3 to 30B2 - both readers of Law 30 call it `changed`. A heading reworded over parts that stay
is the same section (2007 43B, "Pokuty za provinění", over 43B1-43B3, all kept: 2017 "Gdy nastąpi naruszenie
ograniczeń"), and so is a heading said alike over parts that went (2007 57C, its parts split at their keys).
"""

from __future__ import annotations

from ..evidence import Evidence
from .relations import Record
from .structure import LEAD_FROM, Containment
from .units import Unit


def rewritten_in_place(records: list[Record], first: dict[str, Unit], second: dict[str, Unit],
                       containment: Containment) -> list[Record]:
    """The records with each section kept `same` at its key `changed` where its own words (heading, lead) and
    its counterpart's share less than `LEAD_FROM` either way (by rarity, through the lexicon: how a lead's
    source is found) and no part of it is paired with a provision of its own key."""
    placed = {record.first: record.second for record in records if record.first}
    for record in records:
        unit, other = first.get(record.first or ""), second.get(record.first or "")
        if record.relation != "same" or record.second != [record.first] or unit is None or other is None \
                or unit.kind == "law" or not unit.children or not unit.own or not other.own:
            continue
        if any(part.node["key"] in placed.get(part.node["key"], []) for part in unit.children):
            continue
        shares = containment.lead_said(unit, other), containment.lead_contained(other, unit)
        if max(shares) < LEAD_FROM:
            record.relation = "changed"
            record.evidence.append(Evidence("heading_another_case", share=round(max(shares), 2)))
    return records

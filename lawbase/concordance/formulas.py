"""A move that rests on a formula the Law says in several places (`sentences.Said`): 2007 16A4 ("where a violation
of this Law damaged the other side, the Director awards an adjusted score, 12C") paired across its siblings with
2017 16C3, the same formula for the withdrawn calls of 16C2, which 2007 16D (2017 16C) never had: its sentence
reads 1.38 there and 1.28 as 2017 16B3's, which says the formula for 16B too (2007 16B3: 1.32 as 16C3's). Two
readers of Law 16 call 2007 16A4 deleted and 2017 16C3 new.

Moves that leave their family so and that the readers keep (2007 40B3 to 2017 40B2a(iv), 62C3 to 61C, 13B to
13B2) say a rule no other provision of their Law says as well, or join a family made of several old ones."""

from __future__ import annotations

from ..evidence import Evidence
from .relations import Record
from .sentences import MARGIN, Said
from .units import Unit, descendants


def moved_on_a_formula(records: list[Record], said: Said | None, first: dict[str, Unit],
                       second: dict[str, Unit]) -> list[Record]:
    """The records without the moves that rest on a formula: a provision moved out of its parent's counterpart
    into a new part of a provision whose other parts all come from one other old provision, every sentence of
    either reading as well (within `MARGIN`) as a sentence of another provision of its Law, is `none`, and the
    new part new."""
    if said is None:
        return records
    reaching: dict[str, list[str]] = {}
    for record in records:
        for key in record.second if record.first else ():
            reaching.setdefault(key, []).append(record.first)
    by_first = {record.first: record for record in records if record.first}
    freed = []
    for record in records:
        old = first.get(record.first or "")
        new = second.get(record.second[0]) if record.relation == "moved" and len(record.second) == 1 else None
        if old is None or new is None or not left_its_family(old, new, by_first, reaching, first) \
                or not formula(said, old, new):
            continue
        record.relation, record.confidence = "none", 0.6
        record.evidence = record.evidence + [Evidence("formula", key=new.node["key"])]
        freed.append(Record(None, [record.second[0]], "none", 0.6, [
            Evidence("new_formula", key=record.first)]))
        record.second = []
    return records + freed


def left_its_family(old: Unit, new: Unit, by_first: dict[str, Record], reaching: dict[str, list[str]],
                    first: dict[str, Unit]) -> bool:
    """Is `new` a part of a provision its parent's counterpart is not, all of whose other parts come from the one
    old provision that provision comes from (or from its parts)?"""
    parent, holder = old.parent, new.parent
    if parent is None or holder is None or holder.kind == "law" or parent.node["key"] not in by_first:
        return False
    if holder.node["key"] in by_first[parent.node["key"]].second:
        return False
    sources = reaching.get(holder.node["key"], [])
    if len(sources) != 1 or sources[0] not in first:
        return False
    family = {unit.node["key"] for unit in (first[sources[0]], *descendants(first[sources[0]]))}
    siblings = [unit for unit in holder.children if unit is not new]
    return bool(siblings) and all(reaching.get(unit.node["key"]) and set(reaching[unit.node["key"]]) <= family
                                  for unit in siblings)


def formula(said: Said, old: Unit, new: Unit) -> bool:
    """Does every sentence of `old` and of `new` read within `MARGIN` as well as a sentence of another provision
    of its Law on the other side?"""
    rows, columns = said.of_old_key.get(old.node["key"], []), said.of_new_key.get(new.node["key"], [])
    if not rows or not columns:
        return False
    others = [column for column in said.columns.get(new.key.law, []) if column not in columns]
    other_rows = [row for row in said.rows.get(old.key.law, []) if row not in rows]
    if not others or not other_rows:
        return False
    return all(said.scores[row, columns].max() - said.scores[row, others].max() < MARGIN for row in rows) and \
        all(said.scores[rows, column].max() - said.scores[other_rows, column].max() < MARGIN for column in columns)

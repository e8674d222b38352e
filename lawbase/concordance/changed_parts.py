"""A rule changed into a provision whose other parts are all new: the parts say what the rule now says.

A provision without parts whose counterpart has new parts holding its text was laid out in them (`structure.laid_out`).
A changed rule's new parts cannot hold its old text - they are the change: 2007 30B2a, the offender must pass, is
2017 30B1b, the offender may call, with (i) a comparable call and (ii) any other (the partner must pass); 2007 32A,
the partner must pass, is 2017 32B with 32B1, the partner may call, and 32B2; 2007 32B2 (the partner must pass)
was laid out in 2017 32A2 and its (b), and relies on the new Law 23 there, so its (a), the comparable call, is
its too. Nothing else of the old edition says those parts; both readers of Laws 30-32 name them with the lead.
Only where every other part is new: a part paired elsewhere says another provision's rule beside it.
"""

from __future__ import annotations

from ..evidence import Evidence
from .relations import Record
from .units import Unit, descendants


def new_parts_join(records: list[Record], first: dict[str, Unit], second: dict[str, Unit]) -> list[Record]:
    """The records with each `changed` provision without parts given the parts of its first counterpart that it
    does not hold already, where every one of them has `from` empty (their own records gone)."""
    new = {record.second[0]: record for record in records if not record.first}
    taken: set[str] = set()
    for record in records:
        unit = first.get(record.first or "")
        other = second.get(record.second[0]) if record.relation == "changed" and record.second else None
        if unit is None or other is None or unit.children or not other.children:
            continue
        parts = [part.node["key"] for part in descendants(other) if part.node["key"] not in record.second]
        if parts and all(key in new and key not in taken for key in parts):
            record.second = sorted(record.second + parts, key=lambda key: second[key].position)
            record.evidence.append(Evidence("changed_in_new_parts", keys=", ".join(parts)))
            taken.update(parts)
    return [record for record in records if record.first or record.second[0] not in taken]

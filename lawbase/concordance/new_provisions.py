"""What a provision new in the second edition of a pair says of the records around it: a Law new there that a
kept provision's counterpart now relies on (`changed`), and a new provision under the counterpart of an
old provision whose text the old source lost, which nothing can call new (pl-1997 45E prints its heading alone,
and 2017 45E1 and 45E2 were "new" in a translator's comparison)."""

from __future__ import annotations

from collections import Counter

from ..evidence import Evidence
from ..read_back import lost_above
from .units import Unit

NAME_SHARE = 0.02  # a word of a new Law's title said by at most this share of the edition's provisions names it


def under_lost_text(out: list, first: dict[str, Unit], new: list[Unit]) -> dict[str, str]:
    """A new provision's key -> the old provision printed as its heading alone that its nearest paired ancestor
    is paired with (`lost_above`)."""
    paired: dict[str, list[dict]] = {}
    for record in out:
        for key in record.second if record.first in first else []:
            paired.setdefault(key, []).append(first[record.first].node)
    lost = {unit.node["key"]: lost_above(unit, lambda above: above.parent, lambda above: paired.get(above.node["key"], []))
            for unit in new}
    return {key: found for key, found in lost.items() if found}


def relying_on_new(out: list, second: dict[str, Unit], new: set[str], amended: frozenset[int]) -> None:
    """A provision kept at its key, or laid out in new parts (`split`), whose counterparts' own text cites a Law
    new in its edition, or names it (a word of its title the rest of the edition seldom says: 2017 Law 23's
    `porównywalna`, comparable), now applies a rule its edition did not have: `changed` (2017 31A2a cites the
    new Law 23, the comparable call, where 2007 31A2a cited the old Law 23, now 72C; 2017 26B speaks of a call
    that is not comparable; 2007 32B2, the partner must pass, is 2017 32A2 and its (b), which rests on the
    comparable call). A new section cited is a cross-reference added, as a `see also` is (2017 24A cites the
    new 24E): no change of the rule itself. A Law a later amendment wrote (`amended`: the 2024 Law 89 on
    prohibited conduct) is relied on only where that amendment's text cites it: the rest was written before
    it, and a word of its title there is no name of it (2017 9's "postępowanie", procedure; 73D's "zachowanie",
    demeanour, which the 2024 amendment left as it was)."""
    new_laws = {key: second[key] for key in new if key in second and second[key].kind == "law"}
    if not new_laws:
        return
    places: Counter = Counter(term for unit in second.values() for term in unit.own)
    names = {term: key for key, law in new_laws.items() if int(key) not in amended for term in law.own
             if places[term] <= NAME_SHARE * len(second)}
    for record in out:
        if record.relation not in ("same", "split"):
            continue
        counterparts = [second[key] for key in record.second if key in second]
        cited = {law for unit in counterparts for law in unit.own_cites
                 if int(law) not in amended or unit.key.law in amended}
        cited |= {names[term] for unit in counterparts for term in unit.own if term in names}
        cited &= set(new_laws)
        if cited:
            record.relation = "changed"
            record.evidence.append(Evidence("relies_on_new_law" if len(cited) == 1 else "relies_on_new_laws",
                                            laws=", ".join(sorted(cited, key=int))))

"""A weak pairing by key judged by the sentences (`sentences.Said`): a pairing no sentence supports either way
is the same letter over another rule (`unpaired`: 2007 and 2017 12C1e), and so is one whose old sentences are
all said in one new provision, where it went (`said_elsewhere`: 2007 12C1b is 2017 12C1e)."""

from __future__ import annotations

from ..cells import WEAK
from ..evidence import Evidence
from ..keys import Key
from .relations import Record
from .sentences import SOURCE, Said
from .structure import has_text
from .units import Unit, descendants


def unpaired(records: list[Record], said: Said | None, by_place: set[str]) -> list[Record]:
    """The records without the pairings by key that no sentence supports: a provision paired with the one
    of its own key on weak evidence (sure below `WEAK`), not by its place in a list (`by_place`), where no
    sentence of either reads best as a sentence of the other, says another rule (2007 12C1e, the
    Regulating Authority's other way of weighting, and 2017 12C1e, self-inflicted damage: the same letter),
    and so does a part of it paired by key on weak evidence (2007 12C1e(i), the most favourable result for
    the non-offenders, is not 2017 12C1e(i), the offenders' score). Both are left unpaired: the old one
    `none`, the new one new."""
    if said is None:
        return records
    other_rule = [Key.parse(record.first) for record in records
                  if weak_by_key(record, by_place) and not said_there(said, record)]
    out, freed = [], []
    for record in records:
        key = Key.parse(record.first) if weak_by_key(record, by_place) else None
        within = key if key in other_rule else next((rule for rule in other_rule if key and rule.contains(key)), None)
        if within is not None:
            why = Evidence("another_rule", key=str(key)) if within == key else \
                Evidence("another_rule_above", key=str(within))
            out.append(Record(record.first, [], "none", record.confidence, record.evidence + [why]))
            freed.append(Record(None, [record.first], "none", record.confidence,
                                [Evidence("new_same_key", key=record.first)]))
        else:
            out.append(record)
    return out + freed


def weak_by_key(record: Record, by_place: set[str]) -> bool:
    """Paired with the provision of its own key on weak evidence (sure below `WEAK`), not by its place in a list."""
    return bool(record.first) and record.second == [record.first] and record.relation in ("same", "changed") \
        and record.confidence < WEAK and record.first not in by_place


def said_elsewhere(records: list[Record], said: Said | None, by_place: set[str],
                   second: dict[str, Unit]) -> list[Record]:
    """The records with a weak pairing by key (`weak_by_key`) moved where the old provision's sentences are
    said: each of them translating best (among its Law's, `SOURCE` at least) a sentence of one new provision
    or of its new parts, nothing of it paired, the old provision went there, `split` where the parts have
    text too (2007 12C1b, self-inflicted damage, is 2017 12C1e with its (i) and (ii)); its counterpart, another
    rule at the same letter, is new (2017 12C1b, the likely result restored). No margin is asked: 2007 12C1b's
    second sentence, the offenders' score, reads 1.20 in 12C1e(ii) and 1.05 in 2017 12C1b.
    Only where the pairing is weak: at any sureness, 2007 62B1 and 51B2a, 1997 62C2 went to a new neighbour."""
    if said is None:
        return records
    new = {record.second[0]: record for record in records if not record.first}
    freed = []
    for record in records:
        rows = said.of_old_key.get(record.first, []) if weak_by_key(record, by_place) else []
        columns = said.columns.get(said.old[rows[0]].unit.key.law) if rows else None
        if not columns or record.first not in second:
            continue
        best = [(row, said.best_column(row, columns)) for row in rows]
        whole = common_ancestor([said.new[column].unit for _, column in best])
        held = [whole, *descendants(whole)] if whole is not None else []
        keys = [unit.node["key"] for unit in held]
        if not keys or any(said.scores[pair] < SOURCE for pair in best) or any(key not in new for key in keys) \
                or second[record.first] in ancestors(whole):
            continue
        for key in keys:
            new.pop(key)
        counterpart, record.second, record.confidence = record.first, keys, 0.6
        record.relation = "split" if sum(map(has_text, held)) > 1 else "moved"
        where = ", ".join(f"{said.new[pair[1]].unit.node['key']} ({said.scores[pair]:.2f})" for pair in best)
        record.evidence = [Evidence("not_its_key", key=counterpart, where=where)]
        freed.append(Record(None, [counterpart], "none", 0.6,
                            [Evidence("new_same_key_is", key=counterpart, here=keys[0])]))
    return [record for record in records if record.first or record.second[0] in new] + freed


def ancestors(unit: Unit) -> list[Unit]:
    return [unit.parent, *ancestors(unit.parent)] if unit.parent is not None else []


def common_ancestor(units: list[Unit]) -> Unit | None:
    """The deepest provision holding all of `units` (one of them, or a provision above them), if any."""
    return next((candidate for candidate in (units[0], *ancestors(units[0]))
                 if all(unit is candidate or candidate in ancestors(unit) for unit in units)), None)


def said_there(said: Said, record: Record) -> bool:
    """Does a sentence of the first provision read best (among its Law's sentences) as a sentence of its
    counterpart, or one of the counterpart's as one of the provision's? (True where either has none.)"""
    mine, theirs = said.of_old_key.get(record.first, []), said.of_new_key.get(record.first, [])
    if not mine or not theirs:
        return True
    law = said.old[mine[0]].unit.key.law
    return any(said.best_column(row, said.columns[law]) in theirs for row in mine) or \
        any(said.best_row(column, law) in mine for column in theirs)

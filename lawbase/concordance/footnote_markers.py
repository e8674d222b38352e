"""Footnotes between two translations of the same Laws (pl-2017 -> ru-2017), paired by where their markers stand.

Two translations of one text put their notes under the same provisions, in the same order, so a footnote is the
other's that its provisions' counterparts mark at the same place (the i-th note of 41B with the i-th); the printed
numbers cannot say it: pl-2017 prints a 2024 footnote 28 at 89B, so its 29 is ru-2017's 28, and its translator's
notes (†) have no counterpart. The pairing is the assignment that agrees with the most markers (ru-2017 marks its
footnote 13, on 50D2a, at 51B1a and 51B1b too, where pl-2017 marks 15: pl 13 is ru 13, pl 15 ru 15), and each
record's evidence names the printed numbers and every marker the other text does not match. Records as
`footnotes.py` gives them in one language: `same` (both are notes to one Law), `none` both ways.
"""

from __future__ import annotations

import numpy as np

from ..evidence import Evidence
from ..graph import Graph, footnote_sign
from .matching import assignment

# a footnote whose every marker the other text matches is sure; one some of whose markers it places otherwise
# is still the same note (the rest of its markers and the other's say so, and the differences are named)
ALL_MARKERS, SOME_MARKERS = 1.0, 0.9
NOT_MARKED = 0.8  # a footnote the other text marks nowhere near: the prior of `none` (`relations.NONE_CONFIDENCE`)


def footnotes(graph: Graph, edition: str) -> list[dict]:
    """An edition's footnotes that have a text and stand where a marker is (one the source lost stands nowhere)."""
    return [node for node in graph.by_edition[edition]
            if node["kind"] == "footnote" and node["text"].strip() and node.get("markers")]


def marked(graph: Graph, edition: str) -> dict[str, list[dict]]:
    """Provision key -> the footnotes marked in it that have a text, as its reader meets them
    (`Graph.footnotes_marked`)."""
    notes = footnotes(graph, edition)
    kept = {id(node) for node in notes}
    holders = dict.fromkeys(marker["node"] for node in notes for marker in node["markers"])
    return {graph.by_id[holder]["key"]: [note for note in graph.footnotes_marked(graph.by_id[holder])
                                         if id(note) in kept] for holder in holders}


def marker_records(graph: Graph, first_id: str, second_id: str, provisions: list[dict]) -> list[dict]:
    """The records of `first_id`'s footnotes, then of `second_id`'s that none pairs with, given the provisions'
    records between the two (`from` in `first_id`)."""
    counterparts = {record["from"]: record["to"] for record in provisions if record["from"]}
    mine, theirs = marked(graph, first_id), marked(graph, second_id)
    first, second = footnotes(graph, first_id), footnotes(graph, second_id)
    row, column = {id(node): at for at, node in enumerate(first)}, {id(node): at for at, node in enumerate(second)}
    votes = np.zeros((len(first), len(second)))
    for key, notes in mine.items():
        there = [note for other in counterparts.get(key, []) for note in theirs.get(other, [])]
        for at, note in enumerate(notes):
            if at < len(there):  # the i-th note of a provision with the i-th of its counterparts'
                votes[row[id(note)], column[id(there[at])]] += 1
    pairs = dict(assignment(votes)) if first and second else {}
    paired_second = set(pairs.values())
    out = []
    for at, note in enumerate(first):
        other = second[pairs[at]] if at in pairs else None
        out.append(record_of(graph, (first_id, second_id), note, other, (mine, theirs), counterparts,
                             (first, second, pairs)))
    for at, note in enumerate(second):
        if at not in paired_second:
            where = ", ".join(dict.fromkeys(graph.by_id[marker["node"]]["key"] for marker in note["markers"]))
            out.append({"from_edition": first_id, "to_edition": second_id, "from": None, "to": [note["key"]],
                        "relation": "none", "confidence": NOT_MARKED,
                        "evidence": [Evidence("footnote_unmarked", sign=footnote_sign(note), edition=second_id,
                                              at=where, other=first_id)]})
    return out


def record_of(graph: Graph, editions: tuple[str, str], note: dict, other: dict | None,
              marks: tuple[dict, dict], counterparts: dict[str, list[str]], paired: tuple) -> dict:
    """One footnote's record: where both texts mark it, where they differ, and its printed numbers."""
    first_id, second_id = editions
    mine, theirs = marks
    keys = list(dict.fromkeys(graph.by_id[marker["node"]]["key"] for marker in note["markers"]))
    record = {"from_edition": first_id, "to_edition": second_id, "from": note["key"]}
    if other is None:
        law = graph.law_of(note)["key"]
        amended = graph.editions[first_id]
        why = [Evidence("amended", edition=first_id, year=amended["amended"], law=int(law))] \
            if int(law) in amended.get("amended_laws", []) else []
        kind = "footnote" if footnote_sign(note).isdigit() else "translator_note"
        outcome = "unmarked" if any(counterparts.get(key) for key in keys) else "no_counterpart"
        return {**record, "to": [], "relation": "none", "confidence": NOT_MARKED, "evidence": [
            Evidence(f"{kind}_{outcome}", sign=footnote_sign(note), edition=first_id, at=", ".join(keys),
                     other=second_id), *why]}
    agree, differ = [], {}  # what the other text marks instead -> the provisions where it does
    for key in keys:
        there = [each for other_key in counterparts.get(key, []) for each in theirs.get(other_key, [])]
        at = next(i for i, each in enumerate(mine[key]) if each is note)
        if at < len(there) and there[at] is other:
            agree.append(key)
        elif at < len(there):
            said = {"edition": second_id, "sign": footnote_sign(there[at]), "key": there[at]["key"],
                    **paired_with(there[at], paired, first_id)}
            differ.setdefault(("marks_paired_footnote" if "first" in said else "marks_its_footnote",
                               tuple(said.items())), []).append(key)
        else:
            differ.setdefault(("marks_no_footnote" if counterparts.get(key) else "no_counterpart_of_it",
                               (("edition", second_id),)), []).append(key)
    differ = [Evidence(code, at=", ".join(where), **dict(said)) for (code, said), where in differ.items()]
    near, also = {each for key in keys for each in counterparts.get(key, [])}, {}
    for key in dict.fromkeys(graph.by_id[marker["node"]]["key"] for marker in other["markers"]):
        if key not in near:
            here = [each for first_key, others in counterparts.items() if key in others for each in mine.get(first_key, [])]
            also.setdefault(", ".join(f"{footnote_sign(each)} ({each['key']})" for each in here), []).append(key)
    differ += [Evidence("also_marked" if notes else "also_marked_none", edition=second_id, at=", ".join(where),
                        other=first_id, **({"notes": notes} if notes else {})) for notes, where in also.items()]
    return {**record, "to": [other["key"]], "relation": "same", "confidence": SOME_MARKERS if differ else ALL_MARKERS,
            "evidence": [Evidence("marked_in_both", keys=", ".join(agree)) if agree else Evidence("marked_elsewhere"),
                         *differ, printed(note, other, editions, paired)]}


def paired_with(note: dict, paired: tuple, first_id: str) -> dict:
    """What the other text's footnote is paired with (pl-2017's footnote 13, fn15), or nothing."""
    first, second, pairs = paired
    at = next((i for i, each in enumerate(second) if each is note), None)
    back = next((first[row] for row, column in pairs.items() if column == at), None)
    return {"first": first_id, "first_sign": footnote_sign(back), "first_key": back["key"]} if back else {}


def printed(note: dict, other: dict, editions: tuple[str, str], paired: tuple) -> Evidence:
    """The numbers the two texts print, and where they differ, the footnotes before it that one text alone has."""
    first_id, second_id = editions
    mine, theirs = footnote_sign(note), footnote_sign(other)
    if mine == theirs:
        return Evidence("printed_both", sign=mine)
    first, second, pairs = paired
    alone_first = [each for at, each in enumerate(first[:first.index(note)])
                   if at not in pairs and footnote_sign(each).isdigit()]
    taken = set(pairs.values())
    alone_second = [each for at, each in enumerate(second[:second.index(other)])
                    if at not in taken and footnote_sign(each).isdigit()]
    why = [{"edition": edition, "sign": footnote_sign(each), "key": each["key"], "at": each["parent"].split("/", 1)[1],
            "other": other_id} for edition, other_id, alone in (
               (first_id, second_id, alone_first), (second_id, first_id, alone_second)) for each in alone]
    said = {"mine": mine, "first": first_id, "theirs": theirs, "second": second_id}
    return Evidence("printed_apart_because", **said, before=why) if why else Evidence("printed_apart", **said)

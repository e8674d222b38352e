"""Citations written in another numbering of the Laws than the text they resolve in, read through the concordance.

Notes may cite the numbering of older Laws than the text they comment on: the Polish director's notes
quote the 2007 Laws - 17E2 and 26A2, which the 2017 Laws do not have, and 16D for what a withdrawn call
tells, which the 2017 Laws print as 16C (their own 16D, information from other sources, is another
rule). The manifest says so (`numbering = 2007`). Once the concordance is known, each key such an
edition cites is read in the text of those Laws (the first edition of the Laws of that year) and
followed to what says it in the edition the citation resolves in: the reference's `target` becomes that
provision, and `numbering` says how it was read - {"laws": 2007, "edition": "cs-2007", "relation":
"moved", "to": ["16C"], "as_printed": {"target": "pl-2017/16D"}}; where the newer Laws have nothing that
says it, the reference is unresolved and says why. A key read so as the same rule at the same key is
left as it was, and so is every citation when the corpus holds no text of those Laws (the notes built
with their base alone: `lawbase check` says so). `as_printed` undoes the reading: the references as the
build's early work saw them, before the concordance.
"""

from __future__ import annotations

from .evidence import Evidence
from .graph import Graph
from .keys import id_parts

PRINTED = ("target", "reason", "nearest")  # what the reading replaces, kept under `as_printed`


def read_through_concordance(graph: Graph) -> list[dict]:
    """The graph's references, those of an edition with a `numbering` read in it."""
    return [read(graph, record) for record in graph.references]


def read(graph: Graph, record: dict) -> dict:
    edition = graph.editions[id_parts(record["source"])[0]]
    numbering = edition.get("numbering")
    resolved_in = graph.resolves_in(edition["id"])
    if not numbering or graph.editions[resolved_in]["laws_year"] == numbering \
            or record["kind"] not in ("explicit", "relative") or not record.get("key"):
        return record
    text = text_of(graph, numbering)
    node = graph.by_key.get((text, record["key"]))
    if node is None:
        return record  # not a key of those Laws: read as printed
    found, relation = graph.counterparts(node, resolved_in)
    keys = [other["key"] for other in found]
    if relation == "key" or (relation == "same" and keys == [record["key"]]):
        return record  # no concordance to read it through, or the same rule at the same key
    out = {name: value for name, value in record.items() if name not in ("reason", "nearest")}
    out["target"] = found[0]["id"] if found else None
    if not found:
        out["reason"] = Evidence("numbering_unsaid", key=record["key"], year=numbering, text=text, edition=resolved_in,
                                 relation=relation)
    out["numbering"] = {"laws": numbering, "edition": text, "relation": relation, "to": keys,
                        "as_printed": {name: record[name] for name in PRINTED if name in record}}
    return out


def text_of(graph: Graph, laws_year: int) -> str | None:
    """The first edition of the Laws of that year, whose keys are that numbering."""
    return next((e["id"] for e in graph.editions.values() if e["kind"] == "laws" and e["laws_year"] == laws_year), None)


def as_printed(references: list[dict]) -> list[dict]:
    """The references as resolved before the concordance: each reading undone."""
    out = []
    for record in references:
        reading = record.get("numbering")
        if reading is None:
            out.append(record)
            continue
        undone = {name: value for name, value in record.items() if name not in ("numbering", *PRINTED)}
        undone.update(reading["as_printed"])
        out.append(undone)
    return out

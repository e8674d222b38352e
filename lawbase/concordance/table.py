"""Reading the concordance of a built graph: the records of one pair of editions, either way round."""

from __future__ import annotations

from ..errors import UsageError
from ..evidence import Evidence
from ..graph import Graph
from ..typed_nodes import read_key
from ..keys import law_of_key, law_ranges, sort_key
from ..read_back import reversed_records


def between(graph: Graph, first: str, second: str, law: str | None = None) -> list[dict]:
    """The records pairing `first` with `second` (`from` in `first`), in the Laws' order of `first`, a Law's
    footnotes after its provisions."""
    for edition in (first, second):
        graph.check_edition(edition)
    if first == second:
        raise UsageError.said("same_edition_twice")
    records = graph.data.get("concordance", [])
    forward = [r for r in records if r["from_edition"] == first and r["to_edition"] == second]
    if not forward:
        backward = [r for r in records if r["from_edition"] == second and r["to_edition"] == first]
        if not backward:
            raise UsageError.said("not_paired", first=first, second=second)
        forward = reversed_records(backward)
    forward = with_partners(forward, first)
    if law is not None:
        law = read_law(graph, law, first, second)
        forward = [r for r in forward if law_of_record(graph, r) == law]
        if not forward:
            lacking = first if (first, law) not in graph.by_key else second
            held = law_ranges([node["key"] for node in graph.laws[lacking]])
            raise UsageError.said("law_pairs_nothing", law=law, first=first, second=second, lacking=lacking, held=held)
    return sorted(forward, key=lambda r: (r["from"] is None, sort_key(law_of_record(graph, r)),
                                          sort_key(r["from"] or r["to"][0])))


def with_partners(records: list[dict], edition: str) -> list[dict]:
    """Each `merged` record with the other provisions of its edition merged into the same one: `--law 12` said
    "12C2b → 12C2b sloučeno" and nothing of cs-2007 86A, its other half, shown under `--law 86` alone (a Czech
    translator's review, session 27). Said, not stored: the concordance's records are as it scored them."""
    into: dict[str, list[str]] = {}
    for record in records:
        if record["relation"] == "merged" and record["from"]:
            for key in record["to"]:
                into.setdefault(key, []).append(record["from"])
    out = []
    for record in records:
        partners = [key for to in record["to"] for key in into.get(to, []) if key != record["from"]] if (
            record["relation"] == "merged" and not any(line.code == "merged_through" for line in record["evidence"])
        ) else []  # (a composed record's says them already: "merged with 22B of cs-2007 in pl-2017 17D")
        out.append({**record, "evidence": list(record["evidence"]) + [Evidence(
            "merged_with", keys=", ".join(dict.fromkeys(partners)), edition=edition)]} if partners else record)
    return out


def law_of_record(graph: Graph, record: dict) -> str:
    """The Law a record's provision belongs to; a footnote's (`fn5`) is its Law's."""
    edition, key = (record["from_edition"], record["from"]) if record["from"] else (record["to_edition"], record["to"][0])
    node = graph.by_key.get((edition, key))
    holder = graph.law_of(node) if node is not None and node["kind"] == "footnote" else None
    return holder["key"] if holder is not None else law_of_key(key)


def read_law(graph: Graph, typed: str, first: str, second: str) -> str:
    """`--law` as typed (`16`, `Pravidlo 16`): a Law number one of the two editions has, else one line."""
    try:
        key = read_key(graph, " ".join(typed.split()))[0]
    except UsageError:
        key = ""
    if not key.isdigit():
        raise UsageError.said("law_not_a_number", typed=repr(typed))
    if not any((edition, key) in graph.by_key for edition in (first, second)):
        raise UsageError.said("law_in_neither", typed=repr(typed), first=first, second=second, key=key)
    return key


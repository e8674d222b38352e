"""A citation of a Law its edition does not hold (the 1997 chapter's "przepis 20", 41B): which Laws the edition
holds, and where the citation leads on - one reading for the Law pages' notes and `refs`."""

from __future__ import annotations

from .graph import Graph, NodeRecord
from .keys import law_of_key
from .manifest import superseding_text


def laws_outside(graph: Graph, record: dict) -> tuple[int, int] | None:
    """The Laws the citing edition holds where the citation's Law is not among them (pl-1997: 41–71)."""
    laws = graph.editions[graph.by_id[record["source"]]["edition"]].get("laws")
    law = law_of_key(record.get("key") or "")
    return laws if laws and law.isdigit() and not laws[0] <= int(law) <= laws[1] else None


def way_on(graph: Graph, record: dict) -> NodeRecord | None:
    """The same key, else its Law, in the text of the Laws that replaced the citing edition's ("przepis 20" of
    the 1997 chapter: pl-2017 20); the number is the one printed, to which those Laws may give another rule.
    None where the edition holds the Law, or nothing replaced it (a Polish player's review found only the
    chapter's id and no way on)."""
    newer = superseding_text(graph.editions, graph.by_id[record["source"]]["edition"]) \
        if laws_outside(graph, record) else None
    if newer is None:
        return None
    return graph.by_key.get((newer, record["key"])) or graph.by_key.get((newer, law_of_key(record["key"])))

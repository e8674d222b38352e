"""Back-of-book index entries whose targets read as swapped: two entries, each worded as the title of the
other's target (cs-2007.md:2761-2762, under "Tichý hráč": "Práva, neomezená 42B" and "Práva, omezená 42A",
where 42A is "Neomezená práva" and 42B "Omezená práva"; a Czech player followed them to the wrong rights).

The targets are kept as printed; each record says which entry it crossed with (`crossed`), `lawbase check`
warns with both lines and the index page marks the two targets.
"""

from __future__ import annotations

from .graph import Graph, Kind
from .text import fold_words


def words(title: str) -> frozenset[str]:
    """A title's words, folded, in any order ("Práva, neomezená" and "Neomezená práva" alike)."""
    return frozenset(fold_words(title.lower()).split())


def mark_crossed(graph: Graph, records: list[dict]) -> None:
    """Set `crossed` (the other entry's id) on each index record of such a pair; an entry with one target."""
    targets: dict[str, list[dict]] = {}
    for record in records:
        if record["kind"] == "index":
            targets.setdefault(record["source"], []).append(record)
    single = [found[0] for found in targets.values() if len(found) == 1 and found[0]["target"]]
    by_words: dict[tuple[str, frozenset], list[dict]] = {}
    for record in single:
        entry = graph.by_id[record["source"]]
        if entry["kind"] == Kind.INDEX_ENTRY:
            by_words.setdefault((entry["edition"], words(entry["title"])), []).append(record)
    for (edition, named), found in by_words.items():
        for record in found:
            target = words(graph.by_id[record["target"]]["title"])
            if not target or target == named:
                continue
            for other in by_words.get((edition, target), []):
                if other["target"] != record["target"] and words(graph.by_id[other["target"]]["title"]) == named:
                    record["crossed"] = other["source"]

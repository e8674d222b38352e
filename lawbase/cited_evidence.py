"""What a concordance record's two texts cite, said in its evidence, as the compare page says it of their row
(`differences`): a citation the newer Laws renumbered (cs-2007 25B3 "Pravidlo 16D", pl-2017 25B3 "przepis 16C")
and one only a side makes (pl-2017 25B1's added "(przepis 26 może mieć zastosowanie)"). A Czech translator's
review found both pairs `same` with no word of it in the concordance, the CSV or the TMX, which a translator
filters on, while the compare page showed the second. The relation and confidence stay as the concordance
scored them: the rule is the same; the citation is what a translation must change."""

from __future__ import annotations

from .differences import Differences
from .evidence import Evidence
from .graph import Graph

COMPARED = ("same", "moved", "changed")  # one provision for one, as the compare page compares a row's cells
CODES = ("cites_renumbered", "cites_only")


def with_citation_evidence(graph: Graph) -> list[dict]:
    """The graph's concordance records, each with its `citation_lines` after its own evidence."""
    differences = Differences(graph)
    out = []
    for record in graph.data.get("concordance", []):
        lines = citation_lines(graph, differences, record)
        out.append({**record, "evidence": list(record["evidence"]) + lines} if lines else record)
    return out


def citation_lines(graph: Graph, differences: Differences, record: dict) -> list[Evidence]:
    """The record's renumbered citations and those only one side makes; none where the compare page would not
    compare its texts (a part beside a whole differs by construction)."""
    if record["relation"] not in COMPARED or not record["from"] or len(record["to"]) != 1:
        return []
    editions = record["from_edition"], record["to_edition"]
    first, second = (graph.by_key.get((edition, key)) for edition, key in zip(editions, (record["from"], record["to"][0])))
    if first is None or second is None or differences.has_parts([first]) != differences.has_parts([second]):
        return []
    lines = [Evidence("cites_renumbered", key=old, edition=editions[0], other_key=new, other_edition=editions[1])
             for old, new in differences.renumbered_pairs([first], [second])]
    only = differences.cited_only([first], [second]) or ((), ())
    return lines + [Evidence("cites_only", edition=edition, keys=", ".join(keys))
                    for edition, keys in zip(editions, only) if keys]


def cited_apart(graph: Graph, node: dict) -> list[Evidence]:
    """The citation lines of the records pairing a provision with the other editions, each once: what `show` says
    under its heading (the renumbering a translator must make)."""
    lines = [line for other in graph.editions if other != node["edition"] for record in graph.records(node, other)
             for line in record["evidence"] if getattr(line, "code", None) in CODES]
    return list(dict.fromkeys(lines))

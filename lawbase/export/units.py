"""A translation pair cut into the units a CAT tool matches: the heading beside the heading, the text beside
the text, and a text's closing sentence after its list beside the other's; and the pairs beyond the
concordance's provisions: the definitions the glossary lines up, the footnotes of paired provisions.

A segment of heading, line break and text ("Starszeństwo kart i kolorów\\nW brydża sportowego…") matches a
new heading only fuzzily; a lead-in joined to the sentence that follows the list ("…należy je unieważnić:"
then "Wynik rozdania ulega zmianie…", Law 71's points missing between them) reads as one false sentence.
"""

from __future__ import annotations

from dataclasses import replace

TITLE, TEXT, AFTER = "title", "text", "text-after"  # a unit's part: its tuid's suffix, `x-part`, the CSV's `part`


def heading(node: dict) -> dict:
    """The node with its title alone (the words read in its title kept)."""
    return {**node, "text": "", "repairs": [r for r in node.get("repairs", []) if r[0] == "title"]}


def excerpt(node: dict, start: int, end: int) -> dict:
    """The node with its text from start to end alone, the words read there moved with it."""
    repairs = [("text", first - start, last - start, reading) for field, first, last, reading in node.get("repairs", [])
               if field == "text" and start <= first and last <= end]
    return {**node, "title": "", "text": node["text"][start:end], "repairs": repairs,
            "text_at": node.get("text_at", 0) + start}


def pieces(node: dict) -> list[tuple[str, dict]]:
    """A text as its parts: the lead-in and the closing sentence where a list stands between them
    (`after_children`), else the whole text."""
    text, after = node["text"], node.get("after_children")
    if after is None or not 0 < after < len(text):
        return [(TEXT, excerpt(node, 0, len(text)))]
    lead = text[:after].rstrip("\n")
    return [(TEXT, excerpt(node, 0, len(lead)))] * bool(lead) + [(AFTER, excerpt(node, after, len(text)))]


def cut_units(pairs: list) -> tuple[list, int]:
    """Each pair as its units (a `sentence` pair is one already), and how many pairs gave none: a heading
    alone beside a text alone, which translate nothing of each other."""
    units, unmatched = [], 0
    for pair in pairs:
        if pair.part:
            units.append(pair)
            continue
        source, target = pair.source, pair.target
        made = [replace(pair, source=heading(source), target=heading(target), part=TITLE)] if (
            source["title"] and target["title"]) else []
        if source["text"] and target["text"]:
            mine, theirs = pieces(source), pieces(target)
            if [name for name, _ in mine] != [name for name, _ in theirs]:  # one text closes after its list, one not
                mine, theirs = [(TEXT, excerpt(source, 0, len(source["text"])))], [
                    (TEXT, excerpt(target, 0, len(target["text"])))]
            made += [replace(pair, source=a, target=b, part=name) for (name, a), (_, b) in zip(mine, theirs)]
        units += made
        unmatched += not made
    return units, unmatched


def footnote_pairs(pairs: list, footnotes: dict[str, list[dict]], make) -> list:
    """The footnotes of paired provisions, where the two hold as many footnotes, in the order of their markers
    (pl-2017 6D2's fn1 beside ru-2017 6D2's fn1); where the numbers differ (2017 18A has one, 2007's none),
    there is no telling which translates which: none."""
    made, taken = [], set()
    for pair in pairs:
        mine, theirs = footnotes.get(pair.source["id"], []), footnotes.get(pair.target["id"], [])
        if pair.relation == "sentence" or len(mine) != len(theirs):
            continue
        for source, target in zip(mine, theirs):
            if not {source["id"], target["id"]} & taken:
                taken |= {source["id"], target["id"]}
                made.append(make(source, target, "footnote", pair.confidence,
                                 f"footnote of {pair.source['key']} in {source['edition']} and of "
                                 f"{pair.target['key']} in {target['edition']}, in the order of their markers"))
    return made


def footnotes_by_provision(nodes: list[dict]) -> dict[str, list[dict]]:
    """Node id -> its footnotes, in the order of their first markers (heading first); one that lost its marker
    stands at the end of its parent."""
    placed: dict[str, list[tuple[tuple, dict]]] = {}
    for node in nodes:
        if node["kind"] == "footnote":
            marker = (node.get("markers") or [{"node": node["parent"], "field": "text", "offset": 1 << 30}])[0]
            placed.setdefault(marker["node"], []).append(((marker["field"] != "title", marker["offset"]), node))
    return {key: [node for _, node in sorted(found, key=lambda item: item[0])] for key, found in placed.items()}


def definition_pairs(graph: dict, from_edition: str, to_edition: str, term_maps: dict, make) -> list:
    """The definitions the site's glossary lines up (`glossary.build_glossary`, with the build's term maps, as
    the site's): one pair per glossary row holding both editions, its evidence in the note."""
    from ..glossary import build_glossary
    from ..graph import Graph

    by_id = {node["id"]: node for node in graph["nodes"]}
    rows, counts = build_glossary(graph, term_maps, graph=Graph(graph))
    anchor = next((edition for edition, count in counts.items() if "aligned" not in count), "")
    made = []
    for row in rows:
        if from_edition in row.members and to_edition in row.members:
            evidence = [item for edition in (from_edition, to_edition) if edition != anchor
                        for item in row.evidence.get(f"{edition}~{anchor}", [])]
            through = ("" if anchor in (from_edition, to_edition)
                       else f" through {by_id[row.members[anchor]]['key']} of {anchor}")
            made.append(make(by_id[row.members[from_edition]], by_id[row.members[to_edition]], "definition", None,
                             f"definition paired by the glossary{through}: {'; '.join(evidence)}"))
    return made


def left_out(kind: str, nodes: list[dict], units: list, editions: tuple[str, str], why: str) -> str:
    """`; left out, definitions …: 7 of pl-2017's 64, 10 of ru-2017's 67`: the nodes of a kind in no unit
    ("" where none is)."""
    used = {node["id"] for unit in units for node in (unit.source, unit.target)}
    said, missing = [], 0
    for edition in editions:
        own = [node for node in nodes if node["edition"] == edition and node["kind"] == kind]
        unused = sum(node["id"] not in used for node in own)
        missing += unused
        said += [f"{unused} of {edition}'s {len(own)}"] if own else []  # pl-1997 defines nothing: unsaid
    return f"; left out, {kind}s {why}: {', '.join(said)}" if missing else ""

"""A translation pair cut into the units a CAT tool matches: the heading beside the heading, the text beside
the text, and a text's closing sentence after its list beside the other's.

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
    return {**node, "title": "", "text": node["text"][start:end], "repairs": repairs}


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

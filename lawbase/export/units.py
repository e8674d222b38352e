"""A translation pair cut into the units a CAT tool matches: the heading beside the heading, the text beside
the text, and a text's closing sentence after its list beside the other's; and the pairs beyond the
concordance's provisions: the definitions the glossary lines up, the footnotes of paired provisions.

A segment of heading, line break and text ("Starszeństwo kart i kolorów\\nW brydża sportowego…") matches a
new heading only fuzzily; a lead-in joined to the sentence that follows the list ("…należy je unieważnić:"
then "Wynik rozdania ulega zmianie…", Law 71's points missing between them) reads as one false sentence.
"""

from __future__ import annotations

from dataclasses import replace

from ..evidence import Evidence
from ..graph import Graph, footnote_sign
from ..keys import node_id
from ..text import left_over

TITLE, TEXT, AFTER = "title", "text", "text-after"  # a unit's part: its tuid's suffix, `x-part`, the CSV's `part`
REST = "rest"  # what is left of a provision once sentences were cut out of it (`rest_pairs`)


def heading(node: dict) -> dict:
    """The node with its title alone (the words read in its title kept)."""
    return {**node, "text": "", "repairs": [r for r in node.get("repairs", []) if r[0] == "title"]}


def excerpt(node: dict, start: int, end: int) -> dict:
    """The node with its text from start to end alone, the words read there moved with it."""
    repairs = [("text", first - start, last - start, reading, kind)
               for field, first, last, reading, kind in node.get("repairs", [])
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
        made = [replace(pair, source=heading(source), target=heading(target), part=TITLE, cited=())] if (
            source["title"] and target["title"]) else []  # (a citation's note is the text's: a heading cites nothing)
        if source["text"] and target["text"]:
            mine, theirs = pieces(source), pieces(target)
            if [name for name, _ in mine] != [name for name, _ in theirs]:  # one text closes after its list, one not
                mine, theirs = [(TEXT, excerpt(source, 0, len(source["text"])))], [
                    (TEXT, excerpt(target, 0, len(target["text"])))]
            made += [replace(pair, source=a, target=b, part=name) for (name, a), (_, b) in zip(mine, theirs)]
        units += made
        unmatched += not made
    return units, unmatched


def rest_pairs(entries: list[dict], pairs: list, by_id: dict, make) -> list:
    """What is left of a provision once the sentences cut out of it are (the sentence units: their cut side
    holds `text_at`), beside the provision of its key in the other edition, where the concordance pairs it with
    that one and the cut-out ones alone: ru-2017 73A2 without its mandatory-pause sentence (2024's pl-2017 73D3)
    beside pl-2017 73A2, a translator's review having found that shared first sentence in no unit. Left whole
    (one stretch of text), so that its markers and the words read in it keep their places."""
    paired: dict[str, set[str]] = {}
    for entry in entries:
        for key in entry.get("to") or [] if entry.get("from") else []:
            one, other = node_id(entry["from_edition"], entry["from"]), node_id(entry["to_edition"], key)
            paired.setdefault(one, set()).add(other)
            paired.setdefault(other, set()).add(one)
    cut: dict[str, list[tuple[str, int, int]]] = {}  # old provision -> (new provision, the sentence's span)
    for pair in pairs:
        if pair.part == "sentence":
            old, new = (pair.source, pair.target) if "text_at" in pair.source else (pair.target, pair.source)
            cut.setdefault(old["id"], []).append((new["id"], old["text_at"], old["text_at"] + len(old["text"])))
    made, editions = [], (entries[0]["from_edition"], entries[0]["to_edition"]) if entries else ()
    for old_id, sentences in cut.items():
        old = by_id[old_id]
        own = by_id.get(node_id(next(e for e in editions if e != old["edition"]), old["key"]))
        cut_into = {new for new, _, _ in sentences}
        if own is None or own["id"] in cut_into or paired.get(old_id) != cut_into | {own["id"]}:
            continue
        left = left_over(old["text"], [span for _, *span in sentences])
        if len(left) != 1:
            continue
        rest = {**excerpt(old, *left[0]), "title": ""}
        keys = ", ".join(by_id[new]["key"] for new, _, _ in sentences)
        note = Evidence("tmx_rest", key=old["key"], edition=old["edition"], keys=keys, other_edition=own["edition"],
                        other_key=own["key"])
        source, target = (rest, {**own, "title": ""}) if old["edition"] == editions[0] else (
            {**own, "title": ""}, rest)
        made.append(make(source, target, "sentence", None, note, REST))
    return made


def footnote_pairs(pairs: list, graph: Graph, make) -> list:
    """The footnotes of paired provisions, where the two hold as many footnotes, in the order of their markers
    (`Graph.footnotes_marked`: pl-2017 6D2's fn1 beside ru-2017 6D2's fn1); where the numbers differ (2017 18A has
    one, 2007's none), there is no telling which translates which: none. A footnote is read first at its first
    marker, then, if still in no pair, at each provision marking it (printed footnote 15, first marked at pl-2017
    51B1a, where ru-2017 marks its 13, and at ru-2017 51B2a: paired at 51B2a, where both mark their 15)."""
    made, taken = [], set()
    for first_only in (True, False):
        for pair in pairs:
            mine, theirs = (graph.footnotes_marked(node, first_only) for node in (pair.source, pair.target))
            if pair.relation == "sentence" or len(mine) != len(theirs):
                continue
            for source, target in zip(mine, theirs):
                if not {source["id"], target["id"]} & taken:
                    taken |= {source["id"], target["id"]}
                    made.append(make(source, target, "footnote", pair.confidence, footnotes_said(source, target)))
    return made


def footnotes_said(source: dict, target: dict) -> Evidence:
    """`footnote 28 of 93C3b in ru-2017` and the other: the number the book prints, not the key counting notes in
    order, and the provision of its first marker, as its `tuid` names it (pl-2017's footnote 15, first marked at
    51B1a and paired at 51B2a, was said "of 51B2a" beside `pl-2017/51B1a/footnote-15`: a QA sweep)."""
    return Evidence("tmx_footnotes", **{f"{side}{name}": value for side, note in (("", source), ("other_", target))
                                        for name, value in (("sign", footnote_sign(note)), ("edition", note["edition"]),
                                                            ("key", home(note).split("/", 1)[1]))})


def home(footnote: dict) -> str:
    """The id of the provision a footnote is first marked in (its parent's, where the source lost its marker)."""
    return (footnote.get("markers") or [{"node": footnote["parent"]}])[0]["node"]


def unit_name(node: dict) -> str:
    """A side of a unit's `tuid`: a provision's id (`pl-2017/16D`); a footnote's provision (its first marker's) and
    printed number (`pl-2017/93C3b/footnote-29`, where its key is fn32: the keys count the notes in order), which
    a translator reads, and unique in an edition (the Czech numbers its notes afresh on each page)."""
    if node["kind"] != "footnote":
        return node["id"]
    return f"{home(node)}/footnote-{footnote_sign(node)}"


def definition_pairs(graph: dict, from_edition: str, to_edition: str, term_maps: dict, make) -> list:
    """The definitions the site's glossary lines up (`glossary.build_glossary`, with the build's term maps, as
    the site's): one pair per glossary row holding both editions, its evidence in the note. Rows of one English
    term are one concept, as on the glossary page ("Board"); where one edition defines it twice and the other
    once in numbered senses (ru-2017's Коробка and Сдача, pl-2017's Rozdanie, "1. Podział talii … 4. Cztery
    ręce …"), each of the two is paired with the sense it says (`sense_pairs`), not one with the four senses
    and the other with none (a translator's review)."""
    from ..glossary import build_glossary

    by_id = {node["id"]: node for node in graph["nodes"]}
    rows, counts = build_glossary(graph, term_maps, graph=Graph(graph))
    anchor = next((edition for edition, count in counts.items() if "aligned" not in count), "")
    languages = {edition["id"]: edition["language"] for edition in graph["editions"]}
    concepts: dict[str, list] = {}
    for row in rows:
        concepts.setdefault(row.english.casefold() or id(row), []).append(row)
    made, by_sense = [], {}
    for row in rows:
        if from_edition in row.members and to_edition in row.members:
            evidence = [item for edition in (from_edition, to_edition) if edition != anchor
                        for item in row.evidence.get(f"{edition}~{anchor}", [])]
            through = {} if anchor in (from_edition, to_edition) else {"key": by_id[row.members[anchor]]["key"],
                                                                         "edition": anchor}
            named = row.english.casefold() or id(row)
            concept = concepts[named]
            held = [[by_id[one.members[edition]] for one in concept if edition in one.members]
                    for edition in (from_edition, to_edition)]
            if min(map(len, held)) == 1 < max(map(len, held)):  # one definition beside several: each with its sense
                if named not in by_sense:
                    by_sense[named] = sense_pairs(*held, make, row.english, languages)
                    made += by_sense[named]
                if by_sense[named]:
                    continue  # else (its senses not read) the glossary's rows as they stand
            made.append(make(by_id[row.members[from_edition]], by_id[row.members[to_edition]], "definition", None,
                             Evidence("tmx_definition" + ("_through" if through else ""), **through, evidence=evidence)))
    return made


def sense_pairs(mine: list[dict], theirs: list[dict], make, concept: str, languages: dict[str, str]) -> list:
    """The definitions of one concept, one edition's single one numbered in senses: each of the other's (itself of
    one sense) with the sense the glossary's scoring finds it says best (`glossary.pair_score`: the Laws and
    numbers cited, the words alike, the length), each sense once; the texts as those senses, their numbers aside."""
    from ..glossary import NUMBER, SENSE, WORD, Definition, latin, pair_score

    def scored(node: dict, start: int, end: int) -> Definition:
        text = node["text"][start:end]
        return Definition(node["id"], node["edition"], "", "", text, set(), set(NUMBER.findall(text)), "",
                          {word[:4] for word in WORD.findall(latin(text, languages[node["edition"]]))}, None)

    single, several = (mine[0], theirs) if len(mine) == 1 else (theirs[0], mine)
    spans = senses(single, SENSE)
    if len(spans) < len(several) or any(len(senses(node, SENSE)) != 1 for node in several):
        return []
    options = sorted((-pair_score(scored(node, *senses(node, SENSE)[0]), scored(single, *span))[0], number, position)
                     for position, node in enumerate(several) for number, span in enumerate(spans))
    made, taken = [], set()
    for score, number, position in options:
        if score < 0 and not {("sense", number), position} & taken:
            taken |= {("sense", number), position}
            node = several[position]
            one = {**excerpt(node, *senses(node, SENSE)[0]), "title": node["title"]}
            sense = {**excerpt(single, *spans[number]), "title": single["title"]}
            said = Evidence("tmx_sense", concept=concept, terms=", ".join(n["title"] for n in several),
                            term=single["title"], said=node["title"], sense=number + 1)
            made.append(make(*((one, sense) if len(mine) > 1 else (sense, one)), "definition", None, said))
    return sorted(made, key=lambda pair: [several.index(n) for n in several if n["id"] in
                                          (pair.source["id"], pair.target["id"])])


def senses(node: dict, numbered) -> list[tuple[int, int]]:
    """The spans of a definition's numbered senses ("1. Podział talii …"), each without its number; the whole
    text where it numbers none."""
    text = node["text"]
    marks = list(numbered.finditer(text))
    if not marks:
        return [(0, len(text))]
    ends = [mark.start() for mark in marks[1:]] + [len(text)]
    return [(mark.end(), mark.end() + len(text[mark.end():end].rstrip())) for mark, end in zip(marks, ends)]

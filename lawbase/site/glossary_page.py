"""The multilingual glossary for readers: one row per concept, the editions' terms side by side.

`glossary.build_glossary` lines the definitions up; here the rows become concepts: rows named by the
same English term are one concept ("Board": the duplicate board and the deal), a sub-definition
without an English term of its own (the kinds of penalty) stands in its parent's row rather than in
a row named in Russian, and a definition that only points to another term of its edition (cs-2007
"Psychologická hláška: = Klamavá hláška") in that term's row (`glossary.pointed_to`). A definition nothing lines up is a row of
its own, named by its term: a Czech reviewer found ten Czech definitions (Vedoucí, Nepřiznání barvy, …)
in no row. The columns and the order of the rows follow the reader's language (compare.js). Each definition's
text is in its cell, shown when the reader asks (a translator's review: wrong pairs could not be seen without
opening three pages a row).
"""

from __future__ import annotations

from typing import Iterator

from lxml.html import builder as E

from ..glossary import build_glossary, pointed_to
from ..graph import Kind, sic
from ..phrases import english, say
from ..text import fold
from ..typed_nodes import term_readings
from .context import SiteContext
from .frame import Page, document, spoken
from .render import append_suited, relative

HERE = "glossary.html"


def concepts(context: SiteContext) -> tuple[list[str], list[tuple[str, str, dict[str, list[str]]]]]:
    """(editions, [(name, its language, edition -> definition ids)]) sorted by name: every definition in a row."""
    graph = context.graph
    rows, counts = build_glossary(graph.data, context.term_maps, graph=graph)
    editions = [edition for edition in context.editions if edition in counts]
    anchor = next(edition for edition, count in counts.items() if "aligned" not in count)
    by_name: dict[str, tuple[str, str, dict[str, list[str]]]] = {}
    concept_of: dict[str, dict[str, list[str]]] = {}
    alone = {member for row in rows if len(row.members) == 1 and not row.english for member in row.members.values()}
    pointing = {member: target for member in alone if (target := pointed_to(graph, member)) and target not in alone}
    rows = [row for row in rows if not set(row.members.values()) & set(pointing)]  # into the term's row
    rows.sort(key=lambda row: is_sub(graph, row.members.get(anchor)))  # parents before their sub-definitions
    for row in rows:
        head = row.members.get(anchor)
        named = bool(graph.by_id[head].get("english")) if head else bool(row.english)
        parent = graph.by_id[head]["parent"] if head and is_sub(graph, head) and not named else None
        cells = concept_of.get(parent) if parent else None
        if cells is None:
            edition, member = (anchor, head) if head else next(iter(row.members.items()))
            name = row.english or graph.by_id[member].get("term", "")
            language = "en" if row.english else context.language(edition)
            cells = by_name.setdefault(name.casefold(), (name, language, {}))[2]
        for edition, member in row.members.items():
            cells.setdefault(edition, []).append(member)
            concept_of[member] = cells
    for member, target in sorted(pointing.items()):  # a term's other name beside it
        concept_of[target].setdefault(graph.by_id[member]["edition"], []).append(member)
    ordered = sorted(by_name.values(), key=lambda item: fold(item[0]).casefold())  # "Částečný" among the C
    return editions, [(name, language, {e: sorted(ids, key=graph.order.__getitem__) for e, ids in cells.items()})
                      for name, language, cells in ordered]


def is_sub(graph, definition_id: str | None) -> bool:
    """A sub-definition: its parent is a definition (not the definitions' root)."""
    if not definition_id:
        return False
    parent = graph.by_id.get(graph.by_id[definition_id]["parent"] or "")
    return parent is not None and parent["kind"] == Kind.DEFINITION


def pages(context: SiteContext) -> Iterator[tuple[str, bytes]]:
    graph = context.graph
    editions, rows = concepts(context)
    heads = {ids[0] for _, _, cells in rows for ids in cells.values()}
    table = E.TABLE(E.CLASS("stack glossary-table"))
    table.append(E.THEAD(E.TR(spoken(E.TH(scope="col"), [say("term_english")]),
                              *[spoken(E.TH(scope="col", **{"data-edition": edition}), context.edition_name(edition))
                                for edition in editions])))
    body = E.TBODY()
    readings = {id: reading for edition in editions for id, reading in term_readings(graph, edition).items()}
    for name, language, cells in rows:
        tr = E.TR(E.TH(name, scope="row", lang=language))
        for edition in editions:
            members = cells.get(edition, [])
            cell = E.TD(lang=context.language(edition),  # labelled on a phone: compare.js says its column's head
                        **{"data-label": english(context.edition_name(edition)), "data-edition": edition})
            if not members:
                cell.set("class", "gap")
                cell.text = "—"
            for member in members:
                node = graph.by_id[member]
                css = "sub" if is_sub(graph, member) and member not in heads else "term"
                term = node.get("term") or node["title"]
                link = E.A(term + sic(readings[member]), href=relative(HERE, node["url"]), **{"data-term": readings[member]}) \
                    if member in readings else E.A(term, href=relative(HERE, node["url"]))  # ru-2017's "PO": "ПО"
                cell.append(E.SPAN(link, E.CLASS(css)))
                if node["text"].strip():  # shown on request: a translator checks a row by its texts, on one page
                    text = E.SPAN(E.CLASS("def-text"))
                    append_suited(text, node["text"].strip())  # "kier (♥)": red, as on the Law pages
                    cell.append(text)
            tr.append(cell)
        body.append(tr)
    table.append(body)
    toggle = E.INPUT(type="checkbox", id="glossary-texts")  # CSS shows the texts: no script needed
    main = E.MAIN(E.CLASS("glossary"), spoken(E.H1(), [say("glossary")]),
                  spoken(E.P(E.CLASS("hint")), [say("glossary_intro")]),
                  toggle, spoken(E.LABEL(E.CLASS("texts-toggle"), **{"for": "glossary-texts"}), [say("glossary_texts")]),
                  table)
    page = Page(HERE, say("glossary"), "en", main, [(say("glossary"), "")], spoken=True, scripts=["compare.js"],
                readers=context.reader_languages)
    yield HERE, document(page)

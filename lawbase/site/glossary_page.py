"""The multilingual glossary for readers: one row per concept, the editions' terms side by side.

`glossary.build_glossary` lines the definitions up; here the rows become concepts: rows named by the
same English term are one concept ("Board": the duplicate board and the deal), and a sub-definition
without an English term of its own (the kinds of penalty) stands in its parent's row rather than in
a row named in Russian.
"""

from __future__ import annotations

from typing import Iterator

from lxml.html import builder as E

from ..glossary import build_glossary
from ..graph import Kind
from ..phrases import say
from .context import SiteContext
from .frame import Page, document, spoken
from .render import relative

HERE = "glossary.html"


def concepts(context: SiteContext) -> tuple[list[str], list[tuple[str, dict[str, list[str]]]]]:
    """(editions, [(name, edition -> definition ids)]) sorted by name."""
    graph = context.graph
    rows, counts = build_glossary(graph.data, context.term_maps, graph=graph)
    editions = [edition for edition in context.editions if edition in counts]
    anchor = next(edition for edition, count in counts.items() if "aligned" not in count)
    by_name: dict[str, tuple[str, dict[str, list[str]]]] = {}
    concept_of: dict[str, dict[str, list[str]]] = {}
    aligned = [row for row in rows if len(row.members) > 1 or row.english]
    aligned.sort(key=lambda row: is_sub(graph, row.members.get(anchor)))  # parents before their sub-definitions
    for row in aligned:
        head = row.members.get(anchor)
        named = bool(graph.by_id[head].get("english")) if head else bool(row.english)
        parent = graph.by_id[head]["parent"] if head and is_sub(graph, head) and not named else None
        cells = concept_of.get(parent) if parent else None
        if cells is None:
            name = row.english or graph.by_id[head].get("term", "")
            cells = by_name.setdefault(name.casefold(), (name, {}))[1]
        for edition, member in row.members.items():
            cells.setdefault(edition, []).append(member)
            concept_of[member] = cells
    ordered = sorted(by_name.values(), key=lambda item: item[0].casefold())
    return editions, [(name, {e: sorted(ids, key=graph.order.__getitem__) for e, ids in cells.items()})
                      for name, cells in ordered]


def is_sub(graph, definition_id: str | None) -> bool:
    """A sub-definition: its parent is a definition (not the definitions' root)."""
    if not definition_id:
        return False
    parent = graph.by_id.get(graph.by_id[definition_id]["parent"] or "")
    return parent is not None and parent["kind"] == Kind.DEFINITION


def pages(context: SiteContext) -> Iterator[tuple[str, bytes]]:
    graph = context.graph
    editions, rows = concepts(context)
    heads = {ids[0] for _, cells in rows for ids in cells.values()}
    table = E.TABLE(E.CLASS("stack glossary-table"))
    table.append(E.THEAD(E.TR(spoken(E.TH(scope="col"), [say("english")]),
                              *[E.TH(edition, scope="col", translate="no") for edition in editions])))
    body = E.TBODY()
    for name, cells in rows:
        tr = E.TR(E.TH(name, scope="row", lang="en"))
        for edition in editions:
            members = cells.get(edition, [])
            cell = E.TD(lang=context.language(edition), **{"data-label": edition})
            if not members:
                cell.set("class", "gap")
                cell.text = "—"
            for member in members:
                node = graph.by_id[member]
                css = "sub" if is_sub(graph, member) and member not in heads else "term"
                cell.append(E.SPAN(E.A(node.get("term") or node["title"], href=relative(HERE, node["url"])),
                                   E.CLASS(css)))
            tr.append(cell)
        body.append(tr)
    table.append(body)
    main = E.MAIN(E.CLASS("glossary"), spoken(E.H1(), [say("glossary")]),
                  spoken(E.P(E.CLASS("hint")), [say("glossary_intro")]), table)
    page = Page(HERE, say("glossary"), "en", main, [(say("glossary"), "")], spoken=True,
                readers=context.reader_languages)
    yield HERE, document(page)

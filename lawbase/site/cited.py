"""What cites a Law or a section ("cited by"), grouped the way a reader looks for it.

Provisions first (a Law's footnotes among them), then definitions, the back-of-book index (each entry named by
its terms, not its id), the front matter; sources in another edition (the notes on a Law) in groups of their own.
"""

from __future__ import annotations

from lxml.html import builder as E

from ..graph import Kind, cites_it
from ..phrases import say
from .context import SiteContext
from .frame import spoken
from .render import append_text
from ..ui_strings import Strings
from .text import APART

GROUPS = ((Kind.STRUCTURE, "provisions"), ((Kind.DEFINITION,), "definitions"), ((Kind.INDEX_ENTRY,), "index"),
          ((Kind.FRONT_MATTER, Kind.FOOTNOTE), "front_matter"))


def group_of(graph, node: dict) -> int:
    """A Law's footnote is among the provisions (it was filed under the title page, Law 68's "Poznámka 2")."""
    if node["kind"] == Kind.FOOTNOTE and graph.law_of(node) is not None:
        return 0
    return next(position for position, (kinds, _) in enumerate(GROUPS) if node["kind"] in kinds)


def place(graph, node_id: str) -> tuple[int, int, int]:
    """Where a source stands in the text: a Law's footnote after the Law's last provision (footnotes stand at
    an edition's end), before the next Law's; two footnotes of a Law in their own order."""
    node = graph.by_id[node_id]
    law = graph.law_of(node) if node["kind"] == Kind.FOOTNOTE else None
    if law is None:
        return graph.order[node_id], 0, 0
    return max(graph.order[inside["id"]] for inside in graph.subtree(law, Kind.STRUCTURE)), 1, graph.order[node_id]


def cited_by(context: SiteContext, here: str, node: dict, words: Strings):
    """A collapsed list of what cites the node or anything inside it (None: nothing does). A Law's lists
    what cites it from elsewhere; a section's also what cites a provision of it from another part of the
    section (pl-2017 50E3 and 50E4 cite 50E1: the references review looked for them in the 50E box)."""
    graph = context.graph
    inside = graph.subtree_ids(node)
    sources: dict[str, set[str]] = {}
    for target in inside:
        for record in graph.refs_to.get(target, []):
            if cites_it(graph, node, record, inside):
                sources.setdefault(record["source"], set()).add(graph.by_id[record["target"]]["key"])
    if not sources:
        return None
    groups: dict[tuple[int, str], list[str]] = {}
    for source_id in sources:
        source = graph.by_id[source_id]
        edition = "" if source["edition"] == node["edition"] else source["edition"]
        groups.setdefault((group_of(graph, source), edition), []).append(source_id)
    details = E.DETAILS(E.CLASS("citedby"), APART, E.SUMMARY(E.SPAN(words["cited_by"], **{"data-ui": "cited_by"}),
                                                             f" ({len(sources)})"))
    for (group, edition), members in sorted(groups.items(), key=lambda item: (item[0][1], item[0][0])):
        name = [say(GROUPS[group][1])]
        heading = context.edition_name(edition) + [" · "] + name if edition else name
        listing = E.UL()
        for source_id in sorted(members, key=lambda i: place(graph, i)):
            source = graph.by_id[source_id]
            item = E.LI(E.A(context.label(source, words), href=context.link(here, source)))
            targets = sorted(sources[source_id] - {node["key"]})
            if targets:
                append_text(item, " ")
                item.append(E.SPAN(f"→ {', '.join(targets)}", E.CLASS("to")))
            listing.append(item)
        group_name = spoken(E.P(E.CLASS("group-name")), heading + [f" ({len(members)})"], words)
        details.append(E.DIV(E.CLASS("cited-group"), group_name, listing))
    return details

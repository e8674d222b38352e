"""Where the newest Laws keep a provision of an older text, said on the older text's Law page.

A Czech director reading 2007 16C (information from other sources) cites it to a 2017 player, whose 16C is
withdrawn calls: under each heading of an older text whose rule the newest Laws keep only at other keys, a note
says where ("v Pravidlech 2017: 16D (Polština, 2017)"), by the pairing the search's hits read (`Graph.counterparts`).
Unlike a hit's `newer` (`query_records.newer`), a page says nothing where the rule stays at its key, changed or among
other parts (2007 27B1b, 40B2a): the number a reader cites is right there. A part whose new key its parent's
note already tells (16C2 under 16C, at 2017 16D2) says nothing, so the notes stand where the numbering
changes, not on every line under it.
"""

from __future__ import annotations

from lxml.html import builder as E

from ..cells import carried_along
from ..graph import Graph
from ..manifest import carries_amendments, superseding_text
from ..phrases import said
from .context import SiteContext
from .render import append_text
from ..ui_strings import Strings
from .text import APART


class NewerNotes:
    """The notes of one older text's Law page, in its language; none on a text in force."""

    def __init__(self, context: SiteContext, edition: str, here: str, words: Strings):
        self.context, self.graph, self.here, self.words = context, context.graph, here, words
        self.year = context.superseded(edition)
        self.newest = superseding_text(context.editions, edition)

    def note(self, node: dict) -> list:
        """The note under a node's heading (or its text), or none: at its key there, or told by its parent's."""
        if self.newest is None:
            return []
        nodes, relation = self.graph.counterparts(node, self.newest)
        keys = [other["key"] for other in nodes]
        parent = self.graph.parent(node)
        told = parent is not None and told_by_parent(self.graph, node, keys, relation, parent, self.newest)
        if relation == "none":
            return [] if told or self.said_below(node) else [
                E.P(self.none_said(node), E.CLASS("newer-note"), APART, role="note")]
        if not keys or node["key"] in keys or told:  # there, or its text split from it
            return []
        return [self.linked(nodes)]

    def none_said(self, node: dict) -> str:
        """"Pravidla 2017 toto ustanovení nemají", or, where an amendment to the node's Law left the newest Laws'
        text without it, which: the one-line 2007 Law 89 beside the 2024 Law 89 of pl-2017, which took its number,
        while ru-2017, the 2017 text unamended, keeps it."""
        info, law = self.context.editions[self.newest], self.graph.law_of(node)
        if law is None or not carries_amendments(info, law["key"]):
            return self.words.format("newer_none", year=self.year)
        return self.words.format("newer_none_amended", year=self.year, amended=info["amended"],
                                 edition=said(self.context.edition_name(self.newest), self.words))

    def said_below(self, node: dict) -> bool:
        """Whether a part under the node is kept (2007 40C3's lead is in no 2017 provision, its a) and b) are
        40B2d and 40B3b: "not in the 2017 Laws" above them would deny what they say)."""
        return any(self.graph.counterparts(part, self.newest)[1] != "none" for part in
                   self.graph.subtree(node, ("section", "subsection", "item", "subitem")) if part is not node)

    def linked(self, nodes: list[dict]):
        """"v Pravidlech 2017: 16D (Polština, 2017)", a link as a whole to the one provision (a wide target on a
        phone), or each key its own link where it went to several; a key is no word of the page's language
        (`translate="no"`: 40B2a(iv))."""
        sentence = self.words.format("newer_at", year=self.year, keys="{keys}",
                                     edition=said(self.context.edition_name(self.newest), self.words))
        before, after = sentence.split("{keys}", 1)
        if len(nodes) == 1:
            link = E.A(before, E.SPAN(nodes[0]["key"], translate="no"), after,
                       href=self.context.link(self.here, nodes[0]))
            return E.P(link, E.CLASS("newer-note"), APART, role="note")
        line = E.P(before, E.CLASS("newer-note"), APART, role="note")
        for at, other in enumerate(nodes):
            if at:
                append_text(line, ", ")
            line.append(E.A(other["key"], href=self.context.link(self.here, other), translate="no"))
        append_text(line, after)
        return line


def told_by_parent(graph: Graph, node: dict, keys: list[str], relation: str, parent: dict, edition: str) -> bool:
    """Whether the parent's note already says where the node is: the parent gone, or moved and the node with
    it (2007 16C2 is 2017 16D2 under 16C -> 16D), or into its one counterpart (13D2a into 13A2 with 13D2)."""
    above, parent_relation = graph.counterparts(parent, edition)
    if relation == "none" or parent_relation == "none":
        return relation == parent_relation
    moved = [other["key"] for other in above]
    carried = {carried_along(node, parent, to) for to in moved} - {None}
    if not carried or parent["key"] in moved:
        return False
    return all(key in carried or [key] == moved for key in keys)

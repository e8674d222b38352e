"""What became of each provision in the other Laws, said on its Law page: where the newest Laws keep a provision of
an older text, and what the newest Laws' provisions were in the Laws before them.

A Czech director reading 2007 16C (information from other sources) cites it to a 2017 player, whose 16C is
withdrawn calls: under each heading of an older text whose rule the newest Laws keep only at other keys, a note
says where ("v Pravidlech 2017: 16D (Polština, 2017)"), by the pairing the search's hits read (`Graph.counterparts`);
and where they changed the rule, split it or merged it, at its key or not, says so (a Czech player's review: 2007
45C4b, changed in 2017, read as if in force, where a moved provision said where it went). A page of the newest Laws
says the same of the Laws before them: a provision new, changed, moved, a part of one or a merger. Nothing is said
where the rule stays at its key unchanged. A part whose new key its parent's note already tells (16C2 under 16C, at
2017 16D2) says nothing, so the notes stand where the numbering changes, not on every line under it.
"""

from __future__ import annotations

from lxml.html import builder as E

from ..cells import carried_along
from ..graph import Graph, Kind, paired_keys
from ..manifest import carries_amendments, superseded_text, superseding_text
from ..phrases import Say, said, say
from ..read_back import happened
from .context import SiteContext
from .frame import mark, spoken
from .render import append_text
from ..ui_strings import Strings
from .text import APART

CHANGES = ("changed", "split", "merged")  # said at the provision's key too; a move only where the key differs
SAID = {"newer": {"changed": "newer_changed", "split": "newer_split", "merged": "newer_merged"},  # 2007 73A2: 2017
        "older": {"changed": "older_changed", "split": "older_split", "merged": "older_merged"}}  # 73A2, 73D3


class NewerNotes:
    """The notes of one Law page, in its language: of an older text toward the newest Laws, of a text of the newest
    Laws toward the Laws before them; none on a draft or notes."""

    def __init__(self, context: SiteContext, edition: str, here: str, words: Strings):
        self.context, self.graph, self.here, self.words = context, context.graph, here, words
        self.newest = superseding_text(context.editions, edition)
        self.older = None if self.newest else superseded_text(context.editions, edition)
        self.other = self.newest or self.older
        self.direction = "newer" if self.newest else "older"
        self.year = context.superseded(edition) if self.newest else \
            self.older and context.editions[self.older]["laws_year"]

    def note(self, node: dict) -> list:
        """The note under a node's heading (or its text), or none: the same rule at its key there, or told by its
        parent's."""
        if self.other is None:
            return []
        nodes, relation = self.graph.counterparts(node, self.other)
        if relation == "merged" and self.older:  # 2017 17D: 2007 17E and 22B, each a record
            nodes = self.merged_from(node)
        keys = [other["key"] for other in nodes]
        parent = self.graph.parent(node)
        told = parent is not None and relation != "changed" and \
            told_by_parent(self.graph, node, keys, relation, parent, self.other)
        if relation == "none":
            return [] if told or self.said_below(node) else [
                spoken(E.P(E.CLASS("newer-note"), APART, role="note"), [self.none_said(node)], self.words)]
        if not keys or told or (relation not in CHANGES and node["key"] in keys):  # there, or its text split from it
            return []
        return [self.linked(nodes, SAID[self.direction].get(relation, "newer_at"))]

    def around_parts(self, node: dict, children: list[dict], lead_in: str) -> tuple[list, list]:
        """(above, below) a node's parts, its note: under its text, above its parts (62C3: 2017 61C); a bare number
        leading straight into its parts has it under them (2017 64C2, "2. (a) …": the note stood between)."""
        note = self.note(node) if node["kind"] not in (Kind.LAW, Kind.SECTION) else []
        if node["title"] or lead_in.strip() or all(child["kind"] == Kind.FOOTNOTE for child in children):
            return note, []
        return [], note

    def merged_from(self, node: dict) -> list[dict]:
        """The provisions of the Laws before that a provision of the newest merges, every record's."""
        keys = [key for record in self.graph.records(node, self.older)
                if happened(self.graph.editions, record) == "merged" for key in paired_keys(record, node)]
        return [self.graph.by_key[(self.older, key)] for key in dict.fromkeys(keys) if (self.older, key) in self.graph.by_key]

    def none_said(self, node: dict) -> Say:
        """"Pravidla 2017 toto ustanovení nemají", or, where an amendment to the node's Law left the newest Laws'
        text without it, which: the one-line 2007 Law 89 beside the 2024 Law 89 of pl-2017, which took its number,
        while ru-2017, the 2017 text unamended, keeps it. On a page of the newest Laws: new ("nové: Pravidla 2007
        toto ustanovení nemají")."""
        if self.older:
            return say("older_none", year=self.year)
        info, law = self.context.editions[self.newest], self.graph.law_of(node)
        if law is None or not carries_amendments(info, law["key"]):
            return say("newer_none", year=self.year)
        return say("newer_none_amended", year=self.year, amended=info["amended"],
                   edition=self.context.edition_name(self.newest))

    def said_below(self, node: dict) -> bool:
        """Whether a part under the node is kept (2007 40C3's lead is in no 2017 provision, its a) and b) are
        40B2d and 40B3b: "not in the 2017 Laws" above them would deny what they say)."""
        return any(self.graph.counterparts(part, self.other)[1] != "none" for part in
                   self.graph.subtree(node, ("section", "subsection", "item", "subitem")) if part is not node)

    def linked(self, nodes: list[dict], saying: str):
        """"v Pravidlech 2017: 16D (Polština, 2017)" (`saying`: the string's name), a link as a whole to the one
        provision (a wide target on a phone), or each key its own link where it went to several; a key is no word
        of the page's language (`translate="no"`: 40B2a(iv))."""
        sentence = self.words.format(saying, year=self.year, keys="{keys}",
                                     edition=said(self.context.edition_name(self.other), self.words))
        before, after = sentence.split("{keys}", 1)
        if len(nodes) == 1:  # said again in the reader's language (`?ui=cs` on a Polish page read Polish here)
            link = mark(E.A(before, E.SPAN(nodes[0]["key"], translate="no"), after,
                            href=self.context.link(self.here, nodes[0])),
                        say(saying, year=self.year, keys=nodes[0]["key"], edition=self.context.edition_name(self.other)))
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

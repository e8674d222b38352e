"""The graph indexed the ways the Akoma Ntoso export walks it: each node's element, eId and address (IRI),
its children in the order the document holds them (a chapter's parts heading their Laws), and where each
footnote stands. eIds follow the AKN naming convention, built from the keys: 16C2 is `sec_16__subsec_C__para_2`."""

from __future__ import annotations

from collections import defaultdict

from .akn_meta import expression_iri

STRUCTURE = {  # graph kind -> (element, eId prefix)
    "law": ("section", "sec"),
    "section": ("subsection", "subsec"),
    "subsection": ("paragraph", "para"),
    "item": ("point", "point"),
    "subitem": ("point", "point"),
    "footnote": ("authorialNote", "authorialNote"),
    "definition": ("hcontainer", "definition"),
    "index-entry": ("hcontainer", "indexEntry"),
}
NOTE = ("hcontainer", "note")  # a "Law" of a notes edition is a note on that Law, not the Law
DIVISIONS = {"chapter": ("chapter", "chp"), "part": ("part", "part")}  # front matter that heads Laws


def local_number(node: dict, parent: dict | None) -> str:
    """What numbers a node inside its parent: 16C2 under 16C -> 2, 35.1 -> 1, 40B2a(v) -> v,
    def/kara/proceduralne -> proceduralne, fn3 -> 3."""
    key = node["key"]
    if "/" in key:
        return key.rsplit("/", 1)[1]
    if node["kind"] == "footnote":
        return key.removeprefix("fn")
    if parent and key.startswith(parent["key"]):
        key = key[len(parent["key"]):]
    return key.lstrip(".").replace("(", "").replace(")", "")


def component(node: dict) -> str:
    """The part of the edition's document a node lives in: the main text or the attached index."""
    in_index = node["kind"] == "index-entry" or (node["kind"], node["key"]) == ("front-matter", "index")
    return "index" if in_index else "main"


class Lookup:
    """The graph indexed the ways the export walks it, with each node's eId and address (IRI)."""

    def __init__(self, graph: dict):
        self.editions = {edition["id"]: edition for edition in graph["editions"]}
        self.by_id = {node["id"]: node for node in graph["nodes"]}
        self.top: dict[str, list[dict]] = defaultdict(list)
        self.children: dict[str, list[dict]] = defaultdict(list)  # footnotes stand at their markers instead
        self.definitions: dict[str, list[dict]] = defaultdict(list)
        for node in graph["nodes"]:
            if node["kind"] == "definition":
                self.definitions[node["edition"]].append(node)
            if node["kind"] != "footnote":
                (self.children[node["parent"]] if node["parent"] else self.top[node["edition"]]).append(node)
        self.concordance: list[dict] = graph.get("concordance", [])
        self.references: dict[tuple[str, str], list[dict]] = defaultdict(list)
        for record in graph.get("references", []):
            self.references[(record["source"], record["field"])].append(record)
        self.markers: dict[tuple[str, str], list[tuple[int, dict, bool]]] = defaultdict(list)
        for node in graph["nodes"]:
            if node["kind"] == "footnote":
                for position, marker in enumerate(self.markers_of(node)):
                    self.markers[(marker["node"], marker["field"])].append((marker["offset"], node, position == 0))
        self.eids: dict[str, str] = {}
        for edition in self.editions:
            self.nest_laws(edition)

    def nest_laws(self, edition: str) -> None:
        """A chapter's parts head the Laws that follow them (pl-1997: Część II before Law 48): the graph
        records a part where it stands, so each Law goes into the last part (else chapter) before it in the
        source. Only the placing changes: a Law's eId stays `sec_48`, as Law numbers run on across parts."""
        heads = sorted((node for node in self.top[edition] + [child for node in self.top[edition]
                                                                for child in self.children[node["id"]]]
                        if division(node)), key=lambda node: node["lines"][0])
        if not heads:
            return
        kept = []
        for node in self.top[edition]:
            head = [h for h in heads if h["lines"][0] <= node["lines"][0]] if node["kind"] == "law" else []
            if head:
                self.children[head[-1]["id"]].append(node)
            else:
                kept.append(node)
        self.top[edition] = kept
        for head in heads:
            self.children[head["id"]].sort(key=lambda node: node["lines"][0])

    def markers_of(self, footnote: dict) -> list[dict]:
        """Where a footnote stands; one that lost its marker (pl-1997's, each read as its Law's) at the end of
        its parent's heading, as a note on the whole Law: at the end of the Law's text it stood in the `intro`,
        where a renderer puts the Law's opening words (a committee member's review)."""
        if footnote.get("markers"):
            return footnote["markers"]
        parent = self.by_id.get(footnote["parent"] or "")
        field = "title" if parent and parent["title"] else "text"
        return [{"node": parent["id"], "field": field, "offset": len(parent[field])}] if parent else []

    def structure(self, node: dict) -> tuple[str, str]:
        if node["kind"] == "law" and self.editions[node["edition"]]["kind"] == "notes":
            return NOTE
        if node["kind"] == "front-matter":
            return DIVISIONS[division(node)] if division(node) else ("hcontainer", node["key"])
        return STRUCTURE.get(node["kind"], ("hcontainer", node["kind"]))

    def eid(self, node: dict) -> str:
        """Front matter is named by its key (`definitions`), a chapter and its parts by their numbers
        (`chp_VI__part_I`); everything else by the chain of its ancestors, `<prefix>_<number>` joined by
        `__`, as the naming convention does."""
        if node["id"] not in self.eids:
            parent = self.by_id.get(node["parent"] or "")
            if node["kind"] == "front-matter" and not division(node):
                eid = node["key"]
            else:
                number = node[division(node)] if division(node) else local_number(node, parent)
                own = f"{self.structure(node)[1]}_{number}"
                eid = f"{self.eid(parent)}__{own}" if parent else own
            self.eids[node["id"]] = eid
        return self.eids[node["id"]]

    def href(self, target: dict, here: tuple[str, str]) -> str:
        """`#eId` inside the same document; else the target document's IRI with the eId as fragment
        (the attached index, or the base edition of a notes edition)."""
        there = (target["edition"], component(target))
        fragment = "#" + self.eid(target)
        if there == here:
            return fragment
        return f"{expression_iri(self.editions[target['edition']])}/!{there[1]}{fragment}"


def division(node: dict) -> str | None:
    """`chapter` or `part` for the front matter heading a chapter edition or a part of it, else None."""
    if node["kind"] != "front-matter":
        return None
    return next((name for name in DIVISIONS if node.get(name)), None)

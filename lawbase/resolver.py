"""Resolving a cited key to the node it means, in the edition the citation resolves in (`references` finds the
citations in the texts and the index and asks here).

The resolver searches outward from the citing node - subsection, section, Law - and takes the first
provision that exists: `C2` in Law 12 is 12C2, `3` inside 16C is 16C3, `(b)` inside 12C1 is 12C1b.
A provision the edition does not have stays unresolved with the reason and the nearest provision
above it; nothing is guessed. Notes resolve in the edition they comment on.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from .citations import Grammar
from .evidence import Evidence
from .graph import Graph, Kind
from .keys import Key
from .manifest import carries_amendments
from .text import fold_words

# index terms and targets folded once for the process: a build resolves them before and after numbering recovery
fold = lru_cache(maxsize=1 << 15)(fold_words)


@dataclass
class EditionIndex:
    """What the resolver needs of one edition: its nodes by key, its terms folded once."""

    edition: dict
    by_key: dict[str, dict]
    entries: list[tuple[dict, str, str]]  # index entries (main entries first): (node, term, main + term), folded
    definitions: dict[str, dict]  # folded term, and folded term without its bracket -> definition
    footnotes: list[dict]

    @classmethod
    def of(cls, graph: Graph, edition_id: str) -> "EditionIndex":
        nodes = graph.by_edition[edition_id]
        entries = []
        for node in nodes:
            if node["kind"] == Kind.INDEX_ENTRY and not node.get("see"):
                parent = graph.parent(node)
                prefix = parent.get("term", "") if parent is not None and parent["kind"] == Kind.INDEX_ENTRY else ""
                term = node.get("term", "")
                entries.append((node, fold(term), fold(f"{prefix} {term}")))
        entries.sort(key=lambda entry: entry[0].get("level", 1))
        definitions: dict[str, dict] = {}
        for node in nodes:
            if node["kind"] == Kind.DEFINITION:
                term = node.get("term", "")
                definitions.setdefault(fold(term), node)
                definitions.setdefault("(short) " + fold(re.sub(r"\s*\(.*", "", term)), node)
        footnotes = [node for node in nodes if node["kind"] == Kind.FOOTNOTE]
        return cls(graph.editions[edition_id], {node["key"]: node for node in nodes}, entries, definitions, footnotes)


class Resolver:
    def __init__(self, graph: Graph):
        self.graph = graph
        self.editions = {edition_id: EditionIndex.of(graph, edition_id) for edition_id in graph.editions}

    def target_edition(self, edition_id: str) -> EditionIndex:
        """Notes resolve in the edition they comment on."""
        return self.editions[self.graph.resolves_in(edition_id)]

    def context(self, node: dict) -> list[dict]:
        """The structural nodes around a citing node, innermost first (footnotes cite from their marker)."""
        chain = []
        while node is not None:
            if node["kind"] in Kind.STRUCTURE:
                chain.append(node)
            node = self.graph.parent(node)
        return chain

    def resolve_full(self, key: Key, edition_id: str) -> tuple[str, dict | None, str]:
        index = self.target_edition(edition_id)
        text = str(key)
        node = index.by_key.get(text)
        if node is not None:
            return text, node, ""
        edition = index.edition
        laws = edition.get("laws")
        if laws and not laws[0] <= key.law <= laws[1]:
            return text, None, Evidence("outside_laws", edition=edition["id"], first=laws[0], last=laws[1])
        elsewhere = [other for other, other_index in self.editions.items()
                     if other != edition["id"] and text in other_index.by_key]
        return text, None, why_elsewhere(edition, key, elsewhere, self.graph)

    def nearest(self, key: str, edition_id: str) -> dict | None:
        """The deepest provision that exists above a missing key: 22 for 22B, 21B1 for 21B1b."""
        parsed = Key.parse(key)
        index = self.target_edition(edition_id)
        for parent in parsed.parents() if parsed else []:
            node = index.by_key.get(str(parent))
            if node is not None and node["kind"] != Kind.SUBITEM:
                return node
        return None

    def resolve_relative(self, parts: tuple[str, ...], citing: dict, edition_id: str) -> tuple[str, dict | None, str]:
        _, section, number, item, subitem = parts
        index = self.editions[edition_id]
        chain = self.context(citing)
        if citing["kind"] == Kind.LAW and self.graph.editions[edition_id].get("base"):
            index = self.target_edition(edition_id)
            law = index.by_key.get(citing["key"])
            chain = [law] if law else []
        if not chain:
            return section + number + item, None, Evidence("relative_outside_law")
        fragment = f"{section}{number}{item}" + (f"({subitem})" if subitem else "")
        if section:
            levels = (Kind.LAW,)
        elif number:
            levels = (Kind.SECTION, Kind.LAW)
        elif item:
            levels = (Kind.SUBSECTION, Kind.SECTION, Kind.LAW)
        else:
            levels = (Kind.ITEM,)
        tried = []
        kinds_present = {node["kind"] for node in chain}
        for level in levels:
            if level == Kind.LAW and number and not section and Kind.SECTION in kinds_present:
                continue  # "punkt 3" inside a section means a subsection of that section, never Law N3
            holder = next((node for node in chain if node["kind"] == level), None)
            base = Key.parse(holder["key"]) if holder else None
            if base is None:
                continue
            key = str(below(base, section, number, item, subitem))
            tried.append(key)
            if key in index.by_key:
                return key, index.by_key[key], ""
        return (tried[0] if tried else fragment), None, Evidence("relative_missing", keys=", ".join(tried) or fragment,
                                                                   edition=index.edition["id"])


def why_elsewhere(edition: dict, key: Key, elsewhere: list[str], graph: Graph) -> Evidence:
    """That the edition has no such key, which editions have it, and why this one does not: its Law was amended
    since, or only the Laws of another year number so (an index or note written for the 2007 numbering)."""
    said = {"edition": edition["id"], "key": str(key)}
    if not elsewhere:
        return Evidence("missing_key", **said)
    said["editions"] = ", ".join(elsewhere)
    if carries_amendments(edition, key.law):
        return Evidence("missing_key_amended", **said, law=key.law, year=edition["amended"])
    if all(graph.editions[other]["laws_year"] != edition["laws_year"] for other in elsewhere):
        years = sorted({graph.editions[other]["laws_year"] for other in elsewhere})
        return Evidence("missing_key_numbering", **said, years=", ".join(map(str, years)))
    return Evidence("missing_key_elsewhere", **said)


def below(base: Key, section: str, number: str, item: str, subitem: str) -> Key:
    """A part key read inside `base`: C2 in Law 12 -> 12C2; 3 in 16C -> 16C3; 1 in Law 35 -> 35.1."""
    if section:
        return Key(base.law, section, int(number) if number else None, item, subitem)
    if number:
        return replace(base, number=int(number), item=item, subitem=subitem, copy=1)
    if item:
        return replace(base, item=item, subitem=subitem, copy=1)
    return replace(base, subitem=subitem, copy=1)


def footnote_target(resolver: Resolver, grammar: Grammar, edition_id: str, law_key: str, place: int) -> tuple:
    """(node, reason, note) for "N przypis" / "20 drugi przypis" / "76 pod čarou" (and a text's "przypis do
    przepisu 68", `Mention.footnote`): the place-th footnote cited from Law N, or read as its; a Law without
    one takes the footnote whose own text speaks of it (the Czech footnote on "normal play" is printed under
    Law 70 for Laws 70 and 71), said in `note`, a code a reader's language says (`evidence_footnote_speaks_of_law`;
    English prose until 2026-11-29; a text's citation then keeps the Law)."""
    graph, index = resolver.graph, resolver.editions[edition_id]
    law = index.by_key.get(law_key)
    notes = [note for note in index.footnotes if law is not None and (any(
        graph.law_of(graph.by_id.get(marker["node"])) is law for marker in note.get("markers", []))
        or not note.get("markers") and graph.law_of(note) is law)]  # its marker lost: read as its Law's (pl-1997)
    if len(notes) >= place:
        return notes[place - 1], "", ""
    if not notes and place == 1:
        speaking = [note for note in index.footnotes
                    if any(mention.mode == "full" and (grammar.keys.parts(mention.token, {}) or ("",))[0] == law_key
                           or mention.law == int(law_key) for mention in grammar.find(note["text"]))]
        if speaking:
            return speaking[0], "", Evidence("footnote_speaks_of_law", law=law_key)
    return None, Evidence("footnotes_fewer", law=law_key, count=len(notes), edition=edition_id), ""

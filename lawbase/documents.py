"""The search documents: one per node that carries text, derived once for every consumer.

The command's index, the browser's search payload and the evaluation's FTS5 baselines all index
these same documents, so they cannot drift apart. Each document says what it is in words (`label`:
"Law 16C2", "definition: Dziadek", "index: Alert"), and a provision of a language's main edition
lists the provisions of the other languages' editions that say the same (the concordance), so a
query in one language can be answered in another edition.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .graph import Graph, Kind, flagged_title, footnote_sign, known_counterparts, sic
from .manifest import carries_amendments, draft_said, draft_translation
from .profiles import load_profile
from .text import fold_words
from .typed_nodes import term_readings

SEARCHABLE_KINDS = (Kind.LAW, *Kind.PARTS, Kind.FOOTNOTE, Kind.DEFINITION, Kind.FRONT_MATTER, Kind.INDEX_ENTRY)
ASIDE_REACH = 30  # characters before a definition's citation read for a word making it an aside
NAMING_LETTERS = 5  # a word of a defined term and a word of a title alike in this many first letters: the same
# word inflected ("karta przygwożdżona", Law 50 "Dysponowanie kartą przygwożdżoną")
FRONT_LABELS = {"title": "title page", "preface": "preface", "introduction": "introduction",
                "definitions": "definitions", "index": "index", "chapter": "chapter"}


@dataclass
class Document:
    id: str
    edition: str
    lang: str
    kind: str
    key: str
    law: str  # the Law's key ("" outside the Laws)
    title: str  # the node's title, or its term
    text: str  # the node's own text, as shown in snippets
    body: str  # what is searched: the text, and the English term of a definition
    trail: list[str]  # titles above
    url: str
    label: str  # what the node is, in words: "Law 16C2", "definition: Dziadek", "index: Alert"
    parent: str = ""  # the parent's id (a footnote's: the provision citing it first)
    targets: list[str] = field(default_factory=list)  # an index entry's resolved targets, the provisions naming a
    # defined term that its definition cites (node ids): what a search for the entry or the term also lists
    counterparts: dict[str, list[str]] = field(default_factory=dict)  # other edition -> ids saying the same
    changed: list[str] = field(default_factory=list)  # the newest Laws' editions keeping its rule changed
    amended: dict[str, int] = field(default_factory=dict)  # the newest Laws' editions an amendment left without
    # its rule -> the amendment's year (`amended_away`)
    main: bool = False  # in its language's main edition (the others: an older translation, notes)
    laws_year: int = 0  # the year of the Laws its edition translates (2007, 2017; 1997 for the old chapter), as
    # the newest-first orders read it: 0 for a draft (`Graph.standing`)
    edition_kind: str = "laws"  # the manifest's kind of its edition: "notes" are labelled as notes on a Law
    draft: str = ""  # its edition's `draft_said` ("a draft translation"), where it is no approved text
    draft_translation: bool = False  # a draft translation of the Laws in force: their rules, no other (`refs` alike)
    number: str = ""  # a footnote's number as printed (the Czech text numbers them per page: fn11 prints 9)
    lead: str = ""  # the text that introduces it, ending in a colon (`lead_of`)
    shown_trail: list[str] | None = None  # the trail as results show it, where it differs: a word typed in two
    # alphabets with its reading (`Graph.trail`, flagged)
    shown_title: str = ""  # a provision's title as results show it, where it differs (`flagged_title`: Law 37's
    # "obowiązкови [sic: obowiązkowi]"); the title itself is searched as printed


def label_of(node: dict, graph: Graph) -> str:
    kind = node["kind"]
    if kind in Kind.STRUCTURE:
        notes = graph.editions[node["edition"]].get("kind") == "notes"
        return f"notes on Law {node['key']}" if notes else f"Law {node['key']}"
    if kind == Kind.DEFINITION:
        return f"definition: {node.get('term') or node['title']}"
    if kind == Kind.INDEX_ENTRY:
        parent = graph.parent(node)
        above = f"{parent['title']} › " if parent is not None and parent["kind"] == Kind.INDEX_ENTRY else ""
        return f"index: {above}{node['title'] or node.get('see', '')}"
    if kind == Kind.FOOTNOTE:
        cited = graph.parent(node)
        where = f" (Law {cited['key']})" if cited is not None and cited["kind"] in Kind.STRUCTURE else ""
        return f"footnote {footnote_sign(node)}{where}"
    label = FRONT_LABELS.get(node["key"], node["key"])
    return f"{label} {node['chapter']}" if node.get("chapter") else label


def main_editions(graph: Graph) -> dict[str, str]:
    """Language -> the edition a query in that language is read against: its fullest edition of the
    Laws (in force before a draft, then most Laws, then the latest)."""
    best: dict[str, dict] = {}
    for edition in graph.editions.values():
        if edition.get("kind") != "laws":
            continue
        current = best.get(edition["language"])
        if current is None or main_rank(graph, edition) > main_rank(graph, current):
            best[edition["language"]] = edition
    return {language: edition["id"] for language, edition in sorted(best.items())}


def told_of(edition: str, graph: Graph, mains: set[str]) -> list[str]:
    """The editions a provision's hit names its counterparts in: a main edition's, the other languages' (a
    query's scores go across to them) and its own language's texts of other Laws; an older text's or a
    draft's, the texts of other Laws, its own language's among them (a Polish director's hit in the 1997
    chapter says where the 2017 Laws put it: `newer`); notes none, nor a draft translation of the Laws in force,
    which is those Laws (its hits said "in the 2017 Laws: 13A1, pl-2017" of its own 13D1)."""
    if graph.editions[edition].get("kind") == "notes" or draft_translation(graph.editions[edition]):
        return []
    other_laws = [other for other in graph.editions if graph.editions[other].get("kind") != "notes"
                  and graph.standing(other) != graph.standing(edition)]
    if edition in mains:  # and its own language's texts of other Laws (a draft's 16D3 is 2017 16D2)
        return [other for other in graph.editions if graph.language(other) != graph.language(edition)
                or other in other_laws]
    return other_laws


def main_rank(graph: Graph, edition: dict) -> tuple:
    return not edition.get("draft"), len(graph.laws[edition["id"]]), edition.get("year", 0)


def counterparts_of(node: dict, graph: Graph, others: list[str]) -> dict[str, list[str]]:
    """Other edition -> the provisions saying what the node says; an empty list where the concordance
    says nothing there does (a rule new in the node's Laws), no entry where nothing is known."""
    found = {}
    for edition in others:
        nodes = known_counterparts(graph, node, edition)
        if nodes is not None:
            found[edition] = [other["id"] for other in nodes]
    return found


def changed_in(node: dict, graph: Graph, counterparts: dict[str, list[str]]) -> list[str]:
    """The editions of the newest Laws among `counterparts` (when newer than the node's) where the
    concordance says the node's rule `changed` (cs-2007 27B1b and 11A, kept at their keys in 2017): what a
    hit's `newer` says of it. Only those - the one relation a hit reads, of a few dozen provisions."""
    newest = max((graph.standing(edition) for edition in counterparts), default=0)
    if newest <= graph.standing(node["edition"]):
        return []
    return [edition for edition in counterparts
            if graph.standing(edition) == newest and graph.counterparts(node, edition)[1] == "changed"]


def amended_away(node: dict, graph: Graph, counterparts: dict[str, list[str]]) -> dict[str, int]:
    """The editions of the newest Laws among `counterparts` (when newer than the node's) where nothing says the
    node's rule because they carry an amendment to its Law, -> the amendment's year: the 2024 Law 89 of pl-2017
    took the number of the one-line Law 89 that cs-2007 and ru-2017 print, so a hit's `newer` says "not in the
    2017 Laws as amended in 2024", not "not in the 2017 Laws" beside the Russian 2017 text's Law 89."""
    newest = max((graph.standing(edition) for edition in counterparts), default=0)
    law = graph.law_of(node)
    if newest <= graph.standing(node["edition"]) or law is None:
        return {}
    return {edition: graph.editions[edition]["amended"] for edition, found in counterparts.items()
            if graph.standing(edition) == newest and not found
            and carries_amendments(graph.editions[edition], law["key"])}


def shown_text(node: dict, graph: Graph) -> str:
    """What a hit shows of a node: its text; for a numbered part without text of its own, whose parts say
    it all (20F5: (a) and (b); 16D, a title over 16D1 and 16D2), the first part's, marked as such - a hit
    that shows nothing helps nobody. Only shown: what is searched (`body`) stays the node's own."""
    if node["text"] or node["kind"] not in Kind.PARTS:  # (a Law's hit shows its title, not one of its parts)
        return node["text"]
    child = node
    while child is not None and not child["text"]:  # its first part, or that part's first, …
        child = next(iter(graph.children.get(child["id"], [])), None)
    return f"{child.get('marker', '')} {child['text']}".strip() if child else ""


def stems(text: str) -> set[str]:
    return {word[:NAMING_LETTERS] for word in fold_words(text.lower()).split() if len(word) >= NAMING_LETTERS}


def names_term(definition: dict, cited: dict, graph: Graph) -> bool:
    """Does a provision a definition cites (or its Law) name the defined term in its title? Then it is where
    the term's rules are (Karta przygwożdżona -> Law 50), not an aside (Rozgrywający: "but see Law 54")."""
    law = graph.law_of(cited)
    titles = " ".join(node["title"] for node in (cited, law) if node is not None)
    return bool(stems(definition.get("term") or definition["title"]) & stems(titles))


def aside(record: dict, source: dict, graph: Graph) -> bool:
    """A citation after a word of its language's `aside_words` ("но см. Правило 54А" in the definition of
    declarer: who becomes declarer after a lead out of turn), within the words just before it."""
    words = load_profile(graph.language(source["edition"])).vocabulary.get("aside_words", [])
    before = source[record["field"]][max(0, record["start"] - ASIDE_REACH):record["start"]].lower()
    return any(re.search(rf"(?<!\w){re.escape(word)}(?!\w)", before) for word in words)


def search_targets(graph: Graph) -> dict[str, list[str]]:
    """An index entry's targets; a definition's citations of provisions naming its term, asides aside; once each."""
    targets: dict[str, list[str]] = {}
    for record in graph.references:
        if not record["target"]:
            continue
        source = graph.by_id[record["source"]]
        if record["kind"] == "index" or source["kind"] == Kind.DEFINITION and names_term(
                source, graph.by_id[record["target"]], graph) and not aside(record, source, graph):
            listed = targets.setdefault(record["source"], [])
            listed += [record["target"]] if record["target"] not in listed else []
    return targets


def lead_of(node: dict, graph: Graph) -> str:
    """The text a numbered part continues: the nearest text above it, where that ends in a colon (32B: "Bylo-li
    kontrováno ... soupeř po pravici viníka, pak:" before 32B1's "Jestliže soupeř po pravici pasuje"); a part
    says only what its lead does not ("c) Použije-li slovo malou": who uses it is said above)."""
    parent = graph.by_id.get(node["parent"]) if node["kind"] in Kind.PARTS and node["parent"] else None
    while parent is not None and not parent["text"] and parent["parent"]:
        parent = graph.by_id.get(parent["parent"])
    lead = parent["text"][:parent.get("after_children", len(parent["text"]))] if parent is not None else ""
    return lead if lead.rstrip().endswith(":") else ""  # without the sentence closing its list (Law 71)


def search_documents(graph: Graph) -> list[Document]:
    targets = search_targets(graph)
    mains = set(main_editions(graph).values())
    told = {edition: told_of(edition, graph, mains) for edition in graph.editions}
    readings = {id: reading for edition in graph.editions for id, reading in term_readings(graph, edition).items()}
    documents = []
    for node in graph.nodes:
        if node["kind"] not in SEARCHABLE_KINDS or node.get("empty") and graph.editions[node["edition"]].get(
                "kind") == "notes":
            continue  # an empty note (the base Law's title and nothing under it) is no search result; an empty
            # provision (pl-1997 45E) is, by its own title
        body = "\n".join(part for part in (node["text"], node.get("english", "")) if part)
        title = readings.get(node["id"]) or node["title"] or node.get("term", "")  # ru-2017's "PO" searched as "ПО"
        if not (title or body) and node["kind"] not in Kind.PARTS:
            continue  # an empty numbered part is still found by its key
        law = graph.law_of(node)
        language = graph.language(node["edition"])
        paired = counterparts_of(node, graph, told[node["edition"]]) if node["kind"] in Kind.STRUCTURE else {}
        documents.append(Document(
            id=node["id"], edition=node["edition"], lang=language, kind=node["kind"],
            key=node["key"], law=law["key"] if law else "", title=title, text=shown_text(node, graph), body=body,
            trail=graph.trail(node), url=node["url"], label=label_of(node, graph), parent=node["parent"] or "",
            targets=targets.get(node["id"], []), main=node["edition"] in mains,
            laws_year=graph.standing(node["edition"]),
            number=footnote_sign(node) if node["kind"] == Kind.FOOTNOTE else "",
            edition_kind=graph.editions[node["edition"]].get("kind", "laws"),
            draft=draft_said(graph.editions[node["edition"]]),
            draft_translation=draft_translation(graph.editions[node["edition"]]),
            counterparts=paired, changed=changed_in(node, graph, paired), amended=amended_away(node, graph, paired),
            lead=lead_of(node, graph), shown_trail=graph.trail(node, flagged=True),
            shown_title=flagged_title(node) if node["kind"] in Kind.STRUCTURE else
            node["title"] + sic(readings[node["id"]]) if node["id"] in readings else ""))
    return documents

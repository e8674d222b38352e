"""The search documents: one per node that carries text, derived once for every consumer.

The Whoosh index, the browser's search payload and the evaluation's FTS5 baseline all index these
same documents, so the three cannot drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .graph import Graph, Kind

SEARCHABLE_KINDS = (Kind.LAW, *Kind.PARTS, Kind.FOOTNOTE, Kind.DEFINITION, Kind.FRONT_MATTER, Kind.INDEX_ENTRY)


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
    targets: list[str] = field(default_factory=list)  # an index entry's resolved targets (node ids)


def search_documents(graph: Graph) -> list[Document]:
    targets: dict[str, list[str]] = {}
    for record in graph.references:
        if record["kind"] == "index" and record["target"]:
            targets.setdefault(record["source"], []).append(record["target"])
    documents = []
    for node in graph.nodes:
        if node["kind"] not in SEARCHABLE_KINDS or node.get("empty"):
            continue  # an empty note (a heading the notes print with nothing under it) is no search result
        body = "\n".join(part for part in (node["text"], node.get("english", "")) if part)
        title = node["title"] or node.get("term", "")
        if not (title or body) and node["kind"] not in Kind.PARTS:
            continue  # an empty numbered part is still found by its key
        law = graph.law_of(node)
        documents.append(Document(
            id=node["id"], edition=node["edition"], lang=graph.language(node["edition"]), kind=node["kind"],
            key=node["key"], law=law["key"] if law else "", title=title, text=node["text"], body=body,
            trail=graph.trail(node), url=node["url"], targets=targets.get(node["id"], [])))
    return documents

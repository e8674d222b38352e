"""The parser's side of the graph: nodes under construction and the one builder that owns their ids.

Parsing grows nodes line by line (text appended, line spans extended, markers recorded); when an
edition is parsed its nodes become the records of `lawbase.json` (`Node.record`). The `Builder`
is the only place that makes ids (`<edition>/<key>`, a repeated key gets `~2`), and the only keeper
of what the parse noticed: anomalies, skipped lines and footnote markers.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from ..graph import LEVELS
from .inline import Inline


@dataclass
class Anomaly:
    severity: str  # "error" makes `lawbase check` fail; "warning" and "note" are reported
    line: int | None
    message: str

    def to_json(self, file: str) -> dict:
        return {"severity": self.severity, "file": file, "line": self.line, "message": self.message}


@dataclass
class Node:
    id: str
    edition: str
    kind: str
    key: str
    parent: str | None
    title: str = ""
    text: str = ""
    lines: list[int] = field(default_factory=list)
    marks: list[list] = field(default_factory=list)  # [start, end, kind] over text
    extra: dict = field(default_factory=dict)  # kind-specific fields (term, english, targets, ...)
    line_map: list[tuple[int, int]] = field(default_factory=list, repr=False)  # (offset in text, source line)

    def record(self) -> dict:
        """The node as `lawbase.json` holds it."""
        out = {"id": self.id, "edition": self.edition, "kind": self.kind, "key": self.key, "parent": self.parent,
               "title": self.title, "text": self.text, "lines": list(self.lines)}
        if self.marks:
            out["marks"] = [list(mark) for mark in self.marks]
        out.update(self.extra)
        return out

    def add_text(self, piece: str, marks=(), separator: str = "\n") -> int:
        """Append a line of text; returns the offset where it starts (marks are shifted to it)."""
        start = len(self.text) + (len(separator) if self.text else 0)
        self.text = f"{self.text}{separator}{piece}" if self.text else piece
        for a, b, kind in marks:
            self.marks.append([start + a, start + b, kind])
        return start

    def touch(self, line: int) -> None:
        if not self.lines:
            self.lines = [line, line]
        else:
            self.lines[0] = min(self.lines[0], line)
            self.lines[1] = max(self.lines[1], line)


def slug(text: str) -> str:
    """A readable, stable key fragment from a term: lower case, letters kept, spaces to '-'."""
    text = unicodedata.normalize("NFC", text).casefold()
    text = re.sub(r"[^\w]+", "-", text).strip("-")
    return text or "x"


@dataclass
class Marker:
    """A footnote marker where it stands: bound to its footnote text when the edition is parsed."""

    line: int
    number: int
    node: Node
    field: str  # "text" or "title"
    offset: int


class Builder:
    """Makes the nodes of one edition, in document order, and records what the parse noticed."""

    def __init__(self, edition_id: str):
        self.edition_id = edition_id
        self.nodes: list[Node] = []
        self.by_id: dict[str, Node] = {}
        self.anomalies: list[Anomaly] = []
        self.skipped: dict[str, list[int]] = {}  # class -> source lines
        self.markers: list[Marker] = []

    def skip(self, kind: str, line: int) -> None:
        self.skipped.setdefault(kind, []).append(line)

    def anomaly(self, severity: str, line: int | None, message: str) -> None:
        self.anomalies.append(Anomaly(severity, line, message))

    def new_node(self, kind: str, key: str, parent: Node | None, line: int, title: str = "",
                 extend_parent: bool = True, **extra) -> Node:
        base_id = f"{self.edition_id}/{key}"
        node_id = base_id
        copy = 1
        while node_id in self.by_id:
            copy += 1
            node_id = f"{base_id}~{copy}"
        if copy > 1 and kind in LEVELS:
            self.anomaly("warning", line, f"{kind} {key} appears again (kept as {node_id})")
        node = Node(id=node_id, edition=self.edition_id, kind=kind, key=key if copy == 1 else f"{key}~{copy}",
                    parent=parent.id if parent else None, title=title, lines=[line, line], extra=dict(extra))
        self.nodes.append(node)
        self.by_id[node_id] = node
        if parent and extend_parent:
            self.extend(parent, line)
        return node

    def extend(self, node: Node | None, line: int) -> None:
        """Grow the line span of a node and its ancestors."""
        while node is not None:
            node.touch(line)
            node = self.by_id.get(node.parent) if node.parent else None

    def add_text(self, node: Node, inline: Inline, line: int, bullet: bool = False) -> None:
        text = inline.strip()
        if not text.text:
            return
        marks = list(text.marks)
        if bullet:
            marks.append((0, len(text.text), "li"))
        start = node.add_text(text.text, marks)
        node.line_map.append((start, line))
        for offset, number in text.markers:
            self.markers.append(Marker(line, number, node, "text", start + offset))
        self.extend(node, line)

    def set_title(self, node: Node, inline: Inline, line: int) -> None:
        text = inline.strip()
        node.title = text.text.strip()
        for offset, number in text.markers:
            self.markers.append(Marker(line, number, node, "title", offset))

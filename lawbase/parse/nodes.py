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

from dataclasses import replace

from ..graph import LEVELS
from ..keys import Key, node_id, with_copy, without_copy
from .inline import Inline

KEY_FIELDS = ("law", "section", "number", "item", "subitem")  # a key's parts, outermost first


@dataclass
class Anomaly:
    severity: str  # "error" makes `lawbase check` fail; "warning" and "note" are reported
    line: int | None
    message: str
    file: str | None = None  # where the fault is another file than the source (the manifest's `laws`)
    phrase: tuple[str, dict] | None = None  # the message as an interface string and its values (`said`)

    @classmethod
    def said_as(cls, severity: str, line: int | None, key: str, /, file: str | None = None, **values) -> Anomaly:
        """An anomaly worded by the profiles (`anomaly_…`): its `message` in English, `check` saying it in the
        reader's language (the anomalies were English under `--ui pl|cs|ru`), `check --json` giving its kind and
        values as well; a `kind` value is a node's kind, said by `anomaly_kind_<kind>`."""
        from ..ui_strings import DEFAULT, strings

        return cls(severity, line, anomaly_words(strings(DEFAULT), key, values), file, (key, values))

    def to_json(self, file: str) -> dict:
        said = {"kind": self.phrase[0].removeprefix("anomaly_"), "values": self.phrase[1]} if self.phrase else {}
        return {"severity": self.severity, "file": self.file or file, "line": self.line, "message": self.message,
                **said}

    def at(self, file: str, words=None) -> str:
        """`file:line: message`, as `lawbase check` and the build say it (`file: message` without a line), in `words`
        where it was worded by the profiles."""
        message = anomaly_words(words, *self.phrase) if words is not None and self.phrase else self.message
        return f"{self.where(file)}: {message}"

    def where(self, file: str) -> str:
        """`file:line` (`file` without a line; its own file where it names one)."""
        file = self.file or file
        return f"{file}:{self.line}" if self.line else file


def anomaly_words(words, key: str, values: dict) -> str:
    return words.format(key, **{name: words[f"anomaly_kind_{value}"] if name == "kind" else value
                                for name, value in values.items()})


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

    def cut_lines(self, first: int, last: int) -> "Piece":
        """Take lines first..last (indexes into `line_map`) out of the text: the lines, their marks and
        line map go into the returned piece; what stays is shifted to close the gap."""
        starts = [offset for offset, _ in self.line_map] + [len(self.text) + 1]
        start, end = starts[first], starts[last + 1] - 1  # `end` stops before the next line's "\n"
        gone_from = start - 1 if first else start  # the "\n" before the piece, or the one after it
        gone_to = end if first else min(end + 1, len(self.text))
        size = gone_to - gone_from
        piece = Piece(self.text[start:end],
                      [[a - start, b - start, kind] for a, b, kind in self.marks if a >= start and b <= end],
                      [(offset - start, line) for offset, line in self.line_map[first:last + 1]])
        self.text = self.text[:gone_from] + self.text[gone_to:]
        self.marks = [[shift(a, gone_from, size), shift(b, gone_from, size), kind] for a, b, kind in self.marks
                      if not (a >= start and b <= end)]
        self.line_map = [(shift(offset, gone_from, size), line)
                         for offset, line in self.line_map[:first] + self.line_map[last + 1:]]
        if "after_children" in self.extra:
            self.extra["after_children"] = shift(self.extra["after_children"], gone_from, size)
        piece.span = (start, end, gone_from, size)
        return piece

    @property
    def last_line(self) -> str:
        """The text's last line (a table row, or prose a page break may have cut)."""
        return self.text[self.text.rfind("\n") + 1:]

    def put(self, piece: "Piece") -> None:
        """Append a piece cut out of another node as this node's next lines."""
        start = self.add_text(piece.text, [tuple(mark) for mark in piece.marks if mark[2] not in ("li", "nested")])
        self.line_map.extend((start + offset, line) for offset, line in piece.line_map)

    def own_lines(self) -> list[int]:
        """The source lines of the node's own text."""
        return [line for _, line in self.line_map]

    def touch(self, line: int) -> None:
        if not self.lines:
            self.lines = [line, line]
        else:
            self.lines[0] = min(self.lines[0], line)
            self.lines[1] = max(self.lines[1], line)


def descend(new_parent: Key, old_parent: Key, key: Key) -> Key:
    """A key below `old_parent` moved under `new_parent`: the parts deeper than the parent's are kept."""
    depth = KEY_FIELDS.index({"law": "law", "section": "section", "subsection": "number", "item": "item",
                              "subitem": "subitem"}[old_parent.kind])
    return replace(new_parent, **{name: getattr(key, name) for name in KEY_FIELDS[depth + 1:]})


def shift(offset: int, gone_from: int, size: int) -> int:
    """An offset after `size` characters from `gone_from` on were taken out."""
    return offset - size if offset >= gone_from + size else min(offset, gone_from)


@dataclass
class Piece:
    """Lines cut out of a node's text: their text, marks and line map (offsets from the piece's start)."""

    text: str
    marks: list[list]
    line_map: list[tuple[int, int]]
    span: tuple[int, int, int, int] = (0, 0, 0, 0)  # start, end in the old text; what was removed: from, size


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
        self.list_indent: dict[str, int] = {}  # node id -> the indent of the item that opened its list

    def skip(self, kind: str, line: int) -> None:
        self.skipped.setdefault(kind, []).append(line)

    def anomaly_said(self, severity: str, line: int | None, key: str, /, file: str | None = None, **values) -> None:
        self.anomalies.append(Anomaly.said_as(severity, line, key, file, **values))

    def new_node(self, kind: str, key: str, parent: Node | None, line: int, title: str = "",
                 extend_parent: bool = True, **extra) -> Node:
        copy = 1
        while node_id(self.edition_id, with_copy(key, copy)) in self.by_id:
            copy += 1
        key = with_copy(key, copy)  # a key printed twice: `16A~2`
        new_id = node_id(self.edition_id, key)
        node = Node(id=new_id, edition=self.edition_id, kind=kind, key=key, parent=parent.id if parent else None,
                    title=title, lines=[line, line], extra=dict(extra))
        self.nodes.append(node)
        self.by_id[new_id] = node
        if parent and extend_parent:
            self.extend(parent, line)
        return node

    def insert_node(self, kind: str, key: str, parent: Node, position: int, line: int, **extra) -> Node:
        """A node made after the parse (a recovered provision), placed at `position` in document order."""
        new_id = node_id(self.edition_id, key)
        if new_id in self.by_id:
            raise ValueError(f"{new_id} exists")
        node = Node(id=new_id, edition=self.edition_id, kind=kind, key=key, parent=parent.id, lines=[line, line],
                    extra=dict(extra))
        self.nodes.insert(position, node)
        self.by_id[new_id] = node
        return node

    def rekey(self, changes: list[tuple[Node, str]]) -> None:
        """Give nodes new keys (their subtrees follow: 21Ba -> 21B1a makes 21Ba(i) 21B1a(i)); every id that
        names them - parents, footnote markers - follows too. The changes are made at once, so keys may
        be passed along a list (40B3 -> 40B4 while 40B2~2 -> 40B3)."""
        renamed: dict[str, str] = {}
        for node, new_key in changes:
            old, new = Key.parse(without_copy(node.key)), Key.parse(new_key)
            for member in self.subtree(node):
                key = new_key if member is node else str(descend(new, old, Key.parse(without_copy(member.key))))
                renamed[member.id] = node_id(self.edition_id, key)
                member.key = key
        moved = [self.by_id.pop(old_id) for old_id in renamed]
        for node, old_id in zip(moved, renamed):
            node.id = renamed[old_id]
            if node.id in self.by_id:
                raise ValueError(f"{node.id} exists")
            self.by_id[node.id] = node
        for node in self.nodes:
            if node.parent in renamed:
                node.parent = renamed[node.parent]
            for marker in node.extra.get("markers", []):
                marker["node"] = renamed.get(marker["node"], marker["node"])

    def move_markers(self, source: Node, piece: Piece, target: Node, offset: int) -> None:
        """Footnote markers that stood in text cut out of `source` now stand in `target` from `offset`;
        those after the cut shift back. A footnote's parent is the node of its first marker."""
        start, end, gone_from, size = piece.span
        for footnote in self.nodes:
            markers = footnote.extra.get("markers", [])
            for marker in markers:
                if marker["node"] != source.id or marker["field"] != "text":
                    continue
                if start <= marker["offset"] <= end:
                    marker.update(node=target.id, offset=offset + marker["offset"] - start)
                else:
                    marker["offset"] = shift(marker["offset"], gone_from, size)
            if markers and footnote.kind == "footnote":
                footnote.parent = markers[0]["node"]
        for marker in list(source.extra.get("unbound_markers", [])):  # a marker with no footnote text (`[2?]`)
            if marker["field"] != "text":
                continue
            if start <= marker["offset"] <= end:
                source.extra["unbound_markers"].remove(marker)
                target.extra.setdefault("unbound_markers", []).append(dict(marker, offset=offset + marker["offset"] - start))
            else:
                marker["offset"] = shift(marker["offset"], gone_from, size)
        if source.extra.get("unbound_markers") == []:
            del source.extra["unbound_markers"]

    def subtree(self, node: Node) -> list[Node]:
        """A node and the nodes below it, in document order."""
        inside = {node.id}
        members = [node]
        for other in self.nodes[self.nodes.index(node) + 1:]:
            if other.parent in inside and other.kind in LEVELS:
                inside.add(other.id)
                members.append(other)
        return members

    def extend(self, node: Node | None, line: int) -> None:
        """Grow the line span of a node and its ancestors."""
        while node is not None:
            node.touch(line)
            node = self.by_id.get(node.parent) if node.parent else None

    def add_text(self, node: Node, inline: Inline, line: int, bullet: int = 0, row: bool = False) -> None:
        """`bullet`: a list item, `nested` too if indented more than the item that opened its list; `row`: a
        line of a table (tab-separated cells), its empty first and last cells kept. A sentence a page break
        cut (cs-2007.md:833 "má za", then a footnote, then "následek …") goes on in its line."""
        text = inline.strip(keep_tabs=row)
        if not text.text:
            return
        marks = list(text.marks)
        if bullet:
            marks.append((0, len(text.text), "li"))
            if not self.in_list(node) or bullet < self.list_indent[node.id]:  # a list's first item, or one
                self.list_indent[node.id] = bullet  # back out of a list inside it: its indent is the list's
            if bullet > self.list_indent[node.id]:
                marks.append((0, len(text.text), "nested"))
        joined = not (bullet or row) and self.cut_sentence(node, text.text, line)
        if joined:
            self.anomaly_said("note", line, "anomaly_page_break", line=node.line_map[-1][1],
                              before=f"'…{node.text[-20:]}'", after=f"'{text.text[:20]}…'")
        start = node.add_text(text.text, marks, " " if joined else "\n")
        node.line_map.append((start, line))
        for offset, number in text.markers:
            self.markers.append(Marker(line, number, node, "text", start + offset))
        self.extend(node, line)

    @staticmethod
    def cut_sentence(node: Node, text: str, line: int) -> bool:
        """Does `text` go on with the node's last line, lines apart: that line of prose ends in a word or a
        comma, not in a list or a table, and `text` begins in lower case?"""
        if not node.line_map or line <= node.line_map[-1][1] + 1 or not text[:1].islower():
            return False
        last = node.last_line
        return bool(re.search(r"[\w,]$", last)) and "\t" not in last and not Builder.in_list(node)

    @staticmethod
    def in_list(node: Node) -> bool:
        """Is the node's last line a list item?"""
        return any(kind == "li" and end >= len(node.text) for _, end, kind in node.marks)

    def set_title(self, node: Node, inline: Inline, line: int) -> None:
        text = inline.strip()
        node.title = text.text.strip()
        for offset, number in text.markers:
            self.markers.append(Marker(line, number, node, "title", offset))

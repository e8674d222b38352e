"""What a Law page or a comparison page reads of the graph, so that a rebuild makes again only the pages
whose inputs an edit changed (a one-word edit: the Law's page and its comparison, not the other 400).

A page's scope is the graph's skeleton - every edition, and every node without what its own text decides
(`TEXT_FIELDS`: the text, the offsets into it, its lines) - and, in full but for their places in the source
(`unplaced`: a line added above them moves them, and no page shows them), its own nodes (`own`: the Law's
provisions, or every provision its comparison can show, known without making it), the footnotes marked in
them, the references from or to them and the concordance records pairing them as the pages read them (`as_shown`:
no evidence, a confidence only below `WEAK`); and what it reads of tables
made from the whole graph (a Law page's rows in the comparisons). Each kind of page says what it reads: `law.reads`, `compare_pages.reads`.
The term maps are not in it: a word's analysis is a function of the word and the analysis that made the maps
(their signatures, with lxml's version, are: `SiteContext.made_with`), and the words are in the own nodes'
texts.

A page's bytes are kept under the digest of its scope (`PageStore`, in the user's cache, for this code).
That the scope is all a page reads is tested, not assumed: `tests/test_page_scope.py` makes every comparison
page and Law pages of every edition from their scope alone (its `scoped_data`: the rest of the graph left out;
term maps of the own texts' words and the defined terms alone) and finds the bytes of the page made from the
whole graph, and a comparison's rows and listing (what the Law pages and the list of comparisons read of it,
kept beside its page) those of the whole graph's comparison.
"""

from __future__ import annotations

import hashlib
from typing import Callable, Iterable

import orjson

from ..cache import Cache, digest
from ..graph import Graph
from ..read_back import WEAK

# node fields decided by the node's own text: an edit of a text changes them, and only its own pages read them
TEXT_FIELDS = ("text", "marks", "after_children", "lines", "markers", "repairs", "unbound_markers")


def skeleton(node: dict) -> dict:
    """A node as the pages of other nodes read it: its text's fields left out but a title's repairs, and its
    places in the source (`unplaced`)."""
    kept = {field: value for field, value in node.items() if field not in TEXT_FIELDS}
    if "repairs" in node:
        titled = [repair for repair in node["repairs"] if repair[0] == "title"]
        if titled:
            kept["repairs"] = titled
    if "inferred" in node:
        kept["inferred"] = unplaced(node)["inferred"]
    return kept


def unplaced(record: dict) -> dict:
    """A node or a reference without its places in the source - `lines`, `line`, its markers' `line`, the
    evidence of a recovered number (`file:line` of each citation read): no page shows them, and a line added
    above them moves them."""
    kept = {field: value for field, value in record.items() if field not in ("lines", "line")}
    if "markers" in record:
        kept["markers"] = [{field: value for field, value in marker.items() if field != "line"}
                           for marker in record["markers"]]
    if "inferred" in record:
        kept["inferred"] = {field: value for field, value in record["inferred"].items() if field != "evidence"}
    return kept


def as_shown(record: dict, sure: bool = True) -> dict:
    """A concordance record as a page reads it: without its evidence (the `show` and `concordance` commands say it,
    no page does), its confidence only where it is weak (a comparison says "weak evidence (75%)" below `WEAK` and
    reads nothing else of it than whether it is below), and not at all where the page reads no confidence (`sure`
    false: a Law page): an edit of one Law moves the scores of records all over its edition, which made again pages
    showing none of them (16 Law pages and 8 comparisons for 3 changed)."""
    shown = dict(record, evidence=[])
    if "confidence" in record:
        shown["confidence"] = min(record["confidence"], WEAK) if sure else 0.0
    return shown


def record_ends(record: dict) -> list[tuple[str, str]]:
    """The (edition, key) of each provision a concordance record pairs."""
    ends = [(record["to_edition"], key) for key in record["to"]]
    return ends + [(record["from_edition"], record["from"])] if record["from"] else ends


class Scope:
    """The graph's skeleton, digested once, and each node's references and concordance records, looked up."""

    def __init__(self, graph: Graph, made_with: str = ""):
        self.graph = graph  # as the site shows it (`for_the_site`: control characters as signs)
        hasher = hashlib.sha256(made_with.encode("utf-8"))  # the analysis and lxml (`SiteContext.made_with`)
        hasher.update(orjson.dumps(graph.data["editions"]))
        for node in graph.nodes:  # node by node: a big corpus's skeleton is never whole in memory
            hasher.update(orjson.dumps(skeleton(node)))
        self.shared = hasher.hexdigest()
        self.references: dict[str, list[int]] = {}
        for position, record in enumerate(graph.references):
            self.references.setdefault(record["source"], []).append(position)
            if record.get("target") and record["target"] != record["source"]:
                self.references.setdefault(record["target"], []).append(position)
        self.records: dict[tuple[str, str], list[int]] = {}
        self.ends = [record_ends(record) for record in graph.data.get("concordance", [])]  # each record's
        for position, ends in enumerate(self.ends):
            for end in ends:
                self.records.setdefault(end, []).append(position)
        self.encoded: dict[str, bytes] = {}  # a node's JSON in a key (`unplaced`): most are in two or three keys
        self.last: tuple = (None, None, None, b"")  # the own nodes, derived, sure and JSON of the last key

    def closed(self, own: Iterable[str]) -> list[str]:
        """The own nodes and their footnotes (`Graph.footnotes_in`), in document order."""
        ids = set(own)
        ids.update(note["id"] for note in self.graph.footnotes_in([self.graph.by_id[node_id] for node_id in ids]))
        return sorted(ids, key=self.graph.order.__getitem__)

    def parts(self, own: Iterable[str]) -> tuple[list[str], list[int], list[int]]:
        """The own nodes (`closed`), and the positions of the references and concordance records touching them."""
        ids = self.closed(own)
        by_id = self.graph.by_id
        references = sorted({at for node_id in ids for at in self.references.get(node_id, [])})
        records = sorted({at for node_id in ids
                          for at in self.records.get((by_id[node_id]["edition"], by_id[node_id]["key"]), [])})
        return ids, references, records

    def key(self, page: str, own: Iterable[str], derived=None, sure: bool = True) -> str:
        """The digest of everything the page reads (`derived`: what it reads of tables made from the whole graph;
        `sure`: whether it reads the records' confidences, `as_shown`): the JSON of [own nodes, references, records,
        derived], each node's JSON made once a process."""
        own = list(own)
        if (own, derived, sure) != self.last[:3]:  # the last scope asked again: a comparison's listing reads its page's
            ids, references, records = self.parts(own)
            concordance = self.graph.data.get("concordance", [])
            self.last = (own, derived, sure, b"".join([
                b"[[", b",".join(map(self.node_json, ids)), b"],",
                orjson.dumps([[unplaced(self.graph.references[at]) for at in references],
                              [as_shown(concordance[at], sure) for at in records], derived])[1:]]))
        return digest(self.shared, page, self.last[3])

    def node_json(self, node_id: str) -> bytes:
        if node_id not in self.encoded:
            self.encoded[node_id] = orjson.dumps(unplaced(self.graph.by_id[node_id]))
        return self.encoded[node_id]


class PageStore:
    """The pages one process made in its last build, by their scope's digest (the user's cache, kind `pages`,
    one entry per kind of page): a page whose scope is unchanged, made with the same analysis and lxml
    (`Scope`'s `made_with`: a lemmatiser upgraded links other terms), is taken as it was. What a comparison's
    rows give the other pages (the Law pages' links into them, the list of comparisons) is kept so too, as
    JSON bytes under the comparison's scope: an edit makes again the comparisons it changes, not all 93. It keeps pages while they fit
    in `LIMIT` bytes (the real corpus's Law pages are 3.3 MB): a big corpus's pages, hundreds of MB, are not
    all kept in memory while they are written; a page that does not fit is made again next time."""

    LIMIT = 32 * 2 ** 20

    def __init__(self, cache: Cache | None, scope: Scope | None, kind: str):
        self.cache, self.kind = cache, kind
        keeping = scope is not None and cache is not None and cache.folder is not None  # else no digests to take
        self.scope = scope if keeping else None
        found = cache.get_object("pages", kind) if keeping else None
        self.before: dict[str, bytes] = found if isinstance(found, dict) else {}
        self.now: dict[str, bytes] = {}
        self.size = 0

    def page(self, path: str, make: Callable[[], bytes], reads: Callable[[Scope], tuple[list[str], object]]) -> bytes:
        """The page's bytes: kept, or made by `make()`; `reads(scope)`: its own nodes and what it reads of
        tables made from the whole graph (`Scope.key`)."""
        if self.scope is None:
            return make()
        key = self.scope.key(path, *reads(self.scope), sure=self.kind != "law")  # a Law page reads no confidence
        content = self.before.get(key)
        content = make() if content is None else content
        if self.size + len(content) <= self.LIMIT:
            self.now[key] = content
            self.size += len(content)
        return content

    def save(self) -> None:
        if self.scope is not None:
            self.cache.put_object("pages", self.now, self.kind)

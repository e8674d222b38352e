"""The law graph as every reader sees it: node and reference records, their kinds, and the look-ups.

The graph is the content of `lawbase.json`: editions, nodes in document order and references. The
records stay plain dicts (they are what the JSON holds, and what the site, the search and the
commands read); `NodeRecord` and `ReferenceRecord` name their fields. `Graph` holds every look-up
(by id, by key, children, the Law above a node, the trail of titles) so that no module builds its
own. Importing this module loads neither the parser nor lxml.
"""

from __future__ import annotations

from functools import cached_property
from typing import Iterator, TypedDict

from .errors import unknown_edition
from .evidence import restored
from .kinds import Kind  # noqa: F401  (where the graph's users have always found it)
from .read_back import closest, cut_from, happened


def footnote_sign(node: dict) -> str:
    """What a footnote is called by where a number stands: its number as printed, or `*` for one whose marker
    the source lost (`inferred`: the same `*` that flags a recovered number)."""
    return str(node.get("number", "*"))


def recovered_key(node: dict) -> str:
    """` [22A*]` after a number the parse recovered (the key it was read as: the source printed `-`, or
    another number), as `show`, `compare` and the site say it; "" for a number as printed."""
    return f" [{node['key']}*]" if node.get("inferred") and node["kind"] != "footnote" else ""


def sic(repaired: str | None) -> str:
    """What follows a word typed in two alphabets, kept as printed: ` [sic: obowiązkowi]`, its reading (`show`
    and the site alike: on a phone no title shows), or ` [sic]` where a letter has no counterpart."""
    return f" [sic: {repaired}]" if repaired else " [sic]"


def flagged_title(node: dict) -> str:
    """A node's title as `show` and the Law pages print it: each word typed in two alphabets followed by its reading
    (`Licytacja wbrew obowiązкови [sic: obowiązkowi] pasowania`)."""
    title = node["title"]
    for _, _, end, repaired, _ in sorted((repair for repair in node.get("repairs", []) if repair[0] == "title"),
                                      key=lambda repair: repair[2], reverse=True):
        title = title[:end] + sic(repaired) + title[end:]
    return title


# Depth of each structural kind inside a Law: a node's parent is the nearest open node above it.
LEVELS = {Kind.LAW: 0, Kind.SECTION: 1, Kind.SUBSECTION: 2, Kind.ITEM: 3, Kind.SUBITEM: 4}


class NodeRecord(TypedDict, total=False):
    """A node of `lawbase.json` (README: "lawbase.json")."""
    id: str
    edition: str
    kind: str
    key: str
    parent: str | None
    title: str
    text: str
    lines: list[int]
    url: str
    marks: list[list]
    marker: str
    normalised: str
    after_children: int
    number: int | str
    inferred: dict
    empty: bool
    markers: list[dict]
    term: str
    english: str
    targets: list[str]
    see: str
    level: int
    chapter: str


class ReferenceRecord(TypedDict, total=False):
    """A reference of `lawbase.json`: where the words stand, what they mean, what they point to."""
    source: str
    field: str
    start: int
    end: int
    position: int
    text: str
    phrase: str
    line: int
    kind: str
    key: str | None
    target: str | None
    reason: str
    nearest: str
    direction: str
    note: str


def paired_keys(record: dict, node: NodeRecord) -> list[str]:
    """The keys a concordance record pairs with `node` in the record's other edition, read either way: its `to`
    from its `from` edition, its `from` (if any) from the other."""
    if record["from_edition"] == node["edition"]:
        return record["to"]
    return [record["from"]] if record["from"] else []


class Graph:
    """The records of a built graph with every look-up the readers need."""
    PAIRINGS_KEPT = 50_000  # (the 10x corpus's search documents asked 662,080 pairs: about 165 MB held)

    def __init__(self, data: dict):
        self.data = data
        restored(data)  # (its evidence as lawbase.json stores it: `Evidence` lines again)
        self.editions: dict[str, dict] = {edition["id"]: edition for edition in data["editions"]}
        self.nodes: list[NodeRecord] = data["nodes"]
        self.references: list[ReferenceRecord] = data.get("references", [])
        self.by_id: dict[str, NodeRecord] = {node["id"]: node for node in self.nodes}
        self.children: dict[str | None, list[NodeRecord]] = {}
        self.by_key: dict[tuple[str, str], NodeRecord] = {}
        self.by_edition: dict[str, list[NodeRecord]] = {edition: [] for edition in self.editions}
        self.standings: dict[str, int] = {}  # edition -> `standing`
        self.pairings: dict[tuple[str, str, str], tuple] = {}  # (edition, key, other edition) -> `pairing`, bounded
        self.lost_under: set[str] = set()  # the nodes a footnote that lost its marker stands under (`footnotes_in`)
        for node in self.nodes:
            self.children.setdefault(node["parent"], []).append(node)
            self.by_key.setdefault((node["edition"], node["key"]), node)
            self.by_edition.setdefault(node["edition"], []).append(node)
            if node["kind"] == Kind.FOOTNOTE and not node.get("markers"):
                self.lost_under.add(node["parent"])

    # ------------------------------------------------------------------ derived tables
    @cached_property
    def order(self) -> dict[str, int]:
        return {node["id"]: position for position, node in enumerate(self.nodes)}

    @cached_property
    def refs_from(self) -> dict[str, list[ReferenceRecord]]:
        table: dict[str, list[ReferenceRecord]] = {}
        for record in self.references:
            table.setdefault(record["source"], []).append(record)
        return table

    @cached_property
    def refs_to(self) -> dict[str, list[ReferenceRecord]]:
        table: dict[str, list[ReferenceRecord]] = {}
        for record in self.references:
            if record.get("target"):
                table.setdefault(record["target"], []).append(record)
        return table

    @cached_property
    def laws(self) -> dict[str, list[NodeRecord]]:
        """Each edition's Laws in order."""
        table: dict[str, list[NodeRecord]] = {edition: [] for edition in self.editions}
        for node in self.nodes:
            if node["kind"] == Kind.LAW:
                table[node["edition"]].append(node)
        return table

    @cached_property
    def footnote_markers(self) -> dict[str, list[tuple[NodeRecord, int, dict]]]:
        """node id -> (footnote, ordinal of the marker, marker) for each footnote marker in that node, as its
        reader meets them (the title's first)."""
        table: dict[str, list[tuple[NodeRecord, int, dict]]] = {}
        for node in self.nodes:
            if node["kind"] == Kind.FOOTNOTE:
                for count, marker in enumerate(node.get("markers", []), 1):
                    table.setdefault(marker["node"], []).append((node, count, marker))
        for markers in table.values():
            markers.sort(key=lambda entry: (entry[2]["field"] != "title", entry[2]["offset"]))
        return table

    def footnotes_marked(self, node: NodeRecord, first_only: bool = False) -> list[NodeRecord]:
        """The footnotes marked in a node, each once, as its reader meets their markers (the title's first),
        then those under it whose marker the source lost (pl-1997's, each at its Law's end); `first_only`:
        those first marked here (a footnote's home), the lost ones still."""
        marked = [note for note, count, _ in self.footnote_markers.get(node["id"], []) if count == 1 or not first_only]
        marked += [child for child in self.children.get(node["id"], [])
                   if child["kind"] == Kind.FOOTNOTE and not child.get("markers")]
        return list({note["id"]: note for note in marked}.values())

    def footnotes_in(self, nodes: list[NodeRecord]) -> list[NodeRecord]:
        """The footnotes marked in these nodes, each once, as the nodes' reader meets them; then those whose
        marker the source lost, read as a node's (pl-1997's, each its Law's: a translator's review found the
        1997 "Pierwszego wyjścia dokonuje się kartą zakrytą" on no comparison)."""
        if not any(node["id"] in self.footnote_markers or node["id"] in self.lost_under for node in nodes):
            return []  # (most cells of a comparison have none)
        marked = sorted((note for node in nodes for note in self.footnotes_marked(node)),
                        key=lambda note: not note.get("markers"))  # the lost ones after every marked one
        return [note for at, note in enumerate(marked) if note not in nodes and note not in marked[:at]]

    def language(self, edition: str) -> str:
        return self.editions[edition]["language"]

    def resolves_in(self, edition: str) -> str:
        """The edition an edition's citations resolve in: the one its notes comment on, else its own."""
        return self.editions[edition].get("base") or edition

    def reading(self, record: ReferenceRecord) -> str:
        """`2017: 16C` for the notes' "P. 16D", a key cited in another numbering of the Laws that names another
        provision (or none: `2017: —`) where it resolves; "" for a key read as printed."""
        numbering = record.get("numbering")
        if numbering is None or numbering["to"] == [record["key"]]:
            return ""
        source = self.by_id[record["source"]]["edition"]
        return f"{self.editions[self.resolves_in(source)].get('laws_year', '')}: {', '.join(numbering['to']) or '—'}"

    # ------------------------------------------------------------------ walking
    def parent(self, node: NodeRecord) -> NodeRecord | None:
        return self.by_id.get(node["parent"]) if node["parent"] else None

    def law_of(self, node: NodeRecord | None) -> NodeRecord | None:
        """The Law a node belongs to (None for front matter, definitions, the index)."""
        while node is not None and node["kind"] != Kind.LAW:
            node = self.parent(node)
        return node

    def ancestors(self, node: NodeRecord) -> list[NodeRecord]:
        """The nodes above, outermost first."""
        chain = []
        while node["parent"]:
            node = self.by_id[node["parent"]]
            chain.append(node)
        return chain[::-1]

    def depth(self, node: NodeRecord) -> int:
        return len(self.ancestors(node))

    def subtree(self, node: NodeRecord, kinds: tuple[str, ...] | None = None) -> Iterator[NodeRecord]:
        """The node and everything below it in document order (only `kinds`, if given)."""
        if kinds is None or node["kind"] in kinds:
            yield node
        for child in self.children.get(node["id"], []):
            if kinds is None or child["kind"] in kinds:
                yield from self.subtree(child, kinds)

    def subtree_ids(self, node: NodeRecord) -> set[str]:
        return {member["id"] for member in self.subtree(node)}

    def trail(self, node: NodeRecord, flagged: bool = False) -> list[str]:
        """Titles above a node: `16. Legalne i nielegalne informacje`, `Informacja z wycofanych …`; `flagged`: as
        shown, each word typed in two alphabets with its reading (`flagged_title`), not as searched."""
        trail = []
        for ancestor in self.ancestors(node):
            label = (flagged_title(ancestor) if flagged else ancestor["title"]) or ancestor.get("term", "")
            if ancestor["kind"] == Kind.LAW:
                label = f"{ancestor['key']}. {label}"
            if label:
                trail.append(label)
        return trail

    # ------------------------------------------------------------------ the same provision elsewhere
    @cached_property
    def concordance(self) -> dict[tuple[str, str, str], list[dict]]:
        """(edition, key, other edition) -> the concordance records pairing that provision, both ways."""
        table: dict[tuple[str, str, str], list[dict]] = {}
        for record in self.data.get("concordance", []):
            first, second = record["from_edition"], record["to_edition"]
            if record["from"]:
                table.setdefault((first, record["from"], second), []).append(record)
            for key in record["to"]:
                table.setdefault((second, key, first), []).append(record)
        return table

    def counterparts(self, node: NodeRecord, edition: str) -> tuple[list[NodeRecord], str]:
        """The provisions of `edition` that say what `node` says, and the relation ("same", "moved",
        "changed", "split", "merged", "none"). From the concordance where it pairs the two editions;
        else the provision with the same key ("key": an unchecked pairing)."""
        found, relation, _ = self.pairing(node, edition)
        return found, relation

    def records(self, node: NodeRecord, edition: str) -> list[dict]:
        """The concordance's records pairing a node with an edition, read either way, the closest first (`same`,
        `changed`, `moved`, then splits and merges): 2017 17D1 is 2007 22B1, moved, then a part of 2007 17E1.
        The list is shared (`ranked`): read it, never change it."""
        pair = (node["edition"], node["key"], edition)
        return self.ranked.get(pair) or self.concordance.get(pair, [])

    @cached_property
    def ranked(self) -> dict[tuple[str, str, str], list[dict]]:
        """`concordance`'s lists of several records, the closest first (`records`): ordered once, where a comparison
        page asked for each in every table and cell."""
        return {pair: sorted(records, key=lambda record: closest(record["relation"]))
                for pair, records in self.concordance.items() if len(records) > 1}

    def record(self, node: NodeRecord, edition: str) -> dict | None:
        """The first of `records` (None: the concordance does not pair the node with the edition)."""
        return next(iter(self.records(node, edition)), None)

    def pairing(self, node: NodeRecord, edition: str) -> tuple[list[NodeRecord], str, float | None]:
        """`counterparts`, and how sure the concordance is of them (None: paired by key, unchecked); a split or merge
        said as it happened, from the older text to the newer (`happened`), from whichever side it is read. Worked out
        once a pair, `PAIRINGS_KEPT` at most (a page asks a pair again soon), each caller handed its own list."""
        pair = (node["edition"], node["key"], edition)
        if pair not in self.pairings:
            if len(self.pairings) >= self.PAIRINGS_KEPT:
                self.pairings.clear()
            record, twin = self.record(node, edition), self.by_key.get((edition, node["key"]))
            self.pairings[pair] = ([self.by_key[(edition, key)] for key in paired_keys(record, node) if (
                edition, key) in self.by_key], happened(self.editions, record), record["confidence"]) if record \
                else (([twin] if twin else []), "key", None)
        return list(self.pairings[pair][0]), self.pairings[pair][1], self.pairings[pair][2]

    def cut_from(self, node: NodeRecord, edition: str) -> str:
        """The sentence of a provision of `edition` that `node` was cut out of (the concordance's sentence
        pass: 2017 24D is a sentence of 2007 24), or ""."""
        for record in self.concordance.get((node["edition"], node["key"], edition), []):
            if said := cut_from(record, node["edition"], node["key"]):
                return said
        return ""

    def added_by(self, node: NodeRecord, edition: str) -> tuple[str, str]:
        """The sentence the newer of two texts adds to a provision kept at its key (the concordance's
        `added`: 2017 11A's "Strona przeciwna otrzymuje wynik osiągnięty przy stole."), and the edition
        that says it; ("", "") where nothing was added."""
        for record in self.concordance.get((node["edition"], node["key"], edition), []):
            if node["key"] in record.get("added", {}):
                return record["added"][node["key"]], record["to_edition"]
        return "", ""

    # ------------------------------------------------------------------ the editions
    def check_edition(self, edition: str | None) -> None:
        if edition is not None and edition not in self.editions:
            raise unknown_edition(edition, list(self.editions))

    def standing(self, edition: str) -> int:
        """The year of the Laws an edition translates as the newest-first orders read it: a draft's is 0,
        behind every text in force (the draft of the 2027 Laws is not the Laws a director rules by), and so is
        a notes edition's on a draft. Worked out once an edition (the search documents ask it of every node's
        counterparts)."""
        if edition not in self.standings:
            info = self.editions[edition]
            if info.get("base") in self.editions and not self.standing(info["base"]):  # notes (on notes) on a draft
                self.standings[edition] = 0
            else:
                self.standings[edition] = 0 if info.get("draft") else info.get("laws_year") or 0
        return self.standings[edition]

    def newest_first(self) -> list[str]:
        """The editions, the newest Laws first (as search lists a key's provisions), drafts after them, the
        notes on them last, else in manifest order."""
        return sorted(self.editions, key=lambda name: (self.editions[name].get("kind") == "notes",
                                                       -self.standing(name)))


def cites_it(graph: Graph, node: NodeRecord, record: ReferenceRecord, inside: set[str]) -> bool:
    """Does a reference to a provision in `node` (`inside`: its subtree's ids) count as citing it ("cited by"):
    its source outside `node`, or, in a section, a part of it citing another part (pl-2017 50E3 and 50E4 cite 50E1:
    the references review looked for them in the 50E box; ru-2017 16C3's "пункта С2" in 16C's); never a provision
    citing its own part, nor a Law's parts one another. The site's box and `refs` alike (`refs 16C -e ru-2017`
    counted 31, the site 32, until 2026-11-28)."""
    if record["source"] not in inside:
        return True
    if node["kind"] == Kind.LAW:
        return False
    source, target = graph.by_id[record["source"]], graph.by_id[record["target"]]
    return (source["id"] != target["id"] and all(above["id"] != target["id"] for above in graph.ancestors(source))
            and all(above["id"] != source["id"] for above in graph.ancestors(target)))  # 27B's "27B3": its own part


def known_counterparts(graph: Graph, node: NodeRecord, edition: str) -> list[NodeRecord] | None:
    """What says a provision's rule in an edition: none where the concordance says nothing there does (a rule
    new in the node's Laws), None where nothing is known."""
    nodes, relation = graph.counterparts(node, edition)
    return nodes if nodes or relation == "none" else None

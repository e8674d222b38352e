"""Akoma Ntoso 3.0 (OASIS LegalDocML) export: one XML document per edition.

An edition of the Laws is an `act` (a draft of Laws not in force a `bill`, a notes edition a `doc`):
FRBR identification, a `preface` with the title, the front matter and definitions as `hcontainer`s, the
Laws as `section`s with sections,
subsections, items and sub-items below (`subsection`, `paragraph`, `point`), the back-of-book index
as an attached `doc`. eIds follow the AKN naming convention, built from the keys: 16C2 is
`sec_16__subsec_C__para_2`. The README ("Exports") gives the whole mapping.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import Callable

from lxml import etree

from ..errors import LawbaseError, UsageError
from . import XML_DECLARATION, XmlCleaner, check_edition, to_stdout, write_atomically
from .akn_inline import AKN, Insert, InlineWriter, Range, RichText, Span, line_ranges, place_inserts, sub

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
ISO_639_2 = {"pl": "pol", "cs": "ces", "ru": "rus"}  # FRBR names languages by three letters
JURISDICTION = "wbf"  # the World Bridge Federation makes the Laws: named like "un" or "eu" in AKN IRIs
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
EMPHASIS = {"strong": (1, "b"), "em": (2, "i")}  # mark -> (layer, element)
PROVISIONS = ("section", "subsection", "paragraph", "point")
MIXED_CONTENT = {f"{{{AKN}}}{tag}" for tag in ("p", "heading", "num", "docTitle")}


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
        self.references: dict[tuple[str, str], list[dict]] = defaultdict(list)
        for record in graph.get("references", []):
            self.references[(record["source"], record["field"])].append(record)
        self.markers: dict[tuple[str, str], list[tuple[int, dict, bool]]] = defaultdict(list)
        for node in graph["nodes"]:
            if node["kind"] == "footnote":
                for position, marker in enumerate(self.markers_of(node)):
                    self.markers[(marker["node"], marker["field"])].append((marker["offset"], node, position == 0))
        self.eids: dict[str, str] = {}

    def markers_of(self, footnote: dict) -> list[dict]:
        """Where a footnote stands; one that lost its marker stands at the end of its parent's text."""
        if footnote.get("markers"):
            return footnote["markers"]
        parent = self.by_id.get(footnote["parent"] or "")
        return [{"node": parent["id"], "field": "text", "offset": len(parent["text"])}] if parent else []

    def structure(self, node: dict) -> tuple[str, str]:
        if node["kind"] == "law" and self.editions[node["edition"]]["kind"] == "notes":
            return NOTE
        if node["kind"] == "front-matter":
            return "hcontainer", node["key"]
        return STRUCTURE.get(node["kind"], ("hcontainer", node["kind"]))

    def eid(self, node: dict) -> str:
        """Front matter is named by its key (`definitions`); everything else by the chain of its
        ancestors, `<prefix>_<number>` joined by `__`, as the naming convention does."""
        if node["id"] not in self.eids:
            if node["kind"] == "front-matter":
                eid = node["key"]
            else:
                parent = self.by_id.get(node["parent"] or "")
                own = f"{self.structure(node)[1]}_{local_number(node, parent)}"
                eid = f"{self.eid(parent)}__{own}" if parent else own
            self.eids[node["id"]] = eid
        return self.eids[node["id"]]

    def work_iri(self, edition_id: str) -> str:
        edition = self.editions[edition_id]
        if edition["kind"] == "notes":
            return f"/akn/{JURISDICTION}/doc/{edition['year']}/{edition_id}"
        return f"/akn/{JURISDICTION}/{document_type(edition)}/{edition.get('laws_year', edition['year'])}/laws"

    def expression_iri(self, edition_id: str) -> str:
        edition = self.editions[edition_id]
        return f"{self.work_iri(edition_id)}/{language_code(edition)}@{edition['year']}-01-01"

    def href(self, target: dict, here: tuple[str, str]) -> str:
        """`#eId` inside the same document; else the target document's IRI with the eId as fragment
        (the attached index, or the base edition of a notes edition)."""
        there = (target["edition"], component(target))
        fragment = "#" + self.eid(target)
        return fragment if there == here else f"{self.expression_iri(target['edition'])}/!{there[1]}{fragment}"


def document_type(edition: dict) -> str:
    """`act` for the Laws in force, `bill` for the draft of Laws not in force, `doc` for notes on them."""
    return "doc" if edition["kind"] == "notes" else "bill" if edition.get("draft") else "act"


def language_code(edition: dict) -> str:
    return ISO_639_2.get(edition["language"], edition["language"])


def term_eid(definition: dict) -> str:
    return "term_" + "__".join(definition["key"].split("/")[1:])


class AknDocument:
    """One edition as an Akoma Ntoso document."""

    def __init__(self, lookup: Lookup, edition_id: str):
        self.lookup = lookup
        self.edition = lookup.editions[edition_id]
        self.clean = XmlCleaner()
        self.writer = InlineWriter(self.clean)

    def build(self) -> etree._Element:
        edition_id = self.edition["id"]
        notes = self.edition["kind"] == "notes"
        root = etree.Element(f"{{{AKN}}}akomaNtoso", nsmap={None: AKN})
        document = sub(root, document_type(self.edition), name=self.edition["kind"])
        self.meta(document, "main")
        title = sub(sub(sub(document, "preface"), "p", **{"class": "title"}), "docTitle")
        title.text = self.clean(self.edition["title"])
        top = self.lookup.top[edition_id]
        self.nodes(sub(document, "mainBody" if notes else "body"), [n for n in top if component(n) == "main"])
        index = [node for node in top if component(node) == "index"]
        if index:
            attachment = sub(sub(document, "attachments"), "attachment", eId="att_1")
            doc = sub(attachment, "doc", name="index")
            self.meta(doc, "index")
            self.nodes(sub(doc, "mainBody"), index)
        return root

    def nodes(self, body: etree._Element, nodes: list[dict]) -> None:
        body.set(XML_LANG, self.edition["language"])
        for node in nodes:
            self.node(body, node)

    def meta(self, parent: etree._Element, part: str) -> None:
        """FRBR work (the Laws of a year), expression (this translation), manifestation (this file).
        Dates are 1 January of the edition's year: the export carries no clock, so it is reproducible."""
        edition, edition_id = self.edition, self.edition["id"]
        notes = edition["kind"] == "notes"
        author = "#unnamed" if notes else "#wbf"
        work, expression = self.lookup.work_iri(edition_id), self.lookup.expression_iri(edition_id)
        date = f"{edition['year']}-01-01"
        meta = sub(parent, "meta")
        identification = sub(meta, "identification", source="#lawbase")
        laws_date = f"{edition.get('laws_year', edition['year'])}-01-01"
        frbr = sub(identification, "FRBRWork")
        self.frbr_core(frbr, f"{work}/!{part}", work, [(laws_date, "notes" if notes else "laws")], author)
        sub(frbr, "FRBRcountry", value=JURISDICTION)
        sub(frbr, "FRBRname", value=self.clean(edition["title"] if notes else "Laws of Duplicate Bridge"))
        frbr = sub(identification, "FRBRExpression")
        amended = [(f"{edition['amended']}-01-01", "amended")] if edition.get("amended") else []
        self.frbr_core(frbr, f"{expression}/!{part}", expression, [(date, "edition")] + amended, author)
        sub(frbr, "FRBRlanguage", language=language_code(edition))
        frbr = sub(identification, "FRBRManifestation")
        self.frbr_core(frbr, f"{expression}/!{part}.xml", f"{expression}.akn", [(date, "edition")], "#lawbase")
        laws = [node for node in self.lookup.top[edition_id] if node["kind"] == "law"]
        if edition["kind"] == "chapter" and laws and part == "main":
            sub(frbr, "FRBRportion", showAs=f"Laws {laws[0]['key']}–{laws[-1]['key']}",
                **{"from": "#" + self.lookup.eid(laws[0]), "upTo": "#" + self.lookup.eid(laws[-1])})
        sub(frbr, "FRBRformat", value="application/akn+xml")
        if part == "main":  # eIds are unique across the file, attachments included: the TLCs stand once
            self.references(meta, author)

    def frbr_core(self, frbr: etree._Element, this: str, uri: str, dates: list[tuple[str, str]], author: str) -> None:
        sub(frbr, "FRBRthis", value=this)
        sub(frbr, "FRBRuri", value=uri)
        for date, name in dates:
            sub(frbr, "FRBRdate", date=date, name=name)
        sub(frbr, "FRBRauthor", href=author)

    def references(self, meta: etree._Element, author: str) -> None:
        references = sub(meta, "references", source="#lawbase")
        organisations = {"#wbf": "World Bridge Federation", "#unnamed": "not named in the source"}
        sub(references, "TLCOrganization", eId=author[1:], href=f"/akn/ontology/organization/{author[1:]}",
            showAs=organisations[author])
        sub(references, "TLCOrganization", eId="lawbase", href="/akn/ontology/organization/lawbase", showAs="lawbase")
        for definition in self.lookup.definitions[self.edition["id"]]:
            sub(references, "TLCTerm", eId=term_eid(definition),
                href=f"/akn/ontology/term/{self.edition['id']}/{definition['key'].removeprefix('def/')}",
                showAs=self.clean(definition["term"] or definition["title"]))

    def node(self, parent: etree._Element, node: dict) -> None:
        """A node as its element: `num` (its marker), `heading` (its title), then its own text as
        `content`, or around its children as `intro` and `wrapUp`."""
        tag, name = self.lookup.structure(node)
        element = sub(parent, tag, eId=self.lookup.eid(node))
        if tag == "hcontainer":
            element.set("name", name)
        if node.get("marker"):  # without the dash or comma printed after it: "PRAVIDLO 16 -" is "PRAVIDLO 16"
            sub(element, "num").text = self.clean(node["marker"].rstrip(" -–—,")) or self.clean(node["marker"])
        title = self.rich(node, "title")
        if title.text or title.inserts:
            self.writer.inline(sub(element, "heading"), title, (0, len(title.text)), title.inserts)
        rich, children, targets = self.rich(node, "text"), self.lookup.children[node["id"]], self.targets(node)
        text = rich.text
        split = node.get("after_children", len(text)) if children else len(text)
        before_end = split - 1 if split and text[split - 1] == "\n" else split
        before = line_ranges(text, 0, before_end) if before_end else []
        after = line_ranges(text, split, len(text)) if split < len(text) else []
        if rich.inserts and not before + after:
            before = [(0, 0)]
        placed = place_inserts(rich.inserts, before + after)
        if not children:
            self.blocks(sub(element, "content"), rich, before, placed, targets)
            return
        if before or targets:
            self.blocks(sub(element, "intro"), rich, before, placed, targets)
        for child in children:
            self.node(element, child)
        if after:
            self.blocks(sub(element, "wrapUp"), rich, after, placed, None)

    def blocks(self, container: etree._Element, rich: RichText, ranges: list[Range],
               placed: dict[Range, list[Insert]], targets: RichText | None) -> None:
        self.writer.paragraphs(container, rich, ranges, placed)
        if targets:
            self.writer.inline(sub(container, "p", **{"class": "targets"}), targets, (0, len(targets.text)), [])

    def rich(self, node: dict, field: str) -> RichText:
        """A field of a node with its references, emphasis, defined term and footnote markers."""
        text = node[field]
        rich = RichText(text, [self.reference(record, record["start"], record["end"], node)
                               for record in self.lookup.references[(node["id"], field)]])
        if field == "text":
            marks = node.get("marks", [])
            rich.spans += [Span(start, end, *EMPHASIS[kind]) for start, end, kind in marks if kind in EMPHASIS]
            rich.bullets = [(start, end) for start, end, kind in marks if kind == "li"]
            rich.nested = [(start, end) for start, end, kind in marks if kind == "nested"]
        elif node["kind"] == "definition":
            rich.spans.append(Span(0, len(text), -1, "def", (("refersTo", "#" + term_eid(node)),)))
        elif node.get("see"):  # a cross-entry of the index: "Patrz też Zrzeczenie" points to Zrzeczenie
            start = text.rfind(node["see"])
            where = (start, start + len(node["see"])) if start >= 0 else (0, len(text))
            see_records = [r for r in self.lookup.references[(node["id"], "targets")] if r["kind"] == "index-see"]
            rich.spans += [self.reference(record, *where, node) for record in see_records]
        rich.inserts = [Insert(offset, self.footnote(footnote, first))
                        for offset, footnote, first in self.lookup.markers[(node["id"], field)]]
        return rich

    def targets(self, node: dict) -> RichText | None:
        """The targets of an index entry as written (`16B1, 73C`), each a reference."""
        if not node.get("targets"):
            return None
        starts, position = [], 0
        for target in node["targets"]:
            starts.append(position)
            position += len(target) + 2
        records = [r for r in self.lookup.references[(node["id"], "targets")] if r.get("position") is not None]
        return RichText(", ".join(node["targets"]), [
            self.reference(r, starts[r["position"]], starts[r["position"]] + len(node["targets"][r["position"]]), node)
            for r in records if r["position"] < len(starts)])

    def reference(self, record: dict, start: int, end: int, source: dict) -> Span:
        """A resolved reference is a `ref` to the target's eId; an unresolved one stays plain text in a
        `span` whose title says why (a `remark` would add words to the provision's text)."""
        target = self.lookup.by_id.get(record.get("target") or "")
        if target:
            here = (source["edition"], component(source))
            return Span(start, end, 0, "ref", (("href", self.lookup.href(target, here)),))
        reason = record.get("reason") or "unresolved"
        return Span(start, end, 0, "span", (("class", "unresolvedRef"), ("title", self.clean(reason))))

    def footnote(self, footnote: dict, first: bool) -> Callable[[etree._Element], None]:
        """A footnote stands whole (`authorialNote`) at its first marker; later markers point to it."""
        marker = str(footnote.get("number") or local_number(footnote, None))
        eid = self.lookup.eid(footnote)

        def place(parent: etree._Element) -> None:
            if not first:
                sub(parent, "noteRef", href="#" + eid, marker=marker)
                return
            note = sub(parent, "authorialNote", marker=marker, placement="bottom", eId=eid)
            rich = self.rich(footnote, "text")
            ranges = line_ranges(rich.text, 0, len(rich.text))
            self.writer.paragraphs(note, rich, ranges, place_inserts(rich.inserts, ranges))

        return place


def indent(element: etree._Element, level: int = 0) -> None:
    """Line breaks and indentation between structural elements only: lxml's pretty printer also
    indents a `p` that holds nothing but a `ref` or a `b`, and that whitespace would become text."""
    if not len(element) or element.tag in MIXED_CONTENT:
        return
    padding = "\n" + "  " * (level + 1)
    element.text = padding
    for child in element:
        indent(child, level + 1)
        child.tail = padding
    element[-1].tail = "\n" + "  " * level


def summary(path: Path, root: etree._Element, replaced: int) -> str:
    def count(xpath: str) -> int:
        return int(root.xpath(f"count({xpath})", namespaces={"a": AKN}))

    document = root[0].tag.split("}")[1]
    provisions = count(" | ".join(f"//a:{tag}" for tag in PROVISIONS) + " | //a:hcontainer[@name='note']")
    unresolved = count("//a:span[@class='unresolvedRef']")
    line = (f"{path}: {document} with {provisions} provisions; references as ref {count('//a:ref')} "
            f"(unresolved, kept as text: {unresolved}); footnotes {count('//a:authorialNote')}; "
            f"defined terms {count('//a:TLCTerm')}")
    entries = count("//a:hcontainer[@name='indexEntry']")
    if entries:
        line += f"; index entries {entries} (attached)"
    if replaced:
        line += f"; characters XML cannot hold, replaced by U+FFFD: {replaced}"
    return line


def export_akn(graph: dict, dest: Path, edition: str | None = None) -> list[str]:
    """Write `<dest>/<edition>.xml` for one edition or all; return a summary line per file."""
    if edition:
        check_edition(graph, edition)
    if to_stdout(dest) or (dest.exists() and not dest.is_dir()):
        raise UsageError(f"{dest} is not a folder; --format akn writes one file per edition into a folder")
    if not dest.parent.is_dir():
        raise UsageError(f"{dest}: the folder {dest.parent} does not exist")
    try:
        dest.mkdir(exist_ok=True)
    except OSError as err:
        raise LawbaseError(f"cannot write here: {err.strerror or err}", str(dest)) from None
    lookup = Lookup(graph)
    lines = []
    for edition_id in [edition] if edition else list(lookup.editions):
        document = AknDocument(lookup, edition_id)
        root = document.build()
        indent(root)
        path = dest / f"{edition_id}.xml"
        write_atomically(path, XML_DECLARATION + etree.tostring(root, encoding="UTF-8") + b"\n")
        lines.append(summary(path, root, document.clean.replaced))
    return lines

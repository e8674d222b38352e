"""Akoma Ntoso 3.0 (OASIS LegalDocML) export: one XML document per edition.

An edition of the Laws is an `act` (a draft of Laws not yet published a `bill`, a notes edition a `doc`):
FRBR identification, a `preface` with the title, the front matter and definitions as `hcontainer`s, the
Laws as `section`s with sections,
subsections, items and sub-items below (`subsection`, `paragraph`, `point`), the back-of-book index
as an attached `doc`; a chapter edition's parts hold their Laws (`chapter`, `part`). eIds follow the AKN
naming convention, built from the keys: 16C2 is `sec_16__subsec_C__para_2`. A number lawbase recovered
and a word typed in two alphabets stay as printed, flagged, with an editorial note saying what lawbase
read (`akn_meta.py`). The README ("Exports") gives the whole mapping.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from lxml import etree

from ..errors import LawbaseError
from ..graph import footnote_sign
from . import (XML_DECLARATION, XML_LANG, XmlCleaner, check_edition, edition_files, read_words, with_term_readings,
               write_atomically)
from .akn_inline import AKN, Insert, InlineWriter, Range, RichText, Span, line_ranges, place_inserts, sub
from .akn_amended import amended_provisions
from .akn_lookup import Lookup, component, local_number
from .akn_meta import MetaWriter, document_type, recovered_note, sic_note, term_eid

SIC = 3  # the layer of a word typed in two alphabets: inside references and emphasis
EMPHASIS = {"strong": (1, "b"), "em": (2, "i")}  # mark -> (layer, element)
PROVISIONS = ("section", "subsection", "paragraph", "point")
MIXED_CONTENT = {f"{{{AKN}}}{tag}" for tag in ("p", "heading", "num", "docTitle")}


class AknDocument:
    """One edition as an Akoma Ntoso document."""

    def __init__(self, lookup: Lookup, edition_id: str):
        self.lookup = lookup
        self.edition = lookup.editions[edition_id]
        self.clean = XmlCleaner()
        self.writer = InlineWriter(self.clean)
        self.meta = MetaWriter(self.edition, lookup.definitions[edition_id], self.clean)

    def build(self) -> etree._Element:
        edition_id = self.edition["id"]
        notes = self.edition["kind"] == "notes"
        root = etree.Element(f"{{{AKN}}}akomaNtoso", nsmap={None: AKN})
        document = sub(root, document_type(self.edition), name=self.edition["kind"])
        meta = self.meta.meta(document, "main", self.portion())
        self.meta.main_meta(meta, [(change, self.lookup.eid(node))
                                   for change, node in amended_provisions(self.lookup, self.edition)])
        title = sub(sub(sub(document, "preface"), "p", **{"class": "title"}), "docTitle")
        title.text = self.clean(self.edition["title"])
        top = self.lookup.top[edition_id]
        self.nodes(sub(document, "mainBody" if notes else "body"), [n for n in top if component(n) == "main"])
        self.meta.notes.write(meta, "main")
        index = [node for node in top if component(node) == "index"]
        if index:
            attachment = sub(sub(document, "attachments"), "attachment", eId="att_1")
            doc = sub(attachment, "doc", name="index")
            meta = self.meta.meta(doc, "index")
            self.nodes(sub(doc, "mainBody"), index)
            self.meta.notes.write(meta, "index")
        return root

    def portion(self) -> dict[str, str] | None:
        """The Laws a chapter edition holds, first to last (pl-1997: 41–71)."""
        laws = sorted((node for node in self.lookup.by_id.values()
                       if node["edition"] == self.edition["id"] and node["kind"] == "law"),
                      key=lambda node: node["lines"][0])
        if self.edition["kind"] != "chapter" or not laws:
            return None
        return {"showAs": self.meta.words.format("akn_portion", first=laws[0]["key"], last=laws[-1]["key"]), "from": "#" + self.lookup.eid(laws[0]),
                "upTo": "#" + self.lookup.eid(laws[-1])}

    def nodes(self, body: etree._Element, nodes: list[dict]) -> None:
        body.set(XML_LANG, self.edition["language"])
        for node in nodes:
            self.node(body, node)

    def node(self, parent: etree._Element, node: dict) -> None:
        """A node as its element: `num` (its marker), `heading` (its title), then its own text as
        `content`, or around its children as `intro` and `wrapUp`."""
        tag, name = self.lookup.structure(node)
        element = sub(parent, tag, eId=self.lookup.eid(node))
        if tag == "hcontainer":
            element.set("name", name)
        self.number(element, node)
        title = self.rich(node, "title")
        if title.text or title.inserts:
            heading = sub(element, "heading")
            self.writer.inline(heading, title, (0, len(title.text)), title.inserts)
            self.english_term(heading, node)
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

    def english_term(self, heading: etree._Element, node: dict) -> None:
        """The English term a definition prints after its own (ru-2017.md:447 "<i>Алерт</i>\t<i>Alert</i>"): source
        text, kept after the term as an English `inline` (a translator's review found the export dropped it)."""
        if node.get("english"):
            self.writer.append(heading, " ")
            english = sub(heading, "inline", name="english")
            english.set(XML_LANG, "en")
            english.text = self.clean(node["english"])

    def number(self, element: etree._Element, node: dict) -> None:
        """`num`: the marker as printed, without the dash or comma after it ("PRAVIDLO 16 -" is "PRAVIDLO 16").
        A number lawbase recovered is `class="recovered"`, its `noteRef` (marker `*`) pointing to the editorial
        note that gives the key and the evidence: the num holds the number as printed where one was (`(b)` for
        67B1a), else the number read, written as its printed siblings write theirs (`1.` before 20F5's `5.`) and
        `status="editorial"`, AKN's word for what the markup adds (a bullet, or nothing: 21B2, the notes' `63`);
        never the key (until 2026-11-28 `- [21B2*]`, as `show` prints it)."""
        marker, inferred = node.get("marker"), node.get("inferred")
        if not (marker or inferred):
            return
        num = sub(element, "num")
        printed = (self.clean(marker.rstrip(" -–—,")) or self.clean(marker)) if marker else ""
        num.text = printed
        if inferred:
            num.set("class", "recovered")
            if not any(character.isalnum() for character in printed):
                num.text = self.clean(self.recovered_number(node))
                num.set("status", "editorial")
            eid = f"{self.lookup.eid(node)}__note_recovered"
            self.meta.notes.point(num, component(node), eid, "recovered", recovered_note(node, self.meta.words))

    def recovered_number(self, node: dict) -> str:
        """The number lawbase read, in the form of the first sibling printed with its own (cs-2007 20F5's `5.`
        gives 20F1 `1.`), else bare (pl-2017 22A, whose sibling is a bullet too: `A`)."""
        parent = self.lookup.by_id.get(node["parent"] or "")
        number = local_number(node, parent)
        for sibling in self.lookup.children[parent["id"]] if parent else []:
            own, marker = local_number(sibling, parent), (sibling.get("marker") or "").rstrip(" -–—,")
            if not sibling.get("inferred") and own and own in marker:
                return marker.replace(own, number, 1)
        return number

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
        self.sic(node, field, rich)
        return rich

    def sic(self, node: dict, field: str, rich: RichText) -> None:
        """A word typed in two alphabets (`repairs`: "obowiązкови"), or a defined term typed in the other
        alphabet (`term_reading`: "PO", "ПО" in the text), stays as printed in `<inline name="sic">`, its
        reading as title, followed by a `noteRef` to the editorial note saying what lawbase read."""
        for number, (where, start, end, reading, how) in enumerate(read_words(node), 1):
            if where != field or not 0 <= start < end <= len(rich.text):
                continue
            title = (("title", self.clean(reading)),) if reading else ()
            rich.spans.append(Span(start, end, SIC, "inline", (("name", "sic"),) + title))
            eid = f"{self.lookup.eid(node)}__note_sic_{number}"
            said = sic_note(rich.text[start:end], reading, how, self.meta.words)
            rich.inserts.append(Insert(end, self.sic_pointer(node, eid, said)))

    def sic_pointer(self, node: dict, eid: str, text: str) -> Callable[[etree._Element], None]:
        def place(parent: etree._Element) -> None:
            self.meta.notes.point(parent, component(node), eid, "sic", text)

        return place

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
        """A footnote stands whole (`authorialNote`) at its first marker; later markers point to it. One whose
        marker the source lost (`inferred`: pl-1997's, read as footnotes by where they stand) is flagged as a
        recovered number is, `class="recovered"` and a `noteRef` to the editorial note saying so, its marker
        the `*` that `show`, `compare` and the site give it (`footnote_sign`: the sign of what lawbase read)."""
        inferred = footnote.get("inferred")
        marker = footnote_sign(footnote)
        eid = self.lookup.eid(footnote)

        def place(parent: etree._Element) -> None:
            if not first:
                sub(parent, "noteRef", href="#" + eid, marker=marker)
                return
            note = sub(parent, "authorialNote", marker=marker, placement="bottom", eId=eid)
            rich = self.rich(footnote, "text")
            ranges = line_ranges(rich.text, 0, len(rich.text))
            self.writer.paragraphs(note, rich, ranges, place_inserts(rich.inserts, ranges))
            if inferred:
                note.set("class", "recovered")
                last = note[-1] if len(note) else sub(note, "p")
                self.meta.notes.point(last, component(footnote), f"{eid}__note_recovered", "recovered",
                                      recovered_note(footnote, self.meta.words,
                                                     self.lookup.by_id[footnote["parent"]]["key"]))

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


def summary(path: Path, root: etree._Element, replaced: int, words) -> str:
    """What a file holds, in `words`' language (`akn_*`): "pl-2017.xml: act with 1045 provisions; …"."""
    def count(xpath: str) -> int:
        return int(root.xpath(f"count({xpath})", namespaces={"a": AKN}))

    provisions = count(" | ".join(f"//a:{tag}" for tag in PROVISIONS) + " | //a:hcontainer[@name='note']")
    found = count("//a:authorialNote[@class='recovered']")
    line = words.format("akn_written" + ("_recovered" if found else ""), where=path, document=root[0].tag.split("}")[1],
                        provisions=provisions, refs=count("//a:ref"), unresolved=count("//a:span[@class='unresolvedRef']"),
                        footnotes=count("//a:authorialNote"), recovered=found, terms=count("//a:TLCTerm"))
    entries = count("//a:hcontainer[@name='indexEntry']")
    if entries:
        line += words.format("akn_index_entries", count=entries)
    if replaced:
        line += words.format("tmx_replaced", count=replaced)
    return line


def export_akn(graph: dict, dest: Path, edition: str | None, words) -> list[str]:
    """Write `<dest>/<edition>.xml` for one edition or all, or one edition's file `dest` (`edition_files`);
    return a summary line per file, in `words`' language. Every destination is checked before anything is written, so a refusal
    leaves the folder as it was."""
    if edition:
        check_edition(graph, edition)
    lookup = Lookup(with_term_readings(graph))
    editions = [edition] if edition else list(lookup.editions)
    folder, paths = edition_files(dest, editions, one=edition is not None)
    documents = [AknDocument(lookup, edition_id) for edition_id in editions]
    roots = [document.build() for document in documents]
    try:
        folder.mkdir(exist_ok=True)
    except OSError as err:
        raise LawbaseError.said("export_cannot_write", str(folder), reason=err.strerror or str(err)) from None
    lines = []
    for path, root, document in zip(paths, roots, documents):
        indent(root)
        write_atomically(path, XML_DECLARATION + etree.tostring(root, encoding="UTF-8") + b"\n")
        lines.append(summary(path, root, document.clean.replaced, words))
    return lines


"""`lawbase export`: Akoma Ntoso per edition (valid against the OASIS schema, every reference and
provision accounted for), TMX and CSV translation pairs read back by translate-toolkit, the JSON."""

from __future__ import annotations

import csv
import io
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from lawbase.cli import main
from lawbase.export.akn import Lookup
from lawbase.export.tmx import XML_LANG
from lawbase.text import mixed_script_words

DATA = Path(__file__).resolve().parent / "data"
SCHEMA_DIR = DATA / "akn"
SMALL_GRAPH = DATA / "export" / "concordance_graph.json"
EDITIONS = ["pl-2017", "cs-2007", "ru-2017", "pl-1997", "pl-notes"]
A = "{http://docs.oasis-open.org/legaldocml/ns/akn/3.0}"
NS = {"a": A[1:-1]}
BOM = b"\xef\xbb\xbf"  # UTF-8's byte-order mark
PROVISION_KINDS = ("law", "section", "subsection", "item", "subitem", "definition")


class LocalSchemas(etree.Resolver):
    """Serves xml.xsd from tests/data/akn whichever address the schema asks for it by (`./xml.xsd`, or
    the W3C's URL in other copies of the schema): validating never goes to the network."""

    def resolve(self, url, public_id, context):
        if url and url.rsplit("/", 1)[-1] == "xml.xsd":
            return self.resolve_filename(str(SCHEMA_DIR / "xml.xsd"), context)
        return None


@pytest.fixture(scope="module")
def schema():
    parser = etree.XMLParser(no_network=True)
    parser.resolvers.add(LocalSchemas())
    return etree.XMLSchema(etree.parse(str(SCHEMA_DIR / "akomantoso30.xsd"), parser))


@pytest.fixture(scope="module")
def real(built_out):
    out, _ = built_out
    return out, json.loads((out / "lawbase.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def real_export(real, tmp_path_factory):
    """An export of the session build, made once for the module's tests that only read it (the same
    five exports were made fourteen times, 0.25 s each): `(format, from, to)` -> (its summary, its file)."""
    made = {}
    folder = tmp_path_factory.mktemp("real-exports")

    def exported(form: str, first: str, second: str) -> tuple[str, Path]:
        if (form, first, second) not in made:
            dest = folder / f"{first}-{second}.{form}"
            result = export("--format", form, "--from", first, "--to", second, "--out", str(real[0]), "--dest",
                            str(dest))
            assert result.exit_code == 0, result.output
            made[(form, first, second)] = result.output, dest
        return made[(form, first, second)]

    return exported


@pytest.fixture(scope="module")
def akn(real, tmp_path_factory):
    out, _ = real
    dest = tmp_path_factory.mktemp("akn")
    result = CliRunner().invoke(main, ["export", "--format", "akn", "--out", str(out), "--dest", str(dest)])
    assert result.exit_code == 0, result.output
    return dest, result.output


@pytest.fixture
def small(tmp_path):
    """A build folder holding the small graph with a concordance (cs-2007 -> pl-2017, Law 16)."""
    out = tmp_path / "out"
    out.mkdir()
    shutil.copy(SMALL_GRAPH, out / "lawbase.json")
    return out


def export(*args: str):
    """The command in this process: its one-line errors are `main`'s, as in a process of its own; an exception
    that escaped it fails the test (where a process would print a traceback)."""
    return CliRunner().invoke(main, ["export", *args], catch_exceptions=False)


def parse(path: Path) -> etree._Element:
    return etree.parse(str(path)).getroot()


def plain(element: etree._Element) -> str:
    """The text of an element as the graph has it: footnotes (standing at their markers) left out."""
    parts = [element.text or ""]
    for child in element:
        if child.get("name") == "english":  # a definition's English term, the last of its heading: the graph's
            parts[-1] = parts[-1].removesuffix(" ")  # `english`, not its title
            continue
        if child.tag not in (A + "authorialNote", A + "noteRef"):
            parts.append(plain(child))
        parts.append(child.tail or "")
    return "".join(parts)


def lines(block: etree._Element | None) -> list[str]:
    if block is None:
        return []
    return [plain(p) for p in block.findall(A + "p") if p.get("class") != "targets"]


def read_provisions(root: etree._Element) -> dict[str, tuple[str, str]]:
    """eId -> (title, text) of every provision and definition, read back from the XML alone."""
    found = {}
    for element in root.iter(A + "section", A + "subsection", A + "paragraph", A + "point", A + "hcontainer"):
        if element.tag == A + "hcontainer" and element.get("name") not in ("definition", "note"):
            continue
        heading = element.find(A + "heading")
        content = element.find(A + "content")
        text = lines(content) if content is not None else lines(element.find(A + "intro")) + lines(
            element.find(A + "wrapUp"))
        found[element.get("eId")] = (plain(heading) if heading is not None else "", "\n".join(text))
    return found


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_edition_validates_against_the_oasis_schema(akn, schema, edition):
    dest, _ = akn
    document = etree.parse(str(dest / f"{edition}.xml"))
    assert schema.validate(document), schema.error_log.last_error


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_resolved_reference_is_one_ref(akn, real, edition):
    """Index targets count like any reference: the index is attached inside the edition's file."""
    dest, _ = akn
    _, graph = real
    root = parse(dest / f"{edition}.xml")
    mine = [r for r in graph["references"] if r["source"].split("/")[0] == edition]
    assert len(root.findall(".//a:ref", NS)) == sum(1 for r in mine if r["target"])
    unresolved = root.findall(".//a:span[@class='unresolvedRef']", NS)
    assert len(unresolved) == sum(1 for r in mine if not r["target"])
    assert all(span.get("title") for span in unresolved)


@pytest.mark.parametrize("edition", EDITIONS)
def test_round_trip_gives_the_graphs_keys_and_texts(akn, real, edition):
    dest, graph = akn[0], real[1]
    lookup = Lookup(graph)
    root = parse(dest / f"{edition}.xml")
    mine = [node for node in graph["nodes"] if node["edition"] == edition]
    expected = {lookup.eid(node): (node["title"], node["text"]) for node in mine if node["kind"] in PROVISION_KINDS}
    assert len(expected) == sum(1 for node in mine if node["kind"] in PROVISION_KINDS)  # one eId per key
    assert read_provisions(root) == expected
    footnotes = {lookup.eid(node): node["text"] for node in mine if node["kind"] == "footnote"}
    assert {note.get("eId"): "\n".join(plain(p) for p in note.findall(A + "p"))
            for note in root.iter(A + "authorialNote")} == footnotes


@pytest.mark.parametrize("edition, key, eid", [
    ("pl-2017", "16C2", "sec_16__subsec_C__para_2"),
    ("pl-2017", "40B2a(v)", "sec_40__subsec_B__para_2__point_a__point_v"),
    ("pl-2017", "21B1a", "sec_21__subsec_B__para_1__point_a"),
    ("cs-2007", "35.1", "sec_35__para_1"),
    ("pl-1997", "45C2(i)", "sec_45__subsec_C__para_2__point_i"),
    ("pl-2017", "def/kara/dyscyplinarne", "definitions__definition_kara__definition_dyscyplinarne"),
    ("pl-2017", "fn1", "sec_6__subsec_D__para_2__authorialNote_1"),
    ("pl-notes", "27", "note_27"),
])
def test_eids_are_built_from_keys_by_the_naming_convention(akn, edition, key, eid):
    dest, _ = akn
    matches = parse(dest / f"{edition}.xml").xpath("//*[@eId=$eid]", eid=eid)
    assert len(matches) == 1


def test_a_number_is_printed_without_the_dash_after_it(akn):
    """The Czech and Russian Law headings print "PRAVIDLO 16 - TITLE": the number is "PRAVIDLO 16"."""
    for edition, number in (("cs-2007", "PRAVIDLO 16"), ("ru-2017", "ПРАВИЛО 16")):
        root = parse(akn[0] / f"{edition}.xml")
        assert root.xpath("//*[@eId='sec_16']/*[local-name()='num']")[0].text == number
        assert not [num.text for num in root.iter(A + "num")  # (a bullet standing for a lost number stays)
                    if (num.text or "").endswith(("-", "–", ",")) and num.text not in ("-", "–")]


def test_definitions_are_terms_in_the_references_block(akn, real):
    dest, graph = akn[0], real[1]
    root = parse(dest / "pl-2017.xml")
    terms = {term.get("eId"): term.get("showAs") for term in root.findall(".//a:references/a:TLCTerm", NS)}
    definitions = [n for n in graph["nodes"] if n["edition"] == "pl-2017" and n["kind"] == "definition"]
    assert len(terms) == len(definitions) == 64
    defs = root.findall(".//a:hcontainer[@name='definition']/a:heading/a:def", NS)
    assert len(defs) == 64 and all(terms[d.get("refersTo")[1:]] == plain(d) for d in defs)


def test_footnotes_stand_at_their_markers(akn, real):
    dest, graph = akn[0], real[1]
    root = parse(dest / "pl-2017.xml")
    note = root.find(".//a:paragraph[@eId='sec_16__subsec_B__para_3']//a:authorialNote", NS)
    assert note.get("marker") == "5" and plain(note).startswith("Wcześniejsze lub późniejsze")
    assert note.getparent().text.endswith("po zakończeniu rozgrywki")  # offset 202 of 16B3
    footnotes = [n for n in graph["nodes"] if n["edition"] == "pl-2017" and n["kind"] == "footnote"]
    pointers = root.xpath("//a:noteRef[not(@class)]", namespaces=NS)  # lawbase's editorial notes' have a class
    assert len(pointers) == sum(len(n["markers"]) - 1 for n in footnotes) > 0
    note_ids = {n.get("eId") for n in root.iter(A + "authorialNote")}
    assert all(pointer.get("href")[1:] in note_ids for pointer in pointers)


def test_a_footnote_without_marker_stands_at_the_end_of_its_parents_text(small, tmp_path):
    graph = json.loads((small / "lawbase.json").read_text(encoding="utf-8"))
    next(n for n in graph["nodes"] if n["id"] == "pl-2017/fn5")["markers"] = []
    (small / "lawbase.json").write_text(json.dumps(graph), encoding="utf-8")
    result = export("--format", "akn", "--edition", "pl-2017", "--out", str(small), "--dest", str(tmp_path))
    assert result.exit_code == 0, result.output
    paragraph = parse(tmp_path / "pl-2017.xml").find(".//a:paragraph[@eId='sec_16__subsec_B__para_3']//a:p", NS)
    assert paragraph[-1].tag == A + "authorialNote" and not paragraph[-1].tail


def test_emphasis_of_the_source_is_kept(akn):
    dest, _ = akn
    root = parse(dest / "cs-2007.xml")
    title_page = root.find(".//a:hcontainer[@eId='title']", NS)
    # cs-2007.md:5-8, one bold block: the title (its heading), then the publisher's line, bold as printed
    assert plain(title_page.find("a:heading", NS)) == "PRAVIDLA SOUTĚŽNÍHO BRIDŽE 2007"
    assert [plain(b) for b in title_page.iter(A + "b")] == ["ČESKÝ BRIDŽOVÝ SVAZ"]
    assert parse(dest / "ru-2017.xml").findall(".//a:i", NS)


def test_index_is_an_attached_document_pointing_into_the_laws(akn):
    dest, _ = akn
    root = parse(dest / "pl-2017.xml")
    index = root.find("a:act/a:attachments/a:attachment/a:doc[@name='index']", NS)
    entry = index.find(".//a:hcontainer[@eId='index__indexEntry_alert__indexEntry_brak-nielegalna-informacja']", NS)
    refs = entry.findall(".//a:ref", NS)
    assert [plain(r) for r in refs] == ["16B1", "73C"]
    assert refs[0].get("href") == "/akn/wbf/act/2017/laws/pol@2024-01-01/!main#sec_16__subsec_B__para_1"
    cross_entry = "index__indexEntry_deklaracja__indexEntry_see-zrzeczenie"
    see = index.find(f".//a:hcontainer[@eId='{cross_entry}']/a:heading/a:ref", NS)
    assert see.get("href") == "#index__indexEntry_zrzeczenie" and plain(see) == "Zrzeczenie"


def test_notes_are_a_doc_citing_their_base_edition(akn):
    dest, _ = akn
    root = parse(dest / "pl-notes.xml")
    assert root[0].tag == A + "doc" and root[0].get("name") == "notes"
    hrefs = [r.get("href") for r in root.iter(A + "ref")]
    assert hrefs and all(h.startswith("/akn/wbf/act/2017/laws/pol@2024-01-01/!main#sec_") for h in hrefs)
    expression = root.find(".//a:FRBRExpression/a:FRBRthis", NS).get("value")
    assert expression == "/akn/wbf/doc/2017/pl-notes/pol@2017-01-01/!main"
    nested = [plain(p)[:8] for p in root.iter(A + "p") if p.get("class") == "bullet nested"]
    assert nested == ["nakazać ", "zakazać "]  # the list inside a list item (pl-notes.txt:25-26)


def test_frbr_dates_are_the_editions_years(akn):
    dest, _ = akn
    expression = parse(dest / "cs-2007.xml").find(".//a:FRBRExpression", NS)
    assert expression.find("a:FRBRuri", NS).get("value") == "/akn/wbf/act/2007/laws/ces@2007-01-01"
    assert expression.find("a:FRBRlanguage", NS).get("language") == "ces"
    assert not parse(dest / "ru-2017.xml").findall(".//a:lifecycle", NS)  # unamended: one version


def test_an_amended_text_is_the_amended_expression_with_its_lifecycle(akn):
    """Federation review: pl-2017 holds the 2017 Laws with the 2024 amendments, yet its expression said
    pol@2017-01-01 like ru-2017's unamended text. Its version is the amendment's; the lifecycle names the
    original and the amendment, each event's source a reference of the file."""
    dest, _ = akn
    root = parse(dest / "pl-2017.xml")
    expression = root.find("a:act/a:meta//a:FRBRExpression", NS)
    assert expression.find("a:FRBRthis", NS).get("value") == "/akn/wbf/act/2017/laws/pol@2024-01-01/!main"
    assert expression.find("a:FRBRuri", NS).get("value") == "/akn/wbf/act/2017/laws/pol@2024-01-01"
    assert [d.get("date") for d in expression.findall("a:FRBRdate", NS)] == ["2024-01-01"]
    assert root.find("a:act/a:meta//a:FRBRWork/a:FRBRuri", NS).get("value") == "/akn/wbf/act/2017/laws"  # one Work
    events = root.findall("a:act/a:meta/a:lifecycle/a:eventRef", NS)
    assert [(e.get("date"), e.get("type")) for e in events] == [("2017-01-01", "generation"), ("2024-01-01", "amendment")]
    references = {r.get("eId"): r for r in root.find("a:act/a:meta/a:references", NS)}
    assert references[events[0].get("source")[1:]].get("href") == "/akn/wbf/act/2017/laws/pol@2017-01-01"
    assert "73, 89" in references[events[1].get("source")[1:]].get("showAs")
    # what the amendments changed, as AKN models it (a laws committee's review: only in that showAs; the
    # provisions they changed: `test_export_editor`)
    changes = root.findall("a:act/a:meta/a:analysis/a:passiveModifications/a:textualMod", NS)
    assert {change.find("a:source", NS).get("href") for change in changes} == {"#amendment"}
    assert references["amendment"].tag == A + "passiveRef"
    assert not parse(dest / "ru-2017.xml").findall(".//a:analysis", NS)
    ru = parse(dest / "ru-2017.xml").find(".//a:FRBRExpression/a:FRBRuri", NS).get("value")
    assert ru == "/akn/wbf/act/2017/laws/rus@2017-03-01"  # "Действует с марта 2017" (ru-2017.md:13)


def test_the_amendment_is_read_from_the_manifest(small, schema, tmp_path):
    """No edition in the code: an amendment the graph's editions record is the expression's version."""
    graph = json.loads((small / "lawbase.json").read_text(encoding="utf-8"))
    edition = next(e for e in graph["editions"] if e["id"] == "cs-2007")
    edition.update(amended=2013, amended_laws=[16])
    (small / "lawbase.json").write_text(json.dumps(graph), encoding="utf-8")
    assert export("--format", "akn", "--out", str(small), "--dest", str(tmp_path / "akn")).exit_code == 0
    document = etree.parse(str(tmp_path / "akn" / "cs-2007.xml"))
    assert schema.validate(document), schema.error_log.last_error
    root = document.getroot()
    assert root.find(".//a:FRBRExpression/a:FRBRuri", NS).get("value") == "/akn/wbf/act/2007/laws/ces@2013-01-01"
    assert [e.get("date") for e in root.iter(A + "eventRef")] == ["2007-01-01", "2013-01-01"]
    assert [d.get("href") for d in root.iterfind(".//a:passiveModifications/a:textualMod/a:destination", NS)] == ["#sec_16"]


def test_export_is_deterministic_and_leaves_no_temporary_files(akn, real, tmp_path):
    dest, output = akn
    resolved = sum(1 for r in real[1]["references"] if r["target"] and r["source"].startswith("pl-2017/"))
    assert re.search(rf"pl-2017\.xml: act with \d+ provisions; references as ref {resolved}\b", output)
    again = tmp_path / "again"
    environment = dict(os.environ, PYTHONHASHSEED="7")
    result = subprocess.run([sys.executable, "-m", "lawbase", "export", "--format", "akn", "--edition", "ru-2017",
                             "--out", str(real[0]), "--dest", str(again)], capture_output=True, text=True,
                            env=environment)
    assert result.returncode == 0, result.stderr
    assert [p.name for p in again.iterdir()] == ["ru-2017.xml"]
    assert (again / "ru-2017.xml").read_bytes() == (dest / "ru-2017.xml").read_bytes()
    assert sorted(p.name for p in dest.iterdir()) == sorted(f"{e}.xml" for e in EDITIONS)


def test_a_failed_write_keeps_the_previous_file(small, tmp_path, monkeypatch):
    folder = tmp_path / "pairs"
    folder.mkdir()
    dest = folder / "pairs.csv"
    dest.write_text("previous", encoding="utf-8")

    def refuse(*_):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    result = export("--format", "csv", "--from", "cs-2007", "--to", "pl-2017", "--out", str(small),
                    "--dest", str(dest))
    assert result.exit_code == 1 and "No space left on device" in result.stderr
    assert dest.read_text(encoding="utf-8") == "previous" and [p.name for p in folder.iterdir()] == ["pairs.csv"]


def test_control_characters_are_replaced_and_counted(small, schema, tmp_path):
    graph = json.loads((small / "lawbase.json").read_text(encoding="utf-8"))
    node = next(n for n in graph["nodes"] if n["id"] == "pl-2017/16A2")
    node["title"] = "Tytuł\x00z\x1bśmieciami\ud800"
    (small / "lawbase.json").write_text(json.dumps(graph), encoding="utf-8")
    result = export("--format", "akn", "--out", str(small), "--dest", str(tmp_path / "akn"))
    assert result.exit_code == 0, result.output
    assert "cs-2007.xml" in result.output and "replaced by U+FFFD: 1" in result.output  # the form feed
    assert "pl-2017.xml" in result.output and "replaced by U+FFFD: 3" in result.output
    for edition in ("cs-2007", "pl-2017"):
        assert schema.validate(etree.parse(str(tmp_path / "akn" / f"{edition}.xml"))), schema.error_log.last_error
    provisions = read_provisions(parse(tmp_path / "akn" / "pl-2017.xml"))
    assert provisions["sec_16__subsec_A__para_2"][0] == "Tytuł\ufffdz\ufffdśmieciami\ufffd"
    text = read_provisions(parse(tmp_path / "akn" / "cs-2007.xml"))["sec_16__subsec_A__para_2"][1]
    assert "výsledku,\ufffdoceněním" in text


def test_a_memorys_notes_are_in_its_targets_language_whatever_the_readers(small, tmp_path):
    """A translator working into Polish reads a cs-2007 -> pl-2017 memory's notes in Polish, as its header's
    `adminlang` says (TMX 1.4b: the language of its notes and props); they were English under every `--ui`. The
    file is the same whoever exports it: the notes follow the target, not the exporting reader's language."""
    made = []
    for ui in ("en", "ru"):
        dest = tmp_path / f"cs-pl-{ui}.tmx"
        result = CliRunner().invoke(main, ["--ui", ui, "export", "--format", "tmx", "--from", "cs-2007", "--to",
                                           "pl-2017", "--out", str(small), "--dest", str(dest)])
        assert result.exit_code == 0, result.output
        made.append(dest.read_bytes())
    assert made[0] == made[1]
    root = etree.fromstring(made[0])
    assert root.find("header").get("adminlang") == "pl-PL"
    assert "przeniesiony: 16C w cs-2007 to 16D w pl-2017" in [note.text for note in root.iter("note")]


def test_tmx_holds_the_units_of_each_same_or_moved_pair(small, tmp_path):
    from translate.storage.tmx import tmxfile

    dest = tmp_path / "cs-pl.tmx"
    result = export("--format", "tmx", "--from", "cs-2007", "--to", "pl-2017", "--out", str(small),
                    "--dest", str(dest))
    assert result.exit_code == 0, result.output
    assert ("12 translation units cs-2007 -> pl-2017 (11 provision pairs, 7 same, 4 moved: 4 titles, 8 texts); "
            ) in result.output  # what none of the units is goes unsaid (the summary said "0 closing a list; 0 …")
    assert "1 without text on one side, 1 naming keys the graph lacks" in result.output
    # translator review: the records that are no translation of each other were left out unsaid
    assert "left out as no translation of each other: 1 changed, 1 without a counterpart in pl-2017" in result.output
    store = tmxfile(dest.open("rb"))
    # translator review: bare `cs`/`pl` had to be mapped to locales by hand in Trados and memoQ
    assert len(store.units) == 12 and store.sourcelanguage == "cs-CZ"
    assert {tuv.get(XML_LANG) for unit in store.units for tuv in unit.xmlelement.iter("tuv")} == {"cs-CZ", "pl-PL"}
    units = {unit.getid(): unit for unit in store.units}
    moved = units["cs-2007/16C=pl-2017/16D#title"]
    assert moved.source == "Neoprávněná informace z jiných zdrojů"
    assert moved.target == "Dodatkowa informacja z innych źródeł"
    assert moved.getnotes() == "przeniesiony: 16C w cs-2007 to 16D w pl-2017"  # in the target's language
    props = [(p.get("type"), p.text) for p in moved.xmlelement.iter("prop")]
    assert props == [("x-relation", "moved"), ("x-part", "title"), ("x-confidence", "0.93"), ("x-edition", "cs-2007"),
                     ("x-key", "16C"), ("x-edition", "pl-2017"), ("x-key", "16D")]
    # translator review: heading, line break and text were one segment, which a CAT tool matched fuzzily
    assert units["cs-2007/16D=pl-2017/16C#title"].source == "Informace z odvolaných hlášek a zahrání"
    assert units["cs-2007/16D=pl-2017/16C#text"].source.startswith("Jsou-li")
    assert not [unit for unit in store.units if "\n" in unit.source and unit.getid().endswith("#title")]
    assert units["cs-2007/16A2=pl-2017/16A2#text"].source.count("\ufffd") == 1  # the form feed
    relations = {unit.xmlelement.find("prop[@type='x-relation']").text for unit in store.units}
    assert relations == {"same", "moved"}


def test_csv_has_the_same_pairs(small, tmp_path):
    from translate.storage.tmx import tmxfile

    export("--format", "tmx", "--from", "cs-2007", "--to", "pl-2017", "--out", str(small), "--dest",
           str(tmp_path / "p.tmx"))
    result = export("--format", "csv", "--from", "cs-2007", "--to", "pl-2017", "--out", str(small), "--dest",
                    str(tmp_path / "p.csv"))
    assert result.exit_code == 0, result.output
    rows = list(csv.DictReader(io.StringIO((tmp_path / "p.csv").read_text(encoding="utf-8-sig"))))
    store = tmxfile((tmp_path / "p.tmx").open("rb"))
    assert [(r["from_key"], r["to_key"], r["relation"]) for r in rows] == [tmx_pair(unit) for unit in store.units]
    assert rows[0] == {"from_edition": "cs-2007", "from_key": "16", "to_edition": "pl-2017", "to_key": "16",
                       "part": "title", "relation": "same", "confidence": "0.97", "from_text": "OPRAVNĚNÁ A NEOPRAVNĚNÁ INFORMACE",
                       "to_text": "Legalne i nielegalne informacje", "from_printed": "", "to_printed": "", "note": ""}
    assert "\f" in next(r for r in rows if r["from_key"] == "16A2")["from_text"]  # CSV can hold it as it is


def test_the_csv_says_what_the_source_printed_where_a_key_was_recovered(out, tmp_path):
    """Translator review: the TMX kept the Czech 40B3's printed "2." (`x-key-printed`), the CSV did not."""
    result = export("--format", "csv", "--from", "cs-2007", "--to", "pl-2017", "--out", str(out), "--dest",
                    str(tmp_path / "cs-pl.csv"))
    assert result.exit_code == 0, result.output
    rows = {row["from_key"]: row for row in csv.DictReader(io.StringIO((tmp_path / "cs-pl.csv").read_text("utf-8-sig")))}
    assert rows["40B3"]["from_printed"] == "2." and rows["20F1"]["from_printed"] == "-"
    assert rows["12B1"]["from_printed"] == "no number" and rows["16C"]["from_printed"] == ""
    assert rows["21B2"]["to_printed"] == "-"  # 2017's 21B1-3 are printed as bullets


def test_a_footnote_unit_says_its_printed_number_and_its_provisions(out, tmp_path):
    """A translator's review: the footnote the Polish book prints as 19 was exported as `fn21` (the keys run
    through the book, the book numbers per page or chapter), and the CSV did not say whose footnote it is."""
    result = export("--format", "csv", "--from", "pl-2017", "--to", "cs-2007", "--out", str(out), "--dest",
                    str(tmp_path / "pl-cs.csv"))
    assert result.exit_code == 0, result.output
    rows = {row["from_key"]: row for row in csv.DictReader(io.StringIO((tmp_path / "pl-cs.csv").read_text("utf-8-sig")))
            if row["relation"] == "footnote"}
    assert rows["fn21"]["from_printed"] == "19" and rows["fn1"]["from_printed"] == "1"  # printed as its key says
    assert rows["fn21"]["note"].startswith("poznámka 19 k ") and " v pl-2017 a poznámka " in rows["fn21"]["note"]
    moved = export("--format", "csv", "--from", "cs-2007", "--to", "pl-2017", "--out", str(out), "--dest", "-")
    assert "cs-2007,16C,pl-2017,16D,title,moved,0.99,Neoprávněná informace z jiných zdrojů,Dodatkowa informacja z " \
           "innych źródeł,,,przeniesiony: 16C w cs-2007 to 16D w pl-2017" in moved.output.splitlines()


def test_a_csv_file_starts_with_the_byte_order_mark(small, tmp_path):
    """Translator review: without a byte-order mark, Excel on Windows opened the CSV in the local code page
    and garbled Polish, Czech and Russian. A file starts with it, once; standard output (piped on) does not, nor
    a FIFO (`test_a_destination_is_written_as_a_plain_open_would`)."""
    dest = tmp_path / "p.csv"
    assert export("--format", "csv", "--from", "cs-2007", "--to", "pl-2017", "--out", str(small), "--dest",
                  str(dest)).exit_code == 0
    data = dest.read_bytes()
    assert data.startswith(BOM + b"from_edition,") and data.count(BOM) == 1
    assert "Neoprávněná informace" in data.decode("utf-8-sig")
    streamed = export("--format", "csv", "--from", "cs-2007", "--to", "pl-2017", "--out", str(small), "--dest", "-")
    assert streamed.stdout_bytes.startswith(b"from_edition,")


def test_both_csvs_are_written_alike_for_a_spreadsheet(small, tmp_path):
    """A translator's review: `concordance --csv > conc.csv` had no byte-order mark (Excel showed the Czech and
    Polish evidence garbled) where `export --format csv` wrote one, and both ended lines with LF. Both now
    write RFC 4180's CRLF, and a byte-order mark into a file, standard output redirected into one too; a pipe
    gets none (`spreadsheet_csv`)."""
    written = {}
    for name, args in (("concordance", ["concordance", "--from", "cs-2007", "--to", "pl-2017", "--csv"]),
                       ("export", ["export", "--format", "csv", "--from", "cs-2007", "--to", "pl-2017", "--dest", "-"])):
        with open(tmp_path / f"{name}.csv", "wb") as stream:
            subprocess.run([sys.executable, "-m", "lawbase", *args, "--out", str(small)], stdout=stream, check=True)
        written[name] = (tmp_path / f"{name}.csv").read_bytes()
        piped = subprocess.run([sys.executable, "-m", "lawbase", *args, "--out", str(small)], capture_output=True,
                               check=True).stdout
        assert BOM + piped == written[name]
    assert export("--format", "csv", "--from", "cs-2007", "--to", "pl-2017", "--out", str(small), "--dest",
                  str(tmp_path / "dest.csv")).exit_code == 0
    written["dest"] = (tmp_path / "dest.csv").read_bytes()
    for data in written.values():
        assert data.startswith(BOM + b"from_edition,") and data.count(BOM) == 1
        rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))
        assert len(rows) > 2 and len({len(row) for row in rows}) == 1 and data.endswith(b"\r\n")
        in_fields = sum(field.count("\n") for row in rows for field in row)
        assert data.count(b"\r\n") >= len(rows) and data.replace(b"\r\n", b"").count(b"\n") == in_fields
    assert any("Neoprávněná" in data.decode("utf-8-sig") or "Dodatkowa" in data.decode("utf-8-sig")
               for data in written.values())


def test_a_definition_that_names_another_term_is_not_exported_as_its_translation(real, tmp_path):
    """Review: cs-2007 "Psychologická hláška: = Klamavá hláška" was exported as the translation of the Polish
    definition of a psychic call, and Klamavá hláška, the Czech text, counted as left out. The glossary pairs the
    definition it names; the pointer is no unit."""
    out, _ = real
    assert export("--format", "csv", "--from", "cs-2007", "--to", "pl-2017", "--out", str(out), "--dest",
                  str(tmp_path / "d.csv")).exit_code == 0
    rows = [row for row in csv.DictReader(io.StringIO((tmp_path / "d.csv").read_text("utf-8-sig")))
            if row["relation"] == "definition"]
    assert not [row for row in rows if row["from_text"].startswith("=")]
    psychic = next(row for row in rows if row["from_key"] == "def/klamavá-hláška" and row["part"] == "text")
    assert psychic["to_key"] == "def/zapowiedź-psychologiczna-potocznie-blef"
    assert psychic["from_text"].startswith("Úmyslné a podstatné odchýlení")


def tmx_pair(unit) -> tuple[str, str, str]:
    """(key translated from, key translated to, relation) as the properties of a unit say."""
    source_key, target_key = (prop.text for prop in unit.xmlelement.iterfind("tuv/prop[@type='x-key']"))
    return source_key, target_key, unit.xmlelement.find("prop[@type='x-relation']").text


def test_pair_exports_are_deterministic(small, tmp_path):
    for name in ("a", "b"):
        export("--format", "tmx", "--from", "cs-2007", "--to", "pl-2017", "--out", str(small), "--dest",
               str(tmp_path / f"{name}.tmx"))
    assert (tmp_path / "a.tmx").read_bytes() == (tmp_path / "b.tmx").read_bytes()


def test_json_is_lawbase_json(small, tmp_path):
    result = export("--format", "json", "--out", str(small), "--dest", str(tmp_path / "copy.json"))
    assert result.exit_code == 0
    assert (tmp_path / "copy.json").read_bytes() == (small / "lawbase.json").read_bytes()


@pytest.mark.parametrize("args, code, message", [
    (["--format", "akn", "--edition", "xx-1999"], 2, "unknown edition 'xx-1999'"),
    (["--format", "tmx", "--from", "cs-2007", "--to", "xx-1999"], 2, "unknown edition 'xx-1999'"),
    (["--format", "pdf"], 2, "'pdf' is not one of 'akn', 'json', 'tmx', 'csv'"),
    (["--format", "tmx", "--from", "cs-2007"], 2, "--format tmx needs --from and --to"),
    (["--format", "tmx", "--from", "pl-1997", "--to", "pl-2017"], 1, "a translation memory pairs two languages"),
    (["--format", "tmx", "--from", "pl-notes", "--to", "pl-2017"], 1, "a translation memory pairs two languages"),
    # translator review: "the concordance has no pairs between pl-2017 and pl-2017" blamed the concordance
    (["--format", "csv", "--from", "pl-2017", "--to", "pl-2017"], 2, "need two different editions"),
])
def test_errors_are_one_line(real, tmp_path, args, code, message):
    result = export(*args, "--out", str(real[0]), "--dest", str(tmp_path / "x"))
    assert result.exit_code == code and message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


def test_the_tmx_refusal_for_one_language_names_the_file_a_review_needs(real, tmp_path):
    """A committee member's review: refused a 1997 -> 2017 TMX, the message sent them to `--format csv`, which
    holds the pairs that translate each other only (1997 63B, gone in 2017, is in none). It names the
    concordance's CSV, every provision's pairing, and says what each of the two holds."""
    result = export("--format", "tmx", "--from", "pl-1997", "--to", "pl-2017", "--out", str(real[0]), "--dest",
                    str(tmp_path / "x.tmx"))
    named = re.search(r"`lawbase (concordance [^`]+)`", result.stderr)
    assert result.exit_code == 1 and named and "`--format csv` the texts of the pairs" in result.stderr
    listed = CliRunner().invoke(main, named.group(1).split() + ["--out", str(real[0])])
    rows = list(csv.DictReader(io.StringIO(listed.output)))
    assert {row["relation"] for row in rows} >= {"same", "moved", "split", "merged", "none"}
    assert any(row["from"] == "63B" and row["relation"] == "none" for row in rows)
    export("--format", "csv", "--from", "pl-1997", "--to", "pl-2017", "--out", str(real[0]), "--dest",
           str(tmp_path / "pairs.csv"))
    pairs = list(csv.DictReader(io.StringIO((tmp_path / "pairs.csv").read_text(encoding="utf-8-sig"))))
    assert pairs and not any(row["from_key"] == "63B" for row in pairs)


def test_a_footnote_the_older_text_prints_under_several_laws_is_one_unit(real, tmp_path):
    """1997 prints its "normal play" note under Laws 69, 70 and 71 and its note on a lead under 50 and 51: the
    CSV had a unit per Law with the same two texts (fn9 and fn10 beside fn23). One is kept, the `same` one, the
    others counted as skipped and not as left out."""
    result = export("--format", "csv", "--from", "pl-1997", "--to", "pl-2017", "--out", str(real[0]), "--dest",
                    str(tmp_path / "pairs.csv"))
    pairs = list(csv.DictReader(io.StringIO((tmp_path / "pairs.csv").read_text(encoding="utf-8-sig"))))
    footnotes = [row for row in pairs if row["from_key"].startswith("fn") and row["part"] != "sentence"]
    assert len({(row["from_text"], row["to_text"]) for row in footnotes}) == len(footnotes) == 4  # fn1 fn2 fn7 fn10
    assert [(row["from_key"], row["relation"]) for row in footnotes if row["to_key"] == "fn23"] == [("fn10", "same")]
    assert "3 footnotes of the same text as another's unit" in result.output
    assert "3 of pl-1997's 11" in result.output  # fn4, fn5, fn8: said nowhere, or merged


def test_a_build_without_concordance_has_no_pairs(small, tmp_path):
    data = json.loads((small / "lawbase.json").read_text(encoding="utf-8"))
    del data["concordance"]
    (small / "lawbase.json").write_text(json.dumps(data), encoding="utf-8")
    result = export("--format", "tmx", "--from", "cs-2007", "--to", "pl-2017", "--out", str(small), "--dest",
                    str(tmp_path / "x.tmx"))
    assert result.exit_code == 1 and "this build has no concordance" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_unwritable_destination_is_one_line(small, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    for args in (["--format", "akn", "--dest", str(blocker / "akn")],
                 ["--format", "csv", "--from", "cs-2007", "--to", "pl-2017", "--dest", str(blocker / "p.csv")],
                 ["--format", "akn", "--dest", str(blocker)]):
        result = export(*args, "--out", str(small))
        assert result.exit_code != 0 and str(blocker) in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1


def command(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    """`python -m lawbase export ...` in a process of its own, of this checkout, without root's power to write
    any file (as root, its capabilities to override file modes dropped from the bounding set)."""
    unprivileged = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search,-fowner", "--"]
    return subprocess.run([*(unprivileged if os.geteuid() == 0 else []), sys.executable, "-m", "lawbase", "export",
                           *args], capture_output=True, cwd=cwd, text=True,
                          env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])})


def test_a_write_protected_destination_stays_untouched(small, tmp_path):
    """Translator review: `chmod 444 old.tmx` in a writable folder, and the export replaced it (a rename needs
    only the folder's permission). As `cp` does: one line naming the file, exit 1, the file as it was, nothing
    else written; the Akoma Ntoso files likewise, checked before any is written."""
    old = tmp_path / "old.tmx"
    old.write_text("old", encoding="utf-8")
    old.chmod(0o444)
    result = command("--format", "tmx", "--from", "cs-2007", "--to", "pl-2017", "--out", str(small), "--dest",
                     "old.tmx", cwd=tmp_path)
    assert result.returncode == 1 and result.stderr.splitlines() == [
        "lawbase: old.tmx: write-protected (its mode forbids writing it); left as it was, nothing written"]
    assert old.read_text(encoding="utf-8") == "old" and old.stat().st_mode & 0o777 == 0o444
    akn = tmp_path / "akn"
    akn.mkdir()
    (akn / "cs-2007.xml").write_text("old", encoding="utf-8")
    (akn / "cs-2007.xml").chmod(0o444)
    result = command("--format", "akn", "--out", str(small), "--dest", str(akn), cwd=tmp_path)
    assert result.returncode == 1 and len(result.stderr.splitlines()) == 1 and "cs-2007.xml: write-protected" in (
        result.stderr)
    assert sorted(path.name for path in tmp_path.iterdir()) == ["akn", "old.tmx", "out"]
    assert [path.name for path in akn.iterdir()] == ["cs-2007.xml"] and (akn / "cs-2007.xml").read_text("utf-8") == "old"
    writable = tmp_path / "writable.tmx"  # an ordinary file is replaced, as `cp` replaces it
    writable.write_text("old", encoding="utf-8")
    assert command("--format", "tmx", "--from", "cs-2007", "--to", "pl-2017", "--out", str(small), "--dest",
                   str(writable), cwd=tmp_path).returncode == 0 and writable.read_text("utf-8").startswith("<?xml")


def test_one_editions_akn_goes_to_the_file_named(small, tmp_path):
    """A translator's review: `--dest pl.akn.xml` made a folder of that name. One edition and a name ending in
    .xml is that file; every edition, or a name without .xml, a folder as before; a missing folder is refused."""
    result = export("--format", "akn", "--edition", "cs-2007", "--out", str(small), "--dest", str(tmp_path / "cs.akn.xml"))
    assert result.exit_code == 0, result.output
    assert (tmp_path / "cs.akn.xml").is_file() and parse(tmp_path / "cs.akn.xml").tag.endswith("akomaNtoso")
    assert export("--format", "akn", "--edition", "cs-2007", "--out", str(small), "--dest",
                  str(tmp_path / "akn")).exit_code == 0 and (tmp_path / "akn" / "cs-2007.xml").is_file()
    missing = export("--format", "akn", "--edition", "cs-2007", "--out", str(small), "--dest",
                     str(tmp_path / "nowhere" / "cs.xml"))
    assert missing.exit_code == 2 and "does not exist" in missing.output and not (tmp_path / "nowhere").exists()


def test_a_destination_is_written_as_a_plain_open_would(small, tmp_path):
    """Through a symlink to its target, into a FIFO, with the umask's mode (not mkstemp's 0600), `-` to
    standard output; a missing folder or an empty name is refused, not made or guessed."""
    target = tmp_path / "target.csv"
    target.write_text("old", encoding="utf-8")
    (tmp_path / "link.csv").symlink_to(target)
    pairs = ["--format", "csv", "--from", "cs-2007", "--to", "pl-2017", "--out", str(small)]
    previous = os.umask(0o022)
    try:
        assert export(*pairs, "--dest", str(tmp_path / "link.csv")).exit_code == 0
        assert export(*pairs, "--dest", str(tmp_path / "new.csv")).exit_code == 0
    finally:
        os.umask(previous)
    assert (tmp_path / "link.csv").is_symlink() and target.read_text(encoding="utf-8-sig").startswith("from_edition,")
    assert (tmp_path / "new.csv").stat().st_mode & 0o777 == 0o644
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    reader = subprocess.Popen(["cat", str(fifo)], stdout=subprocess.PIPE)
    assert export(*pairs, "--dest", str(fifo)).exit_code == 0
    read = reader.communicate(timeout=20)[0]  # a FIFO is read on (`--dest /dev/stdout` in a pipe): no mark
    assert read == target.read_bytes().removeprefix(BOM) and not read.startswith(BOM) and fifo.is_fifo()
    streamed = command(*pairs, "--dest", "-", cwd=tmp_path)  # piped on: no byte-order mark
    assert streamed.returncode == 0 and streamed.stdout == target.read_text(encoding="utf-8-sig")  # (text: CRLF read as LF)
    assert streamed.stderr.startswith("standard output: ") and "translation units" in streamed.stderr
    assert not (tmp_path / "-").exists()
    for dest, message in [(str(tmp_path / "no" / "such.csv"), "does not exist"), ("", "give a file or folder name"),
                          ("-", "not a folder")]:
        result = export(*(pairs if dest != "-" else ["--format", "akn", "--out", str(small)]), "--dest", dest)
        assert result.exit_code == 2 and message in result.stderr, result.stderr
    assert not (tmp_path / "no").exists()


def test_the_other_direction_reads_the_concordance_backwards(small, tmp_path):
    from translate.storage.tmx import tmxfile

    dest = tmp_path / "p.tmx"
    result = export("--format", "tmx", "--from", "pl-2017", "--to", "cs-2007", "--out", str(small), "--dest",
                    str(dest))
    assert result.exit_code == 0, result.output
    store = tmxfile(dest.open("rb"))
    assert store.sourcelanguage == "pl-PL"
    assert ("16D", "16C", "moved") in [tmx_pair(unit) for unit in store.units]
    missing = export("--format", "tmx", "--from", "pl-2017", "--to", "pl-notes", "--out", str(small), "--dest",
                     str(tmp_path / "q.tmx"))
    assert missing.exit_code != 0 and len(missing.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "q.tmx").exists()


@pytest.mark.parametrize("first, second", [("pl-2017", "ru-2017"), ("cs-2007", "pl-2017")])
def test_real_translation_memories_read_back(real, real_export, first, second):
    from translate.storage.tmx import tmxfile

    _, data = real
    _, dest = real_export("tmx", first, second)
    store = tmxfile(dest.open("rb"))
    aligned = [r for r in data["concordance"] if (r["from_edition"], r["to_edition"]) == (first, second)
               and r["relation"] in ("same", "moved") and r["from"]]
    relation = {unit.getid(): unit.xmlelement.find("prop[@type='x-relation']").text for unit in store.units}
    pairs = {unit.getid().split("#")[0] for unit in store.units if relation[unit.getid()] in ("same", "moved")}
    assert len(aligned) > 150 and 0.8 * len(aligned) <= len(pairs) <= len(aligned) + 5
    assert set(relation.values()) == {"same", "moved", "sentence", "definition", "footnote"} - (
        set() if first == "cs-2007" else {"moved"})  # pl-2017 73D3: a sentence of ru-2017 73A2
    assert {unit.getid().split("#")[1] for unit in store.units} == {"title", "text", "text-after", "sentence"} | (
        {"rest"} if first == "pl-2017" else set())  # ru-2017 73A2 without the sentence 73D3 is, beside pl-2017 73A2
    assert all(unit.source and unit.target for unit in store.units)
    locales = {"pl-2017": "pl-PL", "ru-2017": "ru-RU", "cs-2007": "cs-CZ"}  # as CAT tools set up memories
    assert store.sourcelanguage == locales[first]
    assert {tuv.get(XML_LANG) for unit in store.units for tuv in unit.xmlelement.iter("tuv")} == {
        locales[first], locales[second]}


def test_no_built_graph_is_one_line(tmp_path):
    result = export("--format", "akn", "--out", str(tmp_path / "nothing"), "--dest", str(tmp_path / "akn"))
    assert result.exit_code == 1
    missing = tmp_path / "nothing" / "lawbase.json"
    assert result.stderr.strip() == (f"lawbase: {missing}: no built graph here; run `lawbase build --out "
                                     f"{tmp_path / 'nothing'}` first")  # `lawbase build` alone builds build/


def test_a_provision_cut_out_of_a_sentence_is_a_unit_with_that_sentence(real_export):
    """2017 24D was cut out of one sentence of 2007 Law 24 (the concordance's `sentences`): the translation
    memory pairs that sentence with 24D's text (its heading is no part of it), read either way round."""
    from translate.storage.tmx import tmxfile

    for first, second in (("cs-2007", "pl-2017"), ("pl-2017", "cs-2007")):
        said, dest = real_export("tmx", first, second)
        assert re.search(r"moved: .* closing a list, [1-9]\d* of a sentence;", said), said
        units = {unit.getid(): unit for unit in tmxfile(dest.open("rb")).units}
        unit = units["cs-2007/24=pl-2017/24D#sentence" if first == "cs-2007" else "pl-2017/24D=cs-2007/24#sentence"]
        czech = "Stane-li se viník hlavním nebo tichým hráčem, odkryté karty se vrací do listu."
        polish = "Jeżeli wykraczający zostaje rozgrywającym lub dziadkiem, to podejmuje odsłonięte karty i dołącza je do ręki."
        assert (unit.source, unit.target) == ((czech, polish) if first == "cs-2007" else (polish, czech))
        assert unit.getnotes() == ("zdanie z 24 w cs-2007: wycięto z niego 24D w pl-2017" if second == "pl-2017" else
                                   "věta z 24 v cs-2007: byla z něj vyňata 24D v pl-2017")  # the target's words
        assert unit.xmlelement.find("prop[@type='x-relation']").text == "sentence"
        assert "cs-2007/24=pl-2017/24" not in units and "pl-2017/24=cs-2007/24" not in units  # a split: no unit


def test_a_pair_composed_through_another_text_keeps_the_sentences_cut_out(real_export):
    """Translator review: the Czech-Russian memory had none of the sentence units the Czech-Polish one has
    (cs-2007 -> ru-2017 is composed through pl-2017, and the composition dropped `sentences`). Each goes on
    to the Russian part that says what the Polish part says alone; 2024's 73D3 and 73A2, which ru-2017 says within
    its 73A2, do not."""
    from translate.storage.tmx import tmxfile

    ids = {}
    for second in ("pl-2017", "ru-2017"):
        _, dest = real_export("tmx", "cs-2007", second)
        ids[second] = {unit.getid().replace(second, "X") for unit in tmxfile(dest.open("rb")).units
                       if unit.getid().endswith("#sentence")}
    assert ids["ru-2017"] and ids["ru-2017"] == ids["pl-2017"] - {"cs-2007/73A2=X/73D3#sentence",
                                                                   "cs-2007/73A2=X/73A2#sentence"}


def test_each_unit_of_a_translation_memory_has_its_own_id(real, tmp_path):
    """2007 50E3 is 2017 50E4 (moved), and 50E4 was cut out of 50E3's one sentence: the sentence unit
    said the same as the moved one and both had the tuid cs-2007/50E3=pl-2017/50E4. One unit per text,
    a sentence's unit marked as such."""
    from translate.storage.tmx import tmxfile

    dest = tmp_path / "cs-pl.tmx"
    assert export("--format", "tmx", "--from", "cs-2007", "--to", "pl-2017", "--out", str(real[0]), "--dest",
                  str(dest)).exit_code == 0
    result = export("--format", "tmx", "--from", "cs-2007", "--to", "pl-2017", "--out", str(real[0]), "--dest",
                    str(dest))
    assert "1 sentence said by its provision's own unit" in result.output  # left out, and said so
    ids = [unit.getid() for unit in tmxfile(dest.open("rb")).units]
    assert len(ids) == len(set(ids)) and "cs-2007/50E3=pl-2017/50E4#text" in ids


def test_a_unit_pairs_heading_with_heading_where_one_text_stands_in_its_parts(real_export):
    """2007 Law 1 holds the rules of the deck under its title; 2017 Law 1 is its title alone (the rules in
    1A and 1B): the unit pairs the two headings, not the Czech rules with the Polish word 'Talia'."""
    from translate.storage.tmx import tmxfile

    units = {unit.getid(): unit for unit in tmxfile(real_export("tmx", "cs-2007", "pl-2017")[1].open("rb")).units}
    assert (units["cs-2007/1=pl-2017/1#title"].source, units["cs-2007/1=pl-2017/1#title"].target) == (
        "BALÍČEK KARET — POŘADÍ KARET A BAREV", "Talia")
    assert "cs-2007/1=pl-2017/1#text" not in units
    assert units["cs-2007/16A1=pl-2017/16A1#text"].source.startswith("Hráč může využít")  # text beside text: the texts
    # 2007 45D, its heading and rule, with 2017 45D (the heading) and 45D1 (the rule): heading beside heading,
    # rule beside rule, either way round; no Czech segment a heading where the Polish is a rule
    for first, second in (("cs-2007", "pl-2017"), ("pl-2017", "cs-2007")):
        units = {unit.getid(): unit for unit in tmxfile(real_export("tmx", first, second)[1].open("rb")).units}
        czech = {"45D": "Karta chybně zahráná tichým hráčem", "45D1": "Zahrál-li tichý hráč kartu"}
        for key, said in czech.items():
            part = "#title" if key == "45D" else "#text"
            unit = units[f"cs-2007/45D=pl-2017/{key}{part}" if first == "cs-2007" else f"pl-2017/{key}=cs-2007/45D{part}"]
            text = unit.source if first == "cs-2007" else unit.target
            assert text.startswith(said) and (key == "45D") == ("\n" not in text and "Zahrál" not in text)


def test_a_title_and_a_text_are_units_of_their_own(real, real_export):
    """Translator review: 432 of 1,586 pl->ru segments were heading, line break and text ("Starszeństwo kart i
    kolorów\nW brydża sportowego…"), which a CAT tool matches only fuzzily, and Law 71's lead-in was joined to
    the sentence closing its list, its points missing between them. A title is a unit (`#title`), a text
    another (`#text`), the closing sentence a third (`#text-after`); the CSV's `part` says the same."""
    from translate.storage.tmx import tmxfile

    _, data = real
    said, dest = real_export("tmx", "pl-2017", "ru-2017")
    assert re.search(r"translation units pl-2017 -> ru-2017 \(793 provision pairs, 793 same, 0 moved: \d+ titles, "
                     r"\d+ texts, 2 closing a list, 1 of a sentence, 1 left of a text its sentences were cut out of;", said), said
    units = {unit.getid(): unit for unit in tmxfile(dest.open("rb")).units}
    title, text = units["pl-2017/1A=ru-2017/1A#title"], units["pl-2017/1A=ru-2017/1A#text"]
    assert (title.source, title.target) == ("Starszeństwo kart i kolorów", "Старшинство карт и мастей")
    assert text.source.startswith("W brydża sportowego gra się talią") and text.target.startswith("В спортивный бридж")
    assert title.xmlelement.find("prop[@type='x-part']").text == "title"
    titles = {node["id"]: node["title"] for node in data["nodes"] if node["title"]}
    for unit in units.values():  # no segment holds a heading and a text
        source_id = unit.getid().split("=")[0]
        assert "\n" not in unit.source or not unit.source.startswith(titles.get(source_id, "\0") + "\n")
    lead, closing = units["pl-2017/71=ru-2017/71#text"], units["pl-2017/71=ru-2017/71#text-after"]
    assert lead.source.endswith("należy je unieważnić:") and lead.target.endswith("должен отменить уступку:")
    assert closing.source.startswith("Wynik rozdania ulega zmianie") and closing.target.startswith("Сдача пересчитывается")
    dest = real_export("csv", "pl-2017", "ru-2017")[1]
    rows = [row for row in csv.DictReader(io.StringIO(dest.read_text(encoding="utf-8-sig"))) if row["from_key"] == "71"]
    assert [row["part"] for row in rows] == ["title", "text", "text-after"]


def test_definitions_and_footnotes_are_units_or_said_to_be_left_out(real, real_export):
    """Translator review: the ~64 definitions and ~30 footnotes of each edition were in no unit, and the
    summary did not say so. A definition is a unit where the site's glossary pairs it (`build_glossary`, with
    the build's term maps), its term (`#title`) and its text (`#text`); a footnote where the paired provisions
    hold as many footnotes, in marker order; every other is counted as left out, edition by edition."""
    from translate.storage.tmx import tmxfile

    from lawbase.analysis import load_term_maps
    from lawbase.glossary import build_glossary

    out, data = real
    summary, dest = real_export("tmx", "pl-2017", "ru-2017")
    units = {unit.getid(): unit for unit in tmxfile(dest.open("rb")).units}
    dummy = units["pl-2017/def/dziadek=ru-2017/def/болван#title"]
    assert (dummy.source, dummy.target) == ("Dziadek", "Болван")
    assert dummy.xmlelement.find("prop[@type='x-relation']").text == "definition"
    assert "глоссарием" in dummy.getnotes() and "используется в тех же разделах" in dummy.getnotes()
    text = units["pl-2017/def/dziadek=ru-2017/def/болван#text"]
    assert text.source.startswith("1. Partner rozgrywającego") and text.target.startswith("1. Партнёр разыгрывающего")
    rows, _ = build_glossary(data, load_term_maps(out / "index"))  # the site's rows: the same pairs, no other
    glossary = {(row.members["pl-2017"], row.members["ru-2017"]) for row in rows if {"pl-2017", "ru-2017"} <= set(row.members)}
    glossary.add(("pl-2017/def/rozdanie", "ru-2017/def/сдача"))  # "Board", Коробка and Сдача, sense by sense
    definitions = {tuple(unit_id.split("#")[0].split("=")) for unit_id in units if "/def/" in unit_id}
    assert definitions == glossary and len(glossary) > 50
    note = units["pl-2017/16B3/footnote-5=ru-2017/16B3/footnote-5#text"]  # 16B3's footnote in both
    assert note.source.startswith("Wcześniejsze lub późniejsze") and note.target.startswith("Не является нарушением")
    assert not [unit_id for unit_id in units if unit_id.startswith("pl-2017/18A/")]  # 18A: pl-2017 has one, ru-2017 none
    used = {"/".join(prop.text for prop in tuv.iterfind("prop") if prop.get("type") in ("x-edition", "x-key"))
            for unit in units.values() for tuv in unit.xmlelement.iterfind("tuv")}  # the node ids
    for kind, words in (("definition", "definitions the glossary pairs with none of the other edition's"),
                        ("footnote", "footnotes whose provisions' pair holds another number of footnotes")):
        said = re.search(rf"left out, {words}[^:]*: (\d+) of pl-2017's (\d+), (\d+) of ru-2017's (\d+)", summary)
        assert said, summary
        for edition, (missing, total) in (("pl-2017", said.group(1, 2)), ("ru-2017", said.group(3, 4))):
            own = [n["id"] for n in data["nodes"] if n["edition"] == edition and n["kind"] == kind]
            assert int(total) == len(own) and int(missing) == len([i for i in own if i not in used])
            assert int(missing) > 0 or (kind, edition) == ("footnote", "ru-2017")  # each of its 28 is pl-2017's too
    paired = re.search(r"; (\d+) definitions paired by the glossary: \1 terms, \1 texts; 2\d footnotes of paired "
                       r"provisions\)", summary)
    assert paired and int(paired.group(1)) == len(glossary), summary


def test_the_draft_of_laws_not_in_force_is_a_bill_not_an_act(small, schema, tmp_path):
    """Draft review: a `draft = true` edition must not claim to be Laws in force; Akoma Ntoso's type for a
    draft law is `bill`, with its work IRI to match; the document still validates."""
    graph = json.loads((small / "lawbase.json").read_text(encoding="utf-8"))
    edition = next(e for e in graph["editions"] if e["id"] == "pl-2017")
    edition.update(draft=True, laws_year=2027)
    (small / "lawbase.json").write_text(json.dumps(graph), encoding="utf-8")
    assert export("--format", "akn", "--out", str(small), "--dest", str(tmp_path / "akn")).exit_code == 0
    draft, in_force = (etree.parse(str(tmp_path / "akn" / f"{e}.xml")) for e in ("pl-2017", "cs-2007"))
    assert schema.validate(draft), schema.error_log.last_error
    assert etree.QName(draft.getroot()[0]).localname == "bill" and etree.QName(in_force.getroot()[0]).localname == "act"
    uri = draft.getroot()[0].find(".//{*}FRBRWork/{*}FRBRuri").get("value")
    assert uri == "/akn/wbf/bill/2027/laws"


def test_a_draft_translation_of_published_laws_is_their_act_not_authoritative(small, schema, tmp_path):
    """QA review (a Czech draft of the 2017 Laws, dated 2026, `draft = true`): it was a `bill` with the work
    `/akn/wbf/bill/2017/laws`, while pl-2017 declared the same Laws `/akn/wbf/act/2017/laws`. A draft dated
    after its Laws translates those Laws: their act's work, its expression not authoritative."""
    graph = json.loads((small / "lawbase.json").read_text(encoding="utf-8"))
    edition = next(e for e in graph["editions"] if e["id"] == "cs-2007")
    edition.update(draft=True, year=2026, laws_year=2017)
    (small / "lawbase.json").write_text(json.dumps(graph), encoding="utf-8")
    assert export("--format", "akn", "--out", str(small), "--dest", str(tmp_path / "akn")).exit_code == 0
    draft, approved = (etree.parse(str(tmp_path / "akn" / f"{e}.xml")) for e in ("cs-2007", "pl-2017"))
    assert schema.validate(draft), schema.error_log.last_error
    assert etree.QName(draft.getroot()[0]).localname == "act"
    work = [doc.getroot()[0].find(".//{*}FRBRWork/{*}FRBRuri").get("value") for doc in (draft, approved)]
    assert work == ["/akn/wbf/act/2017/laws"] * 2
    said = [doc.getroot()[0].find(".//{*}FRBRExpression/{*}FRBRauthoritative") for doc in (draft, approved)]
    assert said[0].get("value") == "false" and said[1] is None


def note_of(root: etree._Element, element: etree._Element) -> str:
    """The text of the editorial note a `noteRef` inside `element` points to, from the meta it stands in."""
    pointer = element.find("a:noteRef", NS)
    notes = root.xpath("//a:meta/a:notes/a:note[@eId=$eid]", namespaces=NS, eid=pointer.get("href")[1:])
    assert len(notes) == 1
    return " ".join(plain(paragraph) for paragraph in notes[0].findall("a:p", NS))


def test_a_recovered_number_keeps_what_was_printed_and_says_what_was_recovered(akn, real):
    """Federation review: pl-2017 67B1a showed `<num>(b)</num>` unexplained, 21B1 no num, 21B2 `-`, and
    cs-2007 40B2 and 40B3 both `2.`. A recovered num is `class="recovered"`, its noteRef (`*`) pointing to an
    editorial note with the key and the evidence. A laws committee's review: the num read `- [21B2*]`, the key
    in it; it holds the number as printed (`(b)`, `2.`) or, where a bullet or nothing was printed, the number
    read, written as its printed siblings write theirs, `status="editorial"` (the markup's, not the source's)."""
    dest, graph = akn[0], real[1]
    root = parse(dest / "pl-2017.xml")
    cases = {"sec_67__subsec_B__para_1__point_a": ("(b)", "67B1a", "(b)", None),
             "sec_21__subsec_B__para_1": (None, "21B1", "1", "editorial"),
             "sec_21__subsec_B__para_2": ("-", "21B2", "2", "editorial"),
             "sec_22__subsec_B": ("-", "22B", "B", "editorial")}
    for eid, (printed, key, number, status) in cases.items():
        num = root.xpath("//*[@eId=$eid]/a:num", namespaces=NS, eid=eid)[0]
        assert (plain(num), num.get("class"), num.get("status")) == (number, "recovered", status)
        assert (num[0].get("marker"), num[0].tail) == ("*", None) and len(num) == 1
        note = note_of(root, num)
        assert f"odtworzony przez lawbase: {key}; w źródle: {printed or '—'}" in note  # (in the document's language)
    assert "cs-2007, ru-2017, pl-1997 mają 67B1a, 67B1b" in note_of(
        root, root.xpath("//*[@eId='sec_67__subsec_B__para_1__point_a']/a:num", namespaces=NS)[0])
    czech = parse(dest / "cs-2007.xml")
    nums = [czech.xpath("//*[@eId=$eid]/a:num", namespaces=NS, eid=f"sec_40__subsec_B__para_{n}")[0] for n in (2, 3)]
    assert [(plain(num), num.get("class")) for num in nums] == [("2.", None), ("2.", "recovered")]
    assert "40B3; ve zdroji: 2." in note_of(czech, nums[1])
    bulleted = [plain(czech.xpath("//*[@eId=$eid]/a:num", namespaces=NS, eid=f"sec_20__subsec_F__para_{n}")[0])
                for n in range(1, 6)]
    assert bulleted == ["1.", "2.", "3.", "4.", "5."]  # bullets before a printed "5.": numbered as it is
    notes = parse(dest / "pl-notes.xml").find(".//a:hcontainer[@eId='note_63']/a:num", NS)
    assert (plain(notes), notes.get("class"), notes.get("status"), notes[0].get("marker")) == (
        "63", "recovered", "editorial", "*")
    for edition in EDITIONS:
        recovered = [n for n in graph["nodes"] if n["edition"] == edition and n.get("inferred")
                     and n["kind"] != "footnote"]  # a footnote whose marker was lost has no number to recover
        nums = parse(dest / f"{edition}.xml").findall(".//a:num[@class='recovered']", NS)
        assert len(nums) == len(recovered) and all(plain(num) and "[" not in plain(num) for num in nums)


def test_an_inferred_footnote_is_flagged_and_stands_at_its_laws_heading(akn, real):
    """Translator review: pl-1997's footnotes, whose markers the source lost (`inferred`), were
    `<authorialNote marker="*">` with nothing saying lawbase recovered them: flagged as a recovered number is
    (class, editorial note). A committee member's review: they stood in the Law's `intro`, where a renderer
    puts the Law's opening words (Law 61's before its A), marked `†` while `show`, `compare` and the site mark
    them `*`. Now each is a note on its Law's heading, marked `*`, as the site lists it under the Law."""
    dest, graph = akn[0], real[1]
    root = parse(dest / "pl-1997.xml")
    inferred = [n for n in graph["nodes"] if n["edition"] == "pl-1997" and n["kind"] == "footnote" and n.get("inferred")]
    notes = root.xpath("//a:authorialNote", namespaces=NS)
    assert len(inferred) == len(notes) == 11
    first = root.find(".//a:section[@eId='sec_45']//a:authorialNote", NS)
    assert (first.get("marker"), first.get("class")) == ("*", "recovered")
    assert plain(first) == "Pierwszego wyjścia dokonuje się kartą zakrytą."  # the footnote's text, as printed
    said = note_of(root, first.find("a:p", NS))
    assert said.startswith("przypis, którego odsyłacz zaginął w źródle: lawbase czyta go jako przypis do przepisu 45")
    assert "na końcu przepisu 45" in said
    assert all(note.get("class") == "recovered" and note.get("marker") == "*" for note in notes)
    law = root.find(".//a:section[@eId='sec_61']", NS)
    assert law.find("a:intro", NS) is None  # no opening words of Law 61 but its footnote
    assert law.find("a:heading/a:authorialNote", NS).get("eId") == "sec_61__authorialNote_5"
    assert plain(law.find("a:heading", NS)) == "FAŁSZYWY RENONS I DOTYCZĄCE GO PYTANIA"
    assert all(etree.QName(note.getparent()).localname == "heading" for note in notes)
    for edition in EDITIONS:  # `*` marks what lawbase read, no printed footnote
        starred = parse(dest / f"{edition}.xml").xpath("//a:authorialNote[@marker='*']", namespaces=NS)
        assert all(note.get("class") == "recovered" for note in starred)
    assert "footnotes 11 (11 recovered: the source lost their markers)" in akn[1]


def test_a_word_typed_in_two_alphabets_stays_as_printed_and_is_flagged(akn, real):
    """Federation review: the heading of pl-2017 Law 37 held "obowiązкови" (Cyrillic к, о, в, и) unflagged.
    The word stays as printed in `<inline name="sic">`, its reading as title, with an editorial note."""
    dest, graph = akn[0], real[1]
    root = parse(dest / "pl-2017.xml")
    heading = root.find(".//a:section[@eId='sec_37']/a:heading", NS)
    assert plain(heading) == "Licytacja wbrew obowiązкови pasowania"  # the text as published
    sic = heading.find("a:inline", NS)
    assert (sic.get("name"), sic.text, sic.get("title")) == ("sic", "obowiązкови", "obowiązkowi")
    assert note_of(root, heading) == ("obowiązкови: w źródle wpisane literami dwóch alfabetów, zachowane jak w druku; "
                                      "czytaj: obowiązkowi")
    index = root.find(".//a:attachment/a:doc", NS)  # the index's entry: its note in the index's meta
    entry = index.xpath(".//a:hcontainer[a:heading/a:inline]/a:heading", namespaces=NS)[0]
    assert entry.find("a:noteRef", NS).get("href")[1:] in {n.get("eId") for n in index.findall("a:meta//a:note", NS)}
    for edition in EDITIONS:  # and ru-2017's defined term "PO", typed in Latin letters (below)
        words = sum(len(n.get("repairs", [])) for n in graph["nodes"] if n["edition"] == edition) + (edition == "ru-2017")
        document = parse(dest / f"{edition}.xml")
        assert len(document.findall(".//a:inline[@name='sic']", NS)) == words
        assert len(document.findall(".//a:noteRef[@class='sic']", NS)) == words


def test_a_defined_term_typed_in_the_other_alphabet_stays_as_printed_and_is_flagged(akn, real_export):
    """Translator review: ru-2017 defines "PO" in Latin letters, its text writes "ПО" (`lawbase check` warns of
    it); the AKN's term and the TMX's segment were "PO", unflagged, where words typed in two alphabets are
    flagged. Both keep what was printed, flag it and give the text's spelling."""
    from translate.storage.tmx import tmxfile

    root = parse(akn[0] / "ru-2017.xml")
    heading = root.find(".//a:hcontainer[@eId='definitions__definition_po']/a:heading", NS)
    assert plain(heading) == "PO"  # the text as published
    sic = heading.find("a:def/a:inline", NS)
    assert (sic.get("name"), sic.text, sic.get("title")) == ("sic", "PO", "ПО")
    assert note_of(root, heading) == ("PO: определяемый термин набран другим алфавитом (текст пишет его своим), "
                                      "сохранён как напечатано; читать: ПО")
    assert root.find(".//a:references/a:TLCTerm[@eId='term_po']", NS).get("showAs") == "ПО"
    units = {unit.getid(): unit for unit in tmxfile(real_export("tmx", "pl-2017", "ru-2017")[1].open("rb")).units}
    term = units["pl-2017/def/rho=ru-2017/def/po#title"]
    assert (term.source, term.target) == ("RHO", "ПО")
    assert [p.text for p in term.xmlelement.iterfind("tuv/prop[@type='x-printed']")] == ["PO"]
    assert ("ru-2017 def/po: в источнике PO набрано другим алфавитом (определяемый термин, который текст пишет своим); "
            "в сегменте ПО") in term.getnotes()
    assert "x-printed" not in etree.tostring(units["pl-2017/def/rho=ru-2017/def/po#text"].xmlelement, encoding=str)


def test_a_chapters_parts_hold_their_laws(akn, real):
    """Federation review: pl-1997's five parts were empty containers before Law 41. Each part holds the
    Laws that follow it in the source (Część II before Law 48, III before 53, IV before 65, V before 68)."""
    dest, graph = akn[0], real[1]
    chapter = parse(dest / "pl-1997.xml").find("a:act/a:body/a:chapter", NS)
    assert chapter.get("eId") == "chp_VI" and plain(chapter.find("a:heading", NS)) == "Rozdział VI — ROZGRYWKA"
    parts = {part.get("eId"): [int(s.get("eId").removeprefix("sec_")) for s in part.findall("a:section", NS)]
             for part in chapter.findall("a:part", NS)}
    assert parts == {"chp_VI__part_I": list(range(41, 48)), "chp_VI__part_II": list(range(48, 53)),
                     "chp_VI__part_III": list(range(53, 65)), "chp_VI__part_IV": list(range(65, 68)),
                     "chp_VI__part_V": list(range(68, 72))}
    lines = {n["key"]: n["lines"][0] for n in graph["nodes"] if n["edition"] == "pl-1997" and n["kind"] != "footnote"}
    starts = sorted(lines[f"part-{number}"] for number in ("I", "II", "III", "IV", "V")) + [10 ** 6]
    for (eid, laws), start, end in zip(parts.items(), starts, starts[1:]):  # in the source's order
        assert all(start <= lines[str(law)] < end for law in laws), eid
    assert not chapter.getparent().findall("a:section", NS)  # no Law left outside its part


@pytest.mark.parametrize("args", [["--format", "akn"], ["--format", "akn", "--edition", "cs-2007"]])
def test_a_folder_in_the_way_stops_the_export_before_anything_is_written(small, tmp_path, args):
    """Federation review: with out/akp/cs-2007.xml a folder, the export wrote pl-2017.xml, then stopped
    with exit 2. Every destination is checked first: exit 1 (a destination that cannot be written), one
    line naming it, nothing written."""
    dest = tmp_path / "akp"
    (dest / "cs-2007.xml").mkdir(parents=True)
    result = export(*args, "--out", str(small), "--dest", str(dest))
    assert result.exit_code == 1 and result.stderr.splitlines() == [
        f"lawbase: {dest / 'cs-2007.xml'}: is a folder, not a file; nothing was written"]
    assert [p.name for p in dest.iterdir()] == ["cs-2007.xml"] and not any((dest / "cs-2007.xml").iterdir())
    folder = export("--format", "csv", "--from", "cs-2007", "--to", "pl-2017", "--out", str(small), "--dest", str(dest))
    assert folder.exit_code == 1 and f"{dest}: is a folder" in folder.stderr


def test_a_translation_memory_reads_a_word_typed_in_two_alphabets_and_keeps_what_was_printed(real_export):
    """Translator review: segments carried "obowiązкови", "взяtkу" as printed, unflagged: a memory's segment
    is matched and copied into new translations, so it holds the reading; a note and an `x-printed` prop
    keep what was printed. A recovered key gets a note and `x-key-printed`. The CSV keeps the text as printed."""
    from translate.storage.tmx import tmxfile

    units = {unit.getid(): unit for unit in tmxfile(real_export("tmx", "pl-2017", "ru-2017")[1].open("rb")).units}
    law = units["pl-2017/37=ru-2017/37#title"]
    assert law.source == "Licytacja wbrew obowiązkowi pasowania"
    assert "в источнике obowiązкови набрано буквами двух алфавитов; в сегменте obowiązkowi" in law.getnotes()
    assert [p.text for p in law.xmlelement.iterfind("tuv/prop[@type='x-printed']")] == ["obowiązкови"]
    for part in ("#title", "#text"):  # взяtkу in its heading and its text: read in both, said once in each
        taken = units["pl-2017/57A=ru-2017/57A" + part]
        assert "взяtkу" not in taken.target and taken.target.count("взятку") == 1 and taken.getnotes().count("взяtkу") == 1
    recovered = units["pl-2017/21B2=ru-2017/21B2#text"]
    assert "pl-2017 21B2: номер восстановлен lawbase (в источнике напечатано -)" in recovered.getnotes()
    assert [p.text for p in recovered.xmlelement.iterfind("tuv/prop[@type='x-key-printed']")] == ["-", "-"]
    assert not [text for unit in units.values() for text in (unit.source, unit.target) if mixed_script_words(text)]
    dest = real_export("csv", "pl-2017", "ru-2017")[1]
    rows = {row["from_key"]: row for row in csv.DictReader(io.StringIO(dest.read_text(encoding="utf-8-sig")))}
    assert rows["37"]["from_text"] == "Licytacja wbrew obowiązкови pasowania"


def test_footnote_markers_stand_in_tmx_segments_as_placeholders(real_export):
    """A translator's review: the TMX dropped where a footnote marker stands inside a sentence (pl-2017 15A3
    `różni się³ od`, pl-2017.txt:495; 16B3 `rozgrywki⁵.` and the Czech `sehrávky<sup>2</sup>.`). Each is an
    empty TMX 1.4b `<ph type="fnote">` at its place, numbered in the segment by `x`; the text around it is the
    text as before, and translate-toolkit reads every unit."""
    from translate.storage.tmx import tmxfile

    def segments(path):
        return {(unit.get("tuid"), tuv.get("{http://www.w3.org/XML/1998/namespace}lang")): tuv.find("seg")
                for unit in parse(path).iter("tu") for tuv in unit.iter("tuv")}

    pl_ru, cs_pl = real_export("tmx", "pl-2017", "ru-2017")[1], real_export("tmx", "cs-2007", "pl-2017")[1]
    found = segments(pl_ru)
    seg = found["pl-2017/15A3=ru-2017/15A3#text", "pl-PL"]
    [placeholder] = seg.findall("ph")
    assert seg.text.endswith("różni się") and placeholder.tail.startswith(" od zapowiedzi")
    assert (placeholder.get("x"), placeholder.get("type"), placeholder.get("assoc"), placeholder.text) == (
        "1", "fnote", "p", None)
    russian = found["pl-2017/15A3=ru-2017/15A3#text", "ru-RU"]
    assert russian.text.endswith("отличается") and len(russian.findall("ph")) == 1
    both = segments(cs_pl)
    czech, polish = (both["cs-2007/16B3=pl-2017/16B3#text", lang] for lang in ("cs-CZ", "pl-PL"))
    assert czech.text.endswith("po skončení sehrávky") and czech.find("ph").tail.startswith(". Dojde-li")
    assert polish.text.endswith("po zakończeniu rozgrywki") and polish.find("ph").tail.startswith(". Jeżeli")
    units = {unit.getid(): unit for unit in tmxfile(pl_ru.open("rb")).units}
    assert len(units) == len({key for key, _ in found}) and all(unit.source and unit.target for unit in units.values())
    assert "różni się od zapowiedzi" in units["pl-2017/15A3=ru-2017/15A3#text"].source
    assert sum(len(seg.findall("ph")) for seg in found.values()) == 85  # in 80 segments

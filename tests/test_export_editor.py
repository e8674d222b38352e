"""The Akoma Ntoso export against a Polish federation editor's review (session 26): lawbase's own words in the
document's language, and the 2024 amendment marked on the provisions it changed."""

from __future__ import annotations

from lawbase.ui_strings import strings

from .test_export import NS, akn, parse, real, schema  # noqa: F401


def test_lawbases_words_in_a_document_are_in_its_language(akn):
    """The Polish document's editorial notes read "Number recovered by lawbase: 21B1 (the source printed no
    number)…" and "obowiązкови: typed in letters of two alphabets…", its references "the 2017 text, before the
    2024 amendments": each is now said in the document's language, as `show` and the Law pages say it."""
    dest, _ = akn
    for edition, language in (("pl-2017", "pl"), ("pl-1997", "pl"), ("cs-2007", "cs"), ("ru-2017", "ru")):
        root = parse(dest / f"{edition}.xml")
        notes = root.findall(".//a:meta/a:notes", NS)
        assert notes and {n.get("{http://www.w3.org/XML/1998/namespace}lang") for n in notes} == {language}
        said = " ".join("".join(note.itertext()) for note in notes)
        assert "lawbase" in said and not {"recovered", "printed", "typed", "the"} & set(said.split()), (edition, said)
    root = parse(dest / "pl-2017.xml")
    references = {r.get("eId"): r.get("showAs") for r in root.find("a:act/a:meta/a:references", NS)}
    assert references["original"] == "tekst z 2017 r. przed zmianami z 2024 r."
    assert references["amendment"] == "zmiany z 2024 r. (przepisy 73, 89)"
    note = root.find(".//a:note[@eId='sec_37__note_sic_1']", NS)
    assert "".join(note.itertext()).strip() == ("obowiązкови: w źródle wpisane literami dwóch alfabetów, zachowane jak w druku; "
                                                "czytaj: obowiązkowi")
    recovered = "".join(root.find(".//a:note[@eId='sec_21__subsec_B__para_2__note_recovered']", NS).itertext()).strip()
    assert recovered.startswith(strings("pl").format("recovered_number", key="21B2", printed="-"))
    chapter = parse(dest / "pl-1997.xml").find(".//a:FRBRportion", NS)
    assert chapter.get("showAs") == "przepisy 41–71"


def test_the_amendment_marks_the_provisions_it_changed(akn, schema):
    """The 2024 amendment was marked on the whole of Law 73, where 73A, 73C and 73E are the 2017 text word for
    word: it names 73A2 and 73B (changed), 73D3 (new: the 2017 text numbers no 73D3) and Law 89 (replaced whole,
    its parts not named again), as `compare 73` and the Law pages do."""
    dest, _ = akn
    document = parse(dest / "pl-2017.xml").getroottree()
    assert schema.validate(document), schema.error_log.last_error
    changes = document.getroot().findall(".//a:passiveModifications/a:textualMod", NS)
    assert [(change.get("type"), change.find("a:destination", NS).get("href")) for change in changes] == [
        ("substitution", "#sec_73__subsec_A__para_2"), ("substitution", "#sec_73__subsec_B"),
        ("insertion", "#sec_73__subsec_D__para_3"), ("substitution", "#sec_89")]
    for change in changes:
        assert document.getroot().xpath("//*[@eId=$eid]", namespaces=NS,
                                        eid=change.find("a:destination", NS).get("href")[1:])

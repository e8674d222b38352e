"""A Czech federation translator's review (session 27), cs-2007 beside the 2017 Laws: a `same` pair whose citation the
2017 Laws renumbered, and a citation only one text makes, said in the concordance, `show`, `compare`, the compare page
and the TMX/CSV notes, against the real corpus. The relations stay as the concordance scored them."""

from __future__ import annotations

import json

from click.testing import CliRunner

from lawbase.cli import main
from .test_export_review import memory  # noqa: F401 (fixture)
from .test_site_browser import browser, open_page, screen, shown_texts, site  # noqa: F401

RENUMBERED_25B3 = "odkaz k přečíslování: 16D v cs-2007 je 16C v pl-2017"


def run(out, *args: str):
    return CliRunner().invoke(main, [*args, "--out", str(out)], env={"COLUMNS": "250"})


def evidence(out, law: str, first: str = "cs-2007", second: str = "pl-2017") -> dict[str, dict]:
    records = json.loads(run(out, "concordance", "--from", first, "--to", second, "--law", law, "--json").output)
    return {record["from"]: record for record in records if record["from"]}


def test_a_renumbered_citation_is_evidence_of_a_same_pair(out):
    """cs-2007 25B3 "…se použije Pravidlo 16D." (cs-2007.md:770) beside pl-2017 25B3 "…stosuje się przepis 16C."
    (pl-2017.txt:750): the same rule, 2007's 16D re-lettered 16C in 2017 (the concordance pairs them, `moved`). The
    record said only "cites Laws 16"; it stays `same` and says the citation to renumber, as 27B1a (cs:808) and 28B's
    16D2 (cs:837) do; 25B1's 2017 text adds "(przepis 26 może mieć zastosowanie)" (pl:748), which the Czech lacks."""
    records = evidence(out, "25")
    assert records["25B3"]["relation"] == "same"
    assert {"code": "cites_renumbered", "key": "16D", "edition": "cs-2007", "other_key": "16C",
            "other_edition": "pl-2017"} in records["25B3"]["evidence"]
    assert records["25B1"]["relation"] == "same"
    assert {"code": "cites_only", "edition": "pl-2017", "keys": "26"} in records["25B1"]["evidence"]
    assert not [line for line in evidence(out, "16")["16A1a"]["evidence"] if line["code"] in (
        "cites_renumbered", "cites_only")]  # 16A1a cites nothing in either text
    for law, key, old, new in (("27", "27B1a", "16D", "16C"), ("28", "28B", "16D2", "16C2")):
        lines = evidence(out, law)[key]["evidence"]
        assert any(line["code"] == "cites_renumbered" and (line["key"], line["other_key"]) == (old, new)
                   for line in lines), (key, lines)
    table = run(out, "--ui", "cs", "concordance", "--from", "cs-2007", "--to", "pl-2017", "--law", "25").output
    assert RENUMBERED_25B3 in " ".join(table.split())
    backwards = run(out, "--ui", "cs", "concordance", "--from", "pl-2017", "--to", "cs-2007", "--law", "25").output
    assert RENUMBERED_25B3 in " ".join(backwards.split())


def test_show_and_compare_say_the_citation_to_renumber(out):
    shown = run(out, "--ui", "cs", "show", "25B3", "-e", "cs-2007").output
    assert f"   {RENUMBERED_25B3}\n" in shown and "odkaz k přečíslování: 16D v cs-2007 je 16C v ru-2017" in shown
    compared = run(out, "--ui", "cs", "compare", "25B3").output
    assert "≠ odkaz přečíslován: cs-2007 16D · pl-2017 16C" in compared, compared


def test_the_translation_memory_notes_the_citation(memory, out, tmp_path):
    """The unit cs-2007/25B3=pl-2017/25B3 had no note: a translator filtering on notes kept "Pravidlo 16D"."""
    _, units = memory("cs-2007", "pl-2017")
    notes = [note.text for note in units["cs-2007/25B3=pl-2017/25B3#text"].xmlelement.findall("note")]
    assert notes == ["odsyłacz do przenumerowania: 16D w cs-2007 to 16C w pl-2017"], notes
    notes = [note.text for note in units["cs-2007/25B1=pl-2017/25B1#text"].xmlelement.findall("note")]
    assert notes == ["odsyła tylko pl-2017: 26"], notes
    _, units = memory("pl-2017", "cs-2007")
    notes = [note.text for note in units["pl-2017/25B3=cs-2007/25B3#text"].xmlelement.findall("note")]
    assert notes == [RENUMBERED_25B3], notes
    dest = tmp_path / "pairs.csv"
    assert run(out, "export", "--format", "csv", "--from", "cs-2007", "--to", "pl-2017", "--dest", str(dest)).exit_code == 0
    row = next(line for line in dest.read_text(encoding="utf-8-sig").splitlines() if line.startswith("cs-2007,25B3,"))
    assert row.endswith(",odsyłacz do przenumerowania: 16D w cs-2007 to 16C w pl-2017"), row


def test_the_compare_row_is_marked_in_the_readers_language(browser, site):
    """compare/law-25.html?ui=cs at 1366x768: the 25B3 row was not tinted; it is, and says the renumbering in Czech."""
    screen(browser, 1366, height=768)
    open_page(browser, site, "compare/law-25.html?ui=cs")
    assert "differs" in browser.find_element("id", "25B3").get_attribute("class")
    said = shown_texts(browser, "tr[id='25B3'] p.pairing.differences")
    assert said == ["odkaz přečíslován: Čeština, 2007: 16D · Polština, 2017 / Ruština, 2017: 16C"], said

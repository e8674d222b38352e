"""A draft translation of the Laws in force beside a draft of the next Laws (QA review 19c: a Czech text of the
2017 Laws made from cs-2007, `draft = true`, dated 2026): what each is, and how it is named beside the approved
texts. One small corpus, built once: pl-2017, ru-2017, cs-2007, cs-2017-draft (cs-2007's text word for word)
and pl-2027 (pl-2017's, dated 2026)."""

from __future__ import annotations

import csv
import json
import random

import pytest
from click.testing import CliRunner
from lxml import etree
from lxml import html as lxml_html

from lawbase.cli import main
from lawbase.export.tmx import CSV_COLUMNS

from .conftest import edition, write_corpus
from .test_concordance import three_editions
from .test_site_browser import DESKTOP, browser, open_page, screen  # noqa: F401 (fixtures)


@pytest.fixture(scope="module")
def drafted(tmp_path_factory):
    """(the corpus folder, the build folder)."""
    editions, texts = three_editions(random.Random(7))
    texts["cs-2017-draft.md"], texts["pl-2027.txt"] = texts["cs.md"], texts["pl.txt"]
    editions += [edition("cs-2017-draft", "cs", "cs-2017-draft.md", year=2026, laws_year=2017, draft=True),
                 edition("pl-2027", "pl", "pl-2027.txt", year=2026, laws_year=2027, draft=True)]
    folder = tmp_path_factory.mktemp("drafted")
    corpus = write_corpus(folder / "corpus", editions, texts)
    result = CliRunner().invoke(main, ["build", "--corpus", str(corpus), "--out", str(folder / "out"), "--quiet"])
    assert result.exit_code == 0, result.output
    return corpus, folder / "out"


def run(*args: str) -> str:
    """The command's output (`compare`'s columns 80 wide, as through a pipe)."""
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code == 0, result.output
    return result.output


def unwrapped(text: str) -> str:
    return " ".join(text.split())


def test_each_draft_is_named_a_draft_beside_the_approved_texts_in_the_readers_language(drafted):
    """QA finding 6: the other editions' links, the comparison's columns and row heads and the search page's
    results and filter named the draft "Czech, 2017", as an official edition."""
    site = drafted[1] / "site"
    others = (site / "pl-2017" / "law-1.html").read_text(encoding="utf-8")
    assert "Czeski, 2017 (projekt tłumaczenia)" in others and "Polski, 2027 (projekt)" in others
    assert ">Rosyjski</span>, 2017<" in others  # an approved text as before (its language said again in the reader's)
    names = (site / "search.html").read_text(encoding="utf-8")
    assert "Czech, 2017 (draft translation)" in names and "Чешский, 2017 (проект перевода)" in names
    compared = (site / "compare" / "law-1.html").read_text(encoding="utf-8")
    assert 'data-label="Czech, 2017 (draft translation)"' in compared and 'data-label="Polish, 2027 (draft)"' in compared
    note = lxml_html.parse(str(site / "compare" / "law-1.html")).find(
        ".//ul[@data-variant='pl-2017'][@class='edition-notes']/li").text_content()
    assert note.startswith("Different Laws:") and "Czech, 2017 (draft translation) · Polish, 2027 (draft)" in note, note


def test_a_draft_translation_says_it_is_not_approved_and_a_draft_of_the_next_laws_not_in_force(drafted):
    site = drafted[1] / "site"
    law = {edition: (site / edition / "law-1.html").read_text(encoding="utf-8") for edition in ("cs-2017-draft", "pl-2027")}
    assert "Pracovní překlad: tento text není schválen." in law["cs-2017-draft"]
    assert "Projekt: ten tekst nie obowiązuje." in law["pl-2027"]
    home = (site / "index.html").read_text(encoding="utf-8")
    assert 'data-ui="draft_translation"' in home and 'data-ui="draft"' in home


def test_the_commands_name_a_draft_as_one(drafted):
    """QA finding 6: `search` printed the draft's hits as any edition's, `compare` said "cs-2017-draft is the 2017
    Laws"."""
    out = str(drafted[1])
    assert "cs-2017-draft (a draft translation)" in run("search", "1C2", "--out", out)
    hits = json.loads(run("search", "1C2", "--out", out, "--json"))
    assert {hit["edition"]: hit.get("draft") for hit in hits} == {"cs-2007": None, "cs-2017-draft": "a draft translation"}
    assert "in pl-2027 (2027 Laws, a draft):" in run("show", "1A", "-e", "cs-2007", "--out", out)
    assert "in cs-2017-draft (2017 Laws, a draft translation):" in run("show", "2A1", "-e", "ru-2017", "--out", out)
    said = unwrapped(run("compare", "1", "-e", "pl-2017", "-e", "cs-2017-draft", "-e", "pl-2027", "--out", out))
    assert "cs-2017-draft is a draft translation of the 2017 Laws, not approved" in said
    assert "pl-2027 is a draft of the 2027 Laws, not in force" in said
    alone = unwrapped(run("compare", "1", "-e", "pl-2017", "-e", "cs-2017-draft", "--out", out))  # the same Laws too
    assert "cs-2017-draft is a draft translation of the 2017 Laws, not approved" in alone


def test_a_draft_translation_is_the_laws_it_translates(drafted):
    """QA finding 2: its hits said where "the 2017 Laws" put their own provisions, as if it were other Laws."""
    hits = json.loads(run("search", "karta", "--out", str(drafted[1]), "--json", "-n", "40"))
    draft = [hit for hit in hits if hit["edition"] == "cs-2017-draft"]
    older = [hit for hit in hits if hit["edition"] == "cs-2007"]
    assert draft and not any("newer" in hit for hit in draft)
    assert any(hit.get("newer", {}).get("edition") == "pl-2017" for hit in older)  # approved text, not the draft


def test_search_gives_a_draft_translation_no_other_rule_in_the_command_and_the_browser(drafted, browser):
    """`search 2A1` said of the draft translation's 2A1 "a different rule from ru-2017 2A1" (`differs`), as of the
    2007 text's, where `refs` does not: a draft's year reads 0 (`Graph.standing`), below the Laws it translates. Now
    it is labelled the draft it is, and only the 2007 text's hit differs; the site's engine answers alike."""
    hits = json.loads(run("search", "2A1", "--out", str(drafted[1]), "--json"))
    said = {hit["edition"]: (hit.get("draft"), hit.get("differs")) for hit in hits if hit["key"] == "2A1"}
    assert said["cs-2017-draft"] == ("a draft translation", None), said
    assert said["cs-2007"] == (None, {"from": "ru-2017 2A1", "here": [], "urls": []}), said
    screen(browser, DESKTOP)
    open_page(browser, drafted[1] / "site", "search.html?ui=en")
    found = browser.execute_script("return window.lawbaseSearch('2A1', '', '', 10).hits.map(function (h) {"
                                   "  return [h.doc.edition, h.doc.key, h.differs || null]; });")
    assert [(edition, key, differs) for edition, key, differs in found if key == "2A1"] == [
        (hit["edition"], hit["key"], hit.get("differs")) for hit in hits if hit["key"] == "2A1"], found


def test_check_puts_a_key_difference_with_a_draft_down_to_the_draft(drafted):
    """QA finding 8: "1C2 only in cs-2017-draft: source damage: pl-2017 prints no such provision" sent the
    volunteer to the approved text for what the draft holds."""
    report = run("check", "--corpus", str(drafted[0]))
    lines = [line for line in report.splitlines() if "only in" in line and "cs-2017-draft" in line]
    assert lines and not any("source damage" in line for line in lines), lines
    assert any("1C2 only in cs-2017-draft" in line and "the draft's" in line for line in lines), lines
    assert "0 from source damage" in report.split("pl-2017 vs cs-2017-draft")[1].splitlines()[1]
    assert "source damage: pl-2017 prints no such provision" in report  # ru-2017's, an approved text's, as before


def test_refs_names_a_draft_and_gives_a_draft_translation_no_other_rule(drafted):
    """`refs` named a draft by its id alone ("── cs-2017-draft · 2A1"), and said of the draft translation's 2A1 "a
    different rule from ru-2017 2A1": a translation of the 2017 Laws has their rules, what differs is its text."""
    out = str(drafted[1])
    assert "── cs-2017-draft (a draft translation) · " in run("refs", "1C2", "--out", out)
    assert "── pl-2027 (a draft) · " in run("refs", "1A", "--out", out)
    said = {entry["edition"]: entry for entry in json.loads(run("refs", "2A1", "--out", out, "--json"))}
    assert said["cs-2017-draft"]["draft"] == "a draft translation" and "differs" not in said["cs-2017-draft"]
    assert said["cs-2007"]["differs"] == {"from": "ru-2017 2A1", "here": []} and "draft" not in said["cs-2007"]


def test_the_translation_memory_and_the_csv_files_name_a_draft(drafted, tmp_path):
    """The TMX and the CSV files named a draft by its id alone, as any approved text. The TMX's header says what it
    is and each of its segments' variants carries it; the CSV files have columns of their own for it where a side
    is a draft (an approved pair's columns as before)."""
    out = str(drafted[1])
    run("export", "--format", "tmx", "--from", "pl-2017", "--to", "cs-2017-draft", "--dest", str(tmp_path / "a.tmx"),
        "--out", out)
    tmx = etree.parse(str(tmp_path / "a.tmx"))
    assert tmx.xpath("/tmx/header/note/text()") == ["cs-2017-draft je pracovní překlad Pravidel 2017, neschválený"]  # adminlang's
    variants = tmx.xpath("//tuv")
    assert variants and all(tuv.xpath("prop[@type='x-draft']/text()") == (
        ["a draft translation"] if tuv.xpath("prop[@type='x-edition']/text()") == ["cs-2017-draft"] else [])
        for tuv in variants)
    run("export", "--format", "csv", "--from", "cs-2017-draft", "--to", "pl-2027", "--dest", str(tmp_path / "a.csv"),
        "--out", out)
    rows = list(csv.reader((tmp_path / "a.csv").read_text(encoding="utf-8-sig").splitlines()))
    assert rows[0][-2:] == ["from_draft", "to_draft"] and rows[1:] and all(
        row[-2:] == ["a draft translation", "a draft"] for row in rows[1:])
    run("export", "--format", "csv", "--from", "pl-2017", "--to", "ru-2017", "--dest", str(tmp_path / "b.csv"), "--out", out)
    assert (tmp_path / "b.csv").read_text(encoding="utf-8-sig").splitlines()[0] == ",".join(CSV_COLUMNS)
    table = list(csv.reader(run("concordance", "--from", "pl-2017", "--to", "cs-2017-draft", "--csv", "--out", out,
                                "--corpus", str(drafted[0])).splitlines()))
    assert table[0][-2:] == ["from_draft", "to_draft"] and all(row[-2:] == ["", "a draft translation"] for row in table[1:])
    records = json.loads(run("concordance", "--from", "pl-2027", "--to", "pl-2017", "--json", "--out", out,
                             "--corpus", str(drafted[0])))
    assert records and all(record["from_draft"] == "a draft" and "to_draft" not in record for record in records)
    said = run("concordance", "--from", "cs-2017-draft", "--to", "pl-2017", "--out", out, "--corpus", str(drafted[0]))
    assert said.startswith("cs-2017-draft is a draft translation of the 2017 Laws, not approved\n")

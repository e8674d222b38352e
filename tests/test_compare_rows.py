"""Side by side, what stands in which row: an older text laid out in a new part, new provisions, the notes."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner
from lxml import html as lxml_html

from lawbase.cli import main
from lawbase.compare_text import render_columns
from lawbase.ui_strings import strings


def run(out, *arguments, columns: int = 240) -> str:
    result = CliRunner().invoke(main, ["compare", *arguments, "--out", str(out)], env={"COLUMNS": str(columns)})
    assert result.exit_code == 0, result.output
    return result.output


def laid_out_records(out) -> list[dict]:
    """The concordance's cs-2007 -> pl-2017 records of one provision laid out as a heading and a part under it
    (2007 64C -> 2017 64C, 64C1; 73C -> 73C, 73C1; 73E -> 73E, 73E1)."""
    data = json.loads((out / "lawbase.json").read_text(encoding="utf-8"))
    nodes = {(node["edition"], node["key"]): node for node in data["nodes"] if node.get("key")}
    return [record for record in data["concordance"] if record["from_edition"] == "cs-2007"
            and record["to_edition"] == "pl-2017" and record["relation"] == "same" and len(record["to"]) == 2
            and not nodes[("pl-2017", record["to"][0])]["text"] and record["to"][0][:2] in ("64", "73")]


def rows_text(output: str, key: str) -> str:
    """The lines of one row of `compare`'s columns (its key at the start of its first line, after the year of the
    numbering it follows where the editions' differ: "2017: 64C")."""
    block = re.split(r"\n(?:[0-9]{4}: )?" + re.escape(key) + " ", output, maxsplit=1)[1]
    return block.split("─" * 20, 1)[0]


def test_an_older_text_laid_out_in_a_new_part_stands_in_that_parts_row(comparer, out):
    """A translator's review: 2007 64C's text is 2017 64C1, under the heading-only 2017 64C; the Czech text
    stood in row 64C beside "C. Возмещение ущерба" alone, and row 64C1 said "its text: in row 64C". The rows
    follow the concordance's records: the older title in the heading's row, its text in the part's."""
    records = laid_out_records(out)
    assert sorted(record["from"] for record in records) == ["64C", "73C", "73E"]
    for record in records:
        heading, part = record["to"]
        czech = comparer.by_key[("cs-2007", record["from"])]
        law = heading[:2]
        rows = {row.key: row for row in comparer.compare(law, present_only=True).rows}
        assert rows[heading].cells["cs-2007"].part == "title" and rows[part].cells["cs-2007"].part == "text"
        assert rows[part].cells["cs-2007"].shown_in == ""
        shown = run(out, heading, "-e", "ru-2017", "-e", "cs-2007")  # the 2017 numbering: named first
        opening = czech["text"].split()[:3]
        assert " ".join(opening) not in " ".join(rows_text(shown, heading).split()), heading
        assert " ".join(opening) in " ".join(rows_text(shown, part).split()), part
        assert "its text: in row" not in shown
        page = lxml_html.parse(str(out / "site" / "compare" / f"law-{law}.html"))
        cells = {key: page.find(f".//tr[@id='{key}']/td[@data-edition='cs-2007']") for key in (heading, part)}
        assert czech["title"] in cells[heading].text_content() and opening[0] not in cells[heading].text_content()
        assert " ".join(opening) in " ".join(cells[part].text_content().split())
        assert cells[part].find(".//p[@class='pairing shown-in']") is None
    rows = {row["key"]: row for row in json.loads(run(out, "64C", "--json"))["rows"]}
    czech = {key: next(cell for cell in rows[key]["cells"] if cell["edition"] == "cs-2007") for key in ("64C", "64C1")}
    assert czech["64C"]["text"] == "C. Odpovědnost vedoucího za zachování rovnosti" and czech["64C"]["label"] == []
    assert czech["64C1"]["text"].startswith("C.\nJestliže po dokonání") and czech["64C1"]["shown_in"] is None
    assert czech["64C1"]["label"] == [{"code": "relation_same"}]
    # the 1997 -> 2017 changes read the same halves: a title beside the heading, the text beside the text
    page = lxml_html.parse(str(out / "site" / "compare" / "law-64.html"))
    removed = " ".join(d.text_content() for d in page.find(".//tr[@id='64C']/td[@class='diff']").iter("del"))
    assert removed.strip() == "wynikiem rozjemczym"


def test_a_provision_the_older_laws_lack_is_said_new(comparer, out):
    """A translator's review: new provisions (12C1b, 64C2, 73C2) showed a bare "—" in the older edition's
    cell, while deleted ones were labelled; the gap the concordance pairs with nothing says so, in every
    language of the pages."""
    rows = {row.key: row for row in comparer.compare("64", present_only=True).rows}
    assert rows["64C2"].label("cs-2007") == "new: the 2007 Laws have no counterpart"
    assert rows["64C2"].label("pl-1997") == "new: the 1997 Laws have no counterpart"
    assert "[new: the 2007 Laws have no counterpart] —" in run(out, "12C1b")
    cells = {cell["edition"]: cell for cell in json.loads(run(out, "73C2", "--json"))["rows"][0]["cells"]}
    assert cells["cs-2007"]["label"] == [{"code": "relation_new"}, {"code": "no_counterpart_in_laws", "year": "2007"}]
    assert cells["ru-2017"]["label"] == []
    page = lxml_html.parse(str(out / "site" / "compare" / "law-64.html"))
    gap = page.find(".//tr[@id='64C2']/td[@data-edition='cs-2007']")
    assert "gap" in gap.get("class") and gap.find(".//p[@class='pairing']/span[@data-ui='relation_new']") is not None
    words = {language: strings(language).format("relation_new") for language in ("en", "pl", "cs", "ru")}
    assert len(set(words.values())) == 4, words
    # a gap the concordance does not speak of (Laws the edition does not hold) stays bare
    assert comparer.compare("40A", ["pl-2017", "pl-1997"]).rows[0].label("pl-1997") == ""


def test_a_provision_under_a_heading_whose_text_the_source_lost_is_not_said_new(comparer, out):
    """A Polish player's review: the 1997 web page prints 45E ("Piąta karta zagrana w lewie") as its heading
    alone (pl-1997-chapter6.txt:99), yet the text cites "przepis 45E (o zagraniu piątej karty w lewie)"; the
    comparison said 2017 45E1 and 45E2 were "new: the 1997 Laws have no counterpart", a fifth-card rule new in
    2017. The concordance says it cannot know (0.3); the rows say the source's loss, both ways round, and the
    heading's own row says the source prints a heading alone."""
    lost = "not known: the 1997 source prints 45E as a heading alone, its text lost"
    older = {row.key: row for row in comparer.compare("45E", ["pl-1997", "pl-2017"], anchor="pl-1997").rows}
    newer = {row.key: row for row in comparer.compare("45E", ["pl-2017", "pl-1997"]).rows}
    for key in ("45E1", "45E2"):
        assert older[key].label("pl-2017") == lost and newer[key].label("pl-1997") == lost
        assert newer[key].differs
    assert older["45E"].label("pl-1997") == newer["45E"].label("pl-1997") == "the source prints a heading alone"
    assert newer["45E"].label("pl-2017") == ""
    assert "[nie wiadomo: źródło z 1997 r. podaje przy 45E tylko nagłówek" in CliRunner().invoke(
        main, ["--ui", "pl", "compare", "45E", "-e", "pl-2017", "-e", "pl-1997", "--out", str(out)],
        env={"COLUMNS": "240"}).output
    page = lxml_html.parse(str(out / "site" / "compare" / "law-45.html"))
    gap = page.find(".//tr[@id='45E1']/td[@data-edition='pl-1997']")
    assert gap.find(".//p[@data-ui='lost_in_source']") is not None
    # a provision whose parent's counterpart has its text stays new (2017 45D2 beside 1997 45D)
    assert comparer.compare("45D", ["pl-2017", "pl-1997"]).rows[-1].label("pl-1997") == \
        "new: the 1997 Laws have no counterpart"


def test_the_notes_speak_of_the_columns_shown(comparer, out):
    """A translator's review: "pl-1997 holds Laws 41–71 only" stood on Law 12 and Law 16, where pl-1997 is no
    column; it stays where it explains a column of gaps (asked for by name)."""
    for law in ("12", "16"):
        assert not any("pl-1997" in note for note in comparer.compare(law, present_only=True).notes)
        page = lxml_html.parse(str(out / "site" / "compare" / f"law-{law}.html"))
        assert "pl-1997" not in " ".join(li.text_content() for li in page.iter("li"))
    assert "! pl-1997 holds Laws 41–71 only" not in run(out, "16C")
    assert "! pl-1997 holds Laws 41–71 only" in run(out, "16C", "-e", "pl-2017", "-e", "pl-1997")


@pytest.mark.parametrize("width", [120, 200])
def test_the_columns_names_stand_over_the_table_after_the_notes(comparer, width):
    """A translator's review: `compare 40B` on a wide pipe printed the columns' names before the notes."""
    lines = render_columns(comparer.compare("40B", present_only=True), width).splitlines()
    head = next(number for number, line in enumerate(lines) if line.split()[:2] == ["pl-2017", "│"])
    assert lines[0].startswith("! ") and not any(line.startswith("! ") for line in lines[head:])
    assert lines[head + 1].startswith("─")


def test_a_lists_closing_sentence_stands_in_a_row_after_the_list(comparer, out):
    """A committee member's review: in `compare 69` (and its page) the 2017 69B cell read "…przepisem 79C: Wynik
    rozdania ulega zmianie…", its closing sentence glued to the lead's colon, points B1 and B2 in the rows below;
    `show` keeps the source's order. The lead's row ends at the colon, and a row after the list's rows holds the
    closing sentence, each edition's that closes its list so too; another edition's whole text stays in the lead's
    row, the closing row pointing there."""
    closing = "Wynik rozdania ulega zmianie, a taką lewę przyznaje się stronie gracza"
    for law, lead, last in (("69", "69B", "69B2"), ("71", "71", "71B")):
        rows = comparer.compare(law, present_only=True).rows
        keys = [row.anchor_id for row in rows]
        assert keys.index(f"{lead}-after") == keys.index(last) + 1
        shown = run(out, law, "-e", "pl-2017", "-e", "ru-2017")
        lead_row, closing_row = (" ".join(rows_text(shown, key).split()) for key in (lead, f"{lead} (after the list)"))
        assert closing not in lead_row and ("79C:" in lead_row or "unieważnić:" in lead_row)
        assert closing in closing_row and "79C" not in closing_row
        page = lxml_html.parse(str(out / "site" / "compare" / f"law-{law}.html"))
        cells = {key: page.find(f".//tr[@id='{key}']/td[@data-edition='pl-2017']") for key in (lead, f"{lead}-after")}
        assert closing not in cells[lead].text_content() and closing in cells[f"{lead}-after"].text_content()
        assert cells[f"{lead}-after"].find(".//a[@class='num']") is None  # numbered in the lead's row
    rows = {row.anchor_id: row for row in comparer.compare("69", present_only=True).rows}
    russian = rows["69B-after"].cells["ru-2017"]
    assert russian.part == "close" and russian.text_of(russian.node).startswith("Сдача пересчитывается")
    assert rows["69B-after"].cells["pl-1997"].shown_in == "69B"  # 1997 69B has no list: its text is in row 69B
    cells = {row["key"]: row["cells"][0] for row in json.loads(run(out, "69B", "--json", "-e", "pl-2017"))["rows"]}
    assert cells["69B"]["text"].endswith("przepisem 79C:") and cells["69B-after"]["text"].startswith(closing)


def test_a_closing_sentences_row_is_labelled_for_readers(out):
    """A regression sweep: the closing row's head read "69B-after", its id, an English word on the Polish and
    Czech pages, and a key `compare` refuses; it says the key and "after the list" in the reader's language,
    the id kept for links."""
    assert "69B (after the list)" in run(out, "69") and "69B-after" not in run(out, "69")
    page = lxml_html.parse(str(out / "site" / "compare" / "law-69.html"))
    head = page.find(".//tr[@id='69B-after']/th/a")
    assert head.get("href") == "#69B-after" and head.get("data-ui") == "closing_row"
    assert json.loads(head.get("data-ui-values")) == {"key": "69B"} and head.text == "69B (after the list)"
    said = {lang: strings(lang).format("closing_row", key="69B") for lang in ("pl", "cs", "ru")}
    assert said == {"pl": "69B (po wyliczeniu)", "cs": "69B (za výčtem)", "ru": "69B (после перечня)"}


def test_a_provision_shown_within_a_row_above_is_not_shown_again(comparer, out):
    """A translator's review (17, 3): on Law 73 the Russian 73B1 and 73B2 stood whole in row 73B (with 73B, all three
    said by the Polish 2024 73B) and again beside the Czech 73B1 and 73B2 in their rows; as any provision shown in
    several rows, their text stands in the first and the others point there (the page with Polish hidden puts the
    Russian and Czech 73B1 side by side: its rows follow the Russian numbering)."""
    rows = {row.anchor_id: row for row in comparer.compare("73").rows}
    assert [node["key"] for node in rows["73B"].cells["ru-2017"].nodes] == ["73B", "73B1", "73B2"]
    for key in ("73B1", "73B2"):
        cell = rows[f"cs-2007:{key}"].cells["ru-2017"]
        assert [node["key"] for node in cell.nodes] == [key] and cell.shown_in == "73B", key
    assert "Партнёры должны" not in rows_text(run(out, "73B"), "ru-2017,cs-2007:73B1")
    page = lxml_html.parse(str(out / "site" / "compare" / "law-73.html"))
    cell = page.find(".//tr[@id='cs-2007:73B1']/td[@data-edition='ru-2017']")
    assert "Партнёры" not in cell.text_content() and cell.find(".//a[@href='#73B']") is not None
    shown = {row.anchor_id: row for row in comparer.compare("73", ["cs-2007", "ru-2017"]).rows}
    assert [node["key"] for node in shown["73B1"].cells["cs-2007"].nodes] == ["73B1"]


def test_a_row_the_anchor_lacks_names_every_edition_holding_its_key(out):
    """A regression sweep (17b, 9): the rows of 73B1 and 73B2, which the amended Polish 73 lacks, were headed
    "73B1 (Чешский, 2007)" beside the Russian reader's own 73B1; the head names every edition with that key in
    the row, the newest Laws first, the command too; the row's id stays (links point at it)."""
    shown = run(out, "73")
    assert "\nru-2017,cs-2007:73B1 " in shown and "\ncs-2007:73B1 " not in shown
    page = lxml_html.parse(str(out / "site" / "compare" / "law-73.html"))
    head = page.find(".//tr[@id='cs-2007:73B1']/th/a")
    assert head.get("href") == "#cs-2007:73B1" and head.text == "Russian, 2017; Czech, 2007 73B1"
    values = json.loads(head.get("data-ui-values"))  # said in the reader's language by reader-language.js
    assert values == {"edition": [["language_ru"], ", 2017", "; ", ["language_cs"], ", 2007"], "keys": "73B1"}
    assert "Czech" in page.find(".//tr[@id='cs-2007:73B2']/th/a").text


def test_a_split_provisions_sentences_stand_each_beside_its_part(comparer, out):
    """A translator's review (17, 4): the Czech 2007 40B2a, four sentences that 2017 says in 40B2a(i), (ii), (iii)
    and 40A4, stood whole in row 40A4 (quoting its last sentence), the rows of (i)-(iii) saying "its text: in row
    40A4". The concordance's sentence pass finds each sentence's part; each row shows its sentence."""
    record = next(record for record in json.loads((out / "lawbase.json").read_text(encoding="utf-8"))["concordance"]
                  if record["from_edition"] == "cs-2007" and record["to_edition"] == "ru-2017"
                  and record["from"] == "40B2a")
    assert sorted(record["sentences"]) == ["40A4", "40B2a(i)", "40B2a(ii)", "40B2a(iii)"]
    rows = {row.anchor_id: row.cells["cs-2007"] for row in comparer.compare("40").rows}
    texts = {key: rows[key].text_of(rows[key].node) for key in ("40A4", "40B2a", "40B2a(i)", "40B2a(ii)", "40B2a(iii)")}
    assert texts["40B2a(i)"].startswith("Regulační orgán má neomezené právo") and texts["40B2a"] == ""
    assert texts["40B2a(iii)"] == "Regulační orgán může předepsat alertování nebo jiné způsoby oznámení partnerských metod."
    assert texts["40A4"].startswith("Může změnit obecný požadavek") and not any(cell.shown_in for cell in rows.values())
    page = lxml_html.parse(str(out / "site" / "compare" / "law-40.html"))
    cell = page.find(".//tr[@id='40B2a(ii)']/td[@data-edition='cs-2007']").text_content()
    assert "Za účelem úplného popisu" in cell and "Může změnit" not in cell and "Regulační orgán má" not in cell


def test_a_provision_split_into_parts_of_the_compared_key_has_its_row(comparer):
    """2007 17E1 is split into 2017 17D1 and 17D2 (whose rows show 2007 22B1 and 22B2, moved there): `compare 17`
    gave it a row, `compare 17D` none (QA 17b, finding 5). A provision merged there is said in the row's label."""
    for key in ("17", "17D", "17D1"):
        ids = [row.anchor_id for row in comparer.compare(key, present_only=True).rows]
        assert "cs-2007:17E1" in ids and ids.index("cs-2007:17E1") < ids.index("17D1"), key
        assert "cs-2007:22B" not in ids  # "merged: 2007 17E → 2017 17D, with 2007 22B"

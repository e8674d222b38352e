"""What the texts of a comparison's row cite and state, compared (a translator's review of pl-2017 and
ru-2017: every provision paired `same`, and no sign of the citations one translation gives at another
level, or drops)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from lxml import html as lxml_html

from lawbase.cli import main
from lawbase.keys import law_of_key
from lawbase.ui_strings import strings

PL_RU = ["pl-2017", "ru-2017"]


def row_of(comparer, key: str, editions: list[str]):
    """The row of `key` comparing the editions, the first's numbering followed."""
    return next(row for row in comparer.compare(law_of_key(key), editions, editions[0]).rows if row.key == key)


def said(row) -> list[str]:
    return [f"{difference.what}: {difference.sides}" for difference in row.differences]


@pytest.mark.parametrize("key, sides", [
    ("16B3", "pl-2017 12C1 · ru-2017 12C"),
    ("20F5b", "pl-2017 75B · ru-2017 75"),
    ("26A", "pl-2017 23A · ru-2017 23"),  # both cite 16C and 23C too: no difference there
    ("36B4", "pl-2017 26B · ru-2017 26"),  # both cite 72C
    ("50", "pl-2017 57A · ru-2017 57"),
    ("63B", "pl-2017 — · ru-2017 62D"),  # the Polish text drops the reference; both cite 62C3
    ("23C", "pl-2017 30B1b(i) · ru-2017 30B1b"),  # the Russian '30В1(b)(if)' reads as 30B1b
])
def test_the_reviewers_citations_at_another_level_or_dropped_are_said(comparer, key, sides):
    row = row_of(comparer, key, PL_RU)
    assert said(row) == [f"citations: {sides}"] and row.differs
    assert row.cells["ru-2017"].relation == "same" and not row.label_parts("ru-2017")  # the pairing is right


def test_the_two_2017_translations_differ_in_citations_in_these_rows_only(comparer):
    """Measured on the corpus: eight rows; 27C ("punktu B" against "the preceding section") is the one the
    review had not listed. Rows the amendments rewrote (73, 89) say it by their labels already. And four rows whose
    footnotes differ (since 2026-11-28, below; six until 2026-11-29: 51B1a and 51B1b, below)."""
    noted = {}
    for law in comparer.law_keys():
        for row in comparer.compare(law, PL_RU, "pl-2017").rows:
            for difference in row.differences:
                noted.setdefault(difference.what, []).append(row.key)
    assert noted == {"citations": ["16B3", "20F5b", "23C", "26A", "27C", "36B4", "50", "63B"],
                     "footnotes": ["18A", "20F5a", "70E1", "78A"]}


@pytest.mark.parametrize("key, sides", [
    ("18A", "pl-2017 † · ru-2017 —"),  # the Polish translator's notes, which the Russian text has not
    ("20F5a", "pl-2017 † · ru-2017 —"),
    ("78A", "pl-2017 † · ru-2017 —"),
    ("70E1", "pl-2017 21 · ru-2017 —"),
])
def test_footnotes_one_2017_text_marks_and_the_other_not_are_said(comparer, key, sides):
    """A Russian translator's review: the † notes and ru 51B1's footnote 13 where pl marks 15 were said nowhere.
    The footnotes the concordance pairs with none marked in the other cell (by their printed numbers); the 2024
    footnote 28 at 89B has no Russian row to differ from, and pl 29 / ru 28 at 93C3b are one note."""
    row = row_of(comparer, key, PL_RU)
    assert said(row) == [f"footnotes: {sides}"] and row.differs
    assert said(row_of(comparer, "93C3b", PL_RU)) == []


@pytest.mark.parametrize("key", ["51B1a", "51B1b"])
def test_footnotes_that_say_the_same_under_other_numbers_are_no_difference(comparer, key):
    """A Polish editor's review: "≠ przypisy różne: pl-2017 15 · ru-2017 13" at 51B1a/b, where both notes say "if the
    player cannot lead so, see Law 59" (pl-2017.txt:1268, ru-2017.md:1548): ru marks its 13 (50D2a's note) again, pl
    its 15, which prints the same words as its 13; the numbers differ, not what the notes say."""
    row = row_of(comparer, key, PL_RU)
    assert said(row) == [] and not row.differs


@pytest.mark.parametrize("key", ["51B2a", "16D3", "12C2a", "15B3"])
def test_a_provision_cited_in_other_words_is_the_same_citation(comparer, key):
    """pl 'punkt B1a powyżej' and ru 'В1(a) выше' both resolve to 51B1a; 'punktu 2c lub 2d powyżej' and
    'пунктах 2(с) или 2(д) выше' to 16D2c, 16D2d; 'punkt C1d)' and 'пункт С1(d)' (a Cyrillic С) to 12C1d:
    the resolved provisions are compared, not the words."""
    assert row_of(comparer, key, PL_RU).differences == []


@pytest.mark.parametrize("key", ["78A", "13D", "12C2a"])
def test_a_number_written_in_words_is_not_called_a_difference(comparer, key):
    """78A: pl '2 PT … 1 PT … 0 PT', ru 'по две единицы … одну … ноль'; 13D: pl '13 kart', ru 'тринадцати
    карт'; 12C2a: pl drops words, its numbers (40%, 50%, 60%) are ru's."""
    assert not [d for d in row_of(comparer, key, PL_RU).differences if d.what == "numbers"]


def test_keys_of_other_laws_are_read_through_the_concordance(comparer):
    """cs-2007 6D3 cites 22A and 86C of the 2007 Laws, pl-2017 22B and 86A: 2007 86C is 2017 86A (the same rule:
    a citation a translation renumbers, said since a Czech translator's review, session 27), 2007 22A is 2017 22,
    not 22B (said)."""
    assert said(row_of(comparer, "6D3", ["pl-2017", "cs-2007"])) == ["citations: pl-2017 22B · cs-2007 22A",
                                                                     "renumbered: pl-2017 86A · cs-2007 86C"]
    assert row_of(comparer, "14B2", ["pl-2017", "cs-2007"]).differences == []  # 'punkt B4' / 'odstavec 4'


def test_numbers_the_other_laws_do_not_state_are_said(comparer):
    """The 2007 Law 75 works its example on a bid of 2♦ ('2 kára'), which the 2017 Laws dropped."""
    assert said(row_of(comparer, "75A", ["pl-2017", "cs-2007"])) == [
        "citations: pl-2017 73C · cs-2007 7C", "numbers: pl-2017 — · cs-2007 2"]
    assert row_of(comparer, "77", PL_RU).differences == []  # the score tables state the same figures


def test_an_unresolved_citation_says_nothing(comparer):
    """pl-1997 41B's 'przepis 20' and 'przepisowi 16' name Laws outside the chapter it holds: they cannot be
    matched with pl-2017's 20F2, 20F3 and 16, so nothing is said."""
    assert row_of(comparer, "41B", ["pl-2017", "pl-1997"]).differences == []


def test_what_the_other_text_says_in_a_footnote_is_no_difference(comparer):
    """Translator review (cs-2007 beside pl-2017): Law 68 read "citations differ: pl-2017 16, 57A · cs-2007 —",
    but the Czech footnote to the Law's introduction cites both, where 2017 says it in the text itself."""
    row = row_of(comparer, "68", ["pl-2017", "cs-2007"])
    assert not [line for line in said(row) if line.startswith("citations")]
    assert said(row_of(comparer, "16B3", ["pl-2017", "cs-2007"])) == ["citations: pl-2017 12C1 · cs-2007 12C"]


def test_the_page_says_it_in_the_row_in_the_readers_language(out):
    page = lxml_html.parse(str(out / "site" / "compare" / "law-16.html")).getroot()
    row = page.get_element_by_id("16B3")
    assert "differs" in row.get("class")
    notes = {td.get("data-edition"): td.find("p[@class='pairing differences']") for td in row.findall("td")}
    note = notes["ru-2017"]
    assert note.text == "citations differ: Polish, 2017: 12C1 · Russian, 2017: 12C"  # named as the Law pages name them
    assert note.get("data-ui") == "citations_differ"
    sides = json.loads(note.get("data-ui-values"))["sides"]  # site.js says each name again: [key] its phrase
    polish = strings("pl").table
    assert "".join(part if isinstance(part, str) else polish[part[0]] for part in sides) == \
        "Polski, 2017: 12C1 · Rosyjski, 2017: 12C"
    assert notes["pl-2017"] is None  # the row's own edition: the note stands in the other's cell
    assert page.get_element_by_id("16A1").find(".//p[@class='pairing differences']") is None
    legend = page.find(".//p[@class='legend']")
    assert "cite" in legend.text and legend.get("data-ui") == "differs_legend"


def test_the_command_says_it_under_the_row_and_in_the_json(out):
    arguments = ["compare", "16B3", "--edition", "pl-2017", "--edition", "ru-2017", "--out", str(out)]
    result = CliRunner().invoke(main, arguments)
    assert result.exit_code == 0, result.output
    lines = result.output.split("\n")
    under = next(number for number, line in enumerate(lines) if "≠" in line)
    assert lines[under].strip() == "≠ citations differ: pl-2017 12C1 · ru-2017 12C"
    assert "wykroczeniem." in lines[under - 1]  # under the row's last line: its footnote 5, after the text
    row = json.loads(CliRunner().invoke(main, arguments + ["--json"]).output)["rows"][0]
    assert row["differences"] == [{"kind": "citations", "editions": PL_RU,
                                   "only": {"pl-2017": ["12C1"], "ru-2017": ["12C"]}}]
    assert row["differs"]


def test_a_number_is_written_in_words_only_by_a_word_of_its_value(comparer):
    """Review of the change: Russian "стоит" shares its term with "сто" (a hundred), and any such word
    silenced every number the other text wrote in digits. A word now stands for its own value alone."""
    differences = comparer.differences
    ru = lambda text: [{"id": f"ru-2017/{text}", "edition": "ru-2017", "title": "", "text": text}]  # noqa: E731
    # (a node of its own each: what a node writes is read once by its id, as its digits are)
    assert 100 not in differences.values_in_words(ru("это стоит взятки"))
    assert 100 in differences.values_in_words(ru("сто очков"))
    assert 2 in differences.values_in_words(ru("получает две единицы"))
    assert 3 not in differences.values_in_words(ru("получает две единицы"))

"""Damage a volunteer's new translation brought that `check` let through (review 19, a Czech draft): a Law
heading broken over two lines, a key printed with spaces in a citation, an empty footnote line."""

from __future__ import annotations

import pytest

from lawbase.corpus import load_corpus

from .conftest import edition, nodes_by_key, write_corpus
from .test_parser_quirks import CZECH, POLISH


def parsed(tmp_path, language: str, text: str):
    file = {"cs": "cs.md", "pl": "pl.txt"}[language]
    folder = write_corpus(tmp_path, [edition("t", language, file, laws=[1, 2])], {file: text})
    lines = (folder / file).read_text(encoding="utf-8").splitlines()
    return load_corpus(folder), lines


def said(corpus, severity: str) -> list[tuple[int, str]]:
    return [(a.line, a.message) for a in corpus.parsed["t"].anomalies if a.severity == severity]


@pytest.mark.parametrize("language, heading, broken, evidence", [
    ("cs", "## PRAVIDLO 2 – KRABICE", "## **PRAVIDLO 2 – KRABICE NA\nSTOLE**",
     "a bold run that opens on the heading closes there"),
    ("cs", "## PRAVIDLO 2 – KRABICE", "## PRAVIDLO 2 – KRABICE NA\nSTOLE", "in capitals as the title, before any text"),
    ("pl", "2. Pudełka rozdaniowe\n\nTekst", "2. KRABICE NA\nSTOLE\n\nTekst", "in capitals as the title, before any text"),
])
def test_a_law_heading_broken_over_two_lines_is_joined_and_said(tmp_path, language, heading, broken, evidence):
    """cs-2017-draft.md:570-571 `## **PRAVIDLO 16 - OPRAVNĚNÁ A` / `NEOPRAVNĚNÁ INFORMACE**`: the title was cut
    at the line's end and the rest made the Law's text, and `check` said nothing of it."""
    corpus, lines = parsed(tmp_path, language, {"cs": CZECH, "pl": POLISH}[language].replace(heading, broken))
    law = nodes_by_key(corpus, "t")["2"]
    line = next(number for number, text in enumerate(lines, 1) if "NA" in text.split())
    assert law.title == "KRABICE NA STOLE" and "STOLE" not in law.text and law.lines[0] == line
    assert (line, f"Law 2's heading broken over lines {line}-{line + 1}, joined ({evidence}): 'KRABICE NA STOLE'") \
        in said(corpus, "note")
    assert not said(corpus, "warning")


def test_a_line_under_a_law_heading_that_may_end_it_is_a_warning_at_its_line(tmp_path):
    """Not capitals, no bold run: the line stays the Law's text, and is named."""
    corpus, lines = parsed(tmp_path, "cs", CZECH.replace("## PRAVIDLO 2 – KRABICE\n", "## PRAVIDLO 2 – KRABICE\na stůl\n"))
    law = nodes_by_key(corpus, "t")["2"]
    assert law.title == "KRABICE" and law.text.startswith("a stůl")
    line = lines.index("a stůl") + 1
    assert (line, "right under Law 2's heading, with no blank line between, read as the Law's text: 'a stůl' (the "
                  "heading's end?)") in said(corpus, "warning")


def test_an_empty_footnote_line_is_named_and_its_markers_error_points_at_it(tmp_path):
    """cs-2017-draft.md:618 `<sup>4</sup>` with no text was counted as furniture and never named; the error said
    only that the marker at :608 had no note, sending the volunteer looking for one that is there, empty."""
    text = CZECH.replace("Text odstavce<sup>1</sup> první.", "Text odstavce<sup>1</sup> první<sup>2</sup>.")
    corpus, lines = parsed(tmp_path, "cs", text.replace("<sup>1</sup> Poznámka první stránky.\n",
                                                        "<sup>1</sup> Poznámka první stránky.\n\n<sup>2</sup>\n"))
    marker, empty = lines.index("1. Text odstavce<sup>1</sup> první<sup>2</sup>.") + 1, lines.index("<sup>2</sup>") + 1
    assert (empty, "footnote 2 is printed without its text (its number alone on the line)") in said(corpus, "warning")
    assert (marker, f"footnote marker 2 has no footnote text on its page (the notes are numbered afresh on each page); "
                    f"line {empty} prints note 2 without its text") in said(corpus, "error")
    skipped = corpus.parsed["t"].skipped
    assert skipped["empty footnote"] == [empty] and empty not in skipped.get("furniture", [])


def checked(tmp_path, text: str):
    """The corpus of one Czech edition with `text`, its graph and `check`'s report of it."""
    from lawbase.check import edition_report
    from lawbase.corpus import build_graph

    folder = write_corpus(tmp_path, [edition("t", "cs", "cs.md", laws=[1, 2])], {"cs.md": text})
    corpus, graph = build_graph(folder)
    lines = (folder / "cs.md").read_text(encoding="utf-8").splitlines()
    return graph, edition_report(corpus, "t", graph.references), lines


def test_a_key_printed_with_a_space_after_a_law_word_is_read_whole_and_said(tmp_path):
    """cs-2017-draft.md:608 "(viz Pravidlo 16 D2)" was linked to Law 16 whole, "D2" left as text, and `check`
    counted it resolved; the key grammar reads "16 D 2" typed in search."""
    graph, report, lines = checked(tmp_path, CZECH.replace("Text krabice.", "Text krabice (viz Pravidlo 1 A 1)."))
    cited = [record for record in graph.references if record["source"] == "t/2"]
    assert [(record["text"], record["key"], record["target"]) for record in cited] == [("1 A 1", "1A1", "t/1A1")]
    line = next(number for number, text in enumerate(lines, 1) if "Pravidlo 1 A 1" in text)
    assert any(a.line == line and a.severity == "note" and a.message == "citation 'Pravidlo 1 A 1' prints its key "
               "with a space: read whole, as 1A1" for a in report.anomalies)


def test_a_capital_apart_after_a_laws_number_is_a_warning_that_the_citation_was_read_in_part(tmp_path):
    graph, report, lines = checked(tmp_path, CZECH.replace("Text krabice.", "Text krabice (viz Pravidlo 1 B)."))
    assert [(r["text"], r["key"]) for r in graph.references if r["source"] == "t/2"] == [("1", "1")]
    line = next(number for number, text in enumerate(lines, 1) if "Pravidlo 1 B" in text)
    assert [(a.line, a.message) for a in report.anomalies if a.severity == "warning"] == [
        (line, "citation 'Pravidlo 1 B' read as Law 1 alone: 'B' after it may be its section, printed apart (read "
               "only in part)")]


@pytest.mark.parametrize("under", ["A. PRVNÍ", "<sup>1</sup> POZNÁMKA POD ČAROU.", "---"])
def test_a_section_a_footnote_or_a_rule_right_under_a_law_heading_is_no_part_of_it(tmp_path, under):
    corpus, _ = parsed(tmp_path, "cs", CZECH.replace("## PRAVIDLO 2 – KRABICE\n", f"## PRAVIDLO 2 – KRABICE\n{under}\n"))
    assert nodes_by_key(corpus, "t")["2"].title == "KRABICE"
    assert not [message for _, message in said(corpus, "warning") if "right under" in message]

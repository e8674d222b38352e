"""Czech footnotes, numbered afresh on each printed page: a marker binds to its own page's note only, and a
page that lost its note says so at the marker's line."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from lawbase.check import edition_report
from lawbase.corpus import load_corpus

from .conftest import edition, nodes_by_key, write_corpus
from .golden import NODE_FIELDS
from .test_parser_quirks import CZECH

PAGE_ONE_NOTE = "<sup>1</sup> Poznámka první stránky."
THREE_PAGES = CZECH.replace("Text krabice.",
                            "Text krabice<sup>1</sup>.\n\n---\n\n<sup>1</sup> Poznámka třetí stránky.")


def parsed(tmp_path, text: str):
    folder = write_corpus(tmp_path / "c", [edition("cs-t", "cs", "cs.md", laws=[1, 2])], {"cs.md": text})
    return folder, load_corpus(folder)


def errors_of(corpus) -> list[tuple[int, str]]:
    return [(a.line, a.message) for a in corpus.parsed["cs-t"].anomalies if a.severity == "error"]


def line_of(folder, words: str) -> int:
    lines = (folder / "cs.md").read_text(encoding="utf-8").splitlines()
    return next(n for n, text in enumerate(lines, 1) if words in text)


def notes_of(corpus) -> list[tuple[str, str, list[int]]]:
    """Each footnote's parent, text and the lines of the markers bound to it."""
    return [(node.parent, node.text, [marker["line"] for marker in node.extra["markers"]])
            for node in corpus.parsed["cs-t"].nodes if node.kind == "footnote"]


def page_lost_its_note(folder, marker: int) -> tuple[int, str]:
    """The error of page 1's marker 1, page 2's note 1 being its own marker's."""
    note, kept = line_of(folder, "Poznámka druhé stránky."), line_of(folder, "poznámkou<sup>1</sup>")
    return marker, (f"footnote marker 1 has no footnote text on its page (the notes are numbered afresh on each "
                    f"page; the note 1 at line {note} is line {kept}'s)")


def test_a_note_lost_on_its_page_takes_no_note_of_another_page(tmp_path):
    """cs-2007.md:606 with its `</sup>` lost (a translator's review): the Czech numbers its notes afresh on each
    page, so the page's marker 1 must not take the next page's note 1; the marker is an error at its line, and
    the damaged line an error at its own, its text kept where the source puts it."""
    folder, corpus = parsed(tmp_path, CZECH.replace(PAGE_ONE_NOTE, "<sup>1 Poznámka první stránky."))
    keys = nodes_by_key(corpus, "cs-t")
    assert [(parent, text) for parent, text, _ in notes_of(corpus)] == [("cs-t/1B1a", "Poznámka druhé stránky.")]
    assert keys["1A"].text == "1 Poznámka první stránky."  # kept where it stands (after 1A's list), not dropped
    assert errors_of(corpus) == [
        (line_of(folder, "<sup>1 Poznámka"), "a line begins as footnote 1's text, its <sup> never closed: not read "
                                             "as a footnote, its text kept as the provision's where it stands"),
        (line_of(folder, "odstavce<sup>1</sup>"),
         "footnote marker 1 has no footnote text on its page (the notes are numbered afresh on each page)")]


@pytest.mark.parametrize("between", ["\n", "\n\n"], ids=["lazy-continuation", "after-a-blank-line"])
def test_a_note_running_onto_a_second_line_keeps_its_page_notes_together(tmp_path, between):
    """Review 18 (item 2): a note's own second line closed its page's run of notes, so note 2 below it was
    taken for another page's: marker 2 "had no footnote text on its page" and note 2 was an orphan (check
    exit 1). A page's notes run on to the next page's note 1."""
    two_notes = (CZECH.replace("odstavce<sup>1</sup> první.", "odstavce<sup>1</sup> první<sup>2</sup>.")
                 .replace(PAGE_ONE_NOTE,
                          f"{PAGE_ONE_NOTE}{between}Její druhý řádek.\n\n<sup>2</sup> Druhá poznámka."))
    folder, corpus = parsed(tmp_path, two_notes)
    page_one, page_two = line_of(folder, "odstavce<sup>1</sup>"), line_of(folder, "poznámkou<sup>1</sup>")
    assert notes_of(corpus) == [("cs-t/1A1", "Poznámka první stránky.", [page_one]),
                                ("cs-t/1A1", "Druhá poznámka.", [page_one]),
                                ("cs-t/1B1a", "Poznámka druhé stránky.", [page_two])]
    assert edition_report(corpus, "cs-t").errors == []


def test_a_page_whose_note_line_is_gone_takes_no_note_of_the_next_page(tmp_path):
    """Review 18 (item 3): page 1's note line deleted, its marker 1 took page 2's note 1 beside page 2's own
    marker, silently. Two markers taking one note numbered per page tell that the earlier one's page lost
    its note: an error at its line, the marker kept in sight, unbound."""
    folder, corpus = parsed(tmp_path, THREE_PAGES.replace(PAGE_ONE_NOTE + "\n", ""))
    assert notes_of(corpus) == [
        ("cs-t/1B1a", "Poznámka druhé stránky.", [line_of(folder, "poznámkou<sup>1</sup>")]),
        ("cs-t/2", "Poznámka třetí stránky.", [line_of(folder, "krabice<sup>1</sup>")])]
    assert errors_of(corpus) == [page_lost_its_note(folder, line_of(folder, "odstavce<sup>1</sup>"))]
    unbound = nodes_by_key(corpus, "cs-t")["1A1"].extra["unbound_markers"]
    assert unbound == [{"field": "text", "offset": len("Text odstavce"), "number": 1}]


@pytest.mark.parametrize("closed", ["<sup>1.</sup>", "<sup>1)</sup>"])
def test_a_note_marker_closed_around_more_than_its_number_is_not_called_unclosed(tmp_path, closed):
    """Review 18 (item 9): `<sup>1.</sup> Poznámka…` was reported as a line whose `<sup>` is never closed; it is
    closed. Not read as a note, it leaves page 1's marker 1 without one: that marker is the error."""
    folder, corpus = parsed(tmp_path, THREE_PAGES.replace(PAGE_ONE_NOTE, f"{closed} Poznámka první stránky."))
    assert errors_of(corpus) == [page_lost_its_note(folder, line_of(folder, "odstavce<sup>1</sup>"))]


def test_readme_names_every_field_a_node_carries(tmp_path):
    """Review 18 (item 6): `unbound_markers` went into lawbase.json with no row in README's table of the
    nodes' optional fields, which other tools read; every field of the tracked build's nodes and of a page
    that lost its note is named there."""
    _, corpus = parsed(tmp_path, THREE_PAGES.replace(PAGE_ONE_NOTE + "\n", ""))
    root = Path(__file__).resolve().parent.parent
    built = json.loads((root / "build" / "lawbase.json").read_text(encoding="utf-8"))["nodes"]
    fields = {name for node in corpus.graph().data["nodes"] + built for name in node} - set(NODE_FIELDS)
    table = (root / "README.md").read_text(encoding="utf-8").split("Optional fields:\n\n", 1)[1].split("\n\n", 1)[0]
    named = {name for row in table.splitlines()[2:] for name in re.findall(r"`(\w+)`", row.split("|")[1])}
    assert "unbound_markers" in fields and fields <= named, sorted(fields - named)

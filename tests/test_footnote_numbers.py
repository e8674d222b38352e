"""`show` and `search` read a footnote by the number the book prints ("przypis 21"), as the site and the hits
name it; the key `fn23` still counts the notes in document order."""

from __future__ import annotations

import json

from click.testing import CliRunner

from lawbase.cli import main
from lawbase.query import search_response
from lawbase.typed_keys import footnote_typed


def show(out, *arguments):
    return CliRunner().invoke(main, ["show", *arguments, "--out", str(out)])


def test_a_footnote_word_and_a_number_is_the_footnote_printed_so():
    """A regression sweep (17b, 8): the profiles' footnote words, with or without diacritics, in any case."""
    assert footnote_typed("przypis 21") == ("21", "pl") and footnote_typed("Сноска 23") == ("23", "ru")
    assert footnote_typed("poznamka pod carou 2") == ("2", "cs") and footnote_typed("footnote 21") == ("21", None)
    assert footnote_typed("fn23") is None and footnote_typed("przepis 21") is None and footnote_typed("21") is None


def test_show_finds_a_footnote_by_its_printed_number(out):
    """A regression sweep (17b, 8): `show "przypis 21" -e pl-2017` was refused ("not a Law key … nor a term")
    though the site and search name the note "Przepis 70, przypis 21" (its key fn23)."""
    for typed, edition, key in (("przypis 21", "pl-2017", "fn23"), ("footnote 21", "pl-2017", "fn23"),
                                ("сноска 23", "ru-2017", "fn23"), ("Przypis 1", "pl-2017", "fn1")):
        result = show(out, typed, "-e", edition, "--json")
        assert result.exit_code == 0, result.output
        assert [shown["nodes"][0]["key"] for shown in json.loads(result.output)] == [key], typed
    czech = json.loads(show(out, "poznámka 2", "-e", "cs-2007", "--json").output)  # numbered afresh on each page
    assert len(czech) > 1 and all(shown["nodes"][0]["number"] == 2 for shown in czech)
    every = show(out, "przypis 21").output  # each edition's footnote 21, the typist's language first
    heads = [line.split(" · ")[0] for line in every.splitlines() if line.startswith("── ")]
    assert heads == ["── pl-2017", "── ru-2017"] and "· footnote 21 (" in every
    assert "· footnote 21 (pl-2017.txt:1618" in show(out, "fn23", "-e", "pl-2017").output  # the key keeps its meaning


def test_no_footnote_of_that_number_is_a_one_line_error(out):
    result = show(out, "przypis 99", "-e", "pl-2017")
    assert result.exit_code == 1 and "no footnote numbered 99 in edition pl-2017" in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_search_finds_a_footnote_by_its_printed_number(out):
    """A regression sweep (17b, 8): `search "przypis 23"` gave Law 23A-C; it gives the footnotes printed 23, the
    Polish first (the site's search alike: tests/test_search_site.py); a number no footnote has is searched
    as words, as before."""
    hits = search_response("przypis 23", lang=None, edition=None, limit=10, out=out)["hits"]
    assert [(hit["edition"], hit["key"]) for hit in hits] == [("pl-2017", "fn25"), ("ru-2017", "fn23")]
    assert hits[0]["label"] == "footnote 23 (Law 74C5)" and hits[0]["how"] == "key"
    assert search_response("przypis 99", lang=None, edition=None, limit=3, out=out)["hits"]

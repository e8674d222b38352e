"""A lone letter a scan misread for the language's one-letter word (a Polish editor's review, session 26: the 1997
title "44. KOLEJNOŚĆ ZAGRAŃ l PRZEBIEG ROZGRYWKI", pl-1997-chapter6.txt:63, "l" for "I", was reported nowhere and
stood unflagged in the site's navigation, where a word typed in two alphabets is flagged)."""

from __future__ import annotations

from lxml import html as lxml_html

from lawbase.profiles import load_profile
from lawbase.text import misread_letters

from .test_check_words import checked


def test_a_lone_letter_where_the_one_letter_word_belongs_is_read_as_it():
    """The profile's `lone_letters`: "l", "I" and "1" look like "i"; "I" between capitals is that word and a
    digit in running text a number."""
    lone = load_profile("pl").lone_letters
    assert misread_letters("44. KOLEJNOŚĆ ZAGRAŃ l PRZEBIEG ROZGRYWKI", lone) == [(21, 22, "I")]
    assert misread_letters("zagrań l przebieg", lone) == [(7, 8, "i")]
    for right in ("61. FAŁSZYWY RENONS I DOTYCZĄCE GO PYTANIA", "w punkcie 1 powinien", "Część I Zasady",
                  "Zamiast 2 PT i 1 PT"):
        assert misread_letters(right, lone) == [], right


def test_check_reports_it_with_its_line(monkeypatch, built_graph):
    said = checked(monkeypatch, built_graph, "pl")
    assert any(line.endswith("pl-1997-chapter6.txt:63: 'l' -> 'I' (44)") for line in said.splitlines())
    assert "pojedyncze litery wydrukowane zamiast jednoliterowego słowa: 1" in said


def test_the_site_shows_it_as_printed_and_flagged(out):
    """The next Law's navigation and Law 44's heading keep "l", flagged as `obowiązкови` is, with its reading."""
    root = lxml_html.parse(str(out / "site" / "pl-1997" / "law-45.html")).getroot()
    previous = root.find(".//a[@rel='prev']")
    assert " ".join(previous.text_content().split()).endswith("KOLEJNOŚĆ ZAGRAŃ l [sic: I] PRZEBIEG ROZGRYWKI")
    flagged = previous.find(".//span[@class='sic']")
    assert (flagged.text, flagged.get("title")) == ("l", "w druku pojedyncza litera zamiast słowa I; zachowana jak w druku")


def test_a_repair_records_its_kind_once(graph):
    """Whether a repair is a word typed in two alphabets or a lone letter misread was worked out twice again from the
    word (`check.mixed_script`, the site's `read_as`, the exports): the parse records it, the repair's fifth field."""
    kinds = {(node["edition"], node["key"]): [repair[4] for repair in node["repairs"]]
             for node in graph.nodes if node.get("repairs") and node["kind"] == "law"}
    assert kinds[("pl-1997", "44")] == ["misread"] and kinds[("pl-2017", "37")] == ["mixed"]
    assert {kind for node in graph.nodes for *_, kind in node.get("repairs", [])} == {"mixed", "misread"}

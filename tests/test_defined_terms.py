"""Which words of the Laws are uses of a defined term (the pages' pop-ups and the glossary's usage)."""

from __future__ import annotations

import pytest

from lawbase.analysis import load_term_maps
from lawbase.defined_terms import term_patterns, term_uses, words_of


@pytest.fixture(scope="module")
def read(built_out, graph):
    """(edition, key) -> [(the words as printed, the defined term they use, or None for another sense)]."""
    maps = load_term_maps(built_out[0] / "index")

    def uses(edition: str, key: str) -> list[tuple[str, str | None]]:
        term_map = maps[graph.editions[edition]["language"]]
        text = graph.by_key[(edition, key)]["text"]
        return [(text[start:end], definition and graph.by_id[definition]["term"]) for start, end, definition in
                term_uses(words_of(text, term_map, {}), term_patterns(graph, edition, term_map))]
    return uses


@pytest.mark.parametrize("key, words, term", [
    ("16D2", "нормальному ходу игры", "Ход"), ("81C1", "нормальный ход игры", "Игра"), ("93A", "нормального хода", "Ход"),
    ("69A", "в ходе", "Ход"), ("73A1", "в ходе", "Ход"), ("66D", "брать в руки", "Рука"),
    ("6B", "сдаче карт", "Сдача"), ("86B1", "командной игре", "Игра"), ("16A2", "Игровы", "Игра"),
    ("82A", "поддерживать течение игры", "Игра")])
def test_a_russian_word_in_another_sense_is_no_use_of_the_term(read, key, words, term):
    """A Russian player's review: "нормальному ходу игры" (the course of play) popped up "Ход — Первая карта,
    сыгранная во взятку"; "брать в руки" the hand, dealing the cards the board, team play the play. The
    profile's `other_senses` say each phrase once, any inflection; the misprint "Игровы" reads "Игроки". The
    second review (R9): "нормальный ход игры" still linked "игры" to "Игра" once "нормальный ход" had been read
    past: the whole phrase is the other sense, none of its words a use. QA17b: 82A's "поддерживать течение игры"
    too."""
    used = read("ru-2017", key)
    assert not [use for use in used if use[1] == term and use[0].lower() in words.lower()], used
    assert (words.lower(), None) in [(said.lower(), definition) for said, definition in used] or words == "Игровы"


def test_the_word_in_the_terms_own_sense_is_still_a_use(read):
    assert ("Ход", "Ход") in read("ru-2017", "44G")
    assert ("сдаче", "Сдача") in read("ru-2017", "6D1")  # "в сдаче в первый раз началась торговля": the board
    assert ("руку", "Рука") in read("ru-2017", "7B1")
    assert ("игры", "Игра") in read("ru-2017", "49")  # "нормального течения игры": the course of normal play


def test_an_abbreviation_matches_in_capitals_and_in_the_texts_alphabet(read):
    """ru-2017 defines "PO" in Latin letters and writes "ПО" (правый оппонент): it was never linked. Read in the
    text's alphabet, in capitals only - the preposition "по" is no opponent."""
    assert ("ПО", "PO") in read("ru-2017", "28A")
    assert not [use for use in read("ru-2017", "6B") if use[0] == "по"]
    assert ("ЛО", "ЛО") in read("ru-2017", "31C")


@pytest.mark.parametrize("edition, key, word, term", [
    ("pl-2017", "1A", "karo", "Kara"),  # diamonds, which LemmaGen reads as "kara", a penalty
    ("cs-2007", "92C", "odvolání", "Odvolaná (akce)"),  # an appeal, not a withdrawn action
    ("cs-2007", "6D1", "rozdaná", "Rozdání")])  # a board dealt wrongly
def test_a_one_word_other_sense_matches_as_written(read, edition, key, word, term):
    used = read(edition, key)
    assert (word, None) in [(said.lower(), definition) for said, definition in used], used
    assert not [use for use in used if use[1] == term and use[0].lower() == word]


def test_the_page_links_the_abbreviation_as_its_text_writes_it(built_out):
    from lxml import html

    page = html.parse(str(built_out[0] / "site" / "ru-2017" / "law-28.html"))
    linked = [(a.text, a.get("href")) for a in page.iter("a") if a.get("class") == "term"]
    assert ("ПО", "definitions.html#def/po") in linked  # the source's Latin "PO" stays on the definitions page


@pytest.mark.parametrize("edition, term, named", [("ru-2017", "Отменённый", "Взятый назад"),
                                                  ("ru-2017", "Штраф", "Исправление"),
                                                  ("pl-2017", "Kara", "Sprostowanie")])
def test_a_definitions_quoted_term_of_another_links_to_it(built_out, graph, edition, term, named):
    """"См. ‘Взятый назад’", "(См. также ‘Исправление’)", "(Patrz również „Sprostowanie”)" were plain text, on
    the definitions page and in the card a Law page opens."""
    import json
    from urllib.parse import unquote

    from lxml import html

    site = built_out[0] / "site" / edition
    ids = {node["term"]: node["url"].split("#")[1] for node in graph.by_edition[edition] if node["kind"] == "definition"}
    entry = html.parse(str(site / "definitions.html")).getroot().get_element_by_id(ids[term])
    assert (named, "#" + ids[named]) in [(a.text_content(), unquote(a.get("href"))) for a in entry.iter("a")]
    script = (site / "definitions.js").read_text(encoding="utf-8")
    card = json.loads(script.split("=", 1)[1].strip().rstrip(";"))["terms"][f"definitions.html#{ids[term]}"][1]
    assert f'href="definitions.html#{ids[named]}"' in unquote(card)


def test_a_quoted_term_is_read_by_the_quotes_of_its_language_each_with_its_own_closing_one():
    """The quotes were one set in site code: a mismatched `«…”` was read as a quote, and Czech „…“ was not
    (its closing “ no closing quote there). Each profile's `quotes` pair an opening quote with its closing one."""
    from lawbase.profiles import load_profile
    from lawbase.site.text import quoted

    def terms(language: str, text: str) -> list[str]:
        return [match.group(match.lastindex) for match in quoted(load_profile(language).quotes).finditer(text)]

    assert terms("ru", "См. ‘Взятый назад’ и «Штраф”.") == ["Взятый назад"]
    assert terms("cs", "Viz též „Oprava“.") == ["Oprava"]
    assert terms("pl", "Patrz również „Sprostowanie”, \"zawody\".") == ["Sprostowanie", "zawody"]

"""A user review's searches (a Russian-speaking club player on a phone, the site in Russian): each as the
reviewer typed it, on the real index, and in the site's search page read in Russian."""

from __future__ import annotations

from urllib.parse import quote

from click.testing import CliRunner

from lawbase.cli import main
from lawbase.query import search_response

from .test_site_browser import search_again


def hits(query: str, out, limit: int = 3, **where) -> list[str]:
    return [f"{hit['edition']} {hit['key']}" for hit in search_response(query, limit=limit, out=out, **where)["hits"]]


def test_an_english_query_answers_in_the_readers_language_first(out):
    """"revoke" read by a Russian reader listed the Polish 63B and 62B, then the Czech 63B before the Russian 63B
    of the same score: an English query is in none of the editions' languages, so the reader's answers come first."""
    assert hits("revoke", out, reader="ru") == ["ru-2017 63B", "ru-2017 62B", "ru-2017 64A"]
    assert hits("lead out of turn", out, reader="ru")[0] == "ru-2017 56"
    assert hits("revoke", out, reader="cs")[0] == "cs-2007 63B"
    assert hits("revoke", out)[0] == "pl-2017 63B"  # no reader: as before


def test_a_term_two_languages_define_alike_answers_in_the_readers_language_first(out):
    """"kontra", "rekontra" and "pas" are defined in the Polish and the Czech texts alike: a Czech reader got the
    Polish definition and Law 19A first (a regression sweep, 2026-11-28), each definition then its Law."""
    for term in ("kontra", "rekontra", "pas"):
        assert hits(term, out, limit=1, reader="cs") == [f"cs-2007 def/{term}"], term
        assert hits(term, out, limit=1, reader="pl") == [f"pl-2017 def/{term}"], term
    assert hits("kontra", out, limit=4, reader="cs") == ["cs-2007 def/kontra", "cs-2007 19A", "pl-2017 def/kontra",
                                                         "pl-2017 19A"]
    assert hits("kontra", out, limit=1) == ["pl-2017 def/kontra"]  # no reader: as before


def test_a_term_another_language_defines_by_the_name_typed_answers_with_the_readers_definition_first(out):
    """"alert" is the Polish definition's title, and the glossary's English name of the Czech "Alertování" and the
    Russian "Алерт": a Czech reader typing the loanword got the Polish definition first (a user review). The reader's
    own definition, the one whose title the reader's language reads that English name as, now comes first."""
    assert hits("alert", out, limit=2, reader="cs") == ["cs-2007 def/alertování", "pl-2017 def/alert"]
    assert hits("alert", out, limit=2, reader="ru") == ["ru-2017 def/алерт", "pl-2017 def/alert"]
    assert hits("alert", out, limit=1, reader="pl") == ["pl-2017 def/alert"]
    assert hits("alert", out, limit=1) == ["pl-2017 def/alert"]  # no reader: as before


def test_the_command_takes_the_readers_language(out):
    printed = CliRunner().invoke(main, ["search", "revoke", "--reader", "ru", "--json", "-n", "2", "--out", str(out)])
    assert printed.exit_code == 0 and '"edition": "ru-2017"' in printed.output
    assert '"pl-2017"' not in printed.output


def test_the_search_page_read_in_russian_answers_english_in_russian(chromium, built_out):
    site = built_out[0] / "site"
    chromium.get((site / "search.html").as_uri() + "?q=" + quote("revoke") + "&ui=ru")
    editions = lambda: [span.get_attribute("title")
                        for span in chromium.find_elements("css selector", "#results li .hit-edition")[:3]]
    assert editions() == ["ru-2017"] * 3
    search_again(chromium, "lead out of turn")
    assert editions() == ["ru-2017"] * 3


def test_a_number_written_as_a_word_is_read_as_its_digits_in_a_key(out):
    """"у нас 14 карт" meets the key "14 карт" (a wrong number of cards, Law 13); "у нас четырнадцать карт" met
    only the cardinal's digits, one word at a time, and listed Law 14 (a missing card) alone: a key's number is met
    written as a word too."""
    written = hits("у нас четырнадцать карт", out, edition="ru-2017")
    assert written[:2] == hits("у нас 14 карт", out, edition="ru-2017")[:2] == ["ru-2017 13", "ru-2017 13A"]
    assert hits("mamy czternaście kart", out, edition="pl-2017") == hits("mamy 14 kart", out, edition="pl-2017")


def test_c_typed_as_its_russian_sound_is_the_key_letter_c(out):
    """A player types C as it sounds, "ц": "правило 45 ц 4 б" listed Law 45 whole and "16Ц2" nothing. Ц is C
    transliterated (the profile's look-alikes, beside Б for B and Ф for F), in every place the key grammar reads."""
    assert hits("правило 45 ц 4 б", out, reader="ru", limit=1) == ["ru-2017 45C4b"]
    assert hits("45 ц 4 б", out, reader="ru", limit=1) == ["ru-2017 45C4b"]
    assert hits("16Ц2", out, reader="ru", limit=1) == ["ru-2017 16C2"]


def test_english_said_at_the_table_is_read_as_the_term_of_the_game(out):
    """English in sentence form (english.toml's phrases, each read as a term every language's English table
    has): "can I change my bid" listed Law 5 (seats), "opponent is thinking for a long time" 70C2 (a claim),
    "can I ask what a bid means" Law 18, and "14 cards" Law 14 (a missing card)."""
    assert hits("can I change my bid", out, reader="ru", limit=1) == ["ru-2017 25B2"]
    assert hits("opponent is thinking for a long time", out, reader="ru", limit=2) == ["ru-2017 73D1", "ru-2017 74C7"]
    assert hits("can I ask what a bid means", out, reader="ru", limit=1) == ["ru-2017 20F1"]
    for typed in ("we have 14 cards", "we have fourteen cards", "14 cards"):
        assert hits(typed, out, reader="ru", limit=1) == ["ru-2017 13"], typed
        assert hits(typed, out, reader="pl", limit=1) == ["pl-2017 13"], typed


def test_a_call_said_and_the_call_meant_ask_about_an_unintended_call(out):
    """"я сказал пас, а хотел сказать контра" put 25A1 (the unintended call) 10th under the rules naming pass and
    double; "сказал пас а хотел контру" read "пас … контру" as the key "контра на пас" across "а хотел". A call
    said and another meant are calls compared (each read as a call too, as the definitions say), and a key of
    function words alone parts the words around it."""
    assert hits("я сказал пас, а хотел сказать контра", out, edition="ru-2017", limit=1) == ["ru-2017 25A1"]
    assert hits("сказал пас а хотел контру", out, edition="ru-2017", limit=1) == ["ru-2017 25A1"]
    assert hits("powiedziałem pas a chciałem kontra", out, edition="pl-2017", limit=1) == ["pl-2017 25A1"]
    assert hits("řekl jsem pas ale chtěl kontru", out, edition="cs-2007", limit=1) == ["cs-2007 25A1"]
    assert hits("řekl pas a chtěl kontra", out, reader="cs", limit=1) == ["cs-2007 25A1"]  # "a chtěl" as "ale chtěl"

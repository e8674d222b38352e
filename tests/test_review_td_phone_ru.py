"""A Russian tournament director's review (a phone first, the CLI at home): keys typed the Russian way, the
players' words for a system card, a situation the Laws never name, and the pages around a search."""

from __future__ import annotations

from click.testing import CliRunner

from lawbase.cli import main
from lawbase.query import search_response

from .test_site_browser import browser, open_page, screen, site, wait_for  # noqa: F401 (fixtures)

PHONE = 390  # the reviewer's phone, 390×844


def ask(out, *args: str):
    return CliRunner().invoke(main, ["--ui", "ru", *args[:1], "--out", str(out), *args[1:]])


def test_law_shortened_as_russians_write_it_is_read_as_a_key(out):
    """"з. 40В3" ("з.", "зак.": «закон») gave 23B and 10B in search, 40B3 not in the top 10, and «не номер
    положения» in show, refs and compare."""
    for typed in ("з. 40В3", "з.40В3", "з 40В3", "зак. 40В3"):
        first = search_response(typed, limit=3, out=out, reader="ru")["hits"][0]
        assert (first["edition"], first["key"]) == ("ru-2017", "40B3"), typed
        for command in ("show", "refs", "compare"):
            result = ask(out, command, typed)
            assert result.exit_code == 0 and "40B3" in result.output, (command, typed, result.output)



def test_show_of_a_plain_word_says_the_command_that_finds_it(out):
    """`show -e ru-2017 фальшренонс` said «не номер положения … и не термин из определений» and stopped there; `search`
    would have found 63A and 62A. The one line names it, in the reader's language."""
    result = ask(out, "show", "-e", "ru-2017", "фальшренонс")
    lines = [line for line in result.output.splitlines() if "lawbase build" not in line]  # a build of other code
    assert result.exit_code == 2 and len(lines) == 1, result.output
    assert "не термин из определений" in lines[0] and "lawbase search 'фальшренонс'" in lines[0], lines
    polish = CliRunner().invoke(main, ["--ui", "pl", "refs", "--out", str(out), "fałszywy renons"])
    assert polish.exit_code == 2 and "`lawbase search 'fałszywy renons'`" in polish.output, polish.output


def test_a_lone_letter_is_not_read_as_a_longer_word(out):
    """LemmaGen's rules read a lone "з" as the end of "без": every hit of "з" was a provision saying "без", the word
    highlighted. A letter the texts lack is its own word: what it finds, it finds as typed."""
    for query in ("з", "з. вне очереди"):
        for hit in search_response(query, limit=10, out=out, lang="ru")["hits"]:
            marked = [hit["snippet"][start:end].casefold() for start, end in hit["highlights"]]
            assert "без" not in marked, (query, hit["key"], marked)


def test_the_players_names_of_the_system_card_find_the_rules_on_looking_at_ones_own(out):
    """«конвенционная карта» is what Russian players call the system card: "игрок посмотрел в конвенционную карту" put
    20G3 30th and 40B2(b) (:1297, no looking at one's own card) out of the top 30, 40B2(c) (the opponents' card)
    first. The Czech "systémová karta" names the text's "konvenční karta" alike."""
    for query in ("игрок посмотрел в конвенционную карту", "игрок посмотрел в свою системную карту"):
        top = [hit["key"] for hit in search_response(query, limit=3, out=out, lang="ru")["hits"]]
        assert {"20G3", "40B2b"} <= set(top), (query, top)
    for query, language in (("systémová karta", "cs"),):
        top = [hit["key"] for hit in search_response(query, limit=5, out=out, lang=language)["hits"]]
        assert {"40B2b", "40B2c"} <= set(top), (query, top)


def test_a_situation_the_laws_never_name_says_nothing_matches_closely(out):
    """"телефон зазвонил": no text has either word, "зазвонил" is read nowhere, and 16A2 and 38D came up only through
    synonyms of "телефон" with no word of it to say so. Nothing matches closely, as for the Czech "mobil zazvonil"; one
    word found through its synonym alone ("trestňák") still answers closely."""
    for lang in ("ru", None):
        read = search_response("телефон зазвонил", limit=5, out=out, lang=lang, reader="ru")
        assert read.get("loose") is True and read["skipped"] == ["зазвонил"], read
    assert "loose" not in search_response("телефон", limit=5, out=out, reader="ru")
    assert "loose" not in search_response("trestňák", limit=5, out=out)


def test_a_pages_header_box_starts_empty_after_a_search(browser, site):
    """After "пас вне очереди", the Law 12 page and the compare page of Law 12 showed it in the header box: at the
    table the next situation had to be cleared first. The search page keeps its own query."""
    screen(browser, PHONE)
    open_page(browser, site, "search.html?q=пас+вне+очереди&ui=ru")
    wait_for(lambda: browser.execute_script("return document.querySelectorAll('li.hit').length") > 2)
    header = "return document.querySelector('header input[type=search]').value"
    for page in ("ru-2017/law-12.html?ui=ru", "compare/law-12.html?ui=ru"):
        open_page(browser, site, page)
        assert browser.execute_script(header) == "", page
    browser.back()
    browser.back()
    wait_for(lambda: "search.html" in browser.current_url)
    assert browser.find_element("id", "q").get_attribute("value") == "пас вне очереди"

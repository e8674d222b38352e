"""A Czech club player's review (the twenty-fifth): "mobil zazvonil" (a phone rang) listed 8B1 "Konec sestavy", 40C3a
and 8A2 as any answer is listed, each found by a synonym of one word (the round's bell, memory aids); the 2007 Laws
say nothing of phones (cs-2007.md has neither word). The search says so, the command and the site alike; one synonym
answering the whole query ("trestňák": the penalty card) or a word the texts hold is no such case."""

from __future__ import annotations

from urllib.parse import quote

from click.testing import CliRunner

from lawbase.cli import main

from .test_site_browser import PHONE, browser, open_page, screen, site, wait_for  # noqa: F401 (fixtures)

SAID = "nic neodpovídá přesně: žádný text neobsahuje slova dotazu; výsledky níže byly nalezeny jen přes příbuzná slova"


def searched(built_out, query: str) -> str:
    return CliRunner().invoke(main, ["--ui", "cs", "search", query, "--limit", "5", "--out", str(built_out[0])]).output


def test_the_command_says_when_no_text_has_the_words_asked(built_out):
    loose = searched(built_out, "mobil zazvonil")
    assert loose.splitlines()[0] == SAID and "Pravidlo 8B1" in loose  # the hits still listed, below it
    for close in ("trestňák", "trestna karta", "prisel jsem pozde ke stolu", "telefon"):
        assert SAID not in searched(built_out, close), close


def test_the_site_says_it_too(browser, site):
    screen(browser, PHONE)
    open_page(browser, site, "search.html?ui=cs&q=" + quote("mobil zazvonil"))
    wait_for(lambda: browser.find_element("id", "status").text)
    status = browser.find_element("id", "status").text
    assert status.endswith(" · " + SAID) and browser.find_elements("css selector", "#results li.hit"), status
    open_page(browser, site, "search.html?ui=cs&q=" + quote("trestňák"))
    wait_for(lambda: browser.find_element("id", "status").text)
    assert SAID not in browser.find_element("id", "status").text

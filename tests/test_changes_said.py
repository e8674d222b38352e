"""A Czech club player's review (the twenty-fifth): 2007 45C4b, changed by the 2017 Laws, said nothing of it on its
Law page, where a moved provision (16C2) said where it went; a player landing on it from a "viz Pravidlo" link read
the 2007 rule as if in force. Each Law page says what became of its provision in the other year's Laws, in the
reader's language, for every relation the concordance has: changed, split, merged, moved, none (deleted or new);
`show` says a new one is new."""

from __future__ import annotations

from click.testing import CliRunner
from lxml import html

from lawbase.cli import main

from .test_site_browser import PHONE, browser, open_page, screen, site  # noqa: F401 (fixtures)


def notes(site, page: str) -> dict[str, str]:
    """The notes of a Law page by the provision (or "article": the Law) each stands in."""
    tree = html.parse(str(site / page))
    return {note.getparent().get("id") or note.getparent().tag: note.text_content()
            for note in tree.iterfind(".//p[@class='newer-note']")}


def test_an_older_texts_provision_says_the_newest_laws_changed_split_or_merged_it(site):
    """cs-2007.md:1127 "Hráč smí bez nápravy změnit označení karty…" (any player) against pl-2017 45C4b, the
    declarer alone; 2007 73A2 is 2017 73A2 and 73D3 (pl-2017.txt, the 2024 pauses); 2007 73B's parts one 2017 73B."""
    assert notes(site, "cs-2007/law-45.html")["45C4b"] == "v Pravidlech 2017: 45C4b, ve změněném znění (Polština, 2017)"
    law73 = notes(site, "cs-2007/law-73.html")
    assert law73["73A2"] == "v Pravidlech 2017: rozděleno do 73A2, 73D3 (Polština, 2017)"
    assert law73["73B1"] == "v Pravidlech 2017: sloučeno do 73B (Polština, 2017)"
    assert notes(site, "pl-1997/law-43.html")["43B3"] == "w Prawie z 2017 r.: 43B3, w zmienionym brzmieniu (Polski, 2017)"
    assert "45C4a" not in notes(site, "cs-2007/law-45.html")  # the same rule at its key says nothing


def test_a_page_of_the_newest_laws_says_what_its_provision_was_in_the_laws_before(site):
    """The same pairing read from the 2017 side, in the page's language: new (2017 Law 23, the comparable call;
    12C1b), changed (45C4b), a part of a split one (73D3), a merger (12C2b: 2007 12C2b and 86A), moved (16C)."""
    assert notes(site, "pl-2017/law-23.html")["article"] == "nowe: Prawo z 2007 r. nie ma tego postanowienia"
    assert notes(site, "ru-2017/law-45.html")["45C4b"] == "в Кодексе 2007 года: 45C4b, в прежней редакции (Чешский, 2007)"
    assert notes(site, "pl-2017/law-73.html")["73D3"] == "w Prawie z 2007 r.: część 73A2 (Czeski, 2007)"
    law12 = notes(site, "ru-2017/law-12.html")
    assert law12["12C2b"] == "в Кодексе 2007 года: объединены 12C2b, 86A (Чешский, 2007)"
    assert law12["12C1b"] == "новое: в Кодексе 2007 года этого положения нет"
    assert notes(site, "pl-2017/law-16.html")["16C"] == "w Prawie z 2007 r.: 16D (Czeski, 2007)"


def test_landed_on_a_changed_provision_a_phone_shows_that_it_changed(browser, site):
    """The reviewer's path: a link to cs-2007 45C4b on a 390×844 phone; the note is on the first screen, a link to
    the 2017 text."""
    screen(browser, PHONE)
    open_page(browser, site, "cs-2007/law-45.html?ui=cs#45C4b")
    note = browser.find_element("css selector", "[id='45C4b'] p.newer-note a")
    box = browser.execute_script("var b = arguments[0].getBoundingClientRect(); return [b.top, b.bottom];", note)
    assert 0 <= box[0] and box[1] <= 844, box
    assert note.text == "v Pravidlech 2017: 45C4b, ve změněném znění (Polština, 2017)"
    assert note.get_attribute("href").endswith("/pl-2017/law-45.html#45C4b")


def test_show_says_a_provision_of_the_newest_laws_is_new_where_the_laws_before_lack_it(built_out):
    """pl-2017.txt 12C1b (the aim of an assigned score) said only "bez protějšku" beside cs-2007, as a 2007
    provision the 2017 Laws deleted is said; changed ones say "změněno" (45C4b), as they did."""
    def shown(edition, key):
        return CliRunner().invoke(main, ["--ui", "cs", "show", "-e", edition, key, "--out", str(built_out[0])]).output
    assert "v cs-2007 (Pravidla 2007): bez protějšku (nové)" in shown("pl-2017", "12C1b")
    deleted = shown("cs-2007", "12C1f")
    assert "v pl-2017 (Pravidla 2017): bez protějšku\n" in deleted and "nové" not in deleted
    assert "v pl-2017 (Pravidla 2017): 45C4b (změněno" in shown("cs-2007", "45C4b")

"""Editions named for readers in their language, not by their codes (a Russian player's review: "Другие
издания: pl-2017 cs-2007 pl-1997 pl-notes"), and the reader's language first where the editions are listed."""

from __future__ import annotations

import re

from lxml import html

from .test_site_browser import browser, open_page, screen, site, wait_for  # noqa: F401 (fixtures)

PHONE = 390


def test_a_law_page_names_the_other_editions_in_its_language(site):
    def others(law: str) -> list[tuple[str, str]]:
        page = html.parse(str(site / "ru-2017" / f"law-{law}.html"))
        return [(a.get("data-edition"), a.text_content()) for a in page.iterfind(".//nav[@class='lawnav top']//span[@class='others']/a")]

    assert others("64") == [("pl-2017", "Польский, 2017"), ("cs-2007", "Чешский, 2007"), ("pl-1997", "Польский, 1997")]
    assert others("29")[-1] == ("pl-notes", "Польский: комментарии судьи")  # pl-notes' 64 is a heading alone


def test_a_provisions_menu_names_the_editions(browser, site):
    screen(browser, PHONE)
    open_page(browser, site, "ru-2017/law-16.html?ui=ru")
    browser.find_element("css selector", "[id='16C2'] a.num").click()
    card = browser.find_element("id", "popover-card")
    wait_for(lambda: [li for li in card.find_elements("css selector", "li") if li.text])
    items = [li.text for li in card.find_elements("css selector", "li")]
    assert items[0].startswith("Польский, 2017: 16C2"), items


def test_the_home_page_lists_the_readers_editions_first(browser, site):
    screen(browser, PHONE)
    open_page(browser, site, "index.html?ui=ru")
    items = browser.find_elements("css selector", "ul.editions > li")
    assert items[0].get_attribute("data-language") == "ru"
    assert items[0].find_element("css selector", ".facts").text.startswith("Русский, 2017 · ru-2017")
    open_page(browser, site, "index.html?ui=cs")
    assert browser.find_element("css selector", "ul.editions > li").get_attribute("data-language") == "cs"


def test_the_glossary_heads_a_concept_in_the_readers_language_english_after(browser, site):
    screen(browser, PHONE)
    open_page(browser, site, "glossary.html?ui=ru")
    heads = browser.execute_script("""return Array.from(document.querySelectorAll('table.glossary-table tbody th'),
        function (th) { var en = th.querySelector('.english-name'); return [th.lang, th.firstChild.textContent,
                                                                            en && en.textContent]; });""")
    assert ["ru", "Болван", "Dummy"] in heads
    assert ["ru", "Взятый назад", "Withdrawn, Cancelled, Retracted"] in heads
    columns = [th.get_attribute("textContent") for th in browser.find_elements("css selector", "table.glossary-table thead th")]
    assert columns[1:] == ["Русский, 2017", "Польский, 2017", "Чешский, 2007"]


def test_search_results_name_their_editions_in_the_readers_language(browser, site):
    """"ru-2017" badges on a Russian search page: named as the Law pages name them, the code in the title."""
    screen(browser, PHONE)
    open_page(browser, site, "search.html?q=16C2&ui=ru")
    wait_for(lambda: browser.find_elements("css selector", "#results .hit-edition"))
    badge = browser.find_element("css selector", "#results .hit-edition")
    assert (badge.text, badge.get_attribute("title")) == ("Русский, 2017", "ru-2017")
    options = [option.text for option in browser.find_elements("css selector", "#edition option")]
    assert "Польский: комментарии судьи" in options


CAPTIONS = """return Array.from(document.querySelectorAll(arguments[0])).map(function (el) {
                return [el.getAttribute('data-edition'), el.tagName === 'TD' ? el.getAttribute('data-label')
                                                                            : el.textContent.trim()]; });"""


def test_comparisons_and_the_glossary_name_the_editions_as_law_pages_do(browser, site):
    """A regression sweep: the comparisons' heads, choosers and notes, their list and the glossary's phone cards
    said "cs-2007 (2007)", "pl-1997→pl-2017", "cs-2007 nemá protějšek k pl-2017 62C3" where the Law pages say
    "Čeština, 2007"; the codes stay in data-edition."""
    screen(browser, PHONE)
    open_page(browser, site, "compare/law-62.html?ui=cs")
    heads = dict(browser.execute_script(CAPTIONS, "table.side-by-side:not([hidden]) th[data-edition]"))
    assert heads == {"cs-2007": "Čeština, 2007", "pl-2017": "Polština, 2017", "ru-2017": "Ruština, 2017",
                     "pl-1997": "Polština, 1997", "pl-1997→pl-2017": "Polština, 1997 → Polština, 2017: změny"}
    cards = browser.execute_script(CAPTIONS, "table.side-by-side:not([hidden]) td[data-edition]")
    assert set(map(tuple, cards)) == set(heads.items())  # every phone card says its column's head
    chooser = [label.text for label in browser.find_elements("css selector", "#columns label")]
    assert "Polština, 2017" in chooser and not any("-20" in label or "-19" in label for label in chooser), chooser
    notes = browser.find_element("css selector", "ul.edition-notes").text
    # the names say the Laws' years: no "Polština, 2017 jsou Pravidla 2017" (twice the year, a plural verb)
    assert "Různá znění Pravidel: Polština, 2017 · " in notes and "číslování: Polština, 2017" in notes, notes
    assert "jsou Pravidla" not in notes and "Pravidla 2017" not in notes, notes
    # a gap's title (a screen reader hears its label where it has one, else the same words)
    gap = browser.execute_script("return document.querySelector('td.gap:not(.moved-to) span[title]').title")
    assert gap.startswith(("Polština", "Ruština", "Čeština")) and "bez protějšku" in gap and "-20" not in gap, gap
    open_page(browser, site, "compare/index.html?ui=pl")
    assert dict(browser.execute_script(CAPTIONS, "table.compare-index th[data-edition]"))["cs-2007"] == "Czeski, 2007"
    open_page(browser, site, "glossary.html?ui=cs")
    cards = browser.execute_script(CAPTIONS, "table.glossary-table td[data-edition]")
    assert set(map(tuple, cards)) == {("cs-2007", "Čeština, 2007"), ("pl-2017", "Polština, 2017"),
                                      ("ru-2017", "Ruština, 2017")}, cards[:4]


def test_the_home_pages_editions_are_named_in_the_readers_language(browser, site):
    """A regression sweep: the home page's edition list read "pl-2017, cs-2007…" and its facts "k pl-2017" where
    the search page names them; the codes stay the options' values."""
    screen(browser, PHONE)
    open_page(browser, site, "index.html?ui=cs")
    options = browser.execute_script("""return Array.from(document.querySelectorAll('select[name=edition] option'))
                                          .map(function (o) { return [o.value, o.textContent]; });""")
    assert options[1:] == [["pl-2017", "Polština, 2017"], ["cs-2007", "Čeština, 2007"], ["ru-2017", "Ruština, 2017"],
                           ["pl-1997", "Polština, 1997"], ["pl-notes", "Polština: poznámky rozhodčího"]], options
    facts = browser.find_element("css selector", "ul.editions").text
    assert "k vydání: Polština, 2017" in facts and "k pl-2017" not in facts


def test_a_key_an_edition_lacks_is_said_with_the_editions_name(browser, site):
    """A regression sweep: "Žádné ustanovení pl-1997 nemá číslo 72", a code in a Czech sentence."""
    screen(browser, PHONE)
    open_page(browser, site, "search.html?ui=cs&q=72&edition=pl-1997")
    wait_for(lambda: browser.find_element("id", "status").text)
    assert browser.find_element("id", "status").text == "Polština, 1997 — žádné ustanovení nemá číslo 72"
    open_page(browser, site, "search.html?ui=cs&q=72&edition=pl-notes")  # a name with a colon in it: no second colon
    wait_for(lambda: browser.find_element("id", "status").text)
    assert browser.find_element("id", "status").text == "Polština: poznámky rozhodčího — žádné ustanovení nemá číslo 72"


def test_sentences_with_an_editions_name_read_as_a_native_reader_writes_them(browser, site):
    """Review: with a name in them the strings read "jen v: Polština, 2017" (a preposition before a colon) and
    "Polština, 2017 obsahuje změny …"; now the name stands first, then a colon, or after a noun ("ve vydání:")."""
    screen(browser, PHONE)
    open_page(browser, site, "compare/law-45.html?ui=cs")
    only = browser.execute_script("return Array.from(document.querySelectorAll('td.diff .note'))"
                                  ".map(function (el) { return el.textContent; })")
    assert only and set(only) <= {"jen ve vydání: Polština, 2017", "jen ve vydání: Polština, 1997"}, only
    open_page(browser, site, "compare/law-89.html?ui=pl")
    notes = [li.text for li in browser.find_elements("css selector", "ul.edition-notes li")]
    assert "Polski, 2017: zmiany z 2024 r. w przepisie 89; jego tekst różni się od pierwotnego Prawa 2017" in notes, notes
    assert notes[0].startswith("Różne wersje Prawa: Polski, 2017 · Czeski, 2007 · Rosyjski, 2017; "), notes


def test_comparison_rows_and_pairings_name_their_editions(browser, site):
    """The last review: a row of a provision the anchor lacks was headed "cs-2007 12C1e", and between two texts of
    the same Laws the pairings said "ru-2017 has no counterpart", "ru-2017 73B, 73B1, 73B2 → pl-2017 73B", "with
    pl-2017 73D3", where the rest of the page names the editions (the command keeps the codes)."""
    screen(browser, PHONE)
    said = []
    for page in ("compare/law-12.html?ui=ru", "compare/law-73.html?ui=pl", "compare/law-89.html?ui=cs"):
        open_page(browser, site, page)
        said += browser.execute_script("""return Array.from(document.querySelectorAll(
            'table.side-by-side tbody th, table.side-by-side p.pairing')).map(function (el) { return el.textContent; });""")
    assert not [text for text in said if re.search(r"\b(pl|cs|ru)-(19|20)\d\d\b", text)], said
    assert "12C1e (Чешский, 2007)" in said, said
    assert "nové: Ruština, 2017 nemá protějšek" in said  # 2024's 89A-89D: new to the unamended 2017 text
    assert [text for text in said if text.startswith("połączony: 73B, 73B1, 73B2 (Rosyjski, 2017) → 73B (Polski, 2017)")]

"""A comparison page as a reader meets it deep in a Law (the eighteenth session): the rows kept while a shown
edition holds a text in them."""

from __future__ import annotations

from lxml import html as lxml_html

from .test_site_browser import DESKTOP, browser, open_page, screen, site  # noqa: F401 (fixtures)


def test_a_row_stays_while_a_shown_edition_holds_a_text_in_it(browser, site):
    """Law 73 with the Czech hidden: the Russian 73B1 and 73B2 (the amended Polish 73 lacks them) went with the
    Czech 73B1's row, which the row was made for; a row goes once every edition with a text in it is hidden."""
    page = lxml_html.parse(str(site / "compare" / "law-73.html"))
    assert page.find(".//tr[@id='cs-2007:73B1']").get("data-row-of") == "cs-2007 ru-2017"
    moved = lxml_html.parse(str(site / "compare" / "law-16.html")).find(".//tr[@id='cs-2007:16A3']")
    assert moved.get("data-row-of") == "cs-2007"  # the Czech alone: its rule went elsewhere in the others
    screen(browser, DESKTOP)
    shown = lambda key: browser.find_element("css selector", f"tr[id='{key}']").is_displayed()  # noqa: E731
    choose = lambda edition: browser.find_element("css selector", f"#columns input[value='{edition}']").click()  # noqa: E731
    try:
        open_page(browser, site, "compare/law-73.html?ui=ru")
        choose("cs-2007")
        assert shown("cs-2007:73B1") and shown("cs-2007:73B2")
        choose("ru-2017")
        assert not shown("cs-2007:73B1") and not shown("cs-2007:73B2")  # the Polish alone: no text in them
        open_page(browser, site, "compare/law-16.html?ui=ru")
        assert not shown("cs-2007:16A3")
    finally:
        browser.execute_script("localStorage.removeItem('lawbase.compare.hidden')")

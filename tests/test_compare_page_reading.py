"""A comparison page as a reader meets it deep in a Law (the eighteenth session): the rows kept while a shown
edition holds a text in them."""

from __future__ import annotations

from lxml import html as lxml_html

from .test_site_browser import DESKTOP, browser, open_page, screen, site, wait_for  # noqa: F401 (fixtures)


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


PLACE = """var row = document.getElementById(arguments[0]), heads = document.querySelector(
             'table.side-by-side:not([hidden]) > thead th'), line = parseFloat(getComputedStyle(document.body).lineHeight);
           row.scrollIntoView(); var covered = Math.max(heads.getBoundingClientRect().bottom,
             document.querySelector('header').getBoundingClientRect().bottom);
           scrollBy(0, row.getBoundingClientRect().bottom - covered - line * arguments[1]);
           var read = window.lawbaseReadingRow(); return read && read.id;"""


def test_one_rule_says_the_row_being_read_to_the_language_choice_and_the_column_chooser(browser, site):
    """Two rules picked the row being read: the language choice's (the row's scroll margin) and the column
    chooser's (80 px from the top, under the columns' heads of a wide screen: 90 px and more). One function says
    it for both: the first row still showing a line of its text below what sticks to the top; none at the top."""
    screen(browser, DESKTOP)
    try:
        open_page(browser, site, "compare/law-16.html?ui=en")
        rows = [row.get_attribute("id") for row in browser.find_elements("css selector", "table.side-by-side tbody > tr")]
        row, after = rows[5], rows[6]
        assert browser.execute_script("return window.lawbaseReadingRow()") is None  # at the very top
        assert browser.execute_script(PLACE, row, 1.1) == row  # a line and a bit of it shows
        assert browser.execute_script(PLACE, row, 0.9) == after  # less than a line: passed
        assert browser.execute_script(PLACE, row, 0.3) == after  # under the heads, below 80 px
        top = browser.execute_script("return document.getElementById(arguments[0]).getBoundingClientRect().top", after)
        browser.execute_script("document.querySelector(\"#columns input[value='ru-2017']\").click()")  # heights change
        kept = browser.execute_script("return document.getElementById(arguments[0]).getBoundingClientRect().top", after)
        assert abs(kept - top) <= 1, (top, kept)
        browser.execute_script(PLACE, row, 0.3)
        browser.execute_script("arguments[0].click()", browser.find_element("css selector", "nav.languages a[hreflang=pl]"))
        wait_for(lambda: "ui=pl" in browser.current_url)
        assert browser.current_url.endswith("#" + after)
    finally:
        browser.execute_script("localStorage.removeItem('lawbase.compare.hidden')")

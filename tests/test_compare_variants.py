"""A comparison page's tables anchored at its other editions (`site/variants.py`): a table left out where the
default shows the same with the editions before its anchor hidden, and cells that refer to the default's."""

from __future__ import annotations

from lxml import html

from lawbase.site.compare_pages import ComparePage

from .test_page_scope import context  # noqa: F401 (fixture)
from .test_site_browser import DESKTOP, browser, open_page, screen, site  # noqa: F401 (fixtures)

SHOWN_ROWS = "table.side-by-side:not([hidden]) > tbody > tr"


def test_a_law_whose_variant_is_left_out_reads_right_with_the_first_column_hidden(browser, site, comparer):
    """Law 72 anchored at ru-2017 would show what the Polish-anchored table shows with the Polish text hidden: the
    page leaves that table out and shows the first with its column hidden - the rows, tints and labels of the
    comparison of the Russian and Czech texts alone, and the notes that say the rows follow the Russian. (Law 17
    until session 27: its 2007 17E2 cites 16D, 2017's 16C, a renumbering the Czech cell names beside "Polish, 2017 /
    Russian, 2017", which its Russian-anchored table says beside Russian alone: kept.)"""
    page = html.fromstring((site / "compare" / "law-72.html").read_bytes())
    assert not page.xpath("//table[@data-variant='ru-2017']") and page.xpath("//table[@data-variant='cs-2007']")
    alone = comparer.compare("72", ["ru-2017", "cs-2007"], present_only=True)
    screen(browser, DESKTOP)
    shown = lambda selector: [element for element in  # noqa: E731
                              browser.find_elements("css selector", selector) if element.is_displayed()]
    try:
        open_page(browser, site, "compare/law-72.html?ui=cs")
        browser.find_element("css selector", "#columns input[value='pl-2017']").click()
        assert [row.get_attribute("id") for row in shown(SHOWN_ROWS)] == [row.anchor_id for row in alone.rows]
        assert [row.get_attribute("id") for row in shown(SHOWN_ROWS + ".differs")] == [
            row.anchor_id for row in alone.rows if row.differs]
        assert "Polština" not in " ".join(label.text for label in shown("table.side-by-side p.pairing"))
        assert [note.text for note in shown("ul.edition-notes li")][-1].endswith("řádky podle číslování: Ruština, 2017")
    finally:
        browser.execute_script("localStorage.removeItem('lawbase.compare.hidden');"
                               " sessionStorage.removeItem('lawbase.ui.chosen')")  # the tab as the other tests find it


def test_a_variants_cells_the_default_shows_are_copied_from_it(browser, site, context):  # noqa: F811
    """The Law 16 table anchored at ru-2017 holds most of its texts as references to the default's rows (the
    texts were on the page twice); shown, each cell holds the links its own text has, its labels its own."""
    comparison = context.comparison("16")
    variant = context.variants(comparison)[1]
    made = ComparePage(context, comparison).table(variant)
    want = {(tr.get("id"), td.get("data-edition")): [a.get("href") for a in td.iter("a")]
            for tr in made.iter("tr") for td in tr.iterfind("td")}
    page = html.fromstring((site / "compare" / "law-16.html").read_bytes())
    assert page.xpath("//table[@data-variant='ru-2017']//td[@data-as or @data-text-as]")
    screen(browser, DESKTOP)
    try:
        open_page(browser, site, "compare/law-16.html?ui=cs")
        browser.find_element("css selector", "#columns input[value='pl-2017']").click()
        got = browser.execute_script("""
            var out = {};
            document.querySelectorAll(arguments[0] + " > td").forEach(function (td) {
              out[td.parentNode.id + " " + td.getAttribute("data-edition")] = Array.prototype.map.call(
                td.querySelectorAll("a"), function (a) { return a.getAttribute("href"); });
            });
            return [out, document.querySelectorAll("td[data-as], td[data-text-as]").length];""", SHOWN_ROWS)
        assert got == [{f"{key} {edition}": hrefs for (key, edition), hrefs in want.items()}, 0]
    finally:
        browser.execute_script("localStorage.removeItem('lawbase.compare.hidden');"
                               " sessionStorage.removeItem('lawbase.ui.chosen')")  # the tab as the other tests find it


def test_a_column_of_changes_goes_with_either_of_its_texts_on_every_law(browser, site):
    """The last review: with the Polish 2017 text hidden, Laws 42, 59, 60, 66 and 69 still showed the
    1997-to-2017 changes column (their first table, columns hidden), while Law 41 and the others, whose table
    anchored at another edition the page keeps, had none: the tables left out assumed the column goes with
    either text, compare.js hid it only by its own box."""
    screen(browser, DESKTOP)
    changes = "table.side-by-side:not([hidden]) td[data-edition='pl-1997→pl-2017']"
    try:
        for law in ("41", "42"):
            open_page(browser, site, f"compare/law-{law}.html?ui=pl")
            assert [cell for cell in browser.find_elements("css selector", changes) if cell.is_displayed()], law
            browser.find_element("css selector", "#columns input[value='pl-2017']").click()
            assert not [cell for cell in browser.find_elements("css selector", changes) if cell.is_displayed()], law
            browser.execute_script("localStorage.removeItem('lawbase.compare.hidden')")
    finally:
        browser.execute_script("localStorage.removeItem('lawbase.compare.hidden');"
                               " sessionStorage.removeItem('lawbase.ui.chosen')")

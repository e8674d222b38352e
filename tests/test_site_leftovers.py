"""The last reviews' leftovers on the site (a Polish and a Russian director, on a phone): hearts and diamonds red."""

from __future__ import annotations

from .test_site_browser import browser, open_page, screen, site  # noqa: F401 (fixtures)

PHONE = 390

SUIT_COLOURS = """return Array.from(document.querySelectorAll('table.source-table td')).filter(function (cell) {
    return /^[♣♦♥♠]$/.test(cell.textContent.trim()); }).map(function (cell) {
    var glyph = cell.querySelector('span') || cell; return [cell.textContent.trim(), getComputedStyle(glyph).color]; });"""


def test_hearts_and_diamonds_are_red_as_bridge_prints_them(browser, site):
    """Law 77's score table printed ♦ and ♥ black (pl-2017.txt's table; the reviewer's screenshot at 360 px)."""
    screen(browser, PHONE)
    open_page(browser, site, "pl-2017/law-77.html?ui=pl")
    colours = dict(browser.execute_script(SUIT_COLOURS))
    assert set(colours) == {"♣", "♦", "♥", "♠"}, colours
    red = [suit for suit, colour in colours.items() if colour == "rgb(176, 21, 27)"]
    assert sorted(red) == ["♥", "♦"], colours

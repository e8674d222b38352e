"""The last reviews' leftovers on the site (a Polish and a Russian director, on a phone): hearts and diamonds red,
the reader's language kept on every edition's pages."""

from __future__ import annotations

from lawbase.ui_strings import strings

from .test_site_browser import browser, open_page, screen, site, wait_for  # noqa: F401 (fixtures)

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


CONTROLS = """var root = document.documentElement, get = function (css) { return document.querySelector(css); };
return {html: root.lang, article: get('article.law').lang, button: [get('header form button').textContent, get('header form button').lang],
        placeholder: get('header input[name=q]').placeholder, sent: get('header input[name=ui]').value,
        previous: get('nav.lawnav.top a.prev [data-ui]').textContent, others: get('nav.lawnav.top .others [data-ui]').textContent,
        edition: get('nav.lawnav.top .others a[data-edition]').textContent, compare: get('nav.lawnav.top a.compare').textContent};"""


def controls(browser) -> dict:
    wait_for(lambda: browser.execute_script("return !!window.lawbaseSaid"))
    return browser.execute_script(CONTROLS)


def test_a_readers_language_follows_him_to_another_editions_pages(browser, site):
    """Both directors of the twenty-fourth review: a Russian reader following "Польский, 2017" got the Polish page's
    menus and buttons ("Szukaj", "← Poprzedni", "Inne wydania"), a Polish reader the Russian ones, and ?ui=pl on a
    Russian page did nothing. The page's controls now follow the reader's language, the Law text keeps its own."""
    screen(browser, PHONE)
    open_page(browser, site, "pl-2017/law-64.html?ui=ru")
    ru = strings("ru")
    said = controls(browser)
    assert said == {"html": "pl", "article": "pl", "button": [ru["search"], "ru"], "placeholder": ru["search_placeholder"],
                    "sent": "ru", "previous": ru["previous"], "others": ru["other_editions"],
                    "edition": f"{ru['language_cs']}, 2007", "compare": ru["compare"]}, said
    browser.find_element("css selector", "nav.lawnav.top a.next").click()  # on to Law 65, no ?ui: still Russian
    wait_for(lambda: "law-65.html" in browser.current_url)
    assert controls(browser)["button"] == [ru["search"], "ru"]
    browser.find_element("css selector", "article.law a.num[href='#65A']").click()  # a number's menu: Russian too
    wait_for(lambda: browser.find_element("css selector", ".provision-menu").is_displayed())
    menu = browser.find_element("css selector", ".provision-menu").text
    assert ru["compare"] in menu and strings("pl")["compare"] not in menu, menu
    browser.execute_script("sessionStorage.clear()")  # a reader who came from a Russian page, choosing nothing
    open_page(browser, site, "ru-2017/law-45.html")
    browser.find_element("css selector", "nav.lawnav.top .others a[data-edition='pl-2017']").click()
    wait_for(lambda: "pl-2017/law-45.html" in browser.current_url)
    assert controls(browser)["previous"] == ru["previous"]
    browser.execute_script("sessionStorage.clear()")  # the tab as the other tests find it

"""The site as a reader on a phone, a tablet and a keyboard finds it (the fifth review): tables inside a
comparison, the header over a provision, the search box, results in the reader's language, the way back."""

from __future__ import annotations

from selenium.webdriver.common.action_chains import ActionChains

from .test_site_browser import PHONE, browser, open_page, screen, site, wait_for  # noqa: F401 (fixtures)

TABLET = 768


def test_a_scoring_table_inside_a_comparison_stays_a_table_on_a_phone(browser, site):
    """compare/law-77.html at 360 px: the comparison's rows become cards, but the score tables of the Laws'
    text inside them keep their rows (each figure beside its label), in a box of their own."""
    screen(browser, PHONE)
    open_page(browser, site, "compare/law-77.html?ui=pl")
    displays = browser.execute_script("""
        var table = document.querySelector('table.side-by-side td table.source-table');
        return [getComputedStyle(table.querySelector('tr')).display, getComputedStyle(table.querySelector('td')).display,
                getComputedStyle(document.querySelector('table.side-by-side > tbody > tr')).display];""")
    assert displays == ["table-row", "table-cell", "block"]


def test_the_provision_the_address_names_is_below_the_header_where_it_wraps(browser, site):
    """At 768 px the Polish edition's trail wraps the sticky header to two lines: 16C2 stood under it."""
    screen(browser, TABLET)
    open_page(browser, site, "pl-2017/law-16.html#16C2")
    header, top = browser.execute_script(
        "return [document.querySelector('header').getBoundingClientRect().bottom,"
        " document.getElementById('16C2').getBoundingClientRect().top];")
    assert top >= header - 1, (top, header)


def test_a_table_box_is_a_tab_stop_only_where_it_scrolls(browser, site):
    screen(browser, 1366)
    open_page(browser, site, "pl-2017/law-77.html")
    stops = browser.execute_script("""
        return Array.from(document.querySelectorAll('div.scroll')).map(function (box) {
          return [box.hasAttribute('tabindex'), box.scrollWidth > box.clientWidth + 1]; });""")
    assert stops and all(focusable == scrolls for focusable, scrolls in stops), stops


def test_search_notes_speak_the_readers_language_and_the_box_replaces_its_query(browser, site):
    """On a Polish search page the note under the Czech 16C2 is Polish (it was Czech); back on a Law page
    the header box holds the query, and typing replaces it instead of joining it."""
    screen(browser, 1366)
    open_page(browser, site, "search.html?q=16C2&ui=pl")
    notes = browser.execute_script(
        "return Array.from(document.querySelectorAll('#results p.via')).map(function (p) { return [p.lang, p.textContent]; });")
    assert notes and all(lang == "pl" for lang, _ in notes), notes
    assert any("16C2 Prawa z 2017 r." in text and "16D2" in text for _, text in notes)  # the Laws named, not an id
    open_page(browser, site, "pl-2017/law-16.html")
    box = browser.find_element("css selector", "header input[type=search]")
    assert box.get_attribute("value") == "16C2"
    box.click()
    ActionChains(browser).send_keys("renons").perform()
    assert box.get_attribute("value") == "renons"


def test_back_from_a_result_finds_the_list_where_it_was(browser, site):
    screen(browser, PHONE)
    open_page(browser, site, "search.html?q=karta&ui=pl")
    wait_for(lambda: len(browser.find_elements("css selector", "#results li")) > 10)
    link = browser.find_elements("css selector", "#results a.hit-key")[8]
    browser.execute_script("arguments[0].scrollIntoView(); window.scrollBy(0, -100);", link)
    before = browser.execute_script("return window.scrollY")
    assert before > 300
    browser.execute_script("arguments[0].click();", link)
    wait_for(lambda: "law-" in browser.current_url)
    browser.back()
    wait_for(lambda: "search.html" in browser.current_url and browser.find_elements("css selector", "#results li"))
    wait_for(lambda: abs(browser.execute_script("return window.scrollY") - before) < 5)


def test_a_language_and_an_edition_that_exclude_each_other_are_said_so(browser, site):
    """Czech chosen with pl-2017: the status says why nothing can be found (it said "no results"), as the
    command does; the placeholder of a Russian page fits a phone's box."""
    screen(browser, 1366)
    open_page(browser, site, "search.html?q=16C2&lang=cs&edition=pl-2017&ui=pl")
    assert browser.find_element("id", "status").text == \
        "pl-2017 nie jest w języku čeština: wybierz język albo wydanie"
    assert browser.find_elements("css selector", "#results li") == []  # and nothing listed under it


def test_the_about_page_link_says_the_page_is_english(browser, site):
    """The About page is the README, in English: on a Polish home page its link says so (site review: a
    Polish link led to an English page without a word)."""
    screen(browser, 1366)
    open_page(browser, site, "index.html?ui=pl")
    link = browser.find_element("css selector", "a[href='about.html']")
    assert link.text.endswith("(po angielsku)") and link.get_attribute("hreflang") == "en"


def test_a_comparison_said_in_polish_keeps_the_laws_titles_and_a_phone_sees_which_rows_differ(browser, site):
    """Translator review: with ?ui=pl the heading became "Przepis 17" alone (the script replaced the whole
    heading), and at 360 px a differing row's number had the same ground as any other."""
    screen(browser, PHONE)
    open_page(browser, site, "compare/law-17.html?ui=pl")
    heading = browser.find_element("css selector", "main h1").text
    assert heading.startswith("Przepis 17") and "Okres licytacji" in heading and "ПЕРИОД ТОРГОВЛИ" in heading
    grounds = browser.execute_script("""
        var head = function (selector) { return getComputedStyle(document.querySelector(selector + ' > th')).backgroundColor; };
        return [head('tr.differs'), head('tr:not(.differs)[id]'),
                getComputedStyle(document.querySelector('p.legend'), '::before').backgroundColor];""")
    assert grounds[0] != grounds[1] and grounds[0] == grounds[2]


def test_the_slash_key_of_a_russian_keyboard_goes_to_the_search_box_too(browser, site):
    """Guide review: the key marked "/" types "." on a Russian keyboard, and the guide's "/" did nothing."""
    screen(browser, 1366)
    open_page(browser, site, "ru-2017/law-16.html")
    for kind in ("keyDown", "keyUp"):
        browser.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": kind, "key": ".", "code": "Slash",
                                                           "windowsVirtualKeyCode": 191})
    assert browser.execute_script("return document.activeElement.type") == "search"


def test_the_links_to_where_a_moved_rule_went_are_a_fingers_target_on_a_phone(browser, site):
    """Guide review: "→ 15A" was 48×17 px, under the 24 px a touch target needs."""
    screen(browser, PHONE)
    open_page(browser, site, "compare/law-17.html?ui=cs")
    sizes = browser.execute_script("""return Array.from(document.querySelectorAll('td.moved-to a')).map(
        function (link) { var box = link.getBoundingClientRect(); return [box.width, box.height]; });""")
    assert sizes and all(width >= 24 and height >= 24 for width, height in sizes)


def test_a_key_nothing_is_numbered_lists_its_nearest_part_on_the_search_page(browser, site):
    """Search review: "64Z" said "nothing is numbered 64Z" and offered nothing; Law 64 is listed under it."""
    from lawbase.site.strings import strings

    words = strings("pl")
    screen(browser, 1366)
    open_page(browser, site, "search.html?q=64Z&ui=pl")
    wait_for(lambda: browser.find_elements("css selector", "#results li"))
    expected = words.format("no_key", key="64Z") + " · " + words.format("nearest_key", key="64")
    assert browser.find_element("id", "status").text == expected
    assert browser.find_element("css selector", "#results li a").get_attribute("href").endswith("/law-64.html")


def test_the_count_of_differing_rows_is_named_in_the_readers_language_on_a_phone(browser, site):
    """The list of comparisons stacks on a phone, each cell named by its column: the count's in Polish."""
    from lawbase.site.strings import strings

    screen(browser, PHONE)
    open_page(browser, site, "compare/index.html?ui=pl")
    cell = browser.find_element("css selector", "td.count")
    assert cell.get_attribute("data-label") == strings("pl")["rows_differing"]

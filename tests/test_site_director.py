"""A Czech tournament director reading the site on a phone at the table (the twentieth review): the provision landed
on is the one the slim line names and the other editions' links lead to, a list item shows the lead-in it completes,
a provision the 2017 Laws number otherwise says so where the reader is, the search box says its whole placeholder."""

from __future__ import annotations

import pytest

from .test_site_browser import browser, open_page, screen, site, wait_for  # noqa: F401 (fixtures)

STATE = """var line = document.querySelector('.where-line'), other = document.querySelector('nav.lawnav.top [data-edition="' +
             arguments[0] + '"]');
           return [line.textContent, other.getAttribute('href'), line.getBoundingClientRect().height];"""


@pytest.mark.parametrize("width, height, page, said, anchor", [
    (390, 844, "law-24.html?ui=cs#24B", "Pravidlo 24 › B", "#24B"),  # 24A named, 2017 24A linked
    (390, 844, "law-13.html?ui=cs#13F", "Pravidlo 13 › F (2017: 13C)", "#13C"),  # "› D2b"
    (360, 740, "law-87.html?ui=cs#87B", "Pravidlo 87 › B", "#87B"),  # "› A"
])
def test_a_provision_landed_on_near_the_end_of_a_law_is_the_one_read(browser, site, width, height, page, said, anchor):
    """Landed on a provision the end of the page keeps below the screen's top, the slim line named the one before it
    and the 2017 link led there: the provision landed on is read until the reader scrolls away from it."""
    screen(browser, width, height=height)
    open_page(browser, site, "cs-2007/" + page)
    wait_for(lambda: browser.execute_script(STATE, "pl-2017")[0] == said)
    line, link, _ = browser.execute_script(STATE, "pl-2017")
    assert line == said and link.endswith("/law-" + anchor[1:3] + ".html" + anchor), (line, link)
    browser.execute_script("window.scrollBy(0, -window.innerHeight / 2)")
    wait_for(lambda: browser.execute_script(STATE, "pl-2017")[0] != said)
    assert browser.execute_script(STATE, "pl-2017")[0] != said  # scrolled away: the row being read


LEAD_IN = """var item = document.getElementById(arguments[0]), section = item.closest('section');
             var line = document.querySelector('.where-line').getBoundingClientRect().height;
             return [section.querySelector('h2').getBoundingClientRect().top,
                     section.querySelector(':scope > p').getBoundingClientRect().top,
                     item.getBoundingClientRect().bottom, window.innerHeight, line];"""


def test_a_list_item_landed_on_shows_the_lead_in_it_completes(browser, site):
    """64A2 "2. nezískal hráč, …" began the screen, its lead-in "Jestliže bylo nepřiznání barvy dokonané …" and its
    heading above it: where they fit on the screen with it, they are on it, below the slim line."""
    for width, height in ((360, 740), (390, 844)):
        screen(browser, width, height=height)
        browser.get("about:blank")  # the same address again would only scroll the page to its anchor
        open_page(browser, site, "cs-2007/law-64.html?ui=cs#64A2")
        wait_for(lambda: browser.execute_script(LEAD_IN, "64A2")[0] >= 0)
        heading, lead_in, end, screen_height, line = browser.execute_script(LEAD_IN, "64A2")
        assert line <= heading < lead_in and end <= screen_height, (width, heading, lead_in, end, line)
        assert browser.execute_script(STATE, "pl-2017")[0] == "Pravidlo 64 › A2"


LABEL = """var label = document.querySelector('.target-key'), link = label.querySelector('a');
           return [label.textContent, link && link.getAttribute('href')];"""


def test_a_provision_the_2017_laws_number_otherwise_says_so_where_the_reader_is(browser, site):
    """2007 16C2 is 2017 16D2: only a tap on its number said it, the links at the page's top lost it once scrolled to,
    the 2017 16D2 said nothing of 2007 16C2. The provision landed on says it, so does the slim line; the number's
    menu says it moved; a provision at the same key says nothing more."""
    screen(browser, 390)
    open_page(browser, site, "cs-2007/law-16.html?ui=cs#16C2")
    wait_for(lambda: browser.execute_script(STATE, "pl-2017")[0] == "Pravidlo 16 › C2 (2017: 16D2)")
    assert browser.execute_script(LABEL) == [
        "Pravidlo 16C2, Čeština, 2007 · v Pravidlech 2017: 16D2 (Polština, 2017)", "../pl-2017/law-16.html#16D2"]
    browser.execute_script("window.scrollTo(0, 0)")
    wait_for(lambda: browser.execute_script(STATE, "pl-2017")[0] == "Pravidlo 16")
    assert browser.execute_script(STATE, "pl-2017")[1].endswith("#16D2")  # at the top: the address's provision
    browser.execute_script("document.getElementById('16C2').scrollIntoView()")
    browser.find_element("css selector", "[id='16C2'] a.num").click()
    wait_for(lambda: "přesunuto" in browser.find_element("id", "popover-card").text)
    assert "Polština, 2017: 16D2 (přesunuto)" in browser.find_element("id", "popover-card").text
    open_page(browser, site, "pl-2017/law-16.html?ui=cs#16D2")
    wait_for(lambda: browser.execute_script(LABEL)[1] is not None)
    assert browser.execute_script(LABEL) == [
        "Przepis 16D2, Polski, 2017 · w Prawie z 2007 r.: 16C2 (Czeski, 2007)", "../cs-2007/law-16.html#16C2"]
    open_page(browser, site, "cs-2007/law-64.html?ui=cs#64A2")
    wait_for(lambda: browser.execute_script(LABEL)[0].startswith("Pravidlo 64A2"))
    assert browser.execute_script(LABEL) == [  # 1997 64A2 and 64A2(i) merged into it: every key said, as the menu
        # says them (a Czech player's review: 16B1a's label said 2017 16B1 alone); until 2026-11-29 nothing
        "Pravidlo 64A2, Čeština, 2007 · v Pravidlech 1997: 64A2, 64A2(i) (Polština, 1997)", "../pl-1997/law-64.html#64A2"]
    open_page(browser, site, "cs-2007/law-64.html?ui=cs#64B1")
    wait_for(lambda: browser.execute_script(LABEL)[0].startswith("Pravidlo 64B1"))
    assert browser.execute_script(LABEL) == ["Pravidlo 64B1, Čeština, 2007", None]  # at its key in every edition
    browser.execute_script("sessionStorage.removeItem('lawbase.ui.chosen')")  # ?ui=cs of the Polish page: the tab as
    # the other tests find it


PLACEHOLDER = """var box = document.querySelector('main input[type=search]'), style = getComputedStyle(box);
                 var text = document.createElement('canvas').getContext('2d'); text.font = style.font;
                 return [text.measureText(box.placeholder).width,
                         box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight), innerWidth];"""


def test_a_phones_search_box_shows_its_whole_placeholder_and_on_its_side_the_results(browser, site):
    """The home page's box showed "např. 20F5 nebo nedostatečná nabídk" at 390 px (beside its button); at 844x390 the
    header, title, form and hint took 275 px of the 390 and one result showed. Each page is opened once, on the
    narrower phone, and widened as a window is (the box's room is the style's, its placeholder the language's),
    where it was opened at each width: the search page's load reads its 8.6 MB index."""
    for page in ("index.html", "search.html"):
        for language in ("cs", "pl", "ru", "en"):
            screen(browser, 360)
            open_page(browser, site, f"{page}?ui={language}")
            for width in (360, 390):
                screen(browser, width)
                needed, room, laid_out = browser.execute_script(PLACEHOLDER)
                assert laid_out == width and needed <= room, (width, page, language, needed, room, laid_out)
    screen(browser, 844, height=390)
    open_page(browser, site, "search.html?ui=cs&q=sporny%20narok")
    wait_for(lambda: browser.execute_script("return document.querySelectorAll('li.hit').length") > 2)
    shown = browser.execute_script("return Array.from(document.querySelectorAll('li.hit')).filter(function (hit) {"
                                   "  return hit.getBoundingClientRect().bottom <= window.innerHeight; }).length")
    assert shown >= 2, shown


@pytest.mark.parametrize("width, height", [(1366, 768), (390, 844)])
def test_a_range_of_laws_stays_on_one_line(browser, site, width, height):
    """"pravidla 1–⏎93" on the laptop, "pravidla 41–⏎71" on the phone (the twenty-third review): the home page's and an
    edition's contents' range of Laws is not broken at its dash."""
    screen(browser, width, height=height)
    for page, ranges in (("index.html?ui=cs", "[data-ui=laws_range]"), ("pl-1997/index.html?ui=cs", ".laws-range"),
                         ("pl-2017/index.html?ui=cs", ".laws-range")):
        open_page(browser, site, page)
        lines = browser.execute_script("return Array.from(document.querySelectorAll(arguments[0]), function (range) {"
                                       " return [range.textContent, range.getClientRects().length]; });", ranges)
        assert lines and all(count == 1 for _, count in lines), (page, lines)


@pytest.mark.parametrize("width, height", [(390, 844), (844, 390)])
def test_the_phones_search_page_switches_language_in_its_one_header_line(browser, site, width, height):
    """The phone's search page hid the languages (a line more above the results): the reviewer found no way to switch
    there. They stand by their codes on the header's line, each a finger's target that keeps its name."""
    screen(browser, width, height=height)
    open_page(browser, site, "search.html?ui=cs&q=16C2")
    links = browser.find_elements("css selector", "nav.languages a")
    boxes = [link.rect for link in links]
    assert [link.accessible_name for link in links] == ["Polski", "Čeština", "Русский", "English"]
    assert all(box["width"] >= 24 and box["height"] >= 24 for box in boxes), boxes
    crumbs = browser.find_element("css selector", "ol.crumbs").rect
    assert {round(box["y"]) for box in boxes} == {round(boxes[0]["y"])} and abs(boxes[0]["y"] - crumbs["y"]) < 12
    assert browser.find_element("css selector", "header").rect["height"] < 50  # one line, as before
    links[2].click()
    wait_for(lambda: "ui=ru" in browser.current_url and browser.find_element("id", "q").get_attribute("value") == "16C2")

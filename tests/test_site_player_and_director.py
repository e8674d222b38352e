"""Two reviews of the site (the twenty-first): a Polish club player on a phone, upright and on its side, and a
Russian tournament director at a laptop."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from lxml import html as lxml_html
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from lawbase.cli import main

from .test_site_browser import PAGES, PHONE, browser, open_page, resized, screen, site, wait_for  # noqa: F401 (fixtures)

SIDEWAYS = "var e = document.documentElement; return e.scrollWidth - e.clientWidth;"


def screens(step: int):
    """Every `step` px from 320 to 1280: each width upright (below 600 px, else a window 900 high, its scrollbar
    taking 15 px) and, from 560 to 960 px, a phone on its side (360 high)."""
    for width in range(320, 1281, step):
        yield width, None
        if 560 <= width <= 960:
            yield width, 360


def scrolled_sideways(driver, step: int) -> list[tuple[int, int | None, int]]:
    """The screens at which the open page is wider than the screen, and by how much: the page opened once (on a
    `screen`), resized."""
    wide = []
    for width, height in screens(step):
        resized(driver, width, height)
        extra = driver.execute_script(SIDEWAYS)
        if extra > 0:
            wide.append((width, height, extra))
    return wide


def test_the_list_of_comparisons_never_scrolls_sideways(browser, site):
    """A Polish player's phone on its side (740x360): compare/index.html was 893 px wide, its Russian column and
    "Wiersze z różnicami" cut off, at every width from 660 to 880 px (and to 930 px in Russian, in a window)."""
    for ui in ("pl", "ru"):
        screen(browser, PHONE)
        open_page(browser, site, f"compare/index.html?ui={ui}")
        assert scrolled_sideways(browser, 20) == [], ui


def test_no_kind_of_page_scrolls_sideways_at_any_width(browser, site):
    for kind, page in PAGES.items():
        screen(browser, PHONE)
        open_page(browser, site, page)
        assert scrolled_sideways(browser, 40) == [], kind


# a rectangle of the screen, its shot read back in a canvas: its dark pixels (text, not the pale rules), its pixels of
# the light page's own colour (#fdfcf9, give or take), and all
PIXELS = """var done = arguments[arguments.length - 1], box = arguments[1], image = new Image();
image.onload = function () {
  var canvas = document.createElement('canvas'), paint = canvas.getContext('2d'), dark = 0, page = 0;
  canvas.width = image.width; canvas.height = image.height; paint.drawImage(image, 0, 0);
  var data = paint.getImageData(0, 0, box[2], box[3]).data;
  for (var i = 0; i < data.length; i += 4) {
    var sum = data[i] + data[i + 1] + data[i + 2];
    if (sum < 400) { dark += 1; } else if (sum > 745) { page += 1; } }
  done([dark, page, data.length / 4]); };
image.src = 'data:image/png;base64,' + arguments[0];"""


def pixels(driver, left: float, top: float, right: float, bottom: float) -> list[int]:
    """[dark, of the page's colour, all] pixels in a rectangle of the screen (its coordinates the viewport's)."""
    y = driver.execute_script("return scrollY")
    box = [int(left), int(top), int(right - left), int(bottom - top)]
    if box[2] <= 0 or box[3] <= 0:
        return [0, 0, 0]
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"clip": {
        "x": box[0], "y": box[1] + y, "width": box[2], "height": box[3], "scale": 1}})
    return driver.execute_async_script(PIXELS, shot["data"], box)


def dark_pixels(driver, left: float, top: float, right: float, bottom: float) -> int:
    return pixels(driver, left, top, right, bottom)[0]


# between the header's bottom and the words of the columns' heads, across the columns, while the heads stick
UNDER_HEADER = """var header = document.querySelector('header').getBoundingClientRect(),
  heads = Array.from(document.querySelectorAll('table.side-by-side thead th')).filter(function (th) { return th.offsetWidth; }),
  words = document.createRange(); words.selectNodeContents(heads[1]);
  return [heads[0].getBoundingClientRect().right + 2, Math.floor(header.bottom),
          heads[heads.length - 1].getBoundingClientRect().right - 2, Math.floor(words.getBoundingClientRect().top) - 1,
          heads[1].getBoundingClientRect().top - header.bottom];"""


def test_the_sticky_column_heads_cover_what_scrolls_under_them(browser, site):
    """compare/law-64.html#64A1 at 1366x900: half a line of the 1997 text showed above "Польский, 1997" (the row
    between the header and the stuck heads); read at 20 places down the page."""
    screen(browser, 1366)
    open_page(browser, site, "compare/law-64.html?ui=ru#64A1")
    start, seen = browser.execute_script("return scrollY"), []
    for step in range(20):
        browser.execute_script("window.scrollTo(0, arguments[0])", start + 61 * step)
        left, top, right, bottom, gap = browser.execute_script(UNDER_HEADER)
        assert gap < 1, gap  # stuck under the header
        seen.append(dark_pixels(browser, left, top, right, bottom))
    assert not any(seen), seen


# the space between each Law's number and its title in the contents, where a link's underline would run under it
SPACES = """return Array.from(document.querySelectorAll('ol.laws a')).slice(0, arguments[0]).map(function (link) {
  var space = link.querySelector('.lawno').nextSibling, range = document.createRange();
  range.setStart(space, 0); range.setEnd(space, 1); var box = range.getBoundingClientRect();
  if (space.data[0] !== ' ') { return [0, 0, 0, 0]; }
  return [box.left + 1, box.top, box.right - 1, box.bottom]; });"""


def test_a_contents_links_underline_leaves_out_the_space_before_the_title(browser, site):
    """pl-2017 and ru-2017 contents: each title's underline began under the space before it ("1 _КОЛОДА")."""
    screen(browser, 1366)
    for page in ("pl-2017/index.html?ui=pl", "ru-2017/index.html?ui=ru"):
        open_page(browser, site, page)
        spaces = browser.execute_script(SPACES, 8)
        assert len(spaces) == 8 and all(right - left >= 1 for left, _, right, _ in spaces), spaces
        assert [dark_pixels(browser, *box) for box in spaces] == [0] * 8, page


# what a reference that leads nowhere opens: the open note's text, shown, and the control's description
OPEN_NOTE = """var open = Array.from(document.querySelectorAll(':popover-open')).filter(function (note) {
  return note.checkVisibility(); }).map(function (note) { return note.textContent; });
  var described = (arguments[0].getAttribute('aria-describedby') || '').split(' ').map(function (id) {
  var note = document.getElementById(id); return note ? note.textContent : ''; }).join(' ');
  return [open, described];"""


@pytest.mark.parametrize("page, words, why", [
    ("pl-1997/law-54.html?ui=pl", "przepis 24", "Nie znaleziono w tym wydaniu: Polski, 1997 obejmuje tylko przepisy 41–71; "
     "ten sam numer w Prawie z 2017 r. (przepis mógł się zmienić): Przepis 24 · Odkrycie karty lub wyjście w trakcie licytacji"),
    ("pl-2017/book-index.html?ui=pl", "70D3", "w pl-2017 nie ma 70D3 (jest w: cs-2007)")])
def test_a_reference_that_leads_nowhere_says_why_on_a_tap_and_by_keyboard(browser, site, page, words, why):
    """A Polish player's phone: the 1997 54C's "przepis 24" and the index's "70D3" (under "Wstrzymanie gry") are
    underlined, and a tap did nothing: why they lead nowhere was a title, which a phone never shows. A tap opens
    it, in the page's language, as Enter does; a screen reader hears it as the words' description."""
    screen(browser, PHONE)
    open_page(browser, site, page)
    control = [element for element in browser.find_elements("css selector", ".unresolved") if element.text == words][0]
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", control)
    assert browser.execute_script(OPEN_NOTE, control)[1] == why
    control.click()
    wait_for(lambda: browser.execute_script(OPEN_NOTE, control)[0] == [why])
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    wait_for(lambda: browser.execute_script(OPEN_NOTE, control)[0] == [])
    browser.execute_script("arguments[0].focus()", control)
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    wait_for(lambda: browser.execute_script(OPEN_NOTE, control)[0] == [why])


DIFFER_LINES = """return Array.from(document.querySelectorAll(
  "table.side-by-side:not([hidden]) tr[id='" + arguments[0] + "'] p.pairing.differences")).map(function (line) {
  return [line.closest('td').getAttribute('data-edition'), line.textContent]; });"""


def test_a_line_of_citations_that_differ_names_the_readers_edition_first(browser, site):
    """compare/law-16.html#16B3 read in Russian said "ссылки различаются: Польский, 2017: 12C1 · Русский, 2017: 12C"
    in the Russian cell, the Polish first, as the CLI names it only for a Polish anchor: in the cell of the reader's
    language, its edition first; elsewhere the row's edition first, as before (the Czech cell; a Polish reader)."""
    screen(browser, 1366)
    expected = {
        "ru": {"ru-2017": "ссылки различаются: Русский, 2017: 12C · Польский, 2017: 12C1",
               "cs-2007": "ссылки различаются: Польский, 2017: 12C1 · Чешский, 2007: 12C"},
        "pl": {"ru-2017": "odsyłacze różne: Polski, 2017: 12C1 · Rosyjski, 2017: 12C",
               "cs-2007": "odsyłacze różne: Polski, 2017: 12C1 · Czeski, 2007: 12C"},
        "cs": {"ru-2017": "odkazy se liší: Polština, 2017: 12C1 · Ruština, 2017: 12C",
               "cs-2007": "odkazy se liší: Čeština, 2007: 12C · Polština, 2017: 12C1"}}
    for ui, lines in expected.items():
        open_page(browser, site, f"compare/law-16.html?ui={ui}#16B3")
        assert dict(browser.execute_script(DIFFER_LINES, "16B3")) == lines, ui


def test_law_37s_title_is_shown_as_printed_with_its_reading_wherever_it_is_shown(site, out):
    """pl-2017 37's heading types "obowiązкови" in two alphabets (pl-2017.txt:920): its Law page says "obowiązкови
    [sic: obowiązkowi]", the Indeks's entry (:2553, the same letters) and the search's trail above 37A said the
    word bare."""
    flagged = "Licytacja wbrew obowiązкови [sic: obowiązkowi] pasowania"
    index = lxml_html.parse(str(site / "pl-2017/book-index.html"))
    entry = index.find(".//div[@id='index/pas/licytacja-wbrew-obowiązкови-pasowania']/span[@class='entry-term']")
    assert entry.text_content() == flagged
    found = json.loads(CliRunner().invoke(main, ["search", "37A", "-e", "pl-2017", "--json", "--out", str(out)]).output)
    assert found[0]["key"] == "37A" and found[0]["trail"] == f"37. {flagged}"


# each score table's box, as the screen shows it, its text's size beside the page's, and whether it is wider than it
BOXES = """return Array.from(document.querySelectorAll('div.scroll')).map(function (box) {
  var edge = box.getBoundingClientRect(), table = box.querySelector('table');
  return [edge.left, edge.top, edge.right, edge.bottom, box.scrollWidth > box.clientWidth + 1,
          parseFloat(getComputedStyle(table).fontSize), parseFloat(getComputedStyle(document.body).fontSize)]; });"""


@pytest.mark.parametrize("page", ["pl-2017/law-77.html?ui=pl", "ru-2017/law-77.html?ui=ru"])
def test_score_tables_read_at_the_texts_size_and_a_wide_one_shows_it_scrolls(browser, site, page):
    """A Polish player's phone, 200% zoom (390 px: 195 px of page): Law 77's tables were at 12.8 px against the text's
    16, and "Nadróbki" ran 9 px past its box, "wartość" cut off with nothing to say there was more. At the text's
    size; a table wider than its box shows a shade at the edge the rest is beyond (none where it fits)."""
    screen(browser, 195)
    open_page(browser, site, page)
    boxes = browser.execute_script(BOXES)
    assert len(boxes) == 9 and all(size == body for *_, size, body in boxes), boxes
    assert any(wide for *_, wide, _, _ in boxes)
    for number, (left, top, right, bottom, wide, _, _) in enumerate(boxes):
        browser.execute_script("document.querySelectorAll('div.scroll')[arguments[0]].scrollIntoView({block: 'center'})", number)
        left, top, right, bottom, *_ = browser.execute_script(BOXES)[number]
        _, plain, count = pixels(browser, right - 4, top + 2, right - 2, bottom - 2)  # its right edge
        assert (plain / count < 0.2) if wide else (plain / count > 0.5), (number, wide, plain, count)

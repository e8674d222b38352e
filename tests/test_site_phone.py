"""A Russian club player reading the site on a phone (the sixteenth review): footnotes and "cited by" are a
finger's target, and a way back from a footnote shows the lines above its marker; and again (the nineteenth, upright,
on its side, with large text): the slim line names the provision at the top, a phone on its side is a phone, a marker
returned to hides no letter, a recovered number says why on a tap."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.keys import Keys

from .test_site_browser import browser, open_page, screen, site, wait_for  # noqa: F401 (fixtures)

PHONE = 390  # the reviewer's phone, 390×844

SIZES = """return Array.from(document.querySelectorAll(arguments[0])).map(function (el) {
             var box = el.getBoundingClientRect(); return [box.width, box.height, el.textContent]; });"""


def test_footnotes_and_cited_by_are_a_fingers_target(browser, site):
    """Markers were 18×15 px, a footnote's "↩" 12×16 (two of them 5 px apart, labelled alike), the rows of
    "Ссылки сюда" 16 px high on a 21 px pitch: 24 px at least (WCAG 2.5.8)."""
    screen(browser, PHONE)
    open_page(browser, site, "ru-2017/law-64.html?ui=ru")
    markers = browser.execute_script(SIZES, "sup.fnref a")
    assert markers and all(w >= 24 and h >= 24 for w, h, _ in markers), markers
    backs = browser.execute_script(SIZES, "li#fn19 .back a")
    assert [text for _, _, text in backs] == ["↩ 64A1", "↩ 64A2"]  # cited twice: which provision each goes to
    assert all(w >= 24 and h >= 24 for w, h, _ in backs), backs
    labels = [a.get_attribute("aria-label") for a in browser.find_elements("css selector", "li#fn19 .back a")]
    assert labels == ["Назад к тексту: 64A1", "Назад к тексту: 64A2"]
    browser.execute_script("document.querySelectorAll('details.citedby').forEach(function (d) { d.open = true; })")
    rows = browser.execute_script(SIZES, "details.citedby li a")
    assert len(rows) > 3 and all(h >= 24 for _, h, _ in rows), rows[:5]


def test_a_one_digit_footnote_marker_is_a_fingers_target_too(browser, site):
    """Law 64's "19" was 27.7 px wide, a one-digit marker 21 px (every Czech one: Czech numbers its footnotes
    within each Law); the line keeps its height."""
    screen(browser, PHONE)
    open_page(browser, site, "cs-2007/law-16.html?ui=cs")
    markers = browser.execute_script(SIZES, "sup.fnref a")
    assert {text for _, _, text in markers} == {"1", "2"}, markers
    assert all(w >= 24 and h >= 24 for w, h, _ in markers), markers
    # each paragraph as tall with its markers' target size as with none (a line a marker stands in grew before)
    heights = browser.execute_script("""return Array.from(document.querySelectorAll('sup.fnref')).map(function (sup) {
        var p = sup.closest('p, li'), a = sup.querySelector('a'), sized = p.getBoundingClientRect().height;
        ['padding', 'margin', 'min-width', 'min-height'].forEach(function (name) {
          a.style.setProperty(name, name.indexOf('min') === 0 ? 'auto' : '0', 'important'); });
        var plain = p.getBoundingClientRect().height; a.removeAttribute('style'); return [sized, plain]; });""")
    assert heights and all(abs(sized - plain) < 0.5 for sized, plain in heights), heights


def test_back_from_a_footnote_shows_the_lines_above_its_marker(browser, site):
    """The marker landed at the screen's very top edge, the line above cut off."""
    screen(browser, PHONE)
    open_page(browser, site, "ru-2017/law-64.html?ui=ru#fn19")
    browser.find_element("css selector", "li#fn19 .back a").click()
    wait_for(lambda: browser.execute_script("return location.hash") == "#ref-fn19-1")
    top = browser.execute_script("return document.getElementById('ref-fn19-1').getBoundingClientRect().top")
    assert top >= 48, top  # two lines of the text above it at least


GAP_AFTER = """var marker = document.getElementById(arguments[0]), digits = document.createRange(),
                   next = document.createRange(), text = marker.parentNode.nextSibling;
               digits.selectNodeContents(marker.firstChild); next.setStart(text, 0); next.setEnd(text, 1);
               return [next.getBoundingClientRect().left - digits.getBoundingClientRect().right, text.data[0]];"""


def test_punctuation_follows_a_footnote_marker_without_a_gap(browser, site):
    """"игроком 19 , в конце", "rozgrywki 5 .": the page has no space there, the marker's padding drew one."""
    for page, marker, stop in (("ru-2017/law-64.html?ui=ru", "ref-fn19-1", ","),
                               ("pl-2017/law-16.html?ui=pl", "ref-fn5-1", ".")):
        screen(browser, PHONE)
        open_page(browser, site, page)
        for width in (PHONE, 1366):  # widened as a window is, where the page was opened again at each width
            screen(browser, width)
            gap, char = browser.execute_script(GAP_AFTER, marker)
            assert char == stop and gap < 1 and browser.execute_script("return innerWidth") == width, (width, page, gap)


WHERE = """var line = document.querySelector('.where-line'), box = line.getBoundingClientRect();
           return [getComputedStyle(line).display, line.textContent, box.top, box.bottom,
                   document.documentElement.scrollWidth - document.documentElement.clientWidth];"""


def test_deep_in_a_law_a_phone_says_which_law_and_provision(browser, site):
    """Law 40B3-B5 on a phone showed "3.", "(a)", "4." and nothing else: a slim line at the top says "Правило 40 ›
    B3a" once the Law's heading has left the screen, a provision jumped to lands below it, no sideways scroll;
    a wide screen keeps its sticky header instead."""
    screen(browser, PHONE)
    open_page(browser, site, "ru-2017/law-40.html?ui=ru")
    assert browser.execute_script(WHERE)[0] == "none"  # the heading says it
    browser.execute_script("window.scrollTo(0, 3000)")
    wait_for(lambda: browser.execute_script(WHERE)[0] == "block")
    shown, text, top, bottom, sideways = browser.execute_script(WHERE)
    assert text.startswith("Правило 40 › B") and top == 0 and bottom <= 32 and sideways == 0, (text, bottom)
    open_page(browser, site, "ru-2017/law-40.html?ui=ru#40B5a")
    wait_for(lambda: browser.execute_script(WHERE)[1] == "Правило 40 › B5a")
    landed = browser.execute_script("return document.getElementById('40B5a').getBoundingClientRect().top")
    assert landed >= browser.execute_script(WHERE)[3], landed
    screen(browser, 1366)
    open_page(browser, site, "ru-2017/law-40.html?ui=ru")
    browser.execute_script("window.scrollTo(0, 3000)")
    assert browser.execute_script(WHERE)[0] == "none"


def test_in_the_footnotes_a_phone_says_so(browser, site):
    """A regression sweep: a marker tapped, the footnotes on screen, the top line said "Pravidlo 16 › D2", the
    last provision; it says the footnotes, as their heading does."""
    screen(browser, PHONE)
    open_page(browser, site, "cs-2007/law-16.html?ui=cs")
    browser.execute_script("document.getElementById('ref-fn2-1').scrollIntoView()")
    wait_for(lambda: browser.execute_script(WHERE)[1].startswith("Pravidlo 16 › B"))
    browser.find_element("id", "ref-fn2-1").click()
    wait_for(lambda: browser.execute_script(WHERE)[:2] == ["block", "Pravidlo 16 › Poznámky"])


def test_the_slim_line_names_the_provision_read_at_the_top_not_a_third_down(browser, site):
    """The line said "Правило 45 › C2a" while 45C1 and 45C2 stood at the top (a third of the screen down, where the
    Law page had a rule of its own), and "› E" back from footnote 21 in 70D1: it names the row being read as every
    page reads it (`lawbaseReadingRow`), the deepest provision under the first line below the slim line."""
    screen(browser, PHONE)
    open_page(browser, site, "ru-2017/law-45.html?ui=ru")
    named = """var where = document.querySelector('.where-line'), key = '45' + where.textContent.split(' › ')[1];
               var line = where.getBoundingClientRect().bottom + parseFloat(getComputedStyle(document.body).lineHeight);
               var box = document.getElementById(key).getBoundingClientRect(); return [key, box.top, box.bottom, line];"""
    for top in (850, 1300):
        browser.execute_script("window.scrollTo(0, arguments[0])", top)
        wait_for(lambda: (lambda key, above, below, line: above <= line < below)(*browser.execute_script(named)))
        key, above, below, line = browser.execute_script(named)
        assert above <= line < below, (top, key, above, below, line)  # its text at the line
    for page, key in (("law-70.html?ui=ru#ref-fn21-2", "Правило 70 › D1"),
                      ("law-16.html?ui=ru#ref-fn5-1", "Правило 16 › B3")):
        open_page(browser, site, "ru-2017/" + page)  # back from a footnote: its marker's provision
        wait_for(lambda: browser.execute_script(WHERE)[1] == key)


def test_a_phone_on_its_side_reads_as_a_phone_upright(browser, site):
    """At 844×390 the wide layout's 81 px header stuck to the top and the first screen was all navigation (the
    steps with their titles, two lines): a short screen is a phone's, by its height too - the header scrolls away,
    the steps by number, the rule begins on the first screen, deep in the Law the slim line says where."""
    screen(browser, 844, height=390)
    open_page(browser, site, "ru-2017/law-45.html?ui=ru")
    first = browser.execute_script("return document.getElementById('45A').querySelector('p').getBoundingClientRect().top")
    assert first < 390 - 24, first  # a line of the rule on the first screen
    assert not any(step.is_displayed() for step in browser.find_elements("css selector", "nav.lawnav.top .step-title"))
    open_page(browser, site, "ru-2017/law-16.html?ui=ru#16C2")
    wait_for(lambda: browser.execute_script(WHERE)[:2] == ["block", "Правило 16 › C2"])
    header = browser.execute_script("return document.querySelector('header').getBoundingClientRect().bottom")
    landed, parent = browser.execute_script("return ['16C2', '16C'].map(function (id) {"
                                            " return document.getElementById(id).getBoundingClientRect().top; })")
    line = browser.execute_script(WHERE)[3]
    # right below the slim line: 16C's heading and lead-in where they fit above 16C2 (the twentieth review), else 16C2
    assert header <= 0 and line <= landed < 390 - 48, (header, landed)
    assert any(line <= top <= line + 16 for top in (parent, landed)), (line, parent, landed)  # a margin, no more
    assert browser.execute_script(WHERE)[4] == 0  # no sideways scrolling


PAINTED = """var a = document.getElementById(arguments[0]), s = getComputedStyle(a), box = a.getBoundingClientRect();
  var text = a.parentNode.previousSibling, after = a.parentNode.nextSibling;
  var before = document.createRange(), next = document.createRange();
  before.setStart(text, text.data.length - 1); before.setEnd(text, text.data.length);
  var start = after.data.search(/\\S/); next.setStart(after, start); next.setEnd(after, start + 1);
  var clip = s.backgroundClip === 'content-box';
  var ring = s.outlineStyle === 'none' ? 0 : parseFloat(s.outlineOffset) + parseFloat(s.outlineWidth);
  var painted = [clip ? box.left + parseFloat(s.paddingLeft) : box.left,
                 clip ? box.right - parseFloat(s.paddingRight) : box.right];
  if (ring) { painted = [Math.min(painted[0], box.left - ring), Math.max(painted[1], box.right + ring)]; }
  return [painted, before.getBoundingClientRect().right, next.getBoundingClientRect().left, s.backgroundColor];"""


def test_a_marker_returned_to_is_marked_without_covering_the_letters_beside_it(browser, site):
    """Back from footnote 21 the marked box of its marker in 70D1 (its padding a finger's target, its margins
    negative to keep the line) was painted over the last letter of "нормальная": "нормальна[21] линия". Marked
    and focused, what is painted stays between the letters either side; without the focus it is still marked."""
    screen(browser, PHONE)
    for page, marker in (("ru-2017/law-70.html?ui=ru#ref-fn21-2", "ref-fn21-2"),
                         ("ru-2017/law-16.html?ui=ru#ref-fn5-1", "ref-fn5-1")):
        open_page(browser, site, page)
        for focused in (True, False):
            if not focused:
                browser.execute_script("document.activeElement.blur()")
            wait_for(lambda: browser.execute_script(PAINTED, marker)[3] != "rgba(0, 0, 0, 0)")  # (turning to the mark's)
            (left, right), letter_before, letter_after, _ = browser.execute_script(PAINTED, marker)
            assert letter_before <= left + 0.5 and right <= letter_after + 0.5, \
                (page, focused, left, right, letter_before, letter_after)


NOTE = """var mark = document.getElementById(arguments[0]).querySelector('button.recovered'), box = mark.getBoundingClientRect();
          var note = document.getElementById(mark.getAttribute('popovertarget')), at = note.getBoundingClientRect();
          return [note.matches(':popover-open'), note.textContent, box.width, box.height, at.left >= 0 && at.right <= innerWidth
                  && at.top >= 0 && at.bottom <= innerHeight, document.activeElement === mark];"""


def test_a_recovered_number_says_why_on_a_tap_and_by_keyboard(browser, site):
    """ru-2017 25A1 shows "- [25A1*]" (the source printed "-"); what lawbase read was said only in a title, which a
    touch screen never shows: a tap on the mark did nothing. The mark opens it, in the page's language, on screen;
    Escape closes it, and the keyboard opens it again."""
    screen(browser, PHONE)
    open_page(browser, site, "ru-2017/law-25.html?ui=ru#25A1")
    browser.execute_script("document.getElementById('25A1').querySelector('.recovered').click()")
    opened, said, width, height, on_screen, _ = browser.execute_script(NOTE, "25A1")
    assert opened and said == "номер восстановлен lawbase: 25A1; в источнике: -" and on_screen, (said, on_screen)
    assert width >= 24 and height >= 24, (width, height)
    browser.switch_to.active_element.send_keys(Keys.ESCAPE)
    assert browser.execute_script(NOTE, "25A1")[0] is False
    browser.execute_script("document.getElementById('25A1').querySelector('.recovered').focus()")
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    assert browser.execute_script(NOTE, "25A1")[0]


STARTS = """var others = document.querySelector('nav.lawnav.top .others'), label = document.createRange();
  label.selectNodeContents(others.firstChild);
  return Array.from(others.querySelectorAll('a')).map(function (a) {
    var words = document.createRange(); words.selectNodeContents(a); var box = words.getBoundingClientRect();
    return [box.left, box.top]; }).concat([[label.getBoundingClientRect().left, label.getBoundingClientRect().top]]);"""


def test_a_jump_within_the_page_the_other_editions_and_the_trail_on_a_phone(browser, site):
    """Cosmetics a Russian player met: a jump within Law 45 to its section E put the label "Правило 45E, ru-2017" 13 px
    up, under the slim line (a section's heading margin no longer ran through its top once labelled); "Другие
    издания:" wrapped its links a padding's width in from the line's start; the trail's links were 16 px high."""
    screen(browser, PHONE)
    open_page(browser, site, "ru-2017/law-45.html?ui=ru")
    for key in ("45E", "45C4b"):
        browser.execute_script("location.hash = arguments[0]", key)
        wait_for(lambda: browser.execute_script(WHERE)[1] == "Правило 45 › " + key[2:])
        label = browser.execute_script("return document.getElementById(arguments[0]).querySelector('.target-key')"
                                       ".getBoundingClientRect().top", key)
        assert label >= browser.execute_script(WHERE)[3], (key, label)
    open_page(browser, site, "ru-2017/law-16.html?ui=ru")
    *links, (start, line) = browser.execute_script(STARTS)
    wrapped = [left for left, top in links if top > line + 5]
    assert wrapped and all(abs(left - start) < 0.5 for left in wrapped), (start, links)
    trail = browser.execute_script(SIZES, "ol.crumbs a")
    assert len(trail) == 2 and all(h >= 24 for _, h, _ in trail), trail


def test_a_page_printed_deep_in_it_leaves_out_the_slim_lines(browser, site):
    """A Law page and a comparison printed after reading down them put the slim line ("Pravidlo 20 › F5b", "‹ Laws
    Search EN ▾ Columns ▾") at the top of every sheet, over the print's own header (a regression sweep, 2026-11-28):
    paper has no screen to stay on."""
    screen(browser, PHONE)
    try:
        for page, line in (("cs-2007/law-20.html?ui=cs", ".where-line"), ("compare/law-20.html?ui=cs", "nav.compare-line")):
            open_page(browser, site, page)
            browser.execute_script("window.scrollTo(0, 4000)")
            shown = "return getComputedStyle(document.querySelector(arguments[0])).display"
            wait_for(lambda: browser.execute_script(shown, line) != "none")
            browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
            assert browser.execute_script(shown, line) == "none", page
            browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})



TRAIL = """var items = Array.from(document.querySelectorAll('ol.crumbs li')), last = items[items.length - 1];
var box = last.getBoundingClientRect();
return [last.textContent, last.scrollWidth - last.clientWidth, Math.round(box.right), innerWidth,
        document.documentElement.scrollWidth - innerWidth];"""


@pytest.mark.parametrize("width, height", [(360, 740), (375, 667), (412, 915)])
@pytest.mark.parametrize("text", [1, 1.5, 2])
def test_the_trail_never_cuts_the_pages_own_name_on_a_small_phone_with_large_text(browser, site, width, height, text):
    """"Przepis 1…": at 360×740 with the phone's text at 150% the trail cut the page's own name after the edition's
    title had shrunk to nothing (and at 200% the page scrolled sideways); the title gives way, the name stays whole,
    on a line of its own under "lawbase" where the two do not fit side by side."""
    screen(browser, width, height=height)
    for page, name in (("pl-2017/law-16.html?ui=pl", "Przepis 16"), ("ru-2017/law-16.html?ui=ru", "Правило 16")):
        open_page(browser, site, page)
        browser.execute_script("var root = document.documentElement.style; root.fontSize = root.webkitTextSizeAdjust = "
                               "arguments[0]", f"{text * 100}%")  # the phone's text size setting
        said, cut, right, wide, sideways = browser.execute_script(TRAIL)
        assert (said, cut, sideways) == (name, 0, 0) and right <= wide, (page, said, cut, right, wide, sideways)


BACK_BESIDE_TEXT = """return Array.from(document.querySelectorAll('ol.footnotes-list > li')).map(function (li) {
    var back = li.querySelector('.back a').getBoundingClientRect(), words = document.createRange();
    var text = Array.from(li.querySelector('p').childNodes).filter(function (node) { return node.nodeType === 3; }).pop();
    words.selectNodeContents(text);
    var last = Array.from(words.getClientRects()).pop(), middle = back.top + back.height / 2;
    return [li.id, middle >= last.top && middle <= last.bottom]; });"""


def test_a_footnotes_way_back_ends_its_last_line(browser, site):
    """A Czech player's review (25): each note of Law 16 on a 390 px phone was followed by a lone "↩" on a line of its
    own, a gap as tall as two lines between the notes; the way back stands after the note's last word."""
    screen(browser, PHONE)
    open_page(browser, site, "cs-2007/law-16.html?ui=cs#fn2")
    placed = browser.execute_script(BACK_BESIDE_TEXT)
    assert len(placed) == 2 and all(beside for _, beside in placed), placed

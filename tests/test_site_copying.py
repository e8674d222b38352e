"""A laws committee copying from the Law pages into its drafts, and printing them (the nineteenth review): a copy
holds the provisions' text alone, in Chromium's own copy of a reader's selection, read back from the clipboard; a
selection inside what the site says around the text (what cites a provision, a notice) copies that (2026-11-28)."""

from __future__ import annotations

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from lawbase.ui_strings import strings

from .test_site_browser import DESKTOP, browser, open_page, screen, site  # noqa: F401 (fixtures)

NOTHING = "(nothing copied)"


def copied(driver, selector: str, until: str = "") -> str:
    """What a reader's selection of an element's contents (`until`: on to the end of another) puts on the clipboard:
    the selection made, Ctrl+C pressed (Chromium copies as for a reader), the clipboard read back; NOTHING where no
    copy happened."""
    driver.execute_cdp_cmd("Browser.grantPermissions", {"permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    driver.execute_async_script("navigator.clipboard.writeText(arguments[0]).then(arguments[1])", NOTHING)
    driver.execute_script("var range = document.createRange(); range.selectNodeContents(document.querySelector(arguments[0]));"
                          "if (arguments[1]) { range.setEndAfter(document.querySelector(arguments[1])); }"
                          "getSelection().removeAllRanges(); getSelection().addRange(range);", selector, until)
    ActionChains(driver).key_down(Keys.CONTROL).send_keys("c").key_up(Keys.CONTROL).perform()
    return driver.execute_async_script("var done = arguments[0];"
                                       "navigator.clipboard.readText().then(done, function (e) { done('refused: ' + e); });")


def test_a_section_copied_from_a_law_page_is_its_text_alone(browser, site, graph):
    """pl-2017 73A selected and copied: its heading, then "Powołują się (4)" (the collapsed list of what cites it),
    then its text. The copy is the heading and the provisions' lines, as the graph holds them."""
    screen(browser, DESKTOP)
    open_page(browser, site, "pl-2017/law-73.html?ui=pl")
    section = graph.by_key[("pl-2017", "73A")]
    wanted = [f"{section['marker']} {section['title']}"] + [
        f"{part['marker']} {part['text'].strip()}" for part in graph.children[section["id"]]]
    assert [line for line in copied(browser, "section[id='73A']").split("\n") if line] == wanted


def test_what_cites_a_provision_and_an_amended_laws_notice_copy_as_selected(browser, site, graph):
    """Since the nineteenth session the parts around a Law's text could not be selected at all: a reader copying the
    keys citing pl-2017 73A, or the notice that Law 73 is the 2024 text, got nothing. A selection made inside them
    copies what it holds; one spanning the text (from that list on, the list open) still the text alone."""
    screen(browser, DESKTOP)
    open_page(browser, site, "pl-2017/law-73.html?ui=pl")
    browser.execute_script("document.querySelector(\"section[id='73A'] details.citedby\").open = true")
    citing = copied(browser, "section[id='73A'] details.citedby ul")
    assert citing.startswith("Przepis 73B · ") and "→" not in citing, citing  # the provisions' list alone
    assert "→ 73A2" in copied(browser, "section[id='73A'] details.citedby")  # and the index's entries
    notice = browser.find_element("css selector", "article.law > .amended-note").text
    assert "2024" in notice and copied(browser, "article.law > .amended-note") == notice
    section = graph.by_key[("pl-2017", "73A")]
    wanted = [f"{part['marker']} {part['text'].strip()}" for part in graph.children[section["id"]]]
    spanning = copied(browser, "section[id='73A'] details.citedby", until="section[id='73A']")
    assert [line for line in spanning.split("\n") if line] == wanted


def test_a_whole_law_copied_holds_no_words_of_the_interface(browser, site):
    """Law 64 selected from its title to its footnotes: its text and footnotes, none of the navigation, the list of
    sections, "cited by" or a footnote's ways back to its markers."""
    screen(browser, DESKTOP)
    open_page(browser, site, "pl-2017/law-64.html?ui=pl")
    text = copied(browser, "article.law")
    assert text.startswith("Przepis 64 Postępowanie po uprawomocnieniu fałszywego renonsu\n") and "Dla celów niniejszego przepisu" in text
    words = strings("pl")
    for said in (words["cited_by"], words["previous"], words["next"], words["other_editions"], words["in_this_law"],
                 words["compare"], "↩"):
        assert said not in text, said


def test_a_footnote_marker_copies_as_show_prints_it_and_looks_as_before(browser, site):
    """pl-2017 64A copied read "Wykraczający wziął lewę19," (the marker's digits glued to the word); `show` prints
    "lewę[19]". The copy says it so, the footnote itself "[19] Dla celów…"; the page shows the marker as before:
    its brackets take no room."""
    screen(browser, DESKTOP)
    open_page(browser, site, "pl-2017/law-64.html?ui=pl")
    text = copied(browser, "section[id='64A']")
    assert "1. Wykraczający wziął lewę[19], w której" in text and "nie wziął lewy[19], w której" in text
    assert copied(browser, "li[id='fn21']").startswith("[19] Dla celów niniejszego przepisu lewa wzięta w dziadku")
    brackets = browser.execute_script("""return Array.from(document.querySelectorAll('.law-text .copy-only')).map(
        function (b) { return [b.textContent, b.getBoundingClientRect().width]; });""")
    assert sorted({tuple(bracket) for bracket in brackets}) == [("[", 0), ("[19] ", 0), ("]", 0)] and len(brackets) == 5, brackets
    widths = browser.execute_script("""return Array.from(document.querySelectorAll('sup.fnref')).map(function (sup) {
        return [sup.getBoundingClientRect().width, sup.querySelector('a').getBoundingClientRect().width]; });""")
    assert widths and all(abs(sup - number) < 0.5 for sup, number in widths), widths


def test_a_printed_law_page_leaves_out_the_footnotes_ways_back(browser, site):
    """Law 64 printed: footnote 19 ended "↩ 64A1 ↩ 64A2", links back to its markers, on paper; its text stays."""
    screen(browser, DESKTOP)
    open_page(browser, site, "pl-2017/law-64.html?ui=pl")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    note = browser.find_element("css selector", "li[id='fn21']")
    assert "Dla celów niniejszego przepisu" in note.text and "↩" not in note.text, note.text
    assert not any(back.is_displayed() for back in note.find_elements("css selector", ".back a"))


def test_a_footnote_copied_from_a_comparison_says_its_number_as_the_law_page_does(browser, site):
    """The pl-2017 cell of row 64A1 on the comparison: its marker and its footnote, read with the text, copied as
    `compare` prints them ("lewę[19]", "[19] Dla celów…"), not "lewę19" and "19 Dla celów…"."""
    screen(browser, DESKTOP)
    open_page(browser, site, "compare/law-64.html?ui=pl")
    text = copied(browser, "tr[id='64A1'] td[data-edition='pl-2017']")
    assert "Wykraczający wziął lewę[19], w której" in text and "\n[19] Dla celów niniejszego przepisu" in text, text

"""Every page speaks the reader's language: a page that spans languages in the one chosen (`?ui=`), a page of an
edition its controls in it and its text in its own; no English interface string left inside either (the eighteenth session: about.html stayed
English for a reader who had chosen Polish, Czech or Russian elsewhere)."""

from __future__ import annotations

import re

import pytest

from lawbase.ui_strings import strings

from .test_site_browser import PAGES, browser, open_page, screen, site, wait_for  # noqa: F401 (fixtures)

SPANNING = {"home", "comparison", "comparisons", "glossary", "search", "about"}  # said in the reader's language
# each element's own text and the attributes a reader or a screen reader meets, outside what is English on purpose
# (the README, an English term beside its translation, "English" in the language choice) and what only a browser
# without script shows (`noscript`: there every page spanning languages is English)
SAID = """var out = [];
function english(el) { var marked = el.closest('[lang]'); return marked !== document.documentElement && marked.lang === 'en'; }
document.querySelectorAll('body *:not(script, noscript)').forEach(function (el) {
  if (english(el)) { return; }
  var own = Array.from(el.childNodes).filter(function (n) { return n.nodeType === 3; })
    .map(function (n) { return n.data; }).join('').replace(/\\s+/g, ' ').trim();
  if (own) { out.push(own); }
  ['title', 'aria-label', 'placeholder', 'data-label', 'data-template'].forEach(function (name) {
    if (el.hasAttribute(name)) { out.push(el.getAttribute(name)); }
  });
});
return [document.documentElement.lang, document.title, out];"""


def english_strings(language: str) -> list[tuple[str, re.Pattern, bool]]:
    """The English interface strings the language says otherwise, as patterns ({names} anything): each whole, or
    within a longer text where its words are enough to tell (12 letters and more); a string of fewer than four
    letters of its own ("{name}", "Law") tells nothing."""
    english, own = strings("en").table, strings(language).table
    found = []
    for key, text in english.items():
        words = re.sub(r"\{\w+\}", "", text)
        letters = sum(char.isalpha() for char in words)
        if own[key] == text or letters < 4:
            continue
        pattern = re.compile(r"(?<!\w)" + ".+?".join(map(re.escape, re.split(r"\{\w+\}", text))) + r"(?!\w)")
        found.append((key, pattern, letters >= 12))
    return found


def with_ui(page: str, language: str) -> str:
    address = re.sub(r"([?&])ui=\w+", rf"\1ui={language}", page)
    if "ui=" not in address:
        address = address.replace("#", f"?ui={language}#", 1) if "#" in address else f"{address}?ui={language}"
    return address


def english_left(kind: str, said: list[str], patterns) -> list[tuple[str, str, str]]:
    return [(kind, key, text[:80]) for text in said for key, pattern, within in patterns
            if pattern.fullmatch(text) or (within and pattern.search(text))]


@pytest.mark.parametrize("language", ["pl", "cs", "ru"])
def test_every_page_spanning_languages_speaks_the_readers_language_and_no_english(browser, site, language):
    screen(browser, 1366)
    patterns = english_strings(language)
    left = []
    for kind in [kind for kind in PAGES if kind in SPANNING]:
        open_page(browser, site, with_ui(PAGES[kind], language))
        said_in, title, texts = browser.execute_script(SAID)
        assert said_in == language, (kind, said_in)
        left += english_left(kind, [title] + texts, patterns)
    assert left == [], left


def test_every_page_of_an_edition_keeps_its_language_its_controls_the_readers_and_no_english(browser, site):
    """A page of an edition keeps its own language (its `lang`, its text), and says its controls in the reader's
    (until 2026-11-29 in its own whatever the reader chose: both directors of the twenty-fourth review navigated a
    Polish page in Polish after choosing Russian): each page is opened once, asked in another of the three languages
    in turn, and checked for its search button in that language and for the English strings any of them says
    otherwise, where it was opened once a language."""
    screen(browser, 1366)
    patterns = [pattern for language in ("pl", "cs", "ru") for pattern in english_strings(language)]
    editions = [kind for kind in PAGES if kind not in SPANNING]
    left = []
    for number, kind in enumerate(editions):
        own = re.search(r'<html lang="(\w+)"', (site / PAGES[kind].split("#")[0]).read_text(encoding="utf-8")).group(1)
        asked = [language for language in ("pl", "cs", "ru") if language != own][number % 2]
        open_page(browser, site, with_ui(PAGES[kind], asked))
        wait_for(lambda: browser.execute_script("return !!window.lawbaseSaid"))
        said_in, title, texts = browser.execute_script(SAID)
        button = browser.find_element("css selector", "header form button")
        assert said_in == own and (button.text, button.get_attribute("lang")) == (strings(asked)["search"], asked), (
            kind, asked, said_in, button.text)
        left += english_left(kind, [title] + texts, patterns)
    assert len(editions) == 8 and left == [], left


KEPT = """return [sessionStorage.getItem('lawbase.ui.chosen'),
    Array.from(document.querySelectorAll('form[role=search] input[name=ui]')).map(function (input) { return input.value; })];"""


@pytest.mark.parametrize("asked, kept", [("de", None), ("xx", None), ("cs", "cs")])
def test_an_editions_page_keeps_only_a_language_the_site_speaks(browser, site, asked, kept):
    """pl-2017/law-16.html?ui=de kept "de" as the reader's choice and sent it with every search from the page (an
    edition's page took any two letters); a language the site has no strings for falls back as elsewhere: not kept,
    the page's own language sent."""
    screen(browser, 1366)
    open_page(browser, site, "pl-2017/law-16.html?ui=pl")
    browser.execute_script("sessionStorage.removeItem('lawbase.ui.chosen')")
    open_page(browser, site, f"pl-2017/law-16.html?ui={asked}")
    chosen, sent = browser.execute_script(KEPT)
    browser.execute_script("sessionStorage.removeItem('lawbase.ui.chosen')")  # the tab as the other tests find it
    assert chosen == kept and sent == [kept or "pl"], (chosen, sent)

"""The reader's guide: a page per interface language, in that language, true to the site it describes
(its example searches find what they promise, its names for the comparison's relations are the page's)."""

from __future__ import annotations

import re

import pytest
from lxml import html as lxml_html

import lawbase
from lawbase.errors import LawbaseError
from lawbase.site import guide
from lawbase.ui_strings import languages, strings

from .test_site_browser import browser, open_page, screen, site  # noqa: F401 (fixtures)

RELATIONS = ("same", "moved", "changed", "split", "merged", "none")
LOOKALIKES = str.maketrans("АВСЕНКМОРТХаес", "ABCEHKMOPTXaec")


def guide_page(site, language: str):
    return lxml_html.parse(str(site / strings(language)["guide_page"])).getroot()


@pytest.mark.parametrize("language", languages())
def test_each_language_has_a_guide_said_in_it(site, language):
    page = guide_page(site, language)
    words = strings(language)
    assert page.get("lang") == language
    assert page.findtext(".//main/h1") == words["guide"]
    assert [element.tag for element in page.iterfind(".//main//*[@lang]")] == []  # no passage in another language
    assert len(page.findall(".//main/h2")) >= 5


@pytest.mark.parametrize("language", languages())
def test_the_guide_names_the_relations_as_the_comparison_pages_do(site, language):
    text = guide_page(site, language).find(".//main").text_content().lower()
    words = strings(language)
    missing = [name for name in RELATIONS if words[f"relation_{name}"].lower() not in text]
    assert missing == []
    assert words["weak_evidence"].split(" (")[0].lower() in text


def typed_keys(example: str) -> list[str]:
    """The keys an example types (`Правило 16С2` -> 16C2, `12C1(b)` -> 12C1b, `16 C 2` -> 16C2)."""
    found = re.findall(r"\d+(?:\s?[A-ZА-Я]\s?\d*(?:\(?[a-z]\)?)?)?", example)
    return [re.sub(r"[\s()]", "", key).translate(LOOKALIKES) for key in found]


@pytest.mark.parametrize("language", languages())
def test_every_example_search_of_the_guide_finds_what_it_promises(site, built_out, language):
    """The examples of the search list: a key lists that provision, words and phrases list something."""
    search_list = guide_page(site, language).find(".//main/ul")
    examples = [code.text for code in search_list.iter("code") if code.text not in ("*", "/")]
    assert len(examples) >= 8
    for example in examples:
        hits = lawbase.search(example, out=built_out[0])
        assert hits, example
        keys = [hit["key"] for hit in hits]
        assert all(key in keys for key in typed_keys(example)), (example, keys)


def test_a_language_without_a_guide_stops_the_build_naming_the_file_to_add(tmp_path, monkeypatch):
    monkeypatch.setattr(guide, "GUIDE_DIR", tmp_path)
    with pytest.raises(LawbaseError, match=r"no reader's guide for 'pl' \(add .*pl\.md\)"):
        guide.guide_text("pl")


def test_the_home_page_and_an_edition_lead_to_the_guide_in_the_readers_language(browser, site):
    screen(browser, 1366)
    open_page(browser, site, "index.html?ui=cs")
    link = browser.find_element("css selector", "a[data-ui-href]")
    assert link.text == strings("cs")["guide"] and link.get_attribute("href").endswith("/guide-cs.html")
    open_page(browser, site, "index.html?ui=en")
    assert browser.find_element("css selector", "a[data-ui-href]").get_attribute("href").endswith("/guide-en.html")
    open_page(browser, site, "ru-2017/index.html")
    browser.find_element("css selector", "p.guide-link a").click()
    assert browser.execute_script("return document.documentElement.lang") == "ru"
    assert browser.find_element("css selector", "main h1").text == strings("ru")["guide"]


@pytest.mark.parametrize("language", languages())
def test_the_guide_shows_the_marks_as_the_site_prints_them(site, language):
    """Director's review: the guides said the recovered number's "*" explains itself on hover; the site
    prints the key after the number (`- [22A*]`), and the notes' `[2017: 16C]` was not explained. Each
    guide's example of a recovered key stands so on the Law page, and its notes' example in the notes."""
    codes = [code.text for code in guide_page(site, language).iter("code")]
    recovered = [code for code in codes if re.fullmatch(r"\S+ \[\w+\*\]", code or "")]
    assert recovered, codes
    printed, key = recovered[0][:-1].split(" [")
    law = re.match(r"\d+", key).group()
    pages = [site / edition / f"law-{law}.html" for edition in ("pl-2017", "cs-2007", "ru-2017")]
    assert any(f"{printed}</a><span" in page.read_text(encoding="utf-8") and f">[{key}]</button>" in
               page.read_text(encoding="utf-8") for page in pages if page.exists()), recovered
    assert "[2017: 16C]" in codes and "[2017: —]" in codes
    notes = "".join(page.read_text(encoding="utf-8") for page in (site / "pl-notes").glob("law-*.html"))
    assert "> [2017: 16C]</span>" in notes and "> [2017: —]</span>" in notes
    text = guide_page(site, language).find(".//main").text_content()
    assert not re.search(r"po wskazaniu|najetí na|наведите|point at the star", text)

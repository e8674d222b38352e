"""A Polish tournament director reading the site on a phone, offline (the twenty-second review): a footnote is
named by what the source prints, the 1997 chapter keeps its items' titles on lines of their own, a superseded
text says so in the results, the edition chosen is kept, a year beside a key picks its edition."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from .test_site_browser import browser, open_page, screen, site, wait_for  # noqa: F401 (fixtures)

MANIFEST = Path(__file__).resolve().parents[1] / "corpus" / "editions.toml"

PHONE = 390  # the reviewer's phone, 390×844

LISTED = """var number = 0;
  return Array.from(document.querySelectorAll('ol.footnotes-list > li')).map(function (li) {
    number = li.hasAttribute('value') ? +li.getAttribute('value') : number + 1;
    var marker = getComputedStyle(li, '::marker').content, cited = document.querySelector('a[href="#' + li.id + '"]');
    return [cited.textContent, marker === 'normal' ? number + '.' : JSON.parse(marker).trim()]; });"""


@pytest.mark.parametrize("page", ["pl-2017/law-20.html?ui=pl", "pl-2017/law-18.html?ui=pl",
                                  "pl-2017/law-78.html?ui=pl"])
def test_a_footnote_is_listed_by_the_sign_its_marker_prints(browser, site, page):
    """Law 20's "[†]" note (pl-2017.txt:670) was listed as "8.", after the notes 6 and 7: the book's footnote 8
    is another, in Law 31 (:845)."""
    screen(browser, PHONE)
    open_page(browser, site, page)
    listed = browser.execute_script(LISTED)
    assert listed and all(name in (cited + ".", cited) for cited, name in listed), listed
    assert any(cited == "†" for cited, _ in listed), listed


FIRST_LINES = """return Array.from(document.querySelectorAll(arguments[0])).map(function (part) {
    return part.innerText.split('\\n').filter(function (line) { return line.trim(); })[0].trim(); });"""


@pytest.mark.parametrize("page, parts, first", [
    ("pl-1997/law-57.html?ui=pl", "[id=\"57A1\"], [id=\"57A2\"], [id=\"57A3\"]", ["1. Najwyższa karta", "2. Najniższa karta",
                                                           "3. Karta innego koloru"]),
    ("pl-2017/law-86.html?ui=pl", "[id=\"86B1\"]", ["1. Uzyskano jeden wynik"]),
])
def test_an_items_title_stands_on_a_line_of_its_own_as_printed(browser, site, page, parts, first):
    """"1. Najwyższa karta nakazać partnerowi…": the title ran into the text (pl-1997-chapter6.txt:256-257 prints
    them on two lines, pl-2017.txt:2017-2019 too)."""
    screen(browser, PHONE)
    open_page(browser, site, page)
    assert browser.execute_script(FIRST_LINES, parts) == first


CARDS = """return Array.from(document.querySelectorAll('li.hit')).map(function (hit) {
    var replaced = hit.querySelector('.hit-superseded');
    return [hit.querySelector('.hit-edition').title, replaced && replaced.checkVisibility() ? replaced.textContent : '']; });"""


def test_a_superseded_texts_hit_says_so_on_its_card(browser, site):
    """"dziadek dotknal karty": #3 was 45F of the 1997 chapter with the same grey badge as the 2017 hits and no word
    that its rule was replaced (its Law page says "Prawo z 1997 r., zastąpione Prawem z 2017 r.")."""
    screen(browser, PHONE)
    open_page(browser, site, "search.html?q=dziadek+dotknal+karty&ui=pl")
    wait_for(lambda: browser.execute_script("return document.querySelectorAll('li.hit').length") > 10)
    cards = browser.execute_script(CARDS)
    assert any(edition == "pl-1997" for edition, _ in cards[:5]), cards
    for edition, replaced in cards:
        assert replaced == ("" if edition in ("pl-2017", "ru-2017") else "tekst zastąpiony Prawem z 2017 r."), (edition, replaced)


@pytest.mark.parametrize("ui, badge, contents", [
    ("cs", "text nahrazen Pravidly 2017", ("cs-2007", "Pravidla 2007 · úplný text · nahrazená Pravidly 2017")),
    ("pl", "tekst zastąpiony Prawem z 2017 r.", ("pl-1997", "Prawo z 1997 r. · jeden rozdział · zastąpione Prawem z 2017 r.")),
    ("ru", "текст заменён Кодексом 2017 года", None)])  # (no Russian text was replaced)
def test_a_superseded_hits_badge_agrees_with_what_it_qualifies(browser, site, ui, badge, contents):
    """"Čeština, 2007 nahrazena Pravidly 2017": a hit's badge took the contents page's "nahrazena", which agrees
    with "Pravidla 2007" there and here with the edition's name ("Čeština"), not with the hit's text; the contents
    page keeps its own form."""
    screen(browser, PHONE)
    open_page(browser, site, f"search.html?q=16C2&ui={ui}")
    wait_for(lambda: browser.execute_script("return document.querySelectorAll('li.hit').length") > 2)
    cards = dict(browser.execute_script(CARDS))
    assert cards["cs-2007"] == badge, cards
    if contents:  # a contents page is in its edition's language: its "nahrazena" agrees with "Pravidla 2007"
        edition, facts = contents
        open_page(browser, site, f"{edition}/index.html?ui={ui}")
        assert facts in browser.find_element("tag name", "main").text


def test_the_edition_chosen_on_the_search_page_goes_with_a_search_from_a_law_page(browser, site):
    """Chosen "Polski, 2017" (&edition=pl-2017), a search typed in a Law page's header box went back to every
    edition: the Czech, Russian and 1997 hits came back."""
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import Select

    screen(browser, PHONE)
    open_page(browser, site, "search.html?q=renons&ui=pl")
    Select(browser.find_element("id", "edition")).select_by_value("pl-2017")
    wait_for(lambda: "edition=pl-2017" in browser.current_url)
    open_page(browser, site, "pl-2017/law-9.html?ui=pl")
    box = browser.find_element("css selector", "header input[type=search]")
    box.clear()
    box.send_keys("dziadek", Keys.ENTER)
    wait_for(lambda: "search.html" in browser.current_url and
             browser.execute_script("return document.querySelectorAll('li.hit').length") > 5)
    assert "edition=pl-2017" in browser.current_url, browser.current_url  # (ui: the language the tab chose last)
    assert browser.find_element("id", "edition").get_attribute("value") == "pl-2017"
    editions = browser.execute_script("var badges = document.querySelectorAll('li.hit .hit-edition');"
                                      "sessionStorage.removeItem('lawbase.filters');"  # the tab's next tests chose none
                                      "return Array.from(badges).map(function (badge) { return badge.title; });")
    assert set(editions) == {"pl-2017"}, editions


def test_a_card_names_the_2017_laws_one_way(browser, site):
    """"p. 16C2": the Czech 16D2's card said "inny przepis niż 16C2 Prawa z 2017 r. (tu: 16D2)" on the card above and
    "odpowiednik: pl-2017 16C2", the edition's id, on its own."""
    screen(browser, PHONE)
    open_page(browser, site, "search.html?q=p.+16C2&ui=pl")
    wait_for(lambda: browser.execute_script("return document.querySelectorAll('li.hit').length") >= 4)
    notes = browser.execute_script("return Array.from(document.querySelectorAll('li.hit p.via')).map(function (p) {"
                                   "  return p.textContent; });")
    assert "inny przepis niż 16C2 Prawa z 2017 r.; w Prawie z 2007 r. to przepis 16D2 (Czeski, 2007)" in notes and "odpowiednik: 16C2 Prawa z 2017 r." in notes
    assert not any("pl-2017" in note for note in notes), notes


@pytest.mark.parametrize("typed, editions", [("45C3 1997", ["pl-1997"]), ("45C3 2017", ["pl-2017", "ru-2017"]),
                                             ("45C3 2007", ["cs-2007"])])
def test_a_year_beside_a_key_picks_the_editions_of_that_year(out, typed, editions):
    """"45C3 1997" listed 45C3 of all four editions, then the index and the 2017 preface (they say "1997")."""
    from lawbase.query import search

    assert [(hit["edition"], hit["key"]) for hit in search(typed, limit=20, out=out)] == [(e, "45C3") for e in editions]


def test_a_year_beside_a_key_its_edition_lacks_says_so_as_its_id_does(out):
    from lawbase.query import search_response

    assert search_response("16C2 1997", out=out)["missing"] == search_response("16C2 pl-1997", out=out)["missing"]


@pytest.mark.parametrize("typed, law", [("zgloszenie lew", "68"), ("ogladanie lew", "66")])
def test_the_everyday_words_for_a_laws_title_find_it_first(out, typed, law):
    """"zgloszenie lew" put Law 68 ("Deklaracja lub zrzeczenie się lew") first at #8, the 1997 68A at #2;
    "ogladanie lew" left Law 66 ("Przeglądanie lew") out of the first 30, where "przegladanie lew" found it first."""
    from lawbase.query import search

    first = search(typed, limit=1, out=out)[0]
    assert (first["edition"], first["key"]) == ("pl-2017", law)


def test_a_phones_trail_takes_one_line_above_the_law(browser, site):
    """Upright, "lawbase › Międzynarodowe Prawo Brydżowe 2017 (ze zmianami z 1 stycznia 2024) › Przepis 16" wrapped to
    3 lines (126 px; with the search box 185 px of the 844 before the Law): the edition's title is cut short."""
    screen(browser, PHONE)
    open_page(browser, site, "pl-2017/law-16.html?ui=pl")
    height, header, wide, said = browser.execute_script(
        "var trail = document.querySelector('ol.crumbs');"
        "return [trail.getBoundingClientRect().height, document.querySelector('header').getBoundingClientRect().height,"
        "        document.documentElement.scrollWidth, trail.textContent];")
    assert height < 40 and header < 100 and wide == PHONE, (height, header, wide)
    assert "Międzynarodowe Prawo Brydżowe 2017 (ze zmianami z 1 stycznia 2024)" in said  # whole for a screen reader


def test_a_year_several_editions_share_names_them_all_where_a_key_is_missing(out):
    """"12C1f 2017" searched pl-2017 and ru-2017 (and the notes on them) but said "not in edition pl-2017" alone."""
    from lawbase.query import search_response

    missing = search_response("12C1f 2017", out=out)["missing"]
    assert missing["edition"] is None and {"pl-2017", "ru-2017"} <= set(missing["editions"])
    assert "cs-2007" not in missing["editions"]
    manifest = [entry["id"] for entry in tomllib.loads(MANIFEST.read_text("utf-8"))["edition"]]  # its order
    assert missing["editions"] == [edition for edition in manifest if edition in missing["editions"]]


def test_a_year_beside_a_key_outside_the_edition_asked_is_no_missing_key(out):
    """"45C3 2017" asked in pl-1997, which has 45C3, said "unknown key: not in edition pl-1997"; as "45C3 1997"
    asked in pl-2017, its words are searched."""
    from lawbase.query import search_response

    assert "missing" not in search_response("45C3 2017", edition="pl-1997", out=out)
    assert "missing" not in search_response("45C3 1997", edition="pl-2017", out=out)

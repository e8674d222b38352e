"""The last reviews' leftovers (the twenty-fourth session): the 1997 chapter's citations of Laws it does not hold
lead on, a hit's excerpt shows the sentence that matched, a key is read as lawyers cite it, the physical side is no defined
"Strona", the judge's notes are listed on every Law they discuss, ..."""

from __future__ import annotations

import pytest
from lxml import html as lxml_html
from click.testing import CliRunner

from lawbase.cli import main
from lawbase.query import search_response

from .test_site_browser import PHONE, browser, open_page, screen, site, wait_for  # noqa: F401 (fixtures)


def test_a_citation_of_a_law_the_1997_chapter_lacks_leads_on_to_its_number_in_2017(browser, site):
    """pl-1997 41B's "przepis 20" (pl-1997-chapter6.txt:12): a tap said "pl-1997 obejmuje tylko przepisy 41–71", the
    chapter's id, and led nowhere (a Polish player's review). It names the edition, and its note links to Law 20
    of the 2017 Laws, said to be the same number, not the same rule."""
    screen(browser, PHONE)
    open_page(browser, site, "pl-1997/law-41.html?ui=pl")
    control = [element for element in browser.find_elements("css selector", "[id=\"41B\"] .unresolved")
               if element.text == "przepis 20"][0]
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", control)
    control.click()
    note = browser.find_element("id", control.get_attribute("popovertarget"))
    wait_for(lambda: note.is_displayed())
    assert note.text.startswith("Nie znaleziono w tym wydaniu: Polski, 1997 obejmuje tylko przepisy 41–71; "
                                "ten sam numer w Prawie z 2017 r.")
    link = note.find_element("css selector", "a")
    assert link.text.startswith("Przepis 20 · ")
    link.click()
    wait_for(lambda: browser.current_url.split("?")[0].endswith("pl-2017/law-20.html"))


def test_refs_says_where_a_citation_of_a_law_the_chapter_lacks_leads_on(out):
    """`refs 45D -e pl-1997`: "przepis 16C2" was "outside pl-1997: it holds Laws 41–71", English, and no way on."""
    result = CliRunner().invoke(main, ["--ui", "pl", "refs", "45D", "-e", "pl-1997", "--out", str(out)])
    assert result.exit_code == 0, result.output
    line = next(line for line in result.output.splitlines() if "'16C2'" in line)
    assert "pl-1997 obejmuje tylko przepisy 41–71" in line and "w Prawie z 2017 r." in line and "pl-2017 16C2" in line


PLAYERS_QUESTION = "czy obroncy moga pytac siebie nawzajem o renons"  # pl-1997-chapter6.txt:299, 1997 61B


def test_a_hits_excerpt_shows_the_sentence_that_matched(out):
    """1997 61B's excerpt stopped at "Dziadek może p…", its first matched word's window, where the words asked are
    in "Obrońcy mogą pytać rozgrywającego, lecz nie mogą pytać siebie nawzajem" (a Polish player's review)."""
    hit = next(hit for hit in search_response(PLAYERS_QUESTION, limit=10, out=out, reader="pl")["hits"]
               if (hit["edition"], hit["key"]) == ("pl-1997", "61B"))
    assert "lecz nie mogą pytać siebie nawzajem" in hit["snippet"]
    marked = {hit["snippet"][start:end].lower() for start, end in hit["highlights"]}
    assert {"siebie", "nawzajem", "pytać"} <= marked


def test_the_search_page_shows_the_sentence_that_matched(browser, site):
    """The same excerpt on the search page, a phone's (the review's screenshot 46-s02)."""
    screen(browser, PHONE)
    open_page(browser, site, f"search.html?q={PLAYERS_QUESTION.replace(' ', '+')}&ui=pl")
    wait_for(lambda: browser.execute_script("return document.querySelectorAll('li.hit').length") > 3)
    shown = browser.execute_script("""return Array.from(document.querySelectorAll('li.hit')).filter(function (li) {
      return li.querySelector('.hit-key').getAttribute('data-key') === '61B' &&
             li.querySelector('.hit-edition').title === 'pl-1997'; }).map(function (li) {
      return li.querySelector('p.snippet').textContent; });""")
    assert len(shown) == 1 and "lecz nie mogą pytać siebie nawzajem" in shown[0], shown


@pytest.mark.parametrize("typed, edition, key", [
    ("Pravidlo 16 odst. C bod 2", "cs-2007", "16C2"), ("art. 16 ust. C pkt 2", "pl-2017", "16C2"),
    ("Prawo 16 pkt C2", "pl-2017", "16C2"), ("Правило 16 п. С2", "ru-2017", "16C2"),
    ("čl. 12 odst. C bod 1 písm. b", "cs-2007", "12C1b")])
def test_a_key_cited_as_a_lawyer_cites_it_is_that_key(out, typed, edition, key):
    """"Pravidlo 16 odst. C bod 2", a Czech lawyer's citation, gave Law 16 (the Czech director's review); so did the
    Polish "art. 16 ust. C pkt 2" and "Prawo 16 pkt C2": each part word's piece is the key's, in search and show."""
    first = search_response(typed, limit=5, out=out)["hits"][0]
    assert (first["edition"], first["key"]) == (edition, key)
    shown = CliRunner().invoke(main, ["show", typed, "-e", edition, "--out", str(out)])
    assert shown.exit_code == 0 and shown.output.startswith(f"── {edition} · ") and f" · {key} (" in shown.output, \
        shown.output


def test_the_compare_lists_box_reads_a_key_as_the_search_does(browser, site):
    """The box on compare/index.html read the first number and glued what followed ("Pravidlo 16 odst. C bod 2":
    "#16odstCbod2"): it reads the search's grammar, and opens the key's Law at its row."""
    screen(browser, 1280)
    for typed, page in (("Pravidlo 16 odst. C bod 2", "compare/law-16.html#16C2"),
                        ("art. 16 ust. C pkt 2", "compare/law-16.html#16C2")):
        open_page(browser, site, "compare/index.html?ui=cs")
        browser.find_element("id", "law-jump-key").send_keys(typed + "\n")
        wait_for(lambda: browser.current_url.endswith(page))


@pytest.mark.parametrize("edition, key", [("pl-2017", "17C"), ("pl-2017", "41A"), ("pl-2017", "41D"),
                                          ("cs-2007", "41D")])
def test_the_side_left_or_right_of_a_player_is_no_defined_side(out, edition, key):
    """41A "obrońca po lewej stronie" linked "stronie" to "Strona — Dwaj gracze tworzący parę" (a Polish player's
    review); so would 17C's "przeciwnik z lewej strony", 41D's "po swojej prawej stronie" and the Czech 41D's "na
    pravou stranu" where first on their page. Of the 7444 uses of defined terms the pages' rule finds, these four
    alone are read apart (the profiles' physical side: the side after "left" or "right")."""
    from lawbase.analysis import load_term_maps
    from lawbase.defined_terms import term_patterns, term_uses, words_of
    from lawbase.store import load_graph

    graph = load_graph(out)
    term_map = load_term_maps(out / "index")[graph.editions[edition]["language"]]
    sides = {node["id"] for node in graph.by_edition[edition]
             if node["kind"] == "definition" and node.get("term", "").lower() in ("strona", "strana")}
    node = graph.by_key[(edition, key)]
    uses = [node["text"][start:end] for start, end, definition in
            term_uses(words_of(node["text"], term_map, {}), term_patterns(graph, edition, term_map)) if definition in sides]
    assert len(sides) == 1 and uses == []


def test_a_law_page_links_the_side_a_player_sits_on_no_more(site):
    """The Law 41 pages as the reviewer read them: nothing in 41A and 41D leads to the definition of a side (a
    partnership); Law 64's "stronę" (64A1), a partnership, still does."""
    def linked(page, key, definition):
        tree = lxml_html.parse(str(site / page))
        return [a.text for a in tree.find(f".//*[@id='{key}']").iter("a") if a.get("href") == f"definitions.html#def/{definition}"]
    assert [linked("pl-2017/law-41.html", key, "strona") for key in ("41A", "41D")] == [[], []]
    assert linked("cs-2007/law-41.html", "41D", "strana") == []
    assert linked("pl-2017/law-64.html", "64A1", "strona") == ["stronę"]


@pytest.mark.parametrize("law, notes", [("17", ["29"]), ("50", ["53"]), ("16", ["29", "31"]), ("26", ["31"])])
def test_a_note_is_listed_on_every_law_it_discusses(browser, site, law, notes):
    """The note under 29 on 2007 17E2 (pl-notes.txt:9, 2017 17D3) was not on pl-2017 Law 17, nor the "P. 50D" notes
    under 53 (pl-notes.txt:37-44) on Law 50: a note was listed only on the Law its source heading names (a Polish
    player's review). Each Law page names the notes citing it, read in their numbering, each a link."""
    screen(browser, PHONE)
    open_page(browser, site, f"pl-2017/law-{law}.html?ui=pl")
    listed = browser.execute_script("""return Array.from(document.querySelectorAll('nav.lawnav.top .others a'))
      .filter(function (a) { return /pl-notes\\/law-/.test(a.getAttribute('href')); })
      .map(function (a) { return [a.textContent, a.getAttribute('href')]; });""")
    assert listed[0][0] == "Polski: uwagi sędziego" and [text for text, _ in listed[1:]] == notes, listed
    browser.find_element("css selector", f"nav.lawnav.top .others a[href='../pl-notes/law-{notes[0]}.html']:not([data-edition])").click()
    wait_for(lambda: browser.current_url.split("?")[0].endswith(f"pl-notes/law-{notes[0]}.html"))


def test_the_notes_contents_go_by_law_and_a_number_read_from_a_title_is_flagged_once(site):
    """The notes' contents were in the source's order (27, 29…64, 25, 24) and named the note whose heading has no
    number "63 [63*]": by Law, "63*" (the `*`'s title says lawbase read the number; the source prints none)."""
    contents = lxml_html.parse(str(site / "pl-notes/index.html"))
    numbers = [span.text_content() for span in contents.iterfind(".//ol[@class='laws']//span[@class='lawno']")]
    assert numbers == sorted(numbers, key=lambda number: int(number.rstrip("*"))) and "63*" in numbers, numbers


def test_a_compare_rows_head_names_the_numbering_it_follows(out):
    """`--ui cs compare 16C2`: a row headed "16C2" held the Czech 16C2 beside 2017 16D2, or 2017 16C2 beside the
    Czech 16D2, its heading silent on which (a Czech director's review): where the Laws' numberings differ, the
    head says whose numbering the row's key is in; beside texts of one year's Laws it says nothing more."""
    shown = CliRunner().invoke(main, ["--ui", "cs", "compare", "16C2", "--out", str(out)], env={"COLUMNS": "100"}).output
    assert any(line.startswith("2007: 16C2 *") for line in shown.splitlines()), shown
    same = CliRunner().invoke(main, ["compare", "16C2", "-e", "pl-2017", "-e", "ru-2017", "--out", str(out)],
                              env={"COLUMNS": "100"}).output
    assert any(line.startswith("16C2 ") for line in same.splitlines()) and "2017: " not in same, same


def test_a_compare_pages_row_names_the_numbering_it_follows(browser, site):
    """The same on the site, on a phone held sideways and upright: the Czech reader's page follows the 2017
    numbering, and its row "16C2", whose Czech cell is 2007 16D2, says "2017: 16C2"."""
    for width, height in ((844, 390), (PHONE, None)):
        screen(browser, width, height=height)
        open_page(browser, site, "compare/law-16.html?ui=cs")
        head = browser.execute_script("""var th = document.querySelector('table.side-by-side:not([hidden]) tr[id="16C2"] > th');
          var before = getComputedStyle(th, '::before').content;
          return (before === 'none' ? '' : JSON.parse(before)) + th.textContent;""")
        assert head == "2017: 16C2", (width, head)


def test_the_compare_table_on_a_phone_on_its_side_leaves_the_text_room(browser, site):
    """844x390: the columns' sticky heads ("Polski, 1997 → Polski, 2017: zmiany" in four lines) and the slim line
    took 147 px, 38% of the height, and narrow columns cut words without a hyphen ("porządkowa/niu"; a Polish
    player's review): the heads take two or three short lines (a quarter of the height at most, with the line), and
    each cell hyphenates in its own language."""
    screen(browser, 844, height=390)
    open_page(browser, site, "compare/law-45.html?ui=pl")
    browser.execute_script("window.scrollTo(0, 1500)")
    taken, cells = browser.execute_script("""var table = document.querySelector('table.side-by-side:not([hidden])');
      var cells = Array.from(table.querySelectorAll('tbody td')).filter(function (td) { return td.offsetWidth; });
      var heads = Array.from(table.querySelectorAll('thead th')).filter(function (th) { return th.offsetWidth; });
      return [Math.max.apply(null, heads.map(function (th) { return th.getBoundingClientRect().bottom; })),
              cells.map(function (td) { return [td.classList.contains('gap') ? 'gap' : td.lang, getComputedStyle(td).hyphens]; })];""")
    assert taken <= 390 / 4, taken  # (a gap's words are the reader's, in the page's language)
    assert cells and all(lang in ("pl", "cs", "ru", "gap") and hyphens == "auto" for lang, hyphens in cells), cells

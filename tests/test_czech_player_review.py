"""A Czech club player's review on a phone (session 25): what a search hit says of the other Laws' numbering, and
the counterpart a provision is given, against the real corpus."""

from __future__ import annotations

import json

from click.testing import CliRunner

from lawbase.cli import main
from .test_site_browser import browser, open_page, screen, site, wait_for  # noqa: F401 (fixtures)

PHONE = 390  # the reviewer's phone, 390×844

NOTES = """return Array.from(document.querySelectorAll('li.hit')).map(function (li) {
  return [li.querySelector('a').textContent, Array.from(li.querySelectorAll('p.via')).map(function (p) {
    return [p.textContent, Array.from(p.querySelectorAll('a')).map(function (a) { return a.getAttribute('href'); })];
  })]; });"""


def test_two_keys_under_one_hit_say_whose_numbering_each_is_and_link_both(browser, site):
    """`search.html?q=16C2&ui=cs`: under the Czech 16C2 (information from other sources, cs-2007.md:595) "v Pravidlech
    2017: 16D2 (Polština, 2017)", a link, then "jiné pravidlo než 16C2 Pravidel 2017 (zde: 16D2)", plain text: the
    first 16D2 is the 2017 Laws' (pl-2017.txt:545), the second the 2007 Laws' (cs-2007.md:613, the withdrawn calls
    2017 says at 16C2). Each names its Laws and is a link to its own edition's provision."""
    screen(browser, PHONE)
    open_page(browser, site, "search.html?q=16C2&ui=cs")
    wait_for(lambda: browser.execute_script("return document.querySelectorAll('li.hit').length") >= 4)
    hits = dict(browser.execute_script(NOTES))
    assert hits["Pravidlo 16C2"] == [
        ["v Pravidlech 2017: 16D2 (Polština, 2017)", ["pl-2017/law-16.html#16D2"]],
        ["jiné pravidlo než 16C2 Pravidel 2017; to pravidlo je v Pravidlech 2007: 16D2 (Čeština, 2007)",
         ["cs-2007/law-16.html#16D2"]]], hits


def test_the_command_says_whose_numbering_the_other_rule_has(out):
    """`search 16C2` and `show 16C2` said "… (zde: 16D2)" beside "v Pravidlech 2017: 16D2" as the site did."""
    said = CliRunner().invoke(main, ["--ui", "cs", "search", "16C2", "--out", str(out)], env={"COLUMNS": "250"}).output
    assert ("(v Pravidlech 2017: 16D2 (pl-2017); jiné pravidlo než 16C2 Pravidel 2017; to pravidlo je v Pravidlech 2007: "
            "16D2 (cs-2007))") in said, said


LABEL = """var label = document.querySelector('.target-key');
  return [label.textContent, Array.from(label.querySelectorAll('a')).map(function (a) { return a.getAttribute('href'); }),
          document.querySelector('.where-line').textContent];"""


def test_a_provisions_label_names_every_part_it_went_to_as_the_search_does(browser, site, out):
    """The Czech 16B1a (sources of unauthorized information and the bar on choosing what they suggest, cs-2007.md:587)
    is the 2017 16B1 (the sources, pl-2017.txt:528) and 16B1a (the bar): `search 16B1a` said "16B1, 16B1a", the Law
    page's label and its slim line "16B1" alone. Both now say every key, each a link; a provision that went to one
    key still says that one (16C2 -> 16D2), and what the search says of each is what its label says."""
    screen(browser, PHONE)
    for key, keys in (("16B1a", ["16B1", "16B1a"]), ("16C2", ["16D2"]), ("17E1", None), ("40B6a", None)):
        open_page(browser, site, f"cs-2007/law-{key[:2]}.html?ui=cs#{key}")
        wait_for(lambda: browser.execute_script("return !!document.querySelector('.target-key')"))
        text, links, where = browser.execute_script(LABEL)
        found = CliRunner().invoke(main, ["search", key, "--edition", "cs-2007", "--json", "--out", str(out)]).output
        newer = next(hit for hit in json.loads(found) if hit["key"] == key)["newer"]
        keys = keys or newer["keys"]
        assert newer["keys"] == keys, (key, newer)
        assert text == f"Pravidlo {key}, Čeština, 2007 · v Pravidlech 2017: {', '.join(keys)} (Polština, 2017)", text
        assert links == [f"../pl-2017/law-{other[:2]}.html#{other}" for other in keys], links
        assert where.endswith(f"(2017: {', '.join(keys)})"), where

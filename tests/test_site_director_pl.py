"""A Polish tournament director reading the site on a phone, offline (the twenty-second review): a footnote is
named by what the source prints, the 1997 chapter keeps its items' titles on lines of their own, a superseded
text says so in the results, the edition chosen is kept, a year beside a key picks its edition."""

from __future__ import annotations

import pytest

from .test_site_browser import browser, open_page, screen, site, wait_for  # noqa: F401 (fixtures)

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

"""The comparison pages against a QA sweep's findings: a link tabbed to on a phone on its side, the title of the
editions shown."""

from __future__ import annotations

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from .test_site_browser import browser, open_page, screen, site  # noqa: F401

COVERED = """var focused = document.activeElement;
if (!focused.closest('table.side-by-side > tbody')) return null;
var heads = Array.from(document.querySelectorAll('table.side-by-side:not([hidden]) thead th'))
  .map(function (head) { return head.getBoundingClientRect(); }).filter(function (box) { return box.height > 0; });
var line = document.querySelector('nav.compare-line');
var below = Math.max.apply(null, [line ? line.getBoundingClientRect().bottom : 0].concat(
  heads.map(function (box) { return box.bottom; })));
var top = focused.getBoundingClientRect().top;
return top < below - 1 ? focused.textContent + ' at ' + top + ' under ' + below : '';"""


def test_a_link_tabbed_to_shows_below_the_sticky_heads(browser, site):
    """At 844x390 the columns' heads stick below the slim line, and Tab put focus on law-16 16A1c's "(c)" links
    under them (the browser took them as in view): each focused link in the rows now shows below both."""
    screen(browser, 844, height=390)
    open_page(browser, site, "compare/law-16.html?ui=cs")
    covered, reached = [], 0
    for _ in range(90):
        ActionChains(browser).send_keys(Keys.TAB).perform()
        said = browser.execute_script(COVERED)
        reached += said is not None
        covered += [said] if said else []
    assert reached > 20 and not covered, covered


def test_the_title_claims_no_edition_a_reader_hid(browser, site):
    """The window title and the printed header said "Правило 89 во всех изданиях" with the Czech column hidden:
    a director filing the printout would think Czech had no Law 89. The title names the comparison, as the
    English "side by side" does, whichever columns are shown."""
    screen(browser, 1000, height=1400)
    try:
        open_page(browser, site, "compare/law-89.html?ui=ru")
        browser.find_element("css selector", "#columns input[value='cs-2007']").click()
        assert browser.title == "Правило 89: сравнение изданий — lawbase"
    finally:
        browser.execute_script("localStorage.removeItem('lawbase.compare.hidden');"
                               "localStorage.removeItem('lawbase.compare.chosen')")

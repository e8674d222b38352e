"""A Czech federation translator's review (session 27) of the site, 1366x768, ?ui=cs."""

from __future__ import annotations

from .test_site_browser import browser, open_page, screen, shown_texts, site  # noqa: F401


def test_a_polish_page_says_its_counterpart_in_the_readers_language(browser, site):
    """pl-2017/law-72.html?ui=cs#72C: the page's furniture was Czech, and the link to the Czech counterpart read
    "w Prawie z 2007 r.: 23 (Czeski, 2007)" (the Czech page says "v Pravidlech 2017: 72C (Polština, 2017)"); a
    provision new in 2017 said "nowe: …" in Polish too."""
    screen(browser, 1366, height=768)
    open_page(browser, site, "pl-2017/law-72.html?ui=cs")
    assert shown_texts(browser, "[id='72C'] p.newer-note") == ["v Pravidlech 2007: 23 (Čeština, 2007)"]
    open_page(browser, site, "pl-2017/law-12.html?ui=cs")
    assert shown_texts(browser, "[id='12C1b'] p.newer-note") == ["nové: Pravidla 2007 toto ustanovení nemají"]

"""Two reviews of the site (the twenty-first): a Polish club player on a phone, upright and on its side, and a
Russian tournament director at a laptop."""

from __future__ import annotations

from .test_site_browser import PAGES, PHONE, browser, open_page, screen, site  # noqa: F401 (fixtures)

SIDEWAYS = "var e = document.documentElement; return e.scrollWidth - e.clientWidth;"


def screens(step: int):
    """Every `step` px from 320 to 1280: each width upright (below 600 px, else a window 900 high, its scrollbar
    taking 15 px) and, from 560 to 960 px, a phone on its side (360 high)."""
    for width in range(320, 1281, step):
        yield width, None
        if 560 <= width <= 960:
            yield width, 360


def scrolled_sideways(driver, step: int) -> list[tuple[int, int | None, int]]:
    """The screens at which the open page is wider than the screen, and by how much: the page opened once, resized."""
    wide = []
    for width, height in screens(step):
        screen(driver, width, height=height)
        extra = driver.execute_script(SIDEWAYS)
        if extra > 0:
            wide.append((width, height, extra))
    return wide


def test_the_list_of_comparisons_never_scrolls_sideways(browser, site):
    """A Polish player's phone on its side (740x360): compare/index.html was 893 px wide, its Russian column and
    "Wiersze z różnicami" cut off, at every width from 660 to 880 px (and to 930 px in Russian, in a window)."""
    for ui in ("pl", "ru"):
        screen(browser, PHONE)
        open_page(browser, site, f"compare/index.html?ui={ui}")
        assert scrolled_sideways(browser, 20) == [], ui


def test_no_kind_of_page_scrolls_sideways_at_any_width(browser, site):
    for kind, page in PAGES.items():
        screen(browser, PHONE)
        open_page(browser, site, page)
        assert scrolled_sideways(browser, 40) == [], kind

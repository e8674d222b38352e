"""Screenshots (PNG) of the built site on a desktop and on a phone, for a person to look at.

Headless Chromium (Debian's chromium and chromium-driver, driven by selenium) opens the site from
file:// at 1366×900 and at 390×844 (a phone), some pages in dark mode, some after a tap (a defined
term, a provision's number), and saves each view into docs/screenshots/.

Usage: python bench/screenshots.py [--out build] [--to docs/screenshots] [--only NAME]
"""

from __future__ import annotations

import argparse
import shutil
import time
from pathlib import Path
from urllib.parse import quote

DESKTOP = (1366, 900)
PHONE = (390, 844)
# name, page, size, dark, what to do before the picture (a CSS selector to click, or "")
SHOTS = [
    ("home", "index.html", DESKTOP, False, ""),
    ("home-phone", "index.html", PHONE, False, ""),
    ("law", "pl-2017/law-16.html#16B", DESKTOP, False, ""),
    ("law-term", "pl-2017/law-16.html", DESKTOP, False, "a.term"),
    ("law-phone", "ru-2017/law-12.html", PHONE, False, ""),
    ("law-phone-sections", "ru-2017/law-12.html", PHONE, True, "nav.toc summary"),
    ("law-phone-provision", "cs-2007/law-16.html#16B1", PHONE, False, "[id='16B1'] > p a.num"),
    ("law-dark", "cs-2007/law-40.html#40B", DESKTOP, True, ""),
    ("contents-phone", "pl-1997/index.html", PHONE, False, ""),
    ("book-index", "cs-2007/book-index.html", DESKTOP, False, ""),
    ("search", "search.html?q=" + quote("fałszywy renons") + "&edition=pl-2017&ui=pl", DESKTOP, False, ""),
    ("search-phone", "search.html?q=" + quote("штрафной картой"), PHONE, True, ""),
    ("compare", "compare/law-45.html", DESKTOP, False, ""),
    ("compare-phone", "compare/law-45.html#45C", PHONE, False, ""),
    ("glossary-phone", "glossary.html", PHONE, False, ""),
    ("about-phone", "about.html", PHONE, False, ""),
]


def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if not (binary and driver):
        raise SystemExit("chromium and chromedriver not found: apt-get install chromium chromium-driver")
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(driver), options=options)


def shoot(driver, site: Path, target: Path, page: str, size: tuple[int, int], dark: bool, click: str) -> None:
    width, height = size
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    driver.get(f"{site.as_uri()}/index.html")
    driver.execute_script("sessionStorage.clear()")  # no query of an earlier shot in the header box
    driver.get(f"{site.as_uri()}/{page}")
    time.sleep(0.3)
    if click:
        driver.find_element("css selector", click).click()
        time.sleep(0.3)
    driver.save_screenshot(str(target))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build", type=Path)
    parser.add_argument("--to", default=Path("docs/screenshots"), type=Path)
    parser.add_argument("--only", help="take only the shots whose name contains this")
    arguments = parser.parse_args()
    site = (arguments.out / "site").resolve()
    arguments.to.mkdir(parents=True, exist_ok=True)
    driver = browser()
    try:
        for name, page, size, dark, click in SHOTS:
            if arguments.only and arguments.only not in name:
                continue
            target = (arguments.to / f"{name}.png").resolve()
            shoot(driver, site, target, page, size, dark, click)
            print(f"{target} ({target.stat().st_size // 1024} KB) <- {page}")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()

"""Screenshots (PNG) of the built site, taken by headless Chromium from file://, for a person to look at.

Usage: python bench/screenshots.py [--out build] [--to docs/screenshots]
Needs Debian's chromium (apt-get install chromium).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import tempfile
from pathlib import Path
from urllib.parse import quote

SHOTS = [
    ("home.png", "index.html", "1280,900"),
    ("law-page.png", "pl-2017/law-16.html", "1280,1400"),
    ("search-results.png", "search.html?q=" + quote("fałszywy renons") + "&edition=pl-2017", "1280,1000"),
    ("search-russian.png", "search.html?q=" + quote("штрафной картой"), "1280,1000"),
    ("compare.png", "compare/law-45.html", "1500,1000"),
    ("law-page-phone.png", "ru-2017/law-12.html", "420,900"),
]


def chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise SystemExit("chromium not found: apt-get install chromium")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build", type=Path)
    parser.add_argument("--to", default=Path("docs/screenshots"), type=Path)
    arguments = parser.parse_args()
    site = (arguments.out / "site").resolve()
    arguments.to.mkdir(parents=True, exist_ok=True)
    for name, page, size in SHOTS:
        with tempfile.TemporaryDirectory() as profile:
            target = (arguments.to / name).resolve()
            subprocess.run([chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                            "--disable-background-networking", "--disable-component-update", "--disable-sync",
                            f"--user-data-dir={profile}", "--hide-scrollbars", f"--window-size={size}",
                            "--virtual-time-budget=3000", f"--screenshot={target}", f"{site.as_uri()}/{page}"],
                           check=True, capture_output=True, timeout=120)
        print(f"{target} ({target.stat().st_size // 1024} KB) <- {page}")


if __name__ == "__main__":
    main()

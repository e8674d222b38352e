"""The reader's guide, one page per interface language (`profiles/guide/<language>.md`, Markdown): how
to search, read a Law, compare the editions and print, said to a player or a director in their own
language. The about page is the README: the developers', in English."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

from lxml.html import builder as E
from lxml.html import fragment_fromstring

from ..errors import LawbaseError
from ..readme_page import markdown_html
from .context import SiteContext
from .frame import Page, document
from ..ui_strings import languages, strings

GUIDE_DIR = Path(__file__).resolve().parent.parent / "profiles" / "guide"


def guide_text(language: str) -> str:
    """The guide's Markdown; every language the site speaks has one (a missing one stops the build)."""
    path = GUIDE_DIR / f"{language}.md"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        raise LawbaseError(f"no reader's guide for {language!r} (add {path})") from None


def pages(context: SiteContext) -> Iterator[tuple[str, bytes]]:
    for language in languages():
        words = strings(language)
        here = words["guide_page"]  # the page's name is one of the language's strings: the home page links to it
        main = E.MAIN(E.CLASS("guide"), E.H1(words["guide"]))
        main.extend(fragment_fromstring(markdown_html(guide_text(language)), create_parent="div"))
        yield here, document(Page(here, f"{words['guide']} — lawbase", language, main, [(words["guide"], "")]))

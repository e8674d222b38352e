"""The static site (`OUT/site/`): browse, follow references, compare and search the Laws offline.

Pages are lxml trees linked relatively, so the site works from file:// as well as from a server and
loads nothing from outside. Each kind of page is a module with a `pages(context)` generator over a
read-only `SiteContext`; every page goes to disk as soon as it is made (`PageWriter`), so memory
holds one page at a time, and the same graph always gives the same bytes.

| module | pages |
| --- | --- |
| `home` | the home page |
| `contents` | per edition: its contents and its front matter |
| `definitions`, `book_index` | per edition: the definitions, the back-of-book index |
| `law` | per edition: one page per Law |
| `compare_pages`, `compare_index` | one page per Law side by side, and their list |
| `glossary_page`, `search_page` | the glossary, the search page |
| `guide`, `about` | the reader's guide in each language; the about page and the README |
| `assets` | the stylesheet, the scripts, the search index |

A build writes the pages in two processes (`OWN_PAGES`, `HELPER_PAGES`), each straight into the build's
folder; the pages are the same whichever process makes them. A Law or comparison page whose inputs are those
of a page the last build made is taken from the cache as it was (`scope.py`).
"""

from __future__ import annotations

from pathlib import Path

from ..analysis import TermMap
from ..graph import Graph
from ..text import visible_controls
from ..urls import SITE_DIR
from . import (about, assets, book_index, compare_pages, contents, definitions, glossary_page, guide, home, law,
               search_page)
from .context import SiteContext
from .writer import PageWriter

PAGE_MODULES = (home, search_page, guide, about, glossary_page, contents, definitions, book_index, law, compare_pages,
                assets)
# The pages that do not read the concordance: a build's helper makes them while the concordance is aligned.
EARLY_PAGES = ("home", "search_page", "guide", "about", "glossary_page", "contents", "definitions", "book_index")
# The build makes the Law pages, its helper the rest (the early pages while the concordance is aligned); the
# assets hold the search index's payload, so whichever process writes the index makes them (`INDEX_PAGES`: the
# build, once its helper has made the search tables early): on the real corpus about 1.4 s of CPU each once the
# concordance is known.
OWN_PAGES = ("law",)
HELPER_PAGES = (*EARLY_PAGES, "compare_pages", "assets")
INDEX_PAGES = ("assets",)


def for_the_site(data: dict, controls: bool) -> dict:
    """The graph as the site shows it: control characters as visible signs (a copy only when needed)."""
    if not controls:
        return data

    def visible(value):
        if isinstance(value, str):
            return visible_controls(value)
        if isinstance(value, list):
            return [visible(item) for item in value]
        if isinstance(value, dict):
            return {key: visible(item) for key, item in value.items()}
        return value

    return visible(data)


def write_site(data: dict, term_maps: dict[str, TermMap], out: Path, readme: str = "") -> tuple[int, int]:
    """Every page in one process into `out/site`, a new folder (the tests and `bench/build.py`: a build
    writes its pages in two processes, `write_pages`, into its own folder); returns (pages, bytes)."""
    if (out / SITE_DIR).exists():  # pages of another graph would stay beside these
        raise FileExistsError(out / SITE_DIR)
    writer = PageWriter(out / SITE_DIR)
    write_modules(SiteContext(Graph(data), term_maps, readme), writer, PAGE_MODULES)
    return writer.pages, writer.bytes


def write_pages(context: SiteContext, folder: Path, names: tuple[str, ...]) -> tuple[int, int]:
    """Write the pages of the named modules straight into `folder` (a build's own); returns (pages, bytes)."""
    writer = PageWriter(folder)
    write_modules(context, writer, tuple(module for module in PAGE_MODULES
                                         if module.__name__.rsplit(".", 1)[1] in names))
    return writer.pages, writer.bytes


def write_modules(context: SiteContext, writer: PageWriter, modules: tuple) -> None:
    for module in modules:
        for path, content in module.pages(context):
            writer.write(path, content)

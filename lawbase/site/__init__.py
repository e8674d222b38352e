"""The static site (`OUT/site/`): browse, follow references, compare and search the Laws offline.

Pages are lxml trees linked relatively, so the site works from file:// as well as from a server and
loads nothing from outside. Each kind of page is a module with a `pages(context)` generator over a
read-only `SiteContext`; every page goes to disk as soon as it is made (`SiteWriter`), so memory
holds one page at a time, and the same graph always gives the same bytes.

| module | pages |
| --- | --- |
| `home` | the home page |
| `contents` | per edition: its contents and its front matter |
| `definitions`, `book_index` | per edition: the definitions, the back-of-book index |
| `law` | per edition: one page per Law |
| `compare_pages` | one page per Law side by side, and their list |
| `glossary_page`, `search_page`, `about` | the glossary, the search page, the README |
| `assets` | the stylesheet, the scripts, the search index |
"""

from __future__ import annotations

from pathlib import Path

from ..analysis import TermMap
from ..graph import Graph
from . import about, assets, book_index, compare_pages, contents, definitions, glossary_page, home, law, search_page
from .context import SiteContext
from .writer import SiteWriter

SITE_DIR = "site"
PAGE_MODULES = (home, search_page, about, glossary_page, contents, definitions, book_index, law, compare_pages,
                assets)


def write_site(data: dict, term_maps: dict[str, TermMap], out: Path, readme: str = "") -> tuple[int, int]:
    """Write every page into `out/site` (swapped in whole at the end); returns (pages, bytes)."""
    context = SiteContext(Graph(data), term_maps, readme)
    with SiteWriter(out, SITE_DIR) as writer:
        for module in PAGE_MODULES:
            for path, content in module.pages(context):
                writer.write(path, content)
    return writer.pages, writer.bytes

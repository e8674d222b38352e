"""The site's own stylesheet and scripts, and the search index the search page loads as a script."""

from __future__ import annotations

from importlib import resources
from typing import Iterator

from ..site_search import search_index_script
from .context import SiteContext

ASSETS = ("style.css", "site.js", "search-lemmagen.js", "search-vocabulary.js", "search-reading.js", "search-spelling.js", "search-keys.js", "search-engine.js", "search-page.js",
          "compare.js")


def pages(context: SiteContext) -> Iterator[tuple[str, bytes]]:
    folder = resources.files("lawbase") / "site_assets"
    for name in ASSETS:
        yield name, (folder / name).read_bytes()
    yield "search-index.js", search_index_script(context.search_payload, context.search_payload_text)

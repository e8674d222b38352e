"""The site's own stylesheet and scripts, and the search index the search page loads as a script."""

from __future__ import annotations

import json
from importlib import resources
from typing import Iterator

from ..site_search import search_index_script
from .context import SiteContext
from .frame import READER_STRINGS
from ..ui_strings import languages, strings

ASSETS = ("style.css", "reader-language.js", "site.js", "search-lemmagen.js", "search-vocabulary.js",
          "search-tokens.js", "search-reading.js", "search-spelling.js", "search-keys.js", "search-engine.js",
          "search-sequence.js", "search-page.js", "compare.js", "compare-line.js", "law-page.js", "law-copy.js")


def pages(context: SiteContext) -> Iterator[tuple[str, bytes]]:
    folder = resources.files("lawbase") / "site_assets"
    for name in ASSETS:
        yield name, (folder / name).read_bytes()
    yield "search-index.js", search_index_script(context.search_payload, context.search_payload_text)
    yield READER_STRINGS, reader_strings()


def reader_strings() -> bytes:
    """Every language's interface strings, for reader-language.js to say a page that spans languages in the reader's
    (`frame.spoken`), and an edition's page's controls (English too: a reader who chose it reads a Polish page)."""
    table = {language: strings(language).table for language in languages()}
    text = json.dumps(table, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return f"window.LAWBASE_UI = {text};\n".encode("utf-8")

"""The search index (`OUT/index/`): one JSON payload that the command and the site's search both read.

`search.json` holds the documents (labels, snippet texts), and per language the build-time term map,
BM25 weights, idf, stop-words, the domain vocabulary and the ranking constants; `payload.py` builds
it, `engine.py` and `site_assets/search-engine.js` read it. A plain JSON file loads in tens of
milliseconds, where opening a Whoosh index meant importing Whoosh (a third of the command's
start-up), and the browser gets the very same data. `terms-<lang>.json` beside it are the term maps
the next build reuses. This module stays light: a search imports it.
"""

from __future__ import annotations

import gc
import shutil
from pathlib import Path

import orjson

INDEX_DIR = "index"
PAYLOAD_FILE = "search.json"
FORMAT = 3
FIELDS = ("title", "body", "path", "said")


def build_term_maps(graph, previous: dict | None = None) -> dict:
    """Analyse the vocabulary of each language once (the expensive step, reused across builds)."""
    from .analysis import build_term_map, vocabulary

    texts: dict[str, list[str]] = {}
    for node in graph.nodes:
        texts.setdefault(graph.language(node["edition"]), []).extend(
            [node["title"], node["text"], node.get("term", "")])
    return {language: build_term_map(language, vocabulary(chunks), (previous or {}).get(language))
            for language, chunks in sorted(texts.items())}


def payload_json(payload: dict) -> str:
    return orjson.dumps(payload).decode("utf-8")  # the bytes json.dumps(separators=(",", ":")) gives, 8× sooner


def write_index(documents: list, out: Path, term_maps: dict, payload_text: str | None = None) -> int:
    """Write the index into `out/index` (replacing it); returns the number of documents. `payload_text`:
    the documents' payload as `payload_json` gives it, when the caller has made it already (the build's
    helper, for the site too)."""
    from .analysis import save_term_maps
    from .atomic import atomic_write
    from .payload import build_payload

    folder = out / INDEX_DIR
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir()  # never re-creates a build folder removed under a writer
    save_term_maps(folder, term_maps)
    if payload_text is None:
        payload_text = payload_json(build_payload(documents, term_maps))
    atomic_write(folder / PAYLOAD_FILE, payload_text.encode("utf-8"))
    return len(documents)


def load_index(folder: Path) -> dict:
    """The payload of an index folder; ValueError when it is missing parts or damaged. Its hundreds of
    thousands of lists and strings are read-only and hold no cycles: the cyclic garbage collector is
    kept from scanning them while they are made and after (a third of the command's reading time)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        payload = orjson.loads((folder / PAYLOAD_FILE).read_bytes())
    except (OSError, ValueError) as err:
        raise ValueError(f"{PAYLOAD_FILE}: {err}") from None
    finally:
        if collecting:
            gc.freeze()
            gc.enable()
    if not isinstance(payload, dict) or payload.get("format") != FORMAT or not isinstance(payload.get("docs"), list):
        raise ValueError(f"{PAYLOAD_FILE}: not a lawbase index of format {FORMAT}")
    return payload


def count_documents(folder: Path) -> int:
    """How many documents an index holds (the build checks the helper wrote them all)."""
    return len(load_index(folder)["docs"])


def index_usable(folder: Path) -> bool:
    """Can a previous index be reused as it is? (It may have been damaged since it was written.)"""
    from .analysis import load_term_maps

    try:
        load_term_maps(folder)
        load_index(folder)
        return True
    except (OSError, ValueError):
        return False

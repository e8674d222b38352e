"""The search index (`OUT/index/`): the JSON payload that the command and the site's search both read.

The payload (`payload.py`) holds the documents (labels, snippet texts), and per language the
build-time term map, BM25 weights, idf, stop-words, the domain vocabulary and the ranking constants;
`engine.py` and `site_assets/search-engine.js` read it. The site gets it whole (`site_search.py`); here
it is written in parts: `search.json` with all a query needs to tell its language, and
`search-<lang>.json` with each language's weights, idf, lemmas, spellings and vocabulary keys, read
when a query is first searched in that language (a command reads one language's tables of three: a
sixth of its time). A plain JSON file loads in tens of milliseconds, where opening a Whoosh index
meant importing Whoosh (a third of the command's start-up). `terms-<lang>.json` beside them are the
term maps the next build reuses. This module stays light: a search imports it.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import TYPE_CHECKING

import orjson

from .collector import collector_paused

if TYPE_CHECKING:
    from .cache import Cache

INDEX_DIR = "index"
PAYLOAD_FILE = "search.json"
FORMAT = 12
FIELDS = ("title", "body", "path", "lead", "said")


def build_term_maps(graph, previous: dict | None = None) -> dict:
    """Analyse the vocabulary of each language once (the expensive step, reused across builds)."""
    from .analysis import build_term_map, vocabulary

    texts: dict[str, list[str]] = {}
    for node in graph.nodes:
        texts.setdefault(graph.language(node["edition"]), []).extend(
            [node["title"], node["text"], node.get("term", "")])
    return {language: build_term_map(language, vocabulary(chunks), (previous or {}).get(language))
            for language, chunks in sorted(texts.items())}


def payload_json(payload: dict) -> bytes:
    """The bytes json.dumps(separators=(",", ":")) gives, encoded, 8× sooner; kept as bytes, as a str of them would
    take two or four bytes a character (the 10× corpus's payload: 41 MB held as 77)."""
    return orjson.dumps(payload)


TABLES = ("spelled", "lemmas", "postings", "idf")  # a language's tables read when it is searched
VOCABULARY_TABLES = ("synonyms", "index")  # and of its vocabulary (its English keys and bids tell a query's
# language); `index`: how a query meets the keys (`query_vocabulary.vocabulary_index`), made here once


def tables_file(language: str) -> str:
    return f"search-{language}.json"


def vocabulary_json(synonyms: list, stop: set[str], cache: Cache | None = None) -> orjson.Fragment:
    """`vocabulary_index` as JSON, kept in the cache by its inputs (`cache`): an edit's rebuild, whose vocabulary
    keys are those of the build before, reads it there (0.02 s of CPU a language, on its critical path)."""
    from .query_vocabulary import vocabulary_index

    inputs = orjson.dumps([synonyms, sorted(stop)])
    made = cache.get_object("vocabulary", inputs) if cache is not None else None
    if not isinstance(made, bytes):
        made = orjson.dumps(vocabulary_index(synonyms, stop))
        if cache is not None:
            cache.put_object("vocabulary", made, inputs)
    return orjson.Fragment(made)


def write_index(documents: list, out: Path, term_maps: dict, payload: dict | None = None,
                cache: Cache | None = None) -> int:
    """Write the index into `out/index` (replacing it); returns the number of documents. `payload`: the
    documents' payload (`payload.build_payload`), when the caller has made it already (the build's
    helper, for the site too); `cache`: where the vocabulary keys' index may have been kept."""
    from .analysis import save_term_maps
    from .atomic import atomic_write
    from .payload import build_payload

    folder = out / INDEX_DIR
    kept = {f"terms-{language}.json" for language in term_maps}
    if folder.is_dir():  # emptied but for the term maps written again below (atomically: the build's own process
        for entry in folder.iterdir():  # reads them as soon as the helper has saved them, while this runs)
            if entry.name in kept:
                continue
            if entry.is_dir() and not entry.is_symlink():
                shutil.rmtree(entry)
            else:
                entry.unlink()
    else:
        folder.mkdir()  # never re-creates a build folder removed under a writer
    save_term_maps(folder, term_maps)
    if payload is None:
        payload = build_payload(documents, term_maps)
    languages = {}
    for language, data in sorted(payload["languages"].items()):
        vocabulary = data["vocabulary"]
        tables = {name: data[name] for name in TABLES}
        tables["vocabulary"] = {"synonyms": vocabulary["synonyms"],
                                "index": vocabulary_json(vocabulary["synonyms"], set(data["stop"]), cache)}
        atomic_write(folder / tables_file(language), orjson.dumps(tables))
        languages[language] = {name: value for name, value in data.items() if name not in TABLES}
        languages[language]["vocabulary"] = {name: value for name, value in vocabulary.items()
                                             if name not in VOCABULARY_TABLES}
    atomic_write(folder / PAYLOAD_FILE, orjson.dumps(dict(payload, languages=languages)))
    return len(documents)


class Tables(dict):
    """A language's part of a payload as the index holds it: what tells a query's language, and the rest
    read from `search-<lang>.json` the first time it is asked for (ValueError if that file is damaged).
    `part`: where in that file these tables are (its vocabulary's: "vocabulary")."""

    def __init__(self, data: dict, names: tuple[str, ...], read: "TablesFile", part: str = ""):
        super().__init__(data)
        self.names, self.read, self.part = names, read, part

    def __missing__(self, name: str):
        if name not in self.names:
            raise KeyError(name)
        tables = self.read()
        tables = tables.get(self.part) if self.part and isinstance(tables, dict) else tables
        if not isinstance(tables, dict) or not all(table in tables for table in self.names):
            raise ValueError(f"{self.read.path.name}: not a language's tables")
        self.update((table, tables[table]) for table in self.names)
        return self[name]


class TablesFile:
    """One `search-<lang>.json`, read once for both of its parts."""

    def __init__(self, path: Path):
        self.path = path
        self.tables: dict | None = None

    def __call__(self) -> dict:
        if self.tables is None:
            self.tables = read_json(self.path)
        return self.tables


def read_json(path: Path):
    """A JSON file of the index. Its hundreds of thousands of lists and strings are read-only and hold no
    cycles: the cyclic garbage collector is kept from scanning them while they are made and after (a
    third of the command's reading time)."""
    with collector_paused(keep=True):
        try:
            return orjson.loads(path.read_bytes())
        except (OSError, ValueError) as err:
            raise ValueError(f"{path.name}: {err}") from None


class IndexFormatError(ValueError):
    """An index an older (or newer) lawbase wrote: not damaged, to be built again."""


def load_index(folder: Path) -> dict:
    """The payload of an index folder, each language's tables read when first used; ValueError when it is
    missing parts or damaged."""
    payload = read_json(folder / PAYLOAD_FILE)
    if isinstance(payload, dict) and isinstance(payload.get("format"), int) and payload["format"] != FORMAT:
        raise IndexFormatError(f"written by another version of lawbase (index format {payload['format']}, "
                               f"this one reads {FORMAT})")
    if not isinstance(payload, dict) or payload.get("format") != FORMAT or not isinstance(payload.get("docs"), list) \
            or not isinstance(payload.get("languages"), dict):
        raise ValueError(f"{PAYLOAD_FILE}: not a lawbase index of format {FORMAT}")
    for language, data in payload["languages"].items():
        if not isinstance(data, dict) or not isinstance(data.get("vocabulary"), dict):
            raise ValueError(f"{PAYLOAD_FILE}: the tables of {language!r} are damaged")
        read = TablesFile(folder / tables_file(language))
        data["vocabulary"] = Tables(data["vocabulary"], VOCABULARY_TABLES, read, "vocabulary")
        payload["languages"][language] = Tables(data, TABLES, read)
    return payload


def count_documents(folder: Path) -> int:
    """How many documents an index holds (the build checks the helper wrote them all)."""
    return len(load_index(folder)["docs"])


def index_usable(folder: Path) -> bool:
    """Can a previous index be reused as it is? (It may have been damaged since it was written.)"""
    from .analysis import load_term_maps

    try:
        load_term_maps(folder)
        languages = load_index(folder)["languages"].values()
        return all(isinstance(data["idf"], dict) and isinstance(data["vocabulary"]["synonyms"], list)
                   for data in languages)  # every language's tables read too
    except (OSError, ValueError):
        return False

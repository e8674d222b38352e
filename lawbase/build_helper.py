"""The build's second process: the term maps, the search index and a share of the site, beside the build.

The helper is started with the build, so its start-up and imports run while the build parses: then a fork of the
build, which holds nothing large yet (`forked.py`), else a fresh interpreter (`python -m lawbase.build_helper`);
never a fork of a build that holds its graph: it is handed the graph or reads it from the build's folder, so its
memory is that of the graph, not a copy of the build's whole heap (a 50 MB source made two forked writers of
1.7 GB each). Its work comes in two messages on stdin (pickles):

- `early` (the graph before the concordance, while the build aligns the editions): the term maps, the
  word tables of the search payload and the pages that do not read the concordance;
- `final` (lawbase.json written): the rest of its pages, and the search index unless the build writes it
  (`hand`: after `early` the build writes it beside its Law pages, as the comparison pages outlast them).
  Whatever `early` made from a graph other than the final one without its concordance is made again: the build
  says which (`early_kept`, `BuildHelper.early_holds`).

Its answers come on stdout: after `early`, `handed <size>` and a pickle of the term maps and the search tables
(sent as soon as they are made: the build reads them once lawbase.json is written, and writes the index with
them if the graph is the one they were made from); then `terms` once the term maps are in the build's folder -
or, where the build writes the index, one `handed` of the addresses of the comparisons' rows (`Share.hand_over`)
-; then one JSON line. The build's side of it all is `helper_process.BuildHelper`.
`Share` is the same work in the build's own process when there is one core. The helper runs in a
session of its own, so Ctrl-C reaches only the build, which ends it; it dies with the build if the build
is killed; its errors come back as one line.

Usage (by the build only): python -m lawbase.build_helper
"""

from __future__ import annotations

import gc
import json
import os
import pickle
import shutil
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import orjson

from .errors import LawbaseError

if TYPE_CHECKING:
    from .cache import Cache


class Share:
    """The helper's work: term maps, search index, its pages (in the helper, or in the build on one core)."""

    def __init__(self, settings: dict):
        self.folder = Path(settings["folder"])
        self.settings = settings
        self.made_early = False  # whether `early` made anything
        self.term_maps: dict | None = None
        self.tables: tuple | None = None  # (what they were made from, `payload.language_tables`)
        self.written: set[str] = set()  # the page names written
        self.counts = [0, 0]  # pages, bytes
        self.seconds: dict[str, float] = {}

    def early(self, encoded: bytes, send: Callable[[tuple], None]) -> None:
        """The work the graph without its concordance allows (`encoded`: its `stored_json`); the term maps and the
        search tables are `send` as soon as they are made (the build writes the index with them)."""
        from .payload import language_tables, searchable
        from .site import EARLY_PAGES
        from .text import has_controls

        started = time.perf_counter()
        data = orjson.loads(encoded)  # as lawbase.json will give it back (its evidence as codes)
        self.made_early = True
        self.term_maps = self.make_term_maps(data)
        documents = search_documents(data)
        self.tables = (searchable(documents), language_tables(documents, self.term_maps, self.cache()))
        self.write(data, has_controls(encoded), EARLY_PAGES)
        self.seconds["helper early"] = time.perf_counter() - started
        send((self.term_maps, self.tables))  # waits in the pipe until the build has written lawbase.json

    def final(self, index: bool, pages: tuple[str, ...], controls: bool, terms_ready: Callable[[], None],
              early_kept: bool = False) -> dict:
        from .analysis import load_term_maps, save_term_maps
        from .index import INDEX_DIR

        started = time.perf_counter()
        data, answer = self.final_graph(pages, controls, early_kept)
        if index:
            if self.term_maps is None:
                self.term_maps = self.make_term_maps(data)
            (self.folder / INDEX_DIR).mkdir()
            save_term_maps(self.folder / INDEX_DIR, self.term_maps)
        else:  # the previous index, linked in by the build
            self.term_maps = load_term_maps(self.folder / INDEX_DIR)
        terms_ready()
        payload = text = None
        if index:
            answer["documents"], payload, text = search_index(self.folder, data, self.term_maps, self.tables,
                                                                controls, self.cache())
        self.write(data, controls, tuple(name for name in pages if name not in self.written), payload, text)
        return self.answer(answer, "helper final", started)

    def hand_over(self, pages: tuple[str, ...], controls: bool, send: Callable[[tuple], None]) -> dict:
        """The final work when the build writes the search index beside its Law pages with the term maps and the
        search tables `early` sent (the build found them made from this graph): with comparison pages to write,
        their rows' addresses are sent (`SiteContext.compare_urls`), and this writes its pages."""
        started = time.perf_counter()
        data, answer = self.final_graph(pages, controls, True)  # (the build hands over only what `early` made so)
        if self.term_maps is None:
            self.term_maps = self.make_term_maps(data)
        names = tuple(name for name in pages if name not in self.written)

        def links(context) -> None:  # where the build's Law pages link into the comparisons, read off the
            context.rows_whole = True  # the comparisons made for these pages, not their rows alone first
            send(context.compare_urls)

        self.write(data, controls, names, made=links if "compare_pages" in names else None)
        return self.answer(answer, "helper final", started)

    def final_graph(self, pages: tuple[str, ...], controls: bool, early_kept: bool) -> tuple[dict, dict]:
        """lawbase.json as written, and the answer begun; what `early` made from another graph (`early_kept`: the
        build found lawbase.json without its concordance the graph it handed `early`, its control characters
        alike) is let go. The early graph is not kept to compare here: the pages `early` wrote made its evidence
        `Evidence` lines in place (`Graph`'s `restored`), so it equalled lawbase.json only through a copy of both
        (`evidence.stored`), where the build compares two digests it has."""
        from .store import GRAPH_FILE

        data = orjson.loads((self.folder / GRAPH_FILE).read_bytes())
        answer = {"documents": 0, "pages": 0, "bytes": 0, "early": "kept" if self.made_early else "none"}
        if self.made_early and not early_kept:
            self.term_maps, self.tables = None, None  # made from another graph: made again
            self.discard_pages()
            answer["early"] = "made again"
        if not pages:  # the site is the previous one, which the build links in
            self.discard_pages()
        return data, answer

    def answer(self, answer: dict, name: str, started: float) -> dict:
        answer["pages"], answer["bytes"] = self.counts
        answer["seconds"] = dict(self.seconds, **{name: time.perf_counter() - started})
        return answer

    def discard_pages(self) -> None:
        from .site import SITE_DIR

        if self.written:
            shutil.rmtree(self.folder / SITE_DIR)
        self.written, self.counts = set(), [0, 0]

    def cache(self):
        """The user's cache of derived data for this code (`cache.py`)."""
        from .cache import Cache

        return Cache.default(self.settings["code"])

    def make_term_maps(self, data: dict) -> dict:
        """The term maps of the graph's words, reusing the words analysed before (the previous build's
        maps, else the cache's)."""
        from .analysis import load_term_maps
        from .graph import Graph
        from .index import INDEX_DIR, build_term_maps

        cache = self.cache()
        previous_folder = Path(self.settings["out"]) / INDEX_DIR
        previous = load_term_maps(previous_folder, strict=False) if previous_folder.is_dir() else {}
        if not previous:
            previous = cache.get_object("terms", "maps")
            previous = previous if isinstance(previous, dict) else {}
        term_maps = build_term_maps(Graph(data), previous)
        cache.put_object("terms", term_maps, "maps")
        return term_maps

    def write(self, data: dict, controls: bool, names: tuple[str, ...], payload: dict | None = None,
              text: str | None = None, made: Callable | None = None) -> None:
        """The named pages (`made`: told the pages' context first)."""
        from .graph import Graph
        from .site import SITE_DIR, for_the_site, write_pages
        from .site.context import SiteContext

        if names:
            context = SiteContext(Graph(for_the_site(data, controls)), self.term_maps, self.settings["readme"],
                                  payload=payload, payload_text=text, cache=self.cache())
            if made is not None:
                made(context)
            pages, size = write_pages(context, self.folder / SITE_DIR, names)
            self.written.update(names)
            self.counts = [self.counts[0] + pages, self.counts[1] + size]


def search_index(folder: Path, data: dict, term_maps: dict, tables: tuple | None,
                 controls: bool, cache: Cache | None = None) -> tuple[int, dict, bytes | None]:
    """The search index of lawbase.json's `data` into `folder`, with `tables` where `early` made them from the same
    documents (`cache`: where the vocabulary keys' index may be kept); returns the number of documents, and the payload and its JSON for the site's search (None, None
    where the site shows control characters as visible signs: its payload is then its own)."""
    from .index import INDEX_DIR, count_documents, payload_json, write_index
    from .payload import build_payload, searchable

    documents = search_documents(data)
    payload = build_payload(documents, term_maps, tables[1] if tables and tables[0] == searchable(documents) else None)
    count = write_index(documents, folder, term_maps, payload, cache)
    written = count_documents(folder / INDEX_DIR)
    if written != count:  # a write that lost documents without a word
        raise ValueError(f"the index holds {written} of {count} documents")
    return (count, None, None) if controls else (count, payload, payload_json(payload))


def search_documents(data: dict) -> list:
    from .documents import search_documents as documents
    from .graph import Graph

    return documents(Graph(data))


def read_ahead() -> None:
    """The language profiles' thesauri, read while the build parses (this core idles until the graph
    comes): the early work's term maps and search tables read them first thing, 0.17 s of TOML. A damaged
    one is left for that work to report, as it would without this."""
    from .profiles import all_profiles

    try:
        for profile in all_profiles():
            profile.thesaurus  # noqa: B018  (a cached property: read now, kept)
    except LawbaseError:
        pass


def readme_ahead(arguments: list[str]) -> None:
    """The README beside the corpus (`arguments`: the code's fingerprint and the corpus folder) made into the about
    page's HTML in the cache while the build parses: 0.1 s of Markdown off the early work. A build handed another
    README (`run_build`'s `readme`) finds no HTML of its text there and makes it in its about page."""
    from .cache import Cache
    from .readme_page import project_readme, readme_html

    if len(arguments) == 2:
        readme_html(project_readme(Path(arguments[1])), Cache.default(arguments[0]))


def main() -> int:
    gc.disable()  # a process that ends with its work, making no cycles worth collecting (`collector.collector_paused`)
    import markdown  # noqa: F401  (the guide and about pages', imported here too while the build parses)
    import nh3  # noqa: F401

    from . import documents, payload, site  # noqa: F401  (imported while the build parses)

    read_ahead()
    readme_ahead(sys.argv[1:3])
    if len(sys.argv) > 3 and int(sys.argv[3]) >= 0:
        os.close(int(sys.argv[3]))  # started up: the process that aligns the editions imports its modules now

    stdin, stdout = sys.stdin.buffer, sys.stdout

    def send(handed: tuple) -> None:
        encoded = pickle.dumps(handed, protocol=pickle.HIGHEST_PROTOCOL)
        stdout.buffer.write(b"handed %d\n" % len(encoded) + encoded)
        stdout.buffer.flush()

    share = None
    try:
        while True:
            try:
                message = pickle.load(stdin)
            except EOFError:  # the build needs nothing more
                return 0
            settings = message[1]
            if settings is None:
                return 0
            share = share or Share(settings)
            if message[0] == "early":
                share.early(message[2], send)
                continue

            def terms_ready() -> None:
                print("terms", file=stdout, flush=True)

            if settings.get("hand"):
                answer = share.hand_over(tuple(settings["pages"]), settings["controls"], send)
            else:
                answer = share.final(settings["index"], tuple(settings["pages"]), settings["controls"], terms_ready,
                                     settings.get("early_kept", False))
            break
    except OSError as err:
        print(json.dumps({"error": err.strerror or str(err)}), flush=True)
        return 1
    except Exception as err:  # reported by the build as one line
        print(json.dumps({"error": f"{type(err).__name__}: {err}"}), flush=True)
        return 1
    print(json.dumps(answer), flush=True)
    return 0


if __name__ == "__main__":
    status = main()
    sys.stdout.flush()
    os._exit(status)  # its files are written and closed: the build need not wait for its heap to be freed

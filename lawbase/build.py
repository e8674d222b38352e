"""The build: corpus -> graph -> search index -> site, into a new folder swapped in for OUT at the end.

A build writes everything into a folder of its own beside OUT and exchanges it with OUT in one step
(`outdir.py`), so a build killed at any moment leaves the previous OUT complete; one build runs at a
time per OUT. Each stage has a fingerprint of its inputs and of the code; a stage whose fingerprint
is unchanged is not redone - its previous output is hard-linked into the new folder.

Every failure ends the build with one line (a full disk, Ctrl-C, a stage's error) after its helper
process is stopped and its folder removed; the previous OUT stays as it was.
"""

from __future__ import annotations

import json
import os
import pickle
import shutil
import signal
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import orjson

from .cache import Cache, Digest, digest
from .collector import collector_paused
from .errors import LawbaseError
from .evidence import Evidence, read, stored, stored_json
from .index import INDEX_DIR
from .manifest import corpus_fingerprint
from .outdir import MARKER, BuildLock, absolute, build_folder, check_out, clean_leftovers, exchange, keep_extras
from .store import GRAPH_FILE, INFO_FILE, dumps, previous_info
from .text import has_controls
from .urls import SITE_DIR  # the pages themselves are imported once the graph is made

# what a build goes through, in order (a stage whose inputs are unchanged is skipped)
STAGES = ("parse", "references", "concordance", "lawbase.json", "term maps", "index and site")
OUTPUTS = (GRAPH_FILE, INDEX_DIR, SITE_DIR, INFO_FILE, MARKER)
PACKAGE = Path(__file__).resolve().parent


@dataclass
class BuildReport:
    out: Path
    data: dict
    stages: dict[str, str] = field(default_factory=dict)  # stage -> "built" / "unchanged"
    seconds: dict[str, float] = field(default_factory=dict)  # stage -> seconds (`STAGES`)
    documents: int = 0
    pages: int = 0
    site_bytes: int = 0
    warnings: list[Evidence] = field(default_factory=list)  # said in the reader's words (`cli.building`)
    errors: dict[str, int] = field(default_factory=dict)  # edition -> errors `lawbase check` would report
    early: str = "none"  # what the helper made before the concordance: "kept", "made again" or "none"
    helper_seconds: dict[str, float] = field(default_factory=dict)  # its work before and after the concordance


class StageClock:
    """Times the build's stages, telling `progress` as each one starts."""

    def __init__(self, progress: Callable[[str], None]):
        self.progress = progress
        self.seconds: dict[str, float] = {}
        self.current = ""
        self.since = 0.0

    def __call__(self, name: str) -> None:
        self.stop()
        self.current, self.since = name, time.perf_counter()
        self.progress(name)

    def stop(self) -> None:
        if self.current:
            self.seconds[self.current] = self.seconds.get(self.current, 0.0) + time.perf_counter() - self.since
            self.current = ""


def code_fingerprint() -> str:
    """Every file of the package: a change of parser, analysis or page code redoes the build."""
    files = sorted(path for path in PACKAGE.rglob("*") if path.is_file() and "__pycache__" not in path.parts)
    return digest(*[part for path in files for part in (str(path.relative_to(PACKAGE)), path.read_bytes())])


def link_tree(source: Path, target: Path) -> None:
    """Reuse a previous output without copying its bytes."""
    if source.is_dir():
        shutil.copytree(source, target, copy_function=os.link)
    else:
        os.link(source, target)


WRITTEN = {"graph": GRAPH_FILE, "index": INDEX_DIR, "site": SITE_DIR}  # build-info's `outputs`: their digests


def output_digest(path: Path) -> str | None:
    """The digest of an output as it stands (a file, or a folder's files and their names); None if missing."""
    if path.is_file():
        return digest(path.read_bytes())
    if not path.is_dir():
        return None
    hasher = Digest()  # a file read at a time: the 10× corpus's site is 167 MB
    for file in sorted(path.rglob("*")):
        if file.is_file():
            hasher.update(file.relative_to(path).as_posix(), file.read_bytes())
    return hasher.hexdigest()


def reusable(out: Path, before: dict, part: str, fingerprint: str) -> bool:
    """Is the previous build's output of this part made from the same inputs, and as it wrote it? A page
    deleted, a graph truncated or an index replaced since is made again, not reused. Its bytes are read
    only when its inputs are the same (an edit's rebuild reads none of them; `before["intact"]`: the parts
    read so far)."""
    if before.get(part) != fingerprint:
        return False
    checked = before["intact"]
    if part not in checked:
        written = before.get("outputs") if isinstance(before.get("outputs"), dict) else {}
        checked[part] = bool(written.get(part)) and output_digest(out / WRITTEN[part]) == written[part]
    return checked[part]


def graph_facts(encoded: bytes) -> tuple[str, bool]:
    """What the later stages need to know of lawbase.json's bytes: their digest, and whether any string
    holds a control character."""
    return digest(encoded), has_controls(encoded)


def write_graph(data: dict, path: Path) -> tuple[str, bool]:
    """Write lawbase.json (`store.dumps`); returns its `graph_facts`."""
    encoded = dumps(data)
    with open(path, "wb") as stream:
        stream.write(encoded)
    return graph_facts(encoded)


@contextmanager
def interrupts_once():
    """Ctrl-C or SIGTERM stops the build where it stands; a second one cannot cut its clean-up short."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def interrupted(signum, frame):
        for number in (signal.SIGINT, signal.SIGTERM):
            signal.signal(number, signal.SIG_IGN)
        raise KeyboardInterrupt

    previous = {number: signal.signal(number, interrupted) for number in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


def run_build(corpus_dir: Path, out: Path, readme: str = "",
              progress: Callable[[str], None] | None = None) -> BuildReport:
    from .manifest import load_manifest
    from .profiles import load_profile
    from .ui_strings import strings

    out = absolute(out)
    try:
        check_out(out, corpus_dir)
        # a corpus that cannot be read, a profile or the interface strings of a language, is said before
        # anything is written beside OUT
        for language in sorted({edition.language for edition in load_manifest(corpus_dir)}):
            load_profile(language)
            strings(language)
        out.parent.mkdir(parents=True, exist_ok=True)
        with interrupts_once(), BuildLock(out), collector_paused():  # the index and the site too
            check_out(out, corpus_dir)  # again: now no other build can change OUT
            clean_leftovers(out)
            new = build_folder(out)
            try:
                report = build_stages(corpus_dir, out, new, readme, StageClock(progress or (lambda name: None)))
                keep_extras(out, new, OUTPUTS)
                exchange(new, out)
            finally:
                shutil.rmtree(new, ignore_errors=True)
    except OSError as err:  # a full disk, a read-only folder, OUT's parent a file
        where = f" ({err.filename})" if err.filename and str(err.filename) != str(out) else ""
        raise LawbaseError(f"cannot write the build: {err.strerror or err}{where}", str(out)) from None
    return report


def build_stages(corpus_dir: Path, out: Path, new: Path, readme: str, step: StageClock) -> BuildReport:
    from .concordance_process import Aligner
    from .helper_process import BuildHelper

    code = code_fingerprint()
    before = previous_info(out)
    sources = corpus_fingerprint(corpus_dir)
    fingerprints = {"graph": digest(code, sources), "sources": sources}  # `sources`: what reading commands check
    before["intact"] = {}
    graph_fresh = reusable(out, before, "graph", fingerprints["graph"])
    helper = aligner = None
    if not graph_fresh and two_cores():
        # a second core: the helper starts now, so that its start-up runs while this process parses; then, on the
        # same core, the imports of the process that will align the editions, where the cache holds no graph of
        # the corpus (a first build, or an edit's rebuild: numpy's and scipy's imports off this process's path)
        started_up, helper_ready = os.pipe()
        try:
            helper = BuildHelper(code, corpus_dir, helper_ready)
            if not Cache.default(code).holds("graph", fingerprints["graph"]):
                aligner = Aligner(after=started_up)
        finally:
            os.close(started_up)
            os.close(helper_ready)
    try:
        report = write_stages(corpus_dir, out, new, readme, step, code, before, fingerprints, helper, aligner)
    finally:
        step.stop()
        for process in (helper, aligner):
            if process is not None:
                process.stop()
    report.seconds = step.seconds
    return report


def two_cores() -> bool:
    return len(os.sched_getaffinity(0)) > 1 if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1) > 1


def write_stages(corpus_dir: Path, out: Path, new: Path, readme: str, step: StageClock, code: str,
                 before: dict, fingerprints: dict, helper, aligner) -> BuildReport:
    from .build_helper import Share, search_index
    from .helper_process import BuildHelper

    settings = {"folder": str(new), "out": str(out), "code": code, "readme": readme}

    def early(data: dict) -> None:  # the graph before its concordance: aligned apart, and the helper's early work
        encoded = stored_json(data)  # once for both, as lawbase.json will have it (two pickles took 9 times as long)
        if aligner is not None:
            aligner.align(code, encoded)
        helper.early(settings, data, encoded)
        if aligner is not None:  # the pages' modules (lxml): imported while the editions are aligned
            from . import analysis, site  # noqa: F401
            from .site import context  # noqa: F401

    report = BuildReport(out=out, data={})
    graph_hash, controls = graph_stage(corpus_dir, out, new, step, fingerprints, before, report, Cache.default(code),
                                       early if helper is not None else None, aligner)
    fingerprints["index"] = digest(code, graph_hash)
    fingerprints["site"] = digest(code, graph_hash, readme)

    step("term maps")
    from .analysis import load_term_maps  # the pages' modules (lxml): imported while the helper reads the graph
    from .graph import Graph
    from .site import HELPER_PAGES, INDEX_PAGES, OWN_PAGES, for_the_site, write_pages
    from .site.context import SiteContext

    index_fresh = reusable(out, before, "index", fingerprints["index"]) and index_usable(out / INDEX_DIR)
    site_fresh = reusable(out, before, "site", fingerprints["site"])
    report.stages["index"] = "unchanged" if index_fresh else "built"
    report.stages["site"] = "unchanged" if site_fresh else "built"
    if index_fresh:
        link_tree(out / INDEX_DIR, new / INDEX_DIR)
    # the helper made the search tables early: the index is written here beside the Law pages, with the tables it
    # hands over, while it writes the comparison pages (which outlast the Law pages by about the index's time)
    early_kept = helper is not None and helper.early_holds(report.data, controls)  # the helper is told so
    hand = early_kept and not index_fresh
    helper_pages = tuple(name for name in HELPER_PAGES if not (hand and name in INDEX_PAGES))
    final = dict(settings, index=not index_fresh, hand=hand, pages=() if site_fresh else helper_pages,
                 controls=controls, early_kept=early_kept)
    late = None
    try:
        if index_fresh and site_fresh and early is None:
            final = None  # nothing for a helper to do
        elif helper is None and two_cores():
            helper = late = BuildHelper()
        answer = {"documents": 0, "pages": 0, "bytes": 0}
        # the term maps and search tables `Share.early` sent as soon as made: read first, as the helper reads
        # `final` only once they are out of its way
        early_made = helper.received() if helper is not None and helper.sent_early else b""
        if helper is not None:  # the index and the site need only the graph and the term maps: two processes
            helper.final(final)
        term_maps, tables = pickle.loads(early_made) if hand else (None, None)
        early_made = b""  # its 3 MB let go
        if helper is not None and not hand:
            if final is not None:
                helper.wait_for_terms()
        elif helper is None and final is not None:  # one core: the helper's work here first
            answer = Share(settings).final(final["index"], final["pages"], controls, lambda: None)
        step("index and site")
        payload = text = None
        if hand:  # (its own graph, let go before the Law pages': one graph for both held the index's tables beside
            # the pages, 1506 -> 1928 MB at `bench/build.py --copies 10`)
            documents, payload, text = search_index(new, report.data, term_maps, tables, controls,
                                                     Cache.default(code))
        if site_fresh:
            link_tree(out / SITE_DIR, new / SITE_DIR)
        else:
            graph, term_maps = Graph(for_the_site(report.data, controls)), term_maps or load_term_maps(new / INDEX_DIR)
            if hand:  # the search index's script first, while the helper makes the comparisons: the payload is let
                # go before the Law pages, not held beside them (`bench/build.py --copies 10`: the build's peak)
                assets = SiteContext(graph, term_maps, readme, payload=payload, payload_text=text)
                report.pages, report.site_bytes = write_pages(assets, new / SITE_DIR, INDEX_PAGES)
                assets = payload = text = tables = None
            links = helper.handed() if hand else None  # `Share.hand_over`
            context = SiteContext(graph, term_maps, readme, cache=Cache.default(code), compare_urls=links)
            pages, size = write_pages(context, new / SITE_DIR, OWN_PAGES)
            report.pages, report.site_bytes = report.pages + pages, report.site_bytes + size
        if helper is not None and final is not None:
            answer = helper.result()
        if hand:
            answer["documents"] = documents
    finally:
        if late is not None:
            late.stop()
    report.documents, report.early = answer["documents"], answer.get("early", "none")
    report.helper_seconds = answer.get("seconds", {})
    report.pages += answer["pages"]
    report.site_bytes += answer["bytes"]
    fingerprints["corpus"] = {"warnings": stored(report.warnings), "errors": report.errors}  # said again on reuse
    fresh = {"graph": report.stages.get("graph") == "unchanged", "index": index_fresh, "site": site_fresh}
    fingerprints["outputs"] = {part: before["outputs"][part] if fresh[part] else graph_hash if part == "graph"
                               else output_digest(new / name) for part, name in WRITTEN.items()}
    (new / INFO_FILE).write_text(json.dumps(fingerprints, indent=1, sort_keys=True, ensure_ascii=False) + "\n",
                                 encoding="utf-8")
    return report


def graph_stage(corpus_dir: Path, out: Path, new: Path, step: StageClock, fingerprints: dict, before: dict,
                report: BuildReport, cache: Cache, early: Callable[[dict], None] | None,
                aligner=None) -> tuple[str, bool]:
    """OUT/lawbase.json: the previous one, the cache's, or built (`early` is handed the graph before its
    concordance; `aligner`, a `concordance_process.Aligner` it was handed too, makes the concordance);
    returns the digest of its bytes and whether it holds control characters."""
    from .check import edition_errors
    from .corpus import build_graph

    unchanged = reusable(out, before, "graph", fingerprints["graph"])
    cached = None if unchanged else cache.get_object("graph", fingerprints["graph"])
    if unchanged:
        step("lawbase.json")
        link_tree(out / GRAPH_FILE, new / GRAPH_FILE)
        graph_bytes = (new / GRAPH_FILE).read_bytes()
        report.data = orjson.loads(graph_bytes)
        said = before.get("corpus", {})  # what the build that made it said of the corpus
        report.warnings, report.errors = [read(line) for line in said.get("warnings", [])], dict(said.get("errors", {}))
        report.stages["graph"] = "unchanged"
        return graph_facts(graph_bytes)
    if isinstance(cached, dict) and digest(cached.get("graph", b"")) == cached.get("hash"):
        step("lawbase.json")  # this corpus was built by this code before: its graph, warnings and errors
        (new / GRAPH_FILE).write_bytes(cached["graph"])
        report.data = orjson.loads(cached["graph"])
        report.warnings, report.errors = cached["warnings"], cached["errors"]
        report.stages["graph"] = "cached"
        return graph_facts(cached["graph"])  # its digest is the hash just checked
    corpus, graph = build_graph(corpus_dir, step, cache, early, aligner.records if aligner is not None else None)
    step("lawbase.json")
    for edition_id, parsed in corpus.parsed.items():
        report.warnings.extend(parsed.warnings)
        errors = edition_errors(parsed)
        report.errors[edition_id] = len(errors)
        shown = str(corpus.folder / parsed.edition.file)  # said as `lawbase check` says it, and that it fails
        report.warnings.extend(Evidence("build_error", where=error.where(shown),
                                        anomaly=list(error.phrase) if error.phrase else error.message)
                               for error in errors)
    report.data = graph.data
    del corpus, graph  # the graph's data holds what the later stages need (the parsed corpus: `write_stages`)
    graph_hash, controls = write_graph(report.data, new / GRAPH_FILE)
    cache.put_object("graph", {"graph": (new / GRAPH_FILE).read_bytes(), "hash": graph_hash,
                               "warnings": report.warnings, "errors": report.errors}, fingerprints["graph"])
    report.stages["graph"] = "built"
    return graph_hash, controls


def index_usable(folder: Path) -> bool:
    """Can a previous index be reused as it is? (It may have been damaged since it was written.)"""
    from .index import index_usable as usable

    return usable(folder)

"""The build: corpus -> graph -> search index -> site, into a new folder swapped in for OUT at the end.

A build writes everything into a temporary folder beside OUT and exchanges it with OUT in one step
(Linux renameat2 RENAME_EXCHANGE; elsewhere two renames), so a build killed at any moment leaves the
previous OUT complete. Each stage has a fingerprint of its inputs and of the code; a stage whose
fingerprint is unchanged is not redone - its previous output is hard-linked into the new folder.
"""

from __future__ import annotations

import ctypes
import errno
import hashlib
import json
import os
import shutil
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from .index import INDEX_DIR
from .site import SITE_DIR
from .store import GRAPH_FILE, dumps

INFO_FILE = "build-info.json"
OUTPUTS = (GRAPH_FILE, INDEX_DIR, SITE_DIR, INFO_FILE)
PACKAGE = Path(__file__).resolve().parent


@dataclass
class BuildReport:
    out: Path
    data: dict
    stages: dict[str, str] = field(default_factory=dict)  # stage -> "built" / "unchanged"
    seconds: dict[str, float] = field(default_factory=dict)
    documents: int = 0
    pages: int = 0
    site_bytes: int = 0
    warnings: list[str] = field(default_factory=list)
    corpus: object = None  # the parsed corpus when the graph stage ran


def digest(*parts: bytes | str) -> str:
    hasher = hashlib.sha256()
    for part in parts:
        hasher.update(part.encode("utf-8") if isinstance(part, str) else part)
        hasher.update(b"\0")
    return hasher.hexdigest()


def code_fingerprint() -> str:
    """Every file of the package: a change of parser, analysis or page code redoes the build."""
    files = sorted(path for path in PACKAGE.rglob("*") if path.is_file() and "__pycache__" not in path.parts)
    return digest(*[part for path in files for part in (str(path.relative_to(PACKAGE)), path.read_bytes())])


def corpus_fingerprint(corpus_dir: Path) -> str:
    from .manifest import MANIFEST_NAME, load_manifest

    editions = load_manifest(corpus_dir)
    parts: list[bytes | str] = [(corpus_dir / MANIFEST_NAME).read_bytes()]
    for edition in editions:
        parts += [edition.file, edition.path.read_bytes()]
    return digest(*parts)


def previous_info(out: Path) -> dict:
    try:
        return json.loads((out / INFO_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def link_tree(source: Path, target: Path) -> None:
    """Reuse a previous output without copying its bytes."""
    if source.is_dir():
        shutil.copytree(source, target, copy_function=os.link)
    else:
        os.link(source, target)


def exchange(new: Path, out: Path) -> None:
    """Put `new` where `out` is, atomically where the system allows; `new` then holds the old build."""
    if not out.exists():
        os.rename(new, out)
        new.mkdir()
        return
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        renameat2 = None
    if renameat2 is not None:
        at_fdcwd, rename_exchange = -100, 2
        if renameat2(at_fdcwd, os.fsencode(new), at_fdcwd, os.fsencode(out), rename_exchange) == 0:
            return
        if ctypes.get_errno() not in (errno.ENOSYS, errno.EINVAL, errno.ENOTSUP):
            raise OSError(ctypes.get_errno(), "cannot swap the new build in", str(out))
    aside = Path(tempfile.mkdtemp(prefix=f".{out.name}-old-", dir=out.parent))
    os.rename(out, aside / "out")
    os.rename(new, out)
    os.rename(aside / "out", new)
    aside.rmdir()


def _index_child(data: dict, folder: Path, term_maps: dict, channel) -> None:
    from .documents import search_documents
    from .graph import Graph
    from .index import write_index

    try:
        channel.send(("ok", write_index(search_documents(Graph(data)), folder, term_maps)))
    except BaseException as err:  # reported by the parent as one line
        channel.send(("error", f"{type(err).__name__}: {err}"))
        raise SystemExit(1)


def start_indexing(data: dict, folder: Path, term_maps: dict):
    """Write the search index in a forked process while the site is written here (None: no fork)."""
    import multiprocessing

    if "fork" not in multiprocessing.get_all_start_methods() or (os.cpu_count() or 1) < 2:
        return None
    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)
    process = context.Process(target=_index_child, args=(data, folder, term_maps, sender))
    process.start()
    sender.close()
    return process, receiver


def finish_indexing(indexing) -> int:
    from .errors import LawbaseError

    process, receiver = indexing
    try:
        status, value = receiver.recv()
    except EOFError:
        status, value = "error", "the indexing process ended without a word"
    process.join()
    if status != "ok" or process.exitcode != 0:
        raise LawbaseError(f"writing the search index failed: {value}")
    return value


def index_usable(folder: Path) -> bool:
    """Can a previous index be reused as it is? (It may have been damaged since it was written.)"""
    from whoosh import index as whoosh_index

    from .analysis import load_term_maps

    try:
        load_term_maps(folder)
        with whoosh_index.open_dir(str(folder)).searcher() as searcher:
            searcher.doc_count()
            searcher.lexicon("edition")
        return True
    except Exception:
        return False


def clean_leftovers(out: Path) -> None:
    """Folders of builds that were killed before their swap."""
    for stale in out.parent.glob(f".{out.name}-new-*"):
        shutil.rmtree(stale, ignore_errors=True)


def run_build(corpus_dir: Path, out: Path, readme: str = "",
              progress: Callable[[str], None] | None = None) -> BuildReport:
    from .analysis import load_term_maps
    from .corpus import build_graph
    from .documents import search_documents
    from .graph import Graph
    from .index import build_term_maps, write_index
    from .site import write_site

    step = progress or (lambda name: None)
    out = out.resolve() if out.exists() else Path(os.path.abspath(out))
    out.parent.mkdir(parents=True, exist_ok=True)
    clean_leftovers(out)
    code = code_fingerprint()
    before = previous_info(out)
    fingerprints = {"graph": digest(code, corpus_fingerprint(corpus_dir))}
    new = Path(tempfile.mkdtemp(prefix=f".{out.name}-new-", dir=out.parent))
    new.chmod(0o755)
    try:
        report = BuildReport(out=out, data={})
        started = time.perf_counter()
        step("graph")
        if before.get("graph") == fingerprints["graph"] and (out / GRAPH_FILE).is_file():
            link_tree(out / GRAPH_FILE, new / GRAPH_FILE)
            graph_bytes = (new / GRAPH_FILE).read_bytes()
            report.data = json.loads(graph_bytes)
            report.stages["graph"] = "unchanged"
        else:
            corpus, graph = build_graph(corpus_dir)
            report.corpus = corpus
            for parsed in corpus.parsed.values():
                report.warnings.extend(parsed.warnings)
            report.data = graph.data
            graph_bytes = dumps(report.data)
            (new / GRAPH_FILE).write_bytes(graph_bytes)
            report.stages["graph"] = "built"
        report.seconds["graph"] = time.perf_counter() - started
        graph_hash = digest(graph_bytes)
        fingerprints["index"] = digest(code, graph_hash)
        fingerprints["site"] = digest(code, graph_hash, readme)

        started = time.perf_counter()
        step("index")
        index_fresh = before.get("index") == fingerprints["index"] and index_usable(out / INDEX_DIR)
        site_fresh = before.get("site") == fingerprints["site"] and (out / SITE_DIR / "index.html").is_file()
        if index_fresh:
            link_tree(out / INDEX_DIR, new / INDEX_DIR)
            report.stages["index"] = "unchanged"
            term_maps = load_term_maps(new / INDEX_DIR)
            indexing = None
        else:
            previous_maps = load_term_maps(out / INDEX_DIR, strict=False) if (out / INDEX_DIR).is_dir() else {}
            term_maps = build_term_maps(Graph(report.data), previous_maps)
            # the index and the site need only the graph and the term maps: write them side by side
            indexing = start_indexing(report.data, new, term_maps) if not site_fresh else None
            if indexing is None:
                report.documents = write_index(search_documents(Graph(report.data)), new, term_maps)
            report.stages["index"] = "built"

        step("site")
        if site_fresh:
            link_tree(out / SITE_DIR, new / SITE_DIR)
            report.stages["site"] = "unchanged"
        else:
            report.pages, report.site_bytes = write_site(report.data, term_maps, new, readme)
            report.stages["site"] = "built"
        if indexing is not None:
            report.documents = finish_indexing(indexing)
        report.seconds["index and site"] = time.perf_counter() - started

        (new / INFO_FILE).write_text(json.dumps(fingerprints, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        if out.is_dir():  # what else lives in OUT (a .gitignore) stays
            for entry in sorted(out.iterdir()):
                if entry.name not in OUTPUTS and not entry.is_symlink() and not (new / entry.name).exists():
                    link_tree(entry, new / entry.name)
        exchange(new, out)
    finally:
        shutil.rmtree(new, ignore_errors=True)
    return report

"""Shared fixtures: the real corpus parsed once, and small synthetic corpora written on the fly."""

from __future__ import annotations

import atexit
import compileall
import fcntl
import gc
import hashlib
import json
import os
import shutil
import signal
import sys
import tempfile
import textwrap
from contextlib import contextmanager
from pathlib import Path

import pytest

from lawbase import store
from lawbase.corpus import load_corpus

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "corpus"
# The suite starts about 70 lawbase processes (builds, their helpers, commands). Where Python may not
# write byte code (PYTHONDONTWRITEBYTECODE, as on this machine) each would compile the package from
# source again (0.1-0.2 s each); a user's Python writes it at the first import, so the suite does too
# (only what changed since; in place, atomically, as an import would).
compileall.compile_dir(ROOT / "lawbase", quiet=1)
# For the same reason pytest rewrote the assertions of every test module again in each worker each run (its
# rewritten modules are kept in tests/__pycache__ only where Python may write byte code: about 0.7 s of each
# worker's collection); from here on this process may, as a user's Python would. What it imports later
# already has its byte code (the package above, the installed packages'), and the processes the tests start
# keep the environment's setting.
sys.dont_write_bytecode = False
# A worker holds the real corpus and its graph (millions of objects) and parses hundreds of corpora more:
# the cyclic collector, run every 700 allocations, walked them 4,100-4,500 times a run (1.5-2.6 s of each
# worker's CPU); every 50,000, 0.5 s (a build pauses it itself, `collector.collector_paused`).
gc.set_threshold(50_000, 20, 20)
# Builds share a cache of their own for the session (empty at its start), never the user's: set before any
# test module is read, so that the environments they copy for subprocesses carry it too; each process
# (pytest-xdist's controller and workers alike) removes its own when it ends.
SESSION_CACHE = tempfile.mkdtemp(prefix="lawbase-test-cache-")
os.environ["LAWBASE_CACHE_DIR"] = SESSION_CACHE
atexit.register(shutil.rmtree, SESSION_CACHE, ignore_errors=True)


@pytest.fixture(autouse=True)
def no_terminal_width(monkeypatch):
    """xdist's workers export COLUMNS=80, which `show` reads as a terminal's width: a test that means a
    terminal says so (`env={"COLUMNS": "80"}`), the others print as through a pipe."""
    monkeypatch.delenv("COLUMNS", raising=False)


@pytest.fixture(scope="session")
def corpus():
    """The real corpus parsed (numbering recovered, notes linked), once per worker."""
    return load_corpus(CORPUS)


@pytest.fixture(scope="session")
def graph(built_out):
    """The graph of the session's build as users get it (its lawbase.json): the references resolved,
    the editions aligned (not aligned again in each worker)."""
    return store.load_graph(built_out[0])


@pytest.fixture(scope="session")
def built_graph(corpus, graph):
    return corpus, graph


@contextmanager
def made_once(tmp_path_factory, worker_id: str, name: str):
    """A folder for a session build every worker reads: the first worker that asks makes it (yields the
    folder and False), the others wait for it and find it made (the folder and True). With one process
    (`-n 0`), a folder of its own. The lock is pytest-xdist's documented way: a file beside the workers'
    temporary folders."""
    if worker_id == "master":
        yield tmp_path_factory.mktemp(name), False
        return
    shared = tmp_path_factory.getbasetemp().parent
    with open(shared / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield shared / name, (shared / f"{name}.made").exists()
        (shared / f"{name}.made").touch()


@pytest.fixture(scope="session")
def built_out(tmp_path_factory, worker_id):
    """The real corpus built once for the whole session (graph and search index), by one worker for all."""
    from click.testing import CliRunner

    from lawbase.cli import main

    with made_once(tmp_path_factory, worker_id, "build") as (out, made):
        if not made:
            result = CliRunner().invoke(main, ["build", "--corpus", str(CORPUS), "--out", str(out)])
            assert result.exit_code == 0, result.output
            (out.parent / "build.output").write_text(result.output, encoding="utf-8")
    with pytest.MonkeyPatch.context() as patch:  # undone at the session's end
        kept = graph_read_once(out, patch)
        yield out, (out.parent / "build.output").read_text(encoding="utf-8")
    for graph, digest in kept.values():  # what the commands share, none of them changed
        assert graph_digest(graph) == digest, "a test or command changed the shared graph of the session build"


def graph_digest(graph) -> str:
    return hashlib.sha256(json.dumps(graph.data, sort_keys=True).encode()).hexdigest()


def graph_read_once(out: Path, patch: pytest.MonkeyPatch) -> dict:
    """The session build's lawbase.json read once per worker: the commands the tests run in process on it
    (`show`, `refs`, `compare`: about 220 a run) get the graph the `graph` fixture holds, where each read it
    again (5.8 s of CPU a run). The file as it stands is read again if it changes, and every other folder's (a
    copy of the build, a damaged one) is read as before. Returns the graph kept with its digest as read, so the
    session's end can check nothing changed it."""
    read, kept = store.load_graph, {}

    def load_graph(folder: Path):
        if Path(folder) != out:
            return read(folder)
        stat = (out / store.GRAPH_FILE).stat()
        version = (stat.st_ino, stat.st_size, stat.st_mtime_ns)
        if version not in kept:
            kept.clear()
            graph = read(folder)
            kept[version] = graph, graph_digest(graph)
        return kept[version][0]

    patch.setattr(store, "load_graph", load_graph)
    return kept


@pytest.fixture(scope="session")
def out(built_out):
    """The session build's folder, as the commands' `--out`."""
    return built_out[0]


@pytest.fixture(scope="session")
def comparer(out):
    """The comparison over the session build's graph."""
    from lawbase.compare import Comparer

    return Comparer(json.loads((out / "lawbase.json").read_text(encoding="utf-8")))


EDITED_LINE = 531  # pl-2017.txt: a line of Law 16 holding the word the edit changes


def edit_corpus(folder: Path) -> Path:
    """The real corpus with one word of a Polish Law changed and one note more (`pl-notes/27`)."""
    shutil.copytree(CORPUS, folder)
    lines = (folder / "pl-2017.txt").read_text(encoding="utf-8").split("\n")
    assert "niezwłocznie" in lines[EDITED_LINE - 1]
    lines[EDITED_LINE - 1] = lines[EDITED_LINE - 1].replace("niezwłocznie", "natychmiast", 1)
    (folder / "pl-2017.txt").write_text("\n".join(lines), encoding="utf-8")
    with open(folder / "pl-notes.txt", "a", encoding="utf-8") as stream:
        stream.write("\n\n27. ODZYWKA NIEWYSTARCZAJĄCA\n\nPatrz przepis 27B.\n")
    return folder


@pytest.fixture(scope="session")
def edited_build(tmp_path_factory, worker_id):
    """The edited corpus, and its clean build (empty OUT, empty cache) with the cache that build filled:
    what any build of the edited corpus must equal, byte for byte (by one worker for all)."""
    return built_once(tmp_path_factory, worker_id, "edited", edit_corpus)


def built_once(tmp_path_factory, worker_id, name: str, write) -> tuple[Path, Path, Path]:
    """A corpus (`write` makes its folder) and its clean build (empty OUT, a cache of its own, which it fills),
    made by one worker for all: the corpus, OUT and the cache."""
    from click.testing import CliRunner

    from lawbase.cli import main

    with made_once(tmp_path_factory, worker_id, name) as (folder, made):
        corpus, out, cache = folder / "corpus", folder / "clean", folder / "cache"
        if made:
            return corpus, out, cache
        write(corpus)
        os.environ["LAWBASE_CACHE_DIR"] = str(cache)
        try:
            result = CliRunner().invoke(main, ["build", "--corpus", str(corpus), "--out", str(out)])
        finally:
            os.environ["LAWBASE_CACHE_DIR"] = SESSION_CACHE
        assert result.exit_code == 0, result.output
    return corpus, out, cache


def write_corpus(folder: Path, editions: list[dict], texts: dict[str, str | bytes]) -> Path:
    """A corpus folder with a manifest built from `editions` and the given file contents."""
    folder.mkdir(parents=True, exist_ok=True)
    lines = []
    for edition in editions:
        lines.append("[[edition]]")
        quirks = edition.pop("source_quirks", None)
        for name, value in edition.items():
            if isinstance(value, str):
                lines.append(f'{name} = "{value}"')
            elif isinstance(value, bool):
                lines.append(f"{name} = {'true' if value else 'false'}")
            else:
                lines.append(f"{name} = {value!r}".replace("(", "[").replace(")", "]"))
        if quirks:
            lines.append("[edition.source_quirks]")
            for name, value in quirks.items():
                if isinstance(value, bool):
                    lines.append(f"{name} = {'true' if value else 'false'}")
                elif isinstance(value, int):
                    lines.append(f"{name} = {value}")
                else:
                    lines.append(f"{name} = [" + ", ".join(f"'{v}'" for v in value) + "]")
        lines.append("")
    (folder / "editions.toml").write_text("\n".join(lines), encoding="utf-8")
    for name, content in texts.items():
        path = folder / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(textwrap.dedent(content).lstrip("\n"), encoding="utf-8")
    return folder


def edition(id, language, file, kind="laws", laws=None, **extra) -> dict:
    entry = {"id": id, "language": language, "title": f"Test {id}", "year": 2017, "file": file, "kind": kind}
    if laws:
        entry["laws"] = laws
    entry.update(extra)
    return entry


def refuses_manifest(folder: Path, values: dict, said: str) -> None:
    """A one-edition manifest (pl-2017 with `values` over `edition`'s) is refused with one error saying `said`,
    naming its line."""
    from lawbase.errors import LawbaseError
    from lawbase.manifest import load_manifest

    entry = {**edition("pl-2017", "pl", "pl.txt"), **values}
    with pytest.raises(LawbaseError, match=said) as raised:
        load_manifest(write_corpus(folder, [entry], {"pl.txt": "1. Prawo\n"}))
    assert raised.value.line is not None


def build_stages(corpus: Path, out: Path) -> dict:
    """`lawbase build --json` of a corpus into OUT, in this process: which stages it built, reused or took."""
    from click.testing import CliRunner

    from lawbase.cli import main

    result = CliRunner().invoke(main, ["build", "--corpus", str(corpus), "--out", str(out), "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)["stages"]


def nodes_by_key(corpus, edition_id: str) -> dict:
    return {node.key: node for node in corpus.parsed[edition_id].nodes}


@pytest.fixture(scope="session")
def chromium_session(tmp_path_factory):
    """Headless Debian Chromium driven by selenium (`.ci/run` installs chromium and chromium-driver); its
    profile and temporary files in the session's folder (Chromium left two folders in /tmp a run). One per
    worker, for every browser test; `emulated` says whether a test may have left a screen of its own."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    driver_path = shutil.which("chromedriver")
    assert binary and driver_path, "Debian's chromium and chromium-driver are needed (.ci/run installs them)"
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    own = tmp_path_factory.mktemp("chromium")
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--allow-file-access-from-files",
                 f"--user-data-dir={own / 'profile'}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(driver_path, env=dict(os.environ, TMPDIR=str(own))), options=options)
    driver.set_page_load_timeout(60)
    # one bound on a script for every test alike: the accessibility test raised selenium's 30 s to 120 s and
    # left it so, and the search table's 530 queries in one script (`test_search_site`, 9-11 s at load 23 in
    # the fifteenth session) met 30 s or 120 s by the order its worker ran the two in (it failed with a
    # selenium error twice at loads 13-16 on 2026-11-28, and passed alone)
    driver.set_script_timeout(120)
    driver.emulated, driver.screen_set = False, True
    yield driver
    driver.quit()


@pytest.fixture
def chromium(chromium_session):
    """The shared Chromium at its own screen size and colour scheme, for the tests that set none: what a
    test of a phone or the dark scheme (`test_site_browser.browser`) left is set back first. Set back
    only here, where it was set back after each such test: Chromium laid the page left open out again
    for nothing when the next test set a screen of its own (whole runs alternating: see
    docs/history-speed.md, the seventeenth session)."""
    if chromium_session.emulated:
        chromium_session.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        chromium_session.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        chromium_session.emulated = False
    chromium_session.screen_set = True  # its own
    fresh_tab(chromium_session)
    return chromium_session


def fresh_tab(driver) -> None:
    """The tab's reading forgotten (the reader's language, the filters: reader-language.js keeps them for the tab),
    as a reader opening the site finds it: a test reads the pages of an edition in the language it asks or, asking
    none, the tab's first page's, not the one a test before it left."""
    try:
        driver.execute_script("window.sessionStorage.clear()")
    except Exception:  # no page open yet (about:blank keeps no storage)
        pass


@pytest.fixture(scope="session")
def search_tab(chromium_session, built_out):
    """The session build's search page in a tab of its own, opened once per browser: the tests that ask
    its engine (`window.lawbaseSearch`) share it, where each loaded the 8.6 MB index again (a third of a
    second of Chromium's CPU a load). The page keeps what it read, as a reader's tab does between queries.
    No test sets a screen in it (the CDP's emulation is the tab's own)."""
    reading = chromium_session.current_window_handle
    chromium_session.switch_to.new_window("tab")
    chromium_session.get((built_out[0] / "site" / "search.html").as_uri())
    tab = chromium_session.current_window_handle
    chromium_session.switch_to.window(reading)
    return tab


@pytest.fixture
def search_page(chromium_session, search_tab):
    """The shared search page's tab for one test, the other tab given back after it."""
    reading = chromium_session.current_window_handle
    chromium_session.switch_to.window(search_tab)
    yield chromium_session
    chromium_session.switch_to.window(reading)


def build_stopped_at(out: Path, corpus: Path, stage: str, sig: int, after: float = 0.0,
                     cache: Path | None = None, seed: str | None = None) -> tuple[int, str]:
    """`lawbase build` in a fresh process, its progress on a pseudo-terminal, sent `sig` `after` seconds
    past the moment it says it starts `stage` (to its process group, as Ctrl-C does, for SIGINT):
    its exit code and what it printed on the terminal. With an empty cache (every stage runs), or a copy
    of `cache`; with the given hash seed (`PYTHONHASHSEED`), or Python's random one."""
    import os
    import pty
    import select
    import subprocess
    import sys
    import time

    import tempfile

    leader, follower = pty.openpty()
    empty_cache = tempfile.mkdtemp(prefix="cache-", dir=out.parent)
    if cache is not None:
        shutil.copytree(cache, empty_cache, dirs_exist_ok=True)
    process = subprocess.Popen([sys.executable, "-m", "lawbase", "build", "--corpus", str(corpus), "--out", str(out)],
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=follower,
                               start_new_session=True, env=dict(os.environ, PYTHONPATH=str(ROOT), COLUMNS="120",
                                                                LAWBASE_CACHE_DIR=empty_cache,
                                                                **({"PYTHONHASHSEED": seed} if seed else {})))
    os.close(follower)
    said = b""
    deadline = time.monotonic() + 120
    try:
        while stage.encode() not in said and time.monotonic() < deadline:
            if select.select([leader], [], [], 0.05)[0]:
                try:
                    said += os.read(leader, 4096)
                except OSError:  # the build ended: nothing more to read
                    break
            if process.poll() is not None:
                break
        if process.poll() is None:
            time.sleep(after)
            if sig == signal.SIGINT:
                os.killpg(process.pid, sig)
            else:
                process.send_signal(sig)
        process.wait(timeout=120)
        while select.select([leader], [], [], 0.05)[0]:
            try:
                chunk = os.read(leader, 4096)
            except OSError:
                break
            if not chunk:
                break
            said += chunk
    finally:
        os.close(leader)
    return process.returncode, said.decode("utf-8", "replace")


SESSION_BUILDS = {"built_out", "edited_build", "small_build", "small_edited_build"}


def pytest_collection_modifyitems(items):
    """The tests that need no session build first (in their order), then those that do: pytest-xdist
    hands each worker a half, so one worker makes the builds while the other runs the tests that need
    none, where both used to wait for the first build at the start."""
    items.sort(key=lambda item: bool(SESSION_BUILDS & set(item.fixturenames)))


from .small_corpus import small_build, small_edited_build  # noqa: E402,F401 (the small corpus's session builds)

"""Print what search costs: the vocabulary analysis and the index of a build, a query in process, as a
command, and in the browser (Chromium, when installed).

Usage: python bench/search_speed.py [--corpus corpus] [--commands 40] [--no-browser]
Builds into a temporary folder (the real `lawbase build`), so the figures do not depend on an earlier
build. The queries are those of the evaluations (tests/data/search_*.toml), each in its edition.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from lawbase.evaluation import director_sets, law_sets


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def line(name: str, values: list[float], unit: str = "ms") -> str:
    median, p95 = statistics.median(values), percentile(values, 0.95)
    return f"{name}: {len(values)} queries, median {median:.1f} {unit}, p95 {p95:.1f} {unit}"


def build_figures(corpus: Path, out: Path) -> None:
    from lawbase.corpus import build_graph
    from lawbase.documents import search_documents
    from lawbase.index import build_term_maps, write_index

    graph = build_graph(corpus)[1]
    started = time.perf_counter()
    term_maps = build_term_maps(graph)
    analysed = time.perf_counter() - started
    started = time.perf_counter()
    build_term_maps(graph, term_maps)
    reused = time.perf_counter() - started
    started = time.perf_counter()
    documents = write_index(search_documents(graph), out, term_maps)
    indexed = time.perf_counter() - started
    print(f"vocabulary analysis: {analysed:.2f} s (LemmaGen and Snowball loaded in this process), "
          f"{reused:.2f} s with the previous build's maps; index payload: {indexed:.2f} s for {documents} documents")


def browser_figures(out: Path, queries: list[tuple[str, str]]) -> None:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser")
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
    try:
        started = time.perf_counter()
        driver.get((out / "site" / "search.html").as_uri())
        loaded = time.perf_counter() - started
        times = driver.execute_script("""
            return arguments[0].map(function (row) {
              var started = performance.now();
              window.lawbaseSearch(row[0], "", row[1], 10);
              return performance.now() - started;
            });""", [list(query) for query in queries])
    finally:
        driver.quit()
    print(f"browser: search page with its index loaded in {loaded:.2f} s; " + line("per query", times))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default="corpus", type=Path)
    parser.add_argument("--commands", default=40, type=int, help="how many queries to time as a command")
    parser.add_argument("--no-browser", action="store_true")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="lawbase-speed-") as temp:  # the build and the index, gone after
        measure(arguments, Path(temp))


def measure(arguments: argparse.Namespace, temp: Path) -> None:
    out = temp / "out"
    subprocess.run([sys.executable, "-m", "lawbase", "build", "--corpus", str(arguments.corpus), "--out", str(out)],
                   check=True, capture_output=True)
    (temp / "index").mkdir()
    build_figures(arguments.corpus, temp / "index")

    queries = [(item.query, item.edition) for sets in (director_sets(), law_sets()) for items in sets.values()
               for item in items]
    from lawbase.query import search

    started = time.perf_counter()
    search("warm up", out=out)
    print(f"first search of a process (payload read, engine made): {(time.perf_counter() - started) * 1000:.0f} ms")
    timings = []
    for query, edition in queries:
        started = time.perf_counter()
        search(query, edition=edition, out=out)
        timings.append((time.perf_counter() - started) * 1000)
    print(line("in process", timings))

    step = max(1, len(queries) // arguments.commands)
    command = []
    installed = {**os.environ, "PYTHONPYCACHEPREFIX": str(temp / "bytecode")}  # as pip installs it: compiled once
    installed.pop("PYTHONDONTWRITEBYTECODE", None)  # (set here, every command compiled every module it imports)
    for query, edition in [queries[0]] + queries[::step][:arguments.commands]:  # the first writes the bytecode
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "lawbase", "search", query, "-e", edition, "--json", "--out", str(out)],
                       check=True, capture_output=True, env=installed)
        command.append((time.perf_counter() - started) * 1000)
    command = command[1:]
    bare = []
    for _ in range(10):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        bare.append((time.perf_counter() - started) * 1000)
    print(line("as a command (python -m lawbase search … --json, its bytecode compiled)", command)
          + f"; a bare `python -c pass` here: {statistics.median(bare):.0f} ms")
    if not arguments.no_browser and shutil.which("chromedriver"):
        browser_figures(out, queries)


if __name__ == "__main__":
    main()

"""Print search index build time and query latency (median, p95) in process and as a command.

Usage: python bench/search_speed.py [--corpus corpus] [--commands 20]
Builds into a temporary folder, so the figures do not depend on an earlier build.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from lawbase.atomic import atomic_write
from lawbase.corpus import build_graph
from lawbase.documents import search_documents
from lawbase.evaluation import load_queries
from lawbase.index import build_term_maps, write_index
from lawbase.query import search
from lawbase.store import GRAPH_FILE, dumps

QUERIES = Path(__file__).resolve().parent.parent / "tests" / "data" / "search_eval.toml"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default="corpus", type=Path)
    parser.add_argument("--commands", default=20, type=int, help="how many queries to time as a command")
    arguments = parser.parse_args()
    out = Path(tempfile.mkdtemp(prefix="lawbase-bench-"))
    graph = build_graph(arguments.corpus)[1]
    atomic_write(out / GRAPH_FILE, dumps(graph.data))

    started = time.perf_counter()
    term_maps = build_term_maps(graph)
    analysed = time.perf_counter() - started
    started = time.perf_counter()
    documents = write_index(search_documents(graph), out, term_maps)
    indexed = time.perf_counter() - started
    started = time.perf_counter()
    build_term_maps(graph, term_maps)
    reused = time.perf_counter() - started
    print(f"vocabulary analysis (lemmatisers loaded): {analysed:.2f} s; with the previous build's map: {reused:.2f} s")
    print(f"index writing: {indexed:.2f} s for {documents} documents")

    queries = [(edition, item["q"]) for edition, sets in load_queries(QUERIES).items()
               for items in sets.values() for item in items]
    search("warm up", out=out)
    timings = []
    for edition, query in queries:
        started = time.perf_counter()
        search(query, edition=edition, out=out)
        search(query, out=out)
        timings.append((time.perf_counter() - started) / 2 * 1000)
    print(f"in process: {len(timings)} queries x 2 (one edition, all editions): "
          f"median {statistics.median(timings):.1f} ms, p95 {percentile(timings, 0.95):.1f} ms")

    command_timings = []
    for edition, query in queries[:: max(1, len(queries) // arguments.commands)][: arguments.commands]:
        started = time.perf_counter()
        result = subprocess.run([sys.executable, "-m", "lawbase", "search", query, "--json", "--out", str(out)],
                                capture_output=True, text=True)
        command_timings.append((time.perf_counter() - started) * 1000)
        json.loads(result.stdout)
    print(f"as a command (python -m lawbase search …): {len(command_timings)} queries: "
          f"median {statistics.median(command_timings):.0f} ms, p95 {percentile(command_timings, 0.95):.0f} ms")


if __name__ == "__main__":
    main()

"""Print build and search figures for the real corpus and for a corpus made 10x larger.

For each corpus, in a fresh process: parse, reference resolution, concordance, vocabulary analysis, index, site and
total time, peak memory, site size, and search latency (median, p95) in process and as a command.
The 10x corpus repeats every edition under new ids (pl-2017-x2, ...), so cost growth is visible.

Usage: python bench/build.py [--corpus corpus] [--copies 10] [--cold]
  --cold  also analyse the vocabulary from scratch (loads the lemmatisers) instead of reusing the
          term maps of an earlier build
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

CHILD = r'''
import json, resource, statistics, subprocess, sys, time
from pathlib import Path
corpus, out, seed = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
times = {}
start = time.perf_counter()
from lawbase.analysis import load_term_maps
from lawbase.atomic import atomic_write
from lawbase.corpus import load_corpus
from lawbase.documents import search_documents
from lawbase.graph import Graph
from lawbase.index import build_term_maps, write_index
from lawbase.references import find_references
from lawbase.site import write_site
from lawbase.store import GRAPH_FILE, dumps
times["imports"] = time.perf_counter() - start
from lawbase.collector import collector_paused
with collector_paused():  # the graph's stages as `build_graph` runs them
    t = time.perf_counter(); parsed = load_corpus(corpus); graph = parsed.graph(); times["parse"] = time.perf_counter() - t
    t = time.perf_counter(); graph.data["references"] = find_references(graph, parsed.line_maps()); graph = Graph(graph.data)
    times["references"] = time.perf_counter() - t
    from lawbase.concordance import build_concordance
    t = time.perf_counter(); graph.data["concordance"] = build_concordance(graph); graph = Graph(graph.data)
    times["concordance"] = time.perf_counter() - t
t = time.perf_counter(); data = graph.data; atomic_write(out / GRAPH_FILE, dumps(data))
times["graph file"] = time.perf_counter() - t
previous = load_term_maps(Path(seed)) if seed else {}
t = time.perf_counter(); maps = build_term_maps(graph, previous); times["vocabulary analysis"] = time.perf_counter() - t
t = time.perf_counter(); documents = write_index(search_documents(graph), out, maps); times["index"] = time.perf_counter() - t
t = time.perf_counter(); pages, size = write_site(data, maps, out); times["site"] = time.perf_counter() - t
times["total"] = time.perf_counter() - start
import shutil
from lawbase.build import run_build
again = out.parent / (out.name + "-run")
(again / "index").mkdir(parents=True)
from lawbase.outdir import MARKER, MARKER_TEXT
(again / MARKER).write_text(MARKER_TEXT, encoding="utf-8")  # an earlier build's folder, which a build may replace
for terms in Path(seed).glob("terms-*.json") if seed else []:
    shutil.copy(terms, again / "index" / terms.name)
t = time.perf_counter(); run_build(corpus, again); times["lawbase build (index and site side by side)"] = time.perf_counter() - t
from lawbase.query import search
queries = ["fałszywy renons", "niewystarczającej odzywki", "nedostatecna nabidka", "pokutovou kartu",
           "штрафной картой", "16C2", "Pravidlo 20F5", "dziadek", "апелляция", "karta przygwożdżona"]
search("warm", out=out)
latencies = []
for query in queries * 3:
    t = time.perf_counter(); search(query, out=out); latencies.append((time.perf_counter() - t) * 1000)
commands = []
for query in queries:
    t = time.perf_counter()
    subprocess.run([sys.executable, "-m", "lawbase", "search", query, "--out", str(out)], capture_output=True)
    commands.append((time.perf_counter() - t) * 1000)
peak = max(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
latencies.sort(); commands.sort()
print(json.dumps({"seconds": times, "nodes": len(data["nodes"]), "references": len(data["references"]), "documents": documents,
                  "pages": pages, "site_bytes": size, "peak_mb": peak / 1024,
                  "search_ms": [statistics.median(latencies), latencies[int(0.95 * (len(latencies) - 1))]],
                  "command_ms": [statistics.median(commands), commands[int(0.95 * (len(commands) - 1))]]}))
'''


def enlarged(corpus: Path, copies: int, target: Path) -> Path:
    """The corpus with every edition repeated under new ids (the files are shared, not copied)."""
    target.mkdir(parents=True)
    manifest = (corpus / "editions.toml").read_text(encoding="utf-8")
    entries = re.split(r"(?m)^(?=\[\[edition\]\])", manifest)
    header, entries = entries[0], entries[1:]
    out = [header]
    for copy in range(1, copies + 1):
        suffix = "" if copy == 1 else f"-x{copy}"
        for entry in entries:
            entry = re.sub(r'(?m)^id = "([^"]+)"', lambda m: f'id = "{m.group(1)}{suffix}"', entry)
            entry = re.sub(r'(?m)^base = "([^"]+)"', lambda m: f'base = "{m.group(1)}{suffix}"', entry)
            out.append(entry)
    for path in corpus.iterdir():
        if path.name != "editions.toml":
            shutil.copy(path, target / path.name)
    (target / "editions.toml").write_text("".join(out), encoding="utf-8")
    return target


def measure(corpus: Path, seed: str) -> dict:
    out = Path(tempfile.mkdtemp(prefix="lawbase-bench-out-"))
    cache = Path(tempfile.mkdtemp(prefix="lawbase-bench-cache-"))  # empty: `lawbase build` does every stage
    result = subprocess.run([sys.executable, "-c", CHILD, str(corpus), str(out), seed], capture_output=True, text=True,
                            env=dict(os.environ, LAWBASE_CACHE_DIR=str(cache)))
    shutil.rmtree(cache, ignore_errors=True)
    if result.returncode:
        raise SystemExit(result.stderr)
    shutil.rmtree(out, ignore_errors=True)
    shutil.rmtree(out.parent / (out.name + "-run"), ignore_errors=True)
    return json.loads(result.stdout.strip().splitlines()[-1])


def show(name: str, figures: dict) -> None:
    seconds = figures["seconds"]
    print(f"{name}: {figures['nodes']} nodes, {figures['references']} references, {figures['documents']} index "
          f"documents, {figures['pages']} pages")
    print("  " + "  ".join(f"{stage} {value:.2f} s" for stage, value in seconds.items()))
    print(f"  peak memory {figures['peak_mb']:.0f} MB; site {figures['site_bytes'] / 1e6:.1f} MB; "
          f"search in process median {figures['search_ms'][0]:.1f} ms, p95 {figures['search_ms'][1]:.1f} ms; "
          f"as a command median {figures['command_ms'][0]:.0f} ms, p95 {figures['command_ms'][1]:.0f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default="corpus", type=Path)
    parser.add_argument("--copies", default=10, type=int)
    parser.add_argument("--cold", action="store_true", help="analyse the vocabulary from scratch too")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="lawbase-bench-") as temp:  # the seed maps and the large corpus
        seed_dir, large = Path(temp) / "seed", Path(temp) / "large"
        seed_dir.mkdir()
        if arguments.cold:
            show("real corpus, cold (lemmatisers loaded)", measure(arguments.corpus, ""))
        from lawbase.analysis import save_term_maps  # the warm runs reuse a previous build's term maps
        from lawbase.corpus import build_graph
        from lawbase.index import build_term_maps

        save_term_maps(seed_dir, build_term_maps(build_graph(arguments.corpus)[1]))
        show("real corpus", measure(arguments.corpus, str(seed_dir)))
        large = enlarged(arguments.corpus, arguments.copies, large / "c")
        show(f"{arguments.copies}x corpus", measure(large, str(seed_dir)))


if __name__ == "__main__":
    main()

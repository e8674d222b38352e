"""Print build and search figures for the real corpus and for a corpus made 10x larger.

For each corpus, in a fresh process: parse, reference resolution, concordance, vocabulary analysis, index, site and
total time, each stage's CPU (its own process's, and its children's for `lawbase build`: on a loaded machine the
wall times are the load's), peak memory, site size, and search latency (median, p95) in process and as a command.
The 10x corpus repeats every edition under new ids (pl-2017-x2, ...), so cost growth is visible. A page says the
same provision in every other edition, so the site's bytes grow faster than its pages: the site and the index are
judged by their CPU per byte written and per document against the real corpus's (the last line).

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
times, cpu = {}, {}
def cpu_now():  # this process's CPU and its ended children's
    return sum(getattr(resource.getrusage(who), field) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)
               for field in ("ru_utime", "ru_stime"))
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
    t, c = time.perf_counter(), cpu_now(); parsed = load_corpus(corpus); graph = parsed.graph()
    times["parse"] = time.perf_counter() - t; cpu["parse"] = cpu_now() - c
    t, c = time.perf_counter(), cpu_now(); graph.data["references"] = find_references(graph, parsed.line_maps()); graph = Graph(graph.data)
    times["references"] = time.perf_counter() - t; cpu["references"] = cpu_now() - c
    from lawbase.concordance import build_concordance
    t, c = time.perf_counter(), cpu_now(); graph.data["concordance"] = build_concordance(graph); graph = Graph(graph.data)
    times["concordance"] = time.perf_counter() - t; cpu["concordance"] = cpu_now() - c
t, c = time.perf_counter(), cpu_now(); data = graph.data; atomic_write(out / GRAPH_FILE, dumps(data))
times["graph file"] = time.perf_counter() - t; cpu["graph file"] = cpu_now() - c
previous = load_term_maps(Path(seed)) if seed else {}
t, c = time.perf_counter(), cpu_now(); maps = build_term_maps(graph, previous)
times["vocabulary analysis"] = time.perf_counter() - t; cpu["vocabulary analysis"] = cpu_now() - c
with collector_paused():  # as `run_build` writes them: the collector's walks over the 10x graph grew faster than it
    t, c = time.perf_counter(), cpu_now(); documents = write_index(search_documents(graph), out, maps)
    times["index"] = time.perf_counter() - t; cpu["index"] = cpu_now() - c
    t, c = time.perf_counter(), cpu_now(); pages, size = write_site(data, maps, out)
    times["site"] = time.perf_counter() - t; cpu["site"] = cpu_now() - c
times["total"] = time.perf_counter() - start; cpu["total"] = cpu_now()
import shutil
from lawbase.build import run_build
again = out.parent / (out.name + "-run")
(again / "index").mkdir(parents=True)
from lawbase.outdir import MARKER, MARKER_TEXT
(again / MARKER).write_text(MARKER_TEXT, encoding="utf-8")  # an earlier build's folder, which a build may replace
for terms in Path(seed).glob("terms-*.json") if seed else []:
    shutil.copy(terms, again / "index" / terms.name)
name = "lawbase build (index and site side by side)"
t, c = time.perf_counter(), cpu_now(); run_build(corpus, again); times[name] = time.perf_counter() - t; cpu[name] = cpu_now() - c
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
print(json.dumps({"seconds": times, "cpu": cpu, "nodes": len(data["nodes"]), "references": len(data["references"]), "documents": documents,
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
    print("  CPU: " + "  ".join(f"{stage} {value:.2f} s" for stage, value in figures["cpu"].items()))
    print(f"  peak memory {figures['peak_mb']:.0f} MB; site {figures['site_bytes'] / 1e6:.1f} MB; "
          f"search in process median {figures['search_ms'][0]:.1f} ms, p95 {figures['search_ms'][1]:.1f} ms; "
          f"as a command median {figures['command_ms'][0]:.0f} ms, p95 {figures['command_ms'][1]:.0f} ms")


def growth(real: dict, larger: dict) -> None:
    """How the larger corpus's site and index grew against what they wrote: CPU per byte and per page (the site),
    per document (the index); 1.0x is linear in the output."""
    site, index = (larger["cpu"][stage] / real["cpu"][stage] for stage in ("site", "index"))
    site_bytes, pages = larger["site_bytes"] / real["site_bytes"], larger["pages"] / real["pages"]
    documents = larger["documents"] / real["documents"]
    print(f"growth: site CPU {site:.1f}x for {site_bytes:.1f}x the bytes, {pages:.1f}x the pages (CPU per byte "
          f"{site / site_bytes:.2f}x, per page {site / pages:.2f}x); index CPU {index:.1f}x for {documents:.1f}x "
          f"the documents (per document {index / documents:.2f}x)")


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
        real = measure(arguments.corpus, str(seed_dir))
        show("real corpus", real)
        large = enlarged(arguments.corpus, arguments.copies, large / "c")
        larger = measure(large, str(seed_dir))
        show(f"{arguments.copies}x corpus", larger)
        growth(real, larger)


if __name__ == "__main__":
    main()

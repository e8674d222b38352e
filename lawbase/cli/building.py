"""`lawbase build` and `lawbase check`: the corpus made into the graph, the index and the site, or examined."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import click

from ..readme_page import project_readme
from ..text import terminal_text
from . import CORPUS_OPTION, OUT_OPTION, main


@main.command()
@CORPUS_OPTION
@OUT_OPTION
def build(corpus_dir: Path, out_dir: Path) -> None:
    """Parse the corpus; write OUT/lawbase.json, the search index OUT/index/ and the site OUT/site/."""
    from collections import Counter

    from ..build import SITE_DIR, run_build
    from ..store import GRAPH_FILE

    started = time.perf_counter()
    stages = ("graph", "index", "site")
    if sys.stderr.isatty():
        with click.progressbar(length=len(stages), label="building", file=sys.stderr,
                               item_show_func=lambda stage: stage or "") as bar:
            report = run_build(corpus_dir, out_dir, project_readme(corpus_dir),
                               progress=lambda stage: bar.update(1, stage))
    else:
        report = run_build(corpus_dir, out_dir, project_readme(corpus_dir))
    elapsed = time.perf_counter() - started
    for warning in report.warnings:
        click.echo(f"lawbase: warning: {terminal_text(warning)}", err=True)
    data = report.data
    said = {"built": "built", "unchanged": "unchanged (inputs and code as before), reused"}
    click.echo(f"{out_dir / GRAPH_FILE}: {said[report.stages['graph']]}: {len(data['editions'])} editions, "
               f"{len(data['nodes'])} nodes, {len(data['references'])} references")
    click.echo(f"{out_dir / 'index'}: {said[report.stages['index']]}"
               + (f": {report.documents} documents" if report.documents else ""))
    pages = report.pages or sum(1 for _ in (out_dir / SITE_DIR).rglob("*.html"))
    click.echo(f"{out_dir / SITE_DIR}: {said[report.stages['site']]}: {pages} pages"
               + (f", {report.site_bytes / 1e6:.1f} MB" if report.site_bytes else ""))
    counts: dict[str, Counter] = {}
    for node in data["nodes"]:
        counts.setdefault(node["edition"], Counter())[node["kind"]] += 1
        counts[node["edition"]]["empty"] += bool(node.get("empty"))
    for edition in data["editions"]:
        count = counts.get(edition["id"], Counter())
        errors = report.errors.get(edition["id"], 0)
        laws = (f"notes {count['law']:>2} ({count['empty']} empty)" if edition["kind"] == "notes"
                else f"laws {count['law']:>3}")
        click.echo(f"  {edition['id']:<9} {laws}  sections {count['section']:>3}  "
                   f"subsections {count['subsection']:>3}  items {count['item'] + count['subitem']:>3}  "
                   f"footnotes {count['footnote']:>2}  definitions {count['definition']:>2}  "
                   f"index {count['index-entry']:>3}" + (f"  {errors} errors (see lawbase check)" if errors else ""))
    click.echo(f"done in {elapsed:.1f} s; open {(out_dir / SITE_DIR / 'index.html').resolve().as_uri()}")


@main.command()
@CORPUS_OPTION
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def check(corpus_dir: Path, as_json: bool) -> None:
    """Parse the corpus and report counts, skipped lines, anomalies and unresolved references; exit 1 on errors."""
    from ..check_text import corpus_report, report_lines
    from ..corpus import build_graph

    corpus, graph = build_graph(corpus_dir)
    result = corpus_report(corpus, graph)
    if as_json:
        click.echo(json.dumps({"editions": [report.to_json() for report in result["reports"]],
                               "comparisons": result["comparisons"], "ok": result["ok"]}, ensure_ascii=False, indent=1))
    else:
        for line in report_lines(corpus, result):
            click.echo(line)
    sys.exit(0 if result["ok"] else 1)

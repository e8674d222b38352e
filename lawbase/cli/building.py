"""`lawbase build` and `lawbase check`: the corpus made into the graph, the index and the site, or examined."""

from __future__ import annotations

import orjson
import sys
import time
from pathlib import Path

import click

from ..text import terminal_text
from . import CORPUS_OPTION, OUT_OPTION, fitted, json_out, main
from .speech import say, words


@main.command()
@CORPUS_OPTION
@OUT_OPTION
@click.option("--quiet", "-q", is_flag=True)
@click.option("--json", "as_json", is_flag=True)
def build(corpus_dir: Path, out_dir: Path, quiet: bool, as_json: bool) -> None:
    """Parse the corpus; write OUT/lawbase.json, the search index OUT/index/ and the site OUT/site/.

    On a terminal the stages show as a progress bar, and their times after it."""
    from ..build import STAGES, run_build
    from ..readme_page import project_readme  # Markdown: imported by the build only

    started = time.perf_counter()
    if sys.stderr.isatty() and not quiet and not as_json:
        with click.progressbar(length=len(STAGES), label="building", file=sys.stderr, show_eta=False,
                               item_show_func=lambda stage: stage or "") as bar:
            def progress(stage: str) -> None:
                steps = STAGES.index(stage) - bar.pos  # the bar shows the stages done so far
                bar.update(steps, stage)
                if steps == 0:  # click draws only on a step: the first stage, or one after a skipped one
                    bar.render_progress()

            report = run_build(corpus_dir, out_dir, project_readme(corpus_dir), progress=progress)
        click.echo("  ".join(f"{stage} {seconds:.2f} s" for stage, seconds in report.seconds.items()), err=True)
    else:
        report = run_build(corpus_dir, out_dir, project_readme(corpus_dir))
    elapsed = time.perf_counter() - started
    for warning in report.warnings:
        click.echo(f"lawbase: {say('severity_warning')}: {terminal_text(warning.in_words(words()))}", err=True)
    summary = build_summary(report, out_dir, elapsed)
    if as_json:
        json_out(summary)
    elif not quiet:
        for line in summary_lines(summary):
            click.echo(line)


def build_summary(report, out_dir: Path, elapsed: float) -> dict:
    """What a build did, as data (`--json`) and for the lines it prints."""
    from collections import Counter

    from ..build import SITE_DIR
    from ..index import INDEX_DIR
    from ..store import GRAPH_FILE

    data = report.data
    counts: dict[str, Counter] = {}
    for node in data["nodes"]:
        counts.setdefault(node["edition"], Counter())[node["kind"]] += 1
        counts[node["edition"]]["empty"] += bool(node.get("empty"))
    pages = report.pages or sum(1 for _ in (out_dir / SITE_DIR).rglob("*.html"))
    return {
        "out": str(out_dir), "graph": str(out_dir / GRAPH_FILE), "index": str(out_dir / INDEX_DIR),
        "site": str(out_dir / SITE_DIR), "stages": report.stages,
        "seconds": {stage: round(seconds, 3) for stage, seconds in report.seconds.items()},
        "helper_seconds": {part: round(seconds, 3) for part, seconds in report.helper_seconds.items()},
        "early_work": report.early,
        "total_seconds": round(elapsed, 3),
        "editions": {edition["id"]: {"kind": edition["kind"], **dict(sorted(counts.get(edition["id"], {}).items())),
                                     "errors": report.errors.get(edition["id"], 0)} for edition in data["editions"]},
        "nodes": len(data["nodes"]), "references": len(data["references"]), "documents": report.documents,
        "pages": pages, "site_bytes": report.site_bytes, "warnings": [line.data() for line in report.warnings],
        "home": (out_dir / SITE_DIR / "index.html").resolve().as_uri(),
    }


def summary_lines(summary: dict) -> list[str]:
    """The summary in the reader's words (`build_*`)."""
    stages = summary["stages"]
    lines = [say("build_graph", where=summary["graph"], how=say(f"build_{stages['graph']}"),
                 editions=len(summary["editions"]), nodes=summary["nodes"], references=summary["references"]),
             say("build_index", where=summary["index"], how=say(f"build_{stages['index']}"))
             + (say("build_documents", count=summary["documents"]) if summary["documents"] else ""),
             say("build_site", where=summary["site"], how=say(f"build_{stages['site']}"), pages=summary["pages"])
             + (f", {summary['site_bytes'] / 1e6:.1f} MB" if summary["site_bytes"] else "")]
    rows = [edition_row(edition_id, count) for edition_id, count in summary["editions"].items()]
    for row in rows:  # each column as wide as its widest cell (an id of 13 letters put its row out of line)
        lines.append("  " + "  ".join(
            cell.ljust(max(len(other[column]) for other in rows)) if isinstance(cell, str)
            else f"{cell[0]} {cell[1]:>{max(len(str(other[column][1])) for other in rows)}}"
            for column, cell in enumerate(row)).rstrip())
    lines.append(say("build_done", seconds=f"{summary['total_seconds']:.1f}", home=summary["home"]))
    return lines


def edition_row(edition_id: str, count: dict) -> list[str | tuple[str, int]]:
    """An edition's line of the build summary: its id, its Laws, then each count after its name."""
    laws = (say("build_notes", count=f"{count.get('law', 0):>2}", empty=count.get("empty", 0))
            if count["kind"] == "notes" else say("build_laws", count=f"{count.get('law', 0):>3}"))
    errors = count["errors"]
    return [edition_id, laws, (say("build_sections"), count.get("section", 0)),
            (say("build_subsections"), count.get("subsection", 0)),
            (say("build_items"), count.get("item", 0) + count.get("subitem", 0)),
            (say("build_footnotes"), count.get("footnote", 0)), (say("build_definitions"), count.get("definition", 0)),
            (say("build_index_entries"), count.get("index-entry", 0)),
            say("build_errors", count=errors) if errors else ""]


@main.command()
@CORPUS_OPTION
@click.option("--json", "as_json", is_flag=True)
def check(corpus_dir: Path, as_json: bool) -> None:
    """Parse the corpus and report counts, skipped lines, anomalies and unresolved references; exit 1 on errors."""
    from ..check_text import corpus_report, report_lines
    from ..corpus import build_graph

    corpus, graph = build_graph(corpus_dir)
    result = corpus_report(corpus, graph)
    if as_json:
        from ..evidence import stored_json  # the reasons as codes and values, as lawbase.json stores them

        click.echo(stored_json({"editions": [report.to_json() for report in result["reports"]],
                                "comparisons": result["comparisons"], "ok": result["ok"]}, orjson.OPT_INDENT_2).decode())
    else:
        fit = fitted()  # the report's long lines wrapped on a terminal, whole through a pipe
        for line in report_lines(corpus, result, words()):
            click.echo(fit(line))
    sys.exit(0 if result["ok"] else 1)

"""The `lawbase` command: build, check, show, refs, search.

Heavy modules are imported inside the commands, so `lawbase search` starts fast."""

from __future__ import annotations

import json
import os
import shutil
import sys
import time
from pathlib import Path

import click

from .errors import LawbaseError, UsageError
from .readme_page import project_readme
from .text import CONTROL, terminal_text

CORPUS_OPTION = click.option("--corpus", "corpus_dir", default="corpus", show_default=True,
                             type=click.Path(file_okay=False, path_type=Path), help="Folder with editions.toml.")
OUT_OPTION = click.option("--out", "out_dir", default="build", show_default=True,
                          type=click.Path(file_okay=False, path_type=Path), help="Build output folder.")


class LawbaseGroup(click.Group):
    """Turns every user-facing error into one line on stderr and a non-zero exit, never a traceback."""

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode, **extra)
        try:
            result = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except click.ClickException as err:  # a bad option or argument: one line, not click's three
            click.echo(f"lawbase: {err.format_message()}", err=True)
            sys.exit(err.exit_code)
        except click.exceptions.Abort:
            click.echo("lawbase: interrupted", err=True)
            sys.exit(130)
        sys.exit(result if isinstance(result, int) else 0)

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except LawbaseError as err:
            click.echo(f"lawbase: {terminal_text(str(err))}", err=True)
            ctx.exit(err.exit_code)
        except (click.exceptions.Exit, click.exceptions.Abort, click.ClickException):
            raise
        except BrokenPipeError:  # the reader went away (`lawbase check | head`): nothing left to say
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            ctx.exit(0)
        except KeyboardInterrupt:
            click.echo("lawbase: interrupted", err=True)
            ctx.exit(130)
        except Exception as err:  # a bug of ours: still one line, details on request
            if os.environ.get("LAWBASE_DEBUG"):
                raise
            click.echo(f"lawbase: internal error: {type(err).__name__}: {terminal_text(str(err))[:300]} "
                       "(set LAWBASE_DEBUG=1 for the traceback)", err=True)
            ctx.exit(3)


@click.group(cls=LawbaseGroup)
@click.version_option(package_name="lawbase")
def main() -> None:
    """The Laws of Duplicate Bridge in Polish, Czech and Russian: build, search, compare."""


def json_out(value) -> None:
    """JSON as data: the control characters json.dumps leaves raw (C1, bidi overrides) written as escapes."""
    text = json.dumps(value, ensure_ascii=False, indent=1)
    click.echo(CONTROL.sub(lambda match: f"\\u{ord(match.group()):04x}", text))


def parse_with_progress(corpus_dir: Path):
    from .corpus import load_corpus
    from .manifest import load_manifest

    editions_seen = []
    show_bar = sys.stderr.isatty()
    if not show_bar:
        return load_corpus(corpus_dir)
    total = len(load_manifest(corpus_dir))
    with click.progressbar(length=total, label="parsing", file=sys.stderr,
                           item_show_func=lambda _: editions_seen[-1] if editions_seen else "") as bar:
        def advance(edition):
            editions_seen.append(edition.id)
            bar.update(1)
        return load_corpus(corpus_dir, progress=advance)


@main.command()
@CORPUS_OPTION
@OUT_OPTION
def build(corpus_dir: Path, out_dir: Path) -> None:
    """Parse the corpus; write OUT/lawbase.json, the search index OUT/index/ and the site OUT/site/."""
    from collections import Counter

    from .build import SITE_DIR, run_build
    from .store import GRAPH_FILE

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
    from .check_text import corpus_report, report_lines
    from .corpus import build_graph

    corpus, graph = build_graph(corpus_dir)
    result = corpus_report(corpus, graph)
    if as_json:
        click.echo(json.dumps({"editions": [report.to_json() for report in result["reports"]],
                               "comparisons": result["comparisons"], "ok": result["ok"]}, ensure_ascii=False, indent=1))
    else:
        for line in report_lines(corpus, result):
            click.echo(line)
    sys.exit(0 if result["ok"] else 1)


def find_or_fail(graph, key: str, edition: str | None) -> list[dict]:
    """The nodes with this key (in one edition, or all): an unknown key is a one-line error."""
    found = graph.find(key, edition)
    if not found:
        canonical, named = graph.read_key(" ".join(key.split()))
        where = f"edition {edition or named}" if (edition or named) else "any edition"
        read = "" if canonical == key else f" (read as {canonical})"
        raise LawbaseError(f"unknown key {key!r}{read}: not in {where}")
    return found


def open_graph(out_dir: Path, corpus_dir: Path):
    """The built graph, or (before any build) one parsed from the corpus on the fly."""
    from .store import GRAPH_FILE, load_graph

    if (out_dir / GRAPH_FILE).exists():
        return load_graph(out_dir)
    from .corpus import build_graph

    return build_graph(corpus_dir)[1]


@main.command()
@click.argument("key")
@click.option("--edition", "-e", help="Only this edition (default: every edition that has the key).")
@click.option("--json", "as_json", is_flag=True, help="Print the nodes of the subtree as JSON.")
@CORPUS_OPTION
@OUT_OPTION
def show(key: str, edition: str | None, as_json: bool, corpus_dir: Path, out_dir: Path) -> None:
    """Print a provision (e.g. 16C2, 12C1(b), "Pravidlo 20F5") and everything under it."""
    from .textview import heading, render_subtree

    graph = open_graph(out_dir, corpus_dir)
    found = find_or_fail(graph, key, edition)
    if as_json:
        json_out([{"edition": node["edition"], "nodes": list(graph.subtree(node))} for node in found])
        return
    for position, node in enumerate(found):
        info = graph.editions[node["edition"]]
        path = " › ".join(heading(ancestor) for ancestor in graph.ancestors(node))
        if position:
            click.echo()
        click.secho(terminal_text(f"── {node['edition']} · {info['title']} · {node['key']}"
                                  f" ({info['file']}:{node['lines'][0]}-{node['lines'][1]})"), bold=True)
        if path:
            click.echo(terminal_text(f"   {path}"))
        for other, nodes, relation in counterparts_elsewhere(graph, node):
            keys = ", ".join(n["key"] for n in nodes) or "nothing"
            click.echo(f"   in {other} ({graph.editions[other]['laws_year']} Laws): {keys} ({relation})")
        click.echo(terminal_text(render_subtree(graph, node)))


def counterparts_elsewhere(graph, node: dict) -> list[tuple[str, list[dict], str]]:
    """Where the other Laws editions say what this provision says, when it is not the same key."""
    out = []
    law = graph.law_of(node)
    for other, info in graph.editions.items():
        laws = info.get("laws")
        if other == node["edition"] or info["kind"] == "notes" or law is None or (
                laws and not laws[0] <= int(law["key"]) <= laws[1]):
            continue
        nodes, relation = graph.counterparts(node, other)
        if relation not in ("same", "key") or [n["key"] for n in nodes] != [node["key"]]:
            out.append((other, nodes, relation))
    return out


def describe(graph, node_id: str | None) -> str:
    if not node_id:
        return "—"
    node = graph.by_id[node_id]
    label = node["title"] or node["text"][:60]
    return f"{node['edition']} {node['key']}" + (f" ({label})" if label else "")


@main.command()
@click.argument("key")
@click.option("--edition", "-e", help="Only this edition (default: every edition that has the key).")
@click.option("--json", "as_json", is_flag=True, help="Print the references as JSON.")
@CORPUS_OPTION
@OUT_OPTION
def refs(key: str, edition: str | None, as_json: bool, corpus_dir: Path, out_dir: Path) -> None:
    """What a provision cites, and what cites it ("cited by"), grouped by edition."""
    graph = open_graph(out_dir, corpus_dir)
    found = find_or_fail(graph, key, edition)
    result = []
    for node in found:
        inside = {member["id"] for member in graph.subtree(node)}
        cites = [r for r in graph.references if r["source"] in inside]
        cited_by = [r for r in graph.references if r["target"] in inside and r["source"] not in inside]
        result.append({"edition": node["edition"], "key": node["key"], "cites": cites, "cited_by": cited_by})
    if as_json:
        json_out(result)
        return
    for entry in result:
        info = graph.editions[entry["edition"]]
        click.secho(f"── {entry['edition']} · {entry['key']}", bold=True)
        click.echo(f"  cites ({len(entry['cites'])}):")
        for record in entry["cites"]:
            source = graph.by_id[record["source"]]["key"]
            where = f"{info['file']}:{record['line']}"
            target = describe(graph, record["target"]) if record["target"] else f"unresolved: {record.get('reason')}"
            click.echo(terminal_text(f"    {source:<10} {record['text']!r:<16} → {target}  [{where}]"))
        click.echo(f"  cited by ({len(entry['cited_by'])}):")
        for record in entry["cited_by"]:
            source = graph.by_id[record["source"]]
            target = graph.by_id[record["target"]]["key"]
            click.echo(terminal_text(f"    {describe(graph, source['id'])}: {record.get('phrase') or record['text']!r}"
                                     f" → {target}  [{graph.editions[source['edition']]['file']}:{record['line']}]"))


def highlighted(text: str, spans: list[list[int]], colour: bool) -> str:
    if not colour:
        return terminal_text(text)
    out, position = [], 0
    for start, end in spans:
        out.append(terminal_text(text[position:start]))
        out.append(click.style(terminal_text(text[start:end]), fg="yellow", bold=True))
        position = end
    out.append(terminal_text(text[position:]))
    return "".join(out)


@main.command()
@click.argument("query")
@click.option("--lang", type=str, help="Only this language (pl, cs, ru).")
@click.option("--edition", "-e", help="Only this edition.")
@click.option("--limit", "-n", default=10, show_default=True, type=click.IntRange(1, 200))
@click.option("--json", "as_json", is_flag=True, help="Print the hits as JSON.")
@OUT_OPTION
def search(query: str, lang: str | None, edition: str | None, limit: int, as_json: bool, out_dir: Path) -> None:
    """Search the Laws: words in any inflection, with or without diacritics, or a key (16C2)."""
    from .query import search as run_search

    hits = run_search(query, lang=lang, edition=edition, limit=limit, out=out_dir)
    if as_json:
        json_out([{name: hit[name] for name in ("edition", "key", "kind", "title", "score", "snippet", "url", "trail",
                                                "highlights") if name in hit}
                  | ({"via": hit["via"]} if "via" in hit else {}) for hit in hits])
        return
    if not hits:
        click.echo(f"no results for {clean(query)!r}")
        return
    colour = sys.stdout.isatty()
    for hit in hits:
        heading = hit["trail"] + (" › " if hit["trail"] and hit["title"] else "") + hit["title"]
        line = terminal_text(f" {hit['edition']:<9} {heading}")
        click.echo(click.style(f"{hit['key']:<10}", bold=colour) + line[:160])
        if hit["snippet"]:
            click.echo("    " + highlighted(hit["snippet"], hit["highlights"], colour))
        if hit.get("via"):
            click.echo(terminal_text(f"    (index: {hit['via']})"))


def clean(query: str) -> str:
    return "".join(char if char.isprintable() else " " for char in query)[:80]


@main.command()
@click.argument("key")
@click.option("--edition", "-e", "editions", multiple=True, help="Editions to show (repeatable; default: all "
              "translations that have the key).")
@click.option("--json", "as_json", is_flag=True, help="Print the texts as JSON.")
@CORPUS_OPTION
@OUT_OPTION
def compare(key: str, editions: tuple[str, ...], as_json: bool, corpus_dir: Path, out_dir: Path) -> None:
    """A provision side by side in every edition (e.g. 45C, 62B1, "Pravidlo 20F5")."""
    from .compare import Comparer, render_columns
    from .urls import compare_page

    graph = open_graph(out_dir, corpus_dir)
    for edition in editions:
        graph.check_edition(edition)
    canonical, named = graph.read_key(" ".join(key.split()))
    comparer = Comparer(graph.data, graph)
    chosen = list(editions) or comparer.comparable_editions()
    if named and named not in chosen:
        chosen.insert(0, named)
    anchor = named or comparer.anchor_of(chosen)
    if (anchor, canonical) not in graph.by_key:
        raise LawbaseError(f"unknown key {key!r}: {anchor} has no {canonical}")
    comparison = comparer.compare(canonical, chosen, anchor)
    law = comparer.law_of(canonical)
    url = compare_page(law) + ("" if canonical == law else f"#{canonical}")
    if as_json:
        first = comparison.rows[0]
        cells = [(edition, first.cells[edition]) for edition in chosen]
        json_out({"key": canonical, "anchor": anchor, "url": url, "notes": comparison.notes,
                  "editions": [{"edition": edition, "key": cell.node["key"],
                                "keys": [node["key"] for node in cell.nodes], "relation": cell.relation,
                                "title": cell.node["title"],
                                "text": "\n".join(comparer.full_text(node) for node in cell.nodes)}
                               for edition, cell in cells if cell.nodes]})
        return
    width = shutil.get_terminal_size((120, 40)).columns
    click.echo(terminal_text(render_columns(comparison, width)))
    click.echo(f"site: {out_dir / 'site' / url}")


@main.command()
@click.option("--from", "first", required=True, help="The edition whose provisions are listed (e.g. cs-2007).")
@click.option("--to", "second", required=True, help="The edition they are paired with (e.g. pl-2017).")
@click.option("--law", help="Only this Law (e.g. 16).")
@click.option("--json", "as_json", is_flag=True, help="Print the records as JSON.")
@click.option("--csv", "as_csv", is_flag=True, help="Print the records as CSV.")
@CORPUS_OPTION
@OUT_OPTION
def concordance(first: str, second: str, law: str | None, as_json: bool, as_csv: bool, corpus_dir: Path,
                out_dir: Path) -> None:
    """Which provision of one edition says what a provision of another says (e.g. --from cs-2007 --to pl-2017)."""
    from .concordance.table import between

    graph = open_graph(out_dir, corpus_dir)
    records = between(graph, first, second, law)
    fields = ("from", "to", "relation", "confidence", "evidence")
    if as_json:
        click.echo(json.dumps([{name: record[name] for name in fields} for record in records], ensure_ascii=False,
                              indent=1))
        return
    if as_csv:
        import csv

        writer = csv.writer(sys.stdout, lineterminator="\n")
        writer.writerow(fields)
        for record in records:
            writer.writerow([record["from"] or "", " ".join(record["to"]), record["relation"], record["confidence"],
                             "; ".join(record["evidence"])])
        return
    click.echo(f"{first:<12} {second:<16} {'relation':<9} sure  evidence")
    for record in records:
        click.echo(f"{record['from'] or '—':<12} {', '.join(record['to']) or '—':<16} {record['relation']:<9} "
                   f"{record['confidence']:.2f}  {'; '.join(record['evidence'])}")


@main.command()
@click.option("--format", "export_format", required=True, type=click.Choice(["akn", "json", "tmx", "csv"]),
              help="akn: Akoma Ntoso 3.0 XML per edition; tmx, csv: translation pairs from the concordance; "
                   "json: lawbase.json itself.")
@click.option("--dest", required=True, type=click.Path(path_type=Path),
              help="akn: a folder (one <edition>.xml each); json, tmx, csv: a file.")
@click.option("--edition", "-e", help="akn: only this edition (default: every edition).")
@click.option("--from", "from_edition", help="tmx, csv: the edition translated from.")
@click.option("--to", "to_edition", help="tmx, csv: the edition translated to.")
@OUT_OPTION
def export(export_format: str, dest: Path, edition: str | None, from_edition: str | None,
           to_edition: str | None, out_dir: Path) -> None:
    """Write the built graph for other tools: Akoma Ntoso XML, a TMX translation memory, CSV pairs, JSON."""
    from .export import run_export

    for line in run_export(export_format, out_dir, dest, edition, from_edition, to_edition):
        click.echo(line)

"""`lawbase compare`, `concordance` and `export`: the editions side by side, paired, or written for other tools."""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import click

from ..errors import in_manifest_order
from ..graph import footnote_sign, recovered_key
from ..phrases import coded
from ..text import terminal_text
from ..typed_nodes import read_key
from . import CORPUS_OPTION, KEY_ARGUMENT, NAME, OUT_OPTION, json_out, main, open_graph, terminal_width
from .reading import laws_held, named_key, relation_said, unknown_key, where_said
from .speech import reader_language, say, words


@main.command()
@KEY_ARGUMENT
@click.option("--edition", "-e", "editions", type=NAME, multiple=True)
@click.option("--json", "as_json", is_flag=True)
@CORPUS_OPTION
@OUT_OPTION
def compare(key: str, editions: tuple[str, ...], as_json: bool, corpus_dir: Path, out_dir: Path) -> None:
    """A provision side by side in every edition (e.g. 45C, 62B1, Pravidlo 20F5; in the first -e edition's numbering)."""
    from ..compare import Comparer
    from ..compare_text import render_columns

    graph = open_graph(out_dir, corpus_dir)
    for edition in editions:
        graph.check_edition(edition)
    canonical, named, language, years = read_key(graph, " ".join(key.split()))
    if years and not named:  # "16C2 2017": the numbering of that year's first edition with the key
        named = next((edition for edition in years if (edition, canonical) in graph.by_key), years[0])
    # no -e: the reader's (`--ui cs compare 16C2`, the Czech 16C2, as the site's interface); `--json` one in every language
    language = language or (None if as_json or editions else reader_language())
    comparer = Comparer(graph.data, graph)
    chosen = list(editions) or comparer.comparable_editions()
    if named and named not in chosen:
        chosen.insert(0, named)
    typists = [edition for edition in chosen if graph.language(edition) == language
               and (edition, canonical) in graph.by_key]  # "Pravidlo 16C2": the Czech 16C2 and what says it
    # (else the reader's), then the first edition named with -e: its numbering is the reader's (`16C2 -e cs-2007 -e pl-2017` read 2017's
    # 16C2, a Czech director's review), else the newest Laws in force
    first = next((edition for edition in editions if (edition, canonical) in graph.by_key
                  and graph.editions[edition]["kind"] != "notes"), None)
    anchor = named or (typists[0] if typists else first or comparer.anchor_of(chosen))
    if (anchor, canonical) not in graph.by_key and not named:  # a key only older Laws or a draft have (2007 17E2)
        anchor = next((edition for edition in graph.newest_first() if edition in chosen
                       and (edition, canonical) in graph.by_key), anchor)
    if (anchor, canonical) not in graph.by_key:
        wanted = [named] if named else list(editions)
        where = say("in_editions_where", editions=in_manifest_order(wanted, list(graph.editions))) if len(wanted) > 1 else where_said(
            wanted[0] if wanted else None)
        held = laws_held(graph, wanted[0], canonical) if len(wanted) == 1 else ""
        raise unknown_key(key, canonical, where + held)
    chosen = [anchor] + [edition for edition in chosen if edition != anchor]  # the numbering followed, first
    comparison = comparer.compare(canonical, chosen, anchor, present_only=not editions)
    law = comparer.law_of(canonical)
    url = comparer.page_row(graph.by_key[(anchor, canonical)]["id"], law)
    if as_json:
        first = comparison.rows[0]
        cells = [(edition, first.cells[edition]) for edition in comparison.editions]
        json_out({"key": canonical, "anchor": anchor, "url": url, "notes": [coded(parts) for parts in comparison.note_parts],
                  "editions": [{"edition": edition, "key": cell.node["key"],
                                "keys": [node["key"] for node in cell.nodes], "relation": cell.relation,
                                "confidence": cell.sure, "title": cell.node["title"],
                                "text": "\n".join(comparer.full_text(node) for node in cell.nodes),
                                **({"sentence": cell.sentence} if cell.sentence else {}),
                                **({"added": cell.added[0]} if cell.added[0] else {})}
                               for edition, cell in cells if cell.nodes],
                  "rows": [row_json(row, comparison.editions) for row in comparison.rows]})
        return
    width = terminal_width()
    click.echo(terminal_text(render_columns(comparison, width, words())))
    click.echo(say("site_at", page=out_dir / "site" / url))


def row_json(row, editions: list[str]) -> dict:
    """A row of the comparison as the columns and the page show it: each edition's provisions there, their
    relation and confidence, the label the row carries, their own texts (numbers and titles with them), and
    what the texts cite or state unlike the row's own edition's (`differences.py`)."""
    def text(node: dict, cell) -> str:  # the number and title on a line of their own, as the page sets them
        title, body = node["title"] if cell.shows_title() else "", cell.text_of(node)
        number = (node.get("marker", "") + recovered_key(node)).strip() if cell.part != "close" else ""
        heading = " ".join(part for part in (number, title) if part)
        return "\n".join(part for part in (heading, body) if part)

    return {"key": row.anchor_id, "differs": row.differs,
            "differences": [difference.to_json() for difference in row.differences],
            "cells": [{"edition": edition, "keys": [node["key"] for node in cell.nodes], "relation": cell.relation,
                       "confidence": cell.sure, "label": coded(row.label_parts(edition)),
                       "text": "\n".join(text(node, cell) for node in cell.nodes),
                       "footnotes": [{"number": footnote_sign(note), "text": note["text"]} for note in cell.footnotes],
                       "repairs": [{"key": node["key"], "field": field, "printed": node[field][start:end],
                                    "reading": reading} for node in cell.nodes for part in ("title", "text")
                                   for field, start, end, reading, _ in cell.repairs(node, part)],
                       "shown_in": cell.shown_in or None}
                      for edition, cell in ((edition, row.cells[edition]) for edition in editions)]}


@main.command()
@click.option("--from", "first", type=NAME, required=True)
@click.option("--to", "second", type=NAME, required=True)
@click.option("--law", metavar="LAW")
@click.option("--json", "as_json", is_flag=True)
@click.option("--csv", "as_csv", is_flag=True)
@CORPUS_OPTION
@OUT_OPTION
def concordance(first: str, second: str, law: str | None, as_json: bool, as_csv: bool, corpus_dir: Path,
                out_dir: Path) -> None:
    """Which provision of one edition says what a provision of another says (e.g. --from cs-2007 --to pl-2017)."""
    from ..added import with_added
    from ..concordance.table import between, law_of_record
    from ..evidence import stored
    from ..phrases import draft_note
    from ..read_back import BY_KEY, said_relation
    from ..spreadsheet_csv import csv_bytes, drafts_said, stdout_is_a_file, with_draft_columns

    if as_json and as_csv:
        raise click.UsageError(say("json_or_csv"))
    graph = open_graph(out_dir, corpus_dir)
    records = with_added(graph, between(graph, first, second, law), first, second)
    fields = ("from", "to", "relation", "confidence", "evidence")
    drafts = drafts_said(graph.data, first, second)  # a text not approved, named so
    if as_json:  # each record names its editions, as lawbase.json's do; its evidence as codes and values, as there
        said = {f"{side}_draft": drafts[name] for side, name in (("from", first), ("to", second)) if name in drafts}
        click.echo(json.dumps([{"from_edition": first, "to_edition": second,
                                **{name: record[name] for name in fields}, "evidence": stored(record["evidence"]),
                                **{name: record[name] for name in BY_KEY if record.get(name)}, **said}
                               for record in records], ensure_ascii=False, indent=1))
        return
    if as_csv:  # as `export --format csv` writes it (`spreadsheet_csv`); a person reads the evidence: said in words
        rows = [["from_edition", "to_edition", *fields]] + [
            [first, second, record["from"] or "", " ".join(record["to"]), record["relation"], record["confidence"],
             said_evidence(record["evidence"])] for record in records]
        click.echo(csv_bytes(with_draft_columns(rows, drafts, lambda row: (row[0], row[1])), mark=stdout_is_a_file()),
                   nl=False)
        return
    for edition in (first, second):
        if edition in drafts:
            click.echo(draft_note(graph.editions[edition], words()))
    width = terminal_width()
    keys = [(said_keys(graph, first, [record["from"]] if record["from"] else []),
             said_keys(graph, second, record["to"])) for record in records]  # a footnote by its printed number too
    wide = [max([size - 1] + [len(said[side]) for said in keys]) + 1 for side, size in enumerate((12, 16))]
    columns = [say("column_relation"), say("column_sure"), say("column_evidence")]
    relations = [relation_said(said_relation(graph.editions, record, law_of_record(graph, record))) for record in records]
    relation_width = max(9, len(columns[0]), *map(len, relations))
    sure_width = max(4, len(columns[1]))
    click.echo(f"{first:<{wide[0]}} {second:<{wide[1]}} {columns[0]:<{relation_width}} {columns[1]:<{sure_width}}  "
               f"{columns[2]}")
    said: list[list[str]] = [[] for _ in records]  # the evidence a row's run shares, said once above the run
    heads: dict[int, str] = {}
    for start, end, shared in shared_evidence(records):
        said[start:end] = [shared] * (end - start)
        named = [ours if ours != "—" else theirs for ours, theirs in (keys[start], keys[end - 1])]
        heads[start] = say("rows_run", first=named[0], last=named[1], evidence=said_evidence(shared))
    for at, (record, (ours, theirs), relation) in enumerate(zip(records, keys, relations)):
        if at in heads:
            click.echo(textwrap.fill(heads[at], width, subsequent_indent="  ", break_long_words=False))
        row = (f"{ours:<{wide[0]}} {theirs:<{wide[1]}} {relation:<{relation_width}} "
               f"{record['confidence']:<{sure_width}.2f}  ")
        own = [line for line in record["evidence"] if line not in said[at]]  # the evidence wrapped under itself, the
        evidence = textwrap.wrap(said_evidence(own), max(20, width - len(row)), break_long_words=False)  # columns kept
        click.echo(row + (evidence[0] if evidence else ""))
        for line in evidence[1:]:
            click.echo(" " * len(row) + line)


def said_evidence(lines) -> str:
    """Evidence lines in the reader's words, one after another."""
    from ..textview import said_lines

    return said_lines(lines, words())


SENTENCE = 40  # characters: an evidence line this long is a sentence, which rows may share; a shorter one is a
# figure or a word of the row's own ("words 0.32", "cites Laws 12", "in order"), said on its row


def shared_evidence(records: list[dict]) -> list[tuple[int, int, list[str]]]:
    """(start, end, lines): the runs of two or more rows that share evidence sentences, and those sentences, so that
    the table says them once (`concordance --law 54` repeated "the same Laws: Law 54 has the same provisions in
    both…" on each of its rows: a Russian director's review)."""
    runs, start = [], 0
    while start < len(records):
        shared, end = [line for line in records[start]["evidence"] if len(line) >= SENTENCE], start + 1
        while end < len(records) and [line for line in shared if line in records[end]["evidence"]]:
            shared = [line for line in shared if line in records[end]["evidence"]]
            end += 1
        if end - start > 1:
            runs.append((start, end, shared))
        start = end
    return runs


def said_keys(graph, edition: str, keys: list[str]) -> str:
    """Keys of an edition as `show` names them (`fn21 (footnote 19)`), "—" for none."""
    return ", ".join(named_key(graph.by_key[(edition, key)]) if (edition, key) in graph.by_key else key
                     for key in keys) or "—"


def not_empty(context: click.Context, parameter: click.Parameter, value: str) -> Path:
    """`--dest ""` would be the current folder: refused rather than guessed."""
    if not value.strip():
        raise click.BadParameter(say("export_no_dest"), context, parameter)
    return Path(value)


@main.command()
@click.option("--format", "export_format", required=True, type=click.Choice(["akn", "json", "tmx", "csv"]))
@click.option("--dest", required=True, type=click.Path(allow_dash=True), callback=not_empty)
@click.option("--edition", "-e", type=NAME)
@click.option("--from", "from_edition", type=NAME)
@click.option("--to", "to_edition", type=NAME)
@OUT_OPTION
def export(export_format: str, dest: Path, edition: str | None, from_edition: str | None,
           to_edition: str | None, out_dir: Path) -> None:
    """Write the built graph for other tools: Akoma Ntoso XML, a TMX translation memory, CSV pairs, JSON."""
    from ..export import run_export, to_stdout

    for line in run_export(export_format, out_dir, dest, edition, from_edition, to_edition, words()):
        click.echo(line, err=to_stdout(dest))  # standard output carries the export itself

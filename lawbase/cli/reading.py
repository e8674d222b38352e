"""`lawbase show`, `refs` and `search`: reading a provision, its references, and finding one."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..errors import LawbaseError
from ..graph import footnote_sign
from ..text import terminal_text, typed
from . import CORPUS_OPTION, NAME, OUT_OPTION, fitted, json_out, main, open_graph


def find_or_fail(graph, key: str, edition: str | None) -> list[dict]:
    """The nodes with this key (in one edition, or all): an unknown key is a one-line error. A key the
    edition lacks but another edition has is read through the concordance: the provisions of the edition
    that say what it says there, said on stderr (Czech 2007 prints 35A as 35.1)."""
    found = graph.find(key, edition)
    if not found:
        canonical, named, _ = graph.read_key(" ".join(key.split()))
        wanted = edition or named
        where = f"edition {wanted}" if wanted else "any edition"
        read = "" if canonical == key else f" (read as {typed(canonical)})"
        elsewhere = [node for node in graph.find(canonical) if graph.editions[node["edition"]]["kind"] != "notes"] \
            if wanted else []
        for node in elsewhere:
            nodes, relation = graph.counterparts(node, wanted)
            if relation == "key":
                continue  # no concordance between the two: nothing known
            there = f"{node['edition']} {node['key']}"
            if not nodes:
                raise LawbaseError(f"unknown key {typed(key)!r}{read}: not in {where}, which has no provision saying what "
                                   f"{there} says")  # the concordance's `none`, said in words
            keys = ", ".join(other["key"] for other in nodes)
            click.echo(terminal_text(f"lawbase: {canonical} is not in {wanted}: showing {keys}, which says "
                                     f"there what {there} says ({relation})"), err=True)
            return nodes
        raise LawbaseError(f"unknown key {typed(key)!r}{read}: not in {where}")
    return found


@main.command()
@click.argument("key")
@click.option("--edition", "-e", type=NAME, help="Only this edition (default: every edition that has the key).")
@click.option("--json", "as_json", is_flag=True, help="Print the nodes of the subtree as JSON.")
@CORPUS_OPTION
@OUT_OPTION
def show(key: str, edition: str | None, as_json: bool, corpus_dir: Path, out_dir: Path) -> None:
    """Print a provision (e.g. 16C2, 12C1(b), "Pravidlo 20F5") and everything under it."""
    from ..added import added_sentence
    from ..cells import quoted
    from ..textview import heading, render_subtree

    graph = open_graph(out_dir, corpus_dir)
    found = find_or_fail(graph, key, edition)
    if as_json:  # with where the other editions say it, as the text output's lines under the heading
        json_out([{"edition": node["edition"], "nodes": list(graph.subtree(node)),
                   "elsewhere": [{"edition": other, "keys": [n["key"] for n in nodes], "relation": relation}
                                 for other, nodes, relation in counterparts_elsewhere(graph, node)]}
                  for node in found])
        return
    years = {name: info["laws_year"] for name, info in graph.editions.items()}
    laws = {name: f"{year} Laws{'' if graph.standing(name) else ', a draft'}" for name, year in years.items()}
    fit = fitted()
    for position, node in enumerate(found):
        info = graph.editions[node["edition"]]
        path = " › ".join(heading(ancestor) for ancestor in graph.ancestors(node))
        if position:
            click.echo()
        click.secho(fit(terminal_text(f"── {node['edition']} · {info['title']} · {named_key(node)}"
                                      f" ({info['file']}:{node['lines'][0]}-{node['lines'][1]})")), bold=True)
        if path:
            click.echo(terminal_text(f"   {path}"))
        if node.get("contents_title"):  # one of the two is a misprint (`contents_titles`)
            listed = node["contents_title"]
            click.echo(fit(terminal_text(f"   the table of contents reads {listed['title']!r} "
                                         f"({info['file']}:{listed['line']})")))
        for other, nodes, relation in counterparts_elsewhere(graph, node):
            said = quoted(graph.cut_from(node, other), added_sentence(graph, node, other), years)
            found = f"{', '.join(n['key'] for n in nodes)} ({relation}{said})" if nodes else f"no counterpart{said}"
            click.echo(fit(terminal_text(f"   in {other} ({laws[other]}): {found}")))  # ", a draft"
        click.echo(fit(terminal_text(render_subtree(graph, node))))


def named_key(node: dict) -> str:
    """A node's key as a reader finds it in the book: a footnote's key with the number printed in its text
    (`fn15 (footnote 13)`: the book numbers its footnotes per page or per chapter, the keys run through)."""
    return f"{node['key']} (footnote {footnote_sign(node)})" if node["kind"] == "footnote" else node["key"]


def counterparts_elsewhere(graph, node: dict) -> list[tuple[str, list[dict], str]]:
    """Where the other Laws editions say what this provision says, when it is not the same key or the
    concordance is unsure of the pairing (`cells.WEAK`); a footnote goes with its provision, paired by none."""
    from ..cells import weak_evidence

    out = []
    law = graph.law_of(node) if node["kind"] != "footnote" else None
    for other, info in graph.editions.items():
        laws = info.get("laws")
        if other == node["edition"] or info["kind"] == "notes" or law is None or (
                laws and not laws[0] <= int(law["key"]) <= laws[1]):
            continue
        nodes, relation, sure = graph.pairing(node, other)
        weak = weak_evidence(sure, nodes)
        if relation not in ("same", "key") or [n["key"] for n in nodes] != [node["key"]] or weak:
            out.append((other, nodes, f"{relation}; {weak}" if weak else relation))
    return out


def describe(graph, node_id: str | None) -> str:
    if not node_id:
        return "—"
    node = graph.by_id[node_id]
    label = node["title"] or (node["text"][:60] + "…" if len(node["text"]) > 60 else node["text"])
    return f"{node['edition']} {named_key(node)}" + (f" ({label})" if label else "")


@main.command()
@click.argument("key")
@click.option("--edition", "-e", type=NAME, help="Only this edition (default: every edition that has the key).")
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
    for node, entry in zip(found, result):
        info = graph.editions[entry["edition"]]
        click.secho(f"── {entry['edition']} · {named_key(node)}", bold=True)
        click.echo(f"  cites ({len(entry['cites'])}):")
        for record in entry["cites"]:
            source = named_key(graph.by_id[record["source"]])
            where = f"{info['file']}:{record['line']}"
            target = describe(graph, record["target"]) + read_in(record) if record["target"] \
                else f"unresolved: {record.get('reason')}"
            click.echo(terminal_text(f"    {source:<10} {record['text']!r:<16} → {target}  [{where}]"))
        click.echo(f"  cited by ({len(entry['cited_by'])}):")
        for record in entry["cited_by"]:
            source = graph.by_id[record["source"]]
            target = graph.by_id[record["target"]]["key"]
            where = f"{graph.editions[source['edition']]['file']}:{record['line']}"
            click.echo(terminal_text(f"    {describe(graph, source['id'])}: {record.get('phrase') or record['text']!r}"
                                     f" → {target}{read_in(record, graph)}  [{where}]"))


def read_in(record: dict, graph=None) -> str:
    """` (2007 numbering: 16D is 16C, moved)` for a key read in another numbering of the Laws; for an index
    target read as swapped with another entry's (`crossed_entries`), that entry."""
    if graph is not None and record.get("crossed"):
        return f" (as printed; read as swapped with the entry {graph.by_id[record['crossed']]['title']!r})"
    reading = record.get("numbering")
    if not reading:
        return ""
    return f" ({reading['laws']} numbering: {record['key']} is {', '.join(reading['to']) or 'nothing'}, " \
           f"{reading['relation']})"


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
@click.option("--lang", type=NAME, help="Only this language (pl, cs, ru).")
@click.option("--edition", "-e", type=NAME, help="Only this edition.")
@click.option("--limit", "-n", default=10, show_default=True, type=click.IntRange(1, 200))
@click.option("--json", "as_json", is_flag=True, help="Print the hits as JSON.")
@OUT_OPTION
def search(query: str, lang: str | None, edition: str | None, limit: int, as_json: bool, out_dir: Path) -> None:
    """Search the Laws: words in any inflection, with or without diacritics, or a key (16C2)."""
    from ..errors import UsageError
    from ..query import search_response

    if not any(char.isalnum() for char in query):
        raise UsageError(f"nothing to search for in {typed(query)!r}: give words or a key (e.g. revoke, 16C2)")
    response = search_response(query, lang=lang, edition=edition, limit=limit, out=out_dir)
    hits, suggestion = response["hits"], response["suggestion"]
    if as_json:
        json_out([{name: hit[name] for name in ("edition", "key", "kind", "label", "title", "score", "how", "snippet",
                                                "url", "trail", "highlights", "via", "differs", "newer")
                   if name in hit}
                  for hit in hits])
        return
    if response.get("missing"):
        missing = response["missing"]
        nearest = f"; below, the nearest numbered part: {missing['nearest']}" if missing.get("nearest") else ""
        click.echo(f"nothing {'in ' + missing['edition'] + ' ' if missing['edition'] else ''}is numbered "
                   f"{missing['key']}{nearest}")
        if not hits:
            return
    if not hits:
        hint = f"; did you mean {typed(suggestion)!r}?" if suggestion else ""
        click.echo(f"no results for {typed(query)!r}{hint}")
        return
    if suggestion:
        click.echo(f"did you mean {typed(suggestion)!r}? (read so below)")
    colour = sys.stdout.isatty()
    for hit in hits:
        heading = hit["trail"] + (" › " if hit["trail"] and hit["title"] else "") + hit["title"]
        line = terminal_text(f" {hit['edition']:<9} {heading}")
        click.echo(click.style(f"{hit['label']:<12}", bold=colour) + line[:160])
        if hit["snippet"]:
            click.echo("    " + highlighted(hit["snippet"], hit["highlights"], colour))
        found = [f"found by {hit['how']}"] if hit["how"] not in ("own words", "key", "nearest") else []
        found += [f"through {hit['via']}"] if hit.get("via") else []
        if hit.get("newer"):  # where the newest Laws put this provision, then what their rule at its key is here
            later = hit["newer"]
            keys = ", ".join(later["keys"]) + (", changed" if later.get("changed") else "")
            found.append(f"in the {later['year']} Laws: {keys}, {later['edition']}" if later["keys"]
                         else f"not in the {later['year']} Laws")
        if hit.get("differs"):
            here = ", ".join(hit["differs"]["here"])
            found.append(f"a different rule from {hit['differs']['from']}, "
                         + (f"which is {here} here" if here else "which nothing here says"))
        if found:
            click.echo(terminal_text(f"    ({'; '.join(found)})"))

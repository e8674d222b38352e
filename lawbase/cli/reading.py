"""`lawbase show` and `refs`: reading a provision and its references."""

from __future__ import annotations

import json
from pathlib import Path

import click

from ..errors import LawbaseError
from ..evidence import stored_json
from ..graph import Kind, cites_it, footnote_sign
from ..keys import law_of_key, law_ranges
from ..manifest import draft_key, draft_said
from ..outside_laws import laws_outside, way_on
from ..phrases import Say, coded, say as phrase
from ..read_back import SWAPPED, older_side, replaced, reversed_records
from ..text import sentence_parts, terminal_text, typed
from ..typed_keys import footnote_typed
from ..typed_nodes import find, read_key
from . import CORPUS_OPTION, KEY_ARGUMENT, NAME, OUT_OPTION, fitted, json_out, main, open_graph
from .other_rules import found_in, laws_years, other_rule_said, rules_elsewhere, with_other_rules
from .speech import counted, laws_key, reader_language, say, spoken, words


def find_or_fail(graph, key: str, edition: str | None, reader: str | None = None) -> list[dict]:
    """The nodes with this key (in one edition, or all, the `reader`'s language first): an unknown key is a
    one-line error. A key the edition lacks but another edition has is read through the concordance: the
    provisions of the edition that say what it says there, said on stderr (Czech 2007 prints 35A as 35.1)."""
    found = find(graph, key, edition, reader)
    note = footnote_typed(" ".join(key.split()))
    if not found and note:  # "przypis 99": no footnote is printed 99 (the key fn99 is another thing)
        raise LawbaseError(say("no_footnote", number=note[0], typed=repr(typed(key)), where=where_said(edition)))
    if not found:
        canonical, named, _, years = read_key(graph, " ".join(key.split()))
        wanted = edition or named
        where = where_said(wanted) if wanted or not years else say("in_editions_where", editions=", ".join(years))
        elsewhere = [node for node in find(graph, canonical) if graph.editions[node["edition"]]["kind"] != "notes"] \
            if wanted else []
        for node in elsewhere:
            nodes, relation = graph.counterparts(node, wanted)
            if relation == "key":
                continue  # no concordance between the two: nothing known
            there = f"{node['edition']} {node['key']}"
            if not nodes:  # the concordance's `none`, said in words
                raise unknown_key(key, canonical, say("which_says_nothing", where=where, there=there))
            keys = ", ".join(named_key(other) for other in nodes)
            click.echo(terminal_text("lawbase: " + say("showing_instead", key=canonical, edition=wanted, keys=keys,
                                                       there=there, relation=relation_said(relation))), err=True)
            return nodes
        raise unknown_key(key, canonical, where + laws_held(graph, wanted, canonical))
    return found


def where_said(edition: str | None) -> str:
    """Where a key was looked for: `edition pl-1997`, or `any edition`."""
    return say("in_edition_where", edition=edition) if edition else say("in_any_edition")


def unknown_key(text: str, key: str, where: str) -> LawbaseError:
    """The one error of a typed key that names no provision, alike in `show`, `refs`, `compare` and `search` (the
    site's "Nothing is numbered 99Z"; `search` said it on stdout with exit 0, `compare` "pl-2017 has no 99Z"): what
    was typed, the key it was read as, where it is not (`any edition`, `edition pl-1997`)."""
    read = "" if key == text else say("read_as_key", key=typed(key))
    return LawbaseError(say("unknown_key", typed=repr(typed(text)), read=read, where=where))


def relation_said(relation: str) -> str:
    """A relation of the concordance (`moved`) in the reader's words."""
    return spoken([phrase(f"relation_{relation}")])


def laws_held(graph, edition: str | None, key: str) -> str:
    """`, which holds Laws 41–71` where the edition lacks the key's whole Law (`show 72 -e pl-1997`), as
    `concordance --law` says it; "" where it holds the Law (the key is what it lacks) or no edition was named."""
    law = law_of_key(key)
    if not edition or not law.isdigit() or (edition, law) in graph.by_key:
        return ""
    notes = "_notes" if graph.editions[edition]["kind"] == "notes" else ""
    return say(f"which_holds{notes}", laws=law_ranges([node["key"] for node in graph.laws[edition]]))


@main.command()
@KEY_ARGUMENT
@click.option("--edition", "-e", type=NAME)
@click.option("--json", "as_json", is_flag=True)
@CORPUS_OPTION
@OUT_OPTION
def show(key: str, edition: str | None, as_json: bool, corpus_dir: Path, out_dir: Path) -> None:
    """Print a provision (e.g. 16C2, 16C 2, 12C1(b), Pravidlo 20F5) and everything under it."""
    from ..added import added_sentence
    from ..amendments import amendment_change
    from ..cells import quoted
    from ..cited_evidence import cited_apart
    from ..phrases import amended_law
    from ..textview import heading, lead_in, render_subtree

    graph = open_graph(out_dir, corpus_dir)
    found = find_or_fail(graph, key, edition, None if as_json else reader_language())  # `--json`: one in every language
    amended = {node["id"]: amended_law(graph.editions[node["edition"]], graph.law_of(node)) for node in found}
    differs = {} if edition else {at: said for at, (said, _) in rules_elsewhere(graph, found).items()}  # as `refs`
    if as_json:  # with where the other editions say it, as the text output's lines under the heading
        json_out([{"edition": node["edition"], "nodes": list(graph.subtree(node)),
                   "elsewhere": [{"edition": other, "keys": [n["key"] for n in nodes], "relation": relation}
                                 | ({"doubtful": coded([weak])} if weak else {})
                                 for other, nodes, relation, weak in counterparts_elsewhere(graph, node)]}
                  | ({"amended": graph.editions[node["edition"]]["amended"]} if amended[node["id"]] else {})
                  | ({"amendment": change} if (change := amendment_change(graph, node)) else {})
                  | ({"notes": notes_discussing(graph, node)} if notes_discussing(graph, node) else {})
                  | ({"differs": differs[node["id"]]} if node["id"] in differs else {})
                  | ({"lead_in": dict(zip(("key", "text"), lead_in(graph, node)))} if lead_in(graph, node) else {})
                  for node in found])
        return
    years = laws_years(graph)
    laws = {name: ", ".join(filter(None, [say("year_laws", year=year), draft_named(graph.editions[name])]))
            for name, year in years.items()}
    fit = fitted()
    for position, node in enumerate(found):
        info = graph.editions[node["edition"]]
        path = " › ".join(heading(ancestor) for ancestor in graph.ancestors(node))
        if position:
            click.echo()
        click.secho(fit(terminal_text(f"── {node['edition']} · {info['title']} · {named_key(node)}"
                                      f" ({info['file']}:{node['lines'][0]}-{node['lines'][1]})")), bold=True)
        if node["id"] in differs:  # the Czech 16C2 (outside information) under the key of 2017's withdrawn calls
            click.echo(fit(terminal_text(f"   ({other_rule_said(differs[node['id']], node['edition'], years)})")))
        if path:
            click.echo(fit(terminal_text(f"   {path}")))
        if amended[node["id"]]:  # pl-2017's Laws 73 and 89 as the 2024 amendments made them
            click.echo(fit(terminal_text(f"   {spoken(amended[node['id']])}")))
        if node.get("contents_title"):  # one of the two is a misprint (`contents_titles`)
            listed = node["contents_title"]
            click.echo(fit(terminal_text("   " + say("contents_reads", title=repr(listed["title"]),
                                                     where=f"{info['file']}:{listed['line']}"))))
        for other, nodes, relation, weak in counterparts_elsewhere(graph, node):
            relation = spoken([phrase(f"relation_{relation}")] + (["; ", weak] if weak else []))
            said = quoted(graph.cut_from(node, other), added_sentence(graph, node, other), years, spoken)
            line = replaced(graph.record(node, other))  # ru-2017 89: the old Law, not a new one
            why = f": {line.in_words(words())}" if line else ""
            new = f" ({say('relation_new')})" if not nodes and (years[node["edition"]] or 0) > (years[other] or 0) else ""
            found = f"{', '.join(map(named_key, nodes))} ({relation}{said})" if nodes \
                else f"{say('no_counterpart')}{new}{said}{why}"  # new: 2017 12C1b beside cs-2007 (a player's review)
            click.echo(fit(terminal_text("   " + say("in_edition", edition=other, laws=laws[other], found=found))))
        for line in cited_apart(graph, node):  # cs-2007 25B3's "Pravidlo 16D", which the 2017 text cites as 16C
            click.echo(fit(terminal_text(f"   {line.in_words(words())}")))
        notes = notes_discussing(graph, node)  # pl-notes' note on 2007 17E2, 2017 17D3
        for other in dict.fromkeys(note["edition"] for note in notes):
            found = ", ".join(f"{note['key']} ({graph.editions[other]['file']}:{note['line']})"
                              for note in notes if note["edition"] == other)
            click.echo(fit(terminal_text("   " + say("in_edition", edition=other, laws=say("director_notes"),
                                                     found=found))))
        lead = lead_in(graph, node)
        if lead:  # the words it completes, marked as the parent's, not its own
            click.echo(fit(terminal_text("   " + say("lead_in", key=lead[0], text=lead[1]))))
        click.echo(fit(terminal_text(render_subtree(graph, node, words()))))


# a split or merge as it happened (`happened`) read from its newer text (2017 17D, which 2007 17E and 22B went
# into, is no `split`; 2017 40B2a, one of the parts 2007 40B2a went into, no `merged`), as the pages say it
FROM_NEWER = {"split": "split_part", "merged": "merged_into"}  # relations said by `relation_<name>`


def named_key(node: dict) -> str:
    """A node's key as a reader finds it in the book: a footnote by the number its text prints (`footnote 13`: the
    keys, `fn15`, run through the book, which a reader never sees; `refs 64A` said `fn21 (footnote 19)` until
    2026-11-29), by its key only where the source lost the marker (`fn2 (footnote *)`), wherever a command names one."""
    if node["kind"] != "footnote":
        return node["key"]
    sign = footnote_sign(node)
    return say("footnote_key", key=node["key"], sign=sign) if sign == "*" else say("footnote_printed", sign=sign)


def notes_discussing(graph, node: dict) -> list[dict]:
    """The notes citing a provision or a part of it, each once with the line of its first such citation: what a
    director reads beside it (`show 17D3` left out pl-notes' note on Law 29, which discusses 2007 17E2, now 17D3)."""
    found: dict[tuple[str, str], dict] = {}
    for part in graph.subtree(node):
        for record in graph.refs_to.get(part["id"], []):
            source = graph.by_id[record["source"]]
            if graph.editions[source["edition"]]["kind"] == "notes" and source["edition"] != node["edition"]:
                found.setdefault((source["edition"], source["key"]),
                                 {"edition": source["edition"], "key": source["key"], "line": record["line"]})
    return sorted(found.values(), key=lambda note: (note["edition"], note["line"]))


def draft_named(edition: dict) -> str:
    """What the commands call a text not approved ("a draft translation"), beside the others' names; "" else."""
    kind = draft_key(edition)
    return say(f"a_{kind}") if kind else ""


def counterparts_elsewhere(graph, node: dict) -> list[tuple[str, list[dict], str, Say | None]]:
    """Where the other Laws editions say what this provision says, when it is not the same key or the concordance
    is unsure of the pairing (`cells.WEAK`), or that edition reads it more than one way (each reading then, the same
    key's too); a footnote where the concordance pairs footnotes (pl-1997's `fn5`, said nowhere in pl-2017).
    (edition, its provisions, the relation, the doubt where the concordance is unsure: said by the reader's words,
    given as codes by `--json`, which said them in English until 2026-11-29)."""
    from ..cells import moved_with_parent, weak_phrase

    out = []
    law = graph.law_of(node)
    footnote = node["kind"] == "footnote"
    for other, info in graph.editions.items():
        laws = info.get("laws")
        if other == node["edition"] or info["kind"] == "notes" or law is None or (
                laws and not laws[0] <= int(law["key"]) <= laws[1]) or (
                footnote and not graph.concordance.get((node["edition"], node["key"], other))):
            continue
        readings = seen_from(graph, node, other)
        for nodes, relation, sure in readings:
            weak = weak_phrase(sure, nodes, moved_with_parent(graph, node, other))
            if relation not in ("same", "key") or [n["key"] for n in nodes] != [node["key"]] or weak \
                    or len(readings) > 1:  # its own key said too where another reading is (2017 22: 22, 22A)
                out.append((other, nodes, relation, weak))
    return out


def seen_from(graph, node: dict, edition: str) -> list[tuple[list[dict], str, float | None]]:
    """`Graph.pairing` as a reader of `node`'s edition says it, where the records read from `edition`: read
    backwards and together (`read_back`; one reading per relation where each record pairs one provision with it
    alone: 2017 fn23 is 1997 fn10, `same`, and fn9, `moved`); a split or merge said as it happened, from the older
    text to the newer (`happened`), in `FROM_NEWER`'s words where `node` is the newer: ru-2017 40B2a is one of the
    parts cs-2007 40B2a split into, 2017 17D what 2007 17E and 22B merged into, pl-2017 73A2 and 73D3 the parts
    of ru-2017 73A2, which the 2024 amendment split (it said "merged", the records' word from pl-2017)."""
    records = graph.concordance.get((node["edition"], node["key"], edition))
    if not records:
        return [graph.pairing(node, edition)]
    newer = older_side(graph.editions, records[0]) != node["edition"]
    readings = [graph.pairing(node, edition)] if records[0]["from_edition"] == node["edition"] else [
        ([graph.by_key[(edition, key)] for key in entry["to"] if (edition, key) in graph.by_key],
         SWAPPED.get(entry["relation"], entry["relation"]) if newer else entry["relation"], entry["confidence"])
        for entry in reversed_records(records) if entry["from"] == node["key"]]
    return [(nodes, FROM_NEWER.get(relation, relation) if newer else relation, sure)
            for nodes, relation, sure in readings]


@main.command()
@KEY_ARGUMENT
@click.option("--edition", "-e", type=NAME)
@click.option("--json", "as_json", is_flag=True)
@CORPUS_OPTION
@OUT_OPTION
def refs(key: str, edition: str | None, as_json: bool, corpus_dir: Path, out_dir: Path) -> None:
    """What a provision cites, and what cites it ("cited by"), grouped by edition."""
    graph = open_graph(out_dir, corpus_dir)
    found = find_or_fail(graph, key, edition, None if as_json else reader_language())  # `--json`: one in every language
    result = []
    for node, differs, via in (found_in(found) if edition else with_other_rules(graph, found)):
        inside = {member["id"] for member in graph.subtree(node)}
        cites = [r for r in graph.references if r["source"] in inside]
        cited_by = [r for r in graph.references if r["target"] in inside and cites_it(graph, node, r, inside)]
        draft = draft_said(graph.editions[node["edition"]])  # as `search` names it
        result.append({"edition": node["edition"], "key": node["key"], "cites": cites, "cited_by": cited_by,
                       **({"draft": draft} if draft else {}), **({"differs": differs} if differs else {}),
                       **({"via": via} if via else {})})
    if as_json:  # a reference's reason and note as codes and values, as lawbase.json stores them
        json_out(json.loads(stored_json(result)))
        return
    fit, years = fitted(), laws_years(graph)  # each reference's key and file:line first, then what it is, wrapped
    for entry in result:
        info = graph.editions[entry["edition"]]
        node = graph.by_key[(entry["edition"], entry["key"])]
        through = f" ({say('rule_of_here', entry=laws_key(entry['via'], years))})" if entry.get("via") else ""
        edition = entry["edition"] + (f" ({draft_named(info)})" if entry.get("draft") else "")
        click.secho(fit(terminal_text(f"── {edition} · {named_key(node)}{through}")), bold=True)
        if entry.get("differs"):
            click.echo(fit(terminal_text(f"   ({other_rule_said(entry['differs'], entry['edition'], years)})")))
        click.echo("  " + say("cites_heading", count=len(entry["cites"])))
        for record in entry["cites"]:
            source = named_key(graph.by_id[record["source"]])
            where = f"{info['file']}:{record['line']}"
            target = graph.by_id[record["target"]] if record["target"] else None
            named = f"{target['edition']} {named_key(target)}{read_in(record)}" if target \
                else say("unresolved_because", reason=unresolved_reason(graph, record))
            click.echo(fit(terminal_text(f"    {source:<10} {record['text']!r:<16} → {named}  [{where}]")))
            if target is not None and what_it_is(target):
                click.echo(fit(terminal_text(f"      {what_it_is(target)}")))
            how_read(record, fit)
        sources, records = len({record["source"] for record in entry["cited_by"]}), len(entry["cited_by"])
        references = counted("references", records) if records > sources else ""  # one citing two of its parts
        click.echo("  " + (say("cited_by_references", count=sources, references=references) if references
                           else say("cited_by_heading", count=sources)))  # what cites it, as the site counts
        for record in entry["cited_by"]:
            source = graph.by_id[record["source"]]
            target = graph.by_id[record["target"]]["key"]
            where = f"{graph.editions[source['edition']]['file']}:{record['line']}"
            name, said = cited_from(graph, source, record)
            click.echo(fit(terminal_text(f"    {source['edition']} {name} → {target}{read_in(record, graph)}  [{where}]")))
            quote = repr(record.get("phrase") or record["text"])
            click.echo(fit(terminal_text(f"      {quote}: {said}" if said else f"      {quote}")))
            how_read(record, fit)


def how_read(record: dict, fit) -> None:
    """How a reference's target was read (`note`: "71 pod čarou", Law 70's footnote, which speaks of Law 71), in
    the reader's words; `--json` gives its code (English prose until 2026-11-29)."""
    if record.get("note"):
        click.echo(fit(terminal_text(f"      ({record['note'].in_words(words())})")))


def unresolved_reason(graph, record: dict) -> str:
    """Why a citation leads nowhere; a Law its edition does not hold said in the reader's language, with where
    it leads on, as the Law pages' note says it ("…41–71; ten sam numer w Prawie z 2017 r. (…): pl-2017 20")."""
    laws = laws_outside(graph, record)
    if not laws:
        reason = record.get("reason")
        return reason.in_words(words()) if reason else reason
    edition = graph.by_id[record["source"]]["edition"]
    said, way = say("outside_edition", edition=edition, first=laws[0], last=laws[1]), way_on(graph, record)
    return said if way is None else \
        f"{said}; {say('same_number_in', year=graph.editions[way['edition']]['laws_year'])} {way['edition']} {named_key(way)}"


def cited_from(graph, node: dict, record: dict) -> tuple[str, str]:
    """A citing node as a reader finds it, short, and what it is: a provision's (a footnote's) key and the
    words around the citation (`citing_words`); else what kind of thing it is and its name (`index`,
    `Zapowiedź › Wycofana`)."""
    from ..documents import label_of

    if node["kind"] in Kind.STRUCTURE or node["kind"] == Kind.FOOTNOTE:
        return named_key(node), citing_words(node, record)
    kind, _, name = label_of(node, graph).partition(": ")
    said = {Kind.DEFINITION: "cited_from_definition", Kind.INDEX_ENTRY: "cited_from_index"}.get(node["kind"])
    return (words()[said] if said else kind), name


def citing_words(node: dict, record: dict, most: int = 120) -> str:
    """The sentence that holds a citation, at most `most` characters of it around the citation, cut at words (a
    Polish director's review: 2017 23B was quoted by its heading, 10C4 by its first 60 characters, "jest p…")."""
    text = node.get(record.get("field") or "text") or ""
    start, end = record.get("start"), record.get("end")
    if start is None or not text:
        return what_it_is(node)
    sentences = [(parts[0][0], parts[-1][1]) for parts in sentence_parts(text)]
    at = next((number for number, (first, last) in enumerate(sentences) if first <= start < last), None)
    if at is None:
        return what_it_is(node)
    sentence = sentences[at]
    if at and sentence[1] - sentence[0] < 40:  # cut off after an abbreviation ("[но см. Правило 40B2(b)].")
        sentence = (sentences[at - 1][0], sentence[1])
    first = max(sentence[0], end - most)
    last = min(sentence[1], first + most)
    if first > sentence[0]:  # whole words only
        first = text.find(" ", first, start) + 1 or first
    if last < sentence[1]:
        last = max(text.rfind(" ", end, last), end)
    return ("…" if first > sentence[0] else "") + text[first:last].strip() + ("…" if last < sentence[1] else "")


def what_it_is(node: dict) -> str:
    """A node's title, else the beginning of its text."""
    return node["title"] or (node["text"][:60] + "…" if len(node["text"]) > 60 else node["text"])


def read_in(record: dict, graph=None) -> str:
    """` (2007 numbering: 16D is 16C, moved)` for a key read in another numbering of the Laws; for an index
    target read as swapped with another entry's (`crossed_entries`), that entry."""
    if graph is not None and record.get("crossed"):
        return f" ({say('read_swapped', entry=repr(graph.by_id[record['crossed']]['title']))})"
    reading = record.get("numbering")
    if not reading:
        return ""
    return " (" + say("numbering_reading", laws=reading["laws"], key=record["key"],
                      keys=", ".join(reading["to"]) or say("nothing"),
                      relation=relation_said(reading["relation"])) + ")"

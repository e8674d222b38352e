"""`lawbase search`: finding a provision, each hit on the terminal with its matched words highlighted."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import click

from ..kinds import Kind
from ..text import terminal_text, typed
from . import NAME, OUT_OPTION, fitted, fitted_width, json_out, main
from .speech import laws_key, reader_language, say, words


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


def held(out_dir: Path, missing: dict) -> str:
    """`, which holds Laws 41–71` as `show` says it (`laws_held`), read from the built graph: on this error's
    path alone, so that a search does not load the graph."""
    from ..store import GRAPH_FILE, load_graph
    from .reading import laws_held

    if not missing["edition"] or not (out_dir / GRAPH_FILE).exists():
        return ""
    return laws_held(load_graph(out_dir), missing["edition"], missing["key"])


@main.command()
@click.argument("query")
@click.option("--lang", type=NAME)
@click.option("--edition", "-e", type=NAME)
@click.option("--limit", "-n", default=10, show_default=True, type=click.IntRange(1, 200))
@click.option("--json", "as_json", is_flag=True)
@click.option("--reader", type=NAME)
@OUT_OPTION
def search(query: str, lang: str | None, edition: str | None, limit: int, as_json: bool, reader: str | None,
           out_dir: Path) -> None:
    """Search the Laws: words in any inflection, with or without diacritics, or a key (16C2)."""
    from ..errors import UsageError
    from ..query import open_engine, search_response

    if not any(char.isalnum() for char in query):
        raise UsageError(say("nothing_to_search_in", query=repr(typed(query))))
    reader = reader or (None if as_json else reader_language())  # `--json` is one in every interface language
    response = search_response(query, lang=lang, edition=edition, limit=limit, out=out_dir, reader=reader)
    hits, suggestion = response["hits"], response["suggestion"]
    missing = response.get("missing")
    if missing and not hits:  # a key alone that names no provision, nor a part above it: the error `show` gives
        from .reading import unknown_key, where_said  # (on this path alone: `show`'s module reads graphs)

        if missing.get("editions"):  # "12C1f 2017": every edition of that year's Laws searched
            scope = say("in_editions_where", editions=", ".join(missing["editions"]))
        elif lang and not missing["edition"]:
            scope = say("in_language_editions", in_language=words().words.get(f"in_language_{lang}", lang))
        else:
            scope = where_said(missing["edition"])
        raise unknown_key(query, missing["key"], scope + held(out_dir, missing))
    if response.get("unread"):  # "Pravidlo 16CC2": a key naming nothing, the error `show` gives
        raise UsageError.said("not_a_key", typed=typed(query))  # the whole query named, as `show` names it
    if as_json:
        json_out([{name: coded_field(hit, name) for name in ("edition", "key", "kind", "label", "title", "score", "how",
                                                             "snippet", "url", "trail", "highlights", "via", "differs",
                                                             "newer", "draft")
                   if name in hit}
                  for hit in hits])
        return
    if missing and missing.get("nearest"):  # the nearest numbered part listed below, as the site says it
        named = missing["edition"] or ", ".join(missing.get("editions", []))  # "16C99 2017": pl-2017, ru-2017
        nothing = say("no_key_in", edition=named, key=missing["key"]) if named else say("no_key", key=missing["key"])
        click.echo(f"{nothing}; {say('nearest_key', key=missing['nearest'])}")
    skipped = [say("skipped_words", words=", ".join(repr(typed(word)) for word in response["skipped"]))] \
        if response.get("skipped") else []  # "ifnhfayfz карта": no word of any text, searched without it
    if not hits:
        hint = "; " + say("did_you_mean", suggestion=repr(typed(suggestion))) if suggestion else ""
        click.echo("; ".join([say("no_results_for", query=repr(typed(query))) + hint] + skipped))
        return
    if suggestion:
        click.echo(say("did_you_mean_read", suggestion=repr(typed(suggestion))))
    for line in skipped + ([say("loose_results")] if response.get("loose") else []) \
            + ([say("unquoted_results")] if response.get("unquoted") else []):  # "mobil zazvonil"; '"renons fałszywy"'
        click.echo(line)
    colour, fit, width = sys.stdout.isatty(), fitted(), fitted_width()
    laws_year = open_engine(out_dir).engine.laws_year  # (read once: `search_response` opened it)
    labels = [terminal_text(label_said(hit)) for hit in hits]
    column = max([LABEL] + [len(label) for label in labels if len(label) <= WIDEST_LABEL])  # "Pravidlo 55B2" fits
    under_heading = fitted(hang=column + 11)  # a heading's continuation under the heading
    for hit, label in zip(hits, labels):
        heading = hit["trail"] + (" › " if hit["trail"] and hit["title"] else "") + hit["title"]
        if len(label) > column:  # on a line of its own, so that the editions stand in one column
            click.echo(click.style(label, bold=colour))
            label = ""
        edition = hit["edition"] + (f" ({hit['draft']})" if hit.get("draft") else "")
        line = under_heading(terminal_text(f"{label:<{column}} {edition:<9} {heading}"))
        click.echo(click.style(line[:column], bold=colour) + line[column:])
        for start, end in lines_of(hit["snippet"], width - 4 if width else None):
            spans = [[max(a, start) - start, min(b, end) - start] for a, b in hit["highlights"] if a < end and b > start]
            click.echo("    " + highlighted(hit["snippet"][start:end], spans, colour))
        found = notes_of(hit, laws_year)
        if found:
            click.echo(fit(terminal_text(f"    ({'; '.join(found)})")))


def label_said(hit: dict) -> str:
    """A hit's label (`Law 16C2`, `definition: Dziadek`) in the reader's words, as the site's search page
    labels a hit (`search-page.js` `label`); a title page's or preface's as the index names it."""
    label, reader = label_code(hit), words()
    code = label["code"]
    if code == "law":
        return f"{reader['law']} {label['key']}"
    if code in ("kind_definition", "index"):
        return f"{reader[code]}: {label['named']}"
    if code == "kind_footnote":
        return f"{reader[code]} {label['sign']}"
    if code == "front_matter":
        return hit["label"]
    return say(code, **{name: value for name, value in label.items() if name != "code"})


def label_code(hit: dict) -> dict:
    """A hit's label as `--json` gives it, a code and its values, the same in every language (`{"code": "law",
    "key": "16C2"}`; until 2026-11-29 the English `Law 16C2`, `definition: Dziadek`)."""
    english, kind = hit["label"], hit["kind"]
    footnote = re.fullmatch(r"footnote (\S+)(?: \(Law (\S+)\))?", english) if kind == "footnote" else None
    if kind in STRUCTURE:
        return {"code": "notes_on_law" if english.startswith("notes on") else "law", "key": hit["key"]}
    if kind in ("definition", "index-entry"):
        return {"code": "kind_definition" if kind == "definition" else "index", "named": english.partition(": ")[2]}
    if footnote:
        return {"code": "law_footnote", "key": footnote[2], "sign": footnote[1]} if footnote[2] \
            else {"code": "kind_footnote", "sign": footnote[1]}
    return {"code": "front_matter", "part": hit["key"]}


def coded_field(hit: dict, name: str):
    """A hit's field as `--json` gives it: its label a code and values, how it was found a list of codes
    (`["synonym", "typo"]`, where it said "synonym, typo"; "own words": `["own_words"]`)."""
    if name == "label":
        return label_code(hit)
    if name == "how":
        return [way.replace(" ", "_") for way in hit["how"].split(", ")]
    return hit[name]


def notes_of(hit: dict, laws_year: dict[str, int | None]) -> list[str]:
    """What is said of a hit, as the site's search page says it (`search-page.js`): how it was found, through what,
    where the newest Laws put it, that its rule is another (a provision of another edition named by its Laws'
    year, `laws_key`)."""
    ways = [say("how_" + way.replace(" ", "_")) for way in hit["how"].split(", ") if way in WAYS]
    found = [say("found_by", ways=", ".join(ways))] if ways else []
    if hit.get("via"):
        found.append(say("via_counterpart", entry=laws_key(hit["via"], laws_year)) if hit["how"] == "counterpart"
                     else say("via_index", entry=hit["via"]))
    later = hit.get("newer")
    if later:  # where the newest Laws put this provision, then what their rule at its key is here
        found.append(say("newer_changed" if later.get("changed") else "newer_at", year=later["year"],
                         keys=", ".join(later["keys"]), edition=later["edition"]) if later["keys"]
                     else say("newer_none_amended", year=later["year"], amended=later["amended"],
                              edition=later["edition"]) if later.get("amended") else say("newer_none", year=later["year"]))
    if hit.get("differs"):
        from .other_rules import other_rule_said  # (it reads graphs: imported where a hit needs it)

        found.append(other_rule_said(hit["differs"], hit["edition"], laws_year))
    return found


STRUCTURE = Kind.STRUCTURE
WAYS = ("synonym", "english", "typo", "prefix", "other language", "defined term")  # search-page.js's WAYS
LABEL = 12  # the narrowest column of a hit's label ("Law 16C2"), as wide as the list's longest label up to
WIDEST_LABEL = 20  # ("Pravidlo 40B2a(iii)"); a longer one ("definition: Pokutová karta") stands above
# (a Czech director's review: at 12 "Pravidlo 55B2" stood above its edition, "Pravidlo 53B" beside it)


def lines_of(text: str, width: int | None) -> list[tuple[int, int]]:
    """(start, end) of each line of a text wrapped at its spaces to the width (None: one line), so that a
    snippet's highlights, offsets into it, fall in their line."""
    if not text:
        return []
    if width is None or len(text) <= width:
        return [(0, len(text))]
    lines, start, end = [], 0, 0
    for word in re.finditer(r"\S+", text):
        if word.end() - start > width and end > start:
            lines.append((start, end))
            start = word.start()
        end = word.end()
    lines.append((start, end))
    return lines

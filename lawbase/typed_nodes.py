"""The nodes a user names by typing: a key, a key with its edition, a node id, a named part, a footnote's printed
number or a defined term (`show`, `refs`, `compare` and the concordance table read what is typed so). Apart from
`graph.py`, which holds the records and their look-ups, as this reads what people type into them."""

from __future__ import annotations

import shlex

from .errors import UsageError
from .graph import Graph, Kind, NodeRecord
from .profiles import load_profile
from .text import WORD_LETTERS
from .typed_keys import KeyNotUnderstood, footnote_typed, key_in_query, read_typed, typed_year, typists_first, unread_key

# Keys of nodes that are not Law keys but may be asked for by name.
NAMED_KEYS = ("title", "preface", "introduction", "chapter", "definitions", "index")
SEARCH_SAID = 40  # the longest text not a key nor a term whose error names the search command with it


def find(graph: Graph, typed: str, edition: str | None = None, reader: str | None = None) -> list[NodeRecord]:
    """Nodes named by what a user typed - a key (`16 C 2`, `Правило 16С2`), a key with its edition
    (`16C2 pl-2017`), a node id (`pl-2017/16C2`) or a named part (`definitions`, `fn3`) - one per
    edition, or a footnote by its printed number (`przypis 21`: each edition's so numbered), the newest Laws
    first (`newest_first`), the Law word's language, else the `reader`'s, before them, or in `edition` only;
    else a defined term's definitions (`defined`). Neither: UsageError saying what was read."""
    graph.check_edition(edition)
    text = " ".join(typed.split())
    note = footnote_typed(text)
    if note is not None:  # "przypis 21": the footnotes printed 21, in each edition (cs-2007 numbers per page)
        number, language = note
        editions = [edition] if edition else typists_first(graph.newest_first(), graph.language, language)
        return [node for name in editions for node in graph.nodes if node["edition"] == name
                and node["kind"] == Kind.FOOTNOTE and str(node.get("number")) == number]
    try:
        key, asked, language, years = read_key(graph, text)
    except UsageError as err:
        terms = defined(graph, text, edition)
        if terms:
            return terms
        if unread_key(text):  # 16CC2: not_a_key alone
            raise
        if len(text) > SEARCH_SAID:  # a long text repeated twice would make the line long
            raise UsageError.said("nor_a_term", error=err) from None
        # a word ("фальшренонс") is searched for: the command that finds it is said (a Russian director's review)
        raise UsageError.said("nor_a_term_search", error=err, query=shlex.quote(text)) from None
    if edition is not None and years and edition not in years:  # "45C3 1997" -e pl-2017
        raise UsageError.said("year_conflict", typed=repr(typed), year=graph.editions[years[0]]["laws_year"],
                              editions=", ".join(years), edition=edition)
    if asked is not None:
        graph.check_edition(asked)
        if edition is not None and asked != edition:
            raise UsageError.said("edition_conflict", typed=repr(typed), asked=asked, edition=edition)
        edition = asked
    editions = [edition] if edition else typists_first(graph.newest_first(), graph.language, language or reader)
    return [graph.by_key[(name, key)] for name in editions if (name, key) in graph.by_key
            and (years is None or name in years)]


def defined(graph: Graph, term: str, edition: str | None = None) -> list[NodeRecord]:
    """The definitions of a term as people type it ("Dziadek", "definition: dziadek", "Болван"), in
    every edition, the newest Laws first as keys are (`newest_first`), or in one."""
    term = term.split(":", 1)[1] if term.casefold().startswith("definition:") else term
    wanted = " ".join(term.split()).casefold()
    if not wanted:
        return []
    readings = {id: reading.casefold() for name in graph.editions for id, reading in term_readings(graph, name).items()}
    found = [node for node in graph.nodes if node["kind"] == Kind.DEFINITION
             and wanted in (node["title"].casefold(), node.get("english", "").casefold(), readings.get(node["id"]))
             and (edition is None or node["edition"] == edition)]
    order = {name: place for place, name in enumerate(graph.newest_first())}
    return sorted(found, key=lambda node: order[node["edition"]])


def term_readings(graph: Graph, edition: str) -> dict[str, str]:
    """Definition id -> its term as the edition's text writes it, where the source typed the term in the other
    alphabet (ru-2017 defines "PO" in Latin letters and writes "ПО", the right-hand opponent): `show ПО` and a
    search for "ПО" find it so (`profiles.Profile.own_alphabet_spelling`; `check` warns of it)."""
    profile = load_profile(graph.editions[edition]["language"])
    typed = [node for node in graph.by_edition[edition]
             if node["kind"] == Kind.DEFINITION and profile.own_alphabet_spellings(node["title"])]
    if not typed:
        return {}
    words = {word for node in graph.by_edition[edition] for word in WORD_LETTERS.findall(node["text"])}
    return {node["id"]: reading for node in typed if (reading := profile.own_alphabet_spelling(node["title"], words))}


def read_key(graph: Graph, text: str) -> tuple[str, str | None, str | None, list[str] | None]:
    """What a user typed as (canonical key, edition named in the text or None, the language of the Law
    word typed before the key or None, the editions of a year typed beside the key or None); UsageError if no
    key. A year is read as `search` reads it ("45C3 1997": pl-1997; "16C2 2017": pl-2017, ru-2017, pl-notes)."""
    head, slash, tail = text.partition("/")
    if slash and head in graph.editions:
        return (tail if (head, tail) in graph.by_key else read_key(graph, tail)[0]), head, None, None
    if text in NAMED_KEYS or (text.startswith("fn") and text[2:].isdigit()) or "/" in text:
        return text, None, None, None
    try:
        typed, years = read_typed(text), None
    except KeyNotUnderstood as err:
        typed, years = typed_year(key_in_query(text), lambda: ((name, info.get("laws_year"))
                                                                for name, info in graph.editions.items()))
        if not years or typed.also:  # "16C2 informacja", "16C2 16D1 2017": no key alone
            key, values = err.phrase
            raise UsageError.said(key, **values) from None
    return str(typed.key), typed.edition, typed.language, years

"""What every page of the site reads and none changes: `SiteContext`.

The pages are functions of the graph; the context hands them the graph, the search term maps (for
spotting defined terms in any inflection), the interface strings of each language and the README,
plus the tables worth computing once for the whole site (which pages exist, the defined terms of
each edition, the comparison rows). Nothing in it changes while pages are made, so any page can be
made in any order and the same graph always gives the same bytes.
"""

from __future__ import annotations

from functools import cached_property

import orjson

from ..analysis import TermMap
from ..cache import Cache
from ..compare import Comparer
from ..compare_rows import Comparison
from ..defined_terms import BRACKETS, TermPatterns, term_patterns
from ..graph import Graph, Kind, footnote_sign, sic
from ..manifest import draft_key, newest_in_force
from ..phrases import Parts, say
from ..text import fold_words
from ..urls import compare_page
from .render import relative
from .scope import PageStore, Scope
from ..ui_strings import DEFAULT, Strings, strings

# A comparison page holds its Law anchored at its first editions only: a reader hides the first columns in turn,
# and a page of many editions (the 10x benchmark's 40) would otherwise hold one table per edition, each with every
# column, growing with the square of the editions; past these, compare.js shows the first table, columns hidden.
ANCHORED_TABLES = 4


class SiteContext:
    """The read-only inputs of every page and the look-ups derived from them once."""

    def __init__(self, graph: Graph, term_maps: dict[str, TermMap], readme: str = "", payload: dict | None = None,
                 payload_text: bytes | None = None, cache: Cache | None = None, compare_urls: dict | None = None):
        self.graph = graph
        self.term_maps = term_maps
        self.readme = readme
        self.cache = cache  # the build's cache of derived data (the README as HTML), if any
        self.editions = graph.editions
        self.search_payload_text = payload_text
        self.compared: dict[str, Comparison] = {}  # each Law's comparison made (`comparison`)
        self.rows_whole = False  # its comparison pages made here too: rows read off whole comparisons (`row_urls`)
        self.variant_cache: dict[str, list[Comparison]] = {}  # a Law's comparisons, each anchored otherwise
        self.compare_reads: dict[str, list[str]] = {}  # a Law's comparison's nodes (`compare_pages.reads`): its rows,
        # page and listing read them (`compare_urls`, `compare_pages.pages`)
        self.looked_up: dict[str, dict[str, list[str]]] = {}  # language -> word as written -> its terms
        if payload is not None:  # the index's payload (and its JSON), made from this same graph: made once
            self.search_payload = payload
        if compare_urls is not None:  # read off the comparisons another process made of this same graph
            self.compare_urls = compare_urls

    @cached_property
    def search_payload(self) -> dict:
        """What the site's search reads: the very payload `lawbase search` reads."""
        from ..documents import search_documents
        from ..payload import build_payload

        return build_payload(search_documents(self.graph), self.term_maps)

    # ------------------------------------------------------------------ languages
    def language(self, edition: str) -> str:
        return self.editions[edition]["language"]

    def edition_name(self, edition: str) -> Parts:
        """An edition as readers name it, in their language ("Польский, 2017", "Polish, 1997", "Polish: director's
        notes"): a Russian player read "pl-2017 cs-2007 pl-1997 pl-notes" as codes. Its code
        stays where a code is the point: commands, addresses, a citation copied. Two editions so named (a
        chapter beside its full text, two translations) are told apart by their kind, else their titles."""
        return list(self.edition_names[edition])

    @cached_property
    def edition_names(self) -> dict[str, Parts]:
        """Every edition's name, made once: a page names editions in every cell, and each name looks at every
        other edition for a twin."""
        plain = {edition: self.plain_name(edition) for edition in self.editions}
        names = {}
        for edition, name in plain.items():
            info = self.editions[edition]
            twins = [other for other in self.editions if other != edition and plain[other] == name]
            if not twins:
                names[edition] = name
            elif all(self.editions[other]["kind"] != info["kind"] for other in twins):
                names[edition] = name + [" (", say(f"kind_{info['kind']}"), ")"]
            else:
                names[edition] = name + [f" ({info['title']})"]
        return names

    def plain_name(self, edition: str) -> Parts:
        """Its language and Laws' year (a chapter's Laws: its pages say them), or its language's code where the
        interface strings do not name the language; a draft marked so ("Czech, 2017 (draft translation)"), as
        its name beside the approved texts' is all a reader arriving from a search or a comparison sees."""
        info = self.editions[edition]
        named = f"language_{info['language']}" in strings(DEFAULT).table  # every language has en's strings
        language = say(f"language_{info['language']}") if named else info["language"]
        if info["kind"] == "notes":
            return [language, ": ", say("director_notes")]
        name = [language, f", {info.get('laws_year') or info['year']}"]
        return name + [" (", say(f"name_{draft_key(info)}"), ")"] if info.get("draft") else name

    def strings_of(self, edition: str) -> Strings:
        """The interface strings in the edition's language."""
        return strings(self.language(edition))

    @cached_property
    def reader_languages(self) -> tuple[str, ...]:
        """The languages a page spanning them offers its reader (`frame.Page.readers`): the editions'
        in their order, then English."""
        found = dict.fromkeys(info["language"] for info in self.editions.values())
        return tuple(language for language in found if language != DEFAULT) + (DEFAULT,)

    # ------------------------------------------------------------------ pages and links
    @cached_property
    def pages(self) -> frozenset[str]:
        return frozenset(node["url"].split("#")[0] for node in self.graph.nodes)

    @cached_property
    def newest_in_force_year(self) -> int:
        """The year of the newest Laws in force (`manifest.newest_in_force`, drafts left out): 0 where every
        text is a draft."""
        newest = newest_in_force({edition: info for edition, info in self.editions.items() if not info.get("draft")})
        return self.editions[newest]["laws_year"] if newest else 0

    def superseded(self, edition: str) -> int | None:
        """The year of the Laws that replaced an older text's (cs-2007, the 1997 chapter: 2017), said on its
        pages; None for a text in force, a draft or notes."""
        info = self.editions[edition]
        older = info["kind"] != "notes" and not info.get("draft") and info["laws_year"] < self.newest_in_force_year
        return self.newest_in_force_year if older else None

    def has_page(self, edition: str, name: str) -> bool:
        return f"{edition}/{name}" in self.pages

    def link(self, here: str, node: dict) -> str:
        return relative(here, node["url"])

    def label(self, node: dict, words: Strings) -> str:
        """A node as a reader names it: `Przepis 12C1 · Orzeczenie… · title`, a defined term, the terms
        of an index entry (`alert › brak`), a footnote's number with its Law's (`Przepis 68, przypis *`)."""
        kind = node["kind"]
        if kind in Kind.STRUCTURE:
            parts = [f"{words['law']} {node['key']}"]
            law = self.graph.law_of(node)
            if law is not None and law is not node and law["title"]:
                parts.append(plain_title(law))
            parts.append(plain_title(node))
        elif kind == Kind.DEFINITION:
            parts = [node.get("term") or node["title"]]
        elif kind == Kind.INDEX_ENTRY:
            entries = [n for n in self.graph.ancestors(node) if n["kind"] == Kind.INDEX_ENTRY] + [node]
            parts = [" › ".join(entry["title"] for entry in entries)]
        elif kind == Kind.FOOTNOTE:  # named with its Law: "Przypis *" twice was two Laws' footnotes
            law = self.graph.law_of(node)
            parts = [words.format("law_footnote", key=law["key"], sign=footnote_sign(node)) if law is not None
                     else f"{words['kind_footnote']} {footnote_sign(node)}"]
        else:
            parts = [node["title"]]
        return " · ".join(part for part in parts if part)

    @cached_property
    def made_with(self) -> str:
        """What a page's bytes depend on beyond the graph and the code: the analysis that made the term maps
        (its lemmatiser's and stemmer's versions: `TermMap.signature`) and lxml, which writes them."""
        from lxml import etree

        return "; ".join([f"lxml {'.'.join(map(str, etree.LXML_VERSION))}"] +
                         [f"{language} {term_map.signature}" for language, term_map in sorted(self.term_maps.items())])

    def laws(self, edition: str) -> list[dict]:
        """An edition's Laws in the order its contents list them: the text's own; notes by the Law they are on
        (pl-notes prints 27, 29…64, 25, 24: a Polish player's review)."""
        laws = self.graph.laws[edition]
        return sorted(laws, key=lambda law: law["number"]) if self.editions[edition]["kind"] == "notes" else laws

    @cached_property
    def notes_on(self) -> dict[str, dict[str, list[dict]]]:
        """A Law of the text notes comment on -> per notes edition, the notes that discuss it, by Law: the note at
        its number and each note citing a provision of it, read in the notes' numbering (`renumbering`: the note
        under 29 on 2007 17E2 is on 2017 Law 17, the "P. 50D" notes under 53 on Law 50; a Polish player's review
        found them only on Laws 29 and 53)."""
        found: dict[str, dict[str, dict[str, dict]]] = {}
        for edition, info in self.editions.items():
            for note in self.graph.laws[edition] if info["kind"] == "notes" else []:
                twin = self.graph.by_key.get((info.get("base"), note["key"]))
                if twin is not None:
                    found.setdefault(twin["id"], {}).setdefault(edition, {})[note["id"]] = note
        for record in self.graph.references:
            source, target = self.graph.by_id[record["source"]], self.graph.by_id.get(record["target"] or "")
            if target is not None and self.editions[source["edition"]]["kind"] == "notes" and \
                    target["edition"] == self.editions[source["edition"]].get("base"):
                note, law = self.graph.law_of(source), self.graph.law_of(target)
                found.setdefault(law["id"], {}).setdefault(source["edition"], {})[note["id"]] = note
        return {law: {edition: sorted(notes.values(), key=lambda note: note["number"]) for edition, notes in by.items()}
                for law, by in found.items()}

    # ------------------------------------------------------------------ defined terms
    @cached_property
    def term_patterns(self) -> dict[str, TermPatterns]:
        """Per edition, the defined terms the pages link (`defined_terms.term_patterns`)."""
        return {edition: term_patterns(self.graph, edition, self.term_maps.get(self.language(edition)))
                for edition in self.editions}

    @cached_property
    def definition_names(self) -> dict[str, dict[str, dict]]:
        """Per edition, each definition by its term, folded and its bracketed part aside (what a quote names)."""
        names: dict[str, dict[str, dict]] = {}
        for node in self.graph.data["nodes"]:
            if node["kind"] == Kind.DEFINITION and node.get("term"):
                names.setdefault(node["edition"], {}).setdefault(fold_words(BRACKETS.sub("", node["term"])), node)
        return names

    # ------------------------------------------------------------------ comparisons
    @cached_property
    def comparer(self) -> Comparer:
        return Comparer(self.graph.data, self.graph)

    @cached_property
    def law_keys(self) -> list[str]:
        """The Laws compared, in order: a comparison page each."""
        return self.comparer.law_keys()

    def comparison(self, key: str) -> Comparison:
        """A Law side by side in the comparable editions, made once, when a page or a list first needs it (a
        rebuild keeps most comparison pages and what their rows give the others: `scope.PageStore`)."""
        if key not in self.compared:
            self.compared[key] = self.comparer.compare(key, present_only=True)
        return self.compared[key]

    @cached_property
    def scope(self) -> Scope | None:
        """What the pages read, digested once for every kind of page kept (`scope.PageStore`); None without a
        cache to keep them in."""
        return Scope(self.graph, self.made_with) if self.cache is not None and self.cache.folder is not None else None

    def variants(self, comparison: Comparison) -> list[Comparison]:
        """The comparison, then the same Law anchored at each next edition with those before it left out (the
        rows the page shows when the reader hides the edition they followed: tinted and labelled between the
        texts shown, numbered as one of them - a translator's review found the Czech and Russian cells of Law
        16 judged against the hidden Polish text)."""
        if comparison.key not in self.variant_cache:
            variants, rest = [comparison], [e for e in comparison.editions if e != comparison.anchor]
            while rest and len(variants) < ANCHORED_TABLES:
                variants.append(self.comparer.compare(comparison.key, rest, present_only=True))
                rest.remove(variants[-1].anchor)
            self.variant_cache[comparison.key] = variants
        return self.variant_cache[comparison.key]

    @cached_property
    def compare_urls(self) -> dict[str, str]:
        """node id -> the row of its comparison page that shows it (`compare/law-16.html#16C2`): the first
        comparison's, each comparison's rows kept by its scope (`compare_pages.reads`) in the user's cache."""
        from .compare_pages import reads  # which imports this module

        store = PageStore(self.cache, self.scope, "compare-rows")
        urls: dict[str, str] = {}
        for key in self.law_keys:
            rows = store.page(f"{compare_page(key)}#rows", lambda: orjson.dumps(self.row_urls(key)),
                              lambda scope: (reads(self, scope, key), None))
            for node_id, url in orjson.loads(rows).items():
                urls.setdefault(node_id, url)
        store.save()
        return urls

    def row_urls(self, key: str) -> dict[str, str]:
        """node id -> its row on the Law's comparison page, from the whole comparison where the pages made it or
        will make it here (`rows_whole`), else from its rows alone (half the work)."""
        if self.rows_whole:
            comparison = self.comparison(key)
        else:
            comparison = self.compared.get(key) or self.comparer.compare(key, present_only=True, rows_only=True)
        urls: dict[str, str] = {}
        for row in comparison.rows:
            for cell in row.cells.values():
                for node in cell.nodes:
                    urls.setdefault(node["id"], f"{compare_page(key)}#{row.anchor_id}")
        return urls


def plain_title(node: dict) -> str:
    """A node's title as text (a page's `<title>`, a link's label), each word typed in two alphabets
    followed by its reading (`sic`)."""
    title, position, parts = node["title"], 0, []
    for field, _, end, repaired, _ in node.get("repairs", []):
        if field == "title":
            parts += [title[position:end], sic(repaired)]
            position = end
    return "".join(parts) + title[position:]

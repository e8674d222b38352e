"""The comparison pages: each Law side by side in the editions, and the list of them (`compare_index`).

Rows come from `compare.Comparer` (aligned through the concordance where it pairs the editions). On
a wide screen the editions are columns; on a phone each provision shows one edition above the
other, each cell labelled (`compare_cells`); the column chooser (compare.js) switches editions on and off on both.
"""

from __future__ import annotations

from typing import Iterator

import orjson
from lxml.html import builder as E

from ..cells import quotation
from ..compare_rows import Comparison
from ..graph import Kind
from ..phrases import Parts, say
from ..urls import compare_page
from .compare_cells import CompareCells
from .compare_index import INDEX, index_page, listing, other_law_phrase
from .compare_line import reading_line
from .compare_notes import named_editions, note_item
from .context import SiteContext
from .frame import Page, document, spoken
from .scope import PageStore, Scope
from ..ui_strings import strings
from .variants import tables


def pages(context: SiteContext) -> Iterator[tuple[str, bytes]]:
    """Each Law side by side, made again only where what it reads changed (`scope.PageStore`), and their list
    (what it reads of each comparison kept beside its page: `compare_index.listing`)."""
    store = PageStore(context.cache, context.scope, "compare")
    keys = context.law_keys
    listed: dict[str, dict] = {}
    for position, key in enumerate(keys):
        nodes = reads(context, context.scope, key) if context.scope is not None else []
        own = lambda scope: (nodes, None)  # noqa: E731  (the page's and its listing's)
        yield compare_page(key), store.page(compare_page(key), lambda: document(
            ComparePage(context, context.comparison(key)).page(keys, position)), own)
        listed[key] = orjson.loads(store.page(f"{compare_page(key)}#listed",
                                              lambda: orjson.dumps(listing(context.comparison(key))), own))
    store.save()
    page = index_page(context, keys, listed)
    yield page.here, document(page)


def reads(context: SiteContext, scope: Scope, key: str) -> list[str]:
    """The nodes a Law's comparison pages and rows read whole, beside the graph's skeleton (`scope`), known
    without making the comparison: the Law in every compared edition, every provision the concordance pairs
    with these, and so on (the provisions its rows, and its tables anchored at other editions, can show:
    `SiteContext.variants`), what those cite (whether two cells cite the same rule is read through the cited
    provisions' pairings) and what the concordance pairs with them (what else was merged into a counterpart
    is said). Once a Law for the context's own scope."""
    if scope is context.scope and key in context.compare_reads:
        return context.compare_reads[key]
    graph = context.graph
    own = [node["id"] for edition in context.comparer.comparable_editions()
           for law in [graph.by_key.get((edition, key))] if law is not None and law["kind"] == Kind.LAW
           for node in graph.subtree(law)]
    paired, reached = set(own), list(own)
    while reached:
        node = graph.by_id[reached.pop()]
        for at in scope.records.get((node["edition"], node["key"]), []):
            for end in scope.ends[at]:
                if end in graph.by_key and graph.by_key[end]["id"] not in paired:
                    paired.add(graph.by_key[end]["id"])
                    reached.append(graph.by_key[end]["id"])
    own = sorted(paired, key=graph.order.__getitem__)
    own += [record["target"] for node_id in own for record in graph.refs_from.get(node_id, []) if record.get("target")]
    # the notes marked in them, another Law's too (ru-2017 marks 50D2a's 13 at 51B1a): their counterparts' words
    # are read (`Differences.footnoted_only`)
    own += [note["id"] for note in graph.footnotes_in([graph.by_id[node_id] for node_id in own])]
    for node_id in dict.fromkeys(own):
        node = graph.by_id[node_id]
        for at in scope.records.get((node["edition"], node["key"]), []):
            own += [graph.by_key[end]["id"] for end in scope.ends[at] if end in graph.by_key]
    if scope is context.scope:
        context.compare_reads[key] = own
    return own


def own_tables(context: SiteContext, comparison: Comparison) -> list[tuple[Comparison, str]]:
    """The Law anchored at the first text of each other language of the Laws its rows follow, every edition
    beside it (ru-2017 beside pl-2017): the rows keyed and ordered as that text reads, as `lawbase compare`
    numbers them for its reader (a Russian director's review: Law 73's rows followed the amended Polish text
    for every reader), where they are keyed or ordered otherwise than the page's (Laws 73 and 89; elsewhere the
    two texts share keys, and compare.js says the cells' labels and the differences' sides in the reader's order).
    A text of other Laws (cs-2007) keeps the page's numbering, which its addresses name."""
    anchor = context.editions[comparison.anchor]
    languages = {anchor["language"]}
    own = []
    for edition in comparison.editions:
        info = context.editions[edition]
        if info["kind"] == "laws" and info["laws_year"] == anchor["laws_year"] and info["language"] not in languages:
            languages.add(info["language"])
            table = context.comparer.compare(comparison.key, comparison.editions, edition, present_only=True)
            if [row.anchor_id for row in table.rows] != [row.anchor_id for row in comparison.rows]:
                own.append((table, info["language"]))
    return own


class ComparePage:
    """One Law side by side: the edition notes, the column chooser, the aligned rows."""

    def __init__(self, context: SiteContext, comparison: Comparison):
        self.context = context
        self.comparison = comparison
        self.here = compare_page(comparison.key)
        self.words = strings("en")
        self.cells = CompareCells(context, comparison)
        self.own: list[Comparison] = []  # the tables of a reader's own text the page holds (`own_tables`)

    def page(self, keys: list[str], position: int) -> Page:
        comparison = self.comparison
        key = comparison.key
        editions = comparison.editions
        own = own_tables(self.context, comparison)
        self.own = [variant for variant, _ in own]
        made = tables(self.context.variants(comparison), self.table, own)
        variants = self.context.variants(comparison) + self.own
        main = E.MAIN(E.CLASS("compare"), reading_line(self.context.reader_languages))
        heading = E.H1(spoken(E.SPAN(), [say("law_key", key=key)]))  # said again alone: the titles stay
        heading.extend(self.subtitle(variant) for variant in variants if variant.rows)
        main.append(heading)
        for variant in variants if any(variant.notes for variant in variants) else []:
            notes = E.UL(E.CLASS("edition-notes"), *[note_item(self.context, note) for note in variant.note_parts],
                         **{"data-variant": self.name(variant)})
            if variant is not comparison or not variant.notes:
                notes.set("hidden", "hidden")
            main.append(notes)
        chooser = E.FIELDSET(E.CLASS("columns"), spoken(E.LEGEND(), [say("columns")]), id="columns")
        for column in editions + [f"{a}→{b}" for a, b in self.pairs(comparison)]:
            chooser.append(E.LABEL(E.INPUT(type="checkbox", value=column, checked="checked"), " ",
                                   spoken(E.SPAN(), self.cells.column_name(column))))
        main.append(chooser)
        main.append(spoken(E.P(E.CLASS("legend")), [say("differs_legend")]))
        main.append(self.steps(keys, position))
        main.extend(made)
        crumbs = [(say("compare_title"), INDEX), (say("law_key", key=key), "")]
        return Page(self.here, say("side_by_side", key=key), "en", main, crumbs,
                    scripts=["compare.js", "compare-line.js"], spoken=True, readers=self.context.reader_languages)

    def subtitle(self, comparison: Comparison):
        """The Law's title in each edition of a comparison, hidden with its column by compare.js (which puts the
        reader's first); after them, a Law of the number that says another rule than the anchor's, said so (2007
        Law 23, possible damage, beside 2017 Law 23, the comparable call: review 17 found its title left out,
        and the hidden Polish title standing)."""
        first, graph = comparison.rows[0], self.context.graph
        subtitle = E.SPAN(E.CLASS("subtitle"), " · ", **{"data-variant": self.name(comparison)})
        own, others = [], []
        for edition in comparison.editions:
            law = first.cells[edition].node or graph.by_key.get((edition, comparison.key))
            if law is None or law["kind"] != Kind.LAW or not (first.cells[edition].nodes or first.anchors):
                continue
            title = E.SPAN(law["title"], lang=self.context.language(edition), **{"data-edition": edition})
            if not first.cells[edition].nodes:  # its rule went elsewhere in the anchor's Laws, or nowhere: said
                # as the list of comparisons says it (it read "in the 2017 Laws at —" beside the 2024 Law 89)
                title.append(spoken(E.SPAN(E.CLASS("other-law"), lang="en"),
                                    [" (", other_law_phrase(self.context, law, first.edition, first.years)[1], ")"]))
            (own if first.cells[edition].nodes else others).append(title)
        for number, title in enumerate(own + others):
            if number:
                subtitle.append(E.SPAN(" / "))
            subtitle.append(title)
        if comparison is not self.comparison:
            subtitle.set("hidden", "hidden")
        return subtitle

    def name(self, comparison: Comparison) -> str:
        """What compare.js names a table and its notes and titles by: its anchor, `own-<anchor>` for a reader's
        own text's (`own_tables`)."""
        return f"own-{comparison.anchor}" if any(comparison is own for own in self.own) else comparison.anchor

    def pairs(self, comparison: Comparison) -> list[tuple[str, str]]:
        """The editions of one language a column of changes compares, where both show provisions of the Law."""
        return [pair for pair in self.context.comparer.same_language_pairs(comparison.editions)
                if all(any(row.cells[e].nodes for row in comparison.rows) for e in pair)]

    def steps(self, keys: list[str], position: int):
        nav = E.NAV(E.CLASS("lawnav"), {"aria-label": self.words["law_navigation"],
                                         "data-ui-label": "law_navigation"})
        if position > 0:
            before = keys[position - 1]
            nav.append(spoken(E.A(href=f"law-{before}.html", rel="prev"), ["← ", say("law_key", key=before)]))
        if position + 1 < len(keys):
            after = keys[position + 1]
            nav.append(spoken(E.A(href=f"law-{after}.html", rel="next"), [say("law_key", key=after), " →"]))
        return nav

    def table(self, comparison: Comparison):
        """The rows of one of the page's comparisons (`SiteContext.variants`): the first shown, the others hidden
        until compare.js shows the one anchored at the first edition the reader shows (`variants.tables`)."""
        pairs = self.pairs(comparison)
        table = E.TABLE(E.CLASS("side-by-side"), **{"data-variant": comparison.anchor})
        head = E.TR(spoken(E.TH(scope="col"), [say("provision")]))
        for column in comparison.editions + [f"{a}→{b}" for a, b in pairs]:
            head.append(spoken(E.TH(scope="col", **{"data-edition": column}), self.cells.column_name(column)))
        table.append(E.THEAD(head))
        body = E.TBODY()
        for row in comparison.rows:
            tr = E.TR(id=row.anchor_id, **{"class": f"{row.kind}{' differs' if row.differs else ''}"})
            if row.edition != comparison.anchor:  # a provision the anchor lacks: hidden once every text in it is
                tr.set("data-row-of", " ".join(row.editions_with_text))
            head = spoken(E.A(href=f"#{row.anchor_id}"), self.named(row.head))
            if not row.anchors and not row.closing and len(row.holding) > 1:  # compare.js names the shown ones
                head.set("data-holding", " ".join(row.holding))
            tr.append(E.TH(head, scope="row", **({"data-numbering": said} if (said := comparison.numbering(row)) else {})))
            went = row.cells[row.edition].elsewhere if row.edition != comparison.anchor else []
            for edition in comparison.editions:
                cell = row.cells[edition]
                if cell.nodes:
                    quote = quotation(cell.quoted_sentence(), cell.added, row.years)
                    notes = [difference for difference in row.differences if difference.editions[1] == edition]
                    tr.append(self.cells.cell(cell.nodes, self.named(row.label_parts(edition)), quote, notes, cell))
                elif went:  # the provision's rule went elsewhere: its counterparts are in that row
                    tr.append(self.cells.moved_gap(edition, went))
                else:  # `new: the 2007 Laws have no counterpart` (2017 64C2) in its label
                    tr.append(self.cells.gap(row, edition, self.named(row.label_parts(edition))))
            for td in tr.iterfind("td"):  # what compare.js tints the row by among the columns shown
                if td.get("data-edition") in row.differing:
                    td.set("data-differs", "")
            for a, b in pairs:
                tr.append(self.cells.diff_cell(row, a, b))
            body.append(tr)
        table.append(body)
        return table

    def named(self, note: Parts) -> Parts:
        """A note's or a row's editions by their names, as the columns' heads (`compare_notes.named_editions`)."""
        return named_editions(self.context, note)

"""The comparison pages: each Law side by side in the editions, and the list of them (`compare_index`).

Rows come from `compare.Comparer` (aligned through the concordance where it pairs the editions). On
a wide screen the editions are columns; on a phone each provision shows one edition above the
other, each cell labelled; the column chooser (compare.js) switches editions on and off on both.
"""

from __future__ import annotations

from copy import deepcopy
from dataclasses import replace
from typing import Iterator

from lxml import etree
from lxml.html import builder as E

from ..cells import Cell, quotation
from ..compare_rows import Comparison, Row
from ..differences import word_diff
from ..differences import Difference
from ..graph import Graph, Kind, footnote_sign
from ..keys import law_of_key
from ..phrases import Parts, Say, english, say
from ..urls import compare_page
from .context import SiteContext
from .frame import Page, document, mark, spoken
from .render import relative
from .scope import PageStore, Scope, record_ends
from .compare_index import INDEX, index_page
from .compare_line import reading_line
from .variants import tables
from .strings import strings
from .text import PageText, copied_brackets

def pages(context: SiteContext) -> Iterator[tuple[str, bytes]]:
    """Each Law side by side, made again only where what it reads changed (`scope.PageStore`), and their list."""
    store = PageStore(context.cache, context.graph, "compare", context.made_with)
    keys = list(context.comparisons)
    for position, key in enumerate(keys):
        comparison = context.comparisons[key]
        yield compare_page(key), store.page(compare_page(key),
                                            lambda: document(ComparePage(context, comparison).page(keys, position)),
                                            lambda scope: (reads(context.graph, scope, context.variants(comparison)),
                                                           None))
    store.save()
    page = index_page(context, keys)
    yield page.here, document(page)


def reads(graph: Graph, scope: Scope, comparisons: list[Comparison]) -> list[str]:
    """The nodes a comparison page reads whole, beside the graph's skeleton (`scope`): the Law in every
    edition, every provision the rows of its comparisons (`SiteContext.variants`) show, what those cite
    (whether two cells cite the same rule is read through the cited provisions' pairings) and what the
    concordance pairs with all these (what else was merged into a counterpart is said)."""
    comparison = comparisons[0]
    own = [node["id"] for edition in comparison.editions
           for law in [graph.by_key.get((edition, comparison.key))] if law is not None and law["kind"] == Kind.LAW
           for node in graph.subtree(law)]
    own += [node["id"] for variant in comparisons for row in variant.rows for cell in row.cells.values()
            for node in cell.nodes]
    own += [record["target"] for node_id in own for record in graph.refs_from.get(node_id, []) if record.get("target")]
    concordance = graph.data.get("concordance", [])
    for node_id in dict.fromkeys(own):
        node = graph.by_id[node_id]
        for at in scope.records.get((node["edition"], node["key"]), []):
            own += [graph.by_key[end]["id"] for end in record_ends(concordance[at]) if end in graph.by_key]
    return own


class ComparePage:
    """One Law side by side: the edition notes, the column chooser, the aligned rows."""

    def __init__(self, context: SiteContext, comparison: Comparison):
        self.context = context
        self.comparison = comparison
        self.here = compare_page(comparison.key)
        self.words = strings("en")
        self.made: dict[tuple, object] = {}  # a cell's inputs -> the cell (`cell`)
        self.captions: dict[str, str] = {}
        # one renderer per edition: each speaks its edition's language; footnote markers keep no ids,
        # as several editions' markers stand on one page
        self.texts = {edition: PageText(context, self.here, context.strings_of(edition), terms=False,
                                        marker_ids=False) for edition in comparison.editions}

    def page(self, keys: list[str], position: int) -> Page:
        comparison = self.comparison
        key = comparison.key
        editions = comparison.editions
        variants = self.context.variants(comparison)
        main = E.MAIN(E.CLASS("compare"), reading_line(self.context.reader_languages))
        heading = E.H1(spoken(E.SPAN(), [say("law_key", key=key)]))  # said again alone: the titles stay
        heading.extend(self.subtitle(variant) for variant in variants if variant.rows)
        main.append(heading)
        for variant in variants if any(variant.notes for variant in variants) else []:
            notes = E.UL(E.CLASS("edition-notes"), *[spoken(E.LI(), self.named(note)) for note in variant.note_parts],
                         **{"data-variant": variant.anchor})
            if variant is not comparison or not variant.notes:
                notes.set("hidden", "hidden")
            main.append(notes)
        chooser = E.FIELDSET(E.CLASS("columns"), spoken(E.LEGEND(), [say("columns")]), id="columns")
        for column in editions + [f"{a}→{b}" for a, b in self.pairs(comparison)]:
            chooser.append(E.LABEL(E.INPUT(type="checkbox", value=column, checked="checked"), " ",
                                   spoken(E.SPAN(), self.column_name(column))))
        main.append(chooser)
        main.append(spoken(E.P(E.CLASS("legend")), [say("differs_legend")]))
        main.append(self.steps(keys, position))
        main.extend(tables(variants, self.table))
        crumbs = [(say("compare_title"), INDEX), (say("law_key", key=key), "")]
        return Page(self.here, say("side_by_side", key=key), "en", main, crumbs,
                    scripts=["compare.js", "compare-line.js"], spoken=True, readers=self.context.reader_languages)

    def subtitle(self, comparison: Comparison):
        """The Law's title in each edition of a comparison, hidden with its column by compare.js (which puts the
        reader's first); after them, a Law of the number that says another rule than the anchor's, said so (2007
        Law 23, possible damage, beside 2017 Law 23, the comparable call: review 17 found its title left out,
        and the hidden Polish title standing)."""
        first, graph = comparison.rows[0], self.context.graph
        subtitle = E.SPAN(E.CLASS("subtitle"), " · ", **{"data-variant": comparison.anchor})
        own, others = [], []
        for edition in comparison.editions:
            law = first.cells[edition].node or graph.by_key.get((edition, comparison.key))
            if law is None or law["kind"] != Kind.LAW or not (first.cells[edition].nodes or first.anchors):
                continue
            title = E.SPAN(law["title"], lang=self.context.language(edition), **{"data-edition": edition})
            if not first.cells[edition].nodes:  # its rule went elsewhere in the anchor's Laws
                went = ", ".join(node["key"] for node in graph.counterparts(law, first.edition)[0]) or "—"
                title.append(spoken(E.SPAN(E.CLASS("other-law"), lang="en"), [
                    " (", say("index_other_law", year=first.years.get(first.edition, ""), keys=went), ")"]))
            (own if first.cells[edition].nodes else others).append(title)
        for number, title in enumerate(own + others):
            if number:
                subtitle.append(E.SPAN(" / "))
            subtitle.append(title)
        if comparison is not self.comparison:
            subtitle.set("hidden", "hidden")
        return subtitle

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
            head.append(spoken(E.TH(scope="col", **{"data-edition": column}), self.column_name(column)))
        table.append(E.THEAD(head))
        body = E.TBODY()
        for row in comparison.rows:
            tr = E.TR(id=row.anchor_id, **{"class": f"{row.kind}{' differs' if row.differs else ''}"})
            if row.edition != comparison.anchor:  # a provision the anchor lacks: hidden once every text in it is
                tr.set("data-row-of", " ".join(row.editions_with_text))
            head = spoken(E.A(href=f"#{row.anchor_id}"), self.named(row.head))
            if not row.anchors and not row.closing and len(row.holding) > 1:  # compare.js names the shown ones
                head.set("data-holding", " ".join(row.holding))
            tr.append(E.TH(head, scope="row"))
            went = row.cells[row.edition].elsewhere if row.edition != comparison.anchor else []
            for edition in comparison.editions:
                cell = row.cells[edition]
                if cell.nodes:
                    quote = quotation(cell.quoted_sentence(), cell.added, row.years)
                    notes = [difference for difference in row.differences if difference.editions[1] == edition]
                    tr.append(self.cell(cell.nodes, self.named(row.label_parts(edition)), quote, notes, cell))
                elif went:  # the provision's rule went elsewhere: its counterparts are in that row
                    tr.append(self.moved_gap(edition, went))
                else:
                    gap = say("gap", edition=self.context.edition_name(edition),
                              key=[row.key, " (", *self.context.edition_name(row.edition), ")"])
                    dash = mark(E.SPAN("—", title=english([gap]), **{"aria-hidden": "true"}), gap, "data-ui-title")
                    td = E.TD(dash, mark(E.SPAN(english([gap]), E.CLASS("visually-hidden")), gap),
                              **{"class": "gap", "data-edition": edition, "data-label": self.caption(edition)})
                    label = self.named(row.label_parts(edition))  # `new: the 2007 Laws have no counterpart` (2017 64C2)
                    if label:
                        td.insert(0, spoken(E.P(E.CLASS("pairing"), lang="en"), label))
                    tr.append(td)
            for td in tr.iterfind("td"):  # what compare.js tints the row by among the columns shown
                if td.get("data-edition") in row.differing:
                    td.set("data-differs", "")
            for a, b in pairs:
                tr.append(self.diff_cell(row, a, b))
            body.append(tr)
        table.append(body)
        return table

    def column_name(self, column: str) -> Parts:
        """A column's head and chooser: the edition's name (`Polish, 2017`), or the two a column of changes
        reads (`Polish, 1997 → Polish, 2017: changes`); its code stays in `data-edition`."""
        if "→" not in column:
            return self.context.edition_name(column)
        older, newer = column.split("→")
        return [say("changes", older=self.context.edition_name(older), newer=self.context.edition_name(newer))]

    def named(self, note: Parts) -> Parts:
        """A note's or a row's editions by their names, as the columns' heads (the command keeps the codes its
        columns are headed by)."""
        def value(name: str, said: str | tuple):
            if name == "edition" and isinstance(said, tuple):  # several editions' codes between "; "
                return tuple(part for code in said for part in (value(name, code) if code in self.context.editions
                                                                   else (code,)))
            return tuple(self.context.edition_name(said)) if name == "edition" and said in self.context.editions else said

        if note and note[0] == say("different_laws"):  # a name says its Laws' year (and a draft): "Polish, 2017", not "…is the 2017 Laws"
            editions = [dict(part.values)["edition"] for part in note if isinstance(part, Say) and part.key.startswith("edition_is_")]
            listed: Parts = [say("different_laws"), " "]
            for number, edition in enumerate(editions):
                listed += ([" · "] if number else []) + list(self.context.edition_name(edition))
            note = listed + ["; "] + [part for part in note if isinstance(part, Say) and part.key == "rows_follow"]
        return [replace(part, values=tuple((name, value(name, said)) for name, said in part.values))
                if isinstance(part, Say) else part for part in note]

    def caption(self, column: str) -> str:
        """A cell's label on a phone (`data-label`), in English; compare.js says its column's head there (said
        once per column: every cell of the page's tables asked)."""
        if column not in self.captions:
            self.captions[column] = english(self.column_name(column))
        return self.captions[column]

    def moved_gap(self, edition: str, went: list[str]):
        """A gap in the row of a provision whose rule the anchor says at other keys: links to their rows
        (`→ 15A`, named `in row 15A`), not `no counterpart`."""
        cell = E.TD(**{"class": "gap moved-to", "data-edition": edition, "data-label": self.caption(edition)})
        for number, key in enumerate(went):
            page = "" if law_of_key(key) == self.comparison.key else compare_page(law_of_key(key)).split("/", 1)[1]
            phrase = say("gap_moved", keys=key)
            if number:
                cell[-1].tail = ", "  # between the links, not in them
            link = E.A(("→ " if not number else "") + key, href=f"{page}#{key}", title=english([phrase]),
                       **{"aria-label": english([phrase])})
            cell.append(mark(mark(link, phrase, "data-ui-title"), phrase, "data-ui-label"))
        return cell

    def cell(self, nodes: list[dict], label: list, quote: tuple = (None, "", ""), notes: list[Difference] = (),
             shown: Cell | None = None):
        """`quote`: `cells.quotation` - the sentence the provision was cut out of, or the one the newer text
        adds, quoted (<q>) in its own language after the label; `notes`: what the provisions cite or state
        unlike the row's own edition's (`differences.py`), each a line under the label; `shown`: the cell, whose
        footnotes are read under the text, or whose text a row above shows already (`Cell.shown_in`: a link)."""
        made = (tuple(node["id"] for node in nodes), repr(label), quote,
                tuple((note.what, note.editions, note.only) for note in notes),
                shown and (shown.part, shown.shown_in, shown.sentence, tuple(note["id"] for note in shown.footnotes)))
        if made not in self.made:  # the page's tables anchored elsewhere show most cells as the first does
            self.made[made] = self.make_cell(nodes, label, quote, notes, shown)
        return deepcopy(self.made[made])

    def make_cell(self, nodes: list[dict], label: list, quote: tuple, notes: list[Difference], shown: Cell | None):
        edition = nodes[0]["edition"]
        text = self.texts[edition]
        cell = E.TD(lang=self.context.language(edition),
                    **{"data-edition": edition, "data-label": self.caption(edition)})
        if label:
            words, said, where = quote
            pairing = spoken(E.P(E.CLASS("pairing"), lang="en"), label + ([", ", words, " "] if said else []))
            if said:
                pairing.append(E.Q(said, lang=self.context.language(where or edition)))
            cell.append(pairing)
        for note in notes:  # "odsyłacze różne: pl-2017 12C1 · ru-2017 12C" in the reader's language
            cell.append(spoken(E.P(E.CLASS("pairing differences"), lang="en"), [note.named(self.context.edition_name)]))
        for node in nodes:
            number = node.get("marker") if node["kind"] != "law" else f"{text.words['law']} {node['key']}"
            head = E.P(E.A(number or node["key"], href=relative(self.here, node["url"]), **{"class": "num"}))
            recovered = text.recovered_mark(node)  # in the text's language, as on its Law page
            if recovered is not None:
                head.append(recovered)
            if node["title"] and (not shown or shown.shows_title()):
                head.append(E.STRONG(" " + node["title"]))
            if not (shown and shown.part == "close"):  # the sentence closing a list: numbered in its lead's row
                cell.append(head)
            if not (shown and (shown.shown_in or not shown.shows_text())):
                text.render(cell, node, *(shown.span(node) if shown else (0, None)))
        if shown and shown.shown_in:  # the same text told once, in the row that shows it first
            phrase = say("text_in_row", key=shown.shown_in)
            link = mark(E.A(english([phrase]), href=f"#{shown.shown_in}", lang="en"), phrase)
            cell.append(E.P(E.CLASS("pairing shown-in"), link))
            return cell
        for note in shown.footnotes if shown else []:  # read with the text, as on its Law page
            sign = footnote_sign(note)
            line = E.DIV(E.CLASS("cell-footnote"))
            text.render(line, note, lead=lambda sign=sign: E.SUP(*copied_brackets(sign), E.CLASS("footnote-sign")))
            cell.append(line)
        return cell

    def diff_cell(self, row: Row, older: str, newer: str):
        def read(cell: Cell) -> dict | None:  # what the cell shows of its provision: a title, a text, or both
            node = cell.node
            return node and {"title": node["title"] if cell.shows_title() else "", "text": cell.text_of(node)}

        column = f"{older}→{newer}"
        cell = E.TD(**{"class": "diff", "data-edition": column, "data-label": self.caption(column)},
                    lang=self.context.language(newer))
        a, b = (read(row.cells[edition]) for edition in (older, newer))
        if a is None or b is None:
            if a or b:
                only = say("only_in", edition=self.context.edition_name(newer if a is None else older))
                cell.append(spoken(E.SPAN(**{"class": "note"}, lang="en"), [only]))
            return cell
        # a title beside a title and a text beside a text (a translator's review: the 1997 64B1's side-heading,
        # read against 2017 64B1's text, struck out the 1997 rule it heads, as if 2017 had deleted it)
        pieces = word_diff(a["title"], b["title"])
        pieces += ([("=", " ")] if pieces and (a["text"] or b["text"]) else []) + word_diff(a["text"], b["text"])
        paragraph = etree.SubElement(cell, "p")
        for op, words in pieces:
            element = etree.SubElement(paragraph, "span" if op == "=" else "del" if op == "-" else "ins")
            element.text = words
        return cell

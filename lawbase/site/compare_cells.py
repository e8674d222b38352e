"""The cells of a comparison page: a provision's (made once for the page's tables and copied), a gap, a gap whose
rule went to other rows, a column of changes between two editions of one language; each labelled for a phone."""

from __future__ import annotations

from collections import Counter
from copy import deepcopy

from lxml import etree
from lxml.html import builder as E

from ..cells import Cell
from ..compare_rows import Comparison, Row
from ..differences import Difference, word_diff
from ..graph import footnote_sign
from ..keys import law_of_key
from ..phrases import Parts, english, say
from ..urls import compare_page
from .context import SiteContext
from .frame import mark, spoken
from .render import relative
from .text import PageText, copied_brackets


class CompareCells:
    """The cells of one Law's comparison page, in the columns' languages."""

    def __init__(self, context: SiteContext, comparison: Comparison):
        self.context = context
        self.key = comparison.key
        self.here = compare_page(comparison.key)
        self.made: dict[tuple, object] = {}  # a cell's inputs -> the cell (`cell`)
        self.copies: Counter[tuple] = Counter()  # how often the page shows it
        self.captions: dict[str, str] = {}
        # one renderer per edition: each speaks its edition's language; footnote markers keep no ids,
        # as several editions' markers stand on one page
        self.texts = {edition: PageText(context, self.here, context.strings_of(edition), terms=False,
                                        marker_ids=False) for edition in comparison.editions}

    def column_name(self, column: str) -> Parts:
        """A column's head and chooser: the edition's name (`Polish, 2017`), or the two a column of changes
        reads (`Polish, 1997 → Polish, 2017: changes`); its code stays in `data-edition`."""
        if "→" not in column:
            return self.context.edition_name(column)
        older, newer = column.split("→")
        return [say("changes", older=self.context.edition_name(older), newer=self.context.edition_name(newer))]

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
            page = "" if law_of_key(key) == self.key else compare_page(law_of_key(key)).split("/", 1)[1]
            phrase = say("gap_moved", keys=key)
            if number:
                cell[-1].tail = ", "  # between the links, not in them
            link = E.A(("→ " if not number else "") + key, href=f"{page}#{key}", title=english([phrase]),
                       **{"aria-label": english([phrase])})
            cell.append(mark(mark(link, phrase, "data-ui-title"), phrase, "data-ui-label"))
        return cell

    def gap(self, row: Row, edition: str, label: Parts):
        """A cell of an edition without a provision in the row: a dash, titled with what has no counterpart here,
        the row's key and the editions holding it (compare.js names the shown ones, as in the row's head: "89
        (Russian, 2017)" with the Czech column hidden, not the hidden Czech text); `label`: what the row's label
        says of it, if anything, which a screen reader hears alone, else the title (both were said: twelve rows of
        the 2024 Law 89 told it twice each)."""
        holding = row.holding if not row.anchors and not row.closing and len(row.holding) > 1 else [row.edition]
        names: Parts = [part for number, one in enumerate(holding)
                        for part in (["; "] if number else []) + list(self.context.edition_name(one))]
        gap = say("gap", edition=self.context.edition_name(edition), key=[row.key, " (", *names, ")"])
        dash = mark(E.SPAN("—", title=english([gap]), **{"aria-hidden": "true"}), gap, "data-ui-title")
        td = E.TD(dash, **{"class": "gap", "data-edition": edition, "data-label": self.caption(edition)})
        if label:
            td.insert(0, spoken(E.P(E.CLASS("pairing"), lang="en"), label))
        else:
            td.append(mark(E.SPAN(english([gap]), E.CLASS("visually-hidden")), gap))
        for element in td.iterfind("span") if len(holding) > 1 else []:
            element.set("data-holding", " ".join(holding))
        return td

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
        self.copies[made] += 1
        return own_notes(deepcopy(self.made[made]), self.copies[made])

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


def own_notes(cell, copy: int):
    """A cell the page shows again (in a table anchored elsewhere) with ids of its own for the notes its buttons
    open (an unresolved reference's reason, a recovered number's), `-2` after the first copy's and so on."""
    if copy > 1:
        notes = {element.get("id"): element for element in cell.iter() if element.get("popover") is not None}
        for control in cell.iter("button"):
            note = notes.get(control.get("popovertarget"))
            if note is not None:
                note.set("id", f"{note.get('id')}-{copy}")
                control.set("popovertarget", note.get("id"))
                control.set("aria-describedby", note.get("id"))
    return cell

"""The rich text of one page: references as links, footnote markers, defined terms linked.

A `PageText` lives as long as one page: a defined term is linked to its definition at its first
mention on the page only. The link leads to the definitions page; site.js opens the full definition
in place instead (on tap and by keyboard), from the edition's `definitions.js`.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache

from lxml.html import builder as E

from ..amendments import taken_away
from ..defined_terms import BRACKETS, term_uses, words_of
from ..graph import Kind, footnote_sign, recovered_key, sic
from ..keys import law_of_key
from ..outside_laws import laws_outside, way_on
from .. import phrases
from ..profiles import load_profile
from ..text import REPAIR_MIXED, fold_words
from .context import SiteContext
from .render import Decorations, Link, decorations_of, relative, render_text
from ..ui_strings import Strings

# what the site says around a Law's text (its navigation, notes, the keys citing a provision, a footnote's ways
# back): the one mark style.css and law-copy.js read to leave it out of a copy spanning that text
APART = {"data-apart": ""}


@cache
def quoted(pairs: tuple[tuple[str, str], ...]) -> re.Pattern:
    """A term quoted as a definition quotes another's, in the profile's `quotes`: the opening quote decides the
    closing one (no `«…”`); the term is the group that matched."""
    return re.compile("|".join(f"{re.escape(first)}([^{re.escape(last)}\n]{{2,60}}){re.escape(last)}"
                               for first, last in pairs) or "(?!)")


def terms_script(edition: str) -> str:
    """The edition's definitions for site.js (`definitions.py` writes it), from the site root."""
    return f"{edition}/definitions.js"


class PageText:
    """Renders nodes' texts for one page (`here`) in one language (`words`)."""

    def __init__(self, context: SiteContext, here: str, words: Strings, terms: bool = True,
                 marker_ids: bool = True):
        self.context = context
        self.graph = context.graph
        self.here = here
        self.words = words
        self.terms = terms  # explain defined terms (not in the definitions themselves, nor side by side)
        self.marker_ids = marker_ids  # footnote markers are anchors for the way back on their own page only
        self.explained: set[str] = set()  # the definitions whose term is already a link on this page
        self.cache: dict[str, Decorations] = {}
        self.notes_shown: Counter[str] = Counter()  # a recovered number's note: an id each time (compare/law-20: 20F4 twice)

    # ------------------------------------------------------------------ rendering
    def render(self, container, node: dict, start: int = 0, end: int | None = None, lead=None) -> None:
        render_text(container, node["text"], self.decorations(node), start, end, lead=lead)

    def decorations(self, node: dict) -> Decorations:
        found = self.cache.get(node["id"])
        if found is None:
            found = self.cache[node["id"]] = self._decorations(node)
        return found

    def _decorations(self, node: dict) -> Decorations:
        decorations = decorations_of(node)
        records = [record for record in self.graph.refs_from.get(node["id"], [])
                   if record.get("field") == "text" and "start" in record]
        first_of_phrase: dict[str, int] = {}
        for record in records:
            first_of_phrase.setdefault(record.get("phrase", ""), record["start"])
        for record in records:
            start = record["start"]
            phrase = record.get("phrase", "")
            lead = phrase.find(record["text"])
            if (first_of_phrase.get(phrase) == start and lead > 0
                    and node["text"][start - lead:start] == phrase[:lead]):
                start -= lead  # the link takes the words before the key: "przepis 16D", "punkt C2"
            decorations.links.append((start, record["end"], self.reference(record)))
            reading = self.graph.reading(record)  # " [2017: 16C]" after the notes' "P. 16D" (`renumbering`)
            if reading:
                decorations.inserts.append((record["end"], lambda reading=reading: E.SPAN(f" [{reading}]",
                                                                                      E.CLASS("reading"))))
        for field, start, end, repaired, kind in node.get("repairs", []):
            if field == "text" and not any(a < end and start < b for a, b, _ in decorations.links):
                said = read_as(self.words, kind, repaired or node["text"][start:end])
                decorations.links.append((start, end, Link("", said, css="sic")))
                decorations.inserts.append((end, lambda repaired=repaired: sic_mark(repaired)))
        taken = [(a, b) for a, b, _ in decorations.links]
        if self.terms and node["kind"] != Kind.DEFINITION:
            decorations.links.extend(self.term_links(node, taken))
        if node["kind"] == Kind.DEFINITION:
            decorations.links.extend(self.see_links(node, taken))
        for footnote, count, marker in self.graph.footnote_markers.get(node["id"], []):
            if marker["field"] == "text":
                decorations.inserts.append((marker["offset"], self.marker_maker(footnote, count)))
        for marker in node.get("unbound_markers", []):
            if marker["field"] == "text":
                decorations.inserts.append((marker["offset"], lambda number=marker["number"]: self.unbound_mark(number)))
        return decorations

    def unbound_mark(self, number):
        """A footnote marker the source prints with no footnote text: kept in sight, flagged (`2?`)."""
        said = self.words.format("unbound_marker", number=number)
        return E.SUP(*copied_brackets(f"{number}?"), E.CLASS("fnref unbound"), title=said, role="note",
                     **{"aria-label": said})

    def reference(self, record: dict) -> Link:
        """A link to what the citation means, titled with it; a key cited in another numbering of the Laws
        (`renumbering`) says so: "16D w numeracji Prawa z 2007 r. · Przepis 16C …"."""
        reading = record.get("numbering")
        read = self.words.format("read_in_numbering", key=record["key"], year=reading["laws"]) if reading else ""
        if record["target"]:
            target = self.graph.by_id[record["target"]]
            title = self.context.label(target, self.words)
            title = f"{read} · {title}" if read else title
            if target["url"] == self.here:  # "this Law" on its own page: a link would only reload it at the top
                return Link("", title=title, css="ref here")
            return Link(self.context.link(self.here, target), title=title, css="ref")
        why = f"{read}: {self.words.format('nothing_says_it', edition=self.resolved_in(record)['id'])}" \
            if read else self.why_unresolved(record)
        said, way = f"{self.words['unresolved']}: {why}", way_on(self.graph, record)
        if way is not None:  # a Law the chapter does not hold: on to its number in the Laws that replaced it
            way = (f"{self.words.format('same_number_in', year=self.context.editions[way['edition']]['laws_year'])} ",
                   way, self.context.label(way, self.words))
            said += f"; {way[0]}{way[2]}"
        return Link("", title=said, css="ref unresolved",
                    note=lambda: self.tapped_note(said, "ref unresolved", f"{record['source']}-{record['start']}", way))

    def resolved_in(self, record: dict) -> dict:
        """The edition a citation resolves in: the one its notes comment on, else its own."""
        return self.context.editions[self.graph.resolves_in(self.graph.by_id[record["source"]]["edition"])]

    def why_unresolved(self, record: dict) -> str:
        """Why a reference leads nowhere, in the page's language, from the facts of the graph."""
        words = self.words
        source = self.graph.by_id[record["source"]]
        edition = source["edition"]
        key = record.get("key")
        if record["kind"] == "index-see":
            return words.format("no_index_entry", entry=source.get("see", ""))
        if not key:
            return record.get("text", "")
        laws = laws_outside(self.graph, record)
        if laws:
            return words.format("outside_edition", edition=phrases.said(self.context.edition_name(edition), words),
                                first=laws[0], last=laws[1])
        year = taken_away(self.graph, edition, key)
        if year:  # 73B2 in the pl-2017 index, merged into 73B (the nearest part, after it) by the 2024 amendments
            return words.format("taken_away", edition=edition, key=key, year=year)
        said = words.format("missing_key", edition=edition, key=key)
        elsewhere = [other for other in self.context.editions if other != edition and (other, key) in self.graph.by_key]
        if elsewhere:
            said += f" ({words.format('found_in', editions=', '.join(elsewhere))})"
        return said

    def marker_maker(self, footnote: dict, count: int):
        def make():
            anchor = E.A(footnote_sign(footnote), href=self.context.link(self.here, footnote))
            if self.marker_ids:
                anchor.set("id", f"ref-{footnote['key']}-{count}")
            return E.SUP(*copied_brackets(anchor), E.CLASS("fnref"))
        return make

    def title(self, node: dict) -> list:
        """The title as published, each word typed in two alphabets flagged (`sic`)."""
        title, parts, position = node["title"], [], 0
        for field, start, end, repaired, kind in node.get("repairs", []):
            if field == "title":
                said = read_as(self.words, kind, repaired or title[start:end])
                parts += [title[position:start], E.SPAN(title[start:end], E.CLASS("sic"), title=said),
                          sic_mark(repaired)]
                position = end
        return [part for part in parts + [title[position:]] if not isinstance(part, str) or part]

    def title_markers(self, node: dict) -> list:
        return [self.marker_maker(footnote, count)() for footnote, count, marker in
                self.graph.footnote_markers.get(node["id"], []) if marker["field"] == "title"] + \
            [self.unbound_mark(marker["number"]) for marker in node.get("unbound_markers", []) if marker["field"] == "title"]

    # ------------------------------------------------------------------ defined terms
    def term_links(self, node: dict, taken: list[tuple[int, int]]) -> list[tuple[int, int, Link]]:
        """The first mention on this page of each defined term, as a link to its definition."""
        term_map = self.context.term_maps.get(self.context.language(node["edition"]))
        patterns = self.context.term_patterns[node["edition"]]
        if term_map is None or not patterns:
            return []
        known = self.context.looked_up.setdefault(term_map.language, {})  # the same words on every page
        links = []
        for start, end, definition in term_uses(words_of(node["text"], term_map, known), patterns):
            if definition is not None and definition not in self.explained and \
                    not any(a < end and start < b for a, b in taken):
                self.explained.add(definition)
                links.append((start, end, Link(self.context.link(self.here, self.graph.by_id[definition]), css="term")))
        return links

    def see_links(self, node: dict, taken: list[tuple[int, int]]) -> list[tuple[int, int, Link]]:
        """A definition's quoted term of another ("См. ‘Взятый назад’", "Patrz również „Sprostowanie”"), as a
        link to that definition."""
        names = self.context.definition_names.get(node["edition"], {})
        links = []
        for match in quoted(load_profile(self.context.language(node["edition"])).quotes).finditer(node["text"]):
            term = match.lastindex
            target = names.get(fold_words(BRACKETS.sub("", match.group(term))))
            if target is not None and target["id"] != node["id"] and \
                    not any(a < match.end() and match.start() < b for a, b in taken):
                links.append((match.start(term), match.end(term), Link(self.context.link(self.here, target),
                                                                        css="term")))
        return links

    # ------------------------------------------------------------------ footnotes
    def footnotes(self, footnotes: list[dict]):
        """The footnotes of the page, each with the way back to every marker citing it."""
        listing = E.OL(E.CLASS("footnotes-list"))
        for footnote in sorted(footnotes, key=lambda node: self.graph.order[node["id"]]):
            item = E.LI(id=footnote["key"])
            mark = self.recovered_mark(footnote)  # its marker lost in the source: a `*` in place of a number
            if mark is not None:
                item.set("class", "unmarked")
            elif footnote_sign(footnote).isdigit():
                item.set("value", footnote_sign(footnote))
            else:  # a translator's "†": the list says the sign the text prints, not the next number
                item.set("data-sign", footnote_sign(footnote))
            self.render(item, footnote, lead=None if mark is None else lambda: E.SPAN(*copied_brackets(mark)))
            first = next(item.iterdescendants("p", "li", "td"), None)
            if mark is None and first is not None:  # its number, which the list shows, copied before its text
                number = E.SPAN(f"[{footnote_sign(footnote)}] ", E.CLASS("copy-only"), **{"aria-hidden": "true"})
                number.tail, first.text = first.text, None
                first.insert(0, number)
            backs = E.SPAN(E.CLASS("back"), APART)
            markers = footnote.get("markers", [])
            for count, marker in enumerate(markers, 1):  # cited twice: each way back says its provision
                cited = self.graph.by_id[marker["node"]]
                said = self.words.format("back_to_text", key=cited["key"])
                page = cited["url"].split("#")[0]
                backs.append(E.A("↩" if len(markers) == 1 else f"↩ {cited['key']}", title=said, **{"aria-label": said},
                                 href=relative(self.here, f"{page}#ref-{footnote['key']}-{count}")))
            last = item[-1] if len(item) else None  # after the note's last word (a Czech player's review: a lone
            (last if last is not None and last.tag == "p" else item).append(backs)  # "↩" line under each note)
            listing.append(item)
        return E.ASIDE(E.CLASS("footnotes"), E.H2(self.words["footnotes"], **{"data-ui": "footnotes"}), listing)

    def recovered_mark(self, node: dict, control: bool = True, keyed: bool = False):
        """After a number the parse recovered, the key it was read as and a `*` (`- [22A*]`, as `show` prints
        it: a reader on a phone, where no title shows, sees which provision a link landed on); before a footnote
        whose marker the source lost, a `*`. What lawbase read there and what the source printed is said in the
        page's language: in its title, and, where the mark may be a control (not in a link: the contents), in a
        note it opens by tap or keyboard (a popover, no script needed: a Russian player tapped "[25A1*]" on a phone
        and nothing happened); `keyed`: right after the key itself, a `*` alone ("63*", not "63 [63*]": a note's
        heading the source prints without a number). None for a number as printed."""
        inferred = node.get("inferred")
        if not inferred:
            return None
        if node["kind"] == Kind.FOOTNOTE:
            said, shown = self.words.format("unmarked_footnote", law=self.graph.law_of(node)["key"]), "*"
        else:
            said = self.words.format("recovered_number", key=node["key"], printed=inferred["printed"] or "—")
            shown = "*" if keyed else recovered_key(node)
        if not control:
            return E.SPAN(shown, E.CLASS("recovered"), title=said, role="note", **{"aria-label": said})
        button, note = self.tapped_note(said, "recovered", node["id"])
        button.text = shown.strip()
        return E.SPAN(shown[:len(shown) - len(shown.lstrip())], button, note, E.CLASS("recovered-mark"))

    def tapped_note(self, said: str, css: str, key: str, way: tuple | None = None):
        """A button saying `said` in its title and in a note it opens by tap or keyboard (a popover, no script
        needed), and the note, its id the page's own (`key`'s, counted: the same node shown twice); `way`, (what
        leads on, the node, its label), ends the note with a link to that node."""
        self.notes_shown[key] += 1
        note = f"why-{key.replace('/', '-')}-{self.notes_shown[key]}"
        shown = E.SPAN(said, E.CLASS("recovered-note"), id=note, popover="")
        if way is not None:
            shown.text = said[:len(said) - len(way[2])]
            shown.append(E.A(way[2], href=self.context.link(self.here, way[1])))
        return (E.BUTTON(E.CLASS(css), type="button", title=said, popovertarget=note, **{"aria-describedby": note}),
                shown)


def copied_brackets(marker) -> list:
    """A footnote marker between brackets that a copy keeps and the page does not show (`.copy-only`): pasted,
    "lewę[19]" as `show` prints it, not "lewę19" (a laws committee's review); a screen reader skips them."""
    return [E.SPAN("[", E.CLASS("copy-only"), **{"aria-hidden": "true"}), marker,
            E.SPAN("]", E.CLASS("copy-only"), **{"aria-hidden": "true"})]


def sic_mark(repaired: str | None):
    """What follows a word typed in two alphabets, kept as printed: its reading (`graph.sic`)."""
    return E.SPAN(sic(repaired), E.CLASS("sic-mark"))


def read_as(words: Strings, kind: str, reading: str) -> str:
    """What a flagged word's title says: typed in two alphabets (`obowiązкови`), or a lone letter misread for
    the language's one-letter word (pl-1997 44's "ZAGRAŃ l PRZEBIEG": `misread_letters`), as its repair's kind says."""
    if kind == REPAIR_MIXED:
        return words.format("repaired_as", word=reading)
    return words.format("misread_as", word=reading)

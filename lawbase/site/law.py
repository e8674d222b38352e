"""The page of one Law in one edition: its text with every provision anchored, and the ways out of it.

Beside the text (on a wide screen; folded above it on a phone) the list of the Law's sections.
Each provision's number is a link to itself; site.js turns a click on it into a copied citation and a
small menu of the same provision in the other editions and side by side. The same provision
elsewhere comes from `Graph.counterparts` (the concordance where it pairs the editions), written
into the page as data; without script the links lead to the Law.
"""

from __future__ import annotations

from typing import Iterator

from lxml.html import builder as E

from ..amendments import amendment_changes, amendment_said, text_before
from ..graph import Kind, paired_keys
from ..manifest import draft_key
from ..phrases import amended_law, said, say
from ..read_back import happened
from ..urls import CONTENTS_PAGE, compare_page
from .cited import cited_by
from .context import SiteContext, plain_title
from .frame import Page, document, json_script, mark, said_parts, spoken
from .newer import NewerNotes
from .render import append_text, relative
from .scope import PageStore
from .text import APART, PageText, terms_script

PAGE_SCRIPT = "law-page.js"  # after site.js: the sections, links and slim line following the reading, a number's menu
COPY_SCRIPT = "law-copy.js"  # a selection spanning the text copies it alone; one inside what is said around it, that


def pages(context: SiteContext) -> Iterator[tuple[str, bytes]]:
    """Each Law's page, made again only where what it reads changed (`scope.PageStore`)."""
    store = PageStore(context.cache, context.scope, "law")
    for edition in context.editions:
        laws = context.graph.laws[edition]
        for position, law in enumerate(laws):
            yield law["url"], store.page(law["url"], lambda: document(LawPage(context, law).page(laws, position)),
                                         lambda scope: reads(context, law))
    store.save()


def reads(context: SiteContext, law: dict) -> tuple[list[str], dict[str, str]]:
    """What a Law's page reads beside the graph's skeleton (`scope`): the Law and everything in it, their
    rows in the comparisons (`SiteContext.compare_urls`, made from every Law's rows and whether their
    provisions have text), and what an amendment did to them (`amendments`: read from the concordance)."""
    own = [node["id"] for node in context.graph.subtree(law)]
    notes = {edition: [note["id"] for note in listed] for edition, listed in context.notes_on.get(law["id"], {}).items()}
    amended = [(context.graph.by_id[node_id]["key"], change)
               for node_id, change in amendment_changes(context.graph, law).items()]
    return own, {**{node_id: context.compare_urls[node_id] for node_id in own if node_id in context.compare_urls},
                 **({"notes on it": str(sorted(notes.items()))} if notes else {}),
                 **({"amended": str(amended)} if amended else {})}


class LawPage:
    """One Law page: its parts are made in document order so that a defined term is explained at
    its first mention."""

    def __init__(self, context: SiteContext, law: dict):
        self.context = context
        self.graph = context.graph
        self.law = law
        self.edition, self.here = law["edition"], law["url"]
        self.words = context.strings_of(self.edition)
        self.text = PageText(context, self.here, self.words)
        self.footnotes: list[dict] = []
        self.changes = amendment_changes(self.graph, law)  # what an amendment did to its provisions: read once
        self.pairings = {other: self.graph.counterparts(law, other)  # the Law in each other edition: read once
                         for other in context.editions if other != self.edition}
        self.notes = context.notes_on.get(law["id"], {})  # per notes edition on this text, the notes on this Law
        self.others = self.other_editions()
        self.newer = NewerNotes(context, self.edition, self.here, self.words)  # what became of each part

    def page(self, laws: list[dict], position: int) -> Page:
        law, words = self.law, self.words
        article = E.ARTICLE(E.CLASS("law"), lang=self.context.language(self.edition))
        heading = E.H1(self.flagged(E.A(f"{words['law']} {law['key']}", E.CLASS("num lawno"), href=f"#{law['key']}"),
                                    law), " ", *self.text.title(law), id=law["key"])
        heading.extend(self.text.title_markers(law))
        article.append(heading)
        info, newest = self.context.editions[self.edition], self.context.superseded(self.edition)
        if not self.graph.standing(self.edition):  # on every Law page of a draft (or of notes on one)
            drafted = info
            while not drafted.get("draft"):  # notes (on notes) on a draft
                drafted = self.context.editions[drafted["base"]]
            article.append(spoken(E.P(E.CLASS("draft-note"), APART, role="note"), [say(f"{draft_key(drafted)}_note")],
                                  words))
        elif newest:  # the Czech 2007 text: ruled by 2017's
            article.append(spoken(E.P(E.CLASS("draft-note"), APART, role="note"),
                                  [say("superseded_note", year=info["laws_year"], newest=newest)], words))
        amended = amended_law(info, law)  # a committee's review: nothing on 73's page said it is the 2024 text
        if amended:
            article.append(spoken(E.P(E.CLASS("amended-note"), APART, role="note"), amended, words))
        article.extend(self.newer.note(law))  # toward the newest Laws, or (theirs) the Laws before them
        article.append(self.navigation(laws, position))
        cited = cited_by(self.context, self.here, law, words)
        if cited is not None:
            article.append(cited)
        body = E.DIV(E.CLASS("law-body"))
        sections = [child for child in self.graph.children.get(law["id"], []) if child["kind"] == Kind.SECTION]
        if len(sections) > 1:
            body.append(self.contents(sections))
        text = E.DIV(E.CLASS("law-text"))
        self.fill(text, law)
        if law.get("empty"):  # a note printed as its heading alone (8 of the 11): said, not a blank page
            notes = self.context.editions[self.edition].get("kind") == "notes"
            text.append(E.P(words["empty_note" if notes else "empty_provision"], E.CLASS("hint")))
        text.extend(self.contents_spelling(law))  # below the text: on a phone the rule comes first
        if self.footnotes:
            text.append(self.text.footnotes(self.footnotes))
        body.append(text)
        article.append(body)
        article.append(self.steps(laws, position, "bottom", "previous_next"))
        title = f"{words['law']} {law['key']}. {plain_title(law)} — {info['title']}"
        crumbs = [(info["title"], f"{self.edition}/{CONTENTS_PAGE}"), (f"{words['law']} {law['key']}", "")]
        return Page(self.here, title, words.language, E.MAIN(article, E.CLASS("law-page")), crumbs,
                    scripts=[PAGE_SCRIPT, COPY_SCRIPT] + ([terms_script(self.edition)] if self.text.explained else []),
                    data=[self.provision_links()])

    # ------------------------------------------------------------------ the text
    def fill(self, element, node: dict) -> None:
        """The node's own text, its children, and the text that follows them."""
        split = node.get("after_children", len(node["text"]))
        children = self.graph.children.get(node["id"], [])
        self.footnotes.extend(child for child in children if child["kind"] == Kind.FOOTNOTE)
        lead = None
        if node["kind"] == Kind.SECTION:
            heading = E.H2(self.number(node))
            if node["title"]:
                heading.append(E.SPAN(" ", *self.text.title(node)))
                heading.extend(self.text.title_markers(node))
            element.append(heading)
            element.extend(self.newer.note(node))
            element.extend(self.contents_spelling(node))
            cited = cited_by(self.context, self.here, node, self.words)
            if cited is not None:
                element.append(cited)
        elif node["kind"] != Kind.LAW:
            lead = self.lead_maker(node)
            if node["title"] and node["text"][:split].strip():  # its title on a line of its own, as the sources print it
                element.append(E.P(lead(), E.CLASS("titled")))
                lead = None
        self.text.render(element, node, 0, split, lead=lead)
        if node.get("empty") and node["kind"] != Kind.LAW:  # printed as its heading alone (pl-1997 45E): said
            said = self.words["empty_provision"]
            element.append(E.P(lead(), " ", E.SPAN(said, E.CLASS("hint"))) if lead else E.P(said, E.CLASS("hint")))
        above, below = self.newer.around_parts(node, children, node["text"][:split])
        element.extend(above)
        for child in children:
            if child["kind"] == Kind.FOOTNOTE:
                continue
            part = E.SECTION(E.CLASS("section")) if child["kind"] == Kind.SECTION else E.DIV(E.CLASS(child["kind"]))
            part.set("id", child["key"])
            self.fill(part, child)
            element.append(part)
        element.extend(below)
        if split < len(node["text"]):
            self.text.render(element, node, split)

    def contents_spelling(self, node: dict) -> list:
        """Where the table of contents spells the heading otherwise, its spelling (`contents_titles`: one of the two
        is a misprint; a Czech player took cs-2007's "NEPŘIŽNÁNÍ" heading for lawbase's typo): under a section's
        heading, after a Law's text."""
        listed = node.get("contents_title")
        name = f"{self.words['law']} {node['key']}"
        return [E.P(self.words.format("contents_title", name=name, title=listed["title"]), E.CLASS("contents-title"),
                    APART, role="note")] if listed else []

    def number(self, node: dict):
        """The number as printed; one the parse recovered (printed as a bullet, or not at all) is flagged, its
        title saying so in the page's language (`lawbase check` and `lawbase.json` give the evidence)."""
        return self.flagged(E.A(node.get("marker", node["key"]), href=f"#{node['key']}", **{"class": "num"}), node)

    def flagged(self, link, node: dict):
        """The number's link, and a `*` after it where the parse recovered the number (a note's Law named by
        its title alone too)."""
        recovered = self.text.recovered_mark(node, keyed=node["kind"] == Kind.LAW)  # "Przepis 63*", a note's heading
        changed = amendment_said(node, self.changes, name=self.context.edition_name)  # 73D3 "wydzielony w 2024 r. z
        if changed:  # 73A2 (…)": which provision the 2024 amendment touched, where the Law's note said the Law alone
            badge = mark(E.SPAN(said(changed, self.words), E.CLASS("amended-badge"), APART), changed[0])
            before = text_before(self.graph, node, self.changes)
            if before is not None:  # a link to the text before the amendment (a Polish editor found it on the
                badge = E.A(badge, href=self.context.link(self.here, before))  # comparison page alone)
            return E.SPAN(link, *([recovered] if recovered is not None else []), badge)  # (apart by its margin: a
            # copied provision reads "2. Zapowiedzi", as without it)
        return link if recovered is None else E.SPAN(link, recovered)

    def lead_maker(self, node: dict):
        def lead():
            if node["title"]:
                return E.SPAN(self.number(node), " ", E.STRONG(*self.text.title(node)), *self.text.title_markers(node))
            return self.number(node)
        return lead

    def contents(self, sections: list[dict]):
        """The Law's sections: sticky beside the text on a wide screen, folded on a phone."""
        listing = E.OL()
        for section in sections:
            title = self.text.title(section)
            listing.append(E.LI(E.A(section.get("marker", section["key"]), *([" "] + title if title else []),
                                    href=f"#{section['key']}")))
        summary = E.SUMMARY(self.words["in_this_law"], **{"data-ui": "in_this_law"})
        return E.NAV(E.CLASS("toc"), E.DETAILS(summary, listing), {"aria-label": self.words["in_this_law"],
                                                                     "data-ui-label": "in_this_law"}, APART)

    # ------------------------------------------------------------------ the ways out
    def other_editions(self) -> list[tuple[str, dict]]:
        """(edition, where this Law is there) for every other edition that has it: its Law, else the part the
        concordance pairs it with (the Czech 2007 Law 23 is 2017 72C), else the Law at its number."""
        found = []
        for other, (nodes, _) in self.pairings.items():
            twin = next((node for node in nodes if node["kind"] == Kind.LAW), None) or (nodes[0] if nodes else None)
            twin = twin or self.graph.by_key.get((other, self.law["key"]))
            if self.context.editions[other].get("base") == self.edition:  # notes on it: those discussing this Law
                twin = next(iter(self.notes.get(other, [])), None)
            if twin is not None:
                found.append((other, twin))
        return found

    def navigation(self, laws: list[dict], position: int):
        nav = self.steps(laws, position, "top", "law_navigation")
        others = E.SPAN(E.CLASS("others"), E.SPAN(self.words["other_editions"], **{"data-ui": "other_editions"}), ": ")
        for other, twin in self.others:
            if twin.get("empty") and self.graph.editions[other].get("kind") == "notes":
                continue  # a note printed as its heading alone (8 of pl-notes' 11) is no other edition to read
            link = E.A(href=self.context.link(self.here, twin), hreflang=self.context.language(other),
                       **{"data-edition": other})  # "Польский, 2017", in the reader's language; the code for site.js
            others.append(spoken(link, self.context.edition_name(other), self.words))
            if other in self.notes and [note["key"] for note in self.notes[other]] != [self.law["key"]]:
                notes_listed(others, self.notes[other], self.here)  # "(29, 31)": the notes discussing it
            elif self.pairings[other][1] == "none":  # its Law at this number is another rule
                append_text(others, " (")  # (a Russian director's review: 23)
                others.append(E.SPAN(self.words["no_counterpart"], **{"data-ui": "no_counterpart"}))
                append_text(others, ")")
            append_text(others, " ")
        nav.append(others)
        if self.law["id"] in self.context.compare_urls:
            nav.append(E.A(self.words["compare"], href=relative(self.here, compare_page(self.law["key"])),
                           **{"class": "compare", "data-edition": "compare", "data-ui": "compare"}))
        return nav

    def steps(self, laws: list[dict], position: int, where: str, name: str):
        """Previous and next Law (`name`: the string naming them, said again in the reader's language)."""
        words = self.words
        nav = E.NAV(E.CLASS(f"lawnav {where}"), {"aria-label": words[name], "data-ui-label": name}, APART)
        if position > 0:
            previous = laws[position - 1]
            nav.append(E.A("← ", E.SPAN(words["previous"], **{"data-ui": "previous"}), f": {previous['key']}. ",
                           self.step_title(previous), href=self.context.link(self.here, previous), rel="prev",
                           **{"class": "prev"}))
        if position + 1 < len(laws):
            following = laws[position + 1]
            nav.append(E.A(E.SPAN(words["next"], **{"data-ui": "next"}), f": {following['key']}. ",
                           self.step_title(following), " →", href=self.context.link(self.here, following), rel="next",
                           **{"class": "next"}))
        return nav

    def step_title(self, law: dict):
        """A neighbour's title, which a phone leaves out above the text (a Czech player's review: at 360 px the
        first screen of Law 62 was navigation alone, the two titles four lines of it)."""
        return E.SPAN(*self.text.title(law), **{"class": "step-title"})

    def laws_year(self, edition: str) -> int | None:
        """The year of the Laws whose numbering an edition follows; none for notes (numbered Law by Law)."""
        info = self.context.editions[edition]
        return None if info["kind"] == "notes" else info["laws_year"]

    def provision_links(self):
        """For site.js: each provision's counterpart in each other edition, then its comparison row,
        as an address relative to that edition's folder (or the comparisons'); 1 for the same key on
        the same Law's page (the usual case), "" where there is none. A provision the notes on a Law do not
        number leads to the note on its Law (the phone review: 27B offered "no counterpart" in pl-notes,
        which has a note on Law 27)."""
        law_key = self.law["key"]
        links, more = {}, {}
        on_law = {other: self.pairings[other][0] for other, _ in self.others
                  if self.context.editions[other]["kind"] == "notes"}
        for node in self.graph.subtree(self.law, Kind.STRUCTURE):
            usual = f"law-{law_key}.html" + ("" if node is self.law else f"#{node['key']}")
            targets = []
            for other, _ in self.others:
                groups = related(self.graph, node, other)
                nodes = [found for group, _ in groups for found in group]
                if len(nodes) > 1 or any(relation in ("changed", "split", "merged", "moved") for _, relation in groups):
                    more.setdefault(node["key"], {})[other] = [  # every part, linked, each record's relation
                        [relation, [n["url"].split("/", 1)[1] for n in group if n is not nodes[0]]]  # after its
                        for group, relation in groups]  # keys (translator review: 40B2a showed 40A4 alone)
                nodes = nodes or on_law.get(other, [])
                targets.append(nodes[0]["url"].split("/", 1)[1] if nodes else "")
            compare_url = self.context.compare_urls.get(node["id"], "").split("/", 1)[-1]
            targets.append(compare_url.removesuffix(f"#{law_key}") if node is self.law else compare_url)
            links[node["key"]] = [1 if target == usual else target for target in targets]
        words = self.words
        payload = {"edition": self.edition, "law": law_key, "compare": relative(self.here, "compare/x")[:-1],
                   "year": self.laws_year(self.edition),  # each edition's: where another year numbers a provision
                   "editions": [named(self.context, other, relative(self.here, f"{other}/x")[:-1], words,
                                      self.laws_year(other)) for other, _ in self.others],
                   "own": named(self.context, self.edition, "", words, None),  # "Polski, 2017" above a provision
                   "links": links, "more": more,
                   "strings": {key: words[key] for key in ("citation", "copied", "copy_this", "provision_menu",
                                                            "no_counterpart", "compare", "close",
                                                            "relation_changed", "relation_split", "relation_merged",
                                                            "relation_moved", "newer_at")}}  # a same pairing says nothing
        return json_script("provision-links", payload)


def named(context: SiteContext, edition: str, href: str, words, year: int | None) -> list:
    """An edition as a Law page's script names it: its id, address (the page says where it has no such Law), name in
    the page's language, Laws' year, and the name's parts, said again in the reader's."""
    name = context.edition_name(edition)
    return [edition, href, said(name, words), year, said_parts(name)]


def notes_listed(element, notes: list[dict], here: str) -> None:
    """" (29, 31)" after the notes' name, each note's number a link to it."""
    append_text(element, " (")
    for position, note in enumerate(notes):
        append_text(element, ", " if position else "")
        element.append(E.A(note["key"], href=relative(here, note["url"]), translate="no"))
    append_text(element, ")")


def related(graph, node: dict, edition: str) -> list[tuple[list[dict], str]]:
    """Every provision of `edition` the concordance pairs with `node`, read either way, record by record with
    its relation as it happened (`happened`): 2017 17D is 2007 17E and 22B (each `merged`), 2017 22 is 2007 22
    (`same`) and 22A (`moved`), the 2024 pl-2017 73D3 ru-2017 73A2 (`split`, as the Czech 73A2),
    where `counterparts` reads the first record only (`Graph.records`' order); each provision once."""
    records = graph.records(node, edition)
    if not records:
        nodes, relation = graph.counterparts(node, edition)
        return [(nodes, relation)] if nodes else []
    seen: set[str] = set()
    groups = []
    for record in records:
        keys = [key for key in paired_keys(record, node) if key not in seen and (edition, key) in graph.by_key]
        seen.update(keys)
        if keys:
            groups.append(([graph.by_key[(edition, key)] for key in keys], happened(graph.editions, record)))
    return groups

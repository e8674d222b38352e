"""The static site (`OUT/site/`): browse, follow references, compare and search the Laws offline.

Every page is built with lxml and links relatively, so the site works from file:// as well as from
a server; it loads nothing from outside. Pages: the home page, per edition its contents, front
matter, definitions, back-of-book index and one page per Law, the comparison pages, the search page
(its index is a .js file: browsers refuse fetch() from file://), and an about page from the README.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from importlib import resources
from pathlib import Path

from lxml import etree
from lxml.html import builder as E
from lxml.html import fragment_fromstring

from .analysis import WORD, TermMap
from .compare import CompareBuilder
from .glossary import build_glossary
from .html import Decorations, Link, append_text, decorations_of, page, relative, render_text
from .profiles import load_profile
from .readme_page import readme_html
from .site_search import search_index_script
from .graph import Graph
from .urls import CONTENTS_PAGE, DEFINITIONS_PAGE, FRONT_PAGE, INDEX_PAGE, compare_page

SITE_DIR = "site"
ASSETS = ("style.css", "search-lemmagen.js", "search-reading.js", "search-engine.js", "search.js", "compare.js")


class Site:
    def __init__(self, data: dict, term_maps: dict[str, TermMap], readme: str = ""):
        self.data = data
        self.term_maps = term_maps
        self.readme = readme
        self.graph = Graph(data)
        self.editions = self.graph.editions
        self.nodes = data["nodes"]
        self.by_id = self.graph.by_id
        self.children = self.graph.children
        self.refs_from: dict[str, list[dict]] = {}
        self.refs_to: dict[str, list[dict]] = {}
        for record in data["references"]:
            self.refs_from.setdefault(record["source"], []).append(record)
            if record["target"]:
                self.refs_to.setdefault(record["target"], []).append(record)
        self.laws = self.graph.laws
        self.markers_in = self.graph.footnote_markers
        self.pages = {node["url"].split("#")[0] for node in self.nodes}
        self.order = {node["id"]: position for position, node in enumerate(self.nodes)}
        self.law_by_key = {(node["edition"], node["key"]): node for node in self.nodes if node["kind"] == "law"}
        self.files: dict[str, bytes] = {}
        self.term_patterns = {edition: self.defined_terms(edition) for edition in self.editions}

    # ------------------------------------------------------------------ helpers
    def ui(self, edition: str, word: str) -> str:
        return load_profile(self.editions[edition]["language"]).ui.get(word, word)

    def lang(self, edition: str) -> str:
        return self.editions[edition]["language"]

    def emit(self, path: str, content: bytes) -> None:
        self.files[path] = content

    def header(self, here: str, crumbs: list[tuple[str, str]], lang: str = "en"):
        """Site navigation: home, the trail to this page, and a search box."""
        nav = E.NAV(E.CLASS("site"), {"aria-label": "site"})
        trail = E.OL(E.CLASS("crumbs"))
        trail.append(E.LI(E.A("lawbase", href=relative(here, CONTENTS_PAGE))))
        for label, url in crumbs:
            trail.append(E.LI(E.A(label, href=relative(here, url)) if url else E.SPAN(label)))
        nav.append(trail)
        form = E.FORM(E.CLASS("quick-search"), action=relative(here, "search.html"), method="get", role="search")
        form.append(E.INPUT(type="search", name="q", placeholder="16C2, fałszywy renons, штрафная карта…",
                            **{"aria-label": "search the Laws"}))
        form.append(E.BUTTON("Search", type="submit"))
        nav.append(form)
        return E.HEADER(nav)

    def write_page(self, path: str, title: str, children: list, lang: str, scripts=(), description=""):
        """Every page: a link past the navigation for keyboard users, the header, the main text."""
        for child in children:
            if child.tag == "main":
                child.set("id", "main")
        skip = E.A("Skip to the text", href="#main", **{"class": "skip"})
        self.emit(path, page(title, [skip, *children], lang, relative(path, "style.css"),
                             [relative(path, script) for script in scripts], description))

    def node_link(self, here: str, node_id: str) -> str:
        return relative(here, self.by_id[node_id]["url"])

    def law_of(self, node: dict) -> dict | None:
        while node is not None and node["kind"] != "law":
            node = self.by_id.get(node["parent"]) if node["parent"] else None
        return node

    def subtree_ids(self, node: dict) -> set[str]:
        ids = {node["id"]}
        for child in self.children.get(node["id"], []):
            ids |= self.subtree_ids(child)
        return ids

    # ------------------------------------------------------------------ defined terms
    def defined_terms(self, edition: str) -> dict[str, list[tuple[tuple[str, ...], str]]]:
        """First analysed word -> [(the term's analysed words, definition id)], longest first."""
        term_map = self.term_maps.get(self.lang(edition))
        patterns: dict[str, list] = {}
        if term_map is None:
            return patterns
        for node in self.graph.by_edition[edition]:
            if node["kind"] != "definition":
                continue
            words = [term_map.lookup(word.lower()) for word in WORD.findall(node.get("term", ""))]
            if not words or not all(words) or any(word[0].isdigit() for word in words[0]):
                continue
            sequence = tuple(options[0] for options in words)
            patterns.setdefault(sequence[0], []).append((sequence, node["id"]))
        for options in patterns.values():
            options.sort(key=lambda item: -len(item[0]))
        return patterns

    def term_links(self, node: dict, here: str, used: set[str], taken: list[tuple[int, int]]):
        """Links from the first mention of each defined term on a page to its definition."""
        term_map = self.term_maps.get(self.lang(node["edition"]))
        patterns = self.term_patterns[node["edition"]]
        if term_map is None or not patterns or node["kind"] == "definition":
            return []
        words = [(match.start(), match.end(), term_map.lookup(match.group(0).lower()))
                 for match in WORD.finditer(node["text"])]
        links = []
        position = 0
        while position < len(words):
            start, _, options = words[position]
            found = None
            for option in options[:1]:
                for sequence, definition in patterns.get(option, []):
                    window = words[position:position + len(sequence)]
                    if len(window) == len(sequence) and all(seq in w[2] for seq, w in zip(sequence, window)):
                        found = (sequence, definition, window[-1][1])
                        break
            if found and found[1] not in used:
                end = found[2]
                if not any(a < end and start < b for a, b in taken):
                    used.add(found[1])
                    definition = self.by_id[found[1]]
                    links.append((start, end, Link(relative(here, definition["url"]),
                                                   title=definition["text"][:160], css="term")))
                position += len(found[0])
                continue
            position += 1
        return links

    # ------------------------------------------------------------------ rich text of a node
    def decorations(self, node: dict, here: str, used_terms: set[str] | None = None) -> Decorations:
        decorations = decorations_of(node)
        first_of_phrase: dict[str, int] = {}
        for record in self.refs_from.get(node["id"], []):
            if record.get("field") == "text" and "start" in record:
                first_of_phrase.setdefault(record.get("phrase", ""), record["start"])
        for record in self.refs_from.get(node["id"], []):
            if record.get("field") != "text" or "start" not in record:
                continue
            start = record["start"]
            phrase = record.get("phrase", "")
            lead = phrase.find(record["text"])
            if (first_of_phrase.get(phrase) == start and lead > 0
                    and node["text"][start - lead:start] == phrase[:lead]):
                start -= lead  # the link takes the words before the key: "przepis 16D", "punkt C2"
            if record["target"]:
                target = self.by_id[record["target"]]
                link = Link(self.node_link(here, target["id"]), title=self.describe(target), css="ref")
            else:
                link = Link("", title=f"{self.ui(node['edition'], 'unresolved')}: {record.get('reason', '')}",
                            css="ref unresolved")
            decorations.links.append((start, record["end"], link))
        if used_terms is not None:
            taken = [(a, b) for a, b, _ in decorations.links]
            decorations.links.extend(self.term_links(node, here, used_terms, taken))
        for footnote, count, marker in self.markers_in.get(node["id"], []):
            if marker["field"] == "text":
                decorations.inserts.append((marker["offset"], self.marker_maker(footnote, count, here)))
        return decorations

    def marker_maker(self, footnote: dict, count: int, here: str):
        def make():
            anchor = E.A(str(footnote["number"]), href=relative(here, footnote["url"]),
                         id=f"ref-{footnote['key']}-{count}")
            return E.SUP(anchor, E.CLASS("fnref"))
        return make

    def title_markers(self, node: dict, here: str) -> list:
        return [self.marker_maker(footnote, count, here)() for footnote, count, marker in
                self.markers_in.get(node["id"], []) if marker["field"] == "title"]

    def describe(self, node: dict) -> str:
        law = self.law_of(node)
        parts = [node["edition"], node["key"]]
        if law is not None and law is not node:
            parts.append(law["title"])
        if node["title"]:
            parts.append(node["title"])
        return " · ".join(parts)

    # ------------------------------------------------------------------ cited by
    def cited_by(self, node: dict, here: str, inside: set[str]):
        records = [record for target in sorted(inside) for record in self.refs_to.get(target, [])
                   if record["source"] not in inside]
        if not records:
            return None
        sources: dict[str, list[dict]] = {}
        for record in records:
            sources.setdefault(record["source"], []).append(record)
        items = E.UL()
        for source_id in sorted(sources, key=lambda i: self.order[i]):
            source = self.by_id[source_id]
            targets = sorted({self.by_id[r["target"]]["key"] for r in sources[source_id]})
            items.append(E.LI(E.A(self.describe(source), href=self.node_link(here, source_id)),
                              E.SPAN(f" → {', '.join(targets)}", E.CLASS("to"))))
        return E.DETAILS(E.CLASS("citedby"), E.SUMMARY(f"{self.ui(node['edition'], 'cited_by')} ({len(sources)})"),
                         items)

    # ------------------------------------------------------------------ a Law page
    def render_structure(self, node: dict, here: str, used_terms: set[str], footnotes: list[dict]):
        kind = node["kind"]
        decorations = self.decorations(node, here, used_terms)
        split = node.get("after_children", len(node["text"]))
        children = [child for child in self.children.get(node["id"], []) if child["kind"] != "footnote"]
        footnotes.extend(child for child in self.children.get(node["id"], []) if child["kind"] == "footnote")
        if kind == "section":
            element = E.SECTION(E.CLASS("section"), id=node["key"])
            heading = E.H2(E.A(node.get("marker", node["key"]), href=f"#{node['key']}", **{"class": "num"}))
            if node["title"]:
                heading.append(E.SPAN(" " + node["title"]))
                heading.extend(self.title_markers(node, here))
            element.append(heading)
            cited = self.cited_by(node, here, self.subtree_ids(node))
            if cited is not None:
                element.append(cited)
            render_text(element, node["text"], decorations, 0, split)
        else:
            element = E.DIV(E.CLASS(kind), id=node["key"])
            number = node.get("marker", node["key"])

            def lead():
                anchor = E.A(number, href=f"#{node['key']}", **{"class": "num"})
                if node["title"]:
                    return E.SPAN(anchor, " ", E.STRONG(node["title"]), *self.title_markers(node, here))
                return anchor
            render_text(element, node["text"], decorations, 0, split, lead=lead)
        for child in children:
            element.append(self.render_structure(child, here, used_terms, footnotes))
        if split < len(node["text"]):
            render_text(element, node["text"], decorations, split)
        return element

    def law_page(self, law: dict, position: int) -> None:
        edition = law["edition"]
        here = law["url"]
        lang = self.lang(edition)
        laws = self.laws[edition]
        used_terms: set[str] = set()
        footnotes: list[dict] = []
        article = E.ARTICLE(E.CLASS("law"), lang=lang)
        heading = E.H1(E.SPAN(f"{self.ui(edition, 'law')} {law['key']}", E.CLASS("lawno")), " ", law["title"],
                       id=law["key"])
        heading.extend(self.title_markers(law, here))
        article.append(heading)
        article.append(self.law_navigation(law, position, laws, here))
        cited = self.cited_by(law, here, self.subtree_ids(law))
        if cited is not None:
            article.append(cited)
        decorations = self.decorations(law, here, used_terms)
        split = law.get("after_children", len(law["text"]))
        render_text(article, law["text"], decorations, 0, split)
        footnotes.extend(child for child in self.children.get(law["id"], []) if child["kind"] == "footnote")
        for child in self.children.get(law["id"], []):
            if child["kind"] != "footnote":
                article.append(self.render_structure(child, here, used_terms, footnotes))
        if split < len(law["text"]):
            render_text(article, law["text"], decorations, split)
        if footnotes:
            article.append(self.footnote_list(footnotes, here, edition))
        title = f"{self.ui(edition, 'law')} {law['key']}. {law['title']} — {self.editions[edition]['title']}"
        crumbs = [(self.editions[edition]["title"], f"{edition}/{CONTENTS_PAGE}"),
                  (f"{self.ui(edition, 'law')} {law['key']}", "")]
        self.write_page(here, title, [self.header(here, crumbs), E.MAIN(article)], lang)

    def footnote_list(self, footnotes: list[dict], here: str, edition: str):
        listing = E.OL(E.CLASS("footnotes-list"))
        for footnote in sorted(footnotes, key=lambda node: self.order[node["id"]]):
            item = E.LI(id=footnote["key"], value=str(footnote["number"]) if str(footnote["number"]).isdigit() else "")
            if not item.get("value"):
                del item.attrib["value"]
            render_text(item, footnote["text"], self.decorations(footnote, here))
            backs = E.SPAN(E.CLASS("back"))
            for count, marker in enumerate(footnote.get("markers", []), 1):
                backs.append(E.A("↩", href=relative(here, self.by_id[marker["node"]]["url"].split("#")[0]
                                                    + f"#ref-{footnote['key']}-{count}"),
                                 title="back to the text"))
            item.append(backs)
            listing.append(item)
        return E.ASIDE(E.CLASS("footnotes"), E.H2(self.ui(edition, "footnotes")), listing)

    def law_navigation(self, law: dict, position: int, laws: list[dict], here: str):
        edition = law["edition"]
        nav = E.NAV(E.CLASS("lawnav"), {"aria-label": "Law navigation"})
        if position > 0:
            previous = laws[position - 1]
            nav.append(E.A(f"← {self.ui(edition, 'previous')}: {previous['key']}. {previous['title']}",
                           href=relative(here, previous["url"]), rel="prev", **{"class": "prev"}))
        if position + 1 < len(laws):
            following = laws[position + 1]
            nav.append(E.A(f"{self.ui(edition, 'next')}: {following['key']}. {following['title']} →",
                           href=relative(here, following["url"]), rel="next", **{"class": "next"}))
        others = E.SPAN(E.CLASS("others"), f"{self.ui(edition, 'other_editions')}: ")
        for other in self.editions:
            if other == edition:
                continue
            twin = self.law_by_key.get((other, law["key"]))
            if twin is not None:
                others.append(E.A(other, href=relative(here, twin["url"]), hreflang=self.lang(other)))
                append_text(others, " ")
        nav.append(others)
        nav.append(E.A(self.ui(edition, "compare"), href=relative(here, compare_page(law["key"])),
                       **{"class": "compare"}))
        return nav

    # ------------------------------------------------------------------ edition pages
    def contents_page(self, edition: str) -> None:
        here = f"{edition}/{CONTENTS_PAGE}"
        info = self.editions[edition]
        lang = self.lang(edition)
        main = E.MAIN(E.H1(info["title"]), lang=lang)
        facts = f"{load_profile(lang).name} · {info['laws_year']} Laws · {info['kind']}"
        if info.get("amended"):
            facts += f" · amended {info['amended']} (Laws {', '.join(map(str, info['amended_laws']))})"
        main.append(E.P(facts, E.CLASS("facts")))
        matter = E.UL(E.CLASS("matter"))
        for key, page_name, word in (("introduction", FRONT_PAGE, "introduction"),
                                     ("definitions", DEFINITIONS_PAGE, "definitions"),
                                     ("index", INDEX_PAGE, "index")):
            if self.has_page(edition, page_name):
                matter.append(E.LI(E.A(self.ui(edition, word), href=page_name)))
        if len(matter):
            main.append(matter)
        chapter = self.graph.by_key.get((edition, "chapter"))
        if chapter is not None:
            main.append(E.H2(chapter["title"]))
        listing = E.OL(E.CLASS("laws"))
        for law in self.laws[edition]:
            listing.append(E.LI(E.A(E.SPAN(law["key"], E.CLASS("lawno")), " ", law["title"],
                                    href=relative(here, law["url"]))))
        main.append(E.H2(self.ui(edition, "contents")))
        main.append(listing)
        self.write_page(here, info["title"], [self.header(here, [(info["title"], "")]), main], lang)

    def has_page(self, edition: str, page_name: str) -> bool:
        return f"{edition}/{page_name}" in self.pages

    def matter_page(self, edition: str, page_name: str, word: str, roots: list[dict]) -> None:
        here = f"{edition}/{page_name}"
        lang = self.lang(edition)
        main = E.MAIN(E.H1(self.ui(edition, word)), lang=lang)
        footnotes: list[dict] = []
        for root in roots:
            main.append(self.matter_node(root, here, footnotes, level=2))
        if footnotes:
            main.append(self.footnote_list(footnotes, here, edition))
        if page_name == DEFINITIONS_PAGE:
            main.insert(1, E.P(E.A("→ glossary: the same definitions in the other editions",
                                   href=relative(here, "glossary.html"), lang="en")))
        crumbs = [(self.editions[edition]["title"], f"{edition}/{CONTENTS_PAGE}"), (self.ui(edition, word), "")]
        self.write_page(here, f"{self.ui(edition, word)} — {self.editions[edition]['title']}",
                        [self.header(here, crumbs), main], lang)

    def matter_node(self, node: dict, here: str, footnotes: list[dict], level: int):
        kind = node["kind"]
        children = self.children.get(node["id"], [])
        footnotes.extend(child for child in children if child["kind"] == "footnote")
        if kind == "definition":
            element = E.DIV(E.CLASS("definition"), id=node["key"])
            term = E.DFN(node.get("term") or node["title"])
            heading = E.P(E.A(term, href=f"#{node['key']}", **{"class": "term-anchor"}), E.CLASS("term"))
            if node.get("english"):
                heading.append(E.SPAN(f" ({node['english']})", E.CLASS("english"), lang="en"))
            element.append(heading)
            render_text(element, node["text"], self.decorations(node, here))
        elif kind == "index-entry":
            return self.index_entry(node, here)
        else:
            element = E.SECTION(E.CLASS(kind), id=node["key"])
            if node["title"]:
                element.append(etree.Element(f"h{min(level, 6)}"))
                element[-1].text = node["title"]
            render_text(element, node["text"], self.decorations(node, here))
        for child in children:
            if child["kind"] != "footnote":
                element.append(self.matter_node(child, here, footnotes, level + 1))
        return element

    def index_entry(self, node: dict, here: str):
        element = E.DIV(E.CLASS(f"entry level-{node.get('level', 1)}"), id=node["key"])
        records = [r for r in self.refs_from.get(node["id"], []) if r["kind"] in ("index", "index-see")]
        if node.get("see"):
            record = records[0] if records else None
            element.append(E.SPAN(node["title"].replace(node["see"], "").strip() + " ", E.CLASS("see")))
            if record and record["target"]:
                element.append(E.A(node["see"], href=self.node_link(here, record["target"])))
            else:
                element.append(E.SPAN(node["see"], title=(record or {}).get("reason", "")))
            return element
        element.append(E.SPAN(node["title"], E.CLASS("entry-term")))
        targets = E.SPAN(E.CLASS("targets"))
        for position, record in enumerate(sorted(records, key=lambda r: r.get("position", 0))):
            if position:
                append_text(targets, ", ")
            if record["target"]:
                targets.append(E.A(record["text"], href=self.node_link(here, record["target"]),
                                   title=self.describe(self.by_id[record["target"]])))
            else:
                targets.append(E.SPAN(record["text"], **{"class": "unresolved"}, title=record.get("reason", "")))
        if len(targets):
            element.append(targets)
        for child in self.children.get(node["id"], []):
            element.append(self.index_entry(child, here))
        return element

    def edition_pages(self, edition: str) -> None:
        self.contents_page(edition)
        roots = [node for node in self.children.get(None, []) if node["edition"] == edition]
        front = [node for node in roots if node["kind"] == "front-matter" and node["key"] not in ("definitions", "index")]
        if front:
            self.matter_page(edition, FRONT_PAGE, "introduction", front)
        definitions = [node for node in roots if node["key"] == "definitions"]
        if definitions:
            self.matter_page(edition, DEFINITIONS_PAGE, "definitions", definitions)
        index = [node for node in roots if node["key"] == "index"]
        if index:
            self.matter_page(edition, INDEX_PAGE, "index", index)
        for position, law in enumerate(self.laws[edition]):
            self.law_page(law, position)

    # ------------------------------------------------------------------ site pages
    def home_page(self) -> None:
        here = CONTENTS_PAGE
        main = E.MAIN(E.H1("The Laws of Duplicate Bridge"),
                      E.P("Polish, Czech and Russian texts of the Laws, with their cross-references, "
                          "side by side comparison and search. Works offline."))
        form = E.FORM(E.CLASS("big-search"), action="search.html", method="get", role="search")
        form.append(E.INPUT(type="search", name="q", placeholder="16C2 · fałszywy renons · штрафная карта · "
                                                                 "nedostatečná nabídka", autofocus="autofocus",
                            **{"aria-label": "search the Laws"}))
        select = E.SELECT(name="edition", **{"aria-label": "edition"})
        select.append(E.OPTION("all editions", value=""))
        for edition in self.editions:
            select.append(E.OPTION(edition, value=edition))
        form.append(select)
        form.append(E.BUTTON("Search", type="submit"))
        main.append(form)
        table = E.TABLE(E.CLASS("editions"), E.THEAD(E.TR(E.TH("edition"), E.TH("language"), E.TH("Laws of"),
                                                           E.TH("kind"), E.TH("contents"))))
        body = E.TBODY()
        for edition, info in self.editions.items():
            laws = self.laws[edition]
            numbers = sorted({law["number"] for law in laws})
            span = ""
            if numbers and numbers == list(range(numbers[0], numbers[-1] + 1)):
                span = f"Laws {numbers[0]}–{numbers[-1]}"
            elif numbers:
                span = f"{len(numbers)} Laws: " + ", ".join(map(str, numbers))
            kind = info["kind"] + (f", amended {info['amended']}" if info.get("amended") else "")
            if info.get("base"):
                kind += f" on {info['base']}"
            body.append(E.TR(E.TD(E.A(info["title"], href=f"{edition}/{CONTENTS_PAGE}"), lang=info["language"]),
                             E.TD(load_profile(info["language"]).name), E.TD(str(info["laws_year"])),
                             E.TD(kind), E.TD(span)))
        table.append(body)
        main.append(table)
        main.append(E.P(E.A("Compare the editions Law by Law", href="compare/index.html"), " · ",
                        E.A("Multilingual glossary", href="glossary.html"), " · ",
                        E.A("About lawbase and its data", href="about.html")))
        self.write_page(here, "lawbase — the Laws of Duplicate Bridge", [self.header(here, []), main], "en",
                        description="The Laws of Duplicate Bridge in Polish, Czech and Russian")

    def search_page(self) -> None:
        here = "search.html"
        main = E.MAIN(E.H1("Search"))
        form = E.FORM(E.CLASS("big-search"), id="search-form", action="search.html", method="get", role="search")
        form.append(E.INPUT(type="search", name="q", id="q", autofocus="autofocus", **{"aria-label": "search"}))
        languages = E.SELECT(name="lang", id="lang", **{"aria-label": "language"})
        languages.append(E.OPTION("all languages", value=""))
        for language in sorted({info["language"] for info in self.editions.values()}):
            languages.append(E.OPTION(load_profile(language).name, value=language))
        editions = E.SELECT(name="edition", id="edition", **{"aria-label": "edition"})
        editions.append(E.OPTION("all editions", value=""))
        for edition in self.editions:
            editions.append(E.OPTION(edition, value=edition))
        form.extend([languages, editions, E.BUTTON("Search", type="submit")])
        main.append(form)
        main.append(E.P(E.CLASS("hint"), "Words in any form, with or without diacritics; a key such as "
                                         "16C2 or 12C1(b); a prefix with *; \"a phrase\" in quotes."))
        main.append(E.P(id="status", role="status"))
        main.append(E.OL(id="results", **{"class": "results"}))
        noscript = etree.SubElement(main, "noscript")
        noscript.text = "Search needs JavaScript; the contents pages work without it."
        self.write_page(here, "Search — lawbase", [self.header(here, [("Search", "")]), main], "en",
                        scripts=["search-index.js", "search-lemmagen.js", "search-reading.js", "search-engine.js",
                                 "search.js"])

    def about_page(self) -> None:
        here = "about.html"
        html = readme_html(self.readme)
        main = E.MAIN(E.CLASS("about"))
        wrapper = fragment_fromstring(html, create_parent="div")
        for element in wrapper:
            for link in element.iter("a"):
                if not link.get("href", "").startswith("#"):
                    link.tag = "span"  # the README's links point into the repository, not the site
                    link.attrib.clear()
            main.append(element)
        self.write_page(here, "About — lawbase", [self.header(here, [("About", "")]), main], "en")

    def glossary_page(self) -> None:
        """The definitions of the editions lined up, one row per definition, named by its English term."""
        here = "glossary.html"
        rows, counts = build_glossary(self.data, self.term_maps, graph=self.graph)
        editions = [edition for edition in self.editions if edition in counts]
        main = E.MAIN(E.CLASS("glossary"), E.H1("Multilingual glossary"))
        summary = "; ".join(f"{edition}: {count['aligned']} of {count['definitions']} definitions aligned"
                            for edition, count in counts.items() if "aligned" in count)
        main.append(E.P(summary + ". Rows are named by the English term the Russian text gives; a definition "
                        "joins a row on shared evidence: the Laws it cites, its numbers, the sections of the "
                        "Laws that use the term, terms written alike, cognate words. Hover a term for the "
                        "evidence.", E.CLASS("hint")))
        table = E.TABLE(E.CLASS("compare-index glossary-table"))
        table.append(E.THEAD(E.TR(E.TH("English"), *[E.TH(edition) for edition in editions])))
        body = E.TBODY()
        aligned = sorted((row for row in rows if len(row.members) > 1 or row.english),
                         key=lambda row: (row.english.casefold() or "~", sorted(row.members.values())))
        for row in aligned:
            tr = E.TR(E.TD(row.english, lang="en"))
            for edition in editions:
                member = row.members.get(edition)
                if member is None:
                    tr.append(E.TD("—", **{"class": "gap"}))
                    continue
                node = self.by_id[member]
                evidence = "; ".join(" ".join(items) for key, items in row.evidence.items() if key.startswith(edition))
                link = E.A(node.get("term") or node["title"], href=relative(here, node["url"]))
                if evidence:
                    link.set("title", evidence)
                tr.append(E.TD(link, lang=self.lang(edition)))
            body.append(tr)
        table.append(body)
        main.append(table)
        self.write_page(here, "Multilingual glossary — lawbase", [self.header(here, [("Glossary", "")]), main], "en")

    def assets(self) -> None:
        folder = resources.files("lawbase") / "site_assets"
        for name in ASSETS:
            self.emit(name, (folder / name).read_bytes())
        self.emit("search-index.js", search_index_script(self.graph, self.term_maps))

    def build(self) -> dict[str, bytes]:
        self.home_page()
        self.search_page()
        self.about_page()
        self.glossary_page()
        for edition in self.editions:
            self.edition_pages(edition)
        CompareBuilder(self).build()
        self.assets()
        return self.files


def write_site(data: dict, term_maps: dict[str, TermMap], out: Path, readme: str = "") -> tuple[int, int]:
    """Build every page, then swap the new site in for the old one; returns (pages, bytes)."""
    files = Site(data, term_maps, readme).build()
    out.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".site-", dir=out))
    staging.chmod(0o755)  # a private temporary folder becomes an ordinary readable site
    for path, content in sorted(files.items()):
        target = staging / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content)
    final = out / SITE_DIR
    retired = None
    if final.exists():
        retired = Path(tempfile.mkdtemp(prefix=".site-old-", dir=out))
        os.replace(final, retired / SITE_DIR)
    os.replace(staging, final)
    if retired is not None:
        shutil.rmtree(retired)
    pages = sum(1 for path in files if path.endswith(".html"))
    return pages, sum(len(content) for content in files.values())

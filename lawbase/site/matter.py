"""Pages of an edition's matter outside the Laws (front matter, definitions): one frame, one renderer.

The root of the matter (`Definicje`, `Indeks`) names the page in its heading, so the root's own
title is not printed a second time under it.
"""

from __future__ import annotations

from lxml import etree
from lxml.html import builder as E

from ..graph import Kind
from ..urls import CONTENTS_PAGE
from .context import SiteContext
from .frame import Page
from .text import PageText, terms_script


def matter_page(context: SiteContext, edition: str, page_name: str, heading: str, roots: list[dict],
                before=()) -> Page:
    """The page `edition/page_name`: the roots' subtrees under one heading, footnotes at the end."""
    here = f"{edition}/{page_name}"
    words = context.strings_of(edition)
    text = PageText(context, here, words)
    main = E.MAIN(E.H1(heading), *before, lang=context.language(edition))
    footnotes: list[dict] = []
    for root in roots:
        main.append(matter_node(context, text, root, footnotes, level=2, named=root["key"] not in ("definitions",)))
    if footnotes:
        main.append(text.footnotes(footnotes))
    info = context.editions[edition]
    crumbs = [(info["title"], f"{edition}/{CONTENTS_PAGE}"), (heading, "")]
    scripts = [terms_script(edition)] if text.explained else []
    return Page(here, f"{heading} — {info['title']}", words.language, main, crumbs, scripts=scripts)


def matter_node(context: SiteContext, text: PageText, node: dict, footnotes: list[dict], level: int,
                named: bool = True):
    """A front-matter section or a definition with what is under it."""
    children = context.graph.children.get(node["id"], [])
    footnotes.extend(child for child in children if child["kind"] == Kind.FOOTNOTE)
    if node["kind"] == Kind.DEFINITION:
        element = E.DIV(E.CLASS("definition"), id=node["key"])
        term = E.DFN(node.get("term") or node["title"])
        heading = E.P(E.A(term, href=f"#{node['key']}", **{"class": "term-anchor"}), E.CLASS("term"))
        if node.get("english"):
            heading.append(E.SPAN(f" ({node['english']})", E.CLASS("english"), lang="en"))
        element.append(heading)
    else:
        element = E.SECTION(E.CLASS(node["kind"]), id=node["key"])
        if node["title"] and named:
            element.append(etree.Element(f"h{min(level, 6)}"))
            element[-1].text = node["title"]
    text.render(element, node)
    for child in children:
        if child["kind"] != Kind.FOOTNOTE:
            element.append(matter_node(context, text, child, footnotes, level + 1))
    return element

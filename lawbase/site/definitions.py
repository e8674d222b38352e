"""An edition's definitions: the page, and `definitions.js` for explaining terms where they are used.

The page links to the same definitions in the other editions (the glossary). `definitions.js` holds
every definition of the edition rendered once, for site.js to open in place when a reader follows a
defined term on any page of the edition; the pages themselves only link to the definition.
"""

from __future__ import annotations

import json
from typing import Iterator

from lxml import etree
from lxml.html import builder as E

from ..graph import Kind
from ..urls import DEFINITIONS_PAGE
from .context import SiteContext
from .frame import document
from .matter import matter_page
from .render import relative
from .text import PageText, terms_script


def pages(context: SiteContext) -> Iterator[tuple[str, bytes]]:
    for edition in context.editions:
        root = context.graph.by_key.get((edition, "definitions"))
        if root is None or root["parent"]:
            continue
        here = f"{edition}/{DEFINITIONS_PAGE}"
        words = context.strings_of(edition)
        glossary = E.P(E.A(words["glossary_link"], href=relative(here, "glossary.html"), hreflang="en"))
        page = matter_page(context, edition, DEFINITIONS_PAGE, words["definitions"], [root], before=[glossary])
        yield page.here, document(page)
        yield terms_script(edition), definitions_script(context, edition)


def definitions_script(context: SiteContext, edition: str) -> bytes:
    """`window.LAWBASE_DEFINITIONS = {strings, terms: {url: [term, html]}}`; links in the html are
    relative to the edition's folder, where every page that uses it lives."""
    words = context.strings_of(edition)
    text = PageText(context, terms_script(edition), words, terms=False, marker_ids=False)
    terms = {}
    for node in context.graph.by_edition[edition]:
        if node["kind"] != Kind.DEFINITION:
            continue
        holder = E.DIV()
        text.render(holder, node)
        for part in context.graph.children.get(node["id"], []):  # "Kara": its two kinds, which its text only announces
            if part["kind"] == Kind.DEFINITION:
                holder.extend(named_part(text, part))
        body = "".join(etree.tostring(child, encoding="unicode", method="html") for child in holder)
        terms[node["url"].split("/", 1)[1]] = [node.get("term") or node["title"], body]
    payload = {"strings": {key: words[key] for key in ("definitions", "close")}, "terms": terms}
    return ("window.LAWBASE_DEFINITIONS = " + json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
            + ";\n").encode("utf-8")


def named_part(text: PageText, part: dict) -> list:
    """A definition's part as the card shows it: its term in bold before its text, in the text's first paragraph."""
    rendered = E.DIV()
    text.render(rendered, part)
    term = E.B(part.get("term") or part["title"])
    first = rendered[0] if len(rendered) and rendered[0].tag == "p" else None
    if first is None:
        return [E.P(term), *rendered]
    term.tail = " " + (first.text or "")
    first.text = None
    first.insert(0, term)
    return list(rendered)

"""The frame around every page: head, skip link, site header, the main text, what a printout names.

One search box per page: the header's, or the page's own on the home and search pages. The header
box of a page in Polish, Czech or Russian carries the language, so the search page answers in it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from lxml import etree
from lxml.html import builder as E

from .render import relative
from .strings import DEFAULT, Strings, strings

SITE_SCRIPT = "site.js"


@dataclass
class Page:
    """What a page module makes: the frame fills in the rest."""

    here: str  # the page's path from the site root
    title: str
    lang: str
    main: etree._Element
    crumbs: list[tuple[str, str]] = field(default_factory=list)  # (label, url from the root; "" for here)
    search_box: bool = True
    scripts: list[str] = field(default_factory=list)
    data: list[etree._Element] = field(default_factory=list)  # script elements holding JSON for our scripts
    description: str = ""


def document(page: Page) -> bytes:
    """The page as a whole HTML document, serialised deterministically."""
    words = strings(page.lang)
    here = page.here
    head = E.HEAD(E.META(charset="utf-8"), E.META(name="viewport", content="width=device-width, initial-scale=1"),
                  E.META(name="color-scheme", content="light dark"), E.TITLE(page.title),
                  E.LINK(rel="stylesheet", href=relative(here, "style.css")))
    if page.description:
        head.append(E.META(name="description", content=page.description))
    page.main.set("id", "main")
    page.main.set("tabindex", "-1")  # the skip link moves the focus, not only the view
    body = E.BODY(E.A(words["skip"], href="#main", **{"class": "skip"}), header(page, words),
                  print_line(page, words), page.main, *page.data)
    for script in [SITE_SCRIPT, *page.scripts]:
        element = etree.SubElement(body, "script", src=relative(here, script))
        element.text = ""
    html = E.HTML(head, body, lang=page.lang)
    return etree.tostring(html, doctype="<!DOCTYPE html>", encoding="utf-8", method="html")


def header(page: Page, words: Strings):
    """Home, the trail to this page and the search box."""
    nav = E.NAV(E.CLASS("site"), {"aria-label": words["site_nav"]})
    trail = E.OL(E.CLASS("crumbs"))
    trail.append(E.LI(E.A("lawbase", href=relative(page.here, "index.html"), translate="no")))
    for label, url in page.crumbs:
        if url:
            trail.append(E.LI(E.A(label, href=relative(page.here, url))))
        else:
            trail.append(E.LI(E.SPAN(label, {"aria-current": "page"})))
    nav.append(trail)
    if page.search_box:
        nav.append(search_form(page.here, words, "quick-search"))
    return E.HEADER(nav)


def search_form(here: str, words: Strings, css: str, extra=()) -> etree._Element:
    """A search box sending to the search page; in a language other than English it asks the search
    page to answer in that language."""
    form = E.FORM(E.CLASS(css), action=relative(here, "search.html"), method="get", role="search",
                  **{"aria-label": words["search_label"]})
    box = E.INPUT(type="search", name="q", placeholder=words["search_placeholder"], autocomplete="off",
                  **{"aria-label": words["search_label"]})
    form.append(box)
    form.extend(extra)
    if words.language != DEFAULT:
        form.append(E.INPUT(type="hidden", name="ui", value=words.language))
    form.append(E.BUTTON(words["search"], type="submit"))
    return form


def print_line(page: Page, words: Strings):
    """What a printout says about itself: the page (its edition), its address and the printing date;
    site.js puts the full address and the date in when the page is printed."""
    return E.P(E.CLASS("print-only"), page.title, " · ", E.SPAN(page.here, E.CLASS("address"), translate="no"),
               " · ", E.SPAN(E.CLASS("printed"), {"data-template": words["printed_on"]}))


def json_script(element_id: str, payload: dict):
    """Data for our scripts, as JSON that cannot close its script element."""
    element = etree.Element("script", type="application/json", id=element_id)
    element.text = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    return element

"""The frame around every page: head, skip link, site header, the main text, what a printout names.

One search box per page: the header's, or the page's own on the home and search pages. The header
box of a page in Polish, Czech or Russian carries the language, so the search page answers in it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import orjson
from lxml import etree
from lxml.html import builder as E

from ..phrases import Parts, Say, english, said as said_in
from .render import relative
from ..ui_strings import DEFAULT, Strings, languages, strings

READER_SCRIPT = "reader-language.js"  # before site.js and a page's own scripts, which read the language said
SITE_SCRIPT = "site.js"
READER_STRINGS = "ui-strings.js"  # every language's interface strings, for the pages that span languages
TITLE_END = " — lawbase"


@dataclass
class Page:
    """What a page module makes: the frame fills in the rest."""

    here: str  # the page's path from the site root
    title: str | Say  # a Say: a page that spans languages, its title said in the reader's (reader-language.js)
    lang: str
    main: etree._Element
    crumbs: list[tuple[str | Say, str]] = field(default_factory=list)  # (label, url from the root; "" for here)
    search_box: bool = True
    scripts: list[str] = field(default_factory=list)
    data: list[etree._Element] = field(default_factory=list)  # script elements holding JSON for our scripts
    description: str = ""
    spoken: bool = False  # every string of the page marked (`spoken`): reader-language.js says it in the reader's
    readers: tuple[str, ...] = ()  # a page spanning languages: the reader's languages it offers in its header


def document(page: Page) -> bytes:
    """The page as a whole HTML document, serialised deterministically."""
    words = strings(page.lang)
    here = page.here
    title = titled(E.TITLE(), page)
    head = E.HEAD(E.META(charset="utf-8"), E.META(name="viewport", content="width=device-width, initial-scale=1"),
                  E.META(name="color-scheme", content="light dark"), title,
                  E.LINK(rel="stylesheet", href=relative(here, "style.css")))
    if page.description:
        head.append(E.META(name="description", content=page.description))
    page.main.set("id", "main")
    page.main.set("tabindex", "-1")  # the skip link moves the focus, not only the view
    body = E.BODY(E.A(words["skip"], href="#main", **{"class": "skip", "data-ui": "skip"}), header(page, words),
                  print_line(page, words), page.main, *page.data)
    if page.spoken:  # a page spanning languages, said in the reader's by reader-language.js, from these strings
        etree.SubElement(body, "script", src=relative(here, READER_STRINGS)).text = ""
    for script in [READER_SCRIPT, SITE_SCRIPT, *page.scripts]:
        element = etree.SubElement(body, "script", src=relative(here, script))
        element.text = ""
        if script == READER_SCRIPT:  # the languages it may say a page in or keep as the reader's (?ui=de: none)
            element.set("data-languages", " ".join(languages()))
    html = E.HTML(head, body, lang=page.lang)
    return etree.tostring(html, doctype="<!DOCTYPE html>", encoding="utf-8", method="html")


def header(page: Page, words: Strings):
    """Home, the trail to this page and the search box."""
    nav = E.NAV(E.CLASS("site"), {"aria-label": words["site_nav"], "data-ui-label": "site_nav"})
    trail = E.OL(E.CLASS("crumbs"))
    trail.append(E.LI(E.A("lawbase", href=relative(page.here, "index.html"), translate="no")))
    for label, url in page.crumbs:
        link = E.A(href=relative(page.here, url)) if url else E.SPAN({"aria-current": "page"})
        trail.append(E.LI(spoken(link, [label])))
    nav.append(trail)
    if page.readers:
        nav.append(reader_choice(page.readers))
    if page.search_box:
        nav.append(search_form(page.here, words, "quick-search"))
    return E.HEADER(nav)


def reader_choice(readers: tuple[str, ...]):
    """The reader's language, each named in itself: a link to this page in it (`?ui=pl`, which reader-language.js
    remembers for the tab as the reader's, and points at this page's address as it is now). English,
    the page as written, is current until reader-language.js says the page in another."""
    words = strings(DEFAULT)
    return E.NAV(E.CLASS("languages"), language_links(readers, DEFAULT), {"aria-label": words["interface_language"],
                                                                         "data-ui-label": "interface_language"})


def language_links(readers: tuple[str, ...], current: str = "") -> etree._Element:
    """A link to this page in each reader's language, named in itself, `current` marked current (reader-language.js
    marks the language the page is said in: in the header and in compare_line's menu, which only a script shows)."""
    listing = E.UL()
    for language in readers:
        link = E.A(strings(language)["language_name"], href=f"?ui={language}", lang=language, hreflang=language)
        if language == current:
            link.set("aria-current", "true")
        listing.append(E.LI(link))
    return listing


def search_form(here: str, words: Strings, css: str, extra=()) -> etree._Element:
    """A search box sending to the search page; in a language other than English it asks the search
    page to answer in that language."""
    form = E.FORM(E.CLASS(css), action=relative(here, "search.html"), method="get", role="search",
                  **{"aria-label": words["search_label"], "data-ui-label": "search_label"})
    box = E.INPUT(type="search", name="q", placeholder=words["search_placeholder"], autocomplete="off",
                  **{"aria-label": words["search_label"], "data-ui-label": "search_label",
                     "data-ui-placeholder": "search_placeholder"})
    form.append(box)
    form.extend(extra)
    if words.language != DEFAULT:  # (on a page spanning languages, reader-language.js adds the reader's)
        form.append(E.INPUT(type="hidden", name="ui", value=words.language))
    form.append(E.BUTTON(words["search"], type="submit", **{"data-ui": "search"}))
    return form


def print_line(page: Page, words: Strings):
    """What a printout says about itself: the page (its edition), its address and the printing date;
    site.js puts the full address and the date in when the page is printed (a page spanning languages
    in the reader's)."""
    title = titled(E.SPAN(), page)
    printed = E.SPAN(E.CLASS("printed"), {"data-template": words["printed_on"], "data-ui-template": "printed_on"})
    return E.P(E.CLASS("print-only"), title, " · ", E.SPAN(page.here, E.CLASS("address"), translate="no"), " · ",
               printed)


def titled(element: etree._Element, page: Page) -> etree._Element:
    """The page's title as the element's text; a `Say` marked, site.js saying it again with " — lawbase"."""
    if not isinstance(page.title, Say):
        element.text = page.title
        return element
    element.text = english([page.title]) + TITLE_END
    element.set("data-ui-after", TITLE_END)
    return mark(element, page.title)


def spoken(element: etree._Element, parts: Parts, words: Strings | None = None) -> etree._Element:
    """The parts as the element's content, in English (an edition's page: in its language, `words`): plain text as
    it is; a `Say` alone is the element's own (marked data-ui and its values, as the search page's strings are),
    else each in a span of its own."""
    def text(said: Parts) -> str:
        return english(said) if words is None else said_in(said, words)

    if len(parts) == 1 and isinstance(parts[0], Say):
        element.text = text(parts)
        return mark(element, parts[0])
    for part in parts:
        if isinstance(part, Say):
            element.append(mark(E.SPAN(text([part])), part))
        elif len(element):
            element[-1].tail = (element[-1].tail or "") + part
        else:
            element.text = (element.text or "") + part
    return element


def mark(element: etree._Element, phrase: Say, attribute: str = "data-ui") -> etree._Element:
    """The element says the phrase (`data-ui`: as its text; `data-ui-title`: as its title)."""
    element.set(attribute, phrase.key)
    if phrase.values:
        values = {name: [[part.key] if isinstance(part, Say) else part for part in value] if isinstance(value, tuple)
                  else value for name, value in phrase.values}  # a name's parts: its phrases as [key]
        element.set("data-ui-values", compact_json(values))
    return element


def said_parts(parts: Parts) -> list:
    """Parts as a script says them again in the reader's language: plain text as it is, a `Say` as `[key]`."""
    return [[part.key] if isinstance(part, Say) else part for part in parts]


def json_script(element_id: str, payload: dict):
    """Data for our scripts, as JSON that cannot close its script element."""
    element = etree.Element("script", type="application/json", id=element_id)
    element.text = compact_json(payload).replace("</", "<\\/")
    return element


def compact_json(value) -> str:
    """The JSON `json.dumps(value, ensure_ascii=False, separators=(",", ":"))` writes, made by orjson: a page writes
    one for each phrase said in the reader's language and each Law's links, thousands a build."""
    return orjson.dumps(value).decode("utf-8")

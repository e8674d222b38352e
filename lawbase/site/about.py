"""The about page, for a reader, in the reader's language (reader-language.js, as the other pages spanning
languages): what the site is, its editions and their sources, how to use it; a link to the README, English, for
developers, on a page of its own, its tables and code in boxes that scroll sideways on a phone (a Polish director
found the about page full of the sessions' figures, which a player does not want)."""

from __future__ import annotations

from typing import Iterator

from lxml.html import builder as E
from lxml.html import fragment_fromstring

from ..phrases import say
from ..readme_page import readme_html
from ..urls import CONTENTS_PAGE
from .context import SiteContext
from .frame import Page, document, spoken
from ..ui_strings import DEFAULT, strings

HERE = "about.html"
README_PAGE = "readme.html"


def pages(context: SiteContext) -> Iterator[tuple[str, bytes]]:
    yield HERE, document(about_page(context))
    yield README_PAGE, document(readme_page(context))


def about_page(context: SiteContext) -> Page:
    """What a reader needs: the site, its editions (each named, its title in its own language, its source file),
    how to use it and where the guide is; the README last, for developers."""
    main = E.MAIN(E.CLASS("about"), spoken(E.H1(), [say("about_title")]), spoken(E.P(), [say("about_what")]),
                  spoken(E.H2(), [say("about_editions")]))
    editions = E.UL(E.CLASS("about-editions"))
    for edition, info in context.editions.items():
        title = E.SPAN(info["title"], lang=context.language(edition))
        link = spoken(E.A(href=f"{edition}/{CONTENTS_PAGE}"), context.edition_name(edition))
        editions.append(E.LI(link, " — ", title, " (", E.CODE(info["file"], translate="no"), ")"))
    main.append(editions)
    guide = spoken(E.A(href=strings(DEFAULT)["guide_page"], **{"data-ui-href": "guide_page"}), [say("guide")])
    main.extend([spoken(E.H2(), [say("about_use")]), E.P(spoken(E.SPAN(), [say("about_use_text")]), " ", guide)])
    main.append(E.P(spoken(E.A(href=README_PAGE, hreflang="en"), [say("about_developers")])))
    return Page(HERE, say("about_title"), "en", main, [(say("about_title"), "")], spoken=True,
                readers=context.reader_languages)


def readme_page(context: SiteContext) -> Page:
    """The README, English whatever the frame is said in."""
    main = E.MAIN(E.CLASS("about"), lang="en")
    wrapper = fragment_fromstring(readme_html(context.readme, context.cache), create_parent="div")
    heading, names = "", set()
    for element in list(wrapper):
        if element.tag in ("h1", "h2", "h3", "h4"):
            heading = element.text_content().strip()
        for link in element.iter("a"):
            if not link.get("href", "").startswith("#"):
                link.tag = "span"  # the README's links point into the repository, not the site
                link.attrib.clear()
        if element.tag in ("table", "pre"):
            element = scroll_box(element, heading, names)
        main.append(element)
    crumbs = [(say("about_title"), HERE), (say("readme_title"), "")]
    return Page(README_PAGE, say("readme_title"), "en", main, crumbs, spoken=True, readers=context.reader_languages)


def scroll_box(element, heading: str, names: set[str]):
    """A wide table or code block in a box of its own that scrolls (and takes the focus, so that a
    keyboard can scroll it), named by the heading above it and its header row or first line; a
    screen reader lists these regions as landmarks, so no two share a name (`names`: those given)."""
    if element.tag == "table":
        what = " · ".join(cell.text_content().strip() for cell in element.iter("th"))
    else:
        what = element.text_content().strip().split("\n")[0]
    name = f"{heading}: {what}"[:80] if heading else what[:80]
    base, count = name, 1
    while name in names:
        count += 1
        name = f"{base} ({count})"
    names.add(name)
    return E.DIV(E.CLASS("scroll"), element, tabindex="0", role="region", **{"aria-label": name})

"""The about page: the README, its tables and code in boxes that scroll sideways on a phone; the README is
English, the frame around it speaks the reader's language (reader-language.js), as the other pages spanning
languages do."""

from __future__ import annotations

from typing import Iterator

from lxml.html import builder as E
from lxml.html import fragment_fromstring

from ..phrases import say
from ..readme_page import readme_html
from .context import SiteContext
from .frame import Page, document

HERE = "about.html"


def pages(context: SiteContext) -> Iterator[tuple[str, bytes]]:
    main = E.MAIN(E.CLASS("about"), lang="en")  # English whatever the frame is said in
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
    page = Page(HERE, say("about_title"), "en", main, [(say("about_title"), "")], spoken=True,
                readers=context.reader_languages)
    yield HERE, document(page)


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

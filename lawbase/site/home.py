"""The home page: what lawbase is, the one search box, the editions, the pages that span them."""

from __future__ import annotations

from typing import Iterator

from lxml.html import builder as E

from ..phrases import say
from ..urls import CONTENTS_PAGE
from .contents import edition_facts
from .context import SiteContext
from .frame import Page, document, search_form, spoken
from ..ui_strings import strings


def pages(context: SiteContext) -> Iterator[tuple[str, bytes]]:
    """Every string marked (`frame.spoken`): reader-language.js says the page in the reader's language."""
    here = CONTENTS_PAGE
    words = strings("en")
    choose = E.SELECT(name="edition", **{"aria-label": words["edition"], "data-ui-label": "edition"})
    choose.append(spoken(E.OPTION(value=""), [say("all_editions")]))
    for edition in context.editions:  # an option holds text alone: its name one phrase (said again in JS)
        choose.append(spoken(E.OPTION(value=edition), [say("edition_choice", name=context.edition_name(edition))]))
    main = E.MAIN(spoken(E.H1(), [say("home_title")]), spoken(E.P(), [say("home_intro")]),
                  search_form(here, words, "big-search", extra=[choose]))
    main.append(spoken(E.H2(), [say("editions")]))
    listing = E.UL(E.CLASS("editions"))
    for edition, info in context.editions.items():
        _, *facts = edition_facts(context, edition)  # named in the reader's language, not its own ("polski")
        line = spoken(E.P(E.CLASS("facts")), context.edition_name(edition))
        line.append(E.SPAN(edition, translate="no"))
        line[-2].tail = (line[-2].tail or "") + " · "
        listing.append(E.LI(E.A(info["title"], href=f"{edition}/{CONTENTS_PAGE}", lang=info["language"]),
                            spoken(line, [part for fact in facts for part in (" · ", fact)]),
                            **{"data-language": info["language"]}))
    main.append(listing)
    main.append(E.UL(E.CLASS("more"), E.LI(spoken(E.A(href="compare/index.html"), [say("compare_all")])),
                     E.LI(spoken(E.A(href="glossary.html"), [say("glossary")])),
                     E.LI(spoken(E.A(href=words["guide_page"], **{"data-ui-href": "guide_page"}), [say("guide")])),
                     E.LI(spoken(E.A(href="about.html"), [say("about")]))))
    page = Page(here, say("home_title"), "en", main, search_box=False,
                description="The Laws of Duplicate Bridge in Polish, Czech and Russian", spoken=True,
                readers=context.reader_languages)
    yield here, document(page)

"""The home page: what lawbase is, the one search box, the editions, the pages that span them."""

from __future__ import annotations

from typing import Iterator

from lxml.html import builder as E

from ..urls import CONTENTS_PAGE
from .contents import edition_facts
from .context import SiteContext
from .frame import Page, document, search_form
from .strings import strings


def pages(context: SiteContext) -> Iterator[tuple[str, bytes]]:
    here = CONTENTS_PAGE
    words = strings("en")
    choose = E.SELECT(name="edition", **{"aria-label": words["edition"]})
    choose.append(E.OPTION(words["all_editions"], value=""))
    for edition in context.editions:
        choose.append(E.OPTION(edition, value=edition))
    main = E.MAIN(E.H1(words["home_title"]), E.P(words["home_intro"]),
                  search_form(here, words, "big-search", extra=[choose]))
    main.append(E.H2(words["editions"]))
    listing = E.UL(E.CLASS("editions"))
    for edition, info in context.editions.items():
        language, *facts = edition_facts(context, edition, words)
        listing.append(E.LI(E.A(info["title"], href=f"{edition}/{CONTENTS_PAGE}", lang=info["language"]),
                            E.P(E.SPAN(edition, translate="no"), " · ", E.SPAN(language, lang=info["language"]),
                                " · " + " · ".join(facts), E.CLASS("facts"))))
    main.append(listing)
    main.append(E.UL(E.CLASS("more"), E.LI(E.A(words["compare_all"], href="compare/index.html")),
                     E.LI(E.A(words["glossary"], href="glossary.html")), E.LI(E.A(words["about"], href="about.html"))))
    page = Page(here, "lawbase — " + words["home_title"], "en", main, search_box=False,
                description="The Laws of Duplicate Bridge in Polish, Czech and Russian")
    yield here, document(page)

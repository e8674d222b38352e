"""A phone's slim line on a comparison page, shown by compare-line.js once the column chooser has left the screen: a
reader deep in a Law's comparison had the list of comparisons, the search, the language and the columns some 7,000 px
above (the header sticks on wide screens only). Said in the reader's language as the rest of the page."""

from __future__ import annotations

from lxml.html import builder as E

from ..phrases import english, say
from .frame import language_links, mark, spoken
from ..ui_strings import DEFAULT


def reading_line(readers: tuple[str, ...]):
    """The list of comparisons and the search, then two menus: the reader's language (as the header offers it) and
    the columns (compare-line.js fills it with a box for each of the chooser's)."""
    line = mark(E.NAV(E.CLASS("compare-line"), **{"aria-label": english([say("compare_line")])}), say("compare_line"),
                "data-ui-label")
    line.append(E.A(E.SPAN("‹ ", **{"aria-hidden": "true"}), spoken(E.SPAN(), [say("line_laws")]), href="index.html",
                    **{"class": "line-laws"}))
    line.append(spoken(E.A(href="../search.html"), [say("search")]))
    code = E.SPAN(DEFAULT.upper(), E.CLASS("line-code"), **{"aria-hidden": "true"})  # the language the page is said in
    line.append(E.DETAILS(E.CLASS("line-menu"), E.SUMMARY(spoken(E.SPAN(E.CLASS("visually-hidden")),
                                                                [say("interface_language")]), code),
                          language_links(readers, DEFAULT)))
    line.append(E.DETAILS(E.CLASS("line-menu line-columns"), spoken(E.SUMMARY(), [say("columns")]),
                          E.DIV(E.CLASS("line-panel"))))
    return line

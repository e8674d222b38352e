"""The notes at the head of a comparison page (`ComparePage`): which Laws the editions are, whose numbering the rows
follow, an edition's amendments; said of the columns shown (compare.js hides a note's editions with their columns)."""

from __future__ import annotations

from dataclasses import replace

from lxml.html import builder as E

from ..phrases import Parts, Say, english, say
from .context import SiteContext
from .frame import mark, spoken


def note_item(context: SiteContext, note: Parts):
    """A note of the head, marked for compare.js to say it of the columns shown (a translator's review: with the
    Czech column hidden, "Different Laws: Polish, 2017 · Czech, 2007 · Russian, 2017" stood above two texts of
    the 2017 Laws): each edition the different Laws' note lists in a span with its Laws' year (`data-laws`),
    the note hidden where the shown ones are of one year; a note of one edition (its amendments, the Laws it
    holds) with that edition (`data-edition`), hidden with its column."""
    named = named_editions(context, note)
    if not note or note[0] != say("different_laws"):
        editions = {said for part in note if isinstance(part, Say) for name, said in part.values
                    if name == "edition" and isinstance(said, str)}
        item = spoken(E.LI(), named)
        if len(editions) == 1:
            item.set("data-edition", editions.pop())
        return item
    item = spoken(E.LI(**{"data-laws-note": ""}), named[:2])
    for number, part in enumerate(part for part in note if isinstance(part, Say) and part.key.startswith("edition_is_")):
        edition = dict(part.values)["edition"]
        listed = spoken(E.SPAN(**{"data-edition": edition,
                                  "data-laws": str(context.graph.editions[edition]["laws_year"])}),
                        list(context.edition_name(edition)))
        if number:
            listed.insert(0, E.SPAN(" · ", E.CLASS("sep")))
        item.append(listed)
    item[-1].tail = "; "
    for part in [part for part in named if isinstance(part, Say) and part.key == "rows_follow"]:
        item.append(mark(E.SPAN(english([part])), part))
    return item


def named_editions(context: SiteContext, note: Parts) -> Parts:
    """A note's or a row's editions by their names, as the columns' heads (the command keeps the codes its
    columns are headed by)."""
    def value(name: str, said: str | tuple):
        if name == "edition" and isinstance(said, tuple):  # several editions' codes between "; "
            return tuple(part for code in said for part in (value(name, code) if code in context.editions
                                                               else (code,)))
        return tuple(context.edition_name(said)) if name == "edition" and said in context.editions else said

    if note and note[0] == say("different_laws"):  # a name says its Laws' year (and a draft): "Polish, 2017", not "…is the 2017 Laws"
        editions = [dict(part.values)["edition"] for part in note if isinstance(part, Say) and part.key.startswith("edition_is_")]
        listed: Parts = [say("different_laws"), " "]
        for number, edition in enumerate(editions):
            listed += ([" · "] if number else []) + list(context.edition_name(edition))
        note = listed + ["; "] + [part for part in note if isinstance(part, Say) and part.key == "rows_follow"]
    return [replace(part, values=tuple((name, value(name, said)) for name, said in part.values))
            if isinstance(part, Say) else part for part in note]

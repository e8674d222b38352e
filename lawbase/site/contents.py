"""An edition's contents page and its front matter (title page, preface, introduction).

The contents list the Laws, grouped under the parts the text prints (`chapters.toml`: only the 1997
chapter has parts; the 2007 and 2017 Laws have none), after the facts of the edition in its own
language and links to its front matter, definitions and index.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Iterator

from lxml.html import builder as E

from ..graph import Kind
from ..manifest import draft_key
from ..phrases import Parts, Say, amended_law, say
from ..profiles import load_profile
from ..urls import CONTENTS_PAGE, DEFINITIONS_PAGE, FRONT_PAGE, INDEX_PAGE
from .context import SiteContext
from .frame import Page, document, spoken
from .render import relative
from .text import PageText
from .matter import matter_page

CHAPTERS = Path(__file__).with_name("chapters.toml")


@cache
def parts_of(edition: str) -> list[tuple[int, str]]:
    """(first Law, title) of each part the edition's text prints."""
    table = tomllib.loads(CHAPTERS.read_text(encoding="utf-8"))
    return [(part["first"], part["title"]) for part in table.get(edition, [])]


def pages(context: SiteContext) -> Iterator[tuple[str, bytes]]:
    for edition in context.editions:
        page = contents_page(context, edition)
        yield page.here, document(page)
        roots = [node for node in context.graph.children.get(None, []) if node["edition"] == edition]
        front = [node for node in roots if node["kind"] == Kind.FRONT_MATTER
                 and node["key"] not in ("definitions", "index")]
        if front:
            page = matter_page(context, edition, FRONT_PAGE, front_name(context, edition), front)
            yield page.here, document(page)


def front_name(context: SiteContext, edition: str) -> str:
    """The front matter's name: a chapter's own heading where that is all there is (pl-1997)."""
    chapter = context.graph.by_key.get((edition, "chapter"))
    named = [node for node in context.graph.children.get(None, []) if node["edition"] == edition
             and node["kind"] == Kind.FRONT_MATTER and node["key"] not in ("definitions", "index")]
    if chapter is not None and named == [chapter]:
        return chapter["title"]
    return context.strings_of(edition)["front_matter"]


def edition_facts(context: SiteContext, edition: str) -> Parts:
    """[`polski`, `przepisy z 2017 r.`, `pełny tekst`, `ze zmianami z 2024 r. (przepisy 73, 89)`,
    `przepisy 1–93`] as phrases, said in the page's language: the language's own name first (it is in
    that language whatever the page's)."""
    info = context.editions[edition]
    facts: Parts = [load_profile(info["language"]).name, say("laws_of_year", year=info["laws_year"]),
                    say(f"kind_{info['kind']}")]
    if info.get("draft"):  # "a draft, not in force", "a draft translation, not approved"
        facts.append(say(draft_key(info)))
    if context.superseded(edition):  # cs-2007, pl-1997
        facts.append(say("superseded", newest=context.superseded(edition)))
    if info.get("base"):
        facts.append(say("notes_on", edition=context.edition_name(info["base"])))
    if info.get("numbering") and info["numbering"] != info["laws_year"]:  # the notes quote the 2007 Laws' keys
        facts.append(say("numbered_as", year=info["numbering"]))
    if info.get("amended"):
        facts.append(say("amended", year=info["amended"], laws=", ".join(map(str, info.get("amended_laws", [])))))
    numbers = sorted(law["number"] for law in context.graph.laws[edition])  # the notes stand in their own order
    missing = [n for n in range(numbers[0], numbers[-1] + 1) if n not in numbers] if numbers else []
    if numbers and not missing:
        facts.append(say("laws_range", first=numbers[0], last=numbers[-1]))
    elif numbers and len(missing) < len(numbers):  # a text that lost a Law: "Laws 1–93 except 17"
        facts.append(say("laws_except", first=numbers[0], last=numbers[-1], missing=", ".join(map(str, missing))))
    elif numbers:
        facts.append(say("laws_numbers", laws=", ".join(map(str, numbers))))
    return facts


def contents_page(context: SiteContext, edition: str) -> Page:
    here = f"{edition}/{CONTENTS_PAGE}"
    info = context.editions[edition]
    words = context.strings_of(edition)
    facts = [piece for position, part in enumerate(edition_facts(context, edition)) for piece in  # in the reader's
             [" · "] * bool(position) + [spoken(E.SPAN(E.CLASS("laws-range")), [part], words)  # one line: style.css
                                        if getattr(part, "key", None) == "laws_range" else
                                        spoken(E.SPAN(), [part], words) if isinstance(part, Say) else part]]
    main = E.MAIN(E.H1(info["title"]), E.P(*facts, E.CLASS("facts")),
                  E.P(E.A(words["guide"], href=relative(here, words["guide_page"])), E.CLASS("guide-link")))
    matter = E.UL(E.CLASS("matter"))
    for page_name, name in ((FRONT_PAGE, front_name(context, edition)), (DEFINITIONS_PAGE, "definitions"),
                            (INDEX_PAGE, "index")):
        if context.has_page(edition, page_name):
            said_again = {"data-ui": name} if page_name != FRONT_PAGE else {}  # (the front matter: its own title)
            matter.append(E.LI(E.A(words[name] if said_again else name, href=page_name, **said_again)))
    if len(matter):
        main.append(matter)
    main.append(E.H2(words["contents"], **{"data-ui": "contents"}))
    laws = context.laws(edition)
    text = PageText(context, here, words, terms=False)
    parts = parts_of(edition)
    if not parts:
        main.append(law_list(text, info, laws))
    for position, (first, title) in enumerate(parts):
        last = parts[position + 1][0] if position + 1 < len(parts) else None
        members = [law for law in laws if law["number"] >= first and (last is None or law["number"] < last)]
        main.append(E.H3(title))
        main.append(law_list(text, info, members))
    return Page(here, info["title"], words.language, main, [(info["title"], "")])


def law_list(text: PageText, edition: dict, laws: list[dict]):
    """The Laws as their pages head them: a recovered number and a word typed in two alphabets flagged; a
    note with nothing but its heading said so, and a Law the edition carries amended."""
    listing = E.OL(E.CLASS("laws"))
    for law in laws:
        recovered = text.recovered_mark(law, control=False, keyed=True)  # in a link: flagged, explained on its page
        number = E.SPAN(law["key"], *([recovered] if recovered is not None else []), E.CLASS("lawno"))
        title = E.SPAN(*text.title(law))  # underlined apart from the number: the space between them is not
        item = E.LI(E.A(number, " ", title, href=law["url"].split("/", 1)[1]))
        if law.get("empty"):  # a note printed as its heading alone, said before it is opened
            item.append(E.SPAN(" · ", E.SPAN(text.words["empty_note_short"], **{"data-ui": "empty_note_short"}),
                               E.CLASS("hint")))
        if amended_law(edition, law):  # pl-2017's 73 and 89: the 2024 text
            item.append(E.SPAN(" · ", spoken(E.SPAN(), [say("amended_law_short", year=edition["amended"])], text.words),
                               E.CLASS("hint")))
        listing.append(item)
    return listing

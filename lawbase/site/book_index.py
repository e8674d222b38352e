"""An edition's back-of-book index: every entry's targets are links, and a bar of its letters.

Main entries are grouped under their first letter in the language's alphabet (Czech `Ch` is one
letter), each group headed and reachable from the bar at the top.
"""

from __future__ import annotations

from typing import Iterator

from lxml.html import builder as E

from ..amendments import numbered_anew
from ..graph import Kind
from ..profiles import load_profile
from ..urls import CONTENTS_PAGE, INDEX_PAGE
from .context import SiteContext
from .frame import Page, document
from .render import append_text
from .text import PageText


def pages(context: SiteContext) -> Iterator[tuple[str, bytes]]:
    for edition in context.editions:
        root = context.graph.by_key.get((edition, "index"))
        if root is not None and not root["parent"]:
            page = index_page(context, edition, root)
            yield page.here, document(page)


def first_letter(title: str, alphabet: tuple[str, ...]) -> str:
    lowered = title.lower()
    for letter in sorted((letter for letter in alphabet if len(letter) > 1), key=len, reverse=True):
        if lowered.startswith(letter):
            return letter.capitalize()
    return title[:1].upper()


def index_page(context: SiteContext, edition: str, root: dict) -> Page:
    here = f"{edition}/{INDEX_PAGE}"
    words = context.strings_of(edition)
    alphabet = load_profile(context.language(edition)).alphabet
    section = E.SECTION(E.CLASS("index"), id=root["key"])
    text = PageText(context, here, words, terms=False)
    text.render(section, root)
    bar = E.UL(E.CLASS("letters"))
    seen: set[str] = set()
    for entry in context.graph.children.get(root["id"], []):
        letter = first_letter(entry["title"], alphabet)
        if letter.isalpha() and letter not in seen:
            seen.add(letter)
            anchor = f"letter-{letter}"
            section.append(E.H2(letter, id=anchor, **{"class": "letter"}))
            bar.append(E.LI(E.A(letter, href=f"#{anchor}")))
        section.append(index_entry(text, entry))
    main = E.MAIN(E.H1(words["index"], **{"data-ui": "index"}), lang=context.language(edition))
    if len(bar):
        main.append(E.NAV(E.CLASS("letters"), bar, {"aria-label": words["index_letters"], "data-ui-label": "index_letters"}))
    main.append(section)
    info = context.editions[edition]
    crumbs = [(info["title"], f"{edition}/{CONTENTS_PAGE}"), (words["index"], "")]
    return Page(here, f"{words['index']} — {info['title']}", words.language, main, crumbs)


def index_entry(text: PageText, node: dict):
    """An entry: its term and its targets as links, or a cross-entry (`Patrz też X`) to its entry."""
    context, here, words = text.context, text.here, text.words
    graph = context.graph
    element = E.DIV(E.CLASS(f"entry level-{node.get('level', 1)}"), id=node["key"])
    records = [r for r in graph.refs_from.get(node["id"], []) if r["kind"] in ("index", "index-see")]
    if node.get("see"):
        record = records[0] if records else None
        element.append(E.SPAN(node["title"].replace(node["see"], "").strip() + " ", E.CLASS("see")))
        if record and record["target"]:
            element.append(E.A(node["see"], href=context.link(here, graph.by_id[record["target"]])))
        elif record:
            element.extend(unresolved(text, node["see"], text.why_unresolved(record), node["id"]))
        else:
            element.append(E.SPAN(node["see"]))
        return element
    element.append(E.SPAN(*text.title(node), E.CLASS("entry-term")))  # "obowiązкови [sic: obowiązkowi]"
    targets = E.SPAN(E.CLASS("targets"))
    for position, record in enumerate(sorted(records, key=lambda r: r.get("position", 0))):
        if position:
            append_text(targets, ", ")
        if record["target"]:
            target = graph.by_id[record["target"]]
            targets.append(E.A(record["text"], href=context.link(here, target), title=context.label(target, words)))
            for added in amended_pointers(graph, target):  # "73A2 → 73D3": the pauses the index names at 73A2 are
                append_text(targets, " → ")  # 73D3 since 2024, as 73A2's own "(ale patrz przepis 73D3)" says
                targets.append(E.A(added["key"], href=context.link(here, added), title=context.label(added, words)))
            if record.get("crossed"):  # two entries worded as each other's targets (`crossed_entries`): said
                targets.append(E.SPAN(words.format("index_crossed", entry=graph.by_id[record["crossed"]]["title"]),
                                      E.CLASS("crossed-note")))
        else:
            targets.extend(unresolved(text, record["text"], text.why_unresolved(record), f"{node['id']}-{position}"))
            nearest = graph.by_id.get(record.get("nearest") or "")  # 73B2, which the 2024 amendment merged into 73B:
            if nearest is not None:  # the nearest part numbered, as `show 73B2` and the search give it
                append_text(targets, " → ")
                targets.append(E.A(nearest["key"], href=context.link(here, nearest), title=context.label(nearest, words)))
    if len(targets):
        element.append(targets)
    for child in graph.children.get(node["id"], []):
        if child["kind"] == Kind.INDEX_ENTRY:
            element.append(index_entry(text, child))
    return element


def amended_pointers(graph, target: dict) -> list[dict]:
    """The provisions an amendment added (`amendments.numbered_anew`: read from the keys, as this page is made
    before the concordance) that the target's own text points to: pl-2017 73A2's "(ale patrz przepis 73D3)", the
    index, printed before 2024, naming 73A2 for the pauses 73D3 says now."""
    pointed = {record["target"]: graph.by_id[record["target"]] for record in graph.refs_from.get(target["id"], [])
               if record.get("target") and record["target"] != target["id"]}
    return [node for node in pointed.values() if numbered_anew(graph, node)]


def unresolved(text: PageText, shown: str, why: str, key: str) -> list:
    """A target that leads nowhere (pl-2017's "70D3"), its reason opened by a tap as well as in its title."""
    button, note = text.tapped_note(why, "unresolved", key)
    button.text = shown
    return [button, note]

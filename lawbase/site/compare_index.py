"""The list of comparison pages: a row a Law, its title in each edition, the rows that differ, and a jump to
a Law's number; apart from `compare_pages.py`, whose pages it lists (one Law side by side)."""

from __future__ import annotations

from lxml.html import builder as E

from ..compare_rows import Comparison
from ..keys import law_of_key
from ..manifest import carries_amendments
from ..phrases import Say, english, say
from ..typed_keys import browser_grammar
from ..urls import compare_page
from .context import SiteContext
from .frame import Page, json_script, mark, spoken
from .render import relative

INDEX = "compare/index.html"


def listing(comparison: Comparison) -> dict:
    """What the list of comparisons reads of a Law's comparison, kept with its page (`compare_pages.pages`):
    its first row's edition and years, the editions whose Law of the number says another rule there (no
    provision in the first row of Laws that have anchors), how many rows differ and the first of them."""
    first = comparison.rows[0]
    differing = [row.anchor_id for row in comparison.rows if row.differs]
    return {"edition": first.edition, "years": first.years, "differing": len(differing),
            "first_differing": differing[0] if differing else "",
            "elsewhere": [edition for edition, cell in first.cells.items() if not cell.nodes] if first.anchors else []}


def other_law_phrase(context: SiteContext, node: dict, edition: str, years: dict[str, int]) -> tuple[list[dict], Say]:
    """Where the rule of a Law that says another rule than the Law of its number in the anchor's Laws (`edition`,
    the first row's; `years`, its Laws' years by edition) went there, and the phrase saying it: `in the 2017 Laws
    at 72C` (2007 Law 23), `not in the 2017 Laws as amended in 2024` (the old one-line 89 beside the 2024 Law 89),
    `not in the 2017 Laws`."""
    went = context.graph.counterparts(node, edition)[0]
    year, there = years.get(edition, ""), context.graph.editions[edition]
    if went:
        return went, say("index_other_law", year=year, keys=", ".join(n["key"] for n in went))
    if carries_amendments(there, node["key"]):
        return went, say("index_other_law_none_amended", year=year, amended=there["amended"])
    return went, say("index_other_law_none", year=year)


def other_law(context: SiteContext, node: dict, listed: dict):
    """After the title of a Law that says another rule than the Law of its number in the anchor's Laws
    (2007 Law 23, possible damage, beside 2017 Law 23, the comparable call), where its rule went there
    (`→ 72C`, a link to that row), as the comparison's own rows say it; never as if the titles were one Law's."""
    went, phrase = other_law_phrase(context, node, listed["edition"], listed["years"])
    note = mark(E.SPAN(E.CLASS("other-law"), " → " if went else " → —", lang="en"), phrase,
                "data-ui-title")  # its words English until said
    note.set("title", english([phrase]))
    for number, other in enumerate(went):
        link = E.A(other["key"], href=f"{compare_page(law_of_key(other['key'])).split('/', 1)[1]}#{other['key']}")
        if number:
            note[-1].tail = ", "
        note.append(link)
    note.append(mark(E.SPAN(english([phrase]), E.CLASS("visually-hidden")), phrase))
    return note


def index_page(context: SiteContext, keys: list[str], listed: dict[str, dict]) -> Page:
    """On a phone, a row a Law: its number, its title in one edition (the reader's language's first, chosen
    by compare.js; the first edition's without script) and the count; the jump opens a Law's comparison."""
    editions = context.comparer.comparable_editions()
    lead = {edition: {"class": "lead"} if not number else {} for number, edition in enumerate(editions)}
    table = E.TABLE(E.CLASS("stack compare-index"))
    table.append(E.THEAD(E.TR(spoken(E.TH(scope="col"), [say("law")]),
                              *[spoken(E.TH(scope="col", **lead[edition], **{"data-edition": edition}),
                                       context.edition_name(edition)) for edition in editions],
                              spoken(E.TH(scope="col"), [say("rows_differing")]))))
    body = E.TBODY()
    for key in keys:
        row = E.TR(E.TH(spoken(E.A(href=f"law-{key}.html"), [say("law_key", key=key)]), scope="row"))
        summary = listed[key]
        for edition in editions:
            node = context.graph.by_key.get((edition, key))
            cell = E.TD(lang=context.language(edition), **lead[edition],
                        **{"data-label": english(context.edition_name(edition)), "data-edition": edition})
            if node is not None:
                cell.append(E.A(node["title"], href=relative(INDEX, node["url"])))
                if edition in summary["elsewhere"]:
                    cell.append(other_law(context, node, summary))
            else:
                cell.set("class", " ".join(filter(None, [cell.get("class"), "gap"])))
                cell.text = "—"
            row.append(cell)
        differing = summary["differing"]  # which Laws changed, at a glance
        count = mark(E.TD(E.CLASS("count"), **{"data-label": english([say("rows_differing")])}),
                     say("rows_differing"), "data-ui-caption")  # a phone's stacked cell names it
        if differing:
            count.append(E.A(str(differing), href=f"law-{key}.html#{summary['first_differing']}"))
        else:
            count.text = "0"
        row.append(count)
        body.append(row)
    table.append(body)
    main = E.MAIN(E.CLASS("compare-list"), spoken(E.H1(), [say("compare_title")]),
                  spoken(E.P(), [say("compare_intro")]), law_jump(keys), table)
    return Page(INDEX, say("compare_title"), "en", main, [(say("compare_title"), "")], scripts=KEY_SCRIPTS + ["compare.js"],
                spoken=True, readers=context.reader_languages, data=[json_script("law-keys", browser_grammar())])


# the search's reading of a typed key, which the jump reads with the grammar the search reads (`browser_grammar`)
KEY_SCRIPTS = ["search-tokens.js", "search-reading.js", "search-spelling.js", "search-keys.js"]


def law_jump(keys: list[str]):
    """A Law's number, or a key (`72С` in Cyrillic letters, `30B1a`, `Правило 30`), typed opens its Law's comparison
    at its row (compare.js; hidden without script, the list's links lead there too); a Law nothing has is said so in
    the reader's language. Read with the search's grammar (`KEY_SCRIPTS`): "Pravidlo 16 odst. C bod 2" too."""
    missing = say("no_key", key="{key}")
    form = E.FORM(E.CLASS("law-jump"), id="law-jump", hidden="hidden", **{"data-template": english([missing])})
    form = mark(form, missing, "data-ui-template")
    form.append(spoken(E.LABEL(**{"for": "law-jump-key"}), [say("go_to_law")]))
    form.append(E.INPUT(id="law-jump-key", type="text", autocomplete="off", size="12",
                        required="required", placeholder=f"{keys[0]}–{keys[-1]}" if keys else ""))
    form.append(spoken(E.BUTTON(type="submit"), [say("open_law")]))
    return form

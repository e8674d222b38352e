"""The search page: one box, results as you type, the query kept in the address.

The page is English unless the address asks for another language (`ui=pl`, which the header box of
a Polish page sends); search-page.js then puts the strings of that language in, from the table
written here. Searching itself is search-engine.js over search-index.js, loaded once per visit.
"""

from __future__ import annotations

from typing import Iterator

from lxml import etree
from lxml.html import builder as E

from ..profiles import load_profile
from .context import SiteContext
from .frame import Page, document, json_script
from .strings import languages, strings

HERE = "search.html"
SCRIPTS = ["search-index.js", "search-lemmagen.js", "search-vocabulary.js", "search-reading.js", "search-spelling.js", "search-keys.js", "search-engine.js", "search-page.js"]
# the strings search-page.js needs, in every language
PAGE_STRINGS = ("search_title", "search_label", "search_placeholder", "search", "search_hint", "all_languages",
                "all_editions", "language", "edition", "results_one", "results_few", "results_many",
                "results_other", "results_first", "more_results", "read_as", "no_results", "no_key", "no_key_in", "law", "kind_definition",
                "kind_footnote", "notes_on_law", "index", "via_index", "via_footnote", "via_counterpart", "other_rule",
                "other_rule_new", "newer_at", "newer_none", "skip", "site_nav")


def pages(context: SiteContext) -> Iterator[tuple[str, bytes]]:
    words = strings("en")
    form = E.FORM(E.CLASS("big-search"), id="search-form", action=HERE, method="get", role="search",
                  **{"aria-label": words["search_label"], "data-ui-label": "search_label"})
    form.append(E.INPUT(type="search", name="q", id="q", autocomplete="off", placeholder=words["search_placeholder"],
                        **{"aria-label": words["search_label"], "data-ui-label": "search_label",
                           "data-ui-placeholder": "search_placeholder"}))
    languages_box = E.SELECT(name="lang", id="lang", **{"aria-label": words["language"], "data-ui-label": "language"})
    languages_box.append(E.OPTION(words["all_languages"], value="", **{"data-ui": "all_languages"}))
    for language in sorted({info["language"] for info in context.editions.values()}):
        languages_box.append(E.OPTION(load_profile(language).name, value=language, lang=language))
    editions_box = E.SELECT(name="edition", id="edition",
                            **{"aria-label": words["edition"], "data-ui-label": "edition"})
    editions_box.append(E.OPTION(words["all_editions"], value="", **{"data-ui": "all_editions"}))
    for edition in context.editions:
        editions_box.append(E.OPTION(edition, value=edition))
    form.extend([languages_box, editions_box, E.INPUT(type="hidden", name="ui", id="ui", value=""),
                 E.BUTTON(words["search"], type="submit", **{"data-ui": "search"})])
    main = E.MAIN(E.CLASS("search"), E.H1(words["search_title"], **{"data-ui": "search_title"}), form,
                  E.P(words["search_hint"], E.CLASS("hint"), **{"data-ui": "search_hint"}),
                  E.P(id="status", role="status"), E.OL(id="results", **{"class": "results"}),
                  E.BUTTON(words["more_results"], type="button", id="more", hidden="hidden",
                           **{"data-ui": "more_results"}))
    noscript = etree.SubElement(main, "noscript")
    noscript.text = words["needs_script"]
    table = {language: {key: strings(language)[key] for key in PAGE_STRINGS} for language in languages()}
    page = Page(HERE, f"{words['search_title']} — lawbase", "en", main, [(words["search_title"], "")],
                search_box=False, scripts=SCRIPTS, data=[json_script("ui-strings", table)])
    yield HERE, document(page)

"""The search page: one box, results as you type, the query kept in the address.

A page that spans languages (`Page.spoken`): reader-language.js says it in the reader's language - the address's
`ui=pl` (which the header box of a Polish page sends), else the edition read last in the tab, else the
browser's - and search-page.js says its results in it too, ranking the reader's language first.
Searching itself is search-engine.js over search-index.js, loaded once per visit.
"""

from __future__ import annotations

from typing import Iterator

from lxml import etree
from lxml.html import builder as E

from ..phrases import said, say
from ..profiles import load_profile
from .context import SiteContext
from .frame import Page, document, json_script, spoken
from ..ui_strings import strings

HERE = "search.html"
SCRIPTS = ["search-index.js", "search-lemmagen.js", "search-vocabulary.js", "search-tokens.js", "search-reading.js", "search-spelling.js", "search-keys.js", "search-engine.js", "search-sequence.js", "search-page.js"]
# the strings search-page.js says itself, in English here (the other languages: ui-strings.js)
PAGE_STRINGS = ("results_one", "results_few", "results_many", "results_other", "results_first", "read_as",
                "no_results", "nothing_to_search", "filters_apart", "no_key", "no_key_in", "nearest_key", "not_a_key", "law",
                "kind_definition", "kind_footnote", "law_footnote", "notes_on_law", "index", "via_index", "via_footnote",
                "via_counterpart", "found_by",
                "how_synonym", "how_english", "how_typo", "how_prefix", "how_other_language", "how_defined_term",
                "other_rule", "key_of_laws", "other_rule_new", "newer_at", "newer_none", "newer_changed",
                "newer_none_amended", "hit_superseded", "loose_results")


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
    for edition, info in context.editions.items():  # its language, for a language chosen that it is not in
        editions_box.append(E.OPTION(edition, value=edition, **{"data-language": info["language"]}))
    # the button beside the box, the filters after it: on a phone, one line each above the results
    form.extend([E.BUTTON(words["search"], type="submit", **{"data-ui": "search"}), languages_box, editions_box])
    main = E.MAIN(E.CLASS("search"), spoken(E.H1(), [say("search_title")]), form,
                  E.P(words["search_hint"], E.CLASS("hint"), **{"data-ui": "search_hint"}),
                  E.P(id="status", role="status"), E.OL(id="results", **{"class": "results"}),
                  E.BUTTON(words["more_results"], type="button", id="more", hidden="hidden",
                           **{"data-ui": "more_results"}))
    noscript = etree.SubElement(main, "noscript")
    noscript.text = words["needs_script"]
    languages = [f"in_language_{language}" for language in sorted({info["language"] for info in context.editions.values()})]
    english = {key: words[key] for key in PAGE_STRINGS}
    english.update({key: words.table[key] for key in languages if key in words.table})  # a filter's language, "in Czech"
    names = {language: {edition: said(context.edition_name(edition), strings(language)) for edition in context.editions}
             for language in context.reader_languages}  # the results' editions named in the reader's language
    replaced = {edition: context.superseded(edition) for edition in context.editions if context.superseded(edition)}
    page = Page(HERE, say("search_title"), "en", main, [(say("search_title"), "")], search_box=False,
                scripts=SCRIPTS, data=[json_script("english-strings", english), json_script("edition-names", names),
                                       json_script("superseded", replaced)],  # cs-2007, pl-1997: 2017
                spoken=True,
                readers=context.reader_languages)
    yield HERE, document(page)

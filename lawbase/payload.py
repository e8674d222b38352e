"""Building the search payload (`index.py` writes it, `site_search.py` wraps it for the browser).

Per language: the term map, BM25 weights per term and document for five fields (the node's title,
its text, the titles above it, the words of the lead it continues that it does not say itself, what people
say about it: `said.py`) and the idf, the lemma map that lets a query read forms the corpus
lacks with LemmaGen alone, the stop-words and the domain vocabulary (`vocabulary.py`); the documents
with their labels, the index entries' targets and the concordance's counterparts; the key grammar
and the English stop-words; and the ranking constants (`ranking.RANKING`), so the command and the
browser read and rank with the same data.
"""

from __future__ import annotations

import math
from collections import Counter

import orjson

from .analysis import TermMap, analyser_for
from .cache import Cache, digest
from .documents import Document
from .index import FIELDS, FORMAT
from .profiles import english_table, homoglyph_pairs, load_profile
from .query_vocabulary import AS_WRITTEN
from .ranking import RANKING
from .said import said_terms
from .text import abbreviations, fold
from .typed_keys import browser_grammar
from .vocabulary import language_vocabulary

K1 = 1.2
B = 0.75


def field_terms(text: str, term_map: TermMap, capitals: frozenset[str] = frozenset()) -> list[str]:
    """The terms of a text, word by word (an ambiguous form gives each of its readings, as Lucene's
    Morfologik filter does); an abbreviation in capitals is its own term (`text.abbreviations`)."""
    terms: list[str] = []
    read = term_map.read
    for word, abbreviation in abbreviations(text, capitals):
        if abbreviation:
            terms.append(abbreviation)
        else:
            terms.extend(read(word))
    return terms


def title_terms(title: str, term_map: TermMap, stop: set[str], capitals: frozenset[str]) -> list[str]:
    """The terms of a title's words but its stop-words, each once (the title answer compares them with a query's);
    an abbreviation in capitals is its own term, though it spells a stop-word ("Очередь ПО делать заявку")."""
    terms: set[str] = set()
    for word, abbreviation in abbreviations(title, capitals):
        if abbreviation:
            terms.add(abbreviation)
        elif fold(word.lower()) not in stop:
            terms.update(term_map.terms(word.lower()) or [fold(word.lower())])
    return sorted(terms)


def folded_forms(term_map: TermMap) -> tuple[dict[str, list[str]], dict[str, str]]:
    """`folded`: folded form -> the terms of the corpus forms folding to it (a query is read folded:
    typed with diacritics or without, it finds the same forms); `spelled`: folded form -> the first
    of those forms, where it is spelled otherwise (to say "did you mean" in the corpus's spelling)."""
    analyser = analyser_for(term_map.language)
    folded: dict[str, list[str]] = {}
    spelled: dict[str, str] = {}
    for form in sorted(term_map.forms):
        key = analyser.fold(form)
        if key not in folded:
            folded[key] = []
            if key != form:
                spelled[key] = form
        for term in term_map.terms(form):
            if term not in folded[key]:
                folded[key].append(term)
    return folded, spelled


def forms_table(folded: dict[str, list[str]], spelled: dict[str, str]) -> dict:
    """`folded_forms` as the payload writes it (a form of one term: the term alone)."""
    return {"folded": {key: terms[0] if len(terms) == 1 else terms for key, terms in sorted(folded.items())},
            "spelled": dict(sorted(spelled.items()))}


def lemma_map(term_map: TermMap) -> dict[str, list[str]]:
    """What a query reads a form the corpus lacks as (LemmaGen's lemma, negation kept, folded) -> the
    index terms of the corpus forms with that lemma, where the index's own analysis reads them
    otherwise (empty when the index is analysed with LemmaGen itself)."""
    analyser = analyser_for(term_map.language)
    table: dict[str, set[str]] = {}
    for form in term_map.forms:
        terms = term_map.terms(form)
        read = analyser.lemma_term(form)
        if terms != [read]:
            table.setdefault(read, set()).update(terms)
    return {read: sorted(terms) for read, terms in sorted(table.items())}


def weights(members: list[tuple[int, dict[str, list[str]]]]) -> tuple[dict, dict]:
    """BM25 per field: term -> "doc:saturated-tf doc:…" for each field (a string: a search decodes only
    its own terms' postings, the rest stays unparsed), and term -> idf."""
    count = len(members)
    average = {name: (sum(len(fields[name]) for _, fields in members) / count or 1.0) for name in FIELDS}
    frequency: Counter = Counter()
    postings: dict[str, dict[str, list]] = {name: {} for name in FIELDS}
    saturated: dict[tuple[str, int, int], str] = {}  # (field, its length, tf) -> the weight as written
    for position, fields in members:
        frequency.update(set().union(*(fields[name] for name in FIELDS)))
        for name in FIELDS:
            length = len(fields[name])
            table = postings[name]
            for term, tf in Counter(fields[name]).items():  # positions rise: each term's postings stay in order
                weight = saturated.get((name, length, tf))
                if weight is None:
                    norm = K1 * (1 - B + B * length / average[name])
                    weight = saturated[(name, length, tf)] = f"{round(tf * (K1 + 1) / (tf + norm), 3):g}"
                entry = f"{position}:{weight}"
                found = table.get(term)
                if found is None:
                    table[term] = [entry]
                else:
                    found.append(entry)
    idf = {term: round(math.log(1 + (count - df + 0.5) / (df + 0.5)), 4) for term, df in sorted(frequency.items())}
    return {name: {term: " ".join(table[term]) for term in sorted(table)} for name, table in postings.items()}, idf


def searchable(documents: list[Document]) -> list[tuple]:
    """What `language_tables` reads of the documents: two lists of documents equal in this give equal tables."""
    return [(document.lang, document.title, document.body, tuple(document.trail), document.lead)
            for document in documents]


def table_inputs(documents: list[Document], language: str, term_map: TermMap) -> str:
    """Everything a language's table is made of besides the code: its documents' words with their places
    among all documents (the postings name documents by place), and its term map."""
    mine = [[number, document.title, document.body, document.trail, document.lead]
            for number, document in enumerate(documents) if document.lang == language]
    return digest(language, orjson.dumps(mine), orjson.dumps(term_map.to_json(), option=orjson.OPT_SORT_KEYS))


def language_tables(documents: list[Document], term_maps: dict[str, TermMap], cache: Cache | None = None) -> dict:
    """The part of the payload made from the documents' words alone (the terms of each title; per language
    the weights, the forms, the lemmas, the vocabulary): the costly part, which a build makes while the
    concordance is still being aligned. A language whose documents and term map a build saw before is
    taken from the cache (`cache.py`, kind `tables`): an edit of the Polish text makes the Polish table
    only, and analyses only the Polish documents' fields (every document's title terms are the payload's)."""
    languages: dict[str, dict] = {}
    inputs: dict[str, str] = {}
    for language in sorted({document.lang for document in documents}):
        inputs[language] = table_inputs(documents, language, term_maps[language]) if cache else ""
        found = cache.get_object("tables", inputs[language]) if cache else None
        if isinstance(found, dict):
            languages[language] = found
    fields: list[dict[str, list[str]] | None] = []  # None: a document of a language whose table was found
    titles = []
    stops = {language: stop_words(language) for language in term_maps}  # every document's language has a map
    capitals = {language: load_profile(language).capital_words for language in term_maps}
    above: dict[tuple[str, str], list[str]] = {}  # a heading's or a lead's terms, read once: each is above many

    def terms_above(text: str, language: str) -> list[str]:
        if (text, language) not in above:
            above[(text, language)] = field_terms(text, term_maps[language], capitals[language])
        return above[(text, language)]

    for document in documents:
        term_map, abbreviations = term_maps[document.lang], capitals[document.lang]
        titles.append(title_terms(document.title, term_map, stops[document.lang], abbreviations))
        if document.lang in languages:
            fields.append(None)
            continue
        title = field_terms(document.title, term_map, abbreviations)
        body = field_terms(document.body, term_map, abbreviations)
        own = set(title) | set(body)  # a lead's words the part says again count once, as its own
        fields.append({"title": title, "body": body,
                       "path": [term for heading in document.trail  # each heading in capitals or not on its own
                                for term in terms_above(heading, document.lang)],
                       "lead": [term for term in terms_above(document.lead, document.lang) if term not in own],
                       "said": []})
    english_stop = set(english_stop_words())
    for language in sorted(inputs.keys() - languages.keys()):
        profile = load_profile(language)
        lemmas, forms = lemma_map(term_maps[language]), folded_forms(term_maps[language])
        for number, terms in said_terms(documents, fields, language, term_maps[language], lemmas, forms[0],
                                        stops[language], english_stop).items():
            fields[number]["said"] = terms
        members = [(number, fields[number]) for number, document in enumerate(documents) if document.lang == language]
        postings, idf = weights(members)
        vocabulary = language_vocabulary(language, term_maps[language])
        settings = profile.search
        languages[language] = {
            "name": profile.name, "script": settings.get("script", ""), "fold": settings.get("fold", {}),
            "alphabet": "".join(sorted({char for form in term_maps[language].forms
                                        for char in fold(form, settings.get("fold", {})) if char.isalpha()})),
            "accents": accents(term_maps[language], settings.get("fold", {})),
            "stop": sorted(stops[language]),
            "negation": sorted({fold(word, settings.get("fold", {})) for word in settings.get("negation_words", [])}),
            "capitals": sorted(capitals[language]),
            "negating": settings.get("negating_prefixes", []), "same_lemma": settings.get("same_lemma", {}),
            "infinitive_endings": settings.get("infinitive_endings", []),
            "past_endings": settings.get("past_endings", []), "until_words": settings.get("until_words", []),
            "aspect_pairs": settings.get("aspect_pairs", []),
            "verbal_nouns": settings.get("verbal_nouns", []),
            "aspect_pairs_not": settings.get("aspect_pairs_not", []),
            "colloquial_endings": settings.get("colloquial_endings", []),
            "sound_spellings": settings.get("sound_spellings", []),
            **forms_table(*forms),
            "lemmas": lemmas,
            "postings": postings, "idf": idf,
            "vocabulary": vocabulary,
            # every term of any vocabulary key (a word that is one belongs to the language): what telling a
            # query's language needs of the vocabulary, without reading the vocabulary itself; a word met only
            # as written (`AS_WRITTEN`) is no term, and no word's term is ever compared with it
            "key_words": sorted({term for key, _ in vocabulary["synonyms"] for option in key for term in option
                                 if not term.startswith(AS_WRITTEN)}),
        }
        if cache:
            cache.put_object("tables", languages[language], inputs[language])
    return {"titles": titles, "languages": dict(sorted(languages.items()))}


def build_payload(documents: list[Document], term_maps: dict[str, TermMap], tables: dict | None = None) -> dict:
    """Everything a search needs, as plain JSON data (read by `engine.py` and `search-engine.js`);
    `tables`: `language_tables` of documents equal in `searchable`, made before."""
    if tables is None:
        tables = language_tables(documents, term_maps)
    position = {document.id: number for number, document in enumerate(documents)}
    editions: dict[str, dict] = {}
    docs = []
    for document in documents:
        editions.setdefault(document.edition, {"id": document.edition, "language": document.lang,
                                               "laws_year": document.laws_year, "kind": document.edition_kind,
                                               **({"draft": document.draft} if document.draft else {}),
                                               **({"draft_translation": True} if document.draft_translation else {})})
        docs.append([document.id, document.edition, document.lang, document.kind, document.key, document.law,
                     document.title, " › ".join(document.trail if document.shown_trail is None else document.shown_trail),
                     document.url, document.label, document.text,
                     position.get(document.parent, -1)])
    titles, languages = tables["titles"], tables["languages"]
    return {
        "format": FORMAT,
        "ranking": RANKING,
        "fields": list(FIELDS),
        "editions": [editions[edition] for edition in sorted(editions)],
        "main": main_editions_of(documents),
        "docs": docs,
        "titles": titles,
        "targets": {str(position[d.id]): [position[t] for t in d.targets if t in position]
                    for d in documents if d.targets},
        "numbers": {str(position[d.id]): d.number for d in documents if d.number},
        "shown_titles": {str(position[d.id]): d.shown_title for d in documents
                         if d.shown_title not in ("", d.title)},
        "counterparts": {str(position[d.id]): {edition: [position[i] for i in ids if i in position]
                                               for edition, ids in sorted(d.counterparts.items())}
                         for d in documents if d.counterparts},
        "changed": {str(position[d.id]): d.changed for d in documents if d.changed},
        "amended": {str(position[d.id]): d.amended for d in documents if d.amended},
        "languages": languages,
        "keys": browser_grammar(),
        "homoglyphs": homoglyph_pairs(),
        "latin": latin_tables(sorted(languages)),
        "english_stop": english_stop_words(),
    }


def latin_tables(codes: list[str]) -> dict[str, dict]:
    """The languages whose profile says how a query typed in Latin letters reads (`[search.latin]`)."""
    return {code: load_profile(code).search["latin"] for code in codes if "latin" in load_profile(code).search}


def accents(term_map: TermMap, extra: dict[str, str]) -> dict[str, str]:
    """Folded letter -> the corpus's letters that fold to it (`l` -> `ł`): to spell again a word typed
    without diacritics."""
    found: dict[str, set[str]] = {}
    for char in {char for form in term_map.forms for char in form}:
        plain = fold(char, extra)
        if plain != char and len(plain) == 1 and char.isalpha():
            found.setdefault(plain, set()).add(char)
    return {plain: "".join(sorted(chars)) for plain, chars in sorted(found.items())}


def stop_words(language: str) -> set[str]:
    """A language's stop-words, folded as queries are compared with them."""
    settings = load_profile(language).search
    return {fold(word, settings.get("fold", {})) for word in settings.get("stop_words", [])}


def english_stop_words() -> list[str]:
    return sorted(english_table()["stop_words"])


def main_editions_of(documents: list[Document]) -> dict[str, str]:
    return {document.lang: document.edition for document in documents if document.main}

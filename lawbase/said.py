"""The `said` field: what people say about a provision, taken from the thesauri and searched as its text.

A thesaurus entry says that a situation told one way ("две карты слиплись", "obránce se moc ponáhlal")
is ruled by words of the Laws ("при игре во взятку двумя картами"). Read as a synonym, the key must
stand in the query word for word; but a director tells the same situation in other words, or in part.
So each replacement is also looked up in the edition: where its content words all stand in at most
`MAX_PLACES` documents of an edition (a quote or a term of that provision, not a word of every Law),
the key's content words are added to those documents' `said` field, which is searched like their
text (BM25, its own boost). A query then meets the provision through any of the words people use for
it, in any order, with others around. Only the thesauri feed it - written Law by Law without seeing
an evaluation query - not the profiles' hand-written tables, which were written around our own.
"""

from __future__ import annotations

from .analysis import WORD, TermMap, analyser_for
from .profiles import load_profile
from .query_vocabulary import ENGLISH_TERM, english_word
from .vocabulary import phrase_terms

MAX_PLACES = 4  # documents of one edition a replacement may point to (chosen on tuning + dev: 1, 2, 4, 8, 16)


def said_terms(documents: list, fields: list[dict[str, list[str]]], language: str, term_map: TermMap,
               lemmas: dict[str, list[str]], folded: dict[str, list[str]], stop: set[str],
               english_stop: set[str]) -> dict[int, list[str]]:
    """Document number -> the terms of the thesaurus keys whose replacements point to it (an English
    key's words marked as English: `ENGLISH_TERM`). `fields`: each document's analysed fields; `lemmas`
    and `folded`: the payload's lemma map and folded forms (a key word the corpus lacks gets the term a
    query would read it as)."""
    profile = load_profile(language)
    analyser = analyser_for(language)
    capitals = profile.capital_words
    corpus = term_map.all_terms() | capitals
    skipped = stop | {analyser.fold(word) for word in profile.search.get("negation_words", [])}
    members = [number for number, document in enumerate(documents) if document.lang == language]
    words_of = {number: set(fields[number]["body"]) | set(fields[number]["title"]) for number in members}
    by_term: dict[str, set[int]] = {}
    for number in members:
        for term in words_of[number]:
            by_term.setdefault(term, set()).add(number)

    def key_terms(key: str) -> list[str]:
        found = []
        for word in WORD.findall(key.lower()):
            form = analyser.fold(word)
            if form in skipped:
                continue
            read = analyser.lemma_term(word)
            found.extend(folded.get(form) or lemmas.get(read) or [read])
        return found

    said: dict[int, set[str]] = {}
    english = [(key, [ENGLISH_TERM + english_word(word) for word in WORD.findall(key.lower()) if word not in english_stop],
                replacements) for key, replacements in profile.thesaurus.get("english", {}).items()]
    native = [(key, key_terms(key), replacements) for key, replacements in profile.thesaurus.get("synonyms", {}).items()]
    pointed: dict[str, list[int]] = {}  # replacement -> the documents it points to (a third repeat)

    def pointed_to(replacement: str) -> list[int]:
        found = pointed.get(replacement)
        if found is None:
            found = pointed[replacement] = []
            wanted = set(phrase_terms(replacement, analyser, term_map, stop, capitals))
            if wanted and wanted <= corpus:
                places = set.intersection(*(by_term.get(term, set()) for term in wanted))
                for edition in {documents[number].edition for number in places}:
                    here = [number for number in places if documents[number].edition == edition]
                    if len(here) <= MAX_PLACES:
                        found.extend(here)
        return found

    for key, terms, replacements in native + english:
        for replacement in replacements if terms else ():
            for number in pointed_to(replacement):
                said.setdefault(number, set()).update(terms)
    return {number: sorted(terms) for number, terms in said.items()}

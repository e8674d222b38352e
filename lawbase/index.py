"""The search index (`OUT/index/`): one payload that the command and the site's search both read.

`search.json` holds the documents (with their labels and snippet texts), and per language the
build-time term map (every corpus word form -> its term), BM25 weights per term and document for
three fields (the node's title, its text, the titles above it), the inverse document frequencies,
the stop-words and the domain vocabulary (`vocabulary.py`), and the ranking constants
(`engine.RANKING`). The site's `search-index.js` is this payload plus the lemmatiser models, so both
rank with the same numbers. A plain JSON file loads in milliseconds, where opening a Whoosh index
meant importing Whoosh (half of the command's start-up); `terms-<lang>.json` beside it are the term
maps the next build reuses.
"""

from __future__ import annotations

import json
import math
import shutil
from collections import Counter
from pathlib import Path

from .analysis import WORD, Analyser, TermMap, build_term_map, load_term_maps, save_term_maps, vocabulary
from .documents import Document
from .graph import Graph
from .profiles import load_profile
from .text import fold
from .vocabulary import language_vocabulary

INDEX_DIR = "index"
PAYLOAD_FILE = "search.json"
FORMAT = 2
K1 = 1.2
B = 0.75
FIELDS = ("title", "body", "path")



def build_term_maps(graph: Graph, previous: dict[str, TermMap] | None = None) -> dict[str, TermMap]:
    """Analyse the vocabulary of each language once (reused across builds), with the words of the
    domain vocabulary, so a query's slang is analysed as the corpus is."""
    texts: dict[str, list[str]] = {}
    for node in graph.nodes:
        texts.setdefault(graph.language(node["edition"]), []).extend(
            [node["title"], node["text"], node.get("term", "")])
    return {language: build_term_map(language, vocabulary(chunks), (previous or {}).get(language))
            for language, chunks in sorted(texts.items())}


def field_terms(text: str, term_map: TermMap) -> list[str]:
    """The terms of a text, word by word (an ambiguous form gives each of its readings, as Lucene's
    Morfologik filter does)."""
    terms = []
    for word in WORD.findall(text):
        lower = word.lower()
        terms.extend(term_map.terms(lower) or [fold(lower)])
    return terms


def lemma_map(term_map: TermMap) -> dict[str, list[str]]:
    """What a query reads a form the corpus lacks as (LemmaGen's lemma, negation kept, folded) -> the
    index terms of the corpus forms with that lemma, where the index's own analysis reads them
    otherwise (empty when the index is analysed with LemmaGen itself)."""
    analyser = Analyser(term_map.language)
    table: dict[str, set[str]] = {}
    for form in term_map.forms:
        terms = term_map.terms(form)
        read = analyser.lemma_term(form)
        if terms != [read]:
            table.setdefault(read, set()).update(terms)
    return {read: sorted(terms) for read, terms in sorted(table.items())}


def weights(members: list[tuple[int, dict[str, list[str]]]]) -> tuple[dict, dict]:
    """BM25 per field: term -> [doc, saturated tf, ...] for each field, and term -> idf."""
    count = len(members)
    average = {name: (sum(len(fields[name]) for _, fields in members) / count or 1.0) for name in FIELDS}
    frequency: Counter = Counter()
    postings: dict[str, dict[str, list]] = {name: {} for name in FIELDS}
    for position, fields in members:
        frequency.update(set().union(*(fields[name] for name in FIELDS)))
        for name in FIELDS:
            length = len(fields[name])
            norm = 1 - B + B * length / average[name]
            for term, tf in sorted(Counter(fields[name]).items()):
                postings[name].setdefault(term, []).extend([position, round(tf * (K1 + 1) / (tf + K1 * norm), 3)])
    idf = {term: round(math.log(1 + (count - df + 0.5) / (df + 0.5)), 4) for term, df in sorted(frequency.items())}
    return {name: dict(sorted(table.items())) for name, table in postings.items()}, idf


def build_payload(documents: list[Document], term_maps: dict[str, TermMap]) -> dict:
    """Everything a search needs, as plain JSON data (read by `engine.py` and `search-engine.js`)."""
    from .engine import RANKING

    position = {document.id: number for number, document in enumerate(documents)}
    editions: dict[str, str] = {}
    fields: list[dict[str, list[str]]] = []
    docs = []
    titles = []
    stops = {language: stop_words(language) for language in term_maps}  # every document's language has a map
    for document in documents:
        editions.setdefault(document.edition, document.lang)
        term_map = term_maps[document.lang]
        titles.append(sorted({term for word in WORD.findall(document.title)
                              if fold(word.lower()) not in stops[document.lang]
                              for term in term_map.terms(word.lower()) or [fold(word.lower())]}))
        fields.append({"title": field_terms(document.title, term_map), "body": field_terms(document.body, term_map),
                       "path": field_terms(" ".join(document.trail), term_map)})
        docs.append([document.id, document.edition, document.lang, document.kind, document.key, document.law,
                     document.title, " › ".join(document.trail), document.url, document.label, document.text,
                     position.get(document.parent, -1)])
    languages = {}
    for language in sorted(set(editions.values())):
        profile = load_profile(language)
        members = [(number, fields[number]) for number, document in enumerate(documents) if document.lang == language]
        postings, idf = weights(members)
        settings = profile.search
        languages[language] = {
            "name": profile.name, "script": settings.get("script", ""), "fold": settings.get("fold", {}),
            "alphabet": "".join(sorted({char for form in term_maps[language].forms
                                        for char in fold(form, settings.get("fold", {})) if char.isalpha()})),
            "stop": sorted(stops[language]),
            "negation": sorted(settings.get("negation_words", [])),
            "negating": settings.get("negating_prefixes", []),
            "forms": dict(sorted(term_maps[language].forms.items())),
            "lemmas": lemma_map(term_maps[language]),
            "postings": postings, "idf": idf,
            "vocabulary": language_vocabulary(language, term_maps[language]),
        }
    return {
        "format": FORMAT,
        "ranking": RANKING,
        "fields": list(FIELDS),
        "editions": [{"id": edition, "language": editions[edition]} for edition in sorted(editions)],
        "main": main_editions_of(documents),
        "docs": docs,
        "titles": titles,
        "targets": {str(position[d.id]): [position[t] for t in d.targets if t in position]
                    for d in documents if d.targets},
        "counterparts": {str(position[d.id]): {edition: [position[i] for i in ids if i in position]
                                               for edition, ids in sorted(d.counterparts.items())}
                         for d in documents if d.counterparts},
        "languages": languages,
    }


def stop_words(language: str) -> set[str]:
    """A language's stop-words, folded as queries are compared with them."""
    settings = load_profile(language).search
    return {fold(word, settings.get("fold", {})) for word in settings.get("stop_words", [])}


def main_editions_of(documents: list[Document]) -> dict[str, str]:
    return {document.lang: document.edition for document in documents if document.main}


def write_index(documents: list[Document], out: Path, term_maps: dict[str, TermMap]) -> int:
    """Write the index into `out/index` (replacing it); returns the number of documents."""
    from .atomic import atomic_write

    folder = out / INDEX_DIR
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir()  # never re-creates a build folder removed under a writer
    save_term_maps(folder, term_maps)
    data = json.dumps(build_payload(documents, term_maps), ensure_ascii=False, separators=(",", ":"))
    atomic_write(folder / PAYLOAD_FILE, data.encode("utf-8"))
    return len(documents)


def load_index(folder: Path) -> dict:
    """The payload of an index folder; ValueError when it is missing parts or damaged."""
    try:
        payload = json.loads((folder / PAYLOAD_FILE).read_bytes())
    except (OSError, ValueError) as err:
        raise ValueError(f"{PAYLOAD_FILE}: {err}") from None
    if not isinstance(payload, dict) or payload.get("format") != FORMAT or not isinstance(payload.get("docs"), list):
        raise ValueError(f"{PAYLOAD_FILE}: not a lawbase index of format {FORMAT}")
    return payload


def count_documents(folder: Path) -> int:
    """How many documents an index holds (the build checks the helper wrote them all)."""
    return len(load_index(folder)["docs"])


def index_usable(folder: Path) -> bool:
    """Can a previous index be reused as it is? (It may have been damaged since it was written.)"""
    try:
        load_term_maps(folder)
        load_index(folder)
        return True
    except (OSError, ValueError):
        return False

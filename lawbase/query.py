"""The query side of search: law keys first, then inflection-aware full text (BM25F, titles above text).

A query is never handed to a query language: its words are read as words (quotes make a phrase, a
trailing `*` a prefix), so unbalanced quotes, a lone `AND`, field syntax or control characters are
just searched, never an error. Words are analysed with the build-time term map of each language,
without loading any lemmatiser.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from whoosh import index as whoosh_index
from whoosh import scoring
from whoosh.query import And, AndMaybe, Or, Phrase, Prefix, Term

from .analysis import WORD, TermMap, fold, light_lemmatiser
from .errors import LawbaseError, UsageError
from .index import INDEX_DIR, open_term_maps
from .profiles import all_profiles, load_profile
from .keys import key_in_query

MAX_QUERY_CHARS = 500
MAX_WORDS = 32
CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
FIELD_BOOSTS = {"title": 3.0, "path": 1.2, "body": 1.0}
PHRASE_FIELDS = ("title", "body")  # the path field keeps no positions
SAME_LAW_DECAY = 0.6  # the k-th hit of one Law counts 0.6^k: several hits in one Law do not bury others
INDEX_ENTRY_WEIGHT = 0.9
# a Law whose own title answers the query is the answer as a whole; its parts come next
KIND_WEIGHTS = {"law": 1.5, "section": 1.2}


@dataclass
class Searcher:
    folder: Path
    ix: object
    searcher: object
    term_maps: dict[str, TermMap]
    stamp: float


_OPEN: dict[Path, Searcher] = {}


def open_searcher(out: Path) -> Searcher:
    """The index of a build, opened once per process (reopened when a new build replaced it)."""
    folder = (out / INDEX_DIR).resolve()
    try:
        exists = whoosh_index.exists_in(str(folder))
    except Exception as err:
        raise LawbaseError(f"the search index is damaged ({type(err).__name__}); run `lawbase build` again",
                           str(out / INDEX_DIR)) from None
    if not exists:
        raise LawbaseError("no search index here; run `lawbase build` first", str(out / INDEX_DIR))
    stamp = max(path.stat().st_mtime for path in folder.iterdir())
    cached = _OPEN.get(folder)
    if cached is not None and cached.stamp == stamp:
        return cached
    try:
        ix = whoosh_index.open_dir(str(folder))
        searcher = Searcher(folder, ix, ix.searcher(weighting=scoring.BM25F()), open_term_maps(out), stamp)
    except Exception as err:  # a damaged index is the user's to rebuild, said in one line
        raise LawbaseError(f"the search index is damaged ({type(err).__name__}); run `lawbase build` again",
                           str(out / INDEX_DIR)) from None
    _OPEN[folder] = searcher
    return searcher


def clean_query(query: str) -> str:
    query = CONTROL.sub(" ", query)[:MAX_QUERY_CHARS]
    return re.sub(r"\s+", " ", query).strip()


def all_words(name: str) -> set[str]:
    words = set()
    for profile in all_profiles():
        words.update(word.casefold() for word in profile.vocabulary.get(name, []))
    return words


@dataclass
class ParsedQuery:
    words: list[str]
    phrases: list[list[str]]
    prefixes: list[str]


def parse_query(query: str) -> ParsedQuery:
    phrases = [WORD.findall(match.lower()) for match in re.findall(r'"([^"]+)"', query)]
    outside = re.sub(r'"[^"]+"', " ", query)
    prefixes = [fold(match) for match in re.findall(r"(\w{2,})\*", outside)]
    outside = re.sub(r"\w+\*", " ", outside)
    words = [word.lower() for word in WORD.findall(outside)][:MAX_WORDS]
    return ParsedQuery(words, [phrase for phrase in phrases if phrase][:8], prefixes[:8])


SCRIPT_TESTS = {"latin": lambda char: char < "\u0250", "cyrillic": lambda char: "\u0400" <= char < "\u0530"}


def written_in(word: str, language: str) -> bool:
    """Could this word be a word of the language? (Letters of its script, or digits: keys.)"""
    test = SCRIPT_TESTS.get(load_profile(language).search.get("script", ""))
    return test is None or all(test(char) or char.isdigit() or char == "_" for char in word)


def analyse(word: str, language: str, searcher: Searcher) -> list[str]:
    term_map = searcher.term_maps.get(language)
    terms = term_map.lookup(word) if term_map else []
    return terms or [light_lemmatiser(language).light_term(word)]


def word_query(terms: list[str], language: str):
    return Or([Term(f"{field}_{language}", term, boost=boost)
               for term in terms for field, boost in FIELD_BOOSTS.items()])


def language_query(parsed: ParsedQuery, language: str, searcher: Searcher, conjunctive: bool):
    words = [word for word in parsed.words if written_in(word, language)]
    if conjunctive and len(words) < len(parsed.words):
        return None  # a word of another alphabet: every word cannot match here
    parts = [word_query(analyse(word, language, searcher), language) for word in words]
    for phrase in parsed.phrases:
        terms = [analyse(word, language, searcher)[0] for word in phrase]
        if len(terms) == 1:
            parts.append(word_query(terms, language))
        else:
            parts.append(Or([Phrase(f"{field}_{language}", terms, boost=FIELD_BOOSTS[field])
                             for field in PHRASE_FIELDS]))
    parts.extend(Prefix("raw", prefix) for prefix in parsed.prefixes)
    if not parts:
        return None
    query = And(parts) if conjunctive else Or(parts)
    if len(words) > 1:  # words standing together ("pokutová karta") count more than words apart
        terms = [analyse(word, language, searcher)[0] for word in words]
        together = Or([Phrase(f"{field}_{language}", terms, slop=2, boost=FIELD_BOOSTS[field])
                       for field in PHRASE_FIELDS])
        query = AndMaybe(query, together)
    return query


def snippet(text: str, terms: set[str], language: str, searcher: Searcher, width: int = 220):
    """A window of the text around the first matched word, with the matched words' offsets."""
    spans = []
    for match in WORD.finditer(text):
        if set(analyse(match.group(0).lower(), language, searcher)) & terms or fold(match.group(0)) in terms:
            spans.append((match.start(), match.end()))
    if not text:
        return "", []
    start = 0
    if spans and spans[0][0] > width // 3:
        start = text.rfind(" ", 0, spans[0][0] - width // 4) + 1
    end = min(len(text), start + width)
    if end < len(text):
        end = max(text.rfind(" ", start, end), start + width // 2)
    piece = text[start:end].replace("\n", " ")
    prefix = "…" if start > 0 else ""
    suffix = "…" if end < len(text) else ""
    highlights = [(a - start + len(prefix), b - start + len(prefix)) for a, b in spans if a >= start and b <= end]
    return prefix + piece + suffix, highlights


def hit_from(document: dict, score: float, parsed_terms: set[str], searcher: Searcher, via: str = "") -> dict:
    text, highlights = snippet(document.get("text", ""), parsed_terms, document["lang"], searcher)
    law = document.get("law", "")
    hit = {
        "edition": document["edition"],
        "key": document["key"],
        "kind": document["kind"],
        "title": document.get("title", ""),
        "trail": document.get("trail", ""),
        "score": round(score, 4),
        "snippet": text,
        "highlights": [list(span) for span in highlights],
        "url": document["url"],
        "lang": document["lang"],
        "law": law,
        "id": document["id"],
    }
    if via:
        hit["via"] = via
    return hit


def search(query: str, lang: str | None = None, edition: str | None = None, limit: int = 10,
           out: Path | str = "build") -> list[dict]:
    """Search the built index; results are dicts (edition, key, kind, title, score, snippet, url, ...)."""
    out = Path(out)
    searcher = open_searcher(out)
    try:
        return run_search(searcher, query, lang, edition, limit)
    except (LawbaseError, UsageError):
        raise
    except Exception as err:  # a damaged segment shows itself only when read
        _OPEN.pop(searcher.folder, None)
        raise LawbaseError(f"the search index is damaged ({type(err).__name__}); run `lawbase build` again",
                           str(out / INDEX_DIR)) from None


def run_search(searcher: Searcher, query: str, lang: str | None, edition: str | None, limit: int) -> list[dict]:
    if limit < 1:
        raise UsageError("--limit must be at least 1")
    query = clean_query(query)
    if not query:
        return []
    editions = set(searcher.searcher.lexicon("edition"))
    editions = {value.decode() if isinstance(value, bytes) else value for value in editions}
    if edition is not None and edition not in editions:
        raise UsageError(f"unknown edition {edition!r} (editions: {', '.join(sorted(editions))})")
    languages = sorted({value.decode() if isinstance(value, bytes) else value
                        for value in searcher.searcher.lexicon("lang")})
    if lang is not None and lang not in languages:
        raise UsageError(f"unknown language {lang!r} (languages: {', '.join(languages)})")
    scope_filter = scope_of(edition, lang)
    if edition:
        languages = [next(doc["lang"] for doc in searcher.searcher.documents(edition=edition))]
    elif lang:
        languages = [lang]

    typed = key_in_query(query)
    if typed is not None and (typed.edition is None or edition is None or typed.edition == edition):
        scope = typed.edition or edition
        exact = [hit_from(document, 1000.0, set(), searcher) for document in searcher.searcher.documents(key=str(typed.key))
                 if (not scope or document["edition"] == scope) and (not lang or document["lang"] == lang)]
        if exact:
            exact = rank(exact, limit, diversify=False)
            if not typed.rest:
                return exact
            seen = {hit["id"] for hit in exact}
            words = text_search(searcher, typed.rest, lang, scope, limit, languages, scope_of(scope, lang))
            return (exact + [hit for hit in words if hit["id"] not in seen])[:limit]
    return text_search(searcher, query, lang, edition, limit, languages, scope_filter)


def scope_of(edition: str | None, lang: str | None):
    return Term("edition", edition) if edition else (Term("lang", lang) if lang else None)


def text_search(searcher: Searcher, query: str, lang: str | None, edition: str | None, limit: int,
                languages: list[str], scope_filter) -> list[dict]:
    results: dict[str, dict] = {}
    parsed = parse_query(query)
    terms = {term for language in languages for word in parsed.words + [w for p in parsed.phrases for w in p]
             if written_in(word, language) for term in analyse(word, language, searcher)} | set(parsed.prefixes)
    for conjunctive in (True, False):
        queries = [q for q in (language_query(parsed, language, searcher, conjunctive) for language in languages) if q]
        if not queries:
            break
        found = searcher.searcher.search(Or(queries), limit=limit * 8, filter=scope_filter)
        factor = 1.0 if conjunctive else 0.5
        for hit in found:
            document = hit.fields()
            score = hit.score * factor * KIND_WEIGHTS.get(document["kind"], 1.0)
            if document["kind"] == "index-entry":
                for target in document.get("targets", "").split():
                    target_document = searcher.searcher.document(id=target)
                    if target_document is None:
                        continue
                    candidate = hit_from(target_document, score * INDEX_ENTRY_WEIGHT, terms, searcher,
                                         via=document.get("title", ""))
                    if target not in results or results[target]["score"] < candidate["score"]:
                        results[target] = candidate
                continue
            if document["id"] not in results or results[document["id"]]["score"] < score:
                results[document["id"]] = hit_from(document, score, terms, searcher)
        if len(results) >= limit or len(parsed.words) + len(parsed.phrases) <= 1:
            break
    return rank(list(results.values()), limit)


def rank(hits: list[dict], limit: int, diversify: bool = True) -> list[dict]:
    """Best first; the k-th hit inside one Law is discounted so other Laws stay in view."""
    hits.sort(key=lambda hit: (-hit["score"], hit["edition"], hit["key"]))
    if diversify:
        seen: dict[tuple[str, str], int] = {}
        for hit in hits:
            group = (hit["edition"], hit["law"] or hit["id"])
            hit["rank_score"] = hit["score"] * SAME_LAW_DECAY ** seen.get(group, 0)
            seen[group] = seen.get(group, 0) + 1
        hits.sort(key=lambda hit: (-hit["rank_score"], hit["edition"], hit["key"]))
        for hit in hits:
            hit.pop("rank_score")
    return hits[:limit]

"""The search API: law keys first, then the engine's ranking (`engine.py`), as hits with snippets.

A query is never handed to a query language: its words are read as words (quotes make a phrase, a
trailing `*` a prefix), so unbalanced quotes, a lone `AND`, field syntax or control characters are
just searched, never an error. Importing this module loads neither Whoosh nor the parser: a search
reads one JSON payload and, for words the corpus lacks, a LemmaGen model (about a millisecond).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from .engine import Engine, Hit
from .errors import LawbaseError, UsageError, build_again, build_command, unknown_edition
from .index import INDEX_DIR, PAYLOAD_FILE, IndexFormatError, load_index
from .query_language import lemmatise
from .query_records import hit_record
from .query_spelling import from_latin
from .query_tokens import WORD, unquoted
from .query_vocabulary import english_word
from .text import fold, unmixed
from .typed_keys import (TypedKey, TypingRules, definition_asked, footnote_typed, key_in_query, other_rule, typed_year,
                         typists_first, unread_key)

MAX_QUERY_CHARS = 500
CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
DAMAGED = "the search index is damaged ({}); {}"


@dataclass
class Opened:
    stamp: float
    engine: Engine
    by_key: dict[str, list[int]]
    key_rules: TypingRules  # the words and letters around typed keys, from the payload (no profile to parse)


_OPEN: dict[Path, Opened] = {}


def open_engine(out: Path) -> Opened:
    """The index of a build, read once per process (again when a new build replaced it)."""
    folder = (out / INDEX_DIR).resolve()
    path = folder / PAYLOAD_FILE
    if not folder.is_dir():
        raise LawbaseError.said("no_index_here", str(out / INDEX_DIR), command=build_command(out))
    try:
        stamp = path.stat().st_mtime
    except OSError:
        raise LawbaseError(DAMAGED.format("no " + PAYLOAD_FILE, build_again(out)), str(out / INDEX_DIR)) from None
    cached = _OPEN.get(folder)
    if cached is not None and cached.stamp == stamp:
        return cached
    try:
        opened = _OPEN[folder] = opened_payload(load_index(folder), stamp)
    except IndexFormatError as err:
        raise LawbaseError(f"the search index was {err}; {build_again(out)}", str(out / INDEX_DIR)) from None
    except (ValueError, KeyError, TypeError, IndexError) as err:
        raise LawbaseError(DAMAGED.format(type(err).__name__, build_again(out)), str(out / INDEX_DIR)) from None
    return opened


def opened_payload(payload: dict, stamp: float = 0.0) -> Opened:
    """An engine over a payload, with its documents by key."""
    engine = Engine(payload, lemmatise, set(payload["english_stop"]))
    by_key: dict[str, list[int]] = {}
    for number, record in enumerate(engine.docs):
        by_key.setdefault(record[4], []).append(number)
    for docs in by_key.values():  # the newest Laws first, else in the editions' order
        docs.sort(key=lambda doc: (-(engine.laws_year[engine.docs[doc][1]] or 0), doc))
    keys = payload["keys"]
    parts = frozenset(keys.get("partWords", ()))  # an index made before they were read has none
    return Opened(stamp, engine, by_key, TypingRules(frozenset(keys["leadWords"]), keys["lookalikes"],
                                                     keys["leadLanguage"], frozenset(keys["lawWords"]),
                                                     keys["lookalikeLanguage"], parts, keys.get("fold", {}),
                                                     keys.get("footnoteWords", {}),
                                                     frozenset(keys.get("nearLawWords", ())),
                                                     keys.get("definitionQuestions", {})))


def clean_query(query: str) -> str:
    query = CONTROL.sub(" ", query)[:MAX_QUERY_CHARS]
    return re.sub(r"\s+", " ", query).strip()


def search(query: str, lang: str | None = None, edition: str | None = None, limit: int = 10,
           out: Path | str = "build", reader: str | None = None) -> list[dict]:
    """Search the built index; results are dicts (edition, key, kind, label, title, score, snippet, url, how, ...)."""
    return search_response(query, lang, edition, limit, out, reader)["hits"]


def search_response(query: str, lang: str | None = None, edition: str | None = None, limit: int = 10,
                    out: Path | str = "build", reader: str | None = None) -> dict:
    """{"hits": [...], "suggestion": "the query with its typos corrected" or None[, "skipped": the words no
    language reads, searched without][, "loose": true: no hit holds a word asked, nor answers them all, only words
    related to them ("mobil zazvonil")][, "missing": {"key": "16C99",
    "edition": None}: a key alone that nothing is numbered][, "unread": "16CC2": what follows a Law word, not a
    key]}. `reader`: the language
    the reader reads (the site's interface language), whose provisions a key lists first when no Law
    word typed before it says another, and which a query is read in when its words are as much of that
    language as of another ("kibic", "partner" are Polish and Czech)."""
    out = Path(out)
    opened = open_engine(out)
    if limit < 1:
        raise UsageError("--limit must be at least 1")
    if edition is not None and edition not in opened.engine.edition_language:
        raise unknown_edition(edition, manifest_order(opened.engine))
    languages = sorted(set(opened.engine.edition_language.values()))
    if lang is not None and lang not in languages:
        raise UsageError.said("unknown_language", language=repr(lang), languages=", ".join(languages))
    if lang is not None and edition is not None and opened.engine.edition_language[edition] != lang:
        raise UsageError.said("edition_not_language", edition=edition, its=opened.engine.edition_language[edition],
                              language=lang)
    try:
        query = unmixed(clean_query(query), opened.engine.payload.get("homoglyphs", {}))  # "rеvoke": revoke
        found = run(opened, query, lang, edition, limit, reader)  # "bolvan" read as "болван" only where it finds
        latin = None if found.get("unread") else from_latin(  # nothing as typed ("bid" read as Russian lost its
            query, opened.engine.languages, opened.engine.payload.get("latin", {}), bool(found["hits"]))  # hits), a
        # layout's reading where it reads more words; no key after a Law word ("Pravidlo 16CC2") is read in Russian
        again = run(opened, latin, lang, edition, limit, reader) if latin else None
        return {**again, "suggestion": again["suggestion"] or latin} if again and again["hits"] else found
    except (LawbaseError, UsageError):
        raise
    except (KeyError, TypeError, IndexError, ValueError) as err:  # a payload that parses but is not whole
        _OPEN.pop((out / INDEX_DIR).resolve(), None)
        raise LawbaseError(DAMAGED.format(type(err).__name__, build_again(out)), str(out / INDEX_DIR)) from None


def run(opened: Opened, query: str, lang: str | None, edition: str | None, limit: int,
        reader: str | None = None) -> dict:
    engine = opened.engine
    if not query:
        return {"hits": [], "suggestion": None}
    note = footnote_typed(query, opened.key_rules)
    notes = footnote_hits(engine, *note, lang, edition, reader) if note else []
    if notes:  # "przypis 21": the footnotes printed 21 (else its words are searched, as before)
        reading = [language for language in (note[1], reader) if language]
        return {"hits": [hit_record(engine, hit, {}, reading) for hit in notes[:limit]], "suggestion": None}
    exact: list[Hit] = []
    typed = key_in_query(query, opened.key_rules)
    unread = None if typed else unread_key(query, opened.key_rules)
    if unread:  # "Pravidlo 16CC2": said, as a key nothing is numbered is, not searched as the words around it
        return {"hits": [], "suggestion": None, "unread": unread}
    reading = [typed.language] if typed and typed.language else []  # whose text of the newest Laws a hit's
    reading += [reader] if reader else []  # `newer` names after its own language's: the Law word's, the reader's
    typed, years = typed_year(typed, lambda: ((name, engine.laws_year[name]) for name in manifest_order(engine)))
    scope = typed and (typed.edition or edition)
    if lang and scope and engine.edition_language.get(scope) != lang:  # "16C2 pl-2017" asked in Czech: none
        return {"hits": [], "suggestion": None}
    if typed is not None and (typed.edition is None or edition is None or typed.edition == edition) \
            and (years is None or edition is None or edition in years):  # "45C3 2017" in pl-1997: its words
        exact = [hit for hit in keys_hits(opened, typed, lang, scope, reader) if of_year(engine, hit, years)]
        if exact:
            if not typed.rest:
                return {"hits": [hit_record(engine, hit, {}, reading) for hit in exact[:limit]], "suggestion": None}
            query, edition = typed.rest, scope
        elif not typed.rest:  # a key alone that nothing is numbered ("16C99", "przepis 999"): said, not guessed at
            nearest, hits = nearest_part(opened, str(typed.key), typed, lang, scope, reader)
            missing = {"key": str(typed.key), "edition": scope, **({"editions": years} if years and not scope else {}),
                       **({"nearest": nearest} if nearest else {})}  # "16C99 2017": pl-2017 and ru-2017 searched
            hits = [hit for hit in hits if of_year(engine, hit, years)]
            return {"hits": [hit_record(engine, hit, {}, reading) for hit in hits[:limit]], "suggestion": None,
                    "missing": missing}
    result = engine.search(query, lang, edition, limit, reader)
    as_words = None if result["hits"] or exact else unquoted(query)
    if as_words:  # a phrase no text says word for word is read as its words: "сказал "контрю три бубны""
        query, result = as_words, engine.search(as_words, lang, edition, limit, reader)
    suggestion = corrected_query = None
    if result["corrected"]:
        corrected = result["corrected"]
        corrected_query = WORD.sub(lambda match: corrected.get(match.group(0).lower(), match.group(0)), query)
        plain = fold(query) == query.lower()  # typed without diacritics: its corrections said so too ("bledne
        suggestion = WORD.sub(lambda match: as_typed(corrected, match.group(0), plain), query)  # wyjasnienie")
    # a corrected query is answered as the corrected words are: "dzadek" lists the definition "dziadek" lists first;
    # "co to jest lewa" as "lewa", the question's language first
    defined = []
    for text in filter(None, (query, corrected_query)):
        term, language = definition_asked(text, opened.key_rules) or (text, reader)
        defined = defined or defined_terms(engine, term, lang, edition, language)
    exact += [hit for hit in defined if hit.doc not in {h.doc for h in exact}]
    seen = {hit.doc for hit in exact}
    hits = exact + [hit for hit in result["hits"] if hit.doc not in seen]
    return {"hits": [hit_record(engine, hit, result["terms"], reading) for hit in hits[:limit]],
            "suggestion": suggestion, **({"skipped": result["skipped"]} if result["skipped"] else {}),
            **({"loose": True} if result["loose"] and not exact else {}),  # no text holds the words asked
            **({"unquoted": True} if as_words and result["hits"] else {})}  # nor the quoted words in that order


def as_typed(corrected: dict[str, str], word: str, plain: bool) -> str:
    """A word of the suggestion: its correction, if any, without diacritics in a query typed without them."""
    fixed = corrected.get(word.lower())
    return word if fixed is None else fold(fixed) if plain else fixed


def manifest_order(engine: Engine) -> list[str]:
    """The editions as the manifest lists them, the order every message names them in: the documents follow the
    manifest edition by edition (the payload's `editions` are sorted by id). Asked on rare paths alone."""
    return list(dict.fromkeys(record[1] for record in engine.docs))


def of_year(engine: Engine, hit: Hit, years: list[str] | None) -> bool:
    return years is None or engine.docs[hit.doc][1] in years


def footnote_hits(engine: Engine, number: str, language: str | None, lang: str | None, edition: str | None,
                  reader: str | None) -> list[Hit]:
    """The footnotes printed with this number (the site and the hits name them so; the key fn23 counts them
    in document order), the newest Laws first, the footnote word's language, else the reader's, before them."""
    docs = sorted((int(doc) for doc, printed in engine.payload["numbers"].items() if printed == number),
                  key=lambda doc: (-(engine.laws_year[engine.docs[doc][1]] or 0), doc))
    return [Hit(doc, 1000.0, "key") for doc in typists_first(docs, lambda doc: engine.docs[doc][2], language or reader)
            if within(engine, doc, edition, lang)]


def defined_terms(engine: Engine, query: str, lang: str | None, edition: str | None, reader: str | None = None) \
        -> list[Hit]:
    """A query that is a defined term as the definitions write it, folded as its language folds ("болван",
    "tichy hrac", "онер" for "Онёр"), with or without the title's bracketed part ("punkt turniejowy"): its
    definitions first - a Russian director's review found the definition of "болван" 30th, under every
    provision that says the word -, each followed by the provisions it cites whose title names the term, asides
    aside (`documents.search_targets`; "штрафная карта": the definition, then Law 50, not in the first forty);
    a term two languages write alike, the reader's first ("kontra" read by a Czech reader: the Czech definition)."""
    spaced = " ".join(query.lower().split())
    defined = []
    for number, record in enumerate(engine.docs):
        if record[3] != "definition" or lang not in (None, record[2]) or edition not in (None, record[1]):
            continue
        language = engine.languages[record[2]]
        titles = {record[6], re.sub(r"\s*\([^)]*\)", "", record[6])}
        if language.fold(spaced) in {language.fold(" ".join(title.lower().split())) for title in titles}:
            defined.append(number)
    if defined and reader not in {engine.docs[number][2] for number in defined}:
        defined = readers_definitions(engine, query, lang, edition, reader) + defined
    found = []
    for number in typists_first(defined, lambda doc: engine.docs[doc][2], reader):
        found.append(Hit(number, 1000.0, "defined term"))
        found += [Hit(target, 1000.0, "defined term") for target in engine.payload["targets"].get(str(number), [])
                  if target not in {hit.doc for hit in found}]
    return found


def readers_definitions(engine: Engine, query: str, lang: str | None, edition: str | None, reader: str | None) \
        -> list[int]:
    """The reader's own definition of a term another language defines by the name typed: the one whose title is
    what the reader's language reads that name as in English, the glossary's name ("alert", the Polish title, read
    by a Czech reader: "Alertování"; a Czech review found the Polish definition first)."""
    language = engine.languages.get(reader) if reader and lang in (None, reader) else None
    if language is None:
        return []
    names = [sorted(set(terms)) for terms in language.english.get(tuple(english_word(word) for word in
                                                                         WORD.findall(query.lower())), [])]
    return [number for number, record in enumerate(engine.docs) if record[3] == "definition" and record[2] == reader
            and edition in (None, record[1]) and sorted(set(engine.payload["titles"][number])) in names]


def keys_hits(opened: Opened, typed, lang: str | None, scope: str | None, reader: str | None) -> list[Hit]:
    """The key's hits, then each key typed after it in a row ("16C2 16D1"), once each."""
    hits = key_hits(opened.engine, opened.by_key.get(str(typed.key), []), typed, lang, scope, reader)
    for key in typed.also:
        shown = {hit.doc for hit in hits}
        hits += [hit for hit in key_hits(opened.engine, opened.by_key.get(str(key), []), typed, lang, scope, reader)
                 if hit.doc not in shown]
    return hits


def within(engine: Engine, doc: int, scope: str | None, lang: str | None) -> bool:
    """A provision in the edition and the language asked (either may be open)."""
    return (not scope or engine.docs[doc][1] == scope) and (not lang or engine.docs[doc][2] == lang)


def nearest_part(opened: Opened, key: str, typed, lang: str | None, scope: str | None,
                 reader: str | None) -> tuple[str | None, list[Hit]]:
    """For a key no edition numbers, the nearest part above it that something is, and its provisions
    (`64Z`: Law 64; `16C99`: 16C), found as `nearest`: a mistyped letter still lands in its Law. Parts end
    where a digit meets a letter, a bracket or a dot, so Law 16 is no part of a Law 169."""
    engine = opened.engine
    if key in opened.by_key:  # some edition numbers it (only not in the language or edition asked): no part
        return None, []
    for end in range(len(key) - 1, 0, -1):
        if key[end - 1].isdigit() == key[end].isdigit() and key[end] not in "(.":
            continue
        ordered = typists_first(opened.by_key.get(key[:end], []), lambda doc: engine.docs[doc][2],
                                typed.language or reader)
        hits = [Hit(doc, 1000.0, "nearest") for doc in ordered if within(engine, doc, scope, lang)]
        if hits:
            return key[:end], hits
    return None, []


def key_hits(engine: Engine, everywhere: list[int], typed, lang: str | None, scope: str | None,
             reader: str | None) -> list[Hit]:
    """The hits of a typed key: the provisions at it (`everywhere`), the typist's language first; in an
    edition that lacks it, its counterparts there; in every edition, an older rule at it said
    (`other_rules`), and where the typist's language lacks the key, what says it there first ("Pravidlo
    35A": the Czech 35.1, as the 2007 text prints Law 35's A-D as 1.-4.; so `35A --lang cs`)."""
    ordered = typists_first(everywhere, lambda doc: engine.docs[doc][2], typed.language or reader)
    hits = [Hit(doc, 1000.0, "key") for doc in ordered if within(engine, doc, scope, lang)]
    if not hits and scope:
        return key_counterparts(engine, everywhere, scope)
    if scope:
        return hits
    hits = other_rules(engine, hits, everywhere)
    home = engine.main.get(lang or typed.language or reader or "")  # the language asked, else the typist's
    if home and (not lang or engine.edition_language[home] == lang) and not any(
            engine.docs[hit.doc][1] == home for hit in hits):
        hits = key_counterparts(engine, everywhere, home) + hits
    return hits + lacking_it(engine, hits, everywhere, lang)


def lacking_it(engine: Engine, hits: list[Hit], everywhere: list[int], lang: str | None) -> list[Hit]:
    """After a key's hits, what says it in each edition that has nothing at it, by the concordance (a Polish
    director's review: `przepis 64C1` listed the 2017 texts alone, where 2007 and 1997 64C say it)."""
    shown = {hit.doc for hit in hits}
    editions = {engine.docs[doc][1] for doc in shown | set(everywhere)}
    out: list[Hit] = []
    for edition, language in engine.edition_language.items():
        if edition not in editions and (not lang or language == lang):
            out += [hit for hit in key_counterparts(engine, everywhere, edition) if hit.doc not in shown]
            shown.update(hit.doc for hit in out)
    return out


def key_counterparts(engine: Engine, docs: list[int], edition: str) -> list[Hit]:
    """A key the edition lacks, typed in it: the edition's provisions that say what the key says in the
    other editions, by the concordance (the Czech 2007 text prints Law 35's A-D as 1.-4.: 35A is its 35.1);
    `via` names the provision they answer for. The newest Laws that say where it went are the reading (a
    draft lacking 2017 16C3 has deleted it: 2007 16C3, another rule, is no answer)."""
    table, year = engine.payload["counterparts"], engine.laws_year
    telling = [doc for doc in docs if edition in table.get(str(doc), {})]
    newest = max((year[engine.docs[doc][1]] for doc in telling), default=0)
    found: dict[int, Hit] = {}
    for doc in (doc for doc in telling if year[engine.docs[doc][1]] == newest):
        for other in table[str(doc)][edition]:
            if other not in found:
                record = engine.docs[doc]
                found[other] = Hit(other, 1000.0, "counterpart", f"{record[1]} {record[4]}")
    return list(found.values())


def other_rules(engine: Engine, hits: list[Hit], everywhere: list[int]) -> list[Hit]:
    """A key typed for every edition: where an older edition's provision at that key is not what the newest
    Laws say at it, by the concordance (2007 16C2, information from other sources; 2017 16C2, withdrawn
    calls), its hit says so (`differs`: that provision of the newest Laws, and the keys of what says it in
    the older edition, none for a new rule: 2017 Law 23), and the older edition's provisions that do say
    it follow it (2007 16D2), found as counterparts. A draft translation of the Laws in force is those Laws,
    no other rule, though its year reads 0 (`Graph.standing`; `refs` alike). `everywhere`: the provisions at
    the key in every edition, whatever the hits' language."""
    docs, year = engine.docs, engine.laws_year
    newest = max((year[docs[doc][1]] for doc in everywhere), default=0)
    latest = [doc for doc in everywhere if year[docs[doc][1]] == newest]
    out: list[Hit] = []
    shown = {hit.doc for hit in hits}
    for hit in hits:
        out.append(hit)
        edition = docs[hit.doc][1]
        if year[edition] == newest or edition in engine.draft_translations:
            continue
        told = other_rule(hit.doc, latest, lambda doc: engine.payload["counterparts"].get(str(doc), {}).get(edition))
        if told is None:
            continue
        source, others = told
        via = f"{docs[source][1]} {docs[source][4]}"
        hit.differs = {"from": via, "here": [docs[other][4] for other in others], "urls": [docs[other][8] for other in others]}
        for other in others:
            if other not in shown:
                shown.add(other)
                out.append(Hit(other, 1000.0, "counterpart", via))
    return out

"""What a search answers of each hit (`query.run`): its record - edition, key, label, a snippet around the
matched words -, the draft it stands in, and where the newest Laws say what it says (`newer`)."""

from __future__ import annotations

import re

from .engine import Engine, Hit
from .query_tokens import WORD


def hit_record(engine: Engine, hit: Hit, terms: dict[str, list[str]], reading: list[str] = ()) -> dict:
    record = engine.docs[hit.doc]
    language = record[2]
    text, highlights = snippet(record[10], set(terms.get(language, [])), engine.languages[language])
    found = {"edition": record[1], "key": record[4], "kind": record[3], "label": record[9],
             "title": engine.payload["shown_titles"].get(str(hit.doc), record[6]),  # Law 37's, its [sic] said
             "trail": record[7], "score": round(hit.score, 4), "how": hit.how, "snippet": text,
             "highlights": [list(span) for span in highlights], "url": record[8], "lang": language,
             "law": record[5], "id": record[0]}
    if record[1] in engine.drafts:  # "a draft translation": named so beside the approved texts
        found["draft"] = engine.drafts[record[1]]
    if hit.via:
        found["via"] = hit.via
    if hit.differs:
        found["differs"] = hit.differs
    later = hit_newer(engine, hit, reading)
    if later:
        found["newer"] = later
    return found


def hit_newer(engine: Engine, hit: Hit, reading: list[str] = ()) -> dict | None:
    """`newer` of a hit, found by its words or by its key alike ("Pravidlo 40B6a": 2017 40B5a); a
    counterpart's is left unsaid where it would only repeat the provision it answers for (cs-2007 16D2
    through pl-2017 16C2 is 2017 16C2: its `via` says so)."""
    later = newer(engine, hit.doc, reading)
    if later and hit.how == "counterpart" and not later.get("changed"):
        edition, key = hit.via.split(" ", 1)
        if engine.laws_year[edition] == later["year"] and later["keys"] == [key]:
            return None
    return later


def newer(engine: Engine, doc: int, reading: list[str] = ()) -> dict | None:
    """Where the newest Laws say what a provision of older Laws says, when not at its key (`keys` empty:
    nothing there says it), or at its key when the concordance says they changed the rule (`changed`:
    cs-2007 27B1b), by the concordance: a Czech director's search lands in the 2007 text, and 2007 16C
    (information from other sources) is 2017 16D. Their edition in the hit's language if there is one
    (pl-1997: pl-2017), else in the languages of `reading` in turn - a Law word typed, the reader's (a Russian
    reader of the Czech 16C: ru-2017 16D) - else the first by name. `amended`: the year of the amendment that
    left that edition without the rule (cs-2007 89, "see 12C3", and the 2024 Law 89 of pl-2017)."""
    record, year = engine.docs[doc], engine.laws_year
    told = engine.payload["counterparts"].get(str(doc), {})
    newest = max((year[edition] for edition in told), default=0)
    if newest <= year[record[1]]:
        return None
    editions = sorted(edition for edition in told if year[edition] == newest)
    edition = next((e for language in (record[2], *reading) for e in editions if engine.edition_language[e] == language),
                   editions[0])
    keys = [engine.docs[other][4] for other in told[edition]]
    changed = edition in engine.payload["changed"].get(str(doc), [])
    if keys == [record[4]] and not changed:
        return None
    urls = [engine.docs[other][8] for other in told[edition]]
    amended = engine.payload["amended"].get(str(doc), {}).get(edition)  # nothing there: an amendment's doing
    return {"edition": edition, "year": newest, "keys": keys, "urls": urls, **({"changed": True} if changed else {}),
            **({"amended": amended} if amended else {})}


def snippet(text: str, terms: set[str], language, width: int = 220) -> tuple[str, list[tuple[int, int]]]:
    """A window of the text around the sentence that matched, with the matched words' offsets (`excerpt_start`)."""
    if not text:
        return "", []
    spans = [(match.start(), match.end()) for match in WORD.finditer(text)
             if terms & set(language.own_terms(match.group(0).lower()) or [language.fold(match.group(0))])]
    start = excerpt_start(text, spans, width)
    end = min(len(text), start + width)
    if end < len(text):
        end = max(text.rfind(" ", start, end), start + width // 2)
    piece = text[start:end].replace("\n", " ")
    prefix = "…" if start > 0 else ""
    suffix = "…" if end < len(text) else ""
    highlights = [(a - start + len(prefix), b - start + len(prefix)) for a, b in spans if a >= start and b <= end]
    return prefix + piece + suffix, highlights


SENTENCE_END = re.compile(r"[.!?;:]\s+|\n\s*")  # where a sentence (or a clause after a colon) of a text ends


def excerpt_start(text: str, spans: list[tuple[int, int]], width: int) -> int:
    """Where an excerpt of `width` starts: at the sentence holding the most matched words, each counted once (the
    first such on a tie), or before its first matched word where that sentence is long; at the text's
    beginning where it shows that much. 1997 61B's excerpt stopped at "Dziadek może p…", where "Obrońcy mogą
    pytać…, lecz nie mogą pytać siebie nawzajem" matched (a Polish player's review). As `excerpt` in
    search-engine.js (`LawbaseTokens.excerptStart`)."""
    best, most, begin = (0, len(text)), 0, 0
    for end in [match.end() for match in SENTENCE_END.finditer(text)] + [len(text)]:
        found = len({text[a:b].lower() for a, b in spans if begin <= a < end})
        if found > most:
            best, most = (begin, end), found
        begin = end
    anchor = next((a for a, _ in spans if a >= best[0]), best[0])
    if best[1] <= width or anchor <= width // 3:
        return 0
    if anchor - best[0] <= width // 3:
        return best[0]
    return text.rfind(" ", 0, anchor - width // 4) + 1

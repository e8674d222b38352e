"""Ranking: which provisions answer a query, best first, from the index payload (`index.py`).

A document's score for a query is the sum, over the query's slots, of its best alternative's BM25
weight (titles, text, the titles above, the lead a part continues and what people say of it - `said.py` -
each with its boost;
a synonym or English term, already the Laws' words, only in the Laws' own fields), times the share of the query it
answers (idf-weighted, raised to a power: a soft AND, so a question word or a missing word does not
empty the results, yet a document answering everything comes first). A title counts extra only when
it answers the query - most of the title's words asked for, most of the query found in it - not when
one incidental word of it appears. Then priors: what kind of node it is, whether its edition is the
language's main one; an index entry or a footnote passes its score to the provisions it points to; a
query in another language than the edition is read in its own language's main edition and answered
through the concordance. `site_assets/search-engine.js` is the same engine in the browser; the
constants (`ranking.py`) travel in the payload so both rank with the same numbers.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from typing import Callable

from .asked_language import known_counts, query_language
from .headings import heading_kept
from .index import FIELDS
from .query_language import TEXT_FIELDS, Language
from .query_tokens import Token, parse
from .query_words import Slot, english_slots, read_slots

LAWS_WORDS = ("synonym",)  # a synonym's replacement is the Laws' own words: not matched in what people say (`said`)


@dataclass
class Hit:
    doc: int
    score: float
    how: str = "own words"
    via: str = ""
    differs: dict | None = None  # {"from": a provision of the newest Laws at its key, "here": the keys saying it here}


class Engine:
    """Searches one payload; `lemmatise(language, word)` reads forms the corpus lacks."""

    def __init__(self, payload: dict, lemmatise: Callable[[str, str], str] | None = None, english_stop: set[str] | None = None):
        self.payload = payload
        self.ranking = payload["ranking"]
        self.docs = payload["docs"]
        self.languages = {code: Language(code, data, lemmatise) for code, data in payload["languages"].items()}
        self.edition_language = {edition["id"]: edition["language"] for edition in payload["editions"]}
        self.laws_year = {edition["id"]: edition["laws_year"] for edition in payload["editions"]}
        self.drafts = {edition["id"]: edition["draft"] for edition in payload["editions"] if edition.get("draft")}
        self.draft_translations = {edition["id"] for edition in payload["editions"] if edition.get("draft_translation")}
        self.notes = {edition["id"] for edition in payload["editions"] if edition.get("kind") == "notes"}
        self.main = payload["main"]
        self.english_stop = english_stop or set()

    # ------------------------------------------------------------------ reading the query
    def english_keys(self):
        return {key for language in self.languages.values() for key in language.english}

    @cached_property
    def english_words(self) -> set[str]:
        return {word for key in self.english_keys() for word in key}  # read by `english_word` in the build

    # ------------------------------------------------------------------ scoring
    def score(self, slots: list[Slot], language: Language, editions: set[str], close: set[int]) -> dict[int, list]:
        """doc -> [score, how] for the documents of `editions` that answer any slot; `close` gets `close_docs`."""
        boost = self.ranking["boost"]
        slot_scores: list[dict[int, tuple[float, float, str]]] = []
        slot_idf = []
        for slot in slots:
            best: dict[int, tuple[float, float, str]] = {}
            whole: set[int] = set()  # documents whose text holds every word of the slot's own reading
            idf_of_slot = 0.0
            for alternative in slot.alternatives:
                sums: dict[int, float] = {}
                present: dict[int, int] = {}
                written: dict[int, int] = {}  # the terms each document holds in the Laws' own words (not `said`)
                known = [term for term in alternative.terms if term in language.idf]
                if known:
                    idf_of_slot = max(idf_of_slot, sum(language.idf[t] for t in known) / len(alternative.terms))
                for term in dict.fromkeys(alternative.terms):
                    idf = language.idf.get(term)
                    if idf is None:
                        continue
                    seen: set[int] = set()
                    in_text: set[int] = set()
                    for name in TEXT_FIELDS if alternative.how in LAWS_WORDS else FIELDS:
                        for doc, weight in language.postings(name, term):
                            if self.docs[doc][1] not in editions:
                                continue
                            sums[doc] = sums.get(doc, 0.0) + idf * boost[name] * weight
                            seen.add(doc)
                            if name in TEXT_FIELDS:
                                in_text.add(doc)
                    for doc in seen:
                        present[doc] = present.get(doc, 0) + 1
                    for doc in in_text:
                        written[doc] = written.get(doc, 0) + 1
                size = len(alternative.terms)
                power = self.ranking["replacement_share_power"] if alternative.how != "own" and size > slot.width else 1.0
                for doc, total in sums.items():
                    share = present[doc] / size
                    value = total * share ** power * alternative.weight
                    if doc not in best or best[doc][0] < value:
                        best[doc] = (value, share, alternative.how)
                    if alternative.how == "own" and written.get(doc) == size:
                        whole.add(doc)
            for doc in whole:  # its text holds the words typed: a synonym scoring it higher is no news to the reader
                best[doc] = best[doc][:2] + ("own",)
            slot_scores.append(best)
            # a word this language cannot read is missing from every document of it, as the rarest word would be:
            # "trzynaście kart" read in Czech answers "kart" alone, not the whole query
            slot_idf.append(idf_of_slot or (language.unseen_idf if slot.words else 0.0))
        close.update(close_docs(slot_scores, slots))
        total_idf = sum(slot_idf) or 1.0
        results: dict[int, list] = {}
        for number, best in enumerate(slot_scores):
            for doc, (value, share, how) in best.items():
                entry = results.setdefault(doc, [0.0, 0.0, set()])
                entry[0] += value
                entry[1] += slot_idf[number] * share
                if how != "own":
                    entry[2].add(how)
        power = self.ranking["coverage_power"]
        prefixes = tuple(language.negating)
        asked = [{term for term in slot.terms if not slot.negated or term.startswith(prefixes)} for slot in slots]
        negated = [slot.terms for slot in slots if slot.negated]
        lost = self.ranking["negation_lost"]  # an asserted word the document's heading negates (`headings.py`)
        scored = {}
        for doc, (value, covered, hows) in results.items():
            score = value * (covered / total_idf) ** power * self.title_answer(doc, asked)
            if score > 0 and self.words_in_order(doc, slots, language, score):
                kept = self.negation_kept(doc, negated, language) * heading_kept(self.docs[doc], slots, language, lost)
                scored[doc] = [score * kept, describe(hows)]
        return scored

    def words_in_order(self, doc: int, slots: list[Slot], language: Language, score: float) -> bool:
        """A quoted phrase must stand in the document word for word."""
        phrases = [slot.alternatives[0].terms for slot in slots if slot.phrase]
        if not phrases:
            return True
        sequence = language.sequence(self.docs[doc][6] + "\n" + self.docs[doc][10])
        return all(contains(sequence, phrase) for phrase in phrases)

    def negation_kept(self, doc: int, negated: list[set[str]], language: Language) -> float:
        """A word the query negates ("karta nie zagrana") counts more where the document negates it
        too (a negating word before it, or its negated form), less where it stands only un-negated:
        the rule about played cards is not the answer to a question about cards not played."""
        if not negated:
            return 1.0
        sequence = language.sequence(self.docs[doc][6] + "\n" + self.docs[doc][10])
        prefixes = tuple(language.negating)
        factor = 1.0
        for terms in negated:
            places = [position for position, term in enumerate(sequence) if term in terms]
            if any(sequence[position].startswith(prefixes) or negated_before(sequence, position, language.negation_terms,
                                                                            language.stop_terms) for position in places):
                factor *= 1.0 + self.ranking["negation_kept"]
            elif places:
                factor *= 1.0 - self.ranking["negation_lost"]
        return factor

    def title_answer(self, doc: int, asked: list[set[str]]) -> float:
        """1 + bonus when the title answers the query: most of its words asked, most slots in it (`asked`:
        each slot's terms, a negated slot's only in their negated form)."""
        title = self.payload["titles"][doc]
        if not title or not asked:
            return 1.0
        title_set = set(title)
        found = set()
        answered = 0
        for terms in asked:
            hit = terms & title_set
            found |= hit
            answered += bool(hit)
        share = ((len(found) / len(title_set)) * (answered / len(asked))) ** self.ranking["title_answer_power"]
        law = self.docs[doc][3] == "law" and self.docs[doc][1] not in self.notes  # a notes page bears a Law's title
        bonus = self.ranking["title_answer"] + (self.ranking["law_title_answer"] if law else 0.0)
        return 1.0 + bonus * share

    # ------------------------------------------------------------------ the search
    def search(self, text: str, lang: str | None, edition: str | None, limit: int, reader: str | None = None) -> dict:
        """{"hits": [Hit], "terms": {language: [terms]}, "corrected": {word: form}, "skipped": [words no language
        read]} for words (not keys); `reader`: the reader's language, a query as much of it as another's is read in."""
        tokens = parse(text)
        scope = [e for e, language in self.edition_language.items()
                 if (edition is None or e == edition) and (lang is None or language == lang)]
        targets = sorted({self.edition_language[e] for e in scope})
        counts = known_counts(tokens, self.languages, self.english_stop, self.english_words)
        asked = query_language(counts, len(tokens), [reader] * (reader in targets) + targets)
        found: dict[int, Hit] = {}
        close: set[int] = set()  # the documents the query's own words find (`close_docs`)
        terms: dict[str, list[str]] = {}
        corrected: dict[str, str] = {}
        read: set[str] = set()
        unread: set[str] = set()
        for target in sorted(targets, key=lambda code: code != asked):  # the query's language first
            language = self.languages[target]
            editions = {e for e in scope if self.edition_language[e] == target}
            if asked == "en":
                slots = english_slots(tokens, language, self.english_stop, self.ranking["weights"]["english"])
                scored = self.english_everywhere(tokens, target, self.score(slots, language, editions, close), editions, close)
                if reader in targets and target != reader:
                    scored = unasked(scored, self.ranking)  # English from a reader of one of the languages: theirs
            elif asked in self.languages and asked not in targets and asked in self.main:
                language = self.languages[asked]  # the query read in its own language's main edition
                slots, fixed = read_slots(tokens, language, self.ranking["weights"])
                corrected.update(fixed)
                scored = across(self.payload, self.score(slots, language, {self.main[asked]}, close), editions)
            else:
                slots, fixed = read_slots(tokens, language, self.ranking["weights"], asked in (None, target))
                corrected.update(fixed)
                if target == asked:
                    counts[asked] += len(fixed)  # a slip of its own words: "przecinikow" is Polish
                scored = self.score(slots, language, editions, close)
                if asked in self.languages and (counts[target] < counts[asked] or target != asked == reader):
                    scored = unasked(scored, self.ranking)  # fewer of its words, or as many and the reader's won
            terms.setdefault(target if asked not in self.languages or asked in targets else asked, []).extend(
                term for slot in slots for alternative in slot.alternatives for term in alternative.terms)
            for slot in slots:
                (read if slot_read(slot, language) else unread).update(slot.words)
            for hit in self.placed(scored, edition):
                if hit.doc not in found or found[hit.doc].score < hit.score:
                    found[hit.doc] = hit
        return {"hits": self.ranked(list(found.values()), limit), "terms": terms, "corrected": corrected,
                "skipped": skipped([token.word for token in tokens], unread - read - set(corrected),
                                   list(self.languages.values()), self.ranking["begun_letters"]),
                "loose": bool(found) and not close}  # nothing the query's own words find

    def english_everywhere(self, tokens: list[Token], target: str, scored: dict[int, list],
                           editions: set[str], close: set[int]) -> dict[int, list]:
        """An English query read in the other languages' main editions too (their thesauri say other English words of
        the same provisions), carried through the concordance (found in English); a document keeps its best score."""
        for code, language in self.languages.items():
            if code == target or code not in self.main:
                continue
            slots = english_slots(tokens, language, self.english_stop, self.ranking["weights"]["english"])
            for doc, (value, _) in across(self.payload, self.score(slots, language, {self.main[code]}, close),
                                         editions).items():
                if doc not in scored or scored[doc][0] < value:
                    scored[doc] = [value, "english"]
        return scored

    def placed(self, scored: dict[int, list], edition: str | None) -> list[Hit]:
        """Priors applied; index entries and footnotes hand their score to what they point to."""
        ranking = self.ranking
        hits: list[Hit] = []
        for doc, (score, how) in scored.items():
            record = self.docs[doc]
            kind = record[3]
            if record[1] != self.main.get(record[2]) and record[1] != edition:
                score *= ranking["secondary_edition"]
            if kind == "index-entry":
                for target in self.payload["targets"].get(str(doc), []):
                    hits.append(Hit(target, score * ranking["index_entry"], how, record[9]))
            elif kind == "footnote" and record[11] >= 0:
                hits.append(Hit(record[11], score * ranking["footnote_parent"], how, record[9]))
            weight = ranking["kind"].get(kind, 1.0)
            if weight > 0:
                hits.append(Hit(doc, score * weight, how))
        return hits

    def ranked(self, hits: list[Hit], limit: int) -> list[Hit]:
        """Best first; the k-th hit of one Law counts `same_law`^k, so other Laws stay in view."""
        hits.sort(key=lambda hit: (-hit.score, self.docs[hit.doc][1], self.docs[hit.doc][4]))
        seen: dict[str, int] = {}
        decayed = []
        for hit in hits:
            record = self.docs[hit.doc]
            group = record[1] + "/" + (record[5] or record[0])
            decayed.append((hit.score * self.ranking["same_law"] ** seen.get(group, 0), hit))
            seen[group] = seen.get(group, 0) + 1
        decayed.sort(key=lambda pair: (-pair[0], self.docs[pair[1].doc][1], self.docs[pair[1].doc][4]))
        return [hit for _, hit in decayed[:limit]]


def across(payload: dict, scored: dict[int, list], editions: set[str]) -> dict[int, list]:
    """Scores of the query language's main edition carried to the same provisions of `editions` (the payload's
    counterparts: the concordance as the index wrote it)."""
    carried: dict[int, list] = {}
    weight = payload["ranking"]["other_language"]
    for doc, (score, how) in scored.items():
        sources = [doc]
        if payload["docs"][doc][3] == "index-entry":
            sources = payload["targets"].get(str(doc), [])
        for source in sources:
            for edition, others in payload["counterparts"].get(str(source), {}).items():
                if edition not in editions:
                    continue
                for other in others:
                    value = score * weight / len(others)
                    if other not in carried or carried[other][0] < value:
                        carried[other] = [value, "other language" + (f", {how}" if how != "own words" else "")]
    return carried


def contains(sequence: list[str], phrase: list[str]) -> bool:
    size = len(phrase)
    return any(sequence[start:start + size] == phrase for start in range(len(sequence) - size + 1))


def skipped(words: list[str], unread: set[str], languages: list[Language], begun_letters: int) -> list[str]:
    """The query's words no language read, once each, in order: not a stop-word of any ("с"), one with a digit
    (a key or a number, `query.run` says them), a word of one or two letters, nor the last word as far as it
    is typed ("dziadek dotk")."""
    last = words[-1] if words and any(language.begun(words[-1], begun_letters) for language in languages) else None
    return list(dict.fromkeys(word for word in words if word in unread and word != last and len(word) > 2
                              and not any(char.isdecimal() for char in word)
                              and not any(language.known(word) for language in languages)))


def unasked(scored: dict[int, list], ranking: dict) -> dict[int, list]:
    """The scores of a language the query is not written in, read in it for the words the two share
    ("partner", "pas" in a Polish query read in Czech): below the query's own language's."""
    weight = ranking["unasked_language"]
    return {doc: [value * weight, how] for doc, (value, how) in scored.items()}


def slot_read(slot: Slot, language: Language) -> bool:
    """Does a slot read as any term of the language's index (a word no form, slip, beginning nor English term
    of it reads has none)?"""
    return any(term in language.idf for alternative in slot.alternatives for term in alternative.terms)


def close_docs(slot_scores: list[dict[int, tuple]], slots: list[Slot]) -> set[int]:
    """The documents a query's own words find: holding one of its words as typed (a form, a slip, a beginning, its
    English), not only words the thesaurus relates to them, or answering most of the words it asks, those the language
    reads not too ("trestňák": 50B by its one synonym; "w klubie nie ma dziś arbitra – kto rozstrzyga spory przy
    stolikach", 81C6 by three of four). "mobil zazvonil" found 8B1 (a round's end: the bell) and 40C3a (memory aids)
    each by the synonym of one word, and no text has either word (a Czech player's review); "телефон зазвонил", 16A2
    and 38D by synonyms of "телефон", "зазвонил" read nowhere (a Russian director's review): none, which the search
    then says (`loose`). Any document, not only those listed: a query whose words some text holds is none such."""
    asked = [best for best, slot in zip(slot_scores, slots) if slot.words and not slot.negated]
    typed = {doc for best in asked for doc, (_, _, how) in best.items() if how != "synonym"}
    answered = Counter(doc for best in asked for doc in best)
    return typed | {doc for doc, count in answered.items() if 2 * count > len(asked)}


def describe(hows: set[str]) -> str:
    if not hows:
        return "own words"
    return ", ".join(sorted(hows))


def negated_before(sequence: list[str], position: int, negation_terms: set[str], skipped: set[str]) -> bool:
    """Is the word at `position` negated: a negating word before it, only stop-words between ("ход не с той
    руки"), as a query's negation reaches its next content word?"""
    position -= 1
    while position >= 0 and sequence[position] in skipped and sequence[position] not in negation_terms:
        position -= 1
    return position >= 0 and sequence[position] in negation_terms

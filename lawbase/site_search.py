"""The site's search index: a .js file (browsers refuse fetch() from file://) with the same analysis.

It carries the build-time term map of each language (every corpus word form -> its index term),
BM25F weights per term and node computed here with the command's field boosts, the nodes' texts for
snippets, and the few language facts the page's script needs (scripts, look-alike letters, the words
that only say "Law" before a key).
"""

from __future__ import annotations

import json
import math
from collections import Counter

from .analysis import WORD, TermMap, fold
from .index import SEARCHABLE_KINDS, law_of, searchable_text, trail_of
from .profiles import all_profiles
from .query import FIELD_BOOSTS, INDEX_ENTRY_WEIGHT, KIND_WEIGHTS, SAME_LAW_DECAY

K1 = 1.2
B = 0.75


def field_terms(text: str, term_map: TermMap) -> list[str]:
    terms = []
    for word in WORD.findall(text):
        terms.extend(term_map.lookup(word.lower())[:1] or [fold(word.lower())])
    return terms


def search_index_script(data: dict, term_maps: dict[str, TermMap]) -> bytes:
    language_of = {edition["id"]: edition["language"] for edition in data["editions"]}
    by_id = {node["id"]: node for node in data["nodes"]}
    index_targets: dict[str, list[str]] = {}
    for record in data["references"]:
        if record["kind"] == "index" and record["target"]:
            index_targets.setdefault(record["source"], []).append(record["target"])
    docs = []
    fields: list[tuple[str, dict[str, list[str]]]] = []
    for node in data["nodes"]:
        if node["kind"] not in SEARCHABLE_KINDS:
            continue
        title = node["title"] or node.get("term", "")
        text = searchable_text(node)
        if not (title or text) and node["kind"] not in ("section", "subsection", "item", "subitem"):
            continue
        language = language_of[node["edition"]]
        term_map = term_maps[language]
        trail = trail_of(node, by_id)
        law = law_of(node, by_id)
        docs.append({"id": node["id"], "edition": node["edition"], "lang": language, "kind": node["kind"],
                     "key": node["key"], "law": law["key"] if law else "", "title": title,
                     "trail": " › ".join(trail), "url": node["url"], "text": node["text"]})
        fields.append((language, {"title": field_terms(title, term_map), "body": field_terms(text, term_map),
                                  "path": field_terms(" ".join(trail), term_map)}))
    doc_position = {doc["id"]: position for position, doc in enumerate(docs)}
    for position, doc in enumerate(docs):
        targets = [doc_position[t] for t in index_targets.get(doc["id"], []) if t in doc_position]
        if targets:
            doc["targets"] = targets
    postings: dict[str, dict[str, list]] = {}
    for language in sorted(set(language_of.values())):
        members = [(position, terms) for position, (lang, terms) in enumerate(fields) if lang == language]
        count = len(members)
        average = {name: (sum(len(terms[name]) for _, terms in members) / count or 1.0) for name in FIELD_BOOSTS}
        frequency: Counter = Counter()
        for _, terms in members:
            frequency.update(set(terms["title"]) | set(terms["body"]) | set(terms["path"]))
        table: dict[str, list] = {}
        for position, terms in members:
            weighted: Counter = Counter()
            for name, boost in FIELD_BOOSTS.items():
                length = len(terms[name])
                if not length:
                    continue
                norm = 1 - B + B * length / average[name]
                for term, tf in Counter(terms[name]).items():
                    weighted[term] += boost * tf / norm
            for term, tf in weighted.items():
                idf = math.log(1 + (count - frequency[term] + 0.5) / (frequency[term] + 0.5))
                table.setdefault(term, []).extend([position, round(idf * tf * (K1 + 1) / (tf + K1), 3)])
        postings[language] = dict(sorted(table.items()))
    profiles = {profile.language: profile for profile in all_profiles()}
    lead_words = sorted({word.casefold() for profile in profiles.values()
                         for name in ("law_words", "see_words") for word in profile.vocabulary.get(name, [])})
    payload = {
        "editions": [{"id": e["id"], "language": e["language"], "title": e["title"]} for e in data["editions"]],
        "languages": {code: {"script": profile.search.get("script", ""), "fold": profile.search.get("fold", {}),
                             "name": profile.name}
                      for code, profile in profiles.items() if code in postings},
        "lookalikes": {char: latin for profile in profiles.values() for char, latin in profile.lookalikes.items()},
        "leadWords": lead_words,
        "boosts": {"kind": KIND_WEIGHTS, "decay": SAME_LAW_DECAY, "indexEntry": INDEX_ENTRY_WEIGHT},
        "docs": [[doc["id"], doc["edition"], doc["lang"], doc["kind"], doc["key"], doc["law"], doc["title"],
                  doc["trail"], doc["url"], doc["text"], doc.get("targets", [])] for doc in docs],
        "forms": {language: dict(sorted(term_maps[language].forms.items())) for language in sorted(postings)},
        "postings": postings,
    }
    text = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    return ("/* lawbase search index: generated by `lawbase build` */\nwindow.LAWBASE_INDEX = "
            + text + ";\n").encode("utf-8")

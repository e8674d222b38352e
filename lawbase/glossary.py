"""The multilingual glossary: the same definition lined up across the Polish, Czech and Russian texts.

Each edition lists its definitions in its own alphabetical order, so position alone says little.
The Russian definitions carry the English term, which names each row. Two definitions are scored
as the same when they share evidence: the Laws they cite (`patrz przepis 77` / `viz Pravidlo 77` /
`см. Правило 77`), the numbers they state (52 cards, 13 cards, 100 points), the English terms naming
them (the Russian text's own, or the profile's English vocabulary: "psychic call" is "psychologická
hláška"), their terms written alike (Kontra, Контра), cognate words in their texts, and similar length. Pairs are taken greedily,
best first, above a threshold; each row records the evidence that joined it.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import cache

from .analysis import fold
from .defined_terms import BRACKETS, term_patterns, term_uses, words_of
from .evidence import Evidence
from .profiles import load_profile
from .graph import Graph
from .keys import id_parts
from .typed_nodes import defined

NUMBER = re.compile(r"\b\d+\b")
SENSE = re.compile(r"(?:^|(?<=[.;:)]\s))\d+\.\s")  # a sense's number ("1. Podział talii … 2. Rozkład …"): no number
WORD = re.compile(r"[^\W\d_]{4,}")
THRESHOLD = 1.6
WEIGHTS = {"laws": 3.0, "numbers": 1.5, "term": 2.5, "words": 2.0, "length": 0.5, "usage": 5.0, "english": 3.0}
TERM_ALIKE = 0.75
USAGE_SURE = 3  # sections of use below which the usage signal counts in proportion


@dataclass
class Definition:
    id: str
    edition: str
    term: str
    english: str
    text: str
    laws: set[str]
    numbers: set[str]
    latin_term: str
    stems: set[str]
    parent: str | None
    usage: set[str] = field(default_factory=set)  # sections of the Laws whose text uses the term
    english_names: set[str] = field(default_factory=set)  # English terms naming it: its own (the Russian text
    # gives them), or those the profile's English vocabulary reads as its term ("director": "vedoucí")


@dataclass
class Row:
    english: str
    members: dict[str, str]  # edition -> definition id
    evidence: dict[str, list[Evidence]] = field(default_factory=dict)  # "pl-2017~ru-2017" -> what matched


def latin(text: str, language: str) -> str:
    table = load_profile(language).transliteration
    return "".join(table.get(char, char) for char in fold(text))


def usage_of(graph: Graph, edition: str, definitions: list[Definition], term_map) -> None:
    """Where each defined term is used: the sections (16B, 75A, …) whose text holds it, read as the pages
    read it to link it (`defined_terms`)."""
    patterns = term_patterns(graph, edition, term_map)
    if not patterns:
        return
    by_id = {definition.id: definition for definition in definitions}
    known: dict[str, list[str]] = {}
    for node in graph.by_edition[edition]:
        if node["kind"] not in ("law", "section", "subsection", "item", "subitem"):
            continue
        section = node
        while section["kind"] not in ("section", "law"):
            section = graph.by_id[section["parent"]]
        for _, _, definition in term_uses(words_of(node["text"], term_map, known), patterns):
            if definition in by_id:
                by_id[definition].usage.add(section["key"])


def english_names(term: str, english: str, language: str) -> set[str]:
    """The English terms of a definition: those it gives ("Event, Tournament"), and the keys of the profile's
    English vocabulary whose replacement is its term, brackets aside ("revoke": "nepřiznání barvy")."""
    named = {name.strip().casefold() for name in english.split(",") if name.strip()}
    return named | english_of(language).get(fold(BRACKETS.sub("", term)).casefold(), set())


@cache
def english_of(language: str) -> dict[str, set[str]]:
    """A replacement of the profile's English vocabulary, folded -> the English keys it replaces (the profile's
    own table: the thesauri's parts are table talk, and reading them was 0.4 s of a build)."""
    out: dict[str, set[str]] = {}
    for key, replacements in load_profile(language).search.get("english", {}).items():
        for replacement in replacements:
            out.setdefault(fold(replacement).casefold(), set()).add(key.casefold())
    return out


def definitions_of(graph: Graph, edition: str, references: dict[str, set[str]]) -> list[Definition]:
    language = graph.editions[edition]["language"]
    out = []
    for node in graph.by_edition[edition]:
        if node["kind"] != "definition":
            continue
        text = node["text"]
        laws = {re.match(r"\d+", key).group(0) for key in references.get(node["id"], set())}
        out.append(Definition(
            id=node["id"], edition=edition, term=node.get("term", ""), english=node.get("english", ""), text=text,
            laws=laws, numbers=set(NUMBER.findall(SENSE.sub(" ", text))) - laws,
            latin_term=BRACKETS.sub("", latin(node.get("term", ""), language)),
            stems={word[:4] for word in WORD.findall(latin(text, language))},
            parent=node["parent"] if node["parent"] and not node["parent"].endswith("/definitions") else None,
            english_names=english_names(node.get("term", ""), node.get("english", ""), language),
        ))
    return out


def jaccard(a: set, b: set) -> float:
    shared = len(a & b)
    union = len(a) + len(b) - shared  # the union's size, without making it
    return shared / union if union else 0.0


def term_likeness(a: str, b: str) -> float:
    """difflib's ratio of two terms, when it can reach TERM_ALIKE: its bounds by length and by the letters
    shared are checked first (without them the ratios of every pair were most of the glossary's time)."""
    if not a or not b or 2 * min(len(a), len(b)) / (len(a) + len(b)) < TERM_ALIKE:
        return 0.0
    if 2 * sum((Counter(a) & Counter(b)).values()) / (len(a) + len(b)) < TERM_ALIKE:
        return 0.0
    return difflib.SequenceMatcher(a=a, b=b).ratio()


def pair_score(a: Definition, b: Definition) -> tuple[float, list[tuple[str, dict]]]:
    """The score of two definitions as one concept, and what matched as codes and values (made `Evidence`, the
    translation memory's note, for the pairs kept alone)."""
    evidence = []
    score = 0.0
    if a.laws or b.laws:
        share = jaccard(a.laws, b.laws)
        score += WEIGHTS["laws"] * (share if share else -0.3)
        if share:
            evidence.append(("laws", {"laws": ", ".join(sorted(a.laws & b.laws, key=int))}))
    if a.numbers and b.numbers:
        share = jaccard(a.numbers, b.numbers)
        score += WEIGHTS["numbers"] * share
        if share:
            evidence.append(("numbers", {"numbers": ", ".join(sorted(a.numbers & b.numbers, key=int))}))
    elif a.numbers or b.numbers:
        score -= 0.3
    if a.usage and b.usage:  # a section or two in common says less than twenty (both in Law 77 alone:
        usage = jaccard(a.usage, b.usage)  # "Lewa deklarowana" and "Шлем", which is "Gra premiowa")
        score += WEIGHTS["usage"] * usage * min(1.0, min(len(a.usage), len(b.usage)) / USAGE_SURE)
        if usage >= 0.2:
            evidence.append(("usage", {"share": usage}))
    english = a.english_names & b.english_names
    if english:
        score += WEIGHTS["english"]
        evidence.append(("english", {"names": ", ".join(sorted(english))}))
    term = term_likeness(a.latin_term, b.latin_term)
    if term >= TERM_ALIKE and min(len(a.latin_term), len(b.latin_term)) >= 3:
        score += WEIGHTS["term"] * term
        evidence.append(("term", {"share": term}))
    words = jaccard(a.stems, b.stems)
    score += WEIGHTS["words"] * words
    if words >= 0.15:
        evidence.append(("cognates", {"share": words}))
    if a.text and b.text:
        ratio = min(len(a.text), len(b.text)) / max(len(a.text), len(b.text))
        score += WEIGHTS["length"] * ratio
    if (a.parent is None) != (b.parent is None):
        score -= 1.0  # a sub-definition lines up with a sub-definition
    return score, evidence


def align(first: list[Definition], second: list[Definition]) -> dict[str, tuple[str, float, list[str]]]:
    """first id -> (second id, score, evidence), one to one, best pairs first."""
    scored = []
    for a in first:
        for b in second:
            score, evidence = pair_score(a, b)
            if score >= THRESHOLD:
                scored.append((score, a.id, b.id, evidence))
    scored.sort(key=lambda item: (-item[0], item[1], item[2]))
    taken_a, taken_b, pairs = set(), set(), {}
    for score, a, b, evidence in scored:
        if a in taken_a or b in taken_b:
            continue
        taken_a.add(a)
        taken_b.add(b)
        pairs[a] = (b, score, evidence)
    return pairs


def pointed_to(graph: Graph, definition_id: str) -> str | None:
    """The definition of its edition that a definition reading only "= Term" points to (cs-2007 "Psychologická
    hláška: = Klamavá hláška"), if any."""
    node = graph.by_id[definition_id]
    text = node["text"].strip()
    if not text.startswith("="):
        return None
    named = defined(graph, text[1:].strip().rstrip("."), node["edition"])
    return next((other["id"] for other in named if other["id"] != definition_id), None)


def build_glossary(data: dict, term_maps: dict | None = None, graph: Graph | None = None) -> tuple[list[Row], dict]:
    """Rows of aligned definitions (named by the English term), and counts of how many aligned; the rows
    follow the text in force whose definitions give the most English terms (the Russian text gives them)."""
    references: dict[str, set[str]] = {}
    for record in data["references"]:
        if record["target"] and record["kind"] in ("explicit", "relative"):
            references.setdefault(record["source"], set()).add(id_parts(record["target"])[1])
    graph = graph or Graph(data)
    editions = [e["id"] for e in data["editions"] if e["kind"] == "laws"
                and any(n["kind"] == "definition" for n in graph.by_edition[e["id"]])]
    defs = {edition: definitions_of(graph, edition, references) for edition in editions}
    drafts = {e["id"] for e in data["editions"] if e.get("draft")}
    anchor = max(editions, key=lambda e: (e not in drafts, sum(bool(d.english) for d in defs[e]), -editions.index(e)),
                 default="")
    language = {e["id"]: e["language"] for e in data["editions"]}
    for edition, definitions in defs.items():
        usage_of(graph, edition, definitions, (term_maps or {}).get(language[edition]))
    rows: dict[str, Row] = {}
    for definition in defs.get(anchor, []):
        rows[definition.id] = Row(definition.english or definition.term, {anchor: definition.id})
    counts = {}
    for edition in editions:
        if edition == anchor:
            continue
        pairs = align(defs[edition], defs[anchor])
        for own in list(pairs):  # "= Klamavá hláška" paired by its English: the definition it names is the pair
            target = pointed_to(graph, own)
            if target and target not in pairs and not pointed_to(graph, target):
                pairs[target] = pairs.pop(own)
        counts[edition] = {"aligned": len(pairs), "definitions": len(defs[edition])}
        for own, (theirs, score, evidence) in pairs.items():
            rows[theirs].members[edition] = own
            rows[theirs].evidence[f"{edition}~{anchor}"] = [Evidence(f"glossary_{code}", **values) for code, values
                                                            in evidence + [("score", {"score": score})]]
        for definition in defs[edition]:
            if definition.id not in pairs:
                rows[definition.id] = Row("", {edition: definition.id})
    counts[anchor] = {"definitions": len(defs.get(anchor, []))}
    return list(rows.values()), counts

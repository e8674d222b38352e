"""The units the concordance pairs: every provision (a Law and its parts) with what it says, as terms.

A unit's words are cut to terms: lemmatised (lemmagen3: `błędu`, `błędów` -> `błąd`) and folded;
the translations of terms are learned from the texts themselves, see `lexicon`. What
a provision says is its own text and the texts below it, so a section is compared as a whole; the
numbers it states and the Laws it cites are kept apart, as they cross languages as they are.
"""

from __future__ import annotations

import hashlib
import math
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import cache, cached_property
from weakref import WeakKeyDictionary

from ..graph import Graph, Kind
from ..keys import Key, id_parts
from ..query_language import lemmatiser
from ..text import fold
from .players import players

WORD = re.compile(r"[^\W\d_]{3,}")
NUMBER = re.compile(r"\b\d{1,3}\b")


def terms_of(text: str, language: str) -> list[str]:
    """Folded lemmas of a text's words (short words and numbers left out): `błędów` -> `blad`."""
    return [term_of(word, language) for word in WORD.findall(text.lower())]


@cache
def term_of(word: str, language: str) -> str:
    """A word's term, once per process: the Laws repeat a few thousand words fifty thousand times."""
    lemmas = lemmatiser(language)
    return fold(lemmas.lemmatize(word) if lemmas is not None else word)


@dataclass(eq=False)
class Unit:
    node: dict
    language: str
    key: Key
    position: int  # in document order within its edition
    own: Counter  # terms of its title and own text
    numbers: frozenset[str]
    length: int  # characters of its own text, then of everything below it too
    whole: frozenset[str] = frozenset()  # terms of its title, text and everything below it
    cites: frozenset[str] = frozenset()  # the Laws (numbers) it and its parts cite, its own Law left out
    cited_by: frozenset[str] = frozenset()  # the sections (16B, 72C) whose text cites it or its parts
    own_cites: frozenset[str] = frozenset()  # the Laws its own text cites, its own Law too (not its parts')
    cite_spans: tuple[tuple[int, int, str], ...] = ()  # where its own text cites (start, end, the Law cited or "")
    players: frozenset[str] = frozenset()  # who its title and own text are about (`players`)
    children: list["Unit"] = field(default_factory=list)
    parent: "Unit | None" = None

    @property
    def id(self) -> str:
        return self.node["id"]

    @property
    def kind(self) -> str:
        return self.node["kind"]

    def __getstate__(self) -> dict:
        """Pickled with its node's id for the node (`with_nodes` puts the graph's own node back: no copy of the
        edition's nodes held beside the graph's)."""
        return dict(self.__dict__, node=self.node["id"])

    @cached_property
    def own_digest(self) -> bytes:
        """A digest of the terms of `own`: what a parallel text is known by (`learned`)."""
        return hashlib.blake2b("\0".join(sorted(self.own)).encode(), digest_size=16).digest()


@dataclass
class EditionText:
    """An edition's provisions as units, and how rare each term is in it."""

    edition: str
    units: dict[str, Unit]  # by key
    idf: dict[str, float]
    vectors: dict = field(default_factory=dict)  # the units as term vectors, per set of units (similarity)

    def within(self, laws: tuple[int, int] | None) -> dict[str, Unit]:
        if laws is None:
            return self.units
        return {key: unit for key, unit in self.units.items() if laws[0] <= unit.key.law <= laws[1]}


def without(text: str, spans: list[tuple[int, int]]) -> str:
    """The text with the given spans blanked out."""
    for start, end in sorted(spans, reverse=True):
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def cited_provision(graph: Graph, target: str) -> str:
    """The node a citation counts for: a Law's footnote cited ("przypis do przepisu 68") counts for its Law,
    as the Law's number is what the citing text names."""
    node = graph.by_id.get(target)
    if node is not None and node["kind"] == Kind.FOOTNOTE:
        law = graph.law_of(node)
        return law["id"] if law is not None else target
    return target


EDITION_REFERENCES: WeakKeyDictionary = WeakKeyDictionary()  # a graph's references by edition, grouped once


def references_in(graph: Graph, edition: str) -> list[dict]:
    """An edition's references (by their source): grouped once per graph, where each edition walked them all (10x
    corpus: 40 editions x 30,780 references)."""
    table = EDITION_REFERENCES.get(graph)
    if table is None:
        EDITION_REFERENCES[graph] = table = {}
        for record in graph.references:
            table.setdefault(id_parts(record["source"])[0], []).append(record)
    return table.get(edition, [])


def edition_text(graph: Graph, edition: str) -> EditionText:
    language = graph.language(edition)
    cited: dict[str, set[str]] = {}
    citing: dict[str, set[str]] = {}
    spans: dict[str, list[tuple[int, int, str]]] = {}  # where a node's text cites: its numbers are keys, not numbers
    for record in references_in(graph, edition):
        key = Key.parse(record.get("key") or "")
        if record.get("field") == "text":
            spans.setdefault(record["source"], []).append((record["start"], record["end"], str(key.law) if key else ""))
        if key and record.get("target") and record["kind"] in ("explicit", "relative"):
            cited.setdefault(record["source"], set()).add(str(key.law))
            source = Key.parse(id_parts(record["source"])[1])
            if source is not None:  # who cites it, at section level: keys of a section rarely change
                citing.setdefault(cited_provision(graph, record["target"]), set()).add(f"{source.law}{source.section}")
    units: dict[str, Unit] = {}
    for position, node in enumerate(graph.by_edition[edition]):
        key = Key.parse(node["key"])
        if node["kind"] not in Kind.STRUCTURE or key is None:
            continue
        text = f"{node['title']}\n{node['text']}"
        numbers = frozenset(NUMBER.findall(without(node["text"], [span[:2] for span in spans.get(node["id"], [])])))
        own_cites = frozenset(cited.get(node["id"], ()))  # `cites` grows by its parts' below
        unit = Unit(node, language, key, position, Counter(terms_of(text, language)), numbers, len(text),
                    cites=own_cites, cited_by=frozenset(citing.get(node["id"], ())), own_cites=own_cites,
                    cite_spans=tuple(sorted(spans.get(node["id"], ()))), players=players(text, language))
        parent = units.get(graph.by_id[node["parent"]]["key"]) if node["parent"] else None
        if parent is not None:
            unit.parent = parent
            parent.children.append(unit)
        units[node["key"]] = unit
    for unit in sorted(units.values(), key=lambda u: -u.position):  # children before their parents
        unit.whole = frozenset(unit.own).union(*(child.whole for child in unit.children))
        unit.numbers = unit.numbers.union(*(child.numbers for child in unit.children))
        unit.cites = unit.cites.union(*(child.cites for child in unit.children))
        unit.cited_by = unit.cited_by.union(*(child.cited_by for child in unit.children))
        unit.length += sum(child.length for child in unit.children)
    for unit in units.values():
        unit.cites = frozenset(law for law in unit.cites if law != str(unit.key.law))
        inside = f"{unit.key.law}{unit.key.section}" if unit.key.section else None
        unit.cited_by = frozenset(section for section in unit.cited_by if section != inside)
    frequency: Counter = Counter()
    for unit in units.values():
        frequency.update(unit.own.keys())
    count = max(1, len(units))
    return EditionText(edition, units, {term: math.log(1 + count / df) for term, df in frequency.items()})


def with_nodes(text: EditionText, graph: Graph) -> EditionText:
    """An edition's units read back from the cache, each given its node in `graph` (`Unit.__getstate__`)."""
    for unit in text.units.values():
        unit.node = graph.by_id[unit.node]
    return text


def descendants(unit: Unit) -> list[Unit]:
    """Every unit below this one, in document order."""
    return [below for child in unit.children for below in (child, *descendants(child))]

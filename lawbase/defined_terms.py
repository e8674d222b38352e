"""Where a defined term is used: one reading for the pages' links to definitions and the glossary's usage.

A term is matched by its analysed words (any inflection), the longest term first, each stretch of text
read once; the profile's `other_senses` (a term's word meaning something else in a phrase: Russian
"лицевая сторона" is a card's face, not "Сторона") are read past, matching nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .analysis import WORD
from .graph import Graph, Kind
from .profiles import load_profile

BRACKETS = re.compile(r"\s*\(.*?\)")  # a term's bracketed part, not said where it is used: "Náprava (nesrovnalosti)"
TermPatterns = dict[str, list[tuple[tuple[str, ...], str | None]]]  # first term -> [(terms, definition id)]
Word = tuple[int, int, list[str]]  # start, end, the word's analysed options


def term_patterns(graph: Graph, edition: str, term_map) -> TermPatterns:
    """First analysed word -> [(the term's analysed words, definition id or None)], longest first."""
    patterns: TermPatterns = {}
    if term_map is None:
        return patterns
    for node in graph.by_edition[edition]:
        if node["kind"] != Kind.DEFINITION:
            continue
        words = [term_map.lookup(word.lower()) for word in WORD.findall(BRACKETS.sub("", node.get("term", "")))]
        if not words or not all(words) or any(word[0].isdigit() for word in words[0]):
            continue
        patterns.setdefault(words[0][0], []).append((tuple(options[0] for options in words), node["id"]))
    for phrase in load_profile(graph.editions[edition]["language"]).other_senses:
        words = [term_map.lookup(word.lower()) for word in WORD.findall(phrase)]
        if words and all(words):
            patterns.setdefault(words[0][0], []).append((tuple(options[0] for options in words), None))
    for options in patterns.values():
        options.sort(key=lambda item: -len(item[0]))
    return patterns


def words_of(text: str, term_map, known: dict[str, list[str]]) -> list[Word]:
    """The text's words with their analysed options; `known`: the words looked up before (the Laws repeat theirs)."""
    out = []
    for match in WORD.finditer(text):
        word = match.group(0)
        if word not in known:
            known[word] = term_map.lookup(word.lower())
        out.append((match.start(), match.end(), known[word]))
    return out


def term_uses(words: list[Word], patterns: TermPatterns) -> Iterator[tuple[int, int, str | None]]:
    """Each use of a term in the words: (start, end, definition id; None for another sense), left to right."""
    position = 0
    while position < len(words):
        options = words[position][2]
        for sequence, definition in patterns.get(options[0], []) if options else []:
            window = words[position:position + len(sequence)]
            if len(window) == len(sequence) and all(term in word[2] for term, word in zip(sequence, window)):
                yield words[position][0], window[-1][1], definition
                position += len(sequence)
                break
        else:
            position += 1

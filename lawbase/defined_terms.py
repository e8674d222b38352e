"""Where a defined term is used: one reading for the pages' links to definitions and the glossary's usage.

A term is matched by its analysed words (any inflection), the longest term first, each stretch of text
read once; the profile's `other_senses` (a term's word meaning something else in a phrase: Russian
"нормальному ходу игры" is the course of play, not "Ход", a lead) are read past, matching nothing. A word
whose analysis is the term's own cannot tell the senses apart, so an abbreviation in capitals (ru-2017's ЛО,
ПО; the preposition "по" is no right-hand opponent) and a one-word other sense (Polish "karo", diamonds, which
LemmaGen reads as "kara", a penalty) match only as written: capitals as printed, lower case in either case. A
term typed in the other alphabet (ru-2017's "PO") is read in the text's (`own_alphabet_spellings`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .analysis import WORD, analyser_for
from .graph import Graph, Kind
from .profiles import load_profile

BRACKETS = re.compile(r"\s*\(.*?\)")  # a term's bracketed part, not said where it is used: "Náprava (nesrovnalosti)"
# first term -> [(the term's analysed words, or its words as written; definition id or None; as written)]
TermPatterns = dict[str, list[tuple[tuple[str, ...], str | None, bool]]]
Word = tuple[int, int, list[str], str]  # start, end, the word's analysed options, the word as printed


def term_patterns(graph: Graph, edition: str, term_map) -> TermPatterns:
    """First analysed word -> [(the term's words, definition id or None, matched as written)], longest first."""
    patterns: TermPatterns = {}
    if term_map is None:
        return patterns
    profile = load_profile(graph.editions[edition]["language"])
    for node in graph.by_edition[edition]:
        if node["kind"] == Kind.DEFINITION:
            term = BRACKETS.sub("", node.get("term", ""))
            for spelling in profile.own_alphabet_spellings(term) or [term]:
                add(patterns, spelling, node["id"], term_map)
    for phrase in profile.other_senses:
        add(patterns, phrase, None, term_map)
    for options in patterns.values():
        options.sort(key=lambda item: (-len(item[0]), not item[2]))
    return patterns


def add(patterns: TermPatterns, term: str, definition: str | None, term_map) -> None:
    """A term (or another sense) under its first analysed word; one whose analysis is the term's own as written."""
    written = WORD.findall(term)
    # a form the texts lack (a phrase written in another inflection than printed) is analysed as the index's are
    words = [term_map.lookup(word.lower()) or [analyser_for(term_map.language).term(word.lower())] for word in written]
    if not words or not all(words) or any(word[0].isdigit() for word in words[0]):
        return
    abbreviation = len(written) == 1 and len(written[0]) > 1 and written[0].isupper()
    as_written = abbreviation or (definition is None and len(written) == 1)
    sequence = tuple(written) if as_written else tuple(options[0] for options in words)
    patterns.setdefault(words[0][0], []).append((sequence, definition, as_written))


def words_of(text: str, term_map, known: dict[str, list[str]]) -> list[Word]:
    """The text's words with their analysed options; `known`: the words looked up before (the Laws repeat theirs)."""
    out = []
    for match in WORD.finditer(text):
        word = match.group(0)
        if word not in known:
            known[word] = term_map.lookup(word.lower())
        out.append((match.start(), match.end(), known[word], word))
    return out


def same_word(word: Word, written: str) -> bool:
    """A word as written: capitals as printed, a lower-case form in either case."""
    return word[3] == written if not written.islower() else word[3].lower() == written


def term_uses(words: list[Word], patterns: TermPatterns) -> Iterator[tuple[int, int, str | None]]:
    """Each use of a term in the words: (start, end, definition id; None for another sense), left to right (read
    from the words a term begins with: most words begin none, and a Law page reads every word of its Law)."""
    position = 0  # the first word not yet read as part of a use
    for start in [at for at, word in enumerate(words) if word[2] and word[2][0] in patterns]:
        if start < position:
            continue
        for sequence, definition, as_written in patterns[words[start][2][0]]:
            window = words[start:start + len(sequence)]
            if len(window) == len(sequence) and all(
                    same_word(word, term) if as_written else term in word[2] for term, word in zip(sequence, window)):
                yield words[start][0], window[-1][1], definition
                position = start + len(sequence)
                break

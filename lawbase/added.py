"""The sentence a newer text adds to a provision, also where the concordance composed the pair through a
third text: 2007 11A -> 2017 11A is `changed` in cs-2007 -> pl-2017 ("2017 adds “Strona przeciwna otrzymuje
wynik osiągnięty przy stole.”") and so in cs-2007 -> ru-2017, composed through pl-2017, whose record knows
no sentence: the Russian 11A adds that sentence's counterpart, "Другая сторона сохраняет запись, полученную
за столом.", found by aligning the sentences of the Russian and the Polish 11A, which say the same.

The sentences are aligned by their lengths (Gale and Church's way: two translations of one text keep its
sentences in order, a sentence's length in proportion to its counterpart's); only a sentence translated by
one sentence is taken, else the middle text's own sentence is quoted, in its language, where it translates
the same Laws.
"""

from __future__ import annotations

import math

from .evidence import Evidence
from .graph import Graph
from .text import split_sentences

# what a step of the alignment costs beyond its lengths' mismatch: one sentence for one is the rule, a
# sentence cut in two (one for two) the exception, one without a counterpart rarer still
STEPS = {(1, 1): 0.0, (1, 2): 1.0, (2, 1): 1.0, (2, 2): 3.0, (1, 0): 3.0, (0, 1): 3.0}
LENGTH_WEIGHT = 4.0  # the cost of a step per unit of |log(length ratio)|, the texts' overall ratio taken out
SMOOTHING = 10  # characters added to both lengths: two short sentences differ more in ratio than they mean
AGREED = 0.5  # a sentence for one whose lengths differ more than e^0.5 (1.65 times) is not taken as its counterpart


def aligned(first: list[str], second: list[str], ratio: float) -> list[tuple[range, range]]:
    """The sentences of two translations of one text paired in order: (sentences of the first, of the second);
    `ratio`, the second's length to the first's."""
    best: dict[tuple[int, int], tuple[float, tuple[int, int]]] = {(0, 0): (0.0, (0, 0))}
    for i in range(len(first) + 1):
        for j in range(len(second) + 1):
            steps = [(best[(i - a, j - b)][0] + cost + mismatch(first[i - a:i], second[j - b:j], ratio), (a, b))
                     for (a, b), cost in STEPS.items() if (i - a, j - b) in best and (a, b) != (0, 0)]
            if steps:
                best[(i, j)] = min(steps)
    pairs, i, j = [], len(first), len(second)
    while (i, j) != (0, 0):
        a, b = best[(i, j)][1]
        pairs.append((range(i - a, i), range(j - b, j)))
        i, j = i - a, j - b
    return pairs[::-1]


def mismatch(first: list[str], second: list[str], ratio: float) -> float:
    """How far the lengths of sentences paired disagree, the texts' overall `ratio` taken out (0 for a
    sentence without a counterpart: its step's cost says it)."""
    if not (first and second):
        return 0.0
    return LENGTH_WEIGHT * abs(math.log((sum(map(len, second)) + SMOOTHING) /
                                        (sum(map(len, first)) * ratio + SMOOTHING)))


def counterpart(sentence: str, text: str, other_text: str) -> str:
    """The sentence of `other_text` that translates `sentence` of `text` (the two texts translate each other),
    or "" where it is not one sentence for one, or their lengths disagree."""
    own, other = split_sentences(text), split_sentences(other_text)
    if sentence not in own or not other:
        return ""
    ratio = sum(map(len, other)) / sum(map(len, own))
    where = own.index(sentence)
    mine, theirs = next(pair for pair in aligned(own, other, ratio) if where in pair[0])
    if len(mine) == len(theirs) == 1 and mismatch([sentence], [other[theirs[0]]], ratio) <= LENGTH_WEIGHT * AGREED:
        return other[theirs[0]]
    return ""


def added_sentence(graph: Graph, node: dict, edition: str) -> tuple[str, str]:
    """The sentence the newer of `node` and its counterpart in `edition` adds, and the edition that says it
    (`Graph.added_by`); where their record is `changed` and says none, through a third text: one of the two
    says what that text's provision says (`same`), and the other's pair with that text adds a sentence. Said
    by an end of the pair, it is quoted as it is; said by the third text, its counterpart in the end that
    says the same is, else the third text's own sentence with its edition, where the two are the same Laws
(2007 51B1b is `same` as 2017's, which adds a sentence the Czech lacks: nothing is said). ("", "") for none."""
    said = graph.added_by(node, edition)
    record = graph.record(node, edition)
    if said[0] or not record or record["relation"] != "changed":
        return said
    ends = (node["edition"], edition)
    for middle in graph.editions:
        if middle in ends:
            continue
        near, near_relation, _ = graph.pairing(node, middle)
        if len(near) != 1:
            continue
        far, far_relation, _ = graph.pairing(near[0], edition)
        if len(far) != 1:
            continue
        if {near_relation, far_relation} != {"same", "changed"}:
            continue
        same_end = node if near_relation == "same" else far[0]  # the end saying what the middle's provision says
        sentence, by = graph.added_by(*((node, middle) if near_relation == "changed" else (near[0], edition)))
        if not sentence:
            continue
        if by != middle:  # said by an end of the pair
            return sentence, by
        translated = counterpart(sentence, near[0]["text"], same_end["text"])
        if translated:
            return translated, same_end["edition"]
        if graph.editions[middle]["laws_year"] == graph.editions[same_end["edition"]]["laws_year"]:
            return sentence, middle  # a translation of the same Laws says it, in some words
    return said


def with_added(graph: Graph, records: list[dict], first: str, second: str) -> list[dict]:
    """The records pairing `first` with `second` (`concordance.table.between`), each `changed` one that says
    no sentence given the one `added_sentence` reads through a third text: in its evidence, and as its `added`
    (under the key of the provision that says it) where one of the two says it."""
    out = []
    for record in records:
        node = graph.by_key.get((first, record["from"])) if record["from"] else None
        if node is None or record["relation"] != "changed" or record.get("added"):
            out.append(record)
            continue
        sentence, by = added_sentence(graph, node, second)
        if not sentence:
            out.append(record)
            continue
        record = {**record, "evidence": [*record["evidence"], Evidence("adds", edition=by, sentence=sentence)]}
        if by in (first, second):
            record["added"] = {record["from"] if by == first else record["to"][0]: sentence}
        out.append(record)
    return out

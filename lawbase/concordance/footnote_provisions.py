"""A footnote of the older text that the newer one made a provision: the new provision is the noted one's.

Across languages footnotes are no units the aligner scores (`footnotes`), so a note made a rule of its own reads
as new: 2007 31B's note "Pozdější hlášky, při kterých je na řadě soupeř po levici, se považují za změnu hlášky"
(later calls at LHO's turn are changes of call) is 2017 31C, which both readers of Law 31 name with 31B. Its
sentences are scored as the old provisions' are (`sentences.Said.note_scores`); a new provision every sentence of
which a note of its own Law translates plainly (`SOURCE`) and better by `MARGIN` than any provision's sentence of
that Law joins the record of the provision the note is marked in (`split` where that said its text alone).
"""

from __future__ import annotations

import numpy as np

from ..evidence import Evidence
from ..graph import Graph
from ..text import joined, sentence_parts
from .relations import Record
from .sentences import MARGIN, MIN_TERMS, SOURCE, Said, Sentence, in_order, shortened
from .units import Unit, terms_of


def note_sentences(graph: Graph, units: dict[str, Unit]) -> list[Sentence]:
    """The sentences of the footnotes first marked in each provision, each read as a sentence of that provision
    (its Law, its fold of the translation model)."""
    out = []
    for unit in units.values():
        for note in graph.footnotes_marked(unit.node, first_only=True):
            for parts in sentence_parts(note["text"]):
                sentence = joined(note["text"], parts)
                terms = terms_of(sentence, unit.language)
                if len(terms) >= MIN_TERMS:
                    out.append(Sentence(unit, sentence, frozenset(terms)))
    return out


def noted_provisions(records: list[Record], said: Said | None, second: dict[str, Unit]) -> list[Record]:
    """The records with each new provision a note says joined to the record of the provision it is marked in."""
    if said is None or not said.notes:
        return records
    by_first = {record.first: record for record in records if record.first}
    placed = set()
    for record in records:
        unit = second.get(record.second[0]) if not record.first else None
        found = noted_in(unit, said) if unit is not None else None
        holder = by_first.get(found[0].unit.node["key"]) if found else None
        if holder is None or not holder.second:
            continue
        key = unit.node["key"]
        holder.second = in_order(holder.second + [key], second)
        holder.relation = "split" if holder.relation in ("same", "moved") else holder.relation
        holder.evidence.append(Evidence("note_made_provision", key=key, sentence=shortened(found[0].text),
                                        score=round(found[1], 2)))
        placed.add(key)
    return [record for record in records if record.first or record.second[0] not in placed]


def noted_in(unit: Unit, said: Said) -> tuple[Sentence, float] | None:
    """The note sentence that best says the new provision's, where one note's sentences say all of them, each
    plainly and better than any old provision's sentence of its Law; with the weakest of those scores."""
    law = unit.key.law
    columns = said.of_new_key.get(unit.node["key"], [])
    notes = [row for row, sentence in enumerate(said.notes) if sentence.unit.key.law == law]
    if not columns or not notes:
        return None
    found = []
    for column in columns:
        scores = said.note_scores[notes, column]
        best = int(np.argmax(scores))
        rival = float(said.scores[said.rows[law], column].max()) if law in said.rows else 0.0
        if scores[best] < SOURCE or scores[best] - rival < MARGIN:
            return None
        found.append((float(scores[best]), said.notes[notes[best]]))
    holders = {sentence.unit for _, sentence in found}
    if len(holders) != 1:
        return None
    score, sentence = min(found, key=lambda pair: pair[0])
    return sentence, score

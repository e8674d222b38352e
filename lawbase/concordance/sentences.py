"""Where a new provision's sentences came from: the sentence-level pass after the provisions are paired.

Provisions are compared as wholes, and a new provision cut out of an old one (2007 Law 24's lead says
what 2017 24D and 24E say; the mandatory pauses of 2007 73A2 are 2017 73D3) shares too few of its
words with it to pair. Sentence by sentence it is plain: each sentence of 2017 24D is a translation of
one sentence of 2007 24, and of no other provision's. So the provisions the alignment left new are read
sentence by sentence against the old edition's sentences of the same Law (the translation model of
`translation`, read for provisions and sentences at once); a new provision all of whose sentences plainly
translate sentences of one old provision, sentences whose best translation is in it and which that
provision's counterpart does not say, was taken out of it: `split` into both (or `moved` there, when
nothing else says the old provision). Measured on the golds (`bench/concordance_eval.py`): 2007 24 ->
2017 24, 24D, 24E; 73A2 -> 73A2, 73D3; 68D gains 68D1; 1997 47F -> 2017 47F, 47F2; nothing placed wrongly.

The same sentences judge weak pairings by key (`weak_pairings`), and a kept provision whose counterpart
adds a sentence stating a rule its own sentences do not is `changed` (`extended`: 2017 11A).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..evidence import Evidence
from ..text import joined, sentence_parts
from .relations import UNSAID, Record
from .units import Unit, terms_of

MIN_TERMS = 3  # a sentence of fewer words says too little to be placed ("Viz Pravidlo 12C3.")
SOURCE = 0.5  # a sentence translates another this well (log-likelihood ratio per word) ...
MARGIN = 0.2  # ... and this much better than any sentence of another provision of its Law (0.25 was chosen on
# one translation's scores; read through both, whose mean is the steadier, 0.2 finds 2017 40A4 in 2007 40B2a)
SOURCE_LENGTH = 0.3  # the sentence it came from is at least this share of its length (not a bare "see 12C3")
# a new sentence that no old one translates as well as the weakest sentence of all but ADDED_SHARE of the pairs
# kept at their key is translated (MIN_KEPT pairs at least: fewer draw no bound) says what the old one did not;
# with ADDED_TERMS words at least it states a rule of its own (not "Rozgrywka przebiega dalej.")
ADDED_SHARE, MIN_KEPT, ADDED_TERMS = 0.05, 20, 5
# ... unless another provision of the old text says it as plainly as this share of the kept pairs' sentences are
# said by their own: a rule the old Laws stated elsewhere, restated (1997 50D2a's "while he retains the lead")
SAID_ELSEWHERE = 0.25


@dataclass(eq=False)
class Sentence:
    unit: Unit  # the provision it belongs to
    text: str
    whole: frozenset[str]  # as `Unit.whole`, what the translation model reads
    cites: bool = False  # it cites a provision (`see 16C`): it points to a rule rather than stating one
    laws: frozenset[str] = frozenset()  # the Laws it cites, in its edition's numbering

    @property
    def key(self):  # the provision's key: the translation model reads a sentence by its Law's fold
        return self.unit.key


def sentences(units: list[Unit]) -> list[Sentence]:
    out = []
    for unit in units:
        text = unit.node["text"]
        for parts in sentence_parts(text):
            sentence = joined(text, parts)
            terms = terms_of(sentence, unit.language)
            if len(terms) >= MIN_TERMS:
                cited = [law for start, _, law in unit.cite_spans if parts[0][0] <= start < parts[-1][1]]
                out.append(Sentence(unit, sentence, frozenset(terms), bool(cited), frozenset(filter(None, cited))))
    return out


class Said:
    """The two editions' sentences, the translation score of every pair (rows: the old edition's), and
    where each Law's and each provision's sentences are (by key: one edition a side)."""

    def __init__(self, old: list[Sentence], new: list[Sentence], scores: np.ndarray,
                 notes: list[Sentence] | None = None, note_scores: np.ndarray | None = None):
        self.old, self.new, self.scores = old, new, scores
        self.notes, self.note_scores = notes or [], note_scores  # the old edition's footnotes', rows as `scores`'
        self.rows: dict[int, list[int]] = {}
        self.of_old_key: dict[str, list[int]] = {}
        for row, sentence in enumerate(old):
            self.rows.setdefault(sentence.unit.key.law, []).append(row)
            self.of_old_key.setdefault(sentence.unit.node["key"], []).append(row)
        self.columns: dict[int, list[int]] = {}
        self.of_new_key: dict[str, list[int]] = {}
        for column, sentence in enumerate(new):
            self.columns.setdefault(sentence.unit.key.law, []).append(column)
            self.of_new_key.setdefault(sentence.unit.node["key"], []).append(column)

    def best_row(self, column: int, law: int) -> int:
        rows = self.rows[law]
        return rows[int(np.argmax(self.scores[rows, column]))]

    def best_column(self, row: int, columns: list[int]) -> int:
        return columns[int(np.argmax(self.scores[row, columns]))]

    def reads_as(self, new: Unit, old: Unit) -> bool:
        """Every sentence of `new` translates a sentence of `old` (`SOURCE`), a margin over others not asked."""
        rows, columns = self.of_old_key.get(old.node["key"]), self.of_new_key.get(new.node["key"])
        return bool(rows and columns) and all(self.scores[rows, column].max() >= SOURCE for column in columns)

    def reads_nothing_of(self, new: Unit, old: Unit) -> bool:
        """No sentence of `new` translates any of `old`'s even at half `SOURCE`, both having sentences: the words
        they share say another rule (2017 57C3, declarer's premature play, 0.11 as 1997 57C's defender's)."""
        rows, columns = self.of_old_key.get(old.node["key"]), self.of_new_key.get(new.node["key"])
        return bool(rows and columns) and float(self.scores[np.ix_(rows, columns)].max()) < SOURCE / 2

    def placed(self, unit: Unit) -> tuple[Unit, list[tuple[int, int]]] | None:
        """The one old provision every sentence of `unit` plainly translates a sentence of (a sentence of
        its Law), with each (row of that sentence, column of `unit`'s), or None."""
        rows, columns = self.rows.get(unit.key.law, []), self.of_new_key.get(unit.node["key"], [])
        if not rows or not columns:
            return None
        picked = []
        for column in columns:
            scores = self.scores[rows, column]
            ranked = np.argsort(-scores, kind="stable")
            best = self.old[rows[ranked[0]]]
            other = next((scores[i] for i in ranked if self.old[rows[i]].unit is not best.unit), 0.0)
            if scores[ranked[0]] < SOURCE or scores[ranked[0]] - other < MARGIN \
                    or len(best.text) < SOURCE_LENGTH * len(self.new[column].text):
                return None
            picked.append((rows[ranked[0]], column))
        units = {self.old[row].unit for row, _ in picked}
        return (units.pop(), picked) if len(units) == 1 else None


def sources(second: dict[str, Unit], said: Said | None,
            records: list[Record]) -> dict[str, tuple[Unit, list[tuple[int, int]]]]:
    """New second-edition provision key -> (the first-edition provision it was taken from, each (row of its
    sentence there, column of the new one's)): every sentence of the new provision plainly translates a
    sentence of that provision, and each of those is best translated by a sentence of the new provision,
    not by one of its counterpart or of any other provision of the Law; nor does its counterpart say them."""
    if said is None:
        return {}
    paired = {record.first: [second[key] for key in record.second if key in second] for record in records
              if record.first}
    out = {}
    for record in records:
        unit = second.get(record.second[0]) if not record.first else None
        found = said.placed(unit) if unit is not None else None
        if found is None:
            continue
        source, rows = found[0], [row for row, _ in found[1]]
        counterparts = [column for other in paired.get(source.node["key"], [])
                        for column in said.of_new_key.get(other.node["key"], [])]
        columns = said.columns[unit.key.law] + counterparts
        if any(said.new[said.best_column(row, columns)].unit is not unit for row in rows):
            continue  # a sentence it was taken from says more what another provision says
        if any(said.best_row(column, source.key.law) in rows for column in counterparts):
            continue  # ... or its counterpart says it too: not what was taken out
        out[unit.node["key"]] = found
    return out


def apply(records: list[Record], found: dict[str, tuple[Unit, list[tuple[int, int]]]], said: Said | None,
          second: dict[str, Unit]) -> list[Record]:
    """The records with each new provision placed: into its old provision's record (`split`, its provisions
    in document order, or `moved` where the old provision was paired with nothing), its own `none` record
    gone."""
    by_first = {record.first: record for record in records if record.first}
    placed = set()
    for key, (source, picked) in sorted(found.items()):
        record = by_first.get(source.node["key"])
        if record is None:
            continue
        row, column = max(picked, key=lambda pair: (said.scores[pair], -pair[1]))
        record.evidence = [why for why in record.evidence if why != UNSAID] + [
            Evidence("new_says_sentence", key=key, sentence=shortened(said.old[row].text),
                     score=round(float(said.scores[row, column]), 2))]
        record.sentences[key] = " ".join(said.old[row].text for row in sorted({row for row, _ in picked}))
        if record.second:
            record.second = in_order(record.second + [key], second)
            record.relation = "split"
        else:
            record.second = [key]
            record.relation = "same" if key == record.first else "moved"
            record.confidence = 0.6
        placed.add(key)
    placed |= leads_of_parts(records, second)
    return [record for record in records if record.first or record.second[0] not in placed]


def in_order(keys: list[str], second: dict[str, Unit]) -> list[str]:
    """Keys of the second edition in its document order (one it does not hold first)."""
    return sorted(keys, key=lambda key: second[key].position if key in second else -1)


def leads_of_parts(records: list[Record], second: dict[str, Unit]) -> set[str]:
    """A new lead text over a part an old provision moved or was split into goes there too, when no other
    part below it is paired with anything else (2017 68D2, "if it is disputed by any player ...:", over
    68D2a, which says 2007 68D): the lead states that part's condition. Returns the leads so placed."""
    new = {record.second[0] for record in records if not record.first}
    holding = {key: record for record in records if record.first for key in record.second}
    out = set()
    for key, record in sorted(holding.items()):
        lead = second[key].parent if key in second else None
        if lead is None or record.relation not in ("moved", "split") or lead.node["key"] not in new \
                or lead.node["key"] in out or not lead.node["text"].strip():
            continue
        if all(holding.get(unit.node["key"], record) is record for unit in lead.children):
            record.second = in_order(record.second + [lead.node["key"]], second)
            record.evidence.append(Evidence("new_lead_over", lead=lead.node["key"], key=key))
            out.add(lead.node["key"])
    return out


def extended(records: list[Record], said: Said | None) -> list[Record]:
    """The records with a provision kept at its key `changed` where its counterpart says more: a sentence
    more, stating a rule (citing nothing, of `ADDED_TERMS` words at least), that no sentence of the old
    provision translates as well as the weakest sentence of all but `ADDED_SHARE` of the provisions kept at
    their key is translated. 2017 11A adds that the other side keeps its table result, 43B3 the score
    adjusted after play, 45C4b when declarer may still change a designation, 6B that no two cards in a row
    are dealt to one hand. A sentence another old provision says (`SAID_ELSEWHERE`) restates an old rule: 2017
    51B1b's "the prohibition lasts while he retains the lead" is 1997 50D2a's."""
    if said is None:
        return records
    kept = [(record, said.of_old_key.get(record.first, []), said.of_new_key.get(record.first, []))
            for record in records if record.relation == "same" and record.first and record.second == [record.first]]
    kept = [(record, rows, columns) for record, rows, columns in kept if rows and columns]
    if len(kept) < MIN_KEPT:
        return records
    best = [said.scores[np.ix_(rows, columns)].max(axis=0) for _, rows, columns in kept]  # each new sentence's
    bound = float(np.quantile([scores.min() for scores in best], ADDED_SHARE))
    elsewhere = float(np.quantile(np.concatenate(best), SAID_ELSEWHERE))
    for (record, rows, columns), scores in zip(kept, best):
        if len(columns) <= len(rows):
            continue
        added = [(float(score), column) for score, column in zip(scores, columns)
                 if score < bound and not said.new[column].cites and len(said.new[column].whole) >= ADDED_TERMS
                 and said.scores[:, column].max() < elsewhere]
        if added:
            score, column = min(added)
            record.relation = "changed"
            record.added[record.first] = said.new[column].text
            record.evidence.append(Evidence("counterpart_adds", sentence=shortened(said.new[column].text),
                                            score=round(float(score), 2)))
    return records


def parts_rewritten(records: list[Record], second: dict[str, Unit]) -> list[Record]:
    """The records with each part nothing pairs of a provision an amendment rewrote (`changed`) in that
    provision's record: the amendment replaced the whole (2024 73B, one sentence, for 2017 73B1 and 73B2), so
    one provision says what several of the other text said: `split` from the first, `merged` read from the
    second, as the 2007 73B, 73B1 and 73B2, which say what the Russian ones say, are merged into 2024 73B.
    Between two translations of the same Laws only, where a part cannot be new but through the amendment."""
    new = {record.second[0]: record for record in records if not record.first}
    for record in records:
        if record.relation != "changed" or not record.first:
            continue
        parts = [child.node["key"] for key in record.second if key in second for child in second[key].children
                 if child.node["key"] in new]
        if parts:
            record.second, record.relation = in_order(record.second + parts, second), "split"
            record.evidence.append(Evidence("rewrote", keys=", ".join(parts)))
            for key in parts:
                new.pop(key)
    return [record for record in records if record.first or record.second[0] in new]


def merged_into(records: list[Record], said: Said | None, first: dict[str, Unit],
                amended: dict[int, str]) -> list[Record]:
    """The records with each first-edition provision paired with nothing placed where a second-edition
    provision says its sentences, read the other way round (`Said.placed` over the transposed scores): the
    provision it says them beside - its own counterpart - and it went into one (`merged`). Between two
    translations of the same Laws, one of them amended: the 2024 Polish 73D3 is the 2017 Russian 73A2's
    closing sentence, which the amendment made a provision of its own. `amended`: what each Law's
    amendment is called (`PairFacts.amended`), said in both records."""
    if said is None:
        return records
    other_way = Said(said.new, said.old, said.scores.T)
    holders = {key: record for record in records if record.first for key in record.second}
    for record in records:
        unit = first.get(record.first) if record.first and not record.second else None
        found = other_way.placed(unit) if unit is not None else None
        holder = holders.get(found[0].node["key"]) if found else None
        if holder is None or holder.second != [found[0].node["key"]] or holder.relation not in ("same", "changed"):
            continue
        target, (row, column) = found[0].node["key"], max(found[1], key=lambda pair: other_way.scores[pair])
        record.second, record.relation, record.confidence = [target], "merged", 0.6
        said_rows = sorted({said_row for said_row, _ in found[1]})  # its sentences, under its own key: units of them
        record.sentences[record.first] = " ".join(other_way.old[said_row].text for said_row in said_rows)
        record.evidence = [why for why in record.evidence if why != UNSAID] + [
            Evidence("sentence_is", key=target, sentence=shortened(other_way.old[row].text),
                     score=round(float(other_way.scores[row, column]), 2))]
        holder.relation, holder.confidence = "merged", min(holder.confidence, record.confidence)  # one merge:
        holder.evidence.append(Evidence("says_too", key=target, other=record.first))  # as sure both ways (`reversed_records`)
        for changed in (record, holder):
            why = amended.get(unit.key.law)
            if why and why not in changed.evidence:
                changed.evidence.insert(len(changed.evidence) - 1, why)
    return records


def shortened(text: str, most: int = 60) -> str:
    return text if len(text) <= most else text[:most].rsplit(" ", 1)[0] + " …"

"""Where an old provision's sentences are said apart: two more readings of the records by their sentences,
once the new provisions are placed (`sentences.apply`), with the same scores and bar (`sentences.SOURCE`).

- A provision among those an old one was laid out in (a `split` record), every sentence of which plainly
  translates sentences of another old provision that nothing paired (`Said.placed`), is that provision's:
  the lead of 2017 15B ("if, after the auction period has begun, the Director finds that a contestant is
  playing a board not designated ...") is 2007 15C's first sentence (1.21; 2007 15B's own sentence 0.46), and
  2007 15B (a board played before) is 2017 15B1 and 15B3, as both readers of Law 15 give it.
- An old provision paired with one provision alone, each sentence of which reads best as a sentence of the
  old one, and whose other sentences read best as a new provision's beside that counterpart (the same
  parent), was split into both: 2007 40B1b's second sentence is 2017 40B1c's, its first ("all explicit and
  implicit agreements are partnership understandings") the new 40B1a's, as two readers give it. Asked of an
  old sentence alone (its best reading a new provision's, by a margin), the same found new rules in old
  provisions (2017 23B, 62C3, 67B3); asked of the counterpart too, nothing else in this corpus.
- An old provision split into as many provisions with sentences as it has sentences, each of its sentences
  reading best (and plainly) as a sentence of another of them, has each part's sentence recorded: 2007 40B2a's
  four are 2017 40B2a(i), (ii), (iii) and 40A4 (1.33, 1.40, 1.89, 0.91), so that a comparison shows each
  beside its part (a translator's review found all four in the row of 40A4, which quoted the last).
"""

from __future__ import annotations

from ..evidence import Evidence
from ..keys import Key
from .relations import UNSAID, Record
from .sentences import SOURCE, Said, in_order, shortened
from .structure import has_text
from .units import Unit


def lead_of_another(records: list[Record], said: Said | None, second: dict[str, Unit]) -> list[Record]:
    """The records with each provision of a `split` record that says another old provision, which nothing
    paired, given to that provision (`moved`, or `same` at its own key); what stays is `split` while two
    provisions with text remain."""
    if said is None:
        return records
    by_first = {record.first: record for record in records if record.first}
    for record in [record for record in records if record.first and record.relation == "split"]:
        for key in list(record.second):
            unit = second.get(key)
            found = said.placed(unit) if unit is not None and has_text(unit) else None
            other = by_first.get(found[0].node["key"]) if found else None
            left = [k for k in record.second if k != key]
            if other is None or other is record or other.second or not any(has_text(second[k]) for k in left
                                                                              if k in second):
                continue  # (the record keeps a provision with text: never `moved` to nothing)
            row, column = max(found[1], key=lambda pair: (said.scores[pair], -pair[1]))
            record.second = left
            if sum(has_text(second[k]) for k in record.second if k in second) < 2:
                record.relation = "same" if record.second == [record.first] else "moved"
            record.evidence.append(Evidence("says_what", key=key, other=other.first))
            other.second, other.confidence = [key], 0.6
            other.relation = "same" if key == other.first else "moved"
            other.evidence = [why for why in other.evidence if why != UNSAID] + [
                Evidence("says_sentence", key=key, sentence=shortened(said.old[row].text),
                         score=round(float(said.scores[row, column]), 2))]
            other.sentences[key] = " ".join(said.old[row].text for row in sorted({row for row, _ in found[1]}))
    return records


def said_beside(records: list[Record], said: Said | None, second: dict[str, Unit]) -> list[Record]:
    """The records with an old provision `split` into its one counterpart and a new provision beside it,
    where the counterpart's sentences all read best as the old provision's and its other sentences (each
    `SOURCE` at least) as the new one's; the new provision's own record gone."""
    if said is None:
        return records
    new = {record.second[0] for record in records if not record.first}
    for record in records:
        if not record.first or len(record.second) != 1 or record.relation not in ("same", "moved", "changed"):
            continue
        holder = second.get(record.second[0])
        rows = said.of_old_key.get(record.first, [])
        columns = said.of_new_key.get(record.second[0], [])
        if holder is None or holder.parent is None or len(rows) < 2 or not columns:
            continue
        told = {said.best_row(column, said.old[rows[0]].unit.key.law) for column in columns}
        if not told < set(rows):
            continue
        for row in (row for row in rows if row not in told):
            column = said.best_column(row, said.columns[holder.key.law])
            beside = said.new[column].unit
            key = beside.node["key"]
            if key not in new or beside.parent is not holder.parent or said.scores[row, column] < SOURCE:
                continue
            new.discard(key)
            record.second, record.relation = in_order(record.second + [key], second), "split"
            record.sentences[key] = said.old[row].text
            record.evidence.append(Evidence("new_says_sentence", key=key, sentence=shortened(said.old[row].text),
                                            score=round(float(said.scores[row, column]), 2)))
    return [record for record in records if record.first or record.second[0] in new]


def one_each(records: list[Record], said: Said | None) -> list[Record]:
    """The records with the sentence of each part of a split recorded where the old provision's sentences go one
    to a part (the module's third reading)."""
    laws = renumbered_laws(records)
    for record in records if said is not None else []:
        rows = said.of_old_key.get(record.first or "", [])
        parts = [key for key in record.second if said.of_new_key.get(key)]
        if record.relation != "split" or len(rows) < 2 or len(rows) != len(parts):
            continue
        best = [max(parts, key=lambda key: said.scores[row, said.of_new_key[key]].max()) for row in rows]
        plain = all(said.scores[row, said.of_new_key[key]].max() >= SOURCE and cites_alike(said, row, key, laws)
                    for row, key in zip(rows, best))
        if plain and len(set(best)) == len(parts) and all(record.sentences.get(key, said.old[row].text)
                                                          == said.old[row].text for row, key in zip(rows, best)):
            record.sentences.update((key, said.old[row].text) for row, key in zip(rows, best))
    return records


def renumbered_laws(records: list[Record]) -> dict[str, set[str]]:
    """Each old Law the records pair with provisions of other Laws, and those Laws (2007 Law 23 is 2017 72C: 72)."""
    out: dict[str, set[str]] = {}
    for record in records:
        if record.first and record.first.isdigit() and record.second:
            laws = {str(Key.parse(key).law) for key in record.second if Key.parse(key)}
            if laws != {record.first}:
                out[record.first] = laws
    return out


def cites_alike(said: Said, row: int, key: str, laws: dict[str, set[str]]) -> bool:
    """An old sentence that cites Laws and the new provision's sentences that do cite the same rules, the old
    Laws read through the concordance (`renumbered_laws`): "Může být použito Pravidlo 23." (2007 30B2b) cites 2007
    Law 23, 2017 72C, not 2017 30B1b(i)'s 23A, which the same number had paired it with (a Russian translator's
    review: the translation memory's sentence unit). Where either cites nothing, nothing is asked."""
    old = {law for cited in said.old[row].laws for law in laws.get(cited, {cited})}
    new = {law for column in said.of_new_key[key] for law in said.new[column].laws}
    return not old or not new or bool(old & new)

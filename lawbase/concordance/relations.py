"""From an alignment to concordance records: which relation each pairing is, how sure, and why.

A pair keeps its key (`same`, or `changed` when neither its words nor its translation have much in
common, or when the second provision cites a Law new in its edition: 2017 31A2a and the comparable
call of the new Law 23), or moves (`moved`). Beyond the one-to-one pairs, the structure says where
text went (`structure.py`):

- a provision without parts whose counterpart has new parts: its text was laid out in them (2007
  45D's text is 2017 45D1, 2007 20F4's is 20F4(a) and (b)); in one new part it stays the same
  rule, in several it is `split`;
- a provision without parts as long as its counterpart and the new provision after it together,
  holding words of that one too: `split` into both (2007 57C1 is 2017 57C1 and the new 57C2);
- a new lead text over paired parts: taken from the part that says it (2007 16B1a's list of
  sources became the lead of 2017 16B1): that part is `split`;
- a provision nothing paired whose words are in a provision already paired: `merged` into it,
  and so is that provision's own pair (2007 86A went into 2017 12C2b with 2007 12C2b);
- the parts of a provision whose counterpart has no parts: folded into it (`merged`) where nothing
  else paired them and they score half a pairing against it (2024 made 73B1 and 73B2 one 73B);
- an old lead text nothing paired, over a part paired with a provision without parts that says the lead's
  words too: the lead and that part went into it (`merged`: 1997 64A2 and its (I) are 2017 64A2).

What has no counterpart is `none` (deleted, or new with `from` empty). Every record carries its
evidence as codes and values (`evidence.Evidence`), said in the reader's language.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ..evidence import Evidence
from .aligner import Alignment, Pair
from .new_provisions import relying_on_new, under_lost_text
from .structure import (Containment, folded_parts, gathered_from_elsewhere, grown_into, has_text, laid_out,
                        lead_sources, lead_with_part, merged_targets, said_in_parts, usual_ratio)
from .units import Unit

SAME_WORDS = 0.05  # below this, a provision at the same key says notably something else
TRANSLATES = 0.25  # a translation signal this high: its text translates (as a move needs), whatever the cosine
UNSAID = Evidence("unsaid")  # the evidence of a provision nothing pairs
# how sure `none` is: every text of the other edition was looked through and nothing said it, but a rewording
# beyond the words and the lexicon would hide it, so less sure than a pairing the words make plain
NONE_CONFIDENCE = 0.8


@dataclass
class Record:
    first: str | None
    second: list[str]
    relation: str
    confidence: float
    evidence: list[Evidence]
    sentences: dict[str, str] = field(default_factory=dict)  # a new provision's key -> the sentence of the
    # first provision it was cut from (`sentences.py`)
    added: dict[str, str] = field(default_factory=dict)  # a kept provision's key -> the sentence its counterpart
    # adds, a rule the first provision does not state (`sentences.extended`)

    def to_json(self, first_edition: str, second_edition: str) -> dict:
        out = {"from_edition": first_edition, "to_edition": second_edition, "from": self.first,
               "to": list(self.second), "relation": self.relation, "confidence": round(self.confidence, 2),
               "evidence": list(self.evidence)}
        if self.sentences:
            out["sentences"] = dict(sorted(self.sentences.items()))
        if self.added:
            out["added"] = dict(sorted(self.added.items()))
        return out


def describe(pair: Pair) -> list[Evidence]:
    signals = pair.signals
    out = [Evidence("words", score=round(signals["words"], 2)),
           Evidence("translation", score=round(signals["translation"], 2))]
    if "cites" in signals:
        shared = sorted(pair.first.cites & pair.second.cites, key=int)
        out.append(Evidence("cites", laws=", ".join(shared)) if shared else Evidence("cites_other"))
    shared = sorted(pair.first.numbers & pair.second.numbers, key=int)
    if shared:
        out.append(Evidence("numbers", numbers=", ".join(shared)))
    out.append(Evidence("length", score=round(signals["length"], 2)))
    out.append(Evidence(f"how_{pair.how}"))  # in order, across its siblings, found elsewhere, in a gap
    return out


def sureness(score: float, threshold: float) -> float:
    return 1 / (1 + math.exp(-(score - threshold) / 0.08))


def family(unit: Unit) -> set[str]:
    """A unit's ancestors and descendants, whose words are its own too: no rival to its pairing."""
    out, above, below = {unit.id}, unit.parent, list(unit.children)
    while above is not None:
        out.add(above.id)
        above = above.parent
    while below:
        part = below.pop()
        out.add(part.id)
        below.extend(part.children)
    return out


class Rivals:
    """The provisions of each Law, each edition's, below the Law itself: what else a pair kept in order could be."""

    def __init__(self, first: dict[str, Unit], second: dict[str, Unit], scores: Containment):
        self.scores = scores
        self.first: dict[int, list[Unit]] = {}
        self.second: dict[int, list[Unit]] = {}
        for units, by_law in ((first, self.first), (second, self.second)):
            for unit in units.values():
                if unit.kind != "law":
                    by_law.setdefault(unit.key.law, []).append(unit)

    def sureness(self, pair: Pair, threshold: float) -> float:
        """A pair of provisions kept in order at their key, as sure as its score, or as its lead over the best rival
        in its Law (another provision of either edition against either side, their own parts and parents aside)
        where that is surer: a short provision translated freely, its rare words ones the lexicon never met, scores
        low (2007 72B1 0.29: "úmyslně", "ochoten", "podrobit" weigh most and translate into nothing) while nothing
        else in its Law reads as it (0.13). A Law's rivals are other Laws: its score alone."""
        sure = sureness(pair.score, threshold)
        if pair.how != "order" or pair.first.kind == "law":
            return sure
        law, scores = pair.first.key.law, self.scores
        mine, theirs = family(pair.first), family(pair.second)
        rows = [scores.row(u) for u in self.first.get(law, []) if u.id not in mine]
        columns = [scores.column(u) for u in self.second.get(law, []) if u.id not in theirs]
        rival = max(float(scores.matrix[rows, scores.column(pair.second)].max()) if rows else 0.0,
                    float(scores.matrix[scores.row(pair.first), columns].max()) if columns else 0.0)
        return max(sure, sureness(pair.score - rival, 0.0))


@dataclass
class PairFacts:
    """What is known of the two editions before any word is compared."""

    same_laws: bool  # translations of the same Laws: a kept key is the same rule unless a Law was amended
    amended: dict[int, Evidence]  # Law -> "pl-2017 carries the 2024 amendments to Law 89"


def relation_of(pair: Pair, facts: PairFacts) -> str:
    if str(pair.first.key) != str(pair.second.key):
        return "moved"
    if facts.same_laws and pair.first.key.law not in facts.amended:
        return "same"  # the words of a short provision may not meet in the lexicon; the Laws are one
    if pair.how == "gap":
        return "same"  # paired by its place: its few words did not meet in the lexicon, which says nothing
    if pair.signals["words"] >= SAME_WORDS or pair.signals["translation"] >= TRANSLATES:
        return "same"  # the words' cosine rates a short provision low when one word is missing from the lexicon
    return "changed"


def amendment(unit: Unit, facts: PairFacts) -> list[Evidence]:
    said = facts.amended.get(unit.key.law)
    return [said] if said else []


def records(first: dict[str, Unit], second: dict[str, Unit], alignment: Alignment, containment: Containment,
            threshold: float, facts: PairFacts) -> list[Record]:
    """One record per provision of the first edition, then one per provision of the second that
    nothing maps to."""
    parts = {pair.first.id: laid_out(pair, alignment, containment) for pair in alignment.pairs}
    ratio = 1.0 if facts.same_laws else usual_ratio(alignment)
    grown = {} if facts.same_laws else {pair.first.id: grown_into(pair, alignment, containment, ratio)
                                         for pair in alignment.pairs if not parts[pair.first.id]}
    leads = {} if facts.same_laws else lead_sources(second, alignment, containment)
    folded = {} if facts.same_laws else folded_parts(alignment, containment, threshold)
    merged_into = {} if facts.same_laws else merged_targets(first, second, alignment, containment, threshold, folded)
    with_part = {} if facts.same_laws else lead_with_part(first, alignment, containment, set(merged_into) | set(leads))
    merged_targets_ = {target.id for target in merged_into.values()} | {target.id for target, _ in with_part.values()}
    out: list[Record] = []
    rivals = Rivals(first, second, containment) if alignment.pairs else None
    for unit in first.values():
        pair = alignment.of_first.get(unit.id)
        if pair is not None:
            laid, lead, also = parts.get(unit.id, []), leads.get(unit.id, []), grown.get(unit.id, [])
            laid = laid + also
            holder = [] if laid and gathered_from_elsewhere(pair, alignment) else [pair.second]
            keys = [u.node["key"] for u in lead + holder + laid]
            relation = relation_of(pair, facts)
            if lead or sum(map(has_text, [pair.second, *laid])) > 1:
                relation = "split"
            elif pair.second.id in merged_targets_:
                relation = "merged"
            elif facts.same_laws and relation == "same" and keys != [unit.node["key"]]:
                relation = "changed"  # the same Laws laid out otherwise: an amendment rewrote it (a `split` once
                # the parts it took in join it, `sentences.parts_rewritten`: 2024 73B is 2017 73B1 and 73B2)
            evidence = describe(pair) + (amendment(unit, facts) if relation != "same" else [])
            if also:
                evidence.append(Evidence("grown", key=pair.second.node["key"], new=also[0].node["key"]))
            elif laid:
                evidence.append(Evidence("in_parts" if facts.same_laws else "in_new_parts",  # (translations of one
                                         keys=", ".join(u.node["key"] for u in laid)))  # Laws: neither is new)
            if lead:
                evidence.append(Evidence("new_lead_says_part", keys=", ".join(u.node["key"] for u in lead)))
            if unit.parent is not None and with_part.get(unit.parent.id, (None, None))[1] is unit:
                evidence.append(Evidence("with_lead", lead=unit.parent.node["key"], key=pair.second.node["key"]))
            out.append(Record(unit.node["key"], keys, relation, rivals.sureness(pair, threshold), evidence))
        elif leads.get(unit.id):  # nothing paired it, but its own text is a new lead's
            keys = [lead.node["key"] for lead in leads[unit.id]]
            out.append(Record(unit.node["key"], keys, "same" if keys == [unit.node["key"]] else "moved", 0.6,
                              [Evidence("lead_of", keys=", ".join(keys))]))
        elif unit.id in with_part:
            target, part = with_part[unit.id]
            out.append(Record(unit.node["key"], [target.node["key"]], "merged", 0.6, [
                Evidence("lead_in", key=target.node["key"], part=part.node["key"])]))
        elif unit.id in merged_into:
            target = merged_into[unit.id]
            twin = alignment.merged.get(unit.id, (None, None))[1]
            if twin:
                why = Evidence("twin", twin=twin.node["key"], key=target.node["key"])
            elif unit.id in folded:
                why = Evidence("folded", whole=folded[unit.id][1].node["key"], key=target.node["key"])
            else:
                why = Evidence("words_in", keys=target.node["key"])
            out.append(Record(unit.node["key"], [target.node["key"]], "merged", 0.6, [why]))
        elif not facts.same_laws and (said_in := said_in_parts(unit, alignment, containment, threshold)):
            keys = [part.node["key"] for part in said_in]
            out.append(Record(unit.node["key"], keys, "split", 0.6, [
                Evidence("words_in_parts", keys=", ".join(keys), parent=unit.parent.node["key"])]))
        else:
            out.append(Record(unit.node["key"], [], "none", NONE_CONFIDENCE, [UNSAID] + amendment(unit, facts)))
    reached = {key for record in out for key in record.second}
    new = [unit for unit in second.values() if unit.node["key"] not in reached]
    if not facts.same_laws:
        relying_on_new(out, second, {unit.node["key"] for unit in new}, frozenset(facts.amended))
    lost = under_lost_text(out, first, new)
    for unit in new:
        key = unit.node["key"]
        out.append(Record(None, [key], "none", 0.3 if key in lost else NONE_CONFIDENCE, (
            [Evidence("under_lost", key=lost[key])] if key in lost else [Evidence("new")]) + amendment(unit, facts)))
    return out

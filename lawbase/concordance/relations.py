"""From an alignment to concordance records: which relation each pairing is, how sure, and why.

A pair keeps its key (`same`, or `changed` when neither its words nor its translation have much in
common, or when the second provision cites a Law new in its edition: 2017 31A2a and the comparable
call of the new Law 23), or moves (`moved`). Beyond the one-to-one pairs, the structure says where
text went:

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
evidence as short readable strings.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from .aligner import PART_OF, PART_OF_SAME, Alignment, Pair, holds_text_of, in_language
from .new_provisions import relying_on_new, under_lost_text
from .part_by_part import laid_out_in_language
from .units import Unit, descendants

SAME_WORDS = 0.05  # below this, a provision at the same key says notably something else
LEAD_FROM = 0.2  # share of a new lead text's words found in a part below it: the lead was taken from that part
MERGED_INTO = 0.95  # share of a leftover provision's words found in another: it was merged into that one ...
MERGED_ACROSS = 0.5  # ... or this share, words carried into another language through the learned lexicon
FOLDED = 0.5  # a part whose score against a counterpart without parts is half a pairing's: folded into it
TRANSLATES = 0.25  # a translation signal this high: its text translates (as a move needs), whatever the cosine
GROWN = 1.5  # a provision this many times as long as its counterpart (the editions' usual ratio being 1) ...
TOGETHER = (0.5, 1.5)  # ... and about as long as the counterpart and its new next sibling together ...
GROWN_WORDS = 0.1  # ... with this share of the sibling's words in it: split into the two
FRAGMENT = 0.25  # a provision at most this share of another's length is a fragment of it, too short to score
UNSAID = "no provision says this"  # the evidence of a provision nothing pairs
# how sure `none` is: every text of the other edition was looked through and nothing said it, but a rewording
# beyond the words and the lexicon would hide it, so less sure than a pairing the words make plain
NONE_CONFIDENCE = 0.8


class Containment(Protocol):
    matrix: np.ndarray  # every pair's score

    def row(self, a: Unit) -> int: ...

    def column(self, b: Unit) -> int: ...

    def contained(self, part: Unit, whole: Unit) -> float: ...

    def lead_contained(self, lead: Unit, whole: Unit) -> float: ...

    def lead_said(self, lead: Unit, whole: Unit) -> float: ...

    def containments(self, part: Unit, wholes: list[Unit]) -> np.ndarray: ...


@dataclass
class Record:
    first: str | None
    second: list[str]
    relation: str
    confidence: float
    evidence: list[str]
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


def describe(pair: Pair) -> list[str]:
    signals = pair.signals
    out = [f"words {signals['words']:.2f}", f"translation {signals['translation']:.2f}"]
    if "cites" in signals:
        shared = sorted(pair.first.cites & pair.second.cites, key=int)
        out.append(f"cites Laws {', '.join(shared)}" if shared else "cites other Laws")
    shared = sorted(pair.first.numbers & pair.second.numbers, key=int)
    if shared:
        out.append("numbers " + ", ".join(shared))
    out.append(f"length {signals['length']:.2f}")
    out.append({"order": "in order", "crossed": "across its siblings", "moved": "found elsewhere",
                "gap": "the same place: alone between two siblings paired in order"}[pair.how])
    return out


def sureness(score: float, threshold: float) -> float:
    return 1 / (1 + math.exp(-(score - threshold) / 0.08))


@dataclass
class PairFacts:
    """What is known of the two editions before any word is compared."""

    same_laws: bool  # translations of the same Laws: a kept key is the same rule unless a Law was amended
    amended: dict[int, str]  # Law -> "pl-2017 carries the 2024 amendments to Law 89"


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


def amendment(unit: Unit, facts: PairFacts) -> list[str]:
    said = facts.amended.get(unit.key.law)
    return [said] if said else []


def has_text(unit: Unit) -> bool:
    return bool(unit.node["text"].strip())


def gathered_from_elsewhere(pair: Pair, alignment: Alignment) -> bool:
    """A provision moved into a part of a grouping level that says nothing itself (no title, no text) and
    gathers parts from other places: it is in that part, and the grouping is new (2017 40B3 gathers 40B3a,
    once 2007 40B4, and 40B3b, once 2007 40C3b). A grouping whose parts all hold the provision's text is
    where that text stands, laid out (2007 17D2 is 2017 15A2 with its (a) and (b)), as the golds' readers
    read it."""
    second = pair.second
    bare = not has_text(second) and not second.node.get("title", "").strip()
    return bare and str(pair.first.key) != str(second.key) and any(
        child.id in alignment.of_second for child in second.children)  # a part paired: with another provision


def laid_out(pair: Pair, alignment: Alignment, containment: Containment) -> list[Unit]:
    """The new parts of the second provision that hold the text of the first, which has no parts of
    its own (2007 12C1b is 2017 12C1e with its (i) and (ii)); with their own new parts. A part paired
    elsewhere keeps its pair, and the others may still hold the text (2007 73E is 2017 73E1, beside
    73E2, which is 2007 73F). A pair lifted to a heading holds it in the part it was found in (2007
    86D is 2017 86B1 under the heading 86B; 86B2, a new rule beside it, shares some of its words)."""
    if pair.first.children:
        return []
    if pair.first.language == pair.second.language and not pair.lifted_from:
        return laid_out_in_language(pair, alignment, containment)
    out = []
    for child in pair.second.children:
        if child.id in alignment.of_second:
            continue
        if child is pair.lifted_from if pair.lifted_from else holds_text_of(child, pair.first, containment):
            out.append(child)
            out.extend(unit for unit in descendants(child) if unit.id not in alignment.of_second)
    return out


def own_length(unit: Unit) -> int:
    return len(unit.node["text"].strip())


def usual_ratio(alignment: Alignment) -> float:
    """How much longer the first edition says a provision than the second, over the pairs that kept
    their key (translators differ: the Czech 2007 text is about 0.9 of the Polish 2017 one)."""
    ratios = sorted(own_length(p.first) / own_length(p.second) for p in alignment.pairs
                    if str(p.first.key) == str(p.second.key) and own_length(p.first) and own_length(p.second))
    return ratios[len(ratios) // 2] if ratios else 1.0


def grown_into(pair: Pair, alignment: Alignment, containment: Containment, ratio: float) -> list[Unit]:
    """The new next sibling of the second provision, when the first says what both say: a provision
    without parts much longer than its counterpart, as long as the two together, with the sibling's
    words in it (2007 9A3 is 2017 9A3 and the new 9A4; 57C1 is 57C1 and 57C2)."""
    first, second = pair.first, pair.second
    if first.children or second.children or second.parent is None or not own_length(second):
        return []
    siblings = second.parent.children
    following = siblings[siblings.index(second) + 1] if siblings[-1] is not second else None
    if following is None or following.children or following.id in alignment.of_second:
        return []
    length = own_length(first) / ratio
    together = length / (own_length(second) + own_length(following))
    if length >= GROWN * own_length(second) and TOGETHER[0] <= together <= TOGETHER[1] \
            and containment.contained(following, first) >= GROWN_WORDS:
        return [following]
    return []


def lead_sources(second: dict[str, Unit], alignment: Alignment, containment: Containment) -> dict[str, list[Unit]]:
    """New lead texts (a provision's own text over its parts, where the first edition had none or
    nothing paired it), by the first-edition provision they were taken from: a part paired below it, or
    such a part's own section that nothing paired (2007 22A, "the auction ends when:", is the lead of
    2017 Law 22, over its parts 22A1 and 22A2, now 22B and 22A)."""
    out: dict[str, list[Unit]] = {}
    for lead in second.values():
        if not lead.children or not has_text(lead):
            continue
        pair = alignment.of_second.get(lead.id)
        if pair is not None and has_text(pair.first):
            continue
        below = [alignment.of_second[u.id].first for u in descendants(lead) if u.id in alignment.of_second]
        below += [unit.parent for unit in below if unit.parent is not None and unit.parent.id not in alignment.of_first
                  and has_text(unit.parent) and unit.parent not in below]
        best = max(((containment.lead_contained(lead, source), -source.position, source) for source in below),
                   key=lambda item: item[:2], default=(0.0, 0, None))
        if best[2] is not None and best[0] >= LEAD_FROM:
            out.setdefault(best[2].id, []).append(lead)
    return out


def merged_targets(first: dict[str, Unit], second: dict[str, Unit], alignment: Alignment,
                   containment: Containment, threshold: float, folded: dict[str, tuple[Unit, Unit]]) -> dict[str, Unit]:
    """Provisions nothing paired whose words are in a provision of the other edition anyway, which
    they would pair with but for its own pair (2007 86A went into 2017 12C2b with 2007 12C2b), or, a
    fragment too short to score as a pair, all of whose words are in the counterpart of a sibling (1997
    45C2(i), a quarter of 2017 45C2a's length):
    first id -> that provision. Their own parts follow them."""
    merged: dict[str, Unit] = {unit: target for unit, (target, _) in alignment.merged.items()}
    merged.update((unit, whole) for unit, (whole, _) in folded.items())
    candidates = {kind: [other for other in second.values()
                         if other.kind == kind or other.kind in ("section", "subsection")]
                  for kind in {unit.kind for unit in first.values()}}
    for unit in sorted(first.values(), key=lambda u: u.position):
        if unit.id in alignment.of_first or unit.id in merged:
            continue
        if unit.parent is not None and unit.parent.id in merged:
            merged[unit.id] = merged[unit.parent.id]
            continue
        others = candidates[unit.kind]
        if not others:
            continue
        shares = containment.containments(unit, others)
        best = int(np.argmax(shares))  # the first of the best: the earliest provision
        if shares[best] >= in_language(unit, others[best], MERGED_INTO, MERGED_ACROSS) and \
                containment.matrix[containment.row(unit), containment.column(others[best])] >= threshold:
            merged[unit.id] = others[best]
            continue
        beside = [other for other in beside_siblings(unit, alignment) if unit.length <= FRAGMENT * other.length]
        if beside:
            shares = containment.containments(unit, beside)
            best = int(np.argmax(shares))
            if shares[best] >= MERGED_INTO:  # all its words there, in either language
                merged[unit.id] = beside[best]
    return merged


def beside_siblings(unit: Unit, alignment: Alignment) -> list[Unit]:
    """The counterparts of a provision's siblings: a provision too short to score as a pair (1997 45C2(i),
    one word, `odsłoniętą`) may still have gone into one of them whole (2017 45C2a, with 1997 45C2(ii))."""
    siblings = unit.parent.children if unit.parent is not None else []
    return [alignment.of_first[s.id].second for s in siblings if s is not unit and s.id in alignment.of_first]


def folded_parts(alignment: Alignment, containment: Containment, threshold: float) -> dict[str, tuple[Unit, Unit]]:
    """The parts of a provision whose counterpart has no parts, which nothing else paired and which say
    part of what that counterpart says: their text was folded into it (2024 made 73B1 and 73B2 one 73B):
    part id -> (that counterpart, the provision). Parts paired elsewhere keep their pairs, and so do
    their own parts."""
    out: dict[str, tuple[Unit, Unit]] = {}
    for pair in alignment.pairs:
        whole = pair.second
        if not pair.first.children or whole.children or not has_text(whole):
            continue
        pending = list(pair.first.children)
        while pending:
            part = pending.pop(0)
            if part.id in alignment.of_first or part.id in alignment.merged:
                continue
            if containment.matrix[containment.row(part), containment.column(whole)] >= threshold * FOLDED:
                out[part.id] = (whole, pair.first)
            pending.extend(part.children)
    return out


def lead_with_part(first: dict[str, Unit], alignment: Alignment, containment: Containment,
                   taken: set[str]) -> dict[str, tuple[Unit, Unit]]:
    """Old leads nothing paired (a text of its own over parts; none in `taken`) one of whose parts is paired with
    a provision without parts that says the lead's own words too (as a new part holds a provision's text:
    `holds_text_of`'s shares): the lead and that part are one provision now (1997 64A2, "the offender did not
    win the revoke trick, then:", and its (I) are 2017 64A2, which says both). Lead id -> (that provision, the
    part); its other parts keep their own records (1997 64A2(ii), deleted)."""
    out: dict[str, tuple[Unit, Unit]] = {}
    for lead in first.values():
        if lead.id in alignment.of_first or lead.id in taken or not lead.children or not has_text(lead):
            continue
        paired = [alignment.of_first[part.id] for part in lead.children if part.id in alignment.of_first]
        found = [(containment.lead_said(lead, pair.second), -pair.second.position, pair) for pair in paired
                 if not pair.second.children]
        share, _, pair = max(found, key=lambda item: item[:2], default=(0.0, 0, None))
        if pair is not None and share >= in_language(lead, pair.second, PART_OF_SAME, PART_OF):
            out[lead.id] = (pair.second, pair.first)
    return out


def said_in_parts(unit: Unit, alignment: Alignment, containment: Containment, threshold: float) -> list[Unit]:
    """The parts of its parent's counterpart that a provision nothing paired or merged is said in, where it is said
    in several (its words there, as a merge asks, and each scoring as a pair with it): 2007 17E1, "the auction and
    the auction period end as Law 22 says", is 2017 17D1 and 17D2, which state the two endings (its words 0.66 in
    each, as in 17D, the first of the best, which did not score as a pair: 0.17)."""
    pair = alignment.of_first.get(unit.parent.id) if unit.parent is not None else None
    found = [] if unit.children or pair is None else [
        part for part in descendants(pair.second) if not part.children
        and containment.contained(unit, part) >= in_language(unit, part, MERGED_INTO, MERGED_ACROSS)
        and containment.matrix[containment.row(unit), containment.column(part)] >= threshold]
    return found if len(found) > 1 else []


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
                relation = "changed"  # the same Laws laid out otherwise: an amendment (2024: 73B1 and 73B2 are 73B)
            evidence = describe(pair) + (amendment(unit, facts) if relation != "same" else [])
            if also:
                evidence.append(f"it says what {pair.second.node['key']} and the new {also[0].node['key']} after it "
                                "say: as long as both, and holds words of both")
            elif laid:
                evidence.append(("its text is in the parts " if facts.same_laws else "its text is in the new parts ")
                                + ", ".join(u.node["key"] for u in laid))  # (translations of one Laws: neither is new)
            if lead:
                evidence.append("the new lead text of " + ", ".join(u.node["key"] for u in lead) + " says part of it")
            if unit.parent is not None and with_part.get(unit.parent.id, (None, None))[1] is unit:
                evidence.append(f"with its lead {unit.parent.node['key']}: {pair.second.node['key']} says both")
            out.append(Record(unit.node["key"], keys, relation, sureness(pair.score, threshold), evidence))
        elif leads.get(unit.id):  # nothing paired it, but its own text is a new lead's
            keys = [lead.node["key"] for lead in leads[unit.id]]
            out.append(Record(unit.node["key"], keys, "same" if keys == [unit.node["key"]] else "moved", 0.6,
                              [f"its text is the lead of {', '.join(keys)}"]))
        elif unit.id in with_part:
            target, part = with_part[unit.id]
            out.append(Record(unit.node["key"], [target.node["key"]], "merged", 0.6, [
                f"its lead text is in {target.node['key']}, which says its part {part.node['key']} too"]))
        elif unit.id in merged_into:
            target = merged_into[unit.id]
            twin = alignment.merged.get(unit.id, (None, None))[1]
            if twin:
                why = f"says what {twin.node['key']} says, and translates into {target.node['key']}"
            elif unit.id in folded:
                why = f"a part of {folded[unit.id][1].node['key']}, whose counterpart {target.node['key']} has no parts"
            else:
                why = f"its words are in {target.node['key']}"
            out.append(Record(unit.node["key"], [target.node["key"]], "merged", 0.6, [why]))
        elif not facts.same_laws and (said_in := said_in_parts(unit, alignment, containment, threshold)):
            keys = [part.node["key"] for part in said_in]
            out.append(Record(unit.node["key"], keys, "split", 0.6, [f"its words are in {', '.join(keys)}, parts of "
                                                                     f"{unit.parent.node['key']}'s counterpart"]))
        else:
            out.append(Record(unit.node["key"], [], "none", NONE_CONFIDENCE, [UNSAID] + amendment(unit, facts)))
    reached = {key for record in out for key in record.second}
    new = [unit for unit in second.values() if unit.node["key"] not in reached]
    if not facts.same_laws:
        relying_on_new(out, second, {unit.node["key"] for unit in new})
    lost = under_lost_text(out, first, new)
    for unit in new:
        key = unit.node["key"]
        out.append(Record(None, [key], "none", 0.3 if key in lost else NONE_CONFIDENCE, (
            [f"under {lost[key]}, whose text the other edition's source lost (it prints the heading alone): "
             "whether that text said this is not known"] if key in lost
            else ["new: no provision of the other edition says this"]) + amendment(unit, facts)))
    return out

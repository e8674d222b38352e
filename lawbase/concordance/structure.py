"""Where the text of a provision went, read from the structure around a pairing: the new parts it was
laid out in, the new sibling it grew into, a new lead taken from a part, a provision merged into another's
counterpart, parts folded into a counterpart without parts, an old lead and its item in one new provision,
a provision said in several parts of its parent's counterpart. `relations.records` turns these readings
into relations; each reading is a function of the alignment and the containment of words alone.
"""

from __future__ import annotations

from typing import Protocol

import numpy as np

from .aligner import PART_OF, PART_OF_SAME, Alignment, Pair, holds_text_of, in_language
from .part_by_part import laid_out_in_language
from .units import Unit, descendants

LEAD_FROM = 0.2  # share of a new lead text's words found in a part below it: the lead was taken from that part
MERGED_INTO = 0.95  # share of a leftover provision's words found in another: it was merged into that one ...
MERGED_ACROSS = 0.5  # ... or this share, words carried into another language through the learned lexicon
FOLDED = 0.5  # a part whose score against a counterpart without parts is half a pairing's: folded into it
GROWN = 1.5  # a provision this many times as long as its counterpart (the editions' usual ratio being 1) ...
TOGETHER = (0.5, 1.5)  # ... and about as long as the counterpart and its new next sibling together ...
GROWN_WORDS = 0.1  # ... with this share of the sibling's words in it: split into the two
FRAGMENT = 0.25  # a provision at most this share of another's length is a fragment of it, too short to score


class Containment(Protocol):
    matrix: np.ndarray  # every pair's score

    def row(self, a: Unit) -> int: ...

    def column(self, b: Unit) -> int: ...

    def contained(self, part: Unit, whole: Unit) -> float: ...

    def lead_contained(self, lead: Unit, whole: Unit) -> float: ...

    def lead_said(self, lead: Unit, whole: Unit) -> float: ...

    def containments(self, part: Unit, wholes: list[Unit]) -> np.ndarray: ...


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

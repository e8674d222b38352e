"""A rule that bound a player and binds no more: a moved pair whose old text says "must" where neither new text does.

2017 rewrote the calls out of turn around the new Law 23: 2007 30B2a, the offender must pass, is 2017 30B1b, the
offender may make any legal call; 2007 32A, the partner must pass, is 2017 32B. The pairs are right and their words
are alike; what changed is the obligation. Two translations of the new Laws both dropping "must" say the rule
dropped it, where one translator alone may say "is played" for "must be played". Read on pairs that moved or were
laid out in new parts (`split`: 2007 31B, the partner must pass, is 2017 31B with 31B1, the partner may make any
legal call, and 31B2) only: at its own key a provision rephrased with no obligation word in both new texts (2007
45C2 "musí hrát" against 2017 "uważa się za zagraną", is deemed played) is the same rule to every reader
(docs/history-concordance.md).
"""

from __future__ import annotations

import re
from functools import cache

from ..evidence import Evidence
from ..profiles import load_profile
from ..text import sentence_parts
from .units import Unit

SENTENCE_END = ".!?…"


@cache
def pattern(language: str) -> re.Pattern:
    forms = load_profile(language).raw.get("binding", {}).get("forms", [])
    return re.compile(rf"(?<!\w)(?:{'|'.join(forms)})(?!\w)", re.IGNORECASE) if forms else re.compile(r"(?!)")


def said(unit: Unit) -> str:
    """A provision's own text, after the sentence of its parent it completes (a part may finish its lead's
    sentence: 2017 71B's "if a player conceded a trick …" is what the director "must cancel" in 71's lead; 2017
    32's earlier sentence, a double that "may never be accepted", is not 32B's)."""
    text = unit.node.get("text", "")
    parent = unit.parent
    if parent is not None:
        lead = parent.node.get("text", "")[:parent.node.get("after_children", None)].strip()
        if lead and lead[-1] not in SENTENCE_END:
            return f"{lead[sentence_parts(lead)[-1][0][0]:]} {text}"
    return text


def binds(unit: Unit) -> bool:
    return bool(pattern(unit.language).search(said(unit)))


def bound_no_more(records: list, first: dict[str, Unit], second: dict[str, Unit], twins: dict[str, Unit]) -> list:
    """A moved or split record whose first provision binds where its counterparts and their twins in the bridge (the other
    translation of the same Laws) all do not: `changed`. Without a twin for each counterpart nothing is said."""
    for record in records:
        if record.relation not in ("moved", "split") or record.first not in first:
            continue
        counterparts = [second[key] for key in record.second if key in second]
        others = [twins.get(unit.id) for unit in counterparts]
        if not counterparts or None in others or not binds(first[record.first]):
            continue
        if not any(map(binds, counterparts + others)):
            record.relation = "changed"
            record.evidence.append(Evidence("binds_no_more"))
    return records

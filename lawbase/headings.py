"""A heading that negates what a query asserts: the document is the opposite case (`engine.Engine.score`).

"недостаточная заявка принята" (an insufficient bid accepted) listed 27B4 first, whose heading above says
"Недостаточное назначение не принято" (not accepted), before 27A1's acceptance: the word asked stood in the heading
right after a negating word. A query's negated word is weighed in the text (`Engine.negation_kept`); an asserted one
only against the headings, where a "не" says which case the provisions under it are (in the text a "не" before a word
is as often a condition, "не из той коробки", as the case). `site_assets/search-sequence.js`'s `headingKept` alike."""

from __future__ import annotations

from .query_language import Language
from .query_words import Slot


def heading_kept(record: list, slots: list[Slot], language: Language, lost: float) -> float:
    """×(1 - `lost`) for each word the query asserts (its own reading, not negated, not in a phrase) that the document's
    title or the titles above it (`record` 6 and 7) negate with the word right before it; 1 where no heading negates."""
    negated = negated_in(record[6] + "\n" + record[7], language)
    factor = 1.0
    for slot in slots if negated else ():
        if slot.negated or slot.phrase or len(slot.words) != 1:
            continue
        if {term for alternative in slot.alternatives if alternative.how == "own" for term in alternative.terms} & negated:
            factor *= 1.0 - lost
    return factor


def negated_in(heading: str, language: Language) -> frozenset[str]:
    """The terms a heading negates, each right after a negating word; once per heading text (many parts share one)."""
    found = language.headings.get(heading)
    if found is None:
        sequence = language.sequence(heading)
        found = language.headings[heading] = frozenset(
            term for before, term in zip(sequence, sequence[1:]) if before in language.negation_terms)
    return found

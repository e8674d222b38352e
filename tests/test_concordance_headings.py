"""A section rewritten in its place (`concordance/headings.py`): on made-up shares and on the real corpus."""

from __future__ import annotations

from collections import Counter

from lawbase.concordance.headings import rewritten_in_place
from lawbase.concordance.relations import Record

from .test_concordance_said_apart import under
from .test_concordance_sentences import TEXT, unit


class Shares:
    """The share of a heading's own words said by the other's, the same either way."""

    def __init__(self, share: float):
        self.share = share

    def lead_said(self, lead, whole) -> float:
        return self.share

    def lead_contained(self, lead, whole) -> float:
        return self.share


def law_30(kept_part: bool = False):
    """2007 30B over 30B1-30B3 and 2017 30B over 30B1, 30B2, each heading with words of its own; the 2007 parts
    went into 2017 30A, 30B1 and 30B2 (or, `kept_part`, 30B3 stays at its key)."""
    first = under(unit("cs", "30B", TEXT), unit("cs", "30B1", TEXT), unit("cs", "30B2", TEXT), unit("cs", "30B3", TEXT))
    second = under(unit("pl", "30B", TEXT), unit("pl", "30B1", TEXT), unit("pl", "30B2", TEXT), unit("pl", "30B3", TEXT))
    for side in (first, second):
        side["30B"].own = Counter(TEXT.split())
    records = [Record("30B", ["30B"], "same", 0.97, []), Record("30B1", ["30A"], "merged", 0.6, []),
               Record("30B2", ["30B1"], "moved", 0.9, []),
               Record("30B3", ["30B3"] if kept_part else ["30B2"], "same" if kept_part else "moved", 0.9, [])]
    return records, first, second


def test_a_section_whose_heading_names_another_case_and_whose_parts_all_went_elsewhere_is_changed():
    """2007 30B, "after some player bid", is 2017 30B, "at partner's or LHO's turn": nothing of either heading in
    the other, and every 2007 part paired elsewhere. Both readers of Law 30 call it `changed`."""
    records, first, second = law_30()
    got = rewritten_in_place(records, first, second, Shares(0.0))
    assert (got[0].second, got[0].relation) == (["30B"], "changed")
    assert got[0].evidence[-1].startswith("its heading names another case")
    assert [r.relation for r in got[1:]] == ["merged", "moved", "moved"]


def test_a_heading_reworded_over_a_part_that_stays_or_a_heading_said_alike_is_the_same_section():
    """A part kept at its key (2007 43B's three, under a reworded heading), or a heading whose words the other says
    (2007 57C, its parts split at their keys): the section stays `same`."""
    for records, first, second, shares in ((*law_30(kept_part=True), 0.0), (*law_30(), 0.5)):
        assert rewritten_in_place(records, first, second, Shares(shares))[0].relation == "same"


def test_the_czech_30b_is_changed_in_both_2017_texts_and_a_reworded_heading_over_kept_parts_stays(graph):
    """The real corpus: cs-2007 30B is `changed` at 30B against pl-2017 and, composed, ru-2017; 43B (its heading
    reworded, its parts kept) and 57C (its heading said alike) stay `same`."""
    for other in ("pl-2017", "ru-2017"):
        by_first = {r["from"]: r for r in graph.data["concordance"]
                    if r["from_edition"] == "cs-2007" and r["to_edition"] == other and r["from"]}
        assert (by_first["30B"]["to"], by_first["30B"]["relation"]) == (["30B"], "changed")
        assert [by_first[key]["relation"] for key in ("43B", "57C")] == ["same", "same"]

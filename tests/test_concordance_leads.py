"""An old lead text over items, rewritten with one of its items as one new provision without parts
(`structure.lead_with_part`): on made-up scores and on the real corpus (1997 64A2 and its (I) are 2017 64A2)."""

from __future__ import annotations

from lawbase.concordance.table import between

from .test_concordance_parts import align

FIRST = [("1", ""), ("1A", "when"), ("1A1", "won"), ("1A2", "not won, then:"), ("1A2a", "one trick"),
         ("1A2b", "another trick")]
SECOND = [("1", ""), ("1A", "when"), ("1A1", "won"), ("1A2", "not won, then one trick")]
SCORES = {("1", "1"): 0.9, ("1A", "1A"): 0.8, ("1A1", "1A1"): 0.8, ("1A2a", "1A2"): 0.6}


def test_a_lead_nothing_paired_went_with_its_item_into_the_provision_that_says_both():
    """The lead's own words are in its item's counterpart, which has no parts: both were merged into it; the
    lead's other item, which nothing pairs, stays deleted rather than following its lead."""
    by_key, _ = align(FIRST, SECOND, SCORES, contained={("1A2", "1A2"): 0.6})
    assert (by_key["1A2"].second, by_key["1A2"].relation) == (["1A2"], "merged")
    assert "its lead text is in 1A2, which says its part 1A2a too" in by_key["1A2"].evidence
    assert (by_key["1A2a"].second, by_key["1A2a"].relation) == (["1A2"], "merged")
    assert "with its lead 1A2: 1A2 says both" in by_key["1A2a"].evidence
    assert (by_key["1A2b"].second, by_key["1A2b"].relation) == ([], "none")


def test_a_lead_whose_words_its_item_s_counterpart_does_not_say_stays_alone():
    """A fifth of the lead's words through the lexicon, two fifths in one language (as a new part holds an old
    provision's text); and a counterpart with parts of its own is no provision the two became."""
    across, _ = align(FIRST, SECOND, SCORES, contained={("1A2", "1A2"): 0.15})
    assert across["1A2"].relation == "none" and (across["1A2a"].second, across["1A2a"].relation) == (["1A2"], "moved")
    within, _ = align(FIRST, SECOND, SCORES, contained={("1A2", "1A2"): 0.3}, editions=("pl-1997", "pl-2017"))
    assert within["1A2"].relation == "none" and within["1A2a"].relation == "moved"
    laid_out, _ = align(FIRST, SECOND + [("1A2a", "one trick")], {**SCORES, ("1A2a", "1A2a"): 0.05},
                        contained={("1A2", "1A2"): 0.6})
    assert laid_out["1A2"].relation == "none"


def test_1997_64a2_and_its_first_item_are_the_one_2017_64a2(graph):
    """1997 64A2, "the offender did not win the revoke trick: ...then:", over (I), one trick transferred, and
    (II), an extra trick, deleted in 2017: 2017 64A2 says the lead and (I) in one sentence, as the 1997 gold's
    reader gives it; through pl-2017 the same to the Russian text."""
    for second in ("pl-2017", "ru-2017"):
        forward = {r["from"]: r for r in between(graph, "pl-1997", second, "64") if r["from"]}
        for key in ("64A2", "64A2(i)"):
            assert (forward[key]["to"], forward[key]["relation"]) == (["64A2"], "merged"), (second, key)
        assert (forward["64A2(ii)"]["to"], forward["64A2(ii)"]["relation"]) == ([], "none")


def test_a_new_part_under_a_heading_whose_text_the_old_source_lost_is_not_called_new(graph):
    """A translator's review: pl-1997 45E prints its heading alone (its text lost in the source, pl-1997:99),
    and 2017 45E1 and 45E2 were "new: no provision of the other edition says this". Nothing can tell; the
    records say so, unsure. A new part under a heading with its text (2017 45D2) stays new."""
    new = {r["to"][0]: r for r in between(graph, "pl-1997", "pl-2017", "45") if r["from"] is None}
    for key in ("45E1", "45E2"):
        assert new[key]["relation"] == "none" and new[key]["confidence"] < 0.5
        assert new[key]["evidence"][0].startswith("under 45E, whose text the other edition's source lost")
    assert new["45D2"]["evidence"] == ["new: no provision of the other edition says this"]

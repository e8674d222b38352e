"""A move that rests on a formula the Law says in several places (`concordance/formulas.py`): on made-up scores and
on the real corpus."""

from __future__ import annotations

from lawbase.concordance.formulas import moved_on_a_formula
from lawbase.concordance.relations import Record

from .test_concordance_said_apart import under
from .test_concordance_sentences import TEXT, said, unit


def law_16(moved_to_16c3: float = 1.38, elsewhere: str = "16D2"):
    """2007 16A with 16A4, 16B3, 16D with 16D1 and 16D2; 2017 16A, 16B3, 16C with 16C1, 16C2, 16C3; 16A4's sentence
    reads `moved_to_16c3` as 16C3's, 1.28 as 16B3's; 2017 16C2 comes from 2007 `elsewhere`."""
    first = {**under(unit("cs", "16A", TEXT), unit("cs", "16A4", TEXT)), "16B3": unit("cs", "16B3", TEXT),
             **under(unit("cs", "16D", TEXT), unit("cs", "16D1", TEXT), unit("cs", "16D2", TEXT))}
    second = {"16A": unit("pl", "16A", TEXT), "16B3": unit("pl", "16B3", TEXT),
              **under(unit("pl", "16C", TEXT), unit("pl", "16C1", TEXT), unit("pl", "16C2", TEXT),
                      unit("pl", "16C3", TEXT))}
    records = [Record("16A", ["16A"], "same", 1.0, []), Record("16A4", ["16C3"], "moved", 0.99, ["crossed"]),
               Record("16B3", ["16B3"], "same", 1.0, []), Record("16D", ["16C"], "moved", 0.99, []),
               Record("16D1", ["16C1"], "moved", 0.9, []), Record(elsewhere, ["16C2"], "moved", 0.9, [])]
    if elsewhere != "16D2":
        records.append(Record("16D2", [], "none", 0.8, []))
    old = [(first[key], TEXT) for key in ("16A4", "16B3", "16D1")]
    new = [(second[key], TEXT) for key in ("16C3", "16B3", "16C1")]
    scores = said(old, new, {(0, 0): moved_to_16c3, (0, 1): 1.28, (1, 1): 1.81, (1, 0): 1.32, (2, 2): 1.5})
    return records, scores, first, second


def test_a_part_moved_into_another_family_on_a_formula_the_law_says_elsewhere_is_deleted_and_its_pair_new():
    """2007 16A4 ("a violation of this Law that damaged the other side: an adjusted score") and 2017 16C3, the
    same formula for 16C2, among 2007 16D's parts: each reads nearly as well as 16B3's formula. 16A4 `none`,
    16C3 new, as both readers of Law 16 give them."""
    records = moved_on_a_formula(*law_16())
    got = {(r.first, tuple(r.second)): r.relation for r in records if r.first in ("16A4", None)}
    assert got == {("16A4", ()): "none", (None, ("16C3",)): "none"}
    assert records[1].evidence[-1].startswith("but not 16C3: a formula")


def test_a_move_its_sentences_make_plain_or_into_a_family_of_several_stays():
    """Where 16A4's sentence reads plainly better as 16C3's, or 16C3's siblings come from several old provisions
    (2007 40B3 among 40B2a's and 40B2d's in 2017 40B2a), the move stays."""
    for records, *rest in (law_16(moved_to_16c3=1.6), law_16(elsewhere="16B3")):
        kept = moved_on_a_formula(records, *rest)
        assert [(r.second, r.relation) for r in kept if r.first == "16A4"] == [(["16C3"], "moved")]
        assert not any(r.first is None for r in kept)


def test_the_czech_16a4_is_deleted_and_2017_16c3_new(graph):
    """The real corpus: cs-2007 16A4 has no counterpart in either 2017 text, nothing of cs-2007 reaches 16C3; the
    16C/16D swap around it stays."""
    for other in ("pl-2017", "ru-2017"):
        records = [r for r in graph.data["concordance"] if r["from_edition"] == "cs-2007" and r["to_edition"] == other]
        by_first = {r["from"]: r for r in records if r["from"]}
        assert (by_first["16A4"]["to"], by_first["16A4"]["relation"]) == ([], "none")
        assert [r["from"] for r in records if "16C3" in r["to"]] == [None]
        assert (by_first["16D"]["to"], by_first["16C"]["to"], by_first["16B3"]["to"]) == (["16C"], ["16D"], ["16B3"])

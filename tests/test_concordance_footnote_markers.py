"""Footnotes between the two translations of the 2017 Laws, paired by where their markers stand
(`concordance/footnote_markers.py`): a Russian translator's review found the 2024 footnote, the 28/29
renumbering, the Polish translator's notes and ru 51B1's footnote 13 said in no record."""

from __future__ import annotations

from lawbase.concordance.table import between


def test_the_footnotes_of_the_two_2017_texts_are_paired_and_their_differences_said(graph):
    """ru 28 is pl 29 (the 2024 pl 28 at 89B comes before it); the three † notes and that 2024 footnote have no
    Russian counterpart; ru 51B1a/b mark footnote 13 where pl marks 15; every other footnote is its twin."""
    records = between(graph, "ru-2017", "pl-2017")
    read = {r["from"] or f"new {r['to'][0]}": r for r in records
            if (r["from"] or r["to"][0]).startswith("fn")}
    assert (read["fn28"]["to"], read["fn28"]["relation"]) == (["fn32"], "same")
    assert "printed 29 in pl-2017, 28 in ru-2017: pl-2017 prints footnote 28 (fn31, at 89B) before it, which " \
           "ru-2017 has no counterpart of" in read["fn28"]["evidence"]
    new = {key for key, r in read.items() if key.startswith("new ")}
    assert new == {"new fn6", "new fn9", "new fn27", "new fn31"}
    assert all(read[key]["relation"] == "none" for key in new)
    assert any(line.startswith("a translator's note printed † of pl-2017, at 18A") for line in read["new fn6"]["evidence"])
    assert "pl-2017 carries the 2024 amendments to Law 89" in read["new fn31"]["evidence"]
    assert (read["fn15"]["to"], read["fn13"]["to"]) == (["fn17"], ["fn15"])  # printed 15 and 13 in both
    assert any("at 51B1a, 51B1b ru-2017 marks its footnote 13 (fn13)" in line for line in read["fn15"]["evidence"])
    assert read["fn15"]["confidence"] == 0.9
    others = [r for key, r in read.items() if key not in new]
    assert len(others) == 28 and all(r["relation"] == "same" for r in others)
    assert [r["from"] for r in between(graph, "ru-2017", "pl-2017", "93")][-1] == "fn28"

"""Pairs composed through another edition (cs-2007 <-> ru-2017 through pl-2017), and records read the other
way round: what each pair means is carried through (a translator's review of ru-2017 against cs-2007,
2026-11-27: an amendment only the middle edition carries scrambled Law 73; a split read backwards said `same`).
"""

from __future__ import annotations

import json

from click.testing import CliRunner

from lawbase.cli import main
from lawbase.concordance import amended_between
from lawbase.concordance.table import between


def test_an_amendment_only_the_middle_edition_carries_is_not_carried_into_the_pair(graph):
    """ru-2017 is the unamended 2017 text and lays out 73B as the 2007 text does; pl-2017 carries the 2024
    amendments (73B1 and 73B2 merged into 73B, 73A2's last sentence made 73D3): Law 73 was composed as
    "73B, 73B1, 73B2 split 0.60". Aligned directly, each is its twin."""
    backward = {r["from"]: r for r in between(graph, "ru-2017", "cs-2007", "73") if r["from"]}
    for key in ("73A2", "73B", "73B1", "73B2", "73D1"):
        assert (backward[key]["to"], backward[key]["relation"]) == ([key], "same"), backward[key]
        assert backward[key]["confidence"] >= 0.8
    assert (backward["73E2"]["to"], backward["73E2"]["relation"]) == (["73F"], "moved")
    assert backward["73C2"]["relation"] == "none"  # new in 2017
    forward = {r["from"]: r for r in between(graph, "cs-2007", "ru-2017", "89") if r["from"]}
    assert forward["89"]["to"] == ["89"] and forward["89"]["relation"] == "same"
    assert "aligned directly: pl-2017 carries the 2024 amendments to Law 89" in forward["89"]["evidence"]
    others = [r for r in between(graph, "cs-2007", "ru-2017", "16")]  # a Law no amendment touched: composed
    assert all(r["evidence"][0].startswith("through pl-2017") for r in others)


def test_the_laws_aligned_directly_are_those_the_middle_alone_carries_amended():
    class Editions:
        editions = {e[0]: {"id": e[0], "laws_year": e[1], "kind": e[2], "laws": e[3], **e[4]} for e in (
            ("pl-1997", 1997, "chapter", [41, 71], {}), ("cs-2007", 2007, "laws", [1, 93], {}),
            ("ru-2017", 2017, "laws", [1, 93], {}), ("cs-2017", 2017, "laws", [1, 93], {"amended": 2024,
                                                                                       "amended_laws": [73]}),
            ("pl-2017", 2017, "laws", [1, 93], {"amended": 2024, "amended_laws": [73, 89]}))}

    assert set(amended_between(Editions(), "pl-2017", "cs-2007", "ru-2017")) == {73, 89}
    assert amended_between(Editions(), "pl-2017", "pl-1997", "ru-2017") == {}  # the chapter holds 41-71
    assert set(amended_between(Editions(), "pl-2017", "cs-2017", "ru-2017")) == {89}  # 73 amended at one end


def test_the_users_views_pair_the_unamended_73b_parts(out):
    """`compare "73B ru-2017"` put the Czech heading beside the Russian 73B1 and 73B2; the translation memory
    of ru-2017 -> cs-2007 had no unit of 73B, 73B1 or 73B2."""
    runner = CliRunner()
    compared = json.loads(runner.invoke(main, ["compare", "73B ru-2017", "--json", "--out", str(out)]).output)
    rows = {row["key"]: {cell["edition"]: cell for cell in row["cells"]} for row in compared["rows"]}
    for key in ("73B1", "73B2"):
        assert rows[key]["cs-2007"]["keys"] == [key] and rows[key]["cs-2007"]["relation"] == "same"
    assert not [key for key in rows if key.startswith("cs-2007:")]  # no Czech row without a Russian counterpart
    memory = runner.invoke(main, ["export", "--format", "tmx", "--from", "ru-2017", "--to", "cs-2007", "--out",
                                  str(out), "--dest", "-"]).output
    for unit in ("ru-2017/73B=cs-2007/73B#title", "ru-2017/73B1=cs-2007/73B1#text", "ru-2017/73B2=cs-2007/73B2#text"):
        assert f'tuid="{unit}"' in memory

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


def test_a_provision_read_back_from_one_of_the_parts_of_a_split_is_merged_not_same(graph):
    """cs-2007 16B1 is a number alone, `same` as 2017 16B1; cs-2007 16B1a split into 2017 16B1 and 16B1a. Read
    from ru-2017, 16B1 took the first record's `same` (1.00), and the TMX paired its text with the whole Czech
    16B1a, the logical-alternative rule the Russian 16B1 does not state, at confidence 1.0."""
    for first in ("ru-2017", "pl-2017"):
        record = next(r for r in between(graph, first, "cs-2007", "16") if r["from"] == "16B1")
        assert (record["to"], record["relation"], record["confidence"]) == (["16B1", "16B1a"], "merged", 0.83)


def test_records_read_back_merge_their_relations_and_say_whose_evidence_it_is():
    from lawbase.evidence import Evidence
    from lawbase.read_back import chain, reversed_records

    records = [{"from_edition": "a", "to_edition": "b", "from": "1", "to": ["1"], "relation": "same",
                "confidence": 1.0, "evidence": [Evidence("words", score=0.9)]},
               {"from_edition": "a", "to_edition": "b", "from": "1a", "to": ["1", "1a"], "relation": "split",
                "confidence": 0.8, "evidence": [Evidence("in_new_parts", keys="1")]},
               {"from_edition": "a", "to_edition": "b", "from": "2", "to": ["3"], "relation": "moved",
                "confidence": 0.9, "evidence": [chain("c", ["2"], ["3"], ["3"])]}]
    read = {entry["from"]: entry for entry in reversed_records(records)}
    assert (read["1"]["to"], read["1"]["relation"], read["1"]["confidence"]) == (["1", "1a"], "merged", 0.8)
    assert read["1"]["evidence"] == ["read from a 1", "words 0.90", "read from a 1a", "its text is in the new parts 1"]
    assert read["3"]["evidence"] == ["through c: 3 -> 3 -> 2"]  # in the order of the columns, b -> c -> a


def test_the_evidence_of_a_pair_read_back_reads_in_the_order_of_its_columns(graph):
    """`concordance --from ru-2017 --to cs-2007` printed "through pl-2017: 16D -> 16C -> 16C" for ru 16C ->
    cs 16D, the stored cs -> ru chain; and ru -> pl 73B1 "the amendment wrote 73B anew", said of pl 73B."""
    record = next(r for r in between(graph, "ru-2017", "cs-2007", "16") if r["from"] == "16C")
    assert record["to"] == ["16D"] and record["evidence"] == ["through pl-2017: 16C -> 16C -> 16D"]
    record = next(r for r in between(graph, "ru-2017", "pl-2017", "73") if r["from"] == "73B1")
    assert record["evidence"][0] == "read from pl-2017 73B"
    assert any(line.startswith("the amendment wrote 73B anew") for line in record["evidence"])


def test_the_sentence_a_2024_provision_was_made_of_is_a_unit_of_both_2017_translations(graph, out):
    """pl-2017 73D3 is ru-2017 73A2's closing sentence, which the concordance quoted in its evidence only: the
    ru -> pl and pl -> ru memories had no unit of 73A2 or 73D3 at all."""
    sentence = "Но Регламентирующие организации могут требовать обязательных пауз"
    record = next(r for r in between(graph, "ru-2017", "pl-2017", "73") if r["from"] == "73A2")
    assert record["sentences"]["73D3"].startswith(sentence)
    runner = CliRunner()
    for first, second, unit in (("ru-2017", "pl-2017", "ru-2017/73A2=pl-2017/73D3"),
                                ("pl-2017", "ru-2017", "pl-2017/73D3=ru-2017/73A2")):
        memory = runner.invoke(main, ["export", "--format", "tmx", "--from", first, "--to", second, "--out", str(out),
                                      "--dest", "-"]).output
        assert f'tuid="{unit}#sentence"' in memory and f"<seg>{sentence}" in memory
    shown = runner.invoke(main, ["show", "73D3", "--edition", "pl-2017", "--out", str(out)]).output
    assert f"in ru-2017 (2017 Laws): 73A2 (split, this one of its parts, from its sentence" in shown \
        and sentence in shown


def test_show_says_the_relation_from_the_shown_provision_s_side(out):
    """`show 40B2a --edition ru-2017` said "in cs-2007: 40B2a (split …)", the Czech side's word, where the
    concordance table read from ru-2017 says `merged`: the Russian 40B2a is one of the Czech 40B2a's parts, said in
    the direction it happened (a Czech director's review: "in cs-2007: 17E, 22B (split)" under 2017 17D, which
    they went into)."""
    runner = CliRunner()
    shown = runner.invoke(main, ["show", "40B2a", "--edition", "ru-2017", "--out", str(out)]).output
    assert "in cs-2007 (2007 Laws): 40B2a (split, this one of its parts;" in shown
    shown = runner.invoke(main, ["show", "16B1", "--edition", "ru-2017", "--out", str(out)]).output
    assert "in cs-2007 (2007 Laws): 16B1, 16B1a (split, this one of its parts)" in shown
    shown = runner.invoke(main, ["show", "17D", "--edition", "pl-2017", "--out", str(out)]).output
    # as sure as 22B's weak pairing, the least sure of the two (review 16)
    assert "in cs-2007 (2007 Laws): 17E, 22B (merged into this; doubtful match (60% sure" in shown
    shown = runner.invoke(main, ["show", "40B2a", "--edition", "cs-2007", "--out", str(out)]).output
    assert "in ru-2017 (2017 Laws): 40A4, 40B2a, 40B2a(i), 40B2a(ii), 40B2a(iii) (split;" in shown


def test_show_says_an_amendment_s_split_and_merge_as_it_happened_from_either_2017_text(out):
    """The 2024 amendment cut ru-2017 73A2's pauses sentence out into pl-2017 73D3 and made 73B, 73B1 and 73B2 one
    73B. The records of the two 2017 texts read from pl-2017, so `show` said "in ru-2017: 73A2 (merged)" under the
    Polish 73A2 and 73D3 - two Polish provisions merged, the reverse of what the amendment did - and "merged into
    this" under the Russian 73A2, where the Czech 2007 73A2, the same text, says `split` (a laws committee's
    review). Said as it happened, the unamended text the older, both 2017 texts agree with the Czech."""
    def said(key: str, edition: str) -> str:
        return CliRunner().invoke(main, ["show", key, "--edition", edition, "--out", str(out)]).output

    for key in ("73A2", "73D3"):
        assert "in ru-2017 (2017 Laws): 73A2 (split, this one of its parts" in said(key, "pl-2017"), key
        assert "in cs-2007 (2007 Laws): 73A2 (split, this one of its parts" in said(key, "pl-2017"), key
    assert "in pl-2017 (2017 Laws): 73A2, 73D3 (split)" in said("73A2", "ru-2017")  # sure: pl 73A2 points to 73D3
    assert "in pl-2017 (2017 Laws): 73A2, 73D3 (split)" in said("73A2", "cs-2007")
    assert "in ru-2017 (2017 Laws): 73B, 73B1, 73B2 (merged into this" in said("73B", "pl-2017")
    assert "in cs-2007 (2007 Laws): 73B, 73B1, 73B2 (merged into this" in said("73B", "pl-2017")
    for key in ("73B1", "73B2"):
        assert "in pl-2017 (2017 Laws): 73B (merged" in said(key, "ru-2017"), key


def test_the_comparison_in_the_amended_text_s_numbering_puts_the_unamended_twins_in_one_row(out):
    """The comparison page follows pl-2017, whose 2024 73B took in 73B1 and 73B2: the Czech 73B1 stood in a
    row of its own beside a Russian gap ("→ 73B"), the Russian 73B1 only in the 73B row. Now the Czech row has
    the Russian twin beside it; a provision the anchor has elsewhere still links there (2007 17D, 2017 15A)."""
    compared = json.loads(CliRunner().invoke(main, ["compare", "73B", "--json", "--out", str(out)]).output)
    rows = {row["key"]: {cell["edition"]: cell for cell in row["cells"]} for row in compared["rows"]}
    for key in ("73B1", "73B2"):
        assert (rows[f"cs-2007:{key}"]["ru-2017"]["keys"], rows[f"cs-2007:{key}"]["ru-2017"]["relation"]) == (
            [key], "same")
        assert rows[f"cs-2007:{key}"]["pl-2017"]["keys"] == []
    compared = json.loads(CliRunner().invoke(main, ["compare", "17D", "--json", "--out", str(out)]).output)
    moved = next(row for row in compared["rows"] if row["key"] == "cs-2007:17D")
    assert all(not cell["keys"] for cell in moved["cells"] if cell["edition"] != "cs-2007")


def test_a_composed_merged_pair_says_what_it_was_merged_with(graph):
    """1997 68 is `merged` into 2017 68 with its footnote fn8; composed to ru-2017 and cs-2007 the record said
    only the chain `68 -> 68 -> 68`, so a reader saw "merged" with nothing to be merged with. Two Czech
    provisions that went into one 2017 provision name each other."""
    for second in ("ru-2017", "cs-2007"):
        law = next(r for r in between(graph, "pl-1997", second, "68") if r["from"] == "68")
        assert law["relation"] == "merged"
        assert law["evidence"][-1] == "merged with fn8 of pl-1997 in pl-2017 68", second
    records = {r["from"]: r for r in between(graph, "cs-2007", "ru-2017", "17") if r["from"]}
    assert records["17E"]["evidence"][-1] == "merged with 22B of cs-2007 in pl-2017 17D"


def test_a_sure_move_is_read_back_as_itself_beside_a_weak_split_into_the_same_provision(graph, out):
    """2007 17E1, a pointer ("the auction period ends as Law 22 says"), is split into 2017 17D1 and 17D2 on weak
    evidence (0.60); 2007 22B1 and 22B2, word for word 17D1 and 17D2, moved there (0.97, 0.99). Read from 2017,
    the two were one "17E1, 22B1 merged 0.60" (QA 17b, finding 2): the move keeps its own reading, first."""
    for first in ("pl-2017", "ru-2017"):
        read = [(r["from"], r["to"], r["relation"], r["confidence"])
                for r in between(graph, first, "cs-2007", "17") if r["from"] in ("17D1", "17D2")]
        assert read == [("17D1", ["22B1"], "moved", 0.97), ("17D1", ["17E1"], "merged", 0.6),
                        ("17D2", ["22B2"], "moved", 0.99), ("17D2", ["17E1"], "merged", 0.6)], first
    shown = CliRunner().invoke(main, ["show", "17D2", "-e", "pl-2017", "--out", str(out)]).output.splitlines()
    assert [line.split("): ", 1)[1][:43] for line in shown if line.startswith("   in cs-2007")] == [
        "22B2 (moved)", "17E1 (split, this one of its parts; doubtfu"]
    read = {r["from"]: r for r in between(graph, "pl-2017", "cs-2007", "17") if r["from"]}
    assert (read["17D"]["to"], read["17D"]["relation"]) == (["17E", "22B"], "split")  # one merge, read back as one
    memory = CliRunner().invoke(main, ["export", "--format", "tmx", "--from", "pl-2017", "--to", "cs-2007", "--out",
                                       str(out), "--dest", "-"]).output
    for unit in ("pl-2017/17D1=cs-2007/22B1#text", "pl-2017/17D2=cs-2007/22B2#text"):  # lost as "merged"
        assert f'tuid="{unit}"' in memory


def test_the_same_provision_is_said_where_another_reading_of_the_edition_is(out):
    """cs-2007 22 is 2017 22 (`same`) and 22A its lead (`moved`, 0.60); `show 22 -e pl-2017` said only "22A
    (moved; weak evidence …)" (QA 17b, finding 4), as if 2017 Law 22 came from 2007 22A alone."""
    for edition in ("pl-2017", "ru-2017"):
        shown = CliRunner().invoke(main, ["show", "22", "-e", edition, "--out", str(out)]).output.splitlines()
        said = [line.split("): ", 1)[1][:12] for line in shown if line.startswith("   in cs-2007")]
        assert said == ["22 (same)", "22A (moved; "], edition

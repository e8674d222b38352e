"""What the 2024 amendment pl-2017 carries did, as the records of the two 2017 texts say it
(`concordance/amended_laws.py`): a Russian translator's review of Laws 73 and 89."""

from __future__ import annotations

import json

from click.testing import CliRunner

from lawbase.cells import WEAK
from lawbase.cli import main
from lawbase.concordance.table import between


def read(graph, law: str) -> dict[str, dict]:
    return {r["from"]: r for r in between(graph, "ru-2017", "pl-2017", law) if r["from"]}


def test_the_old_law_89_is_the_one_the_amendment_replaced_its_rule_at_12c3(graph, out):
    """ru 89 ("see 12C3") was "new: no provision of the other edition says this": it is the 2017 Law the 2024
    Law 89 replaced, and its rule is 12C3 in both texts; `show 89 -e ru-2017` says so too."""
    record = read(graph, "89")["89"]
    assert (record["to"], record["relation"]) == ([], "none")
    assert record["evidence"] == ["the 2024 amendment replaced this Law (pl-2017 carries the 2024 amendments to Law "
                                  "89, whose Law 89 is another rule); its text points to 12C3, which pl-2017 says at "
                                  "12C3 (same)"]
    shown = CliRunner().invoke(main, ["show", "89", "-e", "ru-2017", "--out", str(out)], env={"COLUMNS": None}).output
    assert "   in pl-2017 (2017 Laws): no counterpart: the 2024 amendment replaced this Law" in shown
    assert "its text points to 12C3" in shown


def test_73b_rewritten_says_what_of_its_parts_the_new_sentence_does_not_translate(graph):
    """ru 73B, 73B1, 73B2 -> pl 73B was `merged 0.96` beside "translation 0.00", with "its text is in the parts
    73B2; the amendment rewrote 73B1 with it": now as sure as a merge, and each Russian sentence said - none is
    translated by the 2024 sentence, and 73B2's "gravest offence" by no sentence of the amended Laws."""
    records = read(graph, "73")
    for key in ("73B", "73B1", "73B2"):
        record = records[key]
        assert (record["to"], record["relation"], record["confidence"]) == (["73B"], "merged", 0.6), key
        evidence = "; ".join(record["evidence"])
        assert "its text is in the parts" not in evidence and "rewrote 73B1 with it" not in evidence
        assert "the amendment wrote 73B anew: its one sentence “Gracze nie mają prawa" in evidence
    gravest = next(line for line in records["73B2"]["evidence"] if line.startswith("73B2's “Тягчайшим"))
    assert "no sentence of 73B translates it" in gravest and "nor of the amended Laws 73, 89" in gravest


def test_73d3_which_the_amended_73a2_points_to_is_a_sure_pairing(graph, out):
    """pl 73A2 itself says "(ale patrz przepis 73D3)", and 73D3 translates ru 73A2's closing sentence (2.30):
    the pairing was 0.60, "weak evidence: the concordance is unsure" on the compare page."""
    record = read(graph, "73")["73A2"]
    assert (record["to"], record["relation"]) == (["73A2", "73D3"], "split") and record["confidence"] >= WEAK
    assert "pl-2017 73A2 points to 73D3 itself (“przepis 73D3”)" in record["evidence"]
    forward = {r["from"]: r for r in between(graph, "pl-2017", "ru-2017", "73") if r["from"]}
    assert forward["73D3"]["confidence"] == forward["73A2"]["confidence"] == 0.95
    rows = json.loads(CliRunner().invoke(main, ["compare", "73A2", "-e", "ru-2017", "-e", "pl-2017", "--json",
                                                "--out", str(out)]).output)
    assert "doubtful match" not in json.dumps(rows, ensure_ascii=False)


def test_the_czech_73a2_split_into_73d3_is_sure_as_the_amended_73a2_points_there(graph):
    """The same pointer makes the Czech 2007 73A2 -> 2017 73A2, 73D3 split (found by its pauses sentence, 0.76)
    sure: it was 0.75, "weak evidence" on the comparison page; three golds give it, all `split`."""
    record = next(r for r in between(graph, "cs-2007", "pl-2017", "73") if r["from"] == "73A2")
    assert (record["to"], record["relation"], record["confidence"]) == (["73A2", "73D3"], "split", 0.95)
    assert record["evidence"][-1] == "pl-2017 73A2 points to 73D3 itself (“przepis 73D3”)"

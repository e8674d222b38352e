"""A rule that bound a player and binds no more (`concordance/binding.py`): a moved pair whose 2007 text says
"must" where neither 2017 translation does is `changed`; on the real corpus."""

from __future__ import annotations

from lawbase.concordance.table import between


def forward(graph, second: str) -> dict[str, dict]:
    return {record["from"]: record for record in between(graph, "cs-2007", second) if record["from"]}


def test_the_czech_forced_passes_of_laws_30_and_32_are_rules_changed_where_they_moved(graph):
    """2007 30B2a "Viník musí pasovat" (the offender must pass) is 2017 30B1b, the offender may make any legal call;
    30B2b's "nesmí ale … kontrovat" (the partner may not double) is 30B1a, any legal call; 32A's partner "musí
    pasovat" is 32B; 15C's director "je povinen dražbu zrušit" (must cancel the auction) is 15B's lead, which only
    says when: each pair right, and the rule changed - in both 2017 translations (the Russian composed)."""
    for second in ("pl-2017", "ru-2017"):
        records = forward(graph, second)
        for czech, theirs in (("30B2a", "30B1b"), ("30B2b", "30B1a"), ("32A", "32B"), ("15C", "15B")):
            assert (records[czech]["to"][0], records[czech]["relation"]) == (theirs, "changed"), (second, czech)
        assert "binds_no_more" in [line.code for line in forward(graph, "pl-2017")["30B2b"]["evidence"]]


def test_a_forced_pass_laid_out_in_new_parts_that_bind_no_one_is_a_rule_changed(graph):
    """2007 31B (partner's or LHO's turn: the partner "musí … pasovat", must pass) is 2017 31B with 31B1 (the partner
    may make any legal call) and 31B2 (the offender may): neither 2017 translation binds there, so the rule changed,
    where it was `split`; in both 2017 translations (the Russian composed). 2017 31C is its footnote's
    (`footnote_provisions.py`)."""
    for second in ("pl-2017", "ru-2017"):
        record = forward(graph, second)["31B"]
        assert (record["to"][:3], record["relation"]) == (["31B", "31B1", "31B2"], "changed"), second


def test_an_obligation_said_in_the_lead_a_part_completes_or_at_the_same_key_is_no_change(graph):
    """The Czech 71.2 binds the director ("musí zrušit"); 2017 71B, "if a player conceded a trick …", says it only
    with 71's lead it completes ("należy je unieważnić:"), so it stays `moved`; 2007 30B3 → 30B2 binds on both sides.
    At their own keys 2007 45C2 ("musí hrát kartu") and 2017's "is deemed played" stay `same`, as every reader has it."""
    records = forward(graph, "pl-2017")
    assert (records["71.2"]["to"], records["71.2"]["relation"]) == (["71B"], "moved")
    assert (records["30B3"]["to"], records["30B3"]["relation"]) == (["30B2"], "moved")
    assert (records["45C2"]["to"], records["45C2"]["relation"]) == (["45C2"], "same")

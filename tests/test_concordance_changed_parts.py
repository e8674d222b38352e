"""A rule changed into a provision whose parts are all new (`concordance/changed_parts.py`): the parts are its
counterpart too, as both readers of Laws 30-32 name them; on the real corpus."""

from __future__ import annotations

from lawbase.concordance.table import between


def test_a_forced_pass_rewritten_into_a_section_of_new_parts_is_paired_with_its_parts(graph):
    """2007 30B2a (the offender must pass) is 2017 30B1b with (i), a comparable call, and (ii), any other; 2007 32A
    (the partner must pass) is 2017 32B with 32B1 and 32B2; 2007 32B2 (the partner must pass after the offender's
    call) is 2017 32A2 with (a), a comparable call, and (b), any other: `changed` into all of them, in both 2017
    translations (the Russian composed), and those parts are no longer listed as new."""
    for second in ("pl-2017", "ru-2017"):
        records = between(graph, "cs-2007", second)
        forward = {record["from"]: record for record in records if record["from"]}
        new = {record["to"][0] for record in records if not record["from"]}
        assert forward["30B2a"]["to"] == ["30B1b", "30B1b(i)", "30B1b(ii)"], second
        assert forward["32A"]["to"] == ["32B", "32B1", "32B2"], second
        assert (forward["32B2"]["to"], forward["32B2"]["relation"]) == (["32A2", "32A2a", "32A2b"], "changed"), second
        assert {"30B1b(i)", "30B1b(ii)", "32B1", "32B2", "32A2a"}.isdisjoint(new), second
        assert "32C" in new, second  # 31C: 2007 31B's footnote (footnote_provisions.py)


def test_a_changed_rule_keeps_a_section_whose_parts_say_other_rules_or_its_own_parts(graph):
    """2007 15C is 2017 15B's lead, whose parts say 2007 15A's and 15B's rules; 2007 30B, a section, keeps its
    parts' own pairs; 2007 30B2b is 2017 30B1a, a rule without parts."""
    forward = {record["from"]: record for record in between(graph, "cs-2007", "pl-2017") if record["from"]}
    assert (forward["15C"]["to"], forward["30B"]["to"], forward["30B2b"]["to"]) == (["15B"], ["30B"], ["30B1a"])

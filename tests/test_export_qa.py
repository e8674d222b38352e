"""The translation memories against a QA sweep's findings: translation pairs only, read back as a CAT tool reads
them (translate-toolkit's `tmxfile`), from the session build."""

from __future__ import annotations

from .test_export_review import memory  # noqa: F401


def test_a_rearranged_family_gives_no_units(memory):
    """2007 30B2 ("when it is the offender's partner's turn": (a) the offender must pass, (b) the partner may call)
    beside 2017 30B1 ((a) the partner may call, (b) the offender may call): the concordance's `moved` 30B2a=30B1a
    paired "the offender must pass" with "the partner may call", 30B2=30B1b and 30B2b's sentence=30B1 no better.
    Either way round, none is a unit; a moved part elsewhere (17E2=17D3) stays. Since the concordance pairs each
    rule with the same player's (2026-11-28, `concordance/players.py`) no family is rearranged: the summary line,
    which counted those two ("2 rearranged"), counts none."""
    for first, second in (("cs-2007", "pl-2017"), ("pl-2017", "cs-2007"), ("cs-2007", "ru-2017")):
        said, units = memory(first, second)
        keys = {tuple(side.split("#")[0] for side in tuid.split("=")) for tuid in units}
        other = second if first == "cs-2007" else first
        for czech, theirs in (("30B2", "30B1b"), ("30B2a", "30B1a"), ("30B2b", "30B1")):
            pair = (f"cs-2007/{czech}", f"{other}/{theirs}")
            assert pair not in keys and pair[::-1] not in keys, (first, second, pair)
        assert ("cs-2007/17E2", f"{other}/17D3") in keys or (f"{other}/17D3", "cs-2007/17E2") in keys
        assert "rearranged" not in said, said


def test_a_pair_made_by_one_sentence_gives_that_sentences_unit_alone(memory):
    """cs-2007 15C (four sentences) is paired with pl-2017 15B for its first sentence: a #text unit of all four
    beside 15B's one line and a #sentence unit gave the Polish text twice. The sentence's unit stays (the pair is
    `changed`, the director bound to cancel the auction no more, so its headings give none: `concordance/binding`)."""
    _, units = memory("cs-2007", "pl-2017")
    assert {tuid for tuid in units if tuid.startswith("cs-2007/15C=")} == {"cs-2007/15C=pl-2017/15B#sentence"}
    targets = [unit.target for unit in units.values()]
    assert targets.count(units["cs-2007/15C=pl-2017/15B#sentence"].target) == 1


def test_a_footnotes_note_names_the_provision_its_id_names(memory):
    """pl-2017 prints footnote 15 first at 51B1a (its `tuid` side, `pl-2017/51B1a/footnote-15`), and the unit pairs it
    at 51B2a, where ru-2017 marks its 15: the note said "footnote 15 of 51B2a in pl-2017", naming another provision
    than the id. Every footnote unit's note now names each side's provision as its id does."""
    for first, second in (("ru-2017", "pl-2017"), ("cs-2007", "pl-2017")):
        _, units = memory(first, second)
        footnotes = [(tuid, unit) for tuid, unit in units.items() if "/footnote-" in tuid]
        assert footnotes
        for tuid, unit in footnotes:
            sides = [side.split("#")[0].split("/") for side in tuid.split("=")]
            said = " i ".join(f"przypis {number.removeprefix('footnote-')} do {key} w {edition}"  # pl-2017's words
                              for edition, key, number in sides)
            assert unit.getnotes().startswith(said), (tuid, unit.getnotes())
    _, units = memory("ru-2017", "pl-2017")
    assert units["ru-2017/51B2a/footnote-15=pl-2017/51B1a/footnote-15#text"].getnotes().startswith(
        "przypis 15 do 51B2a w ru-2017 i przypis 15 do 51B1a w pl-2017")

"""Where an old provision's sentences are said apart (`concordance/said_apart.py`): a provision laid out from
one old provision that says another, and an old provision said by its counterpart and a new one beside it;
and two provisions of one Law said alike, both in one new provision (`Aligner.said_twice`); on made-up
scores and on the real corpus."""

from __future__ import annotations

from lawbase.concordance.relations import UNSAID, Record
from lawbase.concordance.said_apart import lead_of_another, said_beside
from lawbase.concordance.table import between
from lawbase.concordance.units import Unit

from .test_concordance_parts import align
from .test_concordance_sentences import TEXT, said, unit


def under(parent: Unit, *parts: Unit) -> dict[str, Unit]:
    """The units by key, `parts` the children of `parent` in this order."""
    for position, part in enumerate(parts, start=1):
        part.parent, part.position = parent, parent.position + position
        parent.children.append(part)
    return {u.node["key"]: u for u in (parent, *parts)}


def test_a_provision_laid_out_from_one_old_provision_that_says_another_is_that_one_s():
    """2017 15B's lead says 2007 15C's first sentence, which nothing paired; 2007 15B, paired with 15B and the
    new parts 15B1 and 15B3 that hold its text, is those parts alone."""
    old, other = unit("cs", "15B", TEXT), unit("cs", "15C", TEXT)
    second = under(unit("pl", "15B", TEXT), unit("pl", "15B1", TEXT), unit("pl", "15B3", TEXT))
    lead, first, third = second.values()

    def records(paired=()):
        return [Record("15B", ["15B", "15B1", "15B3"], "split", 0.6, ["its text is in the new parts 15B1, 15B3"]),
                Record("15C", list(paired), "moved" if paired else "none", 0.8, [] if paired else [UNSAID])]

    def scores(lead_score=1.2):
        return said([(old, TEXT), (other, TEXT)], [(lead, TEXT), (first, TEXT), (third, TEXT)],
                    {(0, 0): 0.4, (1, 0): lead_score, (0, 1): 0.8, (0, 2): 0.8})

    moved = lead_of_another(records(), scores(), second)
    assert [(r.first, r.second, r.relation) for r in moved] == [
        ("15B", ["15B1", "15B3"], "split"), ("15C", ["15B"], "moved")]
    assert moved[0].evidence[-1] == "15B says what 15C says"
    assert moved[1].evidence == [f"15B says its sentence “{TEXT}” (sentence score 1.20)"]
    assert moved[1].sentences == {"15B": TEXT}
    kept = [("15B", ["15B", "15B1", "15B3"], "split")]
    for unmoved in (lead_of_another(records(), scores(0.5), second),  # 2007 15B's sentence nearly as good
                    lead_of_another(records(["15A"]), scores(), second)):  # 15C paired already
        assert [(r.first, r.second, r.relation) for r in unmoved][:1] == kept


def test_an_old_provision_said_by_its_counterpart_and_a_new_provision_beside_it_was_split_into_both():
    """2007 40B1b: its second sentence is 2017 40B1c's, its first the new 40B1a's, beside 40B1c: `split`.
    Not where the counterpart says another provision's sentence, where the new provision stands elsewhere,
    or where the sentence reads poorly there."""
    old, neighbour = unit("cs", "40B1b", TEXT), unit("cs", "40B1a", TEXT)
    second = under(unit("pl", "40B1", TEXT), unit("pl", "40B1a", TEXT), unit("pl", "40B1b", TEXT),
                   unit("pl", "40B1c", TEXT))
    _, new, kept, counterpart = second.values()
    elsewhere = under(unit("pl", "40B2", TEXT), unit("pl", "40B2e", TEXT))["40B2e"]

    def records(beside="40B1a"):
        return [Record("40B1a", ["40B1b"], "moved", 0.9, []), Record("40B1b", ["40B1c"], "moved", 0.95, ["moved"]),
                Record(None, [beside], "none", 0.8, [])]

    def pairs(found):
        return [(r.first, r.second, r.relation) for r in found]

    def scores(first=1.02, told=(1, 1), beside=new):
        """2007 40B1b's two sentences (rows 0, 1), 2007 40B1a's (2); 2017 40B1b, 40B1c and the new provision."""
        return said([(old, TEXT), (old, TEXT), (neighbour, TEXT)], [(kept, TEXT), (counterpart, TEXT), (beside, TEXT)],
                    {(0, 2): first, told: 1.75, (2, 0): 1.7})

    split = said_beside(records(), scores(), second)
    assert pairs(split) == [("40B1a", ["40B1b"], "moved"), ("40B1b", ["40B1a", "40B1c"], "split")]
    assert split[1].evidence == ["moved", f"the new 40B1a says its sentence “{TEXT}” (sentence score 1.02)"]
    assert split[1].sentences == {"40B1a": TEXT}
    unchanged = [("40B1a", ["40B1b"], "moved"), ("40B1b", ["40B1c"], "moved"), (None, ["40B1a"], "none")]
    assert pairs(said_beside(records(), scores(told=(2, 1)), second)) == unchanged  # 40B1c: 2007 40B1a's
    assert pairs(said_beside(records(), scores(0.45), second)) == unchanged  # below the bar a source needs
    assert pairs(said_beside(records("40B2e"), scores(beside=elsewhere), {**second, "40B2e": elsewhere})) == [
        ("40B1a", ["40B1b"], "moved"), ("40B1b", ["40B1c"], "moved"), (None, ["40B2e"], "none")]  # not beside


def test_the_czech_15b_and_15c_and_40b1b_are_where_their_sentences_are_said(graph):
    """2007 15B (a board played before) is 2017 15B1 and 15B3, and the lead of 2017 15B is 2007 15C's first
    sentence (the wrong board found during the auction); 2007 40B1b is 2017 40B1a and 40B1c - both 2017
    translations."""
    for second in ("pl-2017", "ru-2017"):
        forward = {r["from"]: r for r in between(graph, "cs-2007", second) if r["from"]}
        assert (forward["15B"]["to"], forward["15B"]["relation"]) == (["15B1", "15B3"], "split")
        assert (forward["15C"]["to"], forward["15C"]["relation"]) == (["15B"], "changed")  # its director bound no more
        assert forward["15C"]["sentences"]["15B"].startswith("Zjistí-li vedoucí během dražby")
        assert (forward["40B1b"]["to"], forward["40B1b"]["relation"]) == (["40B1a", "40B1c"], "split")
        assert forward["40B1b"]["sentences"] == {  # one sentence a part (`one_each`)
            "40B1a": "Všechny explicitní i implicitní dohody jsou součástí partnerského dorozumívání.",
            "40B1c": "Pokud regulační orgán neurčí jinak, je každá konvence zvláštním partnerským dorozumíváním, "
                     "jako např. každá umělá hláška."}
        assert "40B1a" not in {r["to"][0] for r in between(graph, "cs-2007", second) if not r["from"]}


def test_two_provisions_of_one_law_said_alike_went_into_the_one_new_provision_both_score_best_with():
    """2007 30A and 30B1 (the offender passes at his next turn) are both 2017 30A, which the assignment gave to
    30A: 30B1, paired on its text with another provision, scores better with 30A and is merged there with its
    twin. Not where it scores better with its pair, nor with a twin of another Law."""
    first = [("1", ""), ("1A", "a"), ("1B", "a too"), ("2", ""), ("2A", "a")]
    second = [("1", ""), ("1A", "a"), ("1C", "new"), ("2", ""), ("2A", "a")]
    given = {("1", "1"): 0.9, ("2", "2"): 0.9, ("1A", "1A"): 0.8, ("1B", "1C"): 0.5, ("1B", "1A"): 0.55,
             ("2A", "2A"): 0.8}
    text = {("1B", "1C"): 0.4, ("1B", "1A"): 0.45}
    by_key, _ = align(first, second, given, alike={("1B", "1A"): 0.7}, translation=text)
    assert (by_key["1B"].second, by_key["1B"].relation) == (["1A"], "merged")
    assert (by_key["1A"].second, by_key["1A"].relation) == (["1A"], "merged")
    assert by_key[None].second == ["1C"]
    worse, _ = align(first, second, {**given, ("1B", "1A"): 0.45}, alike={("1B", "1A"): 0.7}, translation=text)
    assert (worse["1B"].second, worse["1A"].relation) == (["1C"], "same")
    elsewhere, _ = align(first, second, {**given, ("1B", "1A"): 0.05, ("1B", "2A"): 0.55},
                         alike={("1B", "2A"): 0.7}, translation=text)
    assert (elsewhere["1B"].second, elsewhere["2A"].relation) == (["1C"], "same")


def test_the_czech_30a_and_30b1_both_went_into_2017_30a(graph):
    """Both readers of Law 30 pair 2007 30B1 (a pass out of turn at RHO's turn) with 2017 30A, which says
    what 2007 30A said before any bid, for any stage; 2017 30B1b(ii) (partner passes after a call not
    comparable) is not 30B1."""
    for second in ("pl-2017", "ru-2017"):
        forward = {r["from"]: r for r in between(graph, "cs-2007", second, "30") if r["from"]}
        assert [(forward[key]["to"], forward[key]["relation"]) for key in ("30A", "30B1")] == [
            (["30A"], "merged"), (["30A"], "merged")]

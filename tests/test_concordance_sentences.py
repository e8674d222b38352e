"""The sentence-level pass of the concordance: a new provision cut out of an old one is found by its
sentences (`concordance/sentences.py`), on made-up scores and on the real corpus."""

from __future__ import annotations

import numpy as np
from lxml import html as lxml_html

from lawbase.concordance.align_pair import composed_relation
from lawbase.concordance.relations import UNSAID, Record
from lawbase.concordance.sentences import ADDED_TERMS, MIN_KEPT, Said, Sentence, apply, extended, sentences, sources
from lawbase.concordance.table import between
from lawbase.concordance.units import Unit
from lawbase.concordance.weak_pairings import said_elsewhere, unpaired
from lawbase.keys import Key
from lawbase.text import split_sentences


def unit(edition: str, key: str, text: str) -> Unit:
    node = {"id": f"{edition}/{key}", "edition": edition, "key": key, "kind": "section", "text": text}
    return Unit(node, "pl", Key.parse(key), 0, None, frozenset(), len(text))


def said(old: list[tuple[Unit, str]], new: list[tuple[Unit, str]], scores: dict[tuple[int, int], float]) -> Said:
    """Sentences (their provision, their text) and the translation score of the pairs given (else 0)."""
    matrix = np.zeros((len(old), len(new)))
    for place, score in scores.items():
        matrix[place] = score
    return Said([Sentence(u, text, frozenset()) for u, text in old], [Sentence(u, text, frozenset()) for u, text in new],
                matrix)


TEXT = "a sentence long enough to be a sentence"


def test_sentences_end_at_a_stop_before_a_capital_letter_not_after_an_abbreviation():
    assert split_sentences("Hráč hraje. Např. v prvním kole, tj. hned, platí toto! Потом так.\nDalší řádek") == [
        "Hráč hraje.", "Např. v prvním kole, tj. hned, platí toto!", "Потом так.", "Další řádek"]


def test_a_new_provision_whose_sentence_its_old_provision_says_beyond_its_counterpart_was_split_from_it():
    old24, new24, new24d = unit("cs", "24", TEXT * 2), unit("pl", "24", TEXT), unit("pl", "24D", TEXT)
    scores = said([(old24, TEXT), (old24, TEXT)], [(new24, TEXT), (new24d, TEXT)],
                  {(0, 0): 1.5, (1, 1): 1.6, (1, 0): 0.2, (0, 1): 0.1})
    records = [Record("24", ["24"], "same", 1.0, []), Record(None, ["24D"], "none", 0.8, [])]
    found = sources({"24": new24, "24D": new24d}, scores, records)
    assert found == {"24D": (old24, [(1, 1)])}
    placed = apply(records, found, scores, {"24": new24, "24D": new24d})
    assert [(r.first, r.second, r.relation) for r in placed] == [("24", ["24", "24D"], "split")]
    assert "the new 24D says its sentence" in placed[0].evidence[0] and "1.60" in placed[0].evidence[0]


def test_a_sentence_its_counterpart_says_too_or_said_as_well_elsewhere_places_nothing():
    old, kept, new = unit("cs", "24", TEXT), unit("pl", "24", TEXT), unit("pl", "24D", TEXT)
    records = [Record("24", ["24"], "same", 1.0, []), Record(None, ["24D"], "none", 0.8, [])]
    second = {"24": kept, "24D": new}
    taken = said([(old, TEXT)], [(kept, TEXT), (new, TEXT)], {(0, 0): 1.2, (0, 1): 1.6})
    assert sources(second, taken, records) == {}  # its best translation is the new one, but it is 24's too
    other = unit("cs", "24A", TEXT)
    close = said([(old, TEXT), (other, TEXT)], [(kept, TEXT), (new, TEXT)], {(1, 0): 1.0, (0, 1): 1.0, (1, 1): 0.9})
    assert sources(second, close, records) == {}  # another provision's sentence nearly as good: no margin
    weak = said([(old, TEXT), (other, TEXT)], [(kept, TEXT), (new, TEXT)], {(1, 0): 1.0, (0, 1): 0.4})
    assert sources(second, weak, records) == {}  # not plainly a translation
    bare = said([(old, "see 12C3."), (other, TEXT)], [(kept, TEXT), (new, TEXT)], {(1, 0): 1.0, (0, 1): 1.5})
    assert sources(second, bare, records) == {}  # a cross-reference is not where a rule was cut from


def test_a_new_provision_from_an_old_one_paired_with_nothing_is_where_it_moved():
    old, new = unit("cs", "50E3", TEXT), unit("pl", "50E4", TEXT)
    scores = said([(old, TEXT)], [(new, TEXT)], {(0, 0): 1.1})
    records = [Record("50E3", [], "none", 0.8, []), Record(None, ["50E4"], "none", 0.8, [])]
    records = [Record("50E3", [], "none", 0.8, [UNSAID]), Record(None, ["50E4"], "none", 0.8, [])]
    placed = apply(records, sources({"50E4": new}, scores, records), scores, {"50E4": new})
    assert [(r.first, r.second, r.relation) for r in placed] == [("50E3", ["50E4"], "moved")]
    assert UNSAID not in placed[0].evidence and placed[0].evidence[0].startswith("the new 50E4 says its sentence")


def test_a_new_lead_over_a_part_an_old_provision_went_to_goes_with_it_unless_another_part_is_paired_elsewhere():
    """2017 68D2 ("if it is disputed ...:") over 68D2a, which says 2007 68D: 68D2 goes with 68D (its other
    part, 68D2b, new); a lead over parts of two old provisions, or over a part kept at its key, stays new."""
    def laid(key: str, text: str, *parts: Unit) -> Unit:
        lead = unit("pl", key, text)
        for position, part in enumerate(parts, start=1):
            part.parent, part.position = lead, lead.position + position
            lead.children.append(part)
        return lead

    first, second, other = unit("pl", "68D2a", TEXT), unit("pl", "68D2b", TEXT), unit("pl", "70A", TEXT)
    lead = laid("68D2", TEXT, first, second)
    units = {u.node["key"]: u for u in (lead, first, second, other)}
    records = [Record("68D", ["68D2a"], "split", 0.9, []), Record(None, ["68D2"], "none", 0.8, []),
               Record(None, ["68D2b"], "none", 0.8, [])]
    placed = apply(records, {}, None, units)
    assert [(r.first, r.second, r.relation) for r in placed] == [
        ("68D", ["68D2", "68D2a"], "split"), (None, ["68D2b"], "none")]
    assert placed[0].evidence == ["the new lead 68D2 is over 68D2a"]
    for records in ([Record("68D", ["68D2a"], "split", 0.9, []), Record("68C", ["68D2b"], "moved", 0.9, []),
                     Record(None, ["68D2"], "none", 0.8, [])],
                    [Record("68D2a", ["68D2a"], "same", 0.9, []), Record(None, ["68D2"], "none", 0.8, [])]):
        assert [r.second for r in apply(records, {}, None, units) if not r.first] == [["68D2"]]


def test_a_weak_pairing_by_key_that_no_sentence_supports_is_undone():
    """2007 12C1e and 2017 12C1e: the same letter, another rule. Where neither provision's sentence reads
    best as the other's, a weak pairing by key is no pairing; a sure one, one made by the provisions'
    place in a list, or one a sentence supports either way stays."""
    old, new, elsewhere = unit("cs", "12C1e", TEXT), unit("pl", "12C1e", TEXT), unit("pl", "12C1b", TEXT)
    other = unit("cs", "12C1b", TEXT)  # 2017 12C1e reads best as a sentence of 2007 12C1b
    scores = said([(old, TEXT), (other, TEXT)], [(new, TEXT), (elsewhere, TEXT)],
                  {(0, 0): 0.4, (0, 1): 0.9, (1, 0): 0.8, (1, 1): 0.2})

    def records(sure):
        return [Record("12C1e", ["12C1e"], "same", sure, ["in order"]), Record(None, ["12C1b"], "none", 0.8, [])]

    undone = unpaired(records(0.7), scores, set())
    assert [(r.first, r.second, r.relation) for r in undone] == [("12C1e", [], "none"), (None, ["12C1b"], "none"),
                                                                  (None, ["12C1e"], "none")]
    assert "no sentence of it or of 12C1e reads best as the other's" in undone[0].evidence[-1]
    assert unpaired(records(0.9), scores, set())[0].second == ["12C1e"]  # sure: kept
    assert unpaired(records(0.7), scores, {"12C1e"})[0].second == ["12C1e"]  # paired by its place: kept
    supported = said([(old, TEXT), (other, TEXT)], [(new, TEXT), (elsewhere, TEXT)],
                     {(0, 0): 0.4, (0, 1): 0.9, (1, 0): 0.1, (1, 1): 1.0})
    assert unpaired(records(0.7), supported, set())[0].second == ["12C1e"]  # 2017 12C1e reads best as 2007's


def test_a_weak_pairing_by_key_goes_where_the_old_provision_s_sentences_are_said():
    """2007 12C1b (self-inflicted damage) at 2017 12C1b (another rule): its two sentences read best as those
    of the new 2017 12C1e's parts, so it is 12C1e with them (`split`), and 2017 12C1b is new; not where the
    pairing is sure, where something there is paired, or where a sentence translates nothing well."""
    old, counterpart = unit("cs", "12C1b", TEXT), unit("pl", "12C1b", TEXT)
    whole, first, second = unit("pl", "12C1e", TEXT), unit("pl", "12C1e(i)", TEXT), unit("pl", "12C1e(ii)", TEXT)
    for part in (first, second):
        part.parent = whole
        whole.children.append(part)
    units = {u.node["key"]: u for u in (counterpart, whole, first, second)}

    def scores(low=0.9):
        return said([(old, TEXT), (old, TEXT)], [(counterpart, TEXT), (whole, TEXT), (first, TEXT), (second, TEXT)],
                    {(0, 0): 0.3, (0, 3): low, (1, 0): 1.0, (1, 2): 1.2})

    def records(sure=0.7, paired=None):
        return [Record("12C1b", ["12C1b"], "same", sure, ["in order"])] + (paired or []) + [
            Record(None, [key], "none", 0.8, []) for key in ("12C1e", "12C1e(i)", "12C1e(ii)") if key != "12C1e(i)"
            or not paired]

    moved = said_elsewhere(records(), scores(), set(), units)
    assert [(r.first, r.second, r.relation) for r in moved] == [
        ("12C1b", ["12C1e", "12C1e(i)", "12C1e(ii)"], "split"), (None, ["12C1b"], "none")]
    assert moved[0].evidence == ["not 12C1b, another rule: its sentences read best as sentences of 12C1e(ii) (0.90), "
                                 "12C1e(i) (1.20)"]
    assert said_elsewhere(records(0.9), scores(), set(), units)[0].second == ["12C1b"]  # sure: kept
    assert said_elsewhere(records(), scores(), {"12C1b"}, units)[0].second == ["12C1b"]  # by its place: kept
    assert said_elsewhere(records(), scores(0.45), set(), units)[0].second == ["12C1b"]  # translates nothing well
    taken = [Record("12C1a", ["12C1e(i)"], "moved", 0.9, [])]
    assert said_elsewhere(records(paired=taken), scores(), set(), units)[0].second == ["12C1b"]  # a part paired


def test_a_part_weakly_paired_by_key_under_a_provision_that_says_another_rule_says_another_rule_too():
    """2007 12C1e(i) under 2007 12C1e (another rule than 2017 12C1e): a sentence of it may read best as
    2017 12C1e(i)'s, but paired on weak evidence it goes with its provision; a sure pairing of a part, or a
    part of a provision kept, stays."""
    old, new = unit("cs", "12C1e", TEXT), unit("pl", "12C1e", TEXT)
    old_part, new_part = unit("cs", "12C1e(i)", TEXT), unit("pl", "12C1e(i)", TEXT)
    scores = said([(old, TEXT), (old_part, TEXT)], [(new, TEXT), (new_part, TEXT)],
                  {(0, 0): 0.1, (0, 1): 0.2, (1, 0): 0.15, (1, 1): 0.9})  # the parts' sentences read alike

    def records(sure_part, sure_whole=0.7):
        return [Record("12C1e", ["12C1e"], "same", sure_whole, []),
                Record("12C1e(i)", ["12C1e(i)"], "same", sure_part, [])]

    undone = unpaired(records(0.75), scores, set())
    assert [(r.first, r.second) for r in undone if r.first] == [("12C1e", []), ("12C1e(i)", [])]
    assert undone[1].evidence[-1] == ("but 12C1e, of which it is a part, says another rule at its key: the same key, "
                                      "another rule")
    assert {r.second[0] for r in undone if not r.first} == {"12C1e", "12C1e(i)"}
    assert [(r.first, r.second) for r in unpaired(records(0.9), scores, set()) if r.first] == [
        ("12C1e", []), ("12C1e(i)", ["12C1e(i)"])]  # sure: kept
    kept = unpaired(records(0.75, sure_whole=0.9), scores, set())
    assert [r.second for r in kept if r.first] == [["12C1e"], ["12C1e(i)"]]  # its provision kept: so is it


def test_a_split_composed_into_one_provision_of_another_edition_is_no_split():
    assert composed_relation("73A2", ["73A2"], ["split", "same", "none"]) == "same"
    assert composed_relation("24", ["24", "24D", "24E"], ["split", "same", "same", "same"]) == "split"
    assert composed_relation("56", ["56"], ["split", "merged"]) == "same"


def kept_pairs(count: int, added: Sentence | None = None) -> tuple[list[Record], Said]:
    """`count` provisions kept at their key, each sentence translated at 1.5 (the last one's at 1.0), and,
    if given, a sentence more in the counterpart of the first one (translated at 0.2)."""
    old = [unit("cs", f"{n}A", TEXT) for n in range(1, count + 1)]
    new = [unit("pl", f"{n}A", TEXT) for n in range(1, count + 1)]
    words = frozenset(TEXT.split())
    extra = [added] if added is not None else []
    matrix = np.zeros((count, count + len(extra)))
    for n in range(count):
        matrix[n, n] = 1.0 if n == count - 1 else 1.5
    if extra:
        matrix[0, count] = 0.2
    taken = Said([Sentence(u, TEXT, words) for u in old], [Sentence(u, TEXT, words) for u in new] + extra, matrix)
    return [Record(f"{n}A", [f"{n}A"], "same", 1.0, []) for n in range(1, count + 1)], taken


def test_a_counterpart_that_says_a_rule_more_is_changed_unless_the_sentence_points_elsewhere_or_is_a_formula():
    """A sentence more in the counterpart, stating a rule no sentence of the old provision translates
    (worse than the weakest sentence of nearly every kept pair), makes the pair `changed`; a sentence that
    cites (`patrz przepis 27`) or of a few words (`Rozgrywka przebiega dalej.`) changes nothing, nor does
    anything where too few pairs were kept to draw the bound from."""
    sentence = "Strona przeciwna otrzymuje wynik osiągnięty przy stole."
    rule = Sentence(unit("pl", "1A", TEXT), sentence, frozenset(sentence.lower().split()))
    records, taken = kept_pairs(MIN_KEPT, rule)
    changed = [r for r in extended(records, taken) if r.relation != "same"]
    assert [(r.first, r.relation) for r in changed] == [("1A", "changed")]
    assert changed[0].evidence == [f"its counterpart adds “{sentence}”: no sentence of it says that (sentence score 0.20)"]
    pointer = Sentence(rule.unit, "Patrz przepis 27 w celu sprostowania.", rule.whole, cites=True)
    formula = Sentence(rule.unit, "Rozgrywka przebiega dalej.", frozenset(["rozgrywka", "przebiegać", "dalej"]))
    assert len(formula.whole) < ADDED_TERMS
    for other in (pointer, formula):
        records, taken = kept_pairs(MIN_KEPT, other)
        assert {r.relation for r in extended(records, taken)} == {"same"}
    records, taken = kept_pairs(MIN_KEPT - 1, rule)
    assert {r.relation for r in extended(records, taken)} == {"same"}


def test_a_sentence_another_old_provision_says_restates_an_old_rule():
    """The sentence more in the counterpart reads as plainly as a kept pair's sentence as a sentence of another
    old provision (1997 50D2a's "while he retains the lead", which 2017 51B1b says too): an old rule restated,
    the pair stays `same`; read as poorly there as in its own provision, it is a rule added."""
    sentence = "Zakaz obowiązuje, dopóki gracz utrzymuje się przy wyjściu."
    rule = Sentence(unit("pl", "1A", TEXT), sentence, frozenset(sentence.lower().split()))
    records, taken = kept_pairs(MIN_KEPT, rule)
    taken.scores[MIN_KEPT - 1, MIN_KEPT] = 1.5  # the last old provision says it as its own pair's sentence reads
    assert {r.relation for r in extended(records, taken)} == {"same"}
    records, taken = kept_pairs(MIN_KEPT, rule)
    taken.scores[MIN_KEPT - 1, MIN_KEPT] = 0.9  # below the quarter of the kept pairs' sentences: not said there
    assert [r.relation for r in extended(records, taken)][0] == "changed"


def test_the_1997_sentence_2017_51b1b_adds_is_1997_50d2a_s(graph):
    """1997 51B1b (declarer forbids the suit) and 2017 51B1b, which adds how long the prohibition lasts, as 1997
    50D2a said: `same`, as the third pl-1997 reader gives it; 1997 45C4b, a rule rewritten, stays `changed`."""
    forward = {r["from"]: r for r in between(graph, "pl-1997", "pl-2017") if r["from"]}
    assert forward["51B1b"]["relation"] == "same" and not forward["51B1b"].get("added"), forward["51B1b"]
    assert forward["45C4b"]["relation"] == "changed" and forward["45C4b"]["added"]


def test_a_sentence_that_cites_is_known_by_where_the_text_cites():
    text = "Zgłoszenie odzywki niewystarczającej stanowi naruszenie. Patrz przepis 27 w celu sprostowania."
    cited = unit("pl", "18D", text)
    cited.cite_spans = ((text.index("27"), text.index("27") + 2, "27"),)
    assert [(s.text, s.cites, s.laws) for s in sentences([cited])] == [
        ("Zgłoszenie odzywki niewystarczającej stanowi naruszenie.", False, frozenset()),
        ("Patrz przepis 27 w celu sprostowania.", True, frozenset({"27"}))]


def test_the_2017_text_that_adds_a_rule_is_changed_and_says_which_sentence(graph):
    """2017 11A adds that the other side keeps its table result: `changed`, the sentence in the evidence;
    2017 18D adds only a pointer to Law 27, 68B2 only "play continues": still `same`."""
    forward = {r["from"]: r for r in between(graph, "cs-2007", "pl-2017") if r["from"]}
    assert forward["11A"]["relation"] == "changed" and forward["11A"]["to"] == ["11A"]
    assert any("adds “Strona przeciwna otrzymuje wynik osiągnięty przy stole.”" in e for e in forward["11A"]["evidence"])
    assert forward["45C4b"]["relation"] == "changed"
    for key in ("18D", "68B2", "45F"):
        assert forward[key]["relation"] == "same" and forward[key]["to"] == [key], forward[key]
    russian = {r["from"]: r for r in between(graph, "cs-2007", "ru-2017") if r["from"]}
    assert russian["11A"]["relation"] == "changed"


def test_side_by_side_the_rule_a_newer_text_adds_is_quoted(built_out):
    """The concordance's `added` (read either way), `compare --json`, the comparison page (in
    Polish, a <q lang="pl">) and `show` quote the sentence 2017 11A adds; the Russian 11A beside the Czech,
    composed through the bridge, quotes it in its own words (`test_added`; it said a bare "changed")."""
    import json

    from click.testing import CliRunner

    from lawbase.cli import main

    out = built_out[0]
    polish = "Strona przeciwna otrzymuje wynik osiągnięty przy stole."
    run = lambda *arguments: CliRunner().invoke(main, [*arguments, "--out", str(out)]).output  # noqa: E731
    for first, second in (("cs-2007", "pl-2017"), ("pl-2017", "cs-2007")):
        records = json.loads(run("concordance", "--from", first, "--to", second, "--law", "11", "--json"))
        assert next(r for r in records if r["from"] == "11A")["added"] == {"11A": polish}
        assert not any("added" in r for r in records if r["from"] != "11A")
    cells = {cell["edition"]: cell for cell in json.loads(run("compare", "11A", "--json"))["editions"]}
    assert cells["cs-2007"]["relation"] == "changed" and cells["cs-2007"]["added"] == polish
    assert "added" not in cells["ru-2017"] and "added" not in cells["pl-2017"]
    page = lxml_html.parse(str(out / "site" / "compare" / "law-11.html"))
    labels = [p for p in page.iterfind(".//table[@data-variant='pl-2017']//p[@class='pairing']") if p.find("q") is not None]
    assert [(p.text_content(), p.find("q").get("lang")) for p in labels] == [
        (f"changed: 2007 11A → 2017 11A, 2017 adds {polish}", "pl")]
    for edition in ("cs-2007", "pl-2017"):
        assert f"11A (changed, 2017 adds “{polish}”)" in run("show", "11A", "--edition", edition)
    assert ("in ru-2017 (2017 Laws): 11A (changed, 2017 adds “Другая сторона сохраняет запись, полученную за "
            "столом.”)") in run("show", "11A", "--edition", "cs-2007")


def test_the_2007_and_2017_12c1e_are_not_paired_by_their_letter(graph):
    """The issue's own example: 2007 12C1e (the Regulating Authority's alternative, deleted in 2017) is not
    2017 12C1e (self-inflicted damage); nor are its parts 12C1e(i) and 12C1e(ii). (2017 12C1e is 2007 12C1b:
    `said_elsewhere`.)"""
    forward = {r["from"]: r for r in between(graph, "cs-2007", "pl-2017", "12") if r["from"]}
    for key in ("12C1e", "12C1e(i)", "12C1e(ii)"):
        assert forward[key]["to"] == [] and forward[key]["relation"] == "none", forward[key]


def test_the_czech_law_24_and_73a2_say_what_2017_cut_out_into_new_provisions(graph):
    """2007 Law 24's lead says what 2017 24D and 24E say (the offender becomes declarer, or a defender);
    2007 73A2's second sentence, the mandatory pauses, is the 2024 73D3, which the Russian 2017 text
    (unamended) still says in its 73A2."""
    forward = {r["from"]: r for r in between(graph, "cs-2007", "pl-2017") if r["from"]}
    assert forward["24"]["to"] == ["24", "24D", "24E"] and forward["24"]["relation"] == "split"
    assert any("the new 24E says its sentence “Stane-li se viník obráncem" in e for e in forward["24"]["evidence"])
    assert forward["73A2"]["to"] == ["73A2", "73D3"] and forward["73A2"]["relation"] == "split"
    new = {r["to"][0] for r in between(graph, "cs-2007", "pl-2017") if not r["from"]}
    assert not {"24D", "24E", "73D3"} & new
    russian = {r["from"]: r for r in between(graph, "cs-2007", "ru-2017") if r["from"]}
    assert russian["73A2"]["to"] == ["73A2"] and russian["73A2"]["relation"] == "same"


def test_where_a_new_provision_came_from_is_read_through_both_2017_translations(graph):
    """2007 50E3 (an exposed card's information damaged the non-offenders: adjusted score) is 2017 50E4, as
    two readers pair it: read through the Polish alone, its sentence read as well as 2017 50E3's; through
    the Russian too, 50E4 is where it went."""
    forward = {r["from"]: r for r in between(graph, "cs-2007", "pl-2017", "50") if r["from"]}
    assert forward["50E3"]["to"] == ["50E4"] and forward["50E3"]["relation"] == "moved"
    assert forward["50E3"]["evidence"][0].startswith("the new 50E4 says its sentence “Usoudí-li vedoucí")
    russian = {r["from"]: r for r in between(graph, "cs-2007", "ru-2017", "50") if r["from"]}
    assert russian["50E3"]["to"] == ["50E4"]
    # and 2007 40B2a's sentence on a meaning that may not differ between the partners is 2017 40A4 (its
    # parts went to 40B2a)
    forward = {r["from"]: r for r in between(graph, "cs-2007", "pl-2017", "40") if r["from"]}
    assert forward["40B2a"]["to"][0] == "40A4" and forward["40B2a"]["relation"] == "split"


def test_the_2017_lead_over_what_2007_68d_said_goes_with_it(graph):
    """2017 68D2, "if it is disputed by any player (including dummy), then:", over 68D2a (the Director is
    summoned), both said by 2007 68D: three readers of Law 68 give 68D -> 68D, 68D1, 68D2, 68D2a."""
    for second in ("pl-2017", "ru-2017"):
        records = between(graph, "cs-2007", second, "68")
        forward = {r["from"]: r for r in records if r["from"]}
        assert forward["68D"]["to"] == ["68D", "68D1", "68D2", "68D2a"] and forward["68D"]["relation"] == "split"
        assert forward["68D"]["evidence"][-1] == ("the new lead 68D2 is over 68D2a" if second == "pl-2017" else
                                                 "through pl-2017: 68D -> 68D, 68D1, 68D2, 68D2a -> 68D, 68D1, 68D2, 68D2a")
        assert [r["to"] for r in records if not r["from"] and r["to"][0].startswith("68D2")] == [
            ["68D2b"], ["68D2b(i)"], ["68D2b(ii)"]]


def test_side_by_side_the_provision_cut_out_of_a_sentence_says_which(built_out):
    """The command and the comparison page show, beside 2017 24D, the sentence of 2007 24 it was cut from
    (on the page as a quotation in Czech); the concordance's JSON names it under `sentences`."""
    import json

    from click.testing import CliRunner

    from lawbase.cli import main

    out = built_out[0]
    czech = "Stane-li se viník hlavním nebo tichým hráčem, odkryté karty se vrací do listu."
    shown = CliRunner().invoke(main, ["compare", "24D", "--json", "--out", str(out)])
    cells = {cell["edition"]: cell for cell in json.loads(shown.output)["editions"]}
    assert cells["cs-2007"]["keys"] == ["24"] and cells["cs-2007"]["sentence"] == czech
    assert "sentence" not in cells["ru-2017"]
    page = lxml_html.parse(str(out / "site" / "compare" / "law-24.html"))
    quoted = [p for p in page.iterfind(".//p[@class='pairing']") if p.find("q") is not None]
    assert any(p.text_content().endswith(f", from its sentence {czech}") and p.find("q").get("lang") == "cs"
               for p in quoted)
    records = json.loads(CliRunner().invoke(main, ["concordance", "--from", "cs-2007", "--to", "pl-2017", "--law",
                                                   "24", "--json", "--out", str(out)]).output)
    assert next(r for r in records if r["from"] == "24")["sentences"]["24D"] == czech
    said = CliRunner().invoke(main, ["show", "24D", "--edition", "pl-2017", "--out", str(out)]).output
    assert f"in cs-2007 (2007 Laws): 24 (split, this one of its parts, from its sentence “{czech}”)" in said  # 24D's side: one of 24's parts

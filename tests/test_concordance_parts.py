"""The concordance's parts on small made-up texts: the translation model, the units' numbers, the
assignment per Law, and the relations the structure tells (text laid out in new parts, a new lead
text, an amendment between translations of the same Laws)."""

from __future__ import annotations

import numpy as np
import pytest

from lawbase.concordance.aligner import Aligner, Thresholds
from lawbase.concordance.relations import PairFacts, records
from lawbase.concordance.translation import expected_counts, learn_model, normalised, translation_matrices
from lawbase.concordance.units import edition_text
from lawbase.graph import Graph

LEVEL = {1: "law", 2: "section", 3: "subsection", 4: "item"}


def tiny_graph(texts: dict[str, list[tuple[str, str]]], references: list[dict] | None = None) -> Graph:
    """Editions given as (key, text) lines; the kind and parent follow from the key (1, 1A, 1A1, 1A1a)."""
    nodes, editions = [], []
    for edition, provisions in texts.items():
        language = edition.split("-")[0]
        editions.append({"id": edition, "language": language, "title": edition, "year": 2017,
                         "laws_year": int(edition.split("-")[1]), "kind": "laws", "file": f"{edition}.txt"})
        for key, text in provisions:
            depth = 1 if key.isdigit() else 2 if key[-1].isupper() else 3 if key[-1].isdigit() else 4
            parent = key[:-1] if depth > 1 else None
            nodes.append({"id": f"{edition}/{key}", "edition": edition, "kind": LEVEL[depth], "key": key,
                          "parent": f"{edition}/{parent}" if parent else None, "title": "", "text": text,
                          "lines": [1, 1]})
    return Graph({"schema": 1, "editions": editions, "nodes": nodes, "references": references or []})


class FixedScores:
    """Scores every pair 0.05 except the ones given; text contained, and first-edition provisions
    alike, as given."""

    def __init__(self, first: dict, second: dict, given: dict[tuple[str, str], float],
                 contained: dict[tuple[str, str], float] | None = None,
                 alike: dict[tuple[str, str], float] | None = None,
                 translation: dict[tuple[str, str], float] | None = None,
                 words: dict[tuple[str, str], float] | None = None):
        self.rows = {unit.id: i for i, unit in enumerate(first.values())}
        self.cols = {unit.id: j for j, unit in enumerate(second.values())}
        self.matrix = np.full((len(first), len(second)), 0.05)
        for (a, b), value in given.items():
            self.matrix[self.rows[first[a].id], self.cols[second[b].id]] = value
        self.translation = self.matrix.copy()
        for (a, b), value in (translation or {}).items():
            self.translation[self.rows[first[a].id], self.cols[second[b].id]] = value
        self.given_words = words or {}
        self.given_contained = contained or {}
        self.given_alike = alike or {}

    def row(self, a):
        return self.rows[a.id]

    def column(self, b):
        return self.cols[b.id]

    def signals_of(self, a, b):
        value = float(self.matrix[self.rows[a.id], self.cols[b.id]])
        words = self.given_words.get((a.node["key"], b.node["key"]), value)
        return {"words": words, "translation": float(self.translation[self.rows[a.id], self.cols[b.id]]),
                "length": 1.0}

    def contained(self, part, whole):
        return self.given_contained.get((part.node["key"], whole.node["key"]), 0.0)

    def alike_to(self, a, others):
        return np.array([self.given_alike.get((a.node["key"], b.node["key"]),
                                              self.given_alike.get((b.node["key"], a.node["key"]), 0.0))
                         for b in others])

    def lead_contained(self, lead, whole):
        return self.contained(lead, whole)

    lead_said = lead_contained  # a lead's own words in a provision of the other edition: as given

    def sentences(self):
        return None  # no sentence scores: a new part is read by its words alone

    def containments(self, part, wholes):
        return np.array([self.contained(part, whole) for whole in wholes])


def align(first_text, second_text, given, contained=None, same_laws=False, amended=None, alike=None,
          translation=None, words=None, editions=("cs-2007", "pl-2017"), references=None):
    graph = tiny_graph(dict(zip(editions, (first_text, second_text))), references)
    first, second = edition_text(graph, editions[0]).units, edition_text(graph, editions[1]).units
    scores = FixedScores(first, second, given, contained, alike, translation, words)
    alignment = Aligner(first, second, scores, Thresholds()).run()
    facts = PairFacts(same_laws, amended or {})
    return {r.first: r for r in records(first, second, alignment, scores, 0.2, facts)}, alignment


def test_the_translation_model_learns_which_word_renders_which():
    pairs = [(["kocka", "pes"], ["kot", "pies"]), (["kocka"], ["kot"]), (["pes", "dum"], ["pies", "dom"]),
             (["dum"], ["dom"])]
    source, target = ["dum", "kocka", "pes"], ["dom", "kot", "pies"]
    t = normalised(expected_counts(pairs, source, target)[0], len(target))
    assert t.shape == (4, 3)  # a row for NULL, the empty word
    for i, word in enumerate(target):
        assert int(np.argmax(t[i])) == i, word  # kocka -> kot, not pies, though both came together once
    assert np.allclose(t[:3].sum(axis=1), 1.0)


def test_a_translation_scores_above_the_rest_and_a_word_of_one_pair_teaches_nothing():
    graph = tiny_graph({"cs-2007": [("1", ""), ("1A", "kočka pes"), ("1B", "pes dům"), ("1C", "dům kočka"),
                                    ("1D", "hrad")],
                        "pl-2017": [("1", ""), ("1A", "kot pies"), ("1B", "pies dom"), ("1C", "dom kot"),
                                    ("1D", "zamek")]})
    first, second = edition_text(graph, "cs-2007").units, edition_text(graph, "pl-2017").units
    seeds = [(first[k], second[k]) for k in ("1A", "1B", "1C", "1D")]
    scores = translation_matrices(learn_model(seeds), (list(first.values()), list(second.values())))[0]
    keys = list(first)
    for key in ("1A", "1B", "1C"):
        row = scores[keys.index(key)]
        assert keys[int(np.argmax(row))] == key, (key, row)
    assert scores[keys.index("1D"), keys.index("1D")] == pytest.approx(0.0)  # hrad/zamek: one pair only


def test_a_pair_the_model_learned_from_does_not_confirm_itself():
    """Law 2's kept keys pair 'hrad' (castle) with 'dom' (house), as a wrong seed would: read by the model of
    the other Laws, 2A still finds the castle of Law 1 more like it than its own wrong pair."""
    texts = {"cs-2007": [("1", ""), ("1A", "hrad věž"), ("1B", "hrad věž"), ("2", ""), ("2A", "hrad"), ("2B", "hrad")],
             "pl-2017": [("1", ""), ("1A", "zamek wieża"), ("1B", "zamek wieża"), ("2", ""), ("2A", "dom"),
                         ("2B", "dom")]}
    graph = tiny_graph(texts)
    first, second = edition_text(graph, "cs-2007").units, edition_text(graph, "pl-2017").units
    seeds = [(first[k], second[k]) for k in ("1A", "1B", "2A", "2B")]
    scores = translation_matrices(learn_model(seeds), (list(first.values()), list(second.values())))[0]
    rows, cols = list(first), list(second)
    assert scores[rows.index("2A"), cols.index("1A")] > scores[rows.index("2A"), cols.index("2A")]
    assert scores[rows.index("1A"), cols.index("1A")] > scores[rows.index("1A"), cols.index("2A")]


def test_texts_too_short_to_teach_a_model_read_as_nothing_rather_than_fail():
    """No word of these two Laws comes back in a second pair: the model learns nothing, and says so by
    scoring every pair 0 (it used to stop the build with a numpy error)."""
    graph = tiny_graph({"cs-2007": [("1", ""), ("1A", "hrad"), ("2", ""), ("2A", "most")],
                        "pl-2017": [("1", ""), ("1A", "zamek"), ("2", ""), ("2A", "most")]})
    first, second = edition_text(graph, "cs-2007").units, edition_text(graph, "pl-2017").units
    seeds = [(first[k], second[k]) for k in ("1A", "2A")]
    scores = translation_matrices(learn_model(seeds), (list(first.values()), list(second.values())))[0]
    assert scores.shape == (len(first), len(second)) and not scores.any()


def test_the_numbers_a_provision_states_leave_out_the_keys_it_cites():
    text = "Kara 2 lew, patrz przepis 25."
    reference = {"source": "pl-2017/1A", "field": "text", "start": text.index("25"), "end": text.index("25") + 2,
                 "kind": "explicit", "key": "25", "target": "pl-2017/25", "text": "25"}
    graph = tiny_graph({"pl-2017": [("1", ""), ("1A", text), ("25", "")]}, [reference])
    unit = edition_text(graph, "pl-2017").units["1A"]
    assert unit.numbers == {"2"} and unit.cites == {"25"}


def test_a_laws_footnote_cited_counts_as_its_law_cited():
    """"Przypis do przepisu 68" lands on Law 68's footnote (the reader follows it there), but the citing text
    names Law 68: the Law is what 49 cites, for the concordance's "who cites it" as before."""
    text = "stosuje się przypis do przepisu 68"
    reference = {"source": "pl-1997/49A", "field": "text", "start": text.index("68"), "end": len(text),
                 "kind": "explicit", "key": "68", "target": "pl-1997/fn8", "text": "68"}
    graph = tiny_graph({"pl-1997": [("49", ""), ("49A", text), ("68", "")]}, [reference])
    graph.nodes.append({"id": "pl-1997/fn8", "edition": "pl-1997", "kind": "footnote", "key": "",
                        "parent": "pl-1997/68", "title": "", "text": "przypis", "lines": [1, 1]})
    graph = Graph(graph.data)
    assert edition_text(graph, "pl-1997").units["68"].cited_by == {"49A"}


def test_sections_that_swapped_letters_pair_across_and_what_scores_nothing_stays_alone():
    laws = [("1", ""), ("1A", "a"), ("1B", "b"), ("1C", "c")]
    by_key, alignment = align(laws, laws, {("1", "1"): 0.9, ("1A", "1A"): 0.8, ("1B", "1C"): 0.7,
                                           ("1C", "1B"): 0.6, ("1B", "1B"): 0.35})
    assert by_key["1B"].second == ["1C"] and by_key["1B"].relation == "moved"
    assert by_key["1C"].second == ["1B"] and by_key["1C"].relation == "moved"  # the assignment, not the key
    assert by_key["1A"].relation == "same"
    lone, _ = align([("1", ""), ("1A", "a")], [("1", ""), ("1A", "x")], {("1", "1"): 0.9})
    assert lone["1A"].relation == "none" and lone[None].second == ["1A"]  # deleted, and new


def test_a_provision_moved_to_another_law_is_found_there():
    by_key, _ = align([("1", ""), ("1A", "a"), ("2", ""), ("2A", "b")],
                      [("1", ""), ("1A", "x"), ("2", ""), ("2A", "b"), ("2B", "a")],
                      {("1", "1"): 0.9, ("2", "2"): 0.9, ("2A", "2A"): 0.8, ("1A", "2B"): 0.6})
    assert by_key["1A"].second == ["2B"] and by_key["1A"].relation == "moved"


def test_a_part_goes_where_its_section_does_not():
    """2007 22B finds no section of its own in 2017, but its parts are 2017 17D1 and 17D2."""
    by_key, _ = align([("1", ""), ("1A", "heading"), ("1A1", "a")],
                      [("1", ""), ("1B", "other"), ("2", ""), ("2A", ""), ("2A1", "a")],
                      {("1", "1"): 0.9, ("1A1", "2A1"): 0.6})
    assert by_key["1A"].relation == "none"
    assert by_key["1A1"].second == ["2A1"] and by_key["1A1"].relation == "moved"


def test_a_kept_key_is_changed_only_when_neither_words_nor_translation_say_the_same():
    laws = [("1", ""), ("1A", "a")]
    given = {("1", "1"): 0.9, ("1A", "1A"): 0.5}
    short, _ = align(laws, laws, given, words={("1A", "1A"): 0.01}, translation={("1A", "1A"): 0.8})
    assert short["1A"].relation == "same"  # 2007 81C6 'řešit spory': one word the lexicon lacks
    rewritten, _ = align(laws, laws, given, words={("1A", "1A"): 0.01}, translation={("1A", "1A"): 0.1})
    assert rewritten["1A"].relation == "changed"


def test_text_laid_out_in_new_parts_is_the_same_rule_in_one_part_and_split_in_two():
    one, _ = align([("1", ""), ("1D", "text")], [("1", ""), ("1D", ""), ("1D1", "text"), ("1D2", "new")],
                   {("1", "1"): 0.9, ("1D", "1D1"): 0.6, ("1D", "1D"): 0.3},
                   contained={("1D1", "1D"): 0.6, ("1D2", "1D"): 0.1})
    assert sorted(one["1D"].second) == ["1D", "1D1"] and one["1D"].relation == "same"  # 2007 45D -> 45D, 45D1
    assert one[None].second == ["1D2"]  # the other new part is new
    two, _ = align([("1", ""), ("1F", "text")], [("1", ""), ("1F", ""), ("1Fa", "one"), ("1Fb", "two")],
                   {("1", "1"): 0.9, ("1F", "1F"): 0.5}, contained={("1Fa", "1F"): 0.3, ("1Fb", "1F"): 0.4})
    assert sorted(two["1F"].second) == ["1F", "1Fa", "1Fb"] and two["1F"].relation == "split"  # 20F4
    beside, _ = align([("1", ""), ("1D", "text"), ("1E", "other")],
                      [("1", ""), ("1D", ""), ("1D1", "other"), ("1D2", "text")],
                      {("1", "1"): 0.9, ("1D", "1D"): 0.5, ("1E", "1D1"): 0.8}, contained={("1D2", "1D"): 0.6})
    assert sorted(beside["1D"].second) == ["1D", "1D2"] and beside["1D"].relation == "same"  # 2007 73E -> 73E1
    assert beside["1E"].second == ["1D1"]  # beside it, 73E2 is 2007 73F
    for editions, laid in ((("cs-2007", "pl-2017"), ["1D", "1D1"]), (("pl-1997", "pl-2017"), ["1D"])):
        third, _ = align([("1", ""), ("1D", "text")], [("1", ""), ("1D", ""), ("1D1", "text")],
                         {("1", "1"): 0.9, ("1D", "1D"): 0.5}, contained={("1D1", "1D"): 0.3}, editions=editions)
        assert sorted(third["1D"].second) == laid  # a third of its words: through the lexicon, not as they are


def test_a_provision_as_long_as_its_counterpart_and_the_new_one_after_it_was_split_into_both():
    """2007 57C1 says what 2017 57C1 and the new 57C2 say: twice as long as its counterpart, as long as the
    two together, with the new one's words in it. The same new provision after a counterpart as long as
    its provision is new (2017 64B8); so is one whose words the provision does not hold."""
    same = [(f"1A{n}", "x" * 100) for n in range(1, 5)]
    first = [("1", ""), ("1A", ""), *same, ("1A5", "y" * 200)]

    def aligned(last: int, contained: float):
        second = [("1", ""), ("1A", ""), *same, ("1A5", "y" * last), ("1A6", "z" * 100)]
        given = {("1", "1"): 0.9, ("1A", "1A"): 0.9, **{(key, key): 0.8 for key, _ in same}, ("1A5", "1A5"): 0.6}
        by_key, _ = align(first, second, given, contained={("1A6", "1A5"): contained})
        return by_key

    grown = aligned(100, 0.3)
    assert grown["1A5"].second == ["1A5", "1A6"] and grown["1A5"].relation == "split"
    assert "the new 1A6 after it" in grown["1A5"].evidence[-1]
    assert all(record.second != ["1A6"] for record in grown.values() if record.first is None)
    for last, contained in ((200, 0.3), (100, 0.0)):
        kept = aligned(last, contained)
        assert kept["1A5"].second == ["1A5"] and kept["1A5"].relation == "same"
        assert kept[None].second == ["1A6"]


def test_a_provision_left_over_takes_the_place_of_a_weaker_pair_across_siblings_but_not_of_a_kept_key():
    """2007 17D (cards from another board) is 2017 15A, which the assignment inside Law 15 gave to 2007 15C
    on a weak score: 17D, left over, scores plainly better there and takes it, and its parts what is left
    there of their rank (17D3 is 15A3); a pair that kept its key keeps it."""
    second = [("1", ""), ("1A", "a"), ("1B", "b"), ("1B1", "b1"), ("1B1a", "b1a"), ("2", "")]
    for other, displaced in (("1C", True), ("1B", False)):
        first = [("1", ""), ("1A", "a"), (other, "c"), ("2", ""), ("2A", "d"), ("2A1", "d1"), ("2A1a", "d1a")]
        given = {("1", "1"): 0.9, ("2", "2"): 0.9, ("1A", "1A"): 0.8, (other, "1B"): 0.25, ("2A", "1B"): 0.5,
                 ("2A1", "1B1"): 0.25, ("2A1a", "1B1"): 0.3}
        by_key, _ = align(first, second, given)
        if displaced:
            assert by_key["2A"].second == ["1B"] and by_key["2A"].relation == "moved"
            assert by_key["1C"].second == [] and by_key["1C"].relation == "none"
            assert by_key["2A1"].second == ["1B1"]  # what is left there, of its own rank (not the item 2A1a)
        else:
            assert by_key["1B"].second == ["1B"] and by_key["2A"].second == []


def test_a_provision_alone_between_two_siblings_paired_in_order_pairs_with_the_one_at_its_place():
    """2007 81C6 "řešit spory" and 2017 81C6 "Rozstrzygnięcie sporów": too short for their words to meet, but
    alone at the same place of the same list. At the end of a list nothing holds the place on both sides."""
    keys = ["1A1", "1A2", "1A3"]
    lines = [("1", ""), ("1A", ""), *((key, key) for key in keys)]
    given = {("1", "1"): 0.9, ("1A", "1A"): 0.9, ("1A1", "1A1"): 0.8, ("1A3", "1A3"): 0.8}
    by_key, _ = align(lines, lines, given)
    assert by_key["1A2"].second == ["1A2"] and by_key["1A2"].relation == "same"
    assert by_key["1A2"].evidence[-1].startswith("the same place") and by_key["1A2"].confidence < 0.5
    last, _ = align(lines, lines, {pair: score for pair, score in given.items() if pair != ("1A3", "1A3")})
    assert last["1A3"].second == [] and last[None].second == ["1A3"]


def test_a_kept_provision_whose_counterpart_relies_on_a_new_law_is_changed_a_new_section_cited_is_a_see_also():
    """2017 31A2a cites the new Law 23 (the comparable call), 2017 26B names it ("porównywalna", a word of its
    title the rest of the Laws seldom say): the rule now applies what 2007 did not have. 2017 24A citing the
    new 24E is a cross-reference added, and a word of the new Law's title many provisions say names nothing:
    the same rule."""
    def cites(source: str, target: str) -> dict:
        return {"source": f"pl-2017/{source}", "target": f"pl-2017/{target}", "key": target, "kind": "explicit",
                "field": "text", "start": 0, "end": 1}

    common = [(f"{law}{letter}", f"hrad {law}{letter}") for law in range(4, 9) for letter in "ABCDEFGHIJKLMNOPQRST"]
    laws = [(str(law), "") for law in range(4, 9)]
    first = [("1", ""), ("1A", "a"), ("1B", "b"), ("1D", "c"), ("1E", "d"), ("2", ""), ("2A", "c"), *laws, *common]
    second = [("1", ""), ("1A", "a"), ("1B", "b"), ("1C", "new"), ("1D", "srovnatelný c"), ("1E", "hrad d"),
              ("2", ""), ("2A", "c"), ("3", "srovnatelný hrad"), ("3A", "d"), *laws, *common]
    given = {**{(key, key): 0.8 for key, _ in first}, ("1", "1"): 0.9, ("2", "2"): 0.9}
    by_key, _ = align(first, second, given, references=[cites("1A", "3"), cites("2A", "3A"), cites("1B", "1C")])
    for key in ("1A", "2A", "1D"):
        assert by_key[key].relation == "changed" and by_key[key].second == [key], key
        assert by_key[key].evidence[-1].startswith("its counterpart relies on Law 3, new")
    assert by_key["1B"].relation == "same" and by_key["1E"].relation == "same"  # `hrad`: said everywhere


def test_a_new_lead_text_makes_the_part_it_came_from_split():
    by_key, _ = align([("1", ""), ("1B", ""), ("1B1", "list; ban"), ("1B2", "other")],
                      [("1", ""), ("1B", "list"), ("1B1", "ban"), ("1B2", "other")],
                      {("1", "1"): 0.9, ("1B", "1B"): 0.5, ("1B1", "1B1"): 0.5, ("1B2", "1B2"): 0.6},
                      contained={("1B", "1B1"): 0.6, ("1B", "1B2"): 0.05})
    assert sorted(by_key["1B1"].second) == ["1B", "1B1"] and by_key["1B1"].relation == "split"  # 2007 16B1a
    assert by_key["1B"].second == ["1B"] and by_key["1B"].relation == "same"
    assert by_key["1B2"].relation == "same"


def test_a_new_lead_text_is_the_section_nothing_paired_whose_parts_are_under_it():
    """2007 22A ("the auction ends when:") paired with nothing, its parts 22A1 and 22A2 now the parts of 2017
    Law 22, whose lead it is: 22A moved there, and its part that shares a word with the lead stays whole."""
    by_key, _ = align([("1", ""), ("1A", "ends when"), ("1A1", "all pass"), ("1A2", "bid, three passes")],
                      [("1", "ends when"), ("1A", "bid, three passes"), ("1B", "all pass")],
                      {("1", "1"): 0.9, ("1A1", "1B"): 0.6, ("1A2", "1A"): 0.6},
                      contained={("1", "1A"): 0.8, ("1", "1A1"): 0.3})
    assert (by_key["1A"].second, by_key["1A"].relation) == (["1"], "moved")
    assert "its text is the lead of 1" in by_key["1A"].evidence
    assert (by_key["1A1"].second, by_key["1A1"].relation) == (["1B"], "moved")


def test_between_translations_of_the_same_laws_a_part_laid_out_otherwise_is_an_amendment():
    note = "pl-2017 carries the 2024 amendments to Law 1"
    by_key, _ = align([("1", ""), ("1B", "text")], [("1", ""), ("1B", ""), ("1B1", "text")],
                      {("1", "1"): 0.9, ("1B", "1B"): 0.5}, contained={("1B1", "1B"): 0.5}, same_laws=True,
                      amended={1: note})
    assert by_key["1B"].relation == "changed" and note in by_key["1B"].evidence


def test_a_provision_whose_words_are_all_in_one_already_paired_was_merged_into_it():
    by_key, _ = align([("1", ""), ("1A", "a"), ("1B", "b")], [("1", ""), ("1A", "a b")],
                      {("1", "1"): 0.9, ("1A", "1A"): 0.8, ("1B", "1A"): 0.5}, contained={("1B", "1A"): 1.0})
    assert by_key["1B"].second == ["1A"] and by_key["1B"].relation == "merged"  # 2007 86A into 2017 12C2b
    assert by_key["1A"].second == ["1A"] and by_key["1A"].relation == "merged"
    alone, _ = align([("1", ""), ("1A", "a"), ("1B", "b")], [("1", ""), ("1A", "a b")],
                     {("1", "1"): 0.9, ("1A", "1A"): 0.8, ("1B", "1A"): 0.1}, contained={("1B", "1A"): 1.0})
    assert alone["1B"].relation == "none"  # its words are there, but it says something else
    half = {("1", "1"): 0.9, ("1A", "1A"): 0.8, ("1B", "1A"): 0.5}
    across, _ = align([("1", ""), ("1A", "a"), ("1B", "b")], [("1", ""), ("1A", "a b")], half,
                      contained={("1B", "1A"): 0.6})
    assert across["1B"].relation == "merged"  # words carried through the lexicon: a share of 0.6 is enough
    within, _ = align([("1", ""), ("1A", "a"), ("1B", "b")], [("1", ""), ("1A", "a b")], half,
                      contained={("1B", "1A"): 0.6}, editions=("pl-1997", "pl-2017"))
    assert within["1B"].relation == "none"  # in one language its words are all there when it was merged


def test_a_provision_said_in_several_parts_of_its_parent_s_counterpart_was_split_into_them():
    """2007 17E1, "the auction and the auction period end as Law 22 says", is 2017 17D1 and 17D2, which state
    the two endings (2007 22B1 and 22B2 moved there): its words are in 17D as much as in its parts, and 17D, the
    first of the best, does not score as a pair; each part does. One part scoring is no split, and stays none."""
    first = [("1", ""), ("1A", "lead"), ("1A1", "pointer"), ("1B", "other"), ("1B1", "one"), ("1B2", "two")]
    second = [("1", ""), ("1A", "lead"), ("1A1", "one"), ("1A2", "two")]
    given = {("1", "1"): 0.9, ("1A", "1A"): 0.8, ("1B1", "1A1"): 0.8, ("1B2", "1A2"): 0.8, ("1A1", "1A"): 0.1,
             ("1A1", "1A1"): 0.3, ("1A1", "1A2"): 0.35}
    contained = {("1A1", key): 0.66 for key in ("1A", "1A1", "1A2")}
    by_key, _ = align(first, second, given, contained=contained)
    assert (by_key["1A1"].second, by_key["1A1"].relation) == (["1A1", "1A2"], "split")
    assert (by_key["1B1"].second, by_key["1B1"].relation) == (["1A1"], "moved")
    one, _ = align(first, second, {**given, ("1A1", "1A2"): 0.1}, contained=contained)
    assert (one["1A1"].second, one["1A1"].relation) == ([], "none")


def test_a_fragment_too_short_to_score_went_whole_into_its_sibling_s_counterpart():
    """pl-1997 45C2(i), one word (`odsłoniętą`), and (ii) are 2017 45C2a: a provision left over, at most a
    quarter of the length of its sibling's counterpart, all of whose words are there, was merged into it
    with that sibling; half its words are not enough, nor is a provision that is not a fragment of it."""
    given = {("1", "1"): 0.9, ("1A", "1A"): 0.8, ("1B", "1A"): 0.05}
    first = [("1", ""), ("1A", "one two three four five six"), ("1B", "six")]
    second = [("1", ""), ("1A", "one two three four five six seven")]
    by_key, _ = align(first, second, given, contained={("1B", "1A"): 1.0})
    assert by_key["1B"].second == by_key["1A"].second == ["1A"]
    assert by_key["1B"].relation == by_key["1A"].relation == "merged"
    half, _ = align(first, second, given, contained={("1B", "1A"): 0.5})
    assert half["1B"].relation == "none" and half["1A"].relation == "same"
    long, _ = align([("1", ""), ("1A", "one two"), ("1B", "two three four")], [("1", ""), ("1A", "one two three")],
                    given, contained={("1B", "1A"): 1.0})
    assert long["1B"].relation == "none"


def test_parts_of_a_provision_whose_counterpart_has_none_were_folded_into_it():
    """2007 73B with 73B1 and 73B2 became the one 2024 73B: a part nothing else paired that scores at least
    half a pairing against the counterpart was merged into it, and so was their provision; a part paired
    elsewhere keeps its pair, and one that says too little of the counterpart is left alone."""
    by_key, _ = align([("1", ""), ("1B", "lead"), ("1B1", "one"), ("1B2", "two"), ("1C", "other")],
                      [("1", ""), ("1B", "lead one two"), ("1C", "other")],
                      {("1", "1"): 0.9, ("1B", "1B"): 0.6, ("1B1", "1B"): 0.15, ("1B2", "1B"): 0.08,
                       ("1C", "1C"): 0.7})
    assert by_key["1B"].second == ["1B"] and by_key["1B"].relation == "merged"
    assert by_key["1B1"].second == ["1B"] and by_key["1B1"].relation == "merged"
    assert by_key["1B2"].relation == "none" and by_key["1C"].relation == "same"
    kept, _ = align([("1", ""), ("1B", "lead"), ("1B1", "one"), ("1C", "")], [("1", ""), ("1B", "lead one"), ("1C", "")],
                    {("1", "1"): 0.9, ("1B", "1B"): 0.6, ("1B1", "1C"): 0.5, ("1B1", "1B"): 0.3})
    assert kept["1B1"].second == ["1C"] and kept["1B"].relation == "same"  # paired elsewhere: not folded


def test_a_provision_said_twice_is_merged_into_the_counterpart_of_its_twin():
    """2007 86B says what 2007 12C4 says; 2017 kept 12C4 alone. 86B, paired in its own Law only on
    what is not its text, goes with its twin into 12C4; what it was paired with is new."""
    first = [("1", ""), ("1A", "a"), ("2", ""), ("2A", "a again")]
    second = [("1", ""), ("1A", "a"), ("2", ""), ("2C", "new")]
    given = {("1", "1"): 0.9, ("2", "2"): 0.9, ("1A", "1A"): 0.8, ("2A", "2C"): 0.3, ("2A", "1A"): 0.5}
    text = {("2A", "2C"): 0.1, ("2A", "1A"): 0.5}
    by_key, _ = align(first, second, given, alike={("2A", "1A"): 0.7}, translation=text)
    assert by_key["2A"].second == ["1A"] and by_key["2A"].relation == "merged"
    assert by_key["1A"].second == ["1A"] and by_key["1A"].relation == "merged"
    assert any("says what 1A says" in line for line in by_key["2A"].evidence)
    assert by_key[None].second == ["2C"] and by_key[None].relation == "none"
    unlike, _ = align(first, second, given, alike={("2A", "1A"): 0.2}, translation=text)
    assert unlike["2A"].second == ["2C"] and unlike["1A"].relation == "same"  # not said twice: left as it was
    on_text, _ = align(first, second, given, alike={("2A", "1A"): 0.7}, translation={**text, ("2A", "2C"): 0.4})
    assert on_text["2A"].second == ["2C"]  # paired on its own text: it stays


def test_a_heading_takes_a_provision_found_in_its_first_part_only_and_that_part_holds_its_text():
    """2007 86D is 2017 86B1 under the heading 86B: the heading and that part; the new 86B2 beside it
    shares some of its words but is new. A provision found in a later part is not the heading's."""
    second = [("1", ""), ("1D", ""), ("1D1", "text"), ("1D2", "other")]
    lifted, _ = align([("1", ""), ("1D", "text")], second, {("1", "1"): 0.9, ("1D", "1D1"): 0.6},
                      contained={("1D1", "1D"): 0.6, ("1D2", "1D"): 0.3})
    assert sorted(lifted["1D"].second) == ["1D", "1D1"] and lifted["1D"].relation == "same"
    assert lifted[None].second == ["1D2"]
    later, _ = align([("1", ""), ("1D", "other")], second, {("1", "1"): 0.9, ("1D", "1D2"): 0.6})
    assert later["1D"].second == ["1D2"] and later["1D"].relation == "moved"


def test_a_pairing_composed_through_the_bridge_that_keeps_its_key_is_the_same_rule():
    from lawbase.concordance.align_pair import composed_relation

    assert composed_relation("45D", ["45D", "45D1"], ["same", "same"]) == "same"  # the part holding its text
    assert composed_relation("16C", ["16D"], ["moved", "same"]) == "moved"
    assert composed_relation("12C4", ["12C4"], ["merged", "same"]) == "merged"

"""Footnotes in the concordance between two texts of one language (`concordance/footnotes.py`): on a made-up
pair of Polish texts and on the real corpus (pl-1997's eleven recovered footnotes against pl-2017)."""

from __future__ import annotations

from lawbase.concordance.footnotes import footnote_records, merged_with_footnotes
from lawbase.concordance.table import between
from lawbase.graph import Graph

OLD = [("1", "law", None, ""), ("1A", "section", "1", "Gracz może zapytać partnera o kartę."),
       ("fn1", "footnote", "1", "W strefie Europa obrońcy nie mogą pytać siebie nawzajem."),
       ("fn2", "footnote", "1", "Jeżeli oświadczenie dotyczy tylko bieżącej lewy, gra przebiega normalnie."),
       ("fn3", "footnote", "1", "Normalne zagranie obejmuje zagranie nieostrożne albo słabe.")]
NEW = [("1", "law", None, "Jeżeli oświadczenie dotyczy tylko bieżącej lewy, gra przebiega normalnie."),
       ("1A", "section", "1", "Gracz może zapytać partnera o kartę."),
       ("fn1", "footnote", "1A", "Normalne zagranie obejmuje zagranie nieostrożne albo słabe."),
       ("fn2", "footnote", "1A", "Sędzia może zarządzić przerwę w rozgrywce zawodów.")]


def polish_pair() -> Graph:
    editions, nodes = [], []
    for edition, rows in (("pl-1997", OLD), ("pl-2017", NEW)):
        editions.append({"id": edition, "language": "pl", "title": edition, "year": 2017,
                         "laws_year": int(edition[3:]), "kind": "laws", "file": f"{edition}.txt"})
        nodes += [{"id": f"{edition}/{key}", "edition": edition, "kind": kind, "key": key, "title": "", "text": text,
                   "parent": f"{edition}/{parent}" if parent else None, "lines": [1, 1]}
                  for key, kind, parent, text in rows]
    return Graph({"schema": 1, "editions": editions, "nodes": nodes, "references": []})


def test_a_footnote_is_the_footnote_or_the_provision_that_says_its_sentences_or_none():
    """A footnote said by a footnote of its Law is `same` (its key is only its place in the book's order); one
    whose sentence the newer text says in a provision moved there; one said nowhere is `none`; the newer
    text's footnote nothing reaches is new."""
    records = footnote_records(polish_pair(), "pl-1997", "pl-2017", None)
    by_key = {r["from"] or f"new {r['to'][0]}": r for r in records}
    assert (by_key["fn3"]["to"], by_key["fn3"]["relation"]) == (["fn1"], "same")
    assert (by_key["fn2"]["to"], by_key["fn2"]["relation"]) == (["1"], "moved")
    assert "is said in 1 (1.00 of its words)" in by_key["fn2"]["evidence"][1]
    assert (by_key["fn1"]["to"], by_key["fn1"]["relation"]) == ([], "none")
    assert by_key["new fn2"]["relation"] == "none" and by_key["new fn2"]["evidence"] == [
        "new: no footnote of pl-1997 says this"]
    assert len(records) == 4 and all(r["from_edition"] == "pl-1997" for r in records)


def test_a_footnote_said_in_an_old_provision_s_one_counterpart_was_merged_into_it_with_that_provision():
    """1997 Law 68's opening paragraph and its footnote are both 2017 Law 68's: `merged`, so that no translation
    unit pairs the 1997 paragraph, without the footnote's rule, with a text stating it. A provision several
    records reach (a part of a split) is not an old provision's one counterpart: the footnote stays `moved`."""
    def record(key: str, to: list[str], relation: str) -> dict:
        return {"from_edition": "pl-1997", "to_edition": "pl-2017", "from": key, "to": to, "relation": relation,
                "confidence": 1.0, "evidence": ["words 0.9"]}

    def joined(records: list[dict]) -> dict:
        footnotes = footnote_records(polish_pair(), "pl-1997", "pl-2017", None)
        return {r["from"]: r for r in merged_with_footnotes(records, footnotes) if r["from"]}

    merged = joined([record("1", ["1"], "same")])
    assert merged["1"]["relation"] == merged["fn2"]["relation"] == "merged"
    assert merged["1"]["evidence"][-1] == "with its footnote fn2: 1 says both"
    kept = joined([record("1", ["1"], "same"), record("1A", ["1", "1A"], "split")])
    assert kept["1"]["relation"] == "same" and kept["fn2"]["relation"] == "moved"


def test_the_1997_footnotes_are_in_the_concordance(graph):
    """A Polish laws committee member found none of pl-1997's eleven recovered footnotes in the concordance:
    Law 61's ("in Zone 1 the defenders may not ask each other", reversed by 2017 61B3) is said nowhere, Law
    68's (a statement about the current trick only) is the text of 2017 Law 68's opening paragraph (merged
    there with 1997 68's own), Law 67's is 2017 footnote 20 (on 67B2a), and the "normal play" notes of Laws
    70 and 71 are the 2017 footnotes of those Laws; `--law 61` lists Law 61's."""
    records = {r["from"]: r for r in between(graph, "pl-1997", "pl-2017") if r["from"]}
    footnotes = {node["key"] for node in graph.by_edition["pl-1997"] if node["kind"] == "footnote"}
    assert len(footnotes) == 11 and footnotes <= set(records)
    assert (records["fn5"]["to"], records["fn5"]["relation"]) == ([], "none")
    # Law 62's holds two notes: the second is 2017 61C (a unit of its own), the first is said nowhere
    assert (records["fn6"]["to"], records["fn6"]["relation"]) == (["61C"], "split")
    assert records["fn6"]["sentences"]["61C"].startswith("Zarzut popełnienia fałszywego")
    assert records["fn6"]["evidence"][-1].startswith("its sentence “Podlegając przepisowi 43B2(b)")
    assert (records["fn8"]["to"], records["fn8"]["relation"]) == (["68"], "merged")
    for second in ("pl-2017", "ru-2017"):  # through pl-2017: no translation unit of 1997 68's text alone
        law = next(r for r in between(graph, "pl-1997", second, "68") if r["from"] == "68")
        assert (law["to"], law["relation"]) == (["68"], "merged"), second
    expected = {"fn7": ["fn22"], "fn10": ["fn23"], "fn11": ["fn24"]}
    assert {key: records[key]["to"] for key in expected} == expected
    assert all(records[key]["relation"] == "same" for key in expected)
    assert [r["from"] for r in between(graph, "pl-1997", "pl-2017", "61")][-1] == "fn5"


def test_a_footnote_under_no_law_or_with_nothing_to_match_in_the_other_text_is_no_crash():
    """A note in the front matter (a translator's, under no Law) is no Law's footnote and is left out; a footnote
    whose Laws the other text lacks is said nowhere."""
    graph = polish_pair()
    graph.data["nodes"].append({"id": "pl-1997/fn4", "edition": "pl-1997", "kind": "footnote", "key": "fn4",
                                "title": "", "text": "Przekład przejrzał zespół tłumaczy federacji.",
                                "parent": None, "lines": [1, 1]})
    records = footnote_records(Graph(graph.data), "pl-1997", "pl-2017", None)
    assert [r["from"] for r in records if r["from"]] == ["fn1", "fn2", "fn3"]
    moved = polish_pair()
    for node in moved.data["nodes"]:
        if node["edition"] == "pl-2017":
            node["key"], node["id"] = ("2", "pl-2017/2") if node["key"] == "1" else (node["key"], node["id"])
            node["parent"] = "pl-2017/2" if node["parent"] else None
    records = footnote_records(Graph(moved.data), "pl-1997", "pl-2017", (1, 1))
    assert [(r["from"], r["relation"]) for r in records] == [("fn1", "none"), ("fn2", "none"), ("fn3", "none")]


def with_old_footnote(text: str, references: list[dict]) -> Graph:
    """The made-up pair with a fourth 1997 footnote to Law 1."""
    data = polish_pair().data
    data["nodes"].append({"id": "pl-1997/fn4", "edition": "pl-1997", "kind": "footnote", "key": "fn4", "title": "",
                          "text": text, "parent": "pl-1997/1A", "lines": [1, 1]})
    data["references"] = references
    return Graph(data)


def test_a_sentence_of_under_four_words_is_looked_for_nowhere_its_cited_key_no_word():
    """1997 Law 53's "Lecz patrz C poniżej." says where to look, no rule: three words and a cited key, which is
    not counted as a word, so it is looked for in nothing and named in no evidence."""
    cited = {"source": "pl-1997/fn4", "field": "text", "key": "1A", "start": 11, "end": 13}
    graph = with_old_footnote("Lecz patrz 1A poniżej.", [cited])
    record = next(r for r in footnote_records(graph, "pl-1997", "pl-2017", None) if r["from"] == "fn4")
    assert (record["relation"], record["to"]) == ("none", [])
    assert record["evidence"] == ["a footnote to Law 1: no footnote or provision of pl-2017 says it"]


def test_a_footnote_one_of_whose_sentences_nothing_says_is_split_naming_what_says_the_other():
    """1997 Law 62's footnote holds two notes, one said in 2017, one nowhere: `split`, its `sentences` naming
    what says the one, the evidence naming the other."""
    graph = with_old_footnote("Normalne zagranie obejmuje zagranie nieostrożne albo słabe. Kapitan drużyny "
                              "zgłasza skład przed rozpoczęciem każdej sesji.", [])
    record = next(r for r in footnote_records(graph, "pl-1997", "pl-2017", None) if r["from"] == "fn4")
    assert (record["relation"], record["to"]) == ("split", ["fn1"])
    assert record["sentences"] == {"fn1": "Normalne zagranie obejmuje zagranie nieostrożne albo słabe."}
    assert record["evidence"][-1] == "its sentence “Kapitan drużyny zgłasza skład przed rozpoczęciem każdej …” " \
                                     "is said nowhere"


def test_read_backwards_a_provision_is_as_sure_as_its_least_sure_pairing(graph):
    """2017 61C is 1997 61B's part (sure) and fn6's second note (a weak `split`): read from 2017 it was
    `merged 0.99`, fn6's doubt lost; it is as sure as fn6's record."""
    forward = {r["from"]: r for law in ("61", "62") for r in between(graph, "pl-1997", "pl-2017", law) if r["from"]}
    backward = next(r for r in between(graph, "pl-2017", "pl-1997", "61") if r["from"] == "61C")
    assert (backward["to"], backward["relation"]) == (["61B", "fn6"], "merged")
    assert forward["fn6"]["confidence"] < forward["61B"]["confidence"]
    assert backward["confidence"] == forward["fn6"]["confidence"]


def test_a_note_two_old_notes_reach_is_read_back_as_each_says_it(graph, out):
    """R10: 1997 printed the "normal play" note under Laws 69 (fn9) and 70 (fn10); 2017 prints it once, on 70C3
    (fn23): fn10 -> fn23 `same`, fn9 -> fn23 `moved`. Read from 2017, `show fn23` said "fn9, fn10 (moved)", the
    more telling relation of the two, where the forward record of fn10 says `same`: each now as its record says."""
    from click.testing import CliRunner

    from lawbase.cli import main

    backward = [(r["to"], r["relation"]) for r in between(graph, "pl-2017", "pl-1997", "70") if r["from"] == "fn23"]
    assert backward == [(["fn10"], "same"), (["fn9"], "moved")]
    shown = CliRunner().invoke(main, ["show", "fn23", "--edition", "pl-2017", "--out", str(out)]).output.splitlines()
    assert [line for line in shown if line.startswith("   in pl-1997")] == [
        "   in pl-1997 (1997 Laws): fn10 (footnote *) (same)", "   in pl-1997 (1997 Laws): fn9 (footnote *) (moved)"]
    assert graph.counterparts(graph.by_key[("pl-2017", "fn23")], "pl-1997") == ([graph.by_key[("pl-1997", "fn10")]],
                                                                                "same")


def test_every_pairing_of_one_provision_with_one_reads_the_same_both_ways(graph):
    """Each record pairing one provision with one (`same`, `changed`, `moved`), read back from its `to`, says its
    own relation wherever every record reaching that provision pairs one with one."""
    stored = {(r["from_edition"], r["to_edition"]) for r in graph.data["concordance"]}
    for first, second in sorted(stored):
        forward = [r for r in graph.data["concordance"] if (r["from_edition"], r["to_edition"]) == (first, second)]
        reaching: dict[str, list[dict]] = {}
        for record in forward:
            for key in record["to"]:
                reaching.setdefault(key, []).append(record)
        backward = between(graph, second, first)
        for key, records in reaching.items():
            if all(r["relation"] in ("same", "changed", "moved") and r["from"] for r in records):
                read = {(tuple(r["to"]), r["relation"]) for r in backward if r["from"] == key}
                said = {relation: tuple(r["from"] for r in records if r["relation"] == relation)
                        for relation in {r["relation"] for r in records}}
                assert read == {(keys, relation) for relation, keys in said.items()}, (first, second, key)

"""The real corpus, parsed: what the law-graph issue says must hold."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from lawbase.check import edition_report, toc_anomalies
from lawbase.check_editions import compare_sections, key_overlap
from lawbase.text import fold_words as fold

from .conftest import nodes_by_key

FULL = ("pl-2017", "cs-2007", "ru-2017")


@pytest.mark.parametrize("edition_id, first, last", [("pl-2017", 1, 93), ("cs-2007", 1, 93),
                                                     ("ru-2017", 1, 93), ("pl-1997", 41, 71)])
def test_every_law_is_there_once_with_a_title(corpus, edition_id, first, last):
    laws = [node for node in corpus.parsed[edition_id].nodes if node.kind == "law"]
    assert [int(node.key) for node in laws] == list(range(first, last + 1))
    assert all(len(node.title) >= 3 for node in laws)


def test_law_titles_read_as_published(corpus):
    pl = nodes_by_key(corpus, "pl-2017")
    cs = nodes_by_key(corpus, "cs-2007")
    ru = nodes_by_key(corpus, "ru-2017")
    old = nodes_by_key(corpus, "pl-1997")
    assert pl["13"].title == "Niewłaściwa liczba kart"  # the footnote marker ² is not part of the title
    assert pl["61"].title == "Fałszywy renons i dotyczące go pytania"
    assert cs["27"].title == "NEDOSTATEČNÁ NABÍDKA"
    assert ru["15"].title == "НЕПРАВИЛЬНАЯ СДАЧА ИЛИ РУКА"  # "ПРАВИЛО 15." with a full stop
    assert old["42"].title == "UPRAWNIENIA DZIADKA"  # glued to the end of Law 41's last line
    assert old["44"].title == "KOLEJNOŚĆ ZAGRAŃ l PRZEBIEG ROZGRYWKI"


def test_russian_sections_equal_the_table_of_contents(corpus):
    parsed = corpus.parsed["ru-2017"]
    assert sorted(parsed.toc) == list(range(1, 94))
    assert sum(len(entry["sections"]) for entry in parsed.toc.values()) > 250
    assert [a for a in toc_anomalies(parsed) if a.severity == "error"] == []
    titled = Counter(node.parent for node in parsed.nodes if node.kind == "section" and node.title)
    for number, entry in parsed.toc.items():
        assert titled.get(f"ru-2017/{number}", 0) == len(entry["sections"]), number


def test_polish_and_russian_share_section_letters(corpus):
    differing = compare_sections(corpus, "pl-2017", "ru-2017")
    assert len(differing) <= 2
    amended = set(corpus.parsed["pl-2017"].edition.amended_laws)
    # each difference is one of the Laws the 2024 amendments rewrote
    assert {law for law, _, _ in differing} <= amended
    assert (89, "ABCD", "") in differing


def test_polish_and_russian_share_their_keys(corpus):
    share, only_pl, only_ru = key_overlap(corpus, "pl-2017", "ru-2017")
    assert share >= 0.95
    assert "89A1" in only_pl  # the 2024 Law 89


@pytest.mark.parametrize("edition_id, expected", [("pl-2017", 32), ("ru-2017", 28), ("cs-2007", 30)])
def test_footnotes_are_attached_where_their_markers_stand(corpus, edition_id, expected):
    parsed = corpus.parsed[edition_id]
    by_id = {node.id: node for node in parsed.nodes}
    footnotes = [node for node in parsed.nodes if node.kind == "footnote"]
    assert len(footnotes) == expected
    for footnote in footnotes:
        assert footnote.text and footnote.extra["markers"], footnote.key
        first = footnote.extra["markers"][0]
        assert footnote.parent == first["node"]
        holder = by_id[first["node"]]
        assert 0 <= first["offset"] <= len(getattr(holder, first["field"]))
    assert not [a for a in parsed.anomalies if "footnote" in a.message]


def test_czech_sentences_cut_by_page_breaks_read_whole(corpus):
    cs = nodes_by_key(corpus, "cs-2007")
    assert "Tato hláška má za následek zánik práva" in cs["28B"].text
    assert "pokud není některým Pravidlem stanoveno jinak." in cs["40A2"].text
    joins = [a.line for a in corpus.parsed["cs-2007"].anomalies if "cut by a page break" in a.message]
    assert joins == [287, 837, 985, 1287, 1673, 2107]


def test_an_asterisk_footnote_pointer_is_reported_where_it_stands(corpus):
    report = edition_report(corpus, "cs-2007")
    said = [(a.line, a.message) for a in report.anomalies if "footnote pointer" in a.message]
    assert said == [(633, "footnote pointer '*)' after 'liší' kept as printed (no number to link it by)")]


def test_index_entries_worded_as_each_others_targets_are_reported(corpus, graph):
    """A Czech player followed the index's "Práva, neomezená 42B" to 42B, the limited rights (cs-2007.md:
    2761-2762 print the two entries' targets swapped): kept as printed, reported with both lines, and only
    they of the three indexes."""
    for edition_id in ("pl-2017", "cs-2007"):
        references = [r for r in graph.references if r["source"].startswith(edition_id + "/")]
        report = edition_report(corpus, edition_id, references)
        said = [(a.severity, a.line) for a in report.anomalies if "read as swapped" in a.message]
        assert said == ([("warning", 2761), ("warning", 2762)] if edition_id == "cs-2007" else []), edition_id
    crossed = {graph.by_id[r["source"]]["title"]: r["key"] for r in graph.references if r.get("crossed")}
    assert crossed == {"Práva, neomezená": "42B", "Práva, omezená": "42A"}  # the targets as printed


def test_czech_footnote_numbers_restart_per_page(corpus):
    cs = corpus.parsed["cs-2007"]
    numbers = [node.extra["number"] for node in cs.nodes if node.kind == "footnote"]
    assert numbers.count(1) > 10
    by_key = nodes_by_key(corpus, "cs-2007")
    # the first footnote 1 explains the unshuffled pack of 6D2, the second the partner's remark of 16B1a
    assert by_key["fn1"].parent == "cs-2007/6D2" and "Nezamíchaný" in by_key["fn1"].text
    assert by_key["fn2"].parent == "cs-2007/16B1a"


def test_polish_footnote_cited_again_after_its_text(corpus):
    fn26 = nodes_by_key(corpus, "pl-2017")["fn26"]  # ²⁴, after the translator's notes [†]
    assert [marker["line"] for marker in fn26.extra["markers"]] == [1735, 1750, 1755]
    title_marker = nodes_by_key(corpus, "pl-2017")["fn2"].extra["markers"][0]
    assert title_marker["node"] == "pl-2017/13" and title_marker["field"] == "title"


@pytest.mark.parametrize("edition_id", FULL)
def test_definitions(corpus, edition_id):
    definitions = [node for node in corpus.parsed[edition_id].nodes if node.kind == "definition"]
    assert len(definitions) >= 60
    assert all(node.title and node.extra["term"] for node in definitions)
    assert sum(1 for node in definitions if node.text) >= 60


def test_russian_definitions_carry_the_english_term(corpus):
    ru = nodes_by_key(corpus, "ru-2017")
    assert ru["def/штрафная-карта"].extra["english"] == "Penalty card"
    assert ru["def/партнёр"].extra["english"] == "Partner"
    assert ru["def/партнёр"].text.startswith("Игрок, с которым")  # the body on the next, tab-indented line
    with_english = [n for n in corpus.parsed["ru-2017"].nodes if n.kind == "definition" and n.extra.get("english")]
    assert len(with_english) >= 60


def test_sub_definitions_hang_under_their_term(corpus):
    pl = nodes_by_key(corpus, "pl-2017")
    assert pl["def/kara/dyscyplinarne"].parent == "pl-2017/def/kara"
    cs = nodes_by_key(corpus, "cs-2007")
    assert cs["def/umělá-hláška"].text.endswith("naposledy jmenované barvě.")  # continued after blank lines


@pytest.mark.parametrize("edition_id", ("pl-2017", "cs-2007"))
def test_back_of_book_index(corpus, edition_id):
    entries = [node for node in corpus.parsed[edition_id].nodes if node.kind == "index-entry"]
    assert len(entries) >= 500
    mains = [node for node in entries if node.extra.get("level") == 0]
    assert 100 <= len(mains) <= len(entries) // 3


def test_polish_index_levels_recovered(corpus):
    pl = nodes_by_key(corpus, "pl-2017")
    renons = pl["index/fałszywy-renons"]
    assert renons.extra["targets"] == ["61", "62", "63", "64"] and renons.extra["level"] == 0
    assert pl["index/fałszywy-renons/definicja"].extra["targets"] == ["61A"]
    assert pl["index/deklaracja/see-zrzeczenie"].extra["see"] == "Zrzeczenie"
    assert pl["index/deklaracja/normalne-zagranie"].extra["targets"] == ["70 przypis"]
    assert pl["index/alert/ujawnianie-uzgodnień"].extra["targets"] == ["40B2a(iii)"]
    assert pl["index/interpretacja-przepisów"].extra["targets"] == ["wstęp", "81C2"]


def test_czech_index_levels_recovered(corpus):
    cs = nodes_by_key(corpus, "cs-2007")
    alert = cs["index/alertování"]
    children = [node for node in corpus.parsed["cs-2007"].nodes if node.parent == alert.id]
    assert [node.title for node in children][:2] == ["Mylné vysvětlení", "Neoprávněná informace z alertování"]
    assert cs["index/alertování/mylné-vysvětlení"].extra["targets"] == ["20F5 a)"]
    assert cs["index/balíček-karet/see-uspořádaný-balíček"].extra["see"] == "Uspořádaný balíček"
    assert cs["index/dublování-krabic"].extra["targets"] == ["6F"]  # "Dublování krabic 6F", no tab
    assert cs["index/hláška/mimo-pořadí"].extra["targets"] == ["29"]  # indented line


def test_front_matter(corpus):
    for edition_id in FULL:
        keys = {node.key for node in corpus.parsed[edition_id].nodes if node.kind == "front-matter"}
        assert {"preface", "introduction", "definitions"} <= keys, edition_id
    pl = nodes_by_key(corpus, "pl-2017")
    assert pl["introduction"].text.startswith("Brydż sportowy nieustannie")
    assert "Wstęp i Definicje stanowią integralną część" in pl["introduction"].text
    chapter = nodes_by_key(corpus, "pl-1997")["chapter"]
    assert chapter.extra["chapter"] == "VI" and "ROZGRYWKA" in chapter.title
    # the Russian title page under the WBF's English letterhead: the letterhead is page debris, reported
    assert nodes_by_key(corpus, "ru-2017")["title"].title == "Кодекс спортивного бриджа — 2017"
    # cs-2007.md:5-8, one bold block over four lines: the whole of it is the title
    czech = nodes_by_key(corpus, "cs-2007")["title"]
    assert czech.title == "PRAVIDLA SOUTĚŽNÍHO BRIDŽE 2007" and czech.text == "ČESKÝ BRIDŽOVÝ SVAZ"
    assert [tuple(mark) for mark in czech.marks] == [(0, 19, "strong")]
    debris = corpus.parsed["ru-2017"].debris
    assert [line for line, text in debris if "Olympic Committee" in text or "Lausanne" in text] == [5, 20]


def test_cyrillic_lookalikes_become_latin_keys(corpus):
    ru = nodes_by_key(corpus, "ru-2017")
    assert ru["12B"].extra["marker"] == "В." and ru["12B"].extra["normalised"] == "В. -> B."
    assert ru["12C"].title == "Присуждение компенсирующей записи"
    assert all(re.fullmatch(r"[0-9A-Za-z()~]+", node.key) for node in corpus.parsed["ru-2017"].nodes
               if node.kind in ("law", "section", "subsection", "item", "subitem"))
    normalised = [node for node in corpus.parsed["ru-2017"].nodes if "normalised" in node.extra]
    assert len(normalised) >= 20
    # a sub-item printed in capitals is read in lower case, and said so (ru-2017 40B2a "(I)", pl-1997's "(II)")
    assert ru["40B2a(i)"].extra["normalised"] == "(I) -> (i)"
    assert nodes_by_key(corpus, "pl-1997")["45C2(ii)"].extra["normalised"] == "(II) -> (ii)"


def test_items_and_subitems_at_every_depth(corpus):
    for edition_id in FULL:
        keys = nodes_by_key(corpus, edition_id)
        assert "12C1b" in keys and keys["12C1b"].kind == "item", edition_id
    pl = nodes_by_key(corpus, "pl-2017")
    assert pl["40B2a(v)"].kind == "subitem"
    assert pl["12C1e(ii)"].parent == "pl-2017/12C1e"
    assert pl["81C"].kind == "section"
    # "(g) (i)" on one line: item g and its first sub-item; later "(i)" after "(h)" is the item i
    assert pl["80B2g(i)"].parent == "pl-2017/80B2g"
    assert pl["80B2i"].kind == "item"


def test_pl_1997_debris_reported_and_kept_out(corpus):
    parsed = corpus.parsed["pl-1997"]
    assert len([text for _, text in parsed.debris if "wesja angielska" in text]) >= 25
    assert any(text == "zasłony" for _, text in parsed.debris)
    assert "debris" in parsed.skipped  # the navigation and date lines
    for node in parsed.nodes:
        assert "wesja" not in node.text + node.title and "zasłony" not in node.text + node.title
    old = nodes_by_key(corpus, "pl-1997")
    assert old["41A"].title == "Pierwsze wyjście zakrytą kartą"
    assert old["41A"].text.startswith("gdy po odzywce")
    assert old["43A1a"].title == "Wzywanie sędziego"
    # each heading the scrape glued to the line before it is split off, and said where (27 lines)
    glued = [a.line for a in parsed.anomalies if a.message.startswith("heading glued to the line before it")]
    assert len(glued) == 27 and glued[:3] == [16, 33, 63]


# pl-1997: the line of each footnote the scrape printed without its marker, and the Law at whose end it stands
LOST_MARKERS = {106: "45", 182: "50", 199: "51", 225: "53", 302: "61", 324: "62", 406: "67", 423: "68", 431: "69",
                456: "70", 468: "71"}


def test_pl_1997_footnotes_that_lost_their_markers_are_their_laws_footnotes(corpus):
    """The publisher's editor: eleven footnotes stood as the text of their Law's last provision (62D, 45G,
    53C telling the reader "Lecz patrz C poniżej."), and nothing said so."""
    parsed = corpus.parsed["pl-1997"]
    source = (corpus.folder / parsed.edition.file).read_text(encoding="utf-8").split("\n")
    notes = [node for node in parsed.nodes if node.kind == "footnote"]
    assert {note.lines[0]: note.parent for note in notes} == {line: f"pl-1997/{law}"
                                                              for line, law in LOST_MARKERS.items()}
    assert [note.key for note in notes] == [f"fn{n}" for n in range(1, 12)]
    for note in notes:  # the whole paragraph, as printed (the next Law's heading glued to some is split off)
        assert source[note.lines[0] - 1].startswith(note.text) and note.text.endswith(".")
        assert note.extra["inferred"]["how"] == "layout" and note.extra["inferred"]["printed"] == ""
        assert "number" not in note.extra and note.extra["markers"] == []
        assert not any(note.text in node.text for node in parsed.nodes if node.kind != "footnote")
    old = nodes_by_key(corpus, "pl-1997")
    assert old["fn1"].text == "Pierwszego wyjścia dokonuje się kartą zakrytą."  # pl-2017's footnote on 45A
    assert old["fn3"].text == "Jeśli gracz nie może dokonać takiego wyjścia, patrz: przepis 59."
    assert old["45G"].text.endswith("w danej lewie.") and old["53C"].text.endswith("przepis 16C2.")
    assert old["62D2"].text.endswith("kartą fałszywego renonsu.") and "after_children" not in old["62D"].extra
    said = {a.line: a.message for a in parsed.anomalies if "marker the source lost" in a.message}
    assert said == {line: f"footnote whose marker the source lost, read as Law {law}'s footnote"
                    for line, law in LOST_MARKERS.items()}


def test_pl_1997_45e_printed_as_its_heading_alone_is_empty_and_said(corpus):
    old = nodes_by_key(corpus, "pl-1997")
    assert old["45E"].title == "Piąta karta zagrana w lewie" and old["45E"].extra["empty"] is True
    assert [node.key for node in old.values() if node.extra.get("empty")] == ["45E"]
    report = edition_report(corpus, "pl-1997")
    assert [(a.severity, a.line, a.message) for a in report.anomalies if a.severity == "warning"
            and "says again" not in a.message] == [  # the other warning: Law 62's footnote (test_cli)
        ("warning", 99, "provision 45E has a heading and nothing under it: the source gives no text")]
    for edition_id in ("pl-2017", "cs-2007", "ru-2017"):  # the other texts print every provision's words
        assert not any(node.extra.get("empty") for node in corpus.parsed[edition_id].nodes), edition_id


def test_notes_attach_to_their_laws(corpus):
    notes = nodes_by_key(corpus, "pl-notes")
    assert set(notes) == {"24", "25", "27", "29", "30", "31", "32", "53", "62", "63", "64"}
    assert fold(notes["63"].title) == fold("UPRAWOMOCNIENIE FAŁSZYWEGO RENONSU")
    # no number printed (pl-notes.txt:46): the Law whose title it is in pl-2017, said as a recovered number
    assert notes["63"].extra["inferred"] == {"how": "title", "printed": "", "evidence": ["the title of Law 63 in pl-2017"]}
    assert "inferred" not in notes["62"].extra
    assert "17E2" in notes["29"].text and "P. 26A2" in notes["31"].text
    assert "poza kolejnością" in notes["29"].text  # bold markup gone, kept as a mark
    assert any(mark[2] == "strong" for mark in notes["29"].marks)


@pytest.mark.parametrize("edition_id", ("pl-2017", "cs-2007", "ru-2017", "pl-1997", "pl-notes"))
def test_nothing_lost(corpus, edition_id):
    report = edition_report(corpus, edition_id)
    assert report.coverage >= 0.995, report.uncovered
    source_lines = len((corpus.folder / corpus.parsed[edition_id].edition.file).read_text(
        encoding="utf-8").split("\n"))
    covered = set()
    for node in corpus.parsed[edition_id].nodes:
        covered.update(range(node.lines[0], node.lines[1] + 1))
    for lines in corpus.parsed[edition_id].skipped.values():
        covered.update(lines)
    # every line is inside some node's span or a classified skip
    assert len(covered & set(range(1, source_lines))) >= source_lines - 2


def test_no_errors_on_the_real_corpus(corpus):
    for edition in corpus.editions:
        assert edition_report(corpus, edition.id).errors == [], edition.id


def test_node_ids_unique_and_parents_exist(graph):
    ids = [node["id"] for node in graph.nodes]
    assert len(ids) == len(set(ids))
    known = set(ids)
    assert all(node["parent"] in known for node in graph.nodes if node["parent"])


# ------------------------------------------------------------------------------------------ issue #11: fidelity
RECOVERED = [
    ("cs-2007", "20F1", "position", "-"), ("cs-2007", "20F4", "position", "-"),
    ("cs-2007", "20C1", "reference", "-"), ("cs-2007", "20C2", "reference", "-"),
    ("cs-2007", "12B1", "reference", ""), ("cs-2007", "12B2", "reference", ""),
    ("cs-2007", "40B3", "position", "2."), ("cs-2007", "40B4", "position", "3."), ("cs-2007", "40B5", "position", "4."),
    ("pl-2017", "21B1", "reference", ""), ("pl-2017", "21B2", "reference", "-"), ("pl-2017", "21B3", "reference", "-"),
    ("ru-2017", "21B1", "reference", ""), ("ru-2017", "21B3", "reference", "-"),
    ("pl-2017", "22A", "reference", "-"), ("ru-2017", "22B", "reference", "-"),
    ("ru-2017", "25A1", "position", "-"), ("ru-2017", "20G3", "parallel", "-"),
    ("pl-2017", "67B1a", "parallel", "(b)"), ("pl-2017", "67B1b", "parallel", "(c)"),
]


@pytest.mark.parametrize("edition_id, key, how, printed", RECOVERED)
def test_numbering_the_source_lost_is_recovered(corpus, edition_id, key, how, printed):
    node = nodes_by_key(corpus, edition_id)[key]
    assert node.extra["inferred"]["how"] == how and node.extra["inferred"]["printed"] == printed


def test_recovered_numbering_is_consistent(corpus):
    pl, cs, ru = (nodes_by_key(corpus, e) for e in FULL)
    for keys in (pl, ru):
        assert keys["21B1a"].parent.endswith("/21B1") and keys["21B1b"].parent.endswith("/21B1")
        assert "21Ba" not in keys and keys["21B1"].parent.endswith("/21B")
    assert pl["21B2"].text.startswith("Jeżeli gracz decyduje się") and pl["21B1b"].text.startswith("Sędzia zakłada")
    assert cs["20F4"].text.endswith("Vedoucí použije Pravidlo 21B nebo 40B4.") and cs["20F"].text == ""
    assert cs["40B4"].text.startswith("Strana, která je poškozena")  # the provision 20F4 cites as 40B4
    assert "40B2~2" not in cs and "40B6" in cs
    assert ru["20G2"].text.endswith("оппонента.") and ru["20G3"].text.startswith("Кроме случаев")
    assert "67B1c" not in pl and pl["67B1a"].text.startswith("Jeżeli wykraczający ma kartę")


def test_recovered_keys_resolve_the_texts_own_references(graph):
    records = {(r["source"], r["phrase"]): r for r in graph.references if "phrase" in r}
    assert records[("pl-2017/21B2", "punktu 1 powyżej")]["target"] == "pl-2017/21B1"
    assert records[("ru-2017/21B2", "пункте 1 выше")]["target"] == "ru-2017/21B1"
    assert records[("ru-2017/25A3", "пункта А1 выше")]["target"] == "ru-2017/25A1"
    assert records[("cs-2007/20F2", "odstavci 1")]["target"] == "cs-2007/20F1"


def test_pl_and_ru_keys_agree_but_for_the_amended_laws(corpus):
    from lawbase.check_editions import key_differences, shared_outside_amendments

    assert shared_outside_amendments(corpus, "pl-2017", "ru-2017") >= 0.995
    differences = key_differences(corpus, "pl-2017", "ru-2017")
    assert differences and all(d["explained"] for d in differences)
    assert {int(d["key"][:2]) for d in differences} == {73, 89}


def test_text_in_its_node(corpus):
    pl, ru = nodes_by_key(corpus, "pl-2017"), nodes_by_key(corpus, "ru-2017")
    assert pl["71"].text.endswith("wycofującego zrzeczenie.") and "Wynik" not in pl["71B"].text
    assert ru["71"].text.endswith("его стороне.") and "Сдача" not in ru["71B"].text
    old = nodes_by_key(corpus, "pl-1997")
    for key, law in (("part-II", "47F"), ("part-III", "52B2"), ("part-IV", "64C"), ("part-V", "67B")):
        assert old[key].title.startswith(f"Część {key[5:]} - ") and "Część" not in old[law].text
    definition = nodes_by_key(corpus, "ru-2017")["def/блесковая-заявка-обычно-называемая-блеском"]
    assert definition.parent == "ru-2017/definitions" and definition.extra["english"] == "Psychic call"


@pytest.mark.parametrize("edition_id, key, word, repaired", [
    ("pl-2017", "37", "obowiązкови", "obowiązkowi"), ("cs-2007", "52B2", "obránцем", "obráncem"),
    ("cs-2007", "76A1", "doзору", "dozoru"), ("ru-2017", "57A4", "взяtkу", "взятку")])
def test_mixed_script_words_are_kept_and_repaired(corpus, edition_id, key, word, repaired):
    node = nodes_by_key(corpus, edition_id)[key]
    field, start, end, spelling, kind = node.extra["repairs"][0]
    assert getattr(node, field)[start:end] == word and spelling == repaired and kind == "mixed"


def test_index_targets_of_every_shape_are_read(graph):
    targets = {(r["source"].split("/", 1)[0], r["line"], r["text"]): r for r in graph.references if r["kind"] == "index"}
    expected = {("cs-2007", 2227, "76 pod čarou"): "cs-2007/fn26", ("cs-2007", 2866, "17 E2"): "cs-2007/17E2",
                ("cs-2007", 2573, "80B2 g) ii)"): "cs-2007/80B2g(ii)", ("cs-2007", 2618, "9B1, c)"): "cs-2007/9B1c",
                ("cs-2007", 2390, "70"): "cs-2007/70", ("cs-2007", 2806, "4,70E+02"): "cs-2007/47E1",
                ("pl-2017", 2647, "20 drugi przypis"): "pl-2017/fn8", ("pl-2017", 2755, "73E2"): "pl-2017/73E2"}
    for place, target in expected.items():
        assert targets[place]["target"] == target, place
    see = {r["text"]: r["target"] for r in graph.references if r["kind"] == "index-see"}
    assert see["tempo i sposobu działania"] == "pl-2017/index/tempo-i-sposób-działania"
    assert see["Partnerská dohoda"] == "cs-2007/index/partnerské-dohody"


def test_empty_notes(corpus, graph):
    from lawbase.documents import search_documents

    notes = [node for node in corpus.parsed["pl-notes"].nodes if node.kind == "law"]
    assert len(notes) == 11 and sum(1 for node in notes if node.extra.get("empty")) == 8
    searchable = {document.id for document in search_documents(graph)}
    assert "pl-notes/27" not in searchable and "pl-notes/29" in searchable
    assert nodes_by_key(corpus, "pl-2017")["29"].extra["notes"] == ["pl-notes/29"]


def test_unresolved_references_are_keys_no_evidence_has(graph):
    unresolved = [r for r in graph.references if r["target"] is None and not r.get("reason", "").startswith("outside")]
    by_edition = Counter(r["source"].split("/", 1)[0] for r in unresolved)
    assert by_edition == {"pl-2017": 4, "cs-2007": 1, "pl-notes": 1}  # the notes' 17E2 read in 2007: 2017 17D3
    assert all("2007 Laws" in r["reason"] or "amended" in r["reason"] or r["kind"] == "index-see" for r in unresolved)


def test_translators_notes_are_footnotes(corpus):
    notes = [node for node in corpus.parsed["pl-2017"].nodes if node.kind == "footnote" and node.extra["number"] == "†"]
    assert [(node.parent, node.lines[0]) for node in notes] == [
        ("pl-2017/18A", 608), ("pl-2017/20F5a", 670), ("pl-2017/78A", 1847)]
    keys = nodes_by_key(corpus, "pl-2017")
    assert "[†]" not in keys["19A"].text + keys["20G"].text + keys["78A"].text


def test_the_russian_scoring_table_keeps_its_suits(corpus):
    """ru-2017.md:2102 types the suits over the Law 77 trump table with spaces: they are its heading row, as
    pl-2017 and cs-2007 print it, and `check` says where the row (and the label under it) were read so."""
    law = nodes_by_key(corpus, "ru-2017")["77"]
    lines = law.text.split("\n")
    suits = lines.index("\t♣\t♦\t♥\t♠")
    assert lines[suits + 3] == "Без контры\t20\t20\t30\t30"
    assert all("\t" in line for line in lines[suits:suits + 6])
    said = {a.line: a.message for a in corpus.parsed["ru-2017"].anomalies
            if "a table's" in a.message or "row of the table" in a.message}
    assert sorted(said) == [2102, 2104, 2105] and said[2102].endswith("♣ | ♦ | ♥ | ♠")

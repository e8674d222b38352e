"""The real corpus, parsed: what the law-graph issue says must hold."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from lawbase.check import compare_sections, edition_report, key_overlap, toc_anomalies
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


@pytest.mark.parametrize("edition_id, expected", [("pl-2017", 29), ("ru-2017", 28), ("cs-2007", 30)])
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


def test_czech_footnote_numbers_restart_per_page(corpus):
    cs = corpus.parsed["cs-2007"]
    numbers = [node.extra["number"] for node in cs.nodes if node.kind == "footnote"]
    assert numbers.count(1) > 10
    by_key = nodes_by_key(corpus, "cs-2007")
    # the first footnote 1 explains the unshuffled pack of 6D2, the second the partner's remark of 16B1a
    assert by_key["fn1"].parent == "cs-2007/6D2" and "Nezamíchaný" in by_key["fn1"].text
    assert by_key["fn2"].parent == "cs-2007/16B1a"


def test_polish_footnote_cited_again_after_its_text(corpus):
    fn24 = nodes_by_key(corpus, "pl-2017")["fn24"]
    assert [marker["line"] for marker in fn24.extra["markers"]] == [1735, 1750, 1755]
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


def test_cyrillic_lookalikes_become_latin_keys(corpus):
    ru = nodes_by_key(corpus, "ru-2017")
    assert ru["12B"].extra["marker"] == "В." and ru["12B"].extra["normalised"] == "В. -> B."
    assert ru["12C"].title == "Присуждение компенсирующей записи"
    assert all(re.fullmatch(r"[0-9A-Za-z()~]+", node.key) for node in corpus.parsed["ru-2017"].nodes
               if node.kind in ("law", "section", "subsection", "item", "subitem"))
    normalised = [node for node in corpus.parsed["ru-2017"].nodes if "normalised" in node.extra]
    assert len(normalised) >= 20


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


def test_notes_attach_to_their_laws(corpus):
    notes = nodes_by_key(corpus, "pl-notes")
    assert set(notes) == {"24", "25", "27", "29", "30", "31", "32", "53", "62", "63", "64"}
    assert fold(notes["63"].title) == fold("UPRAWOMOCNIENIE FAŁSZYWEGO RENONSU")
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

"""Fidelity: one small synthetic source per class of damage (issue #11), and what the graph makes of it.

Each test writes a corpus with the damage and nothing else: provisions whose numbering the source lost,
text in the wrong node, words typed in two alphabets, references and index targets of unusual shapes,
empty notes. The real corpus's named examples are in test_real_corpus.py.
"""

from __future__ import annotations

from lawbase.analysis import build_term_map
from lawbase.check import edition_report
from lawbase.check_text import corpus_report, report_lines
from lawbase.citations import Grammar
from lawbase.corpus import build_graph, load_corpus
from lawbase.documents import search_documents
from lawbase.profiles import load_profile
from lawbase.text import mixed_script_words, repair_word

from .conftest import edition, nodes_by_key, write_corpus


def polish(*laws: str, index: str = "") -> str:
    """A small Polish edition: a title line, the given Laws (each "N. Title\\n\\nbody"), an index."""
    return "Tytuł zbioru\n\n" + "\n\n".join(laws) + "\n" + (f"\nIndeks\n\n{index}\n" if index else "")


def corpus_of(tmp_path, texts: dict[str, str], **extra):
    """Polish editions of the same Laws (ids from the file names), parsed."""
    editions = [edition(name.split(".")[0], "pl", name, laws=[1, 2], **extra.get(name, {})) for name in texts]
    return load_corpus(write_corpus(tmp_path / "corpus", editions, texts))


LAW_2 = "2. Pudełka\n\nTekst przepisu drugiego."


# ------------------------------------------------------------------------------------------ numbering
def test_bullets_before_a_number_are_the_numbers_before_it(tmp_path):
    text = polish("1. Talia\n\nA. Karty\n\n- Pierwszy punkt.\n- Drugi punkt.\n3. Trzeci punkt.", LAW_2)
    keys = nodes_by_key(corpus_of(tmp_path, {"a.txt": text}), "a")
    assert [keys[k].text for k in ("1A1", "1A2", "1A3")] == ["Pierwszy punkt.", "Drugi punkt.", "Trzeci punkt."]
    assert keys["1A"].text == "" and keys["1A1"].parent == "a/1A"
    inferred = keys["1A2"].extra["inferred"]
    assert inferred["how"] == "position" and inferred["printed"] == "-" and "before 3." in "; ".join(inferred["evidence"])
    assert keys["1A2"].extra["marker"] == "-" and keys["1A2"].lines == [8, 8]
    assert "inferred" not in keys["1A3"].extra


def test_bullets_without_evidence_stay_text(tmp_path):
    text = polish("1. Talia\n\nA. Karty\n\nWarunki:\n\n- jeden,\n- drugi.", LAW_2)
    keys = nodes_by_key(corpus_of(tmp_path, {"a.txt": text}), "a")
    assert "1A1" not in keys and keys["1A"].text == "Warunki:\njeden,\ndrugi."


def test_a_lost_number_and_bulleted_followers_come_back_from_citations(tmp_path):
    """pl-2017 21B: the `1.` before (a) is gone and `2.` `3.` became bullets; the text says `punktu 1`."""
    text = polish("1. Talia\n\nA. Karty\n\n- (a) Pierwsza litera, o ile partner nie zgłosił kolejnej zapowiedzi.\n"
                  "(b) Druga litera: sędzia zakłada błędne wyjaśnienie, a nie błędną odzywkę.\n"
                  "- Trzeci akapit (stosownie do punktu 1 powyżej).\n- Czwarty akapit.", LAW_2,
                  index="Talia\t1A3")
    corpus, graph = build_graph(write_corpus(tmp_path / "c", [edition("a", "pl", "a.txt", laws=[1, 2])],
                                             {"a.txt": text}))
    keys = nodes_by_key(corpus, "a")
    assert keys["1A1"].extra["inferred"]["printed"] == "" and keys["1A1"].kind == "subsection"
    assert keys["1A1a"].parent == "a/1A1" and keys["1A1b"].text.startswith("Druga litera")
    assert keys["1A2"].text.startswith("Trzeci") and keys["1A3"].text == "Czwarty akapit."
    assert keys["1A3"].extra["inferred"]["how"] == "reference"
    cited = next(r for r in graph.references if r["text"] == "1" and r["source"] == "a/1A2")
    assert cited["target"] == "a/1A1"
    assert edition_report(corpus, "a").errors == []


TWO = "Graczowi nie wolno zadawać pytań, jeśli jego jedynym celem jest korzyść partnera."
DAMAGED = polish(f"1. Talia\n\nA. Karty\n\n1. Jeden.\n2. {TWO}\n\n- Trzy.", LAW_2)
WHOLE = polish(f"1. Talia\n\nA. Karty\n\n1. Jeden.\n2. {TWO}\n3. Trzy.", LAW_2)


def test_a_bullet_after_the_last_number_takes_the_parallel_editions_number(tmp_path):
    keys = nodes_by_key(corpus_of(tmp_path, {"a.txt": DAMAGED, "b.txt": WHOLE}), "a")
    assert keys["1A3"].text == "Trzy." and keys["1A2"].text == TWO and keys["1A2"].lines == [8, 8]
    assert keys["1A3"].extra["inferred"]["how"] == "parallel" and "b has" in "; ".join(keys["1A3"].extra["inferred"]["evidence"])


def test_parallel_edition_of_other_laws_needs_a_citation(tmp_path):
    corpus = corpus_of(tmp_path, {"a.txt": DAMAGED, "b.txt": WHOLE}, **{"b.txt": {"laws_year": 2007}})
    assert "1A3" not in nodes_by_key(corpus, "a")


def test_a_number_printed_twice_runs_on_by_position(tmp_path):
    text = polish("1. Talia\n\nA. Karty\n\n1. Jeden.\n2. Dwa.\n2. Trzy.\n3. Cztery.\n5. Pięć.", LAW_2)
    corpus = corpus_of(tmp_path, {"a.txt": text})
    keys = nodes_by_key(corpus, "a")
    assert [keys[f"1A{n}"].text for n in range(1, 6)] == ["Jeden.", "Dwa.", "Trzy.", "Cztery.", "Pięć."]
    assert keys["1A3"].extra["marker"] == "2." and keys["1A3"].extra["inferred"]["printed"] == "2."
    assert not [a for a in corpus.parsed["a"].anomalies if "order" in a.message or "again" in a.message]


def test_a_list_lettered_from_b_is_relettered_only_on_a_parallel_editions_word(tmp_path):
    damaged = polish("1. Talia\n\nA. Karty\n\n1. Punkt:\n(b) pierwsza,\n(c) druga.", LAW_2)
    whole = polish("1. Talia\n\nA. Karty\n\n1. Punkt:\n(a) pierwsza,\n(b) druga.", LAW_2)
    alone = nodes_by_key(corpus_of(tmp_path / "one", {"a.txt": damaged}), "a")
    assert "1A1c" in alone and "1A1a" not in alone
    keys = nodes_by_key(corpus_of(tmp_path / "two", {"a.txt": damaged, "b.txt": whole}), "a")
    assert keys["1A1a"].text == "pierwsza," and keys["1A1a"].extra["inferred"]["printed"] == "(b)"


def test_unnumbered_paragraphs_become_the_cited_subsections(tmp_path):
    text = polish("1. Talia\n\nA. Karty\n\nPierwszy akapit.\n\nDrugi akapit.\n\nB. Inne\n\nPatrz przepis 1A2.",
                  LAW_2)
    keys = nodes_by_key(corpus_of(tmp_path, {"a.txt": text}), "a")
    assert keys["1A1"].text == "Pierwszy akapit." and keys["1A2"].text == "Drugi akapit."
    assert keys["1A2"].extra["inferred"]["printed"] == "" and "marker" not in keys["1A2"].extra


def test_footnote_marker_moves_with_its_line(tmp_path):
    text = polish("1. Talia\n\nA. Karty\n\n- Pierwszy punkt.\n- Drugi punkt¹.\n3. Trzeci punkt.\n\n¹ Przypis.", LAW_2)
    keys = nodes_by_key(corpus_of(tmp_path, {"a.txt": text}), "a")
    footnote = keys["fn1"]
    assert footnote.parent == "a/1A2" and footnote.extra["markers"][0]["offset"] == len("Drugi punkt")


# ------------------------------------------------------------------------------------------ text in its node
def test_a_paragraph_after_bulleted_clauses_belongs_to_the_law(tmp_path):
    text = polish("1. Talia\n\nZrzeczenie unieważnia się:\n\n- A. Jeżeli gracz wziął lewę, albo\n"
                  "- B. Jeżeli nie mógł jej oddać.\n\nWynik rozdania ulega zmianie.", LAW_2)
    keys = nodes_by_key(corpus_of(tmp_path, {"a.txt": text}), "a")
    assert keys["1B"].text == "Jeżeli nie mógł jej oddać."
    law = keys["1"]
    assert law.text.endswith("Wynik rozdania ulega zmianie.") and law.extra["after_children"] > 0


def test_a_part_heading_glued_to_a_law_is_split_off(tmp_path):
    text = ("Rozdział VI\nROZGRYWKA\n\nCzęść I - Pierwsza\n\n\n41. PIERWSZY\n\nA. Tytuł\n"
            "- tekst przepisu.Część II - Druga część\n\n\n42. DRUGI\n\nA. Tytuł\n- tekst.\n")
    folder = write_corpus(tmp_path / "o", [edition("old", "pl", "old.txt", kind="chapter", laws=[41, 42],
                                                   source_quirks={"glued_headings": True})], {"old.txt": text})
    keys = nodes_by_key(load_corpus(folder), "old")
    assert keys["41A"].text == "tekst przepisu."
    assert keys["part-II"].title == "Część II - Druga część" and keys["part-II"].parent == "old/chapter"
    assert keys["part-I"].title == "Część I - Pierwsza" and keys["chapter"].text == ""
    assert keys["42"].title == "DRUGI"


def test_a_term_in_two_italic_runs_is_a_definition_of_its_own(tmp_path):
    text = ("## ОПРЕДЕЛЕНИЯ\n\n<i>Алерт</i>\t<i>Alert</i> Уведомление.\n"
            "<i>Блесковая заявка</i> <i>(обычно «блеск»)</i>\t<i>Psychic call</i> Искажение.\n\n"
            "## ПРАВИЛО 1 - КОЛОДА\n\nТекст.\n\n## ПРАВИЛО 2 - КОРОБКИ\n\nТекст.\n")
    folder = write_corpus(tmp_path / "r", [edition("ru-t", "ru", "ru.md", laws=[1, 2])], {"ru.md": text})
    keys = nodes_by_key(load_corpus(folder), "ru-t")
    definition = keys["def/блесковая-заявка-обычно-блеск"]
    assert definition.parent == "ru-t/definitions" and definition.extra["english"] == "Psychic call"


def test_a_translators_note_is_a_footnote_not_the_sections_text(tmp_path):
    text = polish("1. Talia\n\nA. Karty\n\nOdzywka określa miano[†].\n\nB. Inne\n\n1. Punkt.\n\n"
                  "[†] W języku polskim forma odzywki.", LAW_2)
    keys = nodes_by_key(corpus_of(tmp_path, {"a.txt": text}), "a")
    assert keys["fn1"].extra["number"] == "†" and keys["fn1"].parent == "a/1A"
    assert keys["1A"].text == "Odzywka określa miano." and keys["1B"].text == ""


# ------------------------------------------------------------------------------------------ words in two alphabets
def test_a_table_keeps_its_empty_first_and_last_cells(tmp_path):
    """A scoring table's header row starts with a tab (its first cell, over the row labels, is empty) and
    a label row ends in tabs (cs-2007.md:1767-1768, pl-2017.txt:1765-1766): stripped, the header's words
    stood over the wrong columns and the label row fell out of the table as a paragraph."""
    text = polish("1. Talia\n\nTabela:\n\tbez kontry\tz kontrą\nZa lewę:\t\t\nPierwsza\t20\t40", LAW_2)
    law = nodes_by_key(corpus_of(tmp_path, {"a.txt": text}), "a")["1"]
    assert law.text.split("\n")[1:] == ["\tbez kontry\tz kontrą", "Za lewę:\t\t", "Pierwsza\t20\t40"]



def test_prose_with_a_stray_tab_stays_prose_and_long_blank_runs_cost_little(tmp_path):
    """A tab at the end of a sentence or before an indented paragraph (as word processors leave them) is
    no table: the line is stripped as any other (regression review). 40,000 spaces after a tab: read at once."""
    text = polish("1. Talia\n\nA. Karty\n\nTekst pierwszy.\t\n\n\tWcięty akapit.\n\nZwykły tekst.\n\nTekst\t"
                  + " " * 40000 + "x", LAW_2)
    section = nodes_by_key(corpus_of(tmp_path, {"a.txt": text}), "a")["1A"]
    assert section.text.split("\n")[:3] == ["Tekst pierwszy.", "Wcięty akapit.", "Zwykły tekst."]


def test_indented_bullets_nest_only_under_a_shallower_item(tmp_path):
    """"  - a" and "  - b" under a numbered line are one list (both as indented): only an item indented more
    than the item opening its list is in a list inside it."""
    text = polish("1. Talia\n\nA. Karty\n\nGracz może:\n  - zagrać kartę,\n  - spasować.\n- Pierwszy\n  - pod nim", LAW_2)
    section = nodes_by_key(corpus_of(tmp_path, {"a.txt": text}), "a")["1A"]
    nested = [section.text[a:b] for a, b, kind in section.marks if kind == "nested"]
    assert nested == ["pod nim"]


def test_a_sentence_cut_by_a_page_break_goes_on_in_its_line(tmp_path):
    """cs-2007.md:833-837: "Tato hláška má za", a footnote of the page, then "následek zánik práva …": one
    sentence, one line, the join reported; a bulleted clause ending in "lub" stays a line of its own."""
    text = polish("1. Talia\n\nA. Karty\n\nGracz ma za\n\n\n\nnastępstwo utratę prawa.\n\n"
                  "- Pierwszy punkt lub\n- drugi punkt.", LAW_2)
    corpus = corpus_of(tmp_path, {"a.txt": text})
    assert nodes_by_key(corpus, "a")["1A"].text.split("\n")[0] == "Gracz ma za następstwo utratę prawa."
    notes = [a for a in corpus.parsed["a"].anomalies if "page break" in a.message]
    assert [(a.severity, a.line) for a in notes] == [("note", 11)]
    assert nodes_by_key(corpus, "a")["1A"].text.split("\n")[1:] == ["Pierwszy punkt lub", "drugi punkt."]


def test_mixed_script_words_are_found_and_repaired():
    text = "Licytacja wbrew obowiązкови pasowania x² i взяtkу"
    words = [text[a:b] for a, b in mixed_script_words(text)]
    assert words == ["obowiązкови", "взяtkу"]
    assert load_profile("pl").repaired("obowiązкови") == "obowiązkowi"
    assert load_profile("cs").repaired("obránцем") == "obráncem" and load_profile("cs").repaired("doзору") == "dozoru"
    assert load_profile("ru").repaired("взяtkу") == "взятку"
    assert repair_word("abcж", "latin", {}) is None


def test_a_mixed_script_word_is_kept_recorded_and_searched_repaired(tmp_path):
    text = polish("1. Licytacja wbrew obowiązкови pasowania\n\nTekst.", LAW_2)
    corpus = corpus_of(tmp_path, {"a.txt": text})
    law = nodes_by_key(corpus, "a")["1"]
    assert law.title == "Licytacja wbrew obowiązкови pasowania"
    assert law.extra["repairs"] == [["title", 16, 27, "obowiązkowi", "mixed"]]
    assert edition_report(corpus, "a").repairs[0]["repaired"] == "obowiązkowi"
    terms = build_term_map("pl", {"obowiązкови", "pasowania"})
    assert terms.forms["obowiązкови"] == terms.forms["obowiązkowi"]
    assert terms.lookup("obowiazkowi") == [terms.forms["obowiązkowi"]]


# ------------------------------------------------------------------------------------------ references
def found(language: str, text: str) -> list[tuple[str, str]]:
    return [(mention.token, mention.mode) for mention in Grammar(load_profile(language)).find(text)]


def test_reference_shapes_the_finder_reads():
    assert found("pl", "stosuje się przepisy odpowiednio 45 i 65.") == [("45", "full"), ("65", "full")]
    assert found("pl", "zamiast stosować przepis72B1 oraz A - D poniżej.") == [("72B1", "full"), ("A", "relative"),
                                                                            ("D", "relative")]
    assert found("pl", "(według (a), wyżej)") == [("(a)", "relative")]
    assert found("pl", "opisanych powyżej od A do E;") == [("A", "relative"), ("E", "relative")]
    assert found("pl", "(patrz jednak C poniżej)") == [("C", "relative")]
    assert found("pl", "(stosownie do 1 powyżej)") == [("1", "relative")]
    assert found("cs", "namísto postupu podle písmene c) použít") == [("c)", "relative")]
    assert found("cs", "přidělí vedoucí (viz též C1) umělý") == [("C1", "relative")]
    assert found("cs", "je s výjimkou případu B.1 zrušena") == [("B.1", "relative")]
    assert found("ru", "(исключая пункт «а») недостаточное") == [("«а»", "relative")]
    assert found("ru", "то см. подходящее Правило (21 или 47E).") == [("21", "full"), ("47E", "full")]
    assert found("ru", "[см. Правила 27В1(b), 30В1(b)(if), 31А2(a) и 32А2(a)]") == [
        ("27В1(b)", "full"), ("30В1(b)", "full"), ("31А2(a)", "full"), ("32А2(a)", "full")]
    assert found("ru", "Это Правило применяется") == [("Это Правило", "this-law")]
    assert found("ru", "Решение Судьи по настоящему пункту") == [("настоящему пункту", "this-part")]


def test_this_part_resolves_to_the_provision_that_holds_it(tmp_path):
    text = polish("1. Talia\n\nA. Karty\n\nDecyzja według niniejszego punktu jest ostateczna.", LAW_2)
    _, graph = build_graph(write_corpus(tmp_path / "c", [edition("a", "pl", "a.txt", laws=[1, 2])], {"a.txt": text}))
    record = next(r for r in graph.references if r["kind"] == "this-part")
    assert record["target"] == "a/1A"


# ------------------------------------------------------------------------------------------ index targets
INDEX = """Alert\tdefinicje
Ponowne\t1A
Tasowanie Na polecenie sędziego Ponowne Sposoby\t1 1A1, 2 1A 1A2
Tempo i sposobu działania\t1A1
Patrz tempo i sposób działania
Uprawnienia Alert – patrz Alert Organizator Zawodów\t2
Zakaz\t1 drugi przypis, 1 przypis
Zbiór\t1 A1, 4,70E+02"""


def test_index_lines_run_together_are_split_and_odd_targets_read(tmp_path):
    text = polish("1. Talia\n\nA. Karty¹\n\n1. Punkt².\n\n¹ Pierwszy.\n\n² Drugi.", "2. Pudełka\n\nE. Tytuł\n\n1. Tekst.",
                  index=INDEX)
    corpus, graph = build_graph(write_corpus(tmp_path / "c", [edition("a", "pl", "a.txt", laws=[1, 2])],
                                             {"a.txt": text}))
    keys = nodes_by_key(corpus, "a")
    assert keys["index/tasowanie"].extra["targets"] == ["1"]
    assert keys["index/tasowanie/na-polecenie-sędziego"].extra["targets"] == ["1A1", "2"]
    assert keys["index/tasowanie/sposoby"].extra["targets"] == ["1A2"]
    assert keys["index/uprawnienia"].extra["targets"] == [] and keys["index/uprawnienia/see-alert"].extra["see"] == "Alert"
    assert keys["index/uprawnienia/organizator-zawodów"].extra["targets"] == ["2"]
    records = {(r["source"], r["text"]): r for r in graph.references}
    assert records[("a/index/zakaz", "1 drugi przypis")]["target"] == "a/fn2"
    assert records[("a/index/zakaz", "1 przypis")]["target"] == "a/fn1"
    assert records[("a/index/zbiór", "1 A1")]["target"] == "a/1A1"
    assert "spreadsheet" not in records[("a/index/zbiór", "4,70E+02")].get("note", "")  # no 47E1 here to read
    see = next(r for r in graph.references if r["kind"] == "index-see" and r["text"] == "tempo i sposób działania")
    assert see["target"] == "a/index/tempo-i-sposobu-działania"


def test_a_spreadsheet_number_is_decoded_to_its_one_key(tmp_path):
    laws = [f"{n}. Przepis {n}\n\nTekst." for n in range(1, 47)] + ["47. Przepis\n\nE. Wyjście\n\n1. Tekst."]
    text = polish(*laws, index="Wyjście\t4,70E+02")
    folder = write_corpus(tmp_path / "c", [edition("a", "pl", "a.txt", laws=[1, 47])], {"a.txt": text})
    _, graph = build_graph(folder)
    record = next(r for r in graph.references if r["text"] == "4,70E+02")
    assert record["target"] == "a/47E1" and "spreadsheet" in record["note"]


# ------------------------------------------------------------------------------------------ notes
def test_empty_notes_are_marked_not_searched_and_counted(tmp_path):
    base = polish("1. Talia\n\nTekst.", LAW_2)
    notes = "1. TALIA\n\nUwaga do przepisu.\n\n2. PUDEŁKA\n\n\n"
    folder = write_corpus(tmp_path / "c", [edition("a", "pl", "a.txt", laws=[1, 2]),
                                           edition("n", "pl", "n.txt", kind="notes", base="a")],
                          {"a.txt": base, "n.txt": notes})
    corpus, graph = build_graph(folder)
    keys = nodes_by_key(corpus, "n")
    assert keys["2"].extra["empty"] is True and "empty" not in keys["1"].extra
    assert nodes_by_key(corpus, "a")["1"].extra["notes"] == ["n/1"]
    assert "n/2" not in {document.id for document in search_documents(graph)}
    lines = report_lines(corpus, corpus_report(corpus, graph))
    assert any("2 notes, 1 of them empty" in line for line in lines)


def test_an_empty_provision_is_marked_still_searched_by_its_title_and_reported(tmp_path):
    """pl-1997 45E ("Piąta karta zagrana w lewie", its text lost): kept and said, as an empty note is, but
    found by its own title; `check` warns of it with its line."""
    base = polish("1. Talia\n\nA. Karta piąta w lewie\nB. Zakrycie lewy\n- gracz nie zakrywa karty.", LAW_2)
    folder = write_corpus(tmp_path / "c", [edition("a", "pl", "a.txt", laws=[1, 2])], {"a.txt": base})
    corpus, graph = build_graph(folder)
    keys = nodes_by_key(corpus, "a")
    assert keys["1A"].extra["empty"] is True and "empty" not in keys["1B"].extra and "empty" not in keys["1"].extra
    assert "a/1A" in {document.id for document in search_documents(graph)}
    lines = report_lines(corpus, corpus_report(corpus, graph))
    assert any(line.endswith("a.txt:5: provision 1A has a heading and nothing under it: the source gives no text")
               and "warning" in line for line in lines)


def test_check_compares_the_editions_the_manifest_declares_not_a_list_in_the_code():
    """New-edition review: `check` compared pl-2017 with ru-2017 and cs-2007 by name, so a text added to the
    manifest was compared with nothing. The first text of the newest Laws in force is compared with every
    other complete text, the translations of the same Laws first; a draft is one of the others."""
    from types import SimpleNamespace as Entry

    from lawbase.check_text import compared_pairs

    def corpus(*editions):
        return Entry(editions=[Entry(id=e[0], laws_year=e[1], kind=e[2], draft=e[3]) for e in editions])

    real = corpus(("pl-2017", 2017, "laws", False), ("cs-2007", 2007, "laws", False),
                  ("ru-2017", 2017, "laws", False), ("pl-1997", 1997, "chapter", False))
    assert compared_pairs(real) == [("pl-2017", "ru-2017", True), ("pl-2017", "cs-2007", False)]
    drafted = corpus(("cs-2007", 2007, "laws", False), ("pl-2027", 2027, "laws", True), ("ru-2017", 2017, "laws", False))
    assert compared_pairs(drafted) == [("ru-2017", "cs-2007", False), ("ru-2017", "pl-2027", False)]

"""Small synthetic sources, one per quirk of the published files."""

from __future__ import annotations

import re

import pytest

from lawbase.check import edition_report, toc_anomalies
from lawbase.corpus import load_corpus
from lawbase.errors import LawbaseError

from .conftest import edition, nodes_by_key, write_corpus

POLISH = """
Tytuł zbioru

Spis treści

1. Talia	11
2. Pudełka rozdaniowe	11
Indeks	66

Wstęp do przepisów

Tekst wstępu.

Definicje

<i>Alert</i>	Ostrzeżenie (patrz przepis 2).
<i>Kara</i>	<i>(Patrz również „Sprostowanie”).</i> Dwa rodzaje:
<i> dyscyplinarne</i>	wymierzone w celu utrzymania porządku

1. Talia

A. Starszeństwo kart

1. Pierwszy punkt z przypisem¹.
2. (a) Punkt z literą.
- (b) Druga litera.
 - (i) Pierwszy podpunkt².
 - (ii) Drugi podpunkt¹.

¹ Treść pierwszego przypisu.

² Treść drugiego przypisu.

Akapit zamykający listę.

2. Pudełka rozdaniowe

Tekst przepisu drugiego.

Indeks

Alert	definicje
Brak, błędne wyjaśnienie	1A2a
Niespodziewane	1A1
Atut	definicje, 2
Patrz też Kara	
Lewy	1A
Brak karty	1
Wykrycie	1A
Deklaracja	2
Definicja	2
"""


def polish_corpus(tmp_path, text=POLISH):
    folder = write_corpus(tmp_path / "corpus", [edition("pl-t", "pl", "pl.txt", laws=[1, 2])], {"pl.txt": text})
    return load_corpus(folder)


def test_polish_structure_footnotes_and_index(tmp_path):
    corpus = polish_corpus(tmp_path)
    keys = nodes_by_key(corpus, "pl-t")
    assert [keys["1"].title, keys["2"].title] == ["Talia", "Pudełka rozdaniowe"]
    assert keys["1A"].title == "Starszeństwo kart"
    assert keys["1A1"].text == "Pierwszy punkt z przypisem."
    assert keys["1A2a"].text == "Punkt z literą." and keys["1A2b"].parent == "pl-t/1A2"
    assert keys["1A2b(ii)"].kind == "subitem"
    # footnote 1 is cited twice: bound to its first marker, both markers kept
    fn1 = keys["fn1"]
    assert fn1.parent == "pl-t/1A1" and fn1.text == "Treść pierwszego przypisu."
    assert [m["node"] for m in fn1.extra["markers"]] == ["pl-t/1A1", "pl-t/1A2b(ii)"]
    assert keys["fn2"].parent == "pl-t/1A2b(i)"
    # the paragraph after the list belongs to the section, after its children
    section = keys["1A"]
    assert section.text.endswith("Akapit zamykający listę.") and section.extra["after_children"] == 0
    assert keys["def/kara/dyscyplinarne"].parent == "pl-t/def/kara"
    # index: levels from alphabetical order, cross-entry under its entry
    assert keys["index/alert"].extra["level"] == 0
    assert keys["index/alert/niespodziewane"].extra["targets"] == ["1A1"]
    assert keys["index/atut"].extra["targets"] == ["definicje", "2"]
    assert keys["index/atut/see-kara"].extra["see"] == "Kara"
    assert keys["index/atut/lewy"].extra["level"] == 1
    assert keys["index/brak-karty"].extra["level"] == 0
    assert keys["index/deklaracja/definicja"].extra["targets"] == ["2"]
    assert corpus.parsed["pl-t"].skipped["toc"] == [3, 5, 6, 7]
    assert edition_report(corpus, "pl-t").errors == []


def test_missing_law_and_orphan_footnote_are_errors(tmp_path):
    text = POLISH.replace("2. Pudełka rozdaniowe\n\nTekst", "3. Pudełka rozdaniowe\n\nTekst")
    text = text.replace("Drugi podpunkt¹.", "Drugi podpunkt.").replace("przypisem¹.", "przypisem.")
    corpus = polish_corpus(tmp_path, text)
    messages = [a.message for a in edition_report(corpus, "pl-t").errors]
    assert any("orphan footnote" in m for m in messages)
    assert any("Laws missing: 2" in m for m in messages)


def test_a_lost_plain_text_heading_loses_only_its_law(tmp_path):
    """A plain-text edition (no Markdown headings) whose Law 2 heading is gone: its Law 3 heading, as the
    table of contents names it, is Law 3 - not an item 3 of Law 1, with every Law after it swallowed."""
    text = POLISH.replace(
        "2. Pudełka rozdaniowe\t11\n", "2. Pudełka rozdaniowe\t11\n3. Ruch\t12\n").replace(
        "2. Pudełka rozdaniowe\n\nTekst przepisu drugiego.\n", "Tekst przepisu drugiego.\n\n3. Ruch\n\nTekst trzeci.\n")
    folder = write_corpus(tmp_path / "corpus", [edition("pl-t", "pl", "pl.txt", laws=[1, 3])], {"pl.txt": text})
    corpus = load_corpus(folder)
    keys = nodes_by_key(corpus, "pl-t")
    assert keys["3"].kind == "law" and keys["3"].title == "Ruch" and keys["3"].text == "Tekst trzeci."
    assert "2" not in keys
    messages = [a.message for a in edition_report(corpus, "pl-t").errors]
    assert any("Law 3 follows Law 1: missing 2" in m for m in messages)
    unlisted = POLISH.replace("2. Pudełka rozdaniowe\n\nTekst", "3. Pudełka na stole\n\nTekst")
    keys = nodes_by_key(polish_corpus(tmp_path / "b", unlisted), "pl-t")
    assert "3" not in keys  # a number the contents give another title stays what it reads as


def test_section_out_of_order_is_an_error(tmp_path):
    text = POLISH.replace("A. Starszeństwo kart", "B. Starszeństwo kart")
    messages = [a.message for a in edition_report(polish_corpus(tmp_path, text), "pl-t").errors]
    assert any("section 1B out of order" in m for m in messages)


CZECH = """
**OBSAH**

PRAVIDLO 1 - BALÍČEK .....	10
PRAVIDLO 2 - KRABICE.....	10

## DEFINICE

**Alertování** — Upozornění.

*Pokuta* — (Srovnej též Náprava) – jsou dva druhy pokut:

Disciplinární – k udržení pořádku (viz Pravidlo 2)

*Umělá hláška* — nabídka, která



nebo pas, který slibuje sílu.

## **PRAVIDLO 1 - BALÍČEK**

### *A. Pořadí*

1. Text odstavce<sup>1</sup> první.

---

<sup>1</sup> Poznámka první stránky.

**B. Změna**

1.
  - a) Písmeno s poznámkou<sup>1</sup>.
- i. Podbod.

---

<sup>1</sup> Poznámka druhé stránky.

C, Informace

Text.

## PRAVIDLO 2 – KRABICE

Text krabice.

## INDEX

Rejstřík sestavil někdo.

### Alertování

Mylné vysvětlení	1B1 a)

Balíček	Definice, 1
---------	-------------

Dražba Definice

Viz také Dražební období

    Mimo pořadí 2
"""


def test_czech_markdown_quirks(tmp_path):
    folder = write_corpus(tmp_path / "c", [edition("cs-t", "cs", "cs.md", laws=[1, 2])], {"cs.md": CZECH})
    corpus = load_corpus(folder)
    keys = nodes_by_key(corpus, "cs-t")
    assert keys["1"].title == "BALÍČEK" and keys["2"].title == "KRABICE"
    assert keys["1A"].title == "Pořadí" and keys["1B"].title == "Změna"
    assert keys["1C"].title == "Informace"  # "C," read as "C."
    # footnote numbers restart per page: each marker binds to the nearest following text
    assert keys["fn1"].parent == "cs-t/1A1" and keys["fn1"].text == "Poznámka první stránky."
    assert keys["fn2"].parent == "cs-t/1B1a" and keys["fn2"].text == "Poznámka druhé stránky."
    assert keys["1B1a(i)"].kind == "subitem"
    assert keys["def/umělá-hláška"].text == "nabídka, která nebo pas, který slibuje sílu."  # cut by the page
    assert keys["def/pokuta/disciplinární"].parent == "cs-t/def/pokuta"
    assert keys["index"].text == "Rejstřík sestavil někdo."
    assert keys["index/alertování"].extra["level"] == 0
    assert keys["index/alertování/mylné-vysvětlení"].extra["targets"] == ["1B1 a)"]
    assert keys["index/balíček"].extra["level"] == 0  # the table header row marks a main entry
    assert keys["index/dražba"].extra["targets"] == ["Definice"]
    assert keys["index/dražba/see-dražební-období"].extra["see"] == "Dražební období"
    report = edition_report(corpus, "cs-t")
    assert report.skipped["furniture"] == 3  # two page rules, one table rule
    assert report.errors == []


def test_a_title_set_in_one_bold_block_is_the_whole_title(tmp_path):
    """cs-2007.md:5-8: `**PRAVIDLA` / `SOUTĚŽNÍHO` / `BRIDŽE` / `2007**`, lines of one paragraph: the title is
    the whole block, and bold opened on one line and closed on a later one covers the lines between; bold
    never closed before a blank line runs to its line's end only."""
    title = ("**PRAVIDLA  \nSOUTĚŽNÍHO  \nBRIDŽE  \n2007**\n\n---\n\n**ČESKÝ BRIDŽOVÝ SVAZ**\n\n"
             "**Vydáno  \nv Praze\n\nBez tučného písma.\n")
    folder = write_corpus(tmp_path / "c", [edition("cs-t", "cs", "cs.md", laws=[1, 2])], {"cs.md": title + CZECH})
    keys = nodes_by_key(load_corpus(folder), "cs-t")
    node = keys["title"]
    assert node.title == "PRAVIDLA SOUTĚŽNÍHO BRIDŽE 2007"
    lines = node.text.split("\n")
    assert lines[:3] == ["ČESKÝ BRIDŽOVÝ SVAZ", "Vydáno", "v Praze"]
    starts = {node.text.index(line): line for line in lines}
    bold = [starts[a] for a, b, kind in node.marks if kind == "strong" and a in starts]
    assert bold == ["ČESKÝ BRIDŽOVÝ SVAZ", "Vydáno"]  # "v Praze": the bold of the line above was never closed


RUSSIAN = """
## Оглавление

<b>ПРАВИЛО 1 - КОЛОДА .....</b>	<b>19</b>
A. Старшинство .....	19
B. Лицевая сторона .....	19
<b>ПРАВИЛО 2 - КОРОБКИ.....</b>	<b>19</b>

## ОПРЕДЕЛЕНИЯ

<i>Алерт</i>	<i>Alert</i> Уведомление.
<i>Партнёр</i>	<i>Partner</i>
	Игрок той же стороны.
<i>Штраф</i>	<i>Penalty</i>
	Штрафы бывают двух типов:
<i>дисциплинарные</i>	те, которые применяются (см. Правило 2)

## **ПРАВИЛО 1 - КОЛОДА**

### **A. Старшинство**

1. (а) Пункт с кириллической буквой.
(б) Второй пункт<sup>1</sup>.

#### **В. Лицевая сторона**

Текст [см. Правило 26В].

---

<sup>1</sup> Сноска.

# **ПРАВИЛО 2 - КОРОБКИ**

- A. Первое положение.
- B. Второе положение.
"""


def test_russian_lookalikes_definitions_and_toc(tmp_path):
    folder = write_corpus(tmp_path / "r", [edition("ru-t", "ru", "ru.md", laws=[1, 2])], {"ru.md": RUSSIAN})
    corpus = load_corpus(folder)
    keys = nodes_by_key(corpus, "ru-t")
    assert keys["1B"].extra["marker"] == "В." and keys["1B"].title == "Лицевая сторона"
    assert keys["1A1a"].extra["normalised"] == "(а) -> (a)" and keys["1A1b"].extra["marker"] == "(б)"
    assert keys["fn1"].parent == "ru-t/1A1b"
    assert keys["def/алерт"].extra["english"] == "Alert"
    assert keys["def/партнёр"].text == "Игрок той же стороны."
    assert keys["def/штраф/дисциплинарные"].parent == "ru-t/def/штраф"
    assert keys["2A"].title == "" and keys["2A"].text == "Первое положение."
    parsed = corpus.parsed["ru-t"]
    assert parsed.toc[1]["sections"] == ["A", "B"]
    assert [a.severity for a in toc_anomalies(parsed)] == ["note"]  # 2A, 2B: untitled clauses


def test_a_term_typed_in_the_other_alphabet_is_reported(tmp_path):
    """ru-2017.md:497 defines "PO" (Latin P, O) for the text's "ПО" (правый оппонент): no mention reaches the
    definition, and `check` says so with file:line; a Latin term the text does not write is no finding."""
    text = RUSSIAN.replace("<i>Партнёр</i>\t<i>Partner</i>", "<i>PO</i>\t<i>RHO</i>\n\tПравый оппонент.\n"
                           "<i>Партнёр</i>\t<i>Partner</i>").replace("Игрок той же стороны.", "Игрок той же стороны, не ПО.")
    folder = write_corpus(tmp_path / "r", [edition("ru-t", "ru", "ru.md", laws=[1, 2])], {"ru.md": text})
    report = edition_report(load_corpus(folder), "ru-t")
    said = [(a.severity, a.line, a.message) for a in report.anomalies if "other alphabet" in a.message]
    assert said == [("warning", 11, "defined term 'PO' is typed in the other alphabet; the text writes 'ПО', "
                                    "which does not reach it")]
    assert all("other alphabet" not in a.message for a in report.errors)  # a warning: the text is as published
    folder = write_corpus(tmp_path / "s", [edition("ru-t", "ru", "ru.md", laws=[1, 2])],
                          {"ru.md": text.replace("не ПО.", "не он.")})
    assert not [a for a in edition_report(load_corpus(folder), "ru-t").anomalies if "other alphabet" in a.message]


def test_a_title_the_contents_spell_otherwise_is_a_note_at_its_line(tmp_path):
    """Fidelity review: pl-2017's contents print "Odślonięcie" for Law 49's heading "Odsłonięcie", ru-2017's
    "Парнёр" for 57B's "Партионёр", and `check` said nothing. Each such title is a note naming both lines;
    case, punctuation and the profile's foldings (ё written е) are no difference."""
    text = RUSSIAN.replace("B. Лицевая сторона .....", "B. Лицевая сторна .....").replace(  # a misprint
        "### **A. Старшинство**", "### **A. Старшинство.**").replace(  # punctuation: no difference
        "ПРАВИЛО 2 - КОРОБКИ.....", "ПРАВИЛО 2 - КОРОБКИ ЕЩЕ.....").replace(  # ё written е: none either
        "# **ПРАВИЛО 2 - КОРОБКИ**", "# **ПРАВИЛО 2 - Коробки ещё**")
    assert text.count("ещё") == 1
    folder = write_corpus(tmp_path / "r", [edition("ru-t", "ru", "ru.md", laws=[1, 2])], {"ru.md": text})
    notes = [(a.line, a.message) for a in toc_anomalies(load_corpus(folder).parsed["ru-t"]) if "reads" in a.message]
    assert notes == [(5, "1B: the table of contents reads 'Лицевая сторна', its heading (line 24) 'Лицевая сторона'")]
    spelled = {node["key"]: node.get("contents_title") for node in load_corpus(folder).graph().nodes
               if node["kind"] in ("law", "section")}  # the graph keeps the contents' spelling on the heading
    assert {key: value for key, value in spelled.items() if value} == {"1B": {"title": "Лицевая сторна", "line": 5}}


def test_a_heading_row_typed_with_spaces_heads_its_table(tmp_path):
    """ru-2017.md:2102: the suits over the Law 77 table typed with spaces, the rows' label under them in two
    lines, then the rows: one table, the suits its heading row over an empty cell; each reading reported."""
    table = ("Если козыри:\n\n♣ \u00a0\u00a0 ♦ \u00a0\u00a0 ♥ \u00a0\u00a0 ♠\n\nЗа каждую объявленную и  \n"
             "полученную взятку:\n\nБез контры\t20\t20\t30\t30\nС контрой\t40\t40\t60\t60\n\n"
             "Два  слова  в  тексте  остаются.\n")
    text = RUSSIAN.replace("- B. Второе положение.\n", "- B. Второе положение.\n\n" + table)
    folder = write_corpus(tmp_path / "r", [edition("ru-t", "ru", "ru.md", laws=[1, 2])], {"ru.md": text})
    corpus = load_corpus(folder)
    node = nodes_by_key(corpus, "ru-t")["2"]  # after the list: the Law's text
    assert node.text.split("\n")[1:6] == ["\t♣\t♦\t♥\t♠", "За каждую объявленную и\t\t\t\t",
                                           "полученную взятку:\t\t\t\t", "Без контры\t20\t20\t30\t30",
                                           "С контрой\t40\t40\t60\t60"]
    assert node.text.endswith("Два  слова  в  тексте  остаются.")  # prose with double spaces: no table
    written = (folder / "ru.md").read_text(encoding="utf-8").split("\n")
    row = written.index("♣ \u00a0\u00a0 ♦ \u00a0\u00a0 ♥ \u00a0\u00a0 ♠") + 1
    notes = [(a.line, a.message) for a in edition_report(corpus, "ru-t").anomalies if "a table's" in a.message
             or "row of the table" in a.message]
    assert notes == [(row, "a table's heading row typed with spaces, read as its cells: ♣ | ♦ | ♥ | ♠"),
                     (row + 2, "a line between a table's heading row and its rows, read as a row of the table "
                               "(its label): 'За каждую объявленную и'"),
                     (row + 3, "a line between a table's heading row and its rows, read as a row of the table "
                               "(its label): 'полученную взятку:'")]


def test_russian_toc_mismatch_is_an_error(tmp_path):
    text = RUSSIAN.replace("B. Лицевая сторона .....	19\n", "B. Лицевая сторона .....	19\nC. Рубашки .....	19\n")
    folder = write_corpus(tmp_path / "r", [edition("ru-t", "ru", "ru.md", laws=[1, 2])], {"ru.md": text})
    errors = edition_report(load_corpus(folder), "ru-t").errors
    assert len(errors) == 1 and re.fullmatch(r"Law 1: the text has sections A, B, the table of contents "
                                             r"\(line \d+\) lists A, B, C", errors[0].message)


OLD_POLISH = """
Rozdział VI
ROZGRYWKA wesja angielska

41. ROZPOCZĘCIE ROZGRYWKI wesja angielska

A. Pierwsze wyjście zakrytą kartą
- gdy po odzywce zostaną zgłoszone trzy pasy.
B. Powtórzenia
- przed odsłonięciem karty.
1. Udzielania informacji
- udzielania informacji.
a) Wzywanie sędziego
- dziadek nie powinien.zasłony
- koniec przepisu.42. UPRAWNIENIA DZIADKA wesja angielska

A. Uprawnienia
- dziadek jest uprawniony.

poprzedni Rozdział V - LICYTACJA do góry następny Rozdział VII - DOBRE OBYCZAJE
"""


def test_scraped_page_glued_headings_and_debris(tmp_path):
    folder = write_corpus(tmp_path / "o", [edition(
        "pl-old", "pl", "old.txt", kind="chapter", laws=[41, 42],
        source_quirks={"glued_headings": True,
                       "debris": [r"\s*wesja angielska", r"(?<=[.)\s])zasłony(?=\d|\s*$)"],
                       "debris_lines": [r"^poprzedni Rozdział .*$"]})], {"old.txt": OLD_POLISH})
    corpus = load_corpus(folder)
    keys = nodes_by_key(corpus, "pl-old")
    assert keys["42"].title == "UPRAWNIENIA DZIADKA"
    assert keys["41B1a"].title == "Wzywanie sędziego"
    assert keys["41B1a"].text == "dziadek nie powinien.\nkoniec przepisu."
    assert keys["41A"].title == "Pierwsze wyjście zakrytą kartą"
    assert keys["chapter"].title == "Rozdział VI — ROZGRYWKA"
    parsed = corpus.parsed["pl-old"]
    assert [text for _, text in parsed.debris].count("wesja angielska") == 3
    assert parsed.skipped["debris"] == [19]
    assert edition_report(corpus, "pl-old").coverage == 1.0


# The scrape lost its footnote markers: a footnote stands at its Law's end after two blank lines (the Law's
# own paragraphs after one), alone before the next heading or glued to it; a section may be its heading alone
LOST_MARKERS = """
Rozdział VI

41. ROZPOCZĘCIE ROZGRYWKI

A. Pierwsze wyjście
- gdy zostaną zgłoszone trzy pasy.
B. Piąta karta
C. Zakrycie lewy
- gracz nie zakrywa karty.


Pierwszego wyjścia dokonuje się kartą zakrytą.

42. UPRAWNIENIA DZIADKA

Tekst wstępny przepisu.

A. Uprawnienia
- dziadek jest uprawniony, patrz A powyżej.


Zdanie przypisu, patrz C poniżej.
ciąg dalszy tego samego przypisu.

Drugi przypis tego przepisu.43. OGRANICZENIA DZIADKA

A. Ograniczenia
- dziadek nie może.


Akapit po dwóch pustych wierszach.
B. Kary
- kara za naruszenie.

Akapit po jednym pustym wierszu, na końcu przepisu.
"""


def lost_markers_corpus(tmp_path, gap=2):
    quirks = {"glued_headings": True, **({"unmarked_footnote_gap": gap} if gap else {})}
    folder = write_corpus(tmp_path / "lost", [edition("pl-old", "pl", "old.txt", kind="chapter", laws=[41, 43],
                                                      source_quirks=quirks)], {"old.txt": LOST_MARKERS})
    return load_corpus(folder)


def test_footnotes_that_lost_their_markers_are_their_laws_flagged_and_reported(tmp_path):
    corpus = lost_markers_corpus(tmp_path)
    keys = nodes_by_key(corpus, "pl-old")
    notes = [node for node in corpus.parsed["pl-old"].nodes if node.kind == "footnote"]
    assert [(note.key, note.parent, note.text, note.lines) for note in notes] == [
        ("fn1", "pl-old/41", "Pierwszego wyjścia dokonuje się kartą zakrytą.", [12, 12]),
        ("fn2", "pl-old/42", "Zdanie przypisu, patrz C poniżej.\nciąg dalszy tego samego przypisu.", [22, 23]),
        ("fn3", "pl-old/42", "Drugi przypis tego przepisu.", [25, 25])]  # the next Law's heading glued on
    assert all("number" not in note.extra and note.extra["markers"] == [] for note in notes)
    assert notes[0].extra["inferred"] == {"how": "layout", "printed": "", "evidence": [
        "a paragraph after 2 blank lines at the end of Law 41, no heading, bullet or number"]}
    assert keys["41C"].text == "gracz nie zakrywa karty." and keys["41C"].lines == [8, 9]
    assert keys["42A"].text == "dziadek jest uprawniony, patrz A powyżej."
    assert keys["43"].title == "OGRANICZENIA DZIADKA"
    # two blank lines before a paragraph a provision follows, one before the Law's last: the Law's text
    assert keys["43A"].text == "dziadek nie może.\nAkapit po dwóch pustych wierszach."
    assert keys["43B"].text.endswith("\nAkapit po jednym pustym wierszu, na końcu przepisu.")
    report = edition_report(corpus, "pl-old")
    said = [(a.severity, a.line, a.message) for a in report.anomalies if "marker the source lost" in a.message]
    assert said == [("note", 12, "footnote whose marker the source lost, read as Law 41's footnote"),
                    ("note", 22, "footnote whose marker the source lost, read as Law 42's footnote"),
                    ("note", 25, "footnote whose marker the source lost, read as Law 42's footnote")]
    assert report.coverage == 1.0 and report.errors == [] and report.recovered == []
    assert report.counts["footnote"] == 3


def test_without_the_quirk_the_paragraphs_stay_the_laws_text(tmp_path):
    keys = nodes_by_key(lost_markers_corpus(tmp_path, gap=0), "pl-old")
    assert "footnote" not in {node.kind for node in keys.values()}
    assert keys["41C"].text.endswith("Pierwszego wyjścia dokonuje się kartą zakrytą.")


def test_a_gap_the_manifest_gives_outside_its_range_names_the_line(tmp_path):
    folder = write_corpus(tmp_path / "bad", [edition("pl-old", "pl", "old.txt", kind="chapter", laws=[41, 43],
                                                     source_quirks={"unmarked_footnote_gap": 0})],
                          {"old.txt": LOST_MARKERS})
    with pytest.raises(LawbaseError, match=r"unmarked_footnote_gap is a number of blank lines from 1 to 9 \(got 0\)"):
        load_corpus(folder)


def test_a_provision_printed_as_its_heading_alone_is_marked_empty_and_reported(tmp_path):
    corpus = lost_markers_corpus(tmp_path)
    keys = nodes_by_key(corpus, "pl-old")
    assert keys["41B"].title == "Piąta karta" and keys["41B"].text == "" and keys["41B"].extra["empty"] is True
    assert [key for key, node in keys.items() if node.extra.get("empty")] == ["41B"]
    warnings = [(a.line, a.message) for a in edition_report(corpus, "pl-old").anomalies if a.severity == "warning"]
    assert warnings == [(7, "provision 41B has a heading and nothing under it: the source gives no text")]


NOTES = """
63. UPRAWOMOCNIENIE



FAŁSZYWY RENONS I PYTANIA

* 17E2: Notatka **pogrubiona**.

- punkt listy
"""

BASE = """
61. Fałszywy renons i pytania

Tekst.

62. Poprawienie

Tekst.

63. Uprawomocnienie

Tekst.
"""


def test_notes_find_their_law_by_title(tmp_path):
    folder = write_corpus(tmp_path / "n", [edition("notes", "pl", "n.txt", kind="notes", base="base"),
                                           edition("base", "pl", "b.txt", laws=[61, 63])],
                          {"n.txt": NOTES, "b.txt": BASE.replace("61.", "61.", 1)})
    corpus = load_corpus(folder)
    keys = nodes_by_key(corpus, "notes")
    assert set(keys) == {"63", "61"}
    assert keys["61"].text.startswith("17E2: Notatka pogrubiona.")
    assert keys["61"].title == "FAŁSZYWY RENONS I PYTANIA"


def test_a_sixth_edition_is_a_file_and_a_manifest_entry(tmp_path):
    from .conftest import CORPUS

    text = (CORPUS / "pl-notes.txt").read_text(encoding="utf-8")
    base = (CORPUS / "pl-2017.txt").read_text(encoding="utf-8")
    folder = write_corpus(tmp_path / "six", [
        edition("pl-2017", "pl", "pl-2017.txt", laws=[1, 93], amended=2024, amended_laws=[73, 89]),
        edition("pl-notes-b", "pl", "notes-b.txt", kind="notes", base="pl-2017"),
    ], {"pl-2017.txt": base, "notes-b.txt": text})
    corpus = load_corpus(folder)
    keys = nodes_by_key(corpus, "pl-notes-b")
    assert "63" in keys and keys["63"].title == "UPRAWOMOCNIENIE FAŁSZYWEGO RENONSU"
    assert edition_report(corpus, "pl-2017").errors == []


def test_law_headings_in_a_format_the_profile_does_not_read_are_each_named_with_their_line(tmp_path):
    """New-edition review: a source whose Law headings read "## Prawo 1 – Talia" and "§ 2." gave no Law at
    all and one error, "Laws missing: 1, 2", with no line. Each such heading is now named with its line
    and the pattern the profile reads."""
    text = POLISH.replace("1. Talia\n", "## Prawo 1 – Talia\n", 1).replace("2. Pudełka rozdaniowe\n\nTekst",
                                                                          "§ 2. Pudełka rozdaniowe\n\nTekst", 1)
    text = text.replace("Tekst wstępu.", "Tekst wstępu.\n\nStrona 2", 1)  # a word before a number: no Law word
    corpus = polish_corpus(tmp_path, text)
    errors = edition_report(corpus, "pl-t").errors
    lines = (tmp_path / "corpus" / "pl.txt").read_text(encoding="utf-8").split("\n")
    unread = {error.line: error.message for error in errors if error.message.startswith("not read as")}
    assert {lines[line - 1] for line in unread} == {"## Prawo 1 – Talia", "§ 2. Pudełka rozdaniowe"}
    missing = next(error for error in errors if error.message.startswith("Laws missing"))
    assert missing.line == min(unread) and "[headings] law pattern" in missing.message


def test_a_marker_without_its_footnote_stays_in_sight_flagged(tmp_path):
    """A translator's review: `check` reports a marker with no footnote text (ru-2017.md:743 given a
    `<sup>99</sup>`), but `show` and the site dropped the marker without a trace; both now flag it."""
    from click.testing import CliRunner

    from lawbase.cli import main

    dangling = CZECH.replace("Text odstavce<sup>1</sup> první.", "Text odstavce<sup>7</sup> první.")
    folder = write_corpus(tmp_path / "c", [edition("cs-t", "cs", "cs.md", laws=[1, 2])], {"cs.md": dangling})
    out = tmp_path / "out"
    assert CliRunner().invoke(main, ["build", "--corpus", str(folder), "--out", str(out), "--quiet"]).exit_code == 0
    shown = CliRunner().invoke(main, ["show", "1A1", "-e", "cs-t", "--corpus", str(folder), "--out", str(out)]).output
    assert "Text odstavce[7?] první." in shown
    assert "[7?] footnote marker 7: the source prints no footnote text for it" in shown
    page = (out / "site" / "cs-t" / "law-1.html").read_text(encoding="utf-8")
    flagged = re.search(r'odstavce<sup ([^>]*)><span [^>]*>\[</span>7\?<span [^>]*>]</span></sup> první', page).group(1)
    assert 'class="fnref unbound"' in flagged and 'title="odkaz na poznámku 7: zdroj k němu neuvádí text poznámky"' in flagged


def test_a_law_heading_that_lost_its_number_is_named_with_its_line(tmp_path):
    """cs-2007.md:527 damaged to `## PRAVIDLO - CHYBĚJÍCÍ KARTA` (a translator's review): "Laws missing: 14" named
    no line; the heading's line is named, with the Law whose heading stands there."""
    damaged = CZECH.replace("## PRAVIDLO 2 – KRABICE", "## PRAVIDLO – KRABICE")
    folder = write_corpus(tmp_path / "c", [edition("cs-t", "cs", "cs.md", laws=[1, 2])], {"cs.md": damaged})
    line = (folder / "cs.md").read_text(encoding="utf-8").splitlines().index("## PRAVIDLO – KRABICE") + 1
    errors = [(a.line, a.message) for a in load_corpus(folder).parsed["cs-t"].anomalies if a.severity == "error"]
    assert (line, "Laws missing: 2 (a Law heading without its number at line %d)" % line) in errors
    assert (line, "a Law heading without its number, where Law 2's stands: 'PRAVIDLO – KRABICE'") in errors


def test_several_law_headings_that_lost_their_numbers_are_named_as_lines(tmp_path):
    """Review 18: two numberless Law headings were named "at line 44, 48"; several lines are "lines"."""
    damaged = CZECH.replace("## PRAVIDLO 2 – KRABICE\n\nText krabice.\n",
                            "## PRAVIDLO – KRABICE\n\nText krabice.\n\n## PRAVIDLO – STŮL\n\nText stolu.\n")
    folder = write_corpus(tmp_path / "c", [edition("cs-t", "cs", "cs.md", laws=[1, 3])], {"cs.md": damaged})
    lines = (folder / "cs.md").read_text(encoding="utf-8").splitlines()
    first, second = lines.index("## PRAVIDLO – KRABICE") + 1, lines.index("## PRAVIDLO – STŮL") + 1
    errors = [(a.line, a.message) for a in load_corpus(folder).parsed["cs-t"].anomalies if a.severity == "error"]
    assert (first, f"Laws missing: 2, 3 (a Law heading without its number at lines {first}, {second})") in errors


def test_a_second_heading_glued_to_a_laws_heading_loses_no_word_in_the_check(tmp_path):
    """cs-2007.md:1757 `**PRAVIDLO 77 - TABULKA SAZEB SOUTĚŽNÍHO BRIDŽE****SAZBA ZA ZDVIHY**`: both headings are
    kept, but the word count read the line as "bridžesazba" and `check` reported it missing (a translator's
    review)."""
    glued = CZECH.replace("## PRAVIDLO 2 – KRABICE", "**PRAVIDLO 2 – KRABICE****SAZBA ZA ZDVIHY**")
    folder = write_corpus(tmp_path / "c", [edition("cs-t", "cs", "cs.md", laws=[1, 2])], {"cs.md": glued})
    corpus = load_corpus(folder)
    keys = nodes_by_key(corpus, "cs-t")
    assert keys["2"].title == "KRABICE" and keys["2"].text.startswith("SAZBA ZA ZDVIHY")
    report = edition_report(corpus, "cs-t")
    assert "krabicesazba" not in report.uncovered and report.coverage == 1.0

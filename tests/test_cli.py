"""The commands as a user runs them: output, exit codes, one-line errors naming file and line."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys

import pytest
from click.testing import CliRunner

from lawbase.cli import main

from .conftest import CORPUS, edition, write_corpus


@pytest.fixture(scope="module")
def built(built_out):
    return built_out


def test_build_writes_the_graph_and_a_summary(built):
    out, output = built
    data = json.loads((out / "lawbase.json").read_text(encoding="utf-8"))
    assert [e["id"] for e in data["editions"]] == ["pl-2017", "cs-2007", "ru-2017", "pl-1997", "pl-notes"]
    assert set(data) == {"schema", "editions", "nodes", "references", "concordance"}
    node = next(n for n in data["nodes"] if n["id"] == "pl-2017/16C2")
    assert {"id", "edition", "kind", "key", "parent", "title", "text", "lines"} <= set(node)
    assert node["parent"] == "pl-2017/16C" and node["kind"] == "subsection"
    assert "pl-2017   laws  93" in output and "footnotes 32" in output and "notes 11 (8 empty)" in output


def test_build_quiet_and_json(built, tmp_path):
    """Not on a terminal: no progress bar; `--quiet` prints nothing, `--json` the summary as data."""
    out = tmp_path / "out"
    shutil.copytree(built[0], out)
    quiet = CliRunner().invoke(main, ["build", "--corpus", str(CORPUS), "--out", str(out), "--quiet"])
    assert quiet.exit_code == 0 and quiet.output == ""
    result = CliRunner().invoke(main, ["build", "--corpus", str(CORPUS), "--out", str(out), "--json"])
    assert result.exit_code == 0 and result.stderr == ""
    summary = json.loads(result.stdout)
    assert summary["stages"] == {"graph": "unchanged", "index": "unchanged", "site": "unchanged"}
    assert set(summary["seconds"]) <= {"parse", "references", "concordance", "lawbase.json", "term maps",
                                       "index and site"} and "lawbase.json" in summary["seconds"]
    assert summary["editions"]["pl-2017"]["law"] == 93 and summary["nodes"] > 4000 and summary["pages"] > 400


def test_show_finds_a_key_in_every_edition(built):
    out, _ = built
    result = CliRunner().invoke(main, ["show", "12C1(b)", "--out", str(out)])
    assert result.exit_code == 0
    heads = [line.split(" · ")[0] for line in result.output.splitlines() if line.startswith("── ")]
    assert heads == ["── pl-2017", "── ru-2017", "── cs-2007"]  # the newest Laws first, as search lists them
    notes = CliRunner().invoke(main, ["show", "24", "--out", str(out)]).output  # the notes on them last
    assert [line.split(" · ")[0] for line in notes.splitlines() if line.startswith("── ")][-1] == "── pl-notes"
    assert "12C1b" in result.output
    new = CliRunner().invoke(main, ["show", "23A", "--edition", "ru-2017", "--out", str(out)]).output
    assert "in cs-2007 (2007 Laws): no counterpart (new)\n" in new  # it said "nothing (none)"


@pytest.mark.parametrize("typed, edition_id, expected", [
    ("Pravidlo 20F5", "cs-2007", "20F5"),
    ("przepis 12C1b", "pl-2017", "12C1b"),
    ("Правило 16С2", "ru-2017", "16C2"),  # Cyrillic С
    ("27В1", "ru-2017", "27B1"),
])
def test_show_accepts_keys_as_users_type_them(built, typed, edition_id, expected):
    out, _ = built
    result = CliRunner().invoke(main, ["show", typed, "--edition", edition_id, "--json", "--out", str(out)])
    assert result.exit_code == 0, result.output
    shown = json.loads(result.output)
    assert shown[0]["edition"] == edition_id and shown[0]["nodes"][0]["key"] == expected


@pytest.mark.parametrize("command, typed, first", [
    ("show", "Pravidlo 20F5", "cs-2007"), ("show", "Правило 16С2", "ru-2017"), ("show", "20F5", "pl-2017"),
    ("refs", "Правило 16С2", "ru-2017"), ("refs", "pravidla 45C2", "cs-2007"), ("refs", "przepis 45C2", "pl-2017"),
])
def test_a_law_word_puts_its_languages_text_first(built, command, typed, first):
    out, _ = built
    result = CliRunner().invoke(main, [command, typed, "--json", "--out", str(out)])
    assert result.exit_code == 0, result.output
    shown = json.loads(result.output)
    assert shown[0]["edition"] == first and len({entry["edition"] for entry in shown}) >= 3


def test_show_prints_the_subtree_with_footnotes(built):
    out, _ = built
    result = CliRunner().invoke(main, ["show", "6D", "--edition", "pl-2017", "--out", str(out)])
    assert "D. Ponowne tasowanie i rozdawanie" in result.output
    assert "talii uporządkowanej[1]" in result.output
    assert "[1] Talię uporządkowaną nazywa się" in result.output


def test_a_footnote_is_named_with_the_number_the_book_prints(built):
    """References review: `refs 50` named pl-2017's footnotes fn15 and fn16, which the book prints as 13 and
    14 (its keys run through the Laws; a reader looks for the printed number), and `show fn15` offered the
    1997 chapter's "nothing" for a footnote, which no concordance paired; since 2026-11-28 pl-1997 -> pl-2017
    pairs footnotes (one language), and so, since a Russian translator's review, does pl-2017 -> ru-2017 (by where
    the markers stand): those pairings alone are said, ru-2017's fn13 (printed 13 too), not its fn15. Each by the
    number printed alone since 2026-11-29 (a Polish director read `refs 64A`'s "fn21 (przypis 19)" as an internal id)."""
    out, _ = built
    result = CliRunner().invoke(main, ["refs", "50", "--edition", "pl-2017", "--out", str(out)])
    assert "    footnote 13 '59'" in result.output and "footnote 14" in result.output and "fn15" not in result.output
    result = CliRunner().invoke(main, ["show", "fn15", "--edition", "pl-2017", "--out", str(out)])
    assert result.output.splitlines()[0].endswith("· footnote 13 (pl-2017.txt:1243-1243)")
    assert [line for line in result.output.splitlines() if line.startswith("   in ")] == [
        "   in ru-2017 (2017 Laws): footnote 13 (same)", "   in pl-1997 (1997 Laws): fn2 (footnote *) (same)"]
    result = CliRunner().invoke(main, ["--ui", "pl", "refs", "64A", "--edition", "pl-2017", "--out", str(out)])
    assert "    przypis 19 'niniejszego przepisu' → pl-2017 64" in result.output and "fn21" not in result.output


def test_refs_says_an_older_rule_at_the_key_is_another_and_offers_the_one_there(built):
    """A Czech director's review: `refs 16C2` listed pl-2017's and ru-2017's 16C2 (withdrawn calls) and
    cs-2007's (information from other sources) as one provision, where `search` and `show` say the Czech 16C2
    is another rule; and it did not offer cs-2007 16D2, which 2017's 16C2 is, cited by the Czech 10C4 and 28B."""
    out = str(built[0])
    text = CliRunner().invoke(main, ["refs", "16C2", "--out", out]).output
    assert "── cs-2007 · 16C2\n   (a different rule from 16C2 of the 2017 Laws; in the 2007 Laws that rule is 16D2 (cs-2007))\n" in text
    offered = text.split("── cs-2007 · 16D2 (the rule of 16C2 of the 2017 Laws here)\n")[1]
    assert "    cs-2007 10C4 → 16D2  [cs-2007.md:449]" in offered and "    cs-2007 28B → 16D2  [cs-2007.md:837]" in offered
    entries = json.loads(CliRunner().invoke(main, ["refs", "16C2", "--json", "--out", out]).output)
    assert [(e["edition"], e["key"], e.get("differs"), e.get("via")) for e in entries] == [
        ("pl-2017", "16C2", None, None), ("ru-2017", "16C2", None, None),
        ("cs-2007", "16C2", {"from": "pl-2017 16C2", "here": ["16D2"]}, None), ("cs-2007", "16D2", None, "pl-2017 16C2")]
    asked = CliRunner().invoke(main, ["refs", "16C2", "-e", "cs-2007", "--out", out]).output  # asked for: as it is
    assert "different rule" not in asked and "16D2 (the rule" not in asked
    assert "different rule" not in CliRunner().invoke(main, ["refs", "16B1", "--out", out]).output  # one rule


def test_refs_search_and_show_fit_an_80_column_terminal(built):
    """The Czech director's review at 80 columns: `show`'s trail line was 93 characters; `search`'s snippets one
    line of 177 and a label longer than its column pushed the edition out of it; `refs`' "cited by" lines
    were 119-161 characters with the key and file:line at their far right."""
    out = str(built[0])
    def run(*command):
        lines = CliRunner().invoke(main, [*command, "--out", out], env={"COLUMNS": "80"}).output.splitlines()
        assert max(len(line) for line in lines) <= 80, max(lines, key=len)
        return lines
    shown = run("show", "16C2", "-e", "cs-2007")
    assert shown[1:3] == ["   PRAVIDLO 16 - OPRAVNĚNÁ A NEOPRAVNĚNÁ INFORMACE › C. Neoprávněná informace z",
                          "   jiných zdrojů"]
    found = run("search", "pokutova karta", "--lang", "cs")
    assert found[:3] == ["Definition: Pokutová karta", "             cs-2007   DEFINICE › Pokutová karta",
                         "    Karta podléhající Pravidlu 50."]
    assert {line.index(" cs-2007 ") for line in found if " cs-2007 " in line} == {12}  # one column of editions
    law50 = found.index("Law 50       cs-2007   ZACHÁZENÍ S POKUTOVOU KARTOU")
    assert found[law50 + 2].startswith("    ") and "Pravidlo 57) se" in found[law50 + 1] + found[law50 + 2]
    cited = run("refs", "Pravidlo 16C2")
    assert "    pl-2017 10C4 → 16C2  [pl-2017.txt:398]" in cited and "      'przepisu 16C2': …wykraczającej" \
        " zgłaszają zapowiedzi lub dokonują zagrań" in cited  # the words around the citation, not the text's first
    assert "      'Przepis 16C2': Przepis 16C2 nie ma zastosowania, ale patrz punkt C" in cited  # not 23B's heading
    assert "    pl-2017 index → 16C2  [pl-2017.txt:2828]" in cited
    piped = CliRunner().invoke(main, ["search", "pokutova karta", "--lang", "cs", "--out", out]).output.splitlines()
    assert max(len(line) for line in piped) > 120  # through a pipe: whole lines, for grep


def test_a_footnote_whose_marker_was_lost_is_named_by_its_star(built):
    """Review of the change: `show fn1 -e pl-1997` and `refs` of 13 of the 1997 Laws (53C: a footnote cites
    it) ended in "internal error: KeyError" - the 1997 footnotes the scrape lost the markers of have no number."""
    out, _ = built
    shown = CliRunner().invoke(main, ["show", "fn1", "--edition", "pl-1997", "--out", str(out)])
    assert shown.exit_code == 0 and "· fn1 (footnote *) (pl-1997-chapter6.txt:106-106)" in shown.output
    cited = CliRunner().invoke(main, ["refs", "53", "--edition", "pl-1997", "--out", str(out)])
    assert cited.exit_code == 0 and "(footnote *)" in cited.output


def test_show_says_what_the_parse_recovered_or_repaired_and_fits_the_terminal(built):
    """A director reading `show` at an 80-column terminal (third review): recovered numbers carry their key
    and a `*` explained below, a word typed in two alphabets its reading; lines wrap under their words."""
    out = str(built[0])
    recovered = CliRunner().invoke(main, ["show", "67B1", "-e", "pl-2017", "--out", out], env={"COLUMNS": "80"})
    lines = recovered.output.splitlines()
    assert max(len(line) for line in lines) <= 80
    assert any(line.startswith("  (b) [67B1a*] Jeżeli") for line in lines)
    listed = CliRunner().invoke(main, ["show", "16C", "-e", "cs-2007", "--out", out], env={"COLUMNS": "60"}).output
    first, second = listed.splitlines()[[line.startswith("  1. ") for line in listed.splitlines()].index(True):][:2]
    assert second.startswith("     ") and not second.startswith("      ")  # each item's lines under its own words
    assert "* number recovered by lawbase: 67B1a, 67B1b; printed (b), (c); " in " ".join(recovered.output.split())
    table = CliRunner().invoke(main, ["show", "78B", "-e", "pl-2017", "--out", out], env={"COLUMNS": "60"}).output
    assert "Różnica zapisów\tIMP\tRóżnica zapisów\tIMP" in table  # a table's row is not wrapped
    repaired = CliRunner().invoke(main, ["show", "37", "-e", "pl-2017", "--out", out], env={"COLUMNS": None}).output
    assert "Licytacja wbrew obowiązкови [sic: obowiązkowi] pasowania" in repaired
    # a heading the table of contents spells otherwise (one of the two a misprint): both, with the contents' line
    swapped = CliRunner().invoke(main, ["refs", "42B", "-e", "cs-2007", "--out", out]).output
    assert "    cs-2007 index → 42B (as printed; read as swapped with the entry 'Práva, omezená')  [cs-2007.md:2761]\n" \
        "      '42B': Tichý hráč › Práva, neomezená\n" in swapped
    misprint = CliRunner().invoke(main, ["show", "62", "-e", "cs-2007", "--out", out]).output.splitlines()
    assert misprint[1:3] == ["   the table of contents reads 'NÁPRAVA NEPŘIZNÁNÍ BARVY' (cs-2007.md:84)",
                             "PRAVIDLO 62 - NÁPRAVA NEPŘIŽNÁNÍ BARVY"]
    assert max(len(line) for line in repaired.splitlines()) > 200  # through a pipe: whole lines, for grep


def test_show_lists_a_footnote_that_lost_its_marker_under_its_law_and_says_an_empty_provision(built):
    out = str(built[0])
    law = CliRunner().invoke(main, ["show", "45", "-e", "pl-1997", "--out", out], env={"COLUMNS": None}).output
    assert "  [*] Pierwszego wyjścia dokonuje się kartą zakrytą.\n    * a footnote whose marker the source lost: " \
           "lawbase reads it as a footnote of Law 45; a paragraph after 2 blank lines at the end of Law 45, no heading, " \
           "bullet or number" in law
    assert "Pierwszego" not in CliRunner().invoke(main, ["show", "45G", "-e", "pl-1997", "--out", out]).output
    empty = CliRunner().invoke(main, ["show", "45E", "-e", "pl-1997", "--out", out]).output
    assert empty.splitlines()[-2:] == ["E. Piąta karta zagrana w lewie", "  (the source prints a heading alone)"]


def test_show_says_where_a_footnote_went_where_the_concordance_pairs_footnotes(built):
    """A Polish laws committee member: nothing said that 1997 Law 61's footnote ("in Zone 1 the defenders may not
    ask each other") is gone, nor where Law 68's went. pl-1997's footnotes are paired with pl-2017 (one language);
    with ru-2017 and cs-2007 they are not, and the Russian fn5, another footnote, is never offered."""
    out = str(built[0])
    gone = CliRunner().invoke(main, ["show", "fn5", "-e", "pl-1997", "--out", out], env={"COLUMNS": None}).output
    assert gone.splitlines()[2] == "   in pl-2017 (2017 Laws): no counterpart" and "ru-2017" not in gone
    moved = json.loads(CliRunner().invoke(main, ["show", "fn8", "-e", "pl-1997", "--json", "--out", out]).output)
    assert moved[0]["elsewhere"] == [{"edition": "pl-2017", "keys": ["68"], "relation": "merged"}]
    back = json.loads(CliRunner().invoke(main, ["show", "fn14", "-e", "pl-2017", "--json", "--out", out]).output)
    assert back[0]["elsewhere"] == [{"edition": "ru-2017", "keys": ["fn12"], "relation": "same"},
                                    {"edition": "pl-1997", "keys": ["fn1"], "relation": "same"}]


def test_show_reads_a_defined_term_and_says_elsewhere_in_json(built):
    out = str(built[0])
    term = CliRunner().invoke(main, ["show", "Dziadek", "--out", out], env={"COLUMNS": None})
    assert term.exit_code == 0 and "def/dziadek" in term.output.splitlines()[0]
    assert CliRunner().invoke(main, ["show", "definition: болван", "--out", out]).exit_code == 0
    for nothing in ("", "definition:"):  # not every definition without an English name
        assert CliRunner().invoke(main, ["show", nothing, "--out", out]).exit_code == 2
    shown = json.loads(CliRunner().invoke(main, ["show", "16C", "-e", "cs-2007", "--json", "--out", out]).output)
    assert {"edition": "pl-2017", "keys": ["16D"], "relation": "moved"} in shown[0]["elsewhere"]


def test_tables_fit_the_terminal_and_mark_only_rows_that_differ(built):
    out = str(built[0])
    table = CliRunner().invoke(main, ["concordance", "--from", "cs-2007", "--to", "pl-2017", "--law", "12", "--out",
                                      out], env={"COLUMNS": "80"}).output
    assert max(len(line) for line in table.splitlines()) <= 80
    same = CliRunner().invoke(main, ["compare", "20F5", "--out", out], env={"COLUMNS": "100"}).output
    # every edition has 20F5 as 2017 numbers it (pl-1997 holds Laws 41-71 only); only 20F5a and 20F5b differ:
    # pl-2017 20F5a marks its translator's note (†), which ru-2017 has not, and its 20F5b cites 75B, the others
    # Law 75 (a line under each row says so)
    assert [line.split()[:2] for line in same.splitlines() if " *" in line] == [["2017:", "20F5a"], ["2017:", "20F5b"]]
    assert "≠ citations differ: pl-2017 75B · ru-2017 75" in same
    moved = CliRunner().invoke(main, ["compare", "16", "--out", out], env={"COLUMNS": "100"}).output
    assert any(line.startswith("2017: 16B1a *") for line in moved.splitlines())  # the rows' numbering named


def test_unknown_key_is_one_line_and_exit_1(built):
    out, _ = built
    result = CliRunner().invoke(main, ["show", "99Z", "--out", str(out)])
    assert result.exit_code == 1
    assert result.output.strip().splitlines() == ["lawbase: unknown key '99Z': not in any edition"]


def test_a_key_the_edition_lacks_is_read_through_the_concordance(built):
    """The Czech 2007 text prints Law 35's A-D as 1.-4.: asked for 35A there, the command shows 35.1 and says
    why on stderr; a key whose rule the edition does not have (2017 23A, the comparable call) is one line
    saying so, exit 1."""
    out, _ = built
    result = CliRunner().invoke(main, ["show", "35A", "--edition", "cs-2007", "--json", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert [shown["nodes"][0]["key"] for shown in json.loads(result.stdout)] == ["35.1"]
    assert result.stderr.strip() == "lawbase: 35A is not in cs-2007: showing 35.1, which says there what pl-2017 35A " \
                                    "says (same)"
    result = CliRunner().invoke(main, ["show", "Pravidlo 23A", "--edition", "cs-2007", "--out", str(out)])
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.strip() == "lawbase: unknown key 'Pravidlo 23A' (read as 23A): not in edition cs-2007, " \
                                    "which has no provision saying what pl-2017 23A says"


def test_a_long_typed_key_is_repeated_short_in_its_error(built):
    """Newcomer review: "16C2", 500 spaces and "x" came back whole in a 560-character line; what the user
    typed is repeated with its spaces as one and at most 80 characters."""
    out, _ = built
    result = CliRunner().invoke(main, ["show", "16C2" + " " * 500 + "x", "--out", str(out)])
    assert result.exit_code == 1 and result.stderr == "lawbase: unknown key '16C2 x' (read as 16C2x): not in any edition\n"
    result = CliRunner().invoke(main, ["show", "a" * 300, "--out", str(out)])
    assert result.exit_code == 2 and len(result.stderr) < 220 and "…" in result.stderr  # not a key: usage


def test_unknown_edition_is_a_usage_error(built):
    out, _ = built
    result = CliRunner().invoke(main, ["show", "16", "--edition", "xx", "--out", str(out)])
    assert result.exit_code == 2 and "unknown edition 'xx'" in result.output


def test_errors_list_editions_in_the_manifests_order_in_every_command(built):
    """A user's review: `show -e xx` listed the editions as the manifest orders them, `search -e xx` alphabetically;
    every command lists them in the manifest's order, and so does a key the editions named lack."""
    out, _ = built
    manifest = ", ".join(edition["id"] for edition in json.loads((out / "lawbase.json").read_text())["editions"])
    for command in (["show", "16"], ["refs", "16"], ["compare", "16"], ["search", "16"], ["export", "--format", "akn", "--dest", str(out.parent / "akn")]):
        result = CliRunner().invoke(main, [*command, "--edition", "xx", "--out", str(out)])
        assert result.exit_code == 2 and result.stderr == f"lawbase: unknown edition 'xx' (editions: {manifest})\n", \
            (command, result.stderr)
    result = CliRunner().invoke(main, ["compare", "12C1f", "-e", "ru-2017", "-e", "pl-2017", "--out", str(out)])
    assert result.exit_code == 1 and result.stderr == "lawbase: unknown key '12C1f': not in editions pl-2017, ru-2017\n"


def test_check_warns_of_a_footnote_that_says_its_laws_text_again(corpus):
    """A committee member's review: pl-1997 Law 62's footnote (1997:324) reads as two notes run together,
    "Podlegając przepisowi 43B2(b), …" and "Zarzut popełnienia fałszywego renosu …", which repeats 62B2's second
    sentence; `check` said nothing. A footnote of several sentences, one its Law's text says too (most of its
    words), is a warning naming both lines; none of the corpus's other 100 footnotes is one."""
    from lawbase.check import edition_report

    said = [(edition, anomaly) for edition in corpus.parsed for anomaly in edition_report(corpus, edition).anomalies
            if "says again" in anomaly.message]
    assert [(edition, anomaly.severity, anomaly.line) for edition, anomaly in said] == [("pl-1997", "warning", 324)]
    assert said[0][1].message.startswith("footnote of Law 62 says again what 62B2 says (line 310): “Zarzut popełnienia")


def test_check_passes_on_the_real_corpus(built_graph, monkeypatch):
    """`lawbase check`, as text and as JSON (the session's parse of the corpus stands in for the two parses
    the command would make: `build_graph` itself is what the parser tests test)."""
    monkeypatch.setattr("lawbase.corpus.build_graph", lambda corpus_dir: built_graph)
    result = CliRunner().invoke(main, ["check", "--corpus", str(CORPUS)])
    assert result.exit_code == 0, result.output
    assert "check passed" in result.output
    assert "skipped lines: blank" in result.output
    assert ("pl-2017 vs ru-2017: section letters differ in 1 Laws: 89 (ABCD / -: pl-2017 carries the 2024 "
            "amendments to Law 89)") in result.output
    # fidelity review: a contents title spelt otherwise than its heading, a citation part no key reads
    assert ("pl-2017.txt:105: Law 49: the table of contents reads 'Odślonięcie kart obrońcy', its "
            "heading (line 1199) 'Odsłonięcie kart obrońcy'") in result.output
    assert "ru-2017.md:1013: citation '30В1(b)(if)' read as 30B1b: '(if)' is no part of a key" in result.output
    # translator review: bare line numbers, a list cut with no word of --json, transliterations and a capital
    # counted as look-alike letters
    assert "keys printed in other letters: 33 (look-alike letters 23, transliterated letters 9, case 1)" in result.output
    russian = CORPUS / "ru-2017.md"
    assert f"    look-alike letters: {russian}:715: 12B: В. -> B.; {russian}:720: 12C: С. -> C.;" in result.output
    assert re.search(r"\n    transliterated letters: [^\n]*ru-2017.md:1334: 41D: Д. -> D.;[^\n]* 3 more \(--json lists "
                     r"them all\)\n    case: [^\n]*ru-2017.md:1292: 40B2a\(i\): \(I\) -> \(i\)\n", result.output)
    assert f"web debris cut out: 2 ({russian}:5: 'International Sport" in result.output
    assert max(len(line) for line in result.output.splitlines()) > 200  # through a pipe: whole lines
    narrow = CliRunner().invoke(main, ["check", "--corpus", str(CORPUS)], env={"COLUMNS": "80"}).output
    assert sum(len(line) > 80 for line in narrow.splitlines()) <= 3  # on a terminal: wrapped (a path may not be)
    result = CliRunner().invoke(main, ["check", "--corpus", str(CORPUS), "--json"])
    assert result.exit_code == 0
    report = json.loads(result.output)
    assert report["ok"] is True
    counts = {entry["edition"]: entry["counts"] for entry in report["editions"]}
    assert counts["cs-2007"]["footnote"] == 30 and counts["ru-2017"]["law"] == 93
    letters = next(entry["normalised_keys"] for entry in report["editions"] if entry["edition"] == "ru-2017")
    assert {"line": 851, "change": "16D2b: (б) -> (b)", "kind": "transliterated letters"} in letters


def run_cli(*args) -> subprocess.CompletedProcess:
    """The command in a process of its own, its environment `os.environ` as the tests left it (without
    COLUMNS: run in one process, pytest's children were still given the terminal width it had removed)."""
    return subprocess.run([sys.executable, "-m", "lawbase", *args], capture_output=True, text=True,
                          env=dict(os.environ))


def in_process(*args) -> subprocess.CompletedProcess:
    """The command as `run_cli` runs it, but in this process, for the tests that are about what it says rather
    than about its process (a Python started and its imports: 0.3-0.5 s of CPU a command): `main` turns every
    error into its line as it does there, and an exception that escaped it would fail the test (where a
    process would print a traceback). The process itself is tested above and in test_hardening."""
    result = CliRunner().invoke(main, list(args), catch_exceptions=False)
    return subprocess.CompletedProcess(args, result.exit_code, result.stdout, result.stderr)


def test_the_program_ends_at_once_with_its_output_whole_and_its_exit_code(built):
    """`python -m lawbase` (as the `lawbase` script) ends its process without Python's tidying: what it
    printed through a pipe must still arrive whole, and its exit code stay what the command said."""
    out, _ = built
    table = run_cli("concordance", "--from", "cs-2007", "--to", "pl-2017", "--json", "--out", str(out))
    assert table.returncode == 0 and table.stderr == ""
    records = json.loads(table.stdout)  # some 900 records: the whole of it, or this fails
    assert len(records) > 800 and {"from", "to", "relation", "confidence", "evidence"} <= set(records[-1])
    unknown = run_cli("show", "99Z", "--out", str(out))
    assert unknown.returncode == 1 and unknown.stdout == ""
    assert unknown.stderr == "lawbase: unknown key '99Z': not in any edition\n"


def test_a_key_outside_an_editions_laws_says_which_laws_it_holds(built):
    """A committee member's review: `show 72 -e pl-1997` said only "not in edition pl-1997", where `concordance
    --law 72` says pl-1997 holds Laws 41-71. `show` and `refs` say the edition's Laws where it lacks the Law;
    a key of a Law it holds is just not there."""
    out = str(built[0])
    for command in ("show", "refs"):
        said = in_process(command, "72", "-e", "pl-1997", "--out", out)
        assert (said.returncode, said.stderr) == (
            1, "lawbase: unknown key '72': not in edition pl-1997, which holds Laws 41–71\n")
    assert in_process("show", "61Z", "-e", "pl-1997", "--out", out).stderr == (
        "lawbase: unknown key '61Z': not in edition pl-1997\n")
    assert in_process("show", "20", "-e", "pl-notes", "--out", out).stderr.endswith(
        "which holds notes on Laws 24–25, 27, 29–32, 53, 62–64\n")


def test_an_out_given_without_a_build_is_one_line_not_a_parse(tmp_path):
    """A committee member's review: `show 61 --out /tmp/nonexistent` exited 0 having parsed the corpus without
    a word (`compare` then named a page in that folder). A given --out holding no build is one line and exit 1;
    without --out, before any build, the corpus is still parsed (README, "Commands")."""
    missing = tmp_path / "nonexistent"
    for command in (["show", "61"], ["refs", "61"], ["compare", "61"], ["concordance", "--from", "pl-1997", "--to",
                                                                           "pl-2017"]):
        said = in_process(*command, "--out", str(missing), "--corpus", str(CORPUS))
        assert (said.returncode, said.stdout) == (1, ""), command
        assert said.stderr == (f"lawbase: {missing / 'lawbase.json'}: no built graph here: run `lawbase build --out "
                               f"{missing}` first, or give no --out to read build/ (before any build, the corpus)\n")
    assert not missing.exists()
    said = in_process("search", "pas", "--out", str(missing))  # it said `lawbase build`, which builds build/
    assert (said.returncode, said.stderr) == (1, f"lawbase: {missing / 'index'}: no search index here; run "
                                                 f"`lawbase build --out {missing}` first\n")


def test_a_build_of_other_sources_is_read_but_said_to_be(built, tmp_path):
    """Newcomer review: after an edit of a source (or with `--corpus` another corpus), `show` printed the
    build's old text without a word. It still reads the build (the sources may not even parse), and says
    on stderr that it is not of them; the unchanged corpus says nothing."""
    out, _ = built
    assert in_process("show", "16C2", "-e", "pl-2017", "--out", str(out), "--corpus", str(CORPUS)).stderr == ""
    edited = tmp_path / "corpus"
    shutil.copytree(CORPUS, edited)
    source = edited / "pl-2017.txt"
    source.write_text(source.read_text(encoding="utf-8").replace("niezwłocznie", "natychmiast", 1), encoding="utf-8")
    for command in (["show", "16C2"], ["refs", "16C2"], ["compare", "16C2"]):
        ran = in_process(*command, "--out", str(out), "--corpus", str(edited))
        assert ran.returncode == 0 and ran.stderr == (
            f"lawbase: warning: {out / 'lawbase.json'} was made from other sources than {edited} holds now: "
            "run `lawbase build` to read them\n"), command


def test_a_build_of_other_code_is_read_but_said_to_be(built, tmp_path):
    """A review (2026-11-28): after an update of lawbase, `show 89 -e ru-2017` on the older build dropped the
    amendment's line without a word (the new code reads a record field the old build had not). Each reading
    command still reads it and says the build is of another version, naming the build to run; the build of this
    code says nothing."""
    out, _ = built
    older = tmp_path / "older"
    older.mkdir()
    for name in ("lawbase.json", "build-info.json"):
        shutil.copy(out / name, older / name)
    assert in_process("show", "16C2", "--out", str(older), "--corpus", str(CORPUS)).stderr == ""
    info = json.loads((older / "build-info.json").read_text(encoding="utf-8"))
    info["graph"] = "0" * len(info["graph"])  # the fingerprint another version's code gave
    (older / "build-info.json").write_text(json.dumps(info), encoding="utf-8")
    for command in (["show", "16C2"], ["refs", "16C2"], ["compare", "16C2"]):
        ran = in_process(*command, "--out", str(older), "--corpus", str(CORPUS))
        assert ran.returncode == 0 and "16C2" in ran.stdout, command
        assert ran.stderr == (f"lawbase: warning: {older / 'lawbase.json'} was made by another version of lawbase: "
                              f"run `lawbase build --out {older}` again to read it with this one\n"), command


def test_a_closed_standard_output_is_no_traceback(built):
    """Newcomer review: `lawbase search renons >&-` printed "internal error" and a traceback (Python gives a
    program started with a stream closed None for it). What it would print goes nowhere; it ends as it would."""
    out, _ = built
    for closed in (">&-", "2>&-"):
        ran = subprocess.run(["bash", "-c", f'"{sys.executable}" -m lawbase search renons --out "{out}" {closed}'],
                             capture_output=True, text=True)
        assert ran.returncode == 0 and "Traceback" not in ran.stderr + ran.stdout, ran.stderr
        assert ("63A" in ran.stdout) == (closed == "2>&-")


def bad_corpus(tmp_path, content: bytes | str, name="pl.txt"):
    return write_corpus(tmp_path / "bad", [edition("pl-t", "pl", name, laws=[1, 1])], {name: content})


@pytest.mark.parametrize("content, expected", [
    (b"1. Talia\n\nA. Tekst \xff\xfe zepsuty\n", "pl.txt:3: not valid UTF-8 (byte 0xff at column 10)"),
    (b"", "pl.txt: file is empty"),
    (b"1. Talia\n\nTekst\x00\n", "pl.txt:3: NUL byte in file"),
    ("1. Talia\n\nTekst.\n".encode("utf-16"), "pl.txt:1: the file is UTF-16 (its byte order mark says so)"),
])
def test_bad_corpus_file_is_one_line_naming_file_and_line(tmp_path, content, expected):
    folder = bad_corpus(tmp_path, content)
    result = in_process("build", "--corpus", str(folder), "--out", str(tmp_path / "out"))
    assert result.returncode == 1
    assert expected in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


def test_manifest_pointing_nowhere(tmp_path):
    folder = bad_corpus(tmp_path, "1. Talia\n")
    (folder / "pl.txt").unlink()
    result = in_process("check", "--corpus", str(folder))
    assert result.returncode == 1
    assert "editions.toml:6: edition pl-t: file 'pl.txt' not found" in result.stderr
    assert "Traceback" not in result.stderr


def test_manifest_as_saved_by_editors_a_bom_and_a_toml_slip_at_its_line(tmp_path):
    folder = bad_corpus(tmp_path, "1. Talia\n\nA. Karty\n\nTekst.\n")
    manifest = folder / "editions.toml"
    text = manifest.read_text(encoding="utf-8")
    manifest.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))  # Notepad's byte order mark: read
    assert in_process("check", "--corpus", str(folder)).returncode == 0
    manifest.write_text(text + "x = \n", encoding="utf-8")
    result = in_process("check", "--corpus", str(folder))
    line = len(text.split("\n"))
    assert result.returncode == 1 and f"editions.toml:{line}: manifest is not valid TOML: Invalid value (column 5)" \
        in result.stderr


def test_missing_corpus_folder(tmp_path):
    result = in_process("build", "--corpus", str(tmp_path / "nowhere"), "--out", str(tmp_path / "out"))
    assert result.returncode == 1 and "corpus folder not found" in result.stderr
    assert "Traceback" not in result.stderr


def test_unknown_language_has_no_profile(tmp_path):
    folder = write_corpus(tmp_path / "c", [edition("xx", "de", "de.txt")], {"de.txt": "1. Test\n"})
    result = in_process("check", "--corpus", str(folder))
    assert result.returncode == 1 and "language 'de' has no profile" in result.stderr and "editions.toml:" in result.stderr


def test_bom_and_crlf_are_accepted_with_warnings(tmp_path):
    """The notes with a BOM and CRLF line ends, built with their base edition (the rest of the corpus is not
    needed to read them)."""
    import tomllib

    text = (CORPUS / "pl-notes.txt").read_text(encoding="utf-8")
    source = tmp_path / "copy"
    source.mkdir()
    manifest = (CORPUS / "editions.toml").read_text(encoding="utf-8")
    entries = manifest.split("\n[[edition]]\n")
    kept = [entry for entry in entries[1:] if tomllib.loads(entry)["id"] in ("pl-2017", "pl-notes")]
    assert len(kept) == 2
    (source / "editions.toml").write_text(entries[0] + "".join("\n[[edition]]\n" + entry for entry in kept),
                                          encoding="utf-8")
    shutil.copy(CORPUS / "pl-2017.txt", source)
    (source / "pl-notes.txt").write_bytes(b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode("utf-8"))
    result = in_process("build", "--corpus", str(source), "--out", str(tmp_path / "out"))
    assert result.returncode == 0, result.stderr
    assert "byte order mark removed" in result.stderr and "CRLF" in result.stderr
    data = json.loads((tmp_path / "out" / "lawbase.json").read_text(encoding="utf-8"))
    assert sum(1 for n in data["nodes"] if n["edition"] == "pl-notes" and n["kind"] == "law") == 11
    # no text of the 2007 Laws, whose numbering the notes cite: their citations read as printed, and said
    cited = {r["text"]: r for r in data["references"] if r["source"].startswith("pl-notes/")}
    assert cited["16D"]["target"] == "pl-2017/16D" and not any("numbering" in r for r in cited.values())
    checked = in_process("check", "--corpus", str(source))
    assert "cite the numbering of the 2007 Laws, which no edition here is a text of: read as printed" in checked.stdout


@pytest.mark.parametrize("arguments, expected", [
    (["search", "karta", "--limit", "0"], "lawbase: Invalid value for '--limit'"),
    (["show"], "lawbase: Missing argument 'KEY'."),
    (["nosuch"], "lawbase: No such command 'nosuch'."),
])
def test_bad_arguments_are_one_line(arguments, expected):
    result = in_process(*arguments)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [result.stderr.strip()] and result.stderr.startswith(expected)


@pytest.mark.parametrize("arguments, code, expected", [
    (["search", ""], 2, "nothing to search for in ''"),
    (["search", "?!.,;:"], 2, "nothing to search for in '?!.,;:'"),
    (["concordance", "--from", "cs-2007", "--to", "pl-2017", "--law", "999"], 2, "neither cs-2007 nor pl-2017 has Law 999"),
    (["concordance", "--from", "cs-2007", "--to", "pl-2017", "--law", "16C"], 2, "--law '16C': give a Law's number"),
    (["concordance", "--from", "cs-2007", "--to", "pl-2017", "--law", "abc"], 2, "--law 'abc': give a Law's number"),
    (["concordance", "--from", "cs-2007", "--to", "pl-2017", "--law", "-1"], 2, "--law '-1': give a Law's number"),
    (["concordance", "--from", "pl-1997", "--to", "pl-2017", "--law", "16"], 2,
     "pl-1997 has no Law 16 (its Laws: 41–71)"),
    (["concordance", "--from", "cs-2007", "--to", "pl-2017", "--json", "--csv"], 2, "--json and --csv: choose one"),
])
def test_arguments_that_would_give_an_empty_answer_say_why(built, arguments, code, expected):
    result = in_process(*arguments, "--out", str(built[0]))
    assert result.returncode == code and result.stdout == "" and expected in result.stderr, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_names_are_read_in_any_case_and_no_color_is_honoured(built):
    out = str(built[0])
    upper = CliRunner().invoke(main, ["search", "renons", "--lang", "PL", "-e", "PL-2017", "--json", "--out", out])
    assert upper.exit_code == 0 and {hit["edition"] for hit in json.loads(upper.output)} == {"pl-2017"}
    table = CliRunner().invoke(main, ["concordance", "--from", "CS-2007", "--to", "Pl-2017", "--law", "Pravidlo 16",
                                      "--out", out])
    assert table.exit_code == 0 and "\n16C          16D              moved" in table.output
    coloured = CliRunner().invoke(main, ["search", "renons", "--out", out], color=True)
    assert "\x1b[" in coloured.output
    plain = CliRunner(env={"NO_COLOR": "1"}).invoke(main, ["search", "renons", "--out", out], color=True)
    assert plain.exit_code == 0 and "renons" in plain.output and "\x1b[" not in plain.output


def test_compare_shows_only_the_editions_that_have_the_key(built):
    out = str(built[0])
    def head(output: str) -> list[str]:  # the columns' names, over the table's first rule (the notes above)
        lines = output.split("\n")
        return lines[next(number for number, line in enumerate(lines) if line.startswith("─")) - 1].split()

    shown = CliRunner().invoke(main, ["compare", "16C2", "--out", out], env={"COLUMNS": "160"})
    assert shown.exit_code == 0 and head(shown.output) == ["pl-2017", "│", "cs-2007", "│", "ru-2017"]
    asked = CliRunner().invoke(main, ["compare", "16C2", "-e", "pl-2017", "-e", "PL-1997", "--out", out])
    assert head(asked.output) == ["pl-2017", "│", "pl-1997"]


def test_show_marks_a_footnote_cited_again_in_a_later_provision(built):
    """pl-2017 footnote 11 stands under 41B, which cites it first; 41C cites it again (pl-2017.txt:1019):
    its text shows the marker and the footnote follows it."""
    shown = CliRunner().invoke(main, ["show", "41C", "-e", "pl-2017", "--out", str(built[0])]).output
    assert "przypada na niego[11] kolejność" in shown and "\n  [11] Rozgrywający może zadawać pytania" in shown
    whole = CliRunner().invoke(main, ["show", "41", "-e", "pl-2017", "--out", str(built[0])]).output
    assert whole.count("[11] Rozgrywający") == 1 and whole.count("[11]") == 3  # two markers, one footnote


def test_show_puts_the_text_after_a_list_after_it(built):
    """pl-2017 69B: the conditions 1 and 2, then "Wynik rozdania ulega zmianie…" (`after_children`), as the
    source and the site have it; show printed that sentence before the conditions."""
    shown = CliRunner().invoke(main, ["show", "69B", "-e", "pl-2017", "--out", str(built[0])]).output
    order = [shown.index(words) for words in ("może zostać wycofane", "1. Jeżeli gracz", "2. Jeżeli gracz",
                                              "Wynik rozdania ulega zmianie")]
    assert order == sorted(order) and "\n  \n" not in shown


@pytest.mark.parametrize("columns", [60, 100])
def test_compare_fits_the_terminal_and_names_rows_of_other_editions(built, columns):
    """Every line within the terminal's width; a row of a provision the anchor lacks is named with its
    edition (cs-2007's own 16C2, another rule than pl-2017's) and '*' is explained."""
    shown = CliRunner().invoke(main, ["compare", "16C2", "--out", str(built[0])], env={"COLUMNS": str(columns)}).output
    lines = [line for line in shown.splitlines() if not line.startswith("site: ")]  # the page's path: as long as it is
    assert max(len(line) for line in lines) <= columns, [line for line in lines if len(line) > columns]
    assert any(line.startswith("cs-2007:16C2 *") for line in lines) and any(line.startswith("2017: 16C2 *") for line in lines)
    assert "* the editions differ here" in " ".join(lines)


def test_show_says_how_the_2017_laws_number_a_key_the_notes_cite_in_the_2007_numbering(built):
    """The notes cite the 2007 Laws: "P. 16D" there is 2017 16C, "P. 26A2" nothing in the 2017 Laws - as
    the site says; the command printed the keys alone, another rule for a director reading the 2017 text."""
    shown = CliRunner().invoke(main, ["show", "31", "-e", "pl-notes", "--out", str(built[0])]).output
    assert "patrz P. 16D [2017: 16C]." in shown and "P. 26A2 [2017: —]." in shown
    assert "P. 26 " in shown.replace("P. 26\n", "P. 26 ") and "P. 26 [" not in shown  # the same key: nothing said


def test_the_build_summarys_columns_stand_under_each_other_whatever_the_ids_length():
    """Review 19: `cs-2017-draft`, 13 letters, pushed its row out of line with the others (the ids had 9)."""
    from lawbase.cli.building import summary_lines

    editions = {"pl-2017": {"kind": "laws", "law": 93, "section": 256, "footnote": 25, "errors": 0},
                "cs-2017-draft": {"kind": "laws", "law": 93, "section": 256, "item": 1020, "errors": 1},
                "pl-notes": {"kind": "notes", "law": 11, "empty": 8, "errors": 0}}
    summary = {"graph": "g", "index": "i", "site": "s", "stages": dict.fromkeys(("graph", "index", "site"), "built"),
               "editions": editions, "nodes": 1, "references": 1, "documents": 1, "pages": 1, "site_bytes": 0,
               "total_seconds": 1.0, "home": "file:///x"}
    rows = summary_lines(summary)[3:6]
    for word in ("sections", "subsections", "items", "footnotes", "definitions", "index"):
        assert len({row.index(f" {word} ") for row in rows}) == 1, rows
    assert rows[1].startswith("  cs-2017-draft  laws  93            sections 256") and rows[1].endswith("1 errors (see lawbase check)")
    assert rows[2].startswith("  pl-notes       notes 11 (8 empty)  sections   0")


@pytest.mark.parametrize("typed, editions", [("45C3 1997", ["pl-1997"]), ("16C2 2007", ["cs-2007"]),
                                             ("16C2 2017", ["pl-2017", "ru-2017"]), ("Law 45 1997", ["pl-1997"])])
def test_show_and_refs_read_a_year_beside_a_key_as_search_does(built, typed, editions):
    """`show "45C3 1997"` was refused ("not a Law key: read the key 45C3 and then '1997'") where `search "45C3 1997"`
    gave the 1997 chapter's 45C3."""
    out = str(built[0])
    for command in ("show", "refs"):
        result = CliRunner().invoke(main, [command, typed, "--json", "--out", out])
        assert result.exit_code == 0, result.output
        assert [entry["edition"] for entry in json.loads(result.output)] == editions
    shown = CliRunner().invoke(main, ["compare", typed, "--json", "--out", out])
    assert json.loads(shown.output)["anchor"] == editions[0]  # the rows in that year's numbering


def test_a_year_beside_a_key_that_another_edition_is_asked_for_is_one_line(built):
    out = str(built[0])
    result = CliRunner().invoke(main, ["show", "45C3 1997", "-e", "pl-2017", "--out", out])
    assert result.exit_code != 0
    assert result.output.strip().splitlines()[-1] == \
        "lawbase: '45C3 1997' names the 1997 Laws (pl-1997), but --edition says pl-2017"
    result = CliRunner().invoke(main, ["show", "16C99 2017", "--out", out])
    assert result.exit_code != 0 and "not in editions pl-2017, ru-2017, pl-notes" in result.output
    result = CliRunner().invoke(main, ["show", "16C2 informacja", "--out", out])  # words beside a key: no key alone
    assert result.exit_code != 0 and "read the number 16C2 and then 'informacja'" in result.output

"""The concordance's evidence in the reader's language: `lawbase --ui cs concordance --from cs-2007 --to pl-2017
--law 16` said "words 0.32; translation 0.18; cites Laws 7; in order", "no provision says this", "but not 16C3: a
formula…" in English. `lawbase.json` and `--json` keep each line as a code and its values, the same in every
language; the table, the CSV and `show` say it in the reader's words."""

from __future__ import annotations

import csv
import io
import json
import re

import pytest
from click.testing import CliRunner

from lawbase.cli import main
from lawbase.evidence import Evidence
from lawbase.ui_strings import strings

READERS = ("pl", "cs", "ru")
NATIVE = {"pl": {"same"}, "cs": {"text"}, "ru": set()}  # English words that are the language's own ("te same")
LAW_16 = ("concordance", "--from", "cs-2007", "--to", "pl-2017", "--law", "16")


def run(out, *args: str) -> str:
    result = CliRunner().invoke(main, [*args, "--out", str(out)], env={"COLUMNS": "120"})
    assert result.exit_code == 0, result.output
    return result.stdout


def english_words(code: str) -> set[str]:
    """The words of a line's English, its values left out ("across", "siblings")."""
    template = re.sub(r"\{[^}]*\}|“[^”]*”", " ", strings("en")[f"evidence_{code}"])
    return {word for word in re.findall(r"[a-z']{4,}", template) if word not in ("laws",)}


def lines_of(out, *args: str) -> list[Evidence]:
    from lawbase.evidence import read

    return [read(item) for record in json.loads(run(out, *args, "--json")) for item in record["evidence"]]


@pytest.mark.parametrize("language", READERS)
def test_the_table_and_the_csv_say_the_evidence_in_the_readers_language(out, language):
    words = strings(language)
    table = " ".join(run(out, "--ui", language, *LAW_16).split())
    spreadsheet = list(csv.reader(io.StringIO(run(out, "--ui", language, *LAW_16, "--csv"))))
    said = " ".join(row[-1] for row in spreadsheet[1:])
    for line in lines_of(out, *LAW_16):
        left = [word for word in english_words(line.code) - NATIVE[language] if re.search(rf"\b{word}\b", said)]
        assert not left, (line.code, left)
        assert line.in_words(words) in said and " ".join(line.in_words(words).split()) in table, line.code
    for code in ("words", "translation", "how_order", "unsaid", "formula"):  # the review's lines, all in Law 16
        assert words[f"evidence_{code}"].split(" {")[0].split("{")[0] in table, code
    assert spreadsheet[0] == ["from_edition", "to_edition", "from", "to", "relation", "confidence", "evidence"]


def test_json_gives_the_evidence_as_codes_in_every_language(out):
    given = {language: run(out, "--ui", language, *LAW_16, "--json") for language in ("en", *READERS)}
    assert len(set(given.values())) == 1
    first = json.loads(given["en"])[0]["evidence"]
    assert first[0] == {"code": "words", "score": 0.32} and all(set(item) >= {"code"} for item in first)


@pytest.mark.parametrize("language", READERS)
def test_every_line_of_the_real_concordance_is_said_without_english(graph, language):
    """Every code the real corpus's concordance uses, said in each language with no word of its English left."""
    words, seen = strings(language), {}
    for record in graph.data["concordance"]:
        for line in record["evidence"]:
            seen.setdefault(line.code, line)
    assert len(seen) > 50
    for code, line in seen.items():
        said = re.sub(r"“[^”]*”|«[^»]*»|„[^“”]*[“”]", " ", line.in_words(words))  # (the Laws' own words quoted)
        left = [word for word in english_words(code) - NATIVE[language] if re.search(rf"\b{word}\b", said)]
        assert not left, (code, left, said)


@pytest.mark.parametrize("language, said", [("cs", "změna z roku 2024 toto pravidlo nahradila"),
                                            ("pl", "zmiana z 2024 r. zastąpiła ten przepis"),
                                            ("ru", "поправка 2024 года заменила это правило")])
def test_show_says_what_replaced_a_law_in_the_readers_language(out, language, said):
    """`show 89 -e ru-2017`: no counterpart in pl-2017, whose 2024 Law 89 is another rule - said in English."""
    shown = " ".join(run(out, "--ui", language, "show", "89", "-e", "ru-2017").split())
    assert said in shown and "amendment replaced" not in shown


def test_every_code_the_concordance_writes_has_its_words():
    """A code without an `evidence_<code>` string would stop the build where it is first made: named here."""
    from pathlib import Path

    source = "".join(path.read_text(encoding="utf-8") for path in (Path(__file__).parent.parent / "lawbase").rglob("*.py"))
    codes = set(re.findall(r"""Evidence\(\s*["'](\w+)["']""", source)) | {
        f"how_{how}" for how in ("order", "crossed", "moved", "gap")} | {
        f"{kind}_{outcome}" for kind in ("footnote", "translator_note") for outcome in ("unmarked", "no_counterpart")} | {
        f"wrote_{what}{unread}" for what in ("sentence", "text") for unread in ("", "_unread")}
    assert len(codes) > 70
    for language in ("en", *READERS):
        assert not [code for code in codes if f"evidence_{code}" not in strings(language).words], language

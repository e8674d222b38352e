"""`lawbase check`'s anomalies in the reader's language: about twenty kinds ("index line runs 3 entries together",
"a line between a table's heading row and its rows…", "footnote pointer '*)' after 'liší' kept as printed…") were
English under `--ui pl|cs|ru`. `check --json` stays language-independent: each anomaly's kind and values beside its
English message."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from lawbase.cli import main
from lawbase.ui_strings import strings

READERS = ("pl", "cs", "ru")
NATIVE = {"pl": set(), "cs": {"text"}, "ru": set()}  # English words that are the language's own


def english_words(key: str) -> set[str]:
    template = re.sub(r"\{[^}]*\}|“[^”]*”|'[^']*'|\[\w+\]", " ", strings("en")[key])  # ([headings]: the TOML's)
    return {word for word in re.findall(r"[a-z]{4,}", template) if word not in ("laws",)}


def checked(monkeypatch, built_graph, language: str, *options: str) -> str:
    """The session's parse of the real corpus stands in for the command's own (`test_cli_languages`)."""
    monkeypatch.setattr("lawbase.corpus.build_graph", lambda corpus_dir: built_graph)
    result = CliRunner().invoke(main, ["--ui", language, "check", *options])
    assert result.exit_code == 0, result.output[-500:]
    return result.stdout


@pytest.mark.parametrize("language", READERS)
def test_every_anomaly_of_the_real_corpus_is_said_in_the_readers_language(language, built_graph, monkeypatch):
    report = json.loads(checked(monkeypatch, built_graph, language, "--json"))
    anomalies = [anomaly for edition in report["editions"] for anomaly in edition["anomalies"]]
    assert anomalies and all("kind" in anomaly and "values" in anomaly for anomaly in anomalies)
    lines = checked(monkeypatch, built_graph, language).splitlines()
    for anomaly in anomalies:
        where = f"{anomaly['file']}:{anomaly['line']}: " if anomaly["line"] else f"{anomaly['file']}: "
        said = [line.split(where, 1)[1] for line in lines if where in line]
        assert said, where
        spoken = re.sub(r"'[^']*'|“[^”]*”|„[^“”]*[“”]|«[^»]*»", " ", " ".join(said))  # (the sources' words quoted)
        left = english_words(f"anomaly_{anomaly['kind']}") - NATIVE[language]
        assert not [word for word in left if re.search(rf"\b{word}\b", spoken)], (anomaly, said)


@pytest.mark.parametrize("language", READERS)
def test_every_anomaly_string_is_the_languages_own(language):
    """Each kind the parse and the checks can report, said with its values: no word of its English left."""
    words = strings(language)
    for key in [key for key in strings("en").words if key.startswith("anomaly_") and
                not key.startswith("anomaly_kind_")]:
        values = {name: "X" for name in re.findall(r"\{(\w+)", strings("en")[key])}
        said = words.format(key, **{**values, **({"kind": words["anomaly_kind_section"]} if "kind" in values else {})})
        left = english_words(key) - NATIVE[language] - {"sup"}
        assert not [word for word in left if re.search(rf"\b{word}\b", said)], (key, said)


ENGLISH = re.compile(r"\b(?:law|laws|section|subsection|item|subitem|footnote|definition|index-entry|front-matter|blank|"
                     r"toc|furniture|debris|look-alike|transliterated|letters|case|has|have|outside|holds|amended|"
                     r"nothing|says|carries|amendments|numbering|concordance|moved|none|changed|entry|draft|damage)\b",
                     re.I)


@pytest.mark.parametrize("language", READERS)
def test_the_reports_counts_reasons_and_differences_are_said_in_the_readers_language(language, built_graph,
                                                                                     monkeypatch):
    """`check --ui pl` printed "law 93  section 275 …", "blank 829, toc 97", "'70D3': pl-2017 has no 70D3 (cs-2007
    has: the numbering of the 2007 Laws)", "look-alike letters 23", "… -> nic (none; …)", "89A tylko w pl-2017 (…):
    Law 89 as amended in 2024 (pl-2017)" (a read-through): the report's kinds and reasons are codes, said by the
    profiles; `--json` keeps the codes and their values."""
    lines = checked(monkeypatch, built_graph, language).splitlines()
    spoken = [re.sub(r"'[^']*'|“[^”]*”|„[^“”]*[“”]|«[^»]*»|\S+\.(?:txt|md):\d+", " ", line) for line in lines]
    assert [line for line in spoken if ENGLISH.search(line)] == []
    report = json.loads(checked(monkeypatch, built_graph, language, "--json"))
    unresolved = [record["reason"] for edition in report["editions"] for record in edition["references"]["unresolved"]]
    differences = [item["reason"] for comparison in report["comparisons"] for item in comparison.get("differences", [])]
    assert unresolved and differences
    assert all(isinstance(reason, dict) and "code" in reason for reason in unresolved + differences)
    assert {"code": "outside_laws", "edition": "pl-1997", "first": 41, "last": 71} in [
        record["reason"] for edition in report["editions"] for record in edition["references"]["outside"]]

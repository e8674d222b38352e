"""A Russian federation's translator's review (2026-11-28): the desktop site in Russian, the CLI, the TMX and
Akoma Ntoso exports, against the real corpus."""

from __future__ import annotations

from click.testing import CliRunner

from lawbase.cli import main


def run(out, *args: str):
    return CliRunner().invoke(main, [*args, "--out", str(out)], env={"COLUMNS": "200"})


def test_concordance_table_says_a_group_header_once(out):
    """`concordance --from ru-2017 --to pl-2017 --law 73` headed rows 73A2-73B2 with "pl-2017 carries the 2024
    amendments to Law 73; pl-2017 carries the 2024 amendments to Law 73": ru-2017 73A2 is read back from pl-2017
    73A2 and 73D3, which both said it."""
    text = run(out, "concordance", "--from", "ru-2017", "--to", "pl-2017", "--law", "73").output
    heads = [line for line in text.splitlines() if line.startswith("rows ")]
    assert heads and all(line.count("carries the 2024 amendments") <= 1 for line in heads), heads

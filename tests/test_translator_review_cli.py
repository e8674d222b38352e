"""A Czech federation translator's review (session 27) of the CLI, against the real corpus."""

from __future__ import annotations

from click.testing import CliRunner

from lawbase.cli import main


def run(*args: str):
    return CliRunner().invoke(main, list(args), env={"COLUMNS": "250"})


def test_the_ui_option_is_read_after_the_command_too(out):
    """`lawbase check --ui cs`, `show 16C --ui cs`: "Volba '--ui' neexistuje. Měli jste na mysli '--out'?"; only
    `lawbase --ui cs show 16C` worked. Read wherever it is typed, the last one winning, as before the command."""
    shown = run("show", "16C", "-e", "cs-2007", "--ui", "cs", "--out", str(out))
    assert shown.exit_code == 0 and "v pl-2017 (Pravidla 2017): 16D (přesunuto)" in shown.output, shown.output
    refused = run("--ui", "pl", "show", "99Z", "--ui=cs", "--out", str(out))
    assert refused.exit_code == 1 and "neznámé číslo '99Z'" in refused.output, refused.output
    helped = run("show", "--help", "--ui", "cs")
    assert helped.exit_code == 0 and "Vypíše ustanovení" in helped.output, helped.output


def test_a_merged_provision_names_its_other_half(out):
    """`concordance --from cs-2007 --to pl-2017 --law 12`: 12C2b "sloučeno 0.95" and 12C4 "sloučeno 0.98", with
    nothing of the other half, cs-2007 86A and 86B (cs-2007.md), shown under `--law 86` alone; 2017 12C2b says both
    (pl-2017.txt). Each merged row names the provisions of its edition merged with it, either Law's table."""
    law_12 = " ".join(run("--ui", "cs", "concordance", "--from", "cs-2007", "--to", "pl-2017", "--law", "12",
                          "--out", str(out)).output.split())
    assert "sloučeno s 86A (cs-2007)" in law_12 and "sloučeno s 86B (cs-2007)" in law_12, law_12
    law_86 = " ".join(run("--ui", "cs", "concordance", "--from", "cs-2007", "--to", "pl-2017", "--law", "86",
                          "--out", str(out)).output.split())
    assert "sloučeno s 12C2b (cs-2007)" in law_86 and "sloučeno s 12C4 (cs-2007)" in law_86, law_86


def test_a_split_is_said_in_full_once(out):
    """compare/law-40.html?ui=cs#40B2a printed "rozděleno: 2007 40B2a → 2017 40A4, 40B2a, 40B2a(i), 40B2a(ii),
    40B2a(iii); nejisté přiřazení (jistota 76 %; …): porovnejte texty" in full on all five rows of the split: the
    first row says it, the others name the 2007 provision and the row that says it."""
    shown = " ".join(run("--ui", "cs", "compare", "40B2a", "-e", "pl-2017", "-e", "cs-2007", "--out", str(out)
                         ).output.replace("│", " ").split())
    assert shown.count("nejisté přiřazení (jistota 76 %") == 1, shown
    assert shown.count("rozděleno: 2007 40B2a (viz řádek 40B2a)") == 3, shown

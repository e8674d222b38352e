"""A Czech tournament director's laptop between rounds (the twentieth review): a key typed with spaces needs no quotes,
`compare` follows the numbering of the edition named first, `show` prints the lead-in a list item completes."""

from __future__ import annotations

import json
import re

from click.testing import CliRunner

from lawbase.cli import main


def run(out, *args: str):
    return CliRunner().invoke(main, [*args, "--out", str(out)], env={"COLUMNS": "200"})


def test_a_key_typed_with_spaces_needs_no_quotes(out):
    """`show 16C 2`, as the site's box takes it, failed "Got unexpected extra argument (2)": the words are one key,
    in `show`, `refs` and `compare`; words that are no key are one error."""
    for command, *editions in (("show", "-e", "cs-2007"), ("refs", "-e", "cs-2007"),
                               ("compare", "-e", "cs-2007", "-e", "pl-2017")):
        spaced, joined = run(out, command, "16C", "2", *editions), run(out, command, "16C2", *editions)
        assert spaced.exit_code == 0 and spaced.output == joined.output, (command, spaced.output[:300])
    assert run(out, "show", "Pravidlo", "16", "C", "2").output == run(out, "show", "Pravidlo 16C2").output
    wrong = run(out, "show", "16C", "foo", "-e", "cs-2007")
    assert wrong.exit_code != 0 and wrong.output.count("\n") == 1 and "is not a Law number" in wrong.output, wrong.output
    assert "Missing argument 'KEY'" in run(out, "show").output


def test_compare_follows_the_numbering_of_the_edition_named_first(out):
    """`compare 16C2 -e cs-2007 -e pl-2017` read 16C2 as 2017's, the Czech 16D2 in its first row: the edition named
    first is the reader's, its 16C2 beside 2017 16D2; named the other way round, 2017's numbering."""
    czech = run(out, "compare", "16C2", "-e", "cs-2007", "-e", "pl-2017")
    assert "the rows follow the numbering of cs-2007" in czech.output, czech.output[:400]
    first = json.loads(run(out, "compare", "16C2", "-e", "cs-2007", "-e", "pl-2017", "--json").output)
    keys = {cell["edition"]: cell["key"] for cell in first["editions"]}
    assert first["anchor"] == "cs-2007" and keys == {"cs-2007": "16C2", "pl-2017": "16D2"}, keys
    polish = json.loads(run(out, "compare", "16C2", "-e", "pl-2017", "-e", "cs-2007", "--json").output)
    keys = {cell["edition"]: cell["key"] for cell in polish["editions"]}
    assert polish["anchor"] == "pl-2017" and keys == {"pl-2017": "16C2", "cs-2007": "16D2"}, keys


def test_show_prints_the_lead_in_a_list_item_completes(out):
    """`show 64a2` began "2. nezískal hráč, …" without the sentence it finishes: the parent's lead-in is printed above
    it, marked as the parent's; not for the parent itself, nor for a section (its trail names its Law)."""
    shown = run(out, "show", "64a2", "-e", "cs-2007").output.splitlines()
    lead = "   lead-in of 64A: Jestliže bylo nepřiznání barvy dokonané a zdvih, v němž došlo k nepřiznání barvy,"
    assert lead in shown and shown.index(lead) + 1 == next(
        at for at, line in enumerate(shown) if line.startswith("2. nezískal hráč")), shown
    assert "lead-in" not in run(out, "show", "64A", "-e", "cs-2007").output
    assert "lead-in" not in run(out, "show", "24B", "-e", "cs-2007").output
    data = json.loads(run(out, "show", "64A2", "-e", "cs-2007", "--json").output)
    assert data[0]["lead_in"] == {"key": "64A", "text": lead.split(": ", 1)[1]}


def heads(output: str, mark: str) -> list[str]:
    return [line.split()[1] for line in output.splitlines() if line.startswith(mark)]


def test_the_interface_language_is_the_readers_whose_provisions_come_first(out):
    """`--ui cs search 16C2` listed 2017's 16C2 (withdrawn calls) in Polish and Russian before the Czech 16C2 (the
    twenty-third review): the Laws printed in the interface's language first, as the site's `?ui=cs`, in `search`,
    `show`, `refs` and `compare`; a Law word typed says the language still ("Правило 16C2"); English and `--json`
    keep the newest Laws first."""
    search = run(out, "--ui", "cs", "search", "16C2", "-n", "3")
    editions = re.findall(r"^(?:Pravidlo \S+)? +(\w\w-\d{4}) ", search.output, re.M)  # a hit's edition, not its text's
    assert editions == ["cs-2007", "cs-2007", "pl-2017"], search.output
    assert heads(run(out, "--ui", "cs", "show", "16C2").output, "──")[0] == "cs-2007"
    assert heads(run(out, "--ui", "cs", "refs", "16C2").output, "──")[0] == "cs-2007"
    assert heads(run(out, "--ui", "cs", "show", "Правило 16C2").output, "──")[0] == "ru-2017"
    assert heads(run(out, "--ui", "en", "show", "16C2").output, "──")[0] == "pl-2017"
    assert json.loads(run(out, "--ui", "cs", "show", "16C2", "--json").output)[0]["edition"] == "pl-2017"
    compared = json.loads(run(out, "--ui", "cs", "compare", "16C2", "--json").output)
    assert compared["anchor"] == "pl-2017"
    assert "číslování: cs-2007" in run(out, "--ui", "cs", "compare", "16C2").output
    assert "číslování: pl-2017" in run(out, "--ui", "cs", "compare", "16C2", "-e", "pl-2017", "-e", "cs-2007").output


def test_a_czech_search_lists_each_hit_on_one_line_its_editions_in_one_column(out):
    """"Pravidlo 55B2" (13 characters) stood on a line of its own above its edition, "Pravidlo 53B" beside it: a
    ragged list (a Czech director's review); the label's column is as wide as the list's longest label."""
    output = run(out, "--ui", "cs", "search", "hlavni hrac vynesl z nespravne ruky", "-n", "5").output
    heads = [line for line in output.splitlines() if not line.startswith(" ")]
    assert len(heads) == 5 and len({line.index("cs-2007") for line in heads}) == 1, output

"""click's own words in the reader's language: under `--ui cs` a misspelt option said "No such option '-x'.",
a missing key "Missing argument 'KEY'.", the help "[OPTIONS]", "DIRECTORY", "python -m lawbase, version 0.1.0".
Every command's `--help` and a typical error, in process, under every language."""

from __future__ import annotations

import re
from pathlib import Path

import click
import click.exceptions
import pytest
from click.testing import CliRunner

from lawbase.cli import main
from lawbase.cli.click_words import reader_strings
from lawbase.ui_strings import strings

READERS = ("pl", "cs", "ru")
# what click says in English, as a reader would spot it
ENGLISH = ("Usage:", "Options", "Commands", "Show this message", "Show the version", "Missing argument",
           "Missing option", "No such option", "No such command", "requires an argument", "Did you mean",
           "Invalid value", "is not one of", "is not a valid", "is not in the range", "unexpected extra",
           "does not take a value", "[OPTIONS]", "COMMAND", "[ARGS]", "DIRECTORY", "PATH", "NAME", "KEY", "QUERY",
           "INTEGER", "TEXT", "default:", "required", "version")
COMMANDS = ("build", "check", "show", "refs", "search", "compare", "concordance", "export")
# a typical slip at each command, and the string the reader's language says it with
ERRORS = [(["build", "--bogus"], "click_no_such_option"), (["check", "--json=1"], "click_takes_no_value"),
          (["show"], "click_missing_argument"), (["show", "16", "-e"], "click_needs_argument_one"),
          (["refs", "16", "--edtion", "cs-2007"], "click_did_you_mean_one"), (["search"], "click_missing_argument"),
          (["search", "x", "--limit", "x"], "click_not_a_number"), (["search", "x", "-n", "0"], "click_out_of_range"),
          (["compare", "16", "--bogus"], "click_did_you_mean_other"),
          (["concordance", "--from", "cs-2007"], "click_missing_option"),
          (["export", "--format", "xyz", "--dest", "x"], "click_not_a_choice_other"),
          (["nosuch"], "click_no_such_command")]


def english_left(text: str) -> list[str]:
    return [word for word in ENGLISH if re.search(rf"(?<![\w-]){re.escape(word)}", text)]


def invoke(args: list[str], env: dict | None = None):
    return CliRunner().invoke(main, args, env={"COLUMNS": "100", "LC_ALL": "C", "LAWBASE_UI": "", **(env or {})})


def opening(key: str, language: str) -> str:
    """A string's words before its first value ("Volba", "Brak argumentu")."""
    return re.split(r"\{", strings(language)[key])[0].strip(" ('")


@pytest.mark.parametrize("language", READERS)
def test_every_commands_help_has_no_english_of_clicks_left(language):
    for args in [["--help"], *([command, "--help"] for command in COMMANDS)]:
        result = invoke(["--ui", language, *args])
        assert result.exit_code == 0 and result.output.startswith(strings(language)["help_usage"]), result.output
        assert not english_left(result.output), (args, english_left(result.output), result.output)


@pytest.mark.parametrize("language", READERS)
def test_clicks_errors_are_one_line_in_the_readers_language(language):
    for args, key in ERRORS:
        result = invoke(["--ui", language, *args])
        line = result.stderr
        assert result.exit_code == 2 and line.count("\n") == 1 and line.startswith("lawbase: "), (args, line)
        assert opening(key, language) in line and not english_left(line), (args, line)


@pytest.mark.parametrize("language", READERS)
def test_the_locale_speaks_before_any_option_is_read(language):
    """`lawbase` alone prints the help (not "lawbase: Usage: …"), a slip in the group's own options is said in the
    locale's language: neither has read `--ui` yet."""
    locale = {"pl": "pl_PL.UTF-8", "cs": "cs_CZ.UTF-8", "ru": "ru_RU.UTF-8"}[language]
    alone = invoke([], {"LC_ALL": locale})
    assert alone.exit_code == 2 and alone.stderr.startswith(strings(language)["help_usage"]), alone.stderr[:80]
    slip = invoke(["--bogus"], {"LC_ALL": locale})
    assert slip.stderr.startswith("lawbase: " + opening("click_no_such_option", language)), slip.stderr


@pytest.mark.parametrize("language", READERS)
def test_version_is_said_in_the_readers_language(language):
    result = invoke(["--ui", language, "--version"])
    assert result.exit_code == 0 and "version" not in result.output
    assert strings(language)["version_line"].split("{version}")[0].split("}")[-1] in result.output


def test_click_is_english_again_after_a_command_line():
    """The reader's words are click's only while a lawbase command line runs: another program's stay its own."""
    invoke(["--ui", "cs", "show"])
    assert click.exceptions.NoSuchOption("-x").format_message() == "No such option '-x'."


def test_the_catalogues_english_is_clicks_own():
    """The catalogue's English is click's message id, word for word: a click that rewords one is caught here, not
    by a reader seeing English."""
    source = "".join(path.read_text(encoding="utf-8") for path in Path(click.__file__).parent.glob("*.py"))
    english = strings("en").words
    ids = {key: text for key, text in english.items() if key.startswith("click_")}
    assert len(ids) > 25 and [key for key, text in ids.items() if repr(text) not in source and
                              f'"{text}"' not in source] == []
    for language in READERS:  # every value click fills in is kept ({name!r} as quoted as click's)
        for key, text in ids.items():
            values = set(re.findall(r"\{\w+(?:![rs])?\}", strings(language)[key]))
            assert values <= set(re.findall(r"\{\w+(?:![rs])?\}", text)), (language, key)


@pytest.mark.parametrize("language", READERS)
def test_the_build_summary_is_in_the_readers_language(language):
    """`lawbase --ui cs build` ended "…/lawbase.json: built: 5 editions, 4544 nodes", "laws 93 sections 275 …",
    "done in 30.8 s; open …": its summary is the reader's (`build_*`), the paths and figures as they were."""
    from lawbase.cli.building import summary_lines

    counts = {"kind": "laws", "law": 93, "section": 275, "subsection": 334, "footnote": 32, "errors": 1}
    summary = {"graph": "out/lawbase.json", "index": "out/index", "site": "out/site", "home": "file:///out/site",
               "stages": {"graph": "built", "index": "unchanged", "site": "cached"}, "nodes": 4544,
               "references": 3078, "documents": 4536, "pages": 437, "site_bytes": 0, "total_seconds": 30.8,
               "editions": {"pl-2017": counts, "pl-notes": {"kind": "notes", "law": 11, "empty": 8, "errors": 0}}}
    with main.make_context("lawbase", ["--ui", language, "check"]) as context:
        said = "\n".join(summary_lines(summary))
        words = reader_strings(context)
    assert words.format("build_done", seconds="30.8", home="file:///out/site") in said and "4544" in said
    english = ("built", "editions", "nodes", "references", "documents", "pages", "done in", "open", "sections",
               "footnotes", "definitions", "errors", "unchanged", "cache", "laws", "notes", "empty")
    shown = said.replace("lawbase.json", "").replace("pl-notes", "")  # (a file's and an edition's names)
    assert not [word for word in english if re.search(rf"\b{word}\b", shown)], said

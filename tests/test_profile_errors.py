"""A language profile written wrong (a volunteer adding a language writes its patterns): one line naming the
profile's line, exit 1, and nothing left beside OUT (review 19: a Law pattern without `num` was an internal
error, exit 3; a bad pattern named no line and doubled its backslashes; the build left `.OUT.lock`)."""

from __future__ import annotations

import shutil

import pytest
from click.testing import CliRunner

import lawbase.profiles as profiles
from lawbase.cli import main

from .conftest import edition, write_corpus
from .test_parser_quirks import CZECH

LAW = "law = '^PRAVIDLO\\s+(?P<num>\\d{1,3})\\s*[-–—.:]\\s*(?P<title>\\S.*)$'"


@pytest.fixture
def profile_folder(tmp_path, monkeypatch):
    """A copy of the profiles' folder the code reads (each test edits its cs.toml), the cache emptied around."""
    folder = tmp_path / "profiles"
    folder.mkdir()
    for path in profiles.PROFILE_DIR.glob("*.toml"):
        shutil.copy(path, folder / path.name)
    monkeypatch.setattr(profiles, "PROFILE_DIR", folder)
    profiles.load_profile.cache_clear()
    yield folder
    profiles.load_profile.cache_clear()


def damaged(folder, old: str, new: str) -> int:
    """cs.toml with `old` written as `new`; the line it is on."""
    path = folder / "cs.toml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return text[:text.index(old)].count("\n") + 1


def run(tmp_path, command: str):
    corpus = write_corpus(tmp_path / "corpus", [edition("cs-t", "cs", "cs.md", laws=[1, 2])], {"cs.md": CZECH})
    args = [command, "--corpus", str(corpus)] + (["--out", str(tmp_path / "out")] if command == "build" else [])
    result = CliRunner().invoke(main, args)
    said = [line for line in result.output.splitlines() if line.startswith("lawbase:")]
    assert len(said) == 1 and "Traceback" not in result.output and result.exit_code == 1, result.output
    return said[0]


@pytest.mark.parametrize("command", ["check", "build"])
def test_a_law_pattern_without_its_number_group_names_the_line_and_the_group(tmp_path, profile_folder, command):
    line = damaged(profile_folder, "(?P<num>", "(?P<n>")
    said = run(tmp_path, command)
    assert f"cs.toml:{line}: pattern '^PRAVIDLO\\s+(?P<n>" in said and "has no group (?P<num>…)" in said
    if command == "build":
        assert sorted(path.name for path in tmp_path.iterdir()) == ["corpus", "profiles"]  # no .out.lock


def test_a_pattern_without_a_title_group_or_a_see_group_is_named_too(tmp_path, profile_folder):
    line = damaged(profile_folder, "(?P<title>", "(?P<name>")
    assert f"cs.toml:{line}: " in run(tmp_path, "check") and "(?P<title>…)" in run(tmp_path, "check")
    damaged(profile_folder, "(?P<name>", "(?P<title>")
    line = damaged(profile_folder, "'^Viz\\s+(?P<see>.+)$'", "'^Viz\\s+(.+)$'")
    said = run(tmp_path, "check")
    assert said.startswith(f"lawbase: {profile_folder}/cs.toml:{line}: ") and "[index] see" in said \
        and "(?P<see>…)" in said


def test_a_bad_pattern_is_quoted_as_the_toml_writes_it_at_its_line(tmp_path, profile_folder):
    line = damaged(profile_folder, LAW, LAW.replace("\\d{1,3})", "\\d{1,3}"))
    said = run(tmp_path, "build")
    assert f"cs.toml:{line}: bad pattern '^PRAVIDLO\\s+(?P<num>\\d{{1,3}}\\s*" in said, said
    assert "\\\\" not in said and "missing ), unterminated subpattern" in said
    assert sorted(path.name for path in tmp_path.iterdir()) == ["corpus", "profiles"]


def test_a_profile_that_is_not_toml_is_named_at_its_line(tmp_path, profile_folder):
    line = damaged(profile_folder, "index = '^INDEX$'", "index = '^INDEX$")
    said = run(tmp_path, "build")
    assert f"cs.toml:{line}: profile is not valid TOML: " in said and "at line" not in said
    assert sorted(path.name for path in tmp_path.iterdir()) == ["corpus", "profiles"]


def test_a_profile_without_its_law_pattern_names_its_headings(tmp_path, profile_folder):
    headings = damaged(profile_folder, LAW + "\n", "")
    assert f"cs.toml:{headings - 2}: profile has no [headings] law pattern" in run(tmp_path, "check")


def test_interface_strings_that_are_not_toml_are_named_at_their_line_before_anything_beside_out(tmp_path,
                                                                                              monkeypatch):
    """The site's strings of a language are read with its profile: a slip stopped the build at the site stage,
    its lock left beside OUT, the TOML's line inside the message."""
    import lawbase.ui_strings as module

    folder = tmp_path / "ui"
    shutil.copytree(module.UI_DIR, folder)
    text = (folder / "cs.toml").read_text(encoding="utf-8").split("\n")
    line = next(number for number, value in enumerate(text, 1) if value.startswith("law = "))
    text[line - 1] = text[line - 1].replace(' = "', ' = "unclosed ', 1).rstrip('"')
    (folder / "cs.toml").write_text("\n".join(text), encoding="utf-8")
    monkeypatch.setattr(module, "UI_DIR", folder)
    module.strings.cache_clear()
    try:
        said = run(tmp_path, "build")
    finally:
        module.strings.cache_clear()
    assert f"ui/cs.toml:{line}: interface strings are not valid TOML: " in said and "at line" not in said
    assert sorted(path.name for path in tmp_path.iterdir()) == ["corpus", "ui"]

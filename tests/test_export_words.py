"""`export`'s Akoma Ntoso and JSON summaries and its errors in the reader's language: under `--ui cs` they said
"pl-2017.xml: act with 835 provisions; references as ref 1411 …", "lawbase.json copied (… bytes)", "--from and --to
are both pl-2017: …", "give a file or folder name" (the TMX summary was said in the reader's words already)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from lawbase.cli import main
from lawbase.ui_strings import strings

READERS = ("pl", "cs", "ru")
ENGLISH = ("provisions", "references", "unresolved", "footnotes", "defined terms", "index entries", "copied",
           "bytes", "translation pairs", "both", "give a file", "not a folder", "memory pairs", "recovered")


def run(out, language: str, *args: str):
    return CliRunner().invoke(main, ["--ui", language, "export", *args, "--out", str(out)], env={"COLUMNS": "200"})


@pytest.mark.parametrize("language", READERS)
def test_the_akn_and_json_summaries_are_in_the_readers_language(out, language, tmp_path):
    words = strings(language)
    akn = run(out, language, "--format", "akn", "--dest", str(tmp_path / "akn"))
    json_copy = run(out, language, "--format", "json", "--dest", str(tmp_path / "graph.json"))
    assert akn.exit_code == json_copy.exit_code == 0, akn.output + json_copy.output
    said = akn.stdout + json_copy.stdout
    assert len(akn.stdout.splitlines()) == 5 and words["akn_written"].split("{provisions}")[0].split("}")[-1] in said
    assert words["akn_index_entries"].split("{")[0] in said and words["json_written"].split("{size}")[0].split("}")[-1] in said
    assert not [word for word in ENGLISH if word in said], said


@pytest.mark.parametrize("language", READERS)
def test_exports_errors_are_one_line_in_the_readers_language(out, language, tmp_path):
    pair = {"first": "pl-2017", "second": "pl-1997"}
    for args, key, values in [
            (["--format", "tmx", "--from", "pl-2017", "--to", "pl-2017", "--dest", "x.tmx"], "export_same_edition",
             {"edition": "pl-2017"}),
            (["--format", "tmx", "--from", "pl-2017", "--to", "pl-1997", "--dest", "x.tmx"], "export_one_language",
             {**pair, "language": "pl"}),
            (["--format", "akn", "--dest", "-"], "export_not_a_folder", {"dest": "-"}),
            (["--format", "json", "--dest", str(tmp_path)], "export_is_a_folder", {}),
            (["--format", "akn", "--dest", ""], "export_no_dest", {})]:
        result = run(out, language, *args)
        line = result.stderr
        assert result.exit_code in (1, 2) and line.count("\n") == 1 and line.startswith("lawbase: "), (args, line)
        assert strings(language).format(key, **values) in line, (args, line)
        assert not [word for word in ENGLISH if word in line], (args, line)

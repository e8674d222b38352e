"""A Russian tournament director at the table, offline, CLI first (the twenty-first review): `compare` puts the
edition whose numbering it follows first, as `show`, `refs` and `search` do; `show` says an older rule at a key is
another; a key that names no provision is one error in every command; a footnote is named by the number its book prints;
an OUT that is a file is one line and exit 1; `compare` keeps a footnote marker in place;
`refs` counts what cites a provision as the site does; the concordance table says a shared evidence once."""

from __future__ import annotations

import json

from click.testing import CliRunner

from lawbase.cli import main


def run(out, *args: str):
    return CliRunner().invoke(main, [*args, "--out", str(out)], env={"COLUMNS": "200"})


def test_compare_puts_the_edition_whose_numbering_it_follows_first(out):
    """`compare 16С2` (a Cyrillic С) said "the rows follow the numbering of ru-2017" and stacked pl-2017, cs-2007 and
    only then ru-2017; the first -e alike: the column of the numbering followed comes first, in the text and JSON."""
    text = run(out, "compare", "16С2").output
    assert "the rows follow the numbering of ru-2017" in text, text[:300]
    columns = next(line for line in text.splitlines() if "│" in line)
    assert columns.split("│")[0].split() == ["ru-2017"], columns
    data = json.loads(run(out, "compare", "16С2", "--json").output)
    assert data["anchor"] == "ru-2017" and data["editions"][0]["edition"] == "ru-2017", data["editions"]
    named = json.loads(run(out, "compare", "16C2", "-e", "pl-1997", "-e", "cs-2007", "-e", "pl-2017", "--json").output)
    assert [cell["edition"] for cell in named["rows"][0]["cells"]][0] == named["anchor"] == "cs-2007", named["rows"][0]


def test_show_says_an_older_rule_at_the_key_is_another(out):
    """`show 16С2` printed the Czech 16C2 (information from other sources, cs-2007.md:595) under 2017's withdrawn
    calls without a word; `refs` and `search` said "a different rule": `show` says it under that heading, and in
    `--json` (`differs`), not of an edition asked for alone."""
    shown = run(out, "show", "16С2").output.splitlines()
    czech = next(at for at, line in enumerate(shown) if line.startswith("── cs-2007"))
    assert shown[czech + 1] == "   (a different rule from 16C2 of the 2017 Laws; in the 2007 Laws that rule is 16D2 (cs-2007))", shown[czech:czech + 3]
    assert sum("a different rule" in line for line in shown) == 1, shown
    data = json.loads(run(out, "show", "16С2", "--json").output)
    assert [entry.get("differs") for entry in data] == [None, None, {"from": "ru-2017 16C2", "here": ["16D2"]}]
    assert "a different rule" not in run(out, "show", "16C2", "-e", "cs-2007").output


def test_a_key_that_names_no_provision_is_one_error_in_every_command(out):
    """`search "правило 99Z"` printed "nothing is numbered 99Z" on stdout and exited 0 (`--json`: `[]`), where `show`,
    `refs` and `compare` exit 1 ("pl-2017 has no 99Z", said `compare`): a script could not tell "no such key" from
    "no hit". Every command gives the one line on stderr, exit 1 (README: unknown key), `--json` too; a key that
    has a numbered part above it still lists it (`16C99`: Law 16C)."""
    for typed, edition, said in (("правило 99Z", [], "unknown key 'правило 99Z' (read as 99Z): not in any edition"),
                                 ("16C2", ["-e", "pl-1997"],
                                  "unknown key '16C2': not in edition pl-1997, which holds Laws 41–71")):
        for command in ("show", "refs", "compare", "search"):
            for json_flag in ([], ["--json"]):
                result = run(out, command, typed, *edition, *json_flag)
                assert (result.exit_code, result.stdout) == (1, ""), (command, json_flag, result.output)
                assert result.stderr == f"lawbase: {said}\n", (command, result.stderr)
    nearest = run(out, "search", "16C99")
    assert nearest.exit_code == 0 and "Law 16C " in nearest.stdout, nearest.output


def test_a_footnote_is_named_by_its_printed_number_wherever_a_command_names_one(out):
    """`show "сноска 19" -e ru-2017` said "in pl-2017 (2017 Laws): fn21 (same)": the Polish book prints that note
    as ¹⁹ (pl-2017.txt:1461), as `compare` and the site show it; a translator looked for note 21. `show` and the
    concordance table name it as the heading does, `footnote 19` (`fn21 (footnote 19)` until 2026-11-29); `--json`
    keeps the keys."""
    shown = run(out, "show", "сноска 19", "-e", "ru-2017").output
    assert "   in pl-2017 (2017 Laws): footnote 19 (same)\n" in shown, shown
    table = run(out, "concordance", "--from", "ru-2017", "--to", "pl-2017", "--law", "64").output.splitlines()
    assert any(line.split("  ")[:2] == ["footnote 19", "footnote 19"] for line in table), table[-6:]
    data = json.loads(run(out, "show", "сноска 19", "-e", "ru-2017", "--json").output)
    assert data[0]["elsewhere"] == [{"edition": "pl-2017", "keys": ["fn21"], "relation": "same"}]


def test_an_out_that_is_a_file_is_one_line_and_exit_1(out, tmp_path):
    """`export --dest FILE/x.json` said "the folder FILE does not exist" (it exists: a file); `build --out FILE`
    and `show --out FILE` said click's "Invalid value for '--out': Directory … is a file." with exit 2, where the
    README's table puts an OUT that cannot be written at 1. One line naming the file, exit 1; a folder that is
    missing is still a malformed argument, exit 2."""
    file = tmp_path / "file"
    file.write_text("x", encoding="utf-8")
    for args in (["build", "--out", str(file)], ["build", "--out", str(file / "sub")],
                 ["show", "16C2", "--out", str(file)], ["search", "revoke", "--out", str(file)]):
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 1 and result.stderr.count("\n") == 1, (args, result.output)
        assert result.stderr.endswith(f"{file} is a file, not a folder\n"), result.stderr
    for dest, extra in ((file / "x.json", []), (file / "sub", []), (file / "x.tmx", ["--from", "pl-2017", "--to", "ru-2017"])):
        form = {".json": "json", ".tmx": "tmx"}.get(dest.suffix, "akn")
        result = run(out, "export", "--format", form, "--dest", str(dest), *extra)
        assert (result.exit_code, result.stderr) == (1, f"lawbase: {dest}: {file} is a file, not a folder\n"), \
            (dest, result.output)
    missing = run(out, "export", "--format", "json", "--dest", str(tmp_path / "none" / "x.json"))
    assert missing.exit_code == 2 and "the folder" in missing.stderr and "does not exist" in missing.stderr


def test_compare_keeps_a_footnote_marker_where_the_book_prints_it(out):
    """`compare 64А1` put the [19] marker after the cell's text, where `show` and the site keep "игроком[19]"
    (ru-2017.md:1784) and "lewę[19]" (pl-2017): the marker stands in the text, the note's words after it, once."""
    for edition, marked, note in (("ru-2017", "игроком[19], в конце", "[19] Для целей"),
                                  ("pl-2017", "wziął lewę[19], w której", "[19] Dla celów")):
        text = " ".join(run(out, "compare", "64А1", "-e", edition).output.split())  # one column: its lines in order
        assert marked in text and text.count(note) == 1 and text.count("[19]") == 2, text


def test_refs_counts_what_cites_a_provision_as_the_site_does(out):
    """`refs 16C -e ru-2017` said "cited by (31)", the site's box "Ссылки сюда (32)": the site counts 16C3's "пункта
    С2" (a part citing another part of the section: a references review looked for pl-2017 50E3 and 50E4 in 50E's
    box), and it counts provisions, where `refs` counted references (pl-2017 6D: 11 provisions, 13 references).
    Every box on two Law pages has the count `refs` gives; a provision citing its own part counts in neither."""
    from lxml import html

    for edition, law in (("ru-2017", "16"), ("pl-2017", "6")):
        page = html.parse(str(out / "site" / edition / f"law-{law}.html"))
        boxes = {box.xpath("ancestor::*[@id][1]/@id")[0]: box.xpath("string(summary)").rsplit("(", 1)[1].rstrip(")")
                 for box in page.xpath('//details[contains(@class, "citedby")]')}
        assert len(boxes) > 3, boxes
        for key, count in boxes.items():
            said = run(out, "refs", law if key == "main" else key, "-e", edition).output
            assert f"  cited by ({count})" in said or f"  cited by ({count};" in said, (edition, key, count, said[:300])
    said = run(out, "refs", "16C", "-e", "ru-2017").output
    assert "  cited by (32):" in said and "    ru-2017 16C3 → 16C2  [ru-2017.md:844]" in said
    assert "  cited by (11; 13 references):" in run(out, "refs", "6D", "-e", "pl-2017").output
    said = run(out, "refs", "27B", "-e", "pl-2017").output  # 27B's text cites its own part 27B3: not "cited by"
    assert "pl-2017 27B → 27B3" not in said.split("  cited by")[1], said
    page = html.parse(str(out / "site" / "pl-2017" / "law-27.html"))
    box = page.xpath('//section[@id="27B"]/details[contains(@class, "citedby")]')[0]
    assert not box.xpath('.//a[starts-with(normalize-space(.), "Przepis 27B ·")]'), html.tostring(box)[:300]
    assert box.xpath('.//a[starts-with(normalize-space(.), "Przepis 27B1b ·")]')  # a part citing another: counted


def test_the_concordance_table_says_a_shared_evidence_once(out):
    """`concordance --from ru-2017 --to pl-2017 --law 54` printed the same four lines of evidence ("the same Laws:
    Law 54 has the same provisions in both…") on each of its 8 rows: said once above the rows sharing it, each row
    with its own evidence on one line; `--json` keeps every record's whole evidence."""
    sentence = "the same Laws: Law 54 has the same provisions in both, and no amendment to it"
    table = run(out, "concordance", "--from", "ru-2017", "--to", "pl-2017", "--law", "54").output.splitlines()
    assert table[1] == f"rows 54-54E: {sentence}" and len(table) == 2 + 8, table
    assert all(line.endswith(f"read from pl-2017 {line.split()[0]}") for line in table[2:]), table
    records = json.loads(run(out, "concordance", "--from", "ru-2017", "--to", "pl-2017", "--law", "54", "--json").output)
    assert len(records) == 8 and all({"code": "same_laws", "law": 54} in record["evidence"] for record in records)

"""Hostile input (issue #14): manifests that read files outside the corpus, loop or run away, wrong
types; a README with scripts; keys and Law numbers; many footnotes. Builds and OUT are in
test_reliability.py."""

from __future__ import annotations

import json
import sys
import time

import pytest
from click.testing import CliRunner
from lxml import html as lxml_html

from lawbase.cli import main
from lawbase.errors import LawbaseError
from lawbase.manifest import load_manifest

from .conftest import edition, write_corpus
from .test_reliability import LAWS, one_line_error


def manifest_error(tmp_path, entries: list[dict], texts: dict | None = None) -> LawbaseError:
    folder = write_corpus(tmp_path / "corpus", entries, texts if texts is not None else {"pl.txt": LAWS})
    started = time.monotonic()
    with pytest.raises(LawbaseError) as caught:
        load_manifest(folder)
    assert time.monotonic() - started < 5
    assert "\n" not in str(caught.value) and "editions.toml:" in str(caught.value), str(caught.value)
    return caught.value


# 3. files outside the corpus ------------------------------------------------------------------------------
@pytest.mark.parametrize("file", ["../outside.txt", "../../../../etc/passwd", "/etc/passwd", "/proc/self/status",
                                  "link.txt", "sub/../../outside.txt"])
def test_manifest_files_stay_inside_the_corpus(tmp_path, file):
    (tmp_path / "outside.txt").write_text(LAWS, encoding="utf-8")
    (tmp_path / "corpus").mkdir()
    (tmp_path / "corpus" / "link.txt").symlink_to(tmp_path / "outside.txt")
    error = manifest_error(tmp_path, [edition("pl-t", "pl", file, laws=[1, 2])], {})
    assert "file" in error.message


def test_a_symlink_inside_the_corpus_is_followed(tmp_path):
    folder = write_corpus(tmp_path / "corpus", [edition("pl-t", "pl", "link.txt", laws=[1, 2])], {"real.txt": LAWS})
    (folder / "link.txt").symlink_to("real.txt")
    assert load_manifest(folder)[0].path == (folder / "real.txt").resolve()


def test_a_readme_symlinked_out_of_the_project_is_not_read(tmp_path):
    from lawbase.readme_page import project_readme

    (tmp_path / "corpus").mkdir()
    (tmp_path / "README.md").symlink_to("/etc/passwd")
    assert "root:" not in project_readme(tmp_path / "corpus")
    (tmp_path / "README.md").unlink()
    (tmp_path / "README.md").write_text("# Ours", encoding="utf-8")
    assert project_readme(tmp_path / "corpus") == "# Ours"


# 4. the about page ------------------------------------------------------------------------------------------
HOSTILE_README = """# About

<script>document.title = 'pwned'</script>
<iframe src="javascript:parent.document.title='pwned'"></iframe>
<img src=x onerror="document.title='pwned'">

[click](javascript:document.title='pwned') and <a href="javascript:document.title='pwned'">this</a>
<style>body { display: none }</style>

| a | b |
| --- | --- |
| <b onmouseover="document.title='pwned'">x</b> | [anchor](#a) |
"""


def test_the_about_page_runs_no_script_from_the_readme(built_out, tmp_path, chromium):
    from lawbase.analysis import load_term_maps
    from lawbase.site import write_site

    data = json.loads((built_out[0] / "lawbase.json").read_text(encoding="utf-8"))
    data["editions"] = [info for info in data["editions"] if info["id"] == "pl-1997"]
    data["nodes"] = [node for node in data["nodes"] if node["edition"] == "pl-1997"]
    data["references"], data["concordance"] = [], []
    write_site(data, load_term_maps(built_out[0] / "index"), tmp_path, HOSTILE_README)
    about = tmp_path / "site" / "readme.html"
    text = about.read_text(encoding="utf-8")
    tree = lxml_html.fromstring(text)
    assert list(tree.iter("iframe", "img", "style")) == []
    assert all(script.get("src") in ("ui-strings.js", "reader-language.js", "site.js") and not (script.text or "").strip() for script in tree.iter("script"))
    assert "javascript:" not in text and "onerror" not in text and "onmouseover" not in text
    assert tree.find(".//table") is not None and tree.find(".//h1").text == "About"
    chromium.get(about.as_uri() + "?ui=en")  # (the tab may remember another reader's language)
    time.sleep(0.3)
    assert chromium.title == "lawbase's README (for developers) — lawbase"


def test_the_readme_is_rendered_once_per_text_and_kept_sanitised(tmp_path, monkeypatch):
    """A build keeps the README's HTML in its cache by the README's text: the next build's about page is that
    HTML (no Markdown run), sanitised as it was; another text is rendered anew."""
    import markdown

    import lawbase.readme_page as readme_page
    from lawbase.cache import Cache

    cache = Cache("test", tmp_path / "cache")
    first = readme_page.readme_html(HOSTILE_README, cache)
    assert "<script" not in first and "javascript:" not in first and "<table>" in first
    monkeypatch.setattr(markdown, "markdown", lambda *a, **k: "<p>made again</p>")  # (imported where it is used)
    assert readme_page.readme_html(HOSTILE_README, cache) == first
    assert readme_page.readme_html(HOSTILE_README + "\nMore.", cache) == "<p>made again</p>"


# 6. denial of service from the manifest ----------------------------------------------------------------------
NOTES = "16. LEGALNE I NIELEGALNE INFORMACJE\n\nNotatka.\n"


@pytest.mark.parametrize("entries, expected", [
    ([edition("pl-t", "pl", "pl.txt", laws=[1, 2]), edition("n", "pl", "n.txt", kind="notes", base="n")],
     "run in a circle: n -> n"),
    ([edition("pl-t", "pl", "pl.txt", laws=[1, 2]), edition("a", "pl", "n.txt", kind="notes", base="b"),
      edition("b", "pl", "n.txt", kind="notes", base="a")], "run in a circle"),
    ([edition("pl-t", "pl", "pl.txt", laws=[1, 9000000000000000000])], "Law numbers are integers from 1 to 999"),
    ([edition("pl-t", "pl", "pl.txt", laws=[0, 2])], "Law numbers"),
    ([edition("pl-t", "pl", "pl.txt", laws=[1, 2], source_quirks={"debris": ["(a|aa)+$"]})], "too slow"),
    ([edition("pl-t", "pl", "pl.txt", laws=[1, 2], source_quirks={"debris_lines": ["(x+x+)+y", "(\\w+\\s?)*!"]})],
     "too slow"),
    ([edition("pl-t", "pl", "pl.txt", laws=[1, 2], source_quirks={"debris": ["("]})], "debris pattern '('"),
])
def test_manifest_denial_of_service_is_refused_quickly(tmp_path, entries, expected):
    error = manifest_error(tmp_path, entries, {"pl.txt": LAWS, "n.txt": NOTES})
    assert expected in error.message


def test_debris_as_a_string_is_refused(tmp_path):
    folder = write_corpus(tmp_path / "corpus", [edition("pl-t", "pl", "pl.txt", laws=[1, 2])], {"pl.txt": LAWS})
    with open(folder / "editions.toml", "a", encoding="utf-8") as stream:
        stream.write('[edition.source_quirks]\ndebris = "aeiou"\n')
    with pytest.raises(LawbaseError, match=r"editions.toml:10: edition pl-t: debris must be an array"):
        load_manifest(folder)


def test_a_slow_debris_pattern_stops_the_parse_within_its_budget(tmp_path, monkeypatch):
    from lawbase import patterns
    from lawbase.corpus import load_corpus

    monkeypatch.setattr(patterns, "BUDGET_SECONDS", 0.5)
    monkeypatch.setattr(patterns, "probe_lines", lambda pattern: [])  # let it through the manifest check
    text = LAWS + "\n" + "a" * 60 + "!\n"
    folder = write_corpus(tmp_path / "corpus", [edition("pl-t", "pl", "pl.txt", laws=[1, 2],
                                                        source_quirks={"debris": ["(a|aa)+$"]})], {"pl.txt": text})
    started = time.process_time()  # the process's CPU: a runaway match spends it, a loaded machine's wait does not
    with pytest.raises(LawbaseError, match=r"editions.toml:1: debris pattern '\(a\|aa\)\+\$' took over"):
        load_corpus(folder)
    assert time.process_time() - started < 5


# 7. one line, never a traceback ------------------------------------------------------------------------------
@pytest.mark.parametrize("field, value, expected", [
    ("file", 5, "editions.toml:6: edition pl-t: file must be a string (got int 5)"),
    ("title", {"x": 1}, "editions.toml:4: edition pl-t: title must be a string (got dict"),
    ("amended_laws", 5, "editions.toml:8: edition pl-t: amended_laws must be an array"),
    ("year", True, "editions.toml:5: edition pl-t: year must be an integer"),
    ("laws", [1, "9"], "edition pl-t: laws: Law numbers are integers"),
    ("kind", "book", "editions.toml:7: edition pl-t: kind must be one of"),
    ("id", "compare", "editions.toml:2: edition compare: id 'compare' is the name of a page of the site"),
    ("lawz", [1, 2], "editions.toml:8: edition pl-t: unknown key 'lawz'"),
])
def test_wrong_types_in_the_manifest_are_one_line_with_the_key_and_line(tmp_path, field, value, expected):
    entry = edition("pl-t", "pl", "pl.txt")
    entry[field] = value
    folder = write_corpus(tmp_path / "corpus", [entry], {"pl.txt": LAWS})
    text = (folder / "editions.toml").read_text(encoding="utf-8").replace("{'x': 1}", "{x = 1}")
    text = text.replace("= True", "= true").replace("'9'", '"9"')
    (folder / "editions.toml").write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "--corpus", str(folder)])
    assert result.exit_code == 1 and expected in one_line_error(result), result.output


# 8. the smaller ones -------------------------------------------------------------------------------------------
def test_a_node_id_is_accepted_where_a_key_is(built_out):
    out = str(built_out[0])
    shown = json.loads(CliRunner().invoke(main, ["show", "pl-2017/16C2", "--json", "--out", out]).output)
    assert [entry["edition"] for entry in shown] == ["pl-2017"] and shown[0]["nodes"][0]["key"] == "16C2"
    cites = json.loads(CliRunner().invoke(main, ["refs", "pl-2017/16C2", "--json", "--out", out]).output)
    assert [entry["edition"] for entry in cites] == ["pl-2017"]
    compared = json.loads(CliRunner().invoke(main, ["compare", "pl-2017/16C2", "--json", "--out", out]).output)
    assert compared["key"] == "16C2" and compared["anchor"] == "pl-2017"
    assert {"pl-2017", "ru-2017"} <= {entry["edition"] for entry in compared["editions"]}
    wrong = CliRunner().invoke(main, ["show", "pl-2017/16C2", "--edition", "cs-2007", "--out", out])
    assert wrong.exit_code == 2 and "names edition pl-2017" in wrong.output


def test_laws_above_99_are_laws(tmp_path):
    from lawbase.corpus import load_corpus

    text = "\n\n".join(f"{n}. Tytuł przepisu {n}\n\nTekst przepisu {n}." for n in range(98, 103))
    folder = write_corpus(tmp_path / "corpus", [edition("pl-t", "pl", "pl.txt", laws=[98, 102])], {"pl.txt": text})
    parsed = load_corpus(folder).parsed["pl-t"]
    assert [node.key for node in parsed.nodes if node.kind == "law"] == ["98", "99", "100", "101", "102"]
    assert not [anomaly for anomaly in parsed.anomalies if anomaly.severity == "error"]
    folder = write_corpus(tmp_path / "narrow", [edition("pl-t", "pl", "pl.txt", laws=[98, 99])], {"pl.txt": text})
    errors = [a.message for a in load_corpus(folder).parsed["pl-t"].anomalies if a.severity == "error"]
    assert "Laws outside 98–99: 100, 101, 102: edition pl-t has laws = [98, 99] here, and its source pl.txt heads " \
        "Law 100 (line 9)" in errors


def test_a_laws_range_past_the_sources_last_law_is_the_manifests_line(tmp_path):
    """Review 19: `laws = [1, 94]` said "error: cs-2017-draft.md: Laws missing: 94", the source's name and no line;
    the range is the manifest's, at its line, beside the source's last Law."""
    folder = write_corpus(tmp_path / "corpus", [edition("pl-t", "pl", "pl.txt", laws=[1, 3])], {"pl.txt": LAWS})
    result = CliRunner().invoke(main, ["check", "--corpus", str(folder)])
    assert result.exit_code == 1
    assert f"error: {folder}/editions.toml:8: Laws missing: 3: edition pl-t has laws = [1, 3] here, and its source " \
        "pl.txt ends at Law 2 (line 7)" in result.output


def test_a_duplicate_id_names_the_first_entrys_line_and_a_country_code_its_language(tmp_path):
    """Review 19: the second entry's line alone, and `language = "cz"` listed the languages without `cs`."""
    twice = manifest_error(tmp_path / "a", [edition("pl-t", "pl", "pl.txt"), edition("pl-t", "pl", "pl.txt")])
    assert str(twice).endswith("editions.toml:10: edition pl-t: is listed twice (first at line 2)")
    for typed, meant in (("cz", "cs"), ("ces", "cs"), ("POL", "pl")):
        wrong = manifest_error(tmp_path / typed, [edition("pl-t", typed, "pl.txt")])
        assert f"editions.toml:3: edition pl-t: language {typed!r} has no profile (did you mean {meant!r}? " in str(wrong)
    assert "did you mean" not in str(manifest_error(tmp_path / "ua", [edition("pl-t", "ua", "pl.txt")]))


def footnoted_corpus(folder, sections: int):
    """A Law of `sections` sections of 98 items, each citing four footnotes printed under it."""
    lines = ["1. Talia", ""]
    for section in range(sections):
        lines += [f"{chr(65 + section)}. Sekcja", ""]
        for number in range(1, 99):
            lines += [f"{number}. Punkt¹ z przypisem² i trzecim³ oraz czwartym⁴.", ""]
            lines += [f"{mark} Przypis {mark}." for mark in "¹²³⁴"] + [""]
    return write_corpus(folder, [edition("pl-t", "pl", "pl.txt", laws=[1, 1])], {"pl.txt": "\n".join(lines) + "\n"})


def lines_to_parse(folder) -> int:
    """The lines of Python parsing runs (a loop's every turn counted, a comprehension's too): deterministic,
    unlike a time, which fails under load and passes a slow machine's bug. Scans in C (`in`, `index`) are
    not seen."""
    from lawbase.corpus import load_corpus

    count = [0]

    def line(frame, event, arg):
        count[0] += event == "line"
        return line

    sys.settrace(lambda frame, event, arg: line)
    try:
        load_corpus(folder)
    finally:
        sys.settrace(None)
    return count[0]


def test_ten_thousand_footnotes_bind_in_linear_time(tmp_path):
    """Ten thousand footnotes bind, one marker each; and twice the footnotes run about twice the lines (1.99
    today), where finding each marker's footnote by a scan of all of them gave 2.84 at these sizes (a
    comprehension in place of the bisection, tried)."""
    from lawbase.corpus import load_corpus

    nodes = load_corpus(footnoted_corpus(tmp_path / "many", 26)).parsed["pl-t"].nodes
    footnotes = [node for node in nodes if node.kind == "footnote"]
    assert len(footnotes) >= 10000 and all(len(node.extra["markers"]) == 1 for node in footnotes)
    half, whole = (lines_to_parse(footnoted_corpus(tmp_path / str(sections), sections)) for sections in (4, 8))
    assert whole / half < 2.3, (half, whole)

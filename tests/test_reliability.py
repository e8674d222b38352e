"""Reliability and security (issue #14): overlapping builds, hostile corpora and manifests, OUT that is
not ours, the about page, Ctrl-C and a full disk. One test (or more) per numbered item of the issue."""

from __future__ import annotations

import json
import os
import resource
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import html as lxml_html

from lawbase.cli import main
from lawbase.errors import LawbaseError
from lawbase.manifest import load_manifest
from lawbase.outdir import MARKER

from .conftest import CORPUS, ROOT, edition, write_corpus
from .test_hardening import copy_real_build, seeded_out
from .test_site import browser  # noqa: F401  (the Chromium fixture)

LAWS = "1. Talia\n\nA. Starszeństwo kart\n\n1. Pierwszy punkt.\n\n2. Pudełka rozdaniowe\n\nTekst przepisu drugiego.\n"
BUILD = [sys.executable, "-m", "lawbase", "build"]
ENV = dict(os.environ, PYTHONPATH=str(ROOT))


def changed_corpus(folder: Path) -> Path:
    """The real corpus with one note more, so a build into a copy of the real build redoes every stage."""
    shutil.copytree(CORPUS, folder)
    with open(folder / "pl-notes.txt", "a", encoding="utf-8") as stream:
        stream.write("\n\n27. ODZYWKA NIEWYSTARCZAJĄCA\n\nPatrz przepis 27B.\n")
    return folder


def one_line_error(result) -> str:
    lines = [line for line in result.output.splitlines() if line.startswith("lawbase:")]
    assert len(lines) == 1 and "Traceback" not in result.output, result.output
    return lines[0]


def manifest_error(tmp_path, entries: list[dict], texts: dict | None = None) -> LawbaseError:
    folder = write_corpus(tmp_path / "corpus", entries, texts if texts is not None else {"pl.txt": LAWS})
    started = time.monotonic()
    with pytest.raises(LawbaseError) as caught:
        load_manifest(folder)
    assert time.monotonic() - started < 5
    assert "\n" not in str(caught.value) and "editions.toml:" in str(caught.value), str(caught.value)
    return caught.value


def build_complete(out: Path) -> None:
    """OUT holds a whole build whose search index was made from its lawbase.json."""
    from whoosh import index as whoosh_index

    from lawbase.build import code_fingerprint, digest

    graph = (out / "lawbase.json").read_bytes()
    info = json.loads((out / "build-info.json").read_text(encoding="utf-8"))
    assert info["index"] == digest(code_fingerprint(), digest(graph))
    ids = {node["id"] for node in json.loads(graph)["nodes"]}
    with whoosh_index.open_dir(str(out / "index")).searcher() as searcher:
        assert {fields["id"] for fields in searcher.all_stored_fields()} <= ids
    assert (out / "site" / "index.html").is_file() and (out / MARKER).is_file()


# 1. overlapping builds -----------------------------------------------------------------------------------
def test_concurrent_builds_into_one_out_leave_it_complete(built_out, tmp_path):
    out = copy_real_build(built_out, tmp_path / "out")
    corpus = changed_corpus(tmp_path / "corpus")
    (tmp_path / ".out-new-backup").mkdir()
    (tmp_path / ".out-new-backup" / "mine.txt").write_text("keep me", encoding="utf-8")
    processes = [subprocess.Popen(BUILD + ["--corpus", str(corpus), "--out", str(out)], env=ENV, text=True,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE) for _ in range(5)]
    results = [(process.wait(timeout=300), process.stderr.read()) for process in processes]
    assert any(code == 0 for code, _ in results), results
    for code, stderr in results:
        assert code == 0 or (code == 1 and stderr.count("\n") == 1 and "another build of OUT is running (pid " in stderr
                             and "Traceback" not in stderr), (code, stderr)
    build_complete(out)
    assert any(node["id"] == "pl-notes/27" for node in json.loads((out / "lawbase.json").read_bytes())["nodes"])
    assert (tmp_path / ".out-new-backup" / "mine.txt").read_text(encoding="utf-8") == "keep me"
    assert not [path for path in tmp_path.iterdir() if path.name.startswith(".out-new-") and "backup" not in path.name]


def test_lock_names_the_running_build_and_leftovers_of_dead_builds_go(built_out, tmp_path):
    from lawbase.outdir import BuildLock, clean_leftovers

    out = tmp_path / "out"
    with BuildLock(out):
        with pytest.raises(LawbaseError, match=rf"another build of OUT is running \(pid {os.getpid()}\)"):
            BuildLock(out).__enter__()
    dead = tmp_path / ".out-new-99999999-abcd_123"
    dead.mkdir()
    (dead / MARKER).write_text("", encoding="utf-8")
    living = tmp_path / f".out-new-{os.getpid()}-abcd_123"
    living.mkdir()
    (living / MARKER).write_text("", encoding="utf-8")
    unmarked = tmp_path / ".out-new-99999998-abcd_123"
    unmarked.mkdir()
    clean_leftovers(out)
    assert not dead.exists() and living.exists() and unmarked.exists()


# 2. control characters --------------------------------------------------------------------------------------
def test_control_characters_build_in_bounded_time_and_stay_out_of_html_and_terminals(built_out, tmp_path):
    text = ("1. Talia\n\nA. Starszeństwo kart\n\n1. Strona\x0cdruga \x1b]0;pwned\x07 i \x1b]8;;http://x\x1b\\link"
            " \u202eodwrócone\x9b koniec.\n\n2. Pudełka rozdaniowe\n\nTekst przepisu drugiego.\n")
    corpus = write_corpus(tmp_path / "corpus", [edition("pl-t", "pl", "pl.txt", laws=[1, 2])], {"pl.txt": text})
    out = seeded_out(built_out, tmp_path / "out")
    result = subprocess.run(BUILD + ["--corpus", str(corpus), "--out", str(out)], env=ENV, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert f"{corpus / 'pl.txt'}:5: control character" in result.stderr and "Traceback" not in result.stderr
    page = (out / "site" / "pl-t" / "law-1.html").read_text(encoding="utf-8")
    assert "Strona␌druga ␛]0;pwned␇" in page and "\x1b" not in page and "\u202e" not in page
    checked = CliRunner().invoke(main, ["check", "--corpus", str(corpus)])
    assert f"warning: {corpus / 'pl.txt'}:5: control character" in checked.output
    for command in (["show", "1A1"], ["compare", "1A1"], ["search", "odwrócone"]):
        shown = CliRunner().invoke(main, command + ["--out", str(out)])
        assert shown.exit_code == 0 and "odwrócone" in shown.output, (command, shown.output)
        assert not any(char in shown.output for char in "\x0c\x1b\x07\x9b\u202e"), (command, shown.output)
    as_json = CliRunner().invoke(main, ["show", "1A1", "--json", "--out", str(out)])
    assert "\\u202e" in as_json.output and "\u202e" not in as_json.output
    assert json.loads(as_json.output)[0]["nodes"][0]["text"].startswith("Strona\x0cdruga \x1b]0;pwned\x07")


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


def test_the_about_page_runs_no_script_from_the_readme(built_out, tmp_path, browser):  # noqa: F811
    from lawbase.analysis import load_term_maps
    from lawbase.site import write_site

    data = json.loads((built_out[0] / "lawbase.json").read_text(encoding="utf-8"))
    data["editions"] = [info for info in data["editions"] if info["id"] == "pl-1997"]
    data["nodes"] = [node for node in data["nodes"] if node["edition"] == "pl-1997"]
    data["references"] = []
    write_site(data, load_term_maps(built_out[0] / "index"), tmp_path, HOSTILE_README)
    about = tmp_path / "site" / "about.html"
    text = about.read_text(encoding="utf-8")
    tree = lxml_html.fromstring(text)
    assert list(tree.iter("script", "iframe", "img", "style")) == []
    assert "javascript:" not in text and "onerror" not in text and "onmouseover" not in text
    assert tree.find(".//table") is not None and tree.find(".//h1").text == "About"
    browser.get(about.as_uri())
    time.sleep(0.3)
    assert browser.title == "About — lawbase"


# 5. --out -------------------------------------------------------------------------------------------------
def test_out_holding_strangers_files_is_refused_and_kept(tmp_path):
    out = tmp_path / "mine"
    (out / "site").mkdir(parents=True)
    (out / "site" / "page.html").write_text("my own page", encoding="utf-8")
    (out / "lawbase.json").write_text("{}", encoding="utf-8")
    (out / "notes").symlink_to(tmp_path)
    result = CliRunner().invoke(main, ["build", "--corpus", str(CORPUS), "--out", str(out)])
    assert result.exit_code == 1 and "not a lawbase build" in one_line_error(result)
    assert (out / "site" / "page.html").read_text(encoding="utf-8") == "my own page"
    assert (out / "notes").is_symlink()


@pytest.mark.parametrize("where", [".", "corpus", "..", "~"])
def test_out_may_not_hold_the_project_corpus_or_home(tmp_path, monkeypatch, where):
    project = tmp_path / "project"
    corpus = write_corpus(project / "corpus", [edition("pl-t", "pl", "pl.txt", laws=[1, 2])], {"pl.txt": LAWS})
    monkeypatch.chdir(project)
    monkeypatch.setenv("HOME", str(project / "home"))
    (project / "home").mkdir()
    before = sorted(path.name for path in project.rglob("*"))
    result = CliRunner().invoke(main, ["build", "--corpus", str(corpus), "--out", os.path.expanduser(where)])
    assert result.exit_code == 1 and "refusing to build here" in one_line_error(result)
    assert sorted(path.name for path in project.rglob("*")) == before


def test_a_rebuild_keeps_the_users_entries_in_out_symlinks_included(built_out, tmp_path):
    out = copy_real_build(built_out, tmp_path / "out")
    (out / "notes.txt").write_text("mine", encoding="utf-8")
    (out / "elsewhere").symlink_to(tmp_path)
    result = CliRunner().invoke(main, ["build", "--corpus", str(CORPUS), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert (out / "notes.txt").read_text(encoding="utf-8") == "mine"
    assert (out / "elsewhere").is_symlink() and os.readlink(out / "elsewhere") == str(tmp_path)


@pytest.mark.parametrize("out", ["/proc", "afile/sub", "afile"])
def test_out_that_cannot_be_a_build_is_one_line(tmp_path, monkeypatch, out):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "afile").write_text("x", encoding="utf-8")
    result = CliRunner().invoke(main, ["build", "--corpus", str(CORPUS), "--out", out])
    assert result.exit_code in (1, 2)
    one_line_error(result)
    assert (tmp_path / "afile").read_text(encoding="utf-8") == "x"


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
    started = time.monotonic()
    with pytest.raises(LawbaseError, match=r"editions.toml:1: debris pattern '\(a\|aa\)\+\$' took over"):
        load_corpus(folder)
    assert time.monotonic() - started < 5


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


def children(pid: int) -> set[int]:
    found = set()
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and (entry / "stat").read_text().rsplit(")", 1)[1].split()[1] == str(pid):
                found.add(int(entry.name))
        except OSError:
            pass
    return found


def running(pid: int) -> bool:
    try:
        return "zombie" not in next(line for line in open(f"/proc/{pid}/status") if line.startswith("State"))
    except FileNotFoundError:
        return False


def interrupted_build(out: Path, corpus: Path, delay: float, sig: int = signal.SIGINT) -> tuple[int, str, set]:
    """A build sent `sig` after `delay` seconds (SIGINT to its process group, as Ctrl-C does): its exit
    code, its stderr and the helper processes it had started."""
    process = subprocess.Popen(BUILD + ["--corpus", str(corpus), "--out", str(out)], env=ENV, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    helpers: set[int] = set()
    deadline = time.monotonic() + delay
    while time.monotonic() < deadline:
        helpers |= children(process.pid)
        time.sleep(0.02)
    if sig == signal.SIGINT:
        os.killpg(process.pid, sig)
    else:
        process.send_signal(sig)
    _, stderr = process.communicate(timeout=60)
    time.sleep(0.2)
    assert not [pid for pid in helpers if running(pid)], "a helper process outlived the build"
    return process.returncode, stderr, helpers


def test_ctrl_c_is_one_line_and_leaves_the_previous_build(built_out, tmp_path):
    out = copy_real_build(built_out, tmp_path / "out")
    before = (out / "lawbase.json").read_bytes()
    corpus = changed_corpus(tmp_path / "corpus")
    for delay in (1.0, 2.2, 3.4):
        code, stderr, _ = interrupted_build(out, corpus, delay)
        if code == 0:  # the build was done before the interrupt
            break
        assert code == 130 and stderr == "lawbase: interrupted\n", (delay, stderr)
        assert (out / "lawbase.json").read_bytes() == before
        build_complete(out)
        assert not list(tmp_path.glob(".out-new-*"))


def test_a_killed_build_leaves_no_helper_running(built_out, tmp_path):
    out = copy_real_build(built_out, tmp_path / "out")
    corpus = changed_corpus(tmp_path / "corpus")
    for delay in (1.8, 2.6):
        _, _, helpers = interrupted_build(out, corpus, delay, signal.SIGKILL)
        if helpers:
            break
    assert helpers, "the build was killed before it started its helper"
    build_complete(out)


def test_a_write_failure_is_one_line_and_leaves_the_previous_build(built_out, tmp_path):
    out = copy_real_build(built_out, tmp_path / "out")
    before = (out / "lawbase.json").read_bytes()
    corpus = changed_corpus(tmp_path / "corpus")
    for limit in (3_000_000, 1_000_000):  # the index's segment fails (helper process), then lawbase.json (here)
        def small_disk(limit=limit):
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

        result = subprocess.run(BUILD + ["--corpus", str(corpus), "--out", str(out)], env=ENV, capture_output=True,
                                text=True, timeout=120, preexec_fn=small_disk)
        assert result.returncode == 1 and result.stderr.count("\n") == 1, result.stderr
        assert "File too large" in result.stderr and "Traceback" not in result.stderr
        assert (out / "lawbase.json").read_bytes() == before
        build_complete(out)
        assert not list(tmp_path.glob(".out-new-*"))


# 8. the smaller ones -------------------------------------------------------------------------------------------
def test_a_node_id_is_accepted_where_a_key_is(built_out):
    out = str(built_out[0])
    shown = json.loads(CliRunner().invoke(main, ["show", "pl-2017/16C2", "--json", "--out", out]).output)
    assert [entry["edition"] for entry in shown] == ["pl-2017"] and shown[0]["nodes"][0]["key"] == "16C2"
    cites = json.loads(CliRunner().invoke(main, ["refs", "pl-2017/16C2", "--json", "--out", out]).output)
    assert [entry["edition"] for entry in cites] == ["pl-2017"]
    compared = json.loads(CliRunner().invoke(main, ["compare", "pl-2017/16C2", "--json", "--out", out]).output)
    assert compared["key"] == "16C2" and len(compared["editions"]) == 3
    wrong = CliRunner().invoke(main, ["show", "pl-2017/16C2", "--edition", "cs-2007", "--out", out])
    assert wrong.exit_code == 2 and "is a node of edition pl-2017" in wrong.output


def test_laws_above_99_are_laws(tmp_path):
    from lawbase.corpus import load_corpus

    text = "\n\n".join(f"{n}. Tytuł przepisu {n}\n\nTekst przepisu {n}." for n in range(98, 103))
    folder = write_corpus(tmp_path / "corpus", [edition("pl-t", "pl", "pl.txt", laws=[98, 102])], {"pl.txt": text})
    parsed = load_corpus(folder).parsed["pl-t"]
    assert [node.key for node in parsed.nodes if node.kind == "law"] == ["98", "99", "100", "101", "102"]
    assert not [anomaly for anomaly in parsed.anomalies if anomaly.severity == "error"]
    folder = write_corpus(tmp_path / "narrow", [edition("pl-t", "pl", "pl.txt", laws=[98, 99])], {"pl.txt": text})
    errors = [a.message for a in load_corpus(folder).parsed["pl-t"].anomalies if a.severity == "error"]
    assert "Laws outside 98–99: 100, 101, 102" in errors


def test_ten_thousand_footnotes_bind_in_linear_time(tmp_path):
    from lawbase.corpus import load_corpus

    lines = ["1. Talia", ""]
    for section in range(26):
        lines += [f"{chr(65 + section)}. Sekcja", ""]
        for number in range(1, 99):
            lines += [f"{number}. Punkt¹ z przypisem² i trzecim³ oraz czwartym⁴.", ""]
            lines += [f"{mark} Przypis {mark}." for mark in "¹²³⁴"] + [""]
    folder = write_corpus(tmp_path / "corpus", [edition("pl-t", "pl", "pl.txt", laws=[1, 1])],
                          {"pl.txt": "\n".join(lines) + "\n"})
    started = time.perf_counter()
    parsed = load_corpus(folder).parsed["pl-t"]
    footnotes = [node for node in parsed.nodes if node.kind == "footnote"]
    assert len(footnotes) >= 10000 and all(len(node.extra["markers"]) == 1 for node in footnotes)
    assert time.perf_counter() - started < 4

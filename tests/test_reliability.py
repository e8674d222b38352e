"""Reliability (issue #14): overlapping builds, control characters that hung a build, an OUT that is not
ours, Ctrl-C, a killed build and a full disk. The hostile manifests, README and keys are in
test_hostile_input.py; together they hold a test (or more) per numbered item of the issue."""

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

import orjson
import pytest
from click.testing import CliRunner

from lawbase.cli import main
from lawbase.errors import LawbaseError
from lawbase.outdir import MARKER

from .conftest import CORPUS, ROOT, build_stages, build_stopped_at, edition, write_corpus
from .test_hardening import copy_build, copy_real_build, seeded_out

LAWS = "1. Talia\n\nA. Starszeństwo kart\n\n1. Pierwszy punkt.\n\n2. Pudełka rozdaniowe\n\nTekst przepisu drugiego.\n"
BUILD = [sys.executable, "-m", "lawbase", "build"]
ENV = dict(os.environ, PYTHONPATH=str(ROOT))


def one_line_error(result) -> str:
    lines = [line for line in result.output.splitlines() if line.startswith("lawbase:")]
    assert len(lines) == 1 and "Traceback" not in result.output, result.output
    return lines[0]


def in_process_build(*args: str):
    """`lawbase build` in this process, for the tests of what it says: its helper's stderr comes back through
    its pipe as in a process of its own, and an exception escaping `main` fails the test. The build as a
    process of its own is tested where the process is the point (killed, interrupted, concurrent, a full disk)."""
    return CliRunner().invoke(main, ["build", *args], catch_exceptions=False)


def build_complete(out: Path) -> None:
    """OUT holds a whole build whose search index was made from its lawbase.json."""
    from lawbase.build import code_fingerprint, digest
    from lawbase.index import load_index

    graph = (out / "lawbase.json").read_bytes()
    info = json.loads((out / "build-info.json").read_text(encoding="utf-8"))
    assert info["index"] == digest(code_fingerprint(), digest(graph))
    ids = {node["id"] for node in json.loads(graph)["nodes"]}
    assert {record[0] for record in load_index(out / "index")["docs"]} <= ids
    assert (out / "site" / "index.html").is_file() and (out / MARKER).is_file()


# 1. overlapping builds -----------------------------------------------------------------------------------
def test_concurrent_builds_into_one_out_leave_it_complete(small_build, small_edited_build, tmp_path):
    corpus, _, cache = small_edited_build
    out = copy_build(small_build[1], tmp_path / "out")
    (tmp_path / ".out-new-backup").mkdir()
    (tmp_path / ".out-new-backup" / "mine.txt").write_text("keep me", encoding="utf-8")
    warm = shutil.copytree(cache, tmp_path / "cache")  # the graph of the edited corpus: the lock is tested here
    processes = [subprocess.Popen(BUILD + ["--corpus", str(corpus), "--out", str(out)], text=True,
                                  env=dict(ENV, LAWBASE_CACHE_DIR=str(warm)),
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
    out = seeded_out(built_out[0], tmp_path / "out")
    result = in_process_build("--corpus", str(corpus), "--out", str(out))
    assert result.exit_code == 0, result.stderr
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


def test_corpus_errors_are_said_by_every_build_quiet_or_not_and_the_index_is_readable(tmp_path):
    """A corpus `lawbase check` fails (Law 2 missing) still builds, as directors need the rest; each build
    says so on stderr, `--quiet` too, and a rebuild that reuses everything says it again."""
    text = "1. Talia\n\nA. Starszeństwo kart\n\n1. Pierwszy punkt.\n\n3. Trzeci\n\nTekst przepisu trzeciego.\n"
    corpus = write_corpus(tmp_path / "corpus", [edition("pl-t", "pl", "pl.txt", laws=[1, 3])], {"pl.txt": text})
    out = tmp_path / "out"
    previous = os.umask(0o022)
    try:
        for run in ("built", "unchanged"):
            result = in_process_build("--corpus", str(corpus), "--out", str(out), "--quiet")
            assert result.exit_code == 0 and result.stdout == "", result.stderr
            assert f"warning: {corpus / 'pl.txt'}" in result.stderr and "missing" in result.stderr, (run, result.stderr)
            assert "lawbase check` fails" in result.stderr
    finally:
        os.umask(previous)
    summary = json.loads(in_process_build("--corpus", str(corpus), "--out", str(out), "--json").stdout)
    assert summary["stages"]["graph"] == "unchanged" and summary["editions"]["pl-t"]["errors"] >= 1
    assert {path.stat().st_mode & 0o777 for path in (out / "index").iterdir()} == {0o644}


def test_a_corpus_that_cannot_be_read_leaves_nothing_beside_out(tmp_path):
    result = CliRunner().invoke(main, ["build", "--corpus", str(tmp_path / "none"), "--out", str(tmp_path / "out")])
    assert result.exit_code == 1 and "corpus folder not found" in one_line_error(result)
    assert list(tmp_path.iterdir()) == []  # no lock file, no build folder


def test_the_lock_file_is_never_written_through_a_link_or_into_a_shared_file(tmp_path):
    """Whoever can write OUT's parent could point `.OUT.lock` at any file: the build wrote its pid into it
    (as root, /etc/passwd). A symbolic link or a hard link there is refused in one line, the file untouched."""
    corpus = write_corpus(tmp_path / "corpus", [edition("pl-t", "pl", "pl.txt", laws=[1, 2])], {"pl.txt": LAWS})
    victim = tmp_path / "victim.txt"
    victim.write_text("important\n", encoding="utf-8")
    for link in (os.symlink, os.link):
        lock = tmp_path / ".out.lock"
        lock.unlink(missing_ok=True)
        link(victim, lock)
        result = CliRunner().invoke(main, ["build", "--corpus", str(corpus), "--out", str(tmp_path / "out")])
        assert result.exit_code == 1 and ".out.lock" in one_line_error(result), result.output
        assert victim.read_text(encoding="utf-8") == "important\n" and not (tmp_path / "out").exists()


def test_an_output_damaged_since_its_build_is_made_again_not_reused(tmp_path, monkeypatch):
    """A page deleted or overwritten, lawbase.json truncated: the next build of the same corpus makes them
    again (build-info.json keeps each output's digest), where it used to reuse them or fail on every run."""
    monkeypatch.setenv("LAWBASE_CACHE_DIR", str(tmp_path / "cache"))  # other tests build the same corpus
    corpus = write_corpus(tmp_path / "corpus", [edition("pl-t", "pl", "pl.txt", laws=[1, 2])], {"pl.txt": LAWS})
    out = tmp_path / "out"

    build_stages(corpus, out)
    page, graph = out / "site" / "pl-t" / "law-1.html", (out / "lawbase.json").read_bytes()
    good = page.read_bytes()
    assert build_stages(corpus, out) == {"graph": "unchanged", "index": "unchanged", "site": "unchanged"}
    page.write_text("x", encoding="utf-8")
    (out / "site" / "pl-t" / "law-2.html").unlink()
    assert build_stages(corpus, out)["site"] == "built" and page.read_bytes() == good
    assert (out / "site" / "pl-t" / "law-2.html").is_file()
    (out / "lawbase.json").write_bytes(graph[:1000])
    assert build_stages(corpus, out)["graph"] != "unchanged" and (out / "lawbase.json").read_bytes() == graph
    build_complete(out)


def test_a_manifest_language_without_a_profile_is_its_line_and_leaves_nothing_beside_out(tmp_path):
    corpus = write_corpus(tmp_path / "corpus", [edition("pl-t", "de", "pl.txt", laws=[1, 2])], {"pl.txt": LAWS})
    result = CliRunner().invoke(main, ["build", "--corpus", str(corpus), "--out", str(tmp_path / "out")])
    line = one_line_error(result)
    assert result.exit_code == 1 and "editions.toml:" in line and "language 'de' has no profile" in line
    assert sorted(path.name for path in tmp_path.iterdir()) == ["corpus"]  # no lock file, no build folder


def test_an_export_into_the_build_it_reads_is_refused(built_out, tmp_path):
    out = copy_real_build(built_out, tmp_path / "out")
    graph = (out / "lawbase.json").read_bytes()
    (tmp_path / "link.csv").symlink_to(out / "lawbase.json")
    for dest in (out / "lawbase.json", out / "site" / "x.csv", tmp_path / "link.csv"):
        result = CliRunner().invoke(main, ["export", "--format", "csv", "--from", "pl-2017", "--to", "cs-2007",
                                           "--out", str(out), "--dest", str(dest)])
        assert result.exit_code == 2 and "is part of the build" in one_line_error(result)
    assert (out / "lawbase.json").read_bytes() == graph


def test_an_error_of_ours_is_one_line_whatever_its_kind(monkeypatch, tmp_path):
    """A PermissionError from a command's own code is an internal error in one line, exit 3 (not a
    traceback, as the full-disk branch once let through); a full disk is the user's, exit 1."""
    import errno

    import lawbase.cli.reading as reading

    for error, code, said in ((PermissionError(errno.EACCES, "Permission denied"), 3, "internal error: PermissionError"),
                              (OSError(errno.ENOSPC, "No space left on device"), 1, "cannot write the output")):
        def boom(*args, error=error, **kwargs):
            raise error
        monkeypatch.setattr(reading, "open_graph", boom)
        result = CliRunner().invoke(main, ["show", "16C2", "--out", str(tmp_path)])
        assert result.exit_code == code and said in one_line_error(result), result.output


def test_a_graph_that_is_a_folder_and_a_full_output_are_one_line(tmp_path):
    (tmp_path / "out" / "lawbase.json").mkdir(parents=True)
    result = CliRunner().invoke(main, ["show", "16C2", "--out", str(tmp_path / "out")])
    assert result.exit_code == 1 and "cannot read the built graph: Is a directory" in one_line_error(result)
    with open("/dev/full", "w") as full:  # stdout on a full disk: said, exit 1 (it was an "internal error", 3)
        result = subprocess.run([sys.executable, "-m", "lawbase", "search", "revoke", "--out", str(ROOT / "build")],
                                stdout=full, stderr=subprocess.PIPE, text=True, env=ENV, timeout=60)
    assert result.returncode == 1 and result.stderr == "lawbase: cannot write the output: No space left on device\n"


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


def test_a_build_made_before_the_marker_may_be_replaced(tmp_path):
    from lawbase.outdir import check_out

    out = tmp_path / "out"
    (out / "site").mkdir(parents=True)
    (out / "build-info.json").write_text('{"graph": "1", "index": "2", "site": "3"}', encoding="utf-8")
    check_out(out, CORPUS)
    (out / "build-info.json").write_text('{"mine": 1}', encoding="utf-8")
    with pytest.raises(LawbaseError, match="not a lawbase build"):
        check_out(out, CORPUS)


@pytest.mark.parametrize("where", [".", "corpus", "..", "~", "corpus/build", "link/build"])
def test_out_may_not_hold_the_project_corpus_or_home(tmp_path, monkeypatch, where):
    project = tmp_path / "project"
    corpus = write_corpus(project / "corpus", [edition("pl-t", "pl", "pl.txt", laws=[1, 2])], {"pl.txt": LAWS})
    monkeypatch.chdir(project)
    monkeypatch.setenv("HOME", str(project / "home"))
    (project / "home").mkdir()
    (project / "link").symlink_to(corpus)  # the corpus under another name
    before = sorted(path.name for path in project.rglob("*"))
    result = CliRunner().invoke(main, ["build", "--corpus", str(corpus), "--out", os.path.expanduser(where)])
    assert result.exit_code == 1 and "refusing to build" in one_line_error(result)
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


# 7. one line, never a traceback ------------------------------------------------------------------------------
def children(pid: int) -> set[int]:
    found = set()
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and (entry / "stat").read_text().rsplit(")", 1)[1].split()[1] == str(pid):
                found.add(int(entry.name))
        except OSError:
            pass
    return found


def command_line(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def running(pid: int) -> bool:
    """Alive and not on its way out: a zombie, or a process the kernel has a SIGKILL queued for (the parent's death
    signal, not yet run on a loaded machine), is not running."""
    try:
        status = dict(line.split(":", 1) for line in open(f"/proc/{pid}/status") if ":" in line)
    except FileNotFoundError:
        return False
    kill = 1 << (signal.SIGKILL - 1)
    return "zombie" not in status["State"] and not any(int(status[mask], 16) & kill for mask in ("SigPnd", "ShdPnd"))


def interrupted_build(out: Path, corpus: Path, delay: float | None, sig: int = signal.SIGINT, helpers_started: int = 1,
                      env: dict | None = None, commands: dict | None = None) -> tuple[int, str, set]:
    """A build sent `sig` after `delay` seconds, or as soon as it has started `helpers_started` helpers (`delay`
    None) (SIGINT to its process group, as Ctrl-C does): its exit code, its stderr and its helper processes
    (`commands`: filled with each one's command line, and the build's under its own pid)."""
    process = subprocess.Popen(BUILD + ["--corpus", str(corpus), "--out", str(out)], env=env or ENV, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    helpers: set[int] = set()
    deadline = time.monotonic() + (delay if delay is not None else 60)
    while time.monotonic() < deadline and not (delay is None and len(helpers) >= helpers_started) \
            and process.poll() is None:
        helpers |= children(process.pid)
        for pid in ([process.pid, *helpers] if commands is not None else []):
            commands.setdefault(pid, command_line(pid))
        time.sleep(0.02)
    if sig == signal.SIGINT:
        os.killpg(process.pid, sig)
    else:
        process.send_signal(sig)
    _, stderr = process.communicate(timeout=60)
    settled = time.monotonic() + 2  # a helper on its way out may wait for the CPU on a loaded machine (seen at load
    while time.monotonic() < settled and any(running(pid) for pid in helpers):  # 30: alive after 0.2 s); after 2 s,
        time.sleep(0.05)  # it outlived the build
    assert not [pid for pid in helpers if running(pid)], "a helper process outlived the build"
    return process.returncode, stderr, helpers


def test_ctrl_c_is_one_line_and_leaves_the_previous_build(small_build, small_edited_build, tmp_path):
    corpus, _, cache = small_edited_build
    out = copy_build(small_build[1], tmp_path / "out")
    before = (out / "lawbase.json").read_bytes()
    # while the helper writes the small corpus's index and site: 0.05 s in (the stage takes a fraction of a second)
    for stage, after, warm in (("references", 0.0, False), ("lawbase.json", 0.0, True), ("index and site", 0.05, True)):
        code, said = build_stopped_at(out, corpus, stage, signal.SIGINT, after, cache if warm else None)
        lines = [line.strip() for line in said.replace("\r", "\n").splitlines()]
        assert code == 130 and [line for line in lines if line and "building" not in line] == \
            ["lawbase: interrupted"], (stage, said)
        assert (out / "lawbase.json").read_bytes() == before
        build_complete(out)
        assert not list(tmp_path.glob(".out-new-*"))


def test_a_killed_build_leaves_no_helper_running(small_build, small_edited_build, tmp_path):
    out = copy_build(small_build[1], tmp_path / "out")
    corpus = small_edited_build[0]
    _, _, helpers = interrupted_build(out, corpus, None, signal.SIGKILL)
    assert helpers, "the build ended before it started its helper"
    build_complete(out)


def test_a_first_build_killed_while_its_editions_are_aligned_apart_leaves_no_process_running(tmp_path):
    """A first build (no build in OUT, no graph of the corpus in the cache) on two cores starts its helper and the
    process that aligns the editions (`concordance_process`), both forks of the build (no second Python start-up,
    imports and profiles: `forked.py`); killed, it leaves neither running, and no OUT."""
    out = tmp_path / "out"
    env = dict(ENV, LAWBASE_CACHE_DIR=str(tmp_path / "cache"))
    commands: dict[int, bytes] = {}
    _, _, helpers = interrupted_build(out, CORPUS, None, signal.SIGKILL, helpers_started=2, env=env, commands=commands)
    assert len(helpers) == 2, "the build did not start its two helpers"
    build = next(pid for pid in commands if pid not in helpers)
    assert [commands[pid] for pid in helpers] == [commands[build]] * 2, commands
    assert not out.exists()


@pytest.mark.parametrize("fork", [True, False])
def test_the_editions_aligned_apart_give_the_records_or_the_error_of_the_build_s_own_process(fork, monkeypatch):
    """The process that aligns the editions answers with what `build_concordance` gives in the build's own process:
    its records, or its error raised as the build's (a KeyError here, for a graph without editions); a process
    that ends without an answer is one line. The same whether it is a fork of the build or a new interpreter (a
    build with other threads: `forked.forkable`)."""
    from lawbase import helper_process
    from lawbase.concordance import build_concordance
    from lawbase.concordance_process import Aligner
    from lawbase.graph import Graph

    monkeypatch.setattr(helper_process, "forkable", lambda: fork)
    data = {"editions": [], "nodes": [], "references": []}
    aligner = Aligner()
    assert isinstance(aligner.process, helper_process.Forked) == fork
    aligner.align("code", orjson.dumps(data))
    assert aligner.records() == build_concordance(Graph(data))
    aligner.stop()
    broken = {"nodes": []}
    with pytest.raises(Exception) as in_process:
        build_concordance(Graph(broken))
    aligner = Aligner()
    aligner.align("code", orjson.dumps(broken))
    with pytest.raises(type(in_process.value)) as apart:
        aligner.records()
    assert str(apart.value) == str(in_process.value)
    aligner.stop()
    aligner = Aligner()
    aligner.process.kill()
    aligner.align("code", orjson.dumps(data))
    with pytest.raises(LawbaseError) as failed:
        aligner.records()
    assert str(failed.value).startswith("aligning the editions failed: the process ended with -9")
    assert "\n" not in str(failed.value)


def test_a_process_that_has_held_much_memory_starts_new_interpreters_not_forks(monkeypatch):
    """A fork starts with its parent's pages as its own resident memory: a build run in a process that holds more
    than `forked.SMALL` (`bench/build.py` runs one beside a 10x graph) starts its helpers as new interpreters."""
    from lawbase import forked
    from lawbase.concordance_process import Aligner
    from lawbase.helper_process import Forked

    held = forked.resident()
    for small, forks in ((held + 2 ** 30, True), (held // 2, False)):
        monkeypatch.setattr(forked, "SMALL", small)
        aligner = Aligner()
        assert isinstance(aligner.process, Forked) == forks
        aligner.stop()


def test_the_helper_makes_the_readme_s_html_ahead_into_the_cache(tmp_path, monkeypatch):
    """While the build parses, its helper makes the README beside the corpus into the about page's HTML in the
    cache (`readme_ahead`), which the about page then reads: the HTML Markdown makes of it."""
    from lawbase import build_helper
    from lawbase.cache import Cache
    from lawbase.readme_page import markdown_html, project_readme

    monkeypatch.setenv("LAWBASE_CACHE_DIR", str(tmp_path / "cache"))
    text = project_readme(CORPUS)
    assert text and Cache.default("code").get_object("readme", text) is None
    build_helper.readme_ahead(["code", str(CORPUS)])
    assert Cache.default("code").get_object("readme", text) == markdown_html(text)


def test_the_helper_reads_the_thesauri_ahead_and_leaves_a_damaged_one_to_the_work(monkeypatch):
    """While the build parses, the helper reads every thesaurus (its early work needs them first); a damaged
    one raises nothing then: the work that reads it says so, as it would without the read-ahead."""
    from lawbase import build_helper, profiles

    every = profiles.all_profiles()
    for profile in every:
        profile.__dict__.pop("thesaurus", None)
    build_helper.read_ahead()
    assert all("thesaurus" in profile.__dict__ for profile in every)

    class Damaged:
        @property
        def thesaurus(self):
            raise LawbaseError("thesaurus table [synonyms] is not lists of phrases", "pl-colloquial.toml")

    monkeypatch.setattr(profiles, "all_profiles", lambda: [Damaged()])
    build_helper.read_ahead()


def test_a_write_failure_is_one_line_and_leaves_the_previous_build(small_build, small_edited_build, tmp_path):
    corpus, _, cache = small_edited_build
    out = copy_build(small_build[1], tmp_path / "out")
    before = (out / "lawbase.json").read_bytes()
    warm = shutil.copytree(cache, tmp_path / "cache")  # the graph comes from the cache: the writes fail
    # the small corpus's site search index (5 MB) fails (helper process), then its lawbase.json (370 KB, here)
    for limit in (3_000_000, 300_000):
        def small_disk(limit=limit):
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

        result = subprocess.run(BUILD + ["--corpus", str(corpus), "--out", str(out)], capture_output=True, text=True,
                                env=dict(ENV, LAWBASE_CACHE_DIR=str(warm)), timeout=120, preexec_fn=small_disk)
        assert result.returncode == 1 and result.stderr.count("\n") == 1, result.stderr
        assert "File too large" in result.stderr and "Traceback" not in result.stderr
        assert (out / "lawbase.json").read_bytes() == before
        build_complete(out)
        assert not list(tmp_path.glob(".out-new-*"))

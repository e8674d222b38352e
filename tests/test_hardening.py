"""Damaged input, killed builds, reproducible output, incremental rebuilds."""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from lawbase.build import reusable
from lawbase.cli import main
from lawbase.outdir import MARKER
from lawbase.store import previous_info

from .conftest import CORPUS, build_stopped_at

MANIFEST = """[[edition]]
id = "{id}"
language = "{language}"
title = "fuzz"
year = 2017
file = "{file}"
kind = "{kind}"
{extra}
"""


def seeded_out(built: Path, folder: Path) -> Path:
    """An output folder holding the term maps of a build, so a fuzz build analyses only new words."""
    (folder / "index").mkdir(parents=True)
    for terms in (built / "index").glob("terms-*.json"):
        shutil.copy(terms, folder / "index" / terms.name)
    shutil.copy(built / MARKER, folder / MARKER)  # a build's folder, which a build may replace
    return folder


def mutations(data: bytes, rng: random.Random) -> list[tuple[str, bytes]]:
    lines = data.split(b"\n")
    heading = next((line for line in lines if line.startswith((b"## **PRAVIDLO 1", b"41. ", b"## **\xd0\x9f")) or
                    line.strip() == b"16. Legalne i nielegalne informacje"), "41. Rozpoczęcie rozgrywki".encode())
    deleted = [line for line in lines if rng.random() > 0.05]
    swapped = list(lines)
    for _ in range(20):
        a, b = rng.randrange(len(swapped)), rng.randrange(len(swapped))
        swapped[a], swapped[b] = swapped[b], swapped[a]
    noisy = bytearray(data)
    for _ in range(30):
        noisy.insert(rng.randrange(len(noisy)), rng.randrange(256))
    repeated = list(lines)
    repeated.insert(rng.randrange(len(repeated)), heading)
    try:
        cp1250 = data.decode("utf-8").encode("cp1250", errors="replace")
    except UnicodeDecodeError:
        cp1250 = data
    return [
        ("truncated", data[: rng.randrange(1, len(data))]),
        ("lines deleted", b"\n".join(deleted)),
        ("lines swapped", b"\n".join(swapped)),
        ("random bytes", bytes(noisy)),
        ("cp1250", cp1250),
        ("BOM and CRLF", b"\xef\xbb\xbf" + data.replace(b"\n", b"\r\n")),
        ("empty", b""),
        ("NUL byte", data[:500] + b"\x00" + data[500:]),
        ("law heading repeated", b"\n".join(repeated)),
    ]


CASES = [("pl-1997", "pl", "pl-1997-chapter6.txt", "chapter", "laws = [41, 71]"),
         ("ru-2017", "ru", "ru-2017.md", "laws", "laws = [1, 93]"),
         ("cs-2007", "cs", "cs-2007.md", "laws", "laws = [1, 93]"),
         ("pl-2017", "pl", "pl-2017.txt", "laws", "laws = [1, 93]")]
# every kind of damage goes through a whole `lawbase build` (graph, index, site) on the short chapter
# edition, and these on the long ones; every case of every edition goes through the parser below
WHOLE_BUILDS = {("ru-2017", "NUL byte"), ("ru-2017", "BOM and CRLF"), ("cs-2007", "lines swapped")}


def small_cases() -> list[tuple]:
    """CASES as the small corpus holds them (`small_corpus.cut_corpus`: Laws 41-43, the chapter's 41-45)."""
    from .small_corpus import FIRST, LAST

    laws = {"pl-1997": "laws = [41, 45]"}
    return [case[:4] + (laws.get(case[0], f"laws = [{FIRST}, {LAST}]"),) for case in CASES]


def damaged_corpus(folder: Path, case: tuple, damaged: bytes) -> Path:
    edition_id, language, file, kind, extra = case
    corpus = folder / "corpus"
    corpus.mkdir(parents=True)
    (corpus / file).write_bytes(damaged)
    (corpus / "editions.toml").write_text(MANIFEST.format(id=edition_id, language=language, file=file, kind=kind,
                                                          extra=extra), encoding="utf-8")
    return corpus


def test_damaged_corpora_give_a_build_or_one_clean_error(small_build, tmp_path):
    """Each edition of the small corpus (a build reads a damaged file as it reads a long one), damaged."""
    rng = random.Random(2026)
    outcomes = {}
    for case in small_cases():
        edition_id, _, file, _, _ = case
        for name, damaged in mutations((small_build[0] / file).read_bytes(), rng):
            if edition_id != "pl-1997" and (edition_id, name) not in WHOLE_BUILDS:
                continue
            folder = tmp_path / f"{edition_id}-{name.replace(' ', '-')}"
            corpus = damaged_corpus(folder, case, damaged)
            out = seeded_out(small_build[1], folder / "out")
            result = CliRunner().invoke(main, ["build", "--corpus", str(corpus), "--out", str(out)],
                                        catch_exceptions=False)
            text = result.output  # stdout and stderr together
            assert "Traceback" not in text and "internal error" not in text, (edition_id, name, text)
            assert result.exit_code in (0, 1, 2), (edition_id, name, result.exit_code, text)
            if result.exit_code:
                errors = [line for line in text.splitlines() if line.startswith("lawbase:")]
                assert len(errors) == 1 and file in errors[0], (edition_id, name, text)
            else:
                assert (out / "site" / "index.html").is_file() and (out / "lawbase.json").is_file()
                assert (out / "index" / "search.json").is_file() and (out / "site" / "search-index.js").is_file()
            outcomes[(edition_id, name)] = (result.exit_code, text.strip().splitlines()[-1] if text else "")
    assert outcomes[("pl-1997", "empty")][0] == 1 and "file is empty" in outcomes[("pl-1997", "empty")][1]
    assert outcomes[("pl-1997", "cp1250")][0] == 1 and "not valid UTF-8" in outcomes[("pl-1997", "cp1250")][1]
    assert outcomes[("ru-2017", "NUL byte")][0] == 1
    assert outcomes[("ru-2017", "BOM and CRLF")][0] == 0
    assert len(outcomes) == 9 + len(WHOLE_BUILDS)


def test_the_parser_reads_hundreds_of_damaged_sources_or_says_one_thing(tmp_path):
    """In process, many more cases: each kind of damage on every whole edition, and the same kinds on random
    stretches of it: the graph stage gives a graph or one LawbaseError naming the file."""
    from lawbase.corpus import build_graph
    from lawbase.errors import LawbaseError

    rng = random.Random(17)
    cases = 0
    for case in CASES:
        data = (CORPUS / case[2]).read_bytes()
        lines = data.split(b"\n")
        samples = [data] + [b"\n".join(lines[start:start + rng.randrange(20, 400)])
                            for start in (rng.randrange(len(lines) - 20) for _ in range(4))]
        for number, sample in enumerate(samples):
            for name, damaged in mutations(sample, rng):
                folder = tmp_path / f"{case[0]}-{number}-{name.replace(' ', '-')}"
                try:
                    build_graph(damaged_corpus(folder, case, damaged))
                except LawbaseError as err:
                    assert case[2] in str(err) and "\n" not in str(err), (case[0], number, name, str(err))
                cases += 1
    assert cases == len(CASES) * 5 * 9


def test_errors_from_a_real_process_are_one_line(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    text = (CORPUS / "pl-1997-chapter6.txt").read_text(encoding="utf-8")
    (corpus / "old.txt").write_bytes(text.encode("cp1250", errors="replace"))
    (corpus / "editions.toml").write_text(MANIFEST.format(id="pl-1997", language="pl", file="old.txt",
                                                          kind="chapter", extra="laws = [41, 71]"), encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "lawbase", "build", "--corpus", str(corpus), "--out",
                             str(tmp_path / "out")], capture_output=True, text=True)
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1 and "old.txt:" in result.stderr and "not valid UTF-8" in result.stderr
    assert not (tmp_path / "out" / "lawbase.json").exists()


def search_in_process(*args: str):
    """`lawbase search` in this process (what it says is the test, not its process: that is
    `test_errors_from_a_real_process_are_one_line`'s); an exception that escaped `main` fails the test."""
    return CliRunner().invoke(main, ["search", *args], catch_exceptions=False)


def copy_real_build(built_out, target: Path) -> Path:
    return copy_build(built_out[0], target)


def copy_build(out: Path, target: Path) -> Path:
    shutil.copytree(out, target, copy_function=shutil.copy2)
    return target


def tree_bytes(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


def test_unchanged_rebuild_reuses_everything(built_out, tmp_path):
    out = copy_real_build(built_out, tmp_path / "out")
    result = CliRunner().invoke(main, ["build", "--corpus", str(CORPUS), "--out", str(out)])
    assert result.exit_code == 0
    assert result.output.count("unchanged (inputs and code as before), reused") == 3


def test_an_edit_rebuilt_with_the_caches_is_a_clean_build(built_out, edited_build, tmp_path, monkeypatch):
    """One word of a Law and one note changed, rebuilt into the previous build with the caches of the
    session (the unchanged editions' parses, the words analysed before, the helper's early work), its
    concordance aligned apart where there are two cores, as a first build's: byte for byte the clean build of
    the edited corpus; so is a build into a new folder that takes the whole graph from the cache (in this
    process too: a build in a process of its own is the killed builds' test, whose last build is whole)."""
    from lawbase import build, concordance_process

    corpus, clean, cache = edited_build
    out = copy_real_build(built_out, tmp_path / "out")
    aligners, aligned = [], concordance_process.Aligner.records
    monkeypatch.setattr(concordance_process.Aligner, "records", lambda self: aligners.append(1) or aligned(self))
    monkeypatch.setattr(build, "two_cores", lambda: True)
    result = CliRunner().invoke(main, ["build", "--corpus", str(corpus), "--out", str(out), "--json"])
    assert result.exit_code == 0, result.output
    assert aligners == [1]  # numpy's and scipy's imports beside the parse, not after it
    summary = json.loads(result.stdout)
    assert summary["stages"] == {"graph": "built", "index": "built", "site": "built"}, summary
    assert summary["early_work"] == "kept" and "reused" not in result.output, summary
    built, wanted = tree_bytes(out), tree_bytes(clean)
    assert sorted(built) == sorted(wanted) and [name for name in built if built[name] != wanted[name]] == []
    again = tmp_path / "again"
    monkeypatch.setenv("LAWBASE_CACHE_DIR", str(cache))
    result = CliRunner().invoke(main, ["build", "--corpus", str(corpus), "--out", str(again), "--json"])
    assert result.exit_code == 0 and json.loads(result.stdout)["stages"]["graph"] == "cached", result.output
    assert tree_bytes(again) == tree_bytes(clean)


# a build killed at the start of each stage, and while its helper writes the index and the site (the small
# corpus's: a fraction of a second, so 0.05 s in); the stages after the graph from a cache that holds the edited
# corpus's graph (the graph stage skipped)
KILLED_AT = (("parse", 0.0, False), ("concordance", 0.0, False), ("lawbase.json", 0.0, True),
             ("term maps", 0.0, True), ("index and site", 0.05, True))


def test_a_killed_build_leaves_the_previous_build(small_build, small_edited_build, tmp_path):
    """Killed at each stage, a build leaves OUT as it was (or the new build, once swapped in); then a whole
    build in another process (another hash seed), with an empty cache, into that OUT: every file the same
    bytes as the clean build of the same corpus (the small corpus, edited: what a build does, not what it reads)."""
    corpus, clean, cache = small_edited_build
    out = copy_build(small_build[1], tmp_path / "out")
    before = (out / "lawbase.json").read_bytes()
    for stage, after, warm in KILLED_AT:
        code, said = build_stopped_at(out, corpus, stage, signal.SIGKILL, after, cache if warm else None)
        assert code == -signal.SIGKILL and stage in said, (stage, code, said)
        graph = (out / "lawbase.json").read_bytes()  # the old build, or the new one when it was swapped in
        assert graph in (before, (clean / "lawbase.json").read_bytes()), stage
        assert (out / "site" / "index.html").is_file() and (out / "site" / "search-index.js").is_file()
        assert (out / "index" / "terms-pl.json").is_file()
        result = CliRunner().invoke(main, ["search", "fałszywy renons", "--json", "--out", str(out)])
        assert result.exit_code == 0 and json.loads(result.output)
        assert (out / ".gitignore").exists() == (small_build[1] / ".gitignore").exists()
    code, said = build_stopped_at(out, corpus, "(never said)", signal.SIGKILL, seed="12345")  # whole, on a terminal
    assert code == 0, said
    from lawbase.build import STAGES

    assert all(f"  {stage}" in said for stage in STAGES), said  # the bar names each stage as it starts
    assert re.search(r"parse [0-9.]+ s  references [0-9.]+ s  concordance [0-9.]+ s", said), said
    assert tree_bytes(out) == tree_bytes(clean)
    assert not list(tmp_path.glob(".out-new-*"))


def test_an_index_of_another_version_says_so_in_one_line(built_out, tmp_path):
    """An index an earlier lawbase wrote is not damaged: the line says what it is and what to do."""
    out = copy_real_build(built_out, tmp_path / "out")
    payload = json.loads((out / "index" / "search.json").read_text(encoding="utf-8"))
    payload["format"] -= 1
    (out / "index" / "search.json").write_text(json.dumps(payload), encoding="utf-8")
    result = search_in_process("karta", "--out", str(out))
    assert result.exit_code == 1 and len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert f"the search index was written by another version of lawbase (index format {payload['format']}, this " \
           f"one reads {payload['format'] + 1}); run `lawbase build --out {out}` again" in result.stderr  # the folder read


PAYLOAD_KEYS = {12: ["amended", "changed", "counterparts", "docs", "editions", "english_stop", "fields", "format",
                     "homoglyphs", "keys", "languages", "latin", "main", "numbers", "ranking", "shown_titles", "targets",
                     "titles"]}


def test_the_index_format_names_what_its_payload_holds(built_out):
    """A payload key added without a new format makes an older index fail as damaged (a KeyError) where it should
    say "written by another version" (the 2024 amendments' `amended` came in format 11): a new key, a new format."""
    payload = json.loads((built_out[0] / "index" / "search.json").read_text(encoding="utf-8"))
    assert sorted(payload) == PAYLOAD_KEYS.get(payload["format"]), "a payload key changed: raise index.FORMAT"


def test_a_damaged_search_index_or_language_table_is_one_line_and_a_build_mends_it(small_build, tmp_path):
    """A language's tables are read when a query is first searched in it: the damage is found then,
    and said in one line; a search in another language still answers. The whole index damaged (its payload
    and a term map) is one line for every search. One build of the corpus mends both (one rebuild, not two)."""
    corpus, built, _ = small_build
    out = copy_build(built, tmp_path / "out")
    (out / "index" / "search-pl.json").write_text('{"postings": ', encoding="utf-8")
    (out / "index" / "search-cs.json").unlink()
    for query, edition in (("fałszywy renons", "pl-2017"), ("nedostatečná nabídka", "cs-2007")):
        result = search_in_process(query, "-e", edition, "--out", str(out))
        assert result.exit_code == 1 and len(result.stderr.strip().splitlines()) == 1, result.stderr
        assert "the search index is damaged" in result.stderr, result.stderr
    russian = CliRunner().invoke(main, ["search", "ренонс", "-e", "ru-2017", "--json", "--out", str(out)])
    assert russian.exit_code == 0 and json.loads(russian.output)[0]["edition"] == "ru-2017"
    before = previous_info(out)  # the language tables alone damaged: a build would not reuse the index
    assert not reusable(out, dict(before, intact={}), "index", before["index"])
    (out / "index" / "search.json").write_bytes(b"\x00garbage" * 10)
    (out / "index" / "terms-pl.json").write_text('{"broken', encoding="utf-8")
    result = search_in_process("karta", "--out", str(out))
    assert result.exit_code == 1
    assert "the search index is damaged" in result.stderr and f"run `lawbase build --out {out}` again" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    rebuilt = CliRunner().invoke(main, ["build", "--corpus", str(corpus), "--out", str(out), "--json"])
    assert rebuilt.exit_code == 0 and json.loads(rebuilt.stdout)["stages"]["index"] == "built", rebuilt.output
    assert json.loads(CliRunner().invoke(main, ["search", "karta", "--json", "--out", str(out)]).output)


def test_a_cache_others_may_write_is_not_used(tmp_path):
    """A parsed edition is read back with pickle: a cache folder writable by others is passed over."""
    from lawbase.cache import Cache

    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)
    assert Cache("code", shared).folder is None
    own = Cache("code", tmp_path / "own")
    own.put_object("parsed", {"a": 1}, "inputs")
    assert own.get_object("parsed", "inputs") == {"a": 1} and own.get_object("parsed", "other") is None
    (next((tmp_path / "own" / "parsed").iterdir())).write_bytes(b"damaged")
    assert own.get_object("parsed", "inputs") is None  # made again, never an error


def test_one_core_builds_what_two_cores_build(tmp_path, monkeypatch):
    """Where the build has one core it makes the concordance, the term maps, the index and every page itself,
    without its helper process and the process that aligns the editions: the same files, byte for byte, as the
    build with them beside it (a small corpus of two editions of the same Laws and an older one, so that its
    concordance aligns and composes pairs; a control character in one, which the site shows as a sign: its
    search index is then its own, not the index's payload, whichever process writes the index). Each build has
    a cache of its own: the second does not take the first's graph."""
    from lawbase import build

    from .conftest import write_corpus
    from .test_concordance import three_editions

    rng = random.Random(5)
    editions, texts = three_editions(rng)
    texts["pl.txt"] = texts["pl.txt"].replace("lewa gracz wist", "lewa\x0cgracz wist", 1)
    corpus = write_corpus(tmp_path / "corpus", editions, texts)
    helpers, aligners = [], []
    from lawbase import concordance_process, helper_process

    original = helper_process.BuildHelper.__init__
    monkeypatch.setattr(helper_process.BuildHelper, "__init__",
                        lambda self, *given: helpers.append(1) or original(self, *given))
    aligned = concordance_process.Aligner.records
    monkeypatch.setattr(concordance_process.Aligner, "records", lambda self: aligners.append(1) or aligned(self))
    for name, cores in (("two", True), ("one", False)):
        monkeypatch.setattr(build, "two_cores", lambda cores=cores: cores)
        monkeypatch.setenv("LAWBASE_CACHE_DIR", str(tmp_path / f"cache-{name}"))  # each its own graph, concordance
        result = CliRunner().invoke(main, ["build", "--corpus", str(corpus), "--out", str(tmp_path / name)])
        assert result.exit_code == 0, result.output
        assert len(helpers) == 1, name  # the helper of the first build only
        assert len(aligners) == 1, name  # the first build's concordance aligned apart, the second's in process
    assert tree_bytes(tmp_path / "one") == tree_bytes(tmp_path / "two")
    assert "lewa\u240cgracz" in (tmp_path / "one" / "site" / "search-index.js").read_text(encoding="utf-8")
    records = json.loads((tmp_path / "one" / "lawbase.json").read_text(encoding="utf-8"))["concordance"]
    assert {(r["from_edition"], r["to_edition"]) for r in records} >= {("cs-2007", "pl-2017"), ("cs-2007", "ru-2017")}


def test_an_edited_corpus_rebuilds_without_reading_the_previous_outputs_back(tmp_path, monkeypatch):
    """Whether a previous output is as its build wrote it is read (its bytes digested) only where it could be
    reused, its inputs the same: the rebuild of an edited corpus reads none of lawbase.json, the index and the
    site back (it read and digested all three, 0.07 s for the corpus), and its build-info.json keeps the
    digests of the outputs as they stand."""
    from lawbase import build as building

    from .conftest import build_stages, edition, write_corpus

    laws = "1. Talia\n\nA. Starszeństwo kart\n\n1. Pierwszy punkt.\n\n2. Pudełka rozdaniowe\n\nTekst.\n"
    monkeypatch.setenv("LAWBASE_CACHE_DIR", str(tmp_path / "cache"))
    corpus = write_corpus(tmp_path / "corpus", [edition("pl-t", "pl", "pl.txt", laws=[1, 2])], {"pl.txt": laws})
    out = tmp_path / "out"

    build_stages(corpus, out)
    (corpus / "pl.txt").write_text(laws.replace("Pierwszy punkt", "Drugi punkt"), encoding="utf-8")
    read, digest = [], building.output_digest
    monkeypatch.setattr(building, "output_digest", lambda path: read.append(path) or digest(path))
    assert build_stages(corpus, out) == {"graph": "built", "index": "built", "site": "built"}
    assert not [path for path in read if out in path.parents]
    outputs = json.loads((out / "build-info.json").read_text(encoding="utf-8"))["outputs"]
    assert outputs == {part: digest(out / name) for part, name in building.WRITTEN.items()}


def test_the_vocabulary_keys_index_kept_in_the_cache_is_the_one_made(small_build, tmp_path, monkeypatch):
    """An index written with a cache that holds the vocabulary keys' index of the same keys reads it there, not made
    again, and every file is the build's (the small corpus's), byte for byte; other keys (one entry fewer) are indexed anew."""
    import orjson

    from lawbase import query_vocabulary
    from lawbase.analysis import load_term_maps
    from lawbase.cache import Cache
    from lawbase.documents import search_documents
    from lawbase.index import INDEX_DIR, vocabulary_json, write_index
    from lawbase.store import load_graph

    documents, maps = search_documents(load_graph(small_build[1])), load_term_maps(small_build[1] / INDEX_DIR)
    cache, made, index = Cache("test", tmp_path / "cache"), [], query_vocabulary.vocabulary_index
    monkeypatch.setattr(query_vocabulary, "vocabulary_index", lambda *args: made.append(args) or index(*args))
    for out in (tmp_path / "first", tmp_path / "again"):
        out.mkdir()
        write_index(documents, out, maps, cache=cache)
        assert {path.name: path.read_bytes() for path in (out / INDEX_DIR).iterdir()} == \
            {path.name: path.read_bytes() for path in (small_build[1] / INDEX_DIR).iterdir()}
    assert len(made) == len(maps)  # the first index's languages, none again
    tables = orjson.loads((small_build[1] / INDEX_DIR / "search-pl.json").read_bytes())
    stop = set(orjson.loads((small_build[1] / INDEX_DIR / "search.json").read_bytes())["languages"]["pl"]["stop"])
    fewer = tables["vocabulary"]["synonyms"][1:]
    assert orjson.dumps(vocabulary_json(fewer, stop, cache)) == orjson.dumps(index(fewer, stop)) != \
        orjson.dumps(tables["vocabulary"]["index"])
    assert len(made) == len(maps) + 1


def test_writing_the_index_leaves_the_term_maps_the_build_reads_in_place(small_build, tmp_path, monkeypatch):
    """The helper saves the term maps, tells the build, then writes the index: the build reads the maps while
    the index is written, and the index's writer emptied the folder first - under load the build read a map
    it had just listed and found it gone (`terms-ru.json: No such file`). Emptying the folder passes over the
    term maps it writes again (atomically); what else stood there goes."""
    from lawbase.analysis import load_term_maps
    from lawbase.documents import search_documents
    from lawbase.index import INDEX_DIR, write_index
    from lawbase.store import load_graph

    out = tmp_path / "new"
    shutil.copytree(small_build[1] / INDEX_DIR, out / INDEX_DIR)
    (out / INDEX_DIR / "stale.json").write_text("{}", encoding="utf-8")
    maps = load_term_maps(out / INDEX_DIR)
    removed = []
    for name in ("unlink", "rmdir"):  # what Path.unlink and shutil.rmtree call
        original = getattr(os, name)
        monkeypatch.setattr(os, name, lambda path, *args, original=original, **kwargs: (
            removed.append(os.path.basename(path)), original(path, *args, **kwargs))[1])
    write_index(search_documents(load_graph(small_build[1])), out, maps)
    assert "stale.json" in removed and not [name for name in removed if name.startswith("terms-")], removed
    assert not (out / INDEX_DIR / "stale.json").exists() and load_term_maps(out / INDEX_DIR).keys() == maps.keys()

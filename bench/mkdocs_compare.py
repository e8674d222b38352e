"""Time `lawbase build` against `mkdocs build` on the same Laws, in one run, and print the ratios.

MkDocs 1.6.1 is installed by this script into a throwaway virtual environment (reused from
~/.cache/lawbase-bench/ when it already holds that version; default theme, default search plugin,
nothing else). Its pages are written from a lawbase.json built in the same run: one Markdown page per
Law of the three full editions (pl-2017, cs-2007, ru-2017), the Law's title as heading and every
section, subsection, item, subitem and footnote as a paragraph with its marker, plain text, no links;
plus an index page and a nav.

Measured, interleaved (each round runs the four commands, the order rotating from round to round),
every command a whole fresh process:
  mkdocs first    `mkdocs build` into an empty site folder
  lawbase first   `lawbase build --corpus <copy> --out <empty folder>`, with LAWBASE_CACHE_DIR and
                  XDG_CACHE_HOME set to new empty folders for the run (empty caches)
  lawbase edit    one word changed in one line of the copy's pl-2017.txt (each round a word no round
                  wrote before: natychmiast1, natychmiast2, ..., so no cache has seen that corpus),
                  then `lawbase build` into the OUT of the previous build, caches kept
  mkdocs edit     the same one-word edit of the Law's Markdown page, then `mkdocs build`
Per command: wall seconds (and CPU seconds of the tree, steadier on a busy machine); peak memory as
the largest resident set of any process of the tree (the kernel's accounting of the reaped tree, as
`/usr/bin/time -f %M` reports it) and, sampled from /proc
while it runs, the largest sum over the tree's processes at one moment (RSS, which counts pages a
forked child shares with its parent twice, and PSS, which shares them out).

The lawbase package is byte-compiled first (`compileall`), as pip compiled MkDocs when it installed it
(`--no-compile`: not; where PYTHONDONTWRITEBYTECODE is set, every lawbase process then compiles the
modules it imports from source, ≈ 0.2 s each).

Usage: python bench/mkdocs_compare.py [--runs 5] [--warmup 1] [--json] [--lawbase "python -m lawbase"] [--no-compile]
Everything is written under one temporary folder, removed at the end; the virtual environment is the
only thing kept (see --venv).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
MKDOCS_VERSION = "1.6.1"
EDITIONS = ("pl-2017", "cs-2007", "ru-2017")
PAGE_KINDS = ("section", "subsection", "item", "subitem", "footnote")
DEFAULT_VENV = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "lawbase-bench" / (
    f"mkdocs-{MKDOCS_VERSION}-py{sys.version_info.major}.{sys.version_info.minor}")
# the one-word edit: the first line of a Polish Law holding the first word, then the second numbered anew
EDIT_FILE, EDIT_WORDS = "pl-2017.txt", ("niezwłocznie", "natychmiast")


# ---------------------------------------------------------------- measuring one process tree
def _children(pid: int) -> list[int]:
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return []
    found = []
    for task in tasks:
        try:
            with open(f"/proc/{pid}/task/{task}/children") as handle:
                found += [int(child) for child in handle.read().split()]
        except OSError:
            pass
    return found


def _tree(root: int) -> list[int]:
    pids, todo = [], [root]
    while todo:
        pid = todo.pop()
        pids.append(pid)
        todo += _children(pid)
    return pids


def _memory_kb(pid: int) -> tuple[int, int]:
    """(RSS, PSS) of one process in kB, from smaps_rollup; (0, 0) once it is gone."""
    rss = pss = 0
    try:
        with open(f"/proc/{pid}/smaps_rollup") as handle:
            for line in handle:
                if line.startswith("Rss:"):
                    rss = int(line.split()[1])
                elif line.startswith("Pss:"):
                    pss = int(line.split()[1])
    except (OSError, ValueError):
        pass
    return rss, pss


class TreeSampler(threading.Thread):
    """Samples the summed RSS and PSS of a process and its descendants until stopped."""

    def __init__(self, pid: int, interval: float):
        super().__init__(daemon=True)
        self.pid, self.interval = pid, interval
        self.stop = threading.Event()
        self.sum_rss = self.sum_pss = 0
        self.processes = 1
        self.samples = 0

    def run(self) -> None:
        while not self.stop.is_set():
            pids = _tree(self.pid)
            rss = pss = 0
            for pid in pids:
                one_rss, one_pss = _memory_kb(pid)
                rss, pss = rss + one_rss, pss + one_pss
            self.sum_rss, self.sum_pss = max(self.sum_rss, rss), max(self.sum_pss, pss)
            self.processes = max(self.processes, len(pids))
            self.samples += 1
            self.stop.wait(self.interval)


def measure(command: list[str], cwd: Path, env: dict[str, str], log: Path, interval: float) -> dict:
    """Run a command as a fresh process: wall seconds, peak memory, exit status."""
    with open(log, "ab") as output:
        start = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=output,
                                   stderr=subprocess.STDOUT)
        sampler = TreeSampler(process.pid, interval)
        sampler.start()
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        sampler.stop.set()
        sampler.join()
        process.returncode = os.waitstatus_to_exitcode(status)
    return {"seconds": wall, "exit": process.returncode,
            "max_rss_mb": usage.ru_maxrss / 1024,  # the largest process of the reaped tree (Linux: kB)
            "sum_rss_mb": sampler.sum_rss / 1024, "sum_pss_mb": sampler.sum_pss / 1024,
            "processes": sampler.processes, "samples": sampler.samples,
            "cpu_seconds": usage.ru_utime + usage.ru_stime}


# ---------------------------------------------------------------- MkDocs and its pages
def mkdocs_venv(path: Path, quiet: bool) -> Path:
    """A virtual environment with MkDocs MKDOCS_VERSION, reused when it already has it."""
    python = path / "bin" / "python"
    if python.exists():
        check = subprocess.run([str(python), "-c", "import mkdocs; print(mkdocs.__version__)"],
                               capture_output=True, text=True)
        if check.returncode == 0 and check.stdout.strip() == MKDOCS_VERSION:
            return path / "bin" / "mkdocs"
        shutil.rmtree(path)
    if not quiet:
        print(f"installing mkdocs=={MKDOCS_VERSION} into {path}", file=sys.stderr)
    path.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-m", "venv", str(path)], check=True)
    install = subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--no-cache-dir",
                              "--disable-pip-version-check", f"mkdocs=={MKDOCS_VERSION}"],
                             capture_output=True, text=True)
    if install.returncode != 0:
        shutil.rmtree(path, ignore_errors=True)
        raise SystemExit(f"pip install mkdocs=={MKDOCS_VERSION} failed:\n{install.stdout}{install.stderr}")
    return path / "bin" / "mkdocs"


MARKDOWN_SPECIAL = re.compile(r"([\\`*_{}\[\]<>#|])")


def escape(text: str) -> str:
    return MARKDOWN_SPECIAL.sub(r"\\\1", text)


def paragraph(node: dict) -> str:
    head = " ".join(part for part in (node.get("marker") or ("[" + node["key"] + "]"), node.get("title", "")) if part)
    body = " ".join(line.strip() for line in node.get("text", "").splitlines() if line.strip())
    return "**" + escape(head) + "**" + (" " + escape(body) if body else "")


def write_docs(graph: dict, project: Path) -> dict[str, Path]:
    """One Markdown page per Law of the full editions, an index page, mkdocs.yml; returns the page of
    every Law by node id."""
    docs = project / "docs"
    docs.mkdir(parents=True)
    nodes = [node for node in graph["nodes"] if node["edition"] in EDITIONS]
    by_id = {node["id"]: node for node in nodes}

    def law_of(node: dict) -> str | None:
        while node is not None and node["kind"] != "law":
            node = by_id.get(node["parent"]) if node["parent"] else None
        return node["id"] if node else None

    content: dict[str, list[str]] = {node["id"]: [] for node in nodes if node["kind"] == "law"}
    for node in nodes:
        if node["kind"] in PAGE_KINDS and (law := law_of(node)) is not None:
            content[law].append(paragraph(node))
    titles = {edition["id"]: edition.get("title", edition["id"]) for edition in graph["editions"]}
    pages, nav, index = {}, ["nav:", "  - Home: index.md"], ["# Laws of Duplicate Bridge", ""]
    for edition in EDITIONS:
        nav.append(f"  - {json.dumps(edition)}:")
        index += [f"## {escape(titles.get(edition, edition))}", ""]
        for node in nodes:
            if node["edition"] != edition or node["kind"] != "law":
                continue
            name = f"{edition}/law-{int(node['number']):02d}.md"
            heading = f"{node['number']}. {node['title']}".strip()
            text = [f"# {escape(heading)}", ""]
            own = " ".join(line.strip() for line in node.get("text", "").splitlines() if line.strip())
            if own:
                text += [escape(own), ""]
            for part in content[node["id"]]:
                text += [part, ""]
            path = docs / name
            path.parent.mkdir(exist_ok=True)
            path.write_text("\n".join(text), encoding="utf-8")
            pages[node["id"]] = path
            nav.append(f"      - {json.dumps(heading)}: {name}")
            index.append(f"- [{escape(heading)}]({name})")
        index.append("")
    (docs / "index.md").write_text("\n".join(index), encoding="utf-8")
    (project / "mkdocs.yml").write_text("site_name: Laws of Duplicate Bridge (pl, cs, ru)\n" + "\n".join(nav) + "\n",
                                        encoding="utf-8")
    return pages


# ---------------------------------------------------------------- the one-word edit
class Edit:
    """Changes one whole word of one line of a file, in place (bytes kept otherwise): the first word, then
    at each edit a word no earlier edit wrote (`natychmiast1`, `natychmiast2`, ...), so that no cache
    can have seen the edited file before."""

    def __init__(self, path: Path, line: int | None, words: tuple[str, str]):
        self.path, self.words = path, words
        self.current, self.edits = words[0], 0
        lines = path.read_bytes().decode("utf-8").splitlines(keepends=True)
        pattern = self.pattern(words[0])
        if line is None:  # any line with the word: the first
            line = next((number for number, text in enumerate(lines, 1) if pattern.search(text)), None)
        if line is None or not pattern.search(lines[line - 1]):
            raise SystemExit(f"{path}: no line with the word {words[0]!r} to edit")
        self.line = line

    @staticmethod
    def pattern(word: str) -> re.Pattern:
        return re.compile(rf"(?<!\w){re.escape(word)}(?!\w)")

    def swap(self) -> None:
        lines = self.path.read_bytes().decode("utf-8").splitlines(keepends=True)
        self.edits += 1
        old, new = self.current, f"{self.words[1]}{self.edits}"
        lines[self.line - 1], count = self.pattern(old).subn(new, lines[self.line - 1], count=1)
        if count != 1:
            raise SystemExit(f"{self.path}:{self.line}: the word {old!r} is gone")
        self.path.write_bytes("".join(lines).encode("utf-8"))
        self.current = new


def corpus_edit_line(corpus: Path, graph: dict) -> int:
    """The first line holding the edit word inside a Law of pl-2017 (not its contents or index)."""
    laws = [node["lines"] for node in graph["nodes"] if node["edition"] == "pl-2017" and node["kind"] == "law"]
    pattern = Edit.pattern(EDIT_WORDS[0])
    lines = (corpus / EDIT_FILE).read_bytes().decode("utf-8").splitlines()
    for number, text in enumerate(lines, 1):
        if pattern.search(text) and any(first <= number <= last for first, last in laws):
            return number
    raise SystemExit(f"{EDIT_FILE}: no line of a Law holds {EDIT_WORDS[0]!r}")


# ---------------------------------------------------------------- the run
def summary(values: list[float]) -> dict:
    return {"min": min(values), "median": statistics.median(values), "max": max(values)} if values else {}


def machine(load: tuple[float, float, float]) -> dict:
    memory = 0
    try:
        with open("/proc/meminfo") as handle:
            memory = int(handle.readline().split()[1]) // 1024
    except (OSError, ValueError, IndexError):
        pass
    return {"cores": os.cpu_count(), "usable_cores": len(os.sched_getaffinity(0)), "memory_mb": memory,
            "python": platform.python_version(), "platform": platform.platform(),
            "load_average_start": [round(x, 2) for x in load],
            "load_average_end": [round(x, 2) for x in os.getloadavg()]}


def git_head() -> str:
    try:
        return subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True).stdout.strip()
    except OSError:
        return ""


def run(arguments: argparse.Namespace, temp: Path) -> dict:
    load = os.getloadavg()
    say = (lambda text: None) if arguments.json else (lambda text: print(text, file=sys.stderr))
    mkdocs = str(mkdocs_venv(arguments.venv, arguments.json))
    lawbase = shlex.split(arguments.lawbase) if arguments.lawbase else [sys.executable, "-m", "lawbase"]
    base_env = dict(os.environ)
    if not arguments.lawbase:  # measure the checked-out code, not an installed copy
        base_env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), base_env.get("PYTHONPATH")]))
    if not arguments.no_compile:  # as pip compiled MkDocs: with PYTHONDONTWRITEBYTECODE set no run would
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(REPO / "lawbase")], check=True)
    logs = temp / "logs"
    logs.mkdir()

    def fresh(name: str) -> Path:
        path = Path(tempfile.mkdtemp(prefix=name + "-", dir=temp))
        return path

    def env(cache: Path) -> dict[str, str]:
        (cache / "lawbase").mkdir(parents=True, exist_ok=True)
        (cache / "xdg").mkdir(exist_ok=True)
        return {**base_env, "LAWBASE_CACHE_DIR": str(cache / "lawbase"), "XDG_CACHE_HOME": str(cache / "xdg")}

    def checked(name: str, command: list[str], cwd: Path, environment: dict) -> dict:
        log = logs / (re.sub(r"\W+", "-", name) + ".log")
        result = measure(command, cwd, environment, log, arguments.sample)
        if result["exit"] != 0:
            tail = log.read_text(encoding="utf-8", errors="replace").splitlines()[-15:]
            raise SystemExit(f"{name}: exit {result['exit']}: {' '.join(command)}\n" + "\n".join(tail))
        return result

    corpus_first = temp / "corpus-first"
    corpus_edit = temp / "corpus-edit"
    shutil.copytree(arguments.corpus, corpus_first)
    shutil.copytree(arguments.corpus, corpus_edit)

    # the first lawbase build gives the graph for the Markdown pages and the OUT the edit builds go into
    say("building lawbase once (graph for the MkDocs pages; OUT for the edit-rebuilds)")
    edit_out, edit_cache = temp / "edit-out", fresh("edit-cache")
    checked("lawbase setup", lawbase + ["build", "--corpus", str(corpus_edit), "--out", str(edit_out)], REPO,
            env(edit_cache))
    graph = json.loads((edit_out / "lawbase.json").read_text(encoding="utf-8"))
    project = temp / "mkdocs"
    pages = write_docs(graph, project)
    corpus_edit_at = corpus_edit_line(corpus_edit, graph)
    law = next(node for node in graph["nodes"] if node["edition"] == "pl-2017" and node["kind"] == "law"
               and node["lines"][0] <= corpus_edit_at <= node["lines"][1])
    corpus_change = Edit(corpus_edit / EDIT_FILE, corpus_edit_at, EDIT_WORDS)
    docs_change = Edit(pages[law["id"]], None, EDIT_WORDS)
    edit_site = temp / "mkdocs-edit-site"
    mkdocs_env = env(fresh("mkdocs-cache"))
    checked("mkdocs setup", [mkdocs, "build", "--quiet", "-f", str(project / "mkdocs.yml"), "-d", str(edit_site)],
            project, mkdocs_env)

    def mkdocs_first() -> dict:
        site = fresh("mkdocs-site")
        shutil.rmtree(site)  # mkdocs creates it: an empty site folder
        try:
            return checked("mkdocs first", [mkdocs, "build", "--quiet", "-f", str(project / "mkdocs.yml"), "-d",
                                            str(site)], project, env(fresh("mkdocs-first-cache")))
        finally:
            shutil.rmtree(site, ignore_errors=True)

    def lawbase_first() -> dict:
        out, cache = fresh("first-out"), fresh("first-cache")  # an empty OUT, empty caches
        try:
            return checked("lawbase first", lawbase + ["build", "--corpus", str(corpus_first), "--out", str(out)],
                           REPO, env(cache))
        finally:
            shutil.rmtree(out, ignore_errors=True)
            shutil.rmtree(cache, ignore_errors=True)

    def lawbase_edit() -> dict:
        corpus_change.swap()
        return checked("lawbase edit", lawbase + ["build", "--corpus", str(corpus_edit), "--out", str(edit_out)],
                       REPO, env(edit_cache))

    def mkdocs_edit() -> dict:
        docs_change.swap()
        return checked("mkdocs edit", [mkdocs, "build", "--quiet", "-f", str(project / "mkdocs.yml"), "-d",
                                       str(edit_site)], project, mkdocs_env)

    commands = {"mkdocs first": mkdocs_first, "lawbase first": lawbase_first, "lawbase edit": lawbase_edit,
                "mkdocs edit": mkdocs_edit}
    if arguments.no_mkdocs_edit:
        del commands["mkdocs edit"]
    names = list(commands)
    results: dict[str, list[dict]] = {name: [] for name in names}
    for round_ in range(-arguments.warmup, arguments.runs):
        order = names[round_ % len(names):] + names[:round_ % len(names)]
        say(("warm-up" if round_ < 0 else f"round {round_ + 1}/{arguments.runs}") + ": " + ", ".join(order))
        for name in order:
            result = commands[name]()
            if round_ >= 0:
                results[name].append(result)

    def ratios(a: str, b: str) -> dict:
        if a not in results or b not in results:
            return {}
        pairs = [x["seconds"] / y["seconds"] for x, y in zip(results[a], results[b])]
        medians = statistics.median(x["seconds"] for x in results[a]) / statistics.median(
            y["seconds"] for y in results[b])
        cpu = statistics.median(x["cpu_seconds"] for x in results[a]) / statistics.median(
            y["cpu_seconds"] for y in results[b])
        return {"of": f"{a} / {b}", "pairwise": summary(pairs), "of_medians": medians, "cpu_of_medians": cpu}

    return {
        "machine": machine(load),
        "lawbase": {"command": lawbase, "cwd": str(REPO), "commit": git_head(), "compiled": not arguments.no_compile,
                    "dont_write_bytecode": bool(os.environ.get("PYTHONDONTWRITEBYTECODE"))},
        "mkdocs": {"version": MKDOCS_VERSION, "venv": str(arguments.venv), "pages": len(pages) + 1},
        "edit": {"file": EDIT_FILE, "line": corpus_edit_at, "words": list(EDIT_WORDS),
                 "page": str(pages[law["id"]].relative_to(project / "docs"))},
        "runs": arguments.runs, "warmup": arguments.warmup,
        "results": {name: {"seconds": summary([r["seconds"] for r in runs]),
                           "cpu_seconds": summary([r["cpu_seconds"] for r in runs]),
                           "max_rss_mb": summary([r["max_rss_mb"] for r in runs]),
                           "sum_rss_mb": summary([r["sum_rss_mb"] for r in runs]),
                           "sum_pss_mb": summary([r["sum_pss_mb"] for r in runs]),
                           "processes": max(r["processes"] for r in runs),
                           "raw": runs} for name, runs in results.items()},
        "ratios": {"first build": ratios("lawbase first", "mkdocs first"),
                   "edit-rebuild": ratios("lawbase edit", "mkdocs edit"),
                   "edit-rebuild vs MkDocs first build": ratios("lawbase edit", "mkdocs first")},
        "targets": {"first build": 1.0, "edit-rebuild": 0.5, "peak_mb": 300},
    }


def print_table(report: dict) -> None:
    m = report["machine"]
    print(f"machine: {m['usable_cores']}/{m['cores']} cores, {m['memory_mb']} MB, Python {m['python']}; "
          f"load average {' '.join(map(str, m['load_average_start']))} at start, "
          f"{' '.join(map(str, m['load_average_end']))} at end")
    compiled = ("byte-compiled first" if report["lawbase"].get("compiled") else "not byte-compiled") + (
        ", PYTHONDONTWRITEBYTECODE set" if report["lawbase"].get("dont_write_bytecode") else "")
    print(f"lawbase {report['lawbase']['commit']} ({' '.join(report['lawbase']['command'])}; {compiled}); "
          f"MkDocs {report['mkdocs']['version']}, {report['mkdocs']['pages']} pages; "
          f"{report['runs']} runs after {report['warmup']} warm-up, interleaved")
    edit = report["edit"]
    print(f"edit: {edit['file']}:{edit['line']} and {edit['page']}, {edit['words'][0]} -> {edit['words'][1]}1, -> {edit['words'][1]}2, ...")
    print()
    print(f"{'command':<15} {'wall s min':>10} {'median':>8} {'max':>8}   {'cpu s':>6}   "
          f"{'peak MB (largest process)':>25}   {'tree sum RSS / PSS MB':>21}")
    for name, result in report["results"].items():
        s, rss = result["seconds"], result["max_rss_mb"]
        print(f"{name:<15} {s['min']:>10.2f} {s['median']:>8.2f} {s['max']:>8.2f}   "
              f"{result['cpu_seconds']['median']:>6.2f}   "
              f"{rss['median']:>11.0f} (max {rss['max']:>5.0f})   "
              f"{result['sum_rss_mb']['max']:>10.0f} / {result['sum_pss_mb']['max']:>4.0f}")
    print()
    targets = {"first build": report["targets"]["first build"], "edit-rebuild": report["targets"]["edit-rebuild"]}
    for name, ratio in report["ratios"].items():
        if not ratio:
            continue
        pairs = ratio["pairwise"]
        target = f"   target <= {targets[name]:.1f}" if name in targets else ""
        print(f"{ratio['of']:<32} pairwise median {pairs['median']:.2f} (min {pairs['min']:.2f}, max "
              f"{pairs['max']:.2f}); of medians {ratio['of_medians']:.2f}; CPU seconds {ratio['cpu_of_medians']:.2f}"
              f"{target}")
    peak = max(r["max_rss_mb"]["max"] for n, r in report["results"].items() if n.startswith("lawbase"))
    print(f"lawbase peak memory (largest process, worst run): {peak:.0f} MB   target <= "
          f"{report['targets']['peak_mb']} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="counted rounds (default 5)")
    parser.add_argument("--warmup", type=int, default=1, help="rounds not counted, first (default 1)")
    parser.add_argument("--lawbase", help="the lawbase command, e.g. 'python -m lawbase' (default: this "
                        "Python, -m lawbase, from the repository this script sits in)")
    parser.add_argument("--corpus", type=Path, default=REPO / "corpus", help="corpus to copy (default: the "
                        "repository's)")
    parser.add_argument("--venv", type=Path, default=DEFAULT_VENV, help=f"MkDocs virtual environment "
                        f"(default {DEFAULT_VENV}; made when missing or not MkDocs {MKDOCS_VERSION})")
    parser.add_argument("--no-compile", action="store_true", help="do not byte-compile the lawbase package first "
                        "(pip compiled MkDocs when it installed it; with PYTHONDONTWRITEBYTECODE set lawbase would "
                        "compile its modules from source in every run)")
    parser.add_argument("--no-mkdocs-edit", action="store_true", help="skip MkDocs' rebuild after the edit "
                        "(the edit-rebuild ratio is then not printed)")
    parser.add_argument("--sample", type=float, default=0.05, help="seconds between /proc samples (0.05)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder (its path is printed)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    arguments = parser.parse_args()
    if arguments.runs < 1 or arguments.warmup < 0:
        parser.error("--runs must be at least 1 and --warmup at least 0")
    temp = Path(tempfile.mkdtemp(prefix="lawbase-mkdocs-"))
    try:
        report = run(arguments, temp)
    finally:
        if arguments.keep:
            print(f"kept {temp}", file=sys.stderr)
        else:
            shutil.rmtree(temp, ignore_errors=True)
    if arguments.json:
        print(json.dumps(report, indent=1, ensure_ascii=False))
    else:
        print_table(report)


if __name__ == "__main__":
    main()

"""The attacks and accidents of issue #14, run against `lawbase` as a user would, with a table of results.

Each case runs `python -m lawbase …` in fresh processes (its own process group, killed on timeout, so a
hanging build is reported, not waited for) on copies of the real corpus and of a real build, and says
whether the promise held: one line and the right exit code, no traceback, nothing read from outside
the corpus, nothing destroyed outside OUT, OUT complete afterwards. Cases that need mounts (a full
disk, OUT a mount point or read-only) run when this runs as root; otherwise they are skipped.

Usage: python bench/hostile.py [--code DIR] [--only WORD]
  --code  the checkout whose `lawbase` is attacked (default: this one), e.g. an older commit
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager, suppress
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTE = "\n\n27. ODZYWKA NIEWYSTARCZAJĄCA\n\nPatrz przepis 27B.\n"
PASSWD = "root:x:0:0"
BUILD_HERE = ["build", "--corpus", "corpus", "--out", "build"]


class Lab:
    def __init__(self, code: Path, work: Path):
        self.code, self.work = code, work
        self.env = dict(os.environ, PYTHONPATH=str(code), LANG="C.UTF-8")
        self.cache = work / "cache"
        result = self.run(["build", "--corpus", str(ROOT / "corpus"), "--out", str(self.cache)], timeout=300)
        if result["code"] != 0:
            sys.exit(f"the real corpus does not build: {result['stderr']}")

    def run(self, args: list[str], cwd: Path | None = None, timeout: float = 120,
            interrupt: float | None = None) -> dict:
        started = time.monotonic()
        process = subprocess.Popen([sys.executable, "-m", "lawbase", *args], cwd=cwd or self.work, env=self.env,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
        if interrupt is not None:
            time.sleep(interrupt)
            os.killpg(process.pid, signal.SIGINT)
        try:
            stdout, stderr = process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            stdout = stderr = None
        with suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)  # and whatever it left behind
        hung = stdout is None
        if hung:
            stdout, stderr = process.communicate()
        return {"code": process.returncode, "stdout": stdout, "stderr": stderr, "hung": hung,
                "seconds": time.monotonic() - started}

    def project(self, name: str, readme: str = "# lawbase\n", changed: bool = False) -> Path:
        """A copy of the project; `changed`: with one note more, so that a build redoes every stage."""
        folder = self.work / name
        shutil.copytree(ROOT / "corpus", folder / "corpus")
        (folder / "README.md").write_text(readme, encoding="utf-8")
        if changed:
            with open(folder / "corpus" / "pl-notes.txt", "a", encoding="utf-8") as stream:
                stream.write(NOTE)
        return folder

    def single_edition(self, name: str, laws: str, text: str) -> Path:
        """A project whose corpus is one Polish edition with this text."""
        project = self.project(name)
        (project / "corpus" / "laws.txt").write_text(text, encoding="utf-8")
        (project / "corpus" / "editions.toml").write_text(
            f'[[edition]]\nid = "pl-t"\nlanguage = "pl"\ntitle = "t"\nyear = 2017\nfile = "laws.txt"\n'
            f'kind = "laws"\nlaws = {laws}\n', encoding="utf-8")
        return project

    def previous_build(self, out: Path) -> Path:
        shutil.copytree(self.cache, out, symlinks=True)
        return out


def one_line(result: dict, code: int = 1) -> bool:
    lines = [line for line in result["stderr"].splitlines() if not line.startswith("lawbase: warning:")]
    return (not result["hung"] and result["code"] == code and len(lines) == 1 and lines[0].startswith("lawbase:")
            and "Traceback" not in result["stderr"])


def why(result: dict) -> str:
    if result["hung"]:
        return f"hung (killed after {result['seconds']:.0f} s)"
    last = (result["stderr"].strip().splitlines() or [""])[-1]
    lines = result["stderr"].count("\n")
    return f"exit {result['code']}, {lines} stderr lines: {last[:110]}"


def complete(out: Path) -> bool:
    return all((out / name).exists() for name in ("lawbase.json", "index", "site/index.html", "build-info.json"))


def manifest_case(lab: Lab, name: str, edit, bound: float = 30, may_build: bool = False) -> tuple[bool, str]:
    """A build with an edited manifest: refused in one line within `bound` seconds (or built, if it may)."""
    project = lab.project(name)
    manifest = project / "corpus" / "editions.toml"
    manifest.write_text(edit(manifest.read_text(encoding="utf-8"), project), encoding="utf-8")
    result = lab.run(BUILD_HERE, cwd=project, timeout=bound)
    leaked = PASSWD in result["stdout"] + result["stderr"] or any(
        PASSWD in path.read_text(encoding="utf-8", errors="replace")
        for path in (project / "build").rglob("*") if path.is_file() and path.suffix in (".json", ".html", ".js"))
    held = (one_line(result) or may_build and result["code"] == 0 and not result["hung"]) and not leaked
    return held, ("leaked the file; " if leaked else "") + why(result)


def replace_first(field: str, value: str):
    def edit(text: str, project: Path) -> str:
        lines = text.split("\n")
        index = next(i for i, line in enumerate(lines) if line.startswith(f"{field} ="))
        lines[index] = f"{field} = {value}"
        return "\n".join(lines)
    return edit


def replace(old: str, new: str):
    return lambda text, project: text.replace(old, new, 1)


def edited(name: str, edit, **options):
    return lambda lab: manifest_case(lab, name, edit, **options)


def link_out(text: str, project: Path) -> str:
    (project / "corpus" / "out.txt").symlink_to("/etc/passwd")
    return text.replace('file = "pl-2017.txt"', 'file = "out.txt"', 1)


def notes_in_a_circle(text: str, project: Path) -> str:
    twin = text[text.rindex("[[edition]]"):].replace('id = "pl-notes"', 'id = "pl-notes2"')
    return text.replace('base = "pl-2017"', 'base = "pl-notes2"') + "\n" + twin.replace('base = "pl-2017"',
                                                                                         'base = "pl-notes"')


def nested_repetition(pattern: str):
    def edit(text: str, project: Path) -> str:
        with open(project / "corpus" / "pl-1997-chapter6.txt", "a", encoding="utf-8") as stream:
            stream.write("\n" + "a" * 40 + "!\n")
        return text.replace("debris = [", f"debris = ['{pattern}', ", 1)
    return edit


# ------------------------------------------------------------------------------------------------ cases
def concurrent(lab: Lab) -> tuple[bool, str]:
    project = lab.project("concurrent", changed=True)
    out = lab.previous_build(project / "build")
    (project / ".build-new-backup").mkdir()
    commands = [[sys.executable, "-m", "lawbase", "build", "--corpus", "corpus", "--out", "build"]] * 5
    processes = [subprocess.Popen(command, cwd=project, env=lab.env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  text=True) for command in commands]
    results = [(process.wait(timeout=300), process.stderr.read()) for process in processes]
    fine = all(code == 0 or (code == 1 and stderr.count("\n") == 1 and "another build" in stderr)
               for code, stderr in results)
    noted = complete(out) and any(node["id"] == "pl-notes/27" for node in
                                  json.loads((out / "lawbase.json").read_text(encoding="utf-8"))["nodes"])
    codes = ", ".join(str(code) for code, _ in results)
    return fine and noted and (project / ".build-new-backup").is_dir(), f"exits {codes}; OUT complete: {noted}"


def control_characters(lab: Lab) -> tuple[bool, str]:
    project = lab.project("controls")
    source = project / "corpus" / "pl-2017.txt"
    text = source.read_text(encoding="utf-8").replace(
        "\n16. Legalne i nielegalne informacje\n", "\n16. Legalne\x0ci \x1b]0;pwned\x07nielegalne\u202e informacje\n")
    source.write_text(text, encoding="utf-8")
    result = lab.run(BUILD_HERE, cwd=project, timeout=120)
    checked = lab.run(["check", "--corpus", "corpus"], cwd=project)
    shown = lab.run(["show", "16", "--edition", "pl-2017", "--out", "build"], cwd=project)
    page = project / "build" / "site" / "pl-2017" / "law-16.html"
    visible = page.is_file() and "Legalne␌i ␛]0;pwned␇" in page.read_text(encoding="utf-8")
    reported = "pl-2017.txt:" in checked["stdout"] and "control character" in checked["stdout"]
    clean = shown["code"] == 0 and not any(char in shown["stdout"] for char in "\x0c\x1b\x07\u202e")
    held = result["code"] == 0 and not result["hung"] and visible and reported and clean
    return held, f"build {why(result)}; placeholder in site: {visible}; check names the line: {reported}; " \
                 f"show without escapes: {clean}"


def about_page(name: str, readme: str | None, hostile: tuple[str, ...]):
    """A build whose README is `readme` (None: a symlink to /etc/passwd): about.html holds none of `hostile`
    (the page's own `<script src="site.js">` is ours: the hostile strings name what the README brought)."""
    def case(lab: Lab) -> tuple[bool, str]:
        project = lab.project(name, readme or "")
        if readme is None:
            (project / "README.md").unlink()
            (project / "README.md").symlink_to("/etc/passwd")
        result = lab.run(BUILD_HERE, cwd=project)
        about = project / "build" / "site" / "about.html"
        bad = [word for word in hostile if word in (about.read_text(encoding="utf-8") if about.is_file() else "")]
        return result["code"] == 0 and about.is_file() and not bad, \
            f"{why(result)}; in about.html: {', '.join(bad) or 'nothing of it'}"
    return case


def stranger_out(lab: Lab) -> tuple[bool, str]:
    project = lab.project("stranger")
    out = project / "mine"
    (out / "site").mkdir(parents=True)
    (out / "site" / "page.html").write_text("mine", encoding="utf-8")
    (out / "lawbase.json").write_text("{}", encoding="utf-8")
    (out / "link").symlink_to(project)
    result = lab.run(["build", "--corpus", "corpus", "--out", "mine"], cwd=project)
    intact = (out / "site" / "page.html").is_file() and (out / "link").is_symlink()
    return one_line(result) and intact, f"{why(result)}; the folder intact: {intact}"


def dangerous_out(where: str, name: str):
    def case(lab: Lab) -> tuple[bool, str]:
        project = lab.project(f"out-{name}")
        (project / "corpus" / "linked.txt").symlink_to(project / "corpus" / "pl-notes.txt")
        before = sorted(str(path) for path in project.rglob("*"))
        result = lab.run(["build", "--corpus", "corpus", "--out", where], cwd=project)
        kept = sorted(str(path) for path in project.rglob("*")) == before
        return one_line(result) and kept, f"{why(result)}; project untouched: {kept}"
    return case


def symlinks_in_out(lab: Lab) -> tuple[bool, str]:
    project = lab.project("symlinks")
    out = lab.previous_build(project / "build")
    (out / "elsewhere").symlink_to(project)
    (project / ".build-new-backup").mkdir()
    result = lab.run(BUILD_HERE, cwd=project)
    kept = (out / "elsewhere").is_symlink() and (project / ".build-new-backup").is_dir()
    return result["code"] == 0 and kept, f"{why(result)}; symlink and .build-new-backup kept: {kept}"


def interrupted(lab: Lab) -> tuple[bool, str]:
    project = lab.project("ctrl-c", changed=True)
    out = lab.previous_build(project / "build")
    before = (out / "lawbase.json").read_bytes()
    outcomes = []
    for delay in (0.8, 1.6, 2.4, 3.2, 4.0):
        result = lab.run(BUILD_HERE, cwd=project, interrupt=delay)
        if result["code"] == 0:
            before = (out / "lawbase.json").read_bytes()
        outcomes.append(result["code"] == 0 or (one_line(result, 130) and
                                                (out / "lawbase.json").read_bytes() == before and complete(out)))
    return all(outcomes), f"{sum(outcomes)} of {len(outcomes)} interrupts gave one line, exit 130, OUT intact"


@contextmanager
def tmpfs(folder: Path, size: str, read_only: bool = False):
    folder.mkdir(parents=True, exist_ok=True)
    options = f"size={size}" + (",ro" if read_only else "")
    if subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)], capture_output=True).returncode:
        yield None
        return
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def full_disk(lab: Lab) -> tuple[bool, str]:
    project = lab.project("full-disk", changed=True)
    with tmpfs(project / "disk", "28m") as disk:
        if disk is None:
            return True, "skipped (mounting a tmpfs needs root)"
        out = lab.previous_build(disk / "build")
        before = (out / "lawbase.json").read_bytes()
        result = lab.run(["build", "--corpus", "corpus", "--out", "disk/build"], cwd=project)
        intact = (out / "lawbase.json").read_bytes() == before and complete(out)
        return one_line(result) and intact, f"{why(result)}; previous OUT intact: {intact}"


def mounted_out(read_only: bool):
    def case(lab: Lab) -> tuple[bool, str]:
        project = lab.project("read-only" if read_only else "mount-point")
        with tmpfs(project / "build", "64m", read_only) as out:
            if out is None:
                return True, "skipped (mounting a tmpfs needs root)"
            result = lab.run(["build", "--corpus", "corpus", "--out", "build/out" if read_only else "build"],
                             cwd=project)
            return one_line(result), why(result)
    return case


def terminal_escapes(lab: Lab) -> tuple[bool, str]:
    project = lab.project("escapes")
    source = project / "corpus" / "pl-2017.txt"
    source.write_text(source.read_text(encoding="utf-8").replace(
        "\n16. Legalne i nielegalne informacje\n", "\n16. Legalne \x1b]0;pwned\x07\x1b]8;;http://evil\x1b\\i\x1b]8;;"
        "\x1b\\ \u202enielegalne informacje\n"), encoding="utf-8")
    lab.run(BUILD_HERE, cwd=project)
    outputs = [lab.run(command + ["--out", "build"], cwd=project)
               for command in (["show", "16", "--edition", "pl-2017"], ["compare", "16"])]
    raw = [output["stdout"] for output in outputs if any(c in output["stdout"] for c in "\x1b\x07\u202e")]
    codes = [output["code"] for output in outputs]
    return codes == [0, 0] and not raw, f"show/compare exit {codes}; raw escapes printed: {bool(raw)}"


def footnotes(lab: Lab) -> tuple[bool, str]:
    lines = ["1. Talia", ""]
    for section in range(26):
        lines += [f"{chr(65 + section)}. Sekcja", ""]
        for number in range(1, 99):
            lines += [f"{number}. Punkt¹ z przypisem² i trzecim³ oraz czwartym⁴.", ""]
            lines += [f"{mark} Przypis {mark}." for mark in "¹²³⁴"] + [""]
    project = lab.single_edition("footnotes", "[1, 1]", "\n".join(lines) + "\n")
    result = lab.run(["check", "--corpus", "corpus", "--json"], cwd=project, timeout=120)
    footnotes = json.loads(result["stdout"])["editions"][0]["counts"].get("footnote") if result["code"] == 0 else 0
    return result["seconds"] < 6 and footnotes == 10192, f"{footnotes} footnotes, check took {result['seconds']:.1f} s"


def citations_on_one_line(lab: Lab) -> tuple[bool, str]:
    """20,000 citations on one line: linear, not the 40 s the page's links once took (a bound, not a race)."""
    project = lab.single_edition("citations", "[1, 2]", "1. Talia\n\nA. Karty\n\nTekst " + "przepis 1A, " * 20000
                                 + "koniec.\n\n2. Pudełka\n\nTekst.\n")
    result = lab.run(["build", "--corpus", "corpus", "--out", "build", "--quiet"], cwd=project, timeout=60)
    page = project / "build" / "site" / "pl-t" / "law-1.html"
    links = page.read_text(encoding="utf-8").count('href="#1A"') if page.is_file() else 0
    return result["code"] == 0 and links >= 20000, f"{links} links; {why(result)}, {result['seconds']:.1f} s"


def lock_through_a_link(lab: Lab) -> tuple[bool, str]:
    """The lock file beside OUT a symbolic link to a file outside OUT: refused, the file as it was."""
    project = lab.project("lock-link")
    victim = project / "victim.txt"
    victim.write_text("important\n", encoding="utf-8")
    (project / ".build.lock").symlink_to(victim)
    result = lab.run(BUILD_HERE, cwd=project)
    kept = victim.read_text(encoding="utf-8") == "important\n"
    return one_line(result) and kept, ("kept" if kept else "WRITTEN THROUGH") + f"; {why(result)}"


def law_100(lab: Lab) -> tuple[bool, str]:
    text = "\n\n".join(f"{n}. Tytuł przepisu {n}\n\nTekst przepisu {n}." for n in range(98, 103))
    project = lab.single_edition("law-100", "[98, 102]", text + "\n")
    result = lab.run(["check", "--corpus", "corpus", "--json"], cwd=project)
    laws = json.loads(result["stdout"])["editions"][0]["counts"].get("law") if result["stdout"] else None
    return laws == 5 and result["code"] == 0, f"{laws} Laws of 5; {why(result)}"


def out_under_a_file(lab: Lab) -> tuple[bool, str]:
    project = lab.project("afile")
    (project / "afile").write_text("x", encoding="utf-8")
    result = lab.run(["build", "--corpus", "corpus", "--out", "afile/sub"], cwd=project)
    return one_line(result) and (project / "afile").read_text() == "x", why(result)


def node_id(lab: Lab) -> tuple[bool, str]:
    codes = [lab.run([command, "pl-2017/16C2", "--out", str(lab.cache)])["code"] for command in
             ("show", "refs", "compare")]
    return codes == [0, 0, 0], f"show/refs/compare exit {codes}"


CASES = [
    ("1", "five concurrent builds into one OUT", concurrent),
    ("2", "form feed, ESC, BEL, U+202E in a line of pl-2017.txt", control_characters),
    ("3", "file = \"../../../../etc/passwd\"", edited("dotdot", replace_first("file", '"../../../../etc/passwd"'))),
    ("3", "file = \"/proc/self/status\"", edited("proc", replace_first("file", '"/proc/self/status"'))),
    ("3", "file = a symlink out of the corpus", edited("link", link_out)),
    ("3", "README.md a symlink to /etc/passwd", about_page("readme-link", None, (PASSWD,))),
    ("4", "<script>, <iframe src=javascript:>, javascript: link in the README", about_page(
        "readme-script", "# About\n\n<script>document.title='pwned'</script>\n\n<iframe src=\"javascript:alert(1)\">"
        "</iframe>\n\n[x](javascript:alert(1))\n", ("<script>", "pwned", "<iframe", "javascript:"))),
    ("5", "--out a folder with the user's own site/, lawbase.json, a symlink", stranger_out),
    ("5", "--out .", dangerous_out(".", "dot")),
    ("5", "--out corpus (holding a symlinked file)", dangerous_out("corpus", "corpus")),
    ("5", "--out .. (holds the project)", dangerous_out("..", "parent")),
    ("5", "a symlink in OUT, a sibling .build-new-backup/", symlinks_in_out),
    ("6", "notes edition whose base is itself", edited("base-self", replace('base = "pl-2017"', 'base = "pl-notes"'),
                                                       bound=20)),
    ("6", "two notes editions naming each other", edited("base-pair", notes_in_a_circle, bound=20)),
    ("6", "laws = [1, 9000000000000000000]", edited("laws-huge", replace_first("laws", "[1, 9000000000000000000]"),
                                                    bound=20)),
    ("6", "debris pattern (a+)+$ and a 41-character line (built or refused, in time)",
     edited("debris-nested", nested_repetition("(a+)+$"), may_build=True)),
    ("6", "debris pattern (a|aa)+$ and a 41-character line", edited("debris-slow", nested_repetition("(a|aa)+$"),
                                                                    bound=20)),
    ("6", "debris = \"aeiou\" (a string)", edited("debris-string", replace_first("debris", '"aeiou"'), bound=20)),
    ("7", "a full disk (28 MB tmpfs)", full_disk),
    ("7", "Ctrl-C at five moments (SIGINT to the process group)", interrupted),
    ("7", "file = 5", edited("file-int", replace_first("file", "5"))),
    ("7", "title = {x=1}", edited("title-table", replace_first("title", "{x=1}"))),
    ("7", "amended_laws = 5", edited("amended-int", replace_first("amended_laws", "5"))),
    ("7", "OUT a mount point", mounted_out(read_only=False)),
    ("7", "OUT on a read-only file system", mounted_out(read_only=True)),
    ("7", "--out afile/sub", out_under_a_file),
    ("8", "edition id \"compare\"", edited("reserved", replace('id = "pl-notes"', 'id = "compare"'), bound=20)),
    ("8", "OSC title, OSC 8 link, U+202E printed by show/compare", terminal_escapes),
    ("8", "10,192 footnotes (check)", footnotes),
    ("8", "Laws 98-102", law_100),
    ("8", "node id pl-2017/16C2 as a key", node_id),
    ("8", "20,000 citations on one line (built within 60 s)", citations_on_one_line),
    ("5", "the lock file beside OUT a symlink to a file outside it", lock_through_a_link),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--code", type=Path, default=ROOT)
    parser.add_argument("--only", help="run only the cases whose description holds this word")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="lawbase-hostile-"))
    try:
        lab = Lab(args.code.resolve(), work)
        print("| item | case | result | held |\n| --- | --- | --- | --- |")
        for item, name, case in CASES:
            if args.only and args.only not in name:
                continue
            try:
                held, detail = case(lab)
            except Exception as err:  # a case that cannot even be judged is a broken promise
                held, detail = False, f"{type(err).__name__}: {err}"
            detail = detail.replace("|", "\\|").replace("\n", " ")
            print(f"| {item} | {name.replace('|', chr(92) + '|')} | {detail} | {'held' if held else 'BROKE'} |",
                  flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

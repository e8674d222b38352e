"""Time and peak memory of `lawbase build` on one 50 MB corpus file.

The file is made of the real Polish sentences: Laws 1-93, each with sections A, B, ... of 99
numbered subsections, until it reaches the size asked for (deterministic). The term maps of a build of the
real corpus are reused, so the figures are of parsing, the graph, the index and the site, not of
loading the lemmatiser. Memory is sampled every 50 ms over the whole process tree (the build and
every helper process it starts): the sum of RSS (pages shared after a fork counted once per
process), the sum of PSS (shared pages split between their processes) and the largest single RSS.

Usage: python bench/big_build.py [--mb 50] [--keep DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def sentences() -> list[str]:
    text = (ROOT / "corpus" / "pl-2017.txt").read_text(encoding="utf-8")
    text = re.sub("[⁰¹²³⁴⁵⁶⁷⁸⁹]", "", text)  # footnote markers
    return [line.strip() for line in text.splitlines()
            if len(line) > 60 and not re.match(r"^\s*(\d+\.|[A-Z]\.|\(|[-•])", line)]


def big_text(megabytes: int) -> str:
    rng = random.Random(50)
    pool = sentences()
    per_law = megabytes * 1_000_000 // 93
    parts = ["Duży zbiór przepisów", ""]
    for law in range(1, 94):
        parts += [f"{law}. Przepis numer {law}", ""]
        size, letter, number = 0, 0, 0
        while size < per_law:
            if number == 0 or number >= 99:
                parts += [f"{chr(ord('A') + letter)}. Część {letter + 1}", ""]
                letter, number = letter + 1, 0
            number += 1
            line = f"{number}. " + " ".join(rng.choice(pool) for _ in range(2))
            parts += [line, ""]
            size += len(line.encode("utf-8")) + 2
    return "\n".join(parts) + "\n"


def tree(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            children.setdefault(int(fields[1]), []).append(int(entry))
    found, pending = [], [root]
    while pending:
        pid = pending.pop()
        found.append(pid)
        pending += children.get(pid, [])
    return found


def memory_kb(pid: int, name: str) -> int:
    path = f"/proc/{pid}/smaps_rollup" if name == "Pss" else f"/proc/{pid}/status"
    try:
        for line in Path(path).read_text().splitlines():
            if line.startswith(f"{name}:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def measure(command: list[str], env: dict) -> dict:
    started = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    peak = {"tree_rss_mb": 0, "tree_pss_mb": 0, "largest_rss_mb": 0, "processes": 0}
    while process.poll() is None:
        pids = tree(process.pid)
        rss = [memory_kb(pid, "VmRSS") for pid in pids]
        pss = sum(memory_kb(pid, "Pss") for pid in pids)
        peak["tree_rss_mb"] = max(peak["tree_rss_mb"], sum(rss) // 1024)
        peak["tree_pss_mb"] = max(peak["tree_pss_mb"], pss // 1024)
        peak["largest_rss_mb"] = max(peak["largest_rss_mb"], max(rss, default=0) // 1024)
        peak["processes"] = max(peak["processes"], len(pids))
        time.sleep(0.05)
    stdout, stderr = process.communicate()
    return {"seconds": round(time.perf_counter() - started, 1), "exit": process.returncode, **peak,
            "output": (stdout + stderr).strip().splitlines()[-3:]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mb", type=int, default=50)
    parser.add_argument("--keep", type=Path, help="work in this folder and keep it")
    args = parser.parse_args()
    if args.keep:
        run(args, args.keep)
        return
    with tempfile.TemporaryDirectory(prefix="lawbase-big-") as work:  # 600 MB of corpus, graph and site
        run(args, Path(work))


def run(args: argparse.Namespace, work: Path) -> None:
    corpus = work / "corpus"
    corpus.mkdir(parents=True, exist_ok=True)
    (corpus / "big.txt").write_text(big_text(args.mb), encoding="utf-8")
    (corpus / "editions.toml").write_text('[[edition]]\nid = "pl-big"\nlanguage = "pl"\ntitle = "Big"\nyear = 2017\n'
                                          'file = "big.txt"\nkind = "laws"\nlaws = [1, 93]\n', encoding="utf-8")
    out = work / "out"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    build = [sys.executable, "-m", "lawbase", "build", "--out", str(out)]
    seeded = subprocess.run(build + ["--corpus", str(ROOT / "corpus")], env=env, capture_output=True, text=True)
    if seeded.returncode:
        sys.exit(f"building the real corpus failed: {seeded.stderr}")
    result = measure(build + ["--corpus", str(corpus)], env)
    result["file_mb"] = round((corpus / "big.txt").stat().st_size / 1e6, 1)
    result["graph_mb"] = round((out / "lawbase.json").stat().st_size / 1e6, 1) if result["exit"] == 0 else None
    print(json.dumps(result, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()

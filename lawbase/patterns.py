"""Regular expressions from the manifest (debris patterns), kept from running away.

A pattern such as `(a|aa)+$` backtracks exponentially: on a 41-character line Python's `re` runs for
minutes and cannot be stopped. These patterns are compiled with the `regex` module, which avoids
most such blow-ups and stops a match after a timeout: a pattern is tried on lines built to make it
backtrack before a build starts (rejected if slow), and every match while parsing draws on a time
budget per pattern and file, so a slow pattern ends the build with one line instead of hanging it.
"""

from __future__ import annotations

import time

import regex

from .errors import LawbaseError

PROBE_SECONDS = 0.05  # per adversarial line; a sane pattern needs microseconds
BUDGET_SECONDS = 5.0  # per pattern and file, across all its lines


def probe_lines(pattern: str) -> list[str]:
    """Lines that make a backtracking pattern blow up: runs of its own characters, then a misfit."""
    chars = {char for char in pattern if char.isalnum() or char in " .-"} | {"a", " "}
    return [char * length + ending for char in sorted(chars)[:12] for length in (30, 300) for ending in ("!", "\n")]


def compile_pattern(pattern: str) -> regex.Pattern:
    """The compiled pattern, or ValueError saying why it is refused (bad syntax, or too slow)."""
    try:
        compiled = regex.compile(pattern)
    except regex.error as err:
        raise ValueError(str(err)) from None
    for line in probe_lines(pattern):
        try:
            compiled.search(line, timeout=PROBE_SECONDS)
        except TimeoutError:
            raise ValueError(f"too slow (over {PROBE_SECONDS * 1000:.0f} ms on a line of {len(line)} "
                             "characters: nested repetition?)") from None
    return compiled


class GuardedPattern:
    """search / finditer / sub as `re` has them, each within what is left of the pattern's time budget."""

    def __init__(self, pattern: str, where: tuple[str, int | None] = ("", None)):
        self.pattern = pattern
        self.compiled = regex.compile(pattern)
        self.where = where
        self.spent = 0.0

    def _run(self, method: str, *args):
        started = time.perf_counter()
        try:
            result = getattr(self.compiled, method)(*args, timeout=max(BUDGET_SECONDS - self.spent, 0.001))
            return list(result) if method == "finditer" else result
        except TimeoutError:
            raise LawbaseError(f"debris pattern {self.pattern!r} took over {BUDGET_SECONDS:.0f} s on this file "
                               "(nested repetition?); simplify it", *self.where) from None
        finally:
            self.spent += time.perf_counter() - started

    def search(self, text: str):
        return self._run("search", text)

    def finditer(self, text: str):
        return self._run("finditer", text)

    def sub(self, replacement: str, text: str) -> str:
        return self._run("sub", replacement, text)

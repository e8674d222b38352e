"""The one kind of error a user sees: a single line naming the file and line (or the key)."""

import shlex
from pathlib import Path

DEFAULT_OUT = Path("build")  # where `lawbase build` writes, and every command reads, without --out


class LawbaseError(Exception):
    """A problem with the user's input, reported as `file:line: message` and a non-zero exit."""

    exit_code = 1

    def __init__(self, message: str, path: str | None = None, line: int | None = None):
        super().__init__(message)
        self.message = message
        self.path = path
        self.line = line

    def __str__(self) -> str:
        where = self.path or ""
        if self.path and self.line:
            where = f"{self.path}:{self.line}"
        return f"{where}: {self.message}" if where else self.message


def build_command(out: Path) -> str:
    """The build of the folder a command read (`lawbase build` alone built into build/, and the command read
    /tmp/x again: a regression sweep of `search` and `export`), quoted to be pasted."""
    return "lawbase build" if Path(out) == DEFAULT_OUT else f"lawbase build --out {shlex.quote(str(out))}"


def build_first(out: Path) -> str:
    """What to run where a command finds no build."""
    return f"run `{build_command(out)}` first"


def build_again(out: Path) -> str:
    """What to run where a command finds its build damaged or of another format."""
    return f"run `{build_command(out)}` again"


class UsageError(LawbaseError):
    """A bad argument: unknown key, unknown edition, bad query."""

    exit_code = 2

"""The one kind of error a user sees: a single line naming the file and line (or the key)."""

import shlex
from pathlib import Path

DEFAULT_OUT = Path("build")  # where `lawbase build` writes, and every command reads, without --out


class LawbaseError(Exception):
    """A problem with the user's input, reported as `file:line: message` and a non-zero exit."""

    exit_code = 1

    def __init__(self, message: str, path: str | None = None, line: int | None = None,
                 phrase: tuple[str, dict] | None = None):
        super().__init__(message)
        self.message = message
        self.path = path
        self.line = line
        self.phrase = phrase  # (a key of the interface strings, its values): the message in any language

    @classmethod
    def said(cls, key: str, /, path: str | None = None, line: int | None = None, **values):
        """An error worded by an interface string (`profiles/ui`): English here, the reader's where a command
        says it (`in_words`)."""
        from .ui_strings import DEFAULT, strings

        return cls(phrased(strings(DEFAULT), key, values), path, line, (key, values))

    def in_words(self, words) -> str:
        """The error as `str` says it, in the language of `words` (`ui_strings.Strings`) where it is worded
        by one of their strings."""
        return self.located(phrased(words, *self.phrase) if self.phrase else self.message)

    def located(self, message: str) -> str:
        where = self.path or ""
        if self.path and self.line:
            where = f"{self.path}:{self.line}"
        return f"{where}: {message}" if where else message

    def __str__(self) -> str:
        return self.located(self.message)


def phrased(words, key: str, values: dict) -> str:
    """An interface string with its values, a value that is itself an error said in the same language."""
    return words.format(key, **{name: value.in_words(words) if isinstance(value, LawbaseError) else value
                                for name, value in values.items()})


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


def in_manifest_order(editions, manifest: list[str]) -> str:
    """Editions as every message lists them: in the manifest's order (`show` said pl-2017, cs-2007, …, and
    `search` the same editions alphabetically), whatever order they were named in."""
    return ", ".join(sorted(editions, key=manifest.index))


def unknown_edition(edition: str, manifest: list[str]) -> UsageError:
    """An edition no manifest names, with the editions it has, in every command alike."""
    return UsageError.said("unknown_edition", edition=repr(edition), editions=", ".join(manifest))


def in_the_way(path: Path) -> LawbaseError | None:
    """The error of a file standing where `path` or a folder above it must be a folder (an OUT, an export's
    folder), or None: a place that cannot be written, exit 1 as the README's table has it (a QA review: "the folder
    /tmp/x does not exist" of a file /tmp/x; click's "Directory '/tmp/x' is a file.", exit 2)."""
    above = next(folder for folder in (path, *path.parents) if folder.exists())
    if above.is_dir():
        return None
    return LawbaseError(f"{above} is a file, not a folder", None if above == path else str(path))


def missing_folder(folder: Path, path: Path) -> LawbaseError:
    """The error of the folder `path` goes into not being there: a file in its way (`in_the_way`), else a folder
    missing, a malformed argument."""
    return in_the_way(path) or UsageError(f"{path}: the folder {folder} does not exist")

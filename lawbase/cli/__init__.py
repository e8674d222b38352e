"""The `lawbase` command: the group, its one-line error handling and what the commands share.

The commands live beside it by what they do: `building` (build, check), `reading` (show, refs),
`searching` (search), `tables` (compare, concordance, export). Heavy modules are imported inside the commands,
so `lawbase search` starts fast."""

from __future__ import annotations

import errno
import gc
import json
import os
import re
import shutil
import sys
from importlib import import_module
from pathlib import Path

import click

from ..errors import DEFAULT_OUT, LawbaseError, build_command, in_the_way
from ..text import CONTROL, terminal_text
from .click_words import reader_strings, said_error, spoken
from .helping import Spoken, SpokenCommand
from .speech import chosen, say, ui_languages, words

FULL = (errno.ENOSPC, errno.EDQUOT, errno.EFBIG)  # no room for what a command writes: the user's to mend
CORPUS_OPTION = click.option("--corpus", "corpus_dir", default="corpus", show_default=True,
                             type=click.Path(file_okay=False, path_type=Path))  # (its help: `helping`, as every one's)


def out_folder(context: click.Context, parameter: click.Parameter, out: Path) -> Path:
    """An OUT that is a file (or under one) is a place no build can be written or read: one line, exit 1, as the
    README's table has it, where click's own check said "Invalid value for '--out': Directory … is a file.", exit 2."""
    error = in_the_way(out)
    if error:
        raise error
    return out


OUT_OPTION = click.option("--out", "out_dir", default=str(DEFAULT_OUT), show_default=True, callback=out_folder,
                          type=click.Path(path_type=Path))


def joined_words(context: click.Context, parameter: click.Parameter, words: tuple[str, ...]) -> str:
    """A key typed with spaces, as the site takes it (`show 16C 2`, `show Pravidlo 16 C 2`), unquoted: one key,
    where click saw an extra argument ("Got unexpected extra argument (2)", a Czech director's review)."""
    return " ".join(words)


KEY_ARGUMENT = click.argument("key", nargs=-1, required=True, callback=joined_words, metavar="KEY")


class Name(click.ParamType):
    """An edition or language as typed: `PL-2017`, `Cs` are pl-2017 and cs (the manifest's ids are lower case)."""

    name = "name"

    def convert(self, value, param, ctx) -> str:
        return str(value).strip().lower()


NAME = Name()


COMMANDS = {"build": "building", "check": "building", "show": "reading", "refs": "reading", "search": "searching",
            "compare": "tables", "concordance": "tables", "export": "tables"}  # each command's module


class LawbaseGroup(Spoken, click.Group):
    """Turns every user-facing error into one line on stderr and a non-zero exit, never a traceback; its commands'
    help is said in the reader's language (`helping`). A command's module is imported when that command runs
    (`COMMANDS`): `lawbase search` no longer imports `show`'s graph reading (issue #17, a search in 150 ms)."""

    command_class = SpokenCommand

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, name: str):
        if name in COMMANDS and name not in self.commands:
            import_module(f"{__name__}.{COMMANDS[name]}")  # registers its commands on `main`
        return super().get_command(ctx, name)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        return super().parse_args(ctx, ui_first(args))

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        if os.environ.get("NO_COLOR"):  # no-color.org: the user asked for plain text on a terminal too
            extra.setdefault("color", False)
        with spoken():
            if not standalone_mode:
                return super().main(args, prog_name, complete_var, standalone_mode, **extra)
            try:
                result = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
            except click.ClickException as err:  # a bad option or argument: one line, not click's three
                said = said_error(err)
                no_command = isinstance(err, click.exceptions.NoArgsIsHelpError)  # `lawbase` alone: the help
                click.echo(said if no_command else f"lawbase: {said}", err=True)
                sys.exit(err.exit_code)
            except click.exceptions.Abort:
                click.echo(f"lawbase: {say('interrupted')}", err=True)
                sys.exit(130)
        sys.exit(result if isinstance(result, int) else 0)

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except LawbaseError as err:
            click.echo(f"lawbase: {terminal_text(err.in_words(words()))}", err=True)
            ctx.exit(err.exit_code)
        except (click.exceptions.Exit, click.exceptions.Abort, click.ClickException):
            raise
        except BrokenPipeError:  # the reader went away (`lawbase check | head`): nothing left to say
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            ctx.exit(0)
        except KeyboardInterrupt:
            click.echo(f"lawbase: {say('interrupted')}", err=True)
            ctx.exit(130)
        except Exception as err:
            if isinstance(err, OSError) and err.errno in FULL:
                click.echo(f"lawbase: {say('cannot_write', reason=err.strerror)}", err=True)
                ctx.exit(1)
            if os.environ.get("LAWBASE_DEBUG"):  # a bug of ours: still one line, details on request
                raise
            click.echo("lawbase: " + say("internal_error", error=f"{type(err).__name__}: {terminal_text(str(err))[:300]}"),
                       err=True)
            ctx.exit(3)


def ui_first(args: list[str]) -> list[str]:
    """The arguments with `--ui` moved before the command wherever it was typed (up to a `--`): `lawbase check --ui cs`
    was refused as an unknown option, and click suggested `--out` (a Czech translator's review); no command has a
    `--ui` of its own."""
    moved, rest, at = [], list(args), 0
    while at < len(rest) and rest[at] != "--":
        width = 2 if rest[at] == "--ui" and at + 1 < len(rest) else 1 if rest[at].startswith("--ui=") else 0
        if width:
            moved += rest[at:at + width]
            del rest[at:at + width]
        else:
            at += 1
    return moved + rest


def version(context: click.Context, parameter: click.Parameter, asked: bool) -> None:
    """`--version` in the reader's words: click's own option fixed its line when imported ("…, version 0.1.0")."""
    if asked and not context.resilient_parsing:
        from importlib.metadata import version as installed

        click.echo(reader_strings(context).format("version_line", program=context.find_root().info_name,
                                                  version=installed("lawbase")))
        context.exit()


@click.group(cls=LawbaseGroup)
@click.option("--ui", type=click.Choice(ui_languages(), case_sensitive=False), envvar="LAWBASE_UI", callback=chosen,
              is_eager=True)
@click.option("--version", is_flag=True, expose_value=False, is_eager=True, callback=version)
def main(ui: str) -> None:
    """The Laws of Duplicate Bridge in Polish, Czech and Russian: build, search, compare."""


def run() -> None:
    """The program `lawbase` (and `python -m lawbase`): `main`, then the process ends at once. What a
    command writes is written, closed and flushed by then; what Python would do next is tidy a heap that is
    about to vanish: after a build, a walk of the cyclic collector over every object the build made
    (when the build resumes it) and 0.08 s of freeing them, both skipped. (`main` itself, as CliRunner
    and other callers in a process use it, is left as it is.)"""
    gc.disable()  # nothing a command makes outlives it
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:  # started with the stream closed (`>&-`): what it says goes nowhere
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))
    try:
        main()
        code = 0
    except SystemExit as end:
        code = end.code if isinstance(end.code, int) else int(end.code is not None)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except OSError as err:  # a full disk says so; a reader gone away, a stream closed: nothing more to say
            if err.errno in FULL and stream is sys.stdout:
                os.write(2, f"lawbase: cannot write the output: {err.strerror}\n".encode())
                code = code or 1
        except ValueError:
            pass
    os._exit(code)


def terminal_width() -> int:
    """The columns of the terminal (or $COLUMNS); 80 where there is none, as a pipe."""
    return shutil.get_terminal_size((80, 24)).columns


def wrapped(text: str, width: int, hang: int | None = None) -> str:
    """Each line wrapped to the width, its continuation lines under its words (after its indent and a
    list item's "- ", a number's "1. " or "(a) ", a footnote's "[1] "; else `hang` columns in), so a provision
    reads on a terminal as it does on the page; a table's row (cells apart by tabs) is left whole."""
    import textwrap

    out = []
    for line in text.split("\n"):
        indent = re.match(r"\s*(?:- |\* |\[\w+\] |\(?\w{1,4}[.)] )?", line).end() if hang is None else hang
        out.append(textwrap.fill(line, width, subsequent_indent=" " * indent, break_long_words=False,
                                 break_on_hyphens=False) if len(line) > width and "\t" not in line else line)
    return "\n".join(out)


def fitted(hang: int | None = None):
    """How a command's text reaches its reader: wrapped to the terminal (or $COLUMNS), whole through a pipe."""
    width = fitted_width()
    return (lambda text: wrapped(text, width, hang)) if width else (lambda text: text)


def fitted_width() -> int | None:
    """The width `fitted` wraps to; None through a pipe."""
    return terminal_width() if sys.stdout.isatty() or os.environ.get("COLUMNS") else None


def json_out(value) -> None:
    """JSON as data: the control characters json.dumps leaves raw (C1, bidi overrides) written as escapes."""
    text = json.dumps(value, ensure_ascii=False, indent=1)
    click.echo(CONTROL.sub(lambda match: f"\\u{ord(match.group()):04x}", text))


def open_graph(out_dir: Path, corpus_dir: Path):
    """The built graph, or (before any build) one parsed from the corpus on the fly. A build made from
    other sources than the corpus's now is still read, but said to be so on stderr (a newcomer's review:
    an edited source, or `--corpus` another one, showed the old text without a word). An `--out` given that
    holds no build is an error: a mistyped folder was parsed from the corpus without a word (a committee
    member's review), and `compare` then named a page in it."""
    from ..store import GRAPH_FILE, load_graph

    if (out_dir / GRAPH_FILE).exists():
        stale_warning(out_dir, corpus_dir)
        return load_graph(out_dir)
    if given_options().get("out_dir"):
        raise LawbaseError.said("no_graph_here", str(out_dir / GRAPH_FILE), command=build_command(out_dir))
    from ..corpus import build_graph

    return build_graph(corpus_dir)[1]


def given_options() -> dict[str, bool]:
    """Whether `--out` and `--corpus` were given (not their defaults); both, outside a command (the API)."""
    from click.core import ParameterSource

    context = click.get_current_context(silent=True)
    return {name: not context or context.get_parameter_source(name) not in (ParameterSource.DEFAULT, None)
            for name in ("out_dir", "corpus_dir")}


def stale_warning(out_dir: Path, corpus_dir: Path) -> None:
    """Compared where the corpus is named (`--corpus`), or both folders are the defaults (`corpus/` beside
    `build/`): a build in another `--out` may be of any corpus. A build made by other code than this (an
    update of lawbase) is said wherever it is: it lacks what this code reads (a 2026-11-28 review: `show 89 -e
    ru-2017` on an older build dropped the amendment's line, read from a record field that build had not)."""
    from ..store import previous_info

    info = previous_info(out_dir)
    if not other_code(info):
        other_sources(out_dir, corpus_dir, info.get("sources"))
        return
    click.echo(f"lawbase: {say('severity_warning')}: " + say("other_version", graph=out_dir / "lawbase.json",
                                                              command=build_command(out_dir)), err=True)


def other_code(info: dict) -> bool:
    """Was the build (its `build-info.json`) made by other code than this? Its graph's fingerprint is its code's
    and its sources' digest (`build.build_stages`); unknown (no record) is not other."""
    from ..build import code_fingerprint
    from ..cache import digest

    recorded, sources = info.get("graph"), info.get("sources")
    return bool(recorded and sources) and recorded != digest(code_fingerprint(), sources)


def other_sources(out_dir: Path, corpus_dir: Path, recorded: str | None) -> None:
    """Said where the build's sources (`recorded`: none in a build not of ours) are not the corpus's now."""
    from ..manifest import MANIFEST_NAME, corpus_fingerprint

    given = given_options()
    if given["out_dir"] and not given["corpus_dir"]:
        return
    if not recorded or not (corpus_dir / MANIFEST_NAME).is_file():
        return
    try:
        same = corpus_fingerprint(corpus_dir) == recorded
    except LawbaseError:
        same = False  # the corpus no longer loads: the build is not of it either
    if not same:
        click.echo(f"lawbase: {say('severity_warning')}: " + say("other_sources", graph=out_dir / "lawbase.json",
                                                                  corpus=corpus_dir), err=True)

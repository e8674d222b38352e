"""click's own words (its errors, "Usage:", "Did you mean", `--version`) in the reader's language.

click says them through gettext (`from gettext import gettext as _`, `ngettext`, bound in each of its modules when
it is imported) and has no catalogue for Polish, Czech or Russian. Python's gettext would read a compiled `.mo`
catalogue of the process's one default domain, in the language of the environment's locale (LANGUAGE, LC_ALL, …):
`--ui` would have to rewrite the environment, and the strings would live in binary files beside the profiles'
TOML. Here the catalogue is the profiles' `click_…` strings, whose English is click's own message ids (a test
holds them to the installed click's source), looked up by those two names in click's modules: English, and any
message not in the catalogue, pass through as click wrote them."""

from __future__ import annotations

import gettext
import importlib
import os
from contextlib import contextmanager
from functools import cache

import click

from ..ui_strings import DEFAULT
from .speech import UI_META, locale_language, ui_languages

CLICK_MODULES = ("core", "exceptions", "parser", "types", "decorators", "formatting", "termui")
PREFIXES = ("click_", "help_")  # click's messages, and the help's headings that are click's too ("Usage:")


def reader_strings(context: click.Context | None = None):
    """The strings of the reader's language (`reader_ui`)."""
    from ..ui_strings import strings

    return strings(reader_ui(context))


def reader_ui(context: click.Context | None = None) -> str:
    """The language chosen (`--ui`, read before anything after it), else $LAWBASE_UI or the locale's: click speaks
    before `--ui` is read (`lawbase --help`, a misspelt option of the group)."""
    context = context or click.get_current_context(silent=True)
    asked = (context.meta.get(UI_META) if context else None) or os.environ.get("LAWBASE_UI", "").lower()
    return asked if asked in ui_languages() else locale_language()


@cache
def catalogue() -> dict[str, str]:
    """click's message id -> the profiles' key (a counted one without its `_one`/`_other`): its English is the id."""
    from ..ui_strings import DEFAULT, strings

    english = strings(DEFAULT).words
    return {text: key.removesuffix("_one") for key, text in english.items()
            if key.startswith(PREFIXES) and not key.endswith("_other")}


def said(message: str) -> str:
    """click's `_`: its message in the reader's words (still a template: click fills in its values); an English
    reader's as click wrote it, no catalogue read (click says its help option's words on every command line)."""
    key = catalogue().get(message) if reader_ui() != DEFAULT else None
    return reader_strings()[key] if key else message


def said_counted(singular: str, plural: str, count: int) -> str:
    """click's `ngettext`: the form the count takes in the reader's language."""
    key = catalogue().get(singular) if reader_ui() != DEFAULT else None
    if not key:
        return gettext.ngettext(singular, plural, count)
    return reader_strings().form(key, count)


@contextmanager
def spoken():
    """click's modules say their words through `said` while a lawbase command line runs, as they were after it."""
    modules = [importlib.import_module(f"click.{name}") for name in CLICK_MODULES]
    kept = [(module, name, getattr(module, name)) for module in modules for name in ("_", "ngettext")
            if hasattr(module, name)]
    for module, name, _ in kept:
        setattr(module, name, said if name == "_" else said_counted)
    try:
        yield
    finally:
        for module, name, function in kept:
            setattr(module, name, function)


@contextmanager
def said_metavars(params, context: click.Context, words):
    """The placeholders of `params` (KEY, NAME, PATH) in `words` while the help or an error names them, as they
    were after it ("Chybí argument 'KEY'")."""
    kept = [(param, param.metavar) for param in params]
    for param in params:
        said = words.words.get("help_metavar_" + param.make_metavar(context).lower().replace(" ", "_"))
        param.metavar = said or param.metavar
    try:
        yield
    finally:
        for param, metavar in kept:
            param.metavar = metavar


def said_error(err: click.ClickException) -> str:
    """A click error's one line in the language chosen on its command line (its context's), the argument it names
    by its placeholder in those words."""
    context = getattr(err, "ctx", None)
    if not context:
        return err.format_message()
    param = getattr(err, "param", None)
    with context.scope(cleanup=False), said_metavars([param] if param else [], context, reader_strings(context)):
        return err.format_message()

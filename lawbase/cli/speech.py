"""The language the commands speak to their reader: `--ui`, else `LAWBASE_UI`, else the locale, else English;
their words are the profiles' (`profiles/ui/<language>.toml`, `ui_strings`), the site's where it says the same."""

from __future__ import annotations

import os

import click

UI_META = "lawbase.ui"
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")  # POSIX's order: the first one set decides


def ui_languages() -> list[str]:
    from ..ui_strings import languages

    return languages()


def locale_language(environ=os.environ) -> str:
    """The language of the locale (`pl_PL.UTF-8` -> pl), English where it is none of ours (`C.UTF-8`, `de_DE`)."""
    locale = next((environ[name] for name in LOCALE_VARIABLES if environ.get(name)), "")
    language = locale.split(".")[0].split("@")[0].split("_")[0].lower()
    return language if language in ui_languages() else "en"


def chosen(context: click.Context, parameter: click.Parameter, value: str | None) -> str:
    """The reader's language, kept on the command line's context for every line said after it."""
    language = (value or locale_language()).lower()
    context.meta[UI_META] = language
    return language


def ui_language() -> str:
    """The language chosen for this command line; English outside one (a caller of the API)."""
    context = click.get_current_context(silent=True)
    return context.meta.get(UI_META, "en") if context else "en"


def reader_language() -> str | None:
    """The language of the Laws the reader reads first, as the site's interface language is (`?ui=cs`: the Czech
    provisions at a key first): the interface language where the Laws are printed in it, none for English."""
    from ..profiles import profile_languages

    language = ui_language()
    return language if language in profile_languages() else None


def words():
    """The reader's interface strings."""
    from ..ui_strings import strings

    return strings(ui_language())


def say(key: str, /, **values) -> str:
    """A string of the reader's language with its values."""
    return words().format(key, **values)


def counted(key: str, count: int, /, **values) -> str:
    """A counted string in the form the number takes in the reader's language (`Strings.counted`)."""
    return words().counted(key, count, **values)


def spoken(parts) -> str:
    """Interface parts (`phrases.Parts`) in the reader's language."""
    from ..phrases import said

    return said(parts, words())


def laws_key(entry: str, laws_year: dict[str, int | None]) -> str:
    """"pl-2017 16C2" as a reader names it, by its Laws' year ("16C2 Prawa z 2017 r."), as the site's search says
    it (search-page.js `lawsKey`): the commands said the edition's id where the site says the year."""
    named = entry.split(" ")
    year = laws_year.get(named[0]) if len(named) == 2 else None
    return say("key_of_laws", key=named[1], year=year) if year else entry

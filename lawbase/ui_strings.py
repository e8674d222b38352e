"""The interface strings of the site and the commands, one file per language (`lawbase/profiles/ui/<language>.toml`):
`[ui]` the site's (the commands say them too where they say the same thing), `[cli]` the commands' own (not sent
to the pages), `[plural]` which form of a counted word a number takes.

Pages of an edition are written in its language, the pages that span languages in English; their marked strings
(`frame.spoken`: every string of the pages spanning languages, an edition's page's controls) are said again by
reader-language.js in the reader's language; every language file has the same keys, so a page never falls back to English in
the middle of Polish.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from .errors import LawbaseError
from .toml_lines import parse_toml

UI_DIR = Path(__file__).resolve().parent / "profiles" / "ui"
DEFAULT = "en"


class Strings:
    """One language's interface strings: `strings["law"]`, `strings.format("citation", key=…)`,
    `strings.counted("cites", 5)`."""

    def __init__(self, language: str, table: dict[str, str], cli: dict[str, str] | None = None,
                 plural: dict[str, dict[str, list[int]]] | None = None):
        self.language = language
        self.table = table  # the site's, sent to the pages
        self.words = {**table, **(cli or {})}
        self.plural = plural or {}

    def __getitem__(self, key: str) -> str:
        return self.words[key]

    def format(self, name: str, /, **values) -> str:
        return self.words[name].format(**values)

    def counted(self, name: str, count: int, /, **values) -> str:
        """`name_one`, `_few`, `_many` or `_other` as the number takes it ("1 odwołanie, 2 odwołania, 5 odwołań"),
        `_other` where the language has no such form, as the search page picks its `results_…` by Intl.PluralRules."""
        return self.format(self.form_key(name, count), count=count, **values)

    def form_key(self, name: str, count: int) -> str:
        """The key of the form `count` takes: `name_few`, else `name_other`."""
        form = f"{name}_{plural_form(self.plural, count)}"
        return form if form in self.words else f"{name}_other"

    def form(self, name: str, count: int) -> str:
        """The form `count` takes, unfilled (click fills in its own values)."""
        return self.words[self.form_key(name, count)]


def plural_form(rules: dict[str, dict[str, list[int]]], count: int) -> str:
    """CLDR's category of a whole number (`one`, `few`, `many`, `other`): the first of a language's rules all of
    whose tests hold - `is` the number, `ends` its last digit, `not_ends_two` not its last two digits."""
    tests = {"is": lambda values: count in values, "ends": lambda values: count % 10 in values,
             "not_ends_two": lambda values: count % 100 not in values}
    return next((form for form, rule in rules.items() if all(tests[test](values) for test, values in rule.items())),
                "other")


@cache
def strings(language: str) -> Strings:
    path = UI_DIR / f"{language}.toml"
    if not path.is_file():
        raise LawbaseError(f"no interface strings for {language!r} (add {path})")
    data = parse_toml(path.read_text(encoding="utf-8"), str(path), "interface strings are not valid TOML")
    table, cli = dict(data.get("ui", {})), dict(data.get("cli", {}))
    missing = sorted(set(strings(DEFAULT).words) - set(table) - set(cli)) if language != DEFAULT else []
    if missing:  # a page would stop half-built on the first one: named at once, with the file
        shown = ", ".join(missing[:8]) + (f" and {len(missing) - 8} more" if len(missing) > 8 else "")
        raise LawbaseError(f"interface strings missing (every language has {DEFAULT}.toml's): {shown}", str(path))
    return Strings(language, table, cli, data.get("plural", {}))


def languages() -> list[str]:
    """Every language with interface strings, English first."""
    found = sorted(path.stem for path in UI_DIR.glob("*.toml"))
    return [DEFAULT] + [language for language in found if language != DEFAULT]

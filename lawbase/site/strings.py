"""The interface strings of the site, one file per language (`lawbase/profiles/ui/<language>.toml`).

Pages of an edition speak its language, the pages that span languages English - but the comparisons,
whose every string is marked (`frame.spoken`) and said again by reader-language.js in the language of the edition
the reader came from; every language file has the same keys, so a page never falls back to English in
the middle of Polish.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from ..errors import LawbaseError
from ..toml_lines import parse_toml

UI_DIR = Path(__file__).resolve().parent.parent / "profiles" / "ui"
DEFAULT = "en"


class Strings:
    """One language's interface strings: `strings["law"]`, `strings.format("citation", key=…)`."""

    def __init__(self, language: str, table: dict[str, str]):
        self.language = language
        self.table = table

    def __getitem__(self, key: str) -> str:
        return self.table[key]

    def format(self, name: str, /, **values) -> str:
        return self.table[name].format(**values)


@cache
def strings(language: str) -> Strings:
    path = UI_DIR / f"{language}.toml"
    if not path.is_file():
        raise LawbaseError(f"no interface strings for {language!r} (add {path})")
    data = parse_toml(path.read_text(encoding="utf-8"), str(path), "interface strings are not valid TOML")
    table = dict(data.get("ui", {}))
    missing = sorted(set(strings(DEFAULT).table) - set(table)) if language != DEFAULT else []
    if missing:  # a page would stop half-built on the first one: named at once, with the file
        shown = ", ".join(missing[:8]) + (f" and {len(missing) - 8} more" if len(missing) > 8 else "")
        raise LawbaseError(f"interface strings missing (every language has {DEFAULT}.toml's): {shown}", str(path))
    return Strings(language, table)


def languages() -> list[str]:
    """Every language with interface strings, English first."""
    found = sorted(path.stem for path in UI_DIR.glob("*.toml"))
    return [DEFAULT] + [language for language in found if language != DEFAULT]

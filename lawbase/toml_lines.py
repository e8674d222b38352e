"""A TOML file's problems at their line, `file:line: message`: the manifest's and the profiles' alike."""

from __future__ import annotations

import re
import tomllib

from .errors import LawbaseError


def parse_toml(text: str, shown: str, said: str) -> dict:
    """The TOML's data; a slip is one error at its line ("Invalid value (at line 2, column 3)" moved to it)."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        where = re.search(r" \(at line (\d+), column (\d+)\)$", str(err))
        message = str(err)[:where.start()] + f" (column {where.group(2)})" if where else str(err)
        raise LawbaseError(f"{said}: {message}", shown,
                           int(where.group(1)) if where else None) from None


def key_line(text: str, table: str, key: str | None = None) -> int | None:
    """The line of `key = …` in `[table]` (of the header `[table]` itself without a key), or None."""
    current = ""
    for number, line in enumerate(text.split("\n"), 1):
        header = re.match(r"\s*\[\s*([^\[\]]+?)\s*\]\s*(?:#.*)?$", line)
        if header:
            current = header.group(1)
            if key is None and current == table:
                return number
        elif key is not None and current == table and re.match(rf"\s*{re.escape(key)}\s*=", line):
            return number
    return None


def as_written(value: str) -> str:
    """A string quoted as a TOML file writes a pattern, as a literal string: `'^PRAVIDLO\\s+'` (one backslash)."""
    return f"'{value}'" if "'" not in value and "\n" not in value else repr(value)

"""CSV as spreadsheets read it, the same for `concordance --csv` and `export --format csv`, a text not approved
(`draft = true`) named so in columns of their own.

RFC 4180: a header row, fields quoted where needed, CRLF line ends. A file starts with UTF-8's byte-order
mark, without which Excel on Windows opens it in the local code page and garbles Polish, Czech and Russian
alike; bytes read on by another program (a pipe, a FIFO, a device such as `/dev/stdout`, a terminal) carry
none. Standard output redirected into a regular file (`> conc.csv`) is a file.
"""

from __future__ import annotations

import csv
import io
import os
import stat
import sys
from typing import Callable, Iterable

from .manifest import draft_said

BYTE_ORDER_MARK = "utf-8-sig"
DRAFT_COLUMNS = ["from_draft", "to_draft"]  # "a draft translation", "a draft" or empty: only where a side is one


def drafts_said(graph: dict, *editions: str) -> dict[str, str]:
    """Those of the editions that are texts not approved, each with what the commands call it."""
    records = {edition["id"]: edition for edition in graph["editions"]}
    return {edition: draft_said(records[edition]) for edition in editions if draft_said(records[edition])}


def with_draft_columns(rows: list[list], drafts: dict[str, str],
                       editions: Callable[[list], tuple[str, str]]) -> list[list]:
    """The rows (the header first) with `DRAFT_COLUMNS` after the others where either side is a draft (`drafts`), a
    row's two editions read by `editions`; as they were where neither is (the CSV of approved texts unchanged)."""
    if not drafts:
        return rows
    return [rows[0] + DRAFT_COLUMNS] + [row + [drafts.get(name, "") for name in editions(row)] for row in rows[1:]]


def csv_bytes(rows: Iterable[Iterable], mark: bool) -> bytes:
    """The rows (the header first) as CSV; after a byte-order mark when `mark` (a file)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerows(rows)
    return buffer.getvalue().encode(BYTE_ORDER_MARK if mark else "utf-8")


def stdout_is_a_file() -> bool:
    """Standard output is a regular file (a shell's `>`), which a spreadsheet opens, not a pipe read on."""
    try:
        return stat.S_ISREG(os.fstat(sys.stdout.fileno()).st_mode)
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        return False  # no file descriptor: a test's captured output, read on

"""Reading a corpus file: strict UTF-8, a BOM and CRLF accepted with a warning, damage reported by line.

Control characters (a form feed, an ESC, a bidi override) are kept as published and reported with
their line: the site shows them as visible signs and terminals never see them (`text.py`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .errors import LawbaseError
from .evidence import Evidence
from .text import CONTROL, control_name

CONTROLS_REPORTED = 10  # lines named one by one; the rest are counted


@dataclass
class Source:
    path: Path
    lines: list[str]
    warnings: list[Evidence] = field(default_factory=list)  # said in the reader's words


def read_source(path: Path, shown: str | None = None) -> Source:
    """The file's lines (1-based line n is lines[n-1]); undecodable, empty or NUL-bearing files raise."""
    shown = shown or str(path)
    try:
        raw = path.read_bytes()
    except OSError as err:
        raise LawbaseError(f"cannot read file: {err.strerror}", shown) from None
    warnings = []
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
        warnings.append(Evidence("source_bom", file=shown))
    if not raw.strip():
        raise LawbaseError("file is empty", shown)
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise LawbaseError("the file is UTF-16 (its byte order mark says so); re-save it as UTF-8", shown, 1)
    nul = raw.find(b"\x00")
    if nul >= 0:
        line = raw[:nul].count(b"\n") + 1
        raise LawbaseError("NUL byte in file (binary or damaged file?)", shown, line)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        line = raw[: err.start].count(b"\n") + 1
        column = err.start - (raw.rfind(b"\n", 0, err.start) + 1) + 1
        raise LawbaseError(
            f"not valid UTF-8 (byte 0x{raw[err.start]:02x} at column {column}); "
            "re-save the file as UTF-8", shown, line) from None
    if "\r\n" in text:
        warnings.append(Evidence("source_crlf", file=shown))
        text = text.replace("\r\n", "\n")
    if "\r" in text:
        line = text[: text.index("\r")].count("\n") + 1
        warnings.append(Evidence("source_lone_cr", file=shown, line=line))
        text = text.replace("\r", "\n")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if CONTROL.search(text):
        warnings.extend(control_warnings(lines, shown))
    return Source(path=path, lines=lines, warnings=warnings)


def control_warnings(lines: list[str], shown: str) -> list[Evidence]:
    """One warning per line holding control characters (the first few), then how many more lines do."""
    found = [(number, CONTROL.findall(line)) for number, line in enumerate(lines, 1) if CONTROL.search(line)]
    warnings = [Evidence("source_control", file=shown, line=number, names=", ".join(sorted(map(control_name, set(chars)))))
                for number, chars in found[:CONTROLS_REPORTED]]
    if len(found) > CONTROLS_REPORTED:
        warnings.append(Evidence("source_controls_more", file=shown, count=len(found) - CONTROLS_REPORTED))
    return warnings

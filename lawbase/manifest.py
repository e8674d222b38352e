"""The corpus manifest (`corpus/editions.toml`): which editions exist and where their files are."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from .errors import LawbaseError

MANIFEST_NAME = "editions.toml"
KINDS = ("laws", "chapter", "notes")
REQUIRED = ("id", "language", "title", "year", "file", "kind")


@dataclass(frozen=True)
class Edition:
    id: str
    language: str
    title: str
    year: int
    file: str
    kind: str
    path: Path
    laws_year: int
    laws: tuple[int, int] | None = None
    amended: int | None = None
    amended_laws: tuple[int, ...] = ()
    base: str | None = None
    glued_headings: bool = False
    debris: tuple[str, ...] = ()
    debris_lines: tuple[str, ...] = ()

    def to_json(self) -> dict:
        out = {
            "id": self.id,
            "language": self.language,
            "title": self.title,
            "year": self.year,
            "laws_year": self.laws_year,
            "kind": self.kind,
            "file": self.file,
        }
        if self.laws:
            out["laws"] = list(self.laws)
        if self.amended:
            out["amended"] = self.amended
            out["amended_laws"] = list(self.amended_laws)
        if self.base:
            out["base"] = self.base
        return out


def _entry_line(text: str, edition_id: str) -> int | None:
    """The line of the manifest where an edition's id is written, for error messages."""
    for number, line in enumerate(text.splitlines(), 1):
        if re.match(rf'\s*id\s*=\s*"{re.escape(edition_id)}"', line):
            return number
    return None


def load_manifest(corpus: Path) -> list[Edition]:
    """Read and validate `editions.toml`; every problem is one LawbaseError naming file and line."""
    path = corpus / MANIFEST_NAME
    shown = str(path)
    if not corpus.is_dir():
        raise LawbaseError("corpus folder not found", shown.rsplit("/", 1)[0] or str(corpus))
    if not path.is_file():
        raise LawbaseError("manifest not found (each corpus folder needs an editions.toml)", shown)
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        line = raw[: err.start].count(b"\n") + 1
        raise LawbaseError("manifest is not valid UTF-8", shown, line) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        line = getattr(err, "lineno", None)
        raise LawbaseError(f"manifest is not valid TOML: {err.msg if hasattr(err, 'msg') else err}",
                           shown, line) from None
    entries = data.get("edition")
    if not isinstance(entries, list) or not entries:
        raise LawbaseError("manifest lists no [[edition]]", shown)
    editions: list[Edition] = []
    seen: set[str] = set()
    for position, entry in enumerate(entries, 1):
        edition_id = str(entry.get("id", f"#{position}"))
        line = _entry_line(text, edition_id)
        missing = [name for name in REQUIRED if name not in entry]
        if missing:
            raise LawbaseError(f"edition {edition_id}: missing {', '.join(missing)}", shown, line)
        if edition_id in seen:
            raise LawbaseError(f"edition {edition_id} is listed twice", shown, line)
        seen.add(edition_id)
        if not re.fullmatch(r"[a-z0-9][a-z0-9-]*", edition_id):
            raise LawbaseError(f"edition id {edition_id!r}: use lower-case letters, digits and '-'",
                               shown, line)
        if entry["kind"] not in KINDS:
            raise LawbaseError(f"edition {edition_id}: kind must be one of {', '.join(KINDS)}",
                               shown, line)
        file_path = corpus / entry["file"]
        if not file_path.is_file():
            raise LawbaseError(f"edition {edition_id}: file {entry['file']!r} not found in {corpus}",
                               shown, line)
        laws = entry.get("laws")
        if laws is not None and (not isinstance(laws, list) or len(laws) != 2
                                 or not all(isinstance(n, int) for n in laws) or laws[0] > laws[1]):
            raise LawbaseError(f"edition {edition_id}: laws must be [first, last]", shown, line)
        if entry["kind"] == "notes" and not entry.get("base"):
            raise LawbaseError(f"edition {edition_id}: notes need a base edition", shown, line)
        quirks = entry.get("source_quirks", {})
        for pattern in [*quirks.get("debris", []), *quirks.get("debris_lines", [])]:
            try:
                re.compile(pattern)
            except re.error as err:
                raise LawbaseError(f"edition {edition_id}: bad debris pattern {pattern!r}: {err}",
                                   shown, line) from None
        editions.append(Edition(
            id=edition_id,
            language=entry["language"],
            title=entry["title"],
            year=int(entry["year"]),
            laws_year=int(entry.get("laws_year", entry["year"])),
            file=entry["file"],
            kind=entry["kind"],
            path=file_path,
            laws=tuple(laws) if laws else None,
            amended=entry.get("amended"),
            amended_laws=tuple(entry.get("amended_laws", ())),
            base=entry.get("base"),
            glued_headings=bool(quirks.get("glued_headings", False)),
            debris=tuple(quirks.get("debris", ())),
            debris_lines=tuple(quirks.get("debris_lines", ())),
        ))
    ids = {edition.id for edition in editions}
    for edition in editions:
        if edition.base and edition.base not in ids:
            raise LawbaseError(f"edition {edition.id}: base edition {edition.base!r} is not in the manifest",
                               shown, _entry_line(text, edition.id))
    return editions

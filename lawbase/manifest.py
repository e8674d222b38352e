"""The corpus manifest (`corpus/editions.toml`): which editions exist and where their files are.

The manifest is input like any other: every value is checked for its type and range before use,
files must lie inside the corpus folder (the build publishes what they hold), `base` chains must
end, and debris patterns must not backtrack without end. Each problem is one line naming the
manifest's line.
"""

from __future__ import annotations

import datetime
import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from .cache import digest
from .errors import LawbaseError
from .patterns import compile_pattern
from .toml_lines import parse_toml

MANIFEST_NAME = "editions.toml"
KINDS = ("laws", "chapter", "notes")
LAW_NUMBERS = (1, 999)  # the Laws have 93; three digits is what the Law headings may carry
# edition ids name folders of the site: not the site's own root pages and folders, nor key prefixes
RESERVED_IDS = ("about", "compare", "def", "glossary", "index", "search", "search-index", "style")
FIELDS = {"id": str, "language": str, "title": str, "year": int, "file": str, "kind": str, "laws_year": int,
          "laws": list, "amended": int, "amended_laws": list, "base": str, "numbering": int, "draft": bool,
          "date": str, "date_name": str, "source_quirks": dict}
REQUIRED = ("id", "language", "title", "year", "file", "kind")
QUIRKS = {"glued_headings": bool, "debris": list, "debris_lines": list, "unmarked_footnote_gap": int}
GAP_LINES = (1, 9)  # the blank lines `unmarked_footnote_gap` may name
TOML_TYPES = {str: "a string", int: "an integer", bool: "true or false", list: "an array", dict: "a table"}


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
    numbering: int | None = None  # the year of the Laws whose keys its citations name, where not its own
    draft: bool = False  # not approved: never the newest Laws others are read against (`drafts_next_laws`)
    date: str | None = None  # the date the source gives the text (YYYY, YYYY-MM or YYYY-MM-DD), as precise as printed
    date_name: str | None = None  # what that date is ("in force"): the AKN export's FRBRdate name
    glued_headings: bool = False
    debris: tuple[str, ...] = ()
    debris_lines: tuple[str, ...] = ()
    unmarked_footnote_gap: int = 0  # a paragraph after this many blank lines ending a Law is a footnote (0: none)
    where: tuple[str, int | None] = ("", None)  # the manifest and the line of this entry, for errors
    key_lines: tuple[tuple[str, int | None], ...] = ()  # each key of the entry and its line, for errors

    def where_of(self, key: str) -> tuple[str, int | None]:
        """The manifest and the line of one of the entry's keys (`laws`), else of the entry."""
        return self.where[0], dict(self.key_lines).get(key) or self.where[1]

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
        if self.numbering:
            out["numbering"] = self.numbering
        if self.draft:
            out["draft"] = True
        if self.date:
            out["date"], out["date_name"] = self.date, self.date_name
        return out


class Entry:
    """One [[edition]] table with the lines it spans in the manifest, for errors naming the line."""

    def __init__(self, data, lines: list[str], first: int | None, last: int | None, shown: str, position: int):
        self.data = data if isinstance(data, dict) else {}
        self.lines, self.first, self.last, self.shown = lines, first, last, shown
        self.id = self.data.get("id") if isinstance(self.data.get("id"), str) else f"#{position}"
        if not isinstance(data, dict):
            self.fail("each edition must be a table ([[edition]])")

    def line_of(self, key: str | None = None) -> int | None:
        if self.first is None or key is None:
            return self.first
        for number in range(self.first, (self.last or len(self.lines)) + 1):
            if re.match(rf"\s*{re.escape(key)}\s*=", self.lines[number - 1]):
                return number
        return self.first

    def fail(self, message: str, key: str | None = None):
        raise LawbaseError(f"edition {self.id}: {message}", self.shown, self.line_of(key))

    def typed(self, key: str, kind: type, value=None, where: str | None = None):
        value = self.data.get(key) if value is None else value
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            self.fail(f"{key} must be {TOML_TYPES[kind]} (got {type(value).__name__} {value!r:.40})", where or key)
        return value

    def law_number(self, value, key: str) -> int:
        low, high = LAW_NUMBERS
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            self.fail(f"{key}: Law numbers are integers from {low} to {high} (got {value!r:.40})", key)
        return value


def corpus_fingerprint(corpus_dir: Path) -> str:
    """The manifest and every source it names: a build records it, and the reading commands compare it."""
    editions = load_manifest(corpus_dir)
    parts: list[bytes | str] = [(corpus_dir / MANIFEST_NAME).read_bytes()]
    for edition in editions:
        parts += [edition.file, edition.path.read_bytes()]
    return digest(*parts)


def drafts_next_laws(edition: dict) -> bool:
    """Whether a draft (`draft = true`) is of Laws not yet published - dated before them, as the 2027 Laws drafted
    in 2026: an Akoma Ntoso `bill` - rather than a translation of published Laws not yet approved (a Czech text
    of the 2017 Laws dated 2026: those Laws, one work with their other translations, not an approved text)."""
    return bool(edition.get("draft")) and edition["year"] < edition.get("laws_year", edition["year"])


def draft_translation(edition: dict) -> bool:
    """A draft translation of published Laws, not yet approved (`drafts_next_laws`)."""
    return bool(edition.get("draft")) and not drafts_next_laws(edition)


def draft_key(edition: dict) -> str:
    """What a text not approved is, as the interface strings name it: `draft` (of Laws not yet published) or
    `draft_translation`; "" for an approved text."""
    return "draft_translation" if draft_translation(edition) else "draft" if edition.get("draft") else ""


def draft_said(edition: dict) -> str:
    """What the commands call a text not approved ("a draft translation"), beside the others' names."""
    return f"a {draft_key(edition).replace('_', ' ')}" if edition.get("draft") else ""


def carries_amendments(edition: dict, law: str | int) -> bool:
    """Whether an edition (its `lawbase.json` record) carries amendments to Law `law`, a key ("89") or a number:
    the manifest's `amended_laws`, asked one way everywhere (pl-2017's 73 and 89)."""
    return str(law) in map(str, edition.get("amended_laws", []))


def newest_in_force(editions: dict[str, dict]) -> str | None:
    """The edition others are read against, among these (id -> its manifest record, in manifest order): the
    first complete text of the newest Laws in force; a draft only where every text is one, a chapter or
    notes only where no complete text is among them. Comparison's anchor and `check`'s hub alike."""
    names = list(editions)
    full = [name for name in names if editions[name]["kind"] == "laws"] or names
    return max(full, key=lambda name: (not editions[name].get("draft"), editions[name]["laws_year"],
                                       -names.index(name)), default=None)


def superseding_text(editions: dict[str, dict], edition: str) -> str | None:
    """The text of the newest Laws in force that replaced an older text's Laws, in its language where one is
    (pl-1997: pl-2017), else the first by id; None for a text in force, a draft or notes. Where an older text's
    note, or its citation of a Law it does not hold, sends the reader on."""
    in_force = {name: info for name, info in editions.items() if not info.get("draft")}
    newest = newest_in_force(in_force)
    year = editions[newest]["laws_year"] if newest else 0
    info = editions[edition]
    if info["kind"] == "notes" or info.get("draft") or info["laws_year"] >= year:
        return None
    texts = sorted(name for name, other in in_force.items() if other["laws_year"] == year and other["kind"] != "notes")
    return next((name for name in texts if editions[name]["language"] == info["language"]), texts[0] if texts else None)


def superseded_text(editions: dict[str, dict], edition: str) -> str | None:
    """The complete text of the Laws before a text of the newest Laws in force (pl-2017, ru-2017: cs-2007), in its
    language where one is, else the first by id; None for any other text, or where no older complete text is. What
    a page of the newest Laws says its provisions were (new, changed, moved: a Czech player's review)."""
    in_force = {name: info for name, info in editions.items() if not info.get("draft")}
    newest = newest_in_force(in_force)
    info = editions[edition]
    if newest is None or edition not in in_force or info["kind"] != "laws" \
            or info["laws_year"] != editions[newest]["laws_year"]:
        return None
    older = {name: other for name, other in in_force.items()
             if other["kind"] == "laws" and other["laws_year"] < info["laws_year"]}
    year = max((other["laws_year"] for other in older.values()), default=None)
    texts = sorted(name for name, other in older.items() if other["laws_year"] == year)
    return next((name for name in texts if editions[name]["language"] == info["language"]), texts[0] if texts else None)


def entry_spans(text: str) -> tuple[list[str], list[tuple[int, int]]]:
    lines = text.split("\n")
    starts = [number for number, line in enumerate(lines, 1) if re.match(r"\s*\[\[\s*edition\s*\]\]", line)]
    return lines, [(start, end - 1) for start, end in zip(starts, starts[1:] + [len(lines) + 1])]


def read_manifest(corpus: Path) -> tuple[dict, str, str]:
    path = corpus / MANIFEST_NAME
    shown = str(path)
    if not corpus.is_dir():
        raise LawbaseError("corpus folder not found", shown.rsplit("/", 1)[0] or str(corpus))
    if not path.is_file():
        raise LawbaseError("manifest not found (each corpus folder needs an editions.toml)", shown)
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8").removeprefix("\ufeff")  # a byte order mark, as the sources may have
    except UnicodeDecodeError as err:
        line = raw[: err.start].count(b"\n") + 1
        raise LawbaseError("manifest is not valid UTF-8", shown, line) from None
    return parse_toml(text, shown, "manifest is not valid TOML"), text, shown


def load_manifest(corpus: Path) -> list[Edition]:
    """Read and validate `editions.toml`; every problem is one LawbaseError naming file and line."""
    data, text, shown = read_manifest(corpus)
    entries = data.get("edition")
    if not isinstance(entries, list) or not entries:
        raise LawbaseError("manifest lists no [[edition]]", shown)
    lines, spans = entry_spans(text)
    spans = spans if len(spans) == len(entries) else [(None, None)] * len(entries)
    checked = [Entry(entry, lines, first, last, shown, position)
               for position, (entry, (first, last)) in enumerate(zip(entries, spans), 1)]
    editions: list[Edition] = []
    first_entry: dict[str, Entry] = {}
    for entry in checked:
        if entry.id in first_entry:
            entry.fail(f"is listed twice (first at line {first_entry[entry.id].line_of('id')})", "id")
        first_entry[entry.id] = entry
        editions.append(edition_of(entry, corpus))
    check_bases(editions, {edition.id: entry for edition, entry in zip(editions, checked)})
    return editions


def edition_of(entry: Entry, corpus: Path) -> Edition:
    missing = [name for name in REQUIRED if name not in entry.data]
    if missing:
        entry.fail(f"missing {', '.join(missing)}")
    for key in entry.data:
        if key not in FIELDS:
            entry.fail(f"unknown key {key!r} (known: {', '.join(FIELDS)})", key)
    for key, kind in FIELDS.items():
        if key in entry.data:
            entry.typed(key, kind)
    edition_id = entry.data["id"]
    if not re.fullmatch(r"[a-z0-9][a-z0-9-]{0,63}", edition_id):
        entry.fail("id: use up to 64 lower-case letters, digits and '-'", "id")
    if edition_id in RESERVED_IDS:
        entry.fail(f"id {edition_id!r} is the name of a page of the site (reserved: {', '.join(RESERVED_IDS)})",
                   "id")
    if entry.data["kind"] not in KINDS:
        entry.fail(f"kind must be one of {', '.join(KINDS)}", "kind")
    from .profiles import language_meant, profile_languages

    languages = profile_languages()
    if entry.data["language"] not in languages:
        near = language_meant(entry.data["language"])
        meant = f"did you mean {near!r}? " if near else ""
        entry.fail(f"language {entry.data['language']!r} has no profile ({meant}languages: {', '.join(languages)}; "
                   f"a new one is lawbase/profiles/<code>.toml)", "language")
    laws = entry.data.get("laws")
    if laws is not None:
        if len(laws) != 2 or entry.law_number(laws[0], "laws") > entry.law_number(laws[1], "laws"):
            entry.fail("laws must be [first, last]", "laws")
    amended_laws = tuple(entry.law_number(number, "amended_laws") for number in entry.data.get("amended_laws", []))
    check_values(entry)
    quirks = entry.data.get("source_quirks", {})
    for key in quirks:
        if key not in QUIRKS:
            entry.fail(f"unknown source quirk {key!r} (known: {', '.join(QUIRKS)})", key)
        entry.typed(key, QUIRKS[key], quirks[key])
    patterns = {key: tuple(entry.typed(key, str, pattern) for pattern in quirks.get(key, []))
                for key in ("debris", "debris_lines")}
    for key, values in patterns.items():
        for pattern in values:
            try:
                compile_pattern(pattern)
            except ValueError as err:
                entry.fail(f"{key} pattern {pattern!r}: {err}", key)
    gap = quirks.get("unmarked_footnote_gap", 0)
    if "unmarked_footnote_gap" in quirks and not GAP_LINES[0] <= gap <= GAP_LINES[1]:
        entry.fail(f"unmarked_footnote_gap is a number of blank lines from {GAP_LINES[0]} to {GAP_LINES[1]} "
                   f"(got {gap})", "unmarked_footnote_gap")
    return Edition(
        id=edition_id, language=entry.data["language"], title=entry.data["title"], year=entry.data["year"],
        laws_year=entry.data.get("laws_year", entry.data["year"]), file=entry.data["file"],
        kind=entry.data["kind"], path=corpus_file(entry, corpus), laws=tuple(laws) if laws else None,
        amended=entry.data.get("amended"), amended_laws=amended_laws, base=entry.data.get("base"),
        numbering=entry.data.get("numbering"), draft=entry.data.get("draft", False),
        date=entry.data.get("date"), date_name=entry.data.get("date_name"),
        glued_headings=quirks.get("glued_headings", False),
        debris=patterns["debris"], debris_lines=patterns["debris_lines"], unmarked_footnote_gap=gap,
        where=(entry.shown, entry.line_of()), key_lines=tuple((key, entry.line_of(key)) for key in entry.data),
    )


def check_values(entry: Entry) -> None:
    """Values that contradict each other or the kind of edition (each accepted alone by its type)."""
    data, kind = entry.data, entry.data["kind"]
    for key in ("year", "laws_year", "numbering", "amended"):
        if key in data and not 1000 <= data[key] <= 9999:
            entry.fail(f"{key} must be a year of four digits (got {data[key]})", key)
    if data["year"] < data.get("laws_year", data["year"]) and not data.get("draft"):
        entry.fail(f"year {data['year']} is before the Laws it translates ({data['laws_year']}): "
                   "a text published before its Laws is a draft (draft = true)", "year")
    if kind == "notes" and not data.get("base"):
        entry.fail("notes need a base edition", "kind")
    if kind != "notes" and "base" in data:
        entry.fail(f"base is for notes (a {kind} edition is read on its own)", "base")
    if kind == "chapter" and "laws" not in data:
        entry.fail("a chapter needs the Laws it holds (laws = [first, last])", "kind")
    if ("date" in data) != ("date_name" in data):
        entry.fail("date and date_name go together (the date the source gives and what it is: \"in force\")",
                   "date" if "date" in data else "date_name")
    if "date" in data and not valid_date(data["date"]):
        entry.fail(f"date is YYYY, YYYY-MM or YYYY-MM-DD, as precise as the source prints it (got {data['date']!r})",
                   "date")
    if ("amended" in data) != ("amended_laws" in data):
        entry.fail("amended and amended_laws go together (the year of the amendments and the Laws they changed)",
                   "amended" if "amended" in data else "amended_laws")


def valid_date(said: str) -> bool:
    """A year, a month of a year or a day (`2017-03`): the date a source prints, no more precise."""
    try:
        datetime.date.fromisoformat(said + "-01" * (2 - said.count("-")))
    except ValueError:
        return False
    return bool(re.fullmatch(r"\d{4}(-\d{2}){0,2}", said))


def corpus_file(entry: Entry, corpus: Path) -> Path:
    """The edition's file, which must be a regular file inside the corpus folder (links included)."""
    name = entry.data["file"]
    relative = PurePosixPath(name)
    if not name or "\0" in name or "\\" in name or relative.is_absolute() or ".." in relative.parts:
        entry.fail(f"file {name!r} must be a path inside the corpus folder, without '..'", "file")
    folder = corpus.resolve()
    try:
        target = (folder / relative).resolve(strict=True)
        mode = os.stat(target).st_mode
    except (OSError, RuntimeError):
        entry.fail(f"file {name!r} not found in {corpus}", "file")
    if not target.is_relative_to(folder):
        entry.fail(f"file {name!r} leads out of the corpus folder (to {target})", "file")
    if not stat.S_ISREG(mode):
        entry.fail(f"file {name!r} is not a regular file", "file")
    return target


def check_bases(editions: list[Edition], entries: dict[str, Entry]) -> None:
    """Every base exists and the chain of bases ends (notes on notes on ... an edition of the Laws)."""
    by_id = {edition.id: edition for edition in editions}
    for edition in editions:
        chain = [edition.id]
        current = edition
        while current.base:
            if current.base not in by_id:
                entries[current.id].fail(f"base edition {current.base!r} is not in the manifest", "base")
            if current.base in chain:
                entries[edition.id].fail(f"base editions run in a circle: {' -> '.join(chain + [current.base])}",
                                         "base")
            chain.append(current.base)
            current = by_id[current.base]

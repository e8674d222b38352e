"""Derived data kept between builds by content: a build into any folder reuses what a build of the same
inputs made before, and a changed corpus redoes only the editions that changed.

The folder is `LAWBASE_CACHE_DIR`, else `$XDG_CACHE_HOME/lawbase`, else `~/.cache/lawbase`; it must be the
user's own and writable by no one else (a parsed edition is read back with pickle), or it is not used.
Each entry is a file named by the digest of everything it was made from, the package's code included,
written atomically; each kind keeps its newest entries only. The cache only saves time: a missing,
unwritable or damaged cache is passed over without a word and the work is done again.

| kind | made from | holds |
| --- | --- | --- |
| `parsed` | the code, the edition's manifest entry, its file's bytes, the Law titles of its base edition | the edition as the parser left it, before the steps across editions |
| `graph` | the code, the manifest and every file of the corpus (the graph stage's fingerprint) | `lawbase.json` and the build's warnings and error counts |
| `terms` | the code, the language | the newest term map (a word's analysis depends on the word alone) |
| `tables` | the code, a language's documents (words and places) and term map | that language's search tables (`payload.language_tables`) |
| `alignment` | the code, the editions aligned (manifest entries, nodes, references) and the bridge's pairing | the concordance records of that pair (`concordance.aligned`) |
| `bridge` | the code, an alignment's first edition and bridge (manifest entries, nodes, references), the units scored | the bridge's scores (`concordance.remembered`): an edit of the second edition reuses them |
| `mentions` | the code, the language | the references found in each text of the last build (`citations.recall_mentions`) |
| `readme` | the code, the README's text | the README as the about page's HTML, sanitised (`readme_page.readme_html`) |
| `pages` | the code, a kind of page (Law pages, comparisons, the comparisons' rows) | the last build's pages of that kind, by the digest of what each reads (`site.scope`); beside each comparison page what the list of comparisons reads of it, and each comparison's rows' addresses (the Law pages' links) |
"""

from __future__ import annotations

import hashlib
import os
import pickle
from pathlib import Path
from typing import BinaryIO, Callable

from .atomic import atomic_write

KEEP = {"parsed": 24, "graph": 4, "terms": 6, "tables": 9, "alignment": 12, "bridge": 2, "mentions": 6, "readme": 2, "units": 24,
        "pages": 6, "vocabulary": 6}


def digest(*parts: bytes | str) -> str:
    hasher = Digest()
    hasher.update(*parts)
    return hasher.hexdigest()


class Digest:
    """`digest` of parts given a few at a time (a folder's files read one by one, not held together)."""

    def __init__(self):
        self.hasher = hashlib.sha256()

    def update(self, *parts: bytes | str) -> None:
        for part in parts:
            self.hasher.update(part.encode("utf-8") if isinstance(part, str) else part)
            self.hasher.update(b"\0")

    def hexdigest(self) -> str:
        return self.hasher.hexdigest()


def default_folder() -> Path:
    if os.environ.get("LAWBASE_CACHE_DIR"):
        return Path(os.environ["LAWBASE_CACHE_DIR"])
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "lawbase"


def private(folder: Path) -> bool:
    """The user's own folder that no one else may write into."""
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        status = folder.stat()
    except OSError:
        return False
    return status.st_uid == os.getuid() and not status.st_mode & 0o022


class Cache:
    """Entries by kind and inputs; `None` folder: a cache that keeps nothing."""

    def __init__(self, code: str, folder: Path | None = None):
        self.code = code
        self.folder = folder if folder is not None and private(folder) else None

    @classmethod
    def default(cls, code: str) -> Cache:
        return cls(code, default_folder())

    def path(self, kind: str, parts: tuple) -> Path | None:
        return None if self.folder is None else self.folder / kind / digest(self.code, kind, *parts)

    def get(self, kind: str, *parts: bytes | str) -> bytes | None:
        path = self.path(kind, parts)
        try:
            data = path.read_bytes() if path is not None else None
            if data is not None:
                os.utime(path)  # recently used: kept longest
            return data
        except OSError:
            return None

    def put(self, kind: str, data: bytes | Callable[[BinaryIO], None], *parts: bytes | str) -> None:
        """`data`: the bytes, or what writes them into a stream (`atomic_write`)."""
        path = self.path(kind, parts)
        if path is None:
            return
        try:
            path.parent.mkdir(exist_ok=True)
            atomic_write(path, data)
            entries = sorted((entry for entry in path.parent.iterdir() if not entry.name.startswith(".")),
                             key=lambda entry: entry.stat().st_mtime_ns, reverse=True)
            for old in entries[KEEP.get(kind, 4):]:
                old.unlink()
        except OSError:
            pass

    def holds(self, kind: str, *parts: bytes | str) -> bool:
        """Is there an entry (not read: it may still prove damaged)?"""
        path = self.path(kind, parts)
        return path is not None and path.is_file()

    def get_object(self, kind: str, *parts: bytes | str):
        data = self.get(kind, *parts)
        try:
            return pickle.loads(data) if data is not None else None
        except Exception:  # damaged, or from a Python that pickled otherwise: made again
            return None

    def put_object(self, kind: str, value, *parts: bytes | str) -> None:
        if self.folder is not None:
            # pickled into the file as it is written: a large entry (27 MB of a bridge's scores) never whole in memory
            self.put(kind, lambda stream: pickle.dump(value, stream, protocol=pickle.HIGHEST_PROTOCOL), *parts)

"""Pages to disk as they are made: memory holds one page, not the site.

The folder is one no reader sees yet: the build's own, which takes OUT's place whole when every stage is
written (`outdir.py`), so a reader (or a build killed half way) never sees a site half old and half new.
"""

from __future__ import annotations

from pathlib import Path


class PageWriter:
    """Writes files into a folder no reader sees yet (a build's own folder), counting pages and bytes."""

    def __init__(self, folder: Path):
        folder.mkdir(parents=True, exist_ok=True)
        self.folder = folder
        self.folders: set[Path] = {folder}
        self.pages = 0
        self.bytes = 0

    def write(self, path: str, content: bytes) -> None:
        target = self.folder / path
        if target.parent not in self.folders:
            target.parent.mkdir(parents=True, exist_ok=True)
            self.folders.add(target.parent)
        target.write_bytes(content)
        self.pages += path.endswith(".html")
        self.bytes += len(content)

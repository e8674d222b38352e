"""Pages to disk as they are made: memory holds one page, not the site.

Pages are written into a staging folder beside the site; when every page is written the staging
folder takes the site's place in one rename, so a reader (or a build killed half way) never sees a
site that is half old and half new.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path


class PageWriter:
    """Writes files into a folder no reader sees yet (a build's own folder), counting pages and bytes."""

    def __init__(self, folder: Path):
        folder.mkdir(parents=True, exist_ok=True)
        self.staging = folder
        self.folders: set[Path] = {folder}
        self.pages = 0
        self.bytes = 0

    def write(self, path: str, content: bytes) -> None:
        target = self.staging / path
        if target.parent not in self.folders:
            target.parent.mkdir(parents=True, exist_ok=True)
            self.folders.add(target.parent)
        target.write_bytes(content)
        self.pages += path.endswith(".html")
        self.bytes += len(content)


class SiteWriter(PageWriter):
    """Writes files into a staging folder under `out` and swaps it in as `out/<name>`."""

    def __init__(self, out: Path, name: str):
        out.mkdir(parents=True, exist_ok=True)
        self.out = out
        self.name = name
        super().__init__(Path(tempfile.mkdtemp(prefix=f".{name}-", dir=out)))
        self.staging.chmod(0o755)  # a private temporary folder becomes an ordinary readable site

    def __enter__(self) -> SiteWriter:
        return self

    def __exit__(self, kind, error, trace) -> None:
        if kind is not None:
            shutil.rmtree(self.staging, ignore_errors=True)
            return
        final = self.out / self.name
        retired = None
        if final.exists():
            retired = Path(tempfile.mkdtemp(prefix=f".{self.name}-old-", dir=self.out))
            os.replace(final, retired / self.name)
        os.replace(self.staging, final)
        if retired is not None:
            shutil.rmtree(retired)

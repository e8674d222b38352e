"""The whole corpus: read the manifest, parse every edition (bases before their notes)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from .manifest import Edition, load_manifest
from .parser import ParsedEdition, law_titles, parse_edition
from .profiles import load_profile
from .source import read_source


@dataclass
class Corpus:
    folder: Path
    editions: list[Edition]
    parsed: dict[str, ParsedEdition]

    def nodes(self):
        for edition in self.editions:
            yield from self.parsed[edition.id].nodes


def parse_order(editions: list[Edition]) -> list[Edition]:
    """Manifest order, except that an edition comes after the base edition it comments on."""
    done: list[Edition] = []
    pending = list(editions)
    while pending:
        for edition in pending:
            if not edition.base or any(other.id == edition.base for other in done):
                done.append(edition)
                pending.remove(edition)
                break
    return done


def load_corpus(folder: Path, progress: Callable[[Edition], None] | None = None) -> Corpus:
    editions = load_manifest(folder)
    parsed: dict[str, ParsedEdition] = {}
    for edition in parse_order(editions):
        profile = load_profile(edition.language)
        shown = str(folder / edition.file)
        source = read_source(edition.path, shown)
        base_titles = law_titles(parsed[edition.base]) if edition.base else None
        parsed[edition.id] = parse_edition(edition, profile, source, shown, base_titles)
        if progress:
            progress(edition)
    return Corpus(folder, editions, parsed)

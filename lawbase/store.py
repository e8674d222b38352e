"""The built graph on disk (`OUT/lawbase.json`) and in memory, with the look-ups the commands need."""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path

from .corpus import Corpus
from .errors import LawbaseError, UsageError
from .graph import normalise_key
from .profiles import all_profiles, load_profile
from .urls import node_url

GRAPH_FILE = "lawbase.json"
SCHEMA_VERSION = 1


def atomic_write(path: Path, data: bytes) -> None:
    """Write a file so that readers see either the old or the new content, never a part."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise


def graph_data(corpus: Corpus, references: list[dict] | None = None) -> dict:
    editions = []
    for edition in corpus.editions:
        entry = edition.to_json()
        entry["language_name"] = load_profile(edition.language).name
        editions.append(entry)
    nodes = [node.to_json() for node in corpus.nodes()]
    by_id = {node["id"]: node for node in nodes}
    for node in nodes:
        node["url"] = node_url(node, by_id)
    return {
        "schema": SCHEMA_VERSION,
        "editions": editions,
        "nodes": nodes,
        "references": references or [],
    }


def dumps(data: dict) -> bytes:
    """Deterministic JSON: the same graph always gives the same bytes."""
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def all_lookalikes() -> dict[str, str]:
    """Look-alike letters of every language profile: what a user may type inside a key."""
    merged: dict[str, str] = {}
    for profile in all_profiles():
        merged.update(profile.lookalikes)
    return merged


KEY_IN_QUERY = re.compile(
    r"(?<![\w])(\d{1,3}(?:\.\d{1,2}|[A-Za-zА-Яа-я](?:\d{1,2}(?:\s?\(?[a-zа-я]\)?)?(?:\([ivxIVX]+\))?)?)?)\s*$")


def parse_key(text: str) -> str:
    """A key as users type it ("16C2", "12C1(b)", "Pravidlo 20F5", "Правило 16С2") -> canonical key."""
    text = text.strip()
    if "/" in text or re.fullmatch(r"fn\d+|title|preface|introduction|definitions|index|chapter", text):
        return text
    match = KEY_IN_QUERY.search(text)
    if not match:
        raise UsageError(f"{text!r} is not a Law key (examples: 16, 16C, 16C2, 12C1b, 40B2a(v))")
    if "." in match.group(1):  # "35.1": a numbered paragraph straight under a Law
        return match.group(1)
    return normalise_key(match.group(1), all_lookalikes())


class Graph:
    def __init__(self, data: dict):
        self.data = data
        self.editions = {edition["id"]: edition for edition in data["editions"]}
        self.nodes = data["nodes"]
        self.by_id = {node["id"]: node for node in self.nodes}
        self.children: dict[str | None, list[dict]] = {}
        for node in self.nodes:
            self.children.setdefault(node["parent"], []).append(node)
        self.by_key: dict[tuple[str, str], dict] = {}
        self.by_edition: dict[str, list[dict]] = {edition: [] for edition in self.editions}
        for node in self.nodes:
            self.by_key.setdefault((node["edition"], node["key"]), node)
            self.by_edition.setdefault(node["edition"], []).append(node)
        self.references = data.get("references", [])

    @classmethod
    def load(cls, out: Path) -> "Graph":
        path = out / GRAPH_FILE
        try:
            return cls(json.loads(path.read_text(encoding="utf-8")))
        except FileNotFoundError:
            raise LawbaseError("no built graph here; run `lawbase build` first", str(path)) from None
        except (json.JSONDecodeError, KeyError, TypeError) as err:
            raise LawbaseError(f"damaged graph file ({err}); run `lawbase build` again", str(path)) from None

    def check_edition(self, edition: str | None) -> None:
        if edition is not None and edition not in self.editions:
            raise UsageError(f"unknown edition {edition!r} (editions: {', '.join(self.editions)})")

    def find(self, key: str, edition: str | None = None) -> list[dict]:
        """Nodes with this key, one per edition (manifest order), or in the given edition only."""
        self.check_edition(edition)
        canonical = parse_key(key)
        editions = [edition] if edition else list(self.editions)
        return [self.by_key[(name, canonical)] for name in editions if (name, canonical) in self.by_key]

    def subtree(self, node: dict):
        yield node
        for child in self.children.get(node["id"], []):
            yield from self.subtree(child)

    def ancestors(self, node: dict) -> list[dict]:
        chain = []
        while node["parent"]:
            node = self.by_id[node["parent"]]
            chain.append(node)
        return chain[::-1]

    def depth(self, node: dict) -> int:
        return len(self.ancestors(node))

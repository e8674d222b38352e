"""The Whoosh index (`OUT/index/`): one document per node that carries text, per-language fields.

Each language has its own title/body/path fields analysed by its own analyser (lemma + stem
through the build-time term map); a language-neutral `raw` field (lower case, folded, not stemmed)
serves prefix queries. Index entries are documents too: a query that matches an entry of the
back-of-book index reaches the provisions the entry points to.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from whoosh import index as whoosh_index
from whoosh.fields import ID, STORED, TEXT, Schema

from .analysis import (TermMap, build_term_map, language_analyzer, load_term_maps, raw_analyzer, save_term_maps,
                       use_term_map, vocabulary)

INDEX_DIR = "index"
SEARCHABLE_KINDS = ("law", "section", "subsection", "item", "subitem", "footnote", "definition", "front-matter",
                    "index-entry")


def schema_for(languages: list[str]) -> Schema:
    fields = {
        "id": ID(stored=True, unique=True),
        "edition": ID(stored=True),
        "lang": ID(stored=True),
        "kind": ID(stored=True),
        "key": ID(stored=True),
        "law": ID(stored=True),
        "title": STORED,
        "text": STORED,
        "trail": STORED,
        "targets": STORED,
        "url": STORED,
        "raw": TEXT(analyzer=raw_analyzer(), phrase=False),
    }
    for language in languages:
        analyzer = language_analyzer(language)
        fields[f"title_{language}"] = TEXT(analyzer=analyzer)
        fields[f"body_{language}"] = TEXT(analyzer=analyzer)
        fields[f"path_{language}"] = TEXT(analyzer=analyzer, phrase=False)
    return Schema(**fields)


def law_of(node: dict, by_id: dict) -> dict | None:
    while node is not None and node["kind"] != "law":
        node = by_id.get(node["parent"]) if node["parent"] else None
    return node


def trail_of(node: dict, by_id: dict) -> list[str]:
    """Titles above a node: `Legalne i nielegalne informacje › Informacja z wycofanych …`."""
    trail = []
    current = by_id.get(node["parent"]) if node["parent"] else None
    while current is not None:
        label = current["title"] or current.get("term", "")
        if current["kind"] == "law":
            label = f"{current['key']}. {label}"
        if label:
            trail.append(label)
        current = by_id.get(current["parent"]) if current["parent"] else None
    return trail[::-1]


def searchable_text(node: dict) -> str:
    parts = [node["text"]]
    if node.get("english"):
        parts.append(node["english"])
    return "\n".join(part for part in parts if part)


def build_term_maps(data: dict, previous: dict[str, TermMap] | None = None) -> dict[str, TermMap]:
    """Analyse the vocabulary of each language once (the expensive step, reused across builds)."""
    language_of = {edition["id"]: edition["language"] for edition in data["editions"]}
    texts: dict[str, list[str]] = {}
    for node in data["nodes"]:
        texts.setdefault(language_of[node["edition"]], []).extend(
            [node["title"], node["text"], node.get("term", "")])
    return {language: build_term_map(language, vocabulary(chunks), (previous or {}).get(language))
            for language, chunks in sorted(texts.items())}


def writer_options() -> dict:
    """One writer in the calling process, its pool of postings bounded.

    Whoosh's `procs=2` forked two writers that each inherited the whole heap (1.7 GB each on a 50 MB
    source), printed their own tracebacks, could not be stopped with the build, and lose a failing
    writer's segment without a word (a write failure gave an index without documents and exit 0); the
    build writes the index in a helper process beside the site instead (`index_process.py`).
    """
    return {"limitmb": 128}


def write_index(data: dict, out: Path, term_maps: dict[str, TermMap]) -> int:
    """Write the index into `out/index` (replacing it); returns the number of documents."""
    folder = out / INDEX_DIR
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir()  # never re-creates a build folder removed under a writer
    save_term_maps(folder, term_maps)
    for term_map in term_maps.values():
        use_term_map(term_map)
    language_of = {edition["id"]: edition["language"] for edition in data["editions"]}
    languages = sorted(set(language_of.values()))
    by_id = {node["id"]: node for node in data["nodes"]}
    targets: dict[str, list[str]] = {}
    for record in data["references"]:
        if record["kind"] == "index" and record["target"]:
            targets.setdefault(record["source"], []).append(record["target"])
    ix = whoosh_index.create_in(str(folder), schema_for(languages))
    writer = ix.writer(**writer_options())
    count = 0
    for node in data["nodes"]:
        if node["kind"] not in SEARCHABLE_KINDS:
            continue
        text = searchable_text(node)
        title = node["title"] or node.get("term", "")
        if not (title or text) and node["kind"] not in ("section", "subsection", "item", "subitem"):
            continue  # an empty numbered part is still found by its key
        language = language_of[node["edition"]]
        trail = trail_of(node, by_id)
        law = law_of(node, by_id)
        writer.add_document(
            id=node["id"], edition=node["edition"], lang=language, kind=node["kind"], key=node["key"],
            law=law["key"] if law else "", title=title, text=node["text"], trail=" › ".join(trail),
            targets=" ".join(targets.get(node["id"], [])), url=node["url"],
            raw=f"{title}\n{text}",
            **{f"title_{language}": title, f"body_{language}": text, f"path_{language}": " ".join(trail)},
        )
        count += 1
    writer.commit()
    return count


def open_term_maps(out: Path) -> dict[str, TermMap]:
    maps = load_term_maps(out / INDEX_DIR)
    for term_map in maps.values():
        use_term_map(term_map)
    return maps

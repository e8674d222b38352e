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
from .documents import Document
from .graph import Graph

INDEX_DIR = "index"


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


def build_term_maps(graph: Graph, previous: dict[str, TermMap] | None = None) -> dict[str, TermMap]:
    """Analyse the vocabulary of each language once (the expensive step, reused across builds)."""
    texts: dict[str, list[str]] = {}
    for node in graph.nodes:
        texts.setdefault(graph.language(node["edition"]), []).extend(
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


def write_index(documents: list[Document], out: Path, term_maps: dict[str, TermMap]) -> int:
    """Write the index into `out/index` (replacing it); returns the number of documents."""
    folder = out / INDEX_DIR
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir()  # never re-creates a build folder removed under a writer
    save_term_maps(folder, term_maps)
    for term_map in term_maps.values():
        use_term_map(term_map)
    ix = whoosh_index.create_in(str(folder), schema_for(sorted(term_maps)))
    writer = ix.writer(**writer_options())
    for document in documents:
        language = document.lang
        trail = " › ".join(document.trail)
        writer.add_document(
            id=document.id, edition=document.edition, lang=language, kind=document.kind, key=document.key,
            law=document.law, title=document.title, text=document.text, trail=trail,
            targets=" ".join(document.targets), url=document.url, raw=f"{document.title}\n{document.body}",
            **{f"title_{language}": document.title, f"body_{language}": document.body,
               f"path_{language}": " ".join(document.trail)},
        )
    writer.commit()
    return len(documents)


def open_term_maps(out: Path) -> dict[str, TermMap]:
    maps = load_term_maps(out / INDEX_DIR)
    for term_map in maps.values():
        use_term_map(term_map)
    return maps

"""Measuring search: hit@3 and MRR of lawbase and of a plain full-text baseline on the same nodes.

The baseline is SQLite FTS5 with the unicode61 tokenizer and diacritics removed: what a careful
engineer gets without any inflection handling.
"""

from __future__ import annotations

import re
import sqlite3
import tomllib
from dataclasses import dataclass
from pathlib import Path

from .documents import search_documents
from .query import search
from .store import load_graph

WORD = re.compile(r"\w+")


@dataclass
class Score:
    queries: int
    hit_at_3: float
    mrr: float
    misses: list[str]


def load_queries(path: Path) -> dict[str, dict[str, list[dict]]]:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def score(ranked_laws: list[list[str]], expected: list[list[int]], queries: list[str]) -> Score:
    hits, reciprocal, misses = 0, 0.0, []
    for laws, wanted, query in zip(ranked_laws, expected, queries):
        wanted_keys = {str(law) for law in wanted}
        ranks = [position for position, law in enumerate(laws, 1) if law in wanted_keys]
        if ranks and ranks[0] <= 3:
            hits += 1
        else:
            misses.append(query)
        reciprocal += 1 / ranks[0] if ranks else 0.0
    count = len(queries)
    return Score(count, hits / count if count else 0.0, reciprocal / count if count else 0.0, misses)


def lawbase_laws(query: str, edition: str, out: Path, limit: int = 10) -> list[str]:
    return [hit["law"] for hit in search(query, edition=edition, limit=limit, out=out)]


class Baseline:
    """SQLite FTS5 (unicode61, diacritics removed, BM25) over the nodes the lawbase index holds."""

    def __init__(self, out: Path):
        self.db = sqlite3.connect(":memory:")
        self.db.execute("CREATE VIRTUAL TABLE nodes USING fts5(edition UNINDEXED, law UNINDEXED, title, body, "
                        "tokenize = 'unicode61 remove_diacritics 2')")
        rows = [(document.edition, document.law, document.title, document.body + "\n" + " ".join(document.trail))
                for document in search_documents(load_graph(out)) if document.title or document.body]
        self.db.executemany("INSERT INTO nodes VALUES (?, ?, ?, ?)", rows)

    def laws(self, query: str, edition: str, limit: int = 10) -> list[str]:
        words = [f'"{word}"' for word in WORD.findall(query)]
        for joiner in (" AND ", " OR "):
            rows = self.db.execute(
                "SELECT law FROM nodes WHERE nodes MATCH ? AND edition = ? ORDER BY bm25(nodes, 3.0, 1.0) LIMIT ?",
                (joiner.join(words), edition, limit)).fetchall()
            if rows:
                return [row[0] for row in rows]
        return []


def evaluate(queries_file: Path, out: Path) -> list[dict]:
    """One row per edition and query set: lawbase and baseline hit@3 and MRR."""
    baseline = Baseline(out)
    rows = []
    for edition, sets in load_queries(queries_file).items():
        for set_name, items in sets.items():
            texts = [item["q"] for item in items]
            expected = [item["laws"] for item in items]
            ours = score([lawbase_laws(text, edition, out) for text in texts], expected, texts)
            theirs = score([baseline.laws(text, edition) for text in texts], expected, texts)
            rows.append({"edition": edition, "set": set_name, "queries": ours.queries,
                         "hit_at_3": ours.hit_at_3, "mrr": ours.mrr, "misses": ours.misses,
                         "baseline_hit_at_3": theirs.hit_at_3, "baseline_mrr": theirs.mrr})
    return rows

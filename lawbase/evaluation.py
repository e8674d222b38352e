"""Measuring search: hit@1/3/10 and MRR of lawbase and of two full-text baselines over the same nodes.

Two query sets live in `tests/data/`: `search_director.toml`, what a director types at the table
(per edition `tuning`, `dev` and `test`, and the later splits in files of their own, `search_dev7.toml`; plus `[cross]` queries in another language than the edition,
`[english]` table terms and `[english_dev]` English told as situations), scored per provision: a hit counts when its key equals a wanted key or
lies inside it; and the older `search_eval.toml`, scored per Law. The baselines are SQLite FTS5
(unicode61, diacritics removed, BM25, titles x3), once on the words as written and once on their
Snowball stems: what a careful engineer gets without any of our analysis.
"""

from __future__ import annotations

import re
import sqlite3
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from .documents import search_documents
from .keys import Key
from .store import load_graph
from .text import fold

WORD = re.compile(r"\w+")
DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
DIRECTOR = DATA / "search_director.toml"
LAW_SETS = DATA / "search_eval.toml"
# director splits written later, each in a file of its own
LATER_SPLITS = tuple(DATA / f"search_dev{number}.toml" for number in (7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
SNOWBALL = {"pl": "polish", "cs": "czech", "ru": "russian"}


@dataclass
class Item:
    query: str
    edition: str
    want: list[str]  # provision keys (director sets) or Law numbers (the older sets)
    style: list[str] = field(default_factory=list)


@dataclass
class Metrics:
    queries: int = 0
    hit_at_1: int = 0
    hit_at_3: int = 0
    hit_at_10: int = 0
    reciprocal: float = 0.0
    misses: list[str] = field(default_factory=list)  # queries not answered in the top 3, with the rank

    @property
    def mrr(self) -> float:
        return self.reciprocal / self.queries if self.queries else 0.0

    def add(self, rank: int | None, query: str) -> None:
        self.queries += 1
        if rank is not None:
            self.hit_at_1 += rank <= 1
            self.hit_at_3 += rank <= 3
            self.hit_at_10 += rank <= 10
            self.reciprocal += 1 / rank
        if rank is None or rank > 3:
            self.misses.append(f"{query} [{rank or '-'}]")


def director_sets(path: Path = DIRECTOR, later: tuple[Path, ...] = LATER_SPLITS) -> dict[str, list[Item]]:
    """Set name (`pl-2017 tuning`, `pl-2017 dev7`, `cross`, `english`) -> items; English items once per edition."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    sets: dict[str, list[Item]] = {}
    for edition, parts in [part for split in later for part in tomllib.loads(split.read_text(encoding="utf-8")).items()] \
            + list(data.items()):
        if edition in ("cross", "english", "english_dev"):
            continue
        for name, items in parts.items():
            sets[f"{edition} {name}"] = [Item(item["q"], edition, item["want"], item.get("style", []))
                                         for item in items]
    sets["cross"] = [Item(item["q"], item["edition"], item["want"], item.get("style", []))
                     for item in data.get("cross", {}).get("items", [])]
    for name in ("english", "english_dev"):
        sets[name.replace("_", " ")] = [Item(item["q"], edition, want, item.get("style", []))
                                        for item in data.get(name, {}).get("items", [])
                                        for edition, want in item["want"].items()]
    return sets


def law_sets(path: Path = LAW_SETS) -> dict[str, list[Item]]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return {f"{edition} {name}": [Item(item["q"], edition, [str(law) for law in item["laws"]]) for item in items]
            for edition, parts in data.items() for name, items in parts.items()}


def provision_rank(keys: list[str], want: list[str]) -> int | None:
    """1-based rank of the first key that is a wanted provision or lies inside one."""
    wanted = [Key.parse(key) for key in want]
    for rank, key in enumerate(keys, 1):
        parsed = Key.parse(key)
        if parsed is not None and any(target is not None and target.contains(parsed) for target in wanted):
            return rank
    return None


def law_rank(laws: list[str], want: list[str]) -> int | None:
    return next((rank for rank, law in enumerate(laws, 1) if law in want), None)


Ranker = Callable[[str, str, int], list[tuple[str, str]]]  # (query, edition, limit) -> [(key, law)]


def measure(items: list[Item], ranker: Ranker, by_law: bool = False) -> Metrics:
    metrics = Metrics()
    for item in items:
        ranked = ranker(item.query, item.edition, 10)
        if by_law:
            laws = list(dict.fromkeys(law for _, law in ranked if law))
            metrics.add(law_rank(laws, item.want), item.query)
        else:
            metrics.add(provision_rank([key for key, _ in ranked], item.want), item.query)
    return metrics


def lawbase_ranker(source, everywhere: bool = False) -> Ranker:
    """lawbase's ranking over a build folder, or over an engine opened on a payload in memory.
    `everywhere`: searched as users search first, in every edition (no filter); a hit of another
    edition takes its place in the ranking but answers nothing (`("", "")`)."""
    from .query import Opened, clean_query, run, search

    def rank(query: str, edition: str, limit: int) -> list[tuple[str, str]]:
        scope = None if everywhere else edition
        if isinstance(source, Opened):
            hits = run(source, clean_query(query), None, scope, limit)["hits"]
        else:
            hits = search(query, edition=scope, limit=limit, out=source)
        return [(hit["key"], hit["law"]) if hit["edition"] == edition else ("", "") for hit in hits]

    return rank


class Baseline:
    """SQLite FTS5 (unicode61, diacritics removed, BM25, titles x3) over the nodes lawbase indexes;
    `stemmed`: every word of texts and queries replaced by its Snowball stem first."""

    def __init__(self, out: Path, stemmed: bool = False):
        self.stemmers: dict[str, object] = {}
        self.stemmed = stemmed
        graph = load_graph(out)
        self.language = {edition: graph.language(edition) for edition in graph.editions}
        self.db = sqlite3.connect(":memory:")
        self.db.execute("CREATE VIRTUAL TABLE nodes USING fts5(edition UNINDEXED, key UNINDEXED, law UNINDEXED, "
                        "title, body, tokenize = 'unicode61 remove_diacritics 2')")
        rows = [(document.edition, document.key, document.law, self.words(document.title, document.lang),
                 self.words(document.body + "\n" + " ".join(document.trail), document.lang))
                for document in search_documents(graph) if document.title or document.body]
        self.db.executemany("INSERT INTO nodes VALUES (?, ?, ?, ?, ?)", rows)

    def words(self, text: str, language: str) -> str:
        if not self.stemmed:
            return text
        if language not in self.stemmers:
            import Stemmer

            self.stemmers[language] = Stemmer.Stemmer(SNOWBALL[language]) if language in SNOWBALL else None
        stemmer = self.stemmers[language]
        words = [fold(word) for word in WORD.findall(text)]
        return " ".join(stemmer.stemWords(words) if stemmer else words)

    def __call__(self, query: str, edition: str, limit: int = 10) -> list[tuple[str, str]]:
        words = [f'"{word}"' for word in WORD.findall(self.words(query, self.language[edition]))]
        if not words:
            return []
        for joiner in (" AND ", " OR "):
            rows = self.db.execute(
                "SELECT key, law FROM nodes WHERE nodes MATCH ? AND edition = ? ORDER BY bm25(nodes, 3.0, 1.0) "
                "LIMIT ?", (joiner.join(words), edition, limit)).fetchall()
            if rows:
                return rows
        return []


def systems(out: Path) -> dict[str, Ranker]:
    return {"lawbase": lawbase_ranker(out), "lawbase, no filter": lawbase_ranker(out, everywhere=True),
            "FTS5": Baseline(out), "FTS5+Snowball": Baseline(out, stemmed=True)}


def evaluate(out: Path, rankers: dict[str, Ranker] | None = None) -> list[dict]:
    """One row per query set and system: the director sets by provision, the older sets by Law."""
    rankers = rankers or systems(out)
    rows = []
    for sets, by_law in ((director_sets(), False), (law_sets(), True)):
        for name, items in sets.items():
            for system, ranker in rankers.items():
                metrics = measure(items, ranker, by_law)
                rows.append({"set": name, "by": "Law" if by_law else "provision", "system": system,
                             "metrics": metrics})
    return rows

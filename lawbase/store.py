"""`OUT/lawbase.json`: the built graph on disk, written deterministically, read back as a `Graph`."""

from __future__ import annotations

import json
from pathlib import Path

from .errors import LawbaseError
from .graph import Graph

GRAPH_FILE = "lawbase.json"


def dumps(data: dict) -> bytes:
    """Deterministic JSON: the same graph always gives the same bytes."""
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def load_graph(out: Path) -> Graph:
    path = out / GRAPH_FILE
    try:
        return Graph(json.loads(path.read_text(encoding="utf-8")))
    except FileNotFoundError:
        raise LawbaseError("no built graph here; run `lawbase build` first", str(path)) from None
    except (json.JSONDecodeError, KeyError, TypeError) as err:
        raise LawbaseError(f"damaged graph file ({err}); run `lawbase build` again", str(path)) from None

"""`OUT/lawbase.json`: the built graph on disk, written deterministically, read back as a `Graph`."""

from __future__ import annotations

from pathlib import Path

import orjson

from .errors import LawbaseError, build_again, build_first
from .evidence import stored_json
from .graph import Graph

GRAPH_FILE = "lawbase.json"
INFO_FILE = "build-info.json"  # what a build made and from what: its stages' fingerprints, its sources


def dumps(data: dict) -> bytes:
    """Deterministic JSON: the same graph always gives the same bytes (orjson: the graph of the real corpus
    in 10 ms, where the standard library's indenting encoder took 0.2 s); the concordance's evidence as codes and
    values, and a recovered number's (`evidence.stored_json`)."""
    return stored_json(data, orjson.OPT_INDENT_2) + b"\n"


def load_graph(out: Path) -> Graph:
    path = out / GRAPH_FILE
    try:
        return Graph(orjson.loads(path.read_bytes()))
    except FileNotFoundError:
        raise LawbaseError(f"no built graph here; {build_first(out)}", str(path)) from None
    except OSError as err:  # a folder, a file it may not read
        raise LawbaseError(f"cannot read the built graph: {err.strerror}; {build_again(out)}", str(path)) from None
    except (orjson.JSONDecodeError, KeyError, TypeError) as err:
        raise LawbaseError(f"damaged graph file ({err}); {build_again(out)}", str(path)) from None


def previous_info(out: Path) -> dict:
    """OUT's `build-info.json`, or {} where there is none a build of ours wrote."""
    try:
        info = orjson.loads((out / INFO_FILE).read_bytes())
        return info if isinstance(info, dict) else {}
    except (OSError, orjson.JSONDecodeError):
        return {}

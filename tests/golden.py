"""The golden graph: the whole `lawbase.json` of the real corpus as one readable text file per edition.

A refactor must not change any node or reference; a bug fix changes exactly what it fixes, and the
diff of `tests/golden/<edition>.txt` shows it line by line. Updating the copy is a deliberate act:

    python -m tests.golden update        # rewrite tests/golden/ from the corpus
    python -m tests.golden diff          # show what would change

One line per node (`N`), then one per reference (`R`), in document order; texts keep their line
breaks as `⏎`. Fields a record does not have are left out, so a new optional field shows as a change.
"""

from __future__ import annotations

import difflib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = Path(__file__).resolve().parent / "golden"
NODE_FIELDS = ("id", "edition", "kind", "key", "parent", "title", "text", "lines")


def _flat(value) -> str:
    if isinstance(value, str):
        return value.replace("\n", "⏎")
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def render(data: dict) -> dict[str, str]:
    """edition id -> its golden text."""
    out: dict[str, list[str]] = {edition["id"]: [f"E {_flat(edition)}"] for edition in data["editions"]}
    for node in data["nodes"]:
        key = lambda node_id: node_id.split("/", 1)[1] if node_id else "-"  # noqa: E731
        extra = {name: value for name, value in node.items() if name not in NODE_FIELDS}
        lines = node.get("lines") or [0, 0]
        out[node["edition"]].append(
            f"N {node['key']}\t{node['kind']}\tparent={key(node['parent'])}\tlines={lines[0]}-{lines[1]}"
            + (f"\t{_flat(extra)}" if extra else "")
            + f"\n  title: {_flat(node['title'])}\n  text: {_flat(node['text'])}")
    for record in data["references"]:
        edition, source = record["source"].split("/", 1)
        rest = {name: value for name, value in record.items() if name not in ("source",)}
        out[edition].append(f"R {source}\t{_flat(rest)}")
    for name, records in sorted(data.items()):
        if name in ("schema", "editions", "nodes", "references") or not isinstance(records, list):
            continue
        for record in records:  # later sections (e.g. the concordance) go to their first edition's file
            edition = record.get("edition") or record.get("from_edition") or data["editions"][0]["id"]
            out.setdefault(edition, []).append(f"{name[:1].upper()} {_flat(record)}")
    return {edition: "\n".join(lines) + "\n" for edition, lines in out.items()}


def as_stored(data: dict) -> dict:
    """The graph as `lawbase.json` holds it (`store.dumps`: the concordance's evidence as codes and values)."""
    from lawbase.store import dumps

    return json.loads(dumps(data))


def current() -> dict[str, str]:
    from lawbase.corpus import build_graph

    return render(as_stored(build_graph(ROOT / "corpus")[1].data))


def stored() -> dict[str, str]:
    return {path.stem: path.read_text(encoding="utf-8") for path in sorted(GOLDEN.glob("*.txt"))}


def differences(new: dict[str, str], old: dict[str, str], context: int = 1) -> str:
    out = []
    for edition in sorted(set(new) | set(old)):
        a = old.get(edition, "").splitlines(keepends=True)
        b = new.get(edition, "").splitlines(keepends=True)
        out.extend(difflib.unified_diff(a, b, f"golden/{edition}.txt", f"now/{edition}.txt", n=context))
    return "".join(out)


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "diff"
    new = current()
    if command == "update":
        GOLDEN.mkdir(exist_ok=True)
        for path in GOLDEN.glob("*.txt"):
            if path.stem not in new:
                path.unlink()
        for edition, text in new.items():
            (GOLDEN / f"{edition}.txt").write_text(text, encoding="utf-8")
        print(f"wrote {len(new)} files to {GOLDEN}")
        return 0
    if command == "diff":
        text = differences(new, stored())
        sys.stdout.write(text or "golden graph unchanged\n")
        return 1 if text else 0
    print("usage: python -m tests.golden [diff|update]", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

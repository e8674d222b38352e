"""Print the seeds of the search vocabulary, for review by hand into the language profiles.

Two sources the corpus itself holds: the back-of-book indexes' cross-entries ("Konwencja: patrz
Uzgodnienia partnerów" - an entry and the entry it sends the reader to; `[search.synonyms]`), and
the glossary: each definition of the Polish and Czech texts aligned with the Russian one, which
names its English term (`[search.english]`). Lines already in a profile or its thesaurus are marked with `=`.

Usage: python bench/vocabulary_seeds.py [--out build]   (after `lawbase build`)
"""

from __future__ import annotations

import argparse
from pathlib import Path

from lawbase.analysis import load_term_maps
from lawbase.glossary import build_glossary
from lawbase.graph import Kind
from lawbase.profiles import load_profile
from lawbase.store import load_graph


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build", type=Path)
    arguments = parser.parse_args()
    graph = load_graph(arguments.out)
    print("# cross-entries of the back-of-book indexes: entry -> the entry it sends to")
    for node in graph.nodes:
        parent = graph.parent(node)
        if node["kind"] != Kind.INDEX_ENTRY or not node.get("see") or parent is None:
            continue
        if parent["kind"] == Kind.INDEX_ENTRY and parent["title"].casefold() != node["see"].casefold():
            synonyms = load_profile(graph.language(node["edition"])).vocabulary_table("synonyms")
            listed = [replacement.casefold() for replacement in synonyms.get(parent["title"].lower(), [])]
            known = "=" if node["see"].casefold() in listed else " "
            print(f"{known} {node['edition']:<8} {parent['title']!r} -> {node['see']!r}")
    print("\n# the glossary: English term -> the definition's term in each edition")
    rows, _ = build_glossary(graph.data, load_term_maps(arguments.out / "index"), graph=graph)
    for row in rows:
        if not row.english:
            continue
        cells = []
        for edition, node_id in sorted(row.members.items()):
            term = graph.by_id[node_id].get("term", "")
            english = load_profile(graph.language(edition)).vocabulary_table("english")
            known = "=" if row.english.lower() in english else " "
            cells.append(f"{known}{edition}: {term}")
        print(f"{row.english!r:<40} " + " | ".join(cells))


if __name__ == "__main__":
    main()

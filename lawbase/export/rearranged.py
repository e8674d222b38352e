"""Pairings the concordance makes that a translation memory must not hold: a family of provisions rearranged
(2007 30B2, "when it is the offender's partner's turn", its (a) "the offender must pass" and (b) "the partner
may call", beside 2017 30B1 with (a) "the partner may call" and (b) "the offender may call"). There a provision
is `moved` to one place and a part of it to a place beside that one (2007 30B2 to 2017 30B1b, 2007 30B2a to
30B1a, 30B1b's sibling; 2007 30B2b to 30B1, its parent): the two pairings contradict each other, and the texts
of neither translate each other (a QA sweep found them in the cs-2007 -> pl-2017 memory)."""

from __future__ import annotations

from ..keys import node_id


def rearranged(entries: list[dict], by_id: dict) -> set[tuple[str, str]]:
    """The (from id, to id) pairings of a `moved` provision and of its parts placed beside its counterpart, under
    that counterpart's parent but outside it, where one such part is `same` or `moved` (2007 32B2, split into
    2017 32B's lead and 32B2 beside 32B to 32A, says no place of its own). A part moved further (2007 62C3 to 2017 61C, 62C to 62C: `same`)
    is no contradiction."""
    paired: dict[str, list[str]] = {}
    aligned: set[str] = set()  # the provisions the concordance says are translated as they are (`same`, `moved`)
    for entry in entries:
        if entry.get("from"):
            source = node_id(entry["from_edition"], entry["from"])
            paired[source] = [node_id(entry["to_edition"], key) for key in entry.get("to") or []]
            aligned |= {source} if entry.get("relation") in ("same", "moved") else set()
    children: dict[str, list[str]] = {}
    for node in by_id.values():
        if node["kind"] != "footnote":
            children.setdefault(node.get("parent"), []).append(node["id"])
    found: set[tuple[str, str]] = set()
    for entry in entries:
        if entry.get("relation") != "moved" or not entry.get("from"):
            continue
        source = node_id(entry["from_edition"], entry["from"])
        for target in paired[source]:
            family = subtree(by_id.get(target, {}).get("parent"), children)
            beside = [(part, there) for part in children.get(source, []) for there in paired.get(part, [])
                      if there in family and there not in subtree(target, children)]
            if any(part in aligned for part, _ in beside):  # a part split beside it is no claim of where it went
                found |= {(source, target)} | set(beside)
    return found


def subtree(node: str | None, children: dict[str, list[str]]) -> set[str]:
    """A node's id and those of its descendants (none for None)."""
    if node is None:
        return set()
    found, todo = set(), [node]
    while todo:
        found.add(todo[-1])
        todo += children.get(todo.pop(), [])
    return found

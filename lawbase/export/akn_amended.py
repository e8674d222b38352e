"""The provisions an amendment changed, as the AKN's `passiveModifications` name them: read as the Law pages and
`compare` read them (`lawbase/amendments.py`), from the concordance against the same Laws unamended (ru-2017 for
pl-2017), here from `lawbase.json`'s plain records. A Polish editor found the 2024 amendment marked on the whole of
Law 73, where it changed 73A2, 73B and 73D3 alone."""

from __future__ import annotations

from ..amendments import unamended
from ..kinds import Kind


def amended_provisions(lookup, edition: dict) -> list[tuple[str, dict]]:
    """(`substitution` or `insertion`, node) for each provision of the Laws the manifest names (`amended_laws`) that
    the concordance does not pair as the same with an unamended text of those Laws, outermost first: a provision
    the unamended text numbers too is substituted (73A2, 73B; Law 89, whose parts are all new, once), one it does
    not number inserted (73D3). Where no unamended text is built, each of those Laws whole (as until 2026-11-29)."""
    numbers = edition.get("amended_laws", [])
    if not numbers:  # (an edition no amendment touched: no concordance read)
        return []
    laws = sorted((node for node in lookup.by_id.values() if node["edition"] == edition["id"]
                   and node["kind"] == "law" and node.get("number") in numbers), key=lambda law: law["number"])
    others = unamended(lookup, edition["id"])
    if not others:
        return [("substitution", law) for law in laws]
    differing = set()  # the keys a record that is not `same` pairs, read either way (`Graph.records`)
    for record in lookup.concordance:
        if record["relation"] != "same" and record["from_edition"] == edition["id"] and record["to_edition"] in others:
            differing.add(record["from"])
        elif record["relation"] != "same" and record["to_edition"] == edition["id"] and record["from_edition"] in others:
            differing.update(record["to"])
    numbered = {node["key"] for node in lookup.by_id.values() if node["edition"] in others}
    changed: list[tuple[str, dict]] = []

    def walk(node: dict) -> None:
        if node["kind"] in Kind.STRUCTURE and node["key"] in differing:  # its parts with it
            changed.append(("substitution" if node["key"] in numbered else "insertion", node))
            return
        for child in lookup.children[node["id"]]:
            walk(child)

    for law in laws:
        walk(law)
    return changed

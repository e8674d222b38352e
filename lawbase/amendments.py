"""Which provision an amendment added or changed, read from the concordance against the same Laws unamended.

The sources mark an amendment only on the title page (pl-2017: "Ze zmianami z dnia 1 stycznia 2024") and the
manifest names the Laws it touched (`amended_laws`); which provisions of those Laws it touched is what the
concordance found pairing the amended text with an unamended text of the same Laws (ru-2017): any record of those
Laws but `same` (the ones it flags `amended`; read by relation, as a graph read without its evidence's codes has
them as plain text). A provision it pairs with nothing, or with others than its own key, is new (pl-2017 73D3, from
73A2; every part of the 2024 Law 89); one it pairs at its own key and more, or not as the same, changed (73A2,
73B: 73B1 and 73B2 merged into it)."""

from __future__ import annotations

from .graph import Kind, paired_keys
from .keys import law_of_key
from .manifest import carries_amendments
from .phrases import Parts, say


def unamended(graph, edition: str) -> list[str]:
    """The editions holding the same Laws as `edition` without its amendment (ru-2017 for pl-2017)."""
    info = graph.editions[edition]
    return [other for other, there in graph.editions.items()
            if other != edition and there["kind"] == "laws" and there["laws_year"] == info["laws_year"]
            and not there.get("amended") and not there.get("draft")]


def numbered_anew(graph, node: dict) -> bool:
    """A provision of an amended Law numbered where the same Laws unamended number nothing (pl-2017 73D3): read from
    the keys alone, where the concordance is not made yet (the book index's page)."""
    law = graph.law_of(node)
    others = unamended(graph, node["edition"])
    return (node["kind"] in Kind.STRUCTURE and law is not None and bool(others)
            and carries_amendments(graph.editions[node["edition"]], law["key"])
            and all((other, node["key"]) not in graph.by_key for other in others))


def taken_away(graph, edition: str, key: str) -> int | None:
    """The year of the amendment the edition carries that took a key of the unamended text away (pl-2017 73B2,
    merged into 73B in 2024, which its book index still names: a Polish editor read "pl-2017 has no 73B2 (cs-2007,
    ru-2017 have it)" with no word of the amendment), else None. Read from the keys alone: the book index's page is
    made before the concordance (`numbered_anew`)."""
    info = graph.editions[edition]
    if (edition, key) in graph.by_key or not carries_amendments(info, law_of_key(key)):
        return None
    return info["amended"] if any((other, key) in graph.by_key for other in unamended(graph, edition)) else None


def amendment_change(graph, node: dict) -> dict | None:
    """`{"year": 2024, "change": "added" | "changed", "before": [keys], "edition": "ru-2017"}` for a provision an
    amendment added or changed (`before`: the keys the unamended text, `edition`, says it at, where other than its
    own), else None."""
    info = graph.editions[node["edition"]]
    law = graph.law_of(node)
    if node["kind"] not in Kind.STRUCTURE or law is None or not carries_amendments(info, law["key"]):
        return None
    for other in unamended(graph, node["edition"]):
        for record in graph.records(node, other):
            if record["relation"] != "same":  # the same Laws: what differs in an amended Law the amendment did
                before = paired_keys(record, node)
                added = record["relation"] == "none" or node["key"] not in before
                return {"year": info["amended"], "change": "added" if added else "changed",
                        "before": [] if before == [node["key"]] else before, "edition": other}
    return None


def amendment_changes(graph, law: dict | None) -> dict[str, dict]:
    """Each provision of a Law an amendment added or changed -> its `amendment_change`, read once for the Law: its
    page's scope, each badge, the badge's parent and where it leads read it (up to four times a provision)."""
    if law is None or not carries_amendments(graph.editions[law["edition"]], law["key"]):
        return {}
    return {node["id"]: change for node in graph.subtree(law) if (change := amendment_change(graph, node))}


def text_before(graph, node: dict, changes: dict[str, dict]) -> dict | None:
    """The first provision of the text before the amendment that says what an amended provision says (none for a
    new one: the 2017 Law 89 is another rule): where its Law page's badge leads (`changes`: `amendment_changes` of its
    Law)."""
    change = changes.get(node["id"])
    keys = change and (change["before"] or ([node["key"]] if change["change"] == "changed" else []))
    return graph.by_key.get((change["edition"], keys[0])) if keys else None


def amendment_said(node: dict, changes: dict[str, dict], shown_alone: bool = False, name=None) -> Parts:
    """The change as a badge says it, with the text before the amendment named (`name`: an edition's name as the
    reader reads it, else its id): "changed in 2024; before the amendments: 73B, 73B1, 73B2 (Russian, 2017)", a
    provision whose text came from another "split off in 2024 from 73A2 (…)", as the comparison calls it (a Polish
    editor's review: "new in 2024 (before: 73A2)" called 73D3 new and named numbers without saying whose); [] for a
    provision no amendment touched, and for a part of a new provision shown with it (the 2024 Law 89's 26 parts:
    said once, on 89; `show 89A`: on 89A). `changes`: `amendment_changes` of its Law."""
    change = changes.get(node["id"])
    if change is None:
        return []
    if not shown_alone and change == {**change, "change": "added", "before": []} \
            and changes.get(node.get("parent") or "") == change:
        return []
    keys = change["before"] or ([node["key"]] if change["change"] == "changed" else [])
    if not keys:  # new, its text nowhere before (the 2024 Law 89)
        return [say("provision_added", year=change["year"])]
    edition = name(change["edition"]) if name else change["edition"]
    return [say("provision_split_off" if change["change"] == "added" else "provision_changed_before",
                year=change["year"], keys=", ".join(keys), edition=edition)]

"""Another edition's rule at a key typed for every edition: `show` and `refs` say that an older edition's provision
there is another rule, and offer the one that is, as `search` does (`typed_keys.other_rule`)."""

from __future__ import annotations

from ..graph import known_counterparts
from ..manifest import draft_translation
from ..typed_keys import other_rule
from .speech import laws_key, say


def found_in(found: list[dict]) -> list[tuple[dict, None, None]]:
    return [(node, None, None) for node in found]


def with_other_rules(graph, found: list[dict]) -> list[tuple[dict, dict | None, str | None]]:
    """The provisions at a key typed for every edition, and, after an older edition's whose rule is not the
    newest Laws' at that key, that it is another (`differs`) and the provisions saying theirs there (`via`):
    `refs 16C2` gave the Czech 16C2 (information from other sources) beside 2017's (withdrawn calls) as one,
    where `search` and `show` say it."""
    out, shown = [], {node["id"] for node in found}
    told = rules_elsewhere(graph, found)
    for node in found:
        if node["id"] not in told:
            out.append((node, None, None))
            continue
        differs, others = told[node["id"]]
        out.append((node, differs, None))
        out.extend((other, None, differs["from"]) for other in others if other["id"] not in shown)
        shown.update(other["id"] for other in others)
    return out


def rules_elsewhere(graph, found: list[dict]) -> dict[str, tuple[dict, list[dict]]]:
    """Each provision of `found` (at a key typed for every edition) whose rule is not the newest Laws' at that key:
    its id -> that it is another (`{"from": "ru-2017 16C2", "here": ["16D2"]}`) and the provisions saying theirs
    in its edition, read from the graph; `search` reads the same from its index (`query.other_rules`,
    `search-keys.js` `otherRules`), both by one rule (`typed_keys.other_rule`). A draft translation of the Laws in force
    is those Laws, no other rule: where the concordance pairs its text otherwise, its text is another, which
    `check` says (it read "a different rule from ru-2017 2B" until 2026-11-28)."""
    texts = [node for node in found if graph.editions[node["edition"]]["kind"] != "notes"]
    newest = max((graph.standing(node["edition"]) for node in texts), default=0)
    latest = [node for node in texts if graph.standing(node["edition"]) == newest]
    out = {}
    for node in texts:
        if graph.standing(node["edition"]) == newest or draft_translation(graph.editions[node["edition"]]):
            continue
        told = other_rule(node, latest, lambda source: known_counterparts(graph, source, node["edition"]))
        if told is not None:
            source, others = told
            out[node["id"]] = {"from": f"{source['edition']} {source['key']}",
                               "here": [other["key"] for other in others]}, others
    return out


def other_rule_said(differs: dict, edition: str, laws_year: dict[str, int | None]) -> str:
    """That a provision of `edition` says not the newest Laws' rule at its key, and where its Laws have that rule,
    named by their year, as the site's search says it: "here: 16D2" under a line naming 2017's 16D2 read as one."""
    here, entry, year = ", ".join(differs["here"]), laws_key(differs["from"], laws_year), laws_year.get(edition)
    return say("other_rule", entry=entry, year=year, keys=here, edition=edition) if here \
        else say("other_rule_new", entry=entry, year=year)


def laws_years(graph) -> dict[str, int | None]:
    """Each edition's Laws' year, by which a key of another edition is named (`laws_key`)."""
    return {name: info.get("laws_year") for name, info in graph.editions.items()}

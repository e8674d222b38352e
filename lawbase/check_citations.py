"""Citations whose key is printed with a space (review 19: "viz Pravidlo 16 D2" was linked to Law 16 whole, and
`check` counted it resolved): read whole where the section's number follows (`citations`), a note saying the
repair; a lone capital after a Law's number may be its section or a word, so the citation is read as the Law
and a warning says it was read only in part."""

from __future__ import annotations

import re

from .parse.edition import ParsedEdition
from .parse.nodes import Anomaly
from .profiles import load_profile

SPACED = re.compile(r"^\d{1,3}\s")  # a Law number apart from its section, read whole: "16 D2"


def spaced_keys(parsed: ParsedEdition, references: list[dict]) -> list[Anomaly]:
    nodes = {node.id: node for node in parsed.nodes}
    capitals = "A-Z" + "".join(char for char in load_profile(parsed.edition.language).lookalikes if char.isupper())
    section_apart = re.compile(rf"\s+[{capitals}](?!\w)")
    found = []
    for record in references:
        node = nodes.get(record["source"])
        if node is None or record.get("kind") != "explicit" or "end" not in record:
            continue
        if SPACED.search(record["text"]):
            found.append(Anomaly.said_as("note", record["line"], "anomaly_citation_spaced", phrase=repr(record["phrase"]),
                                         key=record["key"]))
            continue
        rest = section_apart.match(getattr(node, record["field"]), record["end"]) if record["text"].isdigit() else None
        if rest:
            found.append(Anomaly.said_as("warning", record["line"], "anomaly_citation_apart",
                                         phrase=repr(record["phrase"] + rest.group(0)), key=record["key"],
                                         rest=repr(rest.group(0).strip())))
    return found

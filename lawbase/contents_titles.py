"""Titles the table of contents spells otherwise than the heading it lists (letter case, punctuation, spacing
and the profile's own foldings aside: Russian ё for е). One of the two is a misprint (pl-2017's contents
"Odślonięcie" for Law 49's heading "Odsłonięcie"; cs-2007's heading "NEPŘIŽNÁNÍ" for the contents'
"NEPŘIZNÁNÍ"), which a reader comparing them should not have to find: `lawbase check` notes each, and the
graph keeps the contents' spelling on the heading's node (`contents_title`), which its page shows.
"""

from __future__ import annotations

import re

from .keys import id_parts
from .parse import ParsedEdition
from .parse.nodes import Node
from .profiles import load_profile


def title_words(title: str, spelling: dict[int, str]) -> list[str]:
    return re.sub(r"[^\w\s]", " ", title.casefold().translate(spelling)).split()


def spelled_otherwise(parsed: ParsedEdition) -> list[tuple[str, str, int, Node]]:
    """(the Law or section named, the contents' title, its line, the heading's node), in the contents' order."""
    spelling = str.maketrans(load_profile(parsed.edition.language).search.get("fold", {}))
    laws = {node.key: node for node in parsed.nodes if node.kind == "law"}
    sections: dict[str, dict[str, Node]] = {}  # Law key -> letter -> its titled section
    for node in parsed.nodes:
        if node.kind == "section" and node.title:
            law = id_parts(node.parent)[1]
            sections.setdefault(law, {})[node.key[len(law):]] = node
    found = []
    for number, entry in sorted(parsed.toc.items()):
        law = laws.get(str(number))
        if law is None:
            continue
        lettered = sections.get(law.key, {})
        listed = [(f"Law {number}", entry["title"], entry["line"], law)] + [
            (f"{law.key}{letter}", title, line, lettered[letter])
            for letter, (title, line) in entry.get("titles", {}).items() if letter in lettered]
        found += [item for item in listed if title_words(item[1], spelling) != title_words(item[3].title, spelling)]
    return found


def mark_contents_titles(parsed: ParsedEdition) -> None:
    """Each heading the contents spell otherwise keeps the contents' title and line (`contents_title`)."""
    for _, title, line, node in spelled_otherwise(parsed):
        node.extra["contents_title"] = {"title": title, "line": line}

"""Where each node lives in the static site: one page per Law, one per kind of front and back matter.

URLs are relative to the site root and carry the node's key as the fragment (`pl-2017/law-16.html#16C2`),
so other tools can link into the site.
"""

from __future__ import annotations

SITE_DIR = "site"  # OUT/site/: the site's folder (here, not in `site`: the build names it before it imports the pages)
FRONT_PAGE = "introduction.html"
DEFINITIONS_PAGE = "definitions.html"
INDEX_PAGE = "book-index.html"
CONTENTS_PAGE = "index.html"


def law_page(edition: str, law_key: str) -> str:
    return f"{edition}/law-{law_key}.html"


def compare_page(law_key: str) -> str:
    return f"compare/law-{law_key}.html"


def page_of(node: dict, by_id: dict[str, dict]) -> str:
    """The page a node is shown on: its Law's page, or the page of its kind of matter."""
    current = node
    while True:
        kind = current["kind"]
        if kind == "law":
            return law_page(node["edition"], current["key"])
        if kind == "definition" or current["key"] == "definitions":
            return f"{node['edition']}/{DEFINITIONS_PAGE}"
        if kind == "index-entry" or current["key"] == "index":
            return f"{node['edition']}/{INDEX_PAGE}"
        if kind == "front-matter":
            return f"{node['edition']}/{FRONT_PAGE}"
        if not current["parent"]:
            return f"{node['edition']}/{CONTENTS_PAGE}"
        current = by_id[current["parent"]]


def node_url(node: dict, by_id: dict[str, dict]) -> str:
    page = page_of(node, by_id)
    if node["kind"] == "law":
        return page
    return f"{page}#{node['key']}"

"""The kinds of node, in a module of their own: `lawbase search` names them without importing the graph."""


class Kind:
    """The kinds of node; `STRUCTURE` are the numbered provisions, a Law and its parts."""

    FRONT_MATTER = "front-matter"
    DEFINITION = "definition"
    LAW = "law"
    SECTION = "section"
    SUBSECTION = "subsection"
    ITEM = "item"
    SUBITEM = "subitem"
    FOOTNOTE = "footnote"
    INDEX_ENTRY = "index-entry"
    STRUCTURE = (LAW, SECTION, SUBSECTION, ITEM, SUBITEM)
    PARTS = (SECTION, SUBSECTION, ITEM, SUBITEM)  # the provisions below a Law

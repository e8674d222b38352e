"""lawbase: a knowledge base of the Laws of Duplicate Bridge in Polish, Czech and Russian.

Python API: `lawbase.search(query, lang=None, edition=None, limit=10, out="build", reader=None)` returns hits as
dicts (`reader`: the reader's language, whose provisions a typed key lists first).
"""

__version__ = "0.1.0"


def search(query: str, lang: str | None = None, edition: str | None = None, limit: int = 10, out="build",
           reader: str | None = None):
    """Search a built index (see `lawbase.query.search`); imported on first use, so `import lawbase` stays light."""
    from .query import search as run

    return run(query, lang=lang, edition=edition, limit=limit, out=out, reader=reader)

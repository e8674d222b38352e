"""A user review's searches (a Russian director at the table, a Polish player): each as the reviewer typed it,
on the real index."""

from __future__ import annotations

from lawbase.query import search_response


def keys(response: dict) -> list[str]:
    return [hit["key"] for hit in response["hits"]]


def test_a_corrected_query_is_searched_as_if_typed_right(out):
    """The search says it read "ренос в 12 взятке" as "ренонс в 12 взятке": it lists what that lists, the key
    "ренонс в 12 взятке" (62D, the twelfth trick) read with its slip corrected."""
    slipped = search_response("ренос в 12 взятке", edition="ru-2017", limit=10, out=out)
    right = search_response("ренонс в 12 взятке", edition="ru-2017", limit=10, out=out)
    assert slipped["suggestion"] == "ренонс в 12 взятке"
    assert keys(slipped) == keys(right) and keys(right)[:2] == ["62D2", "62D1"]

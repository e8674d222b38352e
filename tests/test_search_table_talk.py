"""Table talk the vocabulary lacked, found in the misses of `dev10` (a blind split read from the nineteenth
session on): each a situation of the same kind typed otherwise, on the real index."""

from __future__ import annotations

from lawbase.query import search_response


def keys(query: str, edition: str, limit: int, out) -> list[str]:
    return [hit["key"] for hit in search_response(query, edition=edition, limit=limit, out=out)["hits"]]


def test_being_told_to_lead_a_suit_is_the_laws_demand(out):
    """A player says declarer "kazał" (told) him to lead a suit he lacks; Law 59 says "żądanego wyjścia":
    "kazać" is "żądać". Before, 57A's and 61B's provisions filled the top five."""
    assert "59" in keys("kazał mi wyjść w kiery, a kierów nie mam", "pl-2017", 3, out)


def test_commenting_is_the_laws_comments(out):
    """"комментирует" was read as the verb alone, which the text never uses; 74B2 says "непрошеных комментариев"."""
    assert keys("оппонент комментирует розыгрыш", "ru-2017", 1, out) == ["74B2"]


def test_gestures_in_a_czech_players_word(out):
    """"posunky" (gestures) was read as nothing; 73B1 says "nepatřičných gest"."""
    assert keys("partner dělá posunky", "cs-2007", 1, out) == ["73B1"]

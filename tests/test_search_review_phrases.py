"""Searches the user reviews left missed, as the twenty-sixth session's brief listed them: each as the reviewer typed it,
on the real index, every edition searched."""

from __future__ import annotations

import pytest

from lawbase.query import search_response


def first_keys(query: str, out, limit: int = 3) -> list[str]:
    return [f"{hit['edition']} {hit['key']}" for hit in search_response(query, limit=limit, out=out)["hits"]]


@pytest.mark.parametrize("query, first", [
    ("tichy se dotkl karty", "cs-2007 45F"), ("tichy ukazal na kartu", "cs-2007 45F"),
    ("болван дотронулся до карты", "ru-2017 45F")])
def test_dummy_touching_or_pointing_at_a_card_is_45F_not_declarer_touching_dummys_card(out, query, first):
    """Dummy must not touch or point at a card of his (45F); declarer touching one of dummy's plays it (45C3). "tichy
    se dotkl karty" listed 45C3 first, "tichy ukazal na kartu" 45F 4th under 42A3: the thesauri's keys for dummy
    touching a card said it in Polish alone ("dziadek dotknął karty")."""
    assert first_keys(query, out, limit=1) == [first]


def test_early_and_mixed_up_said_as_players_say_them(out):
    """"досрочный ход" (an early lead or play, Law 57's "Преждевременная игра или ход") was read as "ход" alone, and
    "перепутали коробки" listed Law 2, what a board is, alone: the cards from the wrong board are 15A."""
    assert first_keys("досрочный ход", out, limit=1)[0].startswith("ru-2017 57")
    assert any(key.startswith("ru-2017 15A") for key in first_keys("перепутали коробки", out))


@pytest.mark.parametrize("query, edition", [
    ("revoke v poslednim zdvihu", "cs-2007"), ("revoke w ostatniej lewie", "pl-2017"),
    ("revoke в последней взятке", "ru-2017")])
def test_an_english_term_in_a_query_joins_the_languages_keys(out, query, edition):
    """A revoke in the last trick it can be made in, the twelfth, is 62D. The keys say it with the players' word
    ("renonc v posledním zdvihu"); "revoke", the English term, was read alone as the term ("nepřiznání barvy"), and
    63B came first, 62D 5th or lower. It is now read as the language's key word of the same sense where that joins a
    longer key."""
    assert [hit["key"] for hit in search_response(query, edition=edition, limit=2, out=out)["hits"]][0].startswith("62D")


def test_before_the_cards_are_turned_is_the_current_trick(out):
    """66A lets a player see the current trick's cards until his side has turned its own card face down: the time
    is the answer. "zanim zakryją" met no key (57A1 first, 66A out of the first three); the thesauri now say the
    time as 66A does."""
    query = "chcę zobaczyć co kto dał w lewie, zanim zakryją"
    assert search_response(query, edition="pl-2017", limit=1, out=out)["hits"][0]["key"] == "66A"

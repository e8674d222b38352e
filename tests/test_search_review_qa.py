"""Two reviews' searches typed before running lawbase (a Russian tournament director at the table, the site in
Russian; a Polish club player on a phone, typing without Polish letters), each as typed, on the real index,
every edition searched as the site and `lawbase search --reader` do."""

from __future__ import annotations

from lawbase.query import search_response


def hits(query: str, out, reader: str, limit: int = 3) -> list[str]:
    return [f"{hit['edition']} {hit['key']}" for hit in search_response(query, limit=limit, out=out, reader=reader)["hits"]]


def highlighted(query: str, out, reader: str, limit: int = 10) -> set[str]:
    """The words the hits' snippets mark as found."""
    return {hit["snippet"][start:end].lower() for hit in search_response(query, limit=limit, out=out, reader=reader)["hits"]
            for start, end in hit.get("highlights", [])}


def test_a_player_claiming_the_rest_is_a_claim_not_a_call(out):
    """"заявил" is the verb заявить, which the text says of a claim (68A "Любое заявление ... является претензией",
    48B2 "заявил о претензии"), not the noun заявка, a call: "игрок заявил остаток взяток" listed 25A1 (a call
    changed) first, 68A not in twenty, and marked "заявку" in the snippets."""
    assert hits("игрок заявил остаток взяток", out, "ru")[0] == "ru-2017 68A"
    assert hits("разыгрывающий заявил остальные взятки", out, "ru")[0] == "ru-2017 68A"
    assert not any(word.startswith("заявк") for word in highlighted("игрок заявил остаток взяток", out, "ru"))


def test_a_lead_is_a_vyhod(out):
    """Players call the opening lead "выход" ("выход в пику"), the text "ход": "выход не в очередь" listed the
    auction's 30A and 32A (a pass, a double out of rotation) among the first six."""
    found = hits("выход не в очередь", out, "ru", limit=6)
    assert found[:2] == ["ru-2017 54", "ru-2017 56"]
    assert not any(key.split()[1].startswith(("30", "31", "32")) for key in found)


def test_a_card_shown_during_the_auction_is_law_24(out):
    """Law 24's lead-in: a card of the hand seen by partner during the auction ("случайно показал карту при
    торговле" listed 48A, 50B, 16D1, declarer's and a defender's exposed cards in the play, first)."""
    assert any(key.startswith("ru-2017 24") for key in hits("случайно показал карту при торговле", out, "ru"))
    assert hits("показал карту во время торговли", out, "ru")[0] == "ru-2017 24"

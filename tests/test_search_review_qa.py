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


def test_an_opponents_wrong_explanation_is_misinformation(out):
    """"przeciwnik zle wyjasnil odzywke" read "przeciwnik zle" as the key "złe przeciwniki" (Law 15's wrong
    opponents) and listed 10C1, 19A1, 27B, 18D: an opponent's wrong explanation is the misinformation of 21B1a
    ("wskutek błędnej informacji udzielonej przez przeciwnika") and 75B1; "zle wyjasnil" alone says the same."""
    found = hits("przeciwnik zle wyjasnil odzywke", out, "pl", limit=4)
    assert "pl-2017 21B1a" in found and "pl-2017 75B1" in found, found
    assert all(key.split()[1].startswith(("21", "75")) for key in found), found


def test_partner_thinking_long_is_a_hesitation(out):
    """"długo myślał", "zastanawiał się": the hesitation of 16B1 and 73C1, the tempo of 73D1 ("partner dlugo myslal"
    had 73C1 19th and 73D1 not in thirty); "partner sie zastanawial i spasowal a ja dalem dograna" listed 30B1, a
    pass out of rotation, first."""
    found = hits("partner dlugo myslal", out, "pl", limit=10)
    assert found[0] == "pl-2017 16B1" and {"pl-2017 73C1", "pl-2017 73D1"} <= set(found), found
    assert hits("partner sie zastanawial i spasowal a ja dalem dograna", out, "pl")[0] == "pl-2017 16B1"


def test_a_slip_in_thinking_long_is_corrected(out):
    """"mysal" (for "myślał") was read as nothing: 51B2b, 51B1b, 50D2a, 26B came before 16B1 and no correction was
    offered. It is a slip from the players' word for a hesitation, said back as the query it was read as."""
    response = search_response("partner dlugo mysal", out=out, reader="pl", limit=10)
    assert response["suggestion"] == "partner dlugo myslal"
    assert response["hits"][0]["key"] == "16B1"


def test_a_lead_from_the_wrong_hand_is_a_lead_out_of_turn(out):
    """"wist nie z tej reki": the opening lead from the wrong hand is Law 54 (in the first three already). A later
    review's "wyszedl nie z tej reki", declarer's, is 55B2 (test_search_review_phone_pl): "nie z tej ręki" no longer
    reads "wyjście poza kolejnością", which listed Law 56, a defender's lead out of turn at a later trick, here."""
    found = hits("wist nie z tej reki", out, "pl", limit=3)
    assert any(key.startswith("pl-2017 54") for key in found)


def test_looking_into_an_opponents_cards(out):
    """"spojrzalem w karty przeciwnika": "spojrzeć" was read as nothing, and 47D, 65B2, 40B2c came first; seeing
    another player's card is 16D1 ("przez obejrzenie karty innego gracza") or 74C5."""
    found = hits("spojrzalem w karty przeciwnika", out, "pl", limit=2)
    assert set(found) == {"pl-2017 16D1", "pl-2017 74C5"}, found


def test_a_slip_is_corrected_to_the_word_of_the_laws_in_force(out):
    """"falszywy renos": pl-1997's footnote to Law 62 misprints "renosu", and the slip "renos" met it alone, above
    every 2017 provision, with no correction offered. The misprint is read as the word (the profile's `misprints`),
    so the slip is corrected to it, and the footnote is found by its own words spelled right."""
    response = search_response("falszywy renos", out=out, reader="pl", limit=5)
    assert response["suggestion"] == "falszywy renons"
    assert all(hit["edition"] == "pl-2017" for hit in response["hits"]), [hit["key"] for hit in response["hits"]]
    quoted = search_response('"popełnienia fałszywego renonsu"', out=out, edition="pl-1997", limit=5)["hits"]
    assert "footnote * (Law 62)" in [hit["label"] for hit in quoted]


def test_a_law_word_typed_with_a_slip_still_leads_its_key(out):
    """"pavidlo 16c2" and "pravido 16C2" (a Czech director's review) searched "16c2" as a word: ten Polish
    provisions citing "przepis 16C2", 2017's rule, nothing Czech; a Law word of seven letters or more typed with one
    slip leads its key, its language first, in every language; a word that is no Law word, however near, does not."""
    for typed in ("pavidlo 16c2", "pravido 16C2", "prvaidlo 16C2"):
        assert hits(typed, out, "pl", limit=2) == ["cs-2007 16C2", "cs-2007 16D2"], typed
    assert hits("przepsi 16C2", out, "cs", limit=1) == ["pl-2017 16C2"]
    assert hits("правилр 16С2", out, "cs", limit=1) == ["ru-2017 16C2"]
    assert hits("prvidlo 63", out, "pl", limit=1) == ["cs-2007 63"]
    assert "cs-2007 5" not in hits("pravil 5 karet", out, "cs", limit=10)  # "pravil", said, is too short a word

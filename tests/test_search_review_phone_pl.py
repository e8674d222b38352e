"""A Polish club player's review on a phone (session 27, the site in Polish, typed without Polish letters): table
talk the Polish profile read otherwise than players mean it, and a question for a definition, each as typed, on
the real index, every edition searched as the site and `lawbase search --reader` do."""

from __future__ import annotations

from lawbase.query import search_response


def hits(query: str, out, reader: str = "pl", limit: int = 3) -> list[str]:
    return [f"{hit['edition']} {hit['key']}" for hit in search_response(query, limit=limit, out=out, reader=reader)["hits"]]


def test_a_lead_from_the_wrong_hand_is_declarers(out):
    """Only declarer has two hands: "wyszedl nie z tej reki" is 55B2, "Jeżeli rozgrywający wyszedł z niewłaściwej
    ręki" (pl-2017.txt:1324), which was 10th, and out of ten with "rozgrywajacy" before it: "nie z tej ręki" was read
    as "wyjście poza kolejnością" too, the defenders' 56 and 54, which say no hand. "wist", the opening lead, from the
    wrong hand is still the wrong defender's, 54."""
    assert "pl-2017 55B2" in hits("wyszedl nie z tej reki", out)
    assert "pl-2017 55B2" in hits("rozgrywajacy wyszedl nie z tej reki", out)
    assert hits("wist nie z tej reki", out, limit=1)[0].startswith("pl-2017 54")


def test_a_break_in_the_auction_is_a_hesitation(out):
    """Players call a hesitation "przerwa"; the Laws say "przerwać" only of a review cut short (20B): "licytacja po
    przerwie" listed 20B, 20C2, 68D2a and no tempo rule in ten; 73D1 ("Zmiany tempa", pl-2017.txt:1665) now follows."""
    assert "pl-2017 73D1" in hits("licytacja po przerwie", out)
    assert hits("przerwa", out, limit=1) == ["pl-2017 73D1"]


def test_dummy_showing_a_card_is_45F(out):
    """"dziadek pokazal karte" was read as "pokazać karty dziadkowi", 43A3 (a defender showing dummy his hand) first;
    dummy pointing at a card is 45F, "Dziadek wskazuje kartę" (pl-2017.txt:1130)."""
    assert hits("dziadek pokazal karte", out, limit=1) == ["pl-2017 45F"]


def test_a_wrong_answer_to_a_question_is_a_mistaken_explanation(out):
    """"zla odpowiedz na pytanie o licytacje" put 20G2 (asking only to provoke a wrong answer) first: the answer to a
    question about the auction is an explanation, a wrong one 75B "Błędne wyjaśnienie" (pl-2017.txt:1715)."""
    assert hits("zla odpowiedz na pytanie o licytacje", out, limit=1)[0].startswith("pl-2017 75B")


def test_asking_what_a_term_is_gives_its_definition(out):
    """"co to jest lewa" listed 67B1a, 79A2, 67B1b..., the definition "Lewa" (pl-2017.txt:191) not in eight; a
    question for a definition in each language gives the definition first, the question's language's first."""
    assert hits("co to jest lewa", out, limit=1) == ["pl-2017 def/lewa"]
    assert hits("co znaczy dziadek?", out, limit=1) == ["pl-2017 def/dziadek"]
    assert hits("co je kontra", out, limit=1) == ["cs-2007 def/kontra"]
    assert hits("что такое болван", out, reader="cs", limit=1) == ["ru-2017 def/болван"]
    assert hits("co to jest kontra", out, reader="cs", limit=1) == ["pl-2017 def/kontra"]

"""A Polish tournament director's review (2026-11-28): dummy touching one of his cards, typed with a word more
between the synonym's words, or with a slip, as typed, on the real index, as the site and `lawbase search
--reader pl` search."""

from __future__ import annotations

from lawbase.query import search_response


def first(query: str, out) -> str:
    hit = search_response(query, limit=1, out=out, reader="pl")["hits"][0]
    return f"{hit['edition']} {hit['key']}"


def test_a_word_between_a_synonyms_words_keeps_the_synonym_typed_in_its_order(out):
    """"dziadek dotknął karty" is the synonym for 45F (dummy may not touch his cards, pl-2017.txt:1133); with
    "swojej" between its words the same three words also made "dotknąć karty dziadka" (declarer touching dummy's
    card, 45C3), the vocabulary's earlier key, and 45F was not in the ten first."""
    assert first("dziadek dotknął karty", out) == "pl-2017 45F"
    assert first("dziadek dotknął swojej karty", out) == "pl-2017 45F"
    assert first("dziadek dotknal swojej karty", out) == "pl-2017 45F"


def test_a_slip_a_slang_key_meets_by_its_beginning_is_still_corrected(out):
    """"dziadk" met the slang key "dziad" by its beginning, so it was no slip: "dziadk dotknal karty" was not read as
    "dziadek dotknal karty" (45F), said nothing, and listed 45C3, 45B, 46A first."""
    response = search_response("dziadk dotknal karty", limit=1, out=out, reader="pl")
    assert response["suggestion"] == "dziadek dotknal karty"
    assert first("dziadk dotknal karty", out) == "pl-2017 45F"


def test_a_correction_is_said_as_the_query_was_typed(out):
    """A query typed without Polish letters is corrected without them ("bledne wyjasnienei" was offered as "bledne
    wyjaśnienie", plain and Polish letters mixed); one typed with them, with them."""
    assert search_response("bledne wyjasnienei", limit=1, out=out)["suggestion"] == "bledne wyjasnienie"
    assert search_response("błędne wyjasnienei", limit=1, out=out)["suggestion"] == "błędne wyjaśnienie"

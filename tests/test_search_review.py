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


def test_a_negation_reaches_its_word_across_prepositions_in_the_text_too(out):
    """The query's "не" negates its next content word ("не с той руки": руки); a document negates it so too,
    stop-words between, as 55B2 does ("сделал ход не с той руки"): it was marked un-negated, and fell to 9th."""
    assert "55B2" in keys(search_response("ход не с той руки", edition="ru-2017", limit=3, out=out))
    assert keys(search_response("разыгрывающий зашел не с той руки", edition="ru-2017", limit=3, out=out))[0] == "55B2"
    both = keys(search_response("заход не с той руки", edition="ru-2017", limit=3, out=out))  # declarer's or defender's
    assert {"55B2", "56B"} <= set(both)


def test_a_verb_the_text_has_in_its_other_aspect_only_is_read_as_that(out):
    """The text has no "wzywać" nor "оспорить", only "wezwać" (9B1b "może wezwać sędziego") and "оспаривать"
    (70 "ОСПАРИВАЕМАЯ ПРЕТЕНЗИЯ"): the query's verb is read as its other aspect; without diacritics too."""
    for typed in ("kiedy wzywać sędziego", "kiedy wzywac sedziego"):
        assert keys(search_response(typed, limit=1, out=out)) == ["9B1b"], typed
    assert keys(search_response("ло оспорил претензию разыгрывающего", edition="ru-2017", limit=1, out=out)) == ["70A"]


def test_calling_the_director_is_also_summoning_him(out):
    """A regression sweep: "kiedy wzywać sędziego" found 9B1b ("może wezwać sędziego") but not 9B1a, the rule
    saying when ("Sędzia powinien zostać przywołany natychmiast"), nor 16B3 in 15 hits: the text says both
    "wezwać" and "przywołać" sędziego, and the thesaurus led "wezwanie", not "wezwać", to "przywołać"."""
    found = keys(search_response("kiedy wzywać sędziego", edition="pl-2017", limit=5, out=out))
    assert found[0] == "9B1b" and "9B1a" in found, found


def test_a_defender_exposing_a_card_and_a_forgotten_alert_in_a_directors_words(out):
    """"вистующий открыл карту": LemmaGen read the title's "ВИСТУЮЩИМ" (49 "ОТКРЫТИЕ КАРТ ВИСТУЮЩИМ") apart from
    every other form of вистующий, and "открыл" alone as opening the bidding; "алертировал" (the text says
    алертирование) was read as nothing but 40B2a(iii)'s "процедуры алертирования"."""
    exposed = keys(search_response("вистующий открыл карту", edition="ru-2017", limit=3, out=out))
    assert exposed[0] == "49"
    unalerted = keys(search_response("не алертировал", edition="ru-2017", limit=3, out=out))
    assert {"16B1", "21B1a"} <= set(unalerted)

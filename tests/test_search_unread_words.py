"""A word a language cannot read is missing from every document of it (its coverage counts it at the highest idf
there is): a query read in another language for the words they share answers only part of the query there."""

from __future__ import annotations

from lawbase.query import search_response


def test_another_languages_shared_word_does_not_outrank_the_querys_own_language(out):
    """"trzynaście kart" for a Polish reader: Czech reads "kart" alone, and its 45C4a, 46B4 (×0.3) came 3rd to 6th,
    above every Polish provision but 7B2 and 7C, since "kart" was the whole of what Czech asked."""
    hits = search_response("trzynaście kart", limit=6, out=out, reader="pl")["hits"]
    assert [hit["edition"] for hit in hits] == ["pl-2017"] * 6, [(hit["edition"], hit["key"]) for hit in hits]
    assert [hit["key"] for hit in hits[:2]] == ["7B2", "7C"]

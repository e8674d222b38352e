"""A change of call said as players say it: a call said and another meant with no conjunction ("řekl pas, chtěl
kontra") or in English ("said pass, meant double"), and a change said with a verb where Law 25 says the noun
("хочу изменить заявку"): real queries on the real index, each failing before its fix."""

from __future__ import annotations

from lawbase.query import search_response


def keys(query: str, edition: str | None, limit: int, out) -> list[str]:
    return [hit["key"] for hit in search_response(query, edition=edition, limit=limit, out=out)["hits"]]


def test_a_call_said_and_another_meant_without_a_conjunction(out):
    """"chtěl" (wanted) between two calls named says what was meant, as "ale chtěl" does: before, 19B1 (double),
    36A and 19A3 (pass) came first in Czech, 19A1, 39C in Polish, Law 35 and 36C in Russian."""
    assert keys("řekl pas, chtěl kontra", "cs-2007", 1, out) == ["25A1"]
    assert keys("powiedział pas, chciał kontra", "pl-2017", 1, out) == ["25A1"]
    assert keys("сказал пас хотел контру", "ru-2017", 1, out) == ["25A1"]


def test_a_call_said_and_another_meant_in_english(out):
    """English names the calls through each language's table ("pass", "double") and says what was meant
    ("meant"): before, 19B1, 19A1 (double, pass) in every edition."""
    for edition in ("pl-2017", "cs-2007", "ru-2017"):
        assert "25A1" in keys("said pass, meant double", edition, 3, out), edition


def test_a_wish_is_no_call_meant(out):
    """A word of `meant` counts only between two calls named or beside one: "chciałem zapytać" (I wanted to ask)
    before a question on pass and double put 25A1 first (an unintended call) in each language."""
    for query, edition in (("chciałem zapytać czy po pasie można dać kontrę", "pl-2017"),
                           ("chtěl jsem se zeptat jestli po pasu můžu dát kontru", "cs-2007"),
                           ("хотел спросить можно ли после паса дать контру", "ru-2017")):
        assert not {"25A1", "25A3", "25A4"} & set(keys(query, edition, 3, out)), query
    assert keys("chciałem kontra, powiedziałem pas", "pl-2017", 1, out) == ["25A1"]  # beside a call: still meant


def test_two_calls_named_with_nothing_meant_stay_a_dispute(out):
    """No word says what was meant: the calls are not read as an unintended call."""
    assert not {"25A1", "25A3", "25A4"} & set(keys("byl pas, druhá strana tvrdí kontra", "cs-2007", 3, out))


def test_a_change_of_call_said_with_a_verb(out):
    """"изменить заявку" met 21B2's own words ("решает изменить заявку", after misinformation) and nothing of Law
    25, whose title says "ИЗМЕНЕНИЯ ЗАЯВКИ": before 21B2, 21B3, 93B3."""
    assert any(key.startswith("25") for key in keys("хочу изменить заявку", "ru-2017", 3, out))
    assert any(key.startswith("25") for key in keys("chci změnit hlášku", "cs-2007", 1, out))


def test_and_wants_is_a_change_of_mind_not_a_slip(out):
    """The keys "a chtěl", "a chciał", "а хотел" (and wanted: an unintended call) were met by any form of the verb,
    so "a chce" (and wants: he changed his mind) read as an unintended call; they are met as written now, and a
    change of mind is also the intended call (25B's title: "Zamýšlená hláška", "Zapowiedź zamierzona")."""
    from lawbase.query import open_engine
    from lawbase.query_tokens import parse
    from lawbase.query_words import read_slots

    engine = open_engine(out).engine
    for language, query, slip in (("cs", "rozmyslel si to a chce 3 piky", "neumysln"),
                                  ("pl", "rozmyślił się a chce 3 piki", "niezamierz"),
                                  ("ru", "передумал а хочет 3 пики", "ненамерен")):
        slots, _ = read_slots(parse(query), engine.languages[language], engine.ranking["weights"])
        assert not any(term.startswith(slip) for slot in slots for term in slot.terms), (query, slots)
    assert keys("powiedziałem pas a chciałem kontra", "pl-2017", 1, out) == ["25A1"]
    assert keys("řekl pas a chtěla kontra", "cs-2007", 1, out) == ["25A1"]

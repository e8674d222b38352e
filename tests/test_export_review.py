"""The translation memory against a Russian federation translator's review of ru-2017 beside pl-2017: read back as
a CAT tool reads it (translate-toolkit's `tmxfile`), from the session build."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from lawbase.cli import main


@pytest.fixture(scope="module")
def memory(built_out, tmp_path_factory):
    """`(from, to)` -> (the summary line, {tuid: unit}) of the session build's TMX."""
    from translate.storage.tmx import tmxfile

    made, folder = {}, tmp_path_factory.mktemp("review-tmx")

    def exported(first: str, second: str):
        if (first, second) not in made:
            dest: Path = folder / f"{first}-{second}.tmx"
            result = CliRunner().invoke(main, ["export", "--format", "tmx", "--from", first, "--to", second, "--out",
                                               str(built_out[0]), "--dest", str(dest)], catch_exceptions=False)
            assert result.exit_code == 0, result.output
            units = tmxfile(dest.open("rb")).units
            assert len({unit.getid() for unit in units}) == len(units)  # each id once
            made[first, second] = result.output, {unit.getid(): unit for unit in units}
        return made[first, second]

    return exported


def printed(unit) -> list[str]:
    return [prop.text for prop in unit.xmlelement.iterfind("tuv/prop[@type='x-key-printed']")]


def test_printed_footnote_15_is_a_unit(memory):
    """ru-2017 prints footnote 15 under 51B2a/b, pl-2017 first under 51B1a/b (where ru-2017 marks its 13): paired by
    first markers alone, this exact pair was left out ("0 of ru-2017's 28" now, "1 of" before)."""
    said, units = memory("ru-2017", "pl-2017")
    unit = next(unit for unit in units.values() if unit.source.startswith("Если игрок не в состоянии")
                and printed(unit) == ["15", "15"])
    assert unit.target == "Jeżeli gracz nie może dokonać takiego wyjścia, patrz przepis 59."
    assert "footnotes whose provisions' pair holds another number of footnotes, or is no pair: 0 of ru-2017's 28" in said


def test_footnote_units_are_named_by_the_numbers_printed(memory):
    """The ids and notes named footnotes by keys counting them in document order (`ru-2017/fn28=pl-2017/fn32`, printed
    28 and 29: pl-2017 has the 2024 footnote 28 of 89B): now by provision and printed number, each side's number a
    prop."""
    _, units = memory("ru-2017", "pl-2017")
    unit = units["ru-2017/93C3b/footnote-28=pl-2017/93C3b/footnote-29#text"]
    assert printed(unit) == ["28", "29"] and unit.target.startswith("Organizacja Nadzorująca ma obowiązek")
    assert unit.getnotes().startswith("przypis 28 do 93C3b w ru-2017 i przypis 29 do 93C3b w pl-2017")
    assert printed(units["ru-2017/20C2/footnote-6=pl-2017/20C2/footnote-6#text"]) == ["6", "6"]
    assert not [tuid for tuid in units if "/fn" in tuid]


def test_what_is_left_of_73A2_once_73D3_was_cut_out_is_a_unit(memory):
    """2024 moved 73A2's mandatory-pause sentence to a new 73D3; ru-2017 keeps it in 73A2. Only the moved sentence
    had a unit; the shared first sentence was in none. Read either way round."""
    russian = ("Заявки и игру следует выполнять без излишнего подчёркивания, манерности, изменения интонации, а также "
               "без излишних колебаний или поспешности.")
    for first, second in (("ru-2017", "pl-2017"), ("pl-2017", "ru-2017")):
        said, units = memory(first, second)
        unit = units[f"{first}/73A2={second}/73A2#rest"]
        polish = next(text for text in (unit.source, unit.target) if text != russian)
        assert russian in (unit.source, unit.target) and polish.startswith("Zapowiedzi i zagrania mają być dokonywane")
        assert unit.xmlelement.find("prop[@type='x-part']").text == "rest"
        assert f"{first}/73A2={second}/73D3#sentence" in units or f"{first}/73D3={second}/73A2#sentence" in units
        assert "1 left of a text its sentences were cut out of" in said


def test_the_czech_first_sentence_of_73A2_stands_beside_the_polish(memory):
    """cs-2007 73A2's first sentence, which pl-2017 73A2 says (the record's `sentences` under 73A2, the key of both
    sides), was read backwards: the Polish segment held the Czech sentence, the Czech one all of 73A2."""
    _, units = memory("cs-2007", "pl-2017")
    unit = units["cs-2007/73A2=pl-2017/73A2#sentence"]
    assert unit.source.startswith("Hlášky a zahrání") and "Regulační orgán" not in unit.source
    assert unit.target.startswith("Zapowiedzi i zagrania")
    assert "cs-2007/73A2=pl-2017/73A2#rest" not in units  # the sentence unit says it


def test_a_definition_of_numbered_senses_is_paired_sense_by_sense(memory):
    """The glossary's "Board" is Коробка and Сдача beside Rozdanie's four senses: Коробка's one sentence was paired
    with all four, Сдача with nothing. Each now with the sense it says (3 and 4), the others in no text unit."""
    said, units = memory("ru-2017", "pl-2017")
    board = units["ru-2017/def/коробка=pl-2017/def/rozdanie#text"]
    deal = units["ru-2017/def/сдача=pl-2017/def/rozdanie#text"]
    assert (board.source, board.target) == ("Дубликатная коробка, описанная в Правиле 2.",
                                            "Pudełko rozdaniowe opisane w przepisie 2.")
    assert deal.source.startswith("Четыре руки") and deal.target.startswith("Cztery ręce rozdane")
    assert "Сдача odpowiada znaczeniu 4 hasła Rozdanie" in deal.getnotes()
    assert units["ru-2017/def/сдача=pl-2017/def/rozdanie#title"].target == "Rozdanie"
    assert "definitions the glossary pairs with none of the other edition's: 3 of ru-2017's 67" in said
    _, czech = memory("cs-2007", "pl-2017")
    assert czech["cs-2007/def/rozdání=pl-2017/def/rozdanie#text"].target.startswith("Cztery ręce")

"""An abbreviation the texts write in capitals (ru-2017's "ПО", the right-hand opponent) is its own term where typed
so: one rule (`text.abbreviation_term`) for the index, the vocabulary and a query, one profile property
(`Profile.capital_words`) read by all; and the markers the vocabulary uses never reach the payload's word lists."""

from __future__ import annotations

import json
import re
from pathlib import Path

from lawbase.profiles import load_profile
from lawbase.query_vocabulary import AS_WRITTEN
from lawbase.text import abbreviation_term, in_capitals, typed_in_capitals

PACKAGE = Path(__file__).resolve().parent.parent / "lawbase"


def test_the_profile_key_is_read_in_one_place():
    """The profile's `capital_words` is read by `Profile.capital_words` alone (it was read in three modules)."""
    readers = [path.name for path in PACKAGE.rglob("*.py") if re.search(r"[\"']capital_words[\"']", path.read_text())]
    assert readers == ["__init__.py"], readers
    assert load_profile("ru").capital_words == frozenset({"ПО"})
    assert load_profile("pl").capital_words == frozenset()


def test_a_word_is_its_own_term_only_typed_in_capitals_in_a_text_not_all_in_capitals():
    capitals = load_profile("ru").capital_words
    text = "Очередь ПО делать заявку"
    assert [abbreviation_term(word, typed_in_capitals(word, in_capitals(text)), capitals)
            for word in text.split()] == [None, "ПО", None, None]
    heading = "ПРИНЯТИЕ РЕШЕНИЙ ПО СОГЛАСОВАННЫМ ФАКТАМ"
    assert abbreviation_term("ПО", typed_in_capitals("ПО", in_capitals(heading)), capitals) is None
    assert abbreviation_term("по", typed_in_capitals("по", False), capitals) is None


def test_a_key_or_a_number_beside_abbreviations_does_not_make_a_text_shouted():
    """Letters, not digits, say a text is shouted (the whole-diff review): "ПО 16C2" and "ЛО ПО 1234" read "ПО" as
    the preposition because "16C2" and "1234" counted as words of four letters."""
    assert not in_capitals("ПО 16C2") and not in_capitals("ЛО ПО 1234")
    assert in_capitals("ПРАВИЛО 16C2") and in_capitals("ПО ЛО ПРАВИЛО")


def test_no_key_word_carries_the_as_written_marker(out):
    """`key_words` (what telling a query's language reads) listed "=na", "=stole", "=на": the marker of a key met
    only as written (`keys_as_written`) leaked from the vocabulary's options into the payload."""
    languages = json.loads((out / "index" / "search.json").read_text(encoding="utf-8"))["languages"]
    leaked = {code: [term for term in language["key_words"] if term.startswith(AS_WRITTEN)]
              for code, language in languages.items()}
    assert leaked == {code: [] for code in languages}, leaked
    assert "stol" in languages["pl"]["key_words"]  # "na stół", a key read by its terms, is still there


def test_abbreviations_side_by_side_in_capitals_are_abbreviations():
    """"ПО ЛО" (both opponents) was read as a query shouted all in capitals: "ПО" the preposition, a stop-word. A text
    all in capitals is shouted only where a word of it is longer than an abbreviation."""
    from lawbase.query_tokens import parse

    assert [token.capitals for token in parse("ПО ЛО")] == [True, True]
    assert not any(token.capitals for token in parse("ЗАЯВКА ВНЕ ОЧЕРЕДИ ПО"))
    assert in_capitals("ПРИНЯТИЕ РЕШЕНИЙ ПО СОГЛАСОВАННЫМ ФАКТАМ") and not in_capitals("ПО ЛО")


def test_a_negated_abbreviation_keeps_its_negation(out):
    """"ход не ПО": the negation was dropped at "ПО" (its slot made un-negated, the negation reset)."""
    from lawbase.query import open_engine
    from lawbase.query_tokens import parse
    from lawbase.query_words import read_slots

    engine = open_engine(out).engine
    slots, _ = read_slots(parse("ход не ПО"), engine.languages["ru"], engine.ranking["weights"])
    assert [(slot.words, slot.negated) for slot in slots] == [(["ход"], False), (["по"], True)]
    assert slots[1].alternatives[0].terms == ["ПО"]

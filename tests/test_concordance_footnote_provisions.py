"""A footnote the newer text made a provision (`concordance/footnote_provisions.py`): the new provision is the
noted provision's, on made-up scores and on the real corpus."""

from __future__ import annotations

import numpy as np

from lawbase.concordance.footnote_provisions import noted_provisions
from lawbase.concordance.relations import Record
from lawbase.concordance.sentences import Said, Sentence
from lawbase.concordance.table import between
from lawbase.concordance.units import Unit
from lawbase.keys import Key

TEXT = "a sentence long enough to be a sentence"


def unit(edition: str, key: str, position: int) -> Unit:
    node = {"id": f"{edition}/{key}", "edition": edition, "key": key, "kind": "section", "text": TEXT}
    return Unit(node, "pl", Key.parse(key), position, None, frozenset(), len(TEXT))


def placed(note_score: float, provision_score: float) -> list[Record]:
    """2007 31A and 31B (31B's note) against 2017 31A, 31B and the new 31C; 31C's one sentence read from the
    note and from 31A's sentence with the scores given."""
    old_a, old_b = unit("cs-2007", "31A", 0), unit("cs-2007", "31B", 1)
    second = {key: unit("pl-2017", key, at) for at, key in enumerate(("31A", "31B", "31C"))}
    said = Said([Sentence(old_a, TEXT, frozenset()), Sentence(old_b, TEXT, frozenset())],
                [Sentence(second[key], TEXT, frozenset()) for key in second],
                np.array([[2.0, 0.0, provision_score], [0.0, 2.0, 0.0]]),
                [Sentence(old_b, "Pozdější hlášky se považují za změnu hlášky.", frozenset())],
                np.array([[0.0, 0.0, note_score]]))
    records = [Record("31A", ["31A"], "same", 1.0, []), Record("31B", ["31B"], "same", 1.0, []),
               Record(None, ["31C"], "none", 0.8, [])]
    return noted_provisions(records, said, second)


def test_a_new_provision_its_law_s_footnote_says_plainly_joins_the_noted_provision():
    records = placed(note_score=1.4, provision_score=0.9)
    assert [(record.first, record.second, record.relation) for record in records] == [
        ("31A", ["31A"], "same"), ("31B", ["31B", "31C"], "split")]
    assert records[1].evidence[-1].code == "note_made_provision"


def test_a_new_provision_a_note_says_weakly_or_no_better_than_a_provision_stays_new():
    for note_score, provision_score in ((0.4, 0.0), (1.0, 0.9)):
        records = placed(note_score, provision_score)
        assert [(record.first, record.second) for record in records][-1] == (None, ["31C"])


def test_2007_31b_s_note_on_later_calls_is_2017_31c_in_both_translations(graph):
    """2007 31B's note [2], later calls at LHO's turn are changes of call (Law 25), is 2017 31C: both readers of
    Law 31 name it with 31B. 2017 32C says the same of Law 32, where no note of Law 32 says it: new."""
    for second in ("pl-2017", "ru-2017"):
        records = between(graph, "cs-2007", second)
        forward = {record["from"]: record for record in records if record["from"]}
        new = {record["to"][0] for record in records if not record["from"]}
        assert (forward["31B"]["to"], forward["31B"]["relation"]) == (["31B", "31B1", "31B2", "31C"], "changed"), second
        assert "31C" not in new and "32C" in new, second

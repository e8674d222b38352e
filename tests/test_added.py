"""The sentence a newer text adds, where the concordance composed the pair through a third text (`added.py`).

Translator review: cs-2007 -> ru-2017 6B, 11A, 43B3 and 45C4b are `changed` (composed through pl-2017, whose
record with cs-2007 says what 2017 adds), but `show`, `compare` and `concordance` said a bare "changed": the
Russian reader had to open the Polish text to learn what changed.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from lawbase import added
from lawbase.added import added_sentence, counterpart
from lawbase.cli import main

RUSSIAN = {  # each the counterpart of the sentence cs-2007 -> pl-2017 says 2017 adds
    "6B": "Любые две смежные карты из колоды должны сдаваться в разные руки.",
    "11A": "Другая сторона сохраняет запись, полученную за столом.",
    "43B3": "Разыгрывающая сторона сохраняет запись, полученную за столом.",
    "45C4b": "Разыгрывающий может поправить ненамеренное обозначение карты болвана до тех пор, пока он не сыграл "
             "после этого картой со своей руки или от болвана.",
}


def run(out, *arguments: str) -> str:
    result = CliRunner().invoke(main, [*arguments, "--out", str(out)])
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.parametrize("first, second", [("cs-2007", "ru-2017"), ("ru-2017", "cs-2007")])
def test_the_concordance_says_what_the_russian_text_adds_in_russian(out, first, second):
    records = [r for r in json.loads(run(out, "concordance", "--from", first, "--to", second, "--json"))
               if r["relation"] == "changed" and r.get("added")]
    assert {r["from"]: r["added"] for r in records} == {key: {key: sentence} for key, sentence in RUSSIAN.items()}
    eleven = next(r for r in records if r["from"] == "11A")
    assert eleven["evidence"] == [{"code": "through", "via": "pl-2017", "first": "11A", "middle": "11A", "last": "11A"},
                                  {"code": "adds", "edition": "ru-2017", "sentence": RUSSIAN["11A"]}]
    table = run(out, "concordance", "--from", first, "--to", second, "--law", "11")
    assert f"ru-2017 adds “{RUSSIAN['11A']}”" in " ".join(table.split())


def test_show_and_compare_quote_the_russian_sentence(out):
    assert f"in cs-2007 (2007 Laws): 11A (changed, 2017 adds “{RUSSIAN['11A']}”)" in run(
        out, "show", "11A", "--edition", "ru-2017")
    cells = {cell["edition"]: cell for cell in json.loads(run(out, "compare", "11A cs-2007", "--json"))["editions"]}
    assert cells["ru-2017"]["relation"] == "changed" and cells["ru-2017"]["added"] == RUSSIAN["11A"]
    assert cells["pl-2017"]["added"] == "Strona przeciwna otrzymuje wynik osiągnięty przy stole."


def test_without_a_russian_counterpart_the_polish_sentence_is_quoted(graph, monkeypatch):
    """The third text says it in other words where the end translating the same Laws has no sentence for
    it alone; where the two are other Laws, nothing: 1997 43B3 is `changed` against 2017's, which adds that
    declarer's side keeps its table result, but 1997 -> 2007 adds nothing that lawbase can quote (until
    2026-11-28 the example was 1997 51B1b, whose 2017 sentence 1997 50D2a says: `same` since)."""
    node = graph.by_key[("cs-2007", "11A")]
    monkeypatch.setattr(added, "counterpart", lambda *texts: "")
    assert added_sentence(graph, node, "ru-2017") == ("Strona przeciwna otrzymuje wynik osiągnięty przy stole.",
                                                     "pl-2017")
    monkeypatch.undo()
    assert added_sentence(graph, graph.by_key[("pl-1997", "43B3")], "cs-2007") == ("", "")
    assert added_sentence(graph, graph.by_key[("pl-1997", "43B3")], "ru-2017") == (
        "Разыгрывающая сторона сохраняет запись, полученную за столом.", "ru-2017")


def test_a_sentence_said_with_another_in_one_has_no_counterpart_of_its_own():
    polish = "Karty rozdaje się po jednej. Każdą rękę kładzie się do pudełka. Żadne dwie kolejne karty nie idą do jednej ręki."
    russian = "Карты сдаются по одной, и каждая рука кладётся в коробку. Никакие две смежные карты не идут в одну руку."
    assert counterpart("Żadne dwie kolejne karty nie idą do jednej ręki.", polish, russian) == (
        "Никакие две смежные карты не идут в одну руку.")
    assert counterpart("Każdą rękę kładzie się do pudełka.", polish, russian) == ""

"""The commands against a Polish federation editor's review (session 26): `compare --json` the same in every
language, and a footnote set apart from the provision's text in the columns."""

from __future__ import annotations

import json
import re

from click.testing import CliRunner

from lawbase.cli import main


def run(out, *arguments: str, ui: str = "pl") -> str:
    result = CliRunner().invoke(main, ["--ui", ui, *arguments, "--out", str(out)])
    assert result.exit_code == 0, result.output
    return result.output


def prose(data) -> list[str]:
    """The strings of words in `data` but the texts' own (texts, titles, quoted sentences)."""
    if isinstance(data, dict):
        return [line for name, value in data.items() if name not in ("text", "title", "sentence", "added")
                for line in prose(value)]
    if isinstance(data, list):
        return [line for value in data for line in prose(value)]
    return [data] if isinstance(data, str) and re.search(r"[^\W\d_]{2,} [^\W\d_]{2,}", data) else []


def test_compare_json_is_the_same_in_every_language(out):
    """`compare 45 -e pl-1997 -e ru-2017 --json` under a Polish locale gave "notes": ["Different Laws: pl-1997 is
    the 1997 Laws; …"], and each cell a `label` in English, each difference a `note`: --json gives codes and
    values, as `concordance --json` gives its evidence, the same under every `--ui`."""
    for key, editions in (("45", ["pl-1997", "ru-2017"]), ("73", ["pl-2017", "ru-2017"]), ("16B3", ["pl-2017", "ru-2017"])):
        arguments = ["compare", key, *[word for edition in editions for word in ("-e", edition)], "--json"]
        said = {ui: run(out, *arguments, ui=ui) for ui in ("pl", "ru", "en")}
        assert said["pl"] == said["ru"] == said["en"], key
        assert prose(json.loads(said["pl"])) == [], key
    notes = json.loads(run(out, "compare", "45", "-e", "pl-1997", "-e", "ru-2017", "--json"))["notes"]
    assert notes == [[{"code": "different_laws"}, {"code": "edition_is_laws", "edition": "pl-1997", "year": "1997"},
                      {"code": "edition_is_laws", "edition": "ru-2017", "year": "2017"},
                      {"code": "rows_follow", "edition": "pl-1997"}]]


def test_show_json_says_a_doubtful_pairing_in_codes(out):
    """`show 12C1b -e cs-2007 --json` gave "relation": "split; doubtful match (60% sure; lawbase pairs the
    editions by their words): compare the texts": the relation is its code and the doubt its phrase's code and
    values, as in `compare --json`; the text output says both in the reader's words."""
    shown = json.loads(run(out, "show", "12C1b", "-e", "cs-2007", "--json"))
    assert shown[0]["elsewhere"][0] == {"edition": "pl-2017", "keys": ["12C1e", "12C1e(i)", "12C1e(ii)"],
                                        "relation": "split", "doubtful": [{"code": "weak_evidence", "sure": "60"}]}
    assert prose(shown) == []
    assert "(podzielony; przyporządkowanie niepewne (pewność 60%" in run(out, "show", "12C1b", "-e", "cs-2007")


def test_a_footnote_stands_apart_from_the_provisions_text_in_the_columns(out):
    """`compare 86 -e pl-2017 -e ru-2017`, row 86B2: "…więcej niż jednego wyniku rozjemczego: [27] Włączając wyniki
    zniekształconego rozdania." read as the end of the rule (pl-2017.txt:2030 prints the footnote apart): each footnote
    starts a line of its own, in columns side by side and stacked (41A, four editions in 60 columns)."""
    lines = run(out, "compare", "86B2", "-e", "pl-2017", "-e", "ru-2017").split("\n")
    polish = [line[10:].split("│")[0].strip() for line in lines if "│" in line]
    assert polish[polish.index("[27] Włączając wyniki") - 1].endswith("rozjemczego:")
    assert not any("[27] Włączając" in line and "rozjemczego" in line for line in polish)
    result = CliRunner().invoke(main, ["--ui", "pl", "compare", "41A", "-e", "pl-2017", "-e", "ru-2017", "-e", "cs-2007",
                                       "-e", "pl-1997", "--out", str(out)], env={"COLUMNS": "60"})
    stacked = [line.strip() for line in result.output.split("\n")]
    assert any(line.startswith("[9] Organizacja Nadzorująca") for line in stacked), result.output
    assert stacked[[line.startswith("[9] Organizacja") for line in stacked].index(True) - 1] == "ręki obrońcy."


def test_search_json_says_labels_and_ways_in_codes(out):
    """`search --json` gave each hit's `label` ("definition: Dziadek", "Law 43A3") and `how` ("own words",
    "defined term") in English: codes and values, the same under every `--ui`, as `compare --json` and `show --json`;
    the text output says them in the reader's words."""
    hits = json.loads(run(out, "search", "dziadek", "-n", "3", "--json"))
    assert run(out, "search", "dziadek", "-n", "3", "--json", ui="ru") == run(out, "search", "dziadek", "-n", "3",
                                                                              "--json")
    assert hits[0]["label"] == {"code": "kind_definition", "named": "Dziadek"} and hits[0]["how"] == ["defined_term"]
    assert hits[1]["label"] == {"code": "law", "key": hits[1]["key"]} and hits[1]["how"] == ["own_words"]
    assert prose([[hit["label"], hit["how"]] for hit in hits]) == []
    footnote = json.loads(run(out, "search", "przypis 19", "-n", "1", "--json"))[0]
    assert footnote["label"] == {"code": "law_footnote", "key": "64A1", "sign": "19"}
    said = run(out, "search", "dziadek", "-n", "3")
    assert "Definicja: Dziadek" in said and f"Przepis {hits[1]['key']}" in said
    assert "Правило 64A1, сноска 19" in run(out, "search", "przypis 19", "-n", "1", ui="ru")


def test_a_references_note_is_a_code_said_in_the_readers_words(out):
    """`resolver.footnote_target`'s note on cs-2007's index entry "71 pod čarou" (Law 70's footnote, which speaks of
    Law 71) reached `refs --json` and lawbase.json as English prose, "Law 71 has no footnote of its own; this one
    speaks of it", as did the other notes on how a target was read: a code and its values, `refs` saying it in the
    reader's words."""
    graph = json.loads((out / "lawbase.json").read_text(encoding="utf-8"))
    notes = [record["note"] for record in graph["references"] if "note" in record]
    assert {"code": "footnote_speaks_of_law", "law": "71"} in notes and prose(notes) == []
    cited = json.loads(run(out, "refs", "fn23", "-e", "cs-2007", "--json"))[0]["cited_by"]
    assert [record["note"] for record in cited if "note" in record] == [{"code": "footnote_speaks_of_law", "law": "71"}]
    assert "(przepis 71 nie ma własnego przypisu; ten mówi o nim)" in run(out, "refs", "fn23", "-e", "cs-2007")
    assert "(у Правила 71 нет своей сноски; эта говорит о нём)" in run(out, "refs", "fn23", "-e", "cs-2007", ui="ru")

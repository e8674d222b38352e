"""A Czech federation translator's review (session 25): cs-2007 beside the 2017 texts in the CLI and the TMX export,
against the real corpus."""

from __future__ import annotations

import json

from click.testing import CliRunner

from lawbase.cli import main
from .test_export_review import memory  # noqa: F401 (fixture)


def run(out, *args: str):
    return CliRunner().invoke(main, [*args, "--out", str(out)], env={"COLUMNS": "250"})


def rows(text: str) -> dict[str, list[str]]:
    """The table's rows by their two keys ("—" for none): the relation, the sureness, the evidence."""
    found = {}
    for line in text.splitlines():
        cells = line.split(None, 4)
        if len(cells) == 5 and cells[3].replace(".", "").isdigit():
            found[cells[0], cells[1]] = cells[2:]
    return found


def test_a_new_provision_is_named_new_and_its_other_key_said_right(out):
    """`concordance --from cs-2007 --to pl-2017 --law 12` named the new 2017 12C1b "chybí" (none), the word of the
    deleted 2007 12C1f, and said "nové: 12C1b druhého vydání, se stejným číslem, je zde 12C1e", read as if 2017
    12C1b were 12C1e; it is the 2007 12C1b (serious error, cs-2007.md:481) that 2017 says at 12C1e (pl-2017.txt:430),
    and 2017 12C1b (the likely result restored) is a rule the 2007 Laws lack. Either way round, in every language."""
    said = {"en": ("new", "none", "new: another rule than the other edition's 12C1b (that rule is 12C1e in this edition)"),
            "cs": ("nové", "chybí", "nové: jiné pravidlo než 12C1b druhého vydání (to pravidlo má v tomto vydání číslo 12C1e)"),
            "pl": ("nowe", "brak", "nowy: inna reguła niż 12C1b drugiego wydania (ta reguła ma w tym wydaniu numer 12C1e)"),
            "ru": ("новое", "отсутствует", "новое: другое правило, не 12C1b другого издания (то правило в этом издании — 12C1e)")}
    for language, (new, none, why) in said.items():
        table = rows(run(out, "--ui", language, "concordance", "--from", "cs-2007", "--to", "pl-2017", "--law", "12").output)
        assert table["—", "12C1b"][0] == new and table["—", "12C1b"][2] == why, (language, table["—", "12C1b"])
        assert table["12C1f", "—"][0] == none, (language, table["12C1f", "—"])
    backwards = rows(run(out, "concordance", "--from", "pl-2017", "--to", "cs-2007", "--law", "12").output)
    assert backwards["12C1b", "—"][0] == "new" and backwards["—", "12C1f"][0] == "none"
    amended = rows(run(out, "concordance", "--from", "ru-2017", "--to", "pl-2017", "--law", "89").output)
    assert amended["—", "89D3"][0] == "new" and amended["89", "—"][0] == "none"  # 2024's Law 89 replaced 2017's
    csv = run(out, "concordance", "--from", "cs-2007", "--to", "pl-2017", "--law", "12", "--csv").output
    assert ",,12C1b,none," in csv  # the CSV keeps the data's names (README)


def test_units_the_concordance_is_unsure_of_are_marked_not_left_out(memory):
    """cs-2007/30B2=pl-2017/30B1 (0.58): the 2007 lead-in "Je-li na řadě partner viníka:" (cs-2007.md) beside the whole
    2017 rule "Jeżeli wykraczający spasował, gdy kolejność licytowania przypadała na jego partnera … wówczas:" is no
    translation, and nothing told a CAT tool so. A unit whose pairing is under 80% sure (the site's "doubtful match")
    carries `x-doubtful`, to penalize or filter, and the summary counts them; a unit sure enough carries none. Marked,
    not left out: 80B2h (0.42) is a faithful unit."""
    for first, second in (("cs-2007", "pl-2017"), ("cs-2007", "ru-2017")):
        said, units = memory(first, second)
        marked = {tuid for tuid, unit in units.items() if unit.xmlelement.find("prop[@type='x-doubtful']") is not None}
        sure = {tuid: float(unit.xmlelement.findtext("prop[@type='x-confidence']") or 1) for tuid, unit in units.items()}
        assert marked == {tuid for tuid, value in sure.items() if value < 0.8}, (first, second)
        assert f"; marked doubtful (prop x-doubtful: the provisions' pairing is under 80% sure, compare the texts before " \
               f"use): {len(marked)}" in said, said
        if second == "pl-2017":
            assert {"cs-2007/30B2=pl-2017/30B1#text", "cs-2007/80B2h=pl-2017/80B2h#text"} <= marked
            assert "cs-2007/16B3=pl-2017/16B3#text" in units and "cs-2007/16B3=pl-2017/16B3#text" not in marked


def test_every_tmx_segment_is_its_provisions_whole_text_as_a_cat_tool_reads_it(memory, out):
    """A Czech translator read the TMX's segments cut at every footnote marker (pl 80B2h `<seg>Przyjmowanie</seg>`,
    16B3 ending "…po zakończeniu rozgrywki"): the text before the marker's empty `<ph/>` alone, as an XML library's
    `seg.text` gives it. Read as a CAT tool reads it (translate-toolkit's `tmxfile`), every segment of every unit is
    the provision's whole title, text, lead-in or closing sentence (`show` prints them; pl-2017.txt:1918 "Przyjmowanie²⁶
    zgłoszeń uczestników i sporządzanie ich listy."), the marker's place kept; a sentence unit, or one sense of a definition, is in its text."""
    from lawbase.export import with_term_readings
    from lawbase.export.tmx import read_fields

    graph = with_term_readings(json.loads((out / "lawbase.json").read_text(encoding="utf-8")))
    nodes = {(node["edition"], node["key"]): node for node in graph["nodes"]}
    for first, second in (("cs-2007", "pl-2017"), ("cs-2007", "ru-2017"), ("pl-2017", "ru-2017")):
        _, units = memory(first, second)
        with_markers = 0
        for tuid, unit in units.items():
            part = tuid.rsplit("#", 1)[1]
            for tuv, text in zip(unit.xmlelement.iterfind("tuv"), (unit.source, unit.target)):
                node = read_fields(nodes[tuv.findtext("prop[@type='x-edition']"), tuv.findtext("prop[@type='x-key']")])[0]
                after = node.get("after_children")
                whole = {"title": [node["title"]], "text-after": [node["text"][after or 0:]],
                         "text": [node["text"], node["text"][:after or 0].rstrip("\n")]}.get(part)
                if node["kind"] == "definition" and part == "text":  # one sense of a definition beside the other's (pl-2017 Rozdanie, 3.)
                    whole = None
                assert text in whole if whole else text in node["text"], (tuid, text, whole)
                with_markers += tuv.find("seg/ph") is not None
        assert with_markers > 20, (first, second, with_markers)

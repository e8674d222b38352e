"""What `lawbase export --format tmx|csv` says it wrote, in the reader's language (`profiles/ui`, `tmx_*`): a
Russian translator read "1023 translation units … left out as no translation …" under `--ui ru`. Each count is an
interface string of its own, so that a language says it in its order ("единиц перевода: 1023")."""

from __future__ import annotations

from collections import Counter

from ..spreadsheet_csv import drafts_said
from ..ui_strings import DEFAULT, strings
from .units import AFTER, REST, TEXT, TITLE

ALIGNED = ("same", "moved")


def summary(graph: dict, alignment, from_edition: str, to_edition: str, where: str, words) -> str:
    """What was written, by kind and part, and everything left out, by why (what a translator reviews by hand)."""
    def count(key: str, number: int, **values) -> str:
        return words.counted(key, number, **values)

    parts = Counter((pair.relation, pair.part) for pair in alignment.pairs)
    paired = {kind: len({(pair.source["id"], pair.target["id"]) for pair in alignment.pairs if pair.relation == kind})
              for kind in ("definition", "footnote")}
    pairs, provision = alignment.provisions, Counter()
    for (relation, part), number in parts.items():
        provision[part] += number if relation in ALIGNED else 0
    kinds = [count("tmx_titles", provision[TITLE]), count("tmx_texts", provision[TEXT])]  # a part none is, unsaid
    kinds += [count("tmx_closing_list", provision[AFTER])] if provision[AFTER] else []
    kinds += [count("tmx_of_sentence", parts["sentence", "sentence"])] if parts["sentence", "sentence"] else []
    kinds += [count("tmx_left_of_text", parts["sentence", REST])] if parts["sentence", REST] else []
    more = [count("tmx_definitions", paired["definition"], terms=count("tmx_terms", parts["definition", TITLE]),
                  texts=count("tmx_texts", parts["definition", TEXT]))] if paired["definition"] else []
    more += [count("tmx_footnotes", paired["footnote"])] if paired["footnote"] else []
    drafts = drafts_said(graph, from_edition, to_edition)
    named = [edition + (f" ({drafts[edition]})" if edition in drafts else "") for edition in (from_edition, to_edition)]
    details = words.format("tmx_details", pairs=count("tmx_provision_pairs", sum(pairs.values())),
                           same=count("tmx_same", pairs["same"]), moved=count("tmx_moved", pairs["moved"]),
                           parts="; ".join([", ".join(kinds)] + more))
    line = words.format("tmx_written", where=where, units=count("tmx_units", len(alignment.pairs)), source=named[0],
                        target=named[1], details=details)
    skipped = [(key, number) for key, number in (
        ("tmx_without_text", alignment.without_text), ("tmx_unmatched", alignment.unmatched),
        ("tmx_unknown_keys", alignment.unknown_keys), ("tmx_said_already", alignment.said_already),
        ("tmx_footnote_twins", len(alignment.footnote_twins))) if number]
    if skipped:
        line += words.format("tmx_skipped", list=", ".join(count(key, number) for key, number in skipped))
    if alignment.not_translations:  # said, so that a translator knows what to review by hand; in one order
        english = strings(DEFAULT)  # the order the English names them in, whatever the language
        ordered = sorted(alignment.not_translations.items(),
                         key=lambda item: english.format(f"tmx_relation_{item[0]}", edition=to_edition))
        line += words.format("tmx_not_translations", list=", ".join(
            words.format("tmx_relation_count", count=number,
                         relation=words.format(f"tmx_relation_{code}", edition=to_edition)) for code, number in ordered))
    for kind in ("definition", "footnote"):
        line += left_out(kind, graph["nodes"], alignment.pairs + alignment.footnote_twins, (from_edition, to_edition),
                         words)
    return line


def left_out(kind: str, nodes: list[dict], units: list, editions: tuple[str, str], words) -> str:
    """`; left out, definitions …: 7 of pl-2017's 64, 10 of ru-2017's 67`: the nodes of a kind in no unit
    ("" where none is)."""
    used = {node["id"] for unit in units for node in (unit.source, unit.target)}
    said, missing = [], 0
    for edition in editions:
        own = [node for node in nodes if node["edition"] == edition and node["kind"] == kind]
        unused = sum(node["id"] not in used for node in own)
        missing += unused
        said += [words.format("tmx_of_edition", count=unused, edition=edition, total=len(own))] if own else []
    return words.format(f"tmx_left_out_{kind}s", list=", ".join(said)) if missing else ""

"""Translation pairs from the concordance: a TMX 1.4b translation memory, or the same pairs as CSV.

The units of each aligned provision pair from one edition to another (`units.py`: its heading, its text,
the sentence closing a list): `same` pairs, and `moved` ones (the provision has another key there: a note
and the keys say so). `changed`, `split`, `merged` and `none` give no unit: those texts do not translate
each other - except a provision cut out of one sentence of the other edition's (the concordance's
`sentences`: 2017 24D is a sentence of 2007 24), which gives a unit of that sentence and that provision
(relation `sentence`, a note says which). Then the definitions the site's glossary pairs (`definition`)
and the footnotes of paired provisions holding as many (`footnote`); the summary line counts every
record, definition and footnote left out.
A word the source typed in two alphabets, and a defined term typed in the other alphabet (ru-2017's "PO",
"ПО" in its text), is read in the TMX segment (a memory's segments are matched and copied into new
translations), what was printed kept in a note and a prop; the CSV keeps the text as printed.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path

from lxml import etree

from .. import __version__
from ..errors import LawbaseError, UsageError
from ..evidence import Evidence
from ..cited_evidence import CODES as CITED
from ..graph import Graph, footnote_sign
from ..keys import node_id
from ..manifest import draft_said
from ..phrases import draft_note
from ..profiles import load_profile
from ..read_back import WEAK, reversed_records
from ..spreadsheet_csv import csv_bytes, drafts_said, stdout_is_a_file, with_draft_columns
from . import (OTHER_ALPHABET, TWO_ALPHABETS, XML_DECLARATION, XML_LANG, XmlCleaner, check_edition, document_words,
               read_words, shown, to_stdout, with_term_readings, write_atomically)
from .tmx_marks import fill_segment, markers_by_node, segment_marks
from .rearranged import rearranged
from ..ui_strings import DEFAULT, strings
from .summary import ALIGNED, summary
from .units import cut_units, definition_pairs, footnote_pairs, rest_pairs, unit_name

CSV_COLUMNS = ["from_edition", "from_key", "to_edition", "to_key", "part", "relation", "confidence", "from_text",
               "to_text", "from_printed", "to_printed",  # as printed: a recovered key's number, every footnote's (`x-key-printed`)
               "note"]  # the TMX's note of the pair (a footnote's provisions, a moved provision's keys)


@dataclass(frozen=True)
class Pair:
    source: dict
    target: dict
    relation: str
    confidence: float | None
    note: str = ""  # an `Evidence`: said in the target's language (`notes_words`)
    part: str = ""  # of a unit: `units.TITLE`, `TEXT`, `AFTER`, or `sentence`; "" for a pair not yet cut
    cited: tuple = ()  # the record's citations renumbered or made by one side alone (`cited_evidence`): notes too

    @property
    def notes(self) -> list:
        return ([self.note] if self.note else []) + list(self.cited)


@dataclass
class Alignment:
    pairs: list[Pair] = field(default_factory=list)
    without_text: int = 0  # one side has neither title nor text: nothing to translate
    unknown_keys: int = 0  # the concordance names a key the graph lacks
    said_already: int = 0  # a sentence's unit that says what its provision's own unit says
    footnote_twins: list = field(default_factory=list)  # a footnote's unit whose two texts another's has
    unmatched: int = 0  # a heading alone beside a text alone: no unit
    provisions: Counter = field(default_factory=Counter)  # the same and moved pairs cut into units, by relation
    not_translations: Counter = field(default_factory=Counter)  # records left out by relation: changed, split, ...


def segment(node: dict) -> str:
    """A provision as a translator reads it: its title, then its own text (footnote markers aside)."""
    return "\n".join(part for part in (node["title"], node["text"]) if part)


def read_fields(node: dict) -> tuple[dict, list[tuple[str, str, str]]]:
    """The node with each word typed in two alphabets replaced by its reading (`repairs`: "obowiązкови" is
    "obowiązkowi"), and a defined term typed in the other alphabet by the text's spelling (`term_reading`:
    "PO" is "ПО"), and the (printed, reading, how it was typed) of each; a word without a reading stays."""
    fields, words = {"title": node["title"], "text": node["text"]}, []
    for field, start, end, reading, how in sorted(read_words(node), key=lambda r: (r[0], -r[1])):
        text = fields.get(field, "")
        if reading and 0 <= start < end <= len(text):
            words.append(((field != "title", start), text[start:end], reading, how))
            fields[field] = text[:start] + reading + text[end:]
    return {**node, **fields}, [tuple(word) for _, *word in sorted(words)]


TYPED = {TWO_ALPHABETS: "tmx_typed_two_alphabets", OTHER_ALPHABET: "tmx_typed_other_alphabet"}  # a read word's note


def flags(node: dict) -> list[Evidence]:
    """What a translator is told of a side: a number lawbase recovered, a word it read."""
    said, side = [], {"edition": node["edition"], "key": node["key"]}
    if node.get("inferred"):
        printed = node["inferred"].get("printed")
        said.append(Evidence("tmx_recovered", **side, printed=printed) if printed else
                    Evidence("tmx_recovered_unprinted", **side))
    for printed, reading, how in dict.fromkeys(read_fields(node)[1]):  # 57A: взяtkу in its title and text, one note
        said.append(Evidence(TYPED[how], **side, printed=printed, reading=reading))
    return said


def notes_words(graph: dict, to_edition: str):
    """The language of a memory's notes: its target's, the language its translator writes in (a file the same
    wherever it is exported, unlike the reader's interface language); English where the target has no interface
    strings. The TMX header's `adminlang` says it."""
    return document_words(next(edition["language"] for edition in graph["editions"] if edition["id"] == to_edition))


def like_for_like(source: dict, target: dict) -> tuple[dict, dict]:
    """Heading beside heading, text beside text. A provision with text of its own beside one whose text
    stands in its parts (2007 Law 1 holds the rules of the deck, 2017 Law 1 only its title, the rules in
    1A and 1B): the unit is the headings alone. A provision with a heading beside one without (2007 45D,
    its heading and rule, beside 2017 45D1, the rule whose heading is 45D's): the unit is the texts alone."""
    if bool(source["text"]) != bool(target["text"]) and source["title"] and target["title"]:
        return {**source, "text": ""}, {**target, "text": ""}
    if bool(source["title"]) != bool(target["title"]) and source["text"] and target["text"]:
        return {**source, "title": ""}, {**target, "title": ""}
    return source, target


def headings_once(pairs: list[Pair]) -> list[Pair]:
    """A provision paired with several, one of them a heading alone (2007 Law 1 with 2017 Law 1, its title,
    and 1A and 1B, its rules): its heading is in that unit, so the others are texts alone."""
    headed = {pair.source["id"] for pair in pairs if not pair.target["text"]}
    headed |= {pair.target["id"] for pair in pairs if not pair.source["text"]}
    return [replace(pair, source={**pair.source, "title": ""}, target={**pair.target, "title": ""})
            if pair.source["text"] and pair.target["text"] and headed & {pair.source["id"], pair.target["id"]}
            else pair for pair in pairs]


def aligned_pairs(graph: dict, from_edition: str, to_edition: str, term_maps: dict | None = None) -> Alignment:
    """The units of the `same` and `moved` pairs from one edition to the other (none at all is a one-line
    error), then of the definitions the glossary pairs and of the footnotes of paired provisions."""
    for edition in (from_edition, to_edition):
        check_edition(graph, edition)
    if from_edition == to_edition:
        raise UsageError.said("export_same_edition", edition=from_edition)
    if not graph.get("concordance"):
        raise LawbaseError.said("export_no_concordance")
    entries = [entry for entry in graph["concordance"]
               if (entry.get("from_edition"), entry.get("to_edition")) == (from_edition, to_edition)]
    stored = entries
    if not entries:  # the concordance keeps one direction of a pair: read it the other way round
        stored = [entry for entry in graph["concordance"]
                  if (entry.get("from_edition"), entry.get("to_edition")) == (to_edition, from_edition)]
        entries = reversed_records(stored)
    if not entries:
        raise LawbaseError.said("export_no_pairs", first=from_edition, second=to_edition)
    by_id = {node["id"]: node for node in graph["nodes"]}
    alignment = Alignment()
    years = {edition["id"]: edition["laws_year"] for edition in graph["editions"]}
    same_laws = years[from_edition] == years[to_edition]
    rearranged_pairs = rearranged(stored, by_id)  # as the records say them: read backwards, a part moved
    rearranged_pairs |= {(new, old) for old, new in rearranged_pairs}  # further looks rearranged (pl-2017 16C3)
    for entry in entries:
        if same_laws and is_footnote(entry, by_id, from_edition, to_edition):
            continue  # two translations' footnotes: paired below by their provisions, as the concordance pairs them
        sentence_pairs(entry, by_id, from_edition, to_edition, alignment, rearranged_pairs)
        if entry.get("relation") not in ALIGNED or not entry.get("from"):
            if entry.get("sentences"):  # its sentences are units (`sentence_pairs`): not left out
                continue
            relation = entry.get("relation")
            alignment.not_translations["new" if not entry.get("from") else relation] += 1  # `summary` names them
            continue
        source = by_id.get(node_id(from_edition, entry["from"]))
        for key in entry.get("to") or []:
            target, mine = by_id.get(node_id(to_edition, key)), source
            sentence = entry.get("sentences", {}).get(key) or entry.get("sentences", {}).get(entry["from"])
            if source and target and sentence and sentence not in (source["text"], target["text"]):
                alignment.not_translations["one_sentence"] += 1  # cs-2007 15C's 4 sentences
                mine, target = {**source, "text": ""}, {**target, "text": ""}  # and pl-2017 15B: its headings
                # and the sentence's unit alone
            if (node_id(from_edition, entry["from"]), node_id(to_edition, key)) in rearranged_pairs:
                alignment.not_translations["rearranged"] += 1
            elif not (mine and target):
                alignment.unknown_keys += 1
            elif not (segment(mine) and segment(target)):
                alignment.without_text += 1
            else:
                note = (Evidence("tmx_moved", key=mine["key"], edition=from_edition, other_key=target["key"],
                                 other_edition=to_edition) if entry["relation"] == "moved" else "")
                alignment.pairs.append(Pair(*like_for_like(mine, target), entry["relation"], entry.get("confidence"),
                                            note, cited=tuple(line for line in entry["evidence"]
                                                              if getattr(line, "code", None) in CITED)))
    alignment.pairs += rest_pairs(entries, alignment.pairs, by_id, Pair)
    provisions = alignment.pairs = headings_once(alignment.pairs)
    alignment.provisions = Counter(pair.relation for pair in alignment.pairs if pair.relation != "sentence")
    alignment.pairs, alignment.unmatched = cut_units(alignment.pairs)
    whole = {(pair.source["id"], pair.target["id"], segment(pair.source), segment(pair.target))
             for pair in alignment.pairs if pair.relation != "sentence"}
    kept = [pair for pair in alignment.pairs if pair.relation != "sentence" or (  # one unit per text
        pair.source["id"], pair.target["id"], segment(pair.source), segment(pair.target)) not in whole]
    alignment.said_already, alignment.pairs = len(alignment.pairs) - len(kept), kept
    alignment.pairs, alignment.footnote_twins = one_unit_per_footnote_text(alignment.pairs)
    if not alignment.pairs:
        relations = Counter(entry.get("relation") for entry in entries)
        raise LawbaseError.said("export_no_text_pairs", first=from_edition, second=to_edition,
                                relations=", ".join(f"{name} {count}" for name, count in relations.items()))
    others, unmatched = cut_units(definition_pairs(graph, from_edition, to_edition, term_maps or {}, Pair)
                                  + footnote_pairs(provisions, Graph(graph), Pair))
    alignment.pairs += others
    alignment.unmatched += unmatched
    return alignment


def is_footnote(entry: dict, by_id: dict, from_edition: str, to_edition: str) -> bool:
    """Whether a concordance record pairs footnotes (by its node's kind; a `none` record has one side)."""
    edition, key = (from_edition, entry["from"]) if entry.get("from") else (to_edition, (entry.get("to") or [""])[0])
    return by_id.get(node_id(edition, key), {}).get("kind") == "footnote"


def one_unit_per_footnote_text(pairs: list[Pair]) -> tuple[list[Pair], list[Pair]]:
    """A note the texts print under several Laws (1997's "normal play" note, under 69, 70 and 71; its note on
    a lead it cannot make, under 50 and 51) is one unit, not one per Law: of the footnotes' units with the same
    two texts, the `same` one, else the first; and the others (their twins)."""
    kept: dict[tuple[str, str], Pair] = {}
    for pair in pairs:
        texts = (segment(pair.source), segment(pair.target))
        if pair.source["kind"] == "footnote" and (texts not in kept or pair.relation == "same" != kept[texts].relation):
            kept[texts] = pair
    twins = [pair for pair in pairs
             if pair.source["kind"] == "footnote" and kept[segment(pair.source), segment(pair.target)] is not pair]
    return [pair for pair in pairs if all(pair is not twin for twin in twins)], twins


def sentence_pairs(entry: dict, by_id: dict, from_edition: str, to_edition: str, alignment: Alignment,
                   rearranged_pairs: set[tuple[str, str]]) -> None:
    """The units of a record's `sentences`: each new provision beside the sentence it was cut out of (that
    sentence as a provision of its own edition with no title, so that its segment is the sentence); none of
    a family rearranged (`rearranged`)."""
    for key, sentence in sorted(entry.get("sentences", {}).items()):
        own = by_id.get(node_id(from_edition, entry["from"] or ""))  # the record read from the new provision's
        backwards = key == entry["from"] and not (own and sentence in own["text"])  # edition; cs-2007 73A2's "73A2"
        # is its own first sentence, which pl-2017 73A2 says (read backwards, the Czech went into the Polish segment)
        new_edition, old_edition = (from_edition, to_edition) if backwards else (to_edition, from_edition)
        old_keys = entry["to"] if backwards else [entry["from"]]
        new = by_id.get(node_id(new_edition, key))
        old = by_id.get(node_id(old_edition, old_keys[0])) if old_keys else None
        if new is None or old is None:
            alignment.unknown_keys += 1
            continue
        if {(old["id"], new["id"]), (new["id"], old["id"])} & rearranged_pairs:
            alignment.not_translations["rearranged"] += 1
            continue
        at = old["text"].find(sentence)
        repairs = [("text", start - at, end - at, reading, kind) for field, start, end, reading, kind in old.get("repairs", [])
                   if field == "text" and 0 <= at <= start and end <= at + len(sentence)]
        cut = {**old, "title": "", "text": sentence, "repairs": repairs, "text_at": at}  # the heading is no part of it
        new = {**new, "title": ""}
        source, target = (new, cut) if backwards else (cut, new)
        note = Evidence("tmx_sentence", key=old["key"], edition=old["edition"], new_key=key, new_edition=new["edition"])
        alignment.pairs.append(Pair(source, target, "sentence", entry.get("confidence"), note, "sentence"))


def tmx_bytes(graph: dict, alignment: Alignment, from_edition: str, to_edition: str, clean: XmlCleaner) -> bytes:
    """TMX 1.4b: keys, editions, relation and confidence as `prop`s (`x-` types are the user's own),
    segments with each footnote marker an empty `<ph>` (`tmx_marks`), no creation date (the same graph gives the same bytes), languages as locales (`pl-PL`). A word typed in two alphabets
    is read in the segment; a note and an `x-printed` prop keep what was printed, and a recovered key
    gets a note and an `x-key-printed` prop."""
    languages = {edition["id"]: locale(edition["language"]) for edition in graph["editions"]}
    said_in = notes_words(graph, to_edition)
    root = etree.Element("tmx", version="1.4")
    header = etree.SubElement(root, "header", {
        "creationtool": "lawbase", "creationtoolversion": __version__, "segtype": "block", "o-tmf": "lawbase.json",
        "adminlang": locale(said_in.language) if said_in.language != DEFAULT else DEFAULT, "srclang": languages[from_edition],
        "datatype": "plaintext"})
    add_prop(header, "x-from-edition", from_edition)
    add_prop(header, "x-to-edition", to_edition)
    editions = {edition["id"]: edition for edition in graph["editions"]}
    for edition in (from_edition, to_edition):  # a text not approved says so ("… a draft translation …")
        if draft_note(editions[edition]):
            etree.SubElement(header, "note").text = draft_note(editions[edition], said_in)
    body = etree.SubElement(root, "body")
    markers = markers_by_node(graph["nodes"])
    for pair in alignment.pairs:
        unit = etree.SubElement(body, "tu", tuid=f"{unit_name(pair.source)}={unit_name(pair.target)}#{pair.part}")
        for note in pair.notes + flags(pair.source) + flags(pair.target):
            etree.SubElement(unit, "note").text = clean(note.in_words(said_in))
        add_prop(unit, "x-relation", pair.relation)
        add_prop(unit, "x-part", pair.part)
        if pair.confidence is not None:
            add_prop(unit, "x-confidence", str(pair.confidence))
        if doubtful(pair):
            add_prop(unit, "x-doubtful", "yes")
        for node in (pair.source, pair.target):
            variant = etree.SubElement(unit, "tuv", {XML_LANG: languages[node["edition"]]})
            add_prop(variant, "x-edition", node["edition"])
            add_prop(variant, "x-key", node["key"])
            if draft_said(editions[node["edition"]]):
                add_prop(variant, "x-draft", draft_said(editions[node["edition"]]))
            printed = printed_key(node, unprinted="")
            if printed is not None:
                add_prop(variant, "x-key-printed", clean(printed))
            read, words = read_fields(node)
            for printed, *_ in dict.fromkeys(words):
                add_prop(variant, "x-printed", clean(printed))
            fill_segment(etree.SubElement(variant, "seg"), segment(read),
                         segment_marks(node, markers.get(node["id"], [])), clean)
    return XML_DECLARATION + etree.tostring(root, encoding="UTF-8", pretty_print=True,
                                            doctype='<!DOCTYPE tmx SYSTEM "tmx14.dtd">')


def doubtful(pair: Pair) -> bool:
    """A unit whose pairing the concordance is unsure of (below `WEAK`, the site's "doubtful match"): marked, not
    left out. Its sureness is the provisions' pairing, not whether the two texts translate each other: 2007 80B2h
    (0.42) is a faithful unit, 2007 30B2a "the offender must pass" beside 2017 30B1b "may make any legal call" (0.77)
    is none, and 30B2's lead-in beside 30B1's whole rule (0.58) half of one (a Czech translator's review). A CAT tool
    penalizes or filters a unit by a prop; leaving them all out would drop the good ones too."""
    return pair.confidence is not None and pair.confidence < WEAK


def locale(language: str) -> str:
    """The language with its country, as Trados and memoQ set up their memories (`ru-RU`; a bare `ru` has
    to be mapped by hand on import): the profile's `region`; the bare language where it has none."""
    region = load_profile(language).raw.get("region")
    return f"{language}-{region}" if region else language


def add_prop(parent: etree._Element, kind: str, value: str) -> None:
    etree.SubElement(parent, "prop", type=kind).text = value


def printed_key(node: dict, unprinted: str = "no number") -> str | None:
    """What the source printed where lawbase recovered a key (the Czech 40B3 was printed `2.`; `-` a bullet;
    `unprinted` where nothing was), or a footnote's printed number, which its key is not (a footnote printed 19
    is `fn21`: the book numbers them per page or chapter, the keys run through; a translator's review; ru-2017's
    fn28 is printed 28 too, said: a translator matching ru-2017's 28 with pl-2017's 29 reads both); None where
    the key was printed. The TMX's `x-key-printed` (nothing printed: empty) and the CSV's columns."""
    if node.get("inferred"):
        return node["inferred"].get("printed") or unprinted
    if node["kind"] == "footnote":
        return footnote_sign(node)
    return None


def pair_rows(alignment: Alignment, drafts: dict[str, str], words) -> list[list]:
    """The CSV's header and a row per pair (`spreadsheet_csv` writes them), its note in `words`' language (the
    TMX's); where a side is a text not approved (`drafts`: its edition -> "a draft translation"), `DRAFT_COLUMNS`
    say which."""
    rows = [list(CSV_COLUMNS)] + [
        [pair.source["edition"], pair.source["key"], pair.target["edition"], pair.target["key"], pair.part,
         pair.relation, "" if pair.confidence is None else pair.confidence, segment(pair.source),
         segment(pair.target), printed_key(pair.source) or "", printed_key(pair.target) or "",
         "; ".join(note.in_words(words) for note in pair.notes)]
        for pair in alignment.pairs]
    return with_draft_columns(rows, drafts, lambda row: (row[0], row[2]))


def export_pairs(graph: dict, export_format: str, from_edition: str, to_edition: str, dest: Path,
                 term_maps: dict | None = None, words=None) -> list[str]:
    """Write the pairs as TMX or CSV; return the summary line. A translation memory pairs two languages:
    pl-1997 or the notes beside pl-2017 would be units whose source and target a CAT tool cannot tell apart; the
    refusal names the file a review of two texts in one language needs (a committee member's review: the CSV it
    named leaves out what was split, merged, gone or new). The summary in `words`' language, English by default."""
    words = words or strings(DEFAULT)
    graph = with_term_readings(graph)
    alignment = aligned_pairs(graph, from_edition, to_edition, term_maps)
    languages = {edition["id"]: edition["language"] for edition in graph["editions"]}
    if export_format == "tmx" and languages[from_edition] == languages[to_edition]:
        raise LawbaseError.said("export_one_language", first=from_edition, second=to_edition,
                                language=languages[from_edition])
    clean = XmlCleaner()
    data = (tmx_bytes(graph, alignment, from_edition, to_edition, clean) if export_format == "tmx"
            else csv_bytes(pair_rows(alignment, drafts_said(graph, from_edition, to_edition),
                                     notes_words(graph, to_edition)), mark=stdout_is_a_file() if to_stdout(dest)
                           else dest.is_file() or not dest.exists()))
    write_atomically(dest, data)
    marked = sum(map(doubtful, alignment.pairs)) if export_format == "tmx" else 0
    return [summary(graph, alignment, from_edition, to_edition, shown(dest, words), words) + (
        words.format("tmx_doubtful", count=marked, sure=round(WEAK * 100)) if marked else "") + (
        words.format("tmx_replaced", count=clean.replaced) if clean.replaced else "")]

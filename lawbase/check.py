"""Checks of a parsed corpus, edition by edition: counts, anomalies, the tables of contents, word coverage
(two editions of the same Laws compared: `check_editions`)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from .check_citations import spaced_keys
from .check_footnotes import footnotes_restating_their_law
from .contents_titles import spelled_otherwise
from .corpus import Corpus
from .keys import id_parts, node_id
from .parse import Anomaly, ParsedEdition
from .parse.inline import Inline, parse_inline
from .parse.lines import split_glued_runs
from .profiles import load_profile
from .text import REPAIR_MIXED, WORD_LETTERS

WORD = re.compile(r"[^\W\d_]+|\d+")
COUNTED_KINDS = ("law", "section", "subsection", "item", "subitem", "footnote", "definition", "index-entry",
                 "front-matter")
NOT_CONTENT = ("toc", "debris", "furniture")
KEY_LETTER_KINDS = ("look-alike letters", "transliterated letters", "case")  # `letter_kind`, in this order


@dataclass
class EditionReport:
    edition: str
    file: str
    counts: dict[str, int]
    skipped: dict[str, int]
    coverage: float
    uncovered: list[str]
    anomalies: list[Anomaly]
    debris: list[tuple[int, str]]
    normalised: list[dict]  # key markers typed in other letters (`key_letters`)
    warnings: list[str] = field(default_factory=list)
    references: dict = field(default_factory=dict)
    recovered: list[dict] = field(default_factory=list)  # provisions whose numbering was recovered
    repairs: list[dict] = field(default_factory=list)  # words typed in two alphabets
    misread: list[dict] = field(default_factory=list)  # lone letters misread for a one-letter word
    notes: dict = field(default_factory=dict)  # a notes edition: {"notes": N, "empty": [Law keys]}
    index: dict = field(default_factory=dict)  # back-of-book index targets: read, resolved, lines unread
    numbering_unread: int | None = None  # the year of the Laws its citations number, with no text here

    @property
    def errors(self) -> list[Anomaly]:
        return [anomaly for anomaly in self.anomalies if anomaly.severity == "error"]

    def to_json(self) -> dict:
        return {
            "edition": self.edition,
            "file": self.file,
            "counts": self.counts,
            "skipped_lines": self.skipped,
            "word_coverage": round(self.coverage, 5),
            "uncovered_words": self.uncovered,
            "debris": [{"line": line, "text": text} for line, text in self.debris],
            "normalised_keys": self.normalised,
            "warnings": self.warnings,
            "references": self.references,
            "recovered_numbering": [{**item, "evidence": [line.data() for line in item["evidence"]]}
                                    for item in self.recovered],  # (its evidence as codes, as lawbase.json's)
            "mixed_script_words": self.repairs,
            "misread_letters": self.misread,
            "notes": self.notes,
            "index_targets": self.index,
            **({"numbering_unread": self.numbering_unread} if self.numbering_unread else {}),
            "anomalies": [anomaly.to_json(self.file) for anomaly in self.anomalies],
        }


def node_words(parsed: ParsedEdition) -> Counter:
    words: Counter = Counter()
    for node in parsed.nodes:
        for value in (node.title, node.text, node.extra.get("english", ""),
                      " ".join(node.extra.get("targets", [])), node.extra.get("see", ""),
                      node.extra.get("marker", "")):
            words.update(word.casefold() for word in WORD.findall(value or ""))
    return words


def source_words(parsed: ParsedEdition, lines: list[str]) -> Counter:
    """Words of the source outside the table of contents, page furniture and classified debris."""
    excluded = {line for kind in NOT_CONTENT for line in parsed.skipped.get(kind, [])}
    cut = Counter()
    for line, text in parsed.debris:
        cut.update(word.casefold() for word in WORD.findall(text))
    law_headings = {node.lines[0] for node in parsed.nodes if node.kind == "law" and node.lines}
    words: Counter = Counter()
    for number, raw in enumerate(lines, 1):
        if number in excluded:
            continue
        inline = parse_inline(raw)
        text = " ".join(runs_apart(inline)) if number in law_headings else inline.text
        words.update(word.casefold() for word in WORD.findall(text))
    return words - cut


def runs_apart(inline: Inline) -> list[str]:
    """A Law heading's line read as the parse reads it: bold runs back to back are two headings, their words
    apart (cs-2007.md:1757 `…BRIDŽE****SAZBA ZA ZDVIHY**` is "BRIDŽE" and "SAZBA", not "bridžesazba", which
    the graph lacks: a word reported missing that both headings keep)."""
    pieces = []
    rest: Inline | None = inline
    while rest is not None:
        piece, rest = split_glued_runs(rest)
        pieces.append(piece.text)
    return pieces


def coverage(parsed: ParsedEdition, lines: list[str]) -> tuple[float, list[str]]:
    have = node_words(parsed)
    want = source_words(parsed, lines)
    total = sum(want.values())
    missing = want - have
    covered = total - sum(missing.values())
    return (covered / total if total else 1.0), sorted(missing)[:40]


def toc_anomalies(parsed: ParsedEdition) -> list[Anomaly]:
    """The table of contents is not content, but a list to check the parse against."""
    found: list[Anomaly] = []
    laws = {node.key: node for node in parsed.nodes if node.kind == "law"}
    sections: dict[str, list[str]] = {}  # titled sections: what a table of contents lists
    clauses: dict[str, list[str]] = {}  # lettered clauses without a title ("- A. Kontra ...")
    for node in parsed.nodes:
        if node.kind == "section":
            law = id_parts(node.parent)[1]
            (sections if node.title else clauses).setdefault(law, []).append(node.key[len(law):])
    detailed = any(entry["sections"] for entry in parsed.toc.values())
    for number, entry in sorted(parsed.toc.items()):
        law = laws.get(str(number))
        if law is None:
            found.append(Anomaly.said_as("error", entry["line"], "anomaly_toc_law_missing", law=number))
            continue
        if detailed and entry["sections"] != sections.get(str(number), []):
            text = ", ".join(sections.get(str(number), [])) or "-"
            listed = ", ".join(entry["sections"]) or "-"
            found.append(Anomaly.said_as("error", law.lines[0], "anomaly_toc_sections", law=number, sections=text,
                                         line=entry["line"], listed=listed))
        if detailed and str(number) in clauses:
            found.append(Anomaly.said_as("note", law.lines[0], "anomaly_toc_clauses", law=number,
                                         clauses="".join(clauses[str(number)])))
    found += [Anomaly.said_as("note", line, "anomaly_contents_law" if node.kind == "law" else "anomaly_contents_part",
                              key=node.key, title=repr(title), line=node.lines[0], heading=repr(node.title))
              for _, title, line, node in spelled_otherwise(parsed)]  # `contents_titles`
    return found


def reference_summary(references: list[dict], edition_id: str) -> dict:
    """Found, resolved and unresolved references of an edition; citations of Laws the edition does not
    contain (a chapter) are counted apart, as they cannot resolve inside it."""
    mine = [r for r in references if id_parts(r["source"])[0] == edition_id]
    outside = [r for r in mine if r["target"] is None and getattr(r.get("reason"), "code", "") == "outside_laws"]
    unresolved = [r for r in mine if r["target"] is None and r not in outside]
    return {
        "found": len(mine),
        "resolved": len(mine) - len(outside) - len(unresolved),
        "unresolved": unresolved,
        "outside": outside,
        "renumbered": [r for r in mine if "numbering" in r],  # read in another numbering (`renumbering`)
        "unresolved_share": len(unresolved) / len(mine) if mine else 0.0,
    }


def line_of(node, field_name: str, offset: int) -> int:
    """The source line of an offset in a parsed node's title or text."""
    line = node.lines[0]
    for start, number in node.line_map if field_name == "text" else ():
        if start > offset:
            break
        line = number
    return line


def recovered_numbering(parsed: ParsedEdition) -> list[dict]:
    """Every provision whose number the parse recovered, with how and what was printed (a footnote read
    without its marker is an anomaly of its own)."""
    return [{"line": node.lines[0], "key": node.key, **node.extra["inferred"]}
            for node in parsed.nodes if "inferred" in node.extra and node.kind != "footnote"]


def key_letters(parsed: ParsedEdition) -> list[dict]:
    """Every key marker printed in letters other than the key's, by what they are: a Cyrillic letter drawn as
    the Latin one (`В.` for B.), one transliterated (`Д.` for D., `(б)` for (b)), or a capital (40B2a `(I)`);
    a translator's review found the three counted as look-alikes."""
    twins = load_profile(parsed.edition.language).homoglyphs
    found = []
    for node in parsed.nodes:
        if "normalised" in node.extra:
            printed, read = node.extra["normalised"].split(" -> ")
            found.append({"line": node.lines[0], "change": f"{node.key}: {node.extra['normalised']}",
                          "kind": letter_kind(printed, read, twins)})
    return found


def letter_kind(printed: str, read: str, twins: dict[str, str]) -> str:
    changed = [(letter, latin) for letter, latin in zip(printed, read) if letter != latin]
    if all(letter.lower() == latin for letter, latin in changed):
        return KEY_LETTER_KINDS[2]
    if all(twins.get(letter) == latin or letter.lower() == latin for letter, latin in changed):
        return KEY_LETTER_KINDS[0]
    return KEY_LETTER_KINDS[1]


def mixed_script(parsed: ParsedEdition, mixed: bool = True) -> list[dict]:
    """Every word typed in two alphabets, where it stands and its repaired spelling (`mixed` False: every lone
    letter misread for the language's one-letter word, pl-1997-chapter6.txt:63 "ZAGRAŃ l PRZEBIEG")."""
    return [{"line": line_of(node, name, start), "key": node.key, "field": name,
             "word": getattr(node, name)[start:end], "repaired": repaired}
            for node in parsed.nodes for name, start, end, repaired, kind in node.extra.get("repairs", [])
            if (kind == REPAIR_MIXED) == mixed]


def notes_summary(parsed: ParsedEdition) -> dict:
    laws = [node for node in parsed.nodes if node.kind == "law"]
    return {"notes": len(laws), "empty": [node.key for node in laws if node.extra.get("empty")]}


def index_summary(parsed: ParsedEdition, references: list[dict]) -> dict:
    """Targets of the back-of-book index: how many were read and resolved, and the lines whose targets
    were not read (the whole line kept as the term) or not understood."""
    entries = [node for node in parsed.nodes if node.kind == "index-entry"]
    if not entries:
        return {}
    mine = {node_id(parsed.edition.id, node.key) for node in entries}
    records = [r for r in references if r["source"] in mine and r["kind"] == "index"]
    unread = [{"line": node.lines[0], "text": node.title} for node in entries if "\t" in node.title]
    unread += [{"line": r["line"], "text": r["text"]} for r in records if getattr(r.get("reason"), "code", "") == "not_a_key"]
    return {"targets": len(records), "resolved": sum(1 for r in records if r["target"]), "unread": unread}


def other_alphabet_terms(parsed: ParsedEdition) -> list[Anomaly]:
    """A defined term typed in the other alphabet where the text writes it in its own (`own_alphabet_spelling`:
    ru-2017's "PO" for "ПО"), so that the text never reaches the definition; the exports flag it too."""
    profile = load_profile(parsed.edition.language)
    words = {word for node in parsed.nodes for word in WORD_LETTERS.findall(node.text)}
    found = []
    for node in parsed.nodes:
        written = profile.own_alphabet_spelling(node.title, words) if node.kind == "definition" else None
        if written:
            found.append(Anomaly.said_as("warning", node.lines[0], "anomaly_term_other_alphabet", term=repr(node.title),
                                         written=repr(written)))
    return found


def asterisk_pointers(parsed: ParsedEdition) -> list[Anomaly]:
    """A footnote pointer printed as an asterisk ("liší*)", cs-2007 17D3: the page's footnote 1 is cited by
    a number in 17D2 too): kept as printed, not linked to a footnote - said, as a lost number is."""
    found = []
    for node in parsed.nodes:
        for match in re.finditer(r"(\w+)(\*+\))", node.text):
            found.append(Anomaly.said_as("note", line_of(node, "text", match.start()), "anomaly_asterisk_pointer",
                                         pointer=repr(match.group(2)), word=repr(match.group(1))))
    return found


UNREAD_PART = re.compile(r"\([^()\s]{1,6}\)")  # "(if)" glued to a key: a damaged part the key grammar stops before


def unread_citation_parts(parsed: ParsedEdition, references: list[dict]) -> list[Anomaly]:
    """A citation whose key goes on in a part no key reads (ru-2017.md:1013 "30В1(b)(if)", pl-2017's
    "30B1b(i)"): resolved by what it reads, and said, as the reader may take it for another provision."""
    nodes = {node.id: node for node in parsed.nodes}
    found = []
    for record in references:
        node = nodes.get(record["source"])
        if node is None or record.get("field") != "text" or "end" not in record:
            continue
        part = UNREAD_PART.match(node.text, record["end"])
        if part:
            found.append(Anomaly.said_as("note", line_of(node, "text", record["end"]), "anomaly_citation_part",
                                         citation=repr(record["text"] + part.group(0)), key=record.get("key"),
                                         part=repr(part.group(0))))
    return found


def crossed_index_targets(parsed: ParsedEdition, references: list[dict]) -> list[Anomaly]:
    """Two index entries each worded as the title of the other's target (`crossed_entries`): kept, said."""
    nodes = {node.id: node for node in parsed.nodes}
    found = []
    for record in references:
        entry, other = nodes.get(record["source"]), nodes.get(record.get("crossed", ""))
        if entry is not None and other is not None:
            found.append(Anomaly.said_as("warning", record["line"], "anomaly_index_crossed", entry=repr(entry.title),
                                         key=record["key"], title=repr(nodes[record["target"]].title),
                                         other=repr(other.title), line=other.lines[0]))
    return found


def edition_errors(parsed: ParsedEdition) -> list[Anomaly]:
    """What makes `lawbase check` fail for an edition (cheap: no word coverage)."""
    return [anomaly for anomaly in list(parsed.anomalies) + toc_anomalies(parsed) if anomaly.severity == "error"]


def edition_report(corpus: Corpus, edition_id: str, references: list[dict] | None = None) -> EditionReport:
    parsed = corpus.parsed[edition_id]
    edition = parsed.edition
    lines = (corpus.folder / edition.file).read_text(encoding="utf-8", errors="replace").replace(
        "\r\n", "\n").split("\n")
    counts = Counter(node.kind for node in parsed.nodes)
    ratio, uncovered = coverage(parsed, lines)
    anomalies = (list(parsed.anomalies) + toc_anomalies(parsed) + other_alphabet_terms(parsed)
                 + asterisk_pointers(parsed) + unread_citation_parts(parsed, references or [])
                 + crossed_index_targets(parsed, references or []) + footnotes_restating_their_law(parsed)
                 + spaced_keys(parsed, references or []))
    return EditionReport(
        edition=edition.id,
        file=str(corpus.folder / edition.file),
        counts={kind: counts.get(kind, 0) for kind in COUNTED_KINDS},
        skipped={kind: len(lines_) for kind, lines_ in sorted(parsed.skipped.items())},
        coverage=ratio,
        uncovered=uncovered,
        anomalies=sorted(anomalies, key=lambda a: (a.line or 0, a.message)),
        debris=parsed.debris,
        normalised=key_letters(parsed),
        warnings=parsed.warnings,
        references=reference_summary(references or [], edition_id),
        recovered=recovered_numbering(parsed),
        repairs=mixed_script(parsed),
        misread=mixed_script(parsed, mixed=False),
        notes=notes_summary(parsed) if edition.kind == "notes" else {},
        index=index_summary(parsed, references or []),
        numbering_unread=edition.numbering if edition.numbering and not any(
            other.kind == "laws" and other.laws_year == edition.numbering for other in corpus.editions) else None,
    )

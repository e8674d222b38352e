"""Measure the recall of the reference finder and of the back-of-book index target parser.

Usage: python bench/reference_recall.py [--out build] [--corpus corpus] [--labels FILE] [--json]
       (after `lawbase build --out OUT`; the corpus is parsed again only for the source lines)

1. Text references. Every title and text of every node of every edition (index entries aside) is
   scanned with BROAD patterns per language, deliberately wider than the finder's grammar: any Law
   word in any case a few words before a number; any part word followed by something key-like (bare
   letters, «а», c)); key-shaped tokens (16C2, B.1, 47E) anywhere; keys next to above/below words;
   lists of keys in brackets; "this Law" and "this section" phrases in any case; see-words followed by
   anything. Overlapping matches form one candidate span; the key-like tokens inside a span are the
   units counted ("przepisy 45 i 65" holds two). A unit is FOUND when a reference record of
   `OUT/lawbase.json` (same node and field) overlaps it. Whether a unit is a true citation
   ("przepis 16D") or not ("52 karty", "niniejsze przepisy" = the Laws as a whole) is judged by hand
   in tests/data/reference_recall.toml, named by edition, source line and the exact words (never by
   offsets, so small parser changes keep the labels); unfound units nobody has judged are printed as
   "to judge", so new candidates show after a change. `extra` entries there add citations that no
   broad pattern catches. A fixed sample of found units is judged too: the precision of the finder,
   and whether it read the key that is meant.
2. Index targets. Every source line of the back-of-book index (pl-2017, cs-2007) is compared with
   the targets the graph kept for it: targets not parsed or parsed in part, lines that run several
   entries together, cross-entries lost or unresolved. Targets are counted from the source by a
   loose pattern; the lines where that count is unreliable are counted by hand in the same file
   (`index`), with what they mean.

Labels (`label`): `edition`, `line`, `words` (the candidate's words, or the part of them that holds the
unit), optionally `token` (the key-like token inside the words, when they hold more than one),
`citation` (true / false), `key` (the key meant), `class` (the shape class of a missed citation),
`note`.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import tomllib
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lawbase.corpus import load_corpus  # noqa: E402
from lawbase.references import line_at as source_line  # noqa: E402

LABELS = ROOT / "tests" / "data" / "reference_recall.toml"
# cross-references that name no key (a definition by its term, "see above"): counted apart
NO_KEY_CLASSES = {"see-term", "see-above"}
# found units judged by hand for precision, per edition (chosen by a hash of edition, line and words)
SAMPLE_PER_EDITION = {"pl-2017": 30, "cs-2007": 30, "ru-2017": 30, "pl-1997": 15, "pl-notes": 5}

# ---------------------------------------------------------------------------------------------
# Broad patterns: the words of each language, wider than the profiles on purpose

REST = r"[^\W\d]*"  # the rest of a word in any case or number (letters only: "przepis72B1" is two tokens)


def stems(*words: str) -> str:
    return "|".join(word + REST for word in words)


WORDS = {
    "pl": {
        "law": stems("przepis", "praw[oaiuy]") + r"|prz\.|P\.",
        "part": stems("punkt", "punkc", "podpunkt", "ustęp", "liter", "sekcj", "paragraf", "częś", "akapit",
                      "podrozdzia", "rozdzia") + r"|pkt\.?|ust\.|lit\.",
        "see": r"patrz(?:\s+(?:też|również|także|np\.))?|zob\.|zobacz(?!\w)|por\.|porównaj|vide|cf\.",
        "this": rf"(?:{stems('niniejsz', 'te[gjnm]', 't[yo]m?', 'tą', 'ta')})\s+(?:{stems('przepis', 'praw[oaiuy]')})",
        "this_part": rf"(?:{stems('niniejsz', 'te[gjnm]', 't[yo]m?', 'tą', 'ta')})\s+"
                     rf"(?:{stems('punkt', 'punkc', 'podpunkt', 'ustęp')})",
        "list": r"i|oraz|lub|albo|bądź|a\s+także|ani|czy|względnie|do|a|bądź\s+też|jak\s+i",
        "around": stems("powyż", "poniż") + r"|wyżej|niżej",
        "skip": stems("numer") + r"|odpowiednio|również|też|także|np\.|nr|od",
    },
    "cs": {
        "law": stems("pravid") + r"|pr\.",
        "part": stems("odstav", "bod", "písmen", "článk", "část", "oddíl", "paragraf")
                + r"|odst\.|písm\.|čl\.|§",
        "see": r"viz(?:\s+(?:též|také|rovněž|i|zejména))?|srov\.|srovnej|srv\.|cf\.",
        "this": r"(?:tohoto|tomto|toto|tímto|tomuto|tento|téhož|tato|této|touto|tyto|těchto|daného|dané|daném)"
                rf"\s+(?:{stems('pravid')})",
        "this_part": r"(?:tohoto|tomto|toto|tímto|tomuto|tento|téhož|tato|této|touto|tyto|těchto)"
                     rf"\s+(?:{stems('odstav', 'bod', 'písm')}|odst\.)",
        "list": r"a|i|nebo|či|a\s+také|až|až\s+do|resp\.|respektive|popř\.|případně|anebo|ani",
        "around": stems("předchoz", "následuj", "uveden") + r"|výše|níže|shora|dále",
        "skip": r"rovněž|také|též|např\.|č\.|číslo",
    },
    "ru": {
        "law": stems("правил") + r"|прав\.",
        "part": stems("пункт", "подпункт", "раздел", "част[иьяейю]", "параграф", "стать", "букв", "абзац",
                      "подраздел") + r"|п\.|пп\.",
        "see": r"см\.(?:\s+также)?|ср\.|сравни(?:те)?(?!\w)|" + stems("смотри"),
        "this": rf"(?:{stems('настоящ', 'данн', 'эт', 'сем', 'сег', 'указанн', 'тог', 'том', 'тем')})"
                rf"\s+(?:{stems('правил')})",
        "this_part": rf"(?:{stems('настоящ', 'данн', 'эт', 'сем', 'сег', 'указанн')})"
                     rf"\s+(?:{stems('пункт', 'подпункт', 'раздел')})",
        "list": r"и|или|либо|а\s+также|по|до|а",
        "around": stems("выше", "ниже", "вышеуказанн", "нижеследующ", "предыдущ", "следующ"),
        "skip": r"соответственно|также|тоже|например|№",
    },
}

# Key shapes, Latin and Cyrillic look-alikes alike; a space may stand inside a key ("B. 1", "2. c)")
UPPER = "A-ZАВСДЕНКМОРТХ"
LOWER = "a-zа-я"
ITEM = rf"(?: ?\( ?[{LOWER}] ?\)| ?[{LOWER}]\)|(?<=\d)[{LOWER}](?!\w))"
SUB = r"(?: ?\([a-z]{1,4}\))"  # (ii), and typos such as (if)
FULL = rf"\d{{1,3}}(?: ?[{UPPER}](?![{UPPER}])(?:\.? ?\d{{1,2}})?)?(?:\.?{ITEM})?{SUB}*"
LAW_SECTION = rf"\d{{1,3}} ?[{UPPER}](?![{UPPER}])(?:\.?\d{{1,2}})?(?:\.?{ITEM})?{SUB}*"
SECTION = rf"[{UPPER}](?!\. \d)(?:\.? ?\d{{1,2}})?(?:\.?{ITEM})?{SUB}*"
QUOTED = rf"(?:« ?[{LOWER}] ?»|„[{LOWER}]”|\"[{LOWER}]\"|“[{LOWER}]”)"
BARE_ITEM = rf"(?:\( ?[{LOWER}] ?\){SUB}*|(?<![\w(])[{LOWER}]\){SUB}*|\([ivx]{{1,4}}\))"
RELATIVE = rf"(?:{SECTION}|\d{{1,2}}(?:\.?{ITEM})?{SUB}*|{BARE_ITEM}|{QUOTED})"
ANY_KEY = rf"(?:{FULL}|{RELATIVE})"
END = r"(?![\w%])"
TOKEN = re.compile(rf"{QUOTED}|{FULL}{END}|{SECTION}(?!\w)|{BARE_ITEM}")
WHOLE_UNIT = ("this-law", "this-part", "part-letter", "see-other")  # the phrase is the unit


def list_of(key: str, words: dict) -> str:
    separator = (rf"(?:\.?\s*[,;/]\s*(?:(?i:{words['list']})\s+)?|\.?\s+(?i:{words['list']})\s+"
                 rf"|\s*[–—-]\s*)")
    return rf"{key}{END}(?:{separator}{key}{END})*"


@cache
def patterns(language: str) -> list[tuple[str, re.Pattern]]:
    words = WORDS[language]
    gap = rf"(?:\s+(?:(?i:{words['skip']})|[^\s\d.;:!?()]+)){{0,3}}?"
    short_gap = rf"(?:\s+(?:(?i:{words['skip']})|[^\s\d.;:!?()]+)){{0,2}}?"
    relative_list = list_of(RELATIVE, words)
    any_list = list_of(ANY_KEY, words)
    found = [
        # a Law word in any case, up to three words, then a number-led key list: "przepisy odpowiednio
        # 45 i 65", "Правило (21 или 47E)", "przepis72B1"
        ("law-word", rf"(?<!\w)(?i:{words['law']})(?:(?<=\.)|(?![^\W\d])){gap}\s*\(?\s*"
                     rf"(?P<keys>{list_of(FULL, words)})"),
        # a part word in any case, up to two words, then anything key-like: A, C2, 3, (b), c), «а»
        ("part-word", rf"(?<!\w)(?i:{words['part']})(?!\w){short_gap}\s*\(?\s*(?P<keys>{relative_list})"),
        # a part word straight before a bare letter: "písmeno c", "пункт а"
        ("part-letter", rf"(?<!\w)(?i:{words['part']})\s+(?P<keys>[{LOWER}])(?![\w(])"),
        # a see-word, up to three words, then anything key-like: "viz též C1", "patrz jednak C"
        ("see-word", rf"(?<!\w)(?i:{words['see']})(?!\w)\s*[:–-]?{gap}\s*\(?\s*(?P<keys>{any_list})"),
        # a Law key with its section letter, anywhere: 16C2, 12C1(b), 30В1(b)(if)
        ("key-shape", rf"(?<![\w.])(?P<keys>{list_of(LAW_SECTION, words)})"),
        # a section key anywhere: C1, B.1, A2 b)
        ("section-shape", rf"(?<![\w.])(?P<keys>[{UPPER}](?!\. \d)\.? ?\d{{1,2}}(?:\.?{ITEM})?{SUB}*)(?![\w%])"),
        # anything key-like before above/below words: "A2, powyżej", "D. níže", "(a) lub (b) powyżej",
        # "stosownie do 1 powyżej"
        ("around", rf"(?<![\w.])(?P<keys>{relative_list})\.?\s*,?\s*(?i:{words['around']})(?!\w)"),
        # above/below words before anything key-like: "opisanych powyżej od A do E"
        ("around-before", rf"(?<!\w)(?i:{words['around']})(?!\w){short_gap}\s*\(?\s*(?P<keys>{relative_list})"),
        # an item letter inside running text: "w myśl (a) lub (b)", "według (a)"
        ("inline-item", rf"(?<=[^\s\-–—.]) +(?P<keys>{list_of(BARE_ITEM, words)})"),
        # "this section": "настоящему пункту", "tohoto odstavce", "niniejszego punktu"
        ("this-part", rf"(?<!\w)(?P<keys>(?i:{words['this_part']}))(?!\w)"),
        # a list of keys in brackets: "(21 или 47E)", "(B1, B2)"
        ("bracket-list", rf"\(\s*(?P<keys>{any_list})\s*\)"),
        # "this Law" in any case: "Это Правило", "tohoto pravidla", "niniejszy przepis"
        ("this-law", rf"(?<!\w)(?P<keys>(?i:{words['this']}))(?!\w)"),
        # a see-word followed by no key at all: "Patrz również „Sprostowanie”", "см. выше" (last: see scan)
        ("see-other", rf"(?<!\w)(?i:{words['see']})(?!\w)\s*(?P<keys>[^\s.;,)][^.;)\n]{{0,40}})"),
    ]
    return [(name, re.compile(regex)) for name, regex in found]


# ---------------------------------------------------------------------------------------------
# Candidates


@dataclass
class Unit:
    start: int
    end: int
    token: str
    pattern: str
    line: int = 0
    found: list = field(default_factory=list)  # reference records overlapping it
    label: dict | None = None


@dataclass
class Span:
    edition: str
    node: str
    field: str
    start: int
    end: int
    words: str = ""
    line: int = 0
    units: list[Unit] = field(default_factory=list)
    patterns: set = field(default_factory=set)


def normalise(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def units_of(match: re.Match, name: str) -> list[Unit]:
    start, text = match.start("keys"), match.group("keys")
    if name in WHOLE_UNIT:
        return [Unit(start, match.end("keys"), text, name)]
    units = [Unit(start + token.start(), start + token.end(), token.group(0).strip(), name)
             for token in TOKEN.finditer(text) if token.group(0).strip()]
    return units or [Unit(start, match.end("keys"), text, name)]


def scan(text: str, language: str) -> list[tuple[int, int, list[Unit], str]]:
    """Every broad match in a text: (start, end, units, pattern name)."""
    matches = []
    for name, regex in patterns(language):
        for match in regex.finditer(text):
            if name == "see-other" and any(start <= match.start("keys") < end for start, end, _, _ in matches):
                continue  # "patrz przepis 72C, jeśli ...": the see-word is followed by a key after all
            matches.append((match.start(), match.end(), units_of(match, name), name))
    return matches


def group(matches, edition: str, node_id: str, field_name: str) -> list[Span]:
    """Overlapping matches form one span; overlapping units in it are one unit (a key beats see-other)."""
    spans: list[Span] = []
    for start, end, units, name in sorted(matches, key=lambda match: (match[0], -match[1])):
        if spans and start < spans[-1].end:
            span = spans[-1]
            span.end = max(span.end, end)
        else:
            span = Span(edition, node_id, field_name, start, end)
            spans.append(span)
        span.patterns.add(name)
        for unit in units:
            clash = [other for other in span.units if other.start < unit.end and unit.start < other.end]
            if clash:
                unit = max(clash + [unit], key=lambda u: (u.pattern != "see-other", u.end - u.start))
                for other in clash:
                    span.units.remove(other)
            span.units.append(unit)
        span.units.sort(key=lambda unit: unit.start)
    for span in spans:  # a see-word followed by no key counts only where no key stands beside it
        if any(unit.pattern != "see-other" for unit in span.units):
            span.units = [unit for unit in span.units if unit.pattern != "see-other"]
    return spans


# ---------------------------------------------------------------------------------------------
# Labels


def load_labels(path: Path) -> tuple[list[dict], list[dict], list[dict]]:
    if not path.exists():
        return [], [], []
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    labels = data.get("label", [])
    for label in labels:
        label["_words"] = normalise(label["words"])
        label["_used"] = 0
    return labels, data.get("extra", []), data.get("index", [])


def label_for(unit: Unit, span: Span, labels_by_place) -> dict | None:
    """The label naming this unit: same edition and line, words inside the span's words (or around them),
    and the token when the label names one."""
    candidates = labels_by_place.get((span.edition, unit.line), [])
    if span.line != unit.line:
        candidates = candidates + labels_by_place.get((span.edition, span.line), [])
    best = None
    for label in candidates:
        if label["_words"] not in span.words and span.words not in label["_words"]:
            continue
        if label.get("token") is None:
            best = best or label
        elif normalise(label["token"]) == normalise(unit.token):
            return label
    return best


def sample_rank(span: Span, unit: Unit) -> str:
    return hashlib.sha1(f"{span.edition}|{unit.line}|{span.words}|{unit.token}".encode()).hexdigest()


# ---------------------------------------------------------------------------------------------
# Text references


def candidates(graph: dict, parsed_nodes: dict) -> list[Span]:
    """Every candidate span of every node's title and text, with its units found or not."""
    languages = {edition["id"]: edition["language"] for edition in graph["editions"]}
    references = defaultdict(list)
    for record in graph["references"]:
        if record["field"] in ("text", "title"):
            references[(record["source"], record["field"])].append(record)
    spans: list[Span] = []
    for node in graph["nodes"]:
        if node["kind"] == "index-entry":
            continue
        parsed = parsed_nodes.get(node["id"])
        for field_name in ("title", "text"):
            value = node.get(field_name) or ""
            if not value:
                continue
            same = parsed is not None and getattr(parsed, field_name) == value

            def line_at(offset: int) -> int:
                return parsed.line_at(field_name, offset) if same else node["lines"][0]

            node_spans = group(scan(value, languages[node["edition"]]), node["edition"], node["id"], field_name)
            records = references.get((node["id"], field_name), [])
            for span in node_spans:
                span.words = normalise(value[span.start:span.end])
                span.line = line_at(span.start)
                for unit in span.units:
                    unit.line = line_at(unit.start)
                    unit.found = [r for r in records if r["start"] < unit.end and unit.start < r["end"]]
            for record in records:  # a reference outside every broad candidate: the patterns must grow
                if not any(span.start < record["end"] and record["start"] < span.end for span in node_spans):
                    span = Span(node["edition"], node["id"], field_name, record["start"], record["end"],
                                normalise(value[record["start"]:record["end"]]), record["line"], [], {"finder-only"})
                    span.units.append(Unit(record["start"], record["end"], record["text"], "finder-only",
                                           record["line"], [record]))
                    node_spans.append(span)
            spans.extend(node_spans)
    return spans


def locate_extras(graph: dict, parsed_nodes: dict, extras: list[dict]) -> list[dict]:
    """Each `extra` citation found by its edition, line and words; found when a reference overlaps it."""
    references = defaultdict(list)
    for record in graph["references"]:
        references[(record["source"], record["field"])].append(record)
    rows = []
    for extra in extras:
        row = dict(extra, found=False, located=False, found_keys=[])
        wanted = re.compile(re.escape(normalise(extra["words"])).replace(r"\ ", r"\s+"))
        for node in graph["nodes"]:
            if node["edition"] != extra["edition"] or node["kind"] == "index-entry":
                continue
            parsed = parsed_nodes.get(node["id"])
            for field_name in ("title", "text"):
                value = node.get(field_name) or ""
                for match in wanted.finditer(value):
                    line = parsed.line_at(field_name, match.start()) if parsed is not None else node["lines"][0]
                    if line != extra["line"]:
                        continue
                    start, end = match.span()
                    inner = value.find(extra["token"], start, end) if extra.get("token") else -1
                    if inner >= 0:
                        start, end = inner, inner + len(extra["token"])
                    hits = [r for r in references[(node["id"], field_name)] if r["start"] < end and start < r["end"]]
                    row.update(located=True, found=bool(hits), found_keys=[r.get("key") for r in hits])
        rows.append(row)
    return rows


def unit_json(span: Span, unit: Unit, files: dict) -> dict:
    out = {"where": f"{files[span.edition]}:{unit.line}", "edition": span.edition, "line": unit.line,
           "node": span.node, "field": span.field, "words": span.words, "token": unit.token,
           "patterns": sorted(span.patterns), "found": [r.get("key") for r in unit.found]}
    for name in ("key", "class", "note"):
        if unit.label and name in unit.label:
            out[name] = unit.label[name]
    return out


def extra_json(row: dict, files: dict) -> dict:
    out = {"where": f"{files[row['edition']]}:{row['line']}", "edition": row["edition"], "line": row["line"],
           "words": row["words"], "token": row.get("token", row["words"]), "key": row.get("key"),
           "class": row.get("class", "extra"), "found": row.get("found_keys", []), "extra": True}
    if "note" in row:
        out["note"] = row["note"]
    return out


def measure_text(graph: dict, parsed_nodes: dict, labels: list[dict], extras: list[dict]) -> dict:
    files = {edition["id"]: edition["file"] for edition in graph["editions"]}
    labels_by_place = defaultdict(list)
    for label in labels:
        labels_by_place[(label["edition"], label["line"])].append(label)
    spans = candidates(graph, parsed_nodes)
    for span in spans:
        for unit in span.units:
            unit.label = label_for(unit, span, labels_by_place)
            if unit.label is not None:
                unit.label["_used"] += 1
    extra_rows = locate_extras(graph, parsed_nodes, extras)

    report = {}
    for edition_id, file in files.items():
        edition_spans = [span for span in spans if span.edition == edition_id]
        units = [(span, unit) for span in edition_spans for unit in span.units]
        found, missed, not_citation, to_judge, wrong_key = [], [], [], [], []
        no_key_found, no_key_missed = [], []
        for span, unit in units:
            label = unit.label or {}
            no_key = label.get("class") in NO_KEY_CLASSES
            if label.get("citation") is False:
                not_citation.append((span, unit))
            elif unit.found:
                (no_key_found if no_key else found).append((span, unit))
                got = {record.get("key") for record in unit.found}
                if label.get("key") and label.get("citation") and label["key"] not in got:
                    wrong_key.append((span, unit, sorted(key or "" for key in got)))
            elif not label:
                to_judge.append((span, unit))
            else:
                (no_key_missed if no_key else missed).append((span, unit))
        edition_extras = [row for row in extra_rows if row["edition"] == edition_id]
        extra_found = [row for row in edition_extras if row["found"]]
        extra_missed = [row for row in edition_extras if row["located"] and not row["found"]]
        found_keys = [(span, unit) for span, unit in units if unit.found and unit.pattern != "see-other"]
        sample = sorted(found_keys, key=lambda pair: sample_rank(*pair))[:SAMPLE_PER_EDITION.get(edition_id, 20)]
        judged = [(span, unit) for span, unit in sample if unit.label is not None]
        found_n = len(found) + len(extra_found)
        missed_n = len(missed) + len(extra_missed)
        report[edition_id] = {
            "file": file,
            "candidate_spans": len(edition_spans),
            "candidate_units": len(units),
            "not_citations": len(not_citation),
            "true_citations": found_n + missed_n,
            "found": found_n,
            "missed": missed_n,
            "recall": found_n / (found_n + missed_n) if found_n + missed_n else 1.0,
            "to_judge": len(to_judge),
            "extras": len(edition_extras),
            "precision_sample": len(sample),
            "precision_judged": len(judged),
            "precision_true": sum(1 for _, unit in judged if unit.label.get("citation") is True),
            "false_positives": [unit_json(s, u, files) for s, u in not_citation if u.found],
            "wrong_keys": [dict(unit_json(s, u, files), finder_keys=keys) for s, u, keys in wrong_key],
            "no_key": {"found": len(no_key_found), "missed": len(no_key_missed),
                       "missed_list": [unit_json(s, u, files) for s, u in no_key_missed]},
            "missed_list": [unit_json(s, u, files) for s, u in missed] + [extra_json(r, files) for r in extra_missed],
            "to_judge_list": [unit_json(s, u, files) for s, u in to_judge],
            "sample_unjudged": [unit_json(s, u, files) for s, u in sample if u.label is None],
            "finder_only": [unit_json(s, u, files) for s, u in units if u.pattern == "finder-only"],
        }
    return {"editions": report,
            "unused_labels": [{k: v for k, v in label.items() if not k.startswith("_")}
                              for label in labels if not label["_used"]],
            "unlocated_extras": [extra_json(row, files) for row in extra_rows if not row["located"]]}


def print_text(text: dict) -> None:
    editions = text["editions"]
    print("Text references: the finder against broad candidates judged by hand")
    print(f"{'edition':<9} {'spans':>5} {'units':>5} {'not cit.':>8} {'true':>5} {'found':>5} {'missed':>6}"
          f" {'recall':>7} {'to judge':>8}  precision (sample judged by hand)")
    for edition, row in editions.items():
        precision = (f"{row['precision_true']}/{row['precision_judged']} true"
                     + (f" ({row['precision_sample'] - row['precision_judged']} not judged)"
                        if row["precision_judged"] < row["precision_sample"] else ""))
        print(f"{edition:<9} {row['candidate_spans']:>5} {row['candidate_units']:>5} {row['not_citations']:>8}"
              f" {row['true_citations']:>5} {row['found']:>5} {row['missed']:>6} {row['recall']:>7.2%}"
              f" {row['to_judge']:>8}  {precision}")
    total = sum(row["true_citations"] for row in editions.values())
    found = sum(row["found"] for row in editions.values())
    if total:
        print(f"{'all':<9} {sum(r['candidate_spans'] for r in editions.values()):>5}"
              f" {sum(r['candidate_units'] for r in editions.values()):>5}"
              f" {sum(r['not_citations'] for r in editions.values()):>8} {total:>5} {found:>5} {total - found:>6}"
              f" {found / total:>7.2%}")
    print()
    by_class = defaultdict(list)
    for row in editions.values():
        for miss in row["missed_list"]:
            by_class[miss.get("class", "?")].append(miss)
    print("Missed true citations by shape class")
    for name, misses in sorted(by_class.items(), key=lambda item: (-len(item[1]), item[0])):
        print(f"  {name} ({len(misses)})")
        for miss in misses:
            note = f"  [{miss['note']}]" if miss.get("note") else ""
            print(f"    {miss['where']}: {miss['words']!r} -> {miss['token']!r} means {miss.get('key')}{note}")
    rows = [(edition, row["no_key"]) for edition, row in editions.items() if row["no_key"]["found"]
            or row["no_key"]["missed"]]
    if rows:
        print()
        print("Cross-references without a key (a definition by its term, 'see above'), outside the recall")
        for edition, counts in rows:
            print(f"  {edition}: found {counts['found']}, missed {counts['missed']}")
            for miss in counts["missed_list"]:
                print(f"    {miss['where']}: {miss['words']!r} means {miss.get('key')}")
    for title, name in (("False positives (finder records on words judged not a citation)", "false_positives"),
                        ("Found, but with another key than the one meant", "wrong_keys"),
                        ("Finder records outside every broad candidate (widen the patterns)", "finder_only"),
                        ("To judge (unfound candidates without a label)", "to_judge_list"),
                        ("Precision sample not yet judged", "sample_unjudged")):
        listed = [item for row in editions.values() for item in row[name]]
        if listed:
            print()
            print(f"{title}: {len(listed)}")
            for item in listed:
                extra = f" finder says {item['finder_keys']}" if "finder_keys" in item else ""
                print(f"  {item['where']}: {item['words']!r} token {item['token']!r}"
                      f" [{', '.join(item['patterns'])}]{extra}")
    if text["unused_labels"]:
        print()
        print(f"Labels that match no candidate any more: {len(text['unused_labels'])}")
        for label in text["unused_labels"]:
            print(f"  {label['edition']}:{label['line']}: {label['words']!r}")
    if text["unlocated_extras"]:
        print()
        print(f"Extra entries whose words are not on their line: {len(text['unlocated_extras'])}")
        for row in text["unlocated_extras"]:
            print(f"  {row['where']}: {row['words']!r}")


# ---------------------------------------------------------------------------------------------
# Back-of-book index targets

INDEX_WORDS = r"definicje|wstęp|definice|úvod"
INDEX_FOOTNOTE = r"(?:\s+(?:drugi\s+)?przypis|\s+pod\s+čarou|\s+poznámka)"
# one target as printed, deliberately loose: "16B1", "17 E2", "80B2 g) ii)", "12C1 e)(ii)", "70 przypis",
# "20 drugi przypis", "76 pod čarou", "definicje", "c)" after a comma, a spreadsheet's "4,70E+02"
INDEX_TARGET = re.compile(
    rf"(?i:{INDEX_WORDS})(?!\w)"
    rf"|\d,\d\dE\+\d\d"
    rf"|\d{{1,2}}(?: ?[A-Z](?: ?\d{{1,2}})?)?(?: ?\(?[a-z]\)|(?<=\d)[a-z](?!\w))?(?: ?\(?[ivx]{{1,4}}\))*(?![\w+])"
    rf"{INDEX_FOOTNOTE}?"
    rf"|(?<=, )[a-z]\)")
INDEX_ZONE = re.compile(rf"(?:(?:^|[\s,]+)(?:{INDEX_TARGET.pattern}))+\s*$")
SEE_IN_LINE = re.compile(r"(?:^|\s)(?:[–-]\s+)?(?i:patrz(?:\s+też)?|viz(?:\s+také)?)\s+\S")
MARKUP = re.compile(r"</?[bi]>|\*\*|^#+\s*|\xa0")


def index_target_key(target: str) -> str:
    """A target as written -> a comparable form: spaces out, words folded, footnotes as 'N fn'."""
    text = target.strip()
    footnote = re.match(rf"(\d{{1,2}}){INDEX_FOOTNOTE}$", text, re.IGNORECASE)
    if footnote:
        return f"{footnote.group(1)} fn" + ("2" if "drugi" in text else "")
    return re.sub(r"\s+", "", text).casefold()


def source_targets(text: str) -> list[str]:
    """The targets a source index line prints: after its tab, or the run of targets that ends the line."""
    if "\t" in text:
        zone = text.split("\t", 1)[1]
    elif SEE_IN_LINE.search(text):
        return []
    else:
        match = INDEX_ZONE.search(text)
        zone = match.group(0) if match else ""
    return [match.group(0).strip() for match in INDEX_TARGET.finditer(zone)]


def measure_index(graph: dict, folder: Path, hand: list[dict]) -> dict:
    """Every source line of each back-of-book index against the targets the graph kept for it."""
    hand_by_place = {(row["edition"], row["line"]): row for row in hand}
    records_by_source = defaultdict(list)
    for record in graph["references"]:
        if record["field"] == "targets":
            records_by_source[record["source"]].append(record)
    report = {}
    for edition in graph["editions"]:
        entries = [node for node in graph["nodes"]
                   if node["edition"] == edition["id"] and node["kind"] == "index-entry"]
        if not entries:
            continue
        by_line = defaultdict(list)
        for node in entries:
            by_line[node["lines"][0]].append(node)
        lines = (folder / edition["file"]).read_text(encoding="utf-8").split("\n")
        rows, totals = [], Counter()
        for number in range(min(by_line), len(lines) + 1):
            text = MARKUP.sub(" ", lines[number - 1].rstrip("\r")).strip(" ")
            if not text.strip() or re.fullmatch(r"[-|\s]+", text):
                continue
            kept = by_line.get(number, [])
            hand_row = hand_by_place.get((edition["id"], number), {})
            printed = hand_row.get("targets", source_targets(text))
            parsed = [target for node in kept for target in node.get("targets", [])]
            see_printed = hand_row.get("cross_entries", len(SEE_IN_LINE.findall(" " + text)))
            see_nodes = [node for node in kept if node.get("see")]
            see_records = [record for node in see_nodes for record in records_by_source[node["id"]]]
            see_unresolved = [record for record in see_records if not record.get("target")]
            records = [record for node in kept if not node.get("see") for record in records_by_source[node["id"]]]
            printed_keys = Counter(index_target_key(target) for target in printed)
            parsed_keys = Counter(index_target_key(target) for target in parsed)
            matched = sum((printed_keys & parsed_keys).values())
            foreign = sorted((parsed_keys - printed_keys).elements())
            problems = []
            if hand_row.get("entries"):
                problems.append(f"runs {len(hand_row['entries'])} entries together")
            elif any("\t" in node.get("title", "") for node in kept):
                problems.append("kept whole")
            if printed and not parsed:
                problems.append("targets not parsed")
            elif matched < len(printed):
                problems.append("targets parsed in part")
            if foreign:
                problems.append("targets parsed differently: " + ", ".join(foreign))
            if see_printed > len(see_nodes):
                problems.append(f"cross-entries lost: {see_printed - len(see_nodes)}")
            if see_unresolved:
                problems.append("cross-entry unresolved: " + "; ".join(record["reason"] for record in see_unresolved))
            not_keys = [record["text"] for record in records if "not a key" in record.get("reason", "")]
            if not_keys:
                problems.append("not read as a key: " + ", ".join(not_keys))
            totals["lines"] += 1
            totals["printed"] += len(printed)
            totals["parsed"] += matched
            totals["lost"] += len(printed) - matched
            totals["resolved"] += sum(1 for record in records if record.get("target"))
            totals["see"] += see_printed
            totals["see kept"] += len(see_nodes)
            totals["see resolved"] += len(see_records) - len(see_unresolved)
            if problems:
                totals["problem lines"] += 1
                rows.append({"where": f"{edition['file']}:{number}", "edition": edition["id"], "line": number,
                             "text": text.strip(), "printed": printed, "parsed": parsed, "problems": problems,
                             **{name: hand_row[name] for name in ("shape", "means", "entries", "note")
                                if name in hand_row}})
        report[edition["id"]] = {"file": edition["file"], "totals": dict(totals), "lines": rows}
    return report


def print_index(index: dict) -> None:
    print("Back-of-book index: targets printed in the source vs kept in the graph")
    print(f"{'edition':<9} {'lines':>5} {'printed':>7} {'parsed':>6} {'lost':>5} {'resolved':>8}"
          f" {'see':>4} {'see kept':>8} {'see resolved':>12} {'problem lines':>13}")
    for edition, row in index.items():
        t = Counter(row["totals"])
        print(f"{edition:<9} {t['lines']:>5} {t['printed']:>7} {t['parsed']:>6} {t['lost']:>5} {t['resolved']:>8}"
              f" {t['see']:>4} {t['see kept']:>8} {t['see resolved']:>12} {t['problem lines']:>13}")
    for edition, row in index.items():
        if not row["lines"]:
            continue
        print()
        print(f"{edition}: lines not fully parsed ({len(row['lines'])})")
        for item in row["lines"]:
            shape = f" [{item['shape']}]" if item.get("shape") else ""
            print(f"  {item['where']}: {item['text']!r}{shape}")
            print(f"      printed {item['printed']} -> parsed {item['parsed']}: {'; '.join(item['problems'])}")
            if item.get("means"):
                print(f"      means {', '.join(item['means'])}")
            for entry in item.get("entries") or []:
                print(f"      entry: {entry}")
            if item.get("note"):
                print(f"      ({item['note']})")


# ---------------------------------------------------------------------------------------------


class Located:
    """A parsed node's title and text with the source line of an offset in them."""

    def __init__(self, record: dict, line_maps: dict):
        self.record, self.line_maps = record, line_maps
        self.title, self.text = record["title"], record["text"]

    def line_at(self, field_name: str, offset: int) -> int:
        return source_line(self.record, field_name, offset, self.line_maps)


def source_lines(corpus) -> dict[str, Located]:
    line_maps = corpus.line_maps()
    return {record["id"]: Located(record, line_maps) for record in corpus.graph().nodes}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build", type=Path, help="the build folder holding lawbase.json")
    parser.add_argument("--corpus", default=ROOT / "corpus", type=Path)
    parser.add_argument("--labels", default=LABELS, type=Path, help="the hand judgements (TOML)")
    parser.add_argument("--json", action="store_true")
    arguments = parser.parse_args()
    graph = json.loads((arguments.out / "lawbase.json").read_text(encoding="utf-8"))
    parsed_nodes = source_lines(load_corpus(arguments.corpus))  # for source lines
    labels, extras, hand_index = load_labels(arguments.labels)
    result = {"text": measure_text(graph, parsed_nodes, labels, extras),
              "index": measure_index(graph, arguments.corpus, hand_index)}
    if arguments.json:
        json.dump(result, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return
    print_text(result["text"])
    print()
    print_index(result["index"])


if __name__ == "__main__":
    main()

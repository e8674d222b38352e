"""`lawbase check`: the whole corpus's report (per edition, then the editions compared) and its text form.

The report is data (`corpus_report`, printed as JSON with `--json`); `report_lines` is what a person
reads: counts, skipped lines, coverage, every anomaly and unresolved reference as `file:line`, the
provisions whose numbering was recovered (and how), words typed in two alphabets, the back-of-book
index targets left unread, the editions' key differences with their reasons, and a closing note with
the figures.
"""

from __future__ import annotations

from collections import Counter

from .check import KEY_LETTER_KINDS, edition_report
from .check_editions import compare_sections, key_differences, key_overlap, shared_outside_amendments
from .corpus import Corpus
from .graph import Graph
from .manifest import newest_in_force


def compared_pairs(corpus: Corpus) -> list[tuple[str, str, bool]]:
    """The complete texts compared key by key, from the manifest: the first text of the newest Laws in
    force against each other complete text, the translations of the same Laws first (True: their keys
    must agree)."""
    full = [edition for edition in corpus.editions if edition.kind == "laws"]
    if not full:
        return []
    hub_id = newest_in_force({edition.id: {"kind": edition.kind, "draft": edition.draft, "laws_year": edition.laws_year}
                              for edition in full})
    hub = next(edition for edition in full if edition.id == hub_id)
    others = sorted((edition for edition in full if edition is not hub), key=lambda e: e.laws_year != hub.laws_year)
    return [(hub.id, edition.id, edition.laws_year == hub.laws_year) for edition in others]


def explain(corpus: Corpus, law: int, first: str, second: str) -> str:
    """Why two editions may differ in a Law: amendments, or different Laws altogether."""
    reasons = []
    for edition_id in (first, second):
        edition = corpus.parsed[edition_id].edition
        if law in edition.amended_laws:
            reasons.append(f"{edition_id} carries the {edition.amended} amendments to Law {law}")
    years = {corpus.parsed[e].edition.laws_year for e in (first, second)}
    if len(years) > 1:
        reasons.append("the " + " and ".join(str(year) for year in sorted(years)) + " Laws")
    return (": " + "; ".join(reasons)) if reasons else ""


def corpus_report(corpus: Corpus, graph: Graph) -> dict:
    reports = [edition_report(corpus, edition.id, graph.references) for edition in corpus.editions]
    comparisons = []
    for first, second, same_laws in compared_pairs(corpus):
        share, only_first, only_second = key_overlap(corpus, first, second)
        comparison = {
            "editions": [first, second],
            "laws_with_other_sections": [{"law": law, first: a, second: b, "why": explain(corpus, law, first, second)}
                                         for law, a, b in compare_sections(corpus, first, second)],
            "shared_keys": round(share, 4),
            f"only_{first}": only_first,
            f"only_{second}": only_second,
        }
        if same_laws:
            comparison["shared_keys_outside_amended_laws"] = round(shared_outside_amendments(corpus, first, second), 4)
            comparison["differences"] = key_differences(corpus, first, second)
        comparisons.append(comparison)
    return {"reports": reports, "comparisons": comparisons, "ok": not any(report.errors for report in reports)}


def edition_lines(report) -> list[str]:
    lines = [f"{report.edition}  ({report.file})",
             "  " + "  ".join(f"{kind} {count}" for kind, count in report.counts.items()),
             "  skipped lines: " + ", ".join(f"{kind} {count}" for kind, count in report.skipped.items()),
             f"  words of the source in the graph: {report.coverage:.2%}"
             + (f" (missing: {' '.join(report.uncovered[:10])})" if report.uncovered else "")]
    if report.notes:
        empty = report.notes["empty"]
        lines.append(f"  {report.notes['notes']} notes, {len(empty)} of them empty (a heading and no text: "
                     f"Laws {', '.join(empty)}); empty notes are no search results; their pages show the heading "
                     "and say the source gives nothing more")
    if report.debris:
        lines.append(f"  web debris cut out: {len(report.debris)} ("
                     + some([f"{report.file}:{line}: {text!r}" for line, text in report.debris], 5) + ")")
    if report.normalised:
        kinds = [kind for kind in KEY_LETTER_KINDS if any(item["kind"] == kind for item in report.normalised)]
        lines.append(f"  keys printed in other letters: {len(report.normalised)} (" + ", ".join(
            f"{kind} {sum(item['kind'] == kind for item in report.normalised)}" for kind in kinds) + ")")
        for kind in kinds:
            lines.append(f"    {kind}: " + some([f"{report.file}:{item['line']}: {item['change']}"
                                                  for item in report.normalised if item["kind"] == kind], 6))
    for warning in report.warnings:
        lines.append(f"  warning: {warning}")
    for anomaly in report.anomalies:
        lines.append(f"  {anomaly.severity}: {anomaly.at(report.file)}")
    if report.recovered:
        hows = Counter(item["how"] for item in report.recovered)
        lines.append(f"  numbering recovered: {len(report.recovered)} provisions ("
                     + ", ".join(f"{how} {count}" for how, count in sorted(hows.items())) + ")")
        for item in report.recovered:
            printed = f"printed {item['printed']!r}" if item["printed"] else "no number printed"
            lines.append(f"    {report.file}:{item['line']}: {item['key']} ({item['how']}; {printed}): {item['evidence']}")
    if report.repairs:
        lines.append(f"  words typed in two alphabets: {len(report.repairs)} (kept as printed, searched as repaired)")
        for item in report.repairs:
            lines.append(f"    {report.file}:{item['line']}: {item['word']!r} -> {item['repaired']!r} ({item['key']})")
    refs = report.references
    lines.append(f"  references: {refs['found']} found, {refs['resolved']} resolved, "
                 f"{len(refs['unresolved'])} unresolved ({refs['unresolved_share']:.1%})"
                 + (f", {len(refs['outside'])} to Laws outside the edition" if refs["outside"] else ""))
    for record in refs["unresolved"] + refs["outside"]:
        lines.append(f"    {report.file}:{record['line']}: {record.get('phrase') or record['text']!r}: {record['reason']}")
    if report.numbering_unread:
        lines.append(f"  its citations cite the numbering of the {report.numbering_unread} Laws, which no edition here "
                     "is a text of: read as printed")
    if refs["renumbered"]:
        laws = refs["renumbered"][0]["numbering"]["laws"]
        lines.append(f"  read in the numbering of the {laws} Laws, through the concordance: {len(refs['renumbered'])}")
        for record in refs["renumbered"]:
            reading, printed = record["numbering"], record["numbering"]["as_printed"]
            where = ", ".join(reading["to"]) or "nothing"
            if not printed.get("target"):
                had = "as printed, a key its own Laws do not have"
            elif printed["target"] == record["target"]:
                had = "the same provision, its rule changed since"
            else:
                had = f"as printed {printed['target'].split('/', 1)[1]}, another rule"
            lines.append(f"    {report.file}:{record['line']}: {record.get('phrase') or record['text']!r}: "
                         f"{reading['edition']} {record['key']} -> {where} ({reading['relation']}; {had})")
    if report.index:
        index = report.index
        lines.append(f"  index targets: {index['targets']} read, {index['resolved']} resolved, "
                     f"{len(index['unread'])} unread")
        for item in index["unread"]:
            lines.append(f"    {report.file}:{item['line']}: {item['text']!r}")
    return lines


def some(items: list[str], most: int) -> str:
    """The first `most` of a list, then how many more and where all are."""
    more = len(items) - most
    return "; ".join(items[:most]) + (f"; … {more} more (--json lists them all)" if more > 0 else "")


def comparison_lines(corpus: Corpus, comparison: dict) -> list[str]:
    first, second = comparison["editions"]
    differing = comparison["laws_with_other_sections"]
    lines = [f"{first} vs {second}: section letters differ in {len(differing)} Laws"
             + (": " + "; ".join(f"{d['law']} ({d[first] or '-'} / {d[second] or '-'}{d['why']})"
                                 for d in differing[:12])
               + (f"; … {len(differing) - 12} more (--json lists them all)" if len(differing) > 12 else "")
               if differing else "")
             + f"; shared section..sub-item keys {comparison['shared_keys']:.1%}"]
    if "differences" in comparison:
        differences = comparison["differences"]
        drafted = [d for d in differences if d["draft"]]
        damaged = [d for d in differences if not d["explained"] and not d["draft"]]
        lines.append(f"  {first} and {second} are the same Laws: keys shared "
                     f"{comparison['shared_keys_outside_amended_laws']:.1%} outside the amended Laws; "
                     f"{len(differences)} differences, {len(damaged)} from source damage"
                     + (f", {len(drafted)} the draft's" if drafted else ""))
        for d in differences:
            lines.append(f"    {d['key']} only in {d['only_in']} ({d['file']}:{d['line']}): {d['reason']}")
    return lines


def report_lines(corpus: Corpus, result: dict) -> list[str]:
    lines = [line for report in result["reports"] for line in edition_lines(report)]
    for comparison in result["comparisons"]:
        lines.extend(comparison_lines(corpus, comparison))
    lines.append(closing_note(result))
    return lines


def closing_note(result: dict) -> str:
    """The figures in one line: check passed or failed, then what the parse recovered and left."""
    reports = result["reports"]
    recovered = Counter(item["how"] for report in reports for item in report.recovered)
    same = next((c for c in result["comparisons"] if "differences" in c), None)
    figures = [f"numbering recovered {sum(recovered.values())} ("
               + ", ".join(f"{how} {count}" for how, count in sorted(recovered.items())) + ")",
               f"mixed-script words {sum(len(report.repairs) for report in reports)}",
               f"unresolved references {sum(len(report.references['unresolved']) for report in reports)}",
               f"index targets unread {sum(len(report.index.get('unread', [])) for report in reports)}"]
    if same:
        figures.insert(2, f"{'/'.join(same['editions'])} keys shared {same['shared_keys']:.1%} "
                          f"({same['shared_keys_outside_amended_laws']:.1%} outside the amended Laws, "
                          f"{sum(1 for d in same['differences'] if not d['explained'] and not d['draft'])} differences unexplained)")
    return ("check failed: errors above" if not result["ok"] else "check passed") + "; " + "; ".join(figures)

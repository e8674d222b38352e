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
from .evidence import Evidence
from .graph import Graph
from .manifest import newest_in_force
from .textview import said_lines


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


def explain(corpus: Corpus, law: int, first: str, second: str) -> list[Evidence]:
    """Why two editions may differ in a Law: amendments, or different Laws altogether."""
    reasons = []
    for edition_id in (first, second):
        edition = corpus.parsed[edition_id].edition
        if law in edition.amended_laws:
            reasons.append(Evidence("amended", edition=edition_id, year=edition.amended, law=law))
    years = {corpus.parsed[e].edition.laws_year for e in (first, second)}
    if len(years) > 1:
        older, newer = sorted(years)
        reasons.append(Evidence("laws_of_years", older=older, newer=newer))
    return reasons


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


def edition_lines(report, words) -> list[str]:
    """An edition's part of the report, in the language of `words` (`ui_strings.Strings`): the report's kinds
    and reasons are codes (`check --json`), each said here by its `check_…` or `evidence_…` string."""
    say = words.format
    lines = [f"{report.edition}  ({report.file})",
             "  " + "  ".join(f"{words[coded('check_kind', kind)]} {count}" for kind, count in report.counts.items()),
             "  " + say("check_skipped", kinds=", ".join(f"{words[coded('check_skipped', kind)]} {count}"
                                                         for kind, count in report.skipped.items())),
             "  " + say("check_coverage", share=f"{report.coverage:.2%}")
             + (say("check_missing", words=" ".join(report.uncovered[:10])) if report.uncovered else "")]
    if report.notes:
        empty = report.notes["empty"]
        lines.append("  " + say("check_notes", notes=report.notes["notes"], empty=len(empty), laws=", ".join(empty)))
    if report.debris:
        lines.append("  " + say("check_debris", count=len(report.debris), items=some(
            [f"{report.file}:{line}: {text!r}" for line, text in report.debris], 5, words)))
    if report.normalised:
        kinds = [kind for kind in KEY_LETTER_KINDS if any(item["kind"] == kind for item in report.normalised)]
        lines.append("  " + say("check_normalised", count=len(report.normalised), kinds=", ".join(
            f"{words[coded('check_letters', kind)]} {sum(item['kind'] == kind for item in report.normalised)}"
            for kind in kinds)))
        for kind in kinds:
            lines.append(f"    {words[coded('check_letters', kind)]}: " + some([f"{report.file}:{item['line']}: {item['change']}"
                                                  for item in report.normalised if item["kind"] == kind], 6, words))
    for warning in report.warnings:
        lines.append(f"  {words['severity_warning']}: {warning.in_words(words)}")
    for anomaly in report.anomalies:
        lines.append(f"  {words['severity_' + anomaly.severity]}: {anomaly.at(report.file, words)}")
    if report.recovered:
        hows = Counter(item["how"] for item in report.recovered)
        lines.append("  " + say("check_recovered", provisions=words.counted("provisions", len(report.recovered)),
                                hows=", ".join(f"{words['recovered_how_' + how]} {count}"
                                               for how, count in sorted(hows.items()))))
        for item in report.recovered:
            printed = say("check_printed", printed=repr(item["printed"])) if item["printed"] else words["check_no_number"]
            lines.append(f"    {report.file}:{item['line']}: {item['key']} ({words['recovered_how_' + item['how']]}; "
                         f"{printed}): {said_lines(item['evidence'], words)}")
    for heading, repairs in (("check_repairs", report.repairs), ("check_misread", report.misread)):
        if repairs:
            lines.append("  " + say(heading, count=len(repairs)))
            for item in repairs:
                lines.append(f"    {report.file}:{item['line']}: {item['word']!r} -> {item['repaired']!r} ({item['key']})")
    lines += reference_lines(report, words)
    if report.index:
        index = report.index
        lines.append("  " + say("check_index", targets=index["targets"], resolved=index["resolved"],
                                unread=len(index["unread"])))
        for item in index["unread"]:
            lines.append(f"    {report.file}:{item['line']}: {item['text']!r}")
    return lines


def reference_lines(report, words) -> list[str]:
    """The references of an edition's report: found, resolved, and each one unresolved or read in another
    numbering of the Laws."""
    say, refs = words.format, report.references
    lines = ["  " + say("check_references", found=refs["found"], resolved=refs["resolved"],
                        unresolved=len(refs["unresolved"]), share=f"{refs['unresolved_share']:.1%}")
             + (say("check_outside", count=len(refs["outside"])) if refs["outside"] else "")]
    for record in refs["unresolved"] + refs["outside"]:
        lines.append(f"    {report.file}:{record['line']}: {record.get('phrase') or record['text']!r}: "
                     f"{record['reason'].in_words(words)}")
    if report.numbering_unread:
        lines.append("  " + say("check_numbering_unread", laws=report.numbering_unread))
    if refs["renumbered"]:
        laws = refs["renumbered"][0]["numbering"]["laws"]
        lines.append("  " + say("check_renumbered", laws=laws, count=len(refs["renumbered"])))
        for record in refs["renumbered"]:
            reading, printed = record["numbering"], record["numbering"]["as_printed"]
            where = ", ".join(reading["to"]) or words["nothing"]
            if not printed.get("target"):
                had = words["check_key_not_its_own"]
            elif printed["target"] == record["target"]:
                had = words["check_same_provision"]
            else:
                had = say("check_another_rule", key=printed["target"].split("/", 1)[1])
            lines.append(f"    {report.file}:{record['line']}: {record.get('phrase') or record['text']!r}: "
                         f"{reading['edition']} {record['key']} -> {where} "
                         f"({words['evidence_relation_' + reading['relation']]}; {had})")
    return lines


def coded(prefix: str, kind: str) -> str:
    """The string naming a kind of the report ("index-entry", "look-alike letters") under its prefix."""
    return f"{prefix}_{kind.replace('-', '_').replace(' ', '_')}"


def some(items: list[str], most: int, words) -> str:
    """The first `most` of a list, then how many more and where all are."""
    more = len(items) - most
    return "; ".join(items[:most]) + ("; … " + words.format("check_more", count=more) if more > 0 else "")


def comparison_lines(corpus: Corpus, comparison: dict, words) -> list[str]:
    say = words.format
    first, second = comparison["editions"]
    differing = comparison["laws_with_other_sections"]
    listed = some([f"{d['law']} ({d[first] or '-'} / {d[second] or '-'}{reasons_said(d['why'], words)})"
                   for d in differing], 12, words)
    lines = [say("check_letters_differ", first=first, second=second, count=len(differing))
             + (": " + listed if differing else "")
             + "; " + say("check_keys_shared", share=f"{comparison['shared_keys']:.1%}")]
    if "differences" in comparison:
        differences = comparison["differences"]
        drafted = [d for d in differences if d["draft"]]
        damaged = [d for d in differences if not d["explained"] and not d["draft"]]
        lines.append("  " + say("check_same_laws", first=first, second=second,
                                share=f"{comparison['shared_keys_outside_amended_laws']:.1%}",
                                count=len(differences), damaged=len(damaged))
                     + (say("check_drafted", count=len(drafted)) if drafted else ""))
        for d in differences:
            lines.append("    " + say("check_only_in", key=d["key"], edition=d["only_in"], where=f"{d['file']}:{d['line']}",
                                      reason=d["reason"].in_words(words)))
    return lines


def reasons_said(reasons: list, words) -> str:
    """`: ` and the reasons in the reader's words; nothing where there are none."""
    return (": " + "; ".join(reason.in_words(words) for reason in reasons)) if reasons else ""


def report_lines(corpus: Corpus, result: dict, words=None) -> list[str]:
    """What a person reads of the report, in the language of `words` (English)."""
    from .ui_strings import DEFAULT, strings

    words = words or strings(DEFAULT)
    lines = [line for report in result["reports"] for line in edition_lines(report, words)]
    for comparison in result["comparisons"]:
        lines.extend(comparison_lines(corpus, comparison, words))
    lines.append(closing_note(result, words))
    return lines


def closing_note(result: dict, words) -> str:
    """The figures in one line: check passed or failed, then what the parse recovered and left."""
    say = words.format
    reports = result["reports"]
    recovered = Counter(item["how"] for report in reports for item in report.recovered)
    same = next((c for c in result["comparisons"] if "differences" in c), None)
    figures = [say("check_figure_recovered", count=sum(recovered.values()),
                   hows=", ".join(f"{words['recovered_how_' + how]} {count}" for how, count in sorted(recovered.items()))),
               say("check_figure_mixed", count=sum(len(report.repairs) for report in reports)),
               say("check_figure_unresolved", count=sum(len(report.references["unresolved"]) for report in reports)),
               say("check_figure_unread", count=sum(len(report.index.get("unread", [])) for report in reports))]
    if same:
        figures.insert(2, say("check_figure_shared", editions="/".join(same["editions"]),
                              share=f"{same['shared_keys']:.1%}",
                              outside=f"{same['shared_keys_outside_amended_laws']:.1%}",
                              count=sum(1 for d in same["differences"] if not d["explained"] and not d["draft"])))
    return words["check_passed" if result["ok"] else "check_failed"] + "; " + "; ".join(figures)

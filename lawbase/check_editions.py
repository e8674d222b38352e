"""Two editions of the same Laws compared by their structure (`lawbase check`'s Polish/Russian and Polish/Czech
comparison): the section letters of each Law, the keys they share, and each key one lacks with its reason."""

from __future__ import annotations

from .corpus import Corpus
from .evidence import Evidence
from .keys import Key, law_of_key, sort_key, without_copy
from .parse import ParsedEdition


def section_letters(parsed: ParsedEdition) -> dict[int, str]:
    letters: dict[int, str] = {}
    parsed_nodes = {node.id: node for node in parsed.nodes}
    for node in parsed.nodes:
        if node.kind == "law":
            letters[node.extra["number"]] = ""
        elif node.kind == "section":
            law_node = parsed_nodes[node.parent]
            law = law_node.extra["number"]
            letters[law] = letters.get(law, "") + node.key[len(law_node.key):]
    return letters


def compare_sections(corpus: Corpus, first: str, second: str) -> list[tuple[int, str, str]]:
    """Laws whose section letters differ between two editions: (law, letters in first, in second)."""
    a = section_letters(corpus.parsed[first])
    b = section_letters(corpus.parsed[second])
    return [(law, a.get(law, "—"), b.get(law, "—")) for law in sorted(set(a) | set(b))
            if a.get(law) != b.get(law)]


def structural_keys(parsed: ParsedEdition) -> set[str]:
    return {node.key for node in parsed.nodes if node.kind in ("section", "subsection", "item", "subitem")}


def key_differences(corpus: Corpus, first: str, second: str) -> list[dict]:
    """Each section..sub-item key one edition of the same Laws has and the other lacks, with its reason:
    a Law amended since in one of them, a draft's text (the difference is its own, not the approved text's:
    a Czech draft of the 2017 Laws still holding a 2007 provision), or damage to a source (with where the
    provision stands)."""
    out = []
    drafted = next((e for e in (first, second) if corpus.parsed[e].edition.draft), None)
    for have, lack in ((first, second), (second, first)):
        nodes = {node.key: node for node in corpus.parsed[have].nodes}
        for key in sorted(structural_keys(corpus.parsed[have]) - structural_keys(corpus.parsed[lack]), key=sort_key):
            law = int(law_of_key(without_copy(key)))
            amended = [e for e in (have, lack) if law in corpus.parsed[e].edition.amended_laws]
            edition = corpus.parsed[amended[0]].edition if amended else None
            if edition:
                reason = Evidence("only_amended", law=law, year=edition.amended, edition=edition.id)
            else:
                lacking = {node.key: node for node in corpus.parsed[lack].nodes}
                above = next((lacking[str(parent)] for parent in Key.parse(without_copy(key)).parents()
                              if str(parent) in lacking), None)
                where = f" ({corpus.parsed[lack].edition.file}:{above.lines[0]})" if above else ""
                reason = Evidence("only_damage", edition=lack, where=where)
                if drafted == have:
                    reason = Evidence("only_draft_holds", draft=have, edition=lack, where=where)
                elif drafted == lack:
                    reason = Evidence("only_draft_lacks", draft=lack, where=where)
            out.append({"key": key, "only_in": have, "line": nodes[key].lines[0],
                        "file": corpus.parsed[have].edition.file, "reason": reason, "explained": bool(edition),
                        "draft": bool(drafted and not edition)})
    return out


def shared_outside_amendments(corpus: Corpus, first: str, second: str) -> float:
    """Shared keys outside the Laws either edition carries amended."""
    amended = set(corpus.parsed[first].edition.amended_laws) | set(corpus.parsed[second].edition.amended_laws)

    def keys(edition: str) -> set[str]:
        return {key for key in structural_keys(corpus.parsed[edition])
                if int(law_of_key(without_copy(key))) not in amended}

    a, b = keys(first), keys(second)
    return len(a & b) / len(a | b) if a | b else 1.0


def key_overlap(corpus: Corpus, first: str, second: str) -> tuple[float, list[str], list[str]]:
    """Share of the two editions' section..subitem keys they have in common, and the differences."""
    a = structural_keys(corpus.parsed[first])
    b = structural_keys(corpus.parsed[second])
    union = a | b
    return (len(a & b) / len(union) if union else 1.0), sorted(a - b), sorted(b - a)

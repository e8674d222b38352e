"""Footnotes in the concordance, between two texts of one language (pl-1997 -> pl-2017).

A footnote is no provision the aligner scores: its key (`fn5`) is its place in its edition's document order,
and a footnote of one edition is often two sentences of another's text. Between two texts of one language its
words are found as they are, so each of its sentences is looked for, word by word, in the other text's
footnotes and provisions of the Laws both hold: a footnote whose sentences are one footnote's is that one
(`same` where it stands in the Law of its own Law's number, else `moved`: 1997 Law 70's "normal play" note is
2017 footnote 21, on 70C3; Law 69's went to Law 70's); one whose sentences went into provisions' texts is
`moved` there, `split` over several or where some of its sentences nothing says (its `sentences` name what
each says: 1997 Law 62's second sentence is 2017 61C, its first a note said nowhere), and where that provision
is an old provision's one counterpart, both are `merged` into it (1997 Law 68's footnote, a statement about the
current trick only, and Law 68's own opening paragraph are the 2017 Law 68's: the translation memory paired the
1997 paragraph, without the footnote's rule, with the Russian one that states it); one said nowhere is `none`
(1997 Law 61's "in Zone 1 the defenders may not ask each other", which 2017 61B3 reverses). The other text's
footnotes nothing reaches are `none`, `from` null. Across languages and between translations of the same Laws
footnotes are left out, as before.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable

from ..evidence import Evidence
from ..graph import Graph, Kind
from ..text import joined, sentence_parts
from .relations import NONE_CONFIDENCE, sureness
from .sentences import shortened
from .units import references_in, terms_of

SAID = 0.6  # share (by rarity) of a footnote sentence's words found in a footnote or provision: it says it
NOTE_FIRST = 0.1  # a footnote saying a sentence within this share of a provision's best is taken before it
FEWEST = 4  # a sentence of fewer words says where to look ("Lecz patrz C poniżej."), no rule to look for


def terms_and_keys(text: str, language: str, cited: list[str]) -> set[str]:
    """A text's terms and the keys it cites (`43B2(b)` read as `43B2b`, by the references): in one language both
    are found as they are."""
    return set(terms_of(text, language)) | set(cited)


def citations(graph: Graph, edition: str) -> dict[str, list[tuple[int, str]]]:
    """Where each node's text cites, and which key: node id -> (offset, key)."""
    out: dict[str, list[tuple[int, str]]] = {}
    for record in references_in(graph, edition):
        if record.get("field") == "text" and record.get("key"):
            out.setdefault(record["source"], []).append((record["start"], record["key"]))
    return out


def footnote_records(graph: Graph, first_id: str, second_id: str, laws: tuple[int, int] | None) -> list[dict]:
    """The records of `first_id`'s footnotes, then of `second_id`'s footnotes nothing reaches."""
    language = graph.language(first_id)

    def law_number(node: dict) -> int:
        return int(graph.law_of(node)["key"])

    def held(edition: str, kinds) -> list[dict]:  # a note in the front matter (under no Law) is no Law's
        return [node for node in graph.by_edition[edition] if node["kind"] in kinds and node["text"].strip()
                and graph.law_of(node) is not None and (laws is None or laws[0] <= law_number(node) <= laws[1])]

    notes, provisions = held(second_id, ("footnote",)), held(second_id, Kind.STRUCTURE)
    cites = citations(graph, second_id)
    every = {node["id"]: terms_and_keys(node["text"], language, [key for _, key in cites.get(node["id"], [])])
             for node in graph.by_edition[second_id]
             if (node["kind"] in Kind.STRUCTURE or node["kind"] == "footnote") and node["text"].strip()}
    words = {node["id"]: every[node["id"]] for node in notes + provisions}
    rarity = rarities(every.values())
    out, reached, cited = [], set(), citations(graph, first_id)
    for footnote in held(first_id, ("footnote",)):
        found: dict[str, list[tuple[str, float]]] = {}
        own_law = law_number(footnote)
        for parts in sentence_parts(footnote["text"]):
            sentence = joined(footnote["text"], parts)
            if len(set(terms_of(sentence, language))) < FEWEST:  # its words only: a cited key is where to look
                continue
            terms = terms_and_keys(sentence, language, [key for start, key in cited.get(footnote["id"], [])
                                                        if parts[0][0] <= start < parts[-1][1]])
            weights = {term: rarity.get(term, rarity[None]) for term in terms}
            shares = {node_id: sum(weights[term] for term in terms & said) / sum(weights.values())
                      for node_id, said in words.items()}

            def best_of(nodes: list[dict]) -> dict | None:  # ties: its own Law's, then the nearest Law's, first
                return max(nodes, default=None, key=lambda node: (round(shares[node["id"]], 6),
                                                                  -abs(law_number(node) - own_law)))
            note, best = best_of(notes), best_of(notes + provisions)
            if note is not None and shares[note["id"]] >= max(SAID, shares[best["id"]] - NOTE_FIRST):
                best = note
            if best is not None and shares[best["id"]] >= SAID:
                found.setdefault(best["key"], []).append((sentence, shares[best["id"]]))
            else:
                found.setdefault("", []).append((sentence, 0.0))
        reached.update(found)
        out.append(record_of(graph, footnote, found, first_id, second_id, law_number))
    for note in notes:
        if note["key"] not in reached:
            out.append({"from_edition": first_id, "to_edition": second_id, "from": None, "to": [note["key"]],
                        "relation": "none", "confidence": NONE_CONFIDENCE,
                        "evidence": [Evidence("new_footnote", edition=first_id)]})
    return out


def merged_with_footnotes(records: list[dict], footnotes: list[dict]) -> list[dict]:
    """The provisions' records, an old provision whose one counterpart says an old footnote too `merged` with it,
    and that footnote's record `merged` (`records` and `footnotes` are changed in place, and returned joined)."""
    alone = {record["to"][0]: record for record in records
             if record["from"] and len(record["to"]) == 1 and record["relation"] in ("same", "moved", "changed")}
    reaching = Counter(key for record in records for key in record["to"])
    for footnote in footnotes:
        if footnote["relation"] == "moved" and footnote["to"][0] in alone and reaching[footnote["to"][0]] == 1:
            record = alone[footnote["to"][0]]
            record["relation"] = footnote["relation"] = "merged"
            record["evidence"].append(Evidence("with_footnote", footnote=footnote["from"], key=record["to"][0]))
    return records + footnotes


def rarities(texts) -> dict[str | None, float]:
    """How rare each word is among an edition's provisions and footnotes (`None`: a word none of them says)."""
    texts = list(texts)
    counts = Counter(word for words in texts for word in words)
    return {**{word: math.log(1 + len(texts) / count) for word, count in counts.items()},
            None: math.log(1 + len(texts))}


def record_of(graph: Graph, footnote: dict, found: dict[str, list[tuple[str, float]]], first_id: str,
              second_id: str, law_number: Callable[[dict], int]) -> dict:
    """`found`: the provisions or footnotes saying its sentences, by key (`""`: the sentences nothing says)."""
    unsaid = [Evidence("said_nowhere", sentence=shortened(sentence)) for sentence, _ in found.pop("", [])]
    keys = list(found)
    record = {"from_edition": first_id, "to_edition": second_id, "from": footnote["key"], "to": keys}
    if not keys:
        return {**record, "relation": "none", "confidence": NONE_CONFIDENCE,
                "evidence": [Evidence("footnote_unsaid", law=law_number(footnote), edition=second_id)] + unsaid}
    targets = [graph.by_key[(second_id, key)] for key in keys]
    if len(keys) > 1 or unsaid:  # its sentences went apart, or some nowhere: each said one a unit of its own
        record["sentences"] = {key: " ".join(sentence for sentence, _ in said) for key, said in found.items()}
        relation = "split"
    elif targets[0]["kind"] == "footnote" and law_number(targets[0]) == law_number(footnote):
        relation = "same"
    else:
        relation = "moved"
    shares = [share for said in found.values() for _, share in said]
    evidence = [Evidence("said_in_footnote" if graph.by_key[(second_id, key)]["kind"] == "footnote" else "said_in",
                         sentence=shortened(sentence), key=key, share=round(share, 2))
                for key, said in found.items() for sentence, share in said]
    return {**record, "relation": relation, "confidence": round(sureness(sum(shares) / len(shares), SAID), 2),
            "evidence": [Evidence("footnote_to", law=law_number(footnote)), *evidence, *unsaid]}

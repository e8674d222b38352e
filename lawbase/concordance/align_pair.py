"""One pair of editions: learn the lexicon, score, align, say the relations; or compose two pairs.

The lexicon and the translation model are learned from the provisions that kept their key and
length (most of them). Learning again from the pairs of a first alignment was measured and dropped:
the pairs it teaches confirm that alignment's own mistakes (tuning half of the gold: 87% -> 83%).
"""

from __future__ import annotations

from functools import cached_property
from typing import Callable

import numpy as np

from ..evidence import Evidence
from ..graph import Graph
from ..read_back import chain
from . import binding, changed_parts, footnote_provisions, formulas, headings, said_apart, sentences, weak_pairings
from .aligner import Aligner, Alignment, Thresholds
from .amended_laws import pointed_to, replaced_laws, rewritten, split_pointed_to
from .footnote_markers import marker_records
from .footnotes import footnote_records, merged_with_footnotes
from .learned import Learned
from .markers import numbered_as_lettered
from .relations import PairFacts, Record, records
from .similarity import PairScores, Scorer
from .units import EditionText, Unit

KeyMap = dict[str, tuple[list[str], str, float]]  # key -> (keys in the other edition, relation, confidence)
# the bridge's scores, made by the function given, or as they were made before from the same inputs (`parts`)
Remember = Callable[[tuple, Callable[[], PairScores]], PairScores]


SAME_LAWS_KEY = 0.35  # the weight of an equal key between translations of the same Laws
OTHER_LAWS_KEY = 0.06  # and between different Laws (most provisions kept their number)


def scorer_for(texts: tuple[EditionText, EditionText], units: tuple[dict[str, Unit], dict[str, Unit]],
               seeds: list[tuple[Unit, Unit]], same_laws: bool, learned: Learned,
               old: list[sentences.Sentence] | None = None, notes: list[sentences.Sentence] | None = None) -> Scorer:
    """`old`: the first edition's sentences, when the second's are to be scored against them too (`sentences`;
    one list for the direct scorer and the bridge's, so that their rows are the same sentences); `notes`: its
    footnotes' sentences, scored so too (`footnote_provisions`)."""
    first, second = units
    same_language = next(iter(first.values())).language == next(iter(second.values())).language
    lexicon, model = learned.of(seeds, same_language)
    said = (old, sentences.sentences(list(second.values())), notes or []) if old is not None else None
    return Scorer(texts, units, lexicon, model, SAME_LAWS_KEY if same_laws else OTHER_LAWS_KEY, said)


def key_seeds(first: dict[str, Unit], second: dict[str, Unit]) -> list[tuple[Unit, Unit]]:
    return [(unit, second[key]) for key, unit in first.items()
            if key in second and 0.5 <= unit.length / max(1, second[key].length) <= 2]


class Bridged:
    """Scores first-edition units against second-edition units and, where a second-edition unit has a
    twin in the bridge (the other translation of the same Laws), against the twin too: the mean."""

    def __init__(self, direct: Scorer, bridge: PairScores | None, twins: dict[str, Unit]):
        self.direct = direct
        self.bridge = bridge
        self.twins = twins if bridge else {}
        self.matrix = self.bridged(direct.total, bridge.total if bridge else None, alone=True)
        self.translation = self.bridged(direct.signals["translation"],
                                        bridge.signals["translation"] if bridge else None)

    def bridged(self, direct: np.ndarray, bridge: np.ndarray | None, alone: bool = False) -> np.ndarray:
        """A matrix of the direct scores, averaged with the bridge's where a twin exists; the direct matrix
        itself where none does, or where it is read for this `alone` (the direct total: one 5 MB matrix less
        at the concordance's peak memory, which is the build's)."""
        columns = [(self.direct.second_rows[b_id], self.bridge.second_rows[twin.id])
                   for b_id, twin in self.twins.items()]
        if not columns:
            return direct
        out = direct if alone else direct.copy()
        mine, theirs = (np.array(side) for side in zip(*columns))
        out[:, mine] = (direct[:, mine] + bridge[:, theirs]) / 2
        return out

    def sentences(self) -> sentences.Said | None:
        return self.said

    @cached_property
    def said(self) -> sentences.Said | None:
        """The direct sentence scores, each new sentence's the mean with its twin's where the twin provision
        has as many sentences (the two translations of one text, sentence by sentence): where a new provision
        came from is read in both, as the provisions are (2007 50E3, the damage an exposed card did, is 2017
        50E4 through the Russian too; through the Polish alone 2017 50E3's sentence read as well). Made once: the
        parts' tests ask for them about forty times an alignment."""
        said = self.direct.sentences
        if said is None or self.bridge is None or self.bridge.sentences is None:
            return said
        theirs, scores = self.bridge.sentences, said.scores.copy()
        for here in said.of_new_key.values():
            twin = self.twins.get(said.new[here[0]].unit.id)
            there = theirs.of_new_key.get(twin.node["key"], []) if twin is not None else []
            if len(here) == len(there):
                scores[:, here] = (said.scores[:, here] + theirs.scores[:, there]) / 2
        return sentences.Said(said.old, said.new, scores)

    def row(self, a: Unit) -> int:
        return self.direct.row(a)

    def column(self, b: Unit) -> int:
        return self.direct.column(b)

    def signals_of(self, a: Unit, b: Unit) -> dict[str, float]:
        signals = self.direct.signals_of(a, b)
        twin = self.twins.get(b.id)
        if twin is None:
            return signals
        other = self.bridge.signals_of(a, twin)
        return {name: (value + other.get(name, value)) / 2 for name, value in signals.items()}

    def contained(self, part: Unit, whole: Unit) -> float:
        return self.direct.contained(part, whole)

    def alike_to(self, a: Unit, others: list[Unit]) -> np.ndarray:
        return self.direct.alike_to(a, others)

    def containments(self, part: Unit, wholes: list[Unit]) -> np.ndarray:
        return self.direct.containments(part, wholes)

    def lead_contained(self, lead: Unit, whole: Unit) -> float:
        return self.direct.lead_contained(lead, whole)

    def lead_said(self, lead: Unit, whole: Unit) -> float:
        return self.direct.lead_said(lead, whole)


def chapter_laws(graph: Graph, edition: str) -> tuple[int, int] | None:
    """A chapter edition is compared over its own Laws only."""
    info = graph.editions[edition]
    return tuple(info["laws"]) if info["kind"] == "chapter" and info.get("laws") else None


def align_editions(graph: Graph, texts: dict[str, EditionText], first_id: str, second_id: str,
                   bridge_id: str | None, bridge_map: KeyMap | None, learned: Learned,
                   remember: Remember | None = None, only: frozenset[int] = frozenset()) -> list[dict]:
    """`learned`: the lexicons and models of the parallel texts met so far. `remember`: where the bridge's scores
    may have been kept (they read neither the second edition nor the bridge's pairing with it: an edit of
    pl-2017 scores cs-2007 against ru-2017 as before). `only`: the Laws aligned, where not every Law (the other
    Laws still teach the lexicon and the translation model)."""
    laws = chapter_laws(graph, first_id)
    first, second = texts[first_id].within(laws), texts[second_id].within(laws)
    aligning = (lambda unit: unit.key.law in only) if only else (lambda unit: True)
    bridge_units = texts[bridge_id].within(laws) if bridge_id else {}
    twins = {}
    for key, (keys, relation, _) in (bridge_map or {}).items():
        if key in second and len(keys) == 1 and keys[0] in bridge_units and (
                relation in ("same", "moved") or relation == "merged" and keys[0] == key):  # 2024 73A2, less 73D3
            twins[second[key].id] = bridge_units[keys[0]]
    facts = pair_facts(graph, first_id, second_id)
    agreeing = agreeing_laws(first, second, facts) if facts.same_laws else set()
    rest_first, rest_second = ({key: unit for key, unit in side.items()
                                if unit.key.law not in agreeing and aligning(unit)} for side in (first, second))
    thresholds = Thresholds()
    if not rest_first or not rest_second:  # one side alone: nothing to pair, nothing to score
        aligned = records(rest_first, rest_second, Alignment(), None, thresholds.inside, facts)
    else:  # scored on what is aligned, learned from every Law
        old = sentences.sentences(list(rest_first.values()))
        across = not facts.same_laws and graph.language(first_id) != graph.language(second_id)  # notes no unit
        direct = scorer_for((texts[first_id], texts[second_id]), (rest_first, rest_second), key_seeds(first, second),
                            facts.same_laws, learned, old,
                            footnote_provisions.note_sentences(graph, rest_first) if across else None)
        bridge = (remember or made)(("bridge", first_id, bridge_id, laws, list(rest_first), facts.same_laws),
                                    lambda: scorer_for((texts[first_id], texts[bridge_id]), (rest_first, bridge_units),
                                                       key_seeds(first, bridge_units), facts.same_laws,
                                                       learned, old).pair_scores()) if bridge_units else None
        score = Bridged(direct, bridge, twins)
        alignment = Aligner(rest_first, rest_second, score, thresholds, merges=not facts.same_laws,
                            rewritten=frozenset(facts.amended)).run()
        aligned = records(rest_first, rest_second, alignment, score, thresholds.inside, facts)
        if not facts.same_laws:
            by_place = {pair.first.node["key"] for pair in alignment.pairs if pair.how == "gap"}
            aligned = weak_pairings.unpaired(aligned, direct.sentences, by_place)
            aligned = weak_pairings.said_elsewhere(aligned, direct.sentences, by_place, rest_second)
            both = score.sentences()  # the added-rule test keeps the direct scores its bound was drawn from
            aligned = formulas.moved_on_a_formula(aligned, both, rest_first, rest_second)
            aligned = sentences.apply(aligned, sentences.sources(rest_second, both, aligned), both, rest_second)
            aligned = split_pointed_to(aligned, graph, second_id)
            aligned = said_apart.said_beside(said_apart.lead_of_another(aligned, both, rest_second), both, rest_second)
            aligned = said_apart.one_each(aligned, both)
            aligned = sentences.extended(aligned, direct.sentences)
            aligned = headings.rewritten_in_place(aligned, rest_first, rest_second, score)
            aligned = binding.bound_no_more(aligned, rest_first, rest_second, twins)
            aligned = changed_parts.new_parts_join(aligned, rest_first, rest_second)
            aligned = footnote_provisions.noted_provisions(aligned, direct.sentences, rest_second)
            aligned = numbered_as_lettered(aligned, rest_first, rest_second)
        else:  # an amended Law: what the amendment rewrote whole, and a sentence it made a provision (73D3)
            aligned = sentences.merged_into(sentences.parts_rewritten(aligned, rest_second), direct.sentences,
                                            rest_first, facts.amended)
            aligned = pointed_to(rewritten(aligned, direct.sentences, rest_first, rest_second, facts.amended),
                                 graph, first_id)
    by_key = {record.first: record for record in aligned if record.first}
    out = [by_key.get(key) or Record(key, [key], "same", 1.0, [Evidence("same_laws", law=unit.key.law)])
           for key, unit in first.items() if aligning(unit)]
    one_language = graph.language(first_id) == graph.language(second_id) and not facts.same_laws and not only
    provisions = [record.to_json(first_id, second_id) for record in out + [r for r in aligned if not r.first]]
    if one_language:
        return merged_with_footnotes(provisions, footnote_records(graph, first_id, second_id, laws))
    if facts.same_laws:  # an amended Law said as the texts show it; a footnote is the other's marked at its place
        provisions = replaced_laws(graph, first_id, second_id, provisions)
        return provisions + marker_records(graph, first_id, second_id, provisions) if not only else provisions
    return provisions


def made(parts: tuple, make: Callable[[], PairScores]) -> PairScores:
    """No cache: the bridge's scores made now."""
    return make()


def agreeing_laws(first: dict[str, Unit], second: dict[str, Unit], facts: PairFacts) -> set[int]:
    """The Laws two translations of the same Laws number alike, provision by provision, which neither
    carries an amendment to: their provisions pair by key, no words compared (a translation of the
    same Laws says what the other says; where the numbering differs - a list printed as bullets, an
    amended Law - the provisions are aligned by what they say)."""
    keys: dict[int, list[set[str]]] = {}
    for side, units in enumerate((first, second)):
        for key, unit in units.items():
            keys.setdefault(unit.key.law, [set(), set()])[side].add(key)
    return {law for law, (mine, theirs) in keys.items() if mine == theirs and law not in facts.amended}


def pair_facts(graph: Graph, first_id: str, second_id: str) -> PairFacts:
    """Same Laws or not; the Laws one of the two carries amendments to."""
    amended = {}
    for edition_id in (first_id, second_id):
        edition = graph.editions[edition_id]
        for law in edition.get("amended_laws", []):
            amended[law] = Evidence("amended", edition=edition_id, year=edition["amended"], law=law)
    same = graph.editions[first_id]["laws_year"] == graph.editions[second_id]["laws_year"]
    return PairFacts(same, amended)


def key_map(records_: list[dict]) -> KeyMap:
    return {r["from"]: (r["to"], r["relation"], r["confidence"]) for r in records_ if r["from"]}


def reverse_map(records_: list[dict]) -> KeyMap:
    out: KeyMap = {}
    for record in records_:
        for key in record["to"]:
            keys, relation, confidence = out.get(key, ([], record["relation"], record["confidence"]))
            if record["from"] and record["from"] not in keys:
                keys = keys + [record["from"]]
            out[key] = (keys, {"split": "merged", "merged": "split"}.get(record["relation"], record["relation"])
                        if record["from"] else "none", confidence)
    return out


def compose(graph: Graph, texts: dict[str, EditionText], first_id: str, via_id: str, second_id: str, one: KeyMap,
            two: KeyMap, said: dict[str, dict[str, str]] | None = None) -> list[dict]:
    """first -> second through via: each provision follows its pairing twice; `said`: the first edition's
    sentences that went into new parts of via (key -> via key -> sentence), which go on into the parts of
    second that say what those parts say alone (cs-2007 24D's sentence into ru-2017 24E through pl-2017 24E;
    not 73A2's into ru-2017 73A2, which says pl-2017 73D3 within more). A provision merged in via says with what
    (1997 68 with its footnote fn8 in 2017 68)."""
    laws = chapter_laws(graph, first_id)
    first, second = texts[first_id].within(laws), texts[second_id].within(laws)
    out, reached, said = [], set(), said or {}
    reaching: dict[str, list[str]] = {}  # a via key -> the first edition's keys (a footnote's too) paired with it
    for key, (middle, _, _) in one.items():
        for step in middle:
            reaching.setdefault(step, []).append(key)
    for key in first:
        middle, relation, confidence = one.get(key, UNPAIRED)
        keys: list[str] = []
        relations = [relation]
        for step in middle:
            targets, second_relation, second_confidence = two.get(step, UNPAIRED)
            for target in targets:
                if target not in keys:
                    keys.append(target)
            relations.append(second_relation)
            confidence *= second_confidence
        keys = [k for k in keys if k in second]
        reached.update(keys)
        record = {"from_edition": first_id, "to_edition": second_id, "from": key, "to": keys,
                  "relation": composed_relation(key, keys, relations), "confidence": round(confidence, 2),
                  "evidence": [chain(via_id, [key], middle, keys)]}
        partners = [other for step in middle for other in reaching[step] if other != key]
        if relation == "merged" and partners:  # what it was merged with, which the chain alone does not say
            record["evidence"].append(Evidence("merged_through", partners=", ".join(dict.fromkeys(partners)),
                                               edition=first_id, via=via_id, keys=", ".join(middle)))
        if key in said:
            sentences = {target: sentence for step, sentence in said[key].items()
                         for target in two.get(step, UNPAIRED)[0] if target in keys
                         and two[step][1] in ("same", "moved")}  # said alike there, not within a larger provision
            if sentences:
                record["sentences"] = sentences
        out.append(record)
    for key in second:
        if key not in reached:
            out.append({"from_edition": first_id, "to_edition": second_id, "from": None, "to": [key],
                        "relation": "none", "confidence": 0.7, "evidence": [Evidence("through_nothing", via=via_id)]})
    return out


UNPAIRED = ([], "none", 0.5)  # a key a pairing does not name


def composed_relation(key: str, keys: list[str], relations: list[str]) -> str:
    """A split that reaches one provision is no split: its new part is not in the last edition (2007 73A2 is
    2017 73A2 and the 2024 73D3, which the unamended Russian 2017 text still says in its 73A2)."""
    if not keys:
        return "none"
    relation = next(r for r in relations if r != "none") if "none" in relations else \
        "split" if "split" in relations else "merged" if "merged" in relations else None
    if relation is not None and not (relation == "split" and len(keys) == 1):
        return relation
    if key not in keys and set(relations) != {"same"}:  # a chain of `same` keeps its place (cs-2007 35.1, 35A)
        return "changed" if "changed" in relations else "moved"  # a rule moved and changed (2007 30B2b, 2017 30B1a)
    return "changed" if "changed" in relations else "same"  # its own key, perhaps with the new part holding its text


def notes_records(graph: Graph, edition_id: str) -> list[dict]:
    """A note comments on the Law of its base edition with the same number."""
    base = graph.editions[edition_id].get("base")
    out = []
    for law in graph.laws[edition_id]:
        if base and (base, law["key"]) in graph.by_key:
            out.append({"from_edition": edition_id, "to_edition": base, "from": law["key"], "to": [law["key"]],
                        "relation": "same", "confidence": 1.0, "evidence": [Evidence("note_on", law=law["key"])]})
    return out

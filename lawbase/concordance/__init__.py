"""The concordance: which provision of one edition says what a provision of another edition says.

Editions of the same Laws (the same `laws_year`: pl-2017 and ru-2017) are aligned with each other;
each other edition is aligned by meaning with the newest Laws in force (a draft is one of the others, so
declaring the draft of the next Laws changes no pairing of the texts in force): with their translation in
its own language where there is one, word for word (pl-1997 with pl-2017: a second language would only blur
the words), else with the newest Laws' first translation, its other translation as a bridge (a 2007
Czech provision is scored against the Polish and the Russian 2017 text at once, so the two pairings
agree). A draft is also aligned with every other text of its language, word for word (a Czech draft of the
2017 Laws with the 2007 Czech text it was made from, whatever the 2017 Laws align it from). The pairs no
alignment computed directly are composed through the ones that were (cs-2007 ->
ru-2017 = cs-2007 -> pl-2017 -> ru-2017). Notes pair with the Laws of their base edition. Records:
README, "lawbase.json", `concordance`.

An alignment is a function of its editions alone: with a cache, one made before from the same editions
(their manifest entries, nodes and references, and the bridge's pairing) is taken as it was, so an edit
of the notes or of one edition aligns only the pairs that edition is in. A bridged alignment's scores
against its bridge (cs-2007 against ru-2017) read neither its second edition nor the bridge's pairing, and
are kept apart (`remembered`): an edit of pl-2017 scores cs-2007 against pl-2017 alone again. An edition's units
are kept by the same inputs (`Texts`): an edit of pl-2017 cuts the units of pl-2017 alone again.
"""

from __future__ import annotations

from typing import Callable

import orjson

from ..cache import Cache, digest
from ..evidence import Evidence
from ..graph import Graph
from ..keys import law_of_key
from ..manifest import carries_amendments
from .units import EditionText, edition_text, references_in, with_nodes
from .align_pair import (KeyMap, Remember, align_editions, chapter_laws, compose, key_map, notes_records,
                         reverse_map)
from .learned import Learned
from .similarity import PairScores


def plan(graph: Graph) -> tuple[list[tuple[str, str, str | None]], list[tuple[str, str]]]:
    """The direct alignments (first, second, bridge) and the other pairs (older first) of the Laws."""
    laws = [edition for edition in graph.editions.values() if edition["kind"] in ("laws", "chapter")]
    years: dict[int, list[str]] = {}
    for edition in laws:
        years.setdefault(edition["laws_year"], []).append(edition["id"])
    if not years:
        return [], []
    draft = {edition["id"] for edition in laws if edition.get("draft")}
    hubs = {year: min(group, key=lambda e: (e in draft, graph.editions[e]["kind"] != "laws"))  # stable
            for year, group in years.items()}
    newest = max((year for year, group in years.items() if not set(group) <= draft), default=max(years))
    bridge = next((e for e in years[newest] if e != hubs[newest] and e not in draft), None)
    direct: list[tuple[str, str, str | None]] = []
    for year, group in sorted(years.items()):
        direct.extend((hubs[year], member, None) for member in group if member != hubs[year])

    def own(edition: str) -> str | None:
        """The newest Laws' text in force in the edition's language."""
        return next((e for e in years[newest] if graph.editions[e]["kind"] == "laws" and e not in draft
                     and graph.language(e) == graph.language(edition)), None)

    for year in sorted(years):
        if year < newest:
            mine = own(hubs[year])
            direct.append((hubs[year], mine, None) if mine else (hubs[year], hubs[newest], bridge))
        elif year > newest:  # drafts of later Laws, each from the text in force of its language (the older side)
            direct.extend((own(member) or hubs[newest], member, None) for member in years[year])
    direct.extend(same_language(graph, laws, draft, direct))
    done = {pair for first, second, _ in direct for pair in ((first, second), (second, first))}
    ordered = [e["id"] for e in sorted(laws, key=lambda e: e["laws_year"])]  # stable: manifest order in a year
    others = [(a, b) for i, a in enumerate(ordered) for b in ordered[i + 1:] if (a, b) not in done]
    return direct, others


def same_language(graph: Graph, laws: list[dict], draft: set[str],
                  direct: list[tuple[str, str, str | None]]) -> list[tuple[str, str, str | None]]:
    """Each draft with every other text of its language, word for word (older Laws first), where no direct
    alignment pairs them yet: composed through another language, a Czech draft of the 2017 Laws made from
    the 2007 Czech text had identical sentences `moved` and `changed` (through pl-2017)."""
    paired = {frozenset(pair[:2]) for pair in direct}
    ordered = sorted(laws, key=lambda e: (e["laws_year"], e["id"] in draft))  # stable: manifest order
    out = []
    for at, older in enumerate(ordered):
        for newer in ordered[at + 1:]:
            ids = older["id"], newer["id"]
            if draft & set(ids) and graph.language(ids[0]) == graph.language(ids[1]) \
                    and frozenset(ids) not in paired:
                out.append((*ids, None))
    return out


def through(graph: Graph, first: str, second: str) -> list[str]:
    """The editions a pair may be composed through, the likeliest first: complete texts in force, the
    translations of either end's Laws first (cs-2007 -> ru-2017 through pl-2017), then the newest Laws;
    a chapter or a draft only after them (a chapter of Laws 41-71 holds nothing of the others)."""
    years = {graph.editions[first]["laws_year"], graph.editions[second]["laws_year"]}

    def rank(edition: str) -> tuple:
        info = graph.editions[edition]
        return info["kind"] != "laws", bool(info.get("draft")), info["laws_year"] not in years, -info["laws_year"]

    return sorted((edition for edition in graph.editions if edition not in (first, second)), key=rank)


def amended_between(graph: Graph, via: str, first: str, second: str) -> dict[int, str]:
    """The Laws a composition's middle edition carries amendments to that neither end carries, and why: both
    ends keep the text the amendment replaced (cs-2007 and ru-2017 print 73B1 and 73B2, which pl-2017's 2024
    73B merged), so composing through the middle would carry the amendment into a pair it is no part of."""
    info = graph.editions[via]

    def amends(end: str, law: int) -> bool:
        other = graph.editions[end]
        return carries_amendments(other, law) and other.get("amended") == info["amended"]

    def holds(end: str, law: int) -> bool:
        laws = chapter_laws(graph, end)
        return not laws or laws[0] <= law <= laws[1]

    return {law: Evidence("amended", edition=via, year=info["amended"], law=law) for law in info.get("amended_laws", [])
            if all(holds(end, law) and not amends(end, law) for end in (first, second))}


def spliced(composed: list[dict], direct: list[dict], amended: dict[int, Evidence]) -> list[dict]:
    """The composed records with those of the `amended` Laws replaced by the direct alignment's, which say why,
    in the Laws' order."""

    def law(record: dict) -> int:
        return int(law_of_key(record["from"] or record["to"][0]))

    for record in direct:
        record["evidence"] = [Evidence("aligned_directly", **amended[law(record)].values)] + record["evidence"]
    kept = [record for record in composed if law(record) not in amended] + direct
    return sorted(kept, key=lambda record: (record["from"] is None, law(record)))  # stable: each Law's own order


class PairMaps:
    """The key maps of the pairs aligned so far, either way round, each made when a composition first
    needs it (most pairs are never a step of another: making every map was the square of the editions)."""

    def __init__(self):
        self.records: dict[tuple[str, str], list[dict]] = {}
        self.made: dict[tuple[str, str], KeyMap] = {}

    def keep(self, first: str, second: str, records: list[dict]) -> None:
        self.records[(first, second)] = records

    def __contains__(self, pair: tuple[str, str]) -> bool:
        return pair in self.records or pair[::-1] in self.records

    def get(self, pair: tuple[str, str]) -> KeyMap | None:
        if pair not in self:
            return None
        if pair not in self.made:
            self.made[pair] = key_map(self.records[pair]) if pair in self.records else \
                reverse_map(self.records[pair[::-1]])
        return self.made[pair]


class Texts(dict):
    """The editions' units, each made when an alignment or a composition first needs it (with a cache: taken from
    it where made before from the same edition, as an edit's rebuild finds its unedited editions), and the lexicons
    and models learned from them (`learned`)."""

    def __init__(self, graph: Graph, cache: Cache | None = None):
        super().__init__()
        self.graph = graph
        self.cache = cache
        self.learned = Learned()
        self.digests: dict[str, str] = {}

    def __missing__(self, edition: str) -> EditionText:
        kept = self.cache.get_object("units", self.digest(edition)) if self.cache is not None else None
        if isinstance(kept, EditionText):
            self[edition] = made = with_nodes(kept, self.graph)
        else:
            self[edition] = made = edition_text(self.graph, edition)
            if self.cache is not None:
                self.cache.put_object("units", made, self.digest(edition))
        return made

    def digest(self, edition: str) -> str:
        """All the units and an alignment read of an edition: its manifest entry, nodes and references (the units,
        their citations), digested once a build."""
        if edition not in self.digests:
            self.digests[edition] = digest(orjson.dumps([self.graph.editions[edition], self.graph.by_edition[edition],
                                                         references_in(self.graph, edition)]))
        return self.digests[edition]

    def let_go(self) -> None:
        """Take the units' trees apart (a unit and its parent refer to each other), so that they are freed as
        the concordance returns, not left to the cyclic collector, which a build pauses."""
        for text in self.values():
            for unit in text.units.values():
                unit.parent = None
                unit.children.clear()


def alignment_inputs(texts: Texts, editions: tuple[str | None, ...], bridge_map: KeyMap | None) -> bytes:
    """Everything an alignment of these editions reads: their manifest entries, nodes and references (`Texts.digest`),
    and the bridge's pairing (its twins)."""
    return orjson.dumps([texts.digest(edition) for edition in editions if edition] + [sorted((bridge_map or {}).items())])


def aligned(graph: Graph, texts: Texts, pair: tuple[str, str, str | None], bridge_map: KeyMap | None,
            cache: Cache | None, only: frozenset[int] = frozenset()) -> list[dict]:
    """`align_editions`, or the records it gave the same inputs before (`cache`)."""
    if cache is None:
        return align_editions(graph, texts, *pair, bridge_map, texts.learned, None, only)
    inputs = alignment_inputs(texts, pair, bridge_map) + orjson.dumps(sorted(only))
    found = cache.get_object("alignment", inputs)
    if isinstance(found, list):
        return found
    records = align_editions(graph, texts, *pair, bridge_map, texts.learned, remembered(texts, cache), only)
    cache.put_object("alignment", records, inputs)
    return records


def remembered(texts: Texts, cache: Cache) -> Remember:
    """A bridge's scores made before from the same inputs: the first edition and the bridge (their manifest
    entries, nodes and references) and the `parts` that say which of their units were scored."""

    def remember(parts: tuple, make: Callable[[], PairScores]) -> PairScores:
        inputs = alignment_inputs(texts, parts[1:3], None) + orjson.dumps(parts)
        found = cache.get_object("bridge", inputs)
        if isinstance(found, PairScores):
            return found
        scores = make()
        cache.put_object("bridge", scores, inputs)
        return scores

    return remember


def build_concordance(graph: Graph, cache: Cache | None = None) -> list[dict]:
    """The concordance's records (README, "lawbase.json"); the editions' units are let go as it returns."""
    texts = Texts(graph, cache)
    try:
        return concordance_records(graph, texts, cache)
    finally:
        texts.let_go()


def concordance_records(graph: Graph, texts: Texts, cache: Cache | None) -> list[dict]:
    direct, others = plan(graph)
    out: list[dict] = []
    maps = PairMaps()

    def keep(first: str, second: str, records: list[dict]) -> None:
        out.extend(records)
        maps.keep(first, second, records)

    for first, second, bridge in direct:
        keep(first, second, aligned(graph, texts, (first, second, bridge), maps.get((second, bridge)), cache))
    for first, second in others:
        via = next((v for v in through(graph, first, second) if (first, v) in maps and (v, second) in maps), None)
        if via is not None:
            said = {record["from"]: record["sentences"] for record in maps.records.get((first, via), [])
                    if record.get("sentences")}
            composed = compose(graph, texts, first, via, second, maps.get((first, via)), maps.get((via, second)), said)
            amended = amended_between(graph, via, first, second)
            if amended:
                direct = aligned(graph, texts, (first, second, None), None, cache, frozenset(amended))
                composed = spliced(composed, direct, amended)
            keep(first, second, composed)
    for edition in graph.editions.values():
        if edition["kind"] == "notes":
            out.extend(notes_records(graph, edition["id"]))
    return out

"""The whole corpus: read the manifest, parse every edition (bases before their notes), make the graph."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from .cache import Cache
from .citations import keep_mentions, recall_mentions
from .collector import collector_paused
from .contents_titles import mark_contents_titles
from .graph import LEVELS, Graph
from .keys import id_parts, node_id
from .manifest import Edition, load_manifest
from .parse import ParsedEdition, law_titles, parse_edition, record_repairs
from .parse.recovery import EditionTree, Evidence, recover_edition
from .profiles import Profile, load_profile
from .source import read_source
from .urls import node_url

SCHEMA_VERSION = 1


@dataclass
class Corpus:
    folder: Path
    editions: list[Edition]
    parsed: dict[str, ParsedEdition]

    def graph(self, urls: bool = True) -> Graph:
        """The parsed editions as the graph every later stage reads (references not yet found)."""
        editions = []
        for edition in self.editions:
            entry = edition.to_json()
            entry["language_name"] = load_profile(edition.language).name
            editions.append(entry)
        nodes = [record for edition in self.editions for record in self.parsed[edition.id].records()]
        graph = Graph({"schema": SCHEMA_VERSION, "editions": editions, "nodes": nodes, "references": []})
        for node in nodes if urls else ():
            node["url"] = node_url(node, graph.by_id)
        return graph

    def line_maps(self) -> dict[str, list[tuple[int, int]]]:
        """node id -> (offset in its text, source line): where each line of a text came from."""
        return {node_id: lines for parsed in self.parsed.values() for node_id, lines in parsed.line_maps().items()}


def parse_order(editions: list[Edition]) -> list[Edition]:
    """Manifest order, except that an edition comes after the base edition it comments on."""
    done: list[Edition] = []
    pending = list(editions)
    while pending:
        for edition in pending:
            if not edition.base or any(other.id == edition.base for other in done):
                done.append(edition)
                pending.remove(edition)
                break
    return done


def load_corpus(folder: Path, cache: Cache | None = None) -> Corpus:
    """Parse every edition (or take the cache's copy of one parsed from the same bytes by the same code),
    then the steps across editions."""
    editions = load_manifest(folder)
    parsed: dict[str, ParsedEdition] = {}
    for edition in parse_order(editions):
        shown = str(folder / edition.file)
        source = read_source(edition.path, shown)  # damaged input: one error, cached or not
        base_titles = law_titles(parsed[edition.base]) if edition.base else None
        inputs = (repr(edition), shown, edition.path.read_bytes(), repr(sorted((base_titles or {}).items())))
        cached = cache.get_object("parsed", *inputs) if cache else None
        if isinstance(cached, ParsedEdition):
            parsed[edition.id] = cached
        else:
            parsed[edition.id] = parse_edition(edition, load_profile(edition.language), source, base_titles)
            if cache:  # as the parser left it: the steps below change it
                cache.put_object("parsed", parsed[edition.id], *inputs)
    corpus = Corpus(folder, editions, parsed)
    if cache:
        recall_mentions(cache, languages(corpus))
    recover_numbering(corpus)
    for edition in editions:
        record_repairs(parsed[edition.id], load_profile(edition.language))
        mark_contents_titles(parsed[edition.id])
    link_notes(corpus)
    mark_empty(corpus)
    return corpus


def languages(corpus: Corpus) -> list[Profile]:
    return [load_profile(language) for language in sorted({edition.language for edition in corpus.editions})]


def mark_empty(corpus: Corpus) -> None:
    """A provision of the Laws printed as its heading alone (pl-1997-chapter6.txt:99, 45E) is marked `empty`
    and reported: kept as printed, its page says the source gives nothing more (notes: `link_notes`)."""
    for edition in corpus.editions:
        if edition.kind == "notes":
            continue
        builder = corpus.parsed[edition.id].builder
        parents = {node.parent for node in builder.nodes}
        for node in builder.nodes:
            if node.kind in LEVELS and not node.text.strip() and node.id not in parents:
                node.extra["empty"] = True
                builder.anomaly_said("warning", node.lines[0], "anomaly_empty_provision", key=node.key)


def link_notes(corpus: Corpus) -> None:
    """A note with nothing under its heading is marked `empty` (kept: the source prints the heading); the
    base edition's Law names the notes that say something about it (`notes`)."""
    for edition in corpus.editions:
        if edition.kind != "notes":
            continue
        base = corpus.parsed[edition.base].builder.by_id if edition.base in corpus.parsed else {}
        for node in corpus.parsed[edition.id].nodes:
            if node.kind != "law":
                continue
            if not node.text.strip() and not any(other.parent == node.id for other in corpus.parsed[edition.id].nodes):
                node.extra["empty"] = True
            elif node_id(edition.base, node.key) in base:
                base[node_id(edition.base, node.key)].extra.setdefault("notes", []).append(node.id)


def recover_numbering(corpus: Corpus) -> None:
    """The cross-edition stage: numbering the sources lost is recovered from the evidence of every edition
    (its citations, and the parallel editions' structure), read before any edition changes."""
    from .keys import Key
    from .references import find_references

    graph = corpus.graph(urls=False)
    cited: dict[str, dict[str, list[str]]] = {}
    for record in find_references(graph, corpus.line_maps()):
        if record.get("target") or not record.get("key") or Key.parse(record["key"]) is None:
            continue
        edition = graph.editions[id_parts(record["source"])[0]]
        places = cited.setdefault(graph.resolves_in(edition["id"]), {}).setdefault(record["key"], [])
        places.append(f"{edition['file']}:{record['line']}")
    laws = [edition for edition in corpus.editions if edition.kind != "notes"]
    evidence = Evidence(
        cited=cited,
        children={edition.id: EditionTree(corpus.parsed[edition.id].builder).children_by_kind() for edition in laws},
        years={edition.id: edition.laws_year for edition in laws})
    for edition in laws:
        parsed = corpus.parsed[edition.id]
        recover_edition(edition.id, parsed.builder, evidence, parsed.source_lines)


def build_graph(folder: Path, step: Callable[[str], None] | None = None, cache: Cache | None = None,
                early: Callable[[dict], None] | None = None,
                aligned: Callable[[], list[dict]] | None = None) -> tuple[Corpus, Graph]:
    """Parse the corpus, resolve its references, align its editions: the whole graph stage (`step` is
    told as each part starts: parse, references, concordance; `early` is handed the graph before the
    concordance, for work that does not need it; `aligned`: its concordance, made apart from that graph
    (`concordance_process`), else made here)."""
    with collector_paused():
        return graph_of(folder, step, cache, early, aligned)


def graph_of(folder: Path, step: Callable[[str], None] | None, cache: Cache | None,
             early: Callable[[dict], None] | None,
             aligned: Callable[[], list[dict]] | None = None) -> tuple[Corpus, Graph]:
    from .references import find_references
    from .cited_evidence import with_citation_evidence
    from .renumbering import read_through_concordance

    step = step or (lambda name: None)
    step("parse")
    corpus = load_corpus(folder, cache)
    step("references")
    graph = corpus.graph()
    graph.data["references"] = find_references(graph, corpus.line_maps())
    if cache:
        keep_mentions(cache, languages(corpus))
    graph = Graph(graph.data)
    if early:
        early(graph.data)
    step("concordance")
    if aligned is None:
        from .concordance import build_concordance  # numpy and scipy: imported when needed

        graph.data["concordance"] = build_concordance(graph, cache)
    else:
        graph.data["concordance"] = aligned()
    graph = Graph(graph.data)
    graph.data["references"] = read_through_concordance(graph)  # a citation of older Laws' numbering
    graph = Graph(graph.data)
    graph.data["concordance"] = with_citation_evidence(graph)
    return corpus, Graph(graph.data)

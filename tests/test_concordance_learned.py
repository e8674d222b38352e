"""The lexicon and the translation model of a parallel text are learned once in a build, whichever alignments
read it (the 10x corpus learned 122 models from 5 texts: issue 17)."""

from __future__ import annotations

import random
from types import SimpleNamespace

from lawbase.cited_evidence import with_citation_evidence
from lawbase.concordance import build_concordance, learned
from lawbase.corpus import build_graph
from lawbase.graph import Graph

from .conftest import edition, write_corpus
from .test_concordance import three_editions


def learning(monkeypatch) -> list[tuple[str, str]]:
    """The editions of each parallel text a model is learned from, in turn."""
    made, learn_model = [], learned.learn_model
    monkeypatch.setattr(learned, "learn_model", lambda seeds: made.append(
        (seeds[0][0].node["edition"], seeds[0][1].node["edition"])) or learn_model(seeds))
    return made


def test_a_text_printed_again_under_another_id_learns_nothing_new(tmp_path, monkeypatch):
    """ru-2017-b prints ru-2017 again: its alignment with pl-2017 reads the text pl-2017 against ru-2017 that
    was learned already, and pairs as ru-2017 does."""
    editions, texts = three_editions(random.Random(7))
    editions.append(edition("ru-2017-b", "ru", "ru.md", laws_year=2017))
    made = learning(monkeypatch)
    records = build_graph(write_corpus(tmp_path / "corpus", editions, texts))[1].data["concordance"]
    assert made == [("pl-2017", "ru-2017"), ("cs-2007", "pl-2017"), ("cs-2007", "ru-2017")]

    def pairs(second: str) -> list[tuple]:
        return [(r["from"], r["to"], r["relation"], r["confidence"], r["evidence"]) for r in records
                if (r["from_edition"], r["to_edition"]) == ("pl-2017", second)]

    assert pairs("ru-2017") and pairs("ru-2017-b") == pairs("ru-2017")


def test_the_laws_a_middle_edition_amends_are_aligned_with_the_bridge_s_model(graph, monkeypatch):
    """cs-2007 against ru-2017 is pl-2017's bridge, then aligned directly for Laws 73 and 89, which pl-2017
    carries amended: one model for both, and the concordance the build wrote."""
    made = learning(monkeypatch)
    made_again = Graph({**graph.data, "concordance": build_concordance(Graph(dict(graph.data)))})
    assert with_citation_evidence(made_again) == graph.data["concordance"]  # the build adds the citations' evidence
    assert made.count(("cs-2007", "ru-2017")) == 1 and len(made) == len(set(made)) == 4, made


def test_the_texts_read_last_are_kept_and_the_others_learned_again(monkeypatch):
    """The concordance's peak memory is the build's: two texts' models are kept, the one read least recently
    let go first."""
    made = []
    monkeypatch.setattr(learned, "learn", lambda seeds, same_language: made.append(seeds[0][0].own_digest))
    monkeypatch.setattr(learned, "learn_model", lambda seeds: None)

    def text(terms: bytes) -> list:
        unit = SimpleNamespace(language="pl", key=SimpleNamespace(law=1), own_digest=terms)
        return [(unit, unit)]

    memo = learned.Learned()
    for terms in (b"a", b"b", b"a", b"c", b"a", b"b"):
        memo.of(text(terms), True)
    assert learned.KEPT == 2 and made == [b"a", b"b", b"c", b"b"]

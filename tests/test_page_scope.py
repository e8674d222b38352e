"""A rebuild makes again only the pages whose inputs changed (`lawbase/site/scope.py`): each Law and
comparison page is kept under the digest of what it reads, so what it reads must be all it reads - checked
by making pages from their scope alone - and an edit must make again every page it changes, through
another Law or edition too."""

from __future__ import annotations

import shutil

import orjson
import pytest

from lawbase.analysis import TermMap, load_term_maps, vocabulary
from lawbase.build import code_fingerprint
from lawbase.cache import Cache
from lawbase.compare import Comparer
from lawbase.corpus import build_graph
from lawbase.graph import Graph
from lawbase.index import INDEX_DIR, build_term_maps
from lawbase.read_back import WEAK
from lawbase.site import compare_pages, law
from lawbase.site.compare_index import listing
from lawbase.site.context import SiteContext
from lawbase.site.frame import document
from lawbase.site.scope import PageStore, Scope, as_shown, skeleton, unplaced
from lawbase.store import GRAPH_FILE
from lawbase.urls import compare_page

from .conftest import CORPUS, EDITED_LINE

# the Law pages made from their scope alone: the edited Law, the notes' Law, and Laws with footnotes,
# recovered numbers, index entries citing them, moved and merged provisions, in each kind of edition
SCOPED_LAWS = {"pl-2017": ("1", "6", "12", "16", "17", "21", "22", "25", "27", "40", "67", "73", "89"),
               "cs-2007": ("12", "16", "17", "20", "22", "23", "35", "40", "62", "86"),
               "ru-2017": ("16", "20", "25", "73"), "pl-1997": ("45", "53", "62", "68"),
               "pl-notes": ("24", "27", "53", "63")}
CITING_LINE = 1064  # pl-2017.txt: 43B2b's "przepis 64"


def site_context(out, cache=None) -> SiteContext:
    data = orjson.loads((out / GRAPH_FILE).read_bytes())
    return SiteContext(Graph(data), load_term_maps(out / INDEX_DIR), cache=cache)


@pytest.fixture(scope="module")
def context(built_out):
    return site_context(built_out[0])


@pytest.fixture(scope="module")
def site(built_out):
    """The session build's pages: each made from the whole graph (`test_site_strings`: the same bytes as a
    site made again in one process), read where the tests made them again (a third of their work)."""
    return built_out[0] / "site"


@pytest.fixture
def skeletons(context):
    """Every node's skeleton, made once for a test's pages, where each page's scope made all 4,500 again (half
    of the comparison pages' test); checked unchanged after the pages that shared them."""
    made = [skeleton(node) for node in context.graph.nodes]
    before = orjson.dumps(made)
    yield made
    assert orjson.dumps(made) == before, "a page made from its scope changed a skeleton it shared"


def from_scope(context: SiteContext, scope: Scope, own: list[str], skeletons: list[dict],
               sure: bool = True) -> SiteContext:
    """A context whose graph is the page's scope alone, and whose term maps hold only the words of its own
    texts and of the defined terms (a word's analysis is the word's: the key holds the words)."""
    graph = Graph(scoped_data(context.graph, scope, own, skeletons, sure))
    texts: dict[str, list[str]] = {}
    for node in graph.nodes:
        if "text" in node or node.get("term"):
            texts.setdefault(graph.language(node["edition"]), []).extend([node.get("text", ""), node.get("term", "")])
    words = {language: vocabulary(chunks) for language, chunks in texts.items()}
    maps = {language: TermMap(language, {word: term_map.forms[word] for word in words.get(language, ())
                                         if word in term_map.forms}, term_map.signature)
            for language, term_map in context.term_maps.items()}
    return SiteContext(graph, maps)


def scoped_data(graph: Graph, scope: Scope, own, skeletons: list[dict], sure: bool = True) -> dict:
    """The graph as a page reads it: its scope alone (the rest of the graph's nodes as their skeletons, the
    graph's nodes' in order; its concordance records `as_shown`, with their confidences where `sure`)."""
    ids, references, records = scope.parts(own)
    full = set(ids)
    nodes = [unplaced(node) if node["id"] in full else shared for node, shared in zip(graph.nodes, skeletons)]
    return dict(graph.data, nodes=nodes, references=[unplaced(graph.references[at]) for at in references],
                concordance=[as_shown(graph.data.get("concordance", [])[at], sure) for at in records])


def test_a_law_page_reads_nothing_beyond_its_scope(context, skeletons, site):
    scope = Scope(context.graph)
    checked = 0
    for edition, keys in SCOPED_LAWS.items():
        laws = context.graph.laws[edition]
        for position, node in enumerate(laws):
            if node["key"] not in keys:
                continue
            own, links = law.reads(context, node)
            scoped = from_scope(context, scope, own, skeletons, sure=False)  # a Law page reads no confidence
            scoped.compare_urls = links  # what the key holds of the comparisons
            whole = (site / node["url"]).read_bytes()
            alone = document(law.LawPage(scoped, scoped.graph.by_id[node["id"]]).page(scoped.graph.laws[edition],
                                                                                       position))
            assert alone == whole, node["id"]
            checked += 1
    assert checked == sum(map(len, SCOPED_LAWS.values()))


def test_a_comparison_page_reads_nothing_beyond_its_scope(context, skeletons, site):
    """Its scope is known without making the comparison (a rebuild keeps the comparisons too): the page, its
    rows' addresses (the Law pages' links) and what the list of comparisons reads of it, made from the scope
    alone, are those made from the whole graph."""
    scope = Scope(context.graph)
    keys = context.law_keys
    for position, key in enumerate(keys):
        scoped = from_scope(context, scope, compare_pages.reads(context, scope, key), skeletons)
        whole = (site / compare_pages.compare_page(key)).read_bytes()
        alone = document(compare_pages.ComparePage(scoped, scoped.comparison(key)).page(keys, position))
        assert alone == whole, key
        assert scoped.row_urls(key) == context.row_urls(key), key
        assert listing(scoped.comparison(key)) == listing(context.comparison(key)), key


def edited_graph(folder) -> dict:
    """The real corpus with one word of Law 16 changed, 43B2b's citation of Law 64 made one of Law 65 and a
    blank line added in Law 16 (texts alone: no node added, every later line moved), built in process as
    lawbase.json gives it."""
    shutil.copytree(CORPUS, folder)
    lines = (folder / "pl-2017.txt").read_text(encoding="utf-8").split("\n")
    for number, old, new in ((EDITED_LINE, "niezwłocznie", "natychmiast"), (CITING_LINE, "przepis 64", "przepis 65")):
        assert old in lines[number - 1]
        lines[number - 1] = lines[number - 1].replace(old, new, 1)
    assert lines[EDITED_LINE - 7] == ""
    lines.insert(EDITED_LINE - 7, "")
    (folder / "pl-2017.txt").write_text("\n".join(lines), encoding="utf-8")
    _, graph = build_graph(folder, cache=Cache.default(code_fingerprint()))
    return orjson.loads(orjson.dumps(graph.data))


def test_an_edit_makes_again_the_pages_it_changes(context, site, tmp_path, monkeypatch):
    """The real corpus's pages kept, then the edited corpus's made with them: each page is the one made
    without kept pages, and few are made again: the edited Laws', Laws 64 and 65, whose cited-by lists changed
    through Law 43's text, and the pages reading a concordance record the edit changed (its confidences; each
    page's tables anchored at other editions read theirs too: `SiteContext.variants`). The pages kept are the
    session build's, each under its scope's digest, where the test made them again (the same bytes)."""
    cache = Cache("test", tmp_path / "cache")
    before = SiteContext(context.graph, context.term_maps, cache=cache)
    keep = PageStore.page
    with monkeypatch.context() as built:  # a page is the session build's, a comparison's rows are made
        built.setattr(PageStore, "page", lambda self, path, make, reads: keep(
            self, path, make if "#" in path else (site / path).read_bytes, reads))
        assert sum(1 for module in (law, compare_pages) for _ in module.pages(before)) > 400
    data = edited_graph(tmp_path / "corpus")
    term_maps = build_term_maps(Graph(data), context.term_maps)
    clean = SiteContext(Graph(data), term_maps)  # no kept pages
    wanted = {path: content for module in (law, compare_pages) for path, content in module.pages(clean)}
    made: list[str] = []

    def watched(self, path, make, reads):
        def making():
            made.append(path)
            return make()
        return keep(self, path, making, reads)

    monkeypatch.setattr(PageStore, "page", watched)
    compared: list[str] = []
    compare = Comparer.compare
    monkeypatch.setattr(Comparer, "compare", lambda self, key, *rest, **options: compared.append(key) or compare(
        self, key, *rest, **options))
    after = SiteContext(Graph(data), term_maps, cache=cache)
    assert {path: content for module in (law, compare_pages) for path, content in module.pages(after)} == wanted
    pages = [path for path in made if "#" not in path]  # a comparison's rows and listing are kept beside its page
    assert {compare_page(key) for key in compared} == {path for path in pages if path.startswith("compare/")}
    changed = {path for path in pages if (site / path).read_bytes() != wanted[path]}
    assert {"pl-2017/law-16.html", "pl-2017/law-43.html", "pl-2017/law-64.html", "pl-2017/law-65.html",
            "compare/law-16.html", "compare/law-43.html",
            "compare/law-68.html"} == changed  # its table anchored at cs-2007: the edit moved 1997 68's sureness
    print("MADE", len(pages), sorted(pages)); assert len(pages) < 60 and len(wanted) > 400, made


def test_scores_no_page_shows_make_no_page_again(context, site, tmp_path, monkeypatch):
    """A one-word edit moves the concordance's scores all over its edition (pl-2017 16B2: the evidence of records
    in Laws 9, 20, 68, 75 and 93): where every record's evidence and every confidence a page calls sure changed,
    and nothing else, every Law and comparison page is the one kept (it made 44 pages again for 7 changed); the
    weak confidences too, every Law page."""
    cache = Cache("test", tmp_path / "cache")
    keep = PageStore.page
    with monkeypatch.context() as built:  # the session build's pages kept, under their scopes' digests
        built.setattr(PageStore, "page", lambda self, path, make, reads: keep(
            self, path, make if "#" in path else (site / path).read_bytes, reads))
        before = SiteContext(context.graph, context.term_maps, cache=cache)
        assert sum(1 for module in (law, compare_pages) for _ in module.pages(before)) > 400
    data = orjson.loads(orjson.dumps(context.graph.data))
    records, olds = data["concordance"], context.graph.data["concordance"]
    for record in records:
        record["evidence"] = [{"code": "words", "score": 0.01}]
        if record["confidence"] >= WEAK:
            record["confidence"] = round((record["confidence"] + WEAK) / 2 if record["confidence"] > WEAK else 0.99, 3)
    assert sum(record["confidence"] != old["confidence"] for record, old in zip(records, olds)) > 1000
    made: list[str] = []
    monkeypatch.setattr(PageStore, "page", lambda self, path, make, reads: keep(
        self, path, lambda: made.append(path) or make(), reads))
    after = SiteContext(Graph(data), context.term_maps, cache=cache)
    pages = {path: content for module in (law, compare_pages) for path, content in module.pages(after)}
    assert made == [] and all((site / path).read_bytes() == content for path, content in pages.items())
    for record in records:  # a Law page reads no confidence: the weak ones moved too, no Law page is made again
        if record["confidence"] < WEAK:
            record["confidence"] = round(record["confidence"] / 2, 3)
    again = SiteContext(Graph(data), context.term_maps, cache=cache)
    assert sum(1 for _ in law.pages(again)) > 300 and [path for path in made if "#" not in path] == []


def test_a_store_holds_no_more_than_its_limit(context, tmp_path, monkeypatch):
    """A big corpus's pages are not all held in memory: past the limit they are written, not kept."""
    monkeypatch.setattr(PageStore, "LIMIT", 200_000)
    cache = Cache("test", tmp_path / "cache")
    store = PageStore(cache, Scope(context.graph), "law")
    laws = context.graph.laws["pl-2017"]
    made = [store.page(node["url"], lambda node=node: document(law.LawPage(context, node).page(laws, position)),
                       lambda scope, node=node: law.reads(context, node)) for position, node in enumerate(laws)]
    store.save()
    assert 0 < len(store.now) < len(made) and sum(map(len, store.now.values())) <= 200_000
    assert PageStore(cache, Scope(context.graph), "law").before == store.now


def test_a_page_kept_under_another_analysis_is_made_again(context, tmp_path):
    """The whole-diff review: a page's term links come from the term maps, which an upgraded lemmatiser makes
    otherwise; a page kept by its scope alone would keep the old links, unlike a clean build."""
    cache = Cache("test", tmp_path / "cache")
    laws = context.graph.laws["pl-2017"][:3]
    for made_with in ("lemmagen3 3.5.1", "lemmagen3 3.5.1", "lemmagen3 3.6.0"):
        store = PageStore(cache, Scope(context.graph, made_with), "law")
        kept = [store.scope.key(node["url"], *law.reads(context, node), sure=False) in store.before for node in laws]
        for position, node in enumerate(laws):
            store.page(node["url"], lambda node=node, position=position: document(
                law.LawPage(context, node).page(laws, position)), lambda scope, node=node: law.reads(context, node))
        store.save()
        assert kept == ([False] * 3 if made_with != "lemmagen3 3.5.1" or not store.before else [True] * 3), made_with
    assert "lxml" in context.made_with and all(f"{language} lemmagen3" in context.made_with for language in ("pl", "ru"))

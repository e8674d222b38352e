"""The site's words and plumbing: every interface string in every language, no English on a Polish,
Czech or Russian page, links into other editions through the concordance, pages written one by one,
the same graph giving the same bytes."""

from __future__ import annotations

import hashlib
import json
import re
import tomllib
from pathlib import Path

import pytest
from lxml import html as lxml_html

from lawbase.graph import Graph
from lawbase.phrases import said
from lawbase.profiles import load_profile
from lawbase.site import write_site
from lawbase.site.context import SiteContext
from lawbase.site.law import LawPage
from lawbase.ui_strings import UI_DIR, languages, strings
from lawbase.site.writer import PageWriter

LETTERS = re.compile(r"[^\W\d_]{2,}")


def test_every_interface_string_exists_in_every_language():
    tables = {path.stem: tomllib.loads(path.read_text(encoding="utf-8")) for path in sorted(UI_DIR.glob("*.toml"))}
    assert set(tables) == {"en", "pl", "cs", "ru"} and languages()[0] == "en"
    keys = set(tables["en"]["ui"])
    for language, table in tables.items():
        assert table["language"] == language
        assert set(table["ui"]) == keys, (language, keys ^ set(table["ui"]))
        for key, text in table["ui"].items():
            assert text.strip(), (language, key)
            assert set(re.findall(r"\{(\w+)\}", text)) == set(re.findall(r"\{(\w+)\}", tables["en"]["ui"][key])), (
                language, key)


def test_a_new_languages_missing_strings_are_one_line_naming_its_file(tmp_path, monkeypatch):
    """Newcomer review: a ui file lacking a key stopped the build with "internal error: KeyError", a bug of
    ours by its exit code, instead of naming the file and the keys its translator still has to write."""
    import lawbase.ui_strings as module
    from lawbase.errors import LawbaseError

    (tmp_path / "en.toml").write_bytes((UI_DIR / "en.toml").read_bytes())
    (tmp_path / "sk.toml").write_text('language = "sk"\n[ui]\nlaw = "Zákon"\n', encoding="utf-8")
    monkeypatch.setattr(module, "UI_DIR", tmp_path)
    strings.cache_clear()
    try:
        with pytest.raises(LawbaseError) as raised:
            strings("sk")
    finally:
        strings.cache_clear()
    assert raised.value.path == str(tmp_path / "sk.toml") and raised.value.exit_code == 1
    assert raised.value.message.startswith("interface strings missing (every language has en.toml's): ")
    listed = raised.value.message.split(": ", 1)[1].split(" and ")[0].split(", ")  # the first eight, by name
    assert " more" in raised.value.message and len(listed) == 8 and "law" not in listed  # sk.toml has `law`


def interface_words(path: Path, language: str) -> set[str]:
    """Words of the page that a reader reads or hears, outside the Laws' own text: the text and the
    labelling attributes of every element in the page's language (other languages' parts, scripts
    and what is marked translate="no" aside)."""
    tree = lxml_html.parse(str(path))
    for element in list(tree.iter("script", "style")):
        element.drop_tree()
    for element in list(tree.iter()):
        if element.getparent() is not None and (element.get("translate") == "no"
                                                or element.get("lang", language) != language):
            element.drop_tree()
    words = {word for text in tree.xpath("//body//text()") for word in LETTERS.findall(text)}
    for element in tree.iter():
        for attribute in ("title", "aria-label", "placeholder", "alt"):
            words.update(LETTERS.findall(element.get(attribute, "")))
    return words


@pytest.fixture(scope="module")
def graph_words(built_out):
    """Per language, every word of the graph (titles, texts, terms) and of the editions' titles and ids."""
    data = json.loads((built_out[0] / "lawbase.json").read_text(encoding="utf-8"))
    language = {edition["id"]: edition["language"] for edition in data["editions"]}
    words: dict[str, set[str]] = {}
    shared = set()
    for edition in data["editions"]:
        shared.update(LETTERS.findall(edition["title"] + " " + edition["id"]))
        profile = load_profile(edition["language"])
        shared.update(LETTERS.findall(profile.name))
        shared.update(letter.capitalize() for letter in profile.alphabet)  # the index's letters: Ch
    for node in data["nodes"]:
        text = " ".join([node["title"], node["text"], node.get("term", ""), node.get("marker", ""), node["key"],
                         *node.get("targets", []), *(repair[3] or "" for repair in node.get("repairs", [])),
                         node.get("contents_title", {}).get("title", "")])  # the source's words, quoted
        words.setdefault(language[node["edition"]], set()).update(LETTERS.findall(text))
    return {code: found | shared for code, found in words.items()}


@pytest.mark.parametrize("edition, language", [("pl-2017", "pl"), ("cs-2007", "cs"), ("ru-2017", "ru"),
                                               ("pl-notes", "pl"), ("pl-1997", "pl")])
def test_pages_of_an_edition_speak_only_its_language(built_out, graph_words, edition, language):
    ui = set(LETTERS.findall(" ".join(strings(language).table.values())))
    english = set(LETTERS.findall(" ".join(strings("en").table.values()))) - ui
    allowed = ui | graph_words[language] | {"lawbase", "sic"}  # [sic]: the editorial mark, in every language
    folder = built_out[0] / "site" / edition
    strays = {}
    for path in sorted(folder.glob("*.html")):
        found = interface_words(path, language)
        assert lxml_html.parse(str(path)).getroot().get("lang") == language
        stray = sorted(found - allowed)
        if stray:
            strays[path.name] = stray[:8]
        assert not (found & english - graph_words[language]), (path.name, sorted(found & english))
    assert strays == {}


def small_graph(concordance: list[dict]) -> dict:
    """Two editions of a one-Law text, its sections A and B; the concordance pairs as told."""
    nodes = []
    for edition in ("pl-t", "cs-t"):
        nodes.append({"id": f"{edition}/1", "edition": edition, "kind": "law", "key": "1", "parent": None,
                      "title": "Talia", "text": "", "lines": [1, 3], "number": 1, "url": f"{edition}/law-1.html"})
        for key in ("1A", "1B"):
            nodes.append({"id": f"{edition}/{key}", "edition": edition, "kind": "section", "key": key,
                          "parent": f"{edition}/1", "title": "", "text": "Tekst.", "lines": [2, 2],
                          "marker": key[1] + ".", "url": f"{edition}/law-1.html#{key}"})
    editions = [{"id": e, "language": lang, "title": e, "year": 2017, "laws_year": 2017, "kind": "laws",
                 "file": f"{e}.txt", "laws": [1, 1]} for e, lang in (("pl-t", "pl"), ("cs-t", "cs"))]
    return {"schema": 1, "editions": editions, "nodes": nodes, "references": [], "concordance": concordance}


def provision_links(data: dict, edition: str) -> dict:
    context = SiteContext(Graph(data), {}, "")
    page = LawPage(context, context.graph.by_key[(edition, "1")])
    return json.loads(page.provision_links().text)


def test_links_to_another_edition_keep_the_provision_through_the_concordance():
    moved = [{"from_edition": "pl-t", "to_edition": "cs-t", "from": "1A", "to": ["1B"], "relation": "moved",
              "confidence": 0.9, "evidence": []},
             {"from_edition": "pl-t", "to_edition": "cs-t", "from": "1B", "to": [], "relation": "none",
              "confidence": 0.9, "evidence": []}]
    links = provision_links(small_graph(moved), "pl-t")
    assert links["editions"] == [["cs-t", "../cs-t/", "Czeski, 2017", 2017, [["language_cs"], ", 2017"]]]  # the name
    assert links["law"] == "1"  # said again in the reader's language (law-page.js) from its parts
    assert links["links"]["1A"][0] == "law-1.html#1B"  # where the concordance puts it
    assert links["links"]["1B"][0] == ""  # no counterpart: the menu says so
    back = provision_links(small_graph(moved), "cs-t")
    assert back["links"]["1B"][0] == "law-1.html#1A"  # the same record read the other way
    same = provision_links(small_graph([]), "pl-t")
    assert same["links"]["1A"] == [1, 1]  # no concordance: the same key, on the same Law's page and side by side


def test_pages_go_to_disk_as_they_are_made(tmp_path):
    writer = PageWriter(tmp_path / "site")
    writer.write("a/page.html", b"<p>one</p>")
    assert (tmp_path / "site" / "a" / "page.html").read_bytes() == b"<p>one</p>"  # now, not at the end
    writer.write("a/site.js", b"x")
    assert (writer.pages, writer.bytes) == (1, 11)


def digests(folder: Path) -> dict[str, str]:
    """Each file of a folder (by its path inside it) -> the digest of its bytes."""
    return {str(path.relative_to(folder)): hashlib.sha256(path.read_bytes()).hexdigest()
            for path in sorted(folder.rglob("*")) if path.is_file()}


def test_the_same_graph_gives_the_same_site(small_build, tmp_path):
    """The site made in one process from the build's lawbase.json is the site the build made in two (the small
    corpus's: every kind of page but the book index's)."""
    from lawbase.analysis import load_term_maps

    out = small_build[1]
    data = json.loads((out / "lawbase.json").read_text(encoding="utf-8"))
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    write_site(data, load_term_maps(out / "index"), tmp_path / "one", readme)
    one, two = digests(tmp_path / "one" / "site"), digests(out / "site")
    assert sorted(name for name in one.keys() | two.keys() if one.get(name) != two.get(name)) == []


def test_every_manifest_language_is_named_in_every_interface_language():
    """An edition's name says its language (`SiteContext.edition_name`): each language of the manifest has its
    `language_*` string in every ui file, and its `in_language_*` the search page says mid-sentence ("v češtině")."""
    manifest = tomllib.loads((Path(__file__).resolve().parent.parent / "corpus" / "editions.toml").read_text(
        encoding="utf-8"))
    for language in {entry["language"] for entry in manifest["edition"]}:
        assert all(f"language_{language}" in strings(ui).table for ui in languages()), language
        assert all(f"in_language_{language}" in strings(ui).table for ui in languages()), language


def test_an_edition_name_falls_back_to_its_language_code_and_tells_twins_apart():
    """An English edition (en.toml names no English) is named by its code, where it stopped the site build; two
    Polish 2017 texts are told apart by their kind (a chapter beside the full text), or by their titles."""
    def context(*rows) -> SiteContext:
        editions = [{"id": edition, "language": language, "title": title, "year": 2017, "laws_year": 2017,
                     "kind": kind, "file": f"{edition}.txt"} for edition, language, kind, title in rows]
        return SiteContext(Graph({"schema": 1, "editions": editions, "nodes": [], "references": []}), {})

    def named(site: SiteContext, edition: str, language: str = "en") -> str:
        return said(site.edition_name(edition), strings(language))

    site = context(("en-2017", "en", "laws", "Laws"), ("pl-2017", "pl", "laws", "Prawo"),
                   ("pl-2017c", "pl", "chapter", "Rozdział VI"))
    assert named(site, "en-2017") == "en, 2017"
    assert [named(site, "pl-2017"), named(site, "pl-2017c")] == ["Polish, 2017 (the full text)",
                                                                 "Polish, 2017 (one chapter)"]
    assert named(site, "pl-2017c", "pl") == f"Polski, 2017 ({strings('pl')['kind_chapter']})"
    site = context(("pl-2017", "pl", "laws", "Prawo"), ("pl-2017b", "pl", "laws", "Prawo, drugi przekład"))
    assert [named(site, "pl-2017"), named(site, "pl-2017b")] == ["Polish, 2017 (Prawo)",
                                                                 "Polish, 2017 (Prawo, drugi przekład)"]

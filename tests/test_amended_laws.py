"""The Laws an edition carries amended (pl-2017's 73 and 89, as the 2024 amendments made them) say so where they
are read: on their pages, in the contents and in `show` (a laws committee's review: only the edition's title and
the comparison pages said it, so a printout of Law 73 could not tell the 2024 text from the 2017 one)."""

from __future__ import annotations

import json

import lxml.html
from click.testing import CliRunner

from lawbase.cli import main
from lawbase.ui_strings import languages, strings


def page(out, address: str):
    return lxml.html.parse(str(out / "site" / address)).getroot()


def notes(root) -> list[str]:
    return [note.text_content() for note in root.iterfind(".//article//p[@class='amended-note']")]


def test_an_amended_laws_page_says_it_carries_the_amendment(out):
    """pl-2017's Law 73 and 89 pages, under the Law's heading, in the page's language; Law 72 and the Russian 73,
    which carry none, say nothing."""
    for law in (73, 89):
        root = page(out, f"pl-2017/law-{law}.html")
        assert notes(root) == [f"Przepis {law} w brzmieniu ze zmianami z 2024 r.: jego tekst różni się od pierwotnego "
                               f"Prawa 2017."]
        heading = root.find(".//article/h1")
        assert heading.getnext().get("class") == "amended-note"  # right under it, above the navigation
    assert notes(page(out, "pl-2017/law-72.html")) == [] and notes(page(out, "ru-2017/law-73.html")) == []


def test_the_contents_name_the_amended_laws(out):
    root = page(out, "pl-2017/index.html")
    said = {item.find("a").get("href"): item.find("span[@class='hint']") for item in root.iterfind(".//ol[@class='laws']/li")}
    assert said["law-73.html"].text_content() == " · ze zmianami z 2024 r." == said["law-89.html"].text_content()
    assert sum(hint is not None for hint in said.values()) == 2
    assert all(item.find("span[@class='hint']") is None for item in page(out, "ru-2017/index.html").iterfind(".//ol/li"))


def test_show_says_a_provision_of_an_amended_law_is_the_amended_text(out):
    shown = CliRunner().invoke(main, ["show", "73", "--out", str(out)]).output.splitlines()
    said = "   Law 73 as amended in 2024: its text differs from the original 2017 Laws."
    assert shown[1] == said and shown.count(said) == 1  # under pl-2017's heading; the Russian and Czech 73 carry none
    part = CliRunner().invoke(main, ["show", "89A", "-e", "pl-2017", "--out", str(out)]).output
    assert "   Law 89 as amended in 2024: its text differs from the original 2017 Laws." in part.splitlines()
    assert "amended" not in CliRunner().invoke(main, ["show", "72", "-e", "pl-2017", "--out", str(out)]).output
    entries = json.loads(CliRunner().invoke(main, ["show", "73", "--json", "--out", str(out)]).output)
    assert [(entry["edition"], entry.get("amended")) for entry in entries] == [
        ("pl-2017", 2024), ("ru-2017", None), ("cs-2007", None)]


def test_every_language_says_it():
    for language in languages():
        said = strings(language).format("amended_law", law="73", year=2024, laws_year=2017)
        assert "73" in said and "2024" in said and "2017" in said, language
        assert "2024" in strings(language).format("amended_law_short", year=2024), language


def badges(root) -> dict[str, str]:
    """Each provision's 2024 badge, by its key."""
    return {badge.xpath("ancestor::*[@id][1]")[0].get("id"): badge.text_content()
            for badge in root.iterfind(".//span[@class='amended-badge']")}


def test_each_provision_the_amendment_touched_says_so_by_its_number(out):
    """A Polish director (the twenty-fourth review): the search's 73D3 for "obowiązkowe pauzy" and its page said
    nothing of 2024, only the Law's note did. The concordance against ru-2017 (the 2017 text unamended) says which:
    73D3 new (the pauses were 73A2's), 73A2 changed, 73B rewritten from 73B, 73B1 and 73B2; Law 89 new, said once;
    73D2, which the amendment left alone, and the Russian 73 say nothing."""
    assert badges(page(out, "pl-2017/law-73.html")) == {
        "73A2": "zmieniony w 2024 r.; przed zmianami: 73A2 (Rosyjski, 2017)",
        "73B": "zmieniony w 2024 r.; przed zmianami: 73B, 73B1, 73B2 (Rosyjski, 2017)",
        "73D3": "wydzielony w 2024 r. z 73A2 (Rosyjski, 2017)"}
    assert badges(page(out, "pl-2017/law-89.html")) == {"89": "nowy w 2024 r."}
    assert badges(page(out, "ru-2017/law-73.html")) == {} == badges(page(out, "pl-2017/law-72.html"))
    shown = CliRunner().invoke(main, ["--ui", "pl", "show", "73D", "-e", "pl-2017", "--out", str(out)]).output
    assert "  3. [wydzielony w 2024 r. z 73A2 (ru-2017)] Organizacja Nadzorująca może nakazać obowiązkowe pauzy" in shown
    assert "  2. Graczowi nie wolno" in shown, shown
    alone = CliRunner().invoke(main, ["--ui", "pl", "show", "89A", "-e", "pl-2017", "--out", str(out)]).output
    assert "A. [nowy w 2024 r.] Wykroczeniem jest:" in alone and alone.count("[nowy") == 1, alone
    data = json.loads(CliRunner().invoke(main, ["show", "73B", "-e", "pl-2017", "--json", "--out", str(out)]).output)
    assert data[0]["amendment"] == {"year": 2024, "change": "changed", "before": ["73B", "73B1", "73B2"],
                                    "edition": "ru-2017"}


def test_what_an_amendment_did_to_a_law_is_read_once_for_the_law(graph):
    """`amendment_change` ran up to four times a provision of an amended Law (its page's scope, its badge, its
    parent's, where the badge leads): `amendment_changes` reads it once for the Law, every provision it touched and
    none other - 73A2 and 73B changed (73B1 and 73B2 merged into 73B), 73D3 split off from 73A2; the 2024 Law 89
    added; a Law no amendment touched, and the unamended Russian 73, nothing."""
    from lawbase.amendments import amendment_change, amendment_changes

    law = graph.by_key[("pl-2017", "73")]
    changes = amendment_changes(graph, law)
    assert {graph.by_id[node_id]["key"]: (change["change"], change["before"]) for node_id, change in changes.items()} \
        == {"73A2": ("changed", []), "73B": ("changed", ["73B", "73B1", "73B2"]), "73D3": ("added", ["73A2"])}
    assert all(changes.get(node["id"]) == amendment_change(graph, node) for node in graph.subtree(law))
    added = amendment_changes(graph, graph.by_key[("pl-2017", "89")])
    assert len(added) == 12 and {change["change"] for change in added.values()} == {"added"}
    assert amendment_changes(graph, graph.by_key[("pl-2017", "72")]) == {}
    assert amendment_changes(graph, graph.by_key[("ru-2017", "73")]) == {}

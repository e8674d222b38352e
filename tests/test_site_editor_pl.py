"""The Law pages and the book index of pl-2017 against a Polish federation editor's review (session 26): what the
2024 amendments did, said with the text before them named and linked."""

from __future__ import annotations

from lxml import html as lxml_html


def page(out, name: str):
    return lxml_html.parse(str(out / "site" / name)).getroot()


def test_an_amended_provision_names_and_links_the_text_before_the_amendments(out):
    """pl-2017/law-73.html said "zmieniony w 2024 r. (wcześniej: 73B, 73B1, 73B2)", not whose numbers, and sent the
    reader to the 2007 Laws alone ("w Prawie z 2007 r.: połączone 73B, 73B1, 73B2 (Czeski, 2007)"); the pre-2024
    text (ru-2017) was on the comparison page only. The badge names it and leads to it; the 2007 note stays,
    labelled. 73D3 said "nowy w 2024 r. (wcześniej: 73A2)": it is part of 73A2 split off, as the comparison says."""
    root = page(out, "pl-2017/law-73.html")
    badges = {badge.xpath("ancestor::*[@id][1]")[0].get("id"): badge for badge in
              root.iterfind(".//span[@class='amended-badge']")}
    assert badges["73B"].text_content() == "zmieniony w 2024 r.; przed zmianami: 73B, 73B1, 73B2 (Rosyjski, 2017)"
    assert badges["73D3"].text_content() == "wydzielony w 2024 r. z 73A2 (Rosyjski, 2017)"
    links = {key: badge.getparent().get("href") for key, badge in badges.items()}
    assert links == {"73A2": "../ru-2017/law-73.html#73A2", "73B": "../ru-2017/law-73.html#73B",
                     "73D3": "../ru-2017/law-73.html#73A2"}
    notes = [" ".join(note.text_content().split()) for note in root.get_element_by_id("73B").iterfind(
        ".//p[@class='newer-note']")]
    assert notes == ["w Prawie z 2007 r.: połączone 73B, 73B1, 73B2 (Czeski, 2007)"]
    new = page(out, "pl-2017/law-89.html").find(".//span[@class='amended-badge']")
    assert new.text_content() == "nowy w 2024 r." and new.getparent().tag != "a"  # the 2017 Law 89 is another rule


def test_the_index_says_the_amendment_took_a_number_away(out):
    """The index's "Umówione nieusankcjonowane sposoby porozumiewania się 73B2" (pl-2017.txt:2575) was redirected
    to 73B with "w pl-2017 nie ma 73B2 (jest w: cs-2007, ru-2017)", no word of the 2024 amendments, which merged
    73B1 and 73B2 into 73B; a key the edition lacks for another reason (70D3, the 2007 numbering) stays as it was."""
    root = page(out, "pl-2017/book-index.html")
    notes = {" ".join(note.text_content().split()) for note in root.iterfind(".//span[@class='recovered-note']")}
    assert "w pl-2017 nie ma 73B2 od zmian z 2024 r." in notes
    assert "w pl-2017 nie ma 70D3 (jest w: cs-2007)" in notes
    term = next(span for span in root.iterfind(".//span[@class='entry-term']")
                if span.text == "Umówione nieusankcjonowane sposoby porozumiewania się")
    assert term.getnext().find("a").get("href") == "law-73.html#73B"

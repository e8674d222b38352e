"""The Law pages against a Polish club player's review on a phone (session 27): what a note about the Laws before
says, and where it stands."""

from __future__ import annotations

from lxml import html as lxml_html


def page(out, name: str):
    return lxml_html.parse(str(out / "site" / name)).getroot()


def test_a_note_on_a_bare_number_stands_under_its_parts(out):
    """pl-2017 64C2 is "2." with no text of its own, then (a) and (b) (pl-2017.txt:1480, "2. (a) Jeżeli ten sam gracz…"): its note "nowe: Prawo z
    2007 r. nie ma tego postanowienia" stood between "2." and (a), the number alone on its line and the items after
    the note. The number now leads into its parts, the note under them; a provision with text keeps the note under
    its text, above its parts (64C's)."""
    law = page(out, "pl-2017/law-64.html")
    bare = law.get_element_by_id("64C2")
    assert [child.get("class") for child in bare][-1] == "newer-note", [child.get("class") for child in bare]
    assert bare[-1].text_content() == "nowe: Prawo z 2007 r. nie ma tego postanowienia"
    assert [child.get("id") for child in bare if child.get("id")] == ["64C2a", "64C2b"]
    assert all(child.get("class") != "newer-note" for child in bare[:-1])

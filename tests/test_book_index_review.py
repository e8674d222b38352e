"""pl-2017's back-of-book index as a Polish director read it (the twenty-fourth review): "Obowiązkowe pauzy" is an
entry of its own, and the pauses the index names at 73A2, printed before the 2024 amendment, lead on to 73D3."""

from __future__ import annotations

import lxml.html


def entries(out) -> dict[str, tuple[str, str]]:
    root = lxml.html.parse(str(out / "site" / "pl-2017" / "book-index.html")).getroot()
    def targets(entry) -> str:
        found = entry.find("span[@class='targets']")
        return "" if found is None else found.text_content()

    return {entry.findtext("span[@class='entry-term']"): (entry.get("class"), targets(entry))
            for entry in root.iterfind(".//div[@id]") if entry.find("span[@class='entry-term']") is not None}


def test_the_pauses_are_an_entry_of_their_own_leading_on_to_the_2024_provision(out):
    """pl-2017.txt:2437-2438 prints "Obowiązkowi pasowania, licytacja wbrew 37" and "Obowiązkowe pauzy 73A2" at one
    level, out of alphabetical order by a letter; lawbase nested the pauses under the line above. The index prints
    them again inverted ("Pauzy, obowiązkowe 73A2", :2558), a main entry's mark. 73A2 says "(ale patrz przepis
    73D3)" (:1650), the provision the 2024 amendment added (:1669): both entries lead on to it."""
    found = entries(out)
    assert found["Obowiązkowe pauzy"] == ("entry level-0", "73A2 → 73D3")
    assert found["Pauzy, obowiązkowe"] == ("entry level-0", "73A2 → 73D3")
    assert found["Obowiązkowi pasowania, licytacja wbrew"] == ("entry level-0", "37")
    assert found["Tempo"][1] == "73D"  # the rest of Law 73's entries as printed

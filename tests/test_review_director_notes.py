"""A Polish tournament director's review (2026-11-28): the judge's notes (pl-notes, in the 2007 numbering) on a
provision were hard to reach from it, and a Law page's "other editions" led to notes printed as a heading alone."""

from __future__ import annotations

import json

from click.testing import CliRunner

from lawbase.cli import main

from .test_site_browser import site  # noqa: F401


def run(out, *args: str):
    return CliRunner().invoke(main, [*args, "--out", str(out)], env={"COLUMNS": "200"})


def test_show_names_the_notes_that_discuss_a_provision(out):
    """pl-notes.txt:9 discusses 2007 17E2, which is 2017 17D3: `show 17D3` said nothing of it (only `refs` did)."""
    shown = run(out, "--ui", "pl", "show", "17D3", "-e", "pl-2017")
    assert shown.exit_code == 0, shown.output
    assert "   w pl-notes (uwagi sędziego): 29 (pl-notes.txt:9)" in shown.stdout.splitlines()
    as_data = json.loads(run(out, "show", "17D3", "-e", "pl-2017", "--json").stdout)
    assert as_data[0]["notes"] == [{"edition": "pl-notes", "key": "29", "line": 9}]
    assert "pl-notes" not in run(out, "show", "17D2", "-e", "pl-2017").stdout  # no note discusses it


def test_a_law_page_leads_to_no_note_printed_as_its_heading_alone(site):
    """pl-2017's Law 64 page offered "Polski: uwagi sędziego", a page saying the source gives only the heading (8 of
    the 11 notes); a note with a text is still offered (Law 29's)."""
    assert "../pl-notes/law-64.html" not in (site / "pl-2017" / "law-64.html").read_text()
    assert 'data-edition="pl-notes"' in (site / "pl-2017" / "law-29.html").read_text()


def test_an_index_number_the_text_lacks_leads_to_its_nearest_numbered_part(site):
    """pl-2017.txt:2575 "Umówione nieusankcjonowane sposoby porozumiewania się 73B2": 73B2 is no more since the 2024
    amendment rewrote 73B as one paragraph (pl-2017.txt:1654); the index showed a grey number whose note said only
    "w pl-2017 nie ma 73B2", where `show 73B2` shows 73B."""
    page = (site / "pl-2017" / "book-index.html").read_text()
    entry = page[page.index(">Umówione nieusankcjonowane sposoby porozumiewania się<"):]
    entry = entry[:entry.index('class="entry ')]
    assert 'class="unresolved">73B2</button>' in entry and '→ <a href="law-73.html#73B"' in entry

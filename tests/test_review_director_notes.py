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

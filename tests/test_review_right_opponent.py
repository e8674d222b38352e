"""A Russian club director's review (2026-11-28): ru-2017 defines the right-hand opponent as "PO" in Latin letters
(ru-2017.md:497) and writes "ПО" everywhere else, so the definition could not be found by the term its text uses."""

from __future__ import annotations

from click.testing import CliRunner

from lawbase.cli import main
from lawbase.query import search_response

from .test_site_browser import DESKTOP, browser, open_page, screen, site  # noqa: F401


def test_the_right_opponent_is_found_as_the_text_writes_it(out):
    """`search ПО` listed 31A and 32A, never the definition ("ЛО" put its definition first); `show ПО` said it was
    neither a key nor a defined term."""
    first = search_response("ПО", limit=1, out=out, reader="ru")["hits"][0]
    assert (first["edition"], first["kind"], first["title"]) == ("ru-2017", "definition", "PO [sic: ПО]")
    shown = CliRunner().invoke(main, ["--ui", "ru", "show", "ПО", "--out", str(out)], env={"COLUMNS": "200"})
    assert shown.exit_code == 0 and "Правый оппонент." in shown.stdout, shown.output


def test_the_glossary_sorts_the_right_opponent_among_its_letter(browser, site):
    """The glossary in Russian ordered "PO" by its Latin letters, after "Штрафная карта", among the rows with no
    Russian term."""
    screen(browser, DESKTOP)
    open_page(browser, site, "glossary.html?ui=ru")
    heads = browser.execute_script("""return Array.from(document.querySelectorAll('table.glossary-table tbody tr th'),
        function (head) { return head.firstChild.textContent.trim(); });""")
    assert heads.index("Период розыгрыша") < heads.index("ПО") < heads.index("Посторонний"), heads

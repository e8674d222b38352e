"""The comparison pages as a Russian federation translator read ru-2017 beside pl-2017 (1440×900, ?ui=ru, the
Czech column unticked): Law 89's heading and its Russian row, and the head's notes of the columns shown. Law 89's rows
in the Polish numbering are read under ?ui=pl since a Russian reader's follow the Russian text (2026-11-29)."""

from __future__ import annotations

from .test_site_browser import DESKTOP, attributes, browser, open_page, screen, shown_texts, site, wait_for  # noqa: F401

FORGET = "localStorage.removeItem('lawbase.compare.hidden'); localStorage.removeItem('lawbase.compare.chosen')"


def untick(driver, column: str) -> None:
    driver.find_element("css selector", f"#columns input[value='{column}']").click()


def test_law_89s_heading_says_the_old_law_is_not_in_the_amended_text(browser, site):
    """The heading read "(другое правило: в Кодексе 2017 года это —)": false (the Russian text is the 2017 Laws)
    and ending in a dash. The 2017 Law 89 is not in the 2017 Laws as amended in 2024, which pl-2017 carries."""
    screen(browser, DESKTOP)
    try:
        open_page(browser, site, "compare/law-89.html?ui=pl")  # (the Russian reader's: its own numbering)
        untick(browser, "cs-2007")
        subtitle = shown_texts(browser, "h1 .subtitle")[0]
        assert subtitle == ("· Zabronione zachowania i naganne postępowanie / ИСПРАВЛЕНИЕ В ИНДИВИДУАЛЬНЫХ ТУРНИРАХ "
                            "(inny przepis: Prawo z 2017 r. ze zmianami z 2024 r. go nie ma)"), subtitle
    finally:
        browser.execute_script(FORGET)


def test_the_russian_law_89_row_is_labelled_and_names_no_hidden_text(browser, site):
    """The row of the 2017 Law 89 (held by ru-2017 and cs-2007) had its label in the Czech cell alone, and the Polish
    gap's title and screen-reader text named the hidden Czech text: the Russian cell says the amended 2017 Laws have no
    counterpart, as the Czech cell beside it does, and the gap names the texts shown."""
    screen(browser, DESKTOP)
    row = "table.side-by-side:not([hidden]) tr[id='cs-2007:89']"
    try:
        open_page(browser, site, "compare/law-89.html?ui=pl")  # (the Russian reader's: its own numbering)
        untick(browser, "cs-2007")
        assert shown_texts(browser, f"{row} td[data-edition='ru-2017'] p.pairing") == [
            "brak: Prawo z 2017 r. ze zmianami z 2024 r. nie ma odpowiednika"]  # as the Czech cell and the heading
        said = attributes(browser, "title", "td[data-edition='pl-2017'] span[title]", row)
        said += browser.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0])).map(function (e) { return e.textContent; });",
            f"{row} td[data-edition='pl-2017'] span.visually-hidden")
        assert said and all("Rosyjski, 2017" in text and "Czeski" not in text for text in said), said
    finally:
        browser.execute_script(FORGET)


def test_a_gap_with_a_label_is_said_once_to_a_screen_reader(browser, site):
    """The twelve rows of the 2024 Law 89 told a screen reader "отсутствует: Русский, 2017 — нет соответствия" and then
    "Русский, 2017: нет соответствия положению 89A (Польский, 2017)": the label alone now."""
    screen(browser, DESKTOP)
    try:
        open_page(browser, site, "compare/law-89.html?ui=pl")  # (the Russian reader's: its own numbering)
        untick(browser, "cs-2007")
        gaps = "table.side-by-side:not([hidden]) tr[id^='89'] td.gap[data-edition='ru-2017']"
        assert len(shown_texts(browser, f"{gaps} p.pairing")) >= 12
        assert not browser.find_elements("css selector", f"{gaps} .visually-hidden")
    finally:
        browser.execute_script(FORGET)


def test_the_notes_speak_of_the_columns_shown(browser, site):
    """With the Czech column unticked, Law 73's head still read "Разные редакции Кодекса: Польский, 2017 · Чешский,
    2007 · Русский, 2017 …" above two texts of the 2017 Laws: the amendments' note alone stays; hiding the Russian
    text instead lists the two shown; the amendments' note goes with the Polish column."""
    screen(browser, DESKTOP)
    try:
        open_page(browser, site, "compare/law-73.html?ui=ru")
        notes = shown_texts(browser, "ul.edition-notes li")
        assert len(notes) == 2 and "Чешский, 2007" in notes[0], notes
        untick(browser, "cs-2007")
        assert shown_texts(browser, "ul.edition-notes li") == [
            "Польский, 2017: поправки 2024 года к правилу 73; его текст отличается от исходного Кодекса 2017 года"]
        browser.find_element("css selector", "#columns input[value='cs-2007']").click()
        untick(browser, "ru-2017")
        notes = shown_texts(browser, "ul.edition-notes li")
        assert notes[0].startswith("Разные редакции Кодекса: Польский, 2017 · Чешский, 2007; ") and len(notes) == 2
        untick(browser, "pl-2017")
        assert not shown_texts(browser, "ul.edition-notes li")  # the Czech text alone: nothing to note
    finally:
        browser.execute_script(FORGET)


def test_a_column_left_out_until_chosen_stays_so_after_a_choice_on_another_page(browser, site):
    """A Russian reader who unticked the Czech text on Law 73 found Law 45's Polish 1997-to-2017 changes ticked: the
    kept choice replaced the default for columns never chosen. Law 45's column of changes, on no page the reader
    chose on, stays left out; a column the reader chose on stays as chosen."""
    screen(browser, DESKTOP)
    box = "#columns input[value='pl-1997→pl-2017']"
    try:
        browser.execute_script(FORGET)
        open_page(browser, site, "compare/law-73.html?ui=ru")
        untick(browser, "cs-2007")
        open_page(browser, site, "compare/law-45.html?ui=ru")
        assert not browser.find_element("css selector", box).is_selected()
        assert not browser.find_element("css selector", "#columns input[value='cs-2007']").is_selected()
        browser.find_element("css selector", box).click()  # chosen: kept
        open_page(browser, site, "compare/law-45.html?ui=ru")
        assert browser.find_element("css selector", box).is_selected()
    finally:
        browser.execute_script(FORGET)


def test_a_citations_note_names_every_column_that_cites_as_the_rows_own(browser, site):
    """On 16D1 the note read "Польский, 2017: 13A · Чешский, 2007: —", the Russian text, first on the Russian page,
    left out though it cites Правило 13A too (ru-2017.md:846; the twenty-third review): the row's own edition is named
    with those that agree with it; where the Russian differs too (16B3: 12C, not 2017's 12C1), it is not."""
    screen(browser, DESKTOP)
    open_page(browser, site, "compare/law-16.html?ui=ru")
    notes = {row: shown_texts(browser, f"tr[id='{row}'] .differences") for row in ("16D1", "16B3")}
    assert notes["16D1"] == ["ссылки различаются: Польский, 2017 / Русский, 2017: 13A · Чешский, 2007: —"], notes
    assert notes["16B3"] and not any(" / " in note for note in notes["16B3"]), notes


def test_the_law_box_opens_a_key_typed_as_a_reader_types_it_at_its_row(browser, site):
    """"72С" (a Cyrillic С), "30B1a" and "Правило 30" in "Перейти к правилу" said "Нет положения с номером 72C",
    "…30B1A", "…ПРАВИЛО 30", and the box showed "ло 30" of the last (the twenty-third review): the key's Law opens,
    at its row; a Law nothing has is still said so."""
    screen(browser, DESKTOP)
    for typed, page in (("72С", "compare/law-72.html#72C"), ("30B1a", "compare/law-30.html#30B1a"),
                        ("30b1a", "compare/law-30.html#30B1a"), ("Правило 30", "compare/law-30.html"),
                        ("45", "compare/law-45.html")):
        open_page(browser, site, "compare/index.html?ui=ru")
        field = browser.find_element("id", "law-jump-key")
        field.send_keys(typed)
        assert browser.execute_script("return arguments[0].scrollWidth <= arguments[0].clientWidth", field), typed
        field.send_keys("\n")
        wait_for(lambda: browser.current_url.endswith(page))
    open_page(browser, site, "compare/index.html?ui=ru")
    field = browser.find_element("id", "law-jump-key")
    field.send_keys("99\n")
    assert browser.execute_script("return arguments[0].validationMessage", field) == "Нет положения с номером 99"

"""A Russian club director reading the site on a phone and a laptop (the twenty-fourth review): a phrase typed on the
Latin layout is read, the words no text has are said."""

from __future__ import annotations

from urllib.parse import quote

from .test_site_browser import browser, open_page, screen, site, wait_for  # noqa: F401 (fixtures)


def test_a_phrase_typed_on_the_latin_layout_is_read_and_a_word_no_text_has_is_said(browser, site):
    """"afkmihtyjyc d gjcktlytq dpznrt" (фальшренонс в последней взятке, the keyboard left on the Latin layout) listed
    11 Czech and Polish hits matching its lone "d"; "шшшшш карта" dropped its first word unsaid."""
    screen(browser, 390, height=844)
    open_page(browser, site, "search.html?ui=ru&q=" + quote("afkmihtyjyc d gjcktlytq dpznrt"))
    wait_for(lambda: browser.find_element("id", "status").text)
    keys = [link.text for link in browser.find_elements("css selector", "#results li a.hit-key")]
    assert browser.find_element("id", "status").text.endswith(" · Результаты для: фальшренонс в последней взятке")
    assert keys[:2] == ["Правило 62D2", "Правило 62D1"], keys
    open_page(browser, site, "search.html?ui=ru&q=" + quote("шшшшш карта"))
    wait_for(lambda: browser.find_element("id", "status").text)
    assert browser.find_element("id", "status").text.endswith(" · искали без шшшшш: таких слов в текстах нет")


FIRST_LINES = """var out = [];
  document.getElementById(arguments[0]).querySelectorAll('details.citedby li').forEach(function (item) {
    var link = item.querySelector('a'), box = link.getBoundingClientRect();
    var line = parseFloat(getComputedStyle(link).lineHeight);
    if (box.height < 1.5 * line) { return; }
    var probe = document.createElement('span');  /* stands where the bullet does: on the item's first line box */
    probe.textContent = '\\u200b';
    item.insertBefore(probe, item.firstChild);
    out.push([link.textContent, probe.getBoundingClientRect().bottom - box.top, line]);
    probe.remove();
  });
  return out;"""


def test_a_cited_by_entry_of_two_lines_has_its_bullet_on_its_first_line(browser, site):
    """On a phone, "Ссылки сюда" of 16C put a two-line entry's bullet on its last line ("Правило 15A2c · НЕПРАВИЛЬНАЯ
    СДАЧА ИЛИ / • РУКА"), beside the next entry: it read as the next one's."""
    screen(browser, 390, height=844)
    open_page(browser, site, "ru-2017/law-16.html?ui=ru#16C")
    browser.execute_script("document.getElementById('16C').querySelector('details.citedby').open = true")
    entries = browser.execute_script(FIRST_LINES, "16C")
    assert len(entries) >= 5, entries
    assert [entry for entry in entries if entry[1] > 1.5 * entry[2]] == []  # its line's bottom within the first line

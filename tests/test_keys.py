"""The Law key grammar: one table of what users type, passed by the command, the Python API and the
browser's search alike; and the grammar's own parts (order, parents, composition, printed keys)."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

import lawbase
from lawbase.keys import Key, KeyGrammar, sort_key
from lawbase.typed_keys import KeyNotUnderstood, key_in_query, read_typed
from lawbase.query import search_response

# (typed, canonical key, edition the text names or None)
TYPED = [
    ("16C2", "16C2", None),
    ("16c2", "16C2", None),
    ("16 C 2", "16C2", None),
    ("16.C.2", "16C2", None),
    ("16C-2", "16C2", None),
    ("Law 16C2", "16C2", None),
    ("L16C2", "16C2", None),  # as English texts on the Laws cite them (search review: no results)
    ("L 16C2", "16C2", None),
    ("przepis 16C2", "16C2", None),
    ("Prawo 16", "16", None),
    ("Pravidlo 20F5", "20F5", None),
    ("Правило 16С2", "16C2", None),  # a Cyrillic С
    ("27В1", "27B1", None),  # a Cyrillic В
    ("16Б1", "16B1", None), ("Правило 45Ф", "45F", None),  # B and F transliterated (a Russian director's review)
    ("12C1(b)", "12C1b", None),
    ("12C1 (b)", "12C1b", None),
    ("12C1b", "12C1b", None),
    ("40B2a(v)", "40B2a(v)", None),
    ("40B2a (v)", "40B2a(v)", None),
    ("40B2(a)(v)", "40B2a(v)", None),
    ("35.1", "35.1", None),
    ("16C2 pl-2017", "16C2", "pl-2017"),
    ("§16C2", "16C2", None),
    ("§ 16C2", "16C2", None),
    ("(16C2).", "16C2", None),  # as copied from "(patrz przepis 16C2)."
    ("16C2,", "16C2", None),
    ("(12C1(b))", "12C1b", None),
    ("«16C2»", "16C2", None),
    ("12C1B", "12C1b", None),  # typed in capitals: the place says which is the item
    ("40B2A(V)", "40B2a(v)", None),
    # abbreviations and words directors put before a key, a key glued to its Law word, full-width digits,
    # the edition named first
    ("pkt 16C2", "16C2", None), ("pkt. 16C2", "16C2", None), ("punkt 16C2", "16C2", None),
    ("art 16C2", "16C2", None), ("wg przepisu 16C2", "16C2", None), ("čl. 20F5", "20F5", None),
    ("článek 20F5", "20F5", None), ("odst. 20F5", "20F5", None), ("podle Pravidla 20F5", "20F5", None),
    ("п. 16С2", "16C2", None), ("пункт 16С2", "16C2", None), ("ст. 16С2", "16C2", None),
    ("по правилу 16С2", "16C2", None), ("Law16C2", "16C2", None), ("п.16С2", "16C2", None),
    ("１６Ｃ２", "16C2", None), ("pl-1997 64B", "64B", "pl-1997"),
    ("prz. 45 c 4 b", "45C4b", None), ("przep. 16C2", "16C2", None), ("pr. 20F5", "20F5", None),
    ("пр. 45С4б", "45C4b", None), ("prz.45c4b", "45C4b", None),
    # shortened without the dot, as typed on a phone
    ("prz 45 C 4 b", "45C4b", None), ("пр 40 В 2", "40B2", None), ("prav 20 F 5", "20F5", None),
    ("Zákon 16", "16", None),  # the English "Law" calqued in Czech
    ("Правило 16, пункт В1", "16B1", None), ("Pravidlo 16 odstavec C2", "16C2", None),  # a Law, then its part
    # a Law word typed without its diacritics, as on a phone without a Czech keyboard (a Czech director's review:
    # the key was dropped and unrelated Polish texts came up), its other forms, ё typed as е
    ("cl. 16c2", "16C2", None), ("cl.16c2", "16C2", None), ("clanek 40C", "40C", None), ("clanku 16C2", "16C2", None),
    ("podle cl. 16C2", "16C2", None), ("clanek 40 c", "40C", None), ("článkem 16C2", "16C2", None),
    ("clancich 16C2", "16C2", None), ("artykul 16C2", "16C2", None), ("wedlug przepisow 16C2", "16C2", None),
    ("статьёй 16С2", "16C2", None), ("статьей 16С2", "16C2", None), ("ст 16С2", "16C2", None),
    ("pism 16C2", "16C2", None), ("zakonem 16", "16", None),
    # «закон» shortened as Russians write it, with a dot, without, glued to the key (a Russian director's review: the
    # key was dropped and "з" searched as "без"); the other languages' shortenings
    ("з. 40В3", "40B3", None), ("з.40В3", "40B3", None), ("з 40В3", "40B3", None), ("зак. 40В3", "40B3", None),
    ("ЗАК 40В3", "40B3", None), ("з. 40", "40", None), ("прав 16С2", "16C2", None), ("pravid. 20F5", "20F5", None),
    ("przep 16C2", "16C2", None),
]
NOT_KEYS = ["fałszywy renons", "16 2", "16C2 informacja", "C2", "Law", "12C1(b)(v)(x)"]


@pytest.mark.parametrize("typed, key, edition", TYPED)
def test_the_key_grammar_reads_what_users_type(typed, key, edition):
    read = read_typed(typed)
    assert str(read.key) == key and read.edition == edition


@pytest.mark.parametrize("typed", NOT_KEYS)
def test_not_a_key_says_what_was_read(typed):
    with pytest.raises(KeyNotUnderstood) as caught:
        read_typed(typed)
    assert f"“{typed}”" in str(caught.value) or repr(typed) in str(caught.value)


@pytest.mark.parametrize("typed, key, edition", TYPED)
def test_the_api_finds_the_provision_first(built_out, typed, key, edition):
    hits = lawbase.search(typed, out=built_out[0])
    assert hits and hits[0]["key"] == key, [hit["key"] for hit in hits[:3]]
    assert all(hit["key"] == key for hit in hits if hit["how"] == "key")
    assert all(hit["how"] == "counterpart" for hit in hits if hit["score"] >= 1000 and hit["key"] != key)
    if edition:
        assert hits[0]["edition"] == edition


@pytest.mark.parametrize("typed, language", [
    ("Pravidlo 20F5", "cs"), ("Правило 16С2", "ru"), ("przepis 12C1b", "pl"), ("Prawo 16", "pl"),
    ("Law 16C2", None), ("16C2", None), ("27В1", "ru"), ("čl. 20F5", "cs"), ("п.16С2", "ru"), ("pkt 16C2", "pl"),
    ("pravilo 16C2", "ru"), ("pravidla 16C2", "cs"),  # the Russian Law word in Latin letters (a phone without Cyrillic)
    ("cl. 16c2", "cs"), ("clanku 16C2", "cs"), ("cl.16c2", "cs"), ("artykul 16C2", "pl"), ("статьей 16С2", "ru"),
    ("з. 40В3", "ru"), ("зак 40B3", "ru"), ("prz. 45C4b", "pl"), ("pravid 20F5", "cs"),
])
def test_the_law_word_typed_tells_the_language(typed, language):
    assert read_typed(typed).language == language
    assert key_in_query(typed).language == language


@pytest.mark.parametrize("typed, first", [
    ("Pravidlo 20F5", "cs-2007"), ("Правило 16С2", "ru-2017"), ("przepis 16C2", "pl-2017"),
    ("pravidla 45C2", "cs-2007"), ("16C2", "pl-2017"), ("Law 20F5", "pl-2017"), ("pravilo 16C2", "ru-2017"),
])
def test_a_key_typed_after_a_law_word_puts_that_languages_text_first(built_out, typed, first):
    """A Czech director typing "Pravidlo 20F5" reads the Czech text first; with no word of one language
    the newest Laws come first, as before. Every edition's provision at the key is still listed."""
    hits = lawbase.search(typed, out=built_out[0])
    assert hits[0]["edition"] == first, [(hit["edition"], hit["key"]) for hit in hits]
    assert {hit["edition"] for hit in hits if hit["how"] == "key"} >= {"pl-2017", "cs-2007", "ru-2017"}


def test_the_readers_language_comes_first_unless_a_law_word_says_another(built_out):
    first = lambda query, reader: lawbase.search(query, out=built_out[0], reader=reader)[0]["edition"]
    assert first("16C2", "cs") == "cs-2007" and first("16C2", "ru") == "ru-2017" and first("16C2", None) == "pl-2017"
    assert first("Правило 16С2", "cs") == "ru-2017" and first("16C2", "en") == "pl-2017"
    # words as much Polish as Czech ("kibic"; the slip in "przecinikow" leaves it neither): read in the reader's
    read = search_response("kibic przecinikow", out=built_out[0], reader="pl")
    assert read["hits"][0]["edition"] == "pl-2017" and read["suggestion"] == "kibic przeciwnikow"


def test_a_key_with_words_puts_the_provision_first_and_searches_the_words(built_out):
    hits = lawbase.search("16C2 informacja", out=built_out[0])
    assert hits[0]["key"] == "16C2"
    assert len({hit["key"] for hit in hits}) > 1  # the words were searched too
    assert key_in_query("52 karty") is None  # a number of cards, not Law 52
    assert str(key_in_query("przepis 52 karty").key) == "52"
    # after a part word or a preposition a bare number is no Law ("по 2 карты": two cards each; "punkt 2
    # przepisu 16": item 2 of Law 16); a key is a key after them, and a number after a word naming a Law
    for words in ("по 2 карты", "по 13 карт", "punkt 2 przepisu 16", "bod 5 pravidla 16", "pkt 5", "п.16"):
        assert key_in_query(words) is None, words
    for words, key in (("по правилу 16С2", "16C2"), ("pkt 16C2", "16C2"), ("čl. 20", "20"), ("ст. 16", "16"),
                       ("Law16", "16")):
        assert str(key_in_query(words).key) == key, words
    # a Law, then its part named as the texts cite it ("см. пункт В1 ниже"): a regression sweep found Law 16 alone
    for words, key, rest in (("Правило 16, пункт В1", "16B1", ""), ("правило 16 пункт Б", "16B", ""),
                             ("Pravidlo 16 odstavec C2", "16C2", ""), ("przepis 16 punkt B1 partner", "16B1", "partner"),
                             ("Правило 16 пункт", "16", "пункт")):
        read = key_in_query(words)
        assert (str(read.key), read.rest) == (key, rest), words


def test_every_law_word_of_every_profile_is_read_without_its_diacritics():
    """Each word a profile puts before a key (Law words, their abbreviations, part and lead words) read folded as
    typed (the Czech "čl." as "cl.", "článku" as "clanku", the Polish "według" as "wedlug"), in its language."""
    from lawbase.profiles import all_profiles
    from lawbase.text import fold

    for profile in all_profiles():
        for name in ("law_words", "key_law_words", "key_law_abbreviations", "part_words", "key_lead_words"):
            for word in profile.vocabulary.get(name, []):
                plain = fold(word, {"ё": "е"})
                for typed in (f"{plain} 16C2", f"{plain.upper()} 16C2", f"{word} 16C2"):
                    read = key_in_query(typed)
                    assert read is not None and str(read.key) == "16C2" and read.rest == "", typed
                    assert read.language in (profile.language, None), typed


def test_a_law_word_folded_is_no_other_word_of_the_texts(built_out):
    """A folded Law word before a bare number names a Law ("cl. 20": Law 20), so none may be, folded, a word the
    texts write otherwise ("cl", "clanek", "clanku" are none); the one that is, the Czech "práv" (rights) that
    "prav" (short for "pravidlo") meets, is listed in its profile: a key after it is read, a bare number is not."""
    from lawbase.analysis import load_term_maps
    from lawbase.profiles import all_profiles
    from lawbase.typed_keys import typing_rules

    rules = typing_rules()
    lists = ("law_words", "key_law_words", "key_law_abbreviations", "part_words", "key_lead_words")
    spelled = {word.casefold() for profile in all_profiles() for name in lists for word in profile.vocabulary.get(name, [])}
    met = {form for term_map in load_term_maps(built_out[0] / "index").values() for form in term_map.forms
           if rules.folded(form) != form.casefold() and rules.folded(form) in rules.lead_words and form not in spelled}
    assert met == {"práv", "zákonů", "bodů"}, met  # the plurals of the Czech "zákon" and of the part word "bod"
    assert "prav" in rules.lead_words and "prav" not in rules.law_words and "clanek" in rules.law_words
    assert str(key_in_query("cl. 20").key) == "20" and key_in_query("práv 20") is None
    assert str(key_in_query("práv 20F5").key) == "20F5" and str(key_in_query("prav. 20").key) == "20"


def test_no_word_of_the_texts_is_read_as_a_law_word_typed_with_a_slip(built_out):
    """A Law word typed with one slip leads a key ("pavidlo 16c2"), so no word of the texts may be one slip from a Law
    word unless its profile lists it (`slipped_like_law_words`: "przepisowe 52 karty" is no Law 52) or it names a
    footnote ("przypis 21")."""
    from lawbase.analysis import load_term_maps
    from lawbase.typed_keys import typing_rules

    rules = typing_rules()
    forms = {form for term_map in load_term_maps(built_out[0] / "index").values() for form in term_map.forms}
    read = {form for form in forms if form.isalpha() and rules.folded(form) not in rules.lead_words
            and key_in_query(form + " 16C2")}
    assert read == set(), read
    assert {"przypis", "przepisowe", "законна"} <= rules.near_law_words
    assert str(key_in_query("pavidlo 16c2").key) == "16C2" and key_in_query("przepisowe 52 karty") is None


def test_a_key_glued_to_p_reads_as_one_glued_to_l():
    """"P16C2" found nothing where "L16C2" works (a Czech director's review): "P." undotted leads a key, of no one
    language (the Polish and Czech Law words both begin so), and no bare number ("p 5 kart")."""
    for typed in ("P16C2", "p 16C2", "P16C2 informace"):
        read = key_in_query(typed)
        assert str(read.key) == "16C2" and read.language is None, typed
    assert key_in_query("p 5 kart") is None


@pytest.mark.parametrize("typed, unread", [
    ("Pravidlo 16CC2", "16CC2"), ("clanek 16CC2 karta", "16CC2"), ("Law16C2ab", "16C2ab"), ("przepis 16č2", "16č2"),
    ("čl 16.2.3", "16.2.3"), ("Pravidlo 16C2", None), ("Prawo 2017", None), ("16CC2", None), ("pkt 16CC2", None),
    # a number with an ending or a per cent after a Law word is the situation's words (the session's last review)
    ("правило 3-х карт", None), ("prawo 13-tej karty", None), ("przepis 7-kartowy", None), ("правило 50%", None),
])
def test_what_follows_a_law_word_and_is_no_key_is_said_not_searched(built_out, typed, unread):
    """A Czech director's review: "clanek 16C2" typed on a phone was dropped silently and unrelated texts came
    up. What a Law word leads and begins as a key does but is none is said, as "nothing is numbered" is, and
    nothing is searched for; a year after a Law word ("Prawo 2017") and a key alone are searched as before.
    A user's review: `search 'Pravidlo 16CC2'` exited 0 where `show` exited 2: every command says the same line."""
    from click.testing import CliRunner

    from lawbase.cli import main

    response = search_response(typed, out=built_out[0])
    assert response.get("unread") == unread
    if unread:
        assert response["hits"] == []
        said = f"lawbase: “{typed}” is not a Law number (numbers look like 16, 16C, 16C2, 12C1b, 40B2a(v), 35.1)\n"
        for command in ("search", "show", "refs", "compare"):  # as the site's search page says it (`not_a_key`)
            for json_flag in ([], ["--json"]):
                result = CliRunner().invoke(main, [command, typed, "--out", str(built_out[0]), *json_flag])
                assert (result.exit_code, result.stdout, result.stderr) == (2, "", said), (command, json_flag)


def run(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "lawbase", *args], capture_output=True, text=True)


def test_the_command_shows_the_typed_provision(built_out):
    from click.testing import CliRunner

    from lawbase.cli import main

    out = str(built_out[0])
    for typed, key, edition in TYPED:
        result = CliRunner().invoke(main, ["show", typed, "--out", out, "--json"])
        assert result.exit_code == 0, (typed, result.stderr)
        shown = json.loads(result.stdout)
        assert shown and {entry["nodes"][0]["key"] for entry in shown} == {key}, typed
        if edition:
            assert [entry["edition"] for entry in shown] == [edition]
    for wrong, said in (("16 C 2 xyz", "16C2"), ("16 C 2 x", "16C2x"), ("krzesło", "“krzesło” is not a Law number")):
        result = CliRunner().invoke(main, ["show", wrong, "--out", out])
        assert result.exit_code != 0 and result.stderr.count("\n") == 1 and said in result.stderr, result.stderr
    result = run("show", "16 C 2 x", "--out", out)  # and from a real process: one line, no traceback
    assert result.returncode == 1 and result.stderr.count("\n") == 1 and "16C2x" in result.stderr
    assert "Traceback" not in result.stderr


def test_the_browser_reads_keys_as_the_command_does(search_page):
    firsts = search_page.execute_script(  # one call for every key typed (a call costs Chromium and its driver ~4.5 ms)
        "return arguments[0].map(function (typed) { var r = window.lawbaseSearch(typed, '', '', 5);"
        "  return r.hits.length ? [r.hits[0].doc.key, r.hits[0].doc.edition] : null; });", [row[0] for row in TYPED])
    assert len(firsts) == len(TYPED)
    for (typed, key, edition), first in zip(TYPED, firsts):
        assert first is not None and first[0] == key, (typed, first)
        if edition:
            assert first[1] == edition


def test_a_key_the_edition_lacks_is_answered_by_its_counterpart_in_the_command_and_the_browser(built_out, search_page):
    """The Czech 2007 text prints Law 35's A-D as 1.-4.: a director searching the Czech edition for 35A lands
    on 35.1, said to answer for pl-2017 35A (and ru-2017 35A); the browser answers as the command does."""
    from click.testing import CliRunner

    from lawbase.cli import main

    out = built_out[0]
    for typed, edition in (("35A", "cs-2007"), ("Pravidlo 35A cs-2007", "")):
        result = CliRunner().invoke(main, ["search", typed, "--out", str(out), "--json"]
                                    + (["--edition", edition] if edition else []))
        assert result.exit_code == 0, result.output
        command = [(hit["edition"], hit["key"], ", ".join(way.replace("_", " ") for way in hit["how"]), hit.get("via"))
                   for hit in json.loads(result.output)]  # (`--json` gives its ways as codes: the browser's words)
        assert command[0] == ("cs-2007", "35.1", "counterpart", "pl-2017 35A"), command
        browser = search_page.execute_script(
            "return window.lawbaseSearch(arguments[0], '', arguments[1], 10).hits.map(function (h) {"
            "  return [h.doc.edition, h.doc.key, h.how, h.via || null]; });", typed, edition)
        assert [tuple(hit) for hit in browser] == command


def test_keys_sort_in_the_laws_own_order():
    keys = ["16B", "16A10", "16A2", "16A1a(iv)", "16A1a(ii)", "16A1b", "16", "16A1", "35.2", "35.10", "9"]
    assert sorted(keys, key=sort_key) == ["9", "16", "16A1", "16A1a(ii)", "16A1a(iv)", "16A1b", "16A2", "16A10",
                                          "16B", "35.2", "35.10"]


def test_keys_compose_and_decompose():
    key = Key.parse("40B2a(v)")
    assert [str(parent) for parent in key.parents()] == ["40B2a", "40B2", "40B", "40"]
    assert str(Key(35).child("subsection", "1")) == "35.1"
    assert str(Key.parse("16C").child("subsection", "2")) == "16C2"
    assert str(Key.parse("21B").child("item", "a")) == "21Ba"
    assert str(Key.parse("45C2").child("subitem", "ii")) == "45C2(ii)"
    assert Key.parse("40B2~2").copy == 2 and str(Key.parse("40B2~2")) == "40B2~2"
    assert Key.parse("def/dummy") is None and Key.parse("16c2") is None  # stored keys are canonical
    assert Key.parse("16").contains(Key.parse("16C2")) and not Key.parse("16C").contains(Key.parse("16D1"))


def test_a_paragraph_straight_under_a_law_is_read_as_the_section_lettered_at_its_place():
    """The Czech 2007 text prints Law 35's A-D as 1.-4.: 35.4 is at 35D's place; nothing else has such a twin."""
    assert [str(Key.parse(key).lettered()) for key in ("35.1", "35.4", "71.2")] == ["35A", "35D", "71B"]
    assert [Key.parse(key).lettered() for key in ("35", "35A", "16C2", "21Ba")] == [None] * 4


def test_printed_keys_read_through_the_look_alikes():
    grammar = KeyGrammar("АВСДЕ", "абсде")
    lookalikes = {"С": "C", "В": "B", "б": "b"}
    assert grammar.parts("12С1(б)", lookalikes) == ("12", "C", "1", "b", "")
    assert grammar.parts("B.1 b)", lookalikes) == ("", "B", "1", "b", "")
    assert grammar.parts("(iv)", lookalikes) == ("", "", "", "", "iv")


def test_no_key_pattern_outside_the_key_module():
    """The key grammar is written once: no other module of the package (Python or the site's scripts)
    holds a regex that reads a Law number followed by a section letter or an item letter in brackets;
    they take their fragments from `lawbase.keys` (the browser from the payload's `browser_grammar`)."""
    from pathlib import Path

    package = Path(lawbase.__file__).parent
    shape = re.compile(r"\\d[+*{?][^\"'\n]{0,12}\[A-[A-Z]\]|\[A-[A-Z]\][^\"'\n]{0,6}\\d|\[a-[a-z]\]\\?\)")
    found = [f"{path.relative_to(package)}:{number}: {line.strip()}"
             for path in sorted(package.rglob("*")) if path.suffix in (".py", ".js") and path.name != "keys.py"
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if shape.search(line)]
    assert found == []


def test_a_long_word_is_tried_for_a_glued_law_word_only_as_far_as_the_longest_law_word(monkeypatch):
    """Every beginning of a typed word was folded and looked up ("Law" of "Law16C2"): a key of 100,000
    characters given to `show` took 8 s. Only beginnings no longer than the longest lead word are tried."""
    from lawbase.typed_keys import TypingRules, typing_rules

    rules, tried = typing_rules(), []
    folded = TypingRules.folded
    monkeypatch.setattr(TypingRules, "folded", lambda self, word: tried.append(word) or folded(self, word))
    with pytest.raises(KeyNotUnderstood):
        read_typed("a1" * 5000, rules)  # a digit after every beginning of odd length
    longest = max(map(len, rules.lead_words))
    assert tried and all(len(word) <= longest for word in tried), max(map(len, tried))

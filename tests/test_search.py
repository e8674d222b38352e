"""Search as a director uses it: situations, slang, questions, no diacritics, typos, other languages,
English; the older law-level sets; phrases, negation, prefixes, labels, hostile input, start-up."""

from __future__ import annotations

import json
import os
import re
import statistics
import subprocess
import sys

import pytest
from click.testing import CliRunner

from lawbase.analysis import Analyser, load_term_maps
from lawbase.cli import main
from lawbase.errors import LawbaseError
from lawbase.evaluation import director_sets, law_sets, measure, systems
from lawbase.profiles import load_profile
from lawbase.query import search, search_response
from lawbase.vocabulary import phrase_terms


class Figures(dict):
    """`evaluation.evaluate`'s rows as {(set, system): Metrics}, each measured when a test first reads it (the tests
    read the test split, the cross-language, English and older sets, not the tuning and dev splits)."""

    def __init__(self, out):
        super().__init__()
        self.rankers = systems(out)
        self.sets = {name: (items, False) for name, items in director_sets().items()}
        self.sets.update((name, (items, True)) for name, items in law_sets().items())

    def __missing__(self, key: tuple[str, str]):
        name, system = key
        items, by_law = self.sets[name]
        self[key] = found = measure(items, self.rankers[system], by_law)
        return found


@pytest.fixture(scope="module")
def figures(out):
    return Figures(out)


# ---------------------------------------------------------------- the evaluations
def test_director_test_split_is_answered_in_the_top_3(figures):
    """The held-out half of the director's queries (never tuned on): at least 9 of 24 per edition
    (the Whoosh search answered 4, 2 and 5), at least half overall, at least twice the better baseline."""
    ours = theirs = count = 0
    for edition in ("pl-2017", "cs-2007", "ru-2017"):
        mine = figures[(f"{edition} test", "lawbase")]
        assert mine.queries == 24 and mine.hit_at_3 >= 9, (edition, mine.misses)
        ours += mine.hit_at_3
        count += mine.queries
        theirs += max(figures[(f"{edition} test", system)].hit_at_3 for system in ("FTS5", "FTS5+Snowball"))
    assert ours >= count / 2 and ours >= 2 * theirs, (ours, theirs)


def test_searched_in_every_edition_the_querys_own_language_comes_first(figures):
    """As users search by default, no edition chosen: a Polish query read in Czech for the words the two
    share ("partner", "pas") ranks below its Polish answers, so the director sets' answers stay in the top 3
    (the test split, never tuned on: 45 of 72 before the rule, 49 with the edition chosen)."""
    ours = chosen = 0
    for edition in ("pl-2017", "cs-2007", "ru-2017"):
        ours += figures[(f"{edition} test", "lawbase, no filter")].hit_at_3
        chosen += figures[(f"{edition} test", "lawbase")].hit_at_3
    assert ours >= chosen - 2, (ours, chosen)


def test_a_word_being_typed_tells_the_querys_language(out):
    """As you type: "karta" is Polish and Czech alike, and the unfinished "przygw" begins only Polish words
    (przygwożdżona): the query is Polish, and its beginning is read as one."""
    hits = search("karta przygw", limit=3, out=out)
    assert [hit["edition"] for hit in hits] == ["pl-2017"] * 3 and hits[0]["key"] == "50B"


def test_a_query_in_one_language_lists_its_language_first(out):
    hits = search("partner zawahał się przed pasem", limit=5, out=out)
    assert [hit["lang"] for hit in hits[:3]] == ["pl"] * 3 and "16B1" in [hit["key"] for hit in hits[:3]]


def test_an_older_rule_found_by_its_words_says_where_the_newest_laws_put_it(out):
    """By the concordance: 2007 16C is 2017 16D, 2007 16A3 is in no provision of 2017; a provision the
    newest Laws keep at its key, and the newest Laws' own hits, say nothing."""
    hits = {(hit["edition"], hit["key"]): hit for hit in search("neoprávněná informace z jiných zdrojů", out=out)}
    assert hits[("cs-2007", "16C")]["newer"] == {"edition": "pl-2017", "year": 2017, "keys": ["16D"],
                                                 "urls": ["pl-2017/law-16.html#16D"]}
    assert hits[("cs-2007", "16A3")]["newer"] == {"edition": "pl-2017", "year": 2017, "keys": [], "urls": []}
    assert "newer" not in hits[("cs-2007", "16A1a")]
    assert not any("newer" in hit for hit in search("nielegalna informacja z innego źródła", lang="pl", out=out)
                   if hit["edition"] == "pl-2017")
    shown = CliRunner().invoke(main, ["search", "neoprávněná informace z jiných zdrojů", "--out", str(out)]).output
    assert "(in the 2017 Laws: 16D (pl-2017))" in shown and "(not in the 2017 Laws)" in shown


def test_an_older_rule_an_amendment_removed_says_which_text_lacks_it(out):
    """`search "Pravidlo 89"` said of the Czech one-line Law 89 ("see 12C3") "in the 2017 Laws: 89, changed,
    pl-2017": the 2024 Law 89 of pl-2017, prohibited conduct, took its number (a laws committee's review). It has
    no counterpart there, but the Russian 2017 text, unamended, keeps it: "not in the 2017 Laws" would deny the
    Russian Law 89 listed beside it."""
    hits = {(hit["edition"], hit["key"]): hit for hit in search("Pravidlo 89", out=out)}
    assert hits[("cs-2007", "89")]["newer"] == {"edition": "pl-2017", "year": 2017, "keys": [], "urls": [],
                                                "amended": 2024}
    shown = CliRunner().invoke(main, ["search", "Pravidlo 89", "--out", str(out)]).output
    assert "(not in the 2017 Laws as amended in 2024 (pl-2017))" in shown and "changed" not in shown
    page = (out / "site" / "cs-2007" / "law-89.html").read_text(encoding="utf-8")
    assert "Pravidla 2017 ve znění změn z roku 2024 toto ustanovení nemají (Polština, 2017)" in page


def test_where_the_newest_laws_put_an_older_rule_is_said_in_the_readers_edition(out):
    """A Russian reader of the Czech 2007 16C (the site in Russian, or a Russian Law word typed) follows the
    link to the Russian 2017 16D, not the Polish one the first edition by name gave; no reader: pl-2017."""
    russian = {"edition": "ru-2017", "year": 2017, "keys": ["16D"], "urls": ["ru-2017/law-16.html#16D"]}
    worded = {hit["key"]: hit for hit in search("neoprávněná informace z jiných zdrojů", out=out, reader="ru")}
    assert worded["16C"]["newer"] == russian and worded["16C1"]["newer"]["edition"] == "ru-2017"
    assert search("Правило 16C", edition="cs-2007", out=out)[0]["newer"] == russian
    assert search("Pravidlo 16C", out=out)[0]["newer"]["edition"] == "pl-2017"
    assert search("Pravidlo 16C", out=out, reader="ru")[0]["newer"] == russian  # a Czech word: no 2017 Czech text


def test_russian_typed_in_latin_letters_is_read_in_cyrillic(out):
    """Russian director's review: "bolvan", "nedostatochnaya zayavka" (a phone without a Cyrillic keyboard) and
    "inhfayfz rfhnf" (штрафная карта on a keyboard left on the Latin layout) found nothing. Read in Cyrillic
    where every word of the reading is Russian and more of them than as typed are words of any language; a
    Polish or English query stays as typed: the reading is searched only where the query as typed finds nothing."""
    from lawbase.query import search_response

    for typed, read, wanted in (("bolvan", "болван", "4"), ("nedostatochnaya zayavka", "недостаточная заявка", "27"),
                                ("inhfayfz rfhnf", "штрафная карта", "5"), ("hod vne ocheredi", "ход вне очереди", "5")):
        response = search_response(typed, limit=5, out=out)
        assert response["suggestion"] == read, typed
        hits = response["hits"]
        assert {hit["edition"] for hit in hits} == {"ru-2017"} and any(hit["key"].startswith(wanted) for hit in hits)
    assert search_response("<jkdfy", limit=1, out=out)["suggestion"] == "болван"  # Shift on the first letter
    # only where the query as typed finds nothing (the diff's review: "bid", English, read as "бид" lost its
    # Polish and Czech hits; "partner alertowal", Polish, and "zakon", Czech, likewise)
    for typed in ("renons", "bidding box", "revoke", "karta dziadka", "vynesl mimo poradi", "bid", "partner alertowal",
                  "zakon", "opponent", "signal"):
        suggestion = search_response(typed, limit=3, out=out)["suggestion"] or ""
        assert not any("а" <= char <= "я" for char in suggestion), (typed, suggestion)


def test_a_phrase_typed_on_the_latin_layout_is_read_word_by_word(out):
    """Russian club director's review: "afkmihtyjyc d gjcktlytq dpznrt" (фальшренонс в последней взятке on the Latin
    layout) listed Czech and Polish provisions matching its lone "d" as a letter, "[jl yt c njq herb" (ход не с той
    руки) its "c", "celmz" (судья) Czech words beginning "cel"; "ifnhfayfz карта" dropped its first word unsaid. Read
    word by word, as a single word is, where the reading reads more words than the query as typed."""
    for typed, read, wanted in (("afkmihtyjyc d gjcktlytq dpznrt", "фальшренонс в последней взятке", "62D"),
                                ("[jl yt c njq herb", "ход не с той руки", "55B2"), ("celmz", "судья", "81"),
                                ("ifnhfayfz карта", "штрафная карта", "50")):  # шатрафная: one slip from штрафная
        response = search_response(typed, limit=3, out=out, reader="ru")
        assert response["suggestion"] == read, typed
        hits = response["hits"]
        assert {hit["edition"] for hit in hits} == {"ru-2017"} and any(hit["key"].startswith(wanted) for hit in hits), \
            (typed, [hit["key"] for hit in hits])
    assert search_response("dziadek dotknął karty", limit=1, out=out)["hits"][0]["key"] == "45F"  # Polish as typed


def test_the_words_a_search_could_not_read_are_said(out):
    """Russian club director's review: "ifnhfayfz карта" answered "карта" alone, the first word dropped unsaid. The
    words no language reads (no form, slip, beginning nor English term of any) are named; a stop-word, a number, a
    word being typed are not."""
    assert search_response("шшшшш карта", limit=3, out=out)["skipped"] == ["шшшшш"]
    assert search_response("afkmihtyjyc qqqq", limit=3, out=out)["skipped"] == ["йййй"]  # the layout's reading
    for typed in ("ход не с той руки", "renons w 12-tej lewie", "dziadek dotk", "штрафная карта"):
        assert "skipped" not in search_response(typed, limit=3, out=out), typed
    result = CliRunner().invoke(main, ["--ui", "ru", "search", "--out", str(out), "-n", "2", "шшшшш карта"])
    assert result.exit_code == 0 and "искали без 'шшшшш': таких слов в текстах нет" in result.output, result.output
    result = CliRunner().invoke(main, ["--ui", "pl", "search", "--out", str(out), "xyzzy"])
    assert result.output.strip() == "brak wyników dla 'xyzzy'; szukano bez 'xyzzy': takich słów nie ma w tekstach"


def test_a_defined_term_typed_alone_finds_its_definition_first(out):
    """Russian director's review: "болван" put the definition 30th, under every provision saying the word, and
    "штрафная карта" likewise; a query that is a defined term as the definitions write it - folded as its
    language folds, with or without the title's bracketed part - lists them first."""
    for typed, edition, term in (("болван", "ru-2017", "Болван"), ("Штрафная карта", "ru-2017", "Штрафная карта"),
                                 ("dziadek", "pl-2017", "Dziadek"), ("tichý hráč", "cs-2007", "Tichý hráč"),
                                 ("tichy hrac", "cs-2007", "Tichý hráč"), ("онер", "ru-2017", "Онёр"),
                                 ("punkt turniejowy", "pl-2017", "Punkt turniejowy (PT)")):
        first = search(typed, limit=3, out=out)[0]
        assert (first["kind"], first["edition"], first["title"], first["how"]) == ("definition", edition, term,
                                                                                  "defined term"), typed
    assert search("tichý hráč", lang="pl", limit=3, out=out)[0]["kind"] != "definition"  # filters still filter
    assert search("dziadek dotknął karty", limit=1, out=out)[0]["key"] == "45F"  # a situation is no term


def test_a_defined_term_typed_alone_lists_the_law_its_definition_names_next(out):
    """Russian director's review: "штрафная карта" listed Law 50's provisions but not Law 50 itself in the
    first forty; the definition cites Law 50, whose title names the term: it follows the definition. A
    citation whose title does not name the term (Rozgrywający: "ale patrz przepis 54"), or after a word making it
    an aside ("но см. Правило 54А"), stays out."""
    for typed, edition, law in (("штрафная карта", "ru-2017", "50"), ("karta przygwożdżona", "pl-2017", "50"),
                                ("pokutová karta", "cs-2007", "50"), ("licytacja", "pl-2017", "17")):
        hits = search(typed, limit=3, out=out)
        assert [(hit["kind"], hit["edition"]) for hit in hits[:2]] == [("definition", edition), ("law", edition)]
        assert (hits[1]["key"], hits[1]["how"]) == (law, "defined term"), typed
    assert [hit["key"] for hit in search("rozgrywający", limit=3, out=out)].count("54") == 0
    # "но см. Правило 54А": an aside by its word (the profile's aside_words), though 54A's title names declarer
    assert "54A" not in [hit["key"] for hit in search("разыгрывающий", limit=3, out=out)]
    assert search("dziadek dotknął karty", limit=1, out=out)[0]["key"] == "45F"  # a situation is no term


def test_a_hit_in_the_1997_chapter_says_where_the_2017_laws_put_it_in_its_own_language(out):
    """Search and new-edition reviews: a Polish director's hits in the 1997 chapter said nothing of the 2017
    Laws (only the newest Laws' texts had counterparts), though 1997 53B and 53C swapped places in 2017."""
    hits = {hit["key"]: hit for hit in search("obrońca dołożył do wyjścia", edition="pl-1997", out=out)}
    assert hits["53B"]["newer"] == {"edition": "pl-2017", "year": 2017, "keys": ["53C"],
                                    "urls": ["pl-2017/law-53.html#53C"]}
    assert "newer" not in hits["53A"]  # kept at its key: nothing to say
    typed = {(hit["edition"], hit["key"]): hit for hit in search("53B", out=out)}  # the key typed: its language's
    assert typed[("pl-1997", "53B")]["differs"] == {"from": "pl-2017 53B", "here": ["53C"],
                                                      "urls": ["pl-1997/law-53.html#53C"]}


def test_other_languages_and_english_are_answered(figures):
    cross, english = figures[("cross", "lawbase")], figures[("english", "lawbase")]
    assert cross.hit_at_3 >= 12, cross.misses  # a Polish, Czech or Russian query against another edition
    assert english.hit_at_3 >= 50, english.misses  # 21 English terms, each in the three editions
    assert figures[("cross", "FTS5+Snowball")].hit_at_3 <= 1 and figures[("english", "FTS5+Snowball")].hit_at_3 <= 2


def test_the_older_law_level_sets_do_not_regress(figures):
    """Every query of the older sets finds its Law in the top 3; the mean MRR is above both baselines'."""
    names = list(law_sets())
    for name in names:
        assert figures[(name, "lawbase")].hit_at_3 == figures[(name, "lawbase")].queries, figures[(name, "lawbase")]
        assert figures[(name, "lawbase")].mrr >= figures[(name, "FTS5")].mrr
    mean = {system: statistics.mean(figures[(name, system)].mrr for name in names)
            for system in ("lawbase", "FTS5", "FTS5+Snowball")}
    assert mean["lawbase"] > max(mean["FTS5"], mean["FTS5+Snowball"]), mean


def test_the_director_set_is_the_one_written_before_tuning():
    sets = director_sets()
    editions = ("pl-2017", "cs-2007", "ru-2017")
    sizes = [len(sets[f"{edition} {part}"]) for edition in editions for part in ("tuning", "test")]
    assert sizes == [24] * 6
    assert [len(sets[f"{edition} dev"]) for edition in editions] == [16] * 3  # the second round's tuning part
    assert [len(sets[f"{edition} dev2"]) for edition in editions] == [32] * 3  # written blind, 2026-11-27
    assert [len(sets[f"{edition} dev7"]) for edition in editions] == [20] * 3  # its own file, 2026-11-28
    assert [len(sets[f"{edition} dev8"]) for edition in editions] == [20] * 3  # its own file, sixteenth session
    assert [len(sets[f"{edition} dev9"]) for edition in editions] == [20] * 3  # its own file, seventeenth session
    assert [len(sets[f"{edition} dev10"]) for edition in editions] == [20] * 3  # its own file, eighteenth session
    assert [len(sets[f"{edition} dev11"]) for edition in editions] == [20] * 3  # its own file, nineteenth session
    assert [len(sets[f"{edition} dev12"]) for edition in editions] == [20] * 3  # its own file, twentieth session
    assert [len(sets[f"{edition} dev13"]) for edition in editions] == [20] * 3  # its own file, twenty-first session
    assert [len(sets[f"{edition} dev14"]) for edition in editions] == [20] * 3  # held out, twenty-first session
    assert [len(sets[f"{edition} dev15"]) for edition in editions] == [20] * 3  # its own file, twenty-fourth session
    assert [len(sets[f"{edition} dev16"]) for edition in editions] == [20] * 3  # held out, twenty-fourth session
    assert len(sets["cross"]) == 20 and len(sets["english"]) == 63


# ---------------------------------------------------------------- reading a query
def labels(hits):
    return [hit["label"] for hit in hits]


def laws(hits):
    return [hit["law"] for hit in hits]


@pytest.mark.parametrize("query, edition, wanted", [
    ("kto może wezwać sędziego", "pl-2017", {"9", "43", "81"}),  # question words are not asked for
    ("kdo smí zavolat rozhodčího", "cs-2007", {"9", "43", "81"}),
    ("кто может вызвать судью", "ru-2017", {"9", "43", "81"}),
    ("kibic odezwał się przy stole", "pl-2017", {"76"}),  # slang: kibic is the Laws' widz
    ("divák radí hráči", "cs-2007", {"76"}),
    ("зритель подсказал игроку", "ru-2017", {"76"}),
    ("odzywka niewystarczajaca", "pl-2017", {"27"}),  # no diacritics
    ("nedostatecna nabidka", "cs-2007", {"27"}),
    ("партнерское взаимопонимание", "ru-2017", {"40"}),  # е for ё
    ("kontry i rekontry", "pl-2017", {"19"}),
    ("штрафной картой", "ru-2017", {"50", "51", "52"}),
])
def test_director_words_find_their_law(out, query, edition, wanted):
    assert set(laws(search(query, edition=edition, limit=3, out=out))) & wanted


@pytest.mark.parametrize("query, edition", [
    ("ренонс в последней взятке", "ru-2017"), ("фальшренонс в последней взятке", "ru-2017"),
    ("renons w ostatniej lewie", "pl-2017"), ("renonc v posledním zdvihu", "cs-2007"),
])
def test_a_revoke_in_the_last_trick_is_the_twelfth_tricks_rule(out, query, edition):
    """The brief's own example, and the Polish and Russian reviews: "the last trick" a revoke can be in is
    the twelfth (62D; the thirteenth card is forced), where 61C and 66B came first."""
    assert [hit["key"] for hit in search(query, edition=edition, limit=3, out=out)][0].startswith("62D")


def test_the_briefs_examples_land_on_their_rules(out):
    """The situations the brief names, as a director types them: dummy touching one of his cards is 45F
    (declarer touching dummy's, 45C3, after it); a lead out of turn in the Czech 2007 text is Laws 53-56;
    a revoke in English, Laws 61-64."""
    assert [hit["key"] for hit in search("dziadek dotknął karty", edition="pl-2017", limit=3, out=out)][:2] == [
        "45F", "45C3"]
    assert {hit["law"] for hit in search("hráč vynesl mimo pořadí", edition="cs-2007", limit=3, out=out)} <= {
        "53", "54", "55", "56"}
    assert {hit["law"] for hit in search("revoke", limit=3, out=out)} <= {"61", "62", "63", "64"}


def test_correcting_an_insufficient_bid_is_law_27_not_the_bids_definition(out):
    """A Russian review's "недостаточная заявка исправить": the text says the offender "скорректировать" the bid
    (27B), "исправление" being the Director's rectification; 18D, which defines the insufficient bid and points
    to Law 27 "относительно исправления", came first."""
    assert search("недостаточная заявка исправить", edition="ru-2017", limit=1, out=out)[0]["law"] == "27"


def test_a_law_whose_title_is_the_query_comes_first(out):
    for query, edition in (("odzywka niewystarczająca", "pl-2017"), ("nedostatečná nabídka", "cs-2007"),
                           ("недостаточное назначение", "ru-2017"), ("widzowie", "pl-2017")):
        assert search(query, edition=edition, limit=1, out=out)[0]["kind"] == "law"


def test_a_table_in_the_query_does_not_bring_law_3(out):
    for query in ("kibic odezwał się przy stole", "gracz wyszedł od stolika w trakcie rozdania",
                  "игрок ушел из-за стола во время сдачи"):
        assert laws(search(query, limit=3, out=out))[:1] != ["3"]


def test_current_editions_come_before_the_older_translation_and_the_notes(out):
    hits = search("wynik rozjemczy", limit=5, out=out)
    assert hits[0]["edition"] == "pl-2017"
    assert all(hit["edition"] == "pl-1997" for hit in search("wyjście poza kolejnością", edition="pl-1997", out=out))


def test_a_word_the_corpus_lacks_is_read_with_the_lemmatiser(out):
    term_maps = load_term_maps(out / "index")
    for word, edition, wanted in (("przygwożdżonemu", "pl-2017", "50"), ("widzami", "pl-2017", "76"),
                                  ("dziadkom", "pl-2017", "43")):
        assert word not in term_maps["pl"].forms  # a form the texts never use
        assert laws(search(word, edition=edition, limit=1, out=out)) == [wanted]


def test_a_russian_verb_in_the_past_meets_the_texts_infinitive(out):
    """LemmaGen reads "запретил" as "запретить", but the text's "запретить" itself as "запрещать": the past is
    also read as the verb its infinitive is read as (`other_aspect`), so 57A4's and 26B's "запретить" answer."""
    from lawbase.query import open_engine

    russian = open_engine(out).engine.languages["ru"]
    assert russian.own_terms("запретил")[1:] == russian.own_terms("запретить")
    assert russian.own_terms("запрещать") == russian.own_terms("запретить")  # no other aspect of its own
    assert {hit["key"] for hit in search("запретил", edition="ru-2017", limit=2, out=out)} == {"57A4", "26B"}
    # an infinitive in -ти too: "нашли" is "найти", which LemmaGen reads as "находить", the text's "найдена" (14B1)
    assert russian.own_terms("найти")[0] in russian.own_terms("нашли")
    assert "14B1" in [hit["key"] for hit in search("пропавшую карту нашли", edition="ru-2017", limit=3, out=out)]


def test_a_polish_verb_meets_the_texts_other_aspect(out):
    """LemmaGen reads "poprawiamy" as "poprawiać" and the text's "poprawiony" as "poprawić": two terms until the
    profile's `aspect_pairs` read a query's verb as its partner too, so "poprawiamy renons" finds Law 62
    ("Poprawienie fałszywego renonsu") first, where 63A (a revoke established) was."""
    from lawbase.query import open_engine

    polish = open_engine(out).engine.languages["pl"]
    assert set(polish.own_terms("poprawić")) <= set(polish.own_terms("poprawiamy"))
    assert set(polish.own_terms("oddać")) <= set(polish.own_terms("oddaje"))
    assert search("poprawiamy renons", edition="pl-2017", limit=1, out=out)[0]["key"] == "62"
    # "wychodzić", the lead's imperfective, is "wyjść" ("-chodzić" / "-jść"): the declarer's lead from the wrong
    # hand (55B2), where the wrong hand of a board (15A1) was; a defender's lead out of turn, Law 56
    assert set(polish.own_terms("wyjść")) <= set(polish.own_terms("wychodzi"))
    assert search("wychodzi z niewłaściwej ręki", edition="pl-2017", limit=1, out=out)[0]["key"] == "55B2"
    assert search("obrońca wychodzi poza kolejnością", edition="pl-2017", limit=1, out=out)[0]["key"] == "56"


def test_a_polish_verb_is_not_read_as_another_verb_its_ending_pairs_it_with(out):
    """The endings pair "zostawać" (remain) with "zostawić" (leave) and "stać" (stand) with "stawać" ("staje
    się", becomes): the pl profile's `aspect_pairs_not` names them other verbs, so "zostaje" is read as
    "zostać" only, "zostawi" as itself, and "stoi" as "stać"."""
    from lawbase.query import open_engine

    polish = open_engine(out).engine.languages["pl"]
    def term(infinitive: str) -> str:  # the verb's own term, before any other aspect's
        return polish.own_terms(infinitive)[0]

    assert polish.own_terms("zostaje") == [term("zostawać"), term("zostać")]
    assert polish.own_terms("zostawi") == [term("zostawić")]
    assert polish.own_terms("stoi") == [term("stać")]
    assert term("zostawać") in polish.own_terms("zostanie")  # "zostać" keeps its imperfective


def test_a_polish_pass_is_one_verb_in_both_aspects(out):
    """LemmaGen reads "spasowali" as "spasować", a verb apart from "pasować", though the text says a pass in
    both ("musi spasować", "musi pasować do końca licytacji"): one term (the pl profile's `same_lemma`), in the
    index and the query alike, so all four passing finds 22B first, where it was third."""
    from lawbase.query import open_engine

    polish = open_engine(out).engine.languages["pl"]
    assert polish.own_terms("spasowali") == polish.own_terms("pasować") == polish.own_terms("pasuje")
    assert search("wszyscy spasowali, co z tym rozdaniem", edition="pl-2017", limit=1, out=out)[0]["key"] == "22B"


def test_a_czech_calls_perfective_is_its_verb_not_a_slip(out):
    """"zapasoval", "zakontroval" (the perfective players say; the text has "pasoval", "kontrovat") were read as
    slips from the text's forms, with a "did you mean" the typist did not need: the cs profile's `same_lemma`
    reads them as the text's verbs."""
    for query, verb in (("zapasoval mimo pořadí", "pas"), ("zakontroval nabídku partnera", "kontr")):
        response = search_response(query, edition="cs-2007", limit=3, out=out)
        assert response["suggestion"] is None and response["hits"]
        assert all(hit["how"] == "own words" for hit in response["hits"])
        first = response["hits"][0]
        assert verb in f"{first['title']} {first['snippet']}".lower(), (query, first["key"])  # the verb met
    assert search("zapasoval mimo pořadí", edition="cs-2007", limit=1, out=out)[0]["key"] == "30"  # a pass out of turn


def test_a_word_typed_without_diacritics_is_read_through_its_spelling_with_them(out):
    """LemmaGen reads `myślał` (myśleć) but not `myslal`: the spellings with diacritics put back are
    tried, so "długo myślał" typed without them is still the vocabulary's hesitation."""
    from lawbase.query import open_engine

    polish = open_engine(out).engine.languages["pl"]
    assert "myślał" in polish.restorations("myslal") and polish.restorations("myślał") == []
    hits = search("partner dlugo myslal", edition="pl-2017", limit=5, out=out)
    assert {hit["law"] for hit in hits} & {"16", "73"} and "synonym" in hits[0]["how"]


def test_bids_written_as_players_write_them(out):
    """`1 kier po 1 pik` is a bid lower than the one before it (Law 27); `8 trefl` one above seven (38)."""
    for query, edition in (("zalicytował 1 kier po 1 pik", "pl-2017"), ("po 1 piku dal 1 srdce", "cs-2007"),
                           ("1 черва после 1 пики", "ru-2017"), ("2 kier po 2ba", "pl-2017")):
        assert "27" in laws(search(query, edition=edition, limit=3, out=out)), query
    assert "27" not in laws(search("2 kier po 1 ba", edition="pl-2017", limit=3, out=out))  # a higher bid
    for query, edition in (("zalicytował 8 trefl", "pl-2017"), ("nekdo dal 8 kar", "cs-2007"),
                           ("заявил 8 бубен", "ru-2017")):
        assert laws(search(query, edition=edition, limit=1, out=out)) == ["38"], query


def test_slang_is_read_in_any_inflection_and_word_order(out):
    """A slang word the lemmatiser does not know still matches its key without its ending (`klejmie`),
    and a two-word key in either order (`lewy oddać` is `oddać lewy`)."""
    assert set(laws(search("po klejmie obrońcy chcą grać", edition="pl-2017", limit=3, out=out))) & {"68", "70"}
    one, other = (search(query, edition="pl-2017", limit=5, out=out) for query in ("oddać lewy", "lewy oddać"))
    assert [hit["key"] for hit in one] == [hit["key"] for hit in other] and "68" in laws(one)


def test_a_prefix_the_command_and_the_site_read_alike(out):
    """`fałsz` is no corpus word: the command finds `fałszywy` (renons) by its beginning, as the site does."""
    hits = search("fałsz", edition="pl-2017", limit=5, out=out)
    assert hits and set(laws(hits)) <= {"61", "62", "63", "64", "66", "72"} and hits[0]["how"] == "prefix"
    assert set(laws(search("przygwożdż*", edition="pl-2017", limit=5, out=out))) & {"50", "51", "52"}


def test_quotes_make_a_phrase(out):
    both = search("fałszywy renons", edition="pl-2017", limit=30, out=out)
    phrase = search('"fałszywy renons"', edition="pl-2017", limit=30, out=out)
    assert phrase and len(phrase) <= len(both)
    for hit in phrase[:5]:
        assert "fałszyw" in (hit["title"] + hit["snippet"]).lower()
    for typographic in ("„fałszywy renons”", "„fałszywy renons“", "“fałszywy renons”", "«fałszywy renons»"):
        assert search(typographic, edition="pl-2017", limit=30, out=out) == phrase, typographic


def test_a_phrase_no_text_says_is_searched_as_its_words_and_said(out):
    """A director quotes what was said at the table ("сказал "контрю три бубны""): no text says it word for word, and
    the search answered nothing; now its words are searched, and the search says the quoted words were not found in
    that order. A phrase a text does say stays a phrase."""
    said = search_response('сказал "контрю три бубны", а последними были три пики', edition="ru-2017", limit=5,
                           out=out)
    assert "19" in laws(said["hits"]) and said.get("unquoted")  # Law 19, the double: what was doubled
    words = search_response('"renons fałszywy"', edition="pl-2017", limit=5, out=out)  # the words, never in that order
    assert words["hits"] == search_response("renons fałszywy", edition="pl-2017", limit=5, out=out)["hits"]
    assert words.get("unquoted") and not search_response('"fałszywy renons"', edition="pl-2017", out=out).get("unquoted")
    result = CliRunner().invoke(main, ["--ui", "en", "search", '"renons fałszywy"', "--limit", "3", "--out", str(out)])
    assert result.exit_code == 0 and "no text has the quoted words in that order" in result.output.splitlines()[0]


def test_a_negated_word_finds_the_rule_that_negates_it(out):
    """`nedostatečná` keeps its negation (the lemma drops it), so it is not `dostatečná`; a separate
    negating word ("nie") prefers provisions where the word is negated too."""
    analyser = Analyser("cs")
    assert analyser.term("nedostatečná") != analyser.term("dostatečná")
    assert labels(search("nedostatečná nabídka", edition="cs-2007", limit=1, out=out)) == ["Law 27"]
    assert labels(search("dostatečná nabídka", edition="cs-2007", limit=1, out=out)) == ["Law 18C"]
    for played, not_played in (("karta zagrana", "karta nie zagrana"), ("карта сыграна", "карта не сыграна")):
        assert search(played, edition=None, limit=1, out=out)[0]["law"] == "45"  # the played card
        negated = search(not_played, edition=None, limit=3, out=out)
        assert "45" not in laws(negated[:1])
        assert any(re.search(r"\b(nie|не)\b", hit["snippet"].lower()) for hit in negated)


def test_an_asserted_word_a_heading_negates_is_the_opposite_case(out):
    """"недостаточная заявка принята" (an insufficient bid accepted) listed 27B4 first, under the heading "Недостаточное
    назначение не принято", and 27A1's acceptance 3rd: the heading says the word asked right after "не". Asked
    negated, the heading's case answers."""
    assert search("недостаточная заявка принята", edition="ru-2017", limit=1, out=out)[0]["key"] == "27A1"
    assert search("недостаточную заявку приняли", edition="ru-2017", limit=1, out=out)[0]["key"] == "27A1"
    assert search("недостаточная заявка не принята", edition="ru-2017", limit=1, out=out)[0]["key"].startswith("27B")


def test_a_typo_is_corrected_and_said(out):
    response = search_response("kibic zaglada w karty obu przeciwnkow", edition="pl-2017", limit=3, out=out)
    assert response["suggestion"] == "kibic zaglada w karty obu przeciwnikow"
    assert response["hits"][0]["key"] == "76B1"  # a spectator may not look at more than one hand
    result = CliRunner().invoke(main, ["search", "przeciwnkow", "-e", "pl-2017", "--out", str(out)])
    assert "did you mean 'przeciwnikow'?" in result.output


def test_a_long_word_with_two_slips_is_corrected(out):
    """`przecinikow`: a letter left out and two swapped; a short word is never read with two slips."""
    assert search_response("kibic przecinikow", edition="pl-2017", limit=3, out=out)["suggestion"] == \
        "kibic przeciwnikow"
    assert search("przecinikow", edition="pl-2017", limit=3, out=out)[0]["how"] == "typo"
    assert search_response("ikbci", edition="pl-2017", limit=3, out=out)["suggestion"] is None  # two from `kibic`
    assert search("qwertyuiopasdfgh", edition="pl-2017", out=out) == []


def test_a_slip_in_a_word_only_people_say_is_read_as_its_vocabulary_key(out):
    """`хезетация`: no form of the Laws is a slip away, the thesaurus key `хезитация` (hesitation) is; an
    inflected slip meets it through its lemma; `ренос`, the slang `ренонс` (the Laws say фальшренонс). A slip
    away from nothing stays unread, and one in a word's first three letters makes no key of it. The corrected word
    is read before the keys are, as the word the suggestion names (`spelled_reading`)."""
    response = search_response("хезетация", edition="ru-2017", limit=3, out=out)
    assert response["suggestion"] == "хезитация"
    assert {"16", "73"} >= set(laws(response["hits"]))  # read as the key itself, as the query typed right is
    assert response["hits"] == search_response("хезитация", edition="ru-2017", limit=3, out=out)["hits"]
    assert laws(search("хезетации партнёра", edition="ru-2017", limit=3, out=out)) != []
    assert search_response("хезетацияя", edition="ru-2017", limit=3, out=out)["hits"] == []
    assert search_response("ренос", edition="ru-2017", limit=3, out=out)["suggestion"] == "ренонс"  # a slang key
    for typed in ("nehlasil", "čárkovat", "tahám"):  # a slip in the first letters, or from a lemma of four: no key
        assert search_response(typed, edition="cs-2007", limit=3, out=out)["suggestion"] is None, typed


def test_a_russian_number_word_is_one_term_in_every_form(out):
    """LemmaGen reads "две" as "дво" (with "двое"), "три" and "трём" as the verb "тереть" but "трёх" as "три", and
    "четверо" (Law 3's "четверо игроков") apart from "четыре" (22B's "все четыре игрока пасуют")."""
    from lawbase.query import open_engine

    language = open_engine(out).engine.languages["ru"]
    for forms in (("два", "две", "двух", "двое"), ("три", "трём", "трёх", "трое"), ("четыре", "четырёх", "четверо")):
        assert len({tuple(language.own_terms(form)) for form in forms}) == 1, forms


def test_numbers_written_as_words(out):
    for query in ("czternaście kart", "14 kart"):
        assert set(laws(search(query, edition="pl-2017", limit=5, out=out))) & {"13", "14"}


def test_a_query_in_another_language_is_answered_in_the_edition_asked(out):
    hits = search("karta przygwożdżona", edition="ru-2017", limit=3, out=out)
    assert hits and all(hit["edition"] == "ru-2017" for hit in hits)
    assert set(laws(hits)) & {"50", "51", "52"} and hits[0]["how"].startswith("other language")
    hits = search("nedostatečná nabídka", edition="pl-2017", limit=3, out=out)
    assert laws(hits)[:1] == ["27"] and hits[0]["edition"] == "pl-2017"


@pytest.mark.parametrize("query, wanted", [
    ("revoke", {"61", "62", "63", "64"}), ("claim", {"68", "69", "70"}), ("lead out of turn", {"53", "54", "55", "56"}),
    ("misinformation", {"21", "75"}), ("unauthorised information", {"16"}), ("score adjustment", {"12"}),
])
def test_english_terms_are_searchable_in_every_edition(out, query, wanted):
    for edition in ("pl-2017", "cs-2007", "ru-2017"):
        hits = search(query, edition=edition, limit=3, out=out)
        assert set(laws(hits)) & wanted, (edition, labels(hits))
        assert hits[0]["how"] in ("english", "synonym", "own words")


def test_hits_say_what_they_are_and_how_they_were_found(out):
    hits = search("dziadek", edition="pl-2017", limit=20, out=out)
    hits += search("alert", edition="cs-2007", limit=20, out=out)
    assert any(label.startswith("definition: ") for label in labels(hits))
    assert all("/" not in label for label in labels(hits))  # never a raw id
    via = [hit for hit in search("uzgodnienia partnerów", edition="pl-2017", limit=30, out=out) if "via" in hit]
    assert via and all(hit["via"].startswith("index: ") for hit in via)
    assert search("kibic", edition="pl-2017", limit=1, out=out)[0]["how"] == "synonym"
    assert search("16C2", edition="pl-2017", out=out)[0]["label"] == "Law 16C2"


def test_every_vocabulary_replacement_is_a_word_of_the_laws(out):
    """A synonym whose replacement the corpus never uses would never match (a data error)."""
    term_maps = load_term_maps(out / "index")
    wrong = []
    for language, term_map in term_maps.items():
        profile, analyser = load_profile(language), Analyser(language)
        corpus = term_map.all_terms()
        stop = {analyser.fold(word) for word in profile.search.get("stop_words", [])}
        for table in ("synonyms", "english"):
            for key, replacements in profile.vocabulary_table(table).items():
                wrong += [(language, key, phrase) for phrase in replacements
                          if not set(phrase_terms(phrase, analyser, term_map, stop)) <= corpus]
    assert wrong == []


# ---------------------------------------------------------------- keys, output, hostile input, start-up
@pytest.mark.parametrize("query, edition, key", [
    ("16C2", None, "16C2"), ("12C1(b)", "pl-2017", "12C1b"), ("przepis 12C1b", "pl-2017", "12C1b"),
    ("Pravidlo 20F5", "cs-2007", "20F5"), ("Правило 16С2", "ru-2017", "16C2"), ("27В1", "ru-2017", "27B1"),
    ("правило 55 в 2", "ru-2017", "55B2"), ("55в2", None, "55B2"),  # a lower-case в typed for B, as с for C
])
def test_a_key_returns_that_node_first(out, query, edition, key):
    hits = search(query, edition=edition, out=out)
    assert hits and hits[0]["key"] == key and hits[0]["how"] == "key"


def test_a_key_whose_older_rule_differs_says_so_and_offers_the_one_that_does_not(out):
    """Typed for every edition, 16C2 is the withdrawn calls in the 2017 Laws and information from other
    sources in the 2007 ones: the Czech 16C2 says it is another rule, and the Czech 16D2, which is the
    2017 16C2's rule there, follows it; 2017 Law 23 (the comparable call) is new, the 2007 Law 23 (now
    72C) says that nothing there is it; a key that kept its rule (12A1) says nothing more."""
    hits = [(hit["edition"], hit["key"], hit["how"], hit.get("via"), hit.get("differs"))
            for hit in search("16C2", out=out)]
    assert hits == [("pl-2017", "16C2", "key", None, None), ("ru-2017", "16C2", "key", None, None),
                    ("cs-2007", "16C2", "key", None, {"from": "pl-2017 16C2", "here": ["16D2"],
                                                                 "urls": ["cs-2007/law-16.html#16D2"]}),
                    ("cs-2007", "16D2", "counterpart", "pl-2017 16C2", None)]
    assert [hit["key"] for hit in search("Pravidlo 16C2", lang="cs", out=out)] == ["16C2", "16D2"]
    assert search("16C2", edition="cs-2007", out=out)[0].get("differs") is None  # the Czech book's own 16C2
    law_23 = {hit["edition"]: hit.get("differs") for hit in search("23", out=out)}
    assert law_23 == {"pl-2017": None, "cs-2007": {"from": "pl-2017 23", "here": [], "urls": []}, "ru-2017": None}
    assert all("differs" not in hit and hit["how"] == "key" for hit in search("12A1", out=out))
    text = CliRunner().invoke(main, ["search", "16C2", "--out", str(out)]).output
    assert ("(in the 2017 Laws: 16D2 (pl-2017); a different rule from 16C2 of the 2017 Laws; in the 2007 Laws that rule is "
            "16D2 (cs-2007))") in text
    assert "    (the counterpart of 16C2 of the 2017 Laws)\n" in text  # 16D2 is 2017 16C2: said once


def test_an_older_rule_found_by_its_key_says_where_the_newest_laws_put_it(out):
    """A Czech director's review: the 2007 text is the only Czech one, and its provision found by its key
    said nothing of the 2017 Laws, where found by its words it did. 2007 40B6a is 2017 40B5a; 2007 Law 23
    (awareness of possible damage) is 2017 72C, said before the note that 2017 Law 23 is a rule the 2007
    text lacks; 2007 17D1 (cards from the wrong board) is 2017 15A1, before the note on 2017 17D1 (22B1
    here). A counterpart says no more than it answers for (2007 22B1 through 2017 17D1), unless the newest
    Laws put it at more (2007 13A through 2017 13B: 13B and 13B1); a key kept (12A1) says nothing."""
    def czech(query):
        return {hit["key"]: hit for hit in search(query, lang="cs", out=out)}

    assert czech("Pravidlo 40B6a")["40B6a"]["newer"] == {"edition": "pl-2017", "year": 2017, "keys": ["40B5a"],
                                                         "urls": ["pl-2017/law-40.html#40B5a"]}
    law_23 = czech("Pravidlo 23")["23"]
    assert law_23["newer"]["keys"] == ["72C"] and law_23["differs"] == {"from": "pl-2017 23", "here": [], "urls": []}
    hits = czech("Pravidlo 17D1")
    assert hits["17D1"]["newer"]["keys"] == ["15A1"] and hits["17D1"]["differs"]["here"] == ["22B1"]
    assert hits["22B1"]["how"] == "counterpart" and "newer" not in hits["22B1"]
    assert czech("13B")["13A"]["newer"]["keys"] == ["13B", "13B1"]
    assert "newer" not in czech("Pravidlo 35A")["35.1"]  # through pl-2017 35A, which it is
    assert not any("newer" in hit for hit in search("12A1", out=out))
    assert search("53B", edition="pl-1997", out=out)[0]["newer"]["keys"] == ["53C"]  # the 1997 chapter too
    shown = CliRunner().invoke(main, ["search", "Pravidlo 17D1", "--lang", "cs", "--out", str(out)]).output
    assert ("(in the 2017 Laws: 15A1 (pl-2017); a different rule from 17D1 of the 2017 Laws; in the 2007 Laws that rule is "
            "22B1 (cs-2007))") in shown
    assert "(in the 2017 Laws: 40B5a (pl-2017))" in CliRunner().invoke(
        main, ["search", "Pravidlo 40B6a", "--out", str(out)]).output
    given = json.loads(CliRunner().invoke(main, ["search", "Pravidlo 40B6a", "--lang", "cs", "--json",
                                                 "--out", str(out)]).output)
    assert given[0]["newer"]["keys"] == ["40B5a"]


def test_a_rule_the_newest_laws_keep_at_its_key_but_changed_says_so(out):
    """The concordance pairs 2007 27B1b with 2017 27B1b as `changed`, and 1997 45C4b with 2017 45C4b:
    found by its key or by its words, each says so, where it said nothing (kept at its key); a
    provision kept the same (27B1a), split (57C1: where, already), or of the newest Laws says nothing of it.
    The payload holds the relation for those few provisions only."""
    wanted = {"edition": "pl-2017", "year": 2017, "keys": ["27B1b"], "urls": ["pl-2017/law-27.html#27B1b"],
              "changed": True}
    assert search("Pravidlo 27B1b", lang="cs", out=out)[0]["newer"] == wanted
    worded = {hit["key"]: hit for hit in search("nedostatečná nabídka nahrazena přesnějším významem", out=out)}
    assert worded["27B1b"]["newer"] == wanted and "newer" not in worded["27B1a"]
    assert not any("changed" in hit.get("newer", {}) for hit in search("27B1b", lang="pl", out=out))
    assert "changed" not in search("Pravidlo 57C1", lang="cs", out=out)[0]["newer"]
    kept = search("omyłkowe nazwanie karty", edition="pl-1997", out=out)[0]
    assert kept["key"] == "45C4b" and kept["newer"]["changed"] is True
    shown = CliRunner().invoke(main, ["search", "Pravidlo 27B1b", "--out", str(out)]).output
    assert "(in the 2017 Laws: 27B1b, changed (pl-2017))" in shown
    payload = json.loads((out / "index" / "search.json").read_text(encoding="utf-8"))
    changed = {(payload["docs"][int(doc)][1], payload["docs"][int(doc)][4]) for doc in payload["changed"]}
    assert {("cs-2007", "27B1b"), ("cs-2007", "31A2a"), ("pl-1997", "45C4b")} <= changed
    assert ("cs-2007", "57C1") not in changed and {edition for edition, _ in changed} == {"cs-2007", "pl-1997"}
    assert len(changed) < 30


def test_hits_carry_what_the_site_and_json_need(out):
    hit = search("karta przygwożdżona obrońcy", edition="pl-2017", limit=1, out=out)[0]  # (alone: the definition)
    assert {"edition", "key", "kind", "label", "title", "score", "how", "snippet", "url", "highlights"} <= set(hit)
    assert hit["url"].startswith("pl-2017/law-5")
    for start, end in hit["highlights"]:
        assert hit["snippet"][start:end].lower().startswith(("kart", "przygwo"))


def test_search_command_json_and_text(out):
    result = CliRunner().invoke(main, ["search", "штрафной картой", "--lang", "ru", "--json", "--out", str(out)])
    assert result.exit_code == 0
    hits = json.loads(result.output)
    assert hits and all(hit["edition"] == "ru-2017" and hit["label"]["code"] == "law" for hit in hits)
    text = CliRunner().invoke(main, ["search", "dziadek", "-e", "pl-2017", "-n", "3", "--out", str(out)])
    assert text.exit_code == 0 and "pl-2017" in text.output and "\x1b[" not in text.output and "Law 4" in text.output


def test_unknown_edition_or_missing_index(out, tmp_path):
    result = CliRunner().invoke(main, ["search", "karta", "-e", "xx-1999", "--out", str(out)])
    assert result.exit_code == 2 and "unknown edition" in result.output
    both = CliRunner().invoke(main, ["search", "renons", "--lang", "cs", "-e", "pl-2017", "--out", str(out)])
    assert both.exit_code == 2 and "pl-2017 is in pl, not cs" in both.output  # it said "no results"
    assert search("16C2 pl-2017", lang="cs", out=out) == []  # the edition typed: nothing (was pl-2017 16C2
    # "found by counterpart through ru-2017 16C2", its own provision said to be its counterpart)
    with pytest.raises(LawbaseError, match=f"run `lawbase build --out {re.escape(str(tmp_path))}` first"):
        search("karta", out=tmp_path)


@pytest.mark.parametrize("query", [
    '"fałszywy renons', "AND", "OR NOT", "(karta", "title:karta", "karta)]}", "*", "a" * 5000, "x" * 41,
    "karta\x00\x07\x1b[31m", "🂡 karta", "<script>alert(1)</script>", "", "   ", "16C2 AND", '""', "-", "ё",
])
def test_hostile_queries_never_raise(out, query):
    for edition in (None, "ru-2017"):
        hits = search(query, edition=edition, out=out)
        assert isinstance(hits, list)
        assert all("<script>" not in hit["snippet"] for hit in hits)
    result = CliRunner().invoke(main, ["search", query, "--json", "--out", str(out)])
    if not any(char.isalnum() for char in query):  # nothing to search for: said, not an empty list
        assert result.exit_code == 2 and result.stdout == "" and "nothing to search for" in result.stderr
    else:
        assert result.exit_code == 0 and isinstance(json.loads(result.output), list)


def test_a_search_imports_only_what_it_needs(out):
    """No Whoosh, parser, lxml, site or build code, no profile parsed; LemmaGen only for unknown words."""
    unwanted = ("whoosh", "lxml", "simplemma", "pymorphy3", "lawbase.parse", "lawbase.site", "lawbase.build",
                "lawbase.payload", "lawbase.documents")
    code = ("import sys, lawbase.profiles as p; from lawbase.query import search; "
            f"search('niewystarczającej odzywki', out={str(out)!r}); search('штрафной картой', out={str(out)!r}); "
            f"print(sorted(m for m in {unwanted!r} if m in sys.modules), p.load_profile.cache_info().currsize)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.stdout.split() == ["[]", "0"], result.stderr


def test_the_search_command_imports_only_what_it_needs(out):
    """`lawbase search` as a reader types it: neither the graph nor the other commands' modules (`show`'s reads the
    graph and the manifest), and for an English reader no interface strings parsed (click says its help option's
    words on every command line); issue #17's search in 150 ms."""
    unwanted = ("lawbase.graph", "lawbase.manifest", "lawbase.read_back", "lawbase.cli.reading",
                "lawbase.cli.building", "lawbase.cli.tables")
    code = ("import sys; from lawbase.cli import main; from lawbase.ui_strings import strings; "
            f"main(['search', 'wist', '--json', '--out', {str(out)!r}], standalone_mode=False); "
            f"print(sorted(m for m in {unwanted!r} if m in sys.modules), strings.cache_info().currsize)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env={**os.environ, "LAWBASE_UI": "en"})
    assert result.stdout.split("\n")[-2].split() == ["[]", "0"], result.stderr


def test_the_index_is_one_payload_and_damage_is_one_line(out, tmp_path):
    import shutil

    copy = tmp_path / "out"
    shutil.copytree(out, copy)
    assert json.loads((copy / "index" / "search.json").read_text(encoding="utf-8"))["format"] >= 2
    (copy / "index" / "search.json").write_text('{"format": 2, "docs": [', encoding="utf-8")
    from click.testing import CliRunner

    from lawbase.cli import main

    # in this process: the test is about what it says (an exception escaping `main` would fail it)
    result = CliRunner().invoke(main, ["search", "karta", "--out", str(copy)], catch_exceptions=False)
    assert result.exit_code == 1 and result.stderr.count("\n") == 1 and "damaged" in result.stderr




def test_a_language_s_search_tables_come_from_the_cache_only_when_its_words_are_those_it_was_made_from(tmp_path):
    """An edit of the Polish text makes the Polish table again and takes the Czech one from the cache, its
    documents' words not read for fields it would not use: each equal to the table made without any cache;
    documents moved to other places (the postings name documents by place) make both again."""
    from lawbase.analysis import TermMap
    from lawbase.cache import Cache
    from lawbase.documents import Document
    from lawbase.payload import language_tables

    def document(number: int, lang: str, body: str) -> Document:
        return Document(f"{lang}/{number}", f"{lang}-e", lang, "section", f"{number}A", str(number), "Tytuł", body,
                        body, [], "", f"Law {number}A")

    maps = {"pl": TermMap("pl", {"karta": "karta", "karty": "karta", "renons": "renons"}),
            "cs": TermMap("cs", {"karta": "karta", "revok": "revok"})}
    before = [document(1, "pl", "karta renons"), document(2, "cs", "karta revok")]
    edited = [document(1, "pl", "karty renons renons"), document(2, "cs", "karta revok")]
    moved = [document(2, "cs", "karta revok"), document(1, "pl", "karty renons renons")]
    cache = Cache("test-code", tmp_path / "cache")
    made = language_tables(before, maps, cache)
    assert made == language_tables(before, maps) and len(list((tmp_path / "cache" / "tables").iterdir())) == 2
    for documents, entries, czech in ((edited, 3, 0), (moved, 5, 3)):
        read, asked = maps["cs"].read, []
        maps["cs"].read = lambda word: asked.append(word) or read(word)
        made = language_tables(documents, maps, cache)
        del maps["cs"].read
        assert made == language_tables(documents, maps)
        assert len(list((tmp_path / "cache" / "tables").iterdir())) == entries  # the languages made again
        assert len(asked) == czech  # the Czech words read for its fields only where its table is made again


def test_the_index_holds_each_vocabulary_as_a_query_meets_it(out):
    """`search-<lang>.json` carries how a query meets the vocabulary keys (made once by the build, where a
    command made it for each query): the same entries a command would make from the keys themselves."""
    from lawbase.query import open_engine
    from lawbase.query_vocabulary import Vocabulary

    for code, language in open_engine(out).engine.languages.items():
        written = json.loads((out / "index" / f"search-{code}.json").read_text(encoding="utf-8"))["vocabulary"]
        assert set(written) == {"synonyms", "index"}, code
        read = language.vocabulary
        made = Vocabulary(language.data["vocabulary"]["synonyms"], language.stop)
        assert read.first_words and read.loose_keys and read.loose_content, code
        assert (read.first_words, read.loose_keys, read.loose_content) == \
            (made.first_words, made.loose_keys, made.loose_content), code


def test_a_hit_on_a_part_said_by_its_items_shows_the_first_item_and_notes_say_they_are_notes(out):
    """20F5 has neither text nor title of its own (its (a) and (b) say it all): its hit shows (a); a hit in
    the director's notes is labelled as notes on a Law, not as the Law."""
    hit = search("20F5", edition="pl-2017", out=out)[0]
    assert hit["key"] == "20F5" and hit["snippet"].startswith("(a) Graczowi, którego partner udzielił błędnego")
    titled = search("16D", edition="pl-2017", out=out)[0]  # a title over its parts (search review: no text)
    assert titled["key"] == "16D" and titled["snippet"].startswith("1. ")
    deeper = search("12C", edition="pl-2017", out=out)[0]  # the first part's first part: 12C1 is a title too
    assert deeper["snippet"].startswith("(a) Jeżeli w następstwie nieprawidłowości")
    assert search("16", edition="pl-2017", out=out)[0]["snippet"] == ""  # a Law's hit: its title, no part
    notes = search("wist poza kolejnością", edition="pl-notes", out=out)  # (below the Laws when all are searched)
    assert notes and all(hit["label"].startswith("notes on Law ") for hit in notes)
    laws = [hit for hit in search("wist poza kolejnością", edition="pl-2017", out=out)]
    assert laws and all(hit["label"].startswith("Law ") for hit in laws)


def test_a_key_alone_that_nothing_is_numbered_is_said_not_guessed_at(out):
    """"przepis 999" used to search the word "przepis" (any provision saying it); the command says instead
    that nothing is numbered so, and with words after the key the words are still searched. The nearest
    part above the key that is numbered is listed (search review: "64Z" did not offer Law 64), never a
    Law whose number merely starts the key (169 is no part of Law 16)."""
    for query, said, nearest in [("przepis 999", "Nothing is numbered 999", None),  # as the site says it
                                 ("16C2 pl-1997", "pl-1997 — nothing is numbered 16C2", None),
                                 ("169", "Nothing is numbered 169", None), ("16C99", "Nothing is numbered 16C99", "16C"),
                                 ("64Z pl-1997", "pl-1997 — nothing is numbered 64Z", "64"),
                                 ("40B2a(ix)", "Nothing is numbered 40B2a(ix)", "40B2a")]:
        response = search_response(query, out=out)
        assert response["missing"]["key"] == said.rsplit(" ", 1)[1] and response["missing"].get("nearest") == nearest
        assert {hit["key"] for hit in response["hits"]} == ({nearest} if nearest else set())
        assert all(hit["how"] == "nearest" for hit in response["hits"])  # --json tells it from a match
        result = CliRunner().invoke(main, ["search", query, "--out", str(out)])
        if nearest:  # a list: said above it
            assert result.exit_code == 0 and result.stdout.splitlines()[0] == f"{said}; below, the nearest numbered " \
                f"part: {nearest}", result.output
        else:  # nothing: the error of `show` (`test_cli_table`)
            assert result.exit_code == 1 and result.stdout == "" and "unknown key" in result.stderr, result.output
    assert all(hit["edition"] == "pl-1997" for hit in search_response("64Z pl-1997", out=out)["hits"])
    nowhere_polish = search_response("12C1f", lang="pl", out=out)  # cs-2007 has 12C1f: no nearest part offered
    assert nowhere_polish["hits"] == [] and "nearest" not in nowhere_polish["missing"]  # (deleted in 2017)
    moved = search_response("17E2", lang="pl", out=out)["hits"]  # the 2007 17E2 said in Polish: as in pl-2017
    assert moved and [(hit["key"], hit["how"]) for hit in moved] == [
        (hit["key"], hit["how"]) for hit in search_response("17E2", edition="pl-2017", out=out)["hits"]]
    assert search_response("16C99 karta", out=out)["hits"]  # words after it: searched


@pytest.mark.parametrize("typed, plain", [("rеvoke", "revoke"), ("ренонc", "ренонс"), ("dziаdek", "dziadek"),
                                          ("hráč vynеsl mimo pořadí", "hráč vynesl mimo pořadí")])
def test_a_letter_of_the_other_alphabet_drawn_alike_is_read_as_its_twin(out, typed, plain):
    """A query word typed with a Cyrillic е among Latin letters (or a Latin c among Cyrillic ones) found
    nothing; it is read in the alphabet of most of its letters. The corpus's own mixed words (взяtkу,
    whose t has no Cyrillic twin) are found as they are, through the term map."""
    assert [hit["id"] for hit in search(typed, out=out)] == [hit["id"] for hit in search(plain, out=out)]
    assert search("взяtkу", out=out) and search("obowiązкови", edition="pl-2017", out=out)


def test_a_hits_title_typed_in_two_alphabets_says_so_as_its_trail_does(out):
    """A user's review: Law 37's hit showed its title "Licytacja wbrew obowiązкови pasowania" unflagged, where the
    book index and the trail of its sections say "[sic: obowiązkowi]"; the title is still searched as printed."""
    law = next(hit for hit in search("37", edition="pl-2017", out=out) if hit["key"] == "37")
    section = next(hit for hit in search("37A", edition="pl-2017", out=out) if hit["key"] == "37A")
    assert law["title"] == "Licytacja wbrew obowiązкови [sic: obowiązkowi] pasowania"
    assert section["trail"] == "37. " + law["title"]
    ru = next(hit for hit in search("57A", edition="ru-2017", out=out) if hit["key"] == "57A")
    assert ru["title"].endswith("взяtkу [sic: взятку]")
    assert "sic" not in search("16C", edition="pl-2017", out=out)[0]["title"]
    assert any(hit["key"] == "37" for hit in search("obowiązкови pasowania", edition="pl-2017", out=out))


def test_unmixed_reads_a_word_in_its_main_alphabet_only_when_every_letter_has_a_twin():
    from lawbase.profiles import load_profile
    from lawbase.text import unmixed

    twins = load_profile("ru").homoglyphs
    assert unmixed("rеvoke ренонc", twins) == "revoke ренонс"
    assert unmixed("obowiązкови", twins) == "obowiązкови"  # в and и have no Latin twin: left as typed
    assert unmixed("Правило 16С2", twins) == "Правило 16С2"  # no word mixes: the key reader's business
    assert unmixed("Мo", twins) == "Мо"  # half and half: the first letter's alphabet


def test_words_as_much_of_two_languages_answer_in_the_readers_first(out):
    """"karta" is Polish and Czech: a Polish reader (the site's interface) gets the Polish texts first, a
    Czech one the Czech; the other language's answers follow (x0.3, as for a language knowing fewer of
    the query's words). With no reader, as before."""
    first = lambda reader: {hit["edition"] for hit in search("karta", reader=reader, out=out)[:5]}  # noqa: E731
    assert first("pl") == {"pl-2017"} and first("cs") == {"cs-2007"}


def test_a_bare_key_lists_the_newest_laws_first_and_a_cyrillic_one_the_russian_text(out):
    """No Law word, no reader: the 2017 texts before the 2007 and 1997 ones; typed with Cyrillic look-alikes
    ("45С4б"), or after a shortened Law word of one language ("prz.", "пр."), that language's text first."""
    def editions(query):
        return [hit["edition"] for hit in search(query, out=out) if hit["how"] == "key"]

    assert editions("45 c 4 b") == ["pl-2017", "ru-2017", "cs-2007", "pl-1997"]
    assert editions("45С4б") == editions("пр. 45С4б") == ["ru-2017", "pl-2017", "cs-2007", "pl-1997"]
    assert editions("prz. 45 c 4 b") == editions("prz 45 c 4 b") == ["pl-2017", "pl-1997", "ru-2017", "cs-2007"]
    assert editions("пр 16С2")[0] == "ru-2017" and editions("prav 20 F 5")[0] == "cs-2007"  # no dot, on a phone


def test_keys_typed_in_a_row_list_each_ones_provisions(out):
    """A director comparing two rules types both: "16C2 16D1" lists 16C2's provisions, then 16D1's (only the
    first was read, the second searched as a word); "16C2 2" is no Law 2."""
    def keys(query, **options):
        return [(hit["edition"], hit["key"]) for hit in search(query, out=out, **options) if hit["how"] == "key"]

    assert keys("16C2 16D1")[:2] == [("pl-2017", "16C2"), ("ru-2017", "16C2")]
    assert ("pl-2017", "16D1") in keys("16C2 16D1") and ("cs-2007", "16D1") in keys("16C2 16D1")
    assert keys("16C2, 16D1", edition="pl-2017") == [("pl-2017", "16C2"), ("pl-2017", "16D1")]
    assert {key for _, key in keys("16C2 2")} == {"16C2"}


def test_an_ordinal_typed_with_its_ending_is_its_number(out):
    """"12-й" (Russian "12th") is 12: the ending is not searched as a word of its own."""
    assert search("ренонс в 12-й взятке", out=out)[0]["key"] == search("ренонс в 12 взятке", out=out)[0]["key"]
    assert search("сделал ренонс в 12-й взятке", out=out)[0]["key"] in ("62D1", "62D2")


def test_a_key_the_typists_language_lacks_lists_what_says_it_there_first(out):
    """The Czech 2007 text prints Law 35's A-D as 1.-4.: "Pravidlo 35A" (or 35A typed on a Czech page)
    lists the Czech 35.1 first, as what says pl-2017 35A there, then the provisions at the key."""
    for query, reader in (("Pravidlo 35A", None), ("35A", "cs")):
        hits = search(query, reader=reader, out=out)
        assert [(hit["edition"], hit["key"], hit["how"]) for hit in hits[:3]] == [
            ("cs-2007", "35.1", "counterpart"), ("pl-2017", "35A", "key"), ("ru-2017", "35A", "key")]
    assert search("35A", out=out)[0]["edition"] == "pl-2017"  # no language named: as before
    # asked in Czech (`--lang cs`; a Czech director's review: "nothing is numbered 35A"), in any reader's language
    for reader in (None, "pl"):
        assert [(hit["key"], hit["how"]) for hit in search("35B", lang="cs", reader=reader, out=out)] == [
            ("35.2", "counterpart")]


def test_a_beginning_no_form_of_the_corpus_has_is_read_as_the_word(out):
    """Guide review: `ренонс*` found nothing (the Russian text says only фальшренонс), while `ренонс` finds
    the revoke Laws through the thesaurus. A beginning the corpus has stays a beginning (`wycofan*`)."""
    hits = search("ренонс*", out=out)
    assert hits and hits[0]["key"].startswith(("61", "62", "63", "64")) and hits[0]["how"] != "prefix"
    assert search("wycofan*", out=out)[0]["how"] == "prefix"


def test_a_key_a_text_lacks_is_read_through_the_newest_laws_that_say_where_it_went():
    """Draft review: a draft lacking 2017 16C3 (deleted) was answered with what 2007's 16C3, another rule, is
    in the draft. The newest Laws that say where the key went are the reading; an older one only where they
    say nothing."""
    from types import SimpleNamespace

    from lawbase.query import key_counterparts

    docs = [["pl-2017/16C3", "pl-2017", "pl", "subsection", "16C3"],
            ["cs-2007/16C3", "cs-2007", "cs", "subsection", "16C3"],
            ["pl-2027/16D4", "pl-2027", "pl", "subsection", "16D4"]]
    told = {"0": {"pl-2027": []}, "1": {"pl-2027": [2]}}
    engine = SimpleNamespace(docs=docs, laws_year={"pl-2017": 2017, "cs-2007": 2007, "pl-2027": 0},
                             payload={"counterparts": told})
    assert key_counterparts(engine, [0, 1], "pl-2027") == []  # 2017 says: deleted
    del told["0"]
    assert [hit.doc for hit in key_counterparts(engine, [0, 1], "pl-2027")] == [2]  # only 2007 tells


def test_a_word_whose_longer_key_lost_its_words_to_another_keeps_its_own_key(out):
    """"mała karta wypadła obrońcy": the key "karta wypadła obrońcy" takes "karta" from the key "mała karta",
    and "mała" is still the key "mała" (a spot card), not the bare word it was read as."""
    from lawbase.query import open_engine
    from lawbase.query_tokens import parse
    from lawbase.query_words import read_slots

    engine = open_engine(out).engine
    slots, _ = read_slots(parse("mała karta wypadła obrońcy"), engine.languages["pl"], engine.ranking["weights"])
    assert [slot.words for slot in slots] == [["mała"], ["karta", "wypadła", "obrońcy"]]
    assert any(alternative.how == "synonym" for alternative in slots[0].alternatives)


def test_a_part_is_found_by_the_words_of_the_lead_it_continues(out):
    """46B1c ("c) Použije-li slovo "malou" ...") does not say who says it: its lead, 46B ("... hlavní hráč
    jmenoval neúplně ...:"), does. Its `lead` field holds the lead's words it lacks, so "hlavní chtěl malou" finds
    it first (46B2, which names "hlavní hráč" itself, came first)."""
    from lawbase.query import open_engine

    engine = open_engine(out).engine
    czech = engine.languages["cs"]
    item = next(doc for doc, record in enumerate(engine.docs) if record[1] == "cs-2007" and record[4] == "46B1c")
    assert item in {doc for doc, _ in czech.postings("lead", "hlavn")}
    assert item not in {doc for doc, _ in czech.postings("lead", "kart")}  # "kartu", its own too, counts as its own
    assert search("hlavní chtěl malou", edition="cs-2007", limit=1, out=out)[0]["key"] == "46B1c"


def test_a_slang_key_is_met_in_any_inflection_and_a_negated_key_in_its_negated_replacement(out):
    """A key word the Laws do not use is a vocabulary key by its stems too: "docina" (he needles), a form the
    key "docinać" does not list, is read as 74A's "wystrzegać się wszelkich komentarzy", which it would not be
    by the stemless key ("wziątek" is a key of its own: no test of stems). After a negating word a key's one-word replacement
    counts in its negated form too: "nie przyjmuję" (the key "przyjmować" -> "zaakceptować") meets
    "niezaakceptowana", the title of 27B, not the acceptance of 27A."""
    from lawbase.query import open_engine
    from lawbase.query_tokens import parse
    from lawbase.query_words import read_slots

    engine = open_engine(out).engine
    polish = engine.languages["pl"]
    slots, _ = read_slots(parse("docina mi"), polish, engine.ranking["weights"])
    assert ["wystrzeg", "wszelk", "komentarz"] in [alternative.terms for alternative in slots[0].alternatives]
    from lawbase.vocabulary import slang_stems
    assert slang_stems("docinac", frozenset()) == {"docina", "docin"}
    assert slang_stems("docinac", frozenset({"docin"})) == {"docina"}  # never a term the Laws have
    assert slang_stems("kusy", frozenset()) == set()  # too short to cut
    slots, _ = read_slots(parse("nie przyjmuję"), polish, engine.ranking["weights"])
    assert slots[0].negated and ["niezaakceptow"] in [alternative.terms for alternative in slots[0].alternatives]
    hits = search("odzywka niewystarczająca, nie przyjmuję jej", edition="pl-2017", limit=1, out=out)
    assert hits[0]["key"].startswith("27B")


def test_a_czech_directors_words_for_a_missing_alert_and_a_mispulled_card(out):
    """A Czech director's review: "nezalertoval" (the perfective "zalertovat" negated, as players spell it) found
    nothing; "překlikl se" (a card pulled from the box by mistake, from online play) found score corrections."""
    assert {hit["key"] for hit in search("partner nezalertoval", lang="cs", limit=3, out=out)} & {"16B1a", "20F5a"}
    assert search("preklikl se v bidding boxu", lang="cs", limit=1, out=out)[0]["key"].startswith("25A")


def test_a_hit_holding_the_querys_own_words_is_not_said_found_by_synonym(out):
    """A Polish director's review: the title of Law 63 typed whole, "uprawomocnienie fałszywego renonsu", was
    "found by synonym" (the thesaurus's "renons" -> "fałszywy renons" scored it higher): it holds the words."""
    hits = search("uprawomocnienie fałszywego renonsu", edition="pl-2017", limit=3, out=out)
    assert hits[0]["key"] == "63" and all(hit["how"] == "own words" for hit in hits)


def test_a_key_some_editions_lack_lists_what_says_it_there_after_its_own(out):
    """A Polish director's review: `przepis 64 C 1` listed the two 2017 texts alone, where the 2007 and 1997 64C say
    it (the comparison puts them in its row); a new rule (2017 64B8) has nothing more to list."""
    hits = search("przepis 64 C 1", out=out)
    assert [(hit["edition"], hit["key"], hit["how"]) for hit in hits] == [
        ("pl-2017", "64C1", "key"), ("ru-2017", "64C1", "key"), ("cs-2007", "64C", "counterpart"),
        ("pl-1997", "64C", "counterpart")]
    assert {hit["edition"] for hit in search("64B8", out=out)} == {"pl-2017", "ru-2017"}
    assert [hit["edition"] for hit in search("64C1", lang="cs", out=out)] == ["cs-2007"]  # as before


def test_a_heading_is_read_as_its_words_first_terms_without_lemmatising_its_corpus_forms(out):
    """Every scored document's headings are read for a negated word (`headings.py`): a corpus form's first term
    comes from the term maps, as `own_terms` gives it first, with no LemmaGen call for the verb's other aspects
    (a search command paid some 20 ms for them on its first query)."""
    from lawbase.query import open_engine

    russian = open_engine(out).engine.languages["ru"]
    heading = "Недостаточное назначение не принято"
    calls = []
    lemmatise = russian.lemmatise
    russian.lemmatise = lambda code, word: calls.append(word) or lemmatise(code, word)
    vars(russian).get("_first", {}).clear()
    russian._own.clear()
    try:
        read = russian.sequence(heading)
    finally:
        russian.lemmatise = lemmatise
    assert calls == []
    assert read == [russian.own_terms(word)[0] for word in heading.lower().split()]


def test_a_czech_heading_saying_is_negates_nothing(out):
    """"je" (is) is LemmaGen's form of "on" (he), which it also reads "ne" as: a negating word counts by its first
    term only, as a heading is read, so 29B's "Hláška mimo pořadí je konvenční" does not say "not conventional"."""
    from lawbase.headings import negated_in
    from lawbase.query import open_engine

    czech = open_engine(out).engine.languages["cs"]
    assert negated_in("Hláška mimo pořadí je konvenční", czech) == frozenset()
    assert negated_in("Hláška mimo pořadí není konvenční", czech)  # a real negation still counts

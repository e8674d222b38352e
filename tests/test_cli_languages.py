"""The commands speak the reader's language (`lawbase --ui pl|cs|ru|en`, `LAWBASE_UI`, the locale): a Russian
tournament director ran `show 16С2`, `search "ренонс в последней взятке"`, `refs 16C`, `compare 16С2` and read
"cited by", "different rule", "did you mean" in English. The words of the Laws stay as printed; `--json` is the same
in every language."""

from __future__ import annotations

import json
import re
import subprocess
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner

from lawbase.cli import main
from lawbase.ui_strings import UI_DIR, languages, plural_form, strings

from .conftest import CORPUS, edition, write_corpus

LANGUAGES = ("en", "pl", "cs", "ru")
CLI_SOURCES = [*(Path(__file__).parent.parent / "lawbase" / "cli").glob("*.py")] + [
    Path(__file__).parent.parent / "lawbase" / name
    for name in ("check_text.py", "compare_text.py", "errors.py", "typed_keys.py", "typed_nodes.py", "query.py",
                 "graph.py", "concordance/table.py")]
# the keys the commands name by a pattern, not literally: (pattern, what it takes)
PATTERNS = {"a_{}": ("draft", "draft_translation"), "which_holds{}": ("", "_notes"),
            "relation_{}": ("same", "moved", "changed", "split", "merged", "none", "split_part", "merged_into"),
            "how_{}": ("synonym", "english", "typo", "prefix", "other_language", "defined_term"),
            "severity_{}": ("error", "warning", "note"), "in_language_{}": ("pl", "cs", "ru"),
            "check_{}": ("passed", "failed"), "cited_from_{}": ("definition", "index")}
COUNTED = ("references", "provisions")


def run(out, *args: str, env: dict | None = None):
    return CliRunner().invoke(main, [*args, "--out", str(out)], env={"COLUMNS": "200", **(env or {})})


def said(out, language: str, *args: str) -> str:
    result = run(out, "--ui", language, *args)
    assert result.exit_code == 0, result.output
    return result.stdout


def used_keys() -> set[str]:
    """Every interface string the commands say, read from their code."""
    calls = re.compile(r"""(?:\bsay|\.said|\bcounted|KeyNotUnderstood|words\.format|phrase)\(\s*["'](\w+)["']"""
                       r"""|words(?:\(\))?\[["'](\w+)["']\]""")
    found = {key for path in CLI_SOURCES for match in calls.finditer(path.read_text(encoding="utf-8"))
             for key in match.groups() if key and not key.endswith("_")}  # "how_" + a way: PATTERNS
    found |= {pattern.format(value) for pattern, values in PATTERNS.items() for value in values}
    return found


def test_every_string_the_commands_say_is_in_every_language():
    """A key the code says that a language lacks would be a KeyError on a reader's terminal: named here, by
    language, with the keys it lacks; a counted word has the form of every plural its language has."""
    used = used_keys()
    assert {"unknown_key", "cites_heading", "other_rule", "found_by", "check_passed", "not_a_key"} <= used
    for language in LANGUAGES:
        words = strings(language)
        missing = sorted(key for key in used if key not in words.words and key not in COUNTED)
        forms = {f"{word}_{form}" for word in COUNTED for form in [*words.plural, "other"]}
        missing += sorted(forms - set(words.words))
        assert not missing, f"profiles/ui/{language}.toml lacks {missing}"


def test_the_commands_strings_are_not_the_sites_again():
    """A string said on the site and by the commands is one key: the `[cli]` table adds to `[ui]`, never repeats it."""
    for path in sorted(UI_DIR.glob("*.toml")):
        table = tomllib.loads(path.read_text(encoding="utf-8"))
        assert not set(table["ui"]) & set(table["cli"]), (path.name, set(table["ui"]) & set(table["cli"]))
        english = tomllib.loads((UI_DIR / "en.toml").read_text(encoding="utf-8"))["cli"]
        for key, text in table["cli"].items():  # a plural form has the values of the English `_other`
            model = english.get(key) or english[key.rsplit("_", 1)[0] + "_other"]
            said, values = set(re.findall(r"\{(\w+)\}", text)), set(re.findall(r"\{(\w+)\}", model))
            # click's own messages may leave out a value click fills in in English ("integer range", "Directory")
            assert said <= values if key.startswith("click_") else said == values, (path.name, key)


@pytest.mark.parametrize("language", LANGUAGES)
def test_plural_forms_are_the_browsers(language):
    """`Strings.counted` picks a counted word's form as the search page does (Intl.PluralRules): "1 odwołanie,
    2 odwołania, 5 odwołań, 22 odwołania"; checked against the browser's own rules, number by number."""
    script = f"for (var n = 0; n <= 230; n++) console.log(new Intl.PluralRules({language!r}).select(n));"
    browser = subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True).stdout.split()
    rules = strings(language).plural
    assert [plural_form(rules, number) for number in range(231)] == browser


def test_polish_references_take_three_forms():
    words = strings("pl")
    assert [words.counted("references", n) for n in (1, 2, 5, 22, 112)] == [
        "1 odwołanie", "2 odwołania", "5 odwołań", "22 odwołania", "112 odwołań"]


SHOW = {"en": ("   in cs-2007 (2007 Laws): 16D2 (moved)", "   lead-in of 16C: ",
               "   (a different rule from 16C2 of the 2017 Laws; in the 2007 Laws that rule is 16D2 (cs-2007))"),
        "pl": ("   w cs-2007 (Prawo z 2007 r.): 16D2 (przeniesiony)", "   wprowadzenie z 16C: ",
               "   (inny przepis niż 16C2 Prawa z 2017 r.; w Prawie z 2007 r. to przepis 16D2 (cs-2007))"),
        "cs": ("   v cs-2007 (Pravidla 2007): 16D2 (přesunuto)", "   úvodní věta 16C: ",
               "   (jiné pravidlo než 16C2 Pravidel 2017; to pravidlo je v Pravidlech 2007: 16D2 (cs-2007))"),
        "ru": ("   в cs-2007 (Кодекс 2007 года): 16D2 (перенесено)", "   вводная часть 16C: ",
               "   (это не то правило, что 16C2 Кодекса 2017 года; в Кодексе 2007 года то правило — 16D2 (cs-2007))")}


@pytest.mark.parametrize("language", LANGUAGES)
def test_show_speaks_the_readers_language_and_leaves_the_laws_as_printed(out, language):
    text = said(out, language, "show", "16C2")
    lines = text.splitlines()
    elsewhere, lead, other = SHOW[language]
    assert elsewhere in lines and other in lines and any(line.startswith(lead) for line in lines), text[:1500]
    assert "2. Dla strony wykraczającej wszystkie informacje" in text  # the Laws' own words, untranslated
    assert "Когда заявка или игра берутся назад" in text


REFS = {"en": ("  cites (8):", "  cited by (3; 4 references):", "  cited by (21; 22 references):"),
        "pl": ("  powołuje się na (8):", "  powołują się na niego (3; 4 odwołania):",
               "  powołują się na niego (21; 22 odwołania):"),
        "cs": ("  odkazuje na (8):", "  odkazují sem (3; 4 odkazy):", "  odkazují sem (21; 22 odkazů):"),
        "ru": ("  ссылается на (8):", "  ссылки сюда (3; 4 ссылки):", "  ссылки сюда (21; 22 ссылки):")}


@pytest.mark.parametrize("language", LANGUAGES)
def test_refs_counts_in_the_readers_plural_forms(out, language):
    cites, few, many = REFS[language]
    small = said(out, language, "refs", "32A", "-e", "pl-2017").splitlines()
    large = said(out, language, "refs", "26", "-e", "ru-2017").splitlines()
    assert cites in small and few in small and many in large, (small[:3], [l for l in large if "(" in l][:3])
    heads = [line for line in said(out, language, "refs", "16C2").splitlines() if line.startswith("── ")]
    entry = strings(language).format("key_of_laws", key="16C2", year=2017)  # the site's "16C2 Prawa z 2017 r."
    assert "── cs-2007 · 16D2 (" + strings(language).format("rule_of_here", entry=entry) + ")" in heads


SEARCH = {"en": ("Law 62D2", "(found by: synonym)"), "pl": ("Przepis 62D2", "(znalezione przez: synonim)"),
          "cs": ("Pravidlo 62D2", "(nalezeno pomocí: synonyma)"), "ru": ("Правило 62D2", "(найдено по синониму)")}


@pytest.mark.parametrize("language", LANGUAGES)
def test_search_says_how_it_found_a_hit_as_the_site_does(out, language):
    text = said(out, language, "search", "ренонс в последней взятке", "-n", "3")
    label, how = SEARCH[language]
    assert text.startswith(label) and f"    {how}" in text.splitlines(), text
    missing = said(out, language, "search", "16C9", "-e", "pl-2017", "-n", "1").splitlines()[0]
    assert missing == f"{strings(language).format('no_key_in', edition='pl-2017', key='16C9')}; " \
                      f"{strings(language).format('nearest_key', key='16C')}"
    typo = said(out, language, "search", "fałszywy renos", "-n", "1").splitlines()[0]
    assert typo == {"en": "did you mean 'fałszywy renons'? (read so below)",
                    "pl": "czy chodziło o 'fałszywy renons'? (tak odczytane poniżej)",
                    "cs": "měli jste na mysli 'fałszywy renons'? (tak čteno níže)",
                    "ru": "может быть, 'fałszywy renons'? (так и прочитано ниже)"}[language]


COUNTERPART = {"en": "    (the counterpart of 16C2 of the 2017 Laws)", "pl": "    (odpowiednik: 16C2 Prawa z 2017 r.)",
               "cs": "    (protějšek: 16C2 Pravidel 2017)", "ru": "    (соответствует: 16C2 Кодекса 2017 года)"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_search_names_a_counterpart_by_its_laws_year_as_the_site_does(out, language):
    """`search 16C2` said "(odpowiednik: pl-2017 16C2)" under the Czech 16D2 where the site's card says
    "odpowiednik: 16C2 Prawa z 2017 r." (search-page.js `lawsKey`); the other rule's note too."""
    lines = said(out, language, "search", "16C2").splitlines()
    assert COUNTERPART[language] in lines, lines
    other = strings(language).format("other_rule", entry=strings(language).format("key_of_laws", key="16C2", year=2017),
                                     year=2007, keys="16D2", edition="cs-2007")
    assert any(line.endswith(f"; {other})") for line in lines), lines


COMPARE = {"en": ("! Different Laws: ru-2017 is the 2017 Laws;", "[moved: 2007 16D2 → 2017 16C2]", "site: "),
           "pl": ("! Różne wersje Prawa: ru-2017 to Prawo 2017;", "[przeniesiony: 2007 16D2 → 2017 16C2]", "strona: "),
           "cs": ("! Různá znění Pravidel: ru-2017 jsou Pravidla 2017;", "[přesunuto: 2007 16D2 → 2017 16C2]",
                  "stránka: "),
           "ru": ("! Разные редакции Кодекса: ru-2017 — Кодекс 2017 года;", "[перенесено: 2007 16D2 → 2017 16C2]",
                  "сайт: ")}


@pytest.mark.parametrize("language", LANGUAGES)
def test_compare_labels_its_rows_in_the_readers_language(out, language):
    text = said(out, language, "compare", "16С2", "-e", "ru-2017", "-e", "cs-2007")
    note, label, site = COMPARE[language]
    assert text.startswith(note) and label in text and text.splitlines()[-1].startswith(site), text[:600]


CONCORDANCE = {"en": ("relation", "sure", "evidence", "same"), "pl": ("relacja", "pewność", "przesłanki", "ten sam przepis"),
               "cs": ("vztah", "jistota", "doklady", "totéž ustanovení"), "ru": ("связь", "увер.", "основания", "то же положение")}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_concordance_table_heads_its_columns_in_the_readers_language(out, language):
    lines = said(out, language, "concordance", "--from", "cs-2007", "--to", "pl-2017", "--law", "54").splitlines()
    relation, sure, evidence, same = CONCORDANCE[language]
    assert lines[0].split()[2:] == [relation, sure, evidence], lines[0]
    assert lines[1].split()[:2] == ["54", "54"] and f" {same} " in lines[1] and " 1.00 " in lines[1], lines[1]
    at = lines[0].index(sure)  # the columns stand under their heads
    assert lines[1][at:at + 4] == "1.00", lines[:2]


CHECK = {"en": ("check passed; numbering recovered 26 (", "  numbering recovered: 1 provision (title 1)"),
         "pl": ("sprawdzenie zakończone pomyślnie; odtworzona numeracja 26 (",
                "  odtworzona numeracja: 1 przepis (z tytułu 1)"),
         "cs": ("kontrola prošla; obnovené číslování 26 (", "  obnovené číslování: 1 ustanovení (podle názvu 1)"),
         "ru": ("проверка пройдена; восстановлена нумерация 26 (", "  восстановлена нумерация: 1 положение (по названию 1)")}


@pytest.mark.parametrize("language", LANGUAGES)
def test_check_reports_in_the_readers_language(language, built_graph, monkeypatch):
    """The session's parse of the real corpus stands in for the command's own (as in `test_check_passes_on_the_real_
    corpus`): the language changes the report's words, not the parse (2 s of CPU a language)."""
    monkeypatch.setattr("lawbase.corpus.build_graph", lambda corpus_dir: built_graph)
    result = CliRunner().invoke(main, ["--ui", language, "check"])
    assert result.exit_code == 0, result.output[-500:]
    closing, recovered = CHECK[language]
    lines = result.stdout.splitlines()
    assert lines[-1].startswith(closing) and recovered in lines, lines[-1]


ANOMALIES = {"en": ("  note: corpus/pl-2017.txt:340: marker 'D.' written twice; read once",
                    "  note: corpus/pl-2017.txt:92: Law 37: the table of contents reads"),
             "pl": ("  uwaga: corpus/pl-2017.txt:340: oznaczenie 'D.' zapisane dwa razy; czytane raz",
                    "  uwaga: corpus/pl-2017.txt:92: Przepis 37: spis treści podaje"),
             "cs": ("  poznámka: corpus/pl-2017.txt:340: označení 'D.' napsáno dvakrát; čteno jednou",
                    "  poznámka: corpus/pl-2017.txt:92: Pravidlo 37: obsah uvádí"),
             "ru": ("  примечание: corpus/pl-2017.txt:340: обозначение 'D.' написано дважды; прочитано один раз",
                    "  примечание: corpus/pl-2017.txt:92: Правило 37: в оглавлении")}


@pytest.mark.parametrize("language", LANGUAGES)
def test_check_says_the_anomalies_in_the_readers_language_and_its_json_in_english(language, built_graph, monkeypatch):
    """`check --ui pl` said "uwaga: …: marker 'D.' written twice; read once", "Law 37: the table of contents reads …"
    (a leftover of the reviews): the commonest anomalies are worded by the profiles; the JSON keeps the English. The
    session's parse stands in for the command's two (as above: the anomalies are the parse's, the words the language's)."""
    monkeypatch.setattr("lawbase.corpus.build_graph", lambda corpus_dir: built_graph)
    text = CliRunner().invoke(main, ["--ui", language, "check"]).stdout.splitlines()
    twice, contents = (line.replace("corpus/", f"{CORPUS}/", 1) for line in ANOMALIES[language])  # the parse's path
    assert twice in text and any(line.startswith(contents) for line in text), [l for l in text if ":340:" in l]
    data = json.loads(CliRunner().invoke(main, ["--ui", language, "check", "--json"]).stdout)
    messages = [anomaly["message"] for report in data["editions"] for anomaly in report["anomalies"]]
    assert "marker 'D.' written twice; read once" in messages


ERRORS = {"en": "lawbase: unknown key '99Z': not in edition pl-1997, which holds Laws 41–71",
          "pl": "lawbase: nieznany numer '99Z': nie ma go w wydaniu pl-1997, które zawiera przepisy 41–71",
          "cs": "lawbase: neznámé číslo '99Z': není ve vydání pl-1997, které obsahuje pravidla 41–71",
          "ru": "lawbase: неизвестный номер '99Z': его нет в издании pl-1997, в котором правила 41–71"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_errors_are_one_line_in_the_readers_language(out, language):
    for args in (("show", "99Z", "-e", "pl-1997"), ("refs", "99Z", "-e", "pl-1997"), ("compare", "99Z", "-e", "pl-1997"),
                 ("search", "99Z", "-e", "pl-1997")):
        result = run(out, "--ui", language, *args)
        assert result.exit_code == 1 and result.stderr == ERRORS[language] + "\n", (args, result.stderr)
    wrong = run(out, "--ui", language, "concordance", "--from", "pl-2017", "--to", "pl-2017")
    assert wrong.exit_code == 2 and wrong.stderr.count("\n") == 1 and wrong.stderr == \
        f"lawbase: {strings(language)['same_edition_twice']}\n"
    typed = run(out, "--ui", language, "show", "16CC2")
    assert typed.exit_code == 2 and typed.stderr.startswith("lawbase: " + strings(language).format(
        "not_a_key", typed="16CC2")), typed.stderr


@pytest.mark.parametrize("language", LANGUAGES)
def test_keys_and_editions_naming_nothing_are_one_line_in_every_command_in_the_readers_language(out, language):
    """Main's fixes said in the reader's language: a key naming nothing after a Law word ("Pravidlo 16CC2") is one
    line naming the whole query and exit 2 in `search` too (text and `--json`); an unknown edition lists the
    editions in the manifest's order in every command; `compare` names its `-e` editions in that order."""
    words = strings(language)
    line = "lawbase: " + words.format("not_a_key", typed="Pravidlo 16CC2") + "\n"
    assert (language == "en") == (line == "lawbase: " + strings("en").format("not_a_key", typed="Pravidlo 16CC2") + "\n")
    for command in ("search", "show", "refs", "compare"):
        for flag in ((), ("--json",)):
            result = run(out, "--ui", language, command, "Pravidlo 16CC2", *flag)
            assert (result.exit_code, result.stdout, result.stderr) == (2, "", line), (command, flag)
    manifest = ", ".join(edition["id"] for edition in json.loads((out / "lawbase.json").read_text())["editions"])
    for command in ("search", "show", "refs", "compare"):
        result = run(out, "--ui", language, command, "16", "--edition", "xx")
        assert (result.exit_code, result.stderr) == (2, "lawbase: " + words.format(
            "unknown_edition", edition="'xx'", editions=manifest) + "\n"), command
    result = run(out, "--ui", language, "compare", "12C1f", "-e", "ru-2017", "-e", "pl-2017")
    assert (result.exit_code, result.stderr) == (1, "lawbase: " + words.format(
        "unknown_key", typed="'12C1f'", read="", where=words.format("in_editions_where", editions="pl-2017, ru-2017"))
        + "\n")


JSON_COMMANDS = (("show", "16С2"), ("refs", "16C"), ("search", "ренонс в последней взятке"), ("compare", "16С2"),
                 ("concordance", "--from", "cs-2007", "--to", "pl-2017", "--law", "16"))


@pytest.mark.parametrize("args", JSON_COMMANDS, ids=lambda args: args[0])
def test_json_is_the_same_in_every_language(out, args):
    """`--json` is data: its keys and values English and codes whatever the reader's language."""
    outputs = {language: run(out, "--ui", language, *args, "--json") for language in LANGUAGES}
    assert all(result.exit_code == 0 for result in outputs.values())
    assert json.loads(outputs["en"].stdout)
    assert {language: result.stdout == outputs["en"].stdout for language, result in outputs.items()} == \
        dict.fromkeys(LANGUAGES, True)


@pytest.mark.parametrize("env, args, language", [
    ({"LAWBASE_UI": "cs", "LANG": "ru_RU.UTF-8"}, ("--ui", "pl"), "pl"),  # the option first
    ({"LAWBASE_UI": "cs", "LANG": "ru_RU.UTF-8"}, (), "cs"),  # then the environment's variable
    ({"LAWBASE_UI": None, "LC_ALL": None, "LC_MESSAGES": None, "LANG": "ru_RU.UTF-8"}, (), "ru"),  # then the locale
    ({"LAWBASE_UI": None, "LC_ALL": "pl_PL.UTF-8", "LC_MESSAGES": None, "LANG": "ru_RU.UTF-8"}, (), "pl"),  # LC_ALL first
    ({"LAWBASE_UI": None, "LC_ALL": None, "LC_MESSAGES": None, "LANG": "de_DE.UTF-8"}, (), "en"),  # none of ours
    ({"LAWBASE_UI": None, "LC_ALL": None, "LC_MESSAGES": None, "LANG": "C.UTF-8"}, ("--ui", "RU"), "ru"),
])
def test_the_language_is_the_options_then_the_environments_then_the_locales(out, env, args, language):
    result = run(out, *args, "show", "99Z", env=env)
    assert result.stderr == "lawbase: " + strings(language).format(
        "unknown_key", typed="'99Z'", read="", where=strings(language)["in_any_edition"]) + "\n"


def test_a_language_we_do_not_speak_is_one_line():
    result = CliRunner().invoke(main, ["--ui", "de", "show", "16C2"])
    assert result.exit_code == 2 and result.output.count("\n") == 1 and "de" in result.output
    assert languages() == ["en", "cs", "pl", "ru"]


HELPED = (["--help"], ["show", "--help"], ["concordance", "--help"], ["search", "--help"], ["export", "--help"])


@pytest.mark.parametrize("language", LANGUAGES)
def test_help_speaks_the_readers_language(language):
    """`lawbase --ui pl show --help` said "Print a provision…", "Only this edition…", "Usage:", "[default: build]" in
    English: the help is the profiles' too, for the option and for $LAWBASE_UI alike."""
    words, english = strings(language), strings("en")
    for args in HELPED:
        for options, env in ((["--ui", language], {}), ([], {"LAWBASE_UI": language})):
            result = CliRunner().invoke(main, [*options, *args], env={"COLUMNS": "100", "LC_ALL": "C", **env})
            text = " ".join(result.output.split())
            command = args[0] if len(args) > 1 else "main"
            assert result.exit_code == 0 and text.startswith(words["help_usage"] + " "), (args, env, text[:200])
            assert words[f"help_{command}"][:25] in text and words["help_help"] in text, (args, env, text[:300])
            if language != "en":  # no English help left: the commands' and the options' texts, click's headings
                left = [text_ for key, text_ in english.words.items() if key.startswith("help_")
                        and len(text_) > 12 and text_[:30] in text]
                assert not left and "Usage:" not in text and "default:" not in text, (args, env, left)


@pytest.mark.parametrize("language, said", [("en", "is not a Law number"), ("pl", "nie jest numerem przepisu"),
                                            ("cs", "není číslo ustanovení"), ("ru", "не номер положения")])
def test_a_key_followed_by_words_is_named_as_a_key_alone_is(out, language, said):
    """"16C2 informacja" was "not a Law key" in every language ("číslo pravidla", "номер правила"), where a typed key
    that is none says "číslo ustanovení", "номер положения" (`not_a_key`)."""
    result = run(out, "--ui", language, "show", "16C2 informacja")
    assert result.exit_code != 0 and said in result.output, result.output
    assert said in strings(language)["not_a_key"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_export_says_what_it_wrote_and_its_errors_in_the_readers_language(out, language, tmp_path):
    """Under `--ui ru` a translator read "1023 translation units ru-2017 -> cs-2007 (… left out as no translation of
    each other: …)" and "--format tmx needs --from and --to" (the twenty-third review): the summary and the errors of
    `export` speak the reader's language, English's words as they were."""
    words = strings(language)
    result = run(out, "--ui", language, "export", "--format", "tmx", "--from", "ru-2017", "--to", "cs-2007",
                 "--dest", str(tmp_path / "pairs.tmx"))
    assert result.exit_code == 0, result.output
    summary = result.stdout  # a file written: what it holds on standard output
    units = (tmp_path / "pairs.tmx").read_text(encoding="utf-8").count("<tu ")  # the units the file holds
    definitions = sum(1 for node in json.loads((out / "lawbase.json").read_text(encoding="utf-8"))["nodes"]
                      if node["edition"] == "ru-2017" and node["kind"] == "definition")
    assert words.counted("tmx_units", units) in summary, summary
    assert words["tmx_relation_merged"] in summary and words["tmx_relation_changed"] in summary, summary
    assert re.search(re.escape(words.format("tmx_of_edition", count=999, edition="ru-2017", total=definitions)
                               ).replace("999", r"\d+"), summary), summary
    if language != "en":
        assert not re.search(r"translation units|left out|skipped|provision pairs|moved|standard output", summary), summary
    else:
        assert re.search(rf"^\S+pairs\.tmx: {units} translation units ru-2017 -> cs-2007 \(\d+ provision pairs, \d+ same, "
                         r"\d+ moved: ", summary), summary
    missing = run(out, "--ui", language, "export", "--format", "tmx", "--dest", str(tmp_path / "x.tmx"))
    assert missing.exit_code == 2 and missing.stderr == f"lawbase: {words.format('export_needs_pair', format='tmx')}\n"


def test_the_interface_names_the_laws_and_their_notes_as_it_does_elsewhere():
    """A native read-through (2026-11-29): Polish named an edition's Laws "przepisy z 2017 r." where every other
    string says "Prawo z 2017 r.", and its notes "notatki" beside "uwagi sędziego"; Russian capitalised "Правила 1–93"
    and "(Правила 73, 89)" mid-list, where "правила 41–71" is lower case."""
    pl, ru = strings("pl"), strings("ru")
    assert pl.format("laws_of_year", year=2017) in pl.format("superseded_note", year=2017, newest=2024)
    assert pl["kind_notes"] == pl["director_notes"].split()[0]
    assert ru.format("laws_range", first=1, last=93).split()[0] == ru.format("laws_numbers", laws="1").split()[0]
    assert ru.format("amended", year=2024, laws="73, 89").endswith(f"({ru.format('laws_numbers', laws='73, 89')})")


def test_a_builds_warnings_are_said_in_the_readers_language(tmp_path):
    """A byte order mark, CRLF line endings: `build` and `check` said "byte order mark removed" under `--ui pl|cs|ru`
    (a read-through); now the profiles' words, and `build --json` gives each warning's code and values."""
    text = ("1. Talia\n\nA. Starszeństwo kart\n\nTekst przepisu pierwszego.\n\n2. Pudełka rozdaniowe\n\n"
            "Tekst przepisu drugiego.\n").replace("\n", "\r\n")
    corpus = write_corpus(tmp_path / "corpus", [edition("pl-t", "pl", "pl.txt", laws=[1, 2])],
                          {"pl.txt": b"\xef\xbb\xbf" + text.encode("utf-8")})
    checked = CliRunner().invoke(main, ["--ui", "pl", "check", "--corpus", str(corpus)])
    assert f"ostrzeżenie: {corpus / 'pl.txt'}:1: usunięto znacznik kolejności bajtów (BOM)" in checked.output
    built = CliRunner().invoke(main, ["--ui", "cs", "build", "--corpus", str(corpus), "--out", str(tmp_path / "out"),
                                      "--json"])
    assert built.exit_code == 0, built.output
    assert f"{corpus / 'pl.txt'}: konce řádků CRLF čteny jako LF" in built.stderr
    assert {"code": "source_crlf", "file": str(corpus / "pl.txt")} in json.loads(built.stdout)["warnings"]

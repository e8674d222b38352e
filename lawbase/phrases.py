"""Interface words that more than one page or command says: written once as parts - plain text (keys,
years, edition names) and `Say` (a string of `profiles/ui/<lang>.toml` with its values) - and said in
English by the commands, in the reader's language by the site (each `Say` becomes an element marked
`data-ui`, which site.js says again in the language the reader came from)."""

from __future__ import annotations

from dataclasses import dataclass

from .manifest import carries_amendments, draft_key

Parts = list  # of str and Say


@dataclass(frozen=True)
class Say:
    key: str
    values: tuple[tuple[str, str], ...] = ()


def say(key: str, /, **values) -> Say:
    """A value that is parts (an edition's name, "Polish, 2017") is said in the reader's language too."""
    return Say(key, tuple(sorted((name, tuple(value) if isinstance(value, list) else str(value))
                                 for name, value in values.items())))


def said(parts: Parts, words) -> str:
    """The parts in the language of `words` (`ui_strings.Strings`), spaces left by an empty value closed
    up (`the  Laws`)."""
    def value(part):
        return said(list(part), words) if isinstance(part, tuple) else part

    text = "".join(part if isinstance(part, str) else
                   words.format(part.key, **{name: value(v) for name, v in part.values}) for part in parts)
    return text.replace("  ", " ")


def coded(parts: Parts) -> list[dict]:
    """Parts as `--json` gives them, the same in every language: each phrase's code and values (a value that is
    parts, an edition's name, coded too), the words between them left out (`compare --json` said its notes and
    labels in English, a Polish editor's review)."""
    return [{"code": part.key, **{name: coded(list(value)) if isinstance(value, tuple) else value
                                  for name, value in part.values}} for part in parts if not isinstance(part, str)]


def english(parts: Parts) -> str:
    from .ui_strings import strings

    return said(parts, strings("en"))


def draft_note(edition: dict, words=None) -> str:
    """What a text not approved is, in a sentence of `compare`'s ("cs-2017-draft is a draft translation of the 2017
    Laws, not approved"), for the outputs that name editions by their ids alone, in English or `words`'
    language; "" for an approved text."""
    kind = draft_key(edition)
    parts = [say(f"edition_is_{kind}", edition=edition["id"], year=edition["laws_year"])]
    return (said(parts, words) if words else english(parts)) if kind else ""


def amended_law(edition: dict, law: dict | None) -> Parts:
    """That an edition's text of a Law carries amendments (the manifest's `amended_laws`: pl-2017's Laws 73 and 89,
    as amended in 2024), on its page, in the contents and in `show`; [] for any other Law."""
    if law is None or not carries_amendments(edition, law["key"]):
        return []
    return [say("amended_law", law=law["key"], year=edition["amended"], laws_year=edition["laws_year"])]

"""Akoma Ntoso metadata: FRBR identification, the lifecycle of an amended text, references, and lawbase's
editorial notes (a number it recovered, a word typed in two alphabets), all read from the graph's editions
and nodes, so that a new edition or amendment in the manifest needs no code."""

from __future__ import annotations

from collections import defaultdict

from lxml import etree

from ..errors import LawbaseError
from ..manifest import draft_translation, drafts_next_laws
from ..profiles import load_profile
from ..ui_strings import Strings
from . import MISREAD, OTHER_ALPHABET, TWO_ALPHABETS, XML_LANG, document_words
from .akn_inline import sub

JURISDICTION = "wbf"  # the World Bridge Federation makes the Laws: named like "un" or "eu" in AKN IRIs


def document_type(edition: dict) -> str:
    """`act` for published Laws (a draft translation of them too: an expression of that act, not authoritative),
    `bill` for the draft of Laws not yet published, `doc` for notes on them."""
    return "doc" if edition["kind"] == "notes" else "bill" if drafts_next_laws(edition) else "act"


def language_code(edition: dict) -> str:
    """The three letters FRBR names the language by: the profile's `iso639_2`."""
    profile = load_profile(edition["language"])
    if not profile.raw.get("iso639_2"):
        raise LawbaseError("no iso639_2 (the three-letter code Akoma Ntoso names a language by)", profile.where)
    return profile.raw["iso639_2"]


def version_date(edition: dict) -> str:
    """The day of the text an edition holds, as FRBR wants it (an xsd:date): the date the manifest read from the
    source (`date`: ru-2017 "Действует с марта 2017", 2017-03), else its last amendment's year (`amended`), else its
    year; a month or a year alone stands on its first day, `date_name` saying so (until 2026-11-28 every date was
    1 January of a year, named as if known)."""
    return first_day(edition.get("date") or str(edition.get("amended") or edition["year"]))


def date_name(edition: dict) -> str:
    """What `version_date` is (FRBRdate's name) and how much of it the source gives: "in force, month only"."""
    if edition.get("date"):
        return edition["date_name"] + PRECISION[edition["date"].count("-")]
    return ("amendment" if edition.get("amended") else "edition") + PRECISION[0]


def laws_date(edition: dict) -> tuple[str, str]:
    """The Work's date and name: the year of its Laws, no more (`notes`: the year of the Laws they are on)."""
    return first_day(str(edition.get("laws_year", edition["year"]))), \
        ("notes" if edition["kind"] == "notes" else "laws") + PRECISION[0]


def first_day(said: str) -> str:
    """`2017-03` as a day, the first of that month (`2017`: of that year)."""
    return said + "-01" * (2 - said.count("-"))


PRECISION = (", year only", ", month only", "")  # after a date's name, by the parts the source gives: 1, 2 or 3


def work_iri(edition: dict) -> str:
    if edition["kind"] == "notes":
        return f"/akn/{JURISDICTION}/doc/{edition['year']}/{edition['id']}"
    return f"/akn/{JURISDICTION}/{document_type(edition)}/{edition.get('laws_year', edition['year'])}/laws"


def expression_iri(edition: dict, version: str | None = None) -> str:
    """The translation at a version: `…/laws/pol@2024-01-01` for the 2017 Laws as amended in 2024."""
    return f"{work_iri(edition)}/{language_code(edition)}@{version or version_date(edition)}"


def amendment_iri(edition: dict) -> str:
    return f"/akn/{JURISDICTION}/act/{edition['amended']}/laws-amendments"


class MetaWriter:
    """The `meta` of one component (`main`, or the attached `index`) of an edition's document."""

    def __init__(self, edition: dict, terms: list[dict], clean):
        self.edition = edition
        self.terms = terms
        self.clean = clean
        self.words = document_words(edition["language"])  # (a Polish editor found English notes and `showAs`)
        self.notes = EditorialNotes(clean, self.words.language)

    def meta(self, parent: etree._Element, part: str, portion: dict[str, str] | None = None) -> etree._Element:
        """FRBR work (the Laws of a year), expression (this translation, at its version), manifestation
        (this file, `portion` where it holds some Laws only); no clock goes in: the same graph, the same bytes."""
        edition = self.edition
        notes = edition["kind"] == "notes"
        author = "#unnamed" if notes else "#wbf"
        work, expression = work_iri(edition), expression_iri(edition)
        version = version_date(edition)
        meta = sub(parent, "meta")
        identification = sub(meta, "identification", source="#lawbase")
        frbr = sub(identification, "FRBRWork")
        frbr_core(frbr, f"{work}/!{part}", work, [laws_date(edition)], author)
        sub(frbr, "FRBRcountry", value=JURISDICTION)
        sub(frbr, "FRBRname", value=self.clean(edition["title"] if notes else "Laws of Duplicate Bridge"))
        frbr = sub(identification, "FRBRExpression")
        frbr_core(frbr, f"{expression}/!{part}", expression, [(version, date_name(edition))], author)
        if draft_translation(edition):  # a translation not approved: not the official text of its Laws
            sub(frbr, "FRBRauthoritative", value="false")
        sub(frbr, "FRBRlanguage", language=language_code(edition))
        frbr = sub(identification, "FRBRManifestation")
        frbr_core(frbr, f"{expression}/!{part}.xml", f"{expression}.akn", [(version, date_name(edition))], "#lawbase")
        if portion:
            sub(frbr, "FRBRportion", **portion)
        sub(frbr, "FRBRformat", value="application/akn+xml")
        return meta

    def main_meta(self, meta: etree._Element, amended: list[tuple[str, str]]) -> None:
        """What stands once per file (eIds are unique across it, attachments included): the lifecycle of an
        amended text, what the amendments changed (`amended`: how and the eId of each provision they changed,
        `akn_amended`) and the references block."""
        edition, words = self.edition, self.words
        author = "#unnamed" if edition["kind"] == "notes" else "#wbf"
        if edition.get("amended"):
            lifecycle = sub(meta, "lifecycle", source="#lawbase")
            sub(lifecycle, "eventRef", eId="eref_1", date=f"{edition['year']}-01-01", source="#original",
                type="generation")
            sub(lifecycle, "eventRef", eId="eref_2", date=version_date(edition), source="#amendment",
                type="amendment")
        if edition.get("amended") and amended:
            passive_modifications(sub(meta, "analysis", source="#lawbase"), amended)
        references = sub(meta, "references", source="#lawbase")
        if edition.get("amended"):
            sub(references, "original", eId="original", href=expression_iri(edition, f"{edition['year']}-01-01"),
                showAs=words.format("akn_before_amendments", year=edition["year"], amended=edition["amended"]))
            laws = ", ".join(str(law) for law in edition.get("amended_laws", []))
            said = words.format("akn_amendments_laws", year=edition["amended"], laws=laws) if laws else \
                words.format("akn_amendments", year=edition["amended"])
            sub(references, "passiveRef", eId="amendment", href=amendment_iri(edition), showAs=self.clean(said))
        organisations = {"#wbf": "World Bridge Federation", "#unnamed": words["akn_not_named"]}
        sub(references, "TLCOrganization", eId=author[1:], href=f"/akn/ontology/organization/{author[1:]}",
            showAs=organisations[author])
        sub(references, "TLCOrganization", eId="lawbase", href="/akn/ontology/organization/lawbase", showAs="lawbase")
        for definition in self.terms:
            sub(references, "TLCTerm", eId=term_eid(definition),
                href=f"/akn/ontology/term/{edition['id']}/{definition['key'].removeprefix('def/')}",
                showAs=self.clean(definition.get("term_reading") or definition["term"] or definition["title"]))


def passive_modifications(analysis: etree._Element, amended: list[tuple[str, str]]) -> None:
    """The amendments as AKN models them: a `textualMod` per provision they changed, its source the amendments'
    `passiveRef` and its destination the provision (`#sec_73__subsec_A__para_2`), so that a program finds what the
    2024 amendments changed (until 2026-11-28 they were named in the passiveRef's `showAs` alone)."""
    changes = sub(analysis, "passiveModifications")
    for number, (kind, eid) in enumerate(amended, 1):
        change = sub(changes, "textualMod", type=kind, eId=f"pmod_{number}")
        sub(change, "source", href="#amendment")
        sub(change, "destination", href=f"#{eid}")


def frbr_core(frbr: etree._Element, this: str, uri: str, dates: list[tuple[str, str]], author: str) -> None:
    sub(frbr, "FRBRthis", value=this)
    sub(frbr, "FRBRuri", value=uri)
    for date, name in dates:
        sub(frbr, "FRBRdate", date=date, name=name)
    sub(frbr, "FRBRauthor", href=author)


def term_eid(definition: dict) -> str:
    return "term_" + "__".join(definition["key"].split("/")[1:])


class EditorialNotes:
    """What lawbase says about the text, not the text: a `note` in the `meta/notes` of the component it is
    about, pointed to by a `noteRef` where it applies (AKN's editorial notes; an `authorialNote` would be
    the translator's words, and a `remark` words of the provision)."""

    def __init__(self, clean, language: str):
        self.clean = clean
        self.language = language
        self.by_part: dict[str, list[tuple[str, str]]] = defaultdict(list)

    def point(self, parent: etree._Element, part: str, eid: str, kind: str, text: str) -> None:
        marker = "*" if kind == "recovered" else "sic"
        sub(parent, "noteRef", href="#" + eid, marker=marker, **{"class": kind})
        self.by_part[part].append((eid, text))

    def write(self, meta: etree._Element, part: str) -> None:
        if not self.by_part[part]:
            return
        notes = sub(meta, "notes", source="#lawbase")
        notes.set(XML_LANG, self.language)  # lawbase's words, in the document's language (`document_words`)
        for eid, text in self.by_part[part]:
            sub(sub(notes, "note", eId=eid), "p").text = self.clean(text)


def recovered_note(node: dict, words: Strings, law: str | None = None) -> str:
    """What the parse recovered of a number, or that a footnote of Law `law` is one, and on what evidence
    (`inferred`), as `show` and the site say it in `words`' language."""
    inferred = node["inferred"]
    if node["kind"] == "footnote":
        said = words.format("unmarked_footnote", law=law)
    else:
        said = words.format("recovered_number", key=node["key"], printed=inferred.get("printed") or "—")
    if not inferred.get("evidence"):
        return said
    evidence = "; ".join(line.in_words(words) for line in inferred["evidence"])
    return f"{said}; {words['recovered_how_' + inferred['how']]}: {evidence}"


SIC_WORDS = {TWO_ALPHABETS: "akn_sic_two_alphabets", OTHER_ALPHABET: "akn_sic_other_alphabet",
             MISREAD: "akn_sic_misread"}


def sic_note(printed: str, reading: str | None, how: str, words: Strings) -> str:
    """`how`: `TWO_ALPHABETS`, `OTHER_ALPHABET` or `MISREAD`."""
    read = words.format("akn_sic_read", reading=reading) if reading else words["akn_sic_unread"]
    return f"{words.format(SIC_WORDS[how], printed=printed)}; {read}"

"""What the texts of a comparison's row cite and state, compared: a cheap, deterministic sign of a real
difference between translations.

A translator's review of pl-2017 and ru-2017, two translations of the same 2017 Laws, found rows the
concordance rightly pairs `same` whose texts still differ: one cites 12C1 where the other cites 12C (16B3),
one drops a reference the other makes (63B). Two things are compared, each the same way for every row:
the provisions each text's references resolve to (resolved targets, not the words: "punkt C2" and "16C2"
naming the same provision agree; keys of other Laws are read through the concordance), and the numbers it
writes in digits. Where something cannot be matched - a reference left unresolved, a key the concordance
does not pair, a number the other text may write in words - nothing is said: a note must be one a
translator can trust. Two texts in one language are also compared word by word (`word_diff`).
"""

from __future__ import annotations

import difflib
import re
import textwrap
from dataclasses import dataclass, replace
from typing import Callable
from functools import cached_property

from .graph import Graph, Kind, footnote_sign
from .keys import sort_key
from .phrases import Parts, Say, said, say
from .text import WORD_LETTERS

CITING = ("explicit", "relative")  # the text names a provision
SELF = ("this-law", "this-part")  # "this Law": matches a citation of it, is no difference on its own
ONE_TO_ONE = ("same", "moved", "changed", "key")  # the relations of a cell showing one provision for one
# digits standing alone (not the 12 of an unread key "12C1"), a decimal part, a percent sign
NUMBER = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)?(?:\s?%)?(?!\w)")


@dataclass(frozen=True)
class Difference:
    """What one of two editions of a row cites (or states) that the other does not, and the reverse."""

    what: str  # "citations", "renumbered", "numbers" or "footnotes"
    editions: tuple[str, str]  # the row's own edition first, then the edition whose cell shows the note
    only: tuple[tuple[str, ...], tuple[str, ...]]
    agreeing: tuple[str, ...] = ()  # the row's other editions whose texts say what its own does here (ru-2017 16D1)

    @property
    def sides(self) -> str:
        """`pl-2017 12C1 · ru-2017 12C`; `—` for a side with nothing of its own."""
        return " · ".join(f"{edition} {', '.join(items) or '—'}" for edition, items in zip(self.editions, self.only))

    @property
    def phrase(self) -> Say:
        return say(f"{self.what}_differ", sides=self.sides)

    def named(self, name: Callable[[str], Parts]) -> Say:
        """The phrase with the editions named for readers (`Polish, 2017: 12C1 · Russian, 2017: 12C`), the row's own
        with those agreeing with it (`Polish, 2017 / Russian, 2017: 13A · Czech, 2007: —`: a Russian translator's
        review read the Russian column, the first on the Russian page, left out of the note)."""
        sides: Parts = []
        for edition, items in zip(self.editions, self.only):
            named: Parts = []
            for other in (edition, *self.agreeing) if not sides else (edition,):
                named += ([" / "] if named else []) + name(other)
            sides += ([" · "] if sides else []) + named + [f": {', '.join(items) or '—'}"]
        return say(f"{self.what}_differ", sides=sides)

    def to_json(self) -> dict:
        return {"kind": self.what, "editions": list(self.editions),
                "only": {edition: list(items) for edition, items in zip(self.editions, self.only)}}


class Differences:
    """The citations and numbers of provisions, read once per graph, and compared per pair of cells."""

    def __init__(self, graph: Graph):
        self.graph = graph  # not changed while compared: what is read of a node is kept
        self.read_numbers: dict[str, frozenset[str]] = {}  # node id -> `node_numbers`
        self.read_values: dict[str, frozenset[float]] = {}  # node id -> `node_values`

    @cached_property
    def citations(self) -> dict[str, dict]:
        """node id -> {"cites": keys its references resolve to, "self": keys it names as itself ("this Law"),
        "unresolved": whether a reference found no provision}."""
        table: dict[str, dict] = {}
        for record in self.graph.references:
            if record.get("field") not in ("text", "title") or record["kind"] not in CITING + SELF:
                continue
            entry = table.setdefault(record["source"], {"cites": set(), "self": set(), "unresolved": False})
            target = self.graph.by_id.get(record.get("target") or "")
            if target is None:
                entry["unresolved"] = True
            else:
                entry["cites" if record["kind"] in CITING else "self"].add(target["key"])
        return table

    @cached_property
    def number_words(self) -> dict[str, tuple]:
        """language -> (its analyser, form or lemma -> the values a word writes): the profile's cardinals and
        ordinals (`[search.cardinals]`, `[search.ordinals]`) and `[numbers]`."""
        from .analysis import analyser_for
        from .profiles import load_profile

        table = {}
        for language in {info["language"] for info in self.graph.editions.values()}:
            profile, analyser = load_profile(language), analyser_for(language)
            values: dict[str, set[float]] = {}
            for words in (profile.search.get("cardinals", {}), profile.search.get("ordinals", {}),
                          profile.raw.get("numbers", {})):
                for word, value in words.items():  # by the form and by its lemma ("dwie", "dwa"), not a stem
                    for form in {word.lower(), analyser.lemma(word.lower())}:
                        values.setdefault(form, set()).add(float(value))
            table[language] = (analyser, values)
        return table

    def of_row(self, row) -> list[Difference]:
        """Each other edition's cell of a row against the row's own edition's (`compare.Row`): one provision
        paired with one, of the same Laws or paired by the concordance, both cut into parts or neither (a
        part compared with a whole, or a text without parts with its counterpart's heading, would differ
        by construction; the label says split, merged, or the gap)."""
        first = row.cells[row.edition]
        found, compared = [], []
        for edition, cell in row.cells.items():
            if edition == row.edition or not first.nodes or not cell.nodes or cell.relation not in ONE_TO_ONE:
                continue
            same_laws = row.years.get(edition) == row.years.get(row.edition)
            if cell.relation == "key" and not same_laws or self.has_parts(first.nodes) != self.has_parts(cell.nodes):
                continue
            compared.append(edition)
            found.extend(self.between(first.nodes, cell.nodes))
        differing = {(difference.what, difference.editions[1]) for difference in found}
        return [replace(difference, agreeing=tuple(edition for edition in compared
                                                   if (difference.what, edition) not in differing)) for difference in found]

    def has_parts(self, nodes: list[dict]) -> bool:
        return any(child["kind"] in Kind.PARTS for node in nodes for child in self.graph.children.get(node["id"], []))

    def between(self, first: list[dict], second: list[dict]) -> list[Difference]:
        """The differences of two cells' provisions (the row's own edition's first): citations, numbers, footnotes."""
        editions = (first[0]["edition"], second[0]["edition"])
        found = []
        for what, only in (("citations", self.cited_only(first, second)), ("renumbered", self.renumbered(first, second)),
                           ("numbers", self.stated_only(first, second)),
                           ("footnotes", self.footnoted_only(first, second))):
            if only and any(only):
                found.append(Difference(what, editions, only))
        return found

    def footnoted_only(self, first: list[dict], second: list[dict]) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
        """The footnotes marked in each cell's provisions (their printed numbers) that the concordance pairs with
        none marked in the other's, read by what they say, not their numbers: 18A's † note, which ru-2017 lacks (a
        Russian translator's review). At 51B1a pl-2017 marks its 15 and ru-2017 its 13 (50D2a's note again), each
        paired with another note of the other text, and both say "see Law 59" (a Polish editor's review: "pl-2017 15
        · ru-2017 13" until 2026-11-29): a note counts as marked in the other cell where a note marked there says
        the words of its counterpart, or the counterpart of one marked there says its words - the notes marked in
        the two cells and their counterparts alone, which the page's scope holds (`compare_pages.reads`). Nothing where the concordance pairs
        no footnotes of the two (cs-2007 and pl-2017: it cannot tell), nor of a note whose marker the source lost;
        only between translations of the same Laws (a 2017 note the 1997 chapter lacks is no translation's)."""
        editions = [first[0]["edition"], second[0]["edition"]]
        if len({self.graph.editions[edition]["laws_year"] for edition in editions}) > 1:
            return None  # two translations of the same Laws place their notes alike; other Laws, otherwise
        notes = [self.graph.footnotes_in(nodes) for nodes in (first, second)]
        if any(not self.graph.records(note, other) for mine, other in zip(notes, editions[::-1]) for note in mine):
            return None
        only: list[tuple[str, ...]] = []
        for mine, theirs, own, other in ((notes[0], notes[1], editions[0], editions[1]),
                                         (notes[1], notes[0], editions[1], editions[0])):
            said = []
            here = {words_of(each) for note in theirs for each in self.graph.counterparts(note, own)[0]}
            there = {words_of(note) for note in theirs}  # (the other cell's notes' words, and theirs said here)
            for note in mine:
                found, _ = self.graph.counterparts(note, other)
                if not any(each in theirs or not each.get("markers") for each in found) and note.get("markers") \
                        and words_of(note) not in here and not there & {words_of(each) for each in found}:
                    said.append(footnote_sign(note))  # (a note whose marker the source lost stands nowhere)
            only.append(tuple(said))
        return only[0], only[1]

    def footnote_cites(self, nodes: list[dict]) -> set[str]:
        """The keys the footnotes marked in the nodes cite and name, their unresolved references left out."""
        found: set[str] = set()
        for note in self.graph.footnotes_in(nodes):
            entry = self.citations.get(note["id"], {})
            found |= entry.get("cites", set()) | entry.get("self", set())
        return found

    def with_footnotes(self, nodes: list[dict]) -> list[dict]:
        """The nodes and the footnotes marked in them: what a reader reads with a provision. What one text
        cites or states is found in the other's footnotes too (the Czech 2007 Law 68's footnote cites Laws 16
        and 57A, which the 2017 text says in its own words); a footnote's own are not compared, as
        translations place footnotes differently."""
        return nodes + self.graph.footnotes_in(nodes)

    # ------------------------------------------------------------------ citations
    def cites(self, nodes: list[dict]) -> tuple[set[str], set[str]] | None:
        """The keys the nodes cite and name as themselves; None where a reference is unresolved."""
        cited, own = set(), set()
        for node in nodes:
            entry = self.citations.get(node["id"])
            if entry is None:
                continue
            if entry["unresolved"]:
                return None
            cited |= entry["cites"]
            own |= entry["self"]
        return cited, own

    def counterparts(self, key: str, edition: str, other: str) -> set[str] | None:
        """The keys of `other` that say what `edition`'s `key` says, where the Laws differ (the concordance);
        the key itself for the same Laws; None where the concordance does not pair them."""
        if self.graph.editions[edition]["laws_year"] == self.graph.editions[other]["laws_year"]:
            return {key}
        node = self.graph.by_key.get((edition, key))
        if node is None:
            return None
        found, relation, _ = self.graph.pairing(node, other)
        return None if relation == "key" else {counterpart["key"] for counterpart in found}

    def cited_only(self, first: list[dict], second: list[dict]) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
        a, b = self.cites(first), self.cites(second)
        if a is None or b is None:
            return None
        (a_cited, a_own), (b_cited, b_own) = a, b
        a_edition, b_edition = first[0]["edition"], second[0]["edition"]
        a_maps = {key: self.counterparts(key, a_edition, b_edition) for key in a_cited | a_own}
        b_maps = {key: self.counterparts(key, b_edition, a_edition) for key in b_cited | b_own}
        if None in a_maps.values() or None in b_maps.values():
            return None  # a key the concordance does not pair: cannot be matched, nothing said
        for keys, maps, edition, other in ((self.footnote_cites(first), a_maps, a_edition, b_edition),
                                           (self.footnote_cites(second), b_maps, b_edition, a_edition)):
            for key in keys - maps.keys():  # a footnote's key only helps a match: unpaired, it is left out
                found = self.counterparts(key, edition, other)
                if found is not None:
                    maps[key] = found
        a_all, b_all = set(a_maps), set(b_maps)

        def matched(key: str, maps: dict, others: set[str], their_maps: dict) -> bool:
            return bool(maps[key] & others) or any(key in their_maps[other] for other in others)

        a_only = [key for key in a_cited if not matched(key, a_maps, b_all, b_maps)]
        b_only = [key for key in b_cited if not matched(key, b_maps, a_all, a_maps)]
        return tuple(sorted(a_only, key=sort_key)), tuple(sorted(b_only, key=sort_key))

    def renumbered_pairs(self, first: list[dict], second: list[dict]) -> list[tuple[str, str]]:
        """The keys the two cells cite that the concordance pairs with each other under another key, each (first's,
        second's): cs-2007 25B3's "Pravidlo 16D" and pl-2017 25B3's "przepis 16C", the same rule the 2017 Laws
        re-lettered. The texts say the same; a translation must renumber the citation (a translator's review found
        the pair `same` with no word of it). Nothing where a reference is unresolved."""
        a, b = self.cites(first), self.cites(second)
        if a is None or b is None:
            return []
        editions = first[0]["edition"], second[0]["edition"]
        found = set()
        for mine, theirs, (edition, other), flip in ((a[0], b[0], editions, False), (b[0], a[0], editions[::-1], True)):
            for key in mine:
                counterparts = self.counterparts(key, edition, other) or set()
                for counterpart in counterparts & theirs if key not in counterparts else ():
                    found.add((counterpart, key) if flip else (key, counterpart))
        return sorted(found, key=lambda pair: sort_key(pair[0]))

    def renumbered(self, first: list[dict], second: list[dict]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        pairs = self.renumbered_pairs(first, second)
        return tuple(old for old, _ in pairs), tuple(new for _, new in pairs)

    # ------------------------------------------------------------------ numbers
    def numbers(self, nodes: list[dict]) -> set[str]:
        """The numbers the nodes' titles and texts write in digits, the references' keys left out."""
        return set().union(*(self.node_numbers(node) for node in nodes))

    def node_numbers(self, node: dict) -> frozenset[str]:
        """`numbers` of one node, read once: a provision is compared in every row and table that shows it."""
        found = self.read_numbers.get(node["id"])
        if found is None:
            spans: dict[str, list[tuple[int, int]]] = {}
            for record in self.graph.refs_from.get(node["id"], []):
                if "start" in record:
                    spans.setdefault(record.get("field", ""), []).append((record["start"], record["end"]))
            digits = set()
            for name in ("title", "text"):
                text = node.get(name) or ""
                for start, end in spans.get(name, []):
                    text = text[:start] + " " * (end - start) + text[end:]
                digits.update(re.sub(r"\s", "", match).replace(",", ".") for match in NUMBER.findall(text))
            found = self.read_numbers[node["id"]] = frozenset(digits)
        return found

    def values_in_words(self, nodes: list[dict]) -> set[float]:
        """The numbers the nodes write in words ("dwóch": 2)."""
        return set().union(*(self.node_values(node) for node in nodes))

    def node_values(self, node: dict) -> frozenset[float]:
        """`values_in_words` of one node, read once, as `node_numbers`. A word is read by its form and its lemma, not
        its stem: the Snowball stem of Russian "стоит" is "сто", a hundred."""
        found = self.read_values.get(node["id"])
        if found is None:
            analyser, values = self.number_words[self.graph.language(node["edition"])]
            found = self.read_values[node["id"]] = frozenset(
                value for text in (node.get("title") or "", node.get("text") or "")
                for word in WORD_LETTERS.findall(text.lower())
                for value in values.get(word, set()) | values.get(analyser.lemma(word), set()))
        return found

    def stated_only(self, first: list[dict], second: list[dict]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """What each writes in digits that the other does not write, in digits or in words."""
        a, b = self.numbers(first), self.numbers(second)
        a_read, b_read = self.numbers(self.with_footnotes(first)), self.numbers(self.with_footnotes(second))
        a_words, b_words = (self.values_in_words(self.with_footnotes(nodes)) if only else set()
                            for nodes, only in ((first, b - a_read), (second, a - b_read)))
        return (tuple(n for n in sorted(a - b_read, key=magnitude) if magnitude(n) not in b_words),
                tuple(n for n in sorted(b - a_read, key=magnitude) if magnitude(n) not in a_words))


def magnitude(number: str) -> float:
    return float(number.rstrip("%"))


def difference_lines(differences: list[Difference], width: int, indent: str, words) -> list[str]:
    """The lines a terminal shows under a row, one for each difference (`≠ citations differ: pl-2017 12C1 ·
    ru-2017 12C`), in the language of `words`."""
    return [line for difference in differences
            for line in textwrap.wrap(f"≠ {said([difference.phrase], words)}", width, initial_indent=indent,
                                      subsequent_indent=indent + "  ")]


DIFF_WORD = re.compile(r"\s*(?:\w+|[^\w\s]+)")  # a word or a run of punctuation, with the space before it


def word_diff(old: str, new: str) -> list[tuple[str, str]]:
    """[(op, text)] with op '=' (same), '-' (removed), '+' (added), word by word.

    Words are compared without case; each keeps the spacing written before it, so the pieces joined
    read as the text."""
    a = DIFF_WORD.findall(old)
    b = DIFF_WORD.findall(new)
    out: list[tuple[str, str]] = []
    matcher = difflib.SequenceMatcher(a=[w.strip().lower() for w in a], b=[w.strip().lower() for w in b],
                                      autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            out.append(("=", "".join(b[j1:j2])))
        else:
            if i2 > i1:
                out.append(("-", "".join(a[i1:i2])))
            if j2 > j1:
                out.append(("+", "".join(b[j1:j2])))
    return out


def words_of(note: dict) -> str:
    """A footnote's words, its spacing aside."""
    return " ".join(note["text"].split())

"""What one edition's cell of a comparison says beside its provisions: how they pair with the row's (the
concordance's relation, how sure it is), the sentence quoted, what else merged or went into them.

`compare` makes the rows; the command, the JSON and the pages say each cell by these.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from .graph import Graph, Kind, sic
from .keys import Key
from .phrases import Parts, Say, english, say
from .read_back import WEAK, lost_above
from .text import left_over
from .textview import with_markers


def quotation(sentence: str, added: tuple[str, str], years: dict[str, int]) -> tuple[Say | None, str, str]:
    """What a pairing's label quotes after it: (the words before the quotation, the sentence, its edition -
    "" for the provision's own): the sentence of the other edition its provision was cut out of
    (`Cell.sentence`: "from its sentence"), else the sentence the newer text adds (`Cell.added`: "2017
    adds"); (None, "", "") for neither."""
    if sentence:
        return say("from_its_sentence"), sentence, ""
    if added[0]:
        return say("adds", year=years.get(added[1], "")), added[0], added[1]
    return None, "", ""


def quoted(sentence: str, added: tuple[str, str], years: dict[str, int], language=english) -> str:
    """`quotation` as plain text, to follow a label (terminal columns, `show`), said by `language` (`phrases.english`,
    the commands' `speech.spoken`)."""
    words, said, _ = quotation(sentence, added, years)
    return f", {language([words])} “{said}”" if said else ""


def weak_phrase(sure: float | None, found: list, carried: bool = False) -> Say | None:
    """What a pairing on weak evidence says of itself (a provision the other edition lacks is not one, nor one
    `carried` by its parent: `moved_with_parent`)."""
    if sure is None or sure >= WEAK or not found or carried:
        return None
    return say("weak_evidence", sure=f"{round(sure * 100)}")  # "75%": a director read "sure 0.75" as nothing


def lost_heading(graph: Graph, node: dict, edition: str) -> str:
    """The key of the provision of `edition` that its source prints as a heading alone, paired with the nearest
    of `node`'s ancestors that `edition` pairs at all; "" where that one has its text. The fifth-card rule (2017
    45E1, 45E2) stood as "new: the 1997 Laws have no counterpart" under pl-1997's 45E, whose text the web page
    lost, where the concordance itself says it cannot know (a Polish player's review). The concordance reads the
    fact as this does (`read_back.lost_above`)."""
    return lost_above(node, graph.parent, lambda above: graph.pairing(above, edition)[0])


def moved_with_parent(graph: Graph, node: dict, edition: str) -> bool:
    """Whether a provision moved with its parent, which the concordance is sure of, to the same place under it:
    2007 16C2 is 2017 16D2 as 16C is 16D (0.99), its words alone weak evidence (0.76) - a Czech director's review
    found "weak evidence" on the same rule clause for clause. On the golds such pairings are all right (15 of
    15 rows: 16C1-16C3 and 17D1, 17D3, each read by three readers), where the other weak ones are 89 of 112."""
    parent = graph.parent(node)
    if parent is None:
        return False
    nodes, relation, _ = graph.pairing(node, edition)
    above, parent_relation, sure = graph.pairing(parent, edition)
    return relation == parent_relation == "moved" and sure is not None and sure >= WEAK and len(above) == 1 \
        and [found["key"] for found in nodes] == [carried_along(node, parent, above[0]["key"])]


def carried_along(node: dict, parent: dict, parent_at: str) -> str | None:
    """The key a part has where its parent went, its own tail kept (2007 16C2, 16C at 2017 16D: 16D2); None for
    a part whose key does not continue its parent's."""
    if not node["key"].startswith(parent["key"]):
        return None
    return parent_at + node["key"][len(parent["key"]):]


class Merged(NamedTuple):
    """The other provisions merged with a cell's into one (`merged_with`): named by their Laws' year, or by their
    edition between two texts of the same Laws (the 2024 amendments: "with pl-2017 73D3")."""

    keys: tuple[str, ...] = ()
    edition: str = ""
    year: int | str = ""
    by_edition: bool = False


SENTENCES = ("sentence", "next sentence")  # the parts of a cell showing one sentence of its provision


@dataclass
class Cell:
    """What one edition shows in a row: its provisions (none: a gap) and how they pair with the row's."""

    nodes: list[dict]
    relation: str  # "anchor", "same", "moved", "changed", "split", "merged", "none", "key" (paired by key only)
    elsewhere: list[str] = field(default_factory=list)  # a provision without a row of the anchor's: where it went
    sure: float | None = None  # the concordance's confidence in the pairing (None: not the concordance's)
    carried: bool = False  # moved with its parent, of which the concordance is sure (`moved_with_parent`)
    sentence: str = ""  # the sentence of its provision that the row's provision was cut from (`Graph.cut_from`)
    added: tuple[str, str] = ("", "")  # the sentence the newer text adds to the pair, and its edition (`added_sentence`)
    merged_with: Merged = Merged()  # in a `merged` pairing, the others merged (`merged_with`)
    newer: bool = False  # its text is the newer of the pair (later Laws, or the same Laws amended): said second
    split_into: list[str] = field(default_factory=list)  # this provision split into the row's edition: every part
    parts_said: list[str] = field(default_factory=list)  # the sentences of it those parts were cut out of, each once
    footnotes: list[dict] = field(default_factory=list)  # the footnotes marked in its provisions, read with them
    marks: dict = field(default_factory=dict)  # node id -> field -> [(offset, "[19]")]: where their markers stand
    shown_in: str = ""  # the row above that shows these provisions' text already (a split's parts: 40A4)
    told_in: str = ""  # the row above whose label says this split or merge in full (`compare.told_once`)
    lost_under: str = ""  # the key of a provision its edition prints as a heading alone, above where the row's
    # provision would stand (pl-1997 45E beside 2017 45E1, `lost_heading`): the gap is the source's loss, not a new rule
    unpaired: bool = False  # its provisions, beside another edition's in a row the anchor lacks, have no counterpart
    # in the anchor either (ru-2017 89 beside cs-2007 89 on Law 89's page: its label says so as cs-2007 89's does)
    also: list[tuple[str, str]] = field(default_factory=list)  # (name, relation): other provisions of its edition
    # whose text the row's provision holds too (2017 16B1's lead is a part of 2007 16B1a: `also_in`)
    part: str = ""  # "title" or "text": what of its provision the row shows, the rest in another row (`laid_out`);
    # "lead" or "close": the text before its list, or the sentence closing it (`closes_list`), in a row after the list;
    # "sentence": its `sentence` alone, the others in their parts' rows (`one_sentence_each`), with its title;
    # "next sentence": a later sentence of it, its title in the first one's row

    def shows_title(self) -> bool:
        return self.part not in ("text", "close", "next sentence")

    def shows_text(self) -> bool:
        return self.part != "title"

    def span(self, node: dict) -> tuple[int, int]:
        """The part of a provision's text the cell shows: before its list (`lead`), after it (`close`), or whole."""
        at = node["text"].find(self.sentence) if self.part in SENTENCES else -1
        if at >= 0:
            return at, at + len(self.sentence)
        split = node.get("after_children", len(node["text"]))
        return {"lead": (0, split), "close": (split, len(node["text"]))}.get(self.part, (0, len(node["text"])))

    def text_of(self, node: dict, flagged: bool = False) -> str:
        """What the cell shows of a provision's text; `flagged`: each word typed in two alphabets followed by
        its reading, as `show` prints it (`obowiązкови [sic: obowiązkowi]`)."""
        if not self.shows_text():
            return ""
        start, end = self.span(node)
        text = node["text"][start:end]
        if flagged:
            text = with_markers(text, [(word_end - start, sic(repaired))
                                       for _, _, word_end, repaired, _ in self.repairs(node, "text")]
                                + self.marked(node, "text", start, end))
        return text.strip("\n")

    def marked(self, node: dict, part: str, start: int = 0, end: int | None = None) -> list[tuple[int, str]]:
        """The footnote markers (`marks`) in what the cell shows of a provision's title or text, where the book
        prints them ("игроком[19]", as `show` and the site set them; `compare` put them all after the text)."""
        end = len(node[part]) if end is None else end
        return [(offset - start, sign) for offset, sign in self.marks.get(node["id"], {}).get(part, [])
                if start <= offset <= end]

    def title_of(self, node: dict, flagged: bool = False) -> str:
        """The provision's title where the cell shows it; `flagged` as `text_of`."""
        if not self.shows_title():
            return ""
        if flagged:
            return with_markers(node["title"], [(word_end, sic(repaired))
                                                for _, _, word_end, repaired, _ in self.repairs(node, "title")]
                                + self.marked(node, "title"))
        return node["title"]

    def repairs(self, node: dict, field: str) -> list[list]:
        """The words typed in two alphabets (`repairs`: field, start, end, reading) in what the cell shows."""
        if field == "title":
            return [repair for repair in node.get("repairs", []) if repair[0] == "title" and self.shows_title()]
        start, end = self.span(node)
        return [repair for repair in node.get("repairs", [])
                if repair[0] == "text" and self.shows_text() and start <= repair[1] and repair[2] <= end]

    def weak(self) -> Say | None:
        return weak_phrase(self.sure, self.nodes, self.carried)

    def merged_parts(self) -> Parts:
        """`, with 2007 22B` after a `merged` label (`, with pl-2017 73D3`: the edition a value, which the site
        names); nothing where nothing else merged."""
        merged = self.merged_with
        if not merged.keys:
            return []
        if merged.by_edition:
            return [", ", say("merged_with_in", edition=merged.edition, keys=", ".join(merged.keys))]
        return [", ", say("merged_with", keys=", ".join(f"{merged.year} {key}" for key in merged.keys))]

    def also_parts(self) -> Parts:
        """`with 2007 16B1a (split)`: another provision whose text the row's provision holds too."""
        parts: Parts = []
        for name, relation in self.also:
            parts += [", " if parts else "", say("merged_with", keys=name), " (", say(f"relation_{relation}"), ")"]
        return parts

    @property
    def node(self) -> dict | None:
        return self.nodes[0] if self.nodes else None

    def quoted_sentence(self) -> str:
        """The sentence its label quotes: none where the cell shows that sentence as its text."""
        return "" if self.part in SENTENCES else self.sentence


def one_sentence_each(cells: list[Cell]) -> None:
    """A provision split into several rows' provisions, each of which the concordance's sentence pass finds
    one of its sentences in, shows each sentence in that row, and its number alone in a row of none (2007
    40B2a's four sentences beside 2017 40B2a(i), (ii), (iii) and 40A4: a translator's review found all four in
    row 40A4, the others saying "its text: in row 40A4"); what is left of its text, one stretch, in the one row
    of those without a sentence; not where its text holds more than those sentences and those of its parts that
    have no row here (`compare 40B2a` put 40A4's sentence in the lead-in row 40B2a, which Law 40's page leaves
    its number alone: a Russian translator's review). Its
    title once: in that row of none, else beside its first sentence (the Czech 73A2's stood in row 73D3 too)."""
    split: dict[str, list[Cell]] = {}
    for cell in cells:
        if len(cell.nodes) == 1 and cell.relation == "split" and cell.part == "":
            split.setdefault(cell.nodes[0]["id"], []).append(cell)
    for group in split.values():
        text = group[0].nodes[0]["text"]
        said = [cell.sentence for cell in group if cell.sentence]
        if any(sentence not in text for sentence in said):
            continue
        elsewhere = [sentence for sentence in group[0].parts_said if sentence not in said and sentence in text]
        rest = left_over(text, [(text.find(sentence), text.find(sentence) + len(sentence))
                                for sentence in said + elsewhere])
        unsaid = [cell for cell in group if not cell.sentence]
        if said and len(unsaid) == 1 and len(rest) == 1:  # what is left, in the one row without a sentence
            unsaid[0].sentence, rest = text[slice(*rest[0])], []  # (ru-2017 73A2 but its pauses sentence, 2024's
            said.append(unsaid[0].sentence)  # 73D3, beside pl-2017 73A2, as the TMX's `rest` unit: a QA sweep
            # found it whole there, and the pauses sentence quoted again in row 73D3)
        if len(said) < 2 or rest:
            continue
        first = None if len(said) < len(group) else min(said, key=text.find)
        for cell in group:
            cell.part = "title" if not cell.sentence else "sentence" if cell.sentence == first else "next sentence"


def closes_list(graph: Graph, node: dict) -> bool:
    """Whether a provision's text goes on after its parts (`after_children`: 2017 69B's "Wynik rozdania ulega
    zmianie…" after 69B1-69B2), so that a comparison shows that sentence in a row after theirs."""
    split = node.get("after_children")
    return split is not None and split < len(node["text"].rstrip()) and any(
        child["kind"] in Kind.PARTS for child in graph.children.get(node["id"], []))


def also_in(graph: Graph, node: dict, edition: str) -> list[tuple[str, str]]:
    """The provisions of `edition` besides its counterpart that split or moved into `node` (2007 16B1a, split
    into 2017 16B1 and 16B1a: the row of 16B1 shows 2007 16B1, and says 16B1a too; 2007 22A's lead is 2017
    Law 22's): named as the label names its sides. Merged ones are `merged_with`'s."""
    records = graph.records(node, edition)
    name = graph.editions[edition]["laws_year"]
    return [(f"{name} {record['from']}", record["relation"]) for record in records[1:]
            if record["from_edition"] == edition and record["from"] and record["relation"] in ("split", "moved")]


def parents_of_key(key: str) -> list:
    """The keys above a provision's; none above a footnote's (`fn8`, merged with pl-1997 68 into 2017 68)."""
    parsed = Key.parse(key)
    return parsed.parents() if parsed else []


def merged_with(graph: Graph, node: dict, edition: str) -> Merged:
    """In a `merged` pairing of `node` with `edition`, the other provisions of the merging side that went
    into the same provision, named as the label names its sides (2007 17E and 22B are both 2017 17D: the
    row of 17E says "with 2007 22B"), leaving out the shown provision's own parts and parents (15A1 merged
    with its 15A)."""
    record = graph.record(node, edition)
    if not record or record["relation"] != "merged":
        return Merged()
    if record["from_edition"] == node["edition"]:  # the node merged into the record's `to`
        source, target_edition, shown, targets = node["edition"], edition, node["key"], record["to"]
    else:  # the node is what the record's `from` merged into
        source, target_edition, shown, targets = edition, node["edition"], record["from"], [node["key"]]
    family = {shown, *(str(key) for key in parents_of_key(shown))}
    keys: list[str] = []
    for target in targets:
        for other in graph.concordance.get((target_edition, target, source), []):
            key = other["from"]
            if other["from_edition"] == source and other["relation"] == "merged" and key and key not in keys \
                    and key not in family and shown not in {str(parent) for parent in parents_of_key(key)}:
                keys.append(key)
    year = graph.editions[source]["laws_year"]  # as the label's sides are named
    return Merged(tuple(keys), source, year, by_edition=year == graph.editions[target_edition]["laws_year"])


def laid_out(graph: Graph, node: dict, edition: str) -> str:
    """Where a newer text lays an older provision out in a new part under its own heading (the
    concordance's `2007 64C -> 2017 64C, 64C1`: 2017 64C is a heading alone, 64C1 the text), what of the
    older provision the row of `node` shows: "title" in the heading's row, "text" in the part's; "" for
    the whole. The older text stood in the heading's row, beside the title alone (translator review)."""
    record = graph.record(node, edition)
    if not record or record["from_edition"] != edition or record["relation"] not in ("same", "moved", "changed"):
        return ""
    parts = [graph.by_key.get((node["edition"], key)) for key in record["to"]]
    worded = [part for part in parts if part is not None and part["text"]]
    if len(parts) < 2 or len(worded) != 1:
        return ""
    return "text" if worded[0]["id"] == node["id"] else "title"

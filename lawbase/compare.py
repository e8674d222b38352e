"""Side by side: any Law across the editions, rows aligned by key, gaps shown as gaps.

Rows are the union of the editions' keys under a Law, in the Laws' own order (A before B, 2 before
10, (ii) before (iv)); an edition without a node for a key shows an empty cell, never a shifted
neighbour. The head of each comparison says which Laws each edition is (2007, 1997, 2017 with the
2024 amendments) and rows whose structure differs are marked, as are rows whose texts cite other
provisions or state other numbers (`differences.py`). Two editions in the same language get a word-level
difference (what was added, removed, changed). The rows, and what their heads and cells' labels say, are
`compare_rows`.
"""

from __future__ import annotations

from dataclasses import replace

from .added import added_sentence
from .cells import (Cell, also_in, closes_list, laid_out, lost_heading, merged_with, moved_with_parent, one_sentence_each,
                    parents_of_key)
from .compare_rows import Comparison, Row
from .differences import Differences
from .graph import Graph, Kind, paired_keys
from .keys import law_of_key, sort_key
from .manifest import carries_amendments, draft_key, newest_in_force
from .phrases import Parts, Say, say
from .read_back import older_side
from .textview import footnote_marks
from .urls import compare_page


class Comparer:
    """Comparisons over a built graph: rows follow one edition (the newest Laws unless asked), and the
    other editions show the provisions the concordance pairs with them, wherever they are numbered."""

    def __init__(self, data: dict, graph: Graph | None = None):
        self.data = data
        self.graph = graph or Graph(data)
        self.editions = self.graph.editions
        self.by_key = self.graph.by_key
        self.differences = Differences(self.graph)

    def comparable_editions(self) -> list[str]:
        """Translations of the Laws (notes comment on them and are linked, not compared)."""
        return [edition for edition, info in self.editions.items() if info["kind"] != "notes"]

    def anchor_of(self, editions: list[str]) -> str:
        """The newest complete Laws in force among the editions (`manifest.newest_in_force`)."""
        return newest_in_force({edition: self.editions[edition] for edition in editions})

    def law_keys(self) -> list[str]:
        keys = {node["key"] for node in self.data["nodes"] if node["kind"] == "law"
                and node["edition"] in self.comparable_editions()}
        return sorted(keys, key=sort_key)

    def subtree(self, node: dict) -> list[dict]:
        return list(self.graph.subtree(node, Kind.STRUCTURE))

    def law_of(self, key: str) -> str:
        return law_of_key(key)

    def page_row(self, node_id: str, law: str) -> str:
        """The comparison page and row the site shows a provision in (`compare/law-17.html#cs-2007:17D`):
        on its Law's page, else on the page of the Law its rule went to."""
        for key in [law] + [other for other in self.law_keys() if other != law]:
            for row in self.compare(key, present_only=True).rows:
                if any(node["id"] == node_id for cell in row.cells.values() for node in cell.nodes):
                    return compare_page(key) + ("" if row.anchor_id == key else f"#{row.anchor_id}")
        return compare_page(law)

    def compare(self, key: str, editions: list[str] | None = None, anchor: str | None = None,
                present_only: bool = False, rows_only: bool = False) -> Comparison:
        """`present_only`: leave out the editions that neither hold the Law nor show a provision of it
        (pl-1997 beside Law 16: a column of gaps); the notes speak of the columns shown (pl-1997's Laws
        41-71 said on Law 16, where it is no column, was noise: translator review). `rows_only`:
        the rows and their cells without what differs (half the work; where a provision's row is)."""
        editions = [e for e in (editions or self.comparable_editions()) if e in self.editions]
        anchor = anchor if anchor in editions else self.anchor_of(editions)
        rows: list[Row] = []
        shown: dict[str, set[str]] = {edition: set() for edition in editions}
        root = self.by_key.get((anchor, key))
        for member in self.subtree(root) if root else []:
            row = Row(member["key"], anchor, member["kind"], {anchor: Cell([member], "anchor")})
            for other in editions:
                if other != anchor:
                    nodes, relation, sure = self.graph.pairing(member, other)
                    record = self.graph.record(member, other) or {}
                    row.cells[other] = Cell(nodes, relation if nodes or relation != "key" else "none", sure=sure,
                                            carried=moved_with_parent(self.graph, member, other),
                                            sentence=self.graph.cut_from(member, other),
                                            added=added_sentence(self.graph, member, other),
                                            merged_with=merged_with(self.graph, member, other),
                                            newer=bool(record) and older_side(self.editions, record) == anchor,
                                            split_into=record["to"] if relation == "split"
                                            and record.get("from_edition") == other else [],
                                            parts_said=list(dict.fromkeys(record.get("sentences", {}).values()))
                                            if relation == "split" else [],
                                            also=also_in(self.graph, member, other),
                                            part=laid_out(self.graph, member, other),
                                            lost_under="" if nodes else lost_heading(self.graph, member, other))
                    shown[other].update(node["id"] for node in nodes)
            shown[anchor].add(member["id"])
            rows.append(row)
        for other in editions:
            self.add_unpaired(rows, key, other, anchor, editions, shown)
            self.add_reached(rows, other, anchor, editions, shown)
        self.add_closings(rows, anchor)
        amended = {edition: self.editions[edition]["amended"] for edition in editions
                   if carries_amendments(self.editions[edition], self.law_of(key))}
        for row in rows:
            for edition in editions:
                row.cells.setdefault(edition, Cell([], "none"))
                cell = row.cells[edition]
                cell.footnotes = self.graph.footnotes_in(cell.nodes) if cell.shows_text() and cell.part != "close" \
                    else []
                cell.marks = {node["id"]: footnote_marks(self.graph, node) for node in cell.nodes}
            row.years = {edition: self.editions[edition]["laws_year"] for edition in editions}
            row.anchor = anchor
            row.amended = amended
            if rows_only or row.closing:  # a closing row: what differs is said in the row of its lead
                continue
            row.differences = self.differences.of_row(row)
            holding = [edition for edition in editions if self.covers(edition, row.key) or row.cells[edition].nodes]
            row.differing = {edition for edition in holding if row.label_parts(edition) or not row.cells[edition].nodes
                             } | {difference.editions[1] for difference in row.differences}  # (pl-1997: Laws 41-71)
        one_sentence_each([cell for row in rows for cell in row.cells.values()])
        shown_once(rows)
        told_once(rows)
        if present_only:
            editions = [edition for edition in editions if self.covers(edition, key)
                        or any(row.cells[edition].nodes for row in rows)]
            for row in rows:
                row.cells = {edition: cell for edition, cell in row.cells.items() if edition in editions}
        return Comparison(key, anchor, editions, rows, self.notes(self.law_of(key), editions, anchor))

    def covers(self, edition: str, key: str) -> bool:
        laws = self.editions[edition].get("laws")
        law = self.law_of(key)
        return not (laws and law.isdigit() and not laws[0] <= int(law) <= laws[1])

    def add_unpaired(self, rows: list[Row], key: str, edition: str, anchor: str, editions: list[str],
                     shown: dict[str, set[str]]) -> None:
        """An edition's provisions under the compared key that nothing in the rows shows: each gets a
        row of its own after the row showing the provision before it. `shown`: each edition's provisions
        the rows show, these rows' twins too (the Czech 2007 89's row shows the Russian 89, which had a row
        of its own besides, each pointing to the other's)."""
        root = self.by_key.get((edition, key))
        if root is None:
            return
        previous = None
        for member in self.subtree(root):
            if member["id"] in shown[edition]:
                previous = member["id"]
                continue
            at = next((i for i in range(len(rows) - 1, -1, -1)
                       if previous and any(n["id"] == previous for n in rows[i].cells.get(edition, Cell([], "")).nodes)),
                      len(rows) - 1)
            rows.insert(at + 1, self.unpaired_row(member, edition, anchor, editions, shown))
            previous = member["id"]

    def add_reached(self, rows: list[Row], edition: str, anchor: str, editions: list[str],
                    shown: dict[str, set[str]]) -> None:
        """An edition's provisions outside the compared key that the concordance pairs with a row's provision
        and no row shows (2007 17E1, split into 2017 17D1 and 17D2 beside 2007 22B1's and 22B2's moves:
        `compare 17` showed it, `compare 17D` did not): each a row of its own before the first row it reaches.
        Not a footnote (rows are provisions; a note stands in its provision's cell)."""
        reached: dict[str, tuple[int, dict]] = {}
        for at, row in enumerate(rows):
            member = row.cells[anchor].node if row.anchors and row.edition == anchor else None
            for record in self.graph.records(member, edition) if member else []:
                for other in paired_keys(record, member) if record["relation"] != "merged" else []:  # `merged_with`'s
                    node = self.by_key.get((edition, other))
                    if node is not None and node["kind"] != Kind.FOOTNOTE \
                            and node["id"] not in shown[edition] | reached.keys():
                        reached[node["id"]] = (at, node)
        for at, node in reversed(reached.values()):  # the last first, so that each `at` still stands, and two
            rows.insert(at, self.unpaired_row(node, edition, anchor, editions, shown))  # reaching one row keep order

    def unpaired_row(self, member: dict, edition: str, anchor: str, editions: list[str],
                     shown: dict[str, set[str]]) -> Row:
        """The row of a provision the anchor lacks: where its rule went in the anchor, and its twins, each
        counted as `shown`."""
        went, relation = self.graph.counterparts(member, anchor)
        row = Row(member["key"], edition, member["kind"],
                  {edition: Cell([member], relation if went else "none", [n["key"] for n in went],
                                 merged_with=merged_with(self.graph, member, anchor),
                                 lost_under="" if went else lost_heading(self.graph, member, anchor))})
        self.add_twins(row, member, edition, anchor, editions, relation)
        for other, cell in row.cells.items():
            shown[other].update(node["id"] for node in cell.nodes)
        return row

    def add_closings(self, rows: list[Row], anchor: str) -> None:
        """After the rows of a provision's list, a row of the sentence closing it (2017 69B: "…przepisem 79C:",
        B1, B2, then "Wynik rozdania ulega zmianie…"): the lead's row showed it glued to the lead's colon (a
        committee member's review). Another edition's provision that closes a list too is cut so; any other
        is shown in the lead's row, the closing row pointing there (`shown_once`)."""
        for at in range(len(rows) - 1, -1, -1):
            lead = rows[at]
            member = lead.cells[anchor].node if lead.anchors else None
            if member is None or not closes_list(self.graph, member):
                continue
            after = at + 1
            while after < len(rows) and member["key"] in {str(p) for p in parents_of_key(rows[after].key)}:
                after += 1  # its parts' rows, and those of the other editions' parts placed among them
            closing = Row(member["key"], anchor, member["kind"], {}, closing=True)
            for edition, cell in lead.cells.items():
                cut = cell.part in ("", "lead") and len(cell.nodes) == 1 and closes_list(self.graph, cell.nodes[0])
                lead.cells[edition] = replace(cell, part="lead") if cut else cell
                closing.cells[edition] = replace(cell, part="close" if cut else cell.part)
            rows.insert(after, closing)

    def add_twins(self, row: Row, member: dict, edition: str, anchor: str, editions: list[str], relation: str) -> None:
        """In the row of a provision the anchor says no part of alone (`merged`, `changed`, none), the other
        editions that say it as it is: cs-2007 73B1 beside ru-2017 73B1, which pl-2017's 2024 73B took in with
        73B2 (a translator's review: the Czech 73B1 stood beside a gap, the Russian in the 73B row). Not where
        the anchor has it elsewhere (2007 17D is 2017 15A: both 2017 texts link to the row of 15A). A twin the
        anchor has no counterpart of either is `unpaired`, labelled so (ru-2017 89, the 2017 Law 89 that pl-2017's
        2024 Law 89 replaced, beside cs-2007 89: the label stood in the Czech cell alone), read off its first: several
        twins are one record's (2007 64C is 2017 64C and 64C1), and the anchor pairs each alike (every twin of the
        four editions in every order, 2026-11-28)."""
        if relation in ("same", "moved"):
            return
        for other in editions:
            twins, said, sure = self.graph.pairing(member, other)
            if other not in (anchor, edition) and said in ("same", "moved") and twins:
                counterparts, relation_there, _ = self.graph.pairing(twins[0], anchor)
                row.cells[other] = Cell(twins, said, sure=sure, unpaired=relation_there == "none" and not counterparts)

    def notes(self, law_key: str, editions: list[str], anchor: str) -> list[Parts]:
        """Different Laws side by side say so, and whose numbering the rows follow (`compare 16C -e cs-2007 -e
        pl-2017` is the 2017 16C, the Czech 16D beside it); a text not approved says so beside the same Laws too
        ("cs-2017-draft is a draft translation of the 2017 Laws, not approved")."""
        years = {edition: self.editions[edition]["laws_year"] for edition in editions}

        def laws_of(edition: str) -> Say:
            kind = draft_key(self.editions[edition]) or "laws"
            return say(f"edition_is_{kind}", edition=edition, year=years[edition])

        notes: list[Parts] = []
        if len(set(years.values())) > 1:
            which: Parts = [say("different_laws"), " "]
            for number, edition in enumerate(years):
                which += (["; "] if number else []) + [laws_of(edition)]
            notes.append(which + ["; ", say("rows_follow", edition=anchor)])
        for edition in editions:
            info = self.editions[edition]
            if info.get("draft") and len(set(years.values())) == 1:
                notes.append([laws_of(edition)])
            if carries_amendments(info, law_key):
                notes.append([say("carries_amendments", edition=edition, amended=info["amended"], law=law_key)])
            laws = info.get("laws")
            if laws and law_key.isdigit() and not laws[0] <= int(law_key) <= laws[1]:
                notes.append([say("holds_only", edition=edition, first=laws[0], last=laws[1])])
        return notes

    def same_language_pairs(self, editions: list[str]) -> list[tuple[str, str]]:
        """(older, newer) editions of the Laws in one language: each older edition is compared, word by
        word, with the first later edition of its language."""
        pairs = []
        for older in editions:
            year = self.editions[older]["laws_year"]
            later = [edition for edition in editions
                     if self.editions[edition]["language"] == self.editions[older]["language"]
                     and self.editions[edition]["laws_year"] > year]
            if later:
                pairs.append((older, min(later, key=lambda e: self.editions[e]["laws_year"])))
        return pairs

    def full_text(self, node: dict) -> str:
        """A node and its subtree as text, each part on its own line with its number."""
        lines = []
        for member in self.subtree(node):
            head = " ".join(part for part in (member.get("marker", "") if member["kind"] != "law" else "",
                                              member["title"]) if part)
            body = member["text"]
            lines.append(" ".join(part for part in (head, body) if part))
        return "\n".join(lines)


def told_once(rows: list[Row]) -> None:
    """A split or merge said in full in its first row, the others naming it and pointing there (`Cell.told_in`): the
    five rows of 2007 40B2a's split each said "rozděleno: 2007 40B2a → 2017 40A4, 40B2a, …; nejisté přiřazení …" in
    three lines (a Czech translator's review, session 27)."""
    first: dict[tuple[str, str], str] = {}
    for row in rows:
        for edition, cell in row.cells.items():
            if cell.relation in ("split", "merged") and cell.nodes and not row.closing:
                said = (edition, repr(row.label_parts(edition)))
                cell.told_in = first.get(said, "")
                first.setdefault(said, row.anchor_id)


def shown_once(rows: list[Row]) -> None:
    """A provision shown in several rows (2007 12C1b beside 2017 12C1e and its (i), (ii); the Russian 73B1 within
    row 73B and beside the Czech 73B1) has its text in the first; the others point there (`Cell.shown_in`): the
    same text told twice or five times told the reader nothing of where each part went (translator reviews)."""
    first: dict[tuple, str] = {}
    whole: dict[tuple[str, str], str] = {}  # (edition, node id) -> the row showing that provision's text whole
    for row in rows:
        for edition, cell in row.cells.items():
            if not (cell.nodes and cell.shows_text() and any(node["text"] for node in cell.nodes)):
                continue
            ids = tuple(node["id"] for node in cell.nodes)
            within = {whole.get((edition, node_id), "") for node_id in ids} if cell.part == "" else {""}
            shown = (edition, ids, cell.part, cell.quoted_sentence() != cell.sentence and cell.sentence)
            cell.shown_in = first.get(shown, "") or (within.pop() if len(within) == 1 else "")
            first.setdefault(shown, row.anchor_id)
            for node_id in ids if cell.part == "" and not cell.shown_in else ():
                whole.setdefault((edition, node_id), row.anchor_id)

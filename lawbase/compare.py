"""Side by side: any Law across the editions, rows aligned by key, gaps shown as gaps.

Rows are the union of the editions' keys under a Law, in the Laws' own order (A before B, 2 before
10, (ii) before (iv)); an edition without a node for a key shows an empty cell, never a shifted
neighbour. The head of each comparison says which Laws each edition is (2007, 1997, 2017 with the
2024 amendments) and rows whose structure differs are marked. Two editions in the same language get
a word-level difference (what was added, removed, changed).
"""

from __future__ import annotations

import difflib
import re
import textwrap
from dataclasses import dataclass

from lxml import etree
from lxml.html import builder as E

from .graph import Graph, Kind
from .html import relative, render_text
from .keys import law_of_key, sort_key
from .urls import compare_page

DIFF_WORD = re.compile(r"\s*(?:\w+|[^\w\s]+)")


@dataclass
class Row:
    key: str
    kind: str
    cells: dict[str, dict | None]  # edition -> node (None: the edition has no such provision)
    differs: bool


@dataclass
class Comparison:
    key: str
    editions: list[str]
    rows: list[Row]
    notes: list[str]  # what the head of the comparison says about editions and amendments


class Comparer:
    """Comparisons over a built graph (the `data` of lawbase.json)."""

    def __init__(self, data: dict, graph: Graph | None = None):
        self.data = data
        graph = graph or Graph(data)
        self.editions = graph.editions
        self.by_id = graph.by_id
        self.children = graph.children
        self.by_key = graph.by_key

    def comparable_editions(self) -> list[str]:
        """Translations of the Laws (notes comment on them and are linked, not compared)."""
        return [edition for edition, info in self.editions.items() if info["kind"] != "notes"]

    def law_keys(self) -> list[str]:
        keys = {node["key"] for node in self.data["nodes"] if node["kind"] == "law"
                and node["edition"] in self.comparable_editions()}
        return sorted(keys, key=sort_key)

    def subtree(self, node: dict) -> list[dict]:
        out = [node]
        for child in self.children.get(node["id"], []):
            if child["kind"] in Kind.STRUCTURE:
                out.extend(self.subtree(child))
        return out

    def law_of(self, key: str) -> str:
        return law_of_key(key)

    def compare(self, key: str, editions: list[str] | None = None) -> Comparison:
        editions = [e for e in (editions or self.comparable_editions()) if e in self.editions]
        present = {edition: self.by_key.get((edition, key)) for edition in editions}
        rows_by_key: dict[str, Row] = {}
        for edition, node in present.items():
            if node is None:
                continue
            for member in self.subtree(node):
                row = rows_by_key.setdefault(member["key"], Row(member["key"], member["kind"], {}, False))
                row.cells[edition] = member
        rows = sorted(rows_by_key.values(), key=lambda row: sort_key(row.key))
        having = [edition for edition in editions if present[edition] is not None]
        for row in rows:
            for edition in editions:
                row.cells.setdefault(edition, None)
            row.differs = any(row.cells[edition] is None for edition in having)
        return Comparison(key, editions, rows, self.notes(self.law_of(key), editions))

    def notes(self, law_key: str, editions: list[str]) -> list[str]:
        years = {edition: self.editions[edition]["laws_year"] for edition in editions}
        notes = []
        if len(set(years.values())) > 1:
            notes.append("Different Laws: " + "; ".join(f"{edition} is the {year} Laws"
                                                        for edition, year in years.items()))
        for edition in editions:
            info = self.editions[edition]
            if info.get("amended") and law_key.isdigit() and int(law_key) in info.get("amended_laws", []):
                notes.append(f"{edition} carries the {info['amended']} amendments to Law {law_key}: "
                             "its text differs from the original 2017 Laws")
            laws = info.get("laws")
            if laws and law_key.isdigit() and not laws[0] <= int(law_key) <= laws[1]:
                notes.append(f"{edition} holds Laws {laws[0]}–{laws[1]} only")
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


class CompareBuilder:
    """The comparison pages of the site: one per Law, and an index of them."""

    def __init__(self, site):
        self.site = site
        self.comparer = Comparer(site.data, site.graph)

    def build(self) -> None:
        keys = self.comparer.law_keys()
        for position, key in enumerate(keys):
            self.law_page(key, keys, position)
        self.index_page(keys)

    def index_page(self, keys: list[str]) -> None:
        here = "compare/index.html"
        editions = self.comparer.comparable_editions()
        table = E.TABLE(E.CLASS("compare-index"))
        table.append(E.THEAD(E.TR(E.TH("Law"), *[E.TH(edition) for edition in editions])))
        body = E.TBODY()
        for key in keys:
            row = E.TR(E.TD(E.A(key, href=f"law-{key}.html")))
            for edition in editions:
                node = self.comparer.by_key.get((edition, key))
                cell = E.TD(lang=self.site.lang(edition))
                if node is not None:
                    cell.append(E.A(node["title"], href=relative(here, node["url"])))
                else:
                    cell.set("class", "gap")
                row.append(cell)
            body.append(row)
        table.append(body)
        main = E.MAIN(E.H1("Compare the editions"), E.P("Each Law side by side, aligned provision by provision."),
                      table)
        self.site.write_page(here, "Compare — lawbase", [self.site.header(here, [("Compare", "")]), main], "en")

    def cell(self, node: dict, here: str):
        edition = node["edition"]
        cell = E.TD(lang=self.site.lang(edition), **{"data-edition": edition})
        number = node.get("marker") if node["kind"] != "law" else f"{self.site.ui(edition, 'law')} {node['key']}"
        head = E.P(E.A(number or node["key"], href=relative(here, node["url"]), **{"class": "num"}))
        if node["title"]:
            head.append(E.STRONG(" " + node["title"]))
        cell.append(head)
        render_text(cell, node["text"], self.site.decorations(node, here))
        return cell

    def law_page(self, key: str, keys: list[str], position: int) -> None:
        here = compare_page(key)
        comparison = self.comparer.compare(key)
        editions = comparison.editions
        pairs = [pair for pair in self.comparer.same_language_pairs(editions)
                 if all(any(row.cells[e] for row in comparison.rows) for e in pair)]
        main = E.MAIN(E.CLASS("compare"))
        titles = [row.cells[e]["title"] for row in comparison.rows[:1] for e in editions if row.cells[e]]
        main.append(E.H1(f"Law {key}", E.SPAN(" · " + " / ".join(titles), E.CLASS("subtitle"))))
        if comparison.notes:
            notes = E.UL(E.CLASS("edition-notes"))
            for note in comparison.notes:
                notes.append(E.LI(note))
            main.append(notes)
        chooser = E.FIELDSET(E.CLASS("columns"), E.LEGEND("Columns"), id="columns")
        for edition in editions + [f"{a}→{b}" for a, b in pairs]:
            label = E.LABEL(E.INPUT(type="checkbox", value=edition, checked="checked"), " " + edition)
            chooser.append(label)
        main.append(chooser)
        nav = E.NAV(E.CLASS("lawnav"))
        if position > 0:
            nav.append(E.A(f"← Law {keys[position - 1]}", href=f"law-{keys[position - 1]}.html", rel="prev"))
        if position + 1 < len(keys):
            nav.append(E.A(f"Law {keys[position + 1]} →", href=f"law-{keys[position + 1]}.html", rel="next"))
        main.append(nav)
        table = E.TABLE(E.CLASS("side-by-side"))
        head = E.TR(E.TH("key"))
        for edition in editions:
            info = self.site.editions[edition]
            head.append(E.TH(f"{edition} ({info['laws_year']})", **{"data-edition": edition}))
        for a, b in pairs:
            head.append(E.TH(f"{a} → {b}: changes", **{"data-edition": f"{a}→{b}"}))
        table.append(E.THEAD(head))
        body = E.TBODY()
        for row in comparison.rows:
            tr = E.TR(id=row.key, **{"class": f"{row.kind}{' differs' if row.differs else ''}"})
            tr.append(E.TH(E.A(row.key, href=f"#{row.key}"), scope="row"))
            for edition in editions:
                node = row.cells[edition]
                if node is None:
                    tr.append(E.TD(E.SPAN("—", title=f"{edition} has no {row.key}"), **{"class": "gap"},
                                   **{"data-edition": edition}))
                else:
                    tr.append(self.cell(node, here))
            for a, b in pairs:
                tr.append(self.diff_cell(row, a, b))
            body.append(tr)
        table.append(body)
        main.append(table)
        self.site.write_page(here, f"Law {key} side by side — lawbase",
                             [self.site.header(here, [("Compare", "compare/index.html"), (f"Law {key}", "")]), main],
                             "en", scripts=["compare.js"])

    def diff_cell(self, row: Row, older: str, newer: str):
        cell = E.TD(**{"class": "diff"}, lang=self.site.lang(newer), **{"data-edition": f"{older}→{newer}"})
        a, b = row.cells[older], row.cells[newer]
        if a is None or b is None:
            cell.append(E.SPAN("only in " + (newer if a is None else older) if (a or b) else "", **{"class": "note"}))
            return cell
        old_text = " ".join(part for part in (a["title"], a["text"]) if part)
        new_text = " ".join(part for part in (b["title"], b["text"]) if part)
        paragraph = etree.SubElement(cell, "p")
        for op, words in word_diff(old_text, new_text):
            if op == "=":
                element = etree.SubElement(paragraph, "span")
            else:
                element = etree.SubElement(paragraph, "del" if op == "-" else "ins")
            element.text = words
        return cell


def render_columns(comparison: Comparison, width: int) -> str:
    """Terminal columns side by side, wrapped to the width, one block per aligned key."""
    editions = comparison.editions
    gutter = " │ "
    column = max(16, (width - 10 - len(gutter) * (len(editions) - 1)) // max(1, len(editions)))
    lines = [f"{'':<10}" + gutter.join(f"{edition:<{column}}"[:column] for edition in editions)]
    for note in comparison.notes:
        lines.extend(textwrap.wrap(note, width, initial_indent="! ", subsequent_indent="  "))
    for row in comparison.rows:
        cells = []
        for edition in editions:
            node = row.cells[edition]
            if node is None:
                cells.append(["—"])
                continue
            head = node.get("marker", "") if node["kind"] != "law" else f"{node['key']}."
            text = " ".join(part for part in (head, node["title"], node["text"].replace("\n", " ")) if part)
            cells.append(textwrap.wrap(text, column) or [""])
        height = max(len(cell) for cell in cells)
        label = row.key + (" *" if row.differs else "")
        lines.append("─" * min(width, 10 + (column + len(gutter)) * len(editions)))
        for line_number in range(height):
            prefix = f"{label:<10}" if line_number == 0 else " " * 10
            lines.append(prefix + gutter.join(f"{cell[line_number] if line_number < len(cell) else '':<{column}}"
                                              for cell in cells).rstrip())
    return "\n".join(lines)

"""A table's heading row that the source typed with spaces, read as the row it is.

A table is rows of tab-separated cells. ru-2017.md:2102 types the suits over the Law 77 trump table
as `♣      ♦      ♥      ♠` (spaces and no-break spaces), then the label of the rows below (`За каждую
объявленную и` / `полученную взятку:`, a line broken in two), then the rows (`Без контры	20	20	30	30`):
read as printed, the suits were a paragraph and the table had no column headings. pl-2017 and cs-2007
print the same table with the suits, then the label, as rows of the table. So a line of short cells
parted by runs of spaces, above rows of one more cell (their labels) or as many, is that table's
heading row, and the few short lines between it and the rows are the table's label rows; each
reading is reported (`lawbase check`). Nothing else of the line changes: its words stay as printed.
"""

from __future__ import annotations

import re

from .lines import Prepared, Prepass
from .nodes import Builder

CELL_GAP = re.compile(r"[ \u00a0]{2,}")  # cells parted by two spaces or more (no-break spaces too)
MOST_CELL = 12  # a heading cell is short: a suit, a word, a number
MOST_LABEL_LINES = 2  # lines between the heading row and the rows (a label broken over lines)
MOST_LABEL = 60


def heading_cells(line: Prepared) -> list[str] | None:
    """The cells of a line that looks like a heading row typed with spaces, or None."""
    text = line.text.strip()
    if "\t" in text or line.heading or line.bullet or not text:
        return None
    cells = [cell.strip(" \u00a0") for cell in CELL_GAP.split(text)]
    if len(cells) < 3 or any(not cell or len(cell) > MOST_CELL or " " in cell for cell in cells):
        return None
    return cells


def row_cells(line: Prepared) -> int:
    return len(line.text.strip("\n").split("\t")) if "\t" in line.text else 0


def repair_spaced_rows(lines: list[Prepared], prepass: Prepass, builder: Builder) -> None:
    """Rewrite, in place, each heading row typed with spaces (and the label lines under it) as table rows."""
    for position, line in enumerate(lines):
        cells = heading_cells(line) if not line.debris else None
        if cells is None:
            continue
        labels, row = [], None
        for place in range(position + 1, len(lines)):
            later = lines[place]
            if later.debris or later.blank:
                continue
            if row_cells(later):
                row = later
                break
            if len(labels) == MOST_LABEL_LINES or len(later.text.strip()) > MOST_LABEL or later.heading:
                break
            labels.append(place)
        if row is None or row_cells(row) not in (len(cells), len(cells) + 1):
            continue
        lead = "\t" if row_cells(row) == len(cells) + 1 else ""  # an empty cell over the rows' labels
        printed = [cell for cell in CELL_GAP.split(line.raw.strip(" \u00a0\n")) if cell.strip(" \u00a0")]
        if len(printed) != len(cells):  # markup across a gap: leave the line as printed
            continue
        lines[position] = prepass.prepare(line.number, lead + "\t".join(cell.strip(" \u00a0") for cell in printed))
        builder.anomaly_said("note", line.number, "anomaly_table_heading_row", cells=" | ".join(cells))
        for place in labels:
            label = lines[place]
            lines[place] = prepass.prepare(label.number, label.raw.rstrip(" \u00a0") + "\t" * (row_cells(row) - 1))
            builder.anomaly_said("note", label.number, "anomaly_table_label", text=repr(label.text.strip()))

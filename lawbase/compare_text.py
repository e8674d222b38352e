"""A comparison on a terminal: columns side by side, wrapped to its width, or the editions one under another
where a column would be too narrow; the command's text, as the pages are the site's (`site/compare_pages.py`)."""

from __future__ import annotations

import textwrap

from .cells import quoted
from .compare_rows import Comparison, Row
from .differences import difference_lines
from .graph import footnote_sign, recovered_key
from .phrases import said

NARROWEST = 20  # characters: a column narrower breaks words apart; the editions then stand one under another


def cell_text(row: Row, edition: str, words) -> str:
    """What an edition's cell of a row says on a terminal: its label, then each provision's number, title
    and text; "—" for a gap, with the rows its rule went to where it went elsewhere (`— → 16D1`, as the page)."""
    cell, went = row.cells[edition], row.cells[row.edition].elsewhere
    label = said(row.label_parts(edition), words)
    if not cell.nodes:
        return f"— → {', '.join(went)}" if went else f"[{label}] —" if label else "—"
    label += quoted(cell.quoted_sentence(), cell.added, row.years, lambda parts: said(parts, words))
    parts = [f"[{label}]"] if label else []
    for node in cell.nodes:
        head = (node.get("marker", "") + recovered_key(node)).strip() if node["kind"] != "law" else f"{node['key']}."
        head = "" if cell.part == "close" else head  # the sentence closing a list: its number is the lead's row's
        text = cell.text_of(node, flagged=True).replace("\n", " ") if not cell.shown_in else ""
        title = cell.title_of(node, flagged=True)  # a word typed in two alphabets flagged, as `show` flags it
        parts.extend(part for part in (head, f"{title} —" if title and text else title, text) if part)
    if cell.shown_in:  # its text is in the row above that shows it first
        return " ".join(parts + [f"({words.format('text_in_row', key=cell.shown_in)})"])
    footnotes = [f"[{footnote_sign(note)}] {' '.join(note['text'].split())}" for note in cell.footnotes]
    return "\n".join([" ".join(parts), *footnotes])  # each footnote on a line of its own, as `show` lists them (a
    # Polish editor read 86B2's "[27] Włączając wyniki…", run on after the text, as the end of the rule)


def wrapped(text: str, width: int, first: str = "", then: str = "") -> list[str]:
    """A cell's lines wrapped to the width, each of its own lines (a footnote's) starting a new one."""
    lines = []
    for number, line in enumerate(text.split("\n")):
        lines.extend(textwrap.wrap(line, width, initial_indent=then if number else first, subsequent_indent=then))
    return lines


def render_columns(comparison: Comparison, width: int, words=None) -> str:
    """Terminal columns side by side, wrapped to the width, one block per aligned key: each row named by its
    key (a provision the anchor lacks by its edition too, `cs-2007:16C2`), `*` where the editions differ.
    Where a column would be narrower than `NARROWEST` (five editions in 80 columns), the editions of a row
    stand one under another, each named. Said in the language of `words` (`ui_strings.Strings`; English)."""
    from .ui_strings import DEFAULT, strings

    words = words or strings(DEFAULT)
    editions = comparison.editions
    gutter = " │ "
    labels = [comparison.numbering(row) + row.label_key + (" *" if row.differs else "")
              for row in comparison.rows]
    side = max([10, *(len(label) + 1 for label in labels)])
    column = max(8, (width - side - len(gutter) * (len(editions) - 1)) // max(1, len(editions)))
    stacked = column < NARROWEST and len(editions) > 1
    head = " " * side + gutter.join(f"{edition:<{column}}"[:column] for edition in editions)
    lines = []
    for note in (said(parts, words) for parts in comparison.note_parts):
        lines.extend(textwrap.wrap(note, width, initial_indent="! ", subsequent_indent="  "))
    if not stacked:  # the columns' names over the table, not over the notes
        lines.append(head.rstrip())
    for row, label in zip(comparison.rows, labels):
        if stacked:
            lines.extend(["─" * width, label])
            name = max(len(edition) for edition in editions) + 2
            for edition in editions:
                lines.extend(wrapped(cell_text(row, edition, words), width, f"{edition + ':':<{name}}", " " * name))
            lines.extend(difference_lines(row.differences, width, "", words))
            continue
        cells = [wrapped(cell_text(row, edition, words), column) or [""] for edition in editions]
        height = max(len(cell) for cell in cells)
        lines.append("─" * min(width, side + (column + len(gutter)) * len(editions) - len(gutter)))
        for line_number in range(height):
            prefix = f"{label:<{side}}" if line_number == 0 else " " * side
            lines.append(prefix + gutter.join(f"{cell[line_number] if line_number < len(cell) else '':<{column}}"
                                              for cell in cells).rstrip())
        lines.extend(difference_lines(row.differences, width, " " * side, words))
    if any(row.differs for row in comparison.rows):
        lines.extend(textwrap.wrap(words["editions_differ_here"], width))
    return "\n".join(lines)

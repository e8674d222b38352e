"""Inline markup of the sources: emphasis becomes marks over plain text, superscripts become footnote markers.

The sources mix Markdown (`**bold**`, `*italic*`, `\\*`), HTML (`<b>`, `<i>`, `<sup>N</sup>`) and
Unicode superscript digits (`¹²`). Emphasis is markup, not text: it is kept as (start, end, kind)
marks so the site can render it; stray markers are counted, never left in the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
_SUPERSCRIPT_VALUE = {char: str(value) for value, char in enumerate(SUPERSCRIPT_DIGITS)}
TOKEN = re.compile(
    r"(?P<escape>\\[*_\\])"
    r"|<sup>\s*(?P<sup>\d+)\s*</sup>"
    r"|(?P<supdigits>[⁰¹²³⁴⁵⁶⁷⁸⁹]+)"
    r"|\[(?P<symbol>[†‡])\]"  # a translator's note: "miano[†]" … "[†] W języku polskim …"
    r"|(?P<tag></?(?:b|i|strong|em)>)"
    r"|(?P<stars>\*\*|\*)"
    r"|(?P<othertag></?(?:sup|sub|u|br|span)\s*/?>)",
    re.IGNORECASE,
)
KIND_OF_TAG = {"b": "strong", "strong": "strong", "i": "em", "em": "em"}


@dataclass
class Inline:
    """Plain text with emphasis marks and footnote markers (offsets into `text`)."""

    text: str
    marks: list[tuple[int, int, str]] = field(default_factory=list)
    markers: list[tuple[int, int | str]] = field(default_factory=list)  # (offset, footnote number or sign)
    stray: int = 0  # emphasis markers that opened or closed nothing
    runs_on: frozenset[str] = frozenset()  # emphasis opened on this line and not closed on it
    runs_in: frozenset[str] = frozenset()  # emphasis closed on this line that opened on an earlier one

    def sliced(self, start: int, end: int | None = None) -> "Inline":
        """The part text[start:end], its marks clipped and its markers kept, offsets shifted."""
        end = len(self.text) if end is None else end
        marks = [(max(a, start) - start, min(b, end) - start, kind) for a, b, kind in self.marks
                 if b > start and a < end]
        markers = [(offset - start, number) for offset, number in self.markers
                   if start <= offset < end or offset == end == len(self.text)]
        return Inline(self.text[start:end], marks, markers, self.stray)

    def strip(self, keep_tabs: bool = False) -> "Inline":
        """The same text without surrounding white space, offsets shifted to match; `keep_tabs`: a table
        row's leading and trailing tabs kept (its empty first and last cells)."""
        if keep_tabs:
            left = re.match(r"[^\S\t]*", self.text).end()
            right = len(self.text)
            while right > left and self.text[right - 1].isspace() and self.text[right - 1] != "\t":
                right -= 1  # (a pattern anchored at the end would try every start: quadratic on long runs)
            text = self.text[left:right]
        else:
            left = len(self.text) - len(self.text.lstrip())
            text = self.text.strip()
        size = len(text)

        def clip(value: int) -> int:
            return max(0, min(size, value - left))

        marks = [(clip(a), clip(b), kind) for a, b, kind in self.marks if clip(b) > clip(a)]
        markers = [(clip(offset), number) for offset, number in self.markers]
        return Inline(text, marks, markers, self.stray)


def parse_inline(source: str) -> Inline:
    """Parse one line of source text."""
    out: list[str] = []
    length = 0
    marks: list[tuple[int, int, str]] = []
    markers: list[tuple[int, int | str]] = []
    open_at: dict[str, int] = {}
    stray = 0
    position = 0
    runs_in: set[str] = set()

    def emit(piece: str) -> None:
        nonlocal length
        out.append(piece)
        length += len(piece)

    def toggle(kind: str, closing: bool | None) -> None:
        nonlocal stray
        if kind in open_at and closing is not False:
            start = open_at.pop(kind)
            if length > start:
                marks.append((start, length, kind))
        elif closing is True:
            if length > 0:
                marks.append((0, length, kind))  # closes an emphasis opened on an earlier line
                runs_in.add(kind)
            else:
                stray += 1
        else:
            open_at[kind] = length

    for match in TOKEN.finditer(source):
        emit(source[position:match.start()])
        position = match.end()
        if match.group("escape"):
            emit(match.group("escape")[1])
        elif match.group("sup"):
            markers.append((length, int(match.group("sup"))))
        elif match.group("symbol"):
            markers.append((length, match.group("symbol")))
        elif match.group("supdigits"):
            number = int("".join(_SUPERSCRIPT_VALUE[c] for c in match.group("supdigits")))
            markers.append((length, number))
        elif match.group("tag"):
            tag = match.group("tag").lower()
            closing = tag.startswith("</")
            toggle(KIND_OF_TAG[tag.strip("</>")], closing)
        elif match.group("stars"):
            kind = "strong" if match.group("stars") == "**" else "em"
            before = source[match.start() - 1] if match.start() else " "
            after = source[match.end()] if match.end() < len(source) else " "
            if before.isspace() and after.isspace():
                emit(match.group("stars"))  # a lone star between spaces is text
                continue
            if kind in open_at:
                toggle(kind, None)
            elif after.isspace() or match.end() == len(source):
                toggle(kind, True)
            else:
                toggle(kind, False)
        # other tags (<u>, <br>, stray </sup>) carry no text
    emit(source[position:])
    runs_on = set()
    for kind, start in open_at.items():
        if length > start:
            marks.append((start, length, kind))  # emphasis running on to the next line
            runs_on.add(kind)
        else:
            stray += 1
    marks.sort()
    return Inline("".join(out), marks, markers, stray, frozenset(runs_on), frozenset(runs_in))

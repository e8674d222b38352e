"""Front matter: the title page, the preface and introduction, a chapter heading, the table of contents.

Front headings (`Przedmowa`, `ÚVOD`, `Definicje`, `INDEX`) are recognised by the profile's
patterns and open a front-matter node; the definitions and index headings hand over to their
regions. The table of contents is not content: its lines are counted as skipped and kept as a list
of Laws and section letters to check the parse against.
"""

from __future__ import annotations

import re

from .context import Context, Region
from .lines import Prepared, mostly_upper
from .nodes import Node
from .numbering import SECTION

TOC_ENTRY = re.compile(r"^(?P<title>.*?\S)\s*(?:\.{2,}\s*\t?|\t)\s*(?P<page>\d{1,3})\s*$")
OPENS = {"preface": Region.FRONT, "introduction": Region.FRONT, "definitions": Region.DEFINITIONS,
         "index": Region.INDEX}


class Contents:
    """The table of contents: Law number -> {"title", "sections" (their letters), "titles" (letter -> (title,
    line)), "line"}."""

    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.toc: dict[int, dict] = {}
        self.law: int | None = None

    def line(self, line: Prepared) -> bool:
        """Read a line of the table of contents; False when the line is not one (the contents ended)."""
        match = TOC_ENTRY.match(line.text.strip())
        if not match:
            return False
        self.ctx.builder.skip("toc", line.number)
        title = match.group("title").rstrip(". ").strip()
        law = self.ctx.profile.law_heading.match(title)
        if law:
            self.law = int(law.group("num"))
            self.toc[self.law] = {"title": law.group("title").strip(), "sections": [], "titles": {}, "line": line.number}
            return True
        section = SECTION.match(title)
        if section and self.law is not None:
            letter = self.ctx.profile.latin(section.group("letter"))
            self.toc[self.law]["sections"].append(letter)
            self.toc[self.law]["titles"][letter] = (section.group("rest").strip(), line.number)
        return True


class FrontMatter:
    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.title_block = False  # the title is a block of bold lines, and it has not ended yet

    def heading(self, line: Prepared) -> tuple[str, Node | None] | None:
        """A front heading opens its node (or the table of contents): (name, node), else None."""
        ctx = self.ctx
        text = line.text.strip()
        headings = ctx.profile.front_headings
        if len(text) > 150 or ctx.region == Region.LAWS and not headings.get("index"):
            return None
        for name, pattern in headings.items():
            if not pattern.search(text):
                continue
            if name == "index" and ctx.region != Region.LAWS:
                continue
            if name in ("preface", "introduction") and ctx.region in (Region.LAWS, Region.DEFINITIONS, Region.INDEX):
                continue
            if name == "toc":
                ctx.region = Region.TOC
                ctx.builder.skip("toc", line.number)
                return name, None
            node = ctx.builder.new_node("front-matter", name, None, line.number)
            ctx.builder.set_title(node, line.inline, line.number)
            ctx.front = node
            ctx.region = OPENS[name]
            return name, node
        part = ctx.profile.part_heading
        if part and ctx.region in (Region.CHAPTER, Region.LAWS) and part.match(text):
            chapter = ctx.builder.by_id.get(f"{ctx.edition.id}/chapter")
            node = ctx.builder.new_node("front-matter", f"part-{part.match(text).group('num')}", chapter,
                                        line.number, extend_parent=False)
            ctx.builder.set_title(node, line.inline, line.number)
            node.extra["part"] = part.match(text).group("num")
            ctx.front = node
            ctx.region = Region.CHAPTER
            return "part", node
        chapter = ctx.profile.chapter_heading
        if chapter and ctx.region in (Region.TITLE, Region.FRONT, Region.CHAPTER):
            match = chapter.match(text)
            if match:
                node = ctx.builder.new_node("front-matter", "chapter", None, line.number)
                ctx.builder.set_title(node, line.inline, line.number)
                node.extra["chapter"] = match.group("num")
                ctx.front = node
                ctx.region = Region.CHAPTER
                return "chapter", node
        return None

    def line(self, line: Prepared) -> None:
        """Running text of the front matter; the first line of a book is its title, and the lines under it
        in the same bold block too (cs-2007.md:5-8: `**PRAVIDLA` / `SOUTĚŽNÍHO` / `BRIDŽE` / `2007**`)."""
        ctx = self.ctx
        if ctx.front is None:
            ctx.front = ctx.builder.new_node("front-matter", "title", None, line.number)
            ctx.front.title = line.text.strip()
            ctx.region = Region.FRONT
            self.title_block = line.heading and not line.raw.lstrip().startswith("#")
            return
        self.title_block = self.title_block and not ctx.blank_before and line.heading and ctx.front.key == "title"
        if self.title_block:
            ctx.front.title = f"{ctx.front.title} {line.text.strip()}"
            ctx.builder.extend(ctx.front, line.number)
            return
        if (ctx.region == Region.CHAPTER and not ctx.front.text and line.heading is False
                and mostly_upper(line.text)):
            ctx.front.title = f"{ctx.front.title} — {line.text.strip()}"
            ctx.builder.extend(ctx.front, line.number)
            return
        ctx.builder.add_text(ctx.front, line.inline, line.number, line.bullet)

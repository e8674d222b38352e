"""What the region handlers of one edition share: the builder, the prepared lines, where the parse is."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..manifest import Edition
from ..profiles import Profile
from .lines import Prepared, Prepass
from .nodes import Builder, Node


class Region:
    """The parts of a book, in the order they usually come."""

    TITLE = "title"
    FRONT = "front"  # preface, introduction
    TOC = "toc"
    CHAPTER = "chapter"  # the heading of a chapter edition ("Rozdział VI")
    DEFINITIONS = "definitions"
    LAWS = "laws"
    INDEX = "index"


@dataclass
class Context:
    edition: Edition
    profile: Profile
    builder: Builder
    prepass: Prepass
    lines: list[Prepared] = field(default_factory=list)
    position: int = 0  # index in `lines` of the line being handled
    blank_before: bool = True  # a blank line came before this one
    blank_lines: int = 0  # how many blank lines came right before this one
    region: str = Region.TITLE
    front: Node | None = None  # the front-matter node that takes running text

    def following(self) -> Prepared | None:
        """The next line, whatever it is."""
        return self.lines[self.position + 1] if self.position + 1 < len(self.lines) else None

    def next_content(self) -> Prepared | None:
        """The next line that has text."""
        for line in self.lines[self.position + 1:]:
            if not line.debris and not line.blank:
                return line
        return None

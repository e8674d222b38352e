"""The definitions: `term — text` (or `term<TAB>text`) lines, sub-definitions, wrapped bodies.

A line with a separator opens a definition (the Russian text adds the English term as an italic
span); a line that continues a body goes to the last definition or sub-definition. A term written
in lower case, indented, lacking the English twin its siblings have, or not emphasised where its
parent is, is a sub-definition ("Psychologická hláška — = Klamavá hláška" is a synonym, not a sub).
"""

from __future__ import annotations

import re

from .context import Context
from .lines import Prepared, wholly_emphasised
from .nodes import Node, slug

SEPARATOR = re.compile(r"\t+| [—–] ")


class Definitions:
    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.root: Node | None = None
        self.current: Node | None = None  # the last top-level definition

    def open(self, root: Node) -> None:
        self.root = root
        self.current = None

    def line(self, line: Prepared) -> None:
        inline = line.inline
        raw_text = inline.text
        separator = SEPARATOR.search(raw_text)
        if separator and not raw_text.startswith("\t") and separator.start() > 0:
            self.definition(line, separator)
            return
        # a line without a term: the definition goes on (wrapped text, tab-indented body)
        builder = self.ctx.builder
        if self.current is None:
            builder.add_text(self.root, inline, line.number, line.bullet)
            return
        target = self.current
        last_child = next((n for n in reversed(builder.nodes) if n.parent == target.id), None)
        if last_child is not None and last_child.lines[1] >= target.lines[1]:
            target = last_child
        builder.add_text(target, inline, line.number, line.bullet)

    def definition(self, line: Prepared, separator: re.Match) -> None:
        builder, profile = self.ctx.builder, self.ctx.profile
        inline = line.inline
        term_part = inline.sliced(0, separator.start()).strip()
        body = inline.sliced(separator.end()).strip()
        term = term_part.text.strip()
        english = ""
        if profile.english_terms and body.marks and body.marks[0][0] == 0 and body.marks[0][2] == "em":
            end = body.marks[0][1]
            candidate = body.text[:end].strip()
            if re.search(r"[A-Za-z]", candidate) and not re.search(r"[А-Яа-яЁё]", candidate):
                english = candidate
                body = body.sliced(end).strip()
        emphasised = wholly_emphasised(term_part)
        synonym = body.text.startswith("=")  # "Psychologická hláška — = Klamavá hláška"
        current = self.current
        sub = current is not None and not synonym and (
            inline.text[:1].isspace() or term[:1].islower()
            or not english and profile.english_terms  # a term without its English twin
            or not emphasised and current.extra.get("emphasised", False))
        parent = current if (sub and current is not None) else self.root
        key = f"{parent.key}/{slug(term)}" if parent is not self.root else f"def/{slug(term)}"
        node = builder.new_node("definition", key, parent, line.number, term=term)
        if english:
            node.extra["english"] = english
        node.title = term
        if body.text:
            builder.add_text(node, body, line.number)
        if parent is self.root:
            self.current = node
            if emphasised:
                node.extra["emphasised"] = True

"""The back-of-book index: entries with their targets, cross-entries, and the two levels recovered.

A line is a term followed by its targets (`Dziadek 42, 43`, `Alert\t20F1, 40B2a`) or a cross-entry
(`Patrz też X`, `Viz X`). The targets are keys, or the profile's words for the definitions, the
introduction and a footnote. The lines are collected while the region lasts and turned into nodes
at the end, when `index_levels` has recovered which are main entries and which sub-entries.
"""

from __future__ import annotations

import re
from collections import Counter

from ..keys import KeyGrammar
from .context import Context
from .index_levels import IndexLine, assign_levels
from .lines import Prepared
from .nodes import Node, slug

KEYS = KeyGrammar()


class BackIndex:
    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.root: Node | None = None
        self.lines: list[IndexLine] = []
        words = [re.escape(word) for word in ctx.profile.index_words.values()]
        footnote = re.escape(ctx.profile.index_words.get("footnote", "footnote"))
        target = rf"(?:{'|'.join(words)}|{KEYS.index_target}(?:\s+{footnote})?)"
        self.targets = re.compile(rf"{target}(?:\s*,\s*{target})*", re.IGNORECASE)
        self.term_and_targets = re.compile(rf"^(?P<term>.*?\D)\s+(?P<targets>{target}(?:\s*,\s*{target})*)\s*$",
                                           re.IGNORECASE)

    def open(self, root: Node) -> None:
        self.root = root

    def table_header(self) -> None:
        """A Markdown table header row under an entry: that entry is a main entry."""
        if self.lines:
            self.lines[-1].forced_main = True

    def line(self, line: Prepared) -> None:
        text = line.text.strip()
        for pattern in self.ctx.profile.see_patterns:
            match = pattern.match(text)
            if match:
                self.lines.append(IndexLine(line.number, text, [], see=match.group("see").strip()))
                return
        if line.heading:
            self.lines.append(IndexLine(line.number, text, [], forced_main=True))
            return
        term, targets = self.split_targets(line.text)
        if not targets and not any(entry.targets or entry.forced_main for entry in self.lines):
            self.ctx.builder.add_text(self.root, line.inline, line.number)  # the index's own preamble
            return
        term, see = self.glued_cross_entry(term, line.number)
        self.lines.append(IndexLine(line.number, term, targets, indented=line.text[:1].isspace()))
        if see:
            self.lines.append(IndexLine(line.number, see[0], [], see=see[1]))

    def glued_cross_entry(self, term: str, line: int) -> tuple[str, tuple[str, str] | None]:
        """`Team Patrz też Uczestnik`, `Uzgodnienie – patrz Uzgodnienia partnerów`: a cross-entry that lost
        its own line. Split it off when what it names is short; else say the line runs entries together."""
        patterns = self.ctx.profile.see_patterns
        for pattern in patterns:
            body = pattern.pattern.lstrip("^")
            match = re.search(rf"\s+(?:[–-]\s+)?(?={body})", term, re.IGNORECASE)
            if not match or match.start() == 0:
                continue
            cross = term[match.end():]
            see = pattern.match(cross)
            if see and len(see.group("see").split()) <= 4 and not any(
                    other.search(see.group("see")) for other in patterns):
                return term[:match.start()].strip(), (cross.strip(), see.group("see").strip())
            self.ctx.builder.anomaly("note", line, f"index line runs several entries together: {term!r}")
            return term, None
        return term, None

    def split_targets(self, text: str) -> tuple[str, list[str]]:
        """`Dziadek 42, 43` -> ("Dziadek", ["42", "43"]); a line without targets keeps its whole text."""
        if "\t" in text:
            term, _, tail = text.rpartition("\t")
            tail = tail.strip()
            if self.targets.fullmatch(tail):
                return term.strip(), [t.strip() for t in re.split(r"\s*,\s*", tail) if t.strip()]
            return text.strip(), []
        match = self.term_and_targets.match(text.strip())
        if match:
            return match.group("term").strip(), [t.strip() for t in re.split(r"\s*,\s*", match.group("targets"))]
        return text.strip(), []

    def build(self) -> None:
        """The collected lines as nodes: main entries under the index, sub-entries under their main entry."""
        if not self.lines:
            return
        builder = self.ctx.builder
        levels = assign_levels([entry for entry in self.lines if entry.see is None], self.ctx.profile.collation_key)
        main: Node | None = None
        last: Node | None = None
        keys: Counter = Counter()
        for entry in self.lines:
            if entry.see is not None:
                holder = last or self.root
                key = f"{holder.key}/see-{slug(entry.see)[:40].rstrip('-')}"
                node = builder.new_node("index-entry", key, holder, entry.line, term=entry.term, see=entry.see,
                                        targets=[])
                node.title = entry.term
                continue
            parent = self.root if levels[id(entry)] == 0 or main is None else main
            term_slug = slug(entry.term)[:40].rstrip("-")
            base = f"index/{term_slug}" if parent is self.root else f"{parent.key}/{term_slug}"
            keys[base] += 1
            key = base if keys[base] == 1 else f"{base}-{keys[base]}"
            node = builder.new_node("index-entry", key, parent, entry.line, term=entry.term,
                                    targets=list(entry.targets))
            node.title = entry.term
            node.extra["level"] = 0 if parent is self.root else 1
            if parent is self.root:
                main = node
            last = node

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
from ..text import fold_words
from .index_levels import IndexLine, assign_levels
from .index_split import cross_spans, split_run, target_groups
from .lines import Prepared
from .nodes import Node, slug

KEYS = KeyGrammar()


class BackIndex:
    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.root: Node | None = None
        self.lines: list[IndexLine] = []
        profile = ctx.profile
        self.see_words = {fold_words(word) for word in profile.vocabulary.get("see_words", [])}
        words = "|".join(re.escape(word) for word in profile.index_words.values()) or "(?!x)x"
        footnotes = "|".join(re.escape(word).replace(r"\ ", r"\s+") for word in profile.footnote_words) or "(?!x)x"
        ordinals = "|".join(re.escape(word) for word in profile.footnote_ordinals) or "(?!x)x"
        # a footnote first ("6 przypis", "20 drugi przypis", "76 pod čarou"), a spreadsheet's number ("4,70E+02"),
        # a key, a word for the definitions or the introduction
        self.target = (rf"\d{{1,2}}(?:\s+(?i:{ordinals}))?\s+(?i:{footnotes})(?!\w)|\d,\d\dE\+\d\d"
                       rf"|{KEYS.index_target}|(?i:{words})(?!\w)")
        target = rf"(?:{self.target})"
        self.term_and_targets = re.compile(rf"^(?P<term>.*?\D)\s+(?P<targets>{target}(?:\s*,\s*{target})*)\s*$")

    def open(self, root: Node) -> None:
        self.root = root

    def table_header(self) -> None:
        """A Markdown table header row under an entry: that entry is a main entry."""
        if self.lines:
            self.lines[-1].forced_main = True

    def line(self, line: Prepared) -> None:
        profile = self.ctx.profile
        text = line.text.strip()
        for pattern in profile.see_patterns:
            match = pattern.match(text)
            if match:
                if self.lines and self.lines[-1].see is None:
                    self.cross_after(self.lines[-1], text, match.group("see").strip())
                self.lines.append(IndexLine(line.number, text, [], see=match.group("see").strip()))
                return
        if line.heading:
            self.lines.append(IndexLine(line.number, text, [], forced_main=True))
            return
        term, groups = self.split_targets(line.text)
        targets = [target for group in groups for target in group]
        if not targets and not any(entry.targets or entry.forced_main for entry in self.lines):
            self.ctx.builder.add_text(self.root, line.inline, line.number)  # the index's own preamble
            return
        if len(groups) > 1 and sum(word[:1].isupper() for word in term.split()) > 1 or self.holds_entries(term):
            self.lines.append(IndexLine(line.number, term, targets, groups=groups))  # split when all terms are known
            return
        term, see = self.glued_cross_entry(term, line.number)
        entry = IndexLine(line.number, term, targets, indented=line.text[:1].isspace(),
                          note=not targets and any(pattern.match(term) for pattern in profile.index_note_patterns))
        self.lines.append(entry)
        if see:
            self.cross_after(entry, *see)
            self.lines.append(IndexLine(line.number, see[0], [], see=see[1]))

    def cross_after(self, entry: IndexLine, cross: str, names: str) -> None:
        """What a cross-reference after an entry says of its level: a "see also" follows a main entry; a
        plain "see" is read with the entry's term (`index_levels`)."""
        if any(pattern.match(cross) for pattern in self.ctx.profile.see_also_patterns):
            entry.see_also = True
        else:
            entry.cross = names

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
            self.ctx.builder.anomaly_said("note", line, "anomaly_index_run", term=repr(term))
            return term, None
        return term, None

    def split_targets(self, text: str) -> tuple[str, list[list[str]]]:
        """`Dziadek 42, 43` -> ("Dziadek", [["42", "43"]]); after a tab, targets parted by spaces make groups
        (`68, 69 70`; or one group per entry of a line that runs entries together); a line without targets
        keeps its whole text."""
        if "\t" in text:
            term, _, tail = text.rpartition("\t")
            groups = target_groups(tail.strip(), self.target) if tail.strip() else []
            return (term.strip(), groups) if groups is not None else (text.strip(), [])
        match = self.term_and_targets.match(text.strip())
        if match:
            return match.group("term").strip(), target_groups(match.group("targets"), self.target) or []
        return text.strip(), []

    def holds_entries(self, term: str) -> bool:
        """A term with a cross-entry inside and more than that entry (`Uprawnienia Alert – patrz Alert
        Organizator Zawodów`), not one entry pointing elsewhere (`Fałszywy renons – patrz Fałszywy renons`)."""
        words = term.split()
        spans = cross_spans(words, self.see_words, set(), fold_words)
        return bool(spans) and (sum(word[:1].isupper() for word in words[:spans[0][0]]) > 1
                                or any(word[:1].isupper() for word in words[spans[-1][1]:]))

    def run_together(self, entry: IndexLine, known: set[str]) -> list[IndexLine]:
        """A line that runs entries together, as its entries (kept whole and reported when it cannot be cut)."""
        profile = self.ctx.profile
        entries = split_run(entry.term, entry.groups or [], self.see_words, known, fold_words, profile.collation_key)
        if entries is None:
            self.ctx.builder.anomaly_said("note", entry.line, "anomaly_index_run", term=repr(entry.term))
            return [IndexLine(entry.line, entry.term, entry.targets)]
        self.ctx.builder.anomaly_said("note", entry.line, "anomaly_index_split", count=len(entries), entries="; ".join(
            e.term + (f" -> {e.see}" if e.see else f" {', '.join(e.targets)}") for e in entries))
        return [IndexLine(entry.line, piece.term + (f" {piece.see_word} {piece.see}" if piece.see else ""),
                          piece.targets, see=piece.see, forced_main=position == 0, own_term=bool(piece.see))
                for position, piece in enumerate(entries)]

    def build(self) -> None:
        """The collected lines as nodes: main entries under the index, sub-entries under their main entry."""
        if not self.lines:
            return
        known = {fold_words(entry.term) for entry in self.lines if entry.groups is None}
        self.lines = [split for entry in self.lines
                      for split in (self.run_together(entry, known) if entry.groups is not None else [entry])]
        builder = self.ctx.builder
        levels = assign_levels([entry for entry in self.lines if entry.see is None], self.ctx.profile.collation_key)
        for entry, other in levels.unordered:
            where = "before" if entry.line < other.line else "after"
            builder.anomaly_said("note", entry.line, f"anomaly_index_order_{where}", term=repr(entry.term),
                                 other=repr(other.term))
        main: Node | None = None
        last: Node | None = None
        keys: Counter = Counter()
        for entry in self.lines:
            if entry.see is not None:
                holder = (main if entry.own_term else last) or self.root
                key = f"{holder.key}/see-{slug(entry.see)[:40].rstrip('-')}"
                node = builder.new_node("index-entry", key, holder, entry.line, term=entry.term, see=entry.see,
                                        targets=[])
                node.title = entry.term
                continue
            parent = self.root if levels.level[id(entry)] == 0 or main is None else main
            term_slug = slug(entry.term)[:40].rstrip("-")
            base = f"index/{term_slug}" if parent is self.root else f"{parent.key}/{term_slug}"
            keys[base] += 1
            key = base if keys[base] == 1 else f"{base}-{keys[base]}"
            node = builder.new_node("index-entry", key, parent, entry.line, term=entry.term,
                                    targets=list(entry.targets))
            node.title = entry.term
            node.extra["level"] = 0 if parent is self.root else 1
            if id(entry) in levels.uncertain:
                node.extra["level_uncertain"] = True
                if parent is self.root:
                    builder.anomaly_said("note", entry.line, "anomaly_index_main", term=repr(entry.term))
                else:
                    builder.anomaly_said("note", entry.line, "anomaly_index_sub", term=repr(entry.term),
                                         parent=repr(parent.title))
            if parent is self.root:
                main = node
            last = node

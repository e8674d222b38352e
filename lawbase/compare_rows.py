"""A comparison's rows (`compare.Comparer` makes them): each row's cells, and what its head and each cell's
label say of the pairing (`moved: 2007 16C → 2017 16D`, `73B1 (Русский, 2017; Чешский, 2007)`, a gap's
`new: the 2007 Laws have no counterpart`), for the command's columns and the comparison pages alike."""

from __future__ import annotations

from dataclasses import dataclass, field

from .cells import Cell
from .differences import Difference
from .phrases import Parts, english, say


@dataclass
class Row:
    key: str  # the key of the provision that makes the row: the anchor's, or an unpaired one's
    edition: str  # whose key it is
    kind: str
    cells: dict[str, Cell]
    differing: set[str] = field(default_factory=set)  # the editions whose cells differ from the row's (tinted)
    years: dict[str, int] = field(default_factory=dict)  # edition -> the year of its Laws
    anchor: str = ""  # the edition whose numbering the comparison follows
    amended: dict[str, int] = field(default_factory=dict)  # edition -> the year of the amendments it carries to the Law
    differences: list[Difference] = field(default_factory=list)  # cited or stated unlike the row's edition
    closing: bool = False  # the row of the sentence closing its provision's list, after the list's rows

    @property
    def differs(self) -> bool:
        return bool(self.differing)

    @property
    def anchor_id(self) -> str:
        """The row's id in a page: its key, `69B-after` for the sentence closing 69B's list, or `cs-2007:16A2`
        for a provision the anchor lacks."""
        return (f"{self.key}-after" if self.closing else self.key) if self.anchors else f"{self.edition}:{self.key}"

    @property
    def head(self) -> Parts:
        """The row's key as its head shows it: `cs-2007 15A1` for a provision the anchor lacks (the site names the
        edition, "15A1 (Čeština, 2007)"; beside the anchor's own 15A1 on the same page, a bare key read as the same
        provision twice), with every edition holding that key in the row (pl-2017's 73 lacks 73B1, ru-2017's and
        cs-2007's have it: "73B1 (Русский, 2017; Чешский, 2007)"; it named cs-2007 alone, the reader's own
        edition's text read as Czech); a closing sentence's in the reader's words, `69B (after the list)` (its id,
        `69B-after`, was an English word on every page)."""
        if self.closing:
            return [say("closing_row", key=self.key)]
        if self.anchors:
            return [self.anchor_id]
        holding = self.holding
        named = holding[0] if len(holding) == 1 else [part for edition in holding for part in ("; ", edition)][1:]
        return [say("keys_in_edition", edition=named, keys=self.key)]

    @property
    def holding(self) -> list[str]:
        """The editions with a provision at the row's key in the row, the newest Laws first (the row's own
        edition first among its year's)."""
        holding = [edition for edition, cell in self.cells.items()
                   if edition == self.edition or any(node["key"] == self.key for node in cell.nodes)]
        return sorted(holding, key=lambda edition: (-self.years.get(edition, 0), edition != self.edition))

    @property
    def editions_with_text(self) -> list[str]:
        """The editions with a text in the row, its own first: compare.js hides a row of a provision the anchor
        lacks once all are hidden (with the Czech hidden, the Russian 73B1's row went with the Czech 73B1's)."""
        return [self.edition] + [edition for edition, cell in self.cells.items()
                                 if cell.nodes and edition != self.edition]

    @property
    def label_key(self) -> str:
        """The row's name in the command's columns: its id, `ru-2017,cs-2007:73B1` where several editions
        hold a key the anchor lacks (the id stays `cs-2007:73B1`, links point at it)."""
        if self.closing:
            return english(self.head)
        return self.anchor_id if self.anchors else f"{','.join(self.holding)}:{self.key}"

    @property
    def anchors(self) -> bool:
        """A row of the anchor's own provision (else of one the anchor lacks, placed among them)."""
        return self.cells[self.edition].relation == "anchor"

    def label(self, edition: str) -> str:
        return english(self.label_parts(edition))

    def label_parts(self, edition: str) -> Parts:
        """`pairing_parts`, and `heading alone in the source` beside a provision its source prints so (pl-1997
        45E stood beside 2017 45E's text as the same provision, nothing said of its lost text)."""
        said = self.pairing_parts(edition)
        if any(node.get("empty") for node in self.cells[edition].nodes):
            said = said + (["; "] if said else []) + [say("heading_alone_in_source")]
        return said

    def pairing_parts(self, edition: str) -> Parts:
        """`moved: 2007 16C → 2017 16D`, when the row's provisions differ in key or rule, or rest on weak
        evidence (`same, weak evidence (sure 0.72) …`); [] when there is nothing to say."""
        cell = self.cells[edition]
        if not cell.nodes:
            return self.gap_parts(edition)
        weak, relation = cell.weak(), say(f"relation_{cell.relation}")
        if (edition == self.edition or cell.unpaired) and cell.relation != "anchor":  # a row of a provision the anchor lacks
            anchor_year = self.years.get(self.anchor, "")
            if cell.lost_under:
                return [say("lost_in_source", year=anchor_year, key=cell.lost_under)]
            if not cell.elsewhere:  # two texts of the same Laws (the 2024 amendments): named by edition
                return [say("relation_none"), ": ", self.missing_in(self.anchor, edition)]
            went = ", ".join(cell.elsewhere)
            return [relation, f": {self.years.get(edition, '')} {self.key} → {anchor_year} {went}"] + cell.merged_parts()
        if cell.relation in ("anchor", "same", "key") and all(n["key"] == self.key for n in cell.nodes):
            said = [relation, ", ", weak] if weak else []
            return said + ([", "] if said and cell.also else []) + cell.also_parts()
        keys = [", ".join(node["key"] for node in cell.nodes) or "—", ", ".join(cell.split_into) or self.key]
        names = [self.years.get(edition, ""), self.years.get(self.edition, "")]
        if cell.told_in:  # said in full in the row above
            return [relation, f": {names[0]} {keys[0]} (", say("pairing_in_row", key=cell.told_in), ")"]
        sides: Parts = [f"{name} {said}" for name, said in zip(names, keys)]  # `2007 16B1a → 2017 16B1, 16B1a`
        if names[0] == names[1]:  # two texts of the same Laws (the 2024 amendments): named by edition (a value,
            # which the site names)
            sides = [say("keys_in_edition", edition=name, keys=said)
                     for name, said in zip([edition, self.edition], keys)]
        if cell.newer or self.years.get(edition, 0) > self.years.get(self.edition, 0):
            sides.reverse()  # the older text first, whichever edition anchors the row: `2007 16C2 → 2017 16D2`,
            # `ru-2017 73A2 → pl-2017 73A2`, as the relation is said (`happened`)
        return [relation, ": ", sides[0], " → ", sides[1]] + cell.merged_parts() + (["; ", weak] if weak else [])

    def missing_in(self, lacking: str, having: str) -> Parts:
        """Why `lacking` has no counterpart of `having`'s provision: as its Laws with the amendments it carries where
        `having` lacks them (pl-2017 beside cs-2007 89 and ru-2017 89, the 2017 Law 89 that pl-2017's 2024 Law 89
        replaced: the Russian cell named "Polish, 2017" where the Czech one beside it said the amended Laws), else
        named as an edition beside another text of its Laws, else as its Laws ("the 2017 Laws have no counterpart"
        beside the 2017 Law 89 itself, a translator's QA and the whole-diff review)."""
        year = self.years[lacking]
        if lacking in self.amended and having not in self.amended:  # ru-2017 89 too: the amendments replaced it
            return say("no_counterpart_in_laws_amended", year=year, amended=self.amended[lacking])
        if year == self.years[having]:
            return say("no_counterpart_in_edition", edition=lacking)
        return say("no_counterpart_in_laws", year=year)

    def older(self, edition: str, than: str) -> bool:
        """Is `edition`'s text of the Law older than `than`'s: older Laws, or the same Laws without the amendments
        `than` carries to the Law (ru-2017 beside pl-2017's 2024 Law 89, whose 89D3 is new, not deleted)."""
        return (self.years[edition], edition in self.amended) < (self.years[than], than in self.amended)

    def gap_parts(self, edition: str) -> Parts:
        """A gap where the concordance pairs the row's provision with nothing in `edition`: `new: the 2007
        Laws have no counterpart` in older Laws (2017 64C2; it was a bare "—", while the rows of deleted
        provisions said so), `none: …` in newer ones or another text of the same Laws; [] for a gap the
        concordance does not speak of (Laws the edition does not hold)."""
        cell = self.cells[edition]
        if cell.lost_under:
            return [say("lost_in_source", year=self.years[edition], key=cell.lost_under)]
        if cell.relation != "none" or cell.sure is None:
            return []
        older = self.older(edition, self.edition)
        return [say("relation_new" if older else "relation_none"), ": ", self.missing_in(edition, self.edition)]


@dataclass
class Comparison:
    key: str
    anchor: str  # the edition whose numbering the rows follow
    editions: list[str]
    rows: list[Row]
    note_parts: list[Parts]  # what the head of the comparison says about editions and amendments

    @property
    def notes(self) -> list[str]:
        return [english(parts) for parts in self.note_parts]

    def numbering(self, row: Row) -> str:
        """What a row's head says before its key: the year of the Laws whose numbering the rows follow where the
        editions' Laws differ ("2017: 16C2", whose Czech cell is 2007 16D2: a Czech director read "16C2" as his
        own 16C2), else nothing; a row of a provision the anchor lacks names its edition already."""
        years = {row.years.get(edition) for edition in self.editions}
        return f"{row.years[self.anchor]}: " if len(years) > 1 and row.anchors and not row.closing else ""

"""Numbering recovery: provisions whose number the source lost get their key back, from the corpus's evidence.

A published text sometimes prints a numbered list as bullets (`- ...` where the Laws have 1., 2.),
drops a number (`(a)` straight under a section where the Laws have 21B1(a)), letters a list from
(b), or prints a number twice. After every edition is parsed, each such place is read in the ways
its shape allows (`proposals`), and a reading is taken only when the corpus supports it:

- position: the list's own neighbours fix the numbers (four bullets before `5.` are 1-4; `1, 2, 2, 3,
  4, 6` runs on from the repeated 2);
- reference: the editions' own citations name the keys (`punktu 1 powyżej`, `viz 40B4`, an index
  target `21B3`) that the reading creates, up to its last one;
- parallel: another edition of the same Laws numbers that part exactly so (pl-2017 and ru-2017 are
  the same 2017 Laws); an edition of other Laws (cs-2007: 2007) counts only beside a reference.

Nothing is invented: a recovered node keeps its marker as printed and records
`inferred = {"how", "evidence", "printed"}` (its evidence `Evidence` lines, as the concordance's); `lawbase check` lists every one. Evidence is read from
the parse before any recovery, so no inference leans on another.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..evidence import Evidence as EvidenceLine  # (a line of it; `Evidence` here is the corpus's, below)
from ..keys import Key, node_id, roman_value, to_roman, without_copy
from .nodes import Builder, Node, descend
from .numbering import token_of

KINDS = ("law", "section", "subsection", "item", "subitem")
MOST = 12  # the longest list read as lost numbering (a longer run of lines is prose, not a list)
LIST_KINDS = KINDS[1:]


def ordinal(kind: str, token: str) -> int:
    """1 for A / 1 / a / i: the place of a token in its list."""
    if kind == "subsection":
        return int(token)
    if kind == "subitem":
        return roman_value(token) or 0
    return ord(token.lower()) - ord("a") + 1


def token_at(kind: str, place: int) -> str:
    return {"section": chr(ord("A") + place - 1), "subsection": str(place), "item": chr(ord("a") + place - 1),
            "subitem": to_roman(place)}[kind]


def child_key(parent: str, kind: str, place: int) -> str:
    return str(Key.parse(without_copy(parent)).child(kind, token_at(kind, place)))


def base_key(node: Node) -> Key:
    return Key.parse(without_copy(node.key))


@dataclass
class Evidence:
    """What the corpus says, read before any recovery."""

    cited: dict[str, dict[str, list[str]]]  # edition -> key it lacks -> where it is cited ("file:line")
    children: dict[str, dict[tuple[str, str], list[str]]]  # edition -> (parent key, kind) -> child keys
    years: dict[str, int]  # edition -> the year of its Laws


@dataclass
class Proposal:
    """One reading of a place whose numbering was lost, and what it would change."""

    parent: str  # the key under which the recovered parts stand
    kind: str  # their kind
    final: list[str]  # the parent's children of that kind after the change, in order
    recovered: list[str]  # keys whose number is inferred, in order
    source: Node | None = None  # the node whose text holds the unnumbered lines
    lines: list[int] = field(default_factory=list)  # their indexes in its line map, one per new node
    new_keys: list[str] = field(default_factory=list)  # the keys those lines get
    renames: list[tuple[Node, str]] = field(default_factory=list)
    insert: tuple[str, list[Node]] | None = None  # a lost parent (21B1) and the nodes it takes (21Ba, 21Bb)
    position: EvidenceLine | None = None  # position evidence, if the shape alone fixes the numbers
    parallel_only: bool = False  # only an edition of the same Laws can confirm it (a list lettered from (b)
    # may have lost its (a): citations of the missing key do not tell which)
    shape: EvidenceLine | None = None  # what was printed, for the evidence


class EditionTree:
    """An edition's structural nodes by key and by parent, as the parse left them."""

    def __init__(self, builder: Builder):
        self.builder = builder
        self.nodes = [node for node in builder.nodes if node.kind in KINDS]
        self.kids: dict[str, list[Node]] = {}
        for node in self.nodes:
            if node.parent is not None:
                self.kids.setdefault(node.parent, []).append(node)

    def children_by_kind(self) -> dict[tuple[str, str], list[str]]:
        table: dict[tuple[str, str], list[str]] = {}
        for node in self.nodes:
            if node.kind != "law" and without_copy(node.key) == node.key:
                parent = self.builder.by_id[node.parent]
                table.setdefault((parent.key, node.kind), []).append(node.key)
        return table


def bullet_runs(node: Node) -> list[list[int]]:
    """Runs of consecutive bulleted lines in a node's own text (before any text that closes its list)."""
    limit = node.extra.get("after_children", len(node.text) + 1)
    starts = [offset for offset, _ in node.line_map] + [len(node.text) + 1]
    bullets = {(a, b) for a, b, kind in node.marks if kind == "li"}
    runs: list[list[int]] = []
    for index, (offset, _) in enumerate(node.line_map):
        if offset < limit and (offset, starts[index + 1] - 1) in bullets:
            if runs and runs[-1][-1] == index - 1:
                runs[-1].append(index)
            else:
                runs.append([index])
    return runs


def proposals(tree: EditionTree, node: Node) -> list[Proposal]:
    """Every reading the shape around `node` allows (each still needs evidence)."""
    found: list[Proposal] = []
    kids = [kid for kid in tree.kids.get(node.id, []) if kid.kind in LIST_KINDS]
    level = KINDS.index(node.kind)
    below = KINDS[level + 1] if level + 1 < len(KINDS) else None
    for run in bullet_runs(node):
        run_lines = [node.line_map[index][1] for index in run]
        if kids and all(kid.lines[0] > run_lines[-1] for kid in kids):
            first = kids[0]
            kind, place = first.kind, ordinal(first.kind, token_of(first.kind, base_key(first)))
            if place == len(run) + 1:  # bullets before 5. are 1-4
                keys = [child_key(node.key, kind, n) for n in range(1, place)]
                found.append(Proposal(node.key, kind, keys + [kid.key for kid in kids if kid.kind == kind], keys,
                                      node, run, keys, position=EvidenceLine("bulleted_before", marker=first.extra.get("marker", "")),
                                      shape=EvidenceLine("shape_bullets")))
        elif not kids and below and len(run) <= MOST:
            keys = [child_key(node.key, below, n) for n in range(1, len(run) + 1)]
            found.append(Proposal(node.key, below, keys, keys, node, run, keys, shape=EvidenceLine("shape_bullets")))
    if not kids and below and not node.marks and 2 <= len(node.line_map) <= MOST:
        keys = [child_key(node.key, below, n) for n in range(1, len(node.line_map) + 1)]
        found.append(Proposal(node.key, below, keys, keys, node, list(range(len(node.line_map))), keys,
                              shape=EvidenceLine("shape_paragraphs")))
    if kids:
        found.extend(trailing(tree, node, kids))
        found.extend(renumbered(node, kids))
    return found


def trailing(tree: EditionTree, node: Node, kids: list[Node]) -> list[Proposal]:
    """Bullets at the end of the last part's text: more parts of the list (20G3), or, under a section
    whose items lost their subsection, the subsections after it (21B1 (a) (b), 21B2, 21B3)."""
    last = kids[-1]
    if tree.kids.get(last.id):
        return []
    runs = [run for run in bullet_runs(last) if last.line_map[run[0]][1] > last.lines[0]]
    if not runs or runs[-1][-1] != len(last.line_map) - 1:
        return []
    run = runs[-1]
    same = [kid for kid in kids if kid.kind == last.kind]
    place = ordinal(last.kind, token_of(last.kind, base_key(last)))
    keys = [child_key(node.key, last.kind, place + n) for n in range(1, len(run) + 1)]
    found = [Proposal(node.key, last.kind, [kid.key for kid in same] + keys, keys, last, run, keys,
                      shape=EvidenceLine("shape_bullets_after"))]
    if node.kind == "section" and all(kid.kind == "item" for kid in kids):
        lost = child_key(node.key, "subsection", 1)
        keys = [child_key(node.key, "subsection", n) for n in range(2, len(run) + 2)]
        found.append(Proposal(node.key, "subsection", [lost] + keys, [lost] + keys, last, run, keys,
                              insert=(lost, kids), shape=EvidenceLine("shape_items_then_bullets")))
    return found


def renumbered(node: Node, kids: list[Node]) -> list[Proposal]:
    """A list printed with a number twice (1, 2, 2, 3, 4, 6), or lettered from (b)."""
    found = []
    for kind in dict.fromkeys(kid.kind for kid in kids):
        same = [kid for kid in kids if kid.kind == kind]
        places = [ordinal(kind, token_of(kind, base_key(kid))) for kid in same]
        printed = ", ".join(kid.extra.get("marker", "") for kid in same)
        target = list(range(1, len(same) + 1))
        if places == target:
            continue
        repeated = [i for i in range(1, len(places)) if places[i] == places[i - 1]]
        if repeated and all(p + 1 == q for p, q in zip(places[:repeated[0]], places[1:repeated[0]])):
            end = next((j for j in range(repeated[0] + 1, len(places)) if places[j] != places[j - 1] + 1), len(places))
            shifted = places[:repeated[0]] + [p + 1 for p in places[repeated[0]:end]] + places[end:]
            if shifted == target:
                renames = [(kid, child_key(node.key, kind, n)) for kid, n in zip(same, shifted) if kid.key !=
                           child_key(node.key, kind, n)]
                found.append(Proposal(node.key, kind, [child_key(node.key, kind, n) for n in target],
                                      [key for _, key in renames], renames=renames, shape=EvidenceLine("shape_printed", printed=printed),
                                      position=EvidenceLine("run_one_short")))
        elif places == list(range(places[0], places[0] + len(places))) and places[0] > 1:
            renames = [(kid, child_key(node.key, kind, n)) for kid, n in zip(same, target)]
            found.append(Proposal(node.key, kind, [key for _, key in renames], [key for _, key in renames],
                                  renames=renames, shape=EvidenceLine("shape_printed", printed=printed), parallel_only=True))
    return found


# ------------------------------------------------------------------------------------------ evidence
def judge(proposal: Proposal, edition: str, evidence: Evidence) -> dict | None:
    """The evidence for a reading, as `inferred` ({"how", "evidence"}), or None when the corpus does not
    support it: position; or a parallel edition of the same Laws; or citations up to the last recovered
    key; or some citations and an edition of other Laws numbered so."""
    cited = evidence.cited.get(edition, {})
    recovered = [Key.parse(key) for key in proposal.recovered]
    citations = {key: places for key, places in cited.items()
                 if Key.parse(key) and any(mine.contains(Key.parse(key)) for mine in recovered)}
    last = recovered[-1] if recovered else None
    cites_last = last is not None and any(last.contains(Key.parse(key)) for key in citations)
    parallels = [other for other, table in evidence.children.items()
                 if other != edition and table.get((proposal.parent, proposal.kind)) == proposal.final]
    same_laws = [other for other in parallels if evidence.years[other] == evidence.years[edition]]
    said = []
    if proposal.position:
        said.append(proposal.position)
    if citations:
        said.append(EvidenceLine("cited_as", citations=", ".join(f"{key} ({', '.join(places[:2])})"
                                                             for key, places in sorted(citations.items()))))
    if parallels:
        said.append(EvidenceLine("parallel_has" if len(parallels) == 1 else "parallel_have", editions=", ".join(parallels),
                             keys=", ".join(proposal.final)))
    if proposal.position:
        how = "position"
    elif proposal.parallel_only:
        if not same_laws:
            return None
        how = "parallel"
    elif same_laws or cites_last or citations and parallels:
        how = "reference" if citations else "parallel"
    else:
        return None
    return {"how": how, "evidence": [proposal.shape, *said]}


def recover_edition(edition: str, builder: Builder, evidence: Evidence, source_lines: list[str]) -> list[Node]:
    """Apply every supported reading in an edition; returns the nodes whose numbering was recovered."""
    tree = EditionTree(builder)
    chosen: list[tuple[Proposal, dict]] = []
    taken: set = set()
    for node in tree.nodes:
        for proposal in proposals(tree, node):
            touched = {id(proposal.source), (proposal.parent, proposal.kind)}
            touched |= {id(member) for member, _ in proposal.renames}
            if touched & taken or any(node_id(edition, key) in builder.by_id for key in proposal.new_keys):
                continue
            inferred = judge(proposal, edition, evidence)
            if inferred is not None:
                chosen.append((proposal, inferred))
                taken |= touched
    recovered = []
    for proposal, inferred in chosen:
        if fits(builder, proposal):
            recovered.extend(apply(builder, proposal, inferred, source_lines))
    return recovered


def fits(builder: Builder, proposal: Proposal) -> bool:
    """Are the keys a reading makes new in the edition? (Nodes it re-keys may pass their keys along; a
    damaged source can print anything, so a reading that would meet another node is dropped.)"""
    moves = list(proposal.renames)
    wanted = list(proposal.new_keys)
    if proposal.insert:
        lost, members = proposal.insert
        wanted.append(lost)
        moves += [(member, str(Key.parse(lost).child(member.kind, token_of(member.kind, base_key(member)))))
                  for member in members]
    moving = set()
    for node, key in moves:
        for member in builder.subtree(node):
            moving.add(member.id)
            wanted.append(key if member is node else str(descend(Key.parse(key), base_key(node), base_key(member))))
    ids = [node_id(builder.edition_id, key) for key in wanted]
    return len(set(ids)) == len(ids) and not any(node_id in builder.by_id and node_id not in moving for node_id in ids)


# ------------------------------------------------------------------------------------------ applying
BULLETS = "-*•–"


def printed_bullet(source_lines: list[str], line: int) -> str:
    """The bullet a line was printed with (`-`, `*`, `•`), or "" for a plain paragraph."""
    text = source_lines[line - 1].lstrip() if 0 < line <= len(source_lines) else ""
    return text[0] if text[:1] in BULLETS else ""


def apply(builder: Builder, proposal: Proposal, inferred: dict, source_lines: list[str]) -> list[Node]:
    """Make the reading true in the edition's nodes: renames, a lost parent, new nodes from lines."""
    done: list[Node] = []
    for node, key in proposal.renames:
        node.extra["inferred"] = dict(inferred, printed=node.extra.get("marker", ""))
    builder.rekey(proposal.renames)
    done.extend(node for node, _ in proposal.renames)
    if proposal.insert:
        lost, members = proposal.insert
        parent = builder.by_id[members[0].parent]
        node = builder.insert_node(proposal.kind, lost, parent, builder.nodes.index(members[0]), members[0].lines[0],
                                   inferred=dict(inferred, printed=""))
        for member in members:
            member.parent = node.id
        builder.rekey([(member, str(Key.parse(lost).child(member.kind, token_of(member.kind, base_key(member)))))
                       for member in members])
        node.lines = [members[0].lines[0], max(member.lines[1] for member in members)]
        done.append(node)
    if proposal.source is not None:
        done.extend(split_lines(builder, proposal, inferred, source_lines))
    for node in done:
        refresh_lines(builder, node)
    return done


def split_lines(builder: Builder, proposal: Proposal, inferred: dict, source_lines: list[str]) -> list[Node]:
    """Each unnumbered line of the source node becomes the recovered part it is (last first, so the
    line indexes of the earlier ones hold)."""
    source = proposal.source
    parent = builder.by_id[node_id(builder.edition_id, proposal.parent)]
    made = []
    for index, key in reversed(list(zip(proposal.lines, proposal.new_keys))):
        line = source.line_map[index][1]
        piece = source.cut_lines(index, index)
        position = builder.nodes.index(source) + 1
        while (position < len(builder.nodes) and builder.nodes[position].kind in KINDS[1:]
               and builder.nodes[position].lines[0] < line and is_below(builder, builder.nodes[position], source)):
            position += 1
        printed = printed_bullet(source_lines, line)
        node = builder.insert_node(proposal.kind, key, parent, position, line,
                                   **({"marker": printed} if printed else {}),
                                   inferred=dict(inferred, printed=printed))
        node.put(piece)
        builder.move_markers(source, piece, node, 0)
        made.append(node)
    refresh_lines(builder, source)
    return made[::-1]


def is_below(builder: Builder, node: Node, ancestor: Node) -> bool:
    while node.parent is not None:
        if node.parent == ancestor.id:
            return True
        node = builder.by_id[node.parent]
    return False


def refresh_lines(builder: Builder, node: Node) -> None:
    """A node's line span after recovery moved text: its opening line to the last line of its own text or
    of its parts; then the same for the nodes above it."""
    while node is not None:
        last = max([node.lines[0], *node.own_lines()]
                   + [kid.lines[1] for kid in builder.nodes if kid.parent == node.id and kid.kind in KINDS])
        node.lines = [node.lines[0], last]
        node = builder.by_id.get(node.parent) if node.parent else None

"""Plain-text rendering of nodes for the terminal (`lawbase show`, `lawbase compare`)."""

from __future__ import annotations

from .amendments import amendment_changes, amendment_said
from .graph import Graph, footnote_sign, recovered_key, sic
from .phrases import said
from .text import sentence_parts


def footnote_marks(graph: Graph, node: dict) -> dict[str, list[tuple[int, str]]]:
    """field -> [(offset, "[n]")] for the footnote markers standing in this node - a footnote's later
    markers too (41C cites again the footnote 41B cites first, and under which it stands)."""
    found: dict[str, list[tuple[int, str]]] = {}
    for footnote, _, marker in graph.footnote_markers.get(node["id"], []):
        found.setdefault(marker["field"], []).append((marker["offset"], f"[{footnote_sign(footnote)}]"))
    for marker in node.get("unbound_markers", []):  # printed, its footnote text missing: flagged, not dropped
        found.setdefault(marker["field"], []).append((marker["offset"], unbound_sign(marker)))
    return found


def unbound_sign(marker: dict) -> str:
    return f"[{marker['number']}?]"


def readings(graph: Graph, node: dict) -> list[tuple[int, str]]:
    """[(offset, " [2017: 16C]")] after each key the text cites in another numbering of the Laws that names
    another provision (or none) where it resolves (`Graph.reading`): the notes' "P. 16D" is 2017 16C."""
    said = [(record["end"], graph.reading(record)) for record in graph.refs_from.get(node["id"], [])
            if record.get("field") == "text" and "end" in record]
    return [(end, f" [{reading}]") for end, reading in said if reading]


def bullets(node: dict) -> list[tuple[int, str]]:
    """[(offset, "- ")] at each list item's line, indented once more in a list inside one, as printed."""
    return [(start, "- " if kind == "li" else "  ") for start, _, kind in node.get("marks", [])
            if kind in ("li", "nested")]


def with_markers(text: str, marks: list[tuple[int, str]]) -> str:
    for offset, label in sorted(marks, reverse=True):
        text = text[:offset] + label + text[offset:]
    return text


def heading(node: dict) -> str:
    """How a node announces itself: `16. Legalne i nielegalne informacje`, `C.`, `(b)`, a term."""
    kind = node["kind"]
    marker = node.get("marker", "")
    if kind == "law":
        return " ".join(part for part in (marker or f"{node['key']}.", node["title"]) if part)
    if kind in ("section", "subsection", "item", "subitem"):
        return " ".join(part for part in (marker, node["title"]) if part)
    if kind == "definition":
        english = f" ({node['english']})" if node.get("english") else ""
        return f"{node['title']}{english}"
    if kind == "index-entry":
        targets = ", ".join(node.get("targets", []))
        return f"{node['title']}{'  → ' + targets if targets else ''}"
    if kind == "footnote":
        return f"[{footnote_sign(node)}]"
    return node["title"]


def render_subtree(graph: Graph, root: dict, words, indent: str = "  ") -> str:
    lines: list[str] = []
    notes: list[dict] = []
    recovered: list[dict] = []
    unbound: list[dict] = []
    base = graph.depth(root)
    changes = amendment_changes(graph, graph.law_of(root))

    def walk(node: dict) -> None:
        if node["kind"] == "footnote":
            notes.append(node)
            return
        notes.extend(footnote for footnote, _, _ in graph.footnote_markers.get(node["id"], []))
        unbound.extend(node.get("unbound_markers", []))
        pad = indent * (graph.depth(node) - base)
        markers = footnote_marks(graph, node)
        markers.setdefault("text", []).extend(readings(graph, node) + bullets(node))
        for field, _, end, repaired, _ in node.get("repairs", []):  # a word typed in two alphabets, as printed
            markers.setdefault(field, []).append((end, sic(repaired)))
        title = with_markers(heading(node), [(o + len(heading(node)) - len(node["title"]), m)
                                               for o, m in markers.get("title", [])]) if node["title"] else heading(node)
        if node.get("inferred"):  # the number the parse recovered, said with its key and why below
            recovered.append(node)
            title = f"{title}{recovered_key(node)}".strip()
        changed = amendment_said(node, changes, node is root)  # pl-2017 73D3 "[new in 2024 (before: 73A2)]", as the site's badge
        if changed:
            title = f"{title} [{said(changed, words)}]"
        split = node.get("after_children", len(node["text"]))  # the text that follows the children (a list's close)
        before = with_markers(node["text"][:split], [(o, m) for o, m in markers.get("text", []) if o <= split])
        after = with_markers(node["text"][split:], [(o - split, m) for o, m in markers.get("text", []) if o > split])
        first, *rest = before.rstrip("\n").split("\n") if before.strip() else [""]
        if node["kind"] in ("section", "subsection", "item", "subitem") and not node["title"]:
            lines.append(f"{pad}{title} {first}".rstrip())
        else:
            lines.append(f"{pad}{title}".rstrip())
            if first:
                lines.append(f"{pad}{indent}{first}")
        lines.extend(f"{pad}{indent}{line}" for line in rest)
        if node.get("empty"):  # a heading with nothing under it in the source (pl-1997 45E, 8 of the notes)
            lines.append(f"{pad}{indent}({words['heading_alone_in_source']})")
        for child in graph.children.get(node["id"], []):
            walk(child)
        lines.extend(f"{pad}{indent}{line}" for line in after.strip("\n").split("\n") if after.strip())

    walk(root)
    listed = {note["id"]: note for note in notes}  # each once, in the order first met
    for note in listed.values():
        lines.append(f"{indent}[{footnote_sign(note)}] {note['text']}")
        if note.get("inferred"):  # its marker lost: read as its Law's footnote by where it stands
            law = graph.parent(note)["key"]
            lines.append(f"{indent}  * {words.format('unmarked_footnote', law=law)}; "
                         f"{said_lines(note['inferred']['evidence'], words)}")
    for marker in unbound:
        lines.append(f"{indent}{unbound_sign(marker)} {words.format('unbound_marker', number=marker['number'])}")
    by_evidence: dict[tuple, list[dict]] = {}  # siblings recovered on one reading: said once
    for node in recovered:
        by_evidence.setdefault(tuple(node["inferred"]["evidence"]), []).append(node)
    for evidence, nodes in by_evidence.items():  # the site's words (`recovered_number`), its evidence after them
        keys = ", ".join(node["key"] for node in nodes)
        printed = ", ".join(node["inferred"]["printed"] or "—" for node in nodes)
        lines.append(f"{indent}* {words.format('recovered_number', key=keys, printed=printed)}; "
                     f"{said_lines(evidence, words)}")
    return "\n".join(lines)


def said_lines(evidence, words) -> str:
    """Evidence lines in `words`' language, one after another."""
    return "; ".join(line.in_words(words) for line in evidence)


def lead_in(graph: Graph, node: dict) -> tuple[str, str] | None:
    """The words a list's entry completes, with the key they stand under: the last sentence of its parent's text
    before the list, where it runs on into the list (64A2 "nezískal hráč, …" finishes 64A's "Jestliže bylo nepřiznání
    barvy dokonané a zdvih, v němž došlo k nepřiznání barvy,": printed alone it began mid-sentence, a Czech
    director's review); none for a section (its trail says its Law) or where that sentence has ended."""
    parent = graph.parent(node)
    if node["kind"] not in ("subsection", "item", "subitem") or parent is None:
        return None
    lead = " ".join(parent["text"][:parent.get("after_children", len(parent["text"]))].split())
    if not lead or lead[-1] in ".!?…":
        return None
    return parent["key"], lead[sentence_parts(lead)[-1][0][0]:]

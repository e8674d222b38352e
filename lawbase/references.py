"""Cross-references: every citation found (`citations`) and resolved to the node it means.

The resolver searches outward from the citing node - subsection, section, Law - and takes the first
provision that exists: `C2` in Law 12 is 12C2, `3` inside 16C is 16C3, `(b)` inside 12C1 is 12C1b.
A provision the edition does not have stays unresolved with the reason and the nearest provision
above it; nothing is guessed. Notes resolve in the edition they comment on (where they cite the
numbering of other Laws - the manifest's `numbering` - `renumbering` reads them again once the
concordance is known). Index targets (`16B1, 73C`, `definicje`, `71 przypis`, `Patrz też X`) are
resolved the same way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache, lru_cache

from .citations import Grammar, grammar_of
from .crossed_entries import mark_crossed
from .graph import Graph, Kind
from .keys import Key, key_from_parts
from .profiles import Profile, load_profile
from .text import fold_words

# index terms and targets folded once for the process: a build resolves them before and after numbering recovery
fold = lru_cache(maxsize=1 << 15)(fold_words)

LineMaps = dict[str, list[tuple[int, int]]]


@dataclass
class EditionIndex:
    """What the resolver needs of one edition: its nodes by key, its terms folded once."""

    edition: dict
    by_key: dict[str, dict]
    entries: list[tuple[dict, str, str]]  # index entries (main entries first): (node, term, main + term), folded
    definitions: dict[str, dict]  # folded term, and folded term without its bracket -> definition
    footnotes: list[dict]

    @classmethod
    def of(cls, graph: Graph, edition_id: str) -> "EditionIndex":
        nodes = graph.by_edition[edition_id]
        entries = []
        for node in nodes:
            if node["kind"] == Kind.INDEX_ENTRY and not node.get("see"):
                parent = graph.parent(node)
                prefix = parent.get("term", "") if parent is not None and parent["kind"] == Kind.INDEX_ENTRY else ""
                term = node.get("term", "")
                entries.append((node, fold(term), fold(f"{prefix} {term}")))
        entries.sort(key=lambda entry: entry[0].get("level", 1))
        definitions: dict[str, dict] = {}
        for node in nodes:
            if node["kind"] == Kind.DEFINITION:
                term = node.get("term", "")
                definitions.setdefault(fold(term), node)
                definitions.setdefault("(short) " + fold(re.sub(r"\s*\(.*", "", term)), node)
        footnotes = [node for node in nodes if node["kind"] == Kind.FOOTNOTE]
        return cls(graph.editions[edition_id], {node["key"]: node for node in nodes}, entries, definitions, footnotes)


def covered_laws(edition: dict) -> str:
    laws = edition.get("laws")
    return f"Laws {laws[0]}–{laws[1]}" if laws else "its Laws"


class Resolver:
    def __init__(self, graph: Graph):
        self.graph = graph
        self.editions = {edition_id: EditionIndex.of(graph, edition_id) for edition_id in graph.editions}

    def target_edition(self, edition_id: str) -> EditionIndex:
        """Notes resolve in the edition they comment on."""
        return self.editions[self.graph.resolves_in(edition_id)]

    def context(self, node: dict) -> list[dict]:
        """The structural nodes around a citing node, innermost first (footnotes cite from their marker)."""
        chain = []
        while node is not None:
            if node["kind"] in Kind.STRUCTURE:
                chain.append(node)
            node = self.graph.parent(node)
        return chain

    def resolve_full(self, key: Key, edition_id: str) -> tuple[str, dict | None, str]:
        index = self.target_edition(edition_id)
        text = str(key)
        node = index.by_key.get(text)
        if node is not None:
            return text, node, ""
        edition = index.edition
        laws = edition.get("laws")
        if laws and not laws[0] <= key.law <= laws[1]:
            return text, None, f"outside {edition['id']}: it holds {covered_laws(edition)}"
        elsewhere = [other for other, other_index in self.editions.items()
                     if other != edition["id"] and text in other_index.by_key]
        return text, None, f"{edition['id']} has no {text}" + why_elsewhere(edition, key, elsewhere, self.graph)

    def nearest(self, key: str, edition_id: str) -> dict | None:
        """The deepest provision that exists above a missing key: 22 for 22B, 21B1 for 21B1b."""
        parsed = Key.parse(key)
        index = self.target_edition(edition_id)
        for parent in parsed.parents() if parsed else []:
            node = index.by_key.get(str(parent))
            if node is not None and node["kind"] != Kind.SUBITEM:
                return node
        return None

    def resolve_relative(self, parts: tuple[str, ...], citing: dict, edition_id: str) -> tuple[str, dict | None, str]:
        _, section, number, item, subitem = parts
        index = self.editions[edition_id]
        chain = self.context(citing)
        if citing["kind"] == Kind.LAW and self.graph.editions[edition_id].get("base"):
            index = self.target_edition(edition_id)
            law = index.by_key.get(citing["key"])
            chain = [law] if law else []
        if not chain:
            return section + number + item, None, "a relative reference outside any Law"
        fragment = f"{section}{number}{item}" + (f"({subitem})" if subitem else "")
        if section:
            levels = (Kind.LAW,)
        elif number:
            levels = (Kind.SECTION, Kind.LAW)
        elif item:
            levels = (Kind.SUBSECTION, Kind.SECTION, Kind.LAW)
        else:
            levels = (Kind.ITEM,)
        tried = []
        kinds_present = {node["kind"] for node in chain}
        for level in levels:
            if level == Kind.LAW and number and not section and Kind.SECTION in kinds_present:
                continue  # "punkt 3" inside a section means a subsection of that section, never Law N3
            holder = next((node for node in chain if node["kind"] == level), None)
            base = Key.parse(holder["key"]) if holder else None
            if base is None:
                continue
            key = str(below(base, section, number, item, subitem))
            tried.append(key)
            if key in index.by_key:
                return key, index.by_key[key], ""
        return (tried[0] if tried else fragment), None, f"no {' or '.join(tried) or fragment} in {index.edition['id']}"


def why_elsewhere(edition: dict, key: Key, elsewhere: list[str], graph: Graph) -> str:
    """Which editions have the key, and why this one does not: its Law was amended since, or only the Laws
    of another year number so (an index or note written for the 2007 numbering)."""
    if not elsewhere:
        return ""
    has = f"{', '.join(elsewhere)} {'has' if len(elsewhere) == 1 else 'have'}"
    if key.law in edition.get("amended_laws", []):
        return f" ({has}: Law {key.law} as amended in {edition['amended']} differs)"
    if all(graph.editions[other]["laws_year"] != edition["laws_year"] for other in elsewhere):
        years = sorted({graph.editions[other]["laws_year"] for other in elsewhere})
        return f" ({has}: the numbering of the {', '.join(map(str, years))} Laws)"
    return f" ({has})"


def below(base: Key, section: str, number: str, item: str, subitem: str) -> Key:
    """A part key read inside `base`: C2 in Law 12 -> 12C2; 3 in 16C -> 16C3; 1 in Law 35 -> 35.1."""
    if section:
        return Key(base.law, section, int(number) if number else None, item, subitem)
    if number:
        return replace(base, number=int(number), item=item, subitem=subitem, copy=1)
    if item:
        return replace(base, item=item, subitem=subitem, copy=1)
    return replace(base, subitem=subitem, copy=1)


def line_at(node: dict, field_name: str, offset: int, line_maps: LineMaps) -> int:
    """The source line of a position in a node's title or text."""
    line_map = line_maps.get(node["id"])
    if field_name == "title" or not line_map:
        return node["lines"][0]
    line = line_map[0][1]
    for start, number in line_map:
        if start > offset:
            break
        line = number
    return line


def text_references(resolver: Resolver, grammar: Grammar, node: dict, line_maps: LineMaps) -> list[dict]:
    edition_id = node["edition"]
    graph = resolver.graph
    records = []
    for field_name in ("title", "text"):
        value = node[field_name]
        if not value:
            continue
        for mention in grammar.find(value):
            record = {
                "source": node["id"],
                "field": field_name,
                "start": mention.start,
                "end": mention.end,
                "text": value[mention.start:mention.end],
                "phrase": value[mention.phrase[0]:mention.phrase[1]],
                "line": line_at(node, field_name, mention.start, line_maps),
            }
            if mention.mode in ("this-law", "this-part"):
                chain = resolver.context(node)
                holder = chain[0] if mention.mode == "this-part" and chain else graph.law_of(node)
                if holder is not None and graph.editions[edition_id].get("base"):
                    holder = resolver.target_edition(edition_id).by_key.get(holder["key"])
                record.update(kind=mention.mode, key=holder["key"] if holder else None,
                              target=holder["id"] if holder else None)
                if holder is None:
                    record["reason"] = "not inside a Law"
                records.append(record)
                continue
            parts = grammar.keys.parts(mention.token, grammar.profile.lookalikes)
            if parts is None:
                continue
            if mention.law is not None:
                parts = (str(mention.law), "", "", "", "")
            if mention.mode == "full" and parts[0]:
                key, target, reason = resolver.resolve_full(key_from_parts(*parts), edition_id)
                kind = "explicit"
                note, _, speaks_of_it = footnote_target(resolver, grammar, target["edition"], key, 1) \
                    if mention.footnote and target is not None and target["kind"] == Kind.LAW else (None, "", "")
                if note is not None and not speaks_of_it:  # "przypis do przepisu 68": its footnote meant; a Law
                    # with none of its own stays the target, not another Law's footnote that mentions it
                    target, reason = note, ""
                    record["note"] = f"the footnote to Law {key}"
            else:
                if parts[0] and not parts[1]:  # "punktu 3", "odstavce 2.c)": a number is a subsection here
                    parts = ("", "", parts[0], parts[3], parts[4])
                key, target, reason = resolver.resolve_relative(parts, node, edition_id)
                kind = "relative"
            record.update(kind=kind, key=key, target=target["id"] if target else None)
            if target is None and key:
                nearest = resolver.nearest(key, edition_id)
                if nearest is not None:
                    record["nearest"] = nearest["id"]
            if mention.direction:
                record["direction"] = mention.direction
            if reason:
                record["reason"] = reason
            records.append(record)
    return records


def see_entry(index: EditionIndex, wanted_term: str, stems) -> list[dict]:
    """The entry a cross-entry names: by its term, by main term + sub-term, as the start of a term, or by
    the stems of its words (`Viz Partnerská dohoda` names `Partnerské dohody`)."""
    wanted = fold(wanted_term)
    for position in (1, 2):
        found = [entry[0] for entry in index.entries if entry[position] == wanted]
        if found:
            return found
    found = [entry[0] for entry in index.entries if entry[1].startswith(wanted + " ")]
    if found:
        return found
    return [entry[0] for entry in index.entries if stems(entry[1]) == stems(wanted)]


class Stems:
    """Word stems of a language (Snowball, folded): `sposobu` and `sposób` share one. Loaded on first need."""

    def __init__(self, profile: Profile):
        self.name = profile.search.get("stemmer")
        self.stemmer = None
        self.known: dict[str, tuple[str, ...]] = {}  # a cross-entry is compared with every entry's term

    def __call__(self, text: str) -> tuple[str, ...]:
        if text not in self.known:
            if self.name and self.stemmer is None:
                import Stemmer

                self.stemmer = Stemmer.Stemmer(self.name)
            words = re.findall(r"\w+", fold(text))
            self.known[text] = tuple(fold(self.stemmer.stemWord(word)) if self.stemmer else word for word in words)
        return self.known[text]


@cache
def stems_of(profile: Profile) -> Stems:
    """One stemmer per language for the process: a build resolves the same index twice (before and after
    numbering recovery), and a word's stems do not change."""
    return Stems(profile)


def footnote_target(resolver: Resolver, grammar: Grammar, edition_id: str, law_key: str, place: int) -> tuple:
    """(node, reason, note) for "N przypis" / "20 drugi przypis" / "76 pod čarou" (and a text's "przypis do
    przepisu 68", `Mention.footnote`): the place-th footnote cited from Law N, or read as its; a Law without
    one takes the footnote whose own text speaks of it (the Czech footnote on "normal play" is printed under
    Law 70 for Laws 70 and 71), said in `note` (a text's citation then keeps the Law)."""
    graph, index = resolver.graph, resolver.editions[edition_id]
    law = index.by_key.get(law_key)
    notes = [note for note in index.footnotes if law is not None and (any(
        graph.law_of(graph.by_id.get(marker["node"])) is law for marker in note.get("markers", []))
        or not note.get("markers") and graph.law_of(note) is law)]  # its marker lost: read as its Law's (pl-1997)
    if len(notes) >= place:
        return notes[place - 1], "", ""
    if not notes and place == 1:
        speaking = [note for note in index.footnotes
                    if any(mention.mode == "full" and (grammar.keys.parts(mention.token, {}) or ("",))[0] == law_key
                           or mention.law == int(law_key) for mention in grammar.find(note["text"]))]
        if speaking:
            return speaking[0], "", f"Law {law_key} has no footnote of its own; this one speaks of it"
    return None, f"Law {law_key} has {len(notes) or 'no'} footnote{'s' if len(notes) != 1 else ''} in {edition_id}", ""


def spreadsheet_key(target: str, index: EditionIndex) -> str | None:
    """`4,70E+02` -> `47E1`: a spreadsheet read the key 47E1 as 47×10¹ and printed the number; the key is
    the one Law N with section E and subsection S such that N×10^S is that number."""
    mantissa, exponent = target.split("E+")
    digits = mantissa.replace(",", "")
    value = int(digits) * 10 ** (int(exponent) - (len(digits) - 1)) if int(exponent) >= len(digits) - 1 else None
    keys = [f"{law}E{power}" for law in range(1, 100) for power in range(1, 10)
            if value is not None and law * 10 ** power == value and f"{law}E{power}" in index.by_key]
    return keys[0] if len(keys) == 1 else None


@cache
def index_words(profile: Profile) -> tuple[dict[str, str], dict[str, int], re.Pattern]:
    """A language's index words, footnote ordinals and the shape of a footnote target (`20 drugi przypis`)."""
    words = {name: fold(word) for name, word in profile.index_words.items()}
    footnote_words = "|".join(re.escape(fold(word)).replace(r"\ ", r"\s+") for word in profile.footnote_words)
    ordinals = {fold(word): place for word, place in profile.footnote_ordinals.items()}
    footnote_shape = re.compile(rf"(\d{{1,3}})(?:\s+({'|'.join(map(re.escape, ordinals)) or '(?!x)x'}))?\s+"
                                rf"(?:{footnote_words or '(?!x)x'})")
    return words, ordinals, footnote_shape


def index_references(resolver: Resolver, grammar: Grammar, node: dict, stems: Stems) -> list[dict]:
    """The targets of a back-of-book index entry, as written (`16B1`, `definicje`, `71 przypis`)."""
    edition_id = node["edition"]
    index = resolver.editions[edition_id]
    words, ordinals, footnote_shape = index_words(grammar.profile)
    base = {"source": node["id"], "field": "targets", "line": node["lines"][0]}
    if node.get("see"):
        matches = see_entry(index, node["see"], stems)
        record = dict(base, text=node["see"], kind="index-see", key=matches[0]["key"] if matches else None,
                      target=matches[0]["id"] if matches else None)
        if not matches:
            record["reason"] = f"no index entry {node['see']!r}"
        return [record]
    records = []
    for position, target in enumerate(node.get("targets", [])):
        record = dict(base, text=target, position=position, kind="index")
        folded = fold(target)
        footnote = footnote_shape.fullmatch(folded)
        if folded == words.get("definitions"):
            term = node.get("term", "")
            definition = index.definitions.get(fold(term))
            if definition is None:  # "IMP (Międzynarodowy punkt meczowy)": the term before a bracket
                definition = index.definitions.get("(short) " + fold(re.sub(r"\s*\(.*", "", term)))
            target_node = definition or index.by_key.get("definitions")
            record.update(key=target_node["key"] if target_node else None,
                          target=target_node["id"] if target_node else None)
            if definition is None:
                record["note"] = "the term has no definition of its own: the definitions"
        elif folded == words.get("introduction"):
            target_node = index.by_key.get("introduction")
            record.update(key="introduction", target=target_node["id"] if target_node else None)
        elif footnote:
            note_node, reason, note = footnote_target(resolver, grammar, edition_id, footnote.group(1),
                                                      ordinals.get(footnote.group(2) or "", 1))
            record.update(key=note_node["key"] if note_node else None, target=note_node["id"] if note_node else None)
            record.update({name: value for name, value in (("reason", reason), ("note", note)) if value})
        else:
            parts = grammar.keys.parts(target, grammar.profile.lookalikes)
            decoded = spreadsheet_key(target, index) if re.fullmatch(r"\d,\d+E\+\d+", target) else None
            if decoded:
                parts = grammar.keys.parts(decoded, {})
                record["note"] = f"a spreadsheet's number for the key {decoded} ({decoded[:-2]}×10^{decoded[-1]})"
            if parts is None or not parts[0]:
                record.update(key=None, target=None, reason=f"not a key: {target!r}")
            else:
                key, target_node, reason = resolver.resolve_full(key_from_parts(*parts), edition_id)
                record.update(key=key, target=target_node["id"] if target_node else None)
                if reason:
                    record["reason"] = reason
                    nearest = resolver.nearest(key, edition_id)
                    if nearest is not None:
                        record["nearest"] = nearest["id"]
        records.append(record)
    return records


def find_references(graph: Graph, line_maps: LineMaps) -> list[dict]:
    """Every reference of every edition, in document order, resolved where the edition allows."""
    resolver = Resolver(graph)
    records: list[dict] = []
    for edition_id, edition in graph.editions.items():
        profile = load_profile(edition["language"])
        grammar, stems = grammar_of(profile), stems_of(profile)
        for node in graph.by_edition[edition_id]:
            if node["kind"] == Kind.INDEX_ENTRY:
                records.extend(index_references(resolver, grammar, node, stems))
            else:
                records.extend(text_references(resolver, grammar, node, line_maps))
    mark_crossed(graph, records)
    return records

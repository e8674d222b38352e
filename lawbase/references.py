"""Cross-references: every citation found (`citations`) and resolved (`resolver`) to the node it means.

Citations are read in the titles and texts; a back-of-book index entry's targets (`16B1, 73C`,
`definicje`, `71 przypis`, `Patrz też X`) are read as keys, words and cross-entries and resolved the same
way. Notes resolve in the edition they comment on (where they cite the numbering of other Laws - the
manifest's `numbering` - `renumbering` reads them again once the concordance is known).
"""

from __future__ import annotations

import re
from functools import cache

from .citations import Grammar, grammar_of
from .crossed_entries import mark_crossed
from .evidence import Evidence
from .graph import Graph, Kind
from .keys import key_from_parts
from .profiles import Profile, load_profile
from .resolver import EditionIndex, Resolver, fold, footnote_target

LineMaps = dict[str, list[tuple[int, int]]]


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
                    record["reason"] = Evidence("not_inside_law")
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
                    record["note"] = Evidence("footnote_of_law", law=key)
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
            record["reason"] = Evidence("no_index_entry", entry=node["see"])
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
                record["note"] = Evidence("no_own_definition")
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
                record["note"] = Evidence("spreadsheet_key", key=decoded, number=decoded[:-2], power=decoded[-1])
            if parts is None or not parts[0]:
                record.update(key=None, target=None, reason=Evidence("not_a_key", text=target))
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

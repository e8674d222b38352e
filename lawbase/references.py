"""Cross-references: one grammar-driven finder and one resolver, with each language's words as data.

The finder reads a reference as an anchor word followed by a list of keys:

    anchor   := law word ("przepis", "Pravidla", "Правилу") | part word ("punkt", "odstavce", "пункте")
                | see word ("patrz", "viz", "см.")
    list     := key (separator key)* [above | below]
    separator:= "," | list word ("i", "a", "или") | range ("–", "do", "až", "по")

A key after a law word is read whole (`16C2`, `12C1(b)`, `43B2b)`); after a part word it is read from
where it stands (`C2` in Law 12 is 12C2; `3` is subsection 3 of the current section; `(b)` is item b
of the current subsection). The resolver searches outward from the citing node - subsection,
section, Law - and takes the first provision that exists. A provision the edition does not have
stays unresolved with the reason; nothing is guessed. Index targets (`16B1, 73C`, `definicje`,
`71 przypis`, `Patrz też X`) are resolved the same way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .corpus import Corpus
from .graph import Node
from .parser import ParsedEdition
from .profiles import Profile, load_profile
from .text import fold_words as fold

SUBITEM = r"(?:\s?\((?:[ivx]{1,4}|[IVX]{1,4})\))"
DASHES = "–—-"


def _words(words: list[str]) -> str:
    """An alternation of words, longest first, each bounded so it cannot start or end inside a word."""
    parts = []
    for word in sorted(words, key=len, reverse=True):
        escaped = re.escape(word).replace(r"\ ", r"\s+")
        parts.append(escaped + ("" if word.endswith(".") else r"(?!\w)"))
    return "(?:" + "|".join(parts) + ")" if parts else "(?!x)x"


@dataclass
class Mention:
    """One key found in a text: where it stands and how it is to be read."""

    start: int
    end: int
    token: str
    mode: str  # "full" (a Law key), "relative" (a part of the current Law), "this-law"
    phrase: tuple[int, int]
    direction: str = ""  # "above" / "below" when the text says so
    law: int | None = None  # expanded range members carry their number


class Grammar:
    def __init__(self, profile: Profile):
        vocabulary = profile.vocabulary
        self.profile = profile
        upper = "A-Z" + "".join(char for char in profile.lookalikes if char.isupper())
        lower = "a-z" + "".join(char for char in profile.lookalikes if char.islower())
        item = rf"(?:\s?\([{lower}]\)|\s?[{lower}]\)|[{lower}](?!\w))"
        self.full_key = re.compile(
            rf"\d{{1,3}}(?:[{upper}](?:\.?\d{{1,2}})?)?(?:\.?{item})?{SUBITEM}?(?!\w)")
        self.upper = upper
        self.relative_key = re.compile(
            rf"(?:[{upper}](?:\.?\d{{1,2}}|(?!\.\d))(?:\.?{item})?{SUBITEM}?"
            rf"|\d{{1,2}}(?:\.?{item})?{SUBITEM}?"
            rf"|\([{lower}]\){SUBITEM}?|\([ivx]{{1,4}}\))(?![\w%])")
        self.anchor = re.compile(
            rf"(?<!\w)(?:(?P<law>{_words(vocabulary.get('law_words', []))})"
            rf"|(?P<part>{_words(vocabulary.get('part_words', []))})"
            rf"|(?P<see>{_words(vocabulary.get('see_words', []))}))\s*", re.IGNORECASE)
        self.separator = re.compile(
            rf"(?:\.?\s*,\s*(?:{_words(vocabulary.get('list_words', []))}\s+)?"
            rf"|\.?\s+{_words(vocabulary.get('list_words', []))}\s+"
            rf"|(?P<range>\s*[{DASHES}]\s*|\s+{_words(vocabulary.get('range_words', []))}\s+))", re.IGNORECASE)
        self.direction = re.compile(
            rf"\.?\s*(?:(?P<above>{_words(vocabulary.get('above', []))})|(?P<below>{_words(vocabulary.get('below', []))}))",
            re.IGNORECASE)
        # a list of part keys with no anchor word, but "above"/"below": "w A1 lub A2 powyżej", "B.1 b) výše"
        bare_key = rf"[{upper}](?:\.?\d{{1,2}})(?:\.?{item})?{SUBITEM}?"
        self.bare_list = re.compile(
            rf"(?<![\w.]){bare_key}(?:(?:\s*,\s*|\s+{_words(vocabulary.get('list_words', []))}\s+){bare_key})*"
            rf"\.?\s*(?:{_words(vocabulary.get('above', []))}|{_words(vocabulary.get('below', []))})")
        self.lead_key = re.compile(rf"(?m)^\s*(\d{{1,3}}[{upper}](?:\d{{1,2}})?(?:{item})?{SUBITEM}?):")
        self.this_law = re.compile(rf"(?<!\w){_words(vocabulary.get('this_law', []))}", re.IGNORECASE)
        self.law_word_ahead = re.compile(rf"{_words(vocabulary.get('law_words', []))}", re.IGNORECASE)
        self.part_word_ahead = re.compile(rf"{_words(vocabulary.get('part_words', []))}", re.IGNORECASE)

    def find(self, text: str) -> list[Mention]:
        mentions: list[Mention] = []
        covered_until = -1
        for anchor in self.anchor.finditer(text):
            if anchor.start() < covered_until:
                continue
            position = anchor.end()
            if anchor.group("see") and (self.law_word_ahead.match(text, position)
                                        or self.part_word_ahead.match(text, position)):
                continue  # "patrz przepis 77": the law word is the anchor
            law_anchor = bool(anchor.group("law"))
            found = self._key_list(text, position, law_anchor, anchor.start())
            if found:
                mentions.extend(found)
                covered_until = max(m.phrase[1] for m in found)
        for match in self.lead_key.finditer(text):  # "17E2: Fakt, że ..." - a note headed by its key
            if not any(m.phrase[0] <= match.start() < m.phrase[1] for m in mentions):
                mentions.append(Mention(match.start(1), match.end(1), match.group(1), "full",
                                        (match.start(1), match.end(1))))
        for match in self.bare_list.finditer(text):
            if any(m.phrase[0] <= match.start() < m.phrase[1] for m in mentions):
                continue
            mentions.extend(self._key_list(text, match.start(), False, match.start()))
        for match in self.this_law.finditer(text):
            before = text[:match.start()].rstrip()
            if mentions and any(m.phrase[1] >= len(before) - 1 and m.phrase[1] <= match.start() for m in mentions):
                continue  # "punkt B niniejszego przepisu": the part reference says it already
            mentions.append(Mention(match.start(), match.end(), match.group(0), "this-law",
                                    (match.start(), match.end())))
        return sorted(mentions, key=lambda m: (m.start, m.law or 0))

    def _key(self, text: str, position: int, law_anchor: bool):
        """The key at `position`: a whole Law key where one stands, else a part key."""
        full = self.full_key.match(text, position)
        if full and (law_anchor or re.match(rf"\d{{1,3}}[{self.upper}]", full.group(0))):
            return full, "full"
        relative = self.relative_key.match(text, position)
        if relative:
            return relative, "relative"
        if full:
            return full, "full"
        return None, None

    def _key_list(self, text: str, position: int, law_anchor: bool, anchor_start: int) -> list[Mention]:
        found: list[tuple[re.Match, str, bool]] = []  # (match, mode, is range end)
        key, mode = self._key(text, position, law_anchor)
        if key is None:
            return []
        found.append((key, mode, False))
        position = key.end()
        while True:
            separator = self.separator.match(text, position)
            if not separator:
                break
            if self.anchor.match(text, separator.end()):
                break  # "P. 26A2 oraz P. 50D": the next anchor starts a list of its own
            following, following_mode = self._key(text, separator.end(), law_anchor)
            if following is None:
                break
            found.append((following, following_mode, bool(separator.group("range"))))
            position = following.end()
        direction = ""
        after = self.direction.match(text, position)
        end = position
        if after:
            direction = "above" if after.group("above") else "below"
            end = after.end()
        mentions: list[Mention] = []
        for match, kind, is_range_end in found:
            token = match.group(0).strip()
            if re.search(r"(?<!\()[a-z]\)$", token) and paren_depth(text, match.start()) > 0 and \
                    text[match.end():match.end() + 1] != ")":
                token = token[:-1]  # "(patrz punkt C1d)": the bracket closes the aside, not the item
            if is_range_end and mentions and kind == "full" and token.isdigit() and mentions[-1].token.isdigit():
                first, last = int(mentions[-1].token), int(token)
                if first < last <= first + 20:
                    for law in range(first + 1, last):  # "68–71": every Law in between
                        mentions.append(Mention(mentions[-1].start, match.end(), f"{first}–{last}", kind,
                                                (anchor_start, end), direction, law=law))
            mentions.append(Mention(match.start(), match.start() + len(token), token, kind,
                                    (anchor_start, end), direction))
        return mentions


def paren_depth(text: str, position: int) -> int:
    depth = 0
    for char in text[:position]:
        if char in "([":
            depth += 1
        elif char in ")]" and depth:
            depth -= 1
    return depth


def canonical_parts(token: str, profile: Profile) -> tuple[str, str, str, str, str] | None:
    """`12C1(b)` -> ('12', 'C', '1', 'b', ''); `B.1 b)` -> ('', 'B', '1', 'b', ''); `40B2a(v)` keeps (v)."""
    text = re.sub(r"[\s.]", "", profile.latin(token))
    match = re.fullmatch(r"(\d{1,3})?([A-Z])?(\d{1,2})?(?:\(([a-z])\)|([a-z])\)?)?(?:\(([ivxIVX]+)\))?", text)
    if not match:
        return None
    law, section, sub, item_paren, item_bare, roman = match.groups()
    return law or "", section or "", sub or "", item_paren or item_bare or "", (roman or "").lower()


@dataclass
class EditionIndex:
    """What the resolver needs of one edition: its nodes by key, its terms folded once."""

    parsed: ParsedEdition
    by_key: dict[str, Node]
    by_id: dict[str, Node]
    entries: list[tuple[Node, str, str]]  # index entries (main entries first): (node, term, main + term), folded
    definitions: dict[str, Node]  # folded term, and folded term without its bracket -> definition

    @classmethod
    def of(cls, parsed: ParsedEdition) -> "EditionIndex":
        by_id = {node.id: node for node in parsed.nodes}
        entries = []
        for node in parsed.nodes:
            if node.kind == "index-entry" and not node.extra.get("see"):
                parent = by_id.get(node.parent)
                prefix = parent.extra.get("term", "") if parent is not None and parent.kind == "index-entry" else ""
                term = node.extra.get("term", "")
                entries.append((node, fold(term), fold(f"{prefix} {term}")))
        entries.sort(key=lambda entry: entry[0].extra.get("level", 1))
        definitions: dict[str, Node] = {}
        for node in parsed.nodes:
            if node.kind == "definition":
                term = node.extra.get("term", "")
                definitions.setdefault(fold(term), node)
                definitions.setdefault("(short) " + fold(re.sub(r"\s*\(.*", "", term)), node)
        return cls(parsed, {node.key: node for node in parsed.nodes}, by_id, entries, definitions)

    def law_of(self, node: Node) -> Node | None:
        while node is not None and node.kind != "law":
            node = self.by_id.get(node.parent) if node.parent else None
        return node

    def context(self, node: Node) -> list[Node]:
        """The structural nodes around a citing node, innermost first (footnotes cite from their marker)."""
        chain = []
        while node is not None:
            if node.kind in ("law", "section", "subsection", "item", "subitem"):
                chain.append(node)
            node = self.by_id.get(node.parent) if node.parent else None
        return chain


def covered_laws(parsed: ParsedEdition) -> str:
    laws = parsed.edition.laws
    return f"Laws {laws[0]}–{laws[1]}" if laws else "its Laws"


class Resolver:
    def __init__(self, corpus: Corpus):
        self.corpus = corpus
        self.editions = {edition_id: EditionIndex.of(parsed) for edition_id, parsed in corpus.parsed.items()}

    def target_edition(self, edition_id: str) -> EditionIndex:
        """Notes cite the numbering of the edition they comment on."""
        base = self.corpus.parsed[edition_id].edition.base
        return self.editions[base or edition_id]

    def resolve_full(self, parts, edition_id: str) -> tuple[str, Node | None, str]:
        law, section, sub, item, roman = parts
        key = f"{int(law)}{section}{sub}{item}" + (f"({roman})" if roman else "")
        index = self.target_edition(edition_id)
        node = index.by_key.get(key)
        if node is not None:
            return key, node, ""
        edition = index.parsed.edition
        if edition.laws and not edition.laws[0] <= int(law) <= edition.laws[1]:
            return key, None, f"outside {edition.id}: it holds {covered_laws(index.parsed)}"
        elsewhere = [other for other, other_index in self.editions.items()
                     if other != edition.id and key in other_index.by_key]
        return key, None, f"{edition.id} has no {key}" + (f" ({', '.join(elsewhere)} has)" if elsewhere else "")

    def nearest(self, key: str, edition_id: str) -> Node | None:
        """The deepest provision that exists above a missing key: 22 for 22B, 21B1 for 21B1b."""
        index = self.target_edition(edition_id)
        for end in range(len(key) - 1, 0, -1):
            candidate = key[:end]
            if candidate in index.by_key and index.by_key[candidate].kind in ("law", "section", "subsection",
                                                                               "item"):
                return index.by_key[candidate]
        return None

    def resolve_relative(self, parts, citing: Node, edition_id: str) -> tuple[str, Node | None, str]:
        _, section, sub, item, roman = parts
        index = self.editions[edition_id]
        chain = index.context(citing)
        if citing.kind == "law" and self.corpus.parsed[edition_id].edition.base:
            base = self.target_edition(edition_id)
            law = base.by_key.get(citing.key)
            index, chain = base, ([law] if law else [])
        if not chain:
            return section + sub + item, None, "a relative reference outside any Law"
        fragment = f"{section}{sub}{item}" + (f"({roman})" if roman else "")
        if section:
            levels = ("law",)
        elif sub:
            levels = ("section", "law")
        elif item:
            levels = ("subsection", "section", "law")
        else:
            levels = ("item",)
        tried = []
        kinds_present = {node.kind for node in chain}
        for level in levels:
            if level == "law" and sub and not section and "section" in kinds_present:
                continue  # "punkt 3" inside a section means a subsection of that section, never Law N3
            for node in chain:
                if node.kind != level:
                    continue
                key = f"{node.key}.{fragment}" if level == "law" and sub and not section else f"{node.key}{fragment}"
                tried.append(key)
                if key in index.by_key:
                    return key, index.by_key[key], ""
                break
        return (tried[0] if tried else fragment), None, f"no {' or '.join(tried) or fragment} in {index.parsed.edition.id}"


def text_references(resolver: Resolver, grammar: Grammar, edition_id: str, node: Node) -> list[dict]:
    records = []
    for field_name in ("title", "text"):
        value = getattr(node, field_name)
        if not value:
            continue
        for mention in grammar.find(value):
            record = {
                "source": node.id,
                "field": field_name,
                "start": mention.start,
                "end": mention.end,
                "text": value[mention.start:mention.end],
                "phrase": value[mention.phrase[0]:mention.phrase[1]],
                "line": node.line_at(field_name, mention.start),
            }
            if mention.mode == "this-law":
                law = resolver.editions[edition_id].law_of(node)
                if law is not None and resolver.corpus.parsed[edition_id].edition.base:
                    law = resolver.target_edition(edition_id).by_key.get(law.key)
                record.update(kind="this-law", key=law.key if law else None, target=law.id if law else None)
                if law is None:
                    record["reason"] = "not inside a Law"
                records.append(record)
                continue
            parts = canonical_parts(mention.token, grammar.profile)
            if parts is None:
                continue
            if mention.law is not None:
                parts = (str(mention.law), "", "", "", "")
            if mention.mode == "full" and parts[0]:
                key, target, reason = resolver.resolve_full(parts, edition_id)
                kind = "explicit"
            else:
                if parts[0] and not parts[1]:  # "punktu 3", "odstavce 2.c)": a number is a subsection here
                    parts = ("", "", parts[0], parts[3], parts[4])
                key, target, reason = resolver.resolve_relative(parts, node, edition_id)
                kind = "relative"
            record.update(kind=kind, key=key, target=target.id if target else None)
            if target is None and key:
                nearest = resolver.nearest(key, edition_id)
                if nearest is not None:
                    record["nearest"] = nearest.id
            if mention.direction:
                record["direction"] = mention.direction
            if reason:
                record["reason"] = reason
            records.append(record)
    return records


def see_entry(index: EditionIndex, wanted_term: str) -> list[Node]:
    """The entry a cross-entry names: by its term, by main term + sub-term, or as the start of a term."""
    wanted = fold(wanted_term)
    for position in (1, 2):
        found = [entry[0] for entry in index.entries if entry[position] == wanted]
        if found:
            return found
    return [entry[0] for entry in index.entries if entry[1].startswith(wanted + " ")]


def index_references(resolver: Resolver, profile: Profile, edition_id: str, node: Node) -> list[dict]:
    """The targets of a back-of-book index entry, as written (`16B1`, `definicje`, `71 przypis`)."""
    index = resolver.editions[edition_id]
    words = {name: fold(word) for name, word in profile.index_words.items()}
    records = []
    base = {"source": node.id, "field": "targets", "line": node.lines[0]}
    if node.extra.get("see"):
        matches = see_entry(index, node.extra["see"])
        record = dict(base, text=node.extra["see"], kind="index-see", key=matches[0].key if matches else None,
                      target=matches[0].id if matches else None)
        if not matches:
            record["reason"] = f"no index entry {node.extra['see']!r}"
        return [record]
    for position, target in enumerate(node.extra.get("targets", [])):
        record = dict(base, text=target, position=position, kind="index")
        folded = fold(target)
        footnote = re.fullmatch(rf"(\d{{1,3}})\s+{re.escape(words.get('footnote', 'footnote'))}", folded)
        if folded == words.get("definitions"):
            term = node.extra.get("term", "")
            definition = index.definitions.get(fold(term))
            if definition is None:  # "IMP (Międzynarodowy punkt meczowy)": the term before a bracket
                definition = index.definitions.get("(short) " + fold(re.sub(r"\s*\(.*", "", term)))
            target_node = definition or index.by_key.get("definitions")
            record.update(key=target_node.key if target_node else None, target=target_node.id if target_node else None)
            if definition is None:
                record["note"] = "the term has no definition of its own: the definitions"
        elif folded == words.get("introduction"):
            target_node = index.by_key.get("introduction")
            record.update(key="introduction", target=target_node.id if target_node else None)
        elif footnote:
            law = index.by_key.get(footnote.group(1))
            notes = [n for n in index.parsed.nodes if n.kind == "footnote" and law is not None
                     and index.law_of(index.by_id[n.parent]) is law]
            record.update(key=notes[0].key if notes else None, target=notes[0].id if notes else None)
            if not notes:
                record["reason"] = f"Law {footnote.group(1)} has no footnote in {edition_id}"
        else:
            parts = canonical_parts(target, profile)
            if parts is None or not parts[0]:
                record.update(key=None, target=None, reason=f"not a key: {target!r}")
            else:
                key, target_node, reason = resolver.resolve_full(parts, edition_id)
                record.update(key=key, target=target_node.id if target_node else None)
                if reason:
                    record["reason"] = reason
                    nearest = resolver.nearest(key, edition_id)
                    if nearest is not None:
                        record["nearest"] = nearest.id
        records.append(record)
    return records


def find_references(corpus: Corpus) -> list[dict]:
    """Every reference of every edition, in document order, resolved where the edition allows."""
    resolver = Resolver(corpus)
    records: list[dict] = []
    for edition in corpus.editions:
        profile = load_profile(edition.language)
        grammar = Grammar(profile)
        for node in corpus.parsed[edition.id].nodes:
            if node.kind == "index-entry":
                records.extend(index_references(resolver, profile, edition.id, node))
            else:
                records.extend(text_references(resolver, grammar, edition.id, node))
    return records

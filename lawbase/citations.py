"""Finding citations: where a text names a provision, before anything is resolved.

The finder reads a reference as an anchor word followed by a list of keys:

    anchor   := law word ("przepis", "Pravidla", "Правилу") | part word ("punkt", "odstavce", "пункте")
                | see word ("patrz", "viz", "см.")
    list     := key (separator key)* [above | below]
    separator:= "," | list word ("i", "a", "или") | range ("–", "do", "až", "по")

A key after a law word is read whole (`16C2`, `12C1(b)`, `43B2b)`, and as typed with spaces, `16 D2`); after a
part word it is read from where it stands (`C2`, `3`, `(b)`): the resolver decides what it means in its place.
Each language's words come from its profile; the key shapes come from `keys.KeyGrammar`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .cache import Cache
from .keys import KeyGrammar
from .profiles import Profile

DASHES = "–—-"


def _words(words: list[str]) -> str:
    """An alternation of words, longest first, each bounded so it cannot end inside a word (a digit may
    follow straight on: the scraped "przepis72B1")."""
    parts = []
    for word in sorted(words, key=len, reverse=True):
        escaped = re.escape(word).replace(r"\ ", r"\s+")
        parts.append(escaped + ("" if word.endswith(".") else r"(?![^\W\d])"))
    return "(?:" + "|".join(parts) + ")" if parts else "(?!x)x"


@dataclass
class Mention:
    """One key found in a text: where it stands and how it is to be read."""

    start: int
    end: int
    token: str
    mode: str  # "full" (a Law key), "relative" (a part of the current Law), "this-law", "this-part"
    phrase: tuple[int, int]
    direction: str = ""  # "above" / "below" when the text says so
    law: int | None = None  # expanded range members carry their number
    footnote: bool = False  # after the profile's `footnote_of` ("przypis do przepisu 68"): the Law's footnote


class Grammar:
    def __init__(self, profile: Profile):
        vocabulary = profile.vocabulary
        self.profile = profile
        keys = KeyGrammar("".join(char for char in profile.lookalikes if char.isupper()),
                          "".join(char for char in profile.lookalikes if char.islower()))
        self.keys = keys
        self.full_key = re.compile(keys.full)
        self.spaced_key = re.compile(keys.spaced_full)
        self.sectioned = re.compile(keys.sectioned)
        self.relative_key = re.compile(keys.part)
        self.item_bracket_end = re.compile(keys.item_bracket_end)
        self.anchor = re.compile(
            rf"(?<!\w)(?:(?P<law>{_words(vocabulary.get('law_words', []))})"
            rf"|(?P<part>{_words(vocabulary.get('part_words', []))})"
            rf"|(?P<see>{_words(vocabulary.get('see_words', []))}))\s*", re.IGNORECASE)
        # between two keys: a comma, a list word or a range; a bracket that reads as no key before it is a
        # typo the list runs over ("30В1(b)(if), 31А2(a)")
        self.separator = re.compile(
            rf"(?:\([a-z]{{1,4}}\))?(?:\.?\s*,\s*(?:{_words(vocabulary.get('list_words', []))}\s+)?"
            rf"|\.?\s+{_words(vocabulary.get('list_words', []))}\s+"
            rf"|(?P<range>\s*[{DASHES}]\s*|\s+{_words(vocabulary.get('range_words', []))}\s+))", re.IGNORECASE)
        above, below = _words(vocabulary.get("above", [])), _words(vocabulary.get("below", []))
        self.direction = re.compile(rf"\.?\s*,?\s*(?:(?P<above>{above})|(?P<below>{below}))", re.IGNORECASE)
        # words that may stand between an anchor and its keys: "przepisy odpowiednio 45 i 65", "patrz jednak C"
        self.between = re.compile(rf"(?:{_words(vocabulary.get('between_words', []))}\s+)+", re.IGNORECASE)
        # part keys with no anchor word, but "above"/"below" after them: "w A1 lub A2 powyżej", "(a), wyżej",
        # "A - D poniżej", "stosownie do 1 powyżej"; or before them with a "from": "powyżej od A do E"
        part, lists = keys.part, _words(vocabulary.get("list_words", []))
        self.bare_list = re.compile(
            rf"(?<![\w.]){part}(?:(?:\s*,\s*|\s+{lists}\s+|\s*[{DASHES}]\s*){part})*\.?\s*,?\s*(?:{above}|{below})")
        self.from_direction = re.compile(
            rf"(?<!\w)(?:(?P<above>{above})|(?P<below>{below}))\s+{_words(vocabulary.get('from_words', []))}\s+",
            re.IGNORECASE)
        self.dotted = re.compile(keys.dotted_part)
        self.lead_key = re.compile(rf"(?m)^\s*({keys.lead}):")
        self.this_law = re.compile(rf"(?<!\w){_words(vocabulary.get('this_law', []))}", re.IGNORECASE)
        self.this_part = re.compile(rf"(?<!\w){_words(vocabulary.get('this_part', []))}", re.IGNORECASE)
        # "przypis do przepisu 68", "poznámku k Pravidlu 68": the Law word after these names the Law's footnote
        self.footnote_of = re.compile(rf"(?<!\w){_words(vocabulary.get('footnote_of', []))}\s+$", re.IGNORECASE)
        self.law_word_ahead = re.compile(rf"{_words(vocabulary.get('law_words', []))}", re.IGNORECASE)
        self.part_word_ahead = re.compile(rf"{_words(vocabulary.get('part_words', []))}", re.IGNORECASE)
        self.found: dict[str, tuple[Mention, ...]] = {}
        self.known: dict[str, tuple[Mention, ...]] = {}  # what a build found before (`recall_mentions`)

    def find(self, text: str) -> list[Mention]:
        """The mentions in a text (remembered: a build reads the same texts before and after numbering
        recovery, and a rebuild the texts an edit left alone; the mentions are not to be changed)."""
        found = self.found.get(text)
        if found is None:
            found = self.known.get(text)
            self.found[text] = found = tuple(self._find(text)) if found is None else found
        return list(found)

    def _find(self, text: str) -> list[Mention]:
        mentions: list[Mention] = []
        covered_until = -1
        for anchor in self.anchor.finditer(text):
            if anchor.start() < covered_until:
                continue
            position = anchor.end()
            between = self.between.match(text, position)
            if between:
                position = between.end()
            if anchor.group("see") and (self.law_word_ahead.match(text, position)
                                        or self.part_word_ahead.match(text, position)):
                continue  # "patrz przepis 77": the law word is the anchor
            law_anchor = bool(anchor.group("law"))
            if law_anchor and re.match(r"\(\s*\d", text[position:]):
                position = text.index("(", position) + 1  # "подходящее Правило (21 или 47E)"
            found = self._key_list(text, position, law_anchor, anchor.start())
            if law_anchor and self.footnote_of.search(text, max(0, anchor.start() - 40), anchor.start()):
                for mention in found:
                    mention.footnote = True
            if found:
                mentions.extend(found)
                covered_until = max(m.phrase[1] for m in found)

        def free(start: int) -> bool:
            return not any(m.phrase[0] <= start < m.phrase[1] for m in mentions)

        for match in self.lead_key.finditer(text):  # "17E2: Fakt, że ..." - a note headed by its key
            if free(match.start()):
                mentions.append(Mention(match.start(1), match.end(1), match.group(1), "full",
                                        (match.start(1), match.end(1))))
        for pattern in (self.bare_list, self.dotted):
            for match in pattern.finditer(text):
                if free(match.start()):
                    mentions.extend(self._key_list(text, match.start(), False, match.start()))
        for match in self.from_direction.finditer(text):
            if free(match.end()):
                found = self._key_list(text, match.end(), False, match.start())
                for mention in found:
                    mention.direction = "above" if match.group("above") else "below"
                mentions.extend(found)
        for pattern, mode in ((self.this_law, "this-law"), (self.this_part, "this-part")):
            for match in pattern.finditer(text):
                before = text[:match.start()].rstrip()
                if any(m.phrase[1] >= len(before) - 1 and m.phrase[1] <= match.start() for m in mentions):
                    continue  # "punkt B niniejszego przepisu": the part reference says it already
                mentions.append(Mention(match.start(), match.end(), match.group(0), mode, (match.start(), match.end())))
        return sorted(mentions, key=lambda m: (m.start, m.law or 0))

    def _key(self, text: str, position: int, law_anchor: bool):
        """The key at `position`: a whole Law key where one stands, else a part key."""
        full = self.full_key.match(text, position)
        spaced = self.spaced_key.match(text, position) if law_anchor else None
        if spaced and (full is None or spaced.end() > full.end()):  # "Pravidlo 16 D2": 16D2, not Law 16
            return spaced, "full"
        if full and (law_anchor or self.sectioned.match(full.group(0))):
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
            if self.item_bracket_end.search(token) and paren_depth(text, match.start()) > 0 and \
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


GRAMMARS: dict[int, tuple[Profile, Grammar]] = {}


def grammar_of(profile: Profile) -> Grammar:
    """One grammar per profile for the process, with what it has found so far."""
    if id(profile) not in GRAMMARS:
        GRAMMARS[id(profile)] = (profile, Grammar(profile))  # the profile kept: its id stays its own
    return GRAMMARS[id(profile)][1]


def recall_mentions(cache: Cache, profiles: list[Profile]) -> None:
    """The mentions the last build found in each language's texts (a text's mentions are a function of the
    text and the code alone): an edit finds them again in the texts it changed only."""
    for profile in profiles:
        known = cache.get_object("mentions", profile.language)
        grammar_of(profile).known = known if isinstance(known, dict) else {}


def keep_mentions(cache: Cache, profiles: list[Profile]) -> None:
    """The mentions found in this build's texts, for the next build (`recall_mentions`)."""
    for profile in profiles:
        grammar = grammar_of(profile)
        if grammar.found.keys() != grammar.known.keys():
            cache.put_object("mentions", grammar.found, profile.language)
            grammar.known = dict(grammar.found)


def paren_depth(text: str, position: int) -> int:
    depth = 0
    for char in text[:position]:
        if char in "([":
            depth += 1
        elif char in ")]" and depth:
            depth -= 1
    return depth

"""Finding citations: where a text names a provision, before anything is resolved.

The finder reads a reference as an anchor word followed by a list of keys:

    anchor   := law word ("przepis", "Pravidla", "Правилу") | part word ("punkt", "odstavce", "пункте")
                | see word ("patrz", "viz", "см.")
    list     := key (separator key)* [above | below]
    separator:= "," | list word ("i", "a", "или") | range ("–", "do", "až", "по")

A key after a law word is read whole (`16C2`, `12C1(b)`, `43B2b)`); after a part word it is read from
where it stands (`C2`, `3`, `(b)`): the resolver decides what it means in its place. Each language's
words come from its profile; the key shapes come from `keys.KeyGrammar`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .keys import KeyGrammar
from .profiles import Profile

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
        keys = KeyGrammar("".join(char for char in profile.lookalikes if char.isupper()),
                          "".join(char for char in profile.lookalikes if char.islower()))
        self.keys = keys
        self.full_key = re.compile(keys.full)
        self.sectioned = re.compile(keys.sectioned)
        self.relative_key = re.compile(keys.part)
        self.item_bracket_end = re.compile(keys.item_bracket_end)
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
        bare_key = keys.bare_part
        self.bare_list = re.compile(
            rf"(?<![\w.]){bare_key}(?:(?:\s*,\s*|\s+{_words(vocabulary.get('list_words', []))}\s+){bare_key})*"
            rf"\.?\s*(?:{_words(vocabulary.get('above', []))}|{_words(vocabulary.get('below', []))})")
        self.lead_key = re.compile(rf"(?m)^\s*({keys.lead}):")
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


def paren_depth(text: str, position: int) -> int:
    depth = 0
    for char in text[:position]:
        if char in "([":
            depth += 1
        elif char in ")]" and depth:
            depth -= 1
    return depth


def paren_depth(text: str, position: int) -> int:
    depth = 0
    for char in text[:position]:
        if char in "([":
            depth += 1
        elif char in ")]" and depth:
            depth -= 1
    return depth

"""The words of a query as typed: lower case, each marked by the quoted phrase it stands in, a trailing `*`
(a beginning) and whether it was typed in capitals (`search-tokens.js`'s `parse` alike)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .text import in_capitals, typed_in_capitals

WORD = re.compile(r"\w+")
# a phrase between straight or typographic quotes, as phones and keyboards write them: "…", “…”, „…“, „…”, «…»
QUOTED = re.compile(r'["“„«]([^"“”„«»]+)["”“»]')
MAX_WORDS = 32


@dataclass
class Token:
    word: str  # lower case, as typed
    phrase: int = -1  # which quoted phrase it belongs to (-1: none)
    prefix: bool = False  # typed with a trailing *
    capitals: bool = False  # typed in capitals in a query that is not ("ПО", the right-hand opponent, not "по")


def parse(query: str) -> list[Token]:
    """The words of a query, lower case, marked by quoted phrase, trailing `*` and capitals (32 at most)."""
    tokens: list[Token] = []
    position = 0
    phrase = 0
    shouted = in_capitals(query)
    for match in QUOTED.finditer(query):
        tokens.extend(loose_tokens(query[position:match.start()], shouted))
        tokens.extend(Token(word.lower(), phrase=phrase) for word in WORD.findall(match.group(1)))
        phrase += 1
        position = match.end()
    tokens.extend(loose_tokens(query[position:], shouted))
    return tokens[:MAX_WORDS]


def unquoted(query: str) -> str | None:
    """The query without its phrases' quotes, where it has a phrase: speech a director quotes ("сказал «контрю три
    бубны»") that no text says word for word is searched as its words (`query.run`), not answered with nothing."""
    if not any(len(WORD.findall(match.group(1))) > 1 for match in QUOTED.finditer(query)):
        return None
    return QUOTED.sub(lambda match: " " + match.group(1) + " ", query)


ORDINAL = r"(\d+)-[^\W\d_]{1,3}(?!\w)"  # "12-й", "12-ой", "12-tej": the number, its ending left out


def loose_tokens(text: str, shouted: bool = False) -> list[Token]:
    """`shouted`: the whole query typed in capitals, so none of its words is marked as typed in capitals."""
    out = []
    for match in re.finditer(ORDINAL + r"|\w+\*?", text):
        if match.group(1) and not match.group(0)[len(match.group(1)) + 1:].isalpha():  # "12-½": no ordinal's
            out.extend(Token(word.lower()) for word in re.findall(r"\w+", match.group(0)))  # ending (as the JS)
            continue
        word = match.group(1) or match.group(0)
        if word.endswith("*") and len(word) > 2:
            out.append(Token(word[:-1].lower(), prefix=True))
        else:
            out.append(Token(word.rstrip("*").lower(), capitals=typed_in_capitals(word, shouted)))
    return out

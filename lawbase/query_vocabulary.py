"""Where a query's words meet the domain vocabulary: a vocabulary key (in either order when it has
two words), and bids written as players write them ("1 kier", "2 BA", "1ba", "8 бубен").

A level and a denomination (the profile's `[search.bids]`, lowest first) are a bid; a level above
seven is Law 38's; of two bids, a later one not higher than the earlier is an insufficient bid. The
earlier is the first written unless the second is marked as earlier ("1 kier po 1 pik"). The site
reads them the same way (`site_assets/search-vocabulary.js`).
"""

from __future__ import annotations

import re

BID = re.compile(r"([1-9])(\w+)")  # a level and a denomination typed as one word: "1ba", "2бк"


def bid_at(tokens: list, position: int, language) -> tuple[int, int, int] | None:
    """A bid written at this token ("1 kier", "2 bez atu", "1ba"): (tokens it spans, level, rank of
    its denomination), or None."""
    token = tokens[position]
    if not language.strains or token.phrase >= 0 or token.prefix:
        return None
    joined = BID.fullmatch(token.word)
    if joined and not joined.group(2).isalpha():
        joined = None
    if joined:
        level, after = int(joined.group(1)), [joined.group(2)] + [t.word for t in tokens[position + 1:position + 2]]
    elif len(token.word) == 1 and token.word in "123456789":
        level, after = int(token.word), [t.word for t in tokens[position + 1:position + 3]]
    else:
        return None
    for rank, spellings in enumerate(language.strains):
        for spelling in spellings:
            if len(after) >= len(spelling) and all(option & language.candidates(word)
                                                   for option, word in zip(spelling, after)):
                return len(spelling) + (0 if joined else 1), level, rank
    return None


def higher(first: tuple[int, int, bool], second: tuple[int, int, bool]) -> bool:
    """Is the later of two bids higher than the earlier? The later is the second one written, unless
    the second is marked as the earlier ("1 kier po 1 pik")."""
    earlier, later = (second, first) if second[2] else (first, second)
    return later[:2] > earlier[:2]


def vocabulary_match(tokens: list, position: int, language) -> tuple[int, list] | None:
    """The longest vocabulary entry starting at this token: (words it spans, replacements). A key of
    two words also matches them the other way round (the word order of these languages is free:
    `oddać lewy`, `lewy oddać`)."""
    for length in range(min(4, len(tokens) - position), 0, -1):
        span = tokens[position:position + length]
        if any(token.phrase >= 0 or token.prefix for token in span):
            continue
        options = [language.candidates(token.word) for token in span]
        orders = [options, options[::-1]] if length == 2 else [options]
        for order in orders:
            for key, replacements in language.synonyms:
                if len(key) == length and all(wanted & found for wanted, found in zip(key, order)):
                    return length, replacements
    return None

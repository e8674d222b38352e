"""The language a query is asked in: the one most of its words belong to, English too, a word being typed
read by the corpus forms it begins; the engine reads the query in it first."""

from __future__ import annotations

from .query_language import Language
from .query_tokens import Token
from .query_vocabulary import english_word
from .ranking import RANKING


def known_counts(tokens: list[Token], languages: dict[str, Language], english_stop: set[str],
                 english_words: set[str]) -> dict[str, int]:
    """How many of the query's words each language knows ("en": English); a last word no language
    knows counts for the languages it begins a word of (a word being typed: "karta przygw" is Polish,
    though "karta" is Czech too)."""
    words = [token.word for token in tokens]
    known = {code: [language.known(word) for word in words] for code, language in languages.items()}
    counts = {code: sum(flags) for code, flags in known.items()}
    counts["en"] = sum(word in english_stop or english_word(word) in english_words for word in words)
    if words and not any(flags[-1] for flags in known.values()):
        for code, language in languages.items():
            counts[code] += language.begun(words[-1], RANKING["begun_letters"])
    return counts


def query_language(counts: dict[str, int], words: int, targets: list[str]) -> str | None:
    """The language most of the query's words belong to ("en" for English); a tie goes to English
    when every word is English ("slow play": "play" is also a Polish slang key, "slow" a Polish
    form folded), else to the languages searched in their order (the reader's first), then to English."""
    best = max(counts.values(), default=0)
    if best == 0:
        return None
    if counts["en"] == best == words:
        return "en"
    for code in [*targets, "en"]:
        if counts.get(code) == best:
            return code
    return min(code for code, count in counts.items() if count == best)

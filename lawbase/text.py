"""Text folding shared by the parser, the reference resolver and search; control characters kept out of
HTML, XML and terminals (no heavy imports here)."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache


def _latin_table() -> dict[int, str]:
    """Every accented Latin letter -> its base letter (a table, so folding runs at C speed)."""
    table = {}
    for code in range(0xC0, 0x250):
        char = chr(code)
        base = unicodedata.normalize("NFD", char)[0]
        if base != char and "a" <= base.lower() <= "z":
            table[code] = base
    table.update({ord(a): b for a, b in (("ł", "l"), ("Ł", "L"), ("đ", "d"), ("Đ", "D"), ("ø", "o"),
                                          ("Ø", "O"), ("ß", "ss"))})
    return table


LATIN_FOLD = _latin_table()


def fold(text: str, extra: dict[str, str] | None = None) -> str:
    """Lower case without the diacritics of Latin letters: `Nedostatečná` -> `nedostatecna`, `ł` -> `l`.

    Cyrillic letters stay whole (`й` is not `и`); a profile may add its own foldings (`ё` -> `е`).
    """
    text = unicodedata.normalize("NFC", text).lower().translate(LATIN_FOLD)
    if extra:
        text = text.translate(_extra_table(tuple(sorted(extra.items()))))
    return text


@lru_cache(maxsize=16)
def _extra_table(extra: tuple[tuple[str, str], ...]) -> dict[int, str]:
    """A profile's own foldings as a translation table, made once per set of foldings."""
    return str.maketrans(dict(extra))


NON_WORD = re.compile(r"\W+")
WORDS = re.compile(r"\w+")


SHOUTED_WORD = 4  # letters at least of a word that says a text all in capitals is shouted, not abbreviations


def in_capitals(text: str) -> bool:
    """Is a text of two words or more typed all in capitals (a heading, "ПРИНЯТИЕ РЕШЕНИЙ ПО СОГЛАСОВАННЫМ
    ФАКТАМ"), so that a word of it in capitals is no abbreviation? Not where its words are all short, abbreviations
    side by side ("ПО ЛО": the right-hand and the left-hand opponent)."""
    if any(char.islower() for char in text):  # first: most texts have a small letter, and end the reading here
        return False
    words = WORDS.findall(text)
    return len(words) > 1 and any(sum(char.isalpha() for char in word) >= SHOUTED_WORD for word in words)


def typed_in_capitals(word: str, shouted: bool) -> bool:
    """Is a word typed in capitals in a text not all in capitals (`shouted`: `in_capitals`), so that it may be an
    abbreviation (`abbreviation_term`)?"""
    return word.isupper() and not shouted


def abbreviation_term(word: str, capitalised: bool, capitals: frozenset[str] | set[str]) -> str | None:
    """The term of a word typed in capitals (`capitalised`: `typed_in_capitals`) that is one of a profile's
    abbreviations (`Profile.capital_words`: ru-2017's "ПО", the right-hand opponent, 25 times), its own term rather
    than the word it spells (the preposition "по"); None for any other word. The one rule for a text's words and a
    query's (`search-tokens.js`'s `abbreviationTerm` alike)."""
    upper = word.upper()
    return upper if capitalised and upper in capitals else None


def abbreviations(text: str, capitals: frozenset[str] | set[str]) -> list[tuple[str, str | None]]:
    """Each word of a text with its `abbreviation_term` (None for a word no abbreviation), the text read for being
    all in capitals once (`in_capitals`): how the index, the titles and the vocabulary's phrases read a text. A
    word not all in capitals is none (`typed_in_capitals`), and is not asked: the index reads 200,000 words."""
    shouted = in_capitals(text)
    return [(word, abbreviation_term(word, typed_in_capitals(word, shouted), capitals) if word.isupper() else None)
            for word in WORDS.findall(text)]


def fold_words(text: str) -> str:
    """Folded and with punctuation as single spaces: for comparing titles and terms."""
    return NON_WORD.sub(" ", fold(text)).strip()


# C0 but tab and newline, DEL, C1, the bidi embeddings, overrides and isolates, and the two code points
# XML refuses: a source may carry them (a form feed from a PDF, an ESC from a terminal), the published
# text keeps them, and they are shown as a visible sign in the site and left out on a terminal.
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffe\uffff]")
ESCAPED_CONTROL = re.compile(r"\\[bf]|\\u00[01][0-9a-f]")  # how json.dumps writes C0 control characters
VISIBLE = {**{code: 0x2400 + code for code in range(0x20)}, 0x7F: 0x2421}  # U+2400 Control Pictures


def visible_controls(text: str) -> str:
    """Each control character as one visible sign (offsets into the text stay valid): U+000C -> ␌."""
    if not CONTROL.search(text):
        return text
    return CONTROL.sub(lambda match: chr(VISIBLE.get(ord(match.group()), 0xFFFD)), text)


# `CONTROL` and `ESCAPED_CONTROL` as UTF-8 bytes match (a lead byte is never a continuation byte): JSON is read for
# them as written, not decoded first (the 10× corpus's lawbase.json: a str of 2 bytes a character held beside it)
# one pattern each (a literal lead lets the engine skip ahead; as one alternation the search took twice as long,
# 0.061 against 0.029 s over lawbase.json: the build's critical path)
CONTROL_BYTES = tuple(re.compile(pattern) for pattern in (
    rb"[\x00-\x08\x0b-\x1f\x7f]", rb"\xc2[\x80-\x9f]",  # C0, DEL, C1
    rb"\xe2\x80[\xaa-\xae]", rb"\xe2\x81[\xa6-\xa9]",  # U+202A-202E, U+2066-2069
    rb"\xef\xbf[\xbe\xbf]",  # U+FFFE, U+FFFF
    ESCAPED_CONTROL.pattern.encode("ascii")))


def has_controls(encoded: bytes) -> bool:
    """Does JSON, encoded in UTF-8, hold a control character (as itself, or as json.dumps escapes it)?"""
    return any(pattern.search(encoded) for pattern in CONTROL_BYTES)


def typed(text: str) -> str:
    """What a user typed, as a message repeats it: printable, its spaces as one, at most 80 characters."""
    said = " ".join("".join(char if char.isprintable() else " " for char in text).split())
    return said if len(said) <= 80 else said[:79] + "…"


def terminal_text(text: str) -> str:
    """The text without control characters, so the corpus cannot move the cursor or retitle a terminal."""
    return CONTROL.sub("", text)


def control_name(char: str) -> str:
    """`U+000C`, `U+202E RIGHT-TO-LEFT OVERRIDE`: what a report calls a control character."""
    name = unicodedata.name(char, "")
    return f"U+{ord(char):04X}" + (f" {name}" if name else "")


WORD_LETTERS = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=4096)
def script_of(char: str) -> str | None:
    """`latin`, `cyrillic`, or None for a character of neither alphabet (digits, superscripts, signs)."""
    if not char.isalpha():
        return None
    name = unicodedata.name(char, "")
    for script in ("LATIN", "CYRILLIC"):
        if name.startswith(script + " "):
            return script.lower()
    return None


REPAIR_MIXED, REPAIR_MISREAD = "mixed", "misread"  # a repair's kind (`parse.record_repairs`): a word typed in two
# alphabets, a lone letter misread for the language's one-letter word


def mixed_script_words(text: str) -> list[tuple[int, int]]:
    """(start, end) of every word that mixes Latin and Cyrillic letters: `obowiązкови`, `взяtkу`."""
    if len({script_of(char) for char in set(text)} - {None}) < 2:  # one alphabet: no word mixes two
        return []
    found = []
    for match in WORD_LETTERS.finditer(text):
        scripts = {script_of(char) for char in set(match.group(0))} - {None}
        if len(scripts) > 1:
            found.append(match.span())
    return found


def misread_letters(text: str, lone: dict[str, str]) -> list[tuple[int, int, str]]:
    """(start, end, the word) of each lone letter standing between two words of two or more letters in one case
    where the language's one-letter word it looks like belongs (`lone_letters`: "ZAGRAŃ l PRZEBIEG", "l" for "I"):
    not where it is that word in their case ("RENONS I DOTYCZĄCE"), nor a digit among small letters (a number)."""
    found = []
    for match in re.finditer(r"(?<=[^\W\d_]{2} )\w(?= [^\W\d_]{2})", text):
        letter = match.group(0)
        if letter not in lone:
            continue
        before = re.search(r"([^\W\d_]+) $", text[:match.start()]).group(1)
        after = re.match(r" ([^\W\d_]+)", text[match.end():]).group(1)
        capitals = before.isupper() and after.isupper()
        if not capitals and not (before.islower() and after.islower()):
            continue
        reading = lone[letter].upper() if capitals else lone[letter]
        if letter != reading and (capitals or not letter.isdigit()):
            found.append((match.start(), match.end(), reading))
    return found


def unmixed(text: str, twins: dict[str, str]) -> str:
    """Each word mixing Latin and Cyrillic letters in the alphabet of most of its letters (of its first
    letter, half and half), when every letter of the other alphabet has its look-alike in `twins` (Cyrillic
    letter -> Latin, read both ways): `rеvoke` with a Cyrillic е is `revoke`; else the word as it is."""
    if not mixed_script_words(text):
        return text
    back = {latin: cyrillic for cyrillic, latin in twins.items()}

    def one(match: re.Match) -> str:
        word = match.group(0)
        scripts = [script for script in map(script_of, word) if script]
        if len(set(scripts)) < 2:
            return word
        main = max(("latin", "cyrillic"), key=lambda script: (scripts.count(script), script == scripts[0]))
        table = twins if main == "latin" else back
        letters = [char if script_of(char) in (None, main) else table.get(char) for char in word]
        return word if None in letters else "".join(letters)

    return WORD_LETTERS.sub(one, text)


def repair_word(word: str, script: str, confusables: dict[str, str]) -> str | None:
    """A mixed-script word in the alphabet of its language: each letter of the other alphabet through the
    profile's map (case kept). None when a letter has no counterpart there."""
    out = []
    for char in word:
        other = script_of(char)
        if other is None or other == script:
            out.append(char)
            continue
        twin = confusables.get(char.lower())
        if twin is None:
            return None
        out.append(twin.upper() if char.isupper() else twin)
    return "".join(out)


SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")  # a stop and a space, or a new line (see `sentence_parts`)


def sentence_parts(text: str) -> list[list[tuple[int, int]]]:
    """Each sentence of a text as the (start, end) of its parts: cut after a stop, unless what follows begins
    in lowercase (`např. v prvním`), which joins the sentence before."""
    out: list[list[tuple[int, int]]] = []
    start = 0
    for end, after in [(match.start(), match.end()) for match in SENTENCE_END.finditer(text)] + [(len(text), 0)]:
        piece = text[start:end]
        first, last = start + len(piece) - len(piece.lstrip()), start + len(piece.rstrip())
        if first < last:
            if out and not text[first].isupper():
                out[-1].append((first, last))
            else:
                out.append([(first, last)])
        start = after
    return out


def joined(text: str, parts: list[tuple[int, int]]) -> str:
    """One sentence of `sentence_parts`: its parts joined by a space."""
    return " ".join(text[first:last] for first, last in parts)


def split_sentences(text: str) -> list[str]:
    """A text's sentences (`sentence_parts`), as the concordance and `added` read them."""
    return [joined(text, parts) for parts in sentence_parts(text)]


def left_over(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The stretches of a text outside the spans, their spaces trimmed, empty ones dropped: with the spans of the
    sentences other rows (or units) show of a split provision, one stretch is its rest, shown whole
    (`cells.one_sentence_each`, `export.units.rest_pairs`); none, all of it is said elsewhere."""
    found, start = [], 0
    for first, last in sorted(spans) + [(len(text), len(text))]:
        piece = text[start:first]
        if piece.strip():
            lead = len(piece) - len(piece.lstrip())
            found.append((start + lead, start + len(piece.rstrip())))
        start = max(start, last)
    return found

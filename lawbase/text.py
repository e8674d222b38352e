"""Text folding shared by the parser, the reference resolver and search (no heavy imports here)."""

from __future__ import annotations

import re
import unicodedata


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
        text = text.translate(str.maketrans(extra))
    return text


def fold_words(text: str) -> str:
    """Folded and with punctuation as single spaces: for comparing titles and terms."""
    return re.sub(r"\W+", " ", fold(text)).strip()

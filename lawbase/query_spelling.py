"""Reading a word the corpus lacks: its spellings with diacritics put back, the corpus form a slip or
two away (a typo), the forms sharing its beginning, a slang word without its ending; and a verb's other
aspect where LemmaGen reads its infinitive as another verb. `Language`
(`query_words.py`) has these as a part of itself; the site reads the same way (`search-spelling.js`).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import cached_property

from .text import script_of

MAX_RESTORED = 64  # spellings tried for a word typed without diacritics
TWO_SLIPS = (9, 20)  # the length of a word that may be read with two slips (a longer one is no word)
KEPT_HEAD = 3  # the letters a slip from a vocabulary key leaves as typed (`key_typo`)
SPOKEN_STEM = 3  # the letters a word keeps before a spoken ending read as written (`spoken`)
SOUNDED = 5  # the letters of a word that may be read as spelled by its sound (`sound_forms`)
SHORT_KEY = 3  # the letters of a slang key short enough that a cut leaving four letters never meets it (`box`)


class Spelling:
    """What a language does with a word the corpus lacks (mixed into `query_language.Language`, whose
    `fold`, `folded`, `terms`, `idf`, `data`, `stop`, `own_terms`, `in_text`, `lemma_term`, `lemmatise`, `lemmas`
    and `vocabulary` it uses)."""

    def restorations(self, word: str) -> list[str]:
        """A word typed without diacritics, spelled with them (LemmaGen reads `myślał` as `myśleć`,
        `myslal` as nothing): the letters nearest its end first, at most MAX_RESTORED spellings, the
        fewest changes first. None for a word typed with diacritics."""
        if self.fold(word) != word:
            return []
        accents = self.data.get("accents", {})
        places, total = [], 1
        for index in range(len(word) - 1, -1, -1):
            options = accents.get(word[index], "")
            if options:
                if total * (len(options) + 1) > MAX_RESTORED:
                    break
                total *= len(options) + 1
                places.append((index, word[index] + options))
        variants = [word]
        for index, options in places:
            variants = [variant[:index] + letter + variant[index + 1:] for variant in variants for letter in options]
        return sorted(variants[1:], key=lambda variant: (sum(a != b for a, b in zip(variant, word)), variant))

    def sound_forms(self, word: str) -> list[str]:
        """A word spelled as it sounds, as it may be written: one of the profile's `sound_spellings` (typed, written)
        put right at one place, the place nearest the end first, each respelling followed by its spellings with
        diacritics (Russian "пощитал": "посчитал"; Polish "dotknol", o for ą: "dotknal", "dotknął"); a word of fewer
        than SOUNDED letters is another word as often ("non stop" is no "ną")."""
        folded, forms = self.fold(word), []
        if len(folded) < SOUNDED:
            return forms
        for typed, written in self.data.get("sound_spellings", ()):
            typed, written = self.fold(typed), self.fold(written)
            at = folded.rfind(typed)
            while at >= 0:
                variant = folded[:at] + written + folded[at + len(typed):]
                forms += [variant, *self.restorations(variant)]
                at = folded.rfind(typed, 0, at)
        return forms

    def sounded(self, word: str) -> list[str]:
        """The terms of the first of a word's `sound_forms` the corpus reads, as a form or by its lemma; none if none."""
        for form in self.sound_forms(word):
            term = self.lemma_term(form)
            terms = self.terms(self.fold(form)) or self.lemmas.get(term) or ([term] if term in self.idf else [])
            if terms:
                return list(terms)
        return []

    def spoken(self, word: str) -> list[str]:
        """The terms of the corpus form a word stands for with a spoken ending written (the profile's
        `colloquial_endings`, the longest first: Czech `nucenej` is the text's `nucený`, `hrajou` `hrají`,
        `kartama` `kartami`); none if that form is not the corpus's."""
        folded = self.fold(word)
        for spoken, written in self.data.get("colloquial_endings", []):
            spoken, written = self.fold(spoken), self.fold(written)
            form = folded[:-len(spoken)] + written
            if folded.endswith(spoken) and len(folded) - len(spoken) >= SPOKEN_STEM and form in self.folded:
                return self.terms(form) + self.other_aspect(form, self.terms(form))
        return []

    def typo(self, word: str) -> str | None:
        """The corpus form one slip away, the most frequent if several: a letter left out or two
        letters swapped (the slips of fast typing), and for long words also a letter added or
        changed (on short words those make another real word too often); on words of 9 to 20 letters
        (`TWO_SLIPS`), else two slips, the second a letter added or two swapped. None if none."""
        folded = self.fold(word)
        if len(folded) < 5:
            return None
        first = slips(folded, sorted(set(folded) | set(self.alphabet)), len(folded) >= 8)
        found = self.likeliest(first)
        if found is None and TWO_SLIPS[0] <= len(folded) <= TWO_SLIPS[1]:
            found = self.likeliest({second for candidate in first for second in slips(candidate, [], True)} - {folded})
        return found

    def key_typo(self, word: str) -> tuple[str, list] | None:
        """A word no corpus form is a slip from (`typo` found none), one slip from a one-word vocabulary key
        (the slang `хезетация` for `хезитация`): that key's term and its replacements. The word as typed and
        its lemma are tried (an inflected slip, `хезетации`, meets the key too); of several, the longest (a key's
        word before its stem: `mysal` is `myslal`, not `mysla`), then the first in order. The slip keeps the word's first KEPT_HEAD letters: one there makes another word of
        a short key too often (the Czech `nehlasil`, "did not bid", is no `nahlásit`; `čárkovat` no
        `markovat`), and fast typing slips later in a word (`ренос`: `ренонс`); a lemma of fewer than five
        letters is not tried (LemmaGen reads `tahám` as `taha`, a slip from `tahák`, a crib). None if none."""
        folded = self.fold(word)
        if len(folded) < 5:
            return None
        keys = self.one_word_keys
        for form in dict.fromkeys(form for form in (folded, self.lemma_term(word)) if len(form) >= 5):
            found = sorted((candidate for candidate in slips(form, sorted(set(form) | set(self.alphabet)), len(form) >= 8)
                            if candidate in keys and candidate[:KEPT_HEAD] == form[:KEPT_HEAD]),
                           key=lambda candidate: (-len(candidate), candidate))
            if found:
                return found[0], keys[found[0]]
        return None

    def other_aspect(self, word: str, found: list[str]) -> list[str]:
        """The corpus's terms of a verb's other aspect, those not `found`: where LemmaGen reads the word's
        infinitive as another infinitive (`infinitive_endings` of the profile: Russian "заметил" is
        "заметить", which LemmaGen reads as "замечать" - the text's "замечает"; "открыл": "открывать"), and
        the partners the profile's `aspect_pairs` make of its lemma by its ending (Polish "poprawiamy" is
        "poprawiać", the text's "poprawiony" "poprawić"; "oddaje": "oddać"), where the corpus has one and
        `aspect_pairs_not` does not name it another verb ("zostaje", zostawać, is no "zostawić"); and its verbal
        noun (`verbal_nouns`: Russian "значит" is 40A4's "значение") where no one-word key reads the verb already."""
        if self.lemmatise is None or any(char.isdigit() for char in word):
            return []
        lemma = self.lemmatise(self.code, word)
        unrelated = self.data.get("aspect_pairs_not", ())
        nouns = [] if self.lemma_term(lemma) in self.one_word_keys else self.data.get("verbal_nouns", [])
        readings = [lemma[:-len(ending)] + partner for ending, partner in [*self.data.get("aspect_pairs", ()), *nouns]
                    if lemma.endswith(ending) and [lemma, lemma[:-len(ending)] + partner] not in unrelated]
        endings = tuple(self.data.get("infinitive_endings", ()))
        if endings and lemma.endswith(endings):
            infinitive = self.lemmatise(self.code, lemma)
            if infinitive != lemma and infinitive.endswith(endings):
                readings.append(lemma)  # its term is the one of the infinitive LemmaGen reads it as
        terms = []
        for reading in readings:
            term = self.lemma_term(reading)
            terms += self.lemmas[term] if term in self.lemmas else [term] if term in self.idf else []
        return [other for other in dict.fromkeys(terms) if other not in found]

    def other_aspect_only(self, word: str) -> list[str]:
        """The terms of a verb the Laws' text has in its other aspect only (`other_aspect`): "wzywać" is the text's
        "wezwać", "оспорил" "оспаривает"; typed without diacritics, of its first spelling with them that is one.
        (Not what is only said of a provision: "сошлись" is no "сходиться", 67B's cards that do not add up.)"""
        return next((terms for form in (word, *self.restorations(word))
                     if (terms := [term for term in self.other_aspect(form, []) if self.in_text(term)])), [])

    @cached_property
    def one_word_keys(self) -> dict[str, list]:
        """Each term of a one-word vocabulary key -> the replacements of the keys it is (in order)."""
        keys: dict[str, list] = {}
        for key, replacements in self.vocabulary.synonyms:
            if len(key) == 1:
                for term in key[0]:
                    listed = keys.setdefault(term, [])
                    listed.extend(terms for terms in replacements if terms not in listed)  # each once
        return keys

    @cached_property
    def stop_terms(self) -> set[str]:
        """The terms the stop-words stand as in a document's sequence (`Engine.negation_kept` looks past them)."""
        return {(self.own_terms(word) or [word])[0] for word in self.stop}

    def likeliest(self, candidates: set[str]) -> str | None:
        found = [(min(self.idf.get(term, 99.0) for term in self.terms(candidate)), candidate)
                 for candidate in candidates if candidate in self.folded]
        return min(found)[1] if found else None

    @property
    def alphabet(self) -> str:
        return self.data.get("alphabet", "")

    def guess(self, word: str, cut: int = 4, tail: int = 4) -> list[str]:
        """Terms of the corpus forms sharing the longest beginning with a word nothing else reads
        (all but its last `cut` letters, at least four; the form at most `tail` letters longer than
        that beginning): "skontrowalem" -> the term of "skontrował"; "fałsz" -> "fałszywy"."""
        folded = self.fold(word)
        if len(folded) < 5:
            return []
        forms = self.sorted_forms
        for size in range(len(folded), max(4, len(folded) - cut) - 1, -1):
            head = folded[:size]
            start = bisect_left(forms, head)
            found = []
            for form in forms[start:]:
                if not form.startswith(head):
                    break
                if len(form) <= size + tail:
                    found.extend(self.terms(form))
            if found:
                return sorted(set(found), key=lambda term: (self.idf.get(term, 99.0), term))[:3]
        return []

    @property
    def sorted_forms(self) -> list[str]:
        if self._sorted is None:
            self._sorted = sorted(self.folded)
        return self._sorted

    def endings_cut(self, word: str) -> list[str]:
        """A word the Laws do not use (slang: `klejmie`, `kiera`) without its last one to three letters,
        at least four left, or one or two where three letters left are a one-word key the Laws do not
        use (`boxu`, `boxa`: `box`; `kusy`: `kus`): an inflected slang word still matches its vocabulary key."""
        folded = self.fold(word)
        if any(map(self.in_text, self.own_terms(word))):
            return []
        short = folded[:SHORT_KEY] if len(folded) - SHORT_KEY in (1, 2) else ""
        slang = [short] if short in self.one_word_keys and not self.in_text(short) else []
        return [folded[:-cut] for cut in (1, 2, 3) if len(folded) - cut >= 4] + slang


def slips(word: str, letters: list[str], changes: bool) -> set[str]:
    """The spellings one slip from a word: two letters swapped, one of `letters` left out; `changes`:
    also a letter added or changed."""
    found = set()
    for cut in range(len(word) + 1):
        head, tail = word[:cut], word[cut:]
        if len(tail) > 1:
            found.add(head + tail[1] + tail[0] + tail[2:])
        for letter in letters:
            found.add(head + letter + tail)
            if tail and changes:
                found.add(head + letter + tail[1:])
        if tail and changes:
            found.add(head + tail[1:])
    found.discard(word)
    return found


LATIN_WORD = re.compile(r"[^\W\d_]{3,}")  # the words a reading in Latin letters is judged by


def from_latin(query: str, languages: dict, tables: dict, found: bool = False) -> str | None:
    """A query typed in Latin letters for a language of another alphabet - on a keyboard left on the Latin
    layout ("inhfayfz rfhnf": штрафная карта) or transliterated ("bolvan": болван) - as that language writes
    it (`[search.latin]` of its profile); None where no reading is. The layout's reading goes word by word, as
    the keys were pressed: a word of another alphabet ("ifnhfayfz карта") or with a digit stays as typed, and
    the reading stands where more of its words of three letters or more are words of the language, or a slip
    from one, than of the query as typed are words of any (the words it cannot read the search names as
    skipped); so a Polish "renons" or an English "bidding box" stays as typed, and a phrase whose one-letter
    word ("d": в) finds something as typed (`found`) is read all the same (a Russian club director's review).
    A transliteration reads a query wholly in Latin letters whose every word it makes a word of the language,
    and only where the query as typed finds nothing: a Polish "partner" or a Czech "zakon" is a Russian word too."""
    typed = query.lower()
    words = LATIN_WORD.findall(by_words(typed, lambda word: word, " "))
    if not words:
        return None
    known = sum(any(language.known(word) for language in languages.values()) for word in words)
    for code in sorted(tables):
        language = languages[code]
        keyboard = by_keyboard(typed, tables[code]["keyboard"])
        read = LATIN_WORD.findall(by_keyboard(typed, tables[code]["keyboard"], " "))
        if layout_reads(read, language, typed) > known:
            return keyboard
        if found or any(script_of(char) not in (None, "latin") for char in typed):
            continue
        transliteration = by_words(typed, lambda word: transliterated(word, tables[code]["transliteration"]))
        read = LATIN_WORD.findall(transliteration)
        if len(read) > known and all(language.known(word) for word in read):
            return transliteration
    return None


def layout_reads(read: list[str], language, typed: str) -> int:
    """How many words of a layout's reading are words of the language, or a slip from one where the reading is one
    word, the query has a word of the language already or one of its alphabet ("ifnhfayfz карта": шатрафная,
    штрафная): a Polish query's reading, no word, is not read letter by letter for slips (7 ms a query of the
    director sets, a third of a search)."""
    words = sum(map(language.known, read))
    if words or len(read) == 1 or any(script_of(char) not in (None, "latin") for char in typed):
        words += sum(not language.known(word) and language.typo(word) is not None for word in read)
    return words


def by_words(text: str, read, kept: str | None = None) -> str:
    """Each run of characters between spaces read, but one with a digit (a key, `16C2`, stays as typed) or a
    letter of another alphabet (`карта`); `kept`: what stands for those, else they are kept as typed."""
    return "".join(part if part.isspace() else read(part) if not typed_apart(part)
                   else part if kept is None else kept for part in re.split(r"(\s+)", text))


def typed_apart(part: str) -> bool:
    """A run between spaces no Latin reading reads: a key (`16C2`), a word of another alphabet (`карта`)."""
    return any(char.isdecimal() or script_of(char) not in (None, "latin") for char in part)


def by_keyboard(text: str, keys: list[str], kept: str | None = None) -> str:
    """Each key's letter in the other layout (`keys`: the Latin layout's characters, then the other's; `;`
    is `ж`, so a word is what stands between spaces)."""
    return by_words(text, lambda word: "".join(keys[1][keys[0].index(char)] if char in keys[0] else char
                                               for char in word), kept)


def transliterated(text: str, pairs: list[list[str]]) -> str:
    """The text's Latin spellings replaced, the first of `pairs` that fits at each place (`shch` before `sh`)."""
    out, at = [], 0
    while at < len(text):
        found = next(((latin, letter) for latin, letter in pairs if text.startswith(latin, at)), None)
        out.append(found[1] if found else text[at])
        at += len(found[0]) if found else 1
    return "".join(out)

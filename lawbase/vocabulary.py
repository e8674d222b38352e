"""The domain vocabulary of each language, as the search index carries it: analysed term sequences.

Players do not type the Laws' words: they say "kibic" for the Laws' "widz", "claim" or "klejm" for
"deklaracja", "бидбокс" for the bidding box, write numbers as words, and ask in English. Each language
profile lists these as data (`[search.synonyms]`, `[search.english]`, `[search.cardinals]`, `[search.ordinals]`,
`[search.bids]`: bids written as "1 kier"; English number words from `english.toml`), seeded
from the back-of-book cross-entries and the glossary's English names (`bench/vocabulary_seeds.py`)
and reviewed by hand. Here every phrase is analysed like the corpus, so a query matches an entry in
any inflection; an entry whose replacement the corpus never uses would never match and is reported
by the tests.
"""

from __future__ import annotations

from .analysis import WORD, Analyser, TermMap, analyser_for
from .profiles import english_table, load_profile
from .query_vocabulary import AS_WRITTEN, english_word, english_words
from .text import abbreviations


def phrase_terms(phrase: str, analyser: Analyser, term_map: TermMap, stop: set[str] = frozenset(),
                 capitals: frozenset[str] = frozenset()) -> list[str]:
    """A phrase's words as index terms (the corpus's own analysis where it has the form), stop-words
    left out if given; an abbreviation in capitals its own term ("ПО предписано пасовать": `text.abbreviations`)."""
    terms = []
    for typed, abbreviation in abbreviations(phrase, capitals):
        word = typed.lower()
        if abbreviation:
            terms.append(abbreviation)
        elif analyser.fold(word) not in stop:
            terms.append((term_map.terms(word) or [analyser.term(word)])[0])
    return terms


SLANG_CUTS = (1, 2)  # letters a key word the Laws do not use is also read without (`slang_stems`)
SLANG_STEM = 5  # letters at least left of it


def key_options(phrase: str, analyser: Analyser, term_map: TermMap,
                corpus: set[str] | frozenset[str] = frozenset()) -> tuple[tuple[str, ...], ...]:
    """Each word of a key as the terms a query word may show for it: its analysis, and the word
    itself folded (a lemmatiser may give an infinitive another aspect than its inflected forms); a word
    the Laws do not use (`corpus`: the terms of the Laws, given) also by its stems (`slang_stems`)."""
    options = []
    for word in WORD.findall(phrase.lower()):
        terms = {*term_map.terms(word), analyser.lemma_term(word), analyser.fold(word)}
        if corpus and not term_map.terms(word) and analyser.lemma_term(word) not in corpus:
            terms |= slang_stems(analyser.fold(word), corpus)
        options.append(tuple(sorted(terms)))
    return tuple(options)


def slang_stems(folded: str, corpus: set[str] | frozenset[str]) -> set[str]:
    """A key word the Laws do not use - no form of it in their texts, its lemma none of their terms: slang
    (`docinać`, `листок`) and table words (`arbiter`) - without its last one or two letters, at least
    `SLANG_STEM` left, where the Laws have no such term: a query word read
    without its own ending (`Spelling.endings_cut`: `wziątek`, `docina`) meets it, so the key is met in
    any inflection, as a word the lemmatiser knows is."""
    return {folded[:-cut] for cut in SLANG_CUTS if len(folded) - cut >= SLANG_STEM and folded[:-cut] not in corpus}


def language_vocabulary(language: str, term_map: TermMap) -> dict:
    """`synonyms`: [key (per word: the terms it may show), [replacement term lists]] (number words
    included: word -> digits, and digits -> cardinal words; a key of the profile's `keys_as_written` met
    only in the forms written, folded and marked `AS_WRITTEN`, so no term meets them: its case tells its sense,
    and "na stole" (dummy), whose term is "stół"'s, is not the key "na stół"); `english`: [English words, [replacement
    term lists]]."""
    profile = load_profile(language)
    settings = profile.search
    analyser = analyser_for(language)
    capitals = profile.capital_words
    corpus = term_map.all_terms() | capitals
    stop = {analyser.fold(word) for word in settings.get("stop_words", [])}
    synonyms: dict[tuple, list[list[str]]] = {}
    read: dict[str, list[str]] = {}  # a thesaurus names each word of a group as every other one's replacement

    def known(phrase: str) -> list[str]:
        """A replacement's terms the corpus has (the others could never match), stop-words left out; each
        phrase analysed once."""
        if phrase not in read:
            read[phrase] = [term for term in phrase_terms(phrase, analyser, term_map, stop, capitals) if term in corpus]
        return list(read[phrase])

    as_written = set(settings.get("keys_as_written", []))
    number_words: dict[str, set[str]] = {}  # digits -> the terms of the cardinals writing that number
    for word, number in settings.get("cardinals", {}).items():
        number_words.setdefault(str(number), set()).update(key_options(word, analyser, term_map)[0])

    def add(key: str, replacements: list[str], slang: bool = False) -> None:
        options = tuple((AS_WRITTEN + analyser.fold(word),) for word in WORD.findall(key.lower())) if key in as_written \
            else key_options(key, analyser, term_map, corpus if slang else frozenset())  # once per key
        if len(options) > 1:  # a number in a key of words is met written as a word too ("четырнадцать карт")
            options = tuple(tuple(sorted({*option, *number_words.get(word, ())}))
                            for word, option in zip(WORD.findall(key.lower()), options))
        for replacement in replacements:
            terms = known(replacement)
            if options and terms and not all(term in option for term, option in zip(terms, options)):
                if terms not in synonyms.setdefault(options, []):
                    synonyms[options].append(terms)

    for key, replacements in profile.vocabulary_table("synonyms").items():
        add(key, replacements, slang=True)
    for word, number in settings.get("ordinals", {}).items():
        add(word, [str(number)])
    for word, number in settings.get("cardinals", {}).items():
        add(word, [str(number)])
        add(str(number), [word])
    english: dict[tuple[str, ...], list[list[str]]] = {}
    for key, replacements in [*profile.vocabulary_table("english").items(), *english_numbers(settings)]:
        words = tuple(english_words(key))
        for replacement in replacements:
            terms = known(replacement)
            if words and terms and terms not in english.setdefault(words, []):
                english[words].append(terms)
    for words, replacements in english_phrases(english).items():
        english.setdefault(words, [])
        english[words] += [terms for terms in replacements if terms not in english[words]]
    return {"synonyms": [[[list(option) for option in key], value] for key, value in sorted(synonyms.items())],
            "english": [[list(key), value] for key, value in sorted(english.items()) if value],
            "bids": bid_reading(settings.get("bids", {}), analyser, term_map, known)}


def english_phrases(english: dict[tuple[str, ...], list[list[str]]]) -> dict[tuple[str, ...], list[list[str]]]:
    """English keys said otherwise: `english.toml`'s `[phrases]`, table talk ("can I change my bid"), each read
    as the term of the game it names in the language's English table ("change of call"; several terms read as
    one, their first readings together), and every key of
    several words with a number written as a word or in digits read the other way too ("14 cards")."""
    table = english_table()
    digits = {english_word(word): str(number) for word, number in table["cardinals"].items()}
    words_of = {number: word for word, number in digits.items()}
    found: dict[tuple[str, ...], list[list[str]]] = {}
    for phrase, named in table["phrases"].items():  # a term, or terms read as one ("explanation", "call")
        keys = [tuple(english_words(term)) for term in ([named] if isinstance(named, str) else named)]
        if all(key in english for key in keys):
            found[tuple(english_words(phrase))] = [list(terms) for terms in english[keys[0]]] if len(keys) == 1 else \
                [[term for key in keys for term in english[key][0]]]
    for words, replacements in [*english.items(), *found.items()]:
        if len(words) > 1:
            for other in (tuple(digits.get(word, word) for word in words), tuple(words_of.get(word, word) for word in words)):
                if other != words:
                    found.setdefault(other, []).extend(terms for terms in replacements if terms not in found[other])
    return found


def english_numbers(settings: dict) -> list[tuple[str, list[str]]]:
    """English number words (`english.toml`) -> the digits and the language's words of that number."""
    english = english_table()
    return [(word, [str(number), *(own for own, value in settings.get(kind, {}).items() if value == number)])
            for kind in ("cardinals", "ordinals") for word, number in english.get(kind, {}).items()]


def bid_reading(bids: dict, analyser: Analyser, term_map: TermMap, known) -> dict:
    """`strains`: per denomination, lowest first, its spellings (per word: the terms a query word may
    show); the terms of a bid, of one above seven, of an insufficient bid; the words marking the
    earlier of two bids ("po", "после"); the terms of the calls named (pass, double, redouble), of a call and of
    the words saying a call was unintended; the words saying what was meant ("chtěl", folded; and the English, "meant")."""
    if not bids:
        return {}
    return {"strains": [[[list(option) for option in key_options(spelling, analyser, term_map)]
                         for spelling in spellings] for spellings in bids["strains"]],
            "bid": known(bids["bid"]), "above": known(bids["above_seven"]),
            "insufficient": known(bids["insufficient"]), "after": sorted(analyser.fold(word) for word in bids["after"]),
            "calls": sorted({term for word in bids["calls"] for term in key_options(word, analyser, term_map)[0]}),
            "call": known(bids["call"]), "unintended": sorted(term for word in bids["unintended"] for term in known(word)),
            "meant": sorted({analyser.fold(word) for word in bids.get("meant", [])} | set(english_table()["meant"]))}

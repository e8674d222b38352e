"""Where a query's words meet the domain vocabulary: a vocabulary key (as written, or its content words
near each other in any order), an English key's words as the engine compares them, and bids written
as players write them ("1 kier", "2 BA", "1ba", "8 бубен").

A level and a denomination (the profile's `[search.bids]`, lowest first) are a bid; a level above
seven is Law 38's; of two bids, a later one not higher than the earlier is an insufficient bid. The
earlier is the first written unless the second is marked as earlier ("1 kier po 1 pik"). The site
reads them the same way (`site_assets/search-vocabulary.js`).
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import replace
from functools import cached_property

BID = re.compile(r"([1-9])(\w+)")  # a level and a denomination typed as one word: "1ba", "2бк"
DOUBLED = "bdgmnprt"  # a consonant English doubles before -ed and -ing (`quitted`, `bidding`)
ENGLISH_TERM = "en:"  # an English word said of a provision (`said.py`), as its term: no word of a language


AS_WRITTEN = "="  # marks a key word met only as written, folded (`keys_as_written`): no term begins so


def english_words(phrase: str) -> list[str]:
    """English words as the engine compares them: lower case, a plural `s` dropped (`revokes`)."""
    return [english_word(word) for word in re.findall(r"\w+", phrase.lower())]


def english_word(word: str) -> str:
    """An English word without its inflection, the same for a key and a query: a plural (`penalties`
    -> `penalty`, `cards` -> `card`), then -ed or -ing with a doubled consonant undone (`quitted`,
    `bidding` -> `quit`, `bid`), then a final e (`stated`, `stating`, `state` -> `stat`); not
    `extraneous`, `pass`, `lead`."""
    if len(word) > 4 and word.endswith("ies"):
        word = word[:-3] + "y"
    elif len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    for ending in ("ing", "ed"):
        if len(word) > len(ending) + 3 and word.endswith(ending):
            word = word[:-len(ending)]
            if len(word) > 3 and word[-1] == word[-2] and word[-1] in DOUBLED:
                word = word[:-1]
            break
    if len(word) > 4 and word.endswith("e"):
        word = word[:-1]
    return word


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


def vocabulary_index(synonyms: list, stop: set[str]) -> dict:
    """What a query meets a language's vocabulary keys by, as plain data (the index writes it, so a command
    reads it where it made it each time, ~15 ms a language): a term -> the entries whose key starts with
    it; the content words of each key of two or more (no digits, not opening with a function word: a
    question's meaning is in its question word); a content word's term -> those entries."""
    first_words: dict[str, list[int]] = defaultdict(list)
    loose_keys: dict[str, list[int]] = defaultdict(list)
    loose_content: list = []
    for number, (key, _) in enumerate(synonyms):
        for term in key[0]:
            first_words[term].append(number)
        if len(key) < 2:
            continue
        content = [option for option in key if stop.isdisjoint(unmarked(option))]
        question = not stop.isdisjoint(unmarked(key[0]))  # "какой картой я сыграл" is not "карта сыграна"
        if len(content) >= 2 and not question and not any(map(str.isdigit, "".join(map("".join, key)))):
            loose_content.append([number, content])
            for term in sorted({term for option in content for term in option}):
                loose_keys[term].append(number)
    return {"first_words": dict(sorted(first_words.items())), "loose_keys": dict(sorted(loose_keys.items())),
            "loose_content": loose_content}


def unmarked(option: list[str]) -> set[str]:
    """A key word's terms, one met only as written (`AS_WRITTEN`) as its folded form: a stop-word is one either way."""
    return {term.removeprefix(AS_WRITTEN) for term in option}


class Vocabulary:
    """A language's vocabulary keys as a query meets them: the entries (per key word, the terms it may
    show) and their `vocabulary_index`, read from the index or made when a query is first read in the
    language."""

    def __init__(self, synonyms: list, stop: set[str], index: dict | None = None):
        self.synonyms = synonyms
        index = index if index is not None else vocabulary_index(synonyms, stop)
        self.first_words: dict[str, list[int]] = index["first_words"]
        self.loose_keys: dict[str, list[int]] = index["loose_keys"]
        self.loose_content: dict[int, list[list[str]]] = dict(index["loose_content"])

    @cached_property
    def joined_terms(self) -> set[str]:
        """The terms of the words of the keys of two words or more (`english_in_keys` tries no other)."""
        return {term for key, _ in self.synonyms if len(key) > 1 for terms in key for term in terms}


def vocabulary_reading(tokens: list, language, gap: int) -> dict[int, tuple[list[int], list]]:
    """The vocabulary entries a query holds: first position -> (positions of the words, replacements).
    A key read as written (its words in a row, in either order when it has two: `oddać lewy`, `lewy
    oddać`), or - `gap` >= 0 - a key of two or more content words found among the query's content
    words in any order, at most `gap` other content words between them ("kontra na odzywkę własnego
    partnera" holds "kontra partnera"). Entries covering more content words are taken first, then
    keys as written, then the earlier; each word is read once. Bids and quoted or prefixed words are
    not read here."""
    blocked = set()
    position = 0
    while position < len(tokens):
        token = tokens[position]
        bid = bid_at(tokens, position, language)
        if bid is not None:
            blocked.update(range(position, position + bid[0]))
            position += bid[0]
            continue
        if token.phrase >= 0 or token.prefix:
            blocked.add(position)
        position += 1
    found = []
    content = [place for place in range(len(tokens)) if place not in blocked and loose_word(tokens[place], language)]
    exact = {position: exact_matches(tokens, position, language, blocked)
             for position in range(len(tokens)) if position not in blocked}
    parting = {places[0] for matches in exact.values() for places, _ in matches
               if content_count(tokens, places, language) == 0}  # a key of function words alone: "а хотел"
    meant = set(language.bids.get("meant", []))  # and a word saying what was meant: "пас хотел контру"
    parting |= {place for place in exact if language.fold(tokens[place].word) in meant}
    for position, matches in exact.items():
        for match in matches:
            found.append((-content_count(tokens, match[0], language), 0, position, match))
        loose = loose_match(tokens, position, language, content, gap, parting) if gap >= 0 else None
        if loose is not None:
            found.append((-len(loose[0]), 1, position, loose))
    chosen: dict[int, tuple[list[int], list]] = {}
    taken: set[int] = set()
    for _, _, _, (places, replacements) in sorted(found, key=lambda entry: entry[:3]):
        if not taken & set(places):
            taken.update(places)
            chosen[places[0]] = (places, replacements)
    return chosen


def spelled_reading(tokens: list, language, gap: int, corrected: dict | None) -> tuple[list, dict]:
    """The vocabulary entries of the query its slips corrected (the query the search says it read: "ренос
    в 12 взятке" holds the key "ренонс в 12 взятке"), and its tokens so spelled; a corrected word an entry
    takes goes into `corrected`. A word an entry reads as typed is no slip; one it meets only by its beginning is,
    where the word corrected joins a key of more words (`dziadk` met the slang key `dziad`; "dziadek" makes
    "dziadek dotknął karty"; the Czech `prepocitava`, met by `přepočítat`, stays). `corrected` None (not
    guessing): the words as typed."""
    tokens, entries = english_in_keys(tokens, vocabulary_reading(tokens, language, gap), language, gap)
    width = {place: len(places) for places, _ in entries.values() for place in places}
    begun = {place for place in width if language.candidates(tokens[place].word, False).isdisjoint(language.key_words)}
    fixes = {} if corrected is None else slips_fixed(tokens, language, set(width) - begun)
    if not fixes:
        return tokens, entries
    spelled, respelled = respelled_reading(tokens, fixes, language, gap)
    wider = {place for places, _ in respelled.values() for place in places if len(places) > width.get(place, 0)}
    kept = {place: form for place, form in fixes.items() if place not in begun or place in wider}
    if not kept:
        return tokens, entries
    if kept != fixes:
        spelled, respelled = respelled_reading(tokens, kept, language, gap)
    for places, _ in respelled.values():
        for place in set(places) & set(kept):
            corrected[tokens[place].word] = kept[place]
    return spelled, respelled


def english_in_keys(tokens: list, entries: dict, language, gap: int) -> tuple[list, dict]:
    """An English term of the game in a query of the language, read as a one-word key of the language meaning the
    same (its English reading among the key's replacements), where that joins a key of more words: "revoke v
    posledním zdvihu" holds the key "renonc v posledním zdvihu" (62D; the English word read alone met 63B first).
    The tokens and entries so read; as they were where no such key joins."""
    width = {place: len(places) for places, _ in entries.values() for place in places}
    for place, token in enumerate(tokens):
        senses = language.english.get((english_word(token.word),))
        if (not senses or width.get(place, 0) > 1 or token.phrase >= 0 or token.prefix
                or language.own_terms(token.word)):
            continue
        keys = language.one_word_keys
        for key in sorted(term for term in language.vocabulary.joined_terms
                          if any(sense in keys.get(term, ()) for sense in senses)):
            spelled, respelled = respelled_reading(tokens, {place: key}, language, gap)
            if any(place in places and len(places) > 1 for places, _ in respelled.values()):
                return english_in_keys(spelled, respelled, language, gap)
    return tokens, entries


def respelled_reading(tokens: list, fixes: dict[int, str], language, gap: int) -> tuple[list, dict]:
    """The tokens with these words corrected, and their vocabulary entries."""
    spelled = [replace(token, word=fixes[place]) if place in fixes else token for place, token in enumerate(tokens)]
    return spelled, vocabulary_reading(spelled, language, gap)


def slips_fixed(tokens: list, language, read: set[int]) -> dict[int, str]:
    """Position -> the form a word is corrected to, for the words `query_words.word_slot` corrects: not
    `read` already, no reading of their own, no English term of the game, a slip from a corpus form or a
    one-word key."""
    fixes = {}
    for place, token in enumerate(tokens):
        folded = language.fold(token.word)
        if (place in read or token.phrase >= 0 or token.prefix or folded in language.stop or folded in language.negation
                or language.own_terms(token.word) or (english_word(token.word),) in language.english):
            continue
        fixed = language.typo(token.word)
        key = language.key_typo(token.word) if fixed is None else None
        if fixed is not None or key is not None:
            fixes[place] = language.spelled.get(fixed, fixed) if fixed is not None else key[0]
    return fixes


def calls_compared(slots: list, language, call, said_meant=None) -> list:
    """A call said and another meant ("я сказал пас, а хотел сказать контра": two calls named, a slot read as
    unintended) compare calls: each named is read as a call too (`call`, the profile's `[search.bids]` call), so
    the rules on an unintended call answer them, not only those naming pass and double; two calls named alone
    stay themselves ("jedna strana tvrdí, že byl pas, druhá, že kontra"). `said_meant`: the slot of an unintended
    call, given where the query says what was meant in a word of the profile's `meant` ("řekl pas, chtěl kontra",
    no conjunction read as unintended): with two calls named it is read too, where no slot says it."""
    calls, unintended = set(language.bids.get("calls", [])), set(language.bids.get("unintended", []))
    named = {id(slot): found for slot in slots for alternative in slot.alternatives
             if alternative.how in ("own", "english") and (found := calls.intersection(alternative.terms))}
    meant = any(unintended.intersection(alternative.terms) for slot in slots for alternative in slot.alternatives)
    if call.terms and (meant or said_meant) and len(set().union(*named.values())) >= 2:
        for slot in slots:
            if id(slot) in named:
                slot.alternatives.append(call)
        if not meant:
            slots.append(said_meant)
    return slots


def negated_replacements(replacements: list, language) -> list[str]:
    """The negated form of each one-word replacement the Laws use ("zaakceptować" -> "niezaakceptowana"):
    a key read after a negating word stands for its replacement negated."""
    return [prefix + terms[0] for terms in replacements if len(terms) == 1 for prefix in language.negating[:1]
            if prefix + terms[0] in language.idf]


def content_count(tokens: list, positions: list[int], language) -> int:
    return sum(language.fold(tokens[place].word) not in language.stop for place in positions)


def exact_matches(tokens: list, position: int, language, blocked: set[int]) -> list[tuple[list[int], list]]:
    """The keys whose words stand here in a row (a key of two words also the other way round), the longest
    first, one of each length: a key met by the words as they are before one met only by a word's beginning
    (`trestňák` is the key `trestňák`, not `trest`), then the first of the vocabulary's order. A shorter key
    is there for when a longer one loses its words to another key ("зашел раньше чем партнер сыграл": the
    key "сыграл раньше партнёра" takes "раньше", and "зашел" is still the key "зайти")."""
    return [found for length in range(min(4, len(tokens) - position), 0, -1)
            if (found := exact_match(tokens, position, language, blocked, length)) is not None]


def exact_match(tokens: list, position: int, language, blocked: set[int],
                length: int) -> tuple[list[int], list] | None:
    """The key of `length` words standing here in a row, if any (`exact_matches`)."""
    if not blocked & set(range(position, position + length)):
        for cut in (False, True):
            options = [language.candidates(token.word, cut) for token in tokens[position:position + length]]
            orders = [options, options[::-1]] if length == 2 else [options]
            pool = sorted({number for order in orders for term in order[0]
                           for number in language.vocabulary.first_words.get(term, ())})
            for order in orders:
                for number in pool:
                    key, replacements = language.vocabulary.synonyms[number]
                    if len(key) == length and not any(found.isdisjoint(wanted) for wanted, found in zip(key, order)):
                        return list(range(position, position + length)), replacements
    return None


def loose_match(tokens: list, position: int, language, content: list[int], gap: int,
                parting: set[int]) -> tuple[list[int], list] | None:
    """The key of most content words (among equals, one whose words stand in the query's order, then the first of
    the vocabulary's: "dziadek dotknął swojej karty" is the key "dziadek dotknął karty", not "dotknąć karty
    dziadka"), one of them this word, the others among the next of the query's content words (`content`: their positions),
    at most `gap` others between, none after a negating word ("karta nie zagrana" is not the key
    "karta zagrana") nor after a key of function words alone (`parting`, where one begins: "пас а хотел
    контру" is no "контра на пас", "а хотел" parting what was said from what was meant) or a word of the profile's
    `meant` ("пас хотел контру")."""
    if position not in content:
        return None
    here = language.candidates(tokens[position].word)
    end = next((place for place in range(position + 1, len(tokens))
                if language.fold(tokens[place].word) in language.negation or place in parting), len(tokens))
    following = [place for place in content[content.index(position) + 1:] if place < end]
    best, rank = None, (0, False)
    for number in sorted({number for term in here for number in language.vocabulary.loose_keys.get(term, ())}):
        key = language.vocabulary.loose_content[number]
        if (len(key), True) <= rank:
            continue
        found = assign(key, [(position, here)] + [(place, language.candidates(tokens[place].word))
                                                  for place in following[:len(key) - 1 + gap]])
        if found is not None and (len(key), found == sorted(found)) > rank:
            best, rank = (sorted(found), language.vocabulary.synonyms[number][1]), (len(key), found == sorted(found))
    return best


def loose_word(token, language) -> bool:
    folded = language.fold(token.word)
    return folded not in language.stop and folded not in language.negation and not any(char.isdigit() for char in folded)


def assign(content: list[list[str]], words: list[tuple[int, set[str]]]) -> list[int] | None:
    """Positions of distinct words answering each content word of a key, the first word (where the
    key is read) among them; None if there are none."""
    def walk(index: int, used: list[int]) -> list[int] | None:
        if index == len(content):
            return used if words[0][0] in used else None
        for place, found in words:
            if place not in used and not found.isdisjoint(content[index]):
                result = walk(index + 1, used + [place])
                if result is not None:
                    return result
        return None

    return walk(0, [])

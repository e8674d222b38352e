"""The lexicon and the translation model of a parallel text, learned once for the alignments that read it.

Both are learned from the seed pairs (the provisions of two editions that kept their key and length) and
read nothing else of them than their languages, their Laws and their own terms. Alignments of one build
often learn from the same text, one after another: cs-2007 against ru-2017 is pl-2017's bridge, then, for
the Laws pl-2017 amends, composed through pl-2017 no more and aligned directly; the translations of one
hub are aligned in turn, and a text printed again under another id learns what its twin learned. Learning
was most of an alignment's cost (the 10x corpus: 122 models learned from 5 texts).
"""

from __future__ import annotations

import hashlib

from .lexicon import Lexicon, learn
from .translation import Model, learn_model
from .units import Unit

KEPT = 2  # the texts last learned, kept: the concordance's peak memory is the build's (about 2 x 4 MB here)


class Learned:
    """The lexicon and model of the texts last met in one build, by what their seed pairs say."""

    def __init__(self):
        self.made: dict[bytes, tuple[Lexicon, Model | None]] = {}  # the least recently read first

    def of(self, seeds: list[tuple[Unit, Unit]], same_language: bool) -> tuple[Lexicon, Model | None]:
        text = parallel_text(seeds, same_language)
        if text in self.made:
            self.made[text] = self.made.pop(text)
            return self.made[text]
        while len(self.made) >= KEPT:  # let go before learning: the memory is free for the new one
            del self.made[next(iter(self.made))]
        self.made[text] = learned = learn(seeds, same_language), learn_model(seeds) if seeds else None
        return learned


def parallel_text(seeds: list[tuple[Unit, Unit]], same_language: bool) -> bytes:
    """A digest of all that learning reads of the seed pairs, in their order: the languages, and each pair's
    Law (its fold of the model) and the terms each side's own text says."""
    hasher = hashlib.blake2b(f"{same_language} {seeds[0][0].language} {seeds[0][1].language}".encode()
                             if seeds else b"")
    for first, second in seeds:
        hasher.update(b"%d %s %s" % (first.key.law, first.own_digest, second.own_digest))
    return hasher.digest()

"""The lexicon and the translation model of a parallel text, learned once for every alignment that reads it.

Both are learned from the seed pairs (the provisions of two editions that kept their key and length) and
read nothing else of them than their languages, their Laws and their own terms. Alignments of one build
often learn from the same text: cs-2007 against ru-2017 is pl-2017's bridge, then, for the Laws pl-2017
amends, composed through pl-2017 no more and aligned directly; a text printed again under another id learns
what its twin learned. Learning was most of an alignment's cost (the 10x corpus: 122 models for 5 texts).
"""

from __future__ import annotations

from .lexicon import Lexicon, learn
from .translation import Model, learn_model
from .units import Unit


class Learned:
    """The lexicon and model of each parallel text met in one build, by what its seed pairs say."""

    def __init__(self):
        self.made: dict[tuple, tuple[Lexicon, Model | None]] = {}

    def of(self, seeds: list[tuple[Unit, Unit]], same_language: bool) -> tuple[Lexicon, Model | None]:
        text = (same_language, parallel_text(seeds))
        if text not in self.made:
            self.made[text] = learn(seeds, same_language), learn_model(seeds) if seeds else None
        return self.made[text]


def parallel_text(seeds: list[tuple[Unit, Unit]]) -> tuple:
    """All that learning reads of the seed pairs, in their order: the languages, and each pair's Law (its
    fold of the model) and the terms each side's own text says."""
    languages = (seeds[0][0].language, seeds[0][1].language) if seeds else ()
    return languages, tuple((first.key.law, first.own_terms, second.own_terms) for first, second in seeds)

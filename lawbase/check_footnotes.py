"""Checks of the footnotes against the text they stand in (`lawbase check`)."""

from __future__ import annotations

from .graph import Kind
from .keys import law_of_key
from .parse import Anomaly, ParsedEdition
from .text import fold_words, sentence_parts

RESTATED = 0.6  # the share of words (Jaccard) over which a footnote's sentence says a sentence of its Law again


def footnotes_restating_their_law(parsed: ParsedEdition) -> list[Anomaly]:
    """A footnote of several sentences one of which its Law's text says too: pl-1997 62's (1997:324) "Podlegając
    przepisowi 43B2(b) …. Zarzut popełnienia fałszywego renosu nie uprawnia …" repeats 62B2's second sentence,
    two notes run together or the text copied in (a committee member's review). Of the corpus's 101 footnotes
    that one says its Law's sentence with 0.81 of its words (Jaccard, folded); the nearest any other footnote
    comes is 0.50 (ru-2017's 41D note, a sentence alone), one of several sentences 0.21."""
    by_id = {node.id: node for node in parsed.nodes}
    found = []
    for note in (node for node in parsed.nodes if node.kind == "footnote"):
        law = by_id.get(note.parent or "")
        while law is not None and law.kind != "law":
            law = by_id.get(law.parent or "")
        if law is None or len(sentences(note.text)) < 2:
            continue
        said = [(node, sentence, set(fold_words(sentence).split())) for node in parsed.nodes
                if node.kind in Kind.STRUCTURE and law_of_key(node.key) == law.key for sentence in sentences(node.text)]
        for sentence in sentences(note.text):
            words = set(fold_words(sentence).split())
            again = next((node for node, _, other in said if words | other
                          and len(words & other) / len(words | other) >= RESTATED), None)
            if again is not None:
                found.append(Anomaly.said_as("warning", note.lines[0], "anomaly_restated", law=law.key, key=again.key,
                                             line=again.lines[0], sentence=sentence))
    return found


def sentences(text: str) -> list[str]:
    return [text[parts[0][0]:parts[-1][1]] for parts in sentence_parts(text)]

"""Where an old provision's text went, read part by part between two texts of one language
(`part_by_part`): on made-up scores and on the real corpus (1997 68D is 2017 68D, 68D1, 68D2 and 68D2a; 1997
61B's parenthesis is 2017 61C; 1997 69B's second case is 2017 69B2)."""

from __future__ import annotations

from lawbase.concordance.aligner import Aligner, Thresholds
from lawbase.concordance.relations import PairFacts, records
from lawbase.concordance.table import between
from lawbase.concordance.units import edition_text

from .test_concordance_parts import FixedScores, tiny_graph

FIRST = [("1", ""), ("1A", "play ceases; if agreed, Law 2; if disputed, call the director at once")]
SECOND = [("1", ""), ("1A", "play ceases"), ("1A1", "if agreed, Law 2"), ("1A2", "if disputed, then:"),
          ("1A2a", "call the director at once"), ("1A2b", "or play on by agreement"), ("1B", "the director at once")]
# shares of a new provision's words found in 1997 1A: whole (its parts' words too), and its own text's
WHOLE = {("1A1", "1A"): 0.8, ("1A2", "1A"): 0.35, ("1A2a", "1A"): 0.45, ("1A2b", "1A"): 0.15, ("1B", "1A"): 0.7}
OWN = {("1A2", "1A"): 1.0, ("1A2b", "1A"): 0.1}


class Sentences:
    """Which new provision's sentences all read as one of an old provision's (`Said.reads_as`), as given."""

    def __init__(self, reading: set[tuple[str, str]], unread: set[tuple[str, str]] = frozenset()):
        self.reading, self.unread = reading, unread

    def reads_as(self, new, old) -> bool:
        return (new.node["key"], old.node["key"]) in self.reading

    def reads_nothing_of(self, new, old) -> bool:
        return (new.node["key"], old.node["key"]) in self.unread


class PartScores(FixedScores):
    def __init__(self, *args, own=None, reading=(), unread=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.own, self.said = own or {}, Sentences(set(reading), set(unread))

    def lead_contained(self, lead, whole):
        return self.own.get((lead.node["key"], whole.node["key"]), 0.0)

    def sentences(self):
        return self.said


def records_of(editions: tuple[str, str], reading=(), contained=None, unread=()) -> dict:
    graph = tiny_graph(dict(zip(editions, (FIRST, SECOND))))
    first, second = edition_text(graph, editions[0]).units, edition_text(graph, editions[1]).units
    scores = PartScores(first, second, {("1", "1"): 0.9, ("1A", "1A"): 0.8}, contained={**WHOLE, **(contained or {})},
                        own=OWN, reading=reading, unread=unread)
    alignment = Aligner(first, second, scores, Thresholds()).run()
    out = records(first, second, alignment, scores, 0.2, PairFacts(False, {}))
    return {r.first or f"new {r.second[0]}": r for r in out}


def test_in_one_language_each_new_part_is_read_by_its_own_words():
    """2017 68D2's lead is 1997 68D's clause word for word and so is its (a), but its (b) is new: read whole, the
    subtree held a third of the old words and none of it was found; read part by part, the lead and (a) are."""
    by_key = records_of(("pl-1997", "pl-2017"))
    assert (by_key["1A"].second, by_key["1A"].relation) == (["1A", "1A1", "1A2", "1A2a"], "split")
    assert by_key["new 1A2b"].relation == "none" and by_key["new 1B"].relation == "none"


def test_across_languages_a_part_holding_the_text_brings_its_parts():
    """Through the lexicon a fifth of the words is enough, and a part's own parts come with it (unchanged)."""
    by_key = records_of(("cs-2007", "pl-2017"))
    assert by_key["1A"].second == ["1A", "1A1", "1A2", "1A2a", "1A2b"]


def test_a_part_rewording_a_clause_holds_the_text_where_its_sentences_read_as_the_old_ones():
    """2017 69B2 rewords 1997 69B's second case (a quarter of its words are 69B's): a fifth of the words is
    enough where every sentence of the part reads as one of the old provision's; without that, two fifths."""
    reworded = records_of(("pl-1997", "pl-2017"), reading={("1A2b", "1A")}, contained={("1A2b", "1A"): 0.25})
    assert reworded["1A"].second == ["1A", "1A1", "1A2", "1A2a", "1A2b"]
    unread = records_of(("pl-1997", "pl-2017"), contained={("1A2b", "1A"): 0.25})
    assert unread["new 1A2b"].relation == "none"
    too_few = records_of(("pl-1997", "pl-2017"), reading={("1A2b", "1A")})  # 0.15 of its words
    assert too_few["new 1A2b"].relation == "none"


def test_a_part_sharing_words_whose_sentences_read_nothing_of_the_old_text_is_new():
    """2017 57C3 (declarer's premature play may not be withdrawn) holds 0.45 of 1997 57C's words (the defender's
    premature play), but its sentence reads 0.11 as 57C's: another rule in the same words, new; at two fifths of
    the words a part is held where its sentences read the old ones at all."""
    read = records_of(("pl-1997", "pl-2017"))
    assert "1A2a" in read["1A"].second  # 0.45 of its words
    unread = records_of(("pl-1997", "pl-2017"), unread={("1A2a", "1A")})
    assert "1A2a" not in unread["1A"].second and unread["new 1A2a"].relation == "none"


def test_a_clause_said_as_the_new_provision_after_the_counterpart_goes_with_the_split():
    """2017 61C, no automatic right to inspect quitted tricks, is 1997 61B's parenthesis: its words and every
    sentence of it are the old provision's; without the sentences (2017 67B3, which shares two fifths of 1997
    67B2's words, a second sentence new) it stays new."""
    by_key = records_of(("pl-1997", "pl-2017"), reading={("1B", "1A")})
    assert by_key["1A"].second == ["1A", "1A1", "1A2", "1A2a", "1B"] and "new 1B" not in by_key


def test_1997_68d_61b_and_69b_reach_every_2017_provision_that_says_a_clause_of_them(graph):
    """A Polish laws committee member's reading: 2017 68D2 and 68D2a ("if it is disputed … the Director may be
    summoned, no action before he arrives") were called new though 1997 68D says them, and so were 2017 61C
    (1997 61B's parenthesis, pl-1997:299) and 69B2 (1997 69B's second case, reworded); 2017 68D2b (play
    continued by agreement), 67B3 and 57C3 (declarer's premature play, its sentence 0.11 as 1997 57C's) are new. 1997 47F, a heading whose text went to 47F2, stays `same`."""
    forward = {r["from"]: r for r in between(graph, "pl-1997", "pl-2017") if r["from"]}
    assert (forward["68D"]["to"], forward["68D"]["relation"]) == (["68D", "68D1", "68D2", "68D2a"], "split")
    assert forward["61B"]["to"][-1] == "61C" and forward["61B"]["relation"] == "split"
    assert (forward["69B"]["to"], forward["69B"]["relation"]) == (["69B", "69B1", "69B2"], "split")
    assert (forward["47F"]["to"], forward["47F"]["relation"]) == (["47F", "47F2"], "same")  # 47F a heading alone
    assert (forward["57C"]["to"], forward["57C"]["relation"]) == (["57C", "57C1", "57C2"], "split")
    new = {r["to"][0] for r in between(graph, "pl-1997", "pl-2017") if r["from"] is None}
    assert {"68D2b", "68D2b(i)", "68D2b(ii)", "67B3", "62C3", "57C3"} <= new and not {"68D2", "68D2a", "61C", "69B2"} & new

"""The ranking's numbers, chosen on the search tests' tuning half: the engine ranks by them, and the payload
carries them to the browser's engine (`payload.py`), so both rank with the same numbers."""

# Chosen on the `tuning` half of tests/data/search_director.toml (README "Search"): field boosts; the
# soft AND's power; the title-answer bonus (any title, a Law's title) and its power; priors by kind,
# for editions other than a language's main one, for index entries and footnotes passing their score
# on, the decay of further hits of one Law; the weights of the ways a word is read; the guess's reach;
# how far apart a vocabulary key's words may stand (`key_gap`: other content words between them, -1:
# only as written); the power of the share matched of a replacement longer than the words it stands
# for (a part of "odvolací výbor není ustaven" is weak evidence); a query answered through another
# language; a negated word kept or lost in a document.
RANKING = {
    "boost": {"title": 0.5, "body": 1.0, "path": 1.0, "lead": 0.25, "said": 1.0},  # lead: tuning + dev, of 0.15-1
    "coverage_power": 1.0,
    "title_answer": 0.5,
    "title_answer_power": 8.0,
    "law_title_answer": 8.0,
    "kind": {"law": 1.0, "section": 1.0, "subsection": 1.0, "item": 1.0, "subitem": 1.0, "definition": 0.3,
             "footnote": 0.5, "front-matter": 0.3, "index-entry": 0.0},
    "secondary_edition": 0.5,
    "index_entry": 0.3,
    "footnote_parent": 0.6,
    "same_law": 0.9,
    "weights": {"synonym": 1.0, "typo": 0.5, "prefix": 0.3, "english": 1.0, "guess_cut": 6, "guess_tail": 8,
                "key_gap": 0},
    "replacement_share_power": 2.0,
    "other_language": 0.9,
    "unasked_language": 0.3,
    "negation_kept": 0.5,
    "negation_lost": 0.5,
    "begun_letters": 3,  # letters of a word being typed that tell its language by the corpus forms they begin
}

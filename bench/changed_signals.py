"""`changed` against `same` at one key: how well a signal tells them apart, on the looked-at golds alone.

    python bench/changed_signals.py [--out build] [--top 12]

The rows: each looked-at gold's row (`concordance_eval.NEVER_LOOKED_AT` are never read) whose cs-2007 provision
keeps its key in the gold and in the concordance (`same` or `changed` in both), one per gold that names it. Each
signal scores the rows (high: changed); printed: its AUC (1.0: every `changed` row above every `same` one), for each
`changed` row the concordance still calls `same` how many `same` rows the signal puts above it, and its top rows
(`*` changed, `?` no looked-at gold reads it). The translations are the concordance's own model (`translation`:
IBM Model 1 from the provisions kept at their key, each Law read by the model its fold did not teach), learned
here for each direction between cs-2007, pl-2017 and ru-2017, and read for provisions and clauses:

- provision: how much better the other 2017 text explains a 2017 provision than the 2007 one does (pl and ru,
  the mean): two faithful translations of one English text drift less than a rewritten rule;
- clauses (a sentence cut at its punctuation, three words at least), the conditions among them (a clause with a
  word of the profiles' `[conditions]`: if, while, until, unless, except, only): the 2017 clause the 2007
  provision explains least against the other 2017 text, in both 2017 texts (the smaller of the two); the 2007
  condition neither 2017 text explains; the count of conditions where the 2017 texts agree;
- `said plainly`: a condition clause each 2017 text states, explained by the other 2017 text at least SAID and by
  the 2007 provision below UNSAID, over every provision kept at its key (a grid of both bars).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Callable, NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent))

from concordance_eval import NEVER_LOOKED_AT, all_golds  # noqa: E402

from lawbase.concordance.align_pair import key_seeds  # noqa: E402
from lawbase.concordance.table import between  # noqa: E402
from lawbase.concordance.translation import learn_model, translation_matrices  # noqa: E402
from lawbase.concordance.units import edition_text, terms_of  # noqa: E402
from lawbase.profiles import load_profile  # noqa: E402
from lawbase.store import load_graph  # noqa: E402

EDITIONS = {"cs": "cs-2007", "pl": "pl-2017", "ru": "ru-2017"}
CUT = re.compile(r"[,;:.()«»—\n]+")
MIN_TERMS = 3  # a clause of fewer words ("jeśli niezakończona") is read as noise by the model
SAID_BARS, UNSAID_BARS = (1.5, 1.75, 2.0, 2.25), (0.5, 0.75, 1.0, 1.25)


class Piece(NamedTuple):
    """What the translation model reads: terms, and a key for the fold of Laws."""
    whole: frozenset
    key: object


class Clause(NamedTuple):
    text: str
    terms: list
    condition: bool


def conditions(language: str) -> re.Pattern:
    words = load_profile(language).raw.get("conditions", {}).get("words", [])
    return re.compile(rf"(?<!\w)(?:{'|'.join(words)})(?!\w)", re.IGNORECASE)


def clauses(text: str, language: str, pattern: re.Pattern) -> list[Clause]:
    out = []
    for piece in CUT.split(text):
        terms = terms_of(piece, language)
        if len(terms) >= MIN_TERMS:
            out.append(Clause(piece.strip(), terms, bool(pattern.search(piece))))
    return out


def auc(scored: list[tuple[float, bool]]) -> float:
    positive = [score for score, changed in scored if changed]
    negative = [score for score, changed in scored if not changed]
    if not positive or not negative:
        return float("nan")
    return sum((p > n) + 0.5 * (p == n) for p in positive for n in negative) / (len(positive) * len(negative))


class Texts:
    """The provisions kept at their key, their clauses in each language, and the clause scores of each direction."""

    def __init__(self, graph, kept: list[str]):
        self.units = {lang: edition_text(graph, edition).units for lang, edition in EDITIONS.items()}
        self.keys = sorted(key for key in kept if all(key in units for units in self.units.values()))
        self.texts = {lang: {key: units[key].node["title"] + "\n" + units[key].node["text"] for key in self.keys}
                      for lang, units in self.units.items()}
        patterns = {lang: conditions(lang) for lang in EDITIONS}
        self.clauses = {lang: {key: clauses(self.texts[lang][key], lang, patterns[lang]) for key in self.keys}
                        for lang in EDITIONS}
        self.models = {}

    def model(self, source: str, target: str):
        if (source, target) not in self.models:
            self.models[source, target] = learn_model(key_seeds(self.units[source], self.units[target]))
        return self.models[source, target]

    def provisions(self, lang: str) -> list[Piece]:
        return [Piece(frozenset(terms_of(self.texts[lang][key], lang)), self.units[lang][key].key) for key in self.keys]

    def provision_scores(self, source: str, target: str) -> dict[str, float]:
        """t(target's provision | source's provision), each key against its own."""
        matrix = translation_matrices(self.model(source, target), (self.provisions(source), self.provisions(target)))[0]
        return {key: matrix[i, i] for i, key in enumerate(self.keys)}

    def clause_scores(self, source: str, target: str, only_conditions: bool) -> dict[str, list[tuple[float, str]]]:
        """For each key, each clause of the target text: how well the source's provision explains it."""
        pieces, owners = [], []
        for i, key in enumerate(self.keys):
            for clause in self.clauses[target][key]:
                if clause.condition or not only_conditions:
                    pieces.append(Piece(frozenset(clause.terms), self.units[source][key].key))
                    owners.append((i, clause.text))
        matrix = translation_matrices(self.model(source, target), (self.provisions(source), pieces))[0]
        out: dict[str, list[tuple[float, str]]] = {key: [] for key in self.keys}
        for column, (i, text) in enumerate(owners):
            out[self.keys[i]].append((float(matrix[i, column]), text))
        return out


def gap_2017(texts: Texts, only_conditions: bool) -> Callable[[str], float | None]:
    """The 2017 clause the 2007 provision explains least against the other 2017 text, the smaller of both sides."""
    sides = []
    for target, other in (("pl", "ru"), ("ru", "pl")):
        said, from_2007 = texts.clause_scores(other, target, only_conditions), texts.clause_scores("cs", target,
                                                                                                   only_conditions)
        sides.append({key: max(a - b for (a, _), (b, _) in zip(said[key], from_2007[key])) if said[key] else None
                      for key in texts.keys})
    return lambda key: None if None in (sides[0][key], sides[1][key]) else min(sides[0][key], sides[1][key])


def unsaid_2007(texts: Texts) -> Callable[[str], float | None]:
    """The 2007 condition neither 2017 text explains: minus the better of the two, at its weakest."""
    pl, ru = texts.clause_scores("pl", "cs", True), texts.clause_scores("ru", "cs", True)
    return lambda key: -min(max(a, b) for (a, _), (b, _) in zip(pl[key], ru[key])) if pl[key] else None


def said_plainly(texts: Texts, said: float, unsaid: float, scores: dict) -> list[str]:
    """The keys where each 2017 text has a condition the other explains at least `said`, the 2007 below `unsaid`."""
    out = []
    for key in texts.keys:
        if all(any(a >= said and b < unsaid for (a, _), (b, _) in zip(scores[other, target][key], scores["cs", target][key]))
               for target, other in (("pl", "ru"), ("ru", "pl"))):
            out.append(key)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build", type=Path)
    parser.add_argument("--top", type=int, default=12)
    arguments = parser.parse_args()
    graph = load_graph(arguments.out)
    records = {r["from"]: r for r in between(graph, "cs-2007", "pl-2017") if r["from"]}
    kept = {key: r["relation"] for key, r in records.items() if r["to"] == [key] and r["relation"] in ("same", "changed")}
    gold, names = all_golds()
    looked_at = {name for name in names if name not in NEVER_LOOKED_AT}
    rows = [(row["from"], row["relation"] == "changed") for law in gold["law"] if law.get("set", "tuning") in looked_at
            for row in law["rows"] if row["from"] in kept and row["to"] == [row["from"]]
            and row["relation"] in ("same", "changed")]
    texts = Texts(graph, list(kept))
    labels = {}
    for key, changed in rows:
        labels.setdefault(key, set()).add(changed)
    rows = [(key, changed) for key, changed in rows if key in set(texts.keys)]
    print(f"rows: {len(rows)} ({sum(c for _, c in rows)} changed), of {len(labels)} provisions; "
          f"{len(texts.keys)} provisions kept at their key in all")

    def tag(key: str) -> str:
        return key + ("*" if True in labels.get(key, ()) else "" if key in labels else "?")

    provision = {target: (texts.provision_scores(other, target), texts.provision_scores("cs", target))
                 for target, other in (("pl", "ru"), ("ru", "pl"))}
    signals: list[tuple[str, Callable[[str], float | None]]] = [
        ("provision: 2017 explains 2017 better than 2007 does",
         lambda key: sum(said[key] - own[key] for said, own in provision.values()) / 2),
        ("clause: a 2017 clause 2007 explains least (both texts)", gap_2017(texts, False)),
        ("condition: a 2017 condition 2007 explains least (both texts)", gap_2017(texts, True)),
        ("condition: a 2007 condition neither 2017 text explains", unsaid_2007(texts)),
    ]
    counts = {key: [len([c for c in texts.clauses[lang][key] if c.condition]) for lang in EDITIONS] for key in texts.keys}
    signals.append(("conditions: the 2017 texts agree, the 2007 differs",
                    lambda key: float(counts[key][1] == counts[key][2] != counts[key][0])))
    for name, signal in signals:
        values = {key: signal(key) for key in texts.keys}
        scored = [(values[key], changed) for key, changed in rows if values[key] is not None]
        still = sorted(((values[key], key, changed) for key, changed in rows
                        if values[key] is not None and kept[key] == "same"), key=lambda item: -item[0])
        ranks = " ".join(f"{key}@{sum(not other for _, _, other in still[:at])}"
                         for at, (_, key, changed) in enumerate(still) if changed)
        top = sorted((key for key in texts.keys if values[key] is not None), key=lambda key: -values[key])
        print(f"\n{name}: AUC {auc(scored):.2f} over {len(scored)} rows")
        print(f"  each `changed` row the concordance calls `same`, @ the `same` rows above it "
              f"(of {sum(not changed for _, _, changed in still)}): {ranks}")
        print(f"  top {arguments.top}: " + " ".join(tag(key) for key in top[:arguments.top]))
    scores = {pair: texts.clause_scores(*pair, True) for pair in (("ru", "pl"), ("cs", "pl"), ("pl", "ru"), ("cs", "ru"))}
    print("\nsaid plainly (a condition both 2017 texts state, each the other's at least SAID, the 2007's below UNSAID):")
    for said in SAID_BARS:
        for unsaid in UNSAID_BARS:
            found = said_plainly(texts, said, unsaid, scores)
            print(f"  SAID {said:<5} UNSAID {unsaid:<5} {len(found):>3}: "
                  + " ".join(f"{tag(key)}({kept[key][0]})" for key in found))


if __name__ == "__main__":
    main()

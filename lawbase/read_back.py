"""A concordance record read the other way round: the concordance keeps one direction of each pair, and its
readers (the table, `show`, the translation memory) read the other from it. Apart from the concordance
package, which imports numpy: `show` reads records and never aligns."""

from __future__ import annotations

from typing import Callable

from .evidence import Evidence
from .keys import law_of_key
from .manifest import carries_amendments

SWAPPED = {"split": "merged", "merged": "split"}
# a record's sentences, each under the key of the provision it belongs to: the sentence a new provision was
# cut out of (`sentences`), the sentence a newer text adds to a kept provision (`added`)
BY_KEY = ("sentences", "added")
# what a provision several records reach is said to be: the most telling of their relations (2017 16B1 is
# 2007 16B1, a number alone, `same`, and a part of 2007 16B1a, `split`: read from 2017, `merged`, not `same`)
TELLING = ("merged", "split", "changed", "moved", "same", "none")
# but where each of them pairs one provision with it alone, each says its own (2017 fn23 is 1997 fn10, Law 70's
# note, `same`, and fn9, Law 69's copy of it, `moved`), the closest first
ALONE = ("same", "changed", "moved")
# a pairing the concordance is less sure of than this is said to rest on weak evidence (unless it moved with its
# parent: `cells.moved_with_parent`): on the cs-2007 golds (`bench/concordance_eval.py --weak`) 79.5% of the
# pairings so labelled are right, against 89% at 0.8-0.9 and 96% above; the label is on 28% of the wrong rows,
# 6.2% of the right. A split or merge so weak does not gather the one-to-one records reaching the same provision
# into one reading (2007 17E1, a pointer "ends as Law 22 says", split 0.60 into 2017 17D1 and 17D2, made 2007
# 22B1's sure move to 17D1, 0.97, "17E1, 22B1 merged 0.60" read from 2017)
WEAK = 0.8


def replaced_law(carrier: dict, law: str, pointers: list[tuple[str, list[str], str]]) -> Evidence:
    """The evidence of a Law an amendment replaced, which the unamended text prints (ru-2017 89, "see 12C3"):
    not new, but the old Law; where its text points (`pointers`: key cited, the amended text's keys saying it,
    their relation), its rule is. `carrier`: the amended edition's `lawbase.json` record."""
    said = {"edition": carrier["id"], "year": carrier["amended"], "law": law}
    if not pointers:
        return Evidence("replaced", **said)
    return Evidence("replaced_pointing", **said, points=[
        {"key": key, "edition": carrier["id"], "keys": ", ".join(keys), "relation": relation}
        for key, keys, relation in pointers])


def replaced(record: dict | None) -> Evidence | None:
    """The evidence of a record the amended-laws step found an amendment replaced the Law of (`replaced_by`, the
    edition carrying it; its evidence `replaced_law`'s, last where a line was put before it), or None."""
    return record["evidence"][-1] if record and record.get("replaced_by") else None


def chain(via: str, first: list[str], middle: list[str], last: list[str]) -> Evidence:
    """A composed record's evidence: the keys at each step, from `from` to `to` (`through pl-2017: 16D -> 16C
    -> 16C`); written out, as it is for every pair of editions composed (ten copies of each edition: 400,000)."""
    return Evidence("through", via=via, first=", ".join(first) or "-", middle=", ".join(middle) or "-",
                    last=", ".join(last) or "-")


def older_side(editions: dict[str, dict], record: dict) -> str:
    """The edition of a record whose text the other's came from: the older Laws; of two texts of the same Laws,
    the one without the amendment to the record's Law that the other carries (ru-2017 at Law 73, which pl-2017's
    2024 amendment rewrote: the concordance aligns the two in the manifest's order, pl-2017 first); else `from`."""
    first, second = record["from_edition"], record["to_edition"]
    years = [editions[edition]["laws_year"] for edition in (first, second)]
    if years[0] != years[1]:
        return first if years[0] < years[1] else second
    law = law_of_key(record["from"] or record["to"][0])
    amends = [carries_amendments(editions[edition], law) for edition in (first, second)]
    return second if amends == [True, False] else first


def said_relation(editions: dict[str, dict], record: dict, law: str) -> str:
    """A record's relation as a reader names it: `new` for a provision without a counterpart in an older text (the
    2017 12C1b beside the 2007 Laws; pl-2017's 89D3, its 2024 amendment, beside ru-2017), which the concordance
    stores as `none`, as it does a deleted one (the 2007 12C1f); the table named both "none" ("chybí" in Czech).
    `law`: the record's Law (a footnote's is the Law it is printed under)."""
    if record["relation"] != "none":
        return record["relation"]
    own, other = (editions[record[side]] for side in (
        ("from_edition", "to_edition") if record["from"] else ("to_edition", "from_edition")))
    newer = (own["laws_year"], carries_amendments(own, law)) > (other["laws_year"], carries_amendments(other, law))
    return "new" if newer else "none"


def happened(editions: dict[str, dict], record: dict) -> str:
    """A record's relation said from its older text to its newer (`older_side`), as it happened: pl-2017 73A2 and
    73D3 `merged` into ru-2017 73A2 is the 2017 73A2 split into them by the 2024 amendment (a laws committee's
    review read "merged" as the reverse of what the amendment did), as the Czech 2007 73A2 is."""
    if older_side(editions, record) == record["from_edition"]:
        return record["relation"]
    return SWAPPED.get(record["relation"], record["relation"])


def evidence_backwards(record: dict) -> list[Evidence]:
    """A record's evidence as its `to` edition reads it: a composition's chain in that order; the rest is said of
    the record's `from` (`its text is in the parts 73B2`), which is named first (`read from pl-2017 73B`)."""
    out, of_from = [], False
    for line in record["evidence"]:
        if line.code == "through":
            line = Evidence("through", **{**line.values, "first": line.values["last"], "last": line.values["first"]})
        else:
            of_from = True
        out.append(line)
    return ([Evidence("read_from", edition=record["from_edition"], key=record["from"])] if of_from and record["from"]
            else []) + out


def cut_from(record: dict, edition: str, key: str) -> str:
    """The sentence of the record's other edition that provision `key` of `edition` was cut out of, or "". The
    new provision is on the record's `to` side, but where a provision nothing else pairs went into one that
    says its sentence (`sentences.merged_into`: the 2024 pl-2017 73D3, ru-2017 73A2's closing sentence)."""
    said = record.get("sentences", {})
    if key not in said:
        return ""
    new_edition = record["from_edition"] if key == record["from"] and key not in record["to"] else record["to_edition"]
    return said[key] if new_edition == edition else ""


def reversed_records(records: list[dict]) -> list[dict]:
    """E1 -> E2 records read as E2 -> E1: each E2 provision with the E1 provisions that map to it, the most
    telling of their relations, the least confidence of the records saying it, and their evidence
    (`evidence_backwards`), each line once (pl-2017 73A2 and 73D3 both say the 2024 amendment: ru-2017 73A2's
    table row said it twice); where every record reaching it pairs one provision with it alone (`ALONE`), one
    entry per relation, each as its records say it, so that the two directions agree; a split or merge the
    concordance is unsure of (`unsure_part`) does not keep them from it, and is read on a line of its own."""
    out: dict[tuple[str, str], dict] = {}
    unmatched = []
    relations: dict[str, set[str]] = {}
    for record in records:
        for key in record["to"]:
            relations.setdefault(key, set()).update(() if unsure_part(record) else [record["relation"]])
    apart = {key for key, said in relations.items() if said <= set(ALONE)}
    for record in records:
        if not record["to"]:
            unmatched.append({**record, "from_edition": record["to_edition"], "to_edition": record["from_edition"],
                              "from": None, "to": [record["from"]], "evidence": evidence_backwards(record)})
            continue
        relation = SWAPPED.get(record["relation"], record["relation"])
        for key in record["to"]:
            slot = (key, relation if key in apart else "")
            entry = out.get(slot)
            if entry is None:
                entry = out[slot] = {**{name: value for name, value in record.items() if name not in BY_KEY},
                                    "from_edition": record["to_edition"], "to_edition": record["from_edition"],
                                    "from": key, "to": [], "relation": relation, "evidence": []}
            elif TELLING.index(relation) < TELLING.index(entry["relation"]):
                entry["relation"], entry["confidence"] = relation, record["confidence"]
            elif relation == entry["relation"]:  # as sure as the least sure of them (a footnote's weak pairing)
                entry["confidence"] = min(entry["confidence"], record["confidence"])
            entry["evidence"] += [line for line in evidence_backwards(record) if line not in entry["evidence"]]
            for name in BY_KEY:  # this provision's own, under its key; a new provision's the record's `from` is
                own = [key] + ([record["from"]] if name == "sentences" and record["from"] not in record["to"] else [])
                for said in own:
                    if said in record.get(name, {}):
                        entry.setdefault(name, {})[said] = record[name][said]
            if record["from"] and record["from"] not in entry["to"]:
                entry["to"].append(record["from"])
    first_seen: dict[str, int] = {}
    for position, (key, _) in enumerate(out):
        first_seen.setdefault(key, position)
    return sorted(out.values(), key=lambda entry: (first_seen[entry["from"]], closest(entry["relation"]))) + unmatched


def closest(relation: str) -> int:
    """How closely a relation pairs two provisions: the records reaching one are read in this order."""
    return ALONE.index(relation) if relation in ALONE else len(ALONE)


def unsure_part(record: dict) -> bool:
    """A split or merge the concordance is unsure of (`WEAK`)."""
    return record["relation"] in SWAPPED and record["confidence"] < WEAK


def lost_above(node, parent: Callable, paired: Callable) -> str:
    """The key of the provision another edition's source prints as its heading alone (its node `empty`: `corpus`
    marks it), paired with the nearest of `node`'s ancestors that edition pairs at all; "" where that one has its
    text. One reading of the fact for the concordance (a new provision under it, `new_provisions.under_lost_text`)
    and the comparison (its gap said as the source's loss, `cells.lost_heading`), where each tested it its own way."""
    above = parent(node)
    while above is not None:
        nodes = paired(above)
        if nodes:
            return next((found["key"] for found in nodes if found.get("empty")), "")
        above = parent(above)
    return ""

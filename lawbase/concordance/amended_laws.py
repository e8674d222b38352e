"""What an amendment one of two translations of the same Laws carries did, said in the records it touched.

pl-2017 carries the 2024 amendments to Laws 73 and 89; ru-2017 prints both as the 2017 Laws wrote them. A
Russian translator's review read three records otherwise than the texts say: ru 89, the old one-line Law
("see 12C3") that the 2024 Law 89 replaced, was called "new"; ru 73B1 and 73B2, which the 2024 73B rewrote as
one sentence, were `merged 0.96` beside "translation 0.00", with no word of what the new sentence leaves out;
and the 2024 73D3, which ru 73A2's closing sentence is and pl 73A2 points to, was `merged 0.60`, on the site
"weak evidence". Here each is said as the texts show it.
"""

from __future__ import annotations

from ..evidence import Evidence
from ..graph import Graph
from ..keys import law_of_key
from ..manifest import carries_amendments
from ..read_back import replaced_law
from .relations import Record
from .sentences import SOURCE, Said, shortened
from .structure import has_text
from .units import Unit, references_in

MERGED = 0.6  # how sure a provision placed by a merge is (`relations`: "0.6 for … a merge")
# the evidence lines of a pairing whose text was laid out in parts (`relations.records`) or that took in parts
# the amendment rewrote with it (`sentences.parts_rewritten`), said again here sentence by sentence
LAID_OUT = ("in_parts", "rewrote")
# a sentence made a provision that the amended text itself points to from where it stood, and that plainly
# translates it (`sentences.merged_into`): as sure as the texts can say (the sure pairings of the golds read 0.9-1)
POINTED = 0.95


def amending(graph: Graph, one: str, other: str, law: int) -> str | None:
    """The edition of the two that carries an amendment to Law `law` the other does not, or None."""
    carry = [edition for edition in (one, other) if carries_amendments(graph.editions[edition], law)]
    return carry[0] if len(carry) == 1 else None


def replaced_laws(graph: Graph, first_id: str, second_id: str, records: list[dict]) -> list[dict]:
    """A whole Law of the unamended text nothing pairs is the one the amendment replaced, not a new one: ru 89,
    "see 12C3", whose rule both texts keep at 12C3 (the evidence says where its text points, and what the amended
    text says there). `records`: the pair's provisions, `from` in `first_id` (changed in place, and returned)."""
    forward = {record["from"]: record for record in records if record["from"]}
    backward = {key: record for record in records if record["from"] for key in record["to"]}
    for record in records:
        side, key = (second_id, record["to"][0]) if record["from"] is None else (first_id, record["from"])
        node = graph.by_key.get((side, key))
        if record["relation"] != "none" or (record["from"] and record["to"]) or node is None or node["kind"] != "law":
            continue
        carrier = amending(graph, first_id, second_id, int(law_of_key(key)))
        if carrier is None or carrier == side:
            continue
        pointers = []
        for reference in references_in(graph, side):
            said = (backward if side == second_id else forward).get(reference.get("key") or "")
            if reference["source"] == node["id"] and reference.get("target") and said and said["from"]:
                keys = [said["from"]] if side == second_id else said["to"]
                pointers.append((reference["key"], keys, said["relation"]))
        record["evidence"] = [replaced_law(graph.editions[carrier], key, pointers)]
        record["replaced_by"] = carrier  # what `show` says of it (`read_back.replaced`)
    return records


def rewritten(records: list[Record], said: Said | None, first: dict[str, Unit], second: dict[str, Unit],
              amended: dict[int, str]) -> list[Record]:
    """A provision the amendment rewrote as one, standing for several of the other text (the 2024 73B, one
    sentence, for ru 73B1 and 73B2): `split` as the aligner found it, but said sentence by sentence - what of
    each part the new text says, and what it leaves out (ru 73B2's "gravest offence") - and as sure as a merge
    (`MERGED`), not as the pairing of the section's heading (73B with 73B, 0.96 beside "translation 0.00")."""
    if said is None:
        return records
    for record in records:
        unit = first.get(record.first or "")
        parts = [second[key] for key in record.second if key in second and has_text(second[key])]
        if record.relation != "split" or unit is None or unit.key.law not in amended or len(parts) < 2 \
                or unit.children:
            continue
        rows = said.of_old_key.get(unit.node["key"], [])
        everywhere = [row for law in amended for row in said.rows.get(law, [])]
        lines, read, name = [], False, unit.node["key"]
        for part in parts:
            for column in said.of_new_key.get(part.node["key"], []):
                scores = [float(said.scores[row, column]) for row in rows]
                best = max(scores, default=0.0)
                elsewhere = max((float(said.scores[row, column]) for row in everywhere), default=0.0)
                read |= best >= SOURCE
                part_said = {"part": part.node["key"], "sentence": shortened(said.new[column].text), "name": name,
                             "score": round(best, 2)}
                if best >= SOURCE:
                    lines.append(Evidence("part_reads_as", **part_said,
                                          source=shortened(said.old[rows[scores.index(best)]].text)))
                elif elsewhere < SOURCE:
                    lines.append(Evidence("part_untranslated_law" if len(amended) == 1 else "part_untranslated_laws",
                                          **part_said, laws=", ".join(map(str, sorted(amended))),
                                          best=round(elsewhere, 2)))
                else:
                    lines.append(Evidence("part_untranslated", **part_said))
        own = [said.old[row].text for row in rows]
        keys = ", ".join(part.node["key"] for part in parts)
        wrote = Evidence(("wrote_sentence" if len(own) == 1 else "wrote_text") + ("" if read else "_unread"),
                         name=name, keys=keys, **({"sentence": shortened(own[0])} if len(own) == 1 else {}))
        record.evidence = [line for line in record.evidence if line.code not in LAID_OUT] + [wrote, *lines]
        record.confidence = min(record.confidence, MERGED)
    return records


def pointed_to(records: list[Record], graph: Graph, first_id: str) -> list[Record]:
    """A sentence the amendment made a provision of its own (`sentences.merged_into`: the 2024 73D3, ru 73A2's
    closing sentence) is sure, both ways, where the provision of the amended text it came from points there
    itself: pl 73A2 ends "(ale patrz przepis 73D3)" (`POINTED`; it was 0.60, "weak evidence" on the site)."""
    phrases = pointers(graph, first_id)
    for record in records:
        if record.relation != "merged" or not record.first or record.first not in record.sentences:
            continue
        holder = next((other for other in records if other.first not in (None, record.first)
                       and other.second == record.second and other.relation == "merged"), None)
        phrase = phrases.get((f"{first_id}/{holder.first}", record.first)) if holder else None
        if phrase:
            for pairing in (record, holder):
                pairing.confidence = max(pairing.confidence, POINTED)
                pairing.evidence.append(Evidence("points_to", edition=first_id, key=holder.first, target=record.first,
                                                 phrase=phrase))
    return records


def split_pointed_to(records: list[Record], graph: Graph, second_id: str) -> list[Record]:
    """A provision split by its sentences (`sentences.apply`) is sure where the newer text's part that kept its
    key points to the part holding the sentence itself: 2017 73A2 "(ale patrz przepis 73D3)", the 2024 73D3
    being 2007 73A2's pauses sentence (it was 0.75, "weak evidence" on the comparison page, as between the 2017
    translations, `pointed_to`)."""
    phrases = pointers(graph, second_id)
    for record in records:
        if record.relation != "split" or not record.first or record.first not in record.second:
            continue
        cited = [(key, phrases[(f"{second_id}/{record.first}", key)]) for key in record.sentences
                 if key != record.first and (f"{second_id}/{record.first}", key) in phrases]
        for key, phrase in cited:
            record.confidence = max(record.confidence, POINTED)
            record.evidence.append(Evidence("points_to", edition=second_id, key=record.first, target=key,
                                            phrase=phrase))
    return records


def pointers(graph: Graph, edition: str) -> dict[tuple[str, str], str]:
    """(citing node id, key cited) -> the citing words, for an edition's references."""
    return {(reference["source"], reference.get("key")): reference.get("phrase") or reference["text"]
            for reference in references_in(graph, edition)}

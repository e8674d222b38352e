"""One line of a concordance record's evidence, or of why a reference leads nowhere and why `check` finds two
editions apart: a code and its values, which `lawbase.json` and `check --json` store (`data`), and which a reader's
language says through the profiles' `evidence_<code>` strings (`in_words`): they were English strings, said in
English under `--ui cs` too.

An `Evidence` is a str, its English: what the concordance compares and dedupes, as it did the strings. A value
that is a list of tables is said by the code's `evidence_<code>_<value>` string once for each, apart by "; "; a
`relation` value by the evidence's word for that relation (`evidence_relation_<relation>`)."""

from __future__ import annotations

import orjson

from .ui_strings import DEFAULT, strings


_MADE: dict[tuple[str, str], Evidence] = {}


class Evidence(str):
    """`Evidence("words", score=0.32)`: "words 0.32"."""

    def __new__(cls, code: str, /, **values) -> Evidence:
        known = _MADE.get((code, repr(values)))  # one object for each line: an Evidence weighs about 0.5 kB, and
        if known is not None:                   # at 10x the concordance's 460,000 lines held 270 MB more than
            return known                        # the strings they replaced
        line = _MADE[code, repr(values)] = super().__new__(cls, said(strings(DEFAULT), code, values))
        line.code, line.values = code, values
        return line

    def __getnewargs_ex__(self):  # (pickled by the alignment cache)
        return (self.code,), self.values

    def data(self) -> dict:
        return {"code": self.code, **self.values}

    def in_words(self, words) -> str:
        return said(words, self.code, self.values)


def said(words, code: str, values: dict) -> str:
    spoken = {}
    for name, value in values.items():
        if name == "anomaly":  # a parse's anomaly (`parse.nodes.Anomaly.phrase`), or its English where it has none
            from .parse.nodes import anomaly_words

            value = anomaly_words(words, *value) if isinstance(value, list) else value
        elif isinstance(value, list):  # tables said by the code's string, lines by their own
            value = "; ".join(item.in_words(words) if isinstance(item, Evidence) else said(words, f"{code}_{name}", item)
                              for item in value)
        elif name == "relation":
            value = words[f"evidence_relation_{value}"]
        spoken[name] = value
    return words.format(f"evidence_{code}", **spoken)


def read(item: dict | str) -> Evidence:
    """An evidence line as `lawbase.json` stores it (`Evidence.data`)."""
    values = dict(item)
    return Evidence(values.pop("code"), **values)


def stored(lines: list) -> list:
    """Evidence lines as `lawbase.json` stores them, codes and values (`concordance --json`; lines read from
    lawbase.json are so already)."""
    return [line.data() if isinstance(line, Evidence) else line for line in lines]


def stored_json(data, option: int = 0) -> bytes:
    """`lawbase.json`'s bytes of `data`, each evidence line as `stored` says it, without a copy of the graph: orjson
    hands each `Evidence` line (and any other subclass of a built-in type, which it would write as that type) to
    `_as_stored`. At 10x the copy of the
    concordance's 443,000 records took 3.6 s under the garbage collector and held a second set of them."""
    return orjson.dumps(data, default=_as_stored, option=option | orjson.OPT_PASSTHROUGH_SUBCLASS)


def _as_stored(value):
    if isinstance(value, Evidence):
        return value.data()
    for kind in (str, int, float, dict, list):
        if isinstance(value, kind):
            return kind(value)
    raise TypeError(f"{type(value).__name__} is not stored in lawbase.json")


def restored(data: dict) -> None:
    """`stored` data read back, in place: its evidence `Evidence` lines and its references' reasons and notes again
    (a graph made in this process has them already)."""
    lines = [record for record in data.get("concordance", [])] + [
        node["inferred"] for node in data.get("nodes", []) if "evidence" in node.get("inferred", {})]  # (a page's
    # scope keeps a recovered number's `how` and `printed` alone, `site.scope`)
    for holder in lines:
        holder["evidence"] = [read(item) if isinstance(item, dict) else item for item in holder["evidence"]]
    for record in data.get("references", []):  # why a reference leads nowhere, as it was printed too
        for holder in (record, record.get("numbering", {}).get("as_printed", {})):
            if isinstance(holder.get("reason"), dict):
                holder["reason"] = read(holder["reason"])
        if isinstance(record.get("note"), dict):  # how its target was read
            record["note"] = read(record["note"])

"""Every Law the manifest promises, read: the Laws missing, and for each the line likeliest meant as its
heading that the profile did not read (a heading in another format, or one that lost its number)."""

from __future__ import annotations

import re

from .context import Context


def check_complete(ctx: Context, seen_laws: set[int]) -> None:
    """Every Law the manifest promises is there, each with a title."""
    edition = ctx.edition
    if edition.kind == "notes" or not edition.laws:
        return
    first, last = edition.laws
    missing = [n for n in range(first, last + 1) if n not in seen_laws]
    builder = ctx.builder
    if missing:
        unread = unread_headings(ctx, missing)
        numberless = numberless_headings(ctx, missing, set(unread))
        laws = ", ".join(map(str, missing))
        at = min([*unread, *numberless], default=None)
        if unread:
            builder.anomaly_said("error", at, "anomaly_laws_missing_unread", laws=laws, language=ctx.profile.language,
                                 pattern=ctx.profile.headings["law"], count=len(unread))
        elif numberless:
            builder.anomaly_said("error", at, f"anomaly_laws_missing_numberless_{'lines' if len(numberless) > 1 else 'line'}",
                                 laws=laws, lines=", ".join(map(str, numberless)))
        elif seen_laws and min(missing) > max(seen_laws):  # the manifest promises Laws past the end
            manifest_range_anomaly(ctx, "missing", max(seen_laws), laws=laws)
        else:
            builder.anomaly_said("error", at, "anomaly_laws_missing", laws=laws)
        for number, (law, text) in sorted(unread.items()):
            builder.anomaly_said("error", number, "anomaly_heading_unread", law=law, text=repr(text[:60]))
        for number, (law, text) in sorted(numberless.items()):
            builder.anomaly_said("error", number, "anomaly_heading_numberless", law=law, text=repr(text[:60]))
    extra = sorted(n for n in seen_laws if not first <= n <= last)
    if extra:
        manifest_range_anomaly(ctx, "outside", extra[0], first=first, last=last, laws=", ".join(map(str, extra)))
    for node in builder.nodes:
        if node.kind == "law" and not node.title:
            builder.anomaly_said("error", node.lines[0], "anomaly_law_untitled", law=node.key)


def manifest_range_anomaly(ctx: Context, how: str, law: int, **values) -> None:
    """Laws the manifest's `laws = [first, last]` and the source disagree on: said at the manifest's line (review
    19: `laws = [1, 94]` named the source alone), with the source's line of the Law that tells it."""
    edition = ctx.edition
    heading = next((node.lines[0] for node in ctx.builder.nodes
                    if node.kind == "law" and node.extra.get("number") == law), None)
    manifest, line = edition.where_of("laws")
    ctx.builder.anomaly_said("error", line, f"anomaly_manifest_{how}" + ("_at" if heading else ""), manifest,
                             **values, edition=edition.id, given=str(list(edition.laws)), source=edition.file, law=law,
                             **({"line": heading} if heading else {}))


# a line that may be meant as a Law's heading: a Law word or § before the number ("## Prawo 1 – Talia",
# "§ 6."), or a bare number before a title ("16. Informacja": not "2. (a) Punkt z literą.", a provision;
# not "Strona 2", a word that names no Law)
LOOKS_LIKE_LAW = re.compile(r"^[#*\s]*(?P<lead>§\s*|[^\W\d_]{2,12}\.?\s+)?(?P<num>\d{1,3})\b(?![.,]\d)"
                            r"\.?\s*(?P<rest>.*)$")


def unread_headings(ctx: Context, missing: list[int]) -> dict[int, tuple[int, str]]:
    """Line -> (Law, text): for each missing Law the likeliest line meant as its heading that the profile's
    pattern did not read (a source in another format than the profile's: one error each, where a bare
    "Laws missing" named no line)."""
    from ..typed_keys import typing_rules

    rules = typing_rules()
    law_words = {word.rstrip(".") for word in rules.law_words}  # every profile's, and English's, folded
    read_apart = {number for numbers in ctx.builder.skipped.values() for number in numbers}  # contents lines
    best: dict[int, tuple[int, int, str]] = {}  # Law -> (rank, line, text)
    for line in ctx.lines:
        text = line.text.strip()
        match = LOOKS_LIKE_LAW.match(text) if not line.debris and line.number not in read_apart \
            and len(text) <= 100 and "\t" not in text else None  # (a tab: a table's row)
        if match is None or int(match.group("num")) not in missing:
            continue
        rest, lead = match.group("rest"), rules.folded((match.group("lead") or "").strip())
        titled = bool(rest) and not rest.startswith("(") and not rest.endswith(".")
        rank = 0 if lead == "§" or lead.rstrip(".") in law_words else 1 if titled and not lead else 2
        law = int(match.group("num"))
        if rank < 2 and (law not in best or rank < best[law][0]):
            best[law] = (rank, line.number, text)
    return {number: (law, text) for law, (_, number, text) in best.items()}


# a Law word and a title with no number between them ("## PRAVIDLO - CHYBĚJÍCÍ KARTA"): a heading that lost it
NUMBERLESS_LAW = re.compile(r"^[#*\s]*(?P<lead>[^\W\d_]{2,12})\s*[-–—.:]\s*(?P<rest>[^\W\d_].*)$")


def numberless_headings(ctx: Context, missing: list[int], taken: set[int]) -> dict[int, tuple[int, str]]:
    """Line -> (Law, text): a Law word and a title without a number (cs-2007.md:527 damaged to `## PRAVIDLO -
    CHYBĚJÍCÍ KARTA`), standing between the headings of the Laws read before and after a missing Law (a
    translator's review: "Laws missing: 14" named no line, and Law 14's sections were read as 13's)."""
    from ..typed_keys import typing_rules

    rules = typing_rules()
    law_words = {word.rstrip(".") for word in rules.law_words}
    headings = sorted((node.extra["number"], node.lines[0]) for node in ctx.builder.nodes
                      if node.kind == "law" and "number" in node.extra)
    found: dict[int, tuple[int, str]] = {}
    for law in missing:
        after = max((line for number, line in headings if number < law), default=0)
        before = min((line for number, line in headings if number > law), default=len(ctx.lines) + 1)
        for line in ctx.lines[after:before - 1]:
            text = line.text.strip()
            match = NUMBERLESS_LAW.match(text) if line.number not in taken and len(text) <= 100 else None
            if match and rules.folded(match.group("lead")) in law_words:
                found[line.number] = (law, text)
                taken.add(line.number)
                break
    return found

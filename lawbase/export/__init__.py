"""`lawbase export`: the built graph for other tools (Akoma Ntoso XML, TMX, CSV, the JSON itself).

Exporters read `OUT/lawbase.json` as plain dicts and use only its documented fields, so a change of
the in-memory graph model cannot break them. Files are written atomically (a temporary file beside
the destination, then `os.replace`) and deterministically: the same graph gives the same bytes.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

from ..atomic import WRITE_PROTECTED, atomic_write, write_protected
from ..errors import LawbaseError, UsageError, build_again, build_first, missing_folder, unknown_edition
from ..evidence import restored
from ..profiles import load_profile
from ..text import REPAIR_MIXED, WORD_LETTERS
from ..ui_strings import DEFAULT, Strings, languages, strings

GRAPH_FILE = "lawbase.json"
XML_DECLARATION = b'<?xml version="1.0" encoding="UTF-8"?>\n'
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"  # the language of an element's text, in AKN as in TMX

TWO_ALPHABETS = "in letters of two alphabets"  # how the source typed a word the exports read (`repairs`)
MISREAD = "as a lone letter misread for a one-letter word"  # (`repairs` too: pl-1997 44's "ZAGRAŃ l PRZEBIEG")
OTHER_ALPHABET = "in the other alphabet (a defined term its text writes in its own)"  # `term_reading`
ILLEGAL_IN_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def document_words(language: str) -> Strings:
    """lawbase's own words inside an exported file (AKN's editorial notes, a memory's notes), in the file's language
    (`language`), English where that language has no interface strings."""
    return strings(language if language in languages() else DEFAULT)


class XmlCleaner:
    """Makes text fit for XML 1.0, which cannot hold C0 controls but tab and line ends (a PDF's form feed),
    lone surrogates or U+FFFE/U+FFFF: each becomes U+FFFD, one for one so offsets stay valid, and is counted."""

    def __init__(self) -> None:
        self.replaced = 0

    def __call__(self, text: str) -> str:
        cleaned, count = ILLEGAL_IN_XML.subn("\ufffd", text)
        self.replaced += count
        return cleaned


def with_term_readings(graph: dict) -> dict:
    """The graph with each defined term typed in the other alphabet given the spelling its edition's text
    writes it in, `term_reading` (ru-2017 defines "PO" in Latin letters, the text writes "ПО": `lawbase check`
    warns of it): the exports keep the term as printed and flag it, as they do a word typed in two alphabets."""
    words: dict[str, set[str]] = {}
    for node in graph["nodes"]:
        words.setdefault(node["edition"], set()).update(WORD_LETTERS.findall(node["text"]))
    languages = {edition["id"]: edition["language"] for edition in graph["editions"]}
    nodes = []
    for node in graph["nodes"]:
        reading = node["kind"] == "definition" and load_profile(languages[node["edition"]]).own_alphabet_spelling(
            node["title"], words[node["edition"]])
        nodes.append({**node, "term_reading": reading} if reading else node)
    return {**graph, "nodes": nodes}


def read_words(node: dict) -> list[tuple[str, int, int, str | None, str]]:
    """What the exports read otherwise than printed: (field, start, end, reading, how it was typed) of each word
    typed in two alphabets (`repairs`) and of a defined term typed in the other alphabet (`term_reading`)."""
    words = [(field, start, end, reading, TWO_ALPHABETS if kind == REPAIR_MIXED else MISREAD)
             for field, start, end, reading, kind in node.get("repairs", [])]
    if node.get("term_reading") and node["title"]:  # not in a definition's text alone (`units.py`)
        words.append(("title", 0, len(node["title"]), node["term_reading"], OTHER_ALPHABET))
    return words


def graph_bytes(out_dir: Path) -> bytes:
    path = out_dir / GRAPH_FILE
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise LawbaseError(f"no built graph here; {build_first(out_dir)}", str(path)) from None
    except OSError as err:
        raise LawbaseError(f"cannot read: {err.strerror or err}", str(path)) from None


def load_graph(out_dir: Path) -> dict:
    """The built graph as plain dicts, its concordance's evidence `Evidence` lines (`read_back` reads their codes); a
    missing or damaged file is a one-line error."""
    try:
        data = json.loads(graph_bytes(out_dir))
    except (ValueError, UnicodeDecodeError) as err:
        raise LawbaseError(f"damaged graph file ({err}); {build_again(out_dir)}",
                           str(out_dir / GRAPH_FILE)) from None
    restored(data)
    return data


def write_atomically(path: Path, data: bytes) -> None:
    """Readers see the old file or the new one, never a part (`atomic.atomic_write`: through a symlink,
    into a FIFO or device as it is); `-` is standard output; an unwritable place is a one-line error."""
    if to_stdout(path):
        sys.stdout.flush()
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return
    if path.is_dir():
        raise LawbaseError.said("export_is_a_folder", str(path))
    if not path.parent.is_dir():
        raise missing_folder(path.parent, path)
    try:
        atomic_write(path, data)
    except OSError as err:
        if err.strerror == WRITE_PROTECTED:
            raise LawbaseError(WRITE_PROTECTED, str(path)) from None
        raise LawbaseError.said("export_cannot_write", str(path), reason=err.strerror or str(err)) from None


def edition_files(dest: Path, editions: list[str], one: bool) -> tuple[Path, list[Path]]:
    """The folder and the files of a one-file-per-edition export, checked (`check_folder`): `<dest>/<edition>.xml`
    each, or for the one edition asked for (`one`: `--edition`) `dest` itself where it is named `….xml` and is
    no folder (a translator's review: `--dest pl.akn.xml` made a folder of that name)."""
    if one and dest.suffix.lower() == ".xml" and not dest.is_dir() and not to_stdout(dest):
        if not dest.parent.is_dir():
            raise missing_folder(dest.parent, dest)
        check_folder(dest.parent, [dest])
        return dest.parent, [dest]
    paths = [dest / f"{edition}.xml" for edition in editions]
    check_folder(dest, paths)
    return dest, paths


def check_folder(dest: Path, paths: list[Path]) -> None:
    """The folder of a one-file-per-edition export and the files it will hold, checked before anything is
    written: `--dest -` or a missing folder above is a malformed argument (exit 2); a file where the folder
    goes, a folder where a file goes, a folder lawbase may not write or a write-protected file in it is a
    destination that cannot be written (exit 1). One line naming the path."""
    if to_stdout(dest):
        raise UsageError.said("export_not_a_folder", dest=str(dest))
    if not dest.parent.is_dir():
        raise missing_folder(dest.parent, dest)
    if dest.exists() and not dest.is_dir():
        raise LawbaseError.said("export_not_a_folder_here", str(dest))
    for path in paths:
        if path.is_dir():
            raise LawbaseError.said("export_folder_not_file", str(path))
        if write_protected(path):
            raise LawbaseError(WRITE_PROTECTED, str(path))
    if not os.access(dest if dest.exists() else dest.parent, os.W_OK | os.X_OK):
        raise LawbaseError.said("export_permission_denied", str(dest if dest.exists() else dest.parent))


def to_stdout(dest: Path) -> bool:
    """`--dest -`: standard output."""
    return str(dest) == "-"


def shown(dest: Path, words=None) -> str:
    """The destination as a summary line names it (in `words`' language)."""
    return (words["export_stdout"] if words else "standard output") if to_stdout(dest) else str(dest)


def check_edition(graph: dict, edition: str) -> None:
    known = [entry["id"] for entry in graph["editions"]]
    if edition not in known:
        raise unknown_edition(edition, known)


def refuse_build_files(dest: Path, out_dir: Path) -> None:
    """An export into the build it reads (`--dest build/lawbase.json`) would replace what every command and
    the next build read: refused."""
    from ..build import OUTPUTS

    if to_stdout(dest):
        return
    try:
        inside = Path(os.path.realpath(dest)).relative_to(os.path.realpath(out_dir))
    except ValueError:
        return
    if inside.parts and inside.parts[0] in OUTPUTS:
        raise UsageError.said("export_into_build", dest=str(dest), out=str(out_dir))


def run_export(export_format: str, out_dir: Path, dest: Path, edition: str | None = None,
               from_edition: str | None = None, to_edition: str | None = None, words=None) -> list[str]:
    """Write one export; return the lines that tell the user what was written, in `words`' language (English
    without)."""
    pairs_format = export_format in ("tmx", "csv")
    if pairs_format and not (from_edition and to_edition):
        raise UsageError.said("export_needs_pair", format=export_format)
    if not pairs_format and (from_edition or to_edition):
        raise UsageError.said("export_pair_only")
    if edition and export_format != "akn":
        raise UsageError.said("export_edition_only")
    refuse_build_files(dest, out_dir)
    if export_format == "json":
        data = graph_bytes(out_dir)
        write_atomically(dest, data)
        return [(words or strings(DEFAULT)).format("json_written", where=shown(dest, words), file=GRAPH_FILE,
                                                   size=f"{len(data):,}")]
    graph = load_graph(out_dir)
    if export_format == "akn":
        from .akn import export_akn

        return export_akn(graph, dest, edition, words or strings(DEFAULT))
    from ..analysis import load_term_maps
    from ..index import INDEX_DIR
    from .tmx import export_pairs

    # the glossary pairs definitions by where their terms are used, read with the build's term maps, as the site's
    return export_pairs(graph, export_format, from_edition, to_edition, dest,
                        load_term_maps(out_dir / INDEX_DIR, strict=False), words)

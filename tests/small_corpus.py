"""A small corpus cut from the real one (Laws 41-43 of each whole edition, 41-45 of the 1997 chapter, the notes
whole), and its session builds: for the tests of what any corpus shows (a killed, interrupted, concurrent or
failed build, its lines), where a build of the real corpus cost a whole build's CPU for the same property."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from .conftest import CORPUS, built_once

FIRST, LAST = 41, 43
# a Law's heading in the text of each whole edition (the contents list them too, with their page's number)
LAW_HEADINGS = {"cs-2007.md": r"#+ \**PRAVIDLO {n}\b", "ru-2017.md": r"#+ \**ПРАВИЛО {n}\b"}
CONTENTS_LAW = r"(?:<b>)?(?:PRAVIDLO |ПРАВИЛО )?(\d+)\b.*\t"
CHAPTER_END = 107  # pl-1997-chapter6.txt: the line before Law 46's heading (41-45 are glued to each other's ends)
EDITED = ("nieodwołalnie rozpoczyna", "ostatecznie rozpoczyna")  # pl-2017 41C


def law_heading(lines: list[str], file: str, number: int) -> int:
    """The line (from 0) of a Law's heading in the text, not in the contents."""
    if file == "pl-2017.txt":  # the heading is the Law's title as the contents give it
        listed = next(line for line in lines if re.match(rf"{number}\. .*\t\d+$", line))
        return lines.index(re.sub(r"\.*\t\d+$", "", listed))
    return max(at for at, line in enumerate(lines) if re.match(LAW_HEADINGS[file].format(n=number), line)
               and "\t" not in line)


def contents_cut(lines: list[str], first: int, last: int) -> list[str]:
    """The front matter without the contents' lines of the Laws cut out (a Law's line and its sections' after it)."""
    kept, leaving = [], False
    for line in lines:
        law = re.match(CONTENTS_LAW, line)
        if law:
            leaving = not first <= int(law[1]) <= last
        elif "\t" not in line and line.strip():
            leaving = False
        if not (leaving and "\t" in line):
            kept.append(line)
    return kept


def cut_edition(file: str, first: int, last: int) -> str:
    """A whole edition's text with its front matter and definitions and Laws `first` to `last` alone."""
    lines = (CORPUS / file).read_text(encoding="utf-8").split("\n")
    start, end = (law_heading(lines, file, number) for number in (first, last + 1))
    return "\n".join(contents_cut(lines[:law_heading(lines, file, 1)], first, last) + lines[start:end])


def cut_corpus(folder: Path) -> Path:
    """The small corpus: each whole edition's front matter and definitions with Laws 41-43, the 1997 chapter's
    Laws 41-45 and its page's last lines, the notes as they are; `lawbase check` passes on it."""
    folder.mkdir(parents=True)
    for file in ("pl-2017.txt", "cs-2007.md", "ru-2017.md"):
        (folder / file).write_text(cut_edition(file, FIRST, LAST), encoding="utf-8")
    lines = (CORPUS / "pl-1997-chapter6.txt").read_text(encoding="utf-8").split("\n")
    (folder / "pl-1997-chapter6.txt").write_text("\n".join(lines[:CHAPTER_END] + lines[-6:]), encoding="utf-8")
    shutil.copy(CORPUS / "pl-notes.txt", folder)
    manifest = (CORPUS / "editions.toml").read_text(encoding="utf-8")
    manifest = manifest.replace("laws = [1, 93]", f"laws = [{FIRST}, {LAST}]").replace("laws = [41, 71]",
                                                                                          "laws = [41, 45]")
    (folder / "editions.toml").write_text(manifest, encoding="utf-8")
    return folder


def edit_small_corpus(folder: Path) -> Path:
    """The small corpus with one word of a Polish Law changed and one note more (`pl-notes/27`), as
    `conftest.edit_corpus` edits the real one."""
    cut_corpus(folder)
    text = (folder / "pl-2017.txt").read_text(encoding="utf-8")
    assert text.count(EDITED[0]) == 1
    (folder / "pl-2017.txt").write_text(text.replace(*EDITED), encoding="utf-8")
    with open(folder / "pl-notes.txt", "a", encoding="utf-8") as stream:
        stream.write("\n\n27. ODZYWKA NIEWYSTARCZAJĄCA\n\nPatrz przepis 27B.\n")
    return folder


def small_made(tmp_path_factory, worker_id, name: str, corpus_of) -> tuple[Path, Path, Path]:
    """A small corpus (`corpus_of` writes it) and its clean build (`conftest.built_once`), the project's README
    beside it as beside the real one: the about page is the project's, not the installed package's."""
    def write(corpus: Path) -> None:
        corpus_of(corpus)
        shutil.copy(CORPUS.parent / "README.md", corpus.parent)

    return built_once(tmp_path_factory, worker_id, name, write)


@pytest.fixture(scope="session")
def small_build(tmp_path_factory, worker_id):
    """The small corpus, its build and the cache that build filled (by one worker for all)."""
    return small_made(tmp_path_factory, worker_id, "small", cut_corpus)


@pytest.fixture(scope="session")
def small_edited_build(tmp_path_factory, worker_id):
    """The edited small corpus, its clean build and the cache that build filled: what any build of the edited
    small corpus must equal, byte for byte (by one worker for all)."""
    return small_made(tmp_path_factory, worker_id, "small-edited", edit_small_corpus)

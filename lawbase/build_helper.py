"""The build's second process: the search index and a share of the site, written beside the build's own pages.

The helper is a fresh interpreter (`python -m lawbase.build_helper`), not a fork: it reads the graph
and the term maps the build has already written into its folder, so its memory is that of the graph,
not a copy of the build's whole heap (a 50 MB source made two forked writers of 1.7 GB each). It is
started with the build, so its start-up and imports run while the build parses; then it waits for its
job, one JSON line on stdin (`{"folder", "index", "pages", "controls"}`; an empty line: nothing to do).
The search payload is made once, for the index and for the site's search script. It runs in a
session of its own, so Ctrl-C reaches only the build, which ends it; it dies with the build if the
build is killed; its errors come back as one line.

Usage (by the build only): python -m lawbase.build_helper
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from .errors import LawbaseError

PACKAGE_ROOT = Path(__file__).resolve().parent.parent


def die_with_parent() -> None:
    """Linux: this process gets SIGKILL when its parent dies (a killed build leaves no helper behind)."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG, kept across exec
    except (OSError, AttributeError):
        pass


class BuildHelper:
    """The helper process: started at once, given its job when the graph and term maps are on disk."""

    def __init__(self):
        environment = dict(os.environ, PYTHONPATH=os.pathsep.join(
            filter(None, [str(PACKAGE_ROOT), os.environ.get("PYTHONPATH")])))  # this very lawbase
        self.process = subprocess.Popen([sys.executable, "-m", "lawbase.build_helper"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        env=environment, start_new_session=True, preexec_fn=die_with_parent)

    def start(self, job: dict | None) -> None:
        """Hand the helper its job (None: there is nothing for it to do, it ends)."""
        stdin, self.process.stdin = self.process.stdin, None
        try:
            stdin.write((json.dumps(job) if job else "").encode("utf-8") + b"\n")
            stdin.close()
        except BrokenPipeError:  # the helper died at start: result() says how
            pass

    def result(self) -> dict:
        """`documents`, `pages`, `bytes` once the helper is done; its failure is one LawbaseError."""
        stdout, stderr = self.process.communicate()
        try:
            answer = json.loads(stdout.decode("utf-8", "replace").strip().splitlines()[-1])
        except (ValueError, IndexError):
            last = (stderr.decode("utf-8", "replace").strip().splitlines() or ["no output"])[-1]
            answer = {"error": f"the helper process ended with {self.process.returncode} ({last[:200]})"}
        if self.process.returncode != 0 or "documents" not in answer:
            raise LawbaseError(f"writing the search index and the site failed: {answer.get('error', answer)}")
        return answer

    def stop(self) -> None:
        """End the helper if it still runs (the build failed, was interrupted, or needed no helper)."""
        if self.process.stdin is not None:
            self.start(None)
        if self.process.poll() is None:
            self.process.kill()
        self.process.communicate()


def run_job(folder: Path, index: bool, pages: tuple[str, ...], controls: bool,
            data: dict | None = None, term_maps: dict | None = None) -> dict:
    """Write FOLDER/index (when `index`) and the named page modules into FOLDER/site from FOLDER/lawbase.json
    and the term maps in FOLDER/index (or the ones given)."""
    from .analysis import load_term_maps
    from .documents import search_documents
    from .graph import Graph
    from .index import INDEX_DIR, count_documents, write_index
    from .payload import build_payload
    from .site import SITE_DIR, for_the_site, write_pages
    from .site.context import SiteContext
    from .store import GRAPH_FILE

    if data is None:
        data = json.loads((folder / GRAPH_FILE).read_bytes())
    if term_maps is None:
        term_maps = load_term_maps(folder / INDEX_DIR)
    answer = {"documents": 0, "pages": 0, "bytes": 0}
    payload = None
    if index:
        documents = search_documents(Graph(data))
        payload = build_payload(documents, term_maps)
        answer["documents"] = write_index(documents, folder, term_maps, payload)
        written = count_documents(folder / INDEX_DIR)
        if written != answer["documents"]:  # a write that lost documents without a word
            raise ValueError(f"the index holds {written} of {answer['documents']} documents")
    if pages:
        # the site shows control characters as visible signs: its payload is then its own
        context = SiteContext(Graph(for_the_site(data, controls)), term_maps, payload=None if controls else payload)
        answer["pages"], answer["bytes"] = write_pages(context, folder / SITE_DIR, tuple(pages))
    return answer


def main() -> int:
    from . import site, payload, documents  # noqa: F401  (imported while the build parses)

    line = sys.stdin.readline()
    if not line.strip():
        return 0
    job = json.loads(line)
    try:
        answer = run_job(Path(job["folder"]), job["index"], tuple(job["pages"]), job["controls"])
    except OSError as err:
        print(json.dumps({"error": err.strerror or str(err)}))
        return 1
    except Exception as err:  # reported by the build as one line
        print(json.dumps({"error": f"{type(err).__name__}: {err}"}))
        return 1
    print(json.dumps(answer))
    return 0


if __name__ == "__main__":
    sys.exit(main())

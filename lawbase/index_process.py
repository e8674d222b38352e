"""The search index written by a helper process while the build writes the site.

The helper is a fresh interpreter (`python -m lawbase.index_process FOLDER`), not a fork: it reads
the graph and the term maps the build has already written into FOLDER, so its memory is that of the
graph, not a copy of the build's whole heap (a 50 MB source made two forked writers of 1.7 GB each).
It runs in a session of its own, so Ctrl-C reaches only the build, which ends it; it dies with the
build if the build is killed; its errors come back as one line.

Usage (by the build only): python -m lawbase.index_process FOLDER
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


class IndexWriter:
    """The helper process writing FOLDER/index from FOLDER/lawbase.json and the term maps in FOLDER/index."""

    def __init__(self, folder: Path):
        environment = dict(os.environ, PYTHONPATH=os.pathsep.join(
            filter(None, [str(PACKAGE_ROOT), os.environ.get("PYTHONPATH")])))  # this very lawbase
        self.process = subprocess.Popen([sys.executable, "-m", "lawbase.index_process", str(folder)],
                                        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        env=environment, start_new_session=True, preexec_fn=die_with_parent)

    def result(self) -> int:
        """The number of documents, once the helper is done; its failure is one LawbaseError."""
        stdout, stderr = self.process.communicate()
        try:
            answer = json.loads(stdout.decode("utf-8", "replace").strip().splitlines()[-1])
        except (ValueError, IndexError):
            last = (stderr.decode("utf-8", "replace").strip().splitlines() or ["no output"])[-1]
            answer = {"error": f"the indexing process ended with {self.process.returncode} ({last[:200]})"}
        if self.process.returncode != 0 or "documents" not in answer:
            raise LawbaseError(f"writing the search index failed: {answer.get('error', answer)}")
        return answer["documents"]

    def stop(self) -> None:
        """End the helper if it still runs (the build failed or was interrupted)."""
        if self.process.poll() is None:
            self.process.kill()
        self.process.communicate()


def main(folder: Path) -> int:
    from .analysis import load_term_maps
    from .documents import search_documents
    from .graph import Graph
    from .index import INDEX_DIR, count_documents, write_index
    from .store import GRAPH_FILE

    try:
        graph = Graph(json.loads((folder / GRAPH_FILE).read_bytes()))
        documents = write_index(search_documents(graph), folder, load_term_maps(folder / INDEX_DIR))
        written = count_documents(folder / INDEX_DIR)
        if written != documents:  # a write that lost documents without a word
            raise ValueError(f"the index holds {written} of {documents} documents")
    except OSError as err:
        print(json.dumps({"error": err.strerror or str(err)}))
        return 1
    except Exception as err:  # reported by the build as one line
        print(json.dumps({"error": f"{type(err).__name__}: {err}"}))
        return 1
    print(json.dumps({"documents": documents}))
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))

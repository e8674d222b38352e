"""The concordance in a process of its own (two cores): started with the build, it imports numpy, scipy and the
concordance while the build parses - 0.2 s off the build's own path -, then aligns the editions while the build's
helper makes its early work. It is handed the graph before its concordance (`corpus.graph_of`'s `early`), as
lawbase.json would hold it (the bytes the helper is handed too: one serialisation for both), and the code's
fingerprint, for the cache, as one pickle on its stdin, and answers with one pickle on its stdout: the records
`build_concordance` gives, or the error it raised, which the build raises as its own. The records are those of the
build's own process: the same function of the same graph (`Graph` reads lawbase.json's evidence back as the
build's).

Usage (by the build only): python -m lawbase.concordance_process
"""

from __future__ import annotations

import gc
import os
import pickle
import sys

import orjson

from .errors import LawbaseError
from .helper_process import started


class Aligner:
    """The process, seen from the build."""

    def __init__(self, after: int | None = None):
        """`after`: a pipe's end that reaches its end when the helper has started up (`BuildHelper`): its imports
        wait for that, so that the build, parsing, keeps a core to itself (the three processes would share two)."""
        self.process = started("lawbase.concordance_process", *([str(after)] if after is not None else []),
                               buffered=True, kept=(after,) if after is not None else (), early=True)

    def align(self, code: str, encoded: bytes) -> None:
        """Hand it the graph before its concordance, as lawbase.json would hold it (`evidence.stored_json`; it
        starts at once)."""
        stdin, self.process.stdin = self.process.stdin, None
        try:
            pickle.dump((code, encoded), stdin, protocol=pickle.HIGHEST_PROTOCOL)
            stdin.close()
        except (BrokenPipeError, ValueError):  # it died: `records` says how
            pass

    def records(self) -> list[dict]:
        """The concordance's records, once made; its error is raised here."""
        try:
            kind, value = pickle.load(self.process.stdout)
        except Exception:  # ended without an answer: killed, or Python itself failed
            self.process.kill()
            _, stderr = self.process.communicate()
            last = (stderr.decode("utf-8", "replace").strip().splitlines() or ["no output"])[-1]
            raise LawbaseError(f"aligning the editions failed: the process ended with {self.process.returncode} "
                               f"({last[:200]})") from None
        if kind == "error":
            raise value
        return value

    def stop(self) -> None:
        """End it if it still runs (the build failed or was interrupted, or took the graph from the cache)."""
        if self.process.poll() is None:
            self.process.kill()
        self.process.communicate()


def main() -> int:
    gc.disable()  # as the build's graph stage (`collector.collector_paused`)
    if len(sys.argv) > 1:
        os.read(int(sys.argv[1]), 1)  # until the helper has started up (or ended)
    try:
        from .cache import Cache
        from .concordance import build_concordance  # numpy and scipy: imported while the build parses
        from .graph import Graph
    except Exception as err:  # said once the build asks (in its own process it would have failed there)
        failed = err
    else:
        failed = None
    try:
        code, encoded = pickle.load(sys.stdin.buffer)
    except EOFError:  # the build needs no concordance
        return 0
    try:
        if failed is not None:
            raise failed
        graph, encoded = Graph(orjson.loads(encoded)), b""  # its bytes let go before the concordance's peak
        answer = ("records", build_concordance(graph, Cache.default(code)))
    except Exception as err:
        answer = ("error", err)
    try:
        encoded = pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # an error that cannot be pickled: its words
        encoded = pickle.dumps(("error", LawbaseError(f"{type(answer[1]).__name__}: {answer[1]}")))
    sys.stdout.buffer.write(encoded)
    sys.stdout.buffer.flush()
    return 0


if __name__ == "__main__":
    status = main()
    os._exit(status)  # its answer is written: the build need not wait for its heap to be freed

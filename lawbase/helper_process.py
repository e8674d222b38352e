"""The build's helper process, seen from the build (`build_helper.py` is what it runs): started with the build,
so that its start-up runs while the build parses; handed its messages as pickles on its stdin, its answers read from
its stdout; ended with the build, and killed with it."""

from __future__ import annotations

import json
import os
import pickle
import signal
import subprocess
import sys
from pathlib import Path

import orjson

from .cache import digest
from .errors import LawbaseError
from .evidence import stored_json
from .forked import Forked, forkable

PACKAGE_ROOT = Path(__file__).resolve().parent.parent


def die_with_parent() -> None:
    """Linux: this process gets SIGKILL when its parent dies (a killed build leaves no helper behind)."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG, kept across exec
    except (OSError, AttributeError):
        pass


def started(module: str, *arguments: str, buffered: bool, kept: tuple[int, ...] = (),
            early: bool = False) -> subprocess.Popen | Forked:
    """`python -m module` of this very lawbase, its pipes to the build (and the descriptors `kept`), in a session of
    its own (Ctrl-C reaches the build alone, which ends it) and killed with the build. `early`: started before the
    build has read anything large, so a fork of it (`forked.py`) where it has no other thread; else a new
    interpreter, whose memory is its own work's (a fork of a build holding a big graph would start with it)."""
    if early and forkable():
        return Forked(module, arguments, buffered, kept, die_with_parent)
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join(
        filter(None, [str(PACKAGE_ROOT), os.environ.get("PYTHONPATH")])))
    return subprocess.Popen([sys.executable, "-m", module, *arguments], bufsize=-1 if buffered else 0,
                            pass_fds=kept, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment,
                            start_new_session=True, preexec_fn=die_with_parent)


class Whole:
    """Writes all of each piece to the unbuffered pipe (which may take part of one), and owns nothing:
    the pipe stays open for the next message whatever happens here."""

    def __init__(self, raw):
        self.raw = raw

    def write(self, data) -> int:
        view = memoryview(data)
        while view:
            view = view[self.raw.write(view):]
        return len(data)


class BuildHelper:
    """The helper process, seen from the build."""

    def __init__(self, code: str = "", corpus: Path | None = None, started_up: int | None = None):
        """`code` and `corpus`: for the README beside the corpus, made into the about page's HTML while the build
        parses (`build_helper.readme_ahead`); `started_up`: a pipe's end it closes once its start-up is done (the
        process that aligns the editions imports its modules then: `concordance_process.Aligner`)."""
        arguments = [code, str(corpus), str(started_up if started_up is not None else -1)] if corpus else []
        # unbuffered: `wait_for_terms` reads one line, and a buffered reader could take the answer after it
        # too, which `result`'s communicate (reading the pipe itself) would then never see
        self.process = started("lawbase.build_helper", *arguments, buffered=False,
                               kept=(started_up,) if started_up is not None else (), early=corpus is not None)
        self.sent_early = False  # whether it was handed the graph before the concordance (`Share.early`)
        self.early_graph = ""  # the digest of that graph's JSON, keys sorted (`early_holds`)

    def send(self, message) -> None:
        try:
            pickle.dump(message, Whole(self.process.stdin), protocol=pickle.HIGHEST_PROTOCOL)
        except (BrokenPipeError, ValueError):  # the helper died: result() says how
            pass

    def early(self, settings: dict, data: dict, encoded: bytes) -> None:
        """The graph before its concordance (`data`, and `encoded`: its `stored_json`) for the early work."""
        self.send(("early", settings, encoded))
        self.sent_early = True
        self.early_graph = digest(stored_json(data, orjson.OPT_SORT_KEYS))  # (as lawbase.json has it)

    def early_holds(self, data: dict, controls: bool) -> bool:
        """Was the early work made from this graph (lawbase.json's `data`) without its concordance? On JSON with
        sorted keys (the same bytes, the same graph; the references `without_concordance` gives back hold their
        keys in another order); the helper is told the answer (`Share.final_graph`)."""
        from .text import has_controls

        encoded = stored_json(without_concordance(data), orjson.OPT_SORT_KEYS)
        return self.sent_early and digest(encoded) == self.early_graph and \
            has_controls(encoded) == controls

    def final(self, settings: dict | None) -> None:
        """Its last work (None: nothing more to do, it ends)."""
        self.send(("final", settings))
        stdin, self.process.stdin = self.process.stdin, None
        try:
            stdin.close()
        except BrokenPipeError:
            pass

    def handed(self) -> tuple:
        """What the helper hands over (`Share.hand_over`; or it failed: result() says how)."""
        return pickle.loads(self.received())

    def received(self) -> bytes:
        """The pickle of the helper's next `handed` (`Share.early`, `Share.hand_over`), unread."""
        line = self.process.stdout.readline()
        if not line.startswith(b"handed "):
            self.failed(line)
        size = int(line.split()[1])
        chunks = []
        while size > 0:
            chunk = self.process.stdout.read(size)
            if not chunk:
                self.failed(b"")
            chunks.append(chunk)
            size -= len(chunk)
        return b"".join(chunks)

    def wait_for_terms(self) -> None:
        """Until the term maps are in the build's folder (or the helper failed: result() says how)."""
        line = self.process.stdout.readline()
        if line.strip() != b"terms":
            self.failed(line)

    def result(self) -> dict:
        """`documents`, `pages`, `bytes` once the helper is done; its failure is one LawbaseError."""
        stdout, stderr = self.process.communicate()
        try:
            answer = json.loads(stdout.decode("utf-8", "replace").strip().splitlines()[-1])
        except (ValueError, IndexError):
            answer = None
        if self.process.returncode != 0 or not isinstance(answer, dict) or "documents" not in answer:
            self.failed(stdout, stderr)
        return answer

    def failed(self, stdout: bytes, stderr: bytes = b"") -> None:
        if self.process.poll() is None or not stderr:
            more, stderr = self.process.communicate()
            stdout += more
        try:
            error = json.loads(stdout.decode("utf-8", "replace").strip().splitlines()[-1])["error"]
        except (ValueError, IndexError, KeyError, TypeError):
            last = (stderr.decode("utf-8", "replace").strip().splitlines() or ["no output"])[-1]
            error = f"the helper process ended with {self.process.returncode} ({last[:200]})"
        raise LawbaseError(f"writing the search index and the site failed: {error}")

    def stop(self) -> None:
        """End the helper if it still runs (the build failed, was interrupted, or needed no helper)."""
        if self.process.poll() is None:
            self.process.kill()
        self.process.communicate()


def without_concordance(data: dict) -> dict:
    """The graph as `early` was handed it: no concordance, no citation read through it (`renumbering`)."""
    from .renumbering import as_printed

    out = {key: value for key, value in data.items() if key != "concordance"}
    out["references"] = as_printed(data["references"])
    return out

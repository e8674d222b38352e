"""A build's extra process as a fork of the build, where `subprocess` would start a second interpreter.

A first build starts its helper and the process that aligns the editions before it parses, when its heap is small
(about 30 MB: its imports and the languages' profiles). A fork begins with what the build has imported and read, so
it skips Python's start-up, lawbase's common modules and the profiles' TOML: 0.1-0.2 s of CPU a process
(docs/history-speed.md). `Forked` answers what the build asks of a `subprocess.Popen`: its three pipes, `poll`,
`kill`, `communicate`, `returncode`. The fork runs the module's `main(arguments)` on those pipes as its standard
streams and always ends with `os._exit`: it never returns into the build's code.

A process with other threads is not forked (a thread holding a lock at the fork would hold it forever in the
child), nor one that holds more than `SMALL` (a fork starts with its parent's pages as its own resident memory:
`bench/build.py` runs a build in a process holding a 10x graph, whose forks would each have counted 1.5 GB more):
`forkable` says so, and `helper_process.started` starts an interpreter there.
"""

from __future__ import annotations

import importlib
import os
import signal
import sys
import threading
import traceback
from typing import Callable


SMALL = 100 * 2 ** 20  # bytes: a build that has read nothing yet holds about 40 MB


def forkable() -> bool:
    return hasattr(os, "fork") and threading.active_count() == 1 and resident() < SMALL


def resident() -> int:
    """This process's resident memory now (not `ru_maxrss`, which keeps the peak of the process it was started
    from: a build started by a big test process would never fork), in bytes."""
    try:
        with open("/proc/self/statm") as stream:
            return int(stream.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return SMALL  # unknown: an interpreter, as before forks


class Forked:
    """`python -m module arguments` as a fork: its stdin, stdout and stderr pipes to this process (unbuffered unless
    `buffered`), the descriptors `kept` left open in it, in a session of its own, `prepared` first (in the child)."""

    def __init__(self, module: str, arguments: tuple[str, ...], buffered: bool, kept: tuple[int, ...],
                 prepared: Callable[[], None]):
        pipes = [os.pipe() for _ in range(3)]  # stdin, stdout, stderr: (read, write)
        for stream in (sys.stdout, sys.stderr):  # what the build wrote so far is not written twice
            stream.flush()
        parent = os.getpid()
        self.pid = os.fork()
        if self.pid == 0:
            child(module, arguments, pipes, kept, parent, prepared)  # never returns
        os.close(pipes[0][0])
        os.close(pipes[1][1])
        os.close(pipes[2][1])
        size = -1 if buffered else 0
        self.stdin = os.fdopen(pipes[0][1], "wb", buffering=size)
        self.stdout = os.fdopen(pipes[1][0], "rb", buffering=size)
        self.stderr = os.fdopen(pipes[2][0], "rb", buffering=size)
        self.returncode: int | None = None

    def poll(self) -> int | None:
        if self.returncode is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.returncode = os.waitstatus_to_exitcode(status)
        return self.returncode

    def wait(self) -> int:
        if self.returncode is None:
            self.returncode = os.waitstatus_to_exitcode(os.waitpid(self.pid, 0)[1])
        return self.returncode

    def kill(self) -> None:
        if self.poll() is None:
            os.kill(self.pid, signal.SIGKILL)

    def communicate(self) -> tuple[bytes, bytes]:
        """Its stdin closed, the rest of its stdout and stderr (read at once: a full pipe would stop it), its end."""
        if self.stdin is not None:
            try:
                self.stdin.close()
            except BrokenPipeError:
                pass
            self.stdin = None
        said = [b"", b""]  # stdout, stderr

        def rest(stream, into: int) -> None:  # (nothing where an earlier call read it all)
            if not stream.closed:
                said[into] = stream.read() or b""
                stream.close()

        reader = threading.Thread(target=rest, args=(self.stderr, 1))
        reader.start()
        rest(self.stdout, 0)
        reader.join()
        self.wait()
        return said[0], said[1]


def child(module: str, arguments: tuple[str, ...], pipes: list[tuple[int, int]], kept: tuple[int, ...],
          parent: int, prepared: Callable[[], None]) -> None:
    """The fork's life: the pipes as its standard streams, every other descriptor of the build closed (a pipe's
    end left open here would keep the other process from seeing its end), the signals as a new interpreter has
    them, then the module's `main`; a failure is its traceback on stderr and status 1, as Python's would be."""
    status = 1
    try:
        os.setsid()
        prepared()
        if os.getppid() != parent:  # the build died before `prepared` could tie this process to it
            os._exit(1)
        for number, end in ((0, pipes[0][0]), (1, pipes[1][1]), (2, pipes[2][1])):
            os.dup2(end, number)
        opened = sorted(number for number in map(int, os.listdir("/proc/self/fd")) if number > 2) \
            if os.path.isdir("/proc/self/fd") else range(3, os.sysconf("SC_OPEN_MAX"))
        for number in opened:
            if number not in kept:
                try:
                    os.close(number)
                except OSError:
                    pass
        signal.signal(signal.SIGINT, signal.default_int_handler)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        sys.stdin = open(0, "r", encoding="utf-8", closefd=False)
        sys.stdout = open(1, "w", encoding="utf-8", closefd=False)
        sys.stderr = open(2, "w", encoding="utf-8", closefd=False, buffering=1)
        sys.argv = [module, *arguments]
        status = importlib.import_module(module).main()
    except BaseException:  # noqa: BLE001  (said as Python says it; the build reads its last line)
        traceback.print_exc()
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:  # noqa: BLE001  (the build closed the pipe: nothing to say)
                pass
        os._exit(status if isinstance(status, int) else 1)

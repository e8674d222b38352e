"""The output folder OUT: may a build replace it, one build at a time, and the folders a build leaves.

A build replaces OUT as a whole, so it only ever replaces a folder that is absent, empty (but for a
`.gitignore`) or an earlier build (it holds MARKER, which every build writes), and never the corpus,
the project, the home folder, the current folder or anything holding them.

One build at a time per OUT: the lock is `fcntl.lockf` on `.OUT.lock` beside OUT rather than the
`filelock` package, because a POSIX record lock belongs to the process that took it: the kernel
drops it when that process dies, however it dies (no stale lock to break), the helper processes it
forks do not inherit it, and the lock file can hold the owner's pid without being truncated by the
builds that find it taken. The lock file stays (deleting a lock file races with its next user).

A build writes into `.OUT-new-<pid>-<random>` beside OUT, marked as a build from its first moment;
only such folders whose owner is dead are cleaned up by later builds.
"""

from __future__ import annotations

import ctypes
import errno
import fcntl
import os
import re
import shutil
import stat
import tempfile
from pathlib import Path

from .errors import LawbaseError

MARKER = ".lawbase-build"
MARKER_TEXT = "Written by `lawbase build`, which replaces this folder as a whole at every build.\n"
LEGACY_INFO = "build-info.json"  # what marked a build before MARKER
TOLERATED = (".gitignore",)  # a folder holding only these is empty for our purpose
_held: set[str] = set()  # lock files this process holds (POSIX locks do not exclude their own process)


def absolute(out: Path) -> Path:
    """OUT as the folder it names: a symlink to a folder is followed, `..` resolved."""
    return out.resolve() if out.exists() else Path(os.path.abspath(out))


def is_build(out: Path) -> bool:
    if (out / MARKER).is_file():
        return True
    try:  # a build of the version before MARKER: its build-info.json names its stages
        import json

        info = json.loads((out / LEGACY_INFO).read_text(encoding="utf-8"))
        return isinstance(info, dict) and "graph" in info and set(info) <= {"graph", "index", "site"}
    except (OSError, ValueError):
        return False


def check_out(out: Path, corpus: Path) -> None:
    """Refuse, in one line, an OUT whose replacement would destroy something that is not a build."""
    shown = str(out)
    corpus = corpus.resolve()
    guarded = {"the corpus folder": corpus, "the project folder": corpus.parent,
               "the home folder": Path(os.path.expanduser("~")).resolve(), "the current folder": Path.cwd().resolve()}
    for name, folder in guarded.items():
        if out == folder or out in folder.parents:
            raise LawbaseError(f"refusing to build here: OUT is or holds {name} ({folder}); choose a new "
                               "folder such as build/", shown)
    if corpus in Path(os.path.realpath(out)).parents:  # the sources' folder is the user's (through links too)
        raise LawbaseError(f"refusing to build inside the corpus folder ({corpus}); choose a folder beside it, "
                           "such as build/", shown)
    if out.parent == out:
        raise LawbaseError("refusing to build into the root of the file system", shown)
    above = next(folder for folder in out.parents if folder.exists())
    if not above.is_dir():
        raise LawbaseError(f"OUT cannot be made: {above} is a file, not a folder", shown)
    if out.is_symlink() or not out.exists():
        return
    if not out.is_dir():
        raise LawbaseError("OUT exists and is not a folder", shown)
    if os.path.ismount(out):
        raise LawbaseError("OUT is a mount point, which a build cannot replace; use a folder inside it", shown)
    strangers = sorted(set(os.listdir(out)) - set(TOLERATED))
    if strangers and not is_build(out):
        listed = ", ".join(strangers[:3]) + (", …" if len(strangers) > 3 else "")
        raise LawbaseError(f"refusing to replace a folder that is not a lawbase build (it holds {listed}); "
                           "choose an empty or new folder", shown)


class BuildLock:
    """Held while a build of OUT runs; a second build says who holds it, in one line."""

    def __init__(self, out: Path):
        self.out = out
        self.path = out.parent / f".{out.name}.lock"
        self.fd: int | None = None

    def __enter__(self) -> "BuildLock":
        if str(self.path) in _held:  # opening and closing the file here would drop our own lock
            self.refuse(str(os.getpid()))
        try:  # never through a symbolic link, never into anything but a file of its own
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW | os.O_NONBLOCK, 0o644)
        except OSError as err:
            if err.errno == errno.ELOOP:
                raise LawbaseError("the lock file beside OUT is a symbolic link; remove it (a build writes its "
                                   "lock as a plain file there, never through a link)", str(self.path)) from None
            raise
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode) or status.st_nlink > 1:
            os.close(fd)
            raise LawbaseError("the lock file beside OUT is not a plain file of its own (a device, a pipe or "
                               "a hard link); remove it", str(self.path))
        try:
            fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as err:
            owner = os.read(fd, 32).decode("ascii", "replace").strip() or "?"
            os.close(fd)
            if err.errno in (errno.EAGAIN, errno.EACCES):
                self.refuse(owner)
            raise
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        self.fd = fd
        _held.add(str(self.path))
        return self

    def refuse(self, owner: str):
        raise LawbaseError(f"another build of OUT is running (pid {owner}); try again when it is done",
                           str(self.out))

    def __exit__(self, *exc) -> None:
        _held.discard(str(self.path))
        os.close(self.fd)  # closing releases the lock


def build_folder(out: Path) -> Path:
    """A new folder beside OUT named after this process, marked as a build from the start."""
    folder = Path(tempfile.mkdtemp(prefix=f".{out.name}-new-{os.getpid()}-", dir=out.parent))
    folder.chmod(0o755)
    (folder / MARKER).write_text(MARKER_TEXT, encoding="utf-8")
    return folder


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def clean_leftovers(out: Path) -> None:
    """Remove the folders of builds of OUT that died before their swap (called with the lock held)."""
    own = re.compile(rf"\.{re.escape(out.name)}-(?:new|old)-(\d+)-[A-Za-z0-9_]{{8}}")
    for folder in out.parent.iterdir():
        match = own.fullmatch(folder.name)
        if (match and folder.is_dir() and not folder.is_symlink() and (folder / MARKER).is_file()
                and not alive(int(match.group(1)))):
            shutil.rmtree(folder, ignore_errors=True)


def keep_extras(out: Path, new: Path, outputs: tuple[str, ...]) -> None:
    """What else lives in OUT (a .gitignore, the user's notes, symlinks) goes into the new build too."""
    if not out.is_dir():
        return
    for entry in sorted(out.iterdir()):
        target = new / entry.name
        if entry.name in outputs or os.path.lexists(target):
            continue
        if entry.is_symlink():
            os.symlink(os.readlink(entry), target)
        elif entry.is_dir():
            shutil.copytree(entry, target, symlinks=True, copy_function=os.link)
        else:
            os.link(entry, target)


def exchange(new: Path, out: Path) -> None:
    """Put `new` where `out` is, atomically where the system allows; `new` then holds the old build."""
    if not out.exists():
        os.rename(new, out)
        new.mkdir()
        return
    try:
        renameat2 = ctypes.CDLL(None, use_errno=True).renameat2
    except (OSError, AttributeError):
        renameat2 = None
    if renameat2 is not None:
        at_fdcwd, rename_exchange = -100, 2
        if renameat2(at_fdcwd, os.fsencode(new), at_fdcwd, os.fsencode(out), rename_exchange) == 0:
            return
        if ctypes.get_errno() not in (errno.ENOSYS, errno.EINVAL, errno.ENOTSUP):
            raise OSError(ctypes.get_errno(), os.strerror(ctypes.get_errno()), str(out))
    old = new.with_name(new.name.replace("-new-", "-old-", 1))
    os.rename(out, old)
    os.rename(new, out)
    os.rename(old, new)

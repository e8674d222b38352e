"""Files written so that readers see either the old or the new content, never a part.

A temporary file beside the destination, then `os.replace`. What `mkstemp` leaves out is put back: the
file gets the mode a plain `open` would give it (the umask's, or the mode of the file it replaces, not
mkstemp's 0600: a web server serving the site must read its index); a symlink is written through, to
its target, not replaced by a file; a FIFO or a device (`/dev/stdout`) is written into, as it cannot be
replaced; a file its mode forbids this process to write (`chmod 444`) is refused, as `open` and `cp`
refuse it (the rename needs only the folder's permission, and replaced it until 2026-11-27). The
destination's folder must exist: a mistyped path is not made.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path
from typing import BinaryIO, Callable


WRITE_PROTECTED = "write-protected (its mode forbids writing it); left as it was, nothing written"


def write_protected(path: Path) -> bool:
    """An existing file (through a symlink) this process may not write, as the kernel decides (root may)."""
    target = os.path.realpath(path)
    return os.path.isfile(target) and not os.access(target, os.W_OK)


def atomic_write(path: Path, data: bytes | Callable[[BinaryIO], None]) -> None:
    """`data`: the bytes, or what writes them into the stream given (a large pickle, never whole in memory)."""
    target = Path(os.path.realpath(path))
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode) and not stat.S_ISDIR(mode):
        with open(target, "wb") as stream:  # a FIFO, a terminal, /dev/null: no file to replace
            write_into(stream, data)
        return
    if mode is not None and write_protected(target):
        raise PermissionError(errno.EACCES, WRITE_PROTECTED, str(path))
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        os.fchmod(handle, stat.S_IMODE(mode) if mode is not None else 0o666 & ~current_umask())
        with os.fdopen(handle, "wb") as stream:
            write_into(stream, data)
        os.replace(temporary, target)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise


def write_into(stream: BinaryIO, data: bytes | Callable[[BinaryIO], None]) -> None:
    if callable(data):
        data(stream)
    else:
        stream.write(data)


def current_umask() -> int:
    """The process's umask (reading it means setting it: set back at once)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask

"""Crash-safe file replacement (temp file, fsync, rename, fsync the folder), private modes,
and the clean-up of temp files that a writer which died left behind.

Memories are personal: a file ebbing creates is readable by its owner only (0600) and a
folder it creates is 0700. A file that already exists keeps its mode when it is replaced.
"""

from __future__ import annotations

import contextlib
import os
import re
from pathlib import Path
from typing import BinaryIO

FILE_MODE = 0o600
FOLDER_MODE = 0o700
# `.<name>.<pid>.tmp`: what atomic_write names its temp file (the pid of the writer)
_TEMP = re.compile(r"^\..+\.(\d+)\.tmp$")


def fsync_dir(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def make_folder(folder: Path) -> None:
    """Create `folder` and any missing parents, each private (0700); existing ones are left
    as they are."""
    missing = []
    for path in [folder, *folder.parents]:
        if path.exists():
            break
        missing.append(path)
    for path in reversed(missing):
        with contextlib.suppress(FileExistsError):
            path.mkdir(mode=FOLDER_MODE)


def private_open(path: Path) -> BinaryIO:
    """`path` opened for writing from the start, created owner-only (0600) whatever the
    umask: derived files (.cache/) hold what the memories say, as the logs do."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, FILE_MODE)
    try:
        os.fchmod(fd, FILE_MODE)
    except OSError:
        os.close(fd)
        raise
    return os.fdopen(fd, "wb")


def private_write(path: Path, data: bytes) -> None:
    with private_open(path) as handle:
        handle.write(data)


def atomic_write(path: Path, data: bytes) -> None:
    """Replace `path` with `data` so that a crash leaves either the old or the new file.

    The new file keeps the old one's mode (a new file is 0600). When writing fails (a full
    disk), the temp file is removed before the error goes on."""
    try:
        mode = os.stat(path).st_mode & 0o7777
    except FileNotFoundError:
        mode = FILE_MODE
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
        try:
            os.fchmod(fd, mode)  # whatever the umask says, and if tmp was left by a dead pid
            write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    fsync_dir(path.parent)


def write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # exists, owned by someone else
        return True
    except (OverflowError, ValueError):  # no process can have that number
        return False
    return True


def remove_stale_temps(folder: Path) -> list[Path]:
    """Remove the temp files in `folder` whose writer is gone (the caller holds the lock that
    guards the files they were meant to replace); return what was removed."""
    removed: list[Path] = []
    try:
        names = os.listdir(folder)
    except OSError:
        return removed
    for name in names:
        found = _TEMP.match(name)
        if found is None or pid_alive(int(found.group(1))):
            continue
        with contextlib.suppress(FileNotFoundError):
            os.unlink(folder / name)
            removed.append(folder / name)
    return removed

"""Helpers of the fault suite: a full disk (injected or real), a read-only home.

A full disk is injected (an OSError with ENOSPC at the write or fsync call) everywhere; where
the platform lets the test mount a small tmpfs (root on Linux) the same is also done for real.
"""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from ebbing.config import Settings
from ebbing.service import MemoryService


def service(home: Path, **settings: Any) -> MemoryService:
    return MemoryService(Settings(home=home, conflict_detection=False, **settings))


def full_disk(*_: Any, **__: Any) -> Any:
    raise OSError(errno.ENOSPC, "No space left on device")


def fail_after(calls: int, real: Callable[..., Any]) -> Callable[..., Any]:
    """`real`, except that from call number `calls + 1` on it raises ENOSPC."""
    count = [0]

    def call(*args: Any, **kwargs: Any) -> Any:
        count[0] += 1
        if count[0] > calls:
            full_disk()
        return real(*args, **kwargs)

    return call


def can_mount() -> str | None:
    """None when this process may mount a tmpfs, else the reason it may not."""
    if not sys.platform.startswith("linux"):
        return "a small real filesystem needs Linux tmpfs"
    if os.geteuid() != 0 or shutil.which("mount") is None:
        return "mounting a small tmpfs needs root (CI runs unprivileged: ENOSPC is injected)"
    return None


@contextmanager
def small_fs(where: Path, size_kb: int) -> Iterator[Path]:
    where.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size_kb}k", "tmpfs",
                           str(where)], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def remount(where: Path, option: str) -> None:
    subprocess.run(["mount", "-o", f"remount,{option}", str(where)], check=True)


def fill(folder: Path) -> Path:
    """Fill the filesystem of `folder` until a write fails; return the filler file."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        for size in (4096, 1):  # to the last byte: even a short line must not fit
            try:
                while True:
                    os.write(fd, b"\0" * size)
            except OSError as error:
                assert error.errno == errno.ENOSPC
    finally:
        os.close(fd)
    return filler

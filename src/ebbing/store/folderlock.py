"""The store's cross-process lock, in a few system calls.

`filelock.FileLock` (4.x) resolves the lock's path, consults a registry and tracks forks on
every acquisition: a daemon's profile put 4-8% of a steady recall's Python in it (each
recall takes an agent's lock once or twice, for its reinforcement and, on the shared
database, to read the agent's local copy). `FolderLock` keeps FileLock's meaning, which the
store relies on, with `flock` on the lock file directly:

- exclusive between processes (an advisory `flock` on the file, as FileLock takes on POSIX)
  and between the threads of one process (a thread waits for another's hold);
- reentrant within a thread (`is_locked` is this thread's: it holds the lock);
- `acquire(timeout)`: None the lock's own timeout, 0 one try, negative wait forever; when
  it runs out, `filelock.Timeout` (a TimeoutError), as FileLock raises.

On Windows `folder_lock` gives FileLock itself (its msvcrt lock).
"""

from __future__ import annotations

import os
import sys
import threading
import time
import weakref
from pathlib import Path
from typing import Any

from filelock import FileLock, Timeout

if sys.platform != "win32":
    import fcntl

POLL_S = 0.05  # FileLock's poll interval, while another process holds the lock
_LOCKS: weakref.WeakSet[FolderLock] = weakref.WeakSet()


class FolderLock:
    def __init__(self, path: Path | str, timeout: float = -1, mode: int = 0o644) -> None:
        self.lock_file = str(path)
        self.timeout = timeout
        self.mode = mode
        self._threads = threading.Lock()  # held while any thread of this process holds
        self._owner: int | None = None
        self._depth = 0
        self._fd: int | None = None
        _LOCKS.add(self)

    def _forked(self) -> None:
        """In a child process: the parent's holds are not the child's (its copy of the
        descriptor is closed; the parent's hold stays, on the parent's)."""
        if self._fd is not None:
            os.close(self._fd)
        self._threads, self._owner, self._depth, self._fd = threading.Lock(), None, 0, None

    @property
    def is_locked(self) -> bool:
        """Whether this thread holds the lock."""
        return self._owner == threading.get_ident()

    def acquire(self, timeout: float | None = None, **_: Any) -> FolderLock:
        me = threading.get_ident()
        if self._owner == me:
            self._depth += 1
            return self
        wait = self.timeout if timeout is None else timeout
        deadline = None if wait < 0 else time.monotonic() + wait
        if not self._threads.acquire(timeout=-1 if wait < 0 else wait):
            raise Timeout(self.lock_file)
        try:
            self._fd = self._lock_file(deadline)
        except BaseException:
            self._threads.release()
            raise
        self._owner, self._depth = me, 1
        return self

    def _lock_file(self, deadline: float | None) -> int:
        fd = os.open(self.lock_file, os.O_RDWR | os.O_CREAT, self.mode)
        try:
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    return fd
                except BlockingIOError:
                    if deadline is not None and time.monotonic() >= deadline:
                        raise Timeout(self.lock_file) from None
                    time.sleep(POLL_S)
        except BaseException:
            os.close(fd)
            raise

    def release(self, force: bool = False) -> None:
        """Let go of one hold (`force`: all of this thread's)."""
        if self._owner != threading.get_ident():
            return
        self._depth = 0 if force else self._depth - 1
        if self._depth > 0:
            return
        fd, self._fd, self._owner = self._fd, None, None
        try:
            if fd is not None:
                fcntl.flock(fd, fcntl.LOCK_UN)
                os.close(fd)
        finally:
            self._threads.release()

    def __enter__(self) -> FolderLock:
        return self.acquire()

    def __exit__(self, *_: object) -> None:
        self.release()


def folder_lock(path: Path, timeout: float, mode: int) -> FolderLock | FileLock:
    """The lock of a store's folder: FolderLock, or FileLock where there is no `flock`."""
    if sys.platform == "win32":
        return FileLock(path, timeout=timeout, mode=mode)
    return FolderLock(path, timeout=timeout, mode=mode)


def _after_fork() -> None:
    for lock in list(_LOCKS):
        lock._forked()


if sys.platform != "win32":
    os.register_at_fork(after_in_child=_after_fork)

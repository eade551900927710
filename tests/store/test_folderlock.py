"""The store's folder lock (store/folderlock.py) keeps FileLock's meaning: exclusive between
processes (also against a process that takes the same file with FileLock) and between the
threads of one process, reentrant within a thread, timeouts raising filelock.Timeout."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from filelock import FileLock, Timeout

from ebbing.store.folderlock import FolderLock, folder_lock
from ebbing.store.memory_store import MemoryStore

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="flock: POSIX")

TRY = """
import sys
from filelock import FileLock, Timeout
from ebbing.store.folderlock import FolderLock
kind, path = sys.argv[1], sys.argv[2]
lock = (FolderLock if kind == "folder" else FileLock)(path, timeout=0)
try:
    lock.acquire(timeout=0)
except Timeout:
    print("busy")
else:
    print("got")
    lock.release()
"""


def other_process(kind: str, path: Path) -> str:
    done = subprocess.run([sys.executable, "-c", TRY, kind, str(path)], capture_output=True,
                          text=True, check=True, env={**os.environ})
    return done.stdout.strip()


def in_thread(lock: FolderLock, timeout: float = 0) -> tuple[bool, bool]:
    """(whether another thread got the lock within `timeout`, whether it saw it as its own
    before trying)."""
    seen: dict[str, bool] = {}

    def run() -> None:
        seen["mine"] = lock.is_locked
        try:
            lock.acquire(timeout=timeout)
        except Timeout:
            seen["got"] = False
            return
        seen["got"] = True
        lock.release()

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    return seen["got"], seen["mine"]


def test_a_store_takes_the_folder_lock(tmp_path: Path) -> None:
    store = MemoryStore(tmp_path / "agent")
    assert isinstance(store.lock, FolderLock)
    with store.lock:
        assert other_process("filelock", tmp_path / "agent" / ".lock") == "busy"
    store.close()


def test_reentrant_within_a_thread_exclusive_between_threads(tmp_path: Path) -> None:
    lock = FolderLock(tmp_path / ".lock", timeout=5)
    assert not lock.is_locked
    with lock:
        with lock:  # reentrant
            assert lock.is_locked
        assert lock.is_locked  # the outer hold remains
        assert in_thread(lock) == (False, False)  # another thread: not its hold, busy
        assert in_thread(lock, timeout=0.1) == (False, False)
    assert not lock.is_locked
    assert in_thread(lock) == (True, False)


def test_a_waiting_thread_gets_it_when_released(tmp_path: Path) -> None:
    lock = FolderLock(tmp_path / ".lock", timeout=5)
    lock.acquire()
    got: list[bool] = []
    thread = threading.Thread(target=lambda: got.append(in_thread(lock, timeout=5)[0]))
    thread.start()
    thread.join(0.3)
    assert thread.is_alive() and not got  # still waiting
    lock.release()
    thread.join(5)
    assert got == [True]


def test_exclusive_between_processes_both_ways_and_with_filelock(tmp_path: Path) -> None:
    path = tmp_path / ".lock"
    lock = FolderLock(path, timeout=5)
    with lock:
        assert other_process("folder", path) == "busy"
        assert other_process("filelock", path) == "busy"
    assert other_process("folder", path) == "got"
    assert other_process("filelock", path) == "got"
    held = FileLock(path)
    with held:  # held by FileLock (another version of ebbing): FolderLock waits
        with pytest.raises(Timeout):
            lock.acquire(timeout=0.2)
        assert not lock.is_locked
    with lock:
        assert lock.is_locked


def test_force_release_and_stray_release(tmp_path: Path) -> None:
    lock = folder_lock(tmp_path / ".lock", timeout=1, mode=0o600)
    assert isinstance(lock, FolderLock)
    lock.release()  # not held: nothing happens (as FileLock)
    lock.acquire()
    lock.acquire()
    lock.release(force=True)
    assert not lock.is_locked
    assert other_process("folder", tmp_path / ".lock") == "got"
    assert (tmp_path / ".lock").stat().st_mode & 0o777 == 0o600


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork")
def test_a_forked_child_does_not_hold_the_parents_lock(tmp_path: Path) -> None:
    lock = FolderLock(tmp_path / ".lock", timeout=5)
    with lock:
        pid = os.fork()
        if pid == 0:  # the child: not its hold, and the parent's hold keeps it out
            code = 0 if not lock.is_locked else 1
            try:
                lock.acquire(timeout=0)
                code = 2
            except Timeout:
                pass
            os._exit(code)
        _, status = os.waitpid(pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0
        assert lock.is_locked

"""What a store leaves on disk: private modes, kept across rewrites; no stale temp files."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from fault_support import full_disk, service

from ebbing.store import atomic


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_new_store_is_private(tmp_path: Path) -> None:
    home = tmp_path / "home"
    svc = service(home)
    svc.remember("my private thought")
    svc.store.save_snapshot()
    for folder in (home, home / "default", svc.folder, svc.folder / ".cache"):
        assert mode(folder) == 0o700, folder
    for name in ("memories.jsonl", "ebbing.json", ".gitignore", ".lock",
                 ".cache/snapshot.npz"):
        assert mode(svc.folder / name) == 0o600, name


def test_compaction_keeps_the_mode_a_person_chose(tmp_path: Path) -> None:
    svc = service(tmp_path)
    first = svc.remember("one")
    svc.remember("two")
    svc.forget(first.id, hard=True)  # something for compaction to drop
    log = svc.folder / "memories.jsonl"
    for chosen in (0o600, 0o640):
        log.chmod(chosen)
        svc.remember(f"more at {chosen:o}")
        svc.forget(svc.remember("gone").id, hard=True)
        assert svc.compact().changed
        assert mode(log) == chosen


def dead_pid() -> int:
    child = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                           capture_output=True, text=True, check=True)
    return int(child.stdout)


def test_temp_files_of_dead_writers_are_removed_under_the_lock(tmp_path: Path) -> None:
    svc = service(tmp_path)
    svc.remember("first")
    svc.close()
    folder = svc.folder
    (folder / ".cache").mkdir(exist_ok=True)
    stale = [folder / f".memories.jsonl.{dead_pid()}.tmp",
             folder / f".cache/.snapshot.npz.{dead_pid()}.tmp"]
    live = folder / f".memories.jsonl.{os.getpid()}.tmp"  # a writer still at work (us)
    mine = folder / "notes.tmp"  # not a name ebbing writes
    for path in [*stale, live, mine]:
        path.write_bytes(b"partial")
    service(tmp_path).remember("second")
    assert not any(path.exists() for path in stale)
    assert live.exists() and mine.exists()


def test_a_failed_atomic_write_leaves_no_temp_file(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "file.json"
    target.write_bytes(b"old")
    monkeypatch.setattr(atomic, "write_all", full_disk)
    with pytest.raises(OSError):
        atomic.atomic_write(target, b"new")
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]


def test_everything_under_cache_is_owner_only(tmp_path: Path) -> None:
    """.cache/ holds what the memories say (vectors, word indexes, the snapshot): its
    folders are 0700 and its files 0600 whatever the umask."""
    home = tmp_path / "home"
    old = os.umask(0o022)
    try:
        for text in ("Max drinks green tea", "Max moved to Oslo", "Max has a cat"):
            done = subprocess.run([sys.executable, "-m", "ebbing", "remember", text,
                                   "--home", str(home)], capture_output=True, timeout=120,
                                  env={**os.environ, "EBBING_DAEMON": "off"})
            assert done.returncode == 0, done.stderr
        for args in (["recall", "tea"], ["search", "Oslo"], ["compact"]):
            done = subprocess.run([sys.executable, "-m", "ebbing", *args, "--home", str(home)],
                                  capture_output=True, timeout=120,
                                  env={**os.environ, "EBBING_DAEMON": "off"})
            assert done.returncode == 0, done.stderr
    finally:
        os.umask(old)
    cache = home / "default" / "default" / ".cache"
    found = [cache, *cache.rglob("*")]
    assert len(found) > 5
    loose = [f"{oct(p.stat().st_mode & 0o777)} {p}" for p in found
             if p.stat().st_mode & 0o777 != (0o700 if p.is_dir() else 0o600)]
    assert not loose, loose

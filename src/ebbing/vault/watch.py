"""`ebbing vault watch`: keep the vault and the store in step while either changes.

watchdog reports file events in the vault (recursively) and in the agent's folder (the
logs). Events on dotfiles and dot-folders (.obsidian, .git, .ebbing, ebbing's own temporary
files), on editor backups and on anything that is not a Markdown note are ignored. After an
event the watcher waits until nothing happened for `debounce_s`, then runs one sync pass.

A pass writes notes and the store itself; those writes come back as events. They are
recognised, not timed out: a note whose bytes are what ebbing last wrote (the checksum in
the vault's sync state) and a log whose size and time are what they were after the pass
are no change, so the watcher never loops on its own writes. Events are collected from
before the first pass, so a change made while that pass runs is not missed.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path, PurePosixPath
from typing import Any

from ebbing.vault.files import is_note_path
from ebbing.vault.notefile import sha256
from ebbing.vault.notes import load_index
from ebbing.vault.report import SyncReport
from ebbing.vault.state import load_state
from ebbing.vault.sync import sync, vault_path
from ebbing.vault.template import init_vault

LOGS = ("memories.jsonl", "relations.jsonl")
WRITES = {"created", "modified", "deleted", "moved", "closed"}


class ChangeFilter:
    """Tells events that matter from ebbing's own writes and from noise."""

    def __init__(self, svc: Any, vault: Path) -> None:
        self.svc = svc
        self.vault = vault
        self.folder = Path(svc.folder)
        self.written: dict[str, str] = {}
        self.logs: dict[str, tuple[int, int] | None] = {}
        self.relations_before: tuple[int, int] | None = None
        self.before_pass()
        self.remember(None)

    def before_pass(self) -> None:
        self.relations_before = _stat(self.folder / LOGS[1])

    def remember(self, report: SyncReport | None) -> None:
        """Record what a pass left: the notes as written, and each log as far as the notes
        reflect it (the memory log up to where the pass read it, so a use recorded by
        another process while the pass ran still counts as a change)."""
        state = load_state(self.vault, self.svc.namespace, self.svc.agent)
        self.written = {w.path.casefold(): w.sha256 for w in
                        [*state.notes.values(), *state.entities.values()]}
        # the person's own notes as indexed: one edited or deleted is a change to index
        self.written.update({n.path.casefold(): n.sha256 for n in
                             load_index(self.folder).notes.values()})
        seen = report.log_seen if report is not None else None
        self.logs = {LOGS[0]: seen or _stat(self.folder / LOGS[0]),
                     LOGS[1]: self.relations_before}

    def relevant_path(self, path: str) -> bool:
        """Could an event on `path` matter at all (before looking at the file)?"""
        target = Path(path)
        if target.parent == self.folder and target.name in LOGS:
            return True
        try:
            rel = PurePosixPath(target.relative_to(self.vault).as_posix())
        except ValueError:
            return False
        return is_note_path(rel)

    def changed(self, path: str) -> bool:
        """Did the file at `path` change since the last pass (other than by the pass)?"""
        target = Path(path)
        if target.parent == self.folder and target.name in LOGS:
            return _stat(target) != self.logs.get(target.name)
        rel = target.relative_to(self.vault).as_posix()
        expected = self.written.get(rel.casefold())
        try:
            return sha256(target.read_bytes()) != expected
        except OSError:  # gone: a deletion if ebbing wrote or indexed it (not an Inbox
            # note it moved)
            return expected is not None


def _stat(path: Path) -> tuple[int, int] | None:
    """(inode, size): a log grows by appends and is replaced by a compaction."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    return st.st_ino, st.st_size


class _Events:
    """Paths from watchdog's thread, handed to the watcher's loop."""

    def __init__(self, changes: ChangeFilter) -> None:
        self.changes = changes
        self.paths: set[str] = set()
        self.lock = threading.Lock()
        self.wake = threading.Event()

    def dispatch(self, event: Any) -> None:
        if event.event_type not in WRITES:
            return  # opened, closed without writing: a read (a sync pass reads notes too)
        for path in (event.src_path, getattr(event, "dest_path", "") or ""):
            path = os.fsdecode(path)
            if path and self.changes.relevant_path(path):
                with self.lock:
                    self.paths.add(path)
                self.wake.set()

    def drain(self) -> set[str]:
        with self.lock:
            paths, self.paths = self.paths, set()
        return paths


def watch(svc: Any, vault: Path | str | None = None, *, debounce_s: float = 1.0,
          settle_s: float = 5.0, stop: threading.Event | None = None,
          on_report: Callable[[SyncReport], None] | None = None,
          on_error: Callable[[Exception], None] | None = None, polling: bool = False) -> None:
    """Sync once, then after every change until `stop` is set (or Ctrl-C)."""
    from watchdog.observers import Observer
    from watchdog.observers.polling import PollingObserver

    stop = stop or threading.Event()
    root = vault_path(svc, vault)
    fresh = not (root / ".obsidian").is_dir()
    if fresh:
        init_vault(root)  # the folder must exist to be watched
    changes = ChangeFilter(svc, root)
    events = _Events(changes)
    observer: Any = PollingObserver(timeout=max(0.1, debounce_s)) if polling else Observer()
    observer.schedule(events, str(root), recursive=True)
    observer.schedule(events, str(changes.folder), recursive=False)
    observer.start()  # before the first pass: a change made while it runs is not missed
    try:
        report = sync(svc, root, settle_s=settle_s)
        report.created_vault = report.created_vault or fresh
        changes.remember(report)
        if on_report:
            on_report(report)
        waiting = bool(report.waiting)
        while not stop.is_set():
            woke = events.wake.wait(timeout=settle_s if waiting else 0.5)
            if stop.is_set():
                break
            if not woke and not waiting:
                continue
            while events.wake.is_set() and not stop.is_set():  # quiet for debounce_s
                events.wake.clear()
                events.wake.wait(timeout=debounce_s)
            paths = events.drain()
            if not waiting and not any(changes.changed(p) for p in paths):
                continue
            changes.before_pass()
            try:
                report = sync(svc, root, settle_s=settle_s)
            except Exception as error:  # keep watching: report and go on
                if on_error is None:
                    raise
                on_error(error)
                continue
            waiting = bool(report.waiting)
            changes.remember(report)
            if on_report:
                on_report(report)
    finally:
        observer.stop()
        observer.join()

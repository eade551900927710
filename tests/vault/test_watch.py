"""The watcher, on real files with a short debounce: effects are polled for, never timed."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from vault_support import T0, meta, note_of, rewrite

import ebbing
from ebbing.service import MemoryService
from ebbing.vault.promote import promote_ids
from ebbing.vault.report import SyncReport
from ebbing.vault.sync import sync
from ebbing.vault.watch import ChangeFilter, watch

DEADLINE_S = 30.0  # generous: the machine is shared; only a failure waits this long


def eventually(check: Callable[[], bool], what: str) -> None:
    end = time.monotonic() + DEADLINE_S
    while not check():
        if time.monotonic() > end:
            raise AssertionError(f"never happened: {what}")
        time.sleep(0.02)


class Running:
    def __init__(self, thread: threading.Thread, stop: threading.Event,
                 reports: list[SyncReport], errors: list[Exception]) -> None:
        self.thread, self.stop, self.reports, self.errors = thread, stop, reports, errors


def _start(home: Path, vault: Path, polling: bool = False,
           first: Callable[[], None] | None = None) -> Running:
    """Run a watcher in a thread; `first` runs as soon as the first pass has reported."""
    stop = threading.Event()
    reports: list[SyncReport] = []
    errors: list[Exception] = []
    watcher_svc = ebbing.open_store("test", "vault", home=home)  # its own, as another process

    def on_report(report: SyncReport) -> None:
        reports.append(report)
        if first is not None and len(reports) == 1:
            first()

    def run() -> None:
        try:
            watch(watcher_svc, vault, debounce_s=0.05, settle_s=0.2, stop=stop,
                  on_report=on_report, polling=polling)
        except Exception as error:  # surfaced by the test
            errors.append(error)
        finally:
            watcher_svc.close()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    eventually(lambda: bool(reports) or bool(errors), "the first pass")
    return Running(thread, stop, reports, errors)


def idle_passes(running: Running) -> list[list[str]]:
    """Passes after the first that found nothing to do: only ebbing's own writes, its reads
    or noise could have started them (a change a test makes gives its pass something to
    do; how the debounce splits a change's events changes how many passes, not this)."""
    return [r.lines() for r in running.reports[1:]
            if not (r.changed or r.waiting or r.problems)]


@pytest.fixture
def promoted(svc: MemoryService, vault: Path) -> tuple[str, Path]:
    memory = svc.remember("Max moved to Berlin", entities=["Max"], now=T0)
    promote_ids(svc, [memory.id], vault, now=T0)
    return memory.id, note_of(vault, memory.id)


@pytest.fixture
def running(tmp_path: Path, vault: Path, promoted: tuple[str, Path]) -> Iterator[Running]:
    state = _start(tmp_path / "home", vault)
    yield state
    state.stop.set()
    state.thread.join(timeout=DEADLINE_S)
    assert not state.thread.is_alive()
    assert state.errors == []


def test_edits_come_back_and_store_changes_go_out_without_looping(
        svc: MemoryService, vault: Path, promoted: tuple[str, Path], running: Running) -> None:
    memory_id, path = promoted
    assert len(running.reports) == 1
    rewrite(path, "Max moved to Berlin", "Max moved to Berlin last spring")
    eventually(lambda: svc.get(memory_id).content == "Max moved to Berlin last spring",
               "the edited text in the store")
    svc.touch(memory_id)
    eventually(lambda: meta(path)["use_count"] == 1, "the use in the note")
    (vault / "Inbox" / "new.md").write_text("Anna is Max's sister\n", encoding="utf-8")
    eventually(lambda: any(r.created for r in running.reports), "the Inbox note as a memory")
    assert any(m.content == "Anna is Max's sister" for m in svc.list())
    svc.touch(memory_id)  # a last change: its pass comes after any the Inbox pass caused
    eventually(lambda: meta(path)["use_count"] == 2, "the second use in the note")
    # ebbing's own writes to notes and logs (the edit written back, the Inbox note moved,
    # its memory told where its note is), and its reads, started no pass
    assert idle_passes(running) == []


def test_noise_starts_no_pass(vault: Path, promoted: tuple[str, Path],
                              running: Running) -> None:
    _, path = promoted
    (vault / ".obsidian" / "workspace.json").write_text("{}")
    (vault / "notes.txt").write_text("not markdown")
    (vault / "Memories" / ".hidden.md").write_text("dotfile")
    (vault / "Memories" / "draft.md~").write_text("backup")
    path.write_bytes(path.read_bytes())  # touched, same bytes
    rewrite(path, "Max moved", "Max has moved")  # then a real change, as a marker
    eventually(lambda: any(r.edited for r in running.reports), "the pass for the real change")
    assert idle_passes(running) == []


def test_polling_observer_works_too(tmp_path: Path, svc: MemoryService, vault: Path,
                                    promoted: tuple[str, Path]) -> None:
    memory_id, path = promoted
    state = _start(tmp_path / "home", vault, polling=True)
    try:
        path.unlink()
        eventually(lambda: svc.get(memory_id).lifecycle.value == "archived",
                   "the deleted note archiving its memory")
    finally:
        state.stop.set()
        state.thread.join(timeout=DEADLINE_S)
    assert state.errors == []


def test_a_change_made_as_the_first_pass_reports_is_seen(
        tmp_path: Path, svc: MemoryService, vault: Path, promoted: tuple[str, Path]) -> None:
    memory_id, path = promoted
    state = _start(tmp_path / "home", vault,
                   first=lambda: rewrite(path, "Max moved", "Max has moved"))
    try:
        eventually(lambda: svc.get(memory_id).content == "Max has moved to Berlin",
                   "the edit made right after the first pass in the store")
    finally:
        state.stop.set()
        state.thread.join(timeout=DEADLINE_S)
    assert state.errors == []


def test_the_filter_knows_its_own_writes(svc: MemoryService, vault: Path,
                                         promoted: tuple[str, Path]) -> None:
    memory_id, path = promoted
    changes = ChangeFilter(svc, vault)
    entity = vault / "Entities" / "Max.md"
    assert changes.relevant_path(str(path)) and not changes.changed(str(path))
    assert not changes.changed(str(entity))
    assert not changes.relevant_path(str(vault / ".obsidian" / "graph.json"))
    assert not changes.relevant_path(str(vault / "Memories" / f".{path.name}.123.tmp"))
    assert not changes.relevant_path(str(vault / "Templates" / "Memory.md"))
    log = Path(svc.folder) / "memories.jsonl"
    assert changes.relevant_path(str(log)) and not changes.changed(str(log))
    svc.touch(memory_id)
    assert changes.changed(str(log))
    changes.before_pass()
    changes.remember(sync(svc, vault))
    assert not changes.changed(str(path)) and not changes.changed(str(log))
    rewrite(path, "Berlin", "Bonn")
    assert changes.changed(str(path))
    inbox = vault / "Inbox" / "new.md"
    inbox.write_text("Anna is Max's sister\n", encoding="utf-8")
    assert changes.changed(str(inbox))
    changes.before_pass()
    report = sync(svc, vault)
    changes.remember(report)
    assert report.created and not inbox.exists()
    # the pass moved the Inbox note and told the new memory where its note is
    assert not changes.changed(str(inbox)) and not changes.changed(str(log))
    svc.touch(memory_id)
    assert changes.changed(str(log))

"""One sync pass between a memory agent's store and its Obsidian vault.

    scan   where every note is; which changed, moved or went missing
    pull   a person's edits and deletions into the store; Inbox notes become memories
    push   the store's promoted memories into notes, entity notes beside them
    notes  the notes a person wrote (not ebbing's) indexed for search, read-only

The pass holds a lock in the vault, so a watcher and a manual sync never interleave, and
saves what it wrote (vault/state.py) only after writing it.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ebbing.errors import InvalidInput
from ebbing.store.records import memory_line
from ebbing.vault.entity_push import entity_links, entity_paths, write_entity_notes
from ebbing.vault.files import FOLDERS, is_inbox, leaves_vault, stem_of
from ebbing.vault.inbox import take_inbox
from ebbing.vault.notes import own_notes
from ebbing.vault.notes import refresh as refresh_notes
from ebbing.vault.pull import pull as pull_edits
from ebbing.vault.push import (
    assign_paths,
    build_links,
    entity_names,
    mentions,
    record_paths,
    shown_memories,
    write_memory_notes,
)
from ebbing.vault.report import SyncReport
from ebbing.vault.scan import scan
from ebbing.vault.state import load_state, save_state, state_lock
from ebbing.vault.template import init_vault


def vault_path(svc: Any, override: Path | str | None = None) -> Path:
    """The vault: the --vault option, else EBBING_VAULT, else `<agent folder>/vault`."""
    chosen = override if override is not None else svc.settings.vault
    if chosen is None or str(chosen) == "":
        return Path(svc.folder) / "vault"
    return Path(chosen).expanduser().absolute()


def _known(svc: Any) -> Any:
    store = svc.store
    store.refresh()

    def known(memory_id: str) -> bool:
        row = store.cols.row_of(memory_id)
        return row is not None and bool(store.cols.arrays["alive"][row])
    return known


def sync(svc: Any, vault: Path | str | None = None, *, now: datetime | None = None,
         pull: bool = True, settle_s: float = 0.0) -> SyncReport:
    """One pass both ways (`pull=False`: only write the store's side, leaving notes a person
    edited and deleted for the next full pass). `settle_s`: leave Inbox notes changed within
    that many seconds for later (a person may still be typing)."""
    at = now or datetime.now(UTC)
    root = vault_path(svc, vault)
    report = SyncReport(vault=str(root))
    if not (root / ".obsidian").is_dir():
        init_vault(root)
        report.created_vault = True
    if leaves_vault(root, ".ebbing"):
        raise InvalidInput(f"{root / '.ebbing'} is a symbolic link that leaves the vault; "
                           "ebbing keeps its sync state inside the vault only (docs/vault.md)")
    with state_lock(root, svc.namespace, svc.agent, svc.settings.lock_timeout_s):
        state = load_state(root, svc.namespace, svc.agent)
        found = scan(root, state, _known(svc))
        for path, message in found.problems:
            report.problem(path, message)
        if pull:
            pull_edits(svc, root, found, state, report, at)
            take_inbox(svc, root, found, report, at, settle_s)
        skip = set(found.behind) | (set() if pull else set(found.deleted))
        shown = shown_memories(svc, found, state, root, report, skip)
        log = svc.store.memory_log
        report.log_seen = (log.ino or 0, log.offset)
        leaving = {t.path for t in found.notes.values() if is_inbox(t.path)}
        taken = {stem_of(p).casefold() for p in found.on_disk if p not in leaving}
        paths = assign_paths(shown, found, taken)
        own = sum(len(memory_line(m)) + 1 for m in record_paths(svc, shown, paths, at).values())
        if report.log_seen == (log.ino or 0, log.offset - own):  # no other writer in between
            report.log_seen = (log.ino or 0, log.offset)
        names = entity_names(shown)
        e_paths = entity_paths(names, found, state, taken)
        links = build_links(svc, shown, paths, entity_links(names, e_paths))
        write_memory_notes(root, shown, paths, links, found, state, report, pulled=pull)
        listed: dict[str, list[tuple[str, str]]] = {}
        for key, stem, status in mentions(shown, paths):
            listed.setdefault(key, []).append((stem, status))
        write_entity_notes(root, names, e_paths, listed, found, state, report)
        FOLDERS.sync()  # the renames are durable before the state says they happened
        save_state(root, svc.namespace, svc.agent, state)
        persons = own_notes(found.on_disk, set(state.paths()), root)
        index, report.notes_read = refresh_notes(svc.folder, root, persons)
        report.notes = len(index.notes)
    return report

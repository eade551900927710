"""A note a person saved with Windows line endings (CRLF) stays byte for byte: syncing it
and rewriting ebbing's part keep the person's bytes and the note's line endings."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from vault_support import T0, note_of

from ebbing.service import MemoryService
from ebbing.vault.promote import promote_ids
from ebbing.vault.sync import sync

LATER = T0 + timedelta(days=1)


def test_a_crlf_note_keeps_every_byte_a_person_wrote(svc: MemoryService, vault: Path) -> None:
    memory = svc.remember("Max moved to Berlin", now=T0)
    promote_ids(svc, [memory.id], vault, now=T0)
    path = note_of(vault, memory.id)
    mine = "Call him on Friday.\r\nBring the\tmap.\r\n"
    path.write_bytes(path.read_bytes().replace(b"\n", b"\r\n") + b"\r\n" + mine.encode())
    saved = path.read_bytes()
    sync(svc, vault, now=LATER)
    assert path.read_bytes() == saved  # nothing changed: not one byte rewritten
    svc.edit(memory.id, tags=["people"], now=LATER + timedelta(days=1))
    sync(svc, vault, now=LATER + timedelta(days=1))
    after = path.read_bytes()
    assert after.endswith(mine.encode())  # the person's part, byte for byte
    assert b"people" in after
    assert b"\n" not in after.replace(b"\r\n", b"")  # the note keeps its line endings
    assert svc.get(memory.id).content == "Max moved to Berlin"


@pytest.mark.parametrize("mine", [
    b"\nCall him on Friday.\r\nBring the map.\n",  # mixed line endings
    b"\nCall him on Friday.\n\n\n",  # blank lines at the end
])
def test_a_sync_with_nothing_to_change_writes_no_byte(svc: MemoryService, vault: Path,
                                                      mine: bytes) -> None:
    memory = svc.remember("Max moved to Berlin", now=T0)
    promote_ids(svc, [memory.id], vault, now=T0)
    path = note_of(vault, memory.id)
    path.write_bytes(path.read_bytes() + mine)
    saved = path.read_bytes()
    sync(svc, vault, now=LATER)
    sync(svc, vault, now=LATER + timedelta(days=1))
    assert path.read_bytes() == saved


def test_a_byte_order_mark_stays_when_ebbing_rewrites_its_part(svc: MemoryService,
                                                                vault: Path) -> None:
    memory = svc.remember("Max moved to Berlin", now=T0)
    promote_ids(svc, [memory.id], vault, now=T0)
    path = note_of(vault, memory.id)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes() + b"\nmine\n")
    sync(svc, vault, now=LATER)
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")  # nothing to change: untouched
    svc.edit(memory.id, tags=["people"], now=LATER + timedelta(days=1))
    sync(svc, vault, now=LATER + timedelta(days=1))
    after = path.read_bytes()
    assert after.startswith(b"\xef\xbb\xbf---") and b"people" in after
    assert after.endswith(b"mine\n") and after.count(b"\xef\xbb\xbf") == 1

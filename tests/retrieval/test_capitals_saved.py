"""The Latin words a store writes as names are gathered as the engine indexes each memory and
saved with its indexes (index/capitals.py): a new process knows them without reading a memory
again, and an edit does not count its memory's opening word twice. Sentences are fresh."""

from __future__ import annotations

from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.core.query import terms
from ebbing.index.capitals import Capitals
from ebbing.retrieval.capitals import split_names
from ebbing.retrieval.subject import latin_names
from ebbing.service import MemoryService

MEMORIES = ["Ottilie repaired the garden gate with wire.", "Ottilie keeps bees behind the shed.",
            "Bartek said the van needs new brakes.", "给Rosalind寄了一盒月饼",
            "Reminder: the gas meter reading is due."]


def test_a_new_process_knows_the_names_without_reading_a_memory(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    svc = MemoryService(Settings(home=tmp_path))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    before = latin_names(svc.engine)
    svc.engine.save()
    svc.close()
    assert set(terms("Ottilie Rosalind")) <= before
    assert not set(terms("Bartek Reminder")) & before  # one opening each: no name yet
    again = MemoryService(Settings(home=tmp_path))
    try:
        again.engine.sync()
        monkeypatch.setattr(again.engine.store, "read_row",
                            lambda row: pytest.fail(f"read row {row} again"))
        assert latin_names(again.engine) == before
    finally:
        again.close()


def test_an_edit_adds_its_names_and_counts_its_opening_once(tmp_path: Path) -> None:
    svc = MemoryService(Settings(home=tmp_path))
    try:
        memory = svc.remember("Bartek said the van needs new brakes.")
        svc.engine.sync()
        svc.edit(memory.id, content="Bartek said the van needs new brakes and a tyre from Lidia.")
        svc.engine.sync()
        assert svc.engine.capitals.opening["Bartek"] == 1
        assert set(terms("Lidia")) <= latin_names(svc.engine)
        assert not set(terms("Bartek")) & latin_names(svc.engine)
    finally:
        svc.close()


def test_the_saved_form_round_trips() -> None:
    capitals = Capitals()
    capitals.add(*split_names("Ask Mr. Quayle. Quayle lends tools to Imogen."), first_time=True)
    arrays = capitals.arrays()
    again = Capitals.restore(dict(arrays))
    assert again.inner == capitals.inner and again.opening == capitals.opening
    arrays["capitals_counts"] = arrays["capitals_counts"][:1]
    with pytest.raises(ValueError, match="do not match"):
        Capitals.restore(arrays)


def test_a_memory_indexed_later_is_read_into_the_names_kept(tmp_path: Path) -> None:
    svc = MemoryService(Settings(home=tmp_path))
    try:
        svc.remember("Ottilie keeps bees behind the shed.")
        svc.engine.sync()
        first = latin_names(svc.engine)
        assert latin_names(svc.engine) is first  # kept while nothing changed
        assert not set(terms("Fenwick")) & first
        svc.remember("给Fenwick寄了一盒月饼")
        svc.engine.sync()
        assert set(terms("Fenwick")) <= latin_names(svc.engine)
    finally:
        svc.close()

"""The entity index saved for the next process (graph/saved.py): what a new process loads is
exactly what it would have built from the memories, after appends, forgets and alias changes
too; a changed log or unreadable file is built again, never trusted."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width punctuation)

from __future__ import annotations

from pathlib import Path
from typing import Any

from ebbing.config import Settings
from ebbing.graph import aliases as alias_file
from ebbing.graph import saved
from ebbing.graph.index import EntityIndex
from ebbing.service import MemoryService

TEXTS = [
    "Odile keeps bees behind the house in Lyon.",
    "Bruno told Odile that the honey sells well at the Lyon market.",
    "Melanie's kids visited Bruno and Odile last summer.",
    "小明说他和小红在谈恋爱。",
    "老王在瑞金医院工作，小红的猫年糕很可爱。",
    "Caroline is Melanie's sister; she moved to Porto in May.",
    "Xiao Ming met Odile at the conference in Shanghai.",
]


def snapshot(index: EntityIndex) -> dict[str, Any]:
    """Everything the index holds, orders included (readers walk dicts and Counters)."""
    return {
        "aliases": index.aliases, "ids": list(index.ids.items()), "keys": index.keys,
        "names": [list(c.items()) for c in index.names], "strong": index.strong,
        "rows": [sorted(r) for r in index.rows], "of_row": list(index.of_row.items()),
        "weak": list(index.weak_of_row.items()), "labels": list(index.labels_of_row.items()),
        "words": {k: sorted(v) for k, v in index._words.items()},
    }


def built(svc: MemoryService) -> EntityIndex:
    """What the engine built before graph/saved.py: every indexed memory, read and extracted."""
    engine = svc.engine
    engine.sync()
    index = EntityIndex.for_store(svc.store)
    rows = [int(r) for r in range(len(engine.indexed)) if engine.indexed[r] >= 0]
    index.update({r: svc.store.read_row(r) for r in rows}, [])
    return index


def fresh(home: Path) -> MemoryService:
    return MemoryService(Settings(home=home, embedder="fake"))


def loaded(home: Path) -> tuple[MemoryService, EntityIndex]:
    """A new process's service and its engine's entity index (loaded when the file holds)."""
    svc = fresh(home)
    svc.engine.sync()
    return svc, svc.engine.entities


def test_a_new_process_loads_what_it_would_build(tmp_path: Path) -> None:
    svc = fresh(tmp_path)
    for text in TEXTS:
        svc.remember(text, character="Odile" if "Lyon" in text else None, tags=["trip"])
    first = svc.engine  # builds the index and saves it
    first.sync()
    expected = snapshot(first.entities)
    folder = first.folder
    assert folder is not None and (folder / saved.FILE).exists()
    svc.close()

    svc, index = loaded(tmp_path)
    assert snapshot(index) == expected == snapshot(built(svc))
    # the one-shot took it from the file: no memory was read to build it
    reads: list[int] = []
    original = svc.store.read_row
    svc.store.read_row = lambda row: reads.append(row) or original(row)  # type: ignore[method-assign]
    svc.engine._entities = None
    svc.engine.entities  # noqa: B018
    assert reads == []
    svc.close()


def test_appends_forgets_and_aliases_are_brought_in_step(tmp_path: Path) -> None:
    svc = fresh(tmp_path)
    for text in TEXTS:
        svc.remember(text)
    svc.engine.sync()
    svc.engine.entities  # noqa: B018  (saved)
    svc.close()

    svc = fresh(tmp_path)  # another process appends after the file was saved
    svc.remember("Caroline walked with Ines along the Douro.")
    svc.close()
    svc, index = loaded(tmp_path)
    folder = svc.engine.folder
    assert folder is not None and saved.load(folder, svc.store) is not None  # taken, in step
    assert snapshot(index) == snapshot(built(svc))
    gone = svc.remember("Odile paid Gaspard for the roof.")
    svc.forget(gone.id, hard=True)
    svc.close()
    svc, index = loaded(tmp_path)
    assert snapshot(index) == snapshot(built(svc))
    assert index.find("Ines") is not None and index.find("Gaspard") is None
    svc.close()

    svc = fresh(tmp_path)
    alias_file.set_alias(svc.store, "Xiao Ming", "小明")
    svc.close()
    svc, index = loaded(tmp_path)
    assert snapshot(index) == snapshot(built(svc))
    assert index.find("Xiao Ming") == index.find("小明") is not None
    svc.close()


def test_a_file_that_does_not_hold_is_built_again(tmp_path: Path) -> None:
    svc = fresh(tmp_path)
    for text in TEXTS:
        svc.remember(text)
    svc.engine.sync()
    expected = snapshot(svc.engine.entities)
    folder = svc.engine.folder
    assert folder is not None
    svc.close()
    path = folder / saved.FILE
    path.write_bytes(path.read_bytes()[:100])  # torn
    svc, index = loaded(tmp_path)
    assert snapshot(index) == expected
    svc.close()
    # a file for another log (same rows, other memories) is not taken
    other = tmp_path / "other"
    svc = fresh(other)
    for text in reversed(TEXTS):
        svc.remember(text)
    svc.engine.sync()
    svc.engine.entities  # noqa: B018
    other_folder = svc.engine.folder
    assert other_folder is not None
    svc.close()
    (folder / saved.FILE).write_bytes((other_folder / saved.FILE).read_bytes())
    svc, index = loaded(tmp_path)
    assert snapshot(index) == expected
    svc.close()

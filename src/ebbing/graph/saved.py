"""The entity index saved beside the search engine's indexes, so that a new process (a one-shot
`ebbing recall`, whose association needs it) does not read every memory and extract its
entities again: at 1,000 memories that was the largest part of a cold recall after the imports,
and it grows with the store.

Derived data, one file `<engine folder>/entities.npz`, replaced atomically. It holds the index
(entities, spellings, each row's entities and relation labels) with, per row, the log offset
that was indexed, and is taken only when all of these still hold:

- the memory log is the one it was made from (the store snapshot's fingerprint: inode, size
  covered, hashes of its head and of the bytes before the covered point);
- the aliases are the same (graph.jsonl's size and modification time, as `EntityIndex.stale`);
- the code that extracts entities is the same (size and modification time of every module of
  ebbing.core, ebbing.graph and ebbing.lang, and ebbing/content.py): fixing the extraction
  still repairs every graph at the next process, as the index's own docstring promises.

Then the rows whose indexed offset differs from the engine's are indexed again (added, changed
or gone), exactly as the engine's sync keeps a built index in step. Anything that does not
match or cannot be read is ignored (with a warning when unreadable) and the index is built
from the memories as before.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.graph.index import EntityIndex
from ebbing.index.state import write_npz
from ebbing.store.atomic import make_folder
from ebbing.store.snapshot import fingerprint

if TYPE_CHECKING:
    from ebbing.store.memory_store import MemoryStore

log = logging.getLogger("ebbing")

FILE = "entities.npz"
FORMAT = 1
CODE = ("core", "graph", "lang")  # packages whose code decides what the index holds
RESAVE_MIN = 50  # rows indexed again after loading before the file is written anew


def code_stamp() -> str:
    """Changes whenever a module that extracts entities changes (size, modification time)."""
    root = Path(__file__).resolve().parent.parent
    seen = []
    for folder in CODE:
        with os.scandir(root / folder) as entries:
            for entry in entries:
                if entry.name.endswith(".py"):
                    info = entry.stat()
                    seen.append(f"{folder}/{entry.name}:{info.st_size}:{info.st_mtime_ns}")
    info = (root / "content.py").stat()
    seen.append(f"content.py:{info.st_size}:{info.st_mtime_ns}")
    return hashlib.sha256("\n".join(sorted(seen)).encode()).hexdigest()


def _strings(values: list[str]) -> npt.NDArray[Any]:
    return np.array(values, dtype=str) if values else np.zeros(0, dtype="<U1")


def arrays(index: EntityIndex, indexed: npt.NDArray[np.int64]) -> dict[str, npt.NDArray[Any]]:
    """The index as flat arrays, in the orders it was built in (dict and Counter insertion
    order: `name` breaks ties by the first spelling seen, readers walk `of_row`)."""
    name_of, name_text, name_count = [], [], []
    for e, spellings in enumerate(index.names):
        for text, count in spellings.items():
            name_of.append(e)
            name_text.append(text)
            name_count.append(count)
    rows = list(index.of_row)
    sizes = [len(index.of_row[r]) for r in rows]
    ents = [e for r in rows for e in index.of_row[r]]
    weak = [e in index.weak_of_row.get(r, ()) for r in rows for e in index.of_row[r]]
    label_rows = [r for r, labels in index.labels_of_row.items() for _ in labels]
    labels = [label for found in index.labels_of_row.values() for label in found]
    return {
        "indexed": np.asarray(indexed, dtype=np.int64),
        "keys": _strings(index.keys), "strong": np.array(index.strong, dtype=np.int64),
        "name_of": np.array(name_of, dtype=np.int64), "name_text": _strings(name_text),
        "name_count": np.array(name_count, dtype=np.int64),
        "rows": np.array(rows, dtype=np.int64), "sizes": np.array(sizes, dtype=np.int64),
        "ents": np.array(ents, dtype=np.int64), "weak": np.array(weak, dtype=bool),
        "label_rows": np.array(label_rows, dtype=np.int64),
        "label_a": np.array([a for a, _, _ in labels], dtype=np.int64),
        "label_b": np.array([b for _, b, _ in labels], dtype=np.int64),
        "label_text": _strings([text for _, _, text in labels]),
    }


def restore(index: EntityIndex, data: dict[str, npt.NDArray[Any]]) -> npt.NDArray[np.int64]:
    """Fill the empty `index` (made by `EntityIndex.for_store`) from `arrays`' output; returns
    the offsets indexed per row."""
    keys = [str(k) for k in data["keys"].tolist()]
    strong = [int(s) for s in data["strong"].tolist()]
    if len(strong) != len(keys):
        raise ValueError("keys and counts differ in length")
    for key in keys:
        index._id(key, key)  # the entity, its id and its first word, in id order
    index.names = [Counter() for _ in keys]
    for e, text, count in zip(data["name_of"].tolist(), data["name_text"].tolist(),
                              data["name_count"].tolist(), strict=True):
        index.names[e][str(text)] = int(count)
    index.strong = strong
    ents, weak = data["ents"].tolist(), data["weak"].tolist()
    at = 0
    for row, size in zip(data["rows"].tolist(), data["sizes"].tolist(), strict=True):
        ids = tuple(ents[at:at + size])
        index.of_row[row] = ids
        index.weak_of_row[row] = frozenset(e for e, w in zip(ids, weak[at:at + size],
                                                             strict=True) if w)
        for e in ids:
            index.rows[e].add(row)
        at += size
    if at != len(ents):
        raise ValueError("row sizes do not add up to the entities")
    for row, a, b, text in zip(data["label_rows"].tolist(), data["label_a"].tolist(),
                               data["label_b"].tolist(), data["label_text"].tolist(),
                               strict=True):
        index.labels_of_row.setdefault(row, []).append((a, b, str(text)))
    indexed: npt.NDArray[np.int64] = data["indexed"].astype(np.int64)
    return indexed


def save(folder: Path, store: MemoryStore, index: EntityIndex,
         indexed: npt.NDArray[np.int64]) -> None:
    """Write `index` (made from the rows whose offsets `indexed` holds) for the next process;
    never fails the caller (derived data)."""
    fd = store.memory_log.fd
    if fd is None:
        return
    try:
        meta = {"format": FORMAT, "aliases": list(index.stamp), "code": code_stamp(),
                **fingerprint(fd, store.memory_log.offset)}
        found = arrays(index, indexed)
        found["meta"] = np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8)
        make_folder(folder)
        write_npz(folder / FILE, found)
    except OSError as error:
        log.warning("could not save the entity index in %s: %s", folder, error)


def load(folder: Path, store: MemoryStore) -> tuple[EntityIndex, npt.NDArray[np.int64]] | None:
    """The saved index and the offsets it indexed per row, if it holds for `store` as it is
    now (see the module's docstring), else None."""
    path = folder / FILE
    fd = store.memory_log.fd
    if fd is None or not path.exists():
        return None
    try:
        with np.load(path, allow_pickle=False) as stored:
            data = {name: stored[name] for name in stored.files}
        meta = json.loads(data.pop("meta").tobytes().decode())
        index = EntityIndex.for_store(store)
        covered = int(meta["covered"])
        if (meta.get("format") != FORMAT or tuple(meta["aliases"]) != tuple(index.stamp)
                or meta["code"] != code_stamp() or covered > os.fstat(fd).st_size
                or fingerprint(fd, covered) != {k: meta.get(k) for k in
                                                ("covered", "inode", "head", "tail")}):
            return None
        indexed = restore(index, data)
    except Exception as error:  # derived data: anything unreadable means "build it again"
        log.warning("ignoring the saved entity index in %s: %s", folder, error)
        return None
    return index, indexed


def entity_index(store: MemoryStore, folder: Path | None,
                 indexed: npt.NDArray[np.int64]) -> EntityIndex:
    """The entity index of the rows whose log offsets `indexed` holds (>= 0): the saved one
    brought in step when it holds, else built from the memories (and saved)."""
    loaded = load(folder, store) if folder is not None else None
    if loaded is None:
        index = EntityIndex.for_store(store)
        rows = np.flatnonzero(indexed >= 0).tolist()
        index.update({r: store.read_row(r) for r in rows}, [])
        if folder is not None and rows:
            save(folder, store, index, indexed)
        return index
    index, was = loaded
    n = len(indexed)
    if len(was) > n:  # rows the engine no longer has (cannot happen while the log holds)
        gone_past = [r for r in range(n, len(was)) if was[r] >= 0]
        index.update({}, gone_past)
        was = was[:n]
    was = np.concatenate([was, np.full(n - len(was), -1, dtype=np.int64)])
    changed = np.flatnonzero(was != indexed)
    if len(changed):
        live = changed[indexed[changed] >= 0].tolist()
        index.update({r: store.read_row(r) for r in live},
                     changed[indexed[changed] < 0].tolist())
        if folder is not None and len(changed) >= max(RESAVE_MIN, n // 50):
            save(folder, store, index, indexed)
    return index

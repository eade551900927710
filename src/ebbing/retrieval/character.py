"""Which candidate memories concern a character (recall's `character`): said by them, naming
them among their entities, or mentioning them in their text.

Who is named in a memory is not a column, so the candidates' lines are read; only the three
fields needed are looked at (no full Memory is built: a recall reads a few hundred candidates,
and validating each one cost more than the rest of the search). What a line holds is kept,
lowercased, per store (`Lines`): a daemon recalling one agent over and over reads the same
candidates again, and parsing their lines was a tenth of a recall. An entry is used only for
the very line it was read from (same columns, same offset and length): a memory remembered,
edited or given another status is a new line, so it is read again. Search reads the ids a
derived candidate cites from the same kept lines (`cited_by`).
"""

from __future__ import annotations

import threading
import weakref
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt
import orjson

if TYPE_CHECKING:
    from ebbing.store.memory_store import MemoryStore

KEPT = 50_000  # lines kept per store; past that the cache starts again (a bound, not a policy)
# character, entities, content (lowercased), and the ids a derived memory cites
Fields = tuple[str, frozenset[str], str, tuple[str, ...]]


class Lines:
    """The lowercased character, entities and content of a store's lines and the ids they
    cite (search reads them for derived candidates), by row, each with the (offset, length)
    of the line it came from."""

    def __init__(self) -> None:
        self.cols: Any = None  # the store's columns these rows belong to (a reload renumbers)
        self.rows: dict[int, tuple[int, int, Fields]] = {}

    def fields(self, store: MemoryStore, row: int, offset: int, length: int) -> Fields:
        kept = self.rows.get(row)
        if kept is not None and kept[0] == offset and kept[1] == length:
            return kept[2]
        line = orjson.loads(store.memory_log.pread(offset, length))
        fields = ((line.get("character") or "").lower(),
                  frozenset(str(e).lower() for e in line.get("entities") or ()),
                  str(line.get("content", "")).lower(),
                  tuple(str(i) for i in line.get("derived_from") or ()))
        if len(self.rows) >= KEPT:
            self.rows = {}
        self.rows[row] = (offset, length, fields)
        return fields


_LINES: weakref.WeakKeyDictionary[MemoryStore, Lines] = weakref.WeakKeyDictionary()
_GUARD = threading.Lock()


def lines_of(store: MemoryStore) -> Lines:
    """The store's `Lines`, emptied when its columns were replaced (a reload, a compaction)."""
    with _GUARD:
        lines = _LINES.get(store)
        if lines is None:
            lines = _LINES[store] = Lines()
        if lines.cols is not store.cols:
            lines.cols, lines.rows = store.cols, {}
        return lines


def concern(store: MemoryStore, rows: npt.NDArray[np.int64],
            character: str) -> npt.NDArray[np.bool_]:
    """Per row: whether the memory there concerns `character` (case-insensitive)."""
    who = character.strip().lower()
    offsets, lengths = store.cols.arrays["offset"], store.cols.arrays["length"]
    lines = lines_of(store)
    found = np.zeros(len(rows), dtype=np.bool_)
    for i, row in enumerate(rows.tolist()):
        said_by, named, text, _ = lines.fields(store, row, int(offsets[row]),
                                               int(lengths[row]))
        found[i] = said_by == who or who in named or who in text
    return found


def cited_by(store: MemoryStore, row: int) -> tuple[str, ...]:
    """The ids the memory at `row` cites (`derived_from`), from the store's kept lines."""
    cols = store.cols
    return lines_of(store).fields(store, row, int(cols.arrays["offset"][row]),
                                  int(cols.arrays["length"][row]))[3]

"""All-or-nothing batches: several writes that either all stay in the logs or none does.

A bulk import writes in chunks (and then its relations); a full disk can stop it half way.
The batch holds the store's lock from start to end, so nothing else appends meanwhile, and on
any failure cuts both logs back to the sizes they had before it: a retry then stores the
whole batch once, under the same ids, never a second copy of a part.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ebbing.store.memory_store import MemoryStore


@contextmanager
def all_or_nothing(store: MemoryStore) -> Iterator[None]:
    with store.lock:
        store.tidy()
        store.refresh()
        logs = (store.memory_log, store.relation_log)
        sizes = [log_file.path.stat().st_size if log_file.path.exists() else None
                 for log_file in logs]
        try:
            yield
        except BaseException:
            for log_file, size in zip(logs, sizes, strict=True):
                if size is None:
                    log_file.path.unlink(missing_ok=True)
                else:
                    log_file.truncate_to(size)
            store.reload()
            raise


@contextmanager
def paused_gc() -> Iterator[None]:
    """Bulk work allocates many survivors; the cyclic collector would rescan them (halving
    the import rate) with nothing to free."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()

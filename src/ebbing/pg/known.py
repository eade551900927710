"""What a bulk batch already knows about the lines it hands to the store, offered to the
database's writer so it need not parse them again.

A batch of new memories made by columns (ebbing.columnar) holds each memory's id, text and
time before it joins them into log lines. The PostgreSQL writer (pg/writes.py) needs exactly
those to fill `memories`; parsing ten thousand lines back (`orjson.loads`, a dict of 24
fields each) cost it about 7 us a memory, a quarter of the client's work in a bulk import.
`offered(body, rows)` holds the rows for the one append of that very `body` object (checked
by identity, on this thread): any other append, or a body changed on the way, is parsed as
before. The rows are facts of the lines, not a second source: the writer checks that they
count as many as the lines, and the events table gets the lines themselves.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass


@dataclass(frozen=True)
class NewMemories:
    """New memories' lines, one row each in order: their ids, texts and creation times
    (ISO 8601 in UTC ending in "Z", as the lines hold them); each is valid, active, unused
    (last used when it was created)."""

    ids: list[str]
    contents: list[str]
    created: list[str]


_held = threading.local()


@contextmanager
def offered(body: bytes, rows: NewMemories) -> Iterator[None]:
    """While the block runs, an append of `body` (this very object) may use `rows`."""
    _held.offer = (body, rows)
    try:
        yield
    finally:
        _held.offer = None


def taken(body: bytes) -> NewMemories | None:
    """The rows offered for `body`, once (None: parse the lines)."""
    offer: tuple[bytes, NewMemories] | None = getattr(_held, "offer", None)
    if offer is None or offer[0] is not body:
        return None
    _held.offer = None
    return offer[1]

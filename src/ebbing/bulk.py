"""The bulk path of remembering: validate and write whole batches without a model object per
record.

`MemoryService.build` validates one memory through the pydantic model; at a million memories
that object costs more than everything else the batch does. Here an item whose values have
exactly the shapes `build` accepts (text, lists of text, None, datetimes, a dict with text
keys) becomes the stored record directly, with the same checks (`check_content`,
`clean_list`, the same defaults and times); an item with any other shape goes through
`build` itself, which accepts or refuses it as it always does. So the batch is exactly as
strict as `build` (tests/faults/test_bulk_equivalence.py proves the records and the errors
the same), and Memory objects are made only for the items a caller looks at. A batch whose
items are all plain goes one step further and is written from its columns, without a record
per item (ebbing.columnar, proven to write the same bytes).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any, overload

from ebbing.columnar import Rows, prepare, record_fields
from ebbing.content import check_content
from ebbing.models import Memory, utc
from ebbing.names import new_id, new_ids
from ebbing.pg.known import NewMemories, offered
from ebbing.service import clean_list
from ebbing.store.batch import paused_gc

if TYPE_CHECKING:
    from ebbing.service import MemoryService

Record = dict[str, Any]
ARGUMENTS = frozenset({"content", "tags", "entities", "character", "source", "occurred_at",
                       "metadata", "context_id", "derived_from", "now"})
# the fields `build` passes to Memory (the rest take the model's defaults)
GIVEN = frozenset({"id", "content", "tags", "entities", "character", "source", "metadata",
                   "created_at", "updated_at", "occurred_at", "last_used", "context_id",
                   "derived_from"})


class Built(Sequence[Memory]):
    """The memories of a batch, made from their records when they are looked at."""

    def __init__(self, records: Sequence[Record]) -> None:
        self.records = records

    def __len__(self) -> int:
        return len(self.records)

    @overload
    def __getitem__(self, index: int) -> Memory: ...
    @overload
    def __getitem__(self, index: slice) -> list[Memory]: ...
    def __getitem__(self, index: int | slice) -> Memory | list[Memory]:
        if isinstance(index, slice):
            return [as_memory(r) for r in self.records[index]]
        return as_memory(self.records[index])

    def __iter__(self) -> Iterator[Memory]:
        return (as_memory(r) for r in self.records)

    def __eq__(self, other: object) -> bool:
        return list(self) == list(other) if isinstance(other, Sequence) else NotImplemented

    __hash__ = None  # type: ignore[assignment]


def as_memory(record: Record) -> Memory:
    """The Memory of a record this module validated (no second validation)."""
    data = dict(record)
    data["tags"], data["entities"] = list(record["tags"]), list(record["entities"])
    data["metadata"], data["derived_from"] = dict(record["metadata"]), list(record["derived_from"])
    data["change_log"] = []
    return Memory.model_construct(_fields_set=set(GIVEN), **data)


def _texts(value: Any) -> bool:
    return value is None or (type(value) in (list, tuple)
                             and all(type(text) is str for text in value))


def _text(value: Any) -> bool:
    return not value or type(value) is str


def _time(value: Any) -> bool:
    return value is None or isinstance(value, datetime)


# per argument: whether its value has a shape whose checks this module makes itself
_SHAPES: dict[str, Any] = {
    "content": lambda value: True,  # check_content refuses what build refuses, the same way
    "tags": _texts, "entities": _texts, "character": _text, "source": _text,
    "context_id": lambda value: not value or (type(value) is str and len(value) <= 200),
    "metadata": lambda value: not value or (type(value) is dict
                                            and all(type(key) is str for key in value)),
    "occurred_at": _time, "now": _time,
    "derived_from": lambda value: value is not None and _texts(value),  # build: list(None)
}


def _plain(item: dict[str, Any]) -> bool:
    """Whether every value of an item has a shape whose checks this module makes itself."""
    shapes = _SHAPES
    for key, value in item.items():
        shape = shapes.get(key)
        if shape is None or not shape(value):
            return False
    return True


def record_of(svc: MemoryService, item: dict[str, Any]) -> Record:
    """The stored record of one batch item (as `build` would make it, or through `build`)."""
    record = _record(svc, item, None)
    record["id"] = new_id(record["created_at"])
    return record


def _record(svc: MemoryService, item: dict[str, Any], clock: datetime | None) -> Record:
    """The record of an item without its id (made by the caller, from `created_at`); `clock`
    is the time of an item that gives no `now` (None: read the clock as `build` does)."""
    if not _plain(item):
        return dict(svc.build(**item).__dict__)
    get = item.get
    now = get("now")
    at = svc._now(now) if clock is None or now is not None else clock
    content = check_content(get("content"), svc.settings.max_memory_bytes)
    occurred, tags, entities = get("occurred_at"), get("tags"), get("entities")
    return record_fields(None, content, clean_list(tags, "tag") if tags else [],
                         clean_list(entities, "entity") if entities else [],
                         get("character") or None, get("source") or None,
                         dict(get("metadata") or {}), at, utc(occurred) if occurred else at,
                         get("context_id") or None, list(get("derived_from", ())))


def remember_batch(svc: MemoryService, items: Iterable[dict[str, Any]], *,
                   snapshot: bool = True) -> Built:
    """Validate every item (nothing is stored if one is refused), then store all in one
    durable append: a batch of plain items by its columns (ebbing.columnar), any other by
    its records."""
    items = list(items)
    with paused_gc():
        clock = svc._now(None)  # one clock reading: a batch is stored at one instant
        batch = prepare(items, clock, svc.settings.max_memory_bytes)
        made = batch.lines() if batch is not None else None
        if batch is None or made is None:
            return Built(put_records(svc, items, clock, snapshot))
        body, lengths, created, occurred = made
        # the rows of `memories`, so a database store need not parse the lines back
        with offered(body, NewMemories(batch.ids, batch.contents, batch.created)):
            svc.store.put_lines(body, lengths, lambda offsets, sizes: batch.fold(
                svc.store.cols, created, occurred, offsets, sizes), snapshot=snapshot)
    return Built(Rows(batch))


def put_records(svc: MemoryService, items: list[dict[str, Any]], clock: datetime,
                snapshot: bool) -> list[Record]:
    """The record path: a record per item (as `build` makes it), stored in one append."""
    records = [_record(svc, item, clock) for item in items]
    # ids in item order, by time as `new_id` makes them (one made by `build` is replaced)
    for record, memory_id in zip(records, new_ids([r["created_at"] for r in records]),
                                 strict=True):
        record["id"] = memory_id
    svc.store.put_records(records, snapshot=snapshot)
    return records

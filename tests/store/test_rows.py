"""Reading a stored row without pydantic's validation (store/rows.py) gives exactly the
Memory validation gave: the same values and types, the same fields set, the same JSON; a
record that is not a plain stored line is validated as before."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import orjson
import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from ebbing.models import ChangeLogEntry, Lifecycle, Memory, Status
from ebbing.store.memory_store import MemoryStore
from ebbing.store.rows import memory_of

AT = datetime(2023, 10, 4, 17, 5, 9, 123456, tzinfo=UTC)


def same(record: dict[str, Any]) -> None:
    fast, slow = memory_of(dict(record)), Memory.model_validate(dict(record))
    assert fast == slow
    assert fast.__dict__ == slow.__dict__ and list(fast.__dict__) == list(slow.__dict__)
    assert fast.model_fields_set == slow.model_fields_set
    assert fast.model_dump_json() == slow.model_dump_json()
    assert fast.model_dump(mode="json") == slow.model_dump(mode="json")
    for name in ("created_at", "updated_at", "occurred_at", "last_used", "last_review_at"):
        value = getattr(fast, name)
        assert value is None or value.tzinfo is UTC
    assert type(fast.status) is Status and type(fast.lifecycle) is Lifecycle
    assert all(type(c) is ChangeLogEntry for c in fast.change_log)


def stored(memory: Memory) -> dict[str, Any]:
    """`memory` as the store's read path sees it: its line parsed back."""
    record: dict[str, Any] = orjson.loads(orjson.dumps(memory.model_dump(mode="json")))
    return record


def test_rows_the_store_wrote_read_back_equal(tmp_path: Path) -> None:
    store = MemoryStore(tmp_path / "agent")
    plain = Memory(id="m-plain", content="Wiebke fixed the tandem's chain", created_at=AT,
                   updated_at=AT, occurred_at=AT - timedelta(days=3), last_used=AT)
    full = Memory(
        id="m-full", content="Oskar teaches cello in Graz on Thursdays", tags=["music", "work"],
        entities=["Oskar", "Graz"], character="Oskar", source="chat", metadata={"k": [1, "x"]},
        created_at=AT, updated_at=AT + timedelta(hours=2), occurred_at=AT, last_used=AT,
        use_count=4, strength=1.37, lifecycle=Lifecycle.ARCHIVED,
        status=Status.SUSPECTED_OUTDATED, linked_new_memory_id="m-plain",
        change_log=[ChangeLogEntry(at=AT, from_status=Status.VALID,
                                   to_status=Status.SUSPECTED_OUTDATED, reason="moved",
                                   affected_part="city: Graz -> Linz", folded=2)],
        review_count=2, last_review_at=AT + timedelta(days=1), cross_domain_count=1,
        context_id="conv-7", derived_from=["m-plain"])
    store.put([plain, full])
    for memory in (plain, full):
        row = store.cols.row_of(memory.id)
        assert row is not None
        read = store.read_row(row)
        assert read == memory and read.model_dump_json() == memory.model_dump_json()
        same(stored(memory))
    store.close()


def test_times_in_other_forms_become_the_same_utc() -> None:
    base = stored(Memory(id="m1", content="Zofia sold the kayak", created_at=AT, updated_at=AT,
                         occurred_at=AT, last_used=AT))
    for form in ("2023-10-04T19:05:09.123456+02:00", "2023-10-04T17:05:09.123456",
                 "2023-10-04T17:05:09Z", "2023-10-04T17:05:09.123456Z"):
        same({**base, "occurred_at": form})
    same({**base, "last_used": AT.astimezone(timezone(timedelta(hours=-5)))})
    same({**base, "last_used": AT.replace(tzinfo=None)})


@pytest.mark.parametrize("change", [
    {"unknown": 1},  # a key the model does not know
    {"status": "maybe"},  # not a status
    {"created_at": "yesterday"},
    {"created_at": [2023, 10, 4]},
    {"change_log": [{"at": "2023-10-04T17:05:09Z"}]},  # an entry without its fields
    {"change_log": "moved"},
])
def test_a_record_that_is_not_a_stored_line_is_validated(change: dict[str, Any]) -> None:
    base = stored(Memory(id="m2", content="Ilse planted tulips", created_at=AT, updated_at=AT,
                         occurred_at=AT, last_used=AT))
    with pytest.raises(ValidationError):
        Memory.model_validate({**base, **change})
    with pytest.raises(ValidationError):
        memory_of({**base, **change})


def test_a_time_pydantic_reads_otherwise_is_read_as_it_reads_it() -> None:
    base = stored(Memory(id="m5", content="Aiko moved the piano", created_at=AT, updated_at=AT,
                         occurred_at=AT, last_used=AT))
    same({**base, "created_at": 1696438800})  # seconds since the epoch: validated


def test_a_record_missing_a_required_field_is_validated() -> None:
    base = stored(Memory(id="m3", content="Piet lost his keys", created_at=AT, updated_at=AT,
                         occurred_at=AT, last_used=AT))
    del base["occurred_at"]
    with pytest.raises(ValidationError):
        memory_of(base)


@given(tags=st.lists(st.text(min_size=1, max_size=8), max_size=3),
       status=st.sampled_from(list(Status)), lifecycle=st.sampled_from(list(Lifecycle)),
       minutes=st.integers(-10**6, 10**6), micro=st.integers(0, 999_999),
       reviewed=st.booleans(), character=st.none() | st.text(min_size=1, max_size=6))
def test_any_stored_memory_reads_back_equal(tags: list[str], status: Status,
                                            lifecycle: Lifecycle, minutes: int, micro: int,
                                            reviewed: bool, character: str | None) -> None:
    when = (AT + timedelta(minutes=minutes)).replace(microsecond=micro)
    same(stored(Memory(id="m4", content="Noor rides to Utrecht", tags=tags, created_at=when,
                       updated_at=when, occurred_at=when - timedelta(days=1), last_used=when,
                       status=status, lifecycle=lifecycle, character=character,
                       last_review_at=when if reviewed else None)))

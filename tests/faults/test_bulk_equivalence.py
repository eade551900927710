"""The bulk path (ebbing.bulk) validates exactly as strictly as `MemoryService.build`: for
any item, both refuse it with the same kind of error, or both make the same memory, stored as
the same bytes."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from fault_support import service
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ebbing import bulk
from ebbing.models import Memory
from ebbing.store.records import memory_line, record_line

EQUIVALENCE = settings(max_examples=200, deadline=None,
                       suppress_health_check=[HealthCheck.function_scoped_fixture])
AT = datetime(2025, 5, 1, 12, 0, tzinfo=UTC)

anything = st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.text(max_size=5),
                     st.binary(max_size=3), st.just(AT), st.lists(st.text(max_size=3),
                                                                   max_size=2))
texts = st.one_of(st.text(max_size=20), st.sampled_from(["", "  ", "x" * 300, "\udc80",
                                                          "Max moved to Berlin"]))
text_lists = st.one_of(st.none(), st.lists(st.one_of(texts, anything), max_size=3),
                       st.tuples(texts), texts, anything)
times = st.one_of(st.none(), st.just(AT), st.just(AT.replace(tzinfo=None)),
                  st.just(AT.astimezone(timezone(timedelta(hours=5)))),
                  st.just(AT.date()), st.just("2025-05-01"), st.integers(0, 10))
items = st.fixed_dictionaries(
    {"content": st.one_of(texts, anything)},
    optional={"tags": text_lists, "entities": text_lists,
              "character": st.one_of(texts, anything), "source": st.one_of(texts, anything),
              "occurred_at": times, "now": times,
              "metadata": st.one_of(st.none(), st.dictionaries(st.one_of(st.text(max_size=3),
                                                                         st.integers()),
                                                               anything, max_size=2), anything),
              "context_id": st.one_of(texts, st.just("c" * 201), anything),
              "derived_from": text_lists,
              "colour": st.just("blue")})


def outcome(call: Any) -> tuple[str, Any]:
    try:
        return "ok", call()
    except Exception as error:
        return "error", type(error).__name__


@EQUIVALENCE
@given(item=items)
def test_the_bulk_path_accepts_and_refuses_exactly_what_build_does(tmp_path: Path,
                                                                   item: dict[str, Any]) -> None:
    svc = service(tmp_path, max_memory_bytes=200)
    fixed_id = "01JZZZZZZZZZZZZZZZZZZZZZZZ"
    now = datetime(2025, 6, 1, tzinfo=UTC)
    with (mock.patch("ebbing.service.new_id", return_value=fixed_id),
          mock.patch("ebbing.bulk.new_id", return_value=fixed_id),
          mock.patch("ebbing.service.datetime") as clock):
        clock.now.return_value = now
        built = outcome(lambda: svc.build(**item))
        fast = outcome(lambda: bulk.record_of(svc, item))
    assert built[0] == fast[0], (item, built, fast)
    if built[0] == "error":
        assert built[1] == fast[1]
        return
    memory, record = built[1], fast[1]
    assert bulk.as_memory(record) == memory
    assert bulk.as_memory(record).model_fields_set == memory.model_fields_set
    assert outcome(lambda: record_line(record)) == outcome(lambda: memory_line(memory))
    assert Memory.model_validate(memory.model_dump()) == bulk.as_memory(record)


def test_a_batch_with_one_bad_item_stores_nothing(tmp_path: Path) -> None:
    svc = service(tmp_path)
    good = [{"content": f"fine {i}"} for i in range(5)]
    with pytest.raises(Exception, match="empty"):
        svc.remember_batch([*good, {"content": "  "}])
    assert svc.list() == []
    stored = svc.remember_batch(good)
    assert [m.content for m in stored] == [f"fine {i}" for i in range(5)]
    assert sorted(m.id for m in svc.list()) == sorted(m.id for m in stored)

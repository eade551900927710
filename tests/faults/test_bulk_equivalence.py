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

from ebbing import bulk, columnar, names
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


# -- the columnar path (ebbing.columnar) against the record path ------------------------------
good_texts = st.one_of(st.text(min_size=1, max_size=30).filter(
    lambda t: not t.isspace() and "\udc80" not in t), st.sampled_from(
        ['He said "hi"', 'a\\", "b', "\\", '",', "Zoë 小明 \u202e", "line\nbreak\t", "Z\",\""]))
zones = st.sampled_from([UTC, timezone(timedelta(hours=-3)), None])
stamps = st.builds(lambda base, micros, zone: (base + timedelta(microseconds=micros)).replace(
    tzinfo=zone), st.sampled_from([AT, datetime(1960, 2, 29, tzinfo=UTC),
                                   datetime(999, 1, 1, tzinfo=UTC)]),
    st.sampled_from([0, 1, 999, 1000, 123456, 86_400_000_000]), zones)
tag_lists = st.one_of(st.none(), st.lists(st.sampled_from(["work", " Work", "home", "x y",
                                                           'q"t', "Zoë"]), max_size=3),
                      st.tuples(st.sampled_from(["a", "b"])))
good_items = st.fixed_dictionaries(
    {"content": good_texts},
    optional={"tags": tag_lists, "entities": tag_lists, "now": st.one_of(st.none(), stamps),
              "occurred_at": st.one_of(st.none(), stamps),
              "character": st.one_of(st.none(), st.just(""), good_texts, st.just(0)),
              "source": st.one_of(st.none(), good_texts),
              "context_id": st.one_of(st.none(), good_texts),
              "metadata": st.one_of(st.none(), st.just({}), st.dictionaries(
                  st.text(max_size=3), st.one_of(st.integers(-5, 2**60), st.text(max_size=4),
                                                 st.just(AT), st.lists(st.booleans())),
                  max_size=3)),
              "derived_from": st.one_of(st.just([]), st.lists(good_texts, max_size=2),
                                        st.tuples(good_texts))})


took_records_path: list[bool] = []


def stored(home: Path, items: list[dict[str, Any]], columnar: bool) -> tuple[Any, bytes]:
    """What storing `items` in a fresh store at `home` gives (the memories or the error's
    kind) and the log's lines after its header, with the clock and random bytes fixed."""
    svc = service(home, max_memory_bytes=120)
    names._last[:] = [0, 0]
    now = datetime(2025, 6, 1, 8, 30, 15, 250_000, tzinfo=UTC)
    with (mock.patch.object(names.os, "urandom", side_effect=lambda k: bytes(range(256)) *
                            (k // 256) + bytes(range(k % 256))),
          mock.patch("ebbing.service.datetime") as clock):
        clock.now.return_value = now
        if columnar:
            with mock.patch.object(bulk, "put_records", wraps=bulk.put_records) as records:
                result = outcome(lambda: list(svc.remember_batch(items)))
            took_records_path.append(records.called)
        else:
            result = outcome(lambda: [bulk.as_memory(r) for r in bulk.put_records(
                svc, list(items), now, True)])
    log = svc.folder / "memories.jsonl"
    lines = log.read_bytes().split(b"\n", 1)[1] if log.exists() else b""
    svc.close()
    return result, lines


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                 HealthCheck.data_too_large])
@given(batch=st.lists(good_items, min_size=columnar.MIN_ITEMS, max_size=80),
       odd=st.one_of(st.none(), items), at=st.integers(0, 80))
def test_the_columnar_path_writes_the_bytes_the_record_path_writes(
        tmp_path_factory: pytest.TempPathFactory, batch: list[dict[str, Any]],
        odd: dict[str, Any] | None, at: int) -> None:
    """Any batch of plain items is stored as the same bytes, the same memories; one odd item
    (any value `build` may refuse or must judge) sends it down the record path, whose result
    is the same as ever."""
    if odd is not None:
        batch.insert(at, odd)
    fast, fast_lines = stored(tmp_path_factory.mktemp("columnar"), batch, True)
    slow, slow_lines = stored(tmp_path_factory.mktemp("records"), batch, False)
    assert fast == slow
    assert fast_lines == slow_lines
    if odd is None:
        assert took_records_path[-1] is False


def test_a_plain_batch_takes_the_columnar_path_and_reads_back(tmp_path: Path) -> None:
    items = [{"content": f'note "{i}" \\ é', "tags": ["a", " A", "b"][: i % 4],
              "entities": ["Max"] if i % 3 else None,
              "now": AT + timedelta(microseconds=i * 997), "occurred_at": AT,
              **({"metadata": {"z": 1, "a": [i]}, "character": "Bob"} if i % 5 == 0 else {})}
             for i in range(300)]
    fast, fast_lines = stored(tmp_path / "columnar", items, True)
    slow, slow_lines = stored(tmp_path / "records", items, False)
    assert fast_lines == slow_lines and fast == slow
    svc = service(tmp_path / "columnar")
    with mock.patch.object(bulk, "put_records", side_effect=AssertionError("record path")):
        made = svc.remember_batch(items)
    assert [svc.get(m.id) for m in made] == list(made)
    assert made[-1].tags == ["a", "b"] and made[5].metadata == {"z": 1, "a": [5]}

"""Memory ids: ULIDs whose time part is when the memory was made, sorting in the order they
were made, the same whether made one at a time or a batch at a time (the bulk import path)."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from pathlib import Path
from unittest import mock

import pytest

from ebbing import names
from ebbing.config import Settings
from ebbing.errors import NotFound
from ebbing.names import check_id, new_id, new_ids
from ebbing.service import MemoryService

CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
START = datetime(2025, 3, 1, 9, 30, tzinfo=UTC)
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def millis(memory_id: str) -> int:
    value = 0
    for char in memory_id[:10]:
        value = value * 32 + CROCKFORD.index(char)
    return value


def times(n: int, seed: int) -> list[datetime]:
    rng = random.Random(seed)
    # several memories per millisecond, as a bulk import makes them, and some gaps
    return sorted(START + timedelta(microseconds=rng.randrange(0, 40 * n)) for _ in range(n))


@pytest.mark.parametrize("n", [1, 63, 64, 1000])
def test_a_batch_gets_the_ids_one_at_a_time_would_give(n: int) -> None:
    at = times(n, seed=n)
    with mock.patch.object(names.os, "urandom", side_effect=lambda k: b"\x7f" * k):
        names._last[:] = [0, 0]
        single = [new_id(t) for t in at]
        names._last[:] = [0, 0]
        batch = new_ids(at)
    assert batch == single


def reference_ids(at: list[datetime], noise: bytes) -> list[str]:
    """`new_id` of each time in turn, random parts read from `noise` (10 bytes per id, the
    i-th id's used when its millisecond differs from the id before it)."""
    out = []
    for i, t in enumerate(at):
        with mock.patch.object(names.os, "urandom", return_value=noise[10 * i: 10 * i + 10]):
            out.append(new_id(t))
    return out


@pytest.mark.parametrize("seed", range(6))
def test_batches_in_any_time_order_continue_the_sequence_exactly_as_single_ids_do(
        seed: int) -> None:
    """Times out of order, repeated milliseconds, random parts near the top (a carry from the
    low half into the high half, a wrap at 80 bits), and a batch that goes on in the
    millisecond of the id made just before it."""
    rng = random.Random(seed)
    at = [START + timedelta(microseconds=rng.choice((0, 1, 999, 1000, 5000, 10**9)))
          for _ in range(300)]
    noise = b"".join(rng.choice((b"\xff" * 10, b"\x00" + b"\xff" * 9,
                                 b"\xff" * 5 + b"\x00" * 4 + b"\xfe", rng.randbytes(10)))
                     for _ in range(len(at)))
    for last in ([0, 0], [names._millis(at[0]), 2**80 - 2], [names._millis(at[0]), 2**40 - 1]):
        names._last[:] = last
        single = reference_ids(at, noise)
        names._last[:] = last
        with mock.patch.object(names.os, "urandom", return_value=noise):
            batch = new_ids(at)
        assert batch == single, (seed, last)
        assert names._last == [names._millis(at[-1]), int(single[-1][10:].translate(
            str.maketrans(CROCKFORD, "0123456789abcdefghijklmnopqrstuv")), 32)]


def test_batch_ids_are_valid_unique_and_sort_in_the_order_they_were_made() -> None:
    at = times(5000, seed=7)
    made = new_ids(at)
    assert len(set(made)) == len(made) == 5000
    assert made == sorted(made)
    assert all(len(i) == 26 and check_id(i) == i for i in made)
    assert [millis(i) for i in made] == [(t - EPOCH) // timedelta(milliseconds=1) for t in at]
    follow = new_id(at[-1])  # the next single id continues the batch's sequence
    assert follow > made[-1]


def test_a_store_reopened_from_its_snapshot_finds_every_memory_by_id(tmp_path: Path) -> None:
    """Sorted ids are looked up by bisection after a snapshot load; an older id written later
    (an import keeps the ids it is given) makes the store fall back to a map, still exact."""
    svc = MemoryService(Settings(home=tmp_path))
    made = svc.remember_batch([{"content": f"fact {i}"} for i in range(500)])
    svc.store.save_snapshot()
    again = MemoryService(Settings(home=tmp_path))
    assert [again.get(m.id).content for m in made] == [f"fact {i}" for i in range(500)]
    assert again.store.cols.ids_sorted
    with pytest.raises(NotFound):
        again.get("01AAAAAAAAAAAAAAAAAAAAAAAA")
    old = again.build("an imported fact from 2019", now=datetime(2019, 5, 1, tzinfo=UTC))
    again.store.put([old])
    assert not again.store.cols.ids_sorted
    third = MemoryService(Settings(home=tmp_path))
    assert third.get(old.id).content == "an imported fact from 2019"
    assert [third.get(m.id).content for m in made[::50]] == [f"fact {i}" for i in range(0, 500, 50)]

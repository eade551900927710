"""The word index of conflict detection: rows per key, kept up to date and saved beside the
store, always answering what a brute-force look at every row would."""

from __future__ import annotations

import os
import random
from pathlib import Path

import numpy as np
import pytest

from ebbing.index import words_file
from ebbing.index.pairs import RowPairs, SetPairs
from ebbing.index.words import WordIndex, build

KEYS = [f"w{i}" for i in range(40)] + ["Max", "Maxine", "longer-than-eight-a",
                                       "longer-than-eight-b", "über", "zz"]


def brute(truth: dict[int, set[str]], key: str) -> list[int]:
    return sorted(row for row, keys in truth.items() if key in keys)


def same(index: WordIndex, truth: dict[int, set[str]]) -> None:
    for key in {*KEYS, *(k for keys in truth.values() for k in keys), "nope", "Ma", "w"}:
        assert index.rows_of(key).tolist() == brute(truth, key), key


def test_rows_per_key_through_edits_deletes_and_merges() -> None:
    rng = random.Random(3)

    def some() -> set[str]:
        return set(rng.sample(KEYS, rng.randint(0, 6)))

    truth = {row: some() for row in range(300)}
    index = build(SetPairs(truth.items()), np.arange(300, dtype=np.int64))
    same(index, truth)
    n = 300
    for step in range(6):
        rows = rng.sample(range(n + 25), 40)  # edits of old rows and new rows
        n = max(n, max(rows) + 1)
        keys = [some() if rng.random() > 0.2 else set() for _ in rows]  # some deleted
        index.changed(np.zeros(n, dtype=np.int64))
        index.put(rows, keys, [1000 + step] * len(rows))
        truth.update(zip(rows, keys, strict=True))
        same(index, truth)
        batch = rng.sample(range(n), 5)
        merged = index.merged(batch, [7] * 5, SetPairs((row, {f"new{step}", "Max"})
                                                       for row in batch))
        same(index, truth)  # the old one is unchanged
        truth.update((row, {f"new{step}", "Max"}) for row in batch)
        same(merged, truth)
        assert merged.indexed[batch].tolist() == [7] * 5
        index = merged


def test_pairs_given_a_batch_of_rows_at_a_time_index_the_same_as_sets() -> None:
    """RowPairs puts each pair in place without a global sort: same index as from sets,
    whatever the order within a batch and however often a pair repeats."""
    rng = random.Random(5)
    truth = {row: set(rng.sample(KEYS, rng.randint(0, 8))) for row in range(500)}
    keys: list[str] = []
    pairs = RowPairs(keys)
    for start in range(0, 500, 64):
        ids, rows = [], []
        for row in range(start, min(start + 64, 500)):
            for key in truth[row]:
                if key not in keys:
                    keys.append(key)
                ids += [keys.index(key)] * rng.randint(1, 2)
                rows += [row] * (len(ids) - len(rows))
        order = rng.sample(range(len(ids)), len(ids))
        pairs.add(np.array(ids, dtype=np.int64)[order], np.array(rows, dtype=np.int64)[order])
    indexed = np.arange(500, dtype=np.int64)
    fast, slow = build(pairs, indexed), build(SetPairs(truth.items()), indexed)
    same(fast, truth)
    for name, array in fast.base.arrays().items():
        assert np.array_equal(array, getattr(slow.base, name)), name
    with pytest.raises(ValueError):
        pairs.add(np.array([0], dtype=np.int64), np.array([3], dtype=np.int64))


def saved_log(tmp_path: Path) -> tuple[int, Path]:
    log = tmp_path / "memories.jsonl"
    log.write_bytes(b'{"kind":"header"}\n' + b"x" * 5000 + b"\n")
    return os.open(log, os.O_RDONLY), log


def test_a_saved_index_maps_back_and_answers_the_same(tmp_path: Path) -> None:
    fd, _ = saved_log(tmp_path)
    truth = {0: {"Max", "liv"}, 1: {"liv"}, 2: set()}
    index = build(SetPairs([(0, truth[0]), (1, truth[1])]),
                  np.array([10, 20, -2], dtype=np.int64))
    assert words_file.save(tmp_path / "words", index.base, fd, 3000)
    base = words_file.load(tmp_path / "words", fd, 3)
    assert base is not None
    loaded = WordIndex(base)
    same(loaded, truth)
    assert loaded.indexed.tolist() == [10, 20, -2]
    assert words_file.load(tmp_path / "words", fd, 2) is None  # more rows than the store


def test_a_saved_index_of_another_log_or_a_damaged_one_is_ignored(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    fd, log = saved_log(tmp_path)
    index = build(SetPairs([(0, {"Max"}), (1, {"liv"})]), np.array([10, 20], dtype=np.int64))
    folder = tmp_path / "words"
    assert words_file.save(folder, index.base, fd, 3000)
    rows_file = next(folder.glob("*.rows.npy"))
    good = rows_file.read_bytes()
    rows_file.write_bytes(good[:-4])  # torn
    assert words_file.load(folder, fd, 2) is None
    np.save(rows_file, np.array([0, 5], dtype=np.int32))  # a row the index does not cover
    assert words_file.load(folder, fd, 2) is None
    rows_file.write_bytes(good)
    assert words_file.load(folder, fd, 2) is not None
    assert "ignoring the saved word index" in caplog.text
    os.close(fd)
    log.write_bytes(b'{"kind":"header","generation":"other"}\n' + b"y" * 5000 + b"\n")
    fd = os.open(log, os.O_RDONLY)
    assert words_file.load(folder, fd, 2) is None  # the log was replaced
    os.close(fd)

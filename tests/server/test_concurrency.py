"""Many clients at once (docs/server.md, "Many clients"): concurrent queries embedded
together, recall's reinforcement group-committed without losing a use, readers answered
correctly while writers write, writes of one agent in their order. No timing assertions:
threads are lined up with events, and what is checked is what a user would see (results,
use counts read back from the files)."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from server_support import wait_for

from ebbing.config import Settings
from ebbing.embed import FakeEmbedder, Vectors
from ebbing.embed.sentence import FEW_TEXTS
from ebbing.server import calls
from ebbing.server.agents import AgentPool, SharedEmbedder
from ebbing.server.schema import RecallRequest, SearchRequest
from ebbing.server.state import DaemonState
from ebbing.server.touches import TouchQueue, Use, reinforce
from ebbing.server.turns import Turns
from ebbing.service import MemoryService

NOW = datetime(2025, 3, 1, tzinfo=UTC)


class Gated:
    """A FakeEmbedder whose first call waits for `release`; every call's texts are kept."""

    def __init__(self) -> None:
        self.inner = FakeEmbedder()
        self.name, self.dim = self.inner.name, self.inner.dim
        self.calls: list[list[str]] = []
        self.entered, self.release = threading.Event(), threading.Event()

    def embed(self, texts: Sequence[str]) -> Vectors:
        self.calls.append(list(texts))
        if len(self.calls) == 1:
            self.entered.set()
            assert self.release.wait(30)
        return self.inner.embed(texts)


def test_queries_arriving_while_the_model_runs_are_embedded_together() -> None:
    gated = Gated()
    shared = SharedEmbedder(gated)
    queries = [f"question number {i} about tea" for i in range(6)]
    with ThreadPoolExecutor(6) as pool:
        first = pool.submit(shared.embed, [queries[0]])
        assert gated.entered.wait(30)
        rest = [pool.submit(shared.embed, [q]) for q in queries[1:]]
        wait_for(lambda: len(shared._waiting) == 5, what="the other queries to queue")
        gated.release.set()
        got = [first.result(), *(f.result() for f in rest)]
    # the five that waited went together, FEW_TEXTS a run (the single-thread session's)
    assert gated.calls[0] == queries[:1]
    assert [len(run) for run in gated.calls[1:]] == [min(FEW_TEXTS, 5 - i)
                                                     for i in range(0, 5, FEW_TEXTS)]
    assert sorted(t for run in gated.calls[1:] for t in run) == sorted(queries[1:])
    for query, vectors in zip(queries, got, strict=True):
        assert vectors.shape == (1, gated.dim)
        assert np.allclose(vectors, FakeEmbedder().embed([query]))
    assert shared.embed([]).shape == (0, gated.dim)


def test_an_embedding_error_reaches_every_caller_of_its_run() -> None:
    class Broken:
        name, dim = "broken", 4

        def embed(self, texts: Sequence[str]) -> Vectors:
            raise RuntimeError("the model is gone")

    shared = SharedEmbedder(Broken())  # type: ignore[arg-type]
    with pytest.raises(RuntimeError, match="the model is gone"):
        shared.embed(["x"])


def store_with(home: Path, texts: list[str]) -> tuple[MemoryService, list[str]]:
    svc = MemoryService(Settings(home=home))
    ids = [svc.remember(t, now=NOW - timedelta(days=30)).id for t in texts]
    return svc, ids


def test_one_group_commit_reinforces_as_one_append_per_recall_would(tmp_path: Path) -> None:
    texts = ["green tea in the morning", "a trip to Lisbon", "piano lessons on Monday"]
    grouped, ids = store_with(tmp_path / "a", texts)
    single, single_ids = store_with(tmp_path / "b", texts)
    at = [NOW + timedelta(minutes=i) for i in range(12)]
    picks = [[0, 1], [0], [0, 2], [0], [0, 1, 2], [0], [0], [0], [0], [0], [1], [0]]
    uses = [Use(tuple(ids[i] for i in p), at[n], frozenset({ids[0]} if n == 3 else ()))
            for n, p in enumerate(picks)]
    written = reinforce(grouped.store, grouped.settings.reinforce_params(), uses)
    for n, p in enumerate(picks):
        single.touch_many([single_ids[i] for i in p], now=at[n],
                          review_ids={single_ids[0]} if n == 3 else None)
    assert written == sum(len(p) for p in picks)
    reread = MemoryService(Settings(home=tmp_path / "a"))  # from the file, not the columns
    for mine, theirs in zip([reread.get(i) for i in ids],
                            [single.get(i) for i in single_ids], strict=True):
        assert (mine.use_count, mine.strength, mine.last_used, mine.review_count) == (
            theirs.use_count, theirs.strength, theirs.last_used, theirs.review_count)
    assert reread.get(ids[0]).strength == 2.0  # capped: eleven boosts of 0.1 from 1.0


def recall_body(query: str, **fields: Any) -> RecallRequest:
    return RecallRequest.model_validate({"query": query, "isReturningDetailedMemoryInfo": 1,
                                         "isTouching": True, **fields})


def test_concurrent_recalls_lose_no_reinforcement(ebbing_home: Path) -> None:
    svc, ids = store_with(ebbing_home, [f"note {i}: green tea with lemon and honey"
                                        for i in range(8)])
    svc.close()
    pool = AgentPool(Settings(home=ebbing_home))
    returned: Counter[str] = Counter()
    lock = threading.Lock()

    def one(i: int) -> None:
        with pool.read("default", "default", "green tea") as agent:
            data = calls.recall(agent, recall_body("green tea", recallDeep=0))
        with lock:
            returned.update(m["memorySummaryId"] for m in data["memorySummaryList"])

    with ThreadPoolExecutor(12) as threads:
        list(threads.map(one, range(48)))
    pool.close()
    assert sum(returned.values()) == 48 * 5  # each recall returned (and reinforced) five
    reread = MemoryService(Settings(home=ebbing_home))
    for memory_id in ids:
        assert reread.get(memory_id).use_count == returned[memory_id]


def test_readers_are_answered_correctly_while_writers_write(ebbing_home: Path) -> None:
    svc, _ = store_with(ebbing_home, [f"alpha fact {i} about the harbour" for i in range(10)])
    pool = AgentPool(Settings(home=ebbing_home))
    stop, errors = threading.Event(), []
    daemon_written: list[str] = []

    def reader() -> int:
        answered = 0
        while not stop.is_set():
            with pool.read("default", "default", "alpha harbour") as agent:
                hits = calls.search(agent, SearchRequest(query="alpha harbour", top=5))["hits"]
            if len(hits) != 5 or not all("alpha fact" in h["memory"]["content"]
                                         for h in hits):
                errors.append(hits)
            answered += 1
        return answered

    def daemon_writer() -> None:  # a write inside the daemon (a task does this)
        for i in range(15):
            with pool.use("default", "default") as agent:
                daemon_written.append(agent.remember(f"zebra sighting {i} in the park").id)

    def other_process() -> None:  # the CLI or a script writing the same files
        for i in range(15):
            svc.remember(f"zebra crossing {i} near the school")

    with ThreadPoolExecutor(6) as threads:
        readers = [threads.submit(reader) for _ in range(4)]
        writers = [threads.submit(daemon_writer), threads.submit(other_process)]
        for w in writers:
            w.result()
        stop.set()
        assert all(r.result() > 0 for r in readers)
    assert errors == []
    with pool.read("default", "default", "zebra") as agent:
        hits = calls.search(agent, SearchRequest(query="zebra", top=50))["hits"]
    pool.close()
    found = {h["memory"]["content"] for h in hits}
    assert {f"zebra sighting {i} in the park" for i in range(15)} <= found
    assert {f"zebra crossing {i} near the school" for i in range(15)} <= found


def test_uses_are_written_in_the_order_their_recalls_finished() -> None:
    batches: list[list[str]] = []
    entered, release = threading.Event(), threading.Event()

    def write(uses: list[Use]) -> None:
        batches.append([u.ids[0] for u in uses])
        if len(batches) == 1:
            entered.set()
            assert release.wait(30)

    queue = TouchQueue(write)
    with ThreadPoolExecutor(5) as threads:
        first = threads.submit(queue.commit, [Use(("first",), NOW)])
        assert entered.wait(30)
        later = []
        for name in ("b", "c", "d", "e"):  # each queued before the next one starts
            later.append(threads.submit(queue.commit, [Use((name,), NOW)]))
            wait_for(lambda n=len(later): len(queue._waiting) == n, what=f"{name} to queue")
        release.set()
        for f in [first, *later]:
            f.result()
    assert batches == [["first"], ["b", "c", "d", "e"]]


def test_a_failed_group_write_fails_every_recall_that_waited_on_it() -> None:
    def write(uses: list[Use]) -> None:
        raise OSError(28, "No space left on device")

    queue = TouchQueue(write)
    with pytest.raises(OSError, match="No space left"):
        queue.commit([Use(("x",), NOW)])
    queue.commit([])  # nothing to write: nothing fails


def test_turns_go_in_arrival_order_with_written_reinforcement_first() -> None:
    turns, order = Turns(), []
    held, release = threading.Event(), threading.Event()

    def take(name: str, urgent: bool = False) -> None:
        with turns.hold(urgent=urgent):
            order.append(name)
            if name == "holder":
                held.set()
                assert release.wait(30)

    def queued() -> int:
        return len(turns._urgent) + len(turns._normal)

    with ThreadPoolExecutor(6) as threads:
        done = [threads.submit(take, "holder")]
        assert held.wait(30)
        for n, (name, urgent) in enumerate([("search a", False), ("search b", False),
                                            ("uses", True), ("search c", False)], 1):
            done.append(threads.submit(take, name, urgent))
            wait_for(lambda n=n: queued() == n, what=f"{name} to wait")
        release.set()
        for f in done:
            f.result()
    assert order == ["holder", "uses", "search a", "search b", "search c"]


def test_sdk_recalls_sent_at_once_are_all_answered_and_all_reinforced(
        running: DaemonState) -> None:
    from test_api import SDK_RECALL, raw, token

    before = {m.id: m.use_count for m in MemoryService(Settings()).list()}

    def one(i: int) -> list[str]:
        status, body = raw(running, "POST", "/v1/recall", SDK_RECALL, token(running))
        assert (status, body["code"]) == (200, "0"), body
        return [m["memorySummaryId"] for m in body["data"]["memorySummaryList"]]

    with ThreadPoolExecutor(8) as threads:
        returned = Counter(i for ids in threads.map(one, range(24)) for i in ids)
    assert returned
    after = {m.id: m.use_count for m in MemoryService(Settings()).list()}
    assert {i: after[i] - before[i] for i in before} == {i: returned[i] for i in before}


def test_a_recall_answers_after_its_uses_are_fsynced_outside_the_agents_turn(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The uses are written in the agent's turn and fsynced after it, so searches of the
    agent go on meanwhile; with EBBING_RECALL_FSYNC=before the recall answers only once the
    fsync is done (the default: tests/server/test_recall_fsync.py)."""
    from ebbing.store.logfile import LogFile

    svc, _ = store_with(ebbing_home, ["green tea with lemon", "black coffee"])
    svc.close()
    pool = AgentPool(Settings(home=ebbing_home, recall_fsync="before"))
    events: list[str] = []
    flush = LogFile.flush

    def flushing(log: LogFile) -> None:
        entry = pool._agents[("default", "default")]
        events.append("fsync, turn held" if entry.turns._held else "fsync, turn free")
        flush(log)

    monkeypatch.setattr(LogFile, "flush", flushing)
    try:
        with pool.read("default", "default", "green tea") as agent:
            data = calls.recall(agent, recall_body("green tea", recallDeep=0))
        events.append("answered")
        recalled = [m["memorySummaryId"] for m in data["memorySummaryList"]]
        assert recalled and events == ["fsync, turn free", "answered"]
        reread = MemoryService(Settings(home=ebbing_home))
        assert [reread.get(i).use_count for i in recalled] == [1] * len(recalled)
        reread.close()
    finally:
        pool.close()


def test_the_shared_embedder_reads_cosines_as_its_model_does() -> None:
    """e5's scale and per-language-pair reading pass through the wrapper (a daemon's floor
    reads them as one process does); an embedder without them still has none."""
    from ebbing.embed.fake import FakeEmbedder
    from ebbing.embed.multilingual import E5Embedder

    e5 = E5Embedder()  # nothing is loaded: these read numbers, not the model
    shared = SharedEmbedder(e5)  # type: ignore[arg-type]
    assert shared.comparable(0.9) == e5.comparable(0.9)
    assert shared.native(0.61) == e5.native(0.61)
    assert list(shared.between(np.array([0.85]), "zh", ["zh"])) == \
        list(e5.between(np.array([0.85]), "zh", ["zh"]))
    plain = SharedEmbedder(FakeEmbedder())
    assert not hasattr(plain, "comparable") and not hasattr(plain, "between")
    with pytest.raises(AttributeError):
        plain.embed_passages  # noqa: B018  # anything else is not forwarded

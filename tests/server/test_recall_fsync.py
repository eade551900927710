"""EBBING_RECALL_FSYNC=after (the default): a recall answers once its uses are written,
readable by every process, and their fsync follows in the pool's flusher thread; closing the
pool fsyncs what still waits, and a daemon killed right after answering has lost none."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from test_api import SDK_RECALL, raw, token

from ebbing.config import Settings
from ebbing.server import calls
from ebbing.server.agents import AgentPool
from ebbing.server.schema import RecallRequest
from ebbing.server.state import Paths, read
from ebbing.server.touches import Flusher
from ebbing.service import MemoryService
from ebbing.store.logfile import LogFile

NOW = datetime(2025, 2, 11, 9, 0, tzinfo=UTC)


def stored(home: Path, texts: list[str]) -> None:
    svc = MemoryService(Settings(home=home))
    for text in texts:
        svc.remember(text, now=NOW - timedelta(days=9))
    svc.close()


def uses(home: Path, ids: list[str]) -> list[int]:
    reader = MemoryService(Settings(home=home))  # as another process would read the files
    try:
        return [reader.get(i).use_count for i in ids]
    finally:
        reader.close()


def recall(pool: AgentPool, query: str) -> list[str]:
    body = RecallRequest.model_validate({"query": query, "isReturningDetailedMemoryInfo": 1,
                                         "isTouching": True, "recallDeep": 0})
    with pool.read("default", "default", query) as agent:
        data = calls.recall(agent, body)
    return [m["memorySummaryId"] for m in data["memorySummaryList"]]


def test_a_recall_answers_before_the_fsync_with_its_uses_written(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stored(ebbing_home, ["Henrike waters the fig tree on Sundays", "the boiler was serviced"])
    released, events = threading.Event(), []
    flush = LogFile.flush

    def held_flush(log: LogFile) -> None:  # the disk is slow: the fsync waits for the test
        released.wait(30)
        events.append("fsync")
        flush(log)

    monkeypatch.setattr(LogFile, "flush", held_flush)
    pool = AgentPool(Settings(home=ebbing_home))
    try:
        assert pool.flusher is not None
        recalled = recall(pool, "who waters the fig tree?")
        events.append("answered")
        assert recalled and uses(ebbing_home, recalled) == [1] * len(recalled)
        released.set()
        pool.flusher.wait()
        assert events == ["answered", "fsync"]
    finally:
        released.set()
        pool.close()


def test_closing_the_pool_fsyncs_what_still_waits(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stored(ebbing_home, ["Radu repaired the garden gate", "the library closes at six"])
    done: list[str] = []
    flush = LogFile.flush

    def slow_flush(log: LogFile) -> None:
        time.sleep(0.2)  # still running when close is called
        flush(log)
        done.append(log.path.name)

    monkeypatch.setattr(LogFile, "flush", slow_flush)
    pool = AgentPool(Settings(home=ebbing_home))
    assert recall(pool, "who repaired the gate?")
    pool.close()
    assert done == ["memories.jsonl"]


def test_the_strict_setting_answers_after_the_fsync(ebbing_home: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    stored(ebbing_home, ["Selin bakes rye bread on Fridays"])
    events: list[str] = []
    flush = LogFile.flush

    def flushing(log: LogFile) -> None:
        events.append("fsync")
        flush(log)

    monkeypatch.setattr(LogFile, "flush", flushing)
    pool = AgentPool(Settings(home=ebbing_home, recall_fsync="before"))
    try:
        assert pool.flusher is None
        assert recall(pool, "who bakes bread?")
        events.append("answered")
        assert events == ["fsync", "answered"]
    finally:
        pool.close()


def test_a_failed_fsync_is_reported_not_hidden(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    class Broken:
        path = tmp_path / "memories.jsonl"

        def flush(self) -> None:
            raise OSError(5, "Input/output error")

    flusher = Flusher()
    flusher.later(Broken())
    flusher.wait()
    flusher.close()
    said = capsys.readouterr().err  # the daemon's warnings go to stderr (conftest.py)
    assert "recalls answered, but the fsync of their uses" in said
    assert "Input/output error" in said


def test_a_daemon_killed_right_after_answering_kept_the_uses(ebbing_home: Path) -> None:
    """A daemon in a process of its own (SIGKILL), about 5 s to start."""
    stored(ebbing_home, ["Caroline is adopting a dog from the shelter",
                         "Caroline said the dog is a beagle called Miso"])
    env = {**os.environ, "EBBING_HOME": str(ebbing_home)}
    env.pop("EBBING_DAEMON", None)
    subprocess.run([sys.executable, "-m", "ebbing", "serve", "--background", "--port", "0"],
                   env=env, check=True, capture_output=True, timeout=120)
    daemon = read(Paths.of(ebbing_home))
    assert daemon is not None
    try:
        status, body = raw(daemon, "POST", "/v1/recall", SDK_RECALL, token(daemon))
    finally:
        os.kill(daemon.pid, signal.SIGKILL)
    assert (status, body["code"]) == (200, "0"), body
    recalled = [m["memorySummaryId"] for m in body["data"]["memorySummaryList"]]
    assert recalled and uses(ebbing_home, recalled) == [1] * len(recalled)

"""The daemon's idle loop for real: it dreams and thinks for an agent nobody calls, spends the
heat a person's /v1/dream then lacks, rests at the limits, wakes on a person's recall, and
the daemon stops cleanly with the loop running."""

from __future__ import annotations

import http.client
from pathlib import Path
from typing import Any

import orjson
import pytest
from server_support import ThreadDaemon, wait_for

from ebbing.config import load_settings
from ebbing.server.state import DaemonState
from ebbing.service import MemoryService
from ebbing.thinking import activity
from ebbing.thinking.derived import derived_memories


def post(daemon: DaemonState, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    connection = http.client.HTTPConnection("127.0.0.1", daemon.port, timeout=60)
    try:
        connection.request("POST", path, orjson.dumps(body),
                           {"Authorization": f"Token {daemon.token}",
                            "Content-Type": "application/json"})
        response = connection.getresponse()
        return response.status, orjson.loads(response.read())
    finally:
        connection.close()


def test_an_idle_daemon_thinks_within_limits_and_heat_then_wakes_on_a_call(
        seeded: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name, value in {"EBBING_IDLE_THINK_S": "0.2", "EBBING_AUTO_DREAMS": "1",
                        "EBBING_AUTO_THOUGHTS": "1", "EBBING_HEAT_MAX_WEIGHT": "44",
                        "EBBING_HEAT_WINDOW_S": "3600"}.items():
        monkeypatch.setenv(name, value)
    daemon = ThreadDaemon(load_settings())
    running = daemon.start()
    try:
        svc = MemoryService()
        rested = wait_for(lambda: not (s := activity.load(svc)).active and s,
                          what="the idle loop to reach its limits")
        assert (rested.dreams, rested.thoughts) == (1, 1)
        kinds = sorted(m.metadata["derived"] for m in derived_memories(svc))
        assert "thought" in kinds and len(kinds) >= 2
        status, body = post(running, "/v1/dream", {"asyncMode": 0})  # a person's dream
        assert status == 429 and body["code"] == "heat"
        assert "44 of 44 already spent" in body["msg"]
        status, body = post(running, "/v1/recall", {"query": "Caroline"})
        assert status == 200
        woken = activity.load(svc)
        assert woken.active and (woken.dreams, woken.thoughts) == (0, 0)
        assert woken.last_user_call is not None and woken.last_user_call > rested.since
        # idle again at once, but the heat of both kinds is spent: the loop does nothing
        # (and counts nothing) while it keeps running; the daemon must still stop cleanly
        assert len(derived_memories(svc)) == len(kinds)
    finally:
        daemon.stop()
    assert daemon.error is None

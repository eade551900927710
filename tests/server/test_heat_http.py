"""Heat limiting through the daemon: 429 in the envelope, with Retry-After."""

from __future__ import annotations

import http.client
from collections.abc import Iterator

import orjson
import pytest
from server_support import ThreadDaemon

from ebbing.config import load_settings
from ebbing.server.state import DaemonState


@pytest.fixture
def limited(seeded: object, monkeypatch: pytest.MonkeyPatch) -> Iterator[DaemonState]:
    monkeypatch.setenv("EBBING_HEAT_MAX_WEIGHT", "12")  # two recalls (6 each) a minute
    monkeypatch.setenv("EBBING_HEAT_WINDOW_S", "60")
    daemon = ThreadDaemon(load_settings())
    yield daemon.start()
    daemon.stop()


def test_the_third_recall_in_a_minute_is_refused_with_retry_after(limited: DaemonState) -> None:
    answers = []
    for _ in range(3):
        connection = http.client.HTTPConnection("127.0.0.1", limited.port, timeout=30)
        connection.request("POST", "/v1/recall", orjson.dumps({"query": "Caroline"}),
                           {"Authorization": f"Token {limited.token}",
                            "Content-Type": "application/json"})
        response = connection.getresponse()
        answers.append((response.status, response.getheader("Retry-After"),
                        orjson.loads(response.read())))
        connection.close()
    assert [a[0] for a in answers] == [200, 200, 429]
    assert answers[0][2]["data"]["usage"]["consumedPoints"] == "6"
    _, retry, body = answers[2]
    assert body["code"] == "heat" and body["data"] is None
    assert "heat limit reached: recall costs 6, 12 of 12" in body["msg"]
    assert retry is not None and 1 <= int(retry) <= 60

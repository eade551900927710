"""Hostile input over HTTP: a lone surrogate is a 4xx (never a 500), a batch is stored all or
nothing and says which message was refused, a call for an agent that does not exist makes no
folder, and the Host check cannot be fooled by a user-info part."""

from __future__ import annotations

import http.client
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "server"))
from server_support import ThreadDaemon

from ebbing.config import load_settings
from ebbing.server.state import DaemonState
from ebbing.service import MemoryService


@pytest.fixture
def daemon(ebbing_home: Path) -> Iterator[DaemonState]:
    svc = MemoryService()
    svc.remember("a first memory about the garden")
    svc.close()
    running = ThreadDaemon(load_settings())
    yield running.start()
    running.stop()


def send(daemon: DaemonState, path: str, body: bytes,
         host: str | None = None) -> tuple[int, dict[str, Any]]:
    connection = http.client.HTTPConnection("127.0.0.1", daemon.port, timeout=60)
    headers = {"Content-Type": "application/json", "Authorization": f"Token {daemon.token}"}
    try:
        connection.putrequest("POST", path, skip_host=host is not None)
        if host is not None:
            connection.putheader("Host", host)
        for name, value in headers.items():
            connection.putheader(name, value)
        connection.putheader("Content-Length", str(len(body)))
        connection.endheaders(body)
        response = connection.getresponse()
        return response.status, orjson.loads(response.read())
    finally:
        connection.close()


SURROGATE = "\\ud800"  # JSON's escape: it decodes to a lone surrogate
BODIES = {
    "/v1/recall": f'{{"query": "{SURROGATE}"}}',
    "/v1/memories": f'{{"asyncMode": 0, "messages": [{{"role": "user", '
                    f'"content": "I like {SURROGATE} tea"}}]}}',
    "/v1/search": f'{{"query": "garden {SURROGATE}"}}',
    "/v1/common-sense": f'{{"commonSenseDatabaseId": "facts", "asyncMode": 0, '
                        f'"commonSenseText": "Water {SURROGATE} boils"}}',
}


@pytest.mark.parametrize("path", sorted(BODIES))
def test_a_lone_surrogate_is_a_4xx(daemon: DaemonState, path: str) -> None:
    status, body = send(daemon, path, BODIES[path].encode())
    assert 400 <= status < 500, body
    assert "surrogate" in body["msg"]


def test_a_batch_with_one_message_too_long_stores_nothing_and_names_it(
        daemon: DaemonState, ebbing_home: Path) -> None:
    messages = [{"role": "user", "content": "I adopted a cat named Miso"},
                {"role": "user", "content": "x" * 70_000},
                {"role": "user", "content": "Miso likes the sunny window"}]
    status, body = send(daemon, "/v1/memories", orjson.dumps(
        {"asyncMode": 0, "memoryAgentName": "cats", "messages": messages}))
    assert status == 400 and body["code"] == "invalid", body
    assert "message 1" in body["msg"] and "70,000 bytes" in body["msg"]
    assert not (ebbing_home / "default" / "cats").exists()  # nothing stored, no folder


@pytest.mark.parametrize("path", ["/v1/think", "/v1/dream", "/v1/memories"])
def test_no_folder_for_an_agent_that_does_not_exist(daemon: DaemonState, ebbing_home: Path,
                                                    path: str) -> None:
    body: dict[str, Any] = {"memoryAgentName": "nobody", "asyncMode": 0}
    if path == "/v1/memories":
        body["messages"] = []
    status, answer = send(daemon, path, orjson.dumps(body))
    assert status in (200, 404), answer
    assert not (ebbing_home / "default" / "nobody").exists()


@pytest.mark.parametrize("host", ["127.0.0.1:{port}@evil.com", "evil.com#@127.0.0.1:{port}",
                                  "127.0.0.1:{port}/evil.com", "127.0.0.1 evil.com"])
def test_the_host_check_refuses_a_disguised_host(daemon: DaemonState, host: str) -> None:
    status, body = send(daemon, "/v1/recall", b'{"query": "garden"}',
                        host=host.format(port=daemon.port))
    assert status == 403 and body["code"] == "host", body


def test_the_host_check_still_takes_the_plain_names(daemon: DaemonState) -> None:
    for host in (f"127.0.0.1:{daemon.port}", "localhost", f"[::1]:{daemon.port}"):
        status, body = send(daemon, "/v1/recall", b'{"query": "garden"}', host=host)
        assert status == 200, (host, body)

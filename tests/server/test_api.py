"""The HTTP API as a client (MemNetAI's SDK, a script) sees it."""

from __future__ import annotations

import http.client
from pathlib import Path
from typing import Any

import orjson
import pytest
from server_support import requests_served

from ebbing.server.client import request
from ebbing.server.state import DaemonState


def raw(daemon: DaemonState, method: str, path: str, body: Any = None,
        headers: dict[str, str] | None = None) -> tuple[int, dict[str, Any]]:
    connection = http.client.HTTPConnection("127.0.0.1", daemon.port, timeout=30)
    try:
        payload = None if body is None else orjson.dumps(body)
        connection.request(method, path, payload,
                           {"Content-Type": "application/json", **(headers or {})})
        response = connection.getresponse()
        return response.status, orjson.loads(response.read())
    finally:
        connection.close()


def token(daemon: DaemonState) -> dict[str, str]:
    return {"Authorization": f"Token {daemon.token}"}


# A request as MemNetAI's SDK sends it: every flag as 0/1, fields ebbing does not use yet.
SDK_RECALL = {
    "memoryAgentName": "default", "namespace": "default",
    "query": "what did Caroline say about the dog?", "character": "caroline",
    "recallDeep": 1, "isIncludeLinkedNewMemoriesFromInvalid": 0,
    "isUsingAssociativeThinking": 1, "isUsingCommonSenseDatabase": 1,
    "isUsingGlobalCommonSenseDatabase": 1, "isUsingMemoryAgentCommonSenseDatabase": 0,
    "commonSenseDatabaseIdList": [], "isReturningDetailedMemoryInfo": 1,
}


def test_recall_answers_a_memnetai_request_in_its_envelope(running: DaemonState) -> None:
    status, reply = raw(running, "POST", "/v1/recall", SDK_RECALL, token(running))
    assert status == 200 and reply["code"] == "0"
    data = reply["data"]
    assert "Caroline is adopting a dog" in data["memoryPrompt"]
    first = data["memorySummaryList"][0]
    assert first["memorySummaryText"] == "Caroline is adopting a dog from the shelter"
    assert {"memorySummaryId", "maxImpression", "charactersInMemory", "memoryStatus",
            "memoryChangeLog", "score", "createTime", "updateTime"} <= first.keys()
    assert data["usage"]["consumedRecallCount"] == "1"
    shallow = raw(running, "POST", "/v1/recall", SDK_RECALL | {"recallDeep": 0,
                  "isReturningDetailedMemoryInfo": 0}, token(running))[1]["data"]
    assert shallow["memorySummaryList"] == []  # present, empty (the reference always has it)


def test_agents_are_isolated(running: DaemonState) -> None:
    other = SDK_RECALL | {"namespace": "someone-else"}
    status, reply = raw(running, "POST", "/v1/recall", other, token(running))
    assert status == 200  # nothing stored there: nothing relevant, said in one line
    assert reply["data"]["memoryPrompt"] == "No stored memory is relevant to this."
    assert reply["data"]["memorySummaryList"] == []


def test_search_returns_ranked_hits_with_why(running: DaemonState) -> None:
    data = request(running, "POST", "/v1/search",
                   {"query": "who is ralph?", "top": 2, "now": "2024-06-01T12:00:00"})
    hits = data["hits"]
    assert len(hits) == 2 and hits[0]["memory"]["content"].startswith("Ralph joined")
    assert hits[0]["why"]["lexical_rank"] == 1 and hits[0]["score"] >= hits[1]["score"]
    finance = request(running, "POST", "/v1/search", {"query": "report", "tags": ["finance"]})
    assert [h["memory"]["tags"] for h in finance["hits"]] == [["finance"]]


@pytest.mark.parametrize("headers", [{}, {"Authorization": "Token wrong"},
                                     {"Authorization": "Bearer x"}])
def test_requests_without_the_token_are_refused(running: DaemonState,
                                                headers: dict[str, str]) -> None:
    before = requests_served(running)
    for method, path, body in [("POST", "/v1/recall", SDK_RECALL),
                               ("POST", "/v1/search", {"query": "caroline"}),
                               ("GET", "/v1/status", None), ("POST", "/v1/shutdown", None)]:
        status, reply = raw(running, method, path, body, headers)
        assert status == 401 and reply["code"] == "401" and reply["data"] is None
    assert requests_served(running) == before  # nothing was read, and it still runs


def test_bad_requests_say_what_is_wrong(running: DaemonState) -> None:
    status, reply = raw(running, "POST", "/v1/recall", {"character": "x"}, token(running))
    assert status == 422 and "query" in reply["msg"]
    status, reply = raw(running, "POST", "/v1/recall",
                        SDK_RECALL | {"memoryAgentName": "../etc"}, token(running))
    assert status == 400 and reply["msg"].startswith("invalid agent name '../etc'")
    status, reply = raw(running, "POST", "/v1/search", {"query": "x", "top": 0},
                        token(running))
    assert status == 422 and "top" in reply["msg"]


def test_status_says_what_is_loaded(running: DaemonState) -> None:
    raw(running, "POST", "/v1/recall", SDK_RECALL, token(running))
    data = request(running, "GET", "/v1/status")
    assert data["embedder"] == "fake-384" and data["modelLoaded"] is True
    assert {"namespace": "default", "memoryAgentName": "default", "requests": 1} in data["agents"]
    assert data["home"] == running.home


def test_openapi_describes_the_endpoints(running: DaemonState) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", running.port, timeout=30)
    connection.request("GET", "/openapi.json")
    schema = orjson.loads(connection.getresponse().read())
    connection.close()
    assert {"/v1/recall", "/v1/search", "/v1/status"} <= schema["paths"].keys()
    recall_body = schema["components"]["schemas"]["RecallRequest"]["properties"]
    assert {"memoryAgentName", "namespace", "query", "recallDeep"} <= recall_body.keys()


@pytest.mark.parametrize("host", ["evil.example", "evil.example:80", "127.0.0.1.evil.example"])
def test_a_foreign_host_header_is_refused(running: DaemonState, host: str) -> None:
    status, reply = raw(running, "POST", "/v1/recall", {"query": "tea"},
                        token(running) | {"Host": host})
    assert status == 403 and reply["code"] == "host" and reply["data"] is None
    for good in ("localhost", f"127.0.0.1:{running.port}", f"localhost:{running.port}"):
        assert raw(running, "POST", "/v1/recall", {"query": "tea"},
                   token(running) | {"Host": good})[0] == 200


def test_reads_for_an_unknown_agent_create_nothing(running: DaemonState,
                                                   seeded: Path) -> None:
    before = sorted(p.relative_to(seeded) for p in seeded.rglob("*") if p.is_dir())
    for n in range(20):
        body = {"query": "tea", "memoryAgentName": f"nobody-{n}", "namespace": f"ns:{n}"}
        assert raw(running, "POST", "/v1/recall", body, token(running))[0] == 200
        assert raw(running, "POST", "/v1/search", body, token(running))[0] == 200
    after = sorted(p.relative_to(seeded) for p in seeded.rglob("*") if p.is_dir())
    assert after == before

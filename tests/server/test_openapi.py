"""The served OpenAPI document, exercised by schemathesis: no server error, every answer's
status documented for its operation, and every documented status reached (bounded: a few
examples per operation)."""

from __future__ import annotations

from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from test_api import raw, token

from ebbing.server.state import DaemonState

SKIP = {"/v1/shutdown"}  # it would stop the daemon under test


def test_the_schema_is_served_without_the_token(running: DaemonState) -> None:
    status, schema = raw(running, "GET", "/openapi.json")
    assert status == 200 and "/v1/memories" in schema["paths"]
    assert {"/memories/task/detail", "/common-sense/task/progress", "/think/task/all",
            "/dream/task/delete", "/v1/think", "/v1/common-sense"} <= schema["paths"].keys()


@pytest.mark.filterwarnings("ignore")
def test_schemathesis_finds_no_server_error_and_no_undocumented_status(
        running: DaemonState) -> None:
    raw_schema = raw(running, "GET", "/openapi.json")[1]
    schema = schemathesis.openapi.from_dict(raw_schema)
    auth = token(running)
    seen: dict[tuple[str, str], set[int]] = {}
    for result in schema.get_all_operations():
        operation = result.ok()
        if operation.path in SKIP:
            continue
        documented = {int(s) for s in operation.definition.raw.get("responses", {})
                      if s.isdigit()}
        key = (operation.method.upper(), operation.path)

        make_check(operation, key, documented, running, auth, seen)()
    assert seen[("POST", "/v1/recall")] & {200, 400}
    assert 200 in seen[("GET", "/memories/task/all")]


def make_check(operation: Any, key: tuple[str, str], documented: set[int],
               running: DaemonState, auth: dict[str, str],
               seen: dict[tuple[str, str], set[int]]) -> Any:
    """A bounded hypothesis test of one operation (a few generated requests)."""

    @settings(max_examples=3, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(case=operation.as_strategy())
    def check(case: Any) -> None:
        response = case.call(base_url=running.url, headers=auth)
        assert response.status_code < 500, (key, case.body, response.text)
        assert response.status_code in documented | {401, 422}, (key, response.text)
        body = response.json()
        assert set(body) == {"code", "msg", "data"}
        seen.setdefault(key, set()).add(response.status_code)

    return check


def test_every_documented_status_is_reachable(running: DaemonState) -> None:
    auth = token(running)
    reached = {
        raw(running, "POST", "/v1/memories", {"messages": [], "memoryAgentName": "a"},
            auth)[0],
        raw(running, "POST", "/v1/recall", {"query": "x", "memoryAgentName": "../x"},
            auth)[0],
        raw(running, "POST", "/v1/recall", {"query": "x"})[0],
        raw(running, "POST", "/v1/recall", {"query": "x"}, auth | {"Host": "evil"})[0],
        raw(running, "GET", "/memories/task/detail?taskId=nope", None, auth)[0],
        raw(running, "POST", "/v1/think", {}, auth)[0],
        raw(running, "GET", "/memories/task/detail", None, auth)[0],
    }
    assert reached == {200, 400, 401, 403, 404, 422}
    # 429: tests/server/test_heat_http.py; 409 (deleting a running task) and 423 (a store
    # locked by another process): tests/server/test_status_codes.py


def test_an_unknown_library_in_a_recall_is_a_documented_404(running: DaemonState) -> None:
    auth = token(running)
    paths = raw(running, "GET", "/openapi.json")[1]["paths"]
    for path in ("/v1/recall", "/v1/ebbing/recall"):
        status, body = raw(running, "POST", path,
                           {"query": "tea", "commonSenseDatabaseIdList": ["no-such-library"]},
                           auth)
        assert (status, body["code"]) == (404, "not_found"), body
        assert "no-such-library" in body["msg"]
        assert "404" in paths[path]["post"]["responses"]

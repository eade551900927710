"""Tokens that grant namespaces, over HTTP: a token for user_42 gets 403 on every endpoint of
user_43 (every route the daemon has, found from its OpenAPI document, so a new route cannot be
forgotten), answers for user_42 as the home's token does, and a revoked token gets 401."""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from server_support import ThreadDaemon, cli

from ebbing.config import load_settings
from ebbing.server.state import DaemonState

MINE, THEIRS = "user_42", "user_43"
SPECIAL = {"/v1/status", "/v1/shutdown", "/v1/wm", "/v1/ui/login"}  # not a namespace's


@pytest.fixture
def daemon(ebbing_home: Path) -> Iterator[DaemonState]:
    running = ThreadDaemon(load_settings())
    yield running.start()
    running.stop()


def token_for(*namespaces: str, name: str = "alice") -> str:
    args = [a for ns in namespaces for a in ("-n", ns)]
    code, out, err = cli("token", "create", name, *args, "--json")
    assert code == 0, err
    secret = json.loads(out)["token"]
    assert secret.startswith("ebt_")
    return str(secret)


@dataclass
class Answer:
    status_code: int
    text: str

    def json(self) -> Any:
        return json.loads(self.text)


def call(state: DaemonState, token: str, method: str, path: str, body: Any = None,
         **params: str) -> Answer:
    url = f"{state.url}{path}" + (f"?{urllib.parse.urlencode(params)}" if params else "")
    data = None if body is None else json.dumps(body).encode()
    sent = urllib.request.Request(url, data=data, method=method, headers={
        "Authorization": f"Token {token}", "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(sent, timeout=60) as answer:
            return Answer(answer.status, answer.read().decode())
    except urllib.error.HTTPError as error:
        return Answer(error.code, error.read().decode())


def agent(namespace: str, name: str) -> dict[str, str]:
    return {"namespace": namespace, "memoryAgentName": name}


def seed(state: DaemonState, namespace: str, name: str) -> dict[str, str]:
    """Memories, a library, think and dream tasks of namespace/name (the home's token)."""
    who = agent(namespace, name)
    made = call(state, state.token, "POST", "/v1/memories", who | {"asyncMode": 0, "messages": [
        {"role": "user", "content": f"{name} keeps bees on the roof of {namespace}"}]})
    assert made.json()["code"] == "0", made.text
    lib = call(state, state.token, "POST", "/v1/common-sense", {
        "namespace": namespace, "commonSenseDatabaseId": f"facts-{namespace}", "asyncMode": 0,
        "commonSenseText": f"# Bees\n\nBees of {namespace} make honey from clover."})
    assert lib.json()["code"] == "0", lib.text
    tasks = {"memories": made.json()["data"]["taskId"],
             "common-sense": lib.json()["data"]["taskId"]}
    for kind in ("think", "dream"):
        started = call(state, state.token, "POST", f"/v1/{kind}",
                       who | {"subject": "bees", "asyncMode": 0})
        assert started.json()["code"] == "0", started.text
        tasks[kind] = started.json()["data"]["taskId"]
    return tasks


def requests_for(namespace: str, name: str, tasks: dict[str, str]) -> dict[tuple[str, str],
                                                                            dict[str, Any]]:
    """One request per namespace route, aimed at namespace/name."""
    who = agent(namespace, name)
    made: dict[tuple[str, str], dict[str, Any]] = {
        ("POST", "/v1/recall"): {"body": who | {"query": "bees"}},
        ("POST", "/v1/ebbing/recall"): {"body": who | {"query": "bees"}},
        ("POST", "/v1/search"): {"body": who | {"query": "bees"}},
        ("POST", "/v1/memories"): {"body": who | {"asyncMode": 0, "messages": [
            {"role": "user", "content": "a new fact"}]}},
        ("POST", "/v1/common-sense"): {"body": {
            "namespace": namespace, "commonSenseDatabaseId": f"facts-{namespace}",
            "commonSenseText": "more", "asyncMode": 0}},
        ("POST", "/v1/think"): {"body": who | {"subject": "bees", "asyncMode": 0}},
        ("POST", "/v1/dream"): {"body": who | {"subject": "bees", "asyncMode": 0}},
    }
    for kind, task_id in tasks.items():
        for verb, method in (("detail", "GET"), ("progress", "GET"), ("delete", "DELETE")):
            made[(method, f"/{kind}/task/{verb}")] = {"params": {"taskId": task_id}}
    return made


def routes(state: DaemonState) -> set[tuple[str, str]]:
    spec = call(state, state.token, "GET", "/openapi.json").json()
    return {(method.upper(), path) for path, ops in spec["paths"].items() for method in ops}


def test_a_token_for_one_namespace_gets_403_on_every_endpoint_of_another(
        daemon: DaemonState) -> None:
    theirs = seed(daemon, THEIRS, "bob")
    mine = seed(daemon, MINE, "alice")
    token = token_for(MINE)
    every = routes(daemon)
    attacks = {r: w for r, w in requests_for(THEIRS, "bob", theirs).items() if r in every}
    namespace_routes = {r for r in every if r[1] not in SPECIAL and not r[1].endswith("/all")}
    assert namespace_routes <= set(attacks), namespace_routes - set(attacks)  # none forgotten
    for (method, path), what in attacks.items():
        answer = call(daemon, token, method, path, what.get("body"), **what.get("params", {}))
        assert answer.status_code == 403, (method, path, answer.text)
        assert answer.json()["code"] == "forbidden" and THEIRS in answer.json()["msg"]
    for path in SPECIAL - {"/v1/status"}:  # the whole home's: working memory, login, stop
        body = {"verb": "session list", "params": {}} if path == "/v1/wm" else {}
        answer = call(daemon, token, "POST", path, body)
        assert answer.status_code == 403, (path, answer.text)
    for page in (f"/ui/a/{THEIRS}/bob/memories", f"/ui/a/{THEIRS}/bob/graph", "/ui"):
        answer = call(daemon, token, "GET", page)  # pages take a session, which it cannot get
        assert answer.status_code in (401, 403) and "bees" not in answer.text, (page, answer)
    # nothing of theirs changed: their memory is still the one seeded, their tasks are there
    listed = call(daemon, daemon.token, "POST", "/v1/search", agent(THEIRS, "bob") | {
        "query": "fact bees"}).json()["data"]["hits"]
    assert [h["memory"]["content"] for h in listed] == ["bob keeps bees on the roof of user_43"]
    for kind, task_id in theirs.items():
        assert call(daemon, daemon.token, "GET", f"/{kind}/task/detail",
                    taskId=task_id).status_code == 200
    # listings show their own namespace only
    for kind, task_id in mine.items():
        listed_ids = {t["taskId"] for t in call(daemon, token, "GET", f"/{kind}/task/all")
                      .json()["data"]["taskList"]}
        assert task_id in listed_ids and theirs[kind] not in listed_ids
    status = call(daemon, token, "GET", "/v1/status").json()["data"]
    assert {a["namespace"] for a in status["agents"]} == {MINE} and "home" not in status
    # their global library is not part of my recall, nor readable by its path
    recall = call(daemon, token, "POST", "/v1/recall", agent(MINE, "alice") | {
        "query": "bees honey clover"}).json()["data"]
    assert recall["commonSenseList"] and all(
        THEIRS not in c["text"] for c in recall["commonSenseList"])
    named = call(daemon, token, "POST", "/v1/recall", agent(MINE, "alice") | {
        "query": "bees", "commonSenseDatabaseIdList": [f"{THEIRS}/bob/facts-{THEIRS}"]})
    assert named.status_code == 403


def test_the_same_token_answers_for_its_own_namespace_and_stops_when_revoked(
        daemon: DaemonState) -> None:
    mine = seed(daemon, MINE, "alice")
    token = token_for(MINE, "user_44")
    every = routes(daemon)
    for (method, path), what in requests_for(MINE, "alice", mine).items():
        if (method, path) not in every:
            continue
        answer = call(daemon, token, method, path, what.get("body"), **what.get("params", {}))
        assert answer.status_code == 200, (method, path, answer.text)
        assert answer.json()["code"] == "0"
    recall = call(daemon, daemon.token, "POST", "/v1/search", agent(MINE, "alice") | {
        "query": "a new fact"}).json()["data"]["hits"]
    assert recall[0]["memory"]["content"] == "a new fact"  # written through the token
    code, _, err = cli("token", "revoke", "alice")
    assert code == 0, err
    gone = call(daemon, token, "POST", "/v1/search", agent(MINE, "alice") | {"query": "bees"})
    assert gone.status_code == 401
    assert call(daemon, "ebt_" + "x" * 43, "GET", "/v1/status").status_code == 401
    # the daemon's own token is unchanged: it reaches every namespace
    assert call(daemon, daemon.token, "POST", "/v1/search", agent("user_44", "x") | {
        "query": "bees"}).status_code == 200


def test_each_namespace_token_has_a_heat_window_of_its_own(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EBBING_HEAT_MAX_WEIGHT", "12")  # two recalls (6 each) a minute
    monkeypatch.setenv("EBBING_HEAT_WINDOW_S", "60")
    running = ThreadDaemon(load_settings())
    state = running.start()
    try:
        alice, bob = token_for(MINE, name="alice"), token_for(THEIRS, name="bob")
        ask = agent(MINE, "alice") | {"query": "bees"}
        assert [call(state, alice, "POST", "/v1/recall", ask).status_code
                for _ in range(3)] == [200, 200, 429]
        theirs = agent(THEIRS, "bob") | {"query": "bees"}
        assert call(state, bob, "POST", "/v1/recall", theirs).status_code == 200
        assert call(state, state.token, "POST", "/v1/recall", ask).status_code == 200
    finally:
        running.stop()

"""/v1/memories with EBBING_MEMORIZE=llm against a fake OpenAI-compatible server, and the
statuses only a busy task (409) or a locked store (423) produce."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fake_openai import FakeOpenAI
from server_support import ThreadDaemon, wait_for
from test_api import raw, token

from ebbing.config import load_settings
from ebbing.server.state import DaemonState
from ebbing.service import MemoryService
from ebbing.store.memory_store import MemoryStore

MESSAGES = [
    {"role": "user", "content": "我妹妹下个月搬到里斯本", "character": "用户"},
    {"role": "assistant", "content": "真好, 她在那边做什么工作", "character": "小明"},
    {"role": "user", "content": "她在水族馆当海洋生物学家", "character": "用户"},
]
CONDENSED = {"memories": [
    {"text": "用户的妹妹下个月搬到里斯本", "messages": [0], "character": "用户"},
    {"text": "用户的妹妹在里斯本的水族馆当海洋生物学家", "messages": [0, 2]},
]}


@pytest.fixture
def llm(seeded: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeOpenAI]:
    gate = threading.Event()
    gate.set()

    def answer(body: dict[str, Any]) -> str:
        gate.wait(30)
        return "```json\n" + json.dumps(CONDENSED, ensure_ascii=False) + "\n```"

    with FakeOpenAI(answer) as fake:
        fake.gate = gate  # type: ignore[attr-defined]
        monkeypatch.setenv("EBBING_MEMORIZE", "llm")
        monkeypatch.setenv("EBBING_LLM_BASE_URL", fake.url)
        monkeypatch.setenv("EBBING_LLM_MODEL", "fake-model")
        yield fake


@pytest.fixture
def daemon(llm: FakeOpenAI) -> Iterator[DaemonState]:
    running = ThreadDaemon(load_settings())
    yield running.start()
    running.stop()


def test_the_llm_condenses_a_conversation_citing_its_messages(
        daemon: DaemonState, llm: FakeOpenAI) -> None:
    body = {"memoryAgentName": "小明", "messages": MESSAGES, "language": "zh-CN",
            "isThirdPerson": 1, "metadata": "chat 3"}
    status, reply = raw(daemon, "POST", "/v1/memories", body, token(daemon))
    assert status == 200 and reply["data"]["status"] == "done"
    prompt = llm.requests[0]["messages"]
    assert "zh-CN" in prompt[0]["content"] and "third person" in prompt[0]["content"]
    assert "小明" in prompt[0]["content"] and "0. [user, 用户] 我妹妹" in prompt[1]["content"]
    memories = {m.id: m for m in MemoryService(agent="小明").list()}
    written = [memories[i] for i in reply["data"]["memorySummaryIdList"]]
    assert [m.content for m in written] == [c["text"] for c in CONDENSED["memories"]]
    second = written[1].metadata["memnetai"]
    assert second["messages"] == [0, 2] and second["metaData"] == "chat 3"
    assert second["said"] == [MESSAGES[0]["content"], MESSAGES[2]["content"]]
    assert written[1].character == "用户"  # from the first message it cites
    assert {m.context_id for m in written} == {reply["data"]["taskId"]}


def test_a_running_task_cannot_be_deleted(daemon: DaemonState, llm: FakeOpenAI) -> None:
    llm.gate.clear()  # type: ignore[attr-defined]
    body = {"memoryAgentName": "slow", "messages": MESSAGES, "asyncMode": 1}
    task_id = raw(daemon, "POST", "/v1/memories", body, token(daemon))[1]["data"]["taskId"]
    path = f"/memories/task/delete?taskId={task_id}"
    wait_for(lambda: raw(daemon, "GET", f"/memories/task/detail?taskId={task_id}", None,
                         token(daemon))[1]["data"]["status"] == "running", what="running")
    status, reply = raw(daemon, "DELETE", path, None, token(daemon))
    assert status == 409 and reply["code"] == "conflict"
    llm.gate.set()  # type: ignore[attr-defined]
    wait_for(lambda: raw(daemon, "DELETE", path, None, token(daemon))[0] == 200,
             what="the delete once finished")


def test_a_store_locked_by_another_process_answers_423(
        seeded: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EBBING_LOCK_TIMEOUT_S", "0.3")
    running = ThreadDaemon(load_settings())
    daemon = running.start()
    store = MemoryStore(seeded / "default" / "default")
    try:
        with store.lock:  # held as another process's write would
            status, reply = raw(daemon, "POST", "/v1/recall", {"query": "tea"},
                                token(daemon))
        assert status == 423 and reply["code"] == "locked"
    finally:
        store.close()
        running.stop()

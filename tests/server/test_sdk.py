"""MemNetAI's own SDK (memnetai-python-sdk, unchanged) against a daemon started here."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fake_openai import FakeOpenAI
from memnetai import MemNetAIClient, MemNetAIClientPlus, Message, OpenAIConfig
from server_support import wait_for

from ebbing.names import folder_name
from ebbing.server.state import DaemonState
from ebbing.service import MemoryService


@pytest.fixture
def sdk(running: DaemonState) -> MemNetAIClient:
    return MemNetAIClient(api_key=running.token, base_url=running.url)


def data(answer: dict[str, Any] | None) -> Any:
    assert answer is not None and answer["status_code"] == 200
    body = answer["response_json"]
    assert body["code"] == "0", body
    return body["data"]


CONVERSATION = [
    Message("user", "My sister Lena moved to Lisbon last spring"),
    Message("assistant", "Lisbon is lovely. Does she like it there?", "小明"),
    Message("user", "ok"),
    Message("user", "She works as a marine biologist at the aquarium"),
]


def test_memories_written_through_the_sdk_are_recalled_through_it(
        sdk: MemNetAIClient, running: DaemonState, ebbing_home: Path) -> None:
    written = data(sdk.memories("小明", CONVERSATION, metadata="session 7"))
    ids = written["memorySummaryIdList"]
    assert len(ids) == 3  # "ok" is not worth keeping, and is reported as skipped
    assert [(s["message"], s["reason"], s["text"]) for s in written["skipped"]] == [
        (2, "nothing to keep", "ok")]  # listed with its words: nothing a person wrote is lost
    assert written["usage"]["consumedPoints"] == "38"  # a memory call's heat
    recalled = data(sdk.recall("小明", "where does Lena live?",
                               is_returning_detailed_memory_info=1))
    assert "Lena moved to Lisbon" in recalled["memoryPrompt"]
    first = recalled["memorySummaryList"][0]
    assert first["memorySummaryText"] == "My sister Lena moved to Lisbon last spring"
    assert first["memnetaiContextId"] == written["taskId"]  # one context per call
    assert first["memoryStatus"] == 0 and first["contextType"] == 0
    assert first["metaData"] == "session 7" and first["memoryChangeLog"] == ""
    assert "用户" in first["charactersInMemory"]
    # stored in the agent's folder, with role, character and the call's context
    svc = MemoryService(namespace="default", agent="小明")
    assert svc.folder == ebbing_home / "default" / folder_name("小明")
    stored = {m.id: m for m in svc.list()}
    reply = stored[ids[1]]
    assert reply.character == "小明" and reply.metadata["memnetai"]["role"] == "assistant"
    assert {m.context_id for m in stored.values()} == {written["taskId"]}
    # the same window sent again (the SDK's queue does) adds nothing twice
    again = data(sdk.memories("小明", CONVERSATION))
    assert again["memorySummaryIdList"] == []
    assert {s["reason"] for s in again["skipped"]} == {"nothing to keep", "already remembered"}


def test_recall_with_every_sdk_default(sdk: MemNetAIClient) -> None:
    # commonSenseDatabaseIdList null, character 用户, recallDeep 1: a 422 before this build
    recalled = data(sdk.recall(None, "what did Caroline say about the dog?"))
    assert "Caroline is adopting a dog" in recalled["memoryPrompt"]
    assert recalled["usage"]["consumedRecallCount"] == "1"  # the reference: strings
    deeper = data(sdk.recall(None, "Caroline", recall_deep=3,
                             is_returning_detailed_memory_info=1))
    assert len(deeper["memorySummaryList"]) >= 2


def test_async_memories_and_their_task_endpoints(sdk: MemNetAIClient) -> None:
    accepted = data(sdk.memories("bot", [Message("user", "I am allergic to peanuts")],
                                 async_mode=1))
    task_id = accepted["taskId"]
    detail = wait_for(lambda: (d := data(sdk.memories_detail(task_id)))["status"] == "done"
                      and d, what="the task")
    assert len(detail["result"]["memoryIds"]) == 1
    assert data(sdk.memories_progress(task_id))["progress"] == 100
    assert task_id in [t["taskId"] for t in data(sdk.memories_all())["taskList"]]
    assert data(sdk.memories_delete(task_id))["deleted"] is True
    assert task_id not in [t["taskId"] for t in data(sdk.memories_all())["taskList"]]
    with pytest.raises(RuntimeError, match="not_found"):
        sdk.memories_detail(task_id)
    recalled = data(sdk.recall("bot", "peanuts allergy"))
    assert "allergic to peanuts" in recalled["memoryPrompt"]


def test_common_sense_through_the_sdk(sdk: MemNetAIClient) -> None:
    text = "# Tides\n\nSpring tides happen at new and full moon.\n\nNeap tides at quarter moon."
    task_id = data(sdk.common_sense("oceans", text))["taskId"]  # async by default
    detail = wait_for(lambda: (d := data(sdk.common_sense_detail(task_id)))["status"] == "done"
                      and d, what="the task")
    assert detail["result"]["created"] is True and detail["result"]["entryIds"]
    assert data(sdk.common_sense_progress(task_id))["progress"] == 100
    assert [t["taskId"] for t in data(sdk.common_sense_all())["taskList"]] == [task_id]
    recalled = data(sdk.recall(None, "when do spring tides happen?"))
    assert any("Spring tides" in c["text"] for c in recalled["commonSenseList"])
    assert data(sdk.common_sense_delete(task_id))["deleted"] is True


def test_think_and_dream_through_the_sdk(sdk: MemNetAIClient) -> None:
    data(sdk.memories("小明", CONVERSATION))
    data(sdk.memories("小明", [Message("user", "Lena sends photos of Lisbon's aquarium"),
                              Message("user", "Lena wants to visit us in Lisbon next year")]))
    thought = data(sdk.think("小明", subject="Lena", async_mode=0))
    assert thought["status"] == "done" and "Lena" in thought["content"]
    assert thought["tip"] and thought["summary"] and thought["usage"]["consumedPoints"] == "44"
    dreamt = data(sdk.dream("小明", async_mode=0))
    assert dreamt["status"] == "done" and dreamt["tip"].startswith("dream")
    assert [t["taskId"] for t in data(sdk.think_all())["taskList"]] == [thought["taskId"]]
    detail = data(sdk.think_detail(thought["taskId"]))
    assert detail["result"]["memoryIds"]
    svc = MemoryService(namespace="default", agent="小明")
    written = svc.get(detail["result"]["memoryIds"][0])
    assert written.source == "thinking" and len(written.derived_from) >= 2
    for call in (sdk.think_detail, sdk.dream_detail, sdk.think_delete, sdk.dream_delete):
        with pytest.raises(RuntimeError, match="not_found"):
            call("no-such-task")


def test_message_queue_memorises_and_recalls_through_a_40_message_chat(
        running: DaemonState) -> None:
    facts = [f"my cousin number {i} lives in city {i}" for i in range(20)]

    def answer(body: dict[str, Any]) -> str:
        return f"noted, reply {len(body['messages'])}"

    with FakeOpenAI(answer) as llm:
        config = OpenAIConfig(memnetai_api_key=running.token, memory_agent_name="小明",
                              base_url=llm.url, model_name="fake", api_key="sk-fake",
                              memnetai_base_url=running.url)
        client = MemNetAIClientPlus(config)
        for fact in facts:  # 20 user messages + 20 replies = 40 messages
            assert client.input(fact)
            assert client.chat().startswith("noted")
        assert client.message_queue.message_count == 40
        svc = MemoryService(namespace="default", agent="小明")
        kept = {m.content for m in svc.list()}
        assert set(facts[:16]) <= kept  # memorised at messages 16 and 32
        # recall ran on each user message: once memories existed, the system prompt sent
        # to the LLM carried them
        system = [r["messages"][0]["content"] for r in llm.requests
                  if r["messages"][0]["role"] == "system"]
        assert any("lives in city" in s for s in system)

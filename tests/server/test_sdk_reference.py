# ruff: noqa: RUF001
"""MemNetAI's promises checked through its own SDK (memnetai-python-sdk, unchanged): common
sense that is global to everything the token reaches, a brand-new agent's common sense,
one-time ids, the reference's field types one by one, and one integer recall depth."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from memnetai import MemNetAIClient
from server_support import cli

from ebbing.commonsense import library
from ebbing.server.state import DaemonState
from ebbing.service import MemoryService

TIDES = "# Tides\n\nSpring tides happen at new moon and at full moon."


@pytest.fixture
def sdk(running: DaemonState) -> MemNetAIClient:
    return MemNetAIClient(api_key=running.token, base_url=running.url)


def data(answer: dict[str, Any] | None) -> Any:
    assert answer is not None and answer["status_code"] == 200, answer
    body = answer["response_json"]
    assert body["code"] == "0", body
    return body["data"]


def texts(recalled: dict[str, Any]) -> list[str]:
    return [c["text"] for c in recalled["commonSenseList"]]


def test_a_library_the_sdk_creates_is_global_to_every_namespace(
        sdk: MemNetAIClient, ebbing_home: Path) -> None:
    made = data(sdk.common_sense("oceans", TIDES, async_mode=0))  # no namespace in the SDK
    assert made["status"] == "done" and made["entryIdList"]
    assert (ebbing_home / "default" / "_commonsense" / "oceans").is_dir()
    # an agent of another namespace, with no memories at all: the match comes back
    fresh = data(sdk.recall("newcomer", "when are spring tides?", namespace="user:42"))
    assert texts(fresh) == ["Spring tides happen at new moon and at full moon."]
    assert "Spring tides" in fresh["memoryPrompt"]
    assert not (ebbing_home / "user~3a~42").exists()  # a read created nothing
    # and naming it for one call is no 404
    named = data(sdk.recall("newcomer", "spring tides", namespace="user:42",
                            is_using_global_common_sense_database=0,
                            common_sense_database_id_list=["oceans"]))
    assert texts(named) == ["Spring tides happen at new moon and at full moon."]


def test_a_one_time_id_can_name_another_agents_library(
        sdk: MemNetAIClient, ebbing_home: Path) -> None:
    bob = MemoryService(namespace="default", agent="bob")
    bob.remember("Bob keeps a notebook")
    lib = library.create(bob, "bob-rules", agent_library=True)
    library.add(bob, lib, "Bob's shop closes at noon on Sundays.")
    plain = data(sdk.recall("小明", "when does the shop close on Sundays?"))
    assert texts(plain) == []  # not global: 小明 does not see it by default
    once = data(sdk.recall("小明", "when does the shop close on Sundays?",
                           common_sense_database_id_list=["bob-rules"]))
    assert texts(once) == ["Bob's shop closes at noon on Sundays."]
    qualified = data(sdk.recall("小明", "shop Sundays",
                                common_sense_database_id_list=["default/bob/bob-rules"]))
    assert texts(qualified) == texts(once)
    with pytest.raises(RuntimeError, match="not_found"):  # the SDK raises on an error
        sdk.recall("小明", "shop", common_sense_database_id_list=["no-such-library"])


@pytest.fixture
def answered(sdk: MemNetAIClient) -> dict[str, Any]:
    data(sdk.common_sense("oceans", TIDES, async_mode=0))
    return dict(data(sdk.recall(None, "Caroline and the tides: spring tides",
                                is_returning_detailed_memory_info=1)))


def test_characters_in_memory_is_a_string(answered: dict[str, Any]) -> None:
    first = next(s for s in answered["memorySummaryList"]
                 if "adopting a dog" in s["memorySummaryText"])
    assert first["charactersInMemory"] == "caroline, Caroline"


@pytest.mark.parametrize("field", ["consumedPoints", "consumedMemoryCount",
                                   "consumedRecallCount", "consumedThinkingCount",
                                   "consumedDreamCount", "consumedCommonMemoryWords"])
def test_each_usage_figure_is_a_string_of_a_whole_number(answered: dict[str, Any],
                                                         field: str) -> None:
    value = answered["usage"][field]
    assert isinstance(value, str) and value.isdigit()


def test_usage_values_and_quota(answered: dict[str, Any]) -> None:
    usage = answered["usage"]
    assert usage["consumedPoints"] == "6" and usage["consumedRecallCount"] == "1"
    assert usage["hasRemainingQuota"] is True
    assert int(usage["consumedMemoryCount"]) == len(answered["memorySummaryList"])


def test_common_sense_id_is_an_integer(answered: dict[str, Any]) -> None:
    entry = answered["commonSenseList"][0]
    assert isinstance(entry["id"], int) and not isinstance(entry["id"], bool)
    assert 0 <= entry["id"] < 2 ** 53
    assert isinstance(entry["entryId"], str)  # ebbing's own id beside it
    assert isinstance(entry["memnetaiCommonSenseDatabaseName"], str)
    assert isinstance(entry["createTime"], str) and isinstance(entry["updateTime"], str)


def test_common_sense_id_is_stable(sdk: MemNetAIClient, answered: dict[str, Any]) -> None:
    again = data(sdk.recall(None, "spring tides"))
    assert again["commonSenseList"][0]["id"] == answered["commonSenseList"][0]["id"]


def test_memory_summary_list_is_present_when_not_detailed(sdk: MemNetAIClient) -> None:
    plain = data(sdk.recall(None, "Caroline"))
    assert plain["memorySummaryList"] == []
    assert "Caroline" in plain["memoryPrompt"]


def test_summary_field_types(answered: dict[str, Any]) -> None:
    for item in answered["memorySummaryList"]:
        for name in ("memorySummaryId", "memorySummaryText", "charactersInMemory",
                     "memnetaiContextId", "linkedNewMemorySummaryId", "memoryChangeLog",
                     "metaData", "createTime", "updateTime"):
            assert isinstance(item[name], str), name
        for name in ("contextType", "memoryStatus"):
            assert isinstance(item[name], int) and not isinstance(item[name], bool), name
        for name in ("maxImpression", "score"):  # the reference's integers: hundredths
            assert isinstance(item[name], int) and not isinstance(item[name], bool), name
        # ebbing's fractions beside them, which the integers round
        assert item["maxImpression"] == round(item["impressionFraction"] * 100)
        assert item["score"] == round(item["scoreFraction"] * 100)
        assert 0 <= item["impressionFraction"] <= 2 and isinstance(item["scoreFraction"], float)


def test_one_integer_depth_over_http(sdk: MemNetAIClient) -> None:
    shallow = data(sdk.recall(None, "Caroline tea report designer", recall_deep=0,
                              is_returning_detailed_memory_info=1))
    deep = data(sdk.recall(None, "Caroline tea report designer", recall_deep=3,
                           is_returning_detailed_memory_info=1))
    assert len(shallow["memorySummaryList"]) <= 5
    assert len(deep["memorySummaryList"]) >= len(shallow["memorySummaryList"])


def test_cli_depth_and_its_aliases(running: DaemonState) -> None:
    def ids(*args: str) -> list[str]:
        code, out, err = cli("recall", "Caroline", "--json", "--detailed", "--no-touch", *args)
        assert code == 0, err
        import json

        return [s["memorySummaryId"] for s in json.loads(out)["memorySummaryList"]]

    assert ids("--depth", "1") == ids("--deep") == ids()
    assert ids("--depth", "0") == ids("--shallow")
    assert ids("--depth", "3")
    code, _, err = cli("recall", "Caroline", "--depth", "2", "--shallow")
    assert code == 2 and "different depths" in err


def test_memorize_skips_acknowledgements_and_lists_them(sdk: MemNetAIClient) -> None:
    from memnetai import Message

    conversation = [Message("user", "我下周二要去杭州开会"),
                    Message("assistant", "明白了，第4条我记住了", "助手"),
                    Message("user", "ok, noted"),
                    Message("user", "thanks!"),
                    Message("user", "Thanks, and the hotel is near West Lake")]
    written = data(sdk.memories("traveller", conversation))
    assert len(written["memorySummaryIdList"]) == 2
    skipped = {s["message"]: s for s in written["skipped"]}
    assert sorted(skipped) == [1, 2, 3]
    assert skipped[1]["text"] == "明白了，第4条我记住了" and skipped[1]["character"] == "助手"
    assert all(s["reason"] == "nothing to keep" and "acknowledgement" in s["why"]
               for s in skipped.values())
    task = data(sdk.memories_detail(written["taskId"]))
    assert [s["text"] for s in task["result"]["skipped"]] == [
        "明白了，第4条我记住了", "ok, noted", "thanks!"]


# Every field of recall's answer, one test each, in the type docs/server.md gives it (the
# reference names the fields; memnetai-api.md gives no example values, so the types are the
# ones docs/server.md states and the SDK passes through unchanged)
STRING, INTEGER, NUMBER, BOOLEAN, LIST = "string", "integer", "number", "boolean", "list"
TOP = {"memoryPrompt": STRING, "memorySummaryList": LIST, "associativeThinkingList": LIST,
       "commonSenseList": LIST, "usage": "object"}
SUMMARY = {"memorySummaryId": STRING, "memorySummaryText": STRING, "maxImpression": INTEGER,
           "charactersInMemory": STRING, "memnetaiContextId": STRING, "contextType": INTEGER,
           "memoryStatus": INTEGER, "linkedNewMemorySummaryId": STRING,
           "memoryChangeLog": STRING, "metaData": STRING, "score": INTEGER,
           "createTime": STRING, "updateTime": STRING}
COMMON = {"id": INTEGER, "memnetaiCommonSenseDatabaseName": STRING, "text": STRING,
          "createTime": STRING, "updateTime": STRING}
USAGE = {"consumedPoints": STRING, "consumedMemoryCount": STRING,
         "consumedRecallCount": STRING, "consumedThinkingCount": STRING,
         "consumedDreamCount": STRING, "consumedCommonMemoryWords": STRING,
         "hasRemainingQuota": BOOLEAN}
NODE = {"id": STRING, "name": STRING}
LINK = {"sourceNodeId": STRING, "sourceNodeName": STRING, "targetNodeId": STRING,
        "targetNodeName": STRING, "distance": NUMBER, "relation": LIST}


def type_of(value: Any) -> str:
    if isinstance(value, bool):
        return BOOLEAN
    if isinstance(value, int):
        return INTEGER
    if isinstance(value, float):
        return NUMBER
    return {str: STRING, list: LIST, dict: "object"}.get(type(value), type(value).__name__)


def holds(value: Any, wanted: str) -> bool:
    return type_of(value) == wanted or (wanted == NUMBER and type_of(value) == INTEGER)


@pytest.mark.parametrize("field", sorted(TOP))
def test_recall_field_type(answered: dict[str, Any], field: str) -> None:
    assert holds(answered[field], TOP[field]), (field, answered[field])


@pytest.mark.parametrize("field", sorted(SUMMARY))
def test_memory_summary_field_type(answered: dict[str, Any], field: str) -> None:
    assert answered["memorySummaryList"]
    for item in answered["memorySummaryList"]:
        assert holds(item[field], SUMMARY[field]), (field, item[field])


@pytest.mark.parametrize("field", sorted(COMMON))
def test_common_sense_field_type(answered: dict[str, Any], field: str) -> None:
    assert answered["commonSenseList"]
    for item in answered["commonSenseList"]:
        assert holds(item[field], COMMON[field]), (field, item[field])


@pytest.mark.parametrize("field", sorted(USAGE))
def test_usage_field_type(answered: dict[str, Any], field: str) -> None:
    assert holds(answered["usage"][field], USAGE[field]), (field, answered["usage"][field])


@pytest.mark.parametrize("field", sorted(NODE) + sorted(LINK))
def test_associative_thinking_field_type(answered: dict[str, Any], field: str) -> None:
    graphs = answered["associativeThinkingList"]
    assert graphs, "the seeded agent's query names Caroline: association has a graph"
    for graph in graphs:
        for item in graph["nodes"] if field in NODE else graph["links"]:
            assert holds(item[field], {**NODE, **LINK}[field]), (field, item[field])
            if field == "relation":
                assert all(holds(r["relation"], STRING) and holds(r["maxImpression"], INTEGER)
                           and r["maxImpression"] == round(100 * r["impressionFraction"])
                           for r in item[field])

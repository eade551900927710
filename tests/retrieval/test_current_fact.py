# ruff: noqa: RUF001
"""What holds now comes with what no longer does: recall brings, ahead of a memory that is not
valid, the memory that replaced it, and the prompt lists the old one apart, under a heading
that says it is no longer true (issue 26). Fresh sentences, in no dataset."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import pytest
from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.core.prompt import HEADER, HISTORY, PromptItem, render, words_in
from ebbing.models import Lifecycle, Memory, Status
from ebbing.retrieval.current import current_of, with_current
from ebbing.retrieval.search import Hit

T = datetime(2026, 11, 20, 9, tzinfo=UTC)
runner = CliRunner()


def memory(mid: str, status: Status = Status.VALID, link: str | None = None,
           lifecycle: Lifecycle = Lifecycle.ACTIVE) -> Memory:
    return Memory(id=mid, content=f"text of {mid}", created_at=T, updated_at=T, occurred_at=T,
                  last_used=T, status=status, linked_new_memory_id=link, lifecycle=lifecycle)


def test_the_current_fact_is_the_first_valid_memory_on_the_chain() -> None:
    store = {m.id: m for m in [
        memory("porto", Status.OUTDATED, "valencia"), memory("valencia", Status.OUTDATED, "lyon"),
        memory("lyon"), memory("rumour", Status.SUSPECTED_OUTDATED, "hedge"), memory("hedge"),
        memory("loop-a", Status.OUTDATED, "loop-b"), memory("loop-b", Status.OUTDATED, "loop-a"),
        memory("lost", Status.REPUDIATED, "nowhere"),
        memory("forgotten-by", Status.OUTDATED, "archived"),
        memory("archived", lifecycle=Lifecycle.ARCHIVED)]}
    assert current_of(store["porto"], store.get).id == "lyon"  # type: ignore[union-attr]
    assert current_of(store["porto"], store.get, hops=1) is None
    assert current_of(store["rumour"], store.get).id == "hedge"  # type: ignore[union-attr]
    assert current_of(store["lyon"], store.get) is None  # valid: nothing replaces it
    assert current_of(store["loop-a"], store.get) is None
    assert current_of(store["lost"], store.get) is None
    assert current_of(store["forgotten-by"], store.get) is None


def test_the_current_fact_goes_ahead_of_the_old_one_once() -> None:
    store = {m.id: m for m in [memory("porto", Status.OUTDATED, "valencia"), memory("valencia"),
                               memory("dog"), memory("tapas", Status.OUTDATED, "vegan"),
                               memory("vegan"), memory("meat", Status.OUTDATED, "vegan")]}
    hits = [Hit(store[i], 1.0 - n / 10, 0.5, 1.0) for n, i in
            enumerate(["porto", "dog", "valencia", "tapas", "meat"])]
    out, current = with_current(hits, store.get, lambda m: 0.25)
    assert [h.memory.id for h in out] == ["valencia", "porto", "dog", "vegan", "tapas", "meat"]
    assert current == {"porto": "valencia", "tapas": "vegan", "meat": "vegan"}
    assert out[0] is hits[2]  # moved up, as it was ranked
    assert out[3].why == {"replaces": "tapas", "decay": 0.25}  # brought in: not a use
    unchanged = [Hit(store["dog"], 1.0, 1.0, 1.0)]
    assert with_current(unchanged, store.get, lambda m: 0.0) == (unchanged, {})


def test_the_prompt_lists_what_holds_now_first_and_the_old_apart() -> None:
    items = [
        PromptItem("2026-03-02", None, "I drive a red Fiat", "repudiated", id="fiat",
                   current="vespa", changes=["2026-11-01 valid -> repudiated: I never did"]),
        PromptItem("2026-11-01", None, "I never had a car; I ride a Vespa", "valid", id="vespa"),
        PromptItem("2026-05-05", "Ines", "Jonas is engaged to Clara", "suspected_outdated",
                   id="clara", current="maybe"),
        PromptItem("2026-11-03", "Ines", "Jonas may have called the wedding off", "valid",
                   id="maybe"),
        PromptItem("2026-01-09", None, "I swim at the Lido pool", "outdated", id="lido",
                   replaced_by="01ARCHIVED"),
    ]
    lines = render(items).splitlines()
    assert lines == [
        HEADER,
        "- [2026-05-05] (suspected outdated; may no longer hold) Ines: Jonas is engaged to Clara",
        "    newer, not confirmed: [2026-11-03] Ines: Jonas may have called the wedding off",
        "- [2026-11-01] I never had a car; I ride a Vespa",
        "- [2026-11-03] Ines: Jonas may have called the wedding off",
        HISTORY,
        "- [2026-01-09] (outdated; no longer holds) I swim at the Lido pool",
        "    replaced by memory 01ARCHIVED",  # what replaced it is not shown: its id
        "- [2026-03-02] (repudiated; never true) I drive a red Fiat",
        "    true now instead: [2026-11-01] I never had a car; I ride a Vespa",
        "    change: 2026-11-01 valid -> repudiated: I never did",
    ]
    zh = render(items, language="zh").splitlines()
    assert zh[5] == words_in("zh")["history"]
    assert zh[9] == "    现在成立的是：[2026-11-01] I never had a car; I ride a Vespa"


def recall(question: str, **env: str) -> dict[str, Any]:
    result = runner.invoke(app, ["recall", question, "--json", "--detailed", "--no-touch",
                                 "--now", "2026-11-26T09:00:00Z"],
                           env={"EBBING_DAEMON": "false", **env})
    assert result.exit_code == 0, result.output
    found: dict[str, Any] = json.loads(result.stdout)
    return found


def remember(text: str, day: str) -> str:
    result = runner.invoke(app, ["remember", text, "--json", "--now", f"{day}T09:00:00Z",
                                 "--occurred-at", f"{day}T09:00:00Z"])
    assert result.exit_code == 0, result.output
    return str(json.loads(result.stdout)["id"])


@pytest.mark.model
def test_a_person_asking_after_an_update_reads_what_is_true_now() -> None:
    """Through the CLI with the default offline settings: the judge outdates the old memory,
    and recall shows the new one first and the old one as history."""
    remember("My girlfriend is Rosa", "2026-08-01")
    vinyl = remember("Rosa collects vinyl records", "2026-08-02")
    remember("I live in Porto", "2026-08-03")
    remember("I eat meat almost every day", "2026-08-05")
    remember("小刚和小丽在谈恋爱", "2026-08-06")
    remember("Rosa and I split up last month", "2026-11-10")
    remember("We moved from Porto to Valencia in the spring", "2026-11-11")
    remember("I've gone vegan, no more meat for me", "2026-11-13")
    remember("小刚和小丽上个月分手了", "2026-11-14")
    for question, now, old in [
            ("who is my girlfriend?", "Rosa and I split up last month", "My girlfriend is Rosa"),
            ("where do I live?", "We moved from Porto to Valencia in the spring",
             "I live in Porto"),
            ("do I eat meat?", "I've gone vegan, no more meat for me",
             "I eat meat almost every day")]:
        data = recall(question)
        texts = [(m["memorySummaryText"], m["memoryStatus"]) for m in data["memorySummaryList"]]
        assert texts.index((now, "valid")) < texts.index((old, "outdated")), texts
        prompt = data["memoryPrompt"]
        current, history = prompt.split(HISTORY)
        assert now in current and old not in current
        assert f"(outdated; no longer holds) {old}" in history
        assert "true now instead: [" in history and now in history
    shown = runner.invoke(app, ["show", vinyl, "--json"])
    assert json.loads(shown.stdout)["status"] == "valid"  # the hobby is not touched
    zh = recall("小刚的女朋友是谁？", EBBING_LANGUAGE="zh-CN")["memoryPrompt"]
    current, history = zh.split(words_in("zh")["history"])
    assert "小刚和小丽上个月" in current and "小刚和小丽在谈恋爱" not in current
    assert "（已过时，不再成立） 小刚和小丽在谈恋爱" in history
    assert "现在成立的是：[2026-11-14] 小刚和小丽上个月" in history
    assert "有效 -> 已过时" in history  # the change log's statuses in the agent's language


def test_a_derived_memory_is_shown_without_its_citation_ids() -> None:
    from ebbing.retrieval.recall import prompt_item

    profile = Memory(id="01DREAM", content='What is known about Ines: "Ines rows on the '
                     'Thames" [01ROW]; "Ines moved to Oxford" [01OXF]', created_at=T,
                     updated_at=T, occurred_at=T, last_used=T, derived_from=["01ROW", "01OXF"])
    item = prompt_item(profile)
    assert item.text == 'What is known about Ines: "Ines rows on the Thames"; "Ines moved to ' \
                        'Oxford"'
    assert prompt_item(memory("plain")).text == "text of plain"

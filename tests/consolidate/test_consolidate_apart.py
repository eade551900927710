"""Consolidation never merges a memory with its contradiction, nor memories whose statuses
differ, and says why it left them apart (issue 26)."""

from __future__ import annotations

import json
from typing import Any

from typer.testing import CliRunner

from ebbing.cli.app import app

FAKE = {"EBBING_EMBEDDER": "fake", "EBBING_DAEMON": "false"}
NOW = "2026-11-26T10:00:00Z"


def cli(*args: str) -> Any:
    result = CliRunner().invoke(app, [*args, "--json"], env=FAKE)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def remember(text: str) -> str:
    return str(cli("remember", text, "--no-check", "--now", NOW)["id"])


def grouped(report: dict[str, Any]) -> list[set[str]]:
    return [set(c["memories"]) for c in [*report["merge"], *report["review"]]]


def test_a_memory_and_its_contradiction_are_never_offered_for_merge() -> None:
    veggie = remember("I have been vegetarian since 2020")
    not_veggie = remember("I'm not vegetarian anymore")
    munich = remember("I live in Munich")
    moved = remember("I no longer live in Munich")
    one = remember("Anna's birthday is on the 4th of June")
    two = remember("Anna's birthday is on the 4th of June")
    report = cli("consolidate", "--review-at", "0.4", "--now", NOW)
    for pair in ({veggie, not_veggie}, {munich, moved}):
        assert not any(pair <= group for group in grouped(report)), report
        [skipped] = [s for s in report["skipped"] if set(s["memories"]) == pair]
        assert skipped["reason"].startswith("in conflict") and skipped["judge"] == "offline"
        assert 0.4 <= skipped["similarity"] <= 1
    assert [set(c["memories"]) for c in report["merge"]] == [{one, two}]
    applied = cli("consolidate", "--apply", "--review-at", "0.4", "--now", NOW)
    assert [set(c["memories"]) for c in applied["merge"]] == [{one, two}]
    for memory_id in (veggie, not_veggie, munich, moved):
        assert cli("show", memory_id)["lifecycle"] == "active"


def test_memories_whose_statuses_differ_are_left_apart_and_the_report_says_so() -> None:
    old = remember("Max lives in Paris near the river")
    new = remember("Max lives in Paris near the river now")
    cli("supersede", old, "--by", new, "--reason", "checking", "--now", NOW)
    report = cli("consolidate", "--now", NOW)
    assert not any({old, new} <= group for group in grouped(report))
    [skipped] = [s for s in report["skipped"] if set(s["memories"]) == {old, new}]
    assert skipped["reason"] == "statuses differ (outdated, valid)"

"""Recall returns what is relevant, not ten: the relevance floor decides how many, and only
what it returns is reinforced (issue 26). With the packaged model, whose floor is calibrated."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.config import Settings
from ebbing.service import MemoryService

LIFE = [
    "My partner is Tom", "Tom loves jazz and plays the saxophone",
    "I work as a nurse at St. Mary's hospital", "My dog Biscuit is a golden retriever",
    "I have been vegetarian since 2020", "My sister Anna lives in Lisbon",
    "I grew up in Munich", "I run every Saturday morning in the park",
    "My mother's birthday is on March 14", "I am allergic to penicillin",
    "I drive an old blue Volvo", "My dentist is Dr. Keller", "I hate cilantro",
    "My best friend is Priya, we met at university", "Anna is a graphic designer",
]
T0 = datetime(2026, 11, 20, 10, tzinfo=UTC)
NOW = (T0 + timedelta(hours=3)).isoformat()


def recall(question: str, *extra: str) -> list[dict[str, Any]]:
    result = CliRunner().invoke(app, ["recall", question, "--json", "--detailed", "--now", NOW,
                                      *extra], env={"EBBING_DAEMON": "false"})
    assert result.exit_code == 0, result.output
    found: list[dict[str, Any]] = json.loads(result.stdout)["memorySummaryList"]
    return found


@pytest.mark.model
def test_recall_is_not_padded_with_what_barely_clears_the_floor(ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home))
    ids = {m.content: m.id for m in svc.remember_batch(
        [{"content": t, "now": T0 + timedelta(minutes=i)} for i, t in enumerate(LIFE)])}
    svc.close()
    texts = [m["memorySummaryText"] for m in recall("who is my partner?")]
    assert texts[0] == "My partner is Tom"
    assert "My dog Biscuit is a golden retriever" not in texts and len(texts) <= 3
    sister = [m["memorySummaryText"] for m in recall("where does my sister live?")]
    assert sister[0] == "My sister Anna lives in Lisbon" and len(sister) <= 3
    svc = MemoryService(Settings(home=ebbing_home))
    assert svc.get(ids["My partner is Tom"]).use_count == 1  # what it returned: a use
    assert svc.get(ids["My dog Biscuit is a golden retriever"]).use_count == 0
    assert svc.get(ids["I hate cilantro"]).use_count == 0

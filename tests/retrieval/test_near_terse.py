"""`near_terse` (retrieval/whentold.py `near_weight`): the day told beside the event counts in
a chat of short turns, not among long turns that each tell their own story. Fresh
sentences, in no dataset, with the fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.retrieval import search, whentold
from ebbing.service import MemoryService

SAID = datetime(2025, 9, 3, 20, 0, tzinfo=UTC)
SHORT = ["the van passed its mot", "no way", "tuesday. first try", "nice one", "cheers"]
LONG = ["The van finally passed its MOT after the garage replaced both rear brake pipes.",
        "That is brilliant news, I know how worried you were about the cost of it all.",
        "It went in on Tuesday morning and they rang before lunch to say it was done.",
        "We should drive it up to the lakes next month and camp by the water for a week.",
        "Only if you promise to fix the radio first, the silence on long drives is awful."]


def engine_of(home: Path, turns: list[str]) -> MemoryService:
    svc = MemoryService(Settings(home=home, embedder="fake"))
    for i, text in enumerate(turns):
        svc.remember(text, character="Nia" if i % 2 == 0 else "Raf", context_id="talk",
                     now=SAID, occurred_at=SAID + timedelta(minutes=i))
    svc.engine.sync()
    return svc


@pytest.mark.parametrize(("turns", "expected"), [(SHORT, 0.1 + 0.6), (LONG, 0.1)])
def test_near_weight_follows_the_share_of_short_turns(ebbing_home: Path, turns: list[str],
                                                      expected: float) -> None:
    svc = engine_of(ebbing_home, turns)
    rows = np.arange(len(turns), dtype=np.int64)
    params = replace(search.PARAMS, when_near=0.1, near_terse=0.6)
    assert whentold.near_weight(svc.engine, rows, params) == pytest.approx(expected)
    off = replace(params, near_terse=0.0)
    assert whentold.near_weight(svc.engine, rows, off) == pytest.approx(0.1)

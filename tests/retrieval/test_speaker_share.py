"""The speaker boost only for the named person's turns that match what is asked
(`RankParams.speaker_share`): fresh sentences, in no dataset, with the fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.retrieval import search
from ebbing.service import MemoryService

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


def test_only_the_named_persons_matching_turns_are_lifted(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """"What did Ana bake for the fair stall?": Ana's turn about the stall matches; her turns
    about her cousin's bread match less. With a share of 0.8 only the first keeps the boost;
    Ben's pie, said by someone else, never had it."""
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    turns = [("ana", "The bake sale at the fair stall was so crowded."),
             ("ben", "Guess what, I baked a rhubarb pie for it.")]
    for i in range(5):
        turns += [("ana", f"My cousin baked bread for the fair, batch {i}."),
                  ("ben", f"Sounds tasty, round {i}.")]
    for i, (speaker, text) in enumerate(turns):
        svc.remember(text, character=speaker, context_id=f"talk {i // 2}", now=NOW,
                     occurred_at=datetime(2025, 1, 4, 9, 0, tzinfo=UTC) + timedelta(days=i // 2))

    def lifted() -> dict[str, bool]:
        hits = svc.search("What did Ana bake for the fair stall?", now=NOW, top=12)
        return {h.memory.content: bool(h.why.get("character")) for h in hits}

    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, speaker_share=0.0))
    every = lifted()
    assert every["The bake sale at the fair stall was so crowded."]
    assert every["My cousin baked bread for the fair, batch 0."]
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, speaker_share=0.8))
    matching = lifted()
    assert matching["The bake sale at the fair stall was so crowded."]
    assert not matching["My cousin baked bread for the fair, batch 0."]
    assert not matching["Guess what, I baked a rhubarb pie for it."]

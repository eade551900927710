"""A question that names the wrong person (`RankParams.misnamed`, retrieval/misnamed.py): when
the named person's turns, read without the name, hold what is asked far less than another
speaker's, the name stops counting. Fresh sentences, in no dataset, with the fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.retrieval import search
from ebbing.retrieval.misnamed import elsewhere
from ebbing.service import MemoryService

NOW = datetime(2025, 6, 1, 12, 0, tzinfo=UTC)
LAMP = "Got a dented brass lamp at the flea this morning, six euros."


def _talk(home: Path) -> MemoryService:
    """Ana bought the lamp; Sam never spoke of buying anything."""
    svc = MemoryService(Settings(home=home, embedder="fake"))
    turns = [("Ana", LAMP), ("Sam", "Ha! Love it.")]
    for ask, reply in [("How was the ferry crossing?", "Choppy, I was seasick."),
                       ("Did the plumber come?", "Yes, I paid him."),
                       ("Are you still knitting?", "Yes, a scarf."),
                       ("Off to the market later?", "Maybe, if it stops raining.")]:
        turns += [("Ana", ask), ("Sam", reply)]
    for i, (speaker, text) in enumerate(turns):
        svc.remember(text, character=speaker, context_id=f"talk {i // 4}", now=NOW,
                     occurred_at=datetime(2025, 5, 4, 9, 0, tzinfo=UTC) + timedelta(days=i // 4))
    return svc


def _first(svc: MemoryService, question: str) -> str:
    return svc.search(question, now=NOW, top=5)[0].memory.content


def test_the_wrong_name_no_longer_lifts_its_unrelated_turns(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """"What did Sam buy at the flea market?": Sam's reply about the rain, lifted by his name,
    came first; read without the name, Ana's lamp holds it far better and comes first."""
    svc = _talk(ebbing_home)
    question = "What did Sam buy at the flea market?"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, misnamed=0.0))
    assert _first(svc, question) != LAMP
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, misnamed=0.8))
    assert _first(svc, question) == LAMP
    assert all("character" not in h.why for h in svc.search(question, now=NOW, top=5))


def test_the_right_name_keeps_its_weight(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """"What did Ana buy at the flea market?": her own turn holds it; nothing changes."""
    svc = _talk(ebbing_home)
    question = "What did Ana buy at the flea market?"

    def ranked() -> list[tuple[str, bool]]:
        return [(h.memory.content, bool(h.why.get("character")))
                for h in svc.search(question, now=NOW, top=6)]

    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, misnamed=0.0))
    before = ranked()
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, misnamed=0.8))
    assert ranked() == before
    assert before[0] == (LAMP, True)


def test_elsewhere_compares_the_named_persons_best_with_anothers() -> None:
    relevance = np.array([0.9, 0.5, 0.3, 0.2])
    speakers = np.array([1, 2, 2, -1])
    said = speakers == 2
    assert elsewhere(relevance, said, speakers, 0.8)  # 0.5 < 0.8 * 0.9
    assert not elsewhere(relevance, said, speakers, 0.5)  # 0.5 >= 0.45: theirs hold it too
    assert not elsewhere(relevance, said, speakers, 0.0)  # off
    assert not elsewhere(relevance, speakers >= 1, speakers, 0.8)  # both speakers named
    assert elsewhere(relevance, np.zeros(4, dtype=bool), speakers, 0.8)  # never said a thing

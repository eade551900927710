"""An inference about someone rests on what they said of themselves (core/inference.py,
retrieval/lists.py `for_lists`, `RankParams.infer_character`). Fresh sentences, in no
dataset, with the fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.retrieval import search
from ebbing.service import MemoryService

NOW = datetime(2025, 10, 1, 12, 0, tzinfo=UTC)
HERS = "sailing makes me seasick, never again"
HIS = "i would enjoy another week of sailing, we loved our week round the islands"


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    talk = [("Bodo", HIS), ("Ines", "jealous"), ("Bodo", "the harbour bakery was shut all week"),
            ("Ines", HERS)]
    talk += [("Bodo", f"The tram to the market was late again on day {i}.") for i in range(10)]
    for i, (speaker, text) in enumerate(talk):
        service.remember(text, character=speaker, context_id="talk" if i < 4 else f"t{i}",
                         now=NOW, occurred_at=datetime(2025, 8, 1, tzinfo=UTC)
                         + timedelta(minutes=i))
    return service


def first(svc: MemoryService, question: str) -> str:
    return svc.search(question, now=NOW, top=5)[0].memory.content


def ranked(svc: MemoryService, question: str) -> list[tuple[str, float]]:
    return [(h.memory.content, round(h.score, 9)) for h in svc.search(question, now=NOW, top=5)]


def test_the_person_asked_about_comes_first(svc: MemoryService,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    question = "Would Ines enjoy a week of sailing?"
    told = "What did Ines say about a week of sailing?"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, infer_character=-1.0))
    assert first(svc, question) == HIS  # the usual speaker boost: his words match more
    before = ranked(svc, told)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, infer_character=0.6))
    assert first(svc, question) == HERS  # what she said of herself answers it
    assert ranked(svc, told) == before  # a question asking what was told: the usual boost

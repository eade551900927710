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
    monkeypatch.setattr(search, "PARAMS",
                        replace(search.PARAMS, infer_character=-1.0, misnamed=0.0))
    assert first(svc, question) == HIS  # the usual speaker boost: his words match more
    before = ranked(svc, told)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, infer_character=0.6, misnamed=0.0))
    assert first(svc, question) == HERS  # what she said of herself answers it
    assert ranked(svc, told) == before  # a question asking what was told: the usual boost


@pytest.mark.parametrize(("question", "spread_out"), [
    ("Is Tamar the sort to keep a promise?", True),  # a judgement on what she told
    ("Would Oisin enjoy a winter on a trawler?", True),  # an inference
    ("Does Oisin like working nights at the depot?", True),
    ("What did Oisin buy at the depot?", False),  # what was told: a talk's matches count
    ("When would Oisin be free for the ferry?", False),  # a time, not a judgement
    ("How much did Tamar pay for the van?", False),  # an amount
])
def test_an_inference_or_judgement_gains_nothing_from_a_talk_holding_several_matches(
        question: str, spread_out: bool) -> None:
    from ebbing.core.rankparams import RankParams
    from ebbing.retrieval.lists import for_lists

    params = RankParams(infer_gather=0.0, infer_forms=2, gather=0.3)
    assert (for_lists(params, question).gather == 0.0) is spread_out
    off = replace(params, infer_gather=-1.0)
    assert for_lists(off, question).gather == 0.3  # below 0: the usual
    assert for_lists(replace(params, infer_forms=1), question).gather == (
        0.0 if "Would" in question else 0.3)  # forms 1: only "would", "might", "likely"

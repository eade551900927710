"""The question asked again toward what its best hits are about (retrieval/echo.py, pseudo-
relevance feedback; `RankParams.echo`). Fresh sentences (in no dataset), with the
deterministic fake embedder (hashed words: a turn is near the hits it shares words with)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.retrieval import search
from ebbing.retrieval.echo import moved, vectors_of
from ebbing.service import MemoryService

NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)


def test_moved_goes_toward_the_mean_and_stays_unit() -> None:
    q = np.array([1.0, 0.0, 0.0], dtype=np.float32)
    fed = np.array([[0.0, 1.0, 0.0], [0.0, 0.6, 0.8]], dtype=np.float32)
    out = moved(q, fed, 1.0)
    assert abs(float(np.linalg.norm(out)) - 1.0) < 1e-6
    assert out[1] > 0.5 and out[0] > 0.5  # between the question and its hits
    assert float(out @ fed.mean(axis=0)) > float(q @ fed.mean(axis=0))
    assert np.array_equal(moved(q, fed, 0.0), q)  # no weight: the question itself
    assert np.array_equal(moved(q, np.zeros((0, 3), dtype=np.float32), 1.0), q)
    assert np.array_equal(moved(q, -q[None, :], 1.0), q)  # the sum vanishes: left as it was


def talk(service: MemoryService, turns: list[tuple[str, str]], start: datetime) -> None:
    for i, (speaker, text) in enumerate(turns):
        service.remember(text, character=speaker, occurred_at=start + timedelta(minutes=i),
                         context_id=f"talk {start.isoformat()}", now=NOW)


def test_vectors_of_reads_the_rows_it_holds(ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    talk(svc, [("odile", "The quinces on the south wall ripened early.")],
         datetime(2024, 3, 2, 9, 0, tzinfo=UTC))
    engine = svc.engine
    engine.sync()
    got = vectors_of(engine.vectors, np.array([0], dtype=np.int64))
    assert got.shape == (1, engine.vectors.dim)
    assert abs(float(np.linalg.norm(got[0])) - 1.0) < 1e-5


def test_a_kind_asked_finds_the_members_its_best_hit_is_near(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Asked what Odile has sketched, her turn that says "sketched" comes first either way;
    her other turn about the same pier and gulls, which never says "sketch", comes into the
    first three only when the question is asked again toward that first hit, past other
    people's turns that share the question's word but not what it is about."""
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    start = datetime(2024, 2, 5, 10, 0, tzinfo=UTC)
    talk(svc, [("odile", "I sketched the old pier with the gulls and the fishing boats."),
               ("bram", "Lovely.")], start)
    talk(svc, [("bram", "Sketched plans for the shed are on the table."), ("tess", "Fine.")],
         start + timedelta(days=9))
    talk(svc, [("bram", "Tess sketched a logo for the bakery."), ("tess", "Thanks.")],
         start + timedelta(days=18))
    talk(svc, [("bram", "How was the weekend?"),
               ("odile", "Charcoal this time: the pier at low tide, gulls and fishing boats.")],
         start + timedelta(days=30))
    talk(svc, [("odile", "The dentist moved my appointment to Thursday."),
               ("bram", "Annoying.")], start + timedelta(days=40))
    member = "Charcoal this time: the pier at low tide, gulls and fishing boats."

    def found() -> list[str]:
        return [h.memory.content for h in svc.search("What has Odile sketched?", now=NOW,
                                                     top=3)]

    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, echo=0))
    plain = found()
    assert plain[0].startswith("I sketched the old pier")
    assert member not in plain
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, echo=1, echo_weight=1.0))
    echoed = found()
    assert echoed[0].startswith("I sketched the old pier")
    assert member in echoed

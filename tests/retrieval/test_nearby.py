"""Coverage read from the turns around a memory rather than its whole talk
(retrieval/nearby.py). Fresh sentences, in no dataset, with the fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.core.rankparams import RankParams
from ebbing.retrieval import search
from ebbing.retrieval.nearby import blend, covered, gated, nearby_coverage
from ebbing.service import MemoryService

NOW = datetime(2025, 11, 3, 9, 0, tzinfo=UTC)


def test_a_word_counts_only_for_the_turns_near_it_in_its_own_talk() -> None:
    episode = np.array([0] * 8 + [1] * 4, dtype=np.int64)  # rows 0-7 one talk, 8-11 another
    choir = (np.array([1]), 2.0)  # said once, at row 1
    rows = np.arange(12, dtype=np.int64)
    near = nearby_coverage([choir], episode, rows, 3)
    assert near[:5].tolist() == [1.0] * 5  # rows 0-4 lie within 3 of row 1
    assert near[5:].tolist() == [0.0] * 7  # farther in its talk, or in the other talk
    # the talk's other word, said at both ends, and a row just past the talk's end
    bike = (np.array([6, 8]), 1.0)
    near = nearby_coverage([choir, bike], episode, rows, 1)
    c1, c2 = 2.0 * 1 / 1.5, 1.0 * 1 / 1.5
    assert near[[0, 1, 2]] == pytest.approx([1.0, 1.0, 1.0])  # choir alone, the best
    assert near[[5, 6, 7]] == pytest.approx([c2 / c1] * 3)  # bike, not the next talk's
    assert near[8] == pytest.approx(c2 / c1)  # its own row, not row 7 of the talk before
    assert near[[3, 4, 10, 11]].tolist() == [0.0] * 4


def test_a_memory_in_no_talk_is_its_own_window() -> None:
    episode = np.array([-1, -1, -1], dtype=np.int64)
    near = nearby_coverage([(np.array([0]), 1.0)], episode, np.arange(3, dtype=np.int64), 2)
    assert near.tolist() == [1.0, 0.0, 0.0]


def test_nothing_held_and_nothing_asked_give_zeros() -> None:
    episode = np.zeros(4, dtype=np.int64)
    rows = np.arange(4, dtype=np.int64)
    assert nearby_coverage([], episode, rows, 2).tolist() == [0.0] * 4
    assert nearby_coverage([(np.array([], dtype=np.int64), 1.0)], episode, rows, 2).tolist() \
        == [0.0] * 4
    assert len(nearby_coverage([(np.array([0]), 1.0)], episode, rows[:0], 2)) == 0


def test_blend_mixes_the_talk_and_the_turns_near() -> None:
    talk, near = np.array([1.0, 1.0]), np.array([1.0, 0.0])
    assert blend(talk, near, 0.25).tolist() == [1.0, 0.75]
    assert blend(talk, near, 3.0).tolist() == [1.0, 0.0]  # at most all of it


def engine_with(counts: list[int]) -> Any:
    own = np.array(counts, dtype=np.int64)
    return SimpleNamespace(events=SimpleNamespace(own_terms=lambda rows: own[rows]))


def test_the_share_follows_how_much_the_candidates_read_as_a_chat() -> None:
    params = replace(RankParams(), near_cover=0.8, terse_from=0.2, terse_full=0.4)
    rows = np.arange(10)
    assert gated(engine_with([2] * 6 + [99] * 4), rows, params).near_cover == pytest.approx(0.8)
    assert gated(engine_with([2, 3, 1] + [99] * 7), rows, params).near_cover \
        == pytest.approx(0.4)
    assert gated(engine_with([99] * 10), rows, params).near_cover == 0.0  # written accounts
    ungated = replace(params, near_chat=0)
    assert gated(engine_with([99] * 10), rows, ungated) is ungated
    off = replace(params, near_cover=0.0)
    assert gated(engine_with([2] * 10), rows, off) is off
    coverage = np.array([0.5])
    assert covered([], np.zeros(1, dtype=np.int64), np.arange(1), coverage, off) is coverage


# One evening's catch-up: the choir concert named once at its start, then a long stretch
# about a bike; the next week's talk is about the concert.
FIRST = [("Tamsin", "choir concert is on saturday, wish me luck"), ("Oskar", "you'll smash it"),
         ("Oskar", "unrelated but my bike got nicked"), ("Tamsin", "NO"),
         ("Oskar", "outside the library, lock cut clean through"), ("Tamsin", "the d lock??"),
         ("Oskar", "yep. police gave me a crime number and a shrug"),
         ("Tamsin", "insurance?"), ("Oskar", "excess is 250 so barely worth it"),
         ("Tamsin", "borrow mine till then"), ("Oskar", "legend")]
SECOND = [("Oskar", "so how did it go"), ("Tamsin", "packed hall, my mum cried"),
          ("Tamsin", "the choir did the fauré and i only came in early once")]


def test_a_turn_far_from_the_word_in_its_talk_no_longer_gains_from_it(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    for n, talk in enumerate((FIRST, SECOND)):
        for i, (speaker, text) in enumerate(talk):
            svc.remember(text, character=speaker, context_id=f"talk {n}", now=NOW,
                         occurred_at=datetime(2025, 10, 4 + 7 * n, tzinfo=UTC)
                         + timedelta(minutes=i))

    def scores() -> dict[str, float]:
        hits = svc.search("how did the choir concert go?", now=NOW, top=20)
        return {h.memory.content: h.score for h in hits}

    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, near_cover=0.0))
    before = scores()
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, near_cover=1.0, near_chat=0))
    after = scores()
    far = "excess is 250 so barely worth it"  # the bike, eight turns after the concert
    near = "you'll smash it"  # the reply to the concert's news
    assert after[far] < before[far] - 0.01
    assert after[near] == pytest.approx(before[near], abs=0.02)
    told = "the choir did the fauré and i only came in early once"
    assert after[told] >= before[told] - 0.02

from __future__ import annotations

import numpy as np
import pytest

from ebbing.core.prompt import HEADER, PromptItem, render
from ebbing.core.ranking import RankParams, fuse, prior


def test_fusion_rewards_agreement_and_is_normalised() -> None:
    params = RankParams(rrf_k=60, semantic_weight=1.0)
    rows, rel = fuse(np.array([3, 1, 2]), np.array([3, 2, 9]), params)
    got = dict(zip(rows.tolist(), rel.tolist(), strict=True))
    assert got[3] == pytest.approx(1.0)  # first in both lists
    assert got[2] == pytest.approx((1 / 63 + 1 / 62) / (2 / 61))
    assert got[1] == pytest.approx((1 / 62) / (2 / 61))
    assert got[2] > got[1] and got[2] > got[9]


def test_fusion_of_nothing_is_empty() -> None:
    rows, rel = fuse(np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64), RankParams())
    assert len(rows) == 0 and len(rel) == 0


def test_prior_is_bounded_so_decay_never_hides_a_strong_match() -> None:
    params = RankParams()
    fresh = prior(np.array([2.0]), np.array([0], dtype=np.int8), None, None, params)[0]
    faded = prior(np.array([0.0]), np.array([0], dtype=np.int8), None, None, params)[0]
    assert faded < fresh and fresh / faded < 1.06
    # a clearly better match (relevance 1.0 vs 0.8) stays ahead however faded it is
    assert 1.0 * faded > 0.8 * fresh


def test_prior_marks_status_time_and_speaker() -> None:
    params = RankParams()
    codes = np.array([0, 2], dtype=np.int8)
    base = prior(np.zeros(2), codes, None, None, params)
    assert base[1] < base[0]  # an outdated memory ranks below an equally relevant valid one
    timed = prior(np.zeros(2), np.zeros(2, dtype=np.int8), np.array([1.0, 0.0]), None, params)
    assert timed[0] == pytest.approx(timed[1] * 1.35)
    spoken = prior(np.zeros(2), np.zeros(2, dtype=np.int8), None, np.array([True, False]),
                   params)
    assert spoken[0] > spoken[1]


def test_prompt_is_dated_attributed_and_never_states_outdated_as_current() -> None:
    text = render([
        PromptItem("2024-05-02", "Max", "I live in Berlin now", "valid"),
        PromptItem("2023-01-10", "Max", "I live in Paris", "outdated",
                   changes=["2024-05-02 valid -> outdated: moved to Berlin"],
                   replaced_by="01NEW"),
    ])
    lines = text.splitlines()
    assert lines[0] == HEADER
    assert lines[1] == "- [2023-01-10] (outdated; may no longer hold) Max: I live in Paris"
    assert lines[2] == "    change: 2024-05-02 valid -> outdated: moved to Berlin"
    assert lines[3] == "    replaced by memory 01NEW"
    assert lines[4] == "- [2024-05-02] Max: I live in Berlin now"
    assert render([]) == ""


def test_review_interleaving_takes_at_most_its_share_of_relevant_fading_memories() -> None:
    from ebbing.core.ranking import interleave_review

    order = np.arange(10)
    relevance = np.array([1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6, 0.3])
    due = np.zeros(10, dtype=bool)
    due[[5, 6, 9]] = True  # 9 is too weak to be worth reviewing here
    picked = interleave_review(order, relevance, due, top=4, share=0.5)
    assert picked == [(0, False), (5, True), (1, False), (6, True)]
    assert interleave_review(order, relevance, due, top=4, share=0.0) == [
        (0, False), (1, False), (2, False), (3, False)]
    none_due = np.zeros(10, dtype=bool)
    assert [i for i, _ in interleave_review(order, relevance, none_due, 3, 0.3)] == [0, 1, 2]

"""bench/conflicts.py scores judges exactly: per outcome and conflict vs no conflict."""

from __future__ import annotations

from conflicts import score


def test_scores_per_outcome_and_binary() -> None:
    pairs = [("outdated", "outdated"), ("outdated", "none"), ("repudiated", "outdated"),
             ("none", "none"), ("none", "suspected_outdated"),
             ("suspected_outdated", "suspected_outdated")]
    result = score(pairs)
    assert result["pairs"] == 6 and result["accuracy"] == 0.5
    assert result["binary"] == {"precision": 0.75, "recall": 0.75, "tp": 3, "fp": 1, "fn": 1,
                                "tn": 1}
    per = result["per_outcome"]
    assert per["outdated"] == {"precision": 0.5, "recall": 0.5, "support": 2, "predicted": 2}
    assert per["repudiated"] == {"precision": None, "recall": 0.0, "support": 1,
                                 "predicted": 0}
    assert per["none"]["precision"] == 0.5 and per["none"]["recall"] == 0.5

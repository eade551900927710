"""bench/conflicts_learned.py's scoring and features: precision and recall of conflict vs none
counted by hand, and a pair's features built from both sides."""

from __future__ import annotations

import numpy as np

from conflicts_learned import features, scored


def test_scored_counts_conflicts_against_none() -> None:
    expected = [True, True, True, False, False]
    got = [True, False, True, True, False]
    assert scored(expected, got) == {"precision": 0.667, "recall": 0.667}
    assert scored([False, False], [False, False]) == {"precision": None, "recall": None}


def test_features_read_both_statements_and_their_cosine() -> None:
    u = np.array([0.6, 0.8], dtype=np.float32)
    v = np.array([1.0, 0.0], dtype=np.float32)
    f = features(u, v)
    assert f.shape == (7,)
    assert np.allclose(f[:2], u * v) and np.allclose(f[2:4], np.abs(u - v))
    assert np.allclose(f[4:6], v) and abs(f[6] - 0.6) < 1e-6
    assert not np.allclose(features(v, u), f)  # which statement came later matters

"""MemNetAI's heat limit: a sliding window per key, driven here by a fake clock."""

from __future__ import annotations

from ebbing.core.heat import HEATS, HeatLimiter, HeatWindow


def test_a_call_is_refused_when_the_window_plus_its_heat_would_exceed_the_limit() -> None:
    window = HeatWindow(window_s=60, max_weight=100)
    assert window.take(HEATS["memory"], now=0).allowed  # 38
    assert window.take(HEATS["memory"], now=10).allowed  # 76
    refused = window.take(HEATS["memory"], now=20)  # 114 > 100
    assert not refused.allowed and refused.heat == 0 and refused.spent == 76
    assert refused.retry_after_s == 40  # the call at 0 leaves the window at 60
    assert window.take(HEATS["recall"], now=20).allowed  # 82: a cheaper call still fits
    assert window.take(HEATS["memory"], now=60).allowed  # the first call has left: 82
    assert window.spent(now=200) == 0


def test_a_call_heavier_than_the_limit_never_passes() -> None:
    window = HeatWindow(window_s=10, max_weight=40)
    refused = window.take(HEATS["common_sense"], now=0)
    assert not refused.allowed and refused.retry_after_s == 10


def test_keys_have_their_own_windows_and_zero_means_no_limit() -> None:
    limiter = HeatLimiter(window_s=60, max_weight=50)
    assert limiter.take("token:thinking", HEATS["thinking"], 0).allowed
    assert not limiter.take("token:thinking", HEATS["thinking"], 1).allowed
    assert limiter.take("token:recall", HEATS["recall"], 1).allowed  # another API
    assert limiter.take("other:thinking", HEATS["thinking"], 1).allowed  # another token
    off = HeatLimiter(window_s=60, max_weight=0)
    assert all(off.take("k", 50, t).allowed for t in range(100))

"""Faults the store must survive: a full disk, a read-only home, a writer that died, garbage.

A full disk is injected (an OSError with ENOSPC at the write or fsync call) everywhere; where
the platform lets the test mount a small tmpfs (root on Linux) the same is also done for real
(fault_support.small_fs), and skipped with the reason elsewhere.
"""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def fake_embedder(monkeypatch: pytest.MonkeyPatch) -> None:
    """Faults are about the store: the deterministic embedder keeps the model out."""
    monkeypatch.setenv("EBBING_EMBEDDER", "fake")

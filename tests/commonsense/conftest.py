"""Common-sense tests use the deterministic fake embedder."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def fake_embedder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EBBING_EMBEDDER", "fake")

"""Fixtures of the embedding tests; the `model` marker is for tests that load a real model."""

from __future__ import annotations

import pytest
from embed_support import CountingEmbedder


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "model: loads the packaged sentence-transformers model (deselect with "
        "-m 'not model')")


@pytest.fixture
def counting() -> CountingEmbedder:
    return CountingEmbedder()

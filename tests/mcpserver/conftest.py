"""The MCP tests use the fake embedder unless a test asks for the real model."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def fake_embedder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EBBING_EMBEDDER", "fake")
    for name in ("EBBING_DAEMON", "EBBING_RECALL_TOUCH", "EBBING_MCP_TOKEN", "EBBING_MCP_PORT"):
        monkeypatch.delenv(name, raising=False)

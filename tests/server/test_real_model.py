"""With the packaged all-MiniLM-L6-v2: the daemon loads it once and answers as the CLI does."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from server_support import ThreadDaemon, cli, requests_served

from ebbing.config import load_settings
from ebbing.server.state import DaemonState

NOW = "2024-06-01T12:00:00"


@pytest.fixture
def real_daemon(seeded: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[DaemonState]:
    monkeypatch.setenv("EBBING_EMBEDDER", "minilm")
    daemon = ThreadDaemon(load_settings())
    yield daemon.start()
    daemon.stop()


@pytest.mark.model
def test_real_model_answers_are_identical_through_the_daemon(real_daemon: DaemonState) -> None:
    status = cli("serve", "status", "--json")[1]
    assert '"modelLoaded":true' in status and "all-MiniLM-L6-v2" in status
    for args in (["recall", "did Caroline get a pet?", "--json", "--detailed", "--no-touch"],
                 ["search", "mountain trip", "--top", "3"]):
        before = requests_served(real_daemon)
        warm = cli(*args, "--now", NOW)
        assert requests_served(real_daemon) == before + 1
        assert warm == cli(*args, "--now", NOW, "--no-daemon")


@pytest.mark.model
def test_serve_status_names_the_runtime_that_runs(real_daemon: DaemonState) -> None:
    code, out, _ = cli("serve", "status")
    assert code == 0
    assert "model all-MiniLM-L6-v2 on ONNX Runtime (loaded)" in out
    assert "sentence-transformers" not in out

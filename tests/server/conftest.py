"""Fixtures of the server tests: the fake embedder, and a daemon on a free port."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest
from server_support import ThreadDaemon, seed

from ebbing.cli.app import _StderrWarnings
from ebbing.config import load_settings
from ebbing.server.state import DaemonState


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "model: loads the packaged sentence-transformers model (deselect with "
        "-m 'not model')")


@pytest.fixture(autouse=True)
def fake_embedder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EBBING_EMBEDDER", "fake")
    for name in ("EBBING_DAEMON", "EBBING_DAEMON_TIMEOUT_S", "EBBING_RECALL_TOUCH"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture(autouse=True)
def warnings_on_stderr() -> Iterator[None]:
    """Warnings reach stderr as `ebbing` (cli.app.main) sends them there."""
    logger = logging.getLogger("ebbing")
    handler = _StderrWarnings(logging.WARNING)
    logger.addHandler(handler)
    propagate, logger.propagate = logger.propagate, False
    yield
    logger.removeHandler(handler)
    logger.propagate = propagate


@pytest.fixture
def seeded(ebbing_home: Path) -> Path:
    seed(ebbing_home)
    return ebbing_home


@pytest.fixture
def running(seeded: Path) -> Iterator[DaemonState]:
    """A daemon (in a thread of this process) serving the seeded home."""
    daemon = ThreadDaemon(load_settings())
    yield daemon.start()
    daemon.stop()

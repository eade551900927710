"""A store and a vault in tmp folders, and a clock that moves only when a test says so."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import ebbing
from ebbing.service import MemoryService


@pytest.fixture
def svc(tmp_path: Path) -> Iterator[MemoryService]:
    service = ebbing.open_store("test", "vault", home=tmp_path / "home")
    yield service
    service.close()


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    return tmp_path / "vault"

"""An agent with a small history, on the deterministic fake embedder."""

from __future__ import annotations

from pathlib import Path

import pytest
from thinking_support import make_service

from ebbing.service import MemoryService


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    return make_service(ebbing_home)

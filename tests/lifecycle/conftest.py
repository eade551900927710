from __future__ import annotations

from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.service import MemoryService


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    return MemoryService(Settings(home=ebbing_home))

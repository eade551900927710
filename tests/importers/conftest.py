"""Fixture files for the importer tests live in data/, one folder per format."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def data() -> Path:
    return Path(__file__).resolve().parent / "data"

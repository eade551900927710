"""Every test gets its own data root: no test can touch a real memory folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def ebbing_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    home = tmp_path / "ebbing-home"
    monkeypatch.setenv("EBBING_HOME", str(home))
    monkeypatch.setenv("EBBING_ENV_FILE", str(tmp_path / "no-such.env"))
    for name in ("EBBING_NAMESPACE", "EBBING_AGENT", "EBBING_HALF_LIFE_DAYS", "EBBING_DECAY_MODEL"):
        monkeypatch.delenv(name, raising=False)
    yield home

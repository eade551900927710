"""Every test gets its own data root: no test can touch a real memory folder.

Property tests (hypothesis) draw the same examples on every run, so the suite passes or fails
the same way on every machine and in CI; `pytest --hypothesis-profile=explore` draws new ones
(and more of them) to look for defects the fixed examples miss.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

settings.register_profile("repeatable", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False, max_examples=1000)
settings.load_profile("repeatable")


@pytest.fixture(autouse=True)
def ebbing_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    home = tmp_path / "ebbing-home"
    monkeypatch.setenv("EBBING_HOME", str(home))
    monkeypatch.setenv("EBBING_ENV_FILE", str(tmp_path / "no-such.env"))
    for name in ("EBBING_NAMESPACE", "EBBING_AGENT", "EBBING_HALF_LIFE_DAYS", "EBBING_DECAY_MODEL"):
        monkeypatch.delenv(name, raising=False)
    yield home

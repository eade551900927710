"""docs/server.md's Python examples, run as written with the SDK against a daemon whose home
is the default one (`~/.local/share/ebbing`, HOME pointed at a temporary folder)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from server_support import ThreadDaemon, seed

from ebbing.config import load_settings
from ebbing.server.state import DaemonState

DOC = Path(__file__).resolve().parents[2] / "docs" / "server.md"


@pytest.fixture
def default_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[DaemonState]:
    monkeypatch.setenv("HOME", str(tmp_path))
    home = tmp_path / ".local" / "share" / "ebbing"
    monkeypatch.setenv("EBBING_HOME", str(home))
    seed(home)
    daemon = ThreadDaemon(load_settings())
    yield daemon.start()
    daemon.stop()


def test_every_python_example_of_server_md_runs(default_home: DaemonState) -> None:
    blocks = re.findall(r"^```python\n(.*?)^```", DOC.read_text(), re.MULTILINE | re.DOTALL)
    assert len(blocks) >= 5 and "MemNetAIClient(" in blocks[0]
    scope: dict[str, object] = {}
    for number, body in enumerate(blocks):
        exec(compile(body, f"server.md python block {number}", "exec"), scope)
    assert scope["state"]["port"] == default_home.port  # type: ignore[index]

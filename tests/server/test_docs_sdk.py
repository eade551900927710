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


def test_every_curl_example_of_server_md_runs(default_home: DaemonState) -> None:
    """The shell blocks of docs/server.md, run as written with bash and curl (the token read
    from the state file as the doc says; only the port is the test daemon's): every answer is
    JSON with code "0". `$ID` is a task id, as the Python block beside it gets one."""
    import json
    import os
    import shutil
    import subprocess

    from memnetai import MemNetAIClient, Message

    assert shutil.which("curl"), "curl is needed (.ci/run installs it)"
    blocks = re.findall(r"^```bash\n(.*?)^```", DOC.read_text(), re.MULTILINE | re.DOTALL)
    setup = next(b for b in blocks if "TOKEN=" in b)
    calls = [b for b in blocks if b.lstrip().startswith("curl")]
    assert len(calls) >= 6
    sdk = MemNetAIClient(api_key=default_home.token, base_url=default_home.url)
    accepted = sdk.memories("小明", [Message("user", "I am allergic to peanuts")], async_mode=1)
    task_id = accepted["response_json"]["data"]["taskId"]
    env = os.environ | {"ID": task_id}
    for body in calls:
        script = setup + body.replace("127.0.0.1:7745", f"127.0.0.1:{default_home.port}")
        done = subprocess.run(["bash", "-c", script], env=env, capture_output=True, text=True,
                              timeout=120)
        assert done.returncode == 0, (body, done.stderr)
        text, answers = done.stdout.strip(), []
        while text:
            answer, end = json.JSONDecoder().raw_decode(text)
            answers.append(answer)
            text = text[end:].strip()
        assert len(answers) == body.count("curl "), (body, done.stdout)
        for answer in answers:
            assert answer.get("code") == "0", (body, answer)

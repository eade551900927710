"""Helpers of the server tests (a uniquely named module: pytest puts this folder on sys.path)."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.config import Settings
from ebbing.server import daemon, state
from ebbing.server.client import Unavailable, request

runner = CliRunner()


def cli(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), env=env)
    return result.exit_code, result.stdout, result.stderr


def wait_for(predicate: Any, seconds: float = 60.0, what: str = "a condition") -> Any:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")


class ThreadDaemon:
    """`daemon.run` in a thread of the test process, on a free port."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.paths = state.Paths.of(settings.home)
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        try:
            daemon.run(self.settings, 0)
        except BaseException as error:
            self.error = error

    def start(self) -> state.DaemonState:
        self.thread.start()

        def ready() -> state.DaemonState | None:
            if not self.thread.is_alive():
                raise AssertionError(f"the daemon died: {self.error!r}")
            found = state.read(self.paths)
            return found if found is not None and found.pid == os.getpid() else None

        self.state: state.DaemonState = wait_for(ready, what="the daemon's state file")
        return self.state

    def stop(self) -> None:
        if self.thread.is_alive():
            with contextlib.suppress(Unavailable):
                request(self.state, "POST", "/v1/shutdown")
            self.thread.join(30)
        assert not self.thread.is_alive(), "the daemon did not stop"


def requests_served(daemon_state: state.DaemonState) -> int:
    """How many search/recall requests the daemon has answered (from /v1/status)."""
    data = request(daemon_state, "GET", "/v1/status")
    return sum(agent["requests"] for agent in data["agents"])


def ebbing_process(*args: str, **kwargs: Any) -> subprocess.CompletedProcess[str]:
    """`python -m ebbing ARGS` in a child process, with this process's environment."""
    return subprocess.run([sys.executable, "-m", "ebbing", *args], capture_output=True,
                          text=True, timeout=120, **kwargs)


def python_process(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)


def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def seed(home: Path) -> None:
    """A few memories, as a user would add them."""
    for args in (
        ["Caroline is adopting a dog from the shelter", "-c", "caroline", "-e", "Caroline",
         "--occurred-at", "2023-05-08"],
        ["Caroline went hiking in the Alps", "-c", "caroline", "--occurred-at", "2023-09-02"],
        ["Ralph joined the team as the new designer", "-e", "Ralph", "-t", "work"],
        ["The quarterly tax report is due on Friday", "-t", "finance"],
        ["I prefer green tea over coffee", "-t", "preference"],
    ):
        code, _, err = cli("remember", *args, "--home", str(home))
        assert code == 0, err

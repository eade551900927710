"""Helpers of the web view's tests: a daemon in a thread, a headless Chromium from the system
(Debian's `chromium`, driven by Playwright's own driver: no browser download), logging in."""

from __future__ import annotations

import contextlib
import os
import shutil
import threading
import time
from pathlib import Path
from typing import Any

from ebbing.config import Settings
from ebbing.server import daemon, state
from ebbing.server.client import Unavailable, request

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
MARKUP = ('<script>window.pwned = 1</script><b id="bold">bold</b> & '
          '<img src=x onerror="window.pwned=2">')
DOCS = Path(__file__).resolve().parents[2] / "docs" / "ui"


def chromium_path() -> str | None:
    for candidate in ("/usr/bin/chromium", shutil.which("chromium"),
                      shutil.which("chromium-browser")):
        if candidate and os.path.exists(candidate):
            return candidate
    return None


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
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if not self.thread.is_alive():
                raise AssertionError(f"the daemon died: {self.error!r}")
            found = state.read(self.paths)
            if found is not None and found.pid == os.getpid():
                self.state = found
                return found
            time.sleep(0.02)
        raise AssertionError("the daemon did not start")

    def stop(self) -> None:
        if self.thread.is_alive():
            with contextlib.suppress(Unavailable):
                request(self.state, "POST", "/v1/shutdown")
            self.thread.join(30)
        assert not self.thread.is_alive(), "the daemon did not stop"


def login_url(running: state.DaemonState) -> str:
    data: dict[str, Any] = request(running, "POST", "/v1/ui/login")
    return running.url + data["path"]


def screenshot(page: Any, name: str) -> None:
    """With EBBING_UI_SCREENSHOTS=1, the page as docs/ui.md shows it (docs/ui/NAME.png)."""
    if os.environ.get("EBBING_UI_SCREENSHOTS") == "1":
        DOCS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(DOCS / f"{name}.png"), full_page=True)

"""Helpers of the web view's tests: a daemon in a thread, a headless Chromium from the system
(Debian's `chromium`, driven by Playwright's own driver: no browser download), logging in."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from typing import Any

from ebbing.server import state
from ebbing.server.client import request

sys.path.insert(0, str(Path(__file__).parents[1] / "server"))
from server_support import ThreadDaemon  # the daemon in a thread, as the server tests run it

__all__ = ["ARGS", "MARKUP", "ThreadDaemon", "chromium_path", "login_url", "screenshot"]

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


def login_url(running: state.DaemonState) -> str:
    data: dict[str, Any] = request(running, "POST", "/v1/ui/login")
    return running.url + data["path"]


def screenshot(page: Any, name: str) -> None:
    """With EBBING_UI_SCREENSHOTS=1, the page as docs/ui.md shows it (docs/ui/NAME.png)."""
    if os.environ.get("EBBING_UI_SCREENSHOTS") == "1":
        DOCS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(DOCS / f"{name}.png"), full_page=True)

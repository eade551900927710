"""Fixtures of the web view's tests: a seeded home, its daemon, a browser page signed in."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from ui_support import ARGS, MARKUP, ThreadDaemon, chromium_path, login_url

from ebbing.config import load_settings
from ebbing.server.state import DaemonState
from ebbing.service import MemoryService
from ebbing.thinking.derived import write


@pytest.fixture(autouse=True)
def fake_embedder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EBBING_EMBEDDER", "fake")
    for name in ("EBBING_DAEMON", "EBBING_DAEMON_TIMEOUT_S", "EBBING_RECALL_TOUCH"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def seeded(ebbing_home: Path) -> dict[str, str]:
    """A few memories of a person (one holding markup, one fading through the danger zone,
    one under the forget threshold) and a thought citing two; their ids by a short name."""
    svc = MemoryService(load_settings())
    now = datetime.now(UTC)
    ids = {}
    for key, text, fields in (
        ("dog", "Caroline is adopting a dog from the shelter",
         {"character": "caroline", "entities": ["Caroline"], "tags": ["pets"]}),
        ("hike", "Caroline went hiking in the Alps with Melanie",
         {"character": "caroline", "entities": ["Caroline", "Melanie"]}),
        ("ralph", "Ralph joined the team as the new designer",
         {"entities": ["Ralph"], "tags": ["work"]}),
        ("tea", "I prefer green tea over coffee", {"tags": ["preference"]}),
        ("markup", MARKUP, {}),
    ):
        ids[key] = svc.remember(text, now=now - timedelta(days=2), check_conflicts=False,
                                **fields).id
    svc.touch(ids["tea"], now=now - timedelta(days=1))
    for key, text, days in (("fading", "The plumber comes on the first Monday of the month", 5),
                            ("faded", "The old wifi password was on the fridge", 15)):
        ids[key] = svc.remember(text, now=now - timedelta(days=days), check_conflicts=False,
                                tags=["home"]).id
    ids["thought"] = write(svc, "thought", "Caroline likes being outdoors with animals",
                           [ids["dog"], ids["hike"]], now=now, entities=["Caroline"]).id
    svc.close()
    return ids


@pytest.fixture
def running(seeded: dict[str, str]) -> Iterator[DaemonState]:
    daemon = ThreadDaemon(load_settings())
    yield daemon.start()
    daemon.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    path = chromium_path()
    if path is None:
        pytest.skip("no chromium on this machine (apt-get install chromium; .ci/run does)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        launched = driver.chromium.launch(executable_path=path, args=ARGS, headless=True)
        yield launched
        launched.close()


@pytest.fixture
def page(browser: Any, running: DaemonState) -> Iterator[Any]:
    """A fresh browser context, signed in through a one-time link."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    tab = context.new_page()
    tab.goto(login_url(running))
    yield tab
    context.close()

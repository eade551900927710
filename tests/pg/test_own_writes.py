"""A daemon does not ask the database for the lines it wrote itself (pg/store.py): hearing
its own commit (pg/notify.py) is no reason to look again, hearing another's is."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from pg_wait import until

from ebbing.config import Settings
from ebbing.pg import store as pgstore
from ebbing.pg.notify import Listener
from ebbing.service import MemoryService


def test_own_writes_are_not_fetched_again_anothers_are(
        tmp_path: Path, ears: Listener, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EBBING_PG_POLL_S", "3600")
    monkeypatch.setattr(pgstore, "RECHECK_S", 3600.0)  # no look for silence alone
    looks: list[str] = []
    sync = pgstore.PgStore._sync

    def counted(self: pgstore.PgStore, conn: object, inside: bool) -> None:
        if not inside:
            looks.append(self.folder.relative_to(tmp_path).parts[0])  # which home
        sync(self, conn, inside)
    monkeypatch.setattr(pgstore.PgStore, "_sync", counted)
    a = MemoryService(Settings(home=tmp_path / "a"))
    b = MemoryService(Settings(home=tmp_path / "b"))
    try:
        first = a.remember("the ferry leaves at seven", now=datetime.now(UTC))
        agent_id = a.store.agent_id  # type: ignore[attr-defined]
        for svc in (a, b):
            svc.store.catch_up(force=True)  # both have looked once
        assert b.store.get(first.id) is not None
        looks.clear()
        before = ears.news(agent_id)
        second = a.remember("the ferry is late on Sundays", now=datetime.now(UTC))
        until(lambda: ears.news(agent_id) != before, "the write was not heard", 20.0)
        a.store.refresh()
        assert looks == [] and a.store.get(second.id) is not None  # its own: no look
        b.store.refresh()
        assert looks == ["b"] and b.store.get(second.id) is not None  # another's: a look
        looks.clear()
        before = ears.news(agent_id)
        third = b.remember("the ferry is free on Mondays", now=datetime.now(UTC))
        until(lambda: ears.news(agent_id) != before, "the write was not heard", 20.0)
        a.store.refresh()
        assert looks == ["a"] and a.store.get(third.id) is not None
    finally:
        a.close()
        b.close()

"""Caches kept in step by LISTEN/NOTIFY (pg/notify.py): a write through one home is heard as
it commits, and read through another home that does not poll; a listener whose connection is
cut listens again, in a new epoch (so every store looks again)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import psycopg
import pytest
from pg_wait import until

from ebbing.config import Settings
from ebbing.pg.notify import APPLICATION, Listener
from ebbing.service import MemoryService


def test_a_write_through_one_home_is_heard_and_read_through_another_that_does_not_poll(
        tmp_path: Path, ears: Listener, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EBBING_PG_POLL_S", "3600")  # without the listener: no second look
    a = MemoryService(Settings(home=tmp_path / "a"))
    b = MemoryService(Settings(home=tmp_path / "b"))
    try:
        first = a.remember("the ferry leaves at seven", now=datetime.now(UTC))
        until(lambda: b.store.get(first.id) is not None, "b never read a's first write")
        agent_id = b.store.agent_id  # type: ignore[attr-defined]
        before = ears.news(agent_id)
        second = a.remember("the ferry is late on Sundays", now=datetime.now(UTC))
        until(lambda: ears.news(agent_id) != before, "the write was not heard")
        assert b.store.get(second.id) is not None  # read at once: no poll, no second wait
    finally:
        a.close()
        b.close()


def test_a_cut_listening_connection_listens_again_in_a_new_epoch(
        pg_url: str, ears: Listener) -> None:
    epoch = ears.epoch
    with psycopg.connect(pg_url, autocommit=True) as conn:
        cut = conn.execute("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                           "WHERE application_name = %s", (APPLICATION,)).fetchone()
    assert cut is not None and cut[0] >= 1
    until(lambda: ears.alive and ears.epoch > epoch, "the listener did not listen again")
    assert ears.news(1) == (ears.epoch, 0)

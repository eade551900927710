"""pg/writes.py `copy_text` sends its rows in chunks: a row the server refuses in a late chunk
fails the COPY, and the caller's transaction rolls back whole (nothing of the write stays)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg
import pytest

from ebbing.config import Settings
from ebbing.pg.database import database
from ebbing.pg.writes import copy_text, field
from ebbing.service import MemoryService

NOW = datetime(2025, 3, 1, tzinfo=UTC)


def test_a_refused_row_in_a_late_chunk_fails_the_copy_and_nothing_stays(pg_url: str) -> None:
    database(pg_url)  # the schema
    with psycopg.connect(pg_url) as conn:
        rows = [f"1\t{i}\tm\t{i}\tmemory\t{field('line ' + str(i))}\n" for i in range(1, 7001)]
        rows[6500] = rows[10]  # a duplicate key, in the fourth chunk of 2,000
        with pytest.raises(psycopg.errors.UniqueViolation):
            copy_text(conn, "COPY events (agent_id, seq, log, log_seq, kind, line) FROM STDIN",
                      iter(rows))
        conn.rollback()
        assert conn.execute("SELECT count(*) FROM events").fetchone() == (0,)
        copy_text(conn, "COPY events (agent_id, seq, log, log_seq, kind, line) FROM STDIN",
                  iter(rows[:6500]))
        conn.commit()
        assert conn.execute("SELECT count(*) FROM events").fetchone() == (6500,)


def test_memories_rows_follow_first_writes_compaction_and_new_versions(
        tmp_path: Path, pg_url: str) -> None:
    """An agent's first write (no probe for rows already there), a compaction (which starts
    the count again), then new versions: `memories` holds each live memory once, as the
    store folds it."""
    svc = MemoryService(Settings(home=tmp_path / "home", conflict_detection=False))
    made = svc.remember_batch([{"content": f"memory {i}", "now": NOW + timedelta(seconds=i)}
                               for i in range(50)])
    ids = [m.id for m in made]
    svc.edit(ids[0], content="edited before", now=NOW + timedelta(minutes=1))
    svc.forget(ids[1], hard=True, now=NOW + timedelta(minutes=2))
    svc.store.compact()
    svc.edit(ids[2], content="edited after", now=NOW + timedelta(minutes=3))
    svc.remember("one more", now=NOW + timedelta(minutes=4))
    agent_id = svc.store.agent_id  # type: ignore[attr-defined]
    with psycopg.connect(pg_url) as conn:
        rows = conn.execute("SELECT id, content FROM memories WHERE agent_id = %s",
                            (agent_id,)).fetchall()
    assert len(rows) == len(dict(rows)) == 50
    assert dict(rows) == {m.id: m.content for m in svc.store.iter_memories()}
    svc.close()

"""A bulk batch offers the rows of `memories` it already knows (pg/known.py), so the writer
does not parse its lines back: the tables must hold exactly what parsing the lines gives, for
every character a text may hold, over several batches of one agent; an offer for other lines
is not used; and an offer whose memories the table holds already takes the general path."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import awkward_texts
import orjson
import psycopg
import pytest

from ebbing.config import Settings
from ebbing.pg import known, writes
from ebbing.service import MemoryService

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
AWKWARD = [*awkward_texts.AWKWARD, "plain words about a garden and a violin"]
MEMORY_ROW = ("SELECT id, seq, status, lifecycle, created_at, use_count, last_used, content "
              "FROM memories WHERE agent_id = %s ORDER BY seq")


def expected_rows(conn: Any, agent_id: int) -> list[tuple[Any, ...]]:
    """The memory rows the general path makes: each line parsed, the last version wins."""
    latest: dict[str, tuple[Any, ...]] = {}
    for seq, line in conn.execute("SELECT seq, line FROM events WHERE agent_id = %s "
                                  "AND log = 'm' ORDER BY seq", (agent_id,)).fetchall():
        r = orjson.loads(line)
        latest[r["id"]] = (r["id"], seq, r["status"], r["lifecycle"],
                           datetime.fromisoformat(r["created_at"]), r["use_count"],
                           datetime.fromisoformat(r["last_used"]), r["content"])
    return sorted(latest.values(), key=lambda row: row[1])


def test_offered_rows_fill_memories_as_parsing_the_lines_would(
        tmp_path: Path, pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    used: list[int] = []
    real = writes._append_new

    def spy(*args: Any) -> bool:
        done = real(*args)
        used.append(done)
        return done

    monkeypatch.setattr(writes, "_append_new", spy)
    svc = MemoryService(Settings(home=tmp_path / "home", conflict_detection=False))
    texts = [f"{text} #{i}" for i, text in enumerate(AWKWARD * 30)]  # 180: the columnar path
    items = [{"content": text, "now": NOW + timedelta(seconds=i)} for i, text in enumerate(texts)]
    with svc.store.batch():
        for at in range(0, len(items), 90):  # two batches: the second probes the table
            svc.remember_batch(items[at:at + 90], snapshot=False)
    assert used == [True, True]
    lines = (svc.folder / "memories.jsonl").read_text(encoding="utf-8").splitlines()[1:]
    agent_id = svc.store.agent_id  # type: ignore[attr-defined]
    with psycopg.connect(pg_url) as conn:
        events = conn.execute("SELECT line, kind, seq, log_seq FROM events WHERE agent_id = %s "
                              "ORDER BY seq", (agent_id,)).fetchall()
        assert [row[0] for row in events] == lines
        assert {row[1] for row in events} == {"memory"}
        assert [row[2] for row in events] == [row[3] for row in events] == list(range(1, 181))
        stored = conn.execute(MEMORY_ROW, (agent_id,)).fetchall()
        assert stored == expected_rows(conn, agent_id)
        assert sorted(row[-1] for row in stored) == sorted(texts)
    # an edit afterwards (the general path) lands on the rows the offer made
    first = svc.store.iter_memories().__next__()
    svc.edit(first.id, content="edited: a kayak on the lake", now=NOW + timedelta(days=1))
    with psycopg.connect(pg_url) as conn:
        assert conn.execute(MEMORY_ROW, (agent_id,)).fetchall() == expected_rows(conn, agent_id)
    svc.close()


def test_an_offer_is_used_only_for_its_own_body() -> None:
    body = b'{"kind":"memory"}\n'
    rows = known.NewMemories(["01J"], ["text"], ["2025-03-01T12:00:00Z"])
    with known.offered(body, rows):
        assert known.taken(bytes(bytearray(body))) is None  # equal bytes, another object
        assert known.taken(body) is rows
        assert known.taken(body) is None  # once
    with known.offered(body, rows):
        pass
    assert known.taken(body) is None  # gone with its block


def test_an_offer_of_memories_the_table_holds_takes_the_general_path(
        tmp_path: Path, pg_url: str) -> None:
    svc = MemoryService(Settings(home=tmp_path / "home", conflict_detection=False))
    svc.remember_batch([{"content": f"a memory about chess number {i}",
                         "now": NOW + timedelta(seconds=i)} for i in range(70)])
    agent_id = svc.store.agent_id  # type: ignore[attr-defined]
    with psycopg.connect(pg_url) as conn:
        line = conn.execute("SELECT line FROM events WHERE agent_id = %s AND seq = 1",
                            (agent_id,)).fetchone()[0]
        record = orjson.loads(line)
        record["content"] = "the same id written again, with another text"
        body = orjson.dumps(record, option=orjson.OPT_SORT_KEYS) + b"\n"
        offer = known.NewMemories([record["id"]], ["a text the line does not hold"],
                                  [record["created_at"]])
        with conn.transaction(), known.offered(body, offer):
            conn.execute("SELECT pg_advisory_xact_lock(1)")
            writes.append(conn, agent_id, "m", body)
        row = conn.execute("SELECT content, seq FROM memories WHERE agent_id = %s AND id = %s",
                           (agent_id, record["id"])).fetchone()
        assert row == ("the same id written again, with another text", 71)
    svc.close()


def test_a_batch_whose_copy_fails_leaves_nothing_and_the_next_one_goes_in(
        tmp_path: Path, pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The offered path writes in the lock's transaction like the general one: a COPY that
    fails half way rolls the whole batch back, in the table and in the local copy."""
    svc = MemoryService(Settings(home=tmp_path / "home", conflict_detection=False))
    kept = svc.remember_batch([{"content": f"kept memory number {i} about pottery",
                                "now": NOW + timedelta(seconds=i)} for i in range(70)])
    real = writes.copy_text

    def failing(conn: Any, statement: str, rows: Any, chunk: int = 2000) -> None:
        if statement.startswith("COPY memories"):
            rows = iter(rows)
            real(conn, statement, (next(rows), "not\ta row\n"), chunk)  # refused mid-COPY
        real(conn, statement, rows, chunk)

    monkeypatch.setattr(writes, "copy_text", failing)
    with pytest.raises(psycopg.Error):
        svc.remember_batch([{"content": f"lost memory number {i} about chess",
                             "now": NOW + timedelta(days=1, seconds=i)} for i in range(70)])
    monkeypatch.setattr(writes, "copy_text", real)
    agent_id = svc.store.agent_id  # type: ignore[attr-defined]
    with psycopg.connect(pg_url) as conn:
        assert conn.execute("SELECT seq, memory_lines FROM agents WHERE id = %s",
                            (agent_id,)).fetchone() == (70, 70)
        assert conn.execute("SELECT count(*) FROM events WHERE agent_id = %s",
                            (agent_id,)).fetchone()[0] == 70
    assert sorted(m.id for m in svc.list(limit=None)) == sorted(m.id for m in kept)
    svc.remember_batch([{"content": f"later memory number {i} about a kayak",
                         "now": NOW + timedelta(days=2, seconds=i)} for i in range(70)])
    lines = (svc.folder / "memories.jsonl").read_text(encoding="utf-8").splitlines()[1:]
    with psycopg.connect(pg_url) as conn:
        events = conn.execute("SELECT line FROM events WHERE agent_id = %s ORDER BY seq",
                              (agent_id,)).fetchall()
        assert [line for (line,) in events] == lines and len(lines) == 140
        assert conn.execute(MEMORY_ROW, (agent_id,)).fetchall() == expected_rows(conn, agent_id)
    assert len(svc.list(limit=None)) == 140
    svc.close()

"""What only the PostgreSQL store has: the schema's versions, the events table as the log
line for line, several homes (daemons) on one database, all-or-nothing locked regions."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg
import pytest

from ebbing.config import Settings
from ebbing.errors import NewerSchema
from ebbing.models import Relation
from ebbing.pg import schema
from ebbing.service import MemoryService

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


def service(home: Path, agent: str = "default") -> MemoryService:
    return MemoryService(Settings(home=home), agent=agent)


def events(url: str, log: str) -> list[tuple[int, int, str]]:
    with psycopg.connect(url) as conn:
        return [(int(a), int(b), str(c)) for a, b, c in conn.execute(
            "SELECT seq, log_seq, line FROM events WHERE log = %s ORDER BY seq", (log,))]


def test_the_schema_upgrades_from_its_first_version_and_refuses_a_newer_one(pg_url: str) -> None:
    with psycopg.connect(pg_url, autocommit=True) as conn:
        assert schema.migrate(conn, target=1) == 0
        conn.execute("INSERT INTO agents (namespace, agent, seq) VALUES ('n', 'a', 1)")
        assert schema.migrate(conn) == 1
        assert schema.version_of(conn) == schema.VERSION
        assert conn.execute("SELECT namespace, agent, seq FROM agents").fetchall() == [
            ("n", "a", 1)]
        conn.execute("SELECT count(*) FROM tasks")  # version 2's table
        conn.execute("UPDATE ebbing_schema SET version = %s", (schema.VERSION + 1,))
        with pytest.raises(NewerSchema):
            schema.migrate(conn)


def test_the_events_table_is_the_log_line_for_line_and_append_only(
        tmp_path: Path, pg_url: str) -> None:
    svc = service(tmp_path / "home")
    a = svc.remember("tea", now=NOW)
    b = svc.remember("coffee", now=NOW + timedelta(minutes=1))
    svc.touch(a.id, now=NOW + timedelta(hours=1))
    svc.edit(b.id, content="black coffee", now=NOW + timedelta(hours=2))
    svc.relate([Relation.model_validate({"from": a.id, "to": b.id, "type": "t",
                                         "created_at": NOW})])
    svc.forget(a.id, hard=True, now=NOW + timedelta(hours=3))
    for name, log in (("memories.jsonl", "m"), ("relations.jsonl", "r")):
        copy = (svc.folder / name).read_text().splitlines()[1:]  # after the header
        rows = events(pg_url, log)
        assert [line for _, _, line in rows] == copy
        assert [n for _, n, _ in rows] == list(range(1, len(copy) + 1))
    seqs = sorted(s for log in "mr" for s, _, _ in events(pg_url, log))
    assert seqs == list(range(1, len(seqs) + 1))  # one gapless sequence per agent
    with psycopg.connect(pg_url) as conn:
        assert conn.execute("SELECT id, content FROM memories").fetchall() == [
            (b.id, "black coffee")]
        assert conn.execute("SELECT count(*) FROM relations").fetchone() == (0,)  # a is gone
        for sql in ("UPDATE events SET line = '{}'", "DELETE FROM events"):
            with pytest.raises(psycopg.errors.RaiseException):
                conn.execute(sql)
            conn.rollback()


def test_two_homes_on_one_database_are_one_store(tmp_path: Path) -> None:
    """Two daemons on two hosts: each its own home (its local copy), one database."""
    a, b = service(tmp_path / "a"), service(tmp_path / "b")
    m = a.remember("written through a", now=NOW)
    assert b.get(m.id).content == "written through a"
    b.touch(m.id, now=NOW + timedelta(hours=1))
    assert a.get(m.id).use_count == 1
    (b.folder / "memories.jsonl").unlink()  # a lost cache is fetched again
    assert b.get(m.id).use_count == 1
    a.forget(m.id, hard=True, now=NOW + timedelta(hours=2))
    n = a.remember("kept", now=NOW + timedelta(hours=3))
    assert b.compact().changed  # a new generation: a rebuilds its copy from the table
    assert [x.id for x in a.list()] == [n.id]
    assert "written through a" not in (a.folder / "memories.jsonl").read_text()
    assert not b.compact().changed


def test_writers_in_many_threads_get_one_gapless_sequence(tmp_path: Path, pg_url: str) -> None:
    def write(i: int) -> None:
        svc = service(tmp_path / f"home{i}")
        for j in range(15):
            svc.remember(f"writer {i} line {j}", now=NOW + timedelta(seconds=j))
    threads = [threading.Thread(target=write, args=(i,)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    rows = events(pg_url, "m")
    assert [s for s, _, _ in rows] == list(range(1, 61))
    assert len(service(tmp_path / "reader").list(limit=None)) == 60


def test_a_failed_locked_region_leaves_nothing_in_the_table_or_the_copy(
        tmp_path: Path, pg_url: str) -> None:
    svc = service(tmp_path / "home")
    kept = svc.remember("kept", now=NOW)
    before = (svc.folder / "memories.jsonl").read_bytes()
    with pytest.raises(RuntimeError), svc.store.batch():
        svc.remember_many([svc.build("lost", now=NOW)])
        raise RuntimeError("a failure half way")
    assert [m.id for m in svc.list()] == [kept.id]
    assert (svc.folder / "memories.jsonl").read_bytes() == before
    assert len(events(pg_url, "m")) == 1
    assert [m.content for m in service(tmp_path / "other").list()] == ["kept"]


def test_both_stores_implement_the_one_interface(tmp_path: Path, pg_url: str) -> None:
    from ebbing.backend import Store
    from ebbing.pg.store import PgStore
    from ebbing.store.memory_store import MemoryStore

    pg = service(tmp_path / "home").store
    files = MemoryService(Settings(home=tmp_path / "files", backend="jsonl")).store
    assert isinstance(pg, PgStore) and isinstance(pg, Store)
    assert type(files) is MemoryStore and isinstance(files, Store)


def test_a_command_on_another_host_finds_an_agent_the_database_holds(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from ebbing.cli.app import app

    service(tmp_path / "a", agent="alice").remember("written on host a", now=NOW)
    runner = CliRunner()
    found = runner.invoke(app, ["list", "--agent", "alice", "--home", str(tmp_path / "b")])
    assert found.exit_code == 0 and "written on host a" in found.stdout
    missing = runner.invoke(app, ["list", "--agent", "bob", "--home", str(tmp_path / "b")])
    assert missing.exit_code != 0 and not (tmp_path / "b" / "default" / "bob").exists()

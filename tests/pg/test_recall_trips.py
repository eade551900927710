"""Fewer round trips to the database on a warm recall (pg/touch.py, pg/lock.py, pg/database.py,
pg/libraries.py): the reinforcement's touch lines in one statement, with the same rows as the
general append; the lock and the agent's counters in one pipeline; the pool's check of a
connection without a query unless the server closed it; the libraries' catalog kept while the
listener hears of no change. Trips are counted (class Trips), never timed."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import orjson
import psycopg
import pytest
from pg_wait import until

from ebbing.config import Settings
from ebbing.pg.database import database
from ebbing.pg.libraries import LibraryTable, table
from ebbing.pg.notify import Listener
from ebbing.pg.touch import append_touches, touches_only
from ebbing.pg.writes import append
from ebbing.service import MemoryService

NOW = datetime(2025, 3, 1, tzinfo=UTC)


class Trips:
    """Counts round trips to the server while `on`: psycopg's waits for an answer, a
    pipeline's statements counting once, at its end (where it waits for their answers)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count, self.on = 0, False
        real_wait, real_exit = psycopg.Connection.wait, psycopg.Pipeline.__exit__

        def wait(conn: Any, *args: Any, **kwargs: Any) -> Any:
            self.count += self.on and conn._pipeline is None
            return real_wait(conn, *args, **kwargs)

        def pipeline_exit(pipeline: Any, *args: Any) -> Any:
            self.count += self.on
            return real_exit(pipeline, *args)

        monkeypatch.setattr(psycopg.Connection, "wait", wait)
        monkeypatch.setattr(psycopg.Pipeline, "__exit__", pipeline_exit)

    def __enter__(self) -> Trips:
        self.count, self.on = 0, True
        return self

    def __exit__(self, *_: object) -> None:
        self.on = False


class Statements(Trips):
    """Counts the statements sent while `on` (`Connection.execute`)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count, self.on = 0, False
        real = psycopg.Connection.execute

        def execute(conn: Any, *args: Any, **kwargs: Any) -> Any:
            self.count += self.on
            return real(conn, *args, **kwargs)

        monkeypatch.setattr(psycopg.Connection, "execute", execute)


def touch_line(memory_id: str, at: datetime, boost: float) -> bytes:
    return orjson.dumps({"kind": "touch", "v": 1, "id": memory_id,
                         "at": at.isoformat().replace("+00:00", "Z"), "boost": boost,
                         "cross": False, "review": False})


def test_touches_in_one_statement_leave_the_rows_of_the_general_append(
        tmp_path: Path, pg_url: str) -> None:
    svc = MemoryService(Settings(home=tmp_path / "h", embedder="fake"), agent="source")
    try:
        made = [svc.remember(t, now=NOW + timedelta(seconds=i)) for i, t in
                enumerate(["tea at four", "the ferry leaves at seven", "Lena's cat is Miso"])]
    finally:
        svc.close()
    db = database(pg_url)
    with psycopg.connect(pg_url) as conn:
        source = db.agent_id("default", "source")
        memories = "".join(r[0] + "\n" for r in conn.execute(
            "SELECT line FROM events WHERE agent_id = %s AND log = 'm' ORDER BY log_seq",
            (source,))).encode()
        touches = b"".join(line + b"\n" for line in [
            touch_line(made[1].id, NOW + timedelta(days=1), 0.2),
            touch_line(made[0].id, NOW + timedelta(days=2), 0.1),
            touch_line(made[1].id, NOW + timedelta(days=3), 0.15),
            touch_line("01NOSUCHMEMORY000000000000", NOW + timedelta(days=3), 0.1)])
        records = touches_only(touches)
        assert records is not None and len(records) == 4
        assert touches_only(memories) is None and touches_only(memories + touches) is None
        general, single = db.agent_id("default", "general"), db.agent_id("default", "single")
        for agent in (general, single):
            append(conn, agent, "m", memories)
            append(conn, agent, "r", b'{"kind":"relation","from":"a","to":"b","type":"x"}\n')
        assert append(conn, general, "m", touches) == append_touches(
            conn, single, "m", touches, records) == 7
        conn.commit()

        def rows(agent: int) -> list[Any]:
            return [
                conn.execute("SELECT seq, log, log_seq, kind, line FROM events WHERE agent_id "
                             "= %s ORDER BY seq", (agent,)).fetchall(),
                conn.execute("SELECT id, seq, use_count, last_used, content FROM memories "
                             "WHERE agent_id = %s ORDER BY id", (agent,)).fetchall(),
                conn.execute("SELECT seq, memory_lines, relation_lines FROM agents WHERE id = %s",
                             (agent,)).fetchall()]

        assert rows(single) == rows(general)
        assert [r[1:] for r in rows(single)[0][-4:]] == [
            ("m", 4, "touch", line.decode()) for line in touches.split(b"\n")[:-1]][:1] + [
            ("m", n, "touch", line.decode())
            for n, line in zip((5, 6, 7), touches.split(b"\n")[1:-1], strict=True)]
        uses = {r[0]: r[2] for r in rows(single)[1]}
        assert uses[made[1].id] == 2 and uses[made[0].id] == 1 and uses[made[2].id] == 0


def test_a_reinforcement_takes_three_trips_to_the_database(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The lock with the agent's counters (one pipeline), the touch lines and their fold
    (one statement), the commit; the pool's check asks nothing of a live connection. It
    took eight or more before (a check, the lock, the counters, the counter update, COPY's
    two, the fold, the commit)."""
    trips = Trips(monkeypatch)
    svc = MemoryService(Settings(home=tmp_path / "h", embedder="fake"), agent="alice")
    try:
        made = svc.remember("the ferry leaves at seven", now=NOW)
        with trips:
            svc.touch_many([made.id], now=NOW + timedelta(days=1))
        assert trips.count <= 3, trips.count
        assert svc.get(made.id).use_count == 1  # type: ignore[union-attr]
        other = MemoryService(Settings(home=tmp_path / "other", embedder="fake"), agent="alice")
        assert other.get(made.id).use_count == 1  # type: ignore[union-attr]
        other.close()
    finally:
        svc.close()


def test_a_connection_the_server_closed_is_replaced_by_the_pools_check(pg_url: str) -> None:
    db = database(pg_url)
    with db.pool.connection() as conn:
        pid = conn.info.backend_pid
    with psycopg.connect(pg_url, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
        until(lambda: admin.execute("SELECT count(*) FROM pg_stat_activity WHERE pid = %s",
                                    (pid,)).fetchone() == (0,), "the backend never ended")
    for _ in range(3):  # whichever idle connection is handed out, it works
        with db.pool.connection() as conn:
            assert conn.execute("SELECT 1").fetchone() == (1,)


def test_the_catalog_is_kept_while_the_listener_hears_no_change(
        pg_url: str, ears: Listener, monkeypatch: pytest.MonkeyPatch) -> None:
    trips = Trips(monkeypatch)
    mine = table(pg_url)
    other = LibraryTable(database(pg_url))  # as another daemon: its changes are only heard
    assert mine.rows() == []
    with trips:
        assert mine.rows(scope="global") == []
    assert trips.count == 0  # kept: no query
    with mine.locked() as conn:
        mine.add(conn, "ns", "", "shop", "global", "2025-03-01T00:00:00Z")
    assert [r[2] for r in mine.rows()] == ["shop"]  # its own change: at once
    with other.locked() as conn:
        other.add(conn, "ns", "alice", "rules", "agent", "2025-03-01T00:00:00Z")
    until(lambda: [r[2] for r in mine.rows()] == ["shop", "rules"],
          "the other daemon's library was never seen")
    assert mine.rows(owner="alice") == [("ns", "alice", "rules", "agent",
                                         "2025-03-01T00:00:00Z")]
    other.remove("ns", "", "shop")
    until(lambda: [r[2] for r in mine.rows()] == ["rules"], "the delete was never seen")


def test_a_recalls_uses_commit_lazily_and_nothing_else_does(tmp_path: Path) -> None:
    """A recall's reinforcement (`durable=False`, server/touches.py) commits without waiting
    for the server's disk; an explicit touch, or anything else appended in the same hold,
    makes the commit synchronous."""
    from ebbing.server.touches import Use, reinforce

    svc = MemoryService(Settings(home=tmp_path / "h", embedder="fake"), agent="alice")
    try:
        made = svc.remember("the ferry leaves at seven", now=NOW)
        store, params = svc.store, svc.settings.reinforce_params()
        lock = store.agent_lock  # type: ignore[attr-defined]
        use = [Use((made.id,), NOW + timedelta(days=1))]

        def commit_mode() -> str:
            return str(lock.conn.execute("SHOW synchronous_commit").fetchone()[0])

        with store.lock:
            assert reinforce(store, params, use, durable=False) == 1
            assert commit_mode() == "off"
            reinforce(store, params, use, durable=False)
            assert commit_mode() == "off"
            svc.remember("the ferry is late on Sundays", now=NOW)  # must be durable
            assert commit_mode() == "on"
            reinforce(store, params, use, durable=False)
            assert commit_mode() == "on"
        with store.lock:
            reinforce(store, params, use)  # an explicit touch: durable
            assert commit_mode() == "on"
        assert svc.get(made.id).use_count == 4  # type: ignore[union-attr]
    finally:
        svc.close()


def test_a_local_copy_holding_lines_the_table_lost_is_rebuilt_in_the_lock(
        tmp_path: Path, pg_url: str) -> None:
    """What a crash of the database server can leave after a lazy commit (the copy has the
    uses, the table lost them): the next hold of the lock, before it appends, makes the copy
    the table's again (before, only a look outside the lock did)."""
    svc = MemoryService(Settings(home=tmp_path / "h", embedder="fake"), agent="alice")
    try:
        made = svc.remember("the ferry leaves at seven", now=NOW)
        log = svc.store.memory_log.path
        table_lines = log.read_bytes()
        with log.open("ab") as handle:  # a use the table does not hold
            handle.write(touch_line(made.id, NOW + timedelta(days=1), 0.2) + b"\n")
        svc.remember("the ferry is late on Sundays", now=NOW)  # takes the lock, appends
        with psycopg.connect(pg_url) as conn:
            lines = [r[0] for r in conn.execute(
                "SELECT line FROM events WHERE log = 'm' ORDER BY log_seq")]
        copy = log.read_bytes().split(b"\n")[1:-1]
        assert [line.decode() for line in copy] == lines
        assert table_lines.split(b"\n")[1:-1] == copy[:1]
        assert svc.get(made.id).use_count == 0  # type: ignore[union-attr]
    finally:
        svc.close()


def test_a_look_outside_the_lock_takes_one_trip(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another daemon's writes come in one statement (the counters and the lines the copy
    lacks, pg/mirror.py LOOK), where a counter query and a fetch took two; a copy that
    needs more than one fetch catches up the longer way, to the same lines. Statements
    are counted (setting autocommit and the pool's commit of an idle connection send
    nothing)."""
    import ebbing.pg.store

    statements = Statements(monkeypatch)
    writer = MemoryService(Settings(home=tmp_path / "a", embedder="fake"), agent="alice")
    reader = MemoryService(Settings(home=tmp_path / "b", embedder="fake"), agent="alice")
    try:
        first = writer.remember("the ferry leaves at seven", now=NOW)
        assert reader.get(first.id) is not None
        for fetch in (None, 1):  # one fetch's worth, then more than one
            if fetch is not None:
                monkeypatch.setattr(ebbing.pg.store, "FETCH", fetch)
            made = [writer.remember(f"note {n} of {fetch}", now=NOW) for n in range(2)]
            writer.touch_many([first.id], now=NOW + timedelta(days=1))
            with statements:
                reader.store.catch_up(force=True)  # type: ignore[attr-defined]
            assert statements.count == (1 if fetch is None else 3), statements.count
            assert (reader.store.memory_log.path.read_bytes()
                    == writer.store.memory_log.path.read_bytes())
            reader.store.refresh()
            assert [reader.get(m.id) is not None for m in made] == [True, True]
            assert reader.get(first.id).use_count == writer.get(first.id).use_count  # type: ignore[union-attr]
    finally:
        writer.close()
        reader.close()

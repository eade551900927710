"""The local copy of one of an agent's logs (memories.jsonl or relations.jsonl in the agent's
folder), kept in step with the database's `events` table.

The copy is a cache: the same lines as the table's, in `log_seq` order, under a header of its
own. Everything that reads the JSON Lines store (the folded columns, the snapshot, the word
and vector indexes) reads it unchanged. The copy knows how far it goes by counting its complete
lines; it fetches what the table holds past them, and is rebuilt from the table whenever it
holds more than the table (a crash between a local append and a rollback; a crash of the
database server that lost a recall's lazily committed uses, pg/touch.py). A torn last line in
the copy is cut off: the table holds the truth.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

import orjson

from ebbing.pg.touch import append_touches, touches_only
from ebbing.pg.writes import LOGS, append
from ebbing.store.atomic import FILE_MODE, atomic_write, write_all
from ebbing.store.logfile import LogFile

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

    from ebbing.pg.lock import AgentLock

FETCH = 50_000  # lines fetched per query
# A look outside the lock in one statement (one snapshot, one round trip): the agent's
# counters, and the lines of each log past what the local copies hold, up to the counters
LOOK = ("SELECT a.memory_lines, a.relation_lines, a.generation, "
        "ARRAY(SELECT line FROM events WHERE agent_id = a.id AND log = 'm' AND log_seq > %s "
        "AND log_seq <= a.memory_lines ORDER BY log_seq LIMIT %s), "
        "ARRAY(SELECT line FROM events WHERE agent_id = a.id AND log = 'r' AND log_seq > %s "
        "AND log_seq <= a.relation_lines ORDER BY log_seq LIMIT %s) "
        "FROM agents a WHERE a.id = %s")


class MirrorLog(LogFile):
    """A LogFile whose appends go to the database first (in the lock's transaction)."""

    def __init__(self, path: Path, lock: AgentLock, schema_version: int, quarantine: Path,
                 code: str, agent_id: int) -> None:
        super().__init__(path, lock, schema_version, quarantine)  # type: ignore[arg-type]
        self.agent_lock = lock
        self.code = code
        self.agent_id = agent_id
        self._counted: tuple[int | None, int, int] = (None, 0, 0)  # inode, offset, newlines
        self.generation = ""  # the agent's generation in the database (renewed by compaction)
        self.on_append: Callable[[], None] | None = None  # told of every append (pg/store.py)

    def new_header(self) -> bytes:
        """The copy's header names the database generation it copies."""
        return orjson.dumps({"generation": self.generation, "kind": "header",
                             "schema_version": self.schema_version},
                            option=orjson.OPT_SORT_KEYS)

    def copies(self, generation: str) -> bool:
        """Whether the copy (if any) was made from this generation of the database."""
        header = self.first_line()
        if header is None:
            return True
        try:
            return bool(orjson.loads(header).get("generation") == generation)
        except (orjson.JSONDecodeError, AttributeError):
            return False

    # -- writing (the caller holds the agent's lock) ---------------------------------------
    def append_text(self, body: bytes, *, sync: bool = True) -> tuple[int, bool]:
        """Into the events table (committed with the lock's transaction), then the copy."""
        assert self.agent_lock.is_locked, "append without the lock"
        touches = touches_only(body)  # uses: one statement (pg/touch.py)
        # not `sync`: a recall's reinforcement (server/touches.py), whose commit need not
        # wait for the database's disk (pg/touch.py says why and what it risks)
        lazy = self.agent_lock.appending(touches is not None and not sync)
        if touches is not None:
            append_touches(self.agent_lock.conn, self.agent_id, self.code, body, touches,
                           lazy=lazy)
        else:
            append(self.agent_lock.conn, self.agent_id, self.code, body)
        if self.on_append is not None:
            self.on_append()
        return super().append_text(body, sync=False)

    def flush(self) -> None:
        """Nothing to do: the lock's commit made the lines durable before it was let go."""

    def drop_torn_tail(self) -> bool:
        return False  # `lines` cuts a torn copy back; the table holds every line whole

    # -- keeping the copy in step (the caller holds the folder's file lock) ----------------
    def lines(self) -> int:
        """Complete lines of the copy after its header; a torn end is cut off."""
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            self._counted = (None, 0, 0)
            return 0
        ino, offset, newlines = self._counted
        if ino != st.st_ino or st.st_size < offset:
            offset, newlines = 0, 0
        with open(self.path, "rb") as handle:
            handle.seek(offset)
            data = handle.read()
        cut = data.rfind(b"\n") + 1
        newlines += data[:cut].count(b"\n")
        offset += cut
        if offset < st.st_size:
            os.truncate(self.path, offset)
        self._counted = (st.st_ino, offset, newlines)
        return max(newlines - 1, 0)

    def catch_up(self, conn: Any, wanted: int, generation: str, inside: bool) -> None:
        """Make the copy hold the table's first `wanted` lines of this log."""
        self.generation = generation
        if not self.copies(generation):
            self.rebuild(conn, wanted)
            return
        have = self.lines()
        if have > wanted and inside:  # the count as this transaction sees it now
            wanted = int(conn.execute(f"SELECT {LOGS[self.code]} FROM agents WHERE id = %s",
                                      (self.agent_id,)).fetchone()[0])
        if have > wanted:  # lines the table lost (a lazy commit, pg/touch.py): its truth
            self.rebuild(conn, wanted)
        elif have < wanted:
            for start in range(have, wanted, FETCH):
                self._write_local(self._fetch(conn, start, min(start + FETCH, wanted)))

    def take(self, have: int, wanted: int, generation: str, tail: list[str]) -> bool:
        """Make the copy hold `wanted` lines from `tail`, the table's lines past the `have`
        lines it held (read with `wanted` in one snapshot, LOOK); False, writing nothing,
        when that is not enough (another generation, a copy longer than the table, more
        lines than one fetch): then `catch_up` does it."""
        self.generation = generation
        if have > wanted or not self.copies(generation) or len(tail) != wanted - have:
            return False
        if tail:
            self._write_local("".join(line + "\n" for line in tail).encode("utf-8"))
        return True

    def rebuild(self, conn: Any, wanted: int) -> None:
        parts = [self.new_header() + b"\n"]
        parts += [self._fetch(conn, start, min(start + FETCH, wanted))
                  for start in range(0, wanted, FETCH)]
        atomic_write(self.path, b"".join(parts))
        self._counted = (None, 0, 0)

    def _fetch(self, conn: Any, after: int, upto: int) -> bytes:
        rows = conn.execute(
            "SELECT line FROM events WHERE agent_id = %s AND log = %s AND log_seq > %s "
            "AND log_seq <= %s ORDER BY log_seq", (self.agent_id, self.code, after, upto)
        ).fetchall()
        if len(rows) != upto - after:
            raise RuntimeError(f"the events table lacks lines {after + 1}..{upto} of "
                               f"{self.path.name} for agent {self.agent_id}")
        return "".join(row[0] + "\n" for row in rows).encode("utf-8")

    def _write_local(self, body: bytes) -> None:
        fd = os.open(self.path, os.O_RDWR | os.O_APPEND | os.O_CREAT, FILE_MODE)
        try:
            if os.fstat(fd).st_size == 0:
                body = self.new_header() + b"\n" + body
            write_all(fd, body)
        finally:
            os.close(fd)

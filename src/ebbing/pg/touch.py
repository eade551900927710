"""Appending a recall's uses (touch lines) to the database in one statement.

A recall reinforces what it returned: a few touch lines of the memory log, written in the
agent's lock after every recall (server/touches.py). The general append (pg/writes.py) takes a
counter update, a COPY (two round trips) and the fold's update, four trips to the database;
under load each trip waits for the server's process to be scheduled. Here one statement does
all three: the agent's counters hand out the numbers (the caller holds the agent's advisory
lock, as for every append), the events go in from arrays in the order given (the line's
ordinal is its place in the sequence), and the memories' use counts and last uses move. The
result in the tables is the same as the general append's (tests/pg/test_recall_trips.py).

A recall's uses are committed lazily (`synchronous_commit` off for that transaction alone,
when it appends nothing else): the commit returns once the server has the transaction, not
once its write-ahead log is on disk, which the server's WAL writer does within a fraction of
a second (three `wal_writer_delay`s at most, 200 ms each by default). The recall answers
after the commit, so every daemon sees the uses at once; what is risked is only a crash of
the database server itself in that fraction of a second, which loses the uses of recalls
already answered, never a memory or any write a caller was told of (an explicit touch, a
review, is durable as before). A local copy that then holds lines the table lost is rebuilt
from the table (pg/store.py). The JSON Lines daemon likewise answers once a recall's uses
are written and fsyncs them just after (one fsync for concurrent recalls, server/touches.py;
before the answer with EBBING_RECALL_FSYNC=before).
"""

from __future__ import annotations

from typing import Any

import orjson

from ebbing.pg.writes import LOGS

TOUCH_ONCE = """
WITH counter AS (
    UPDATE agents SET seq = seq + %(n)s, {column} = {column} + %(n)s WHERE id = %(agent)s
    RETURNING seq, {column} AS lines
), added AS (
    INSERT INTO events (agent_id, seq, log, log_seq, kind, line)
    SELECT %(agent)s, counter.seq - %(n)s + e.o, %(log)s, counter.lines - %(n)s + e.o,
           'touch', e.line
    FROM counter, unnest(%(lines)s::text[]) WITH ORDINALITY AS e(line, o)
), used AS (
    UPDATE memories SET use_count = memories.use_count + t.uses,
                        last_used = greatest(memories.last_used, t.last_used)
    FROM unnest(%(ids)s::text[], %(uses)s::int[], %(at)s::timestamptz[])
         AS t(id, uses, last_used)
    WHERE memories.agent_id = %(agent)s AND memories.id = t.id
)
SELECT lines, set_config('synchronous_commit', %(commit)s, true) FROM counter
"""


def touches_only(body: bytes) -> list[dict[str, Any]] | None:
    """The records of `body` when every line is a touch, else None."""
    if b'"touch"' not in body:
        return None
    records = [orjson.loads(line) for line in body.split(b"\n")[:-1]]
    if not records or any(r.get("kind") != "touch" for r in records):
        return None
    return records


def append_touches(conn: Any, agent_id: int, log: str, body: bytes,
                   records: list[dict[str, Any]], *, lazy: bool = False) -> int:
    """Append touch lines (`body`, their `records`) to the agent's `log` and fold them;
    returns the log sequence number of the last line, as pg/writes.py's `append`. `lazy`:
    the transaction's commit does not wait for the database's disk (the caller's
    transaction appends nothing else that must be durable, pg/lock.py)."""
    uses: dict[str, list[Any]] = {}
    for r in records:
        found = uses.setdefault(r["id"], [0, r["at"]])
        found[0] += 1
        found[1] = max(found[1], r["at"])
    lines = [line.decode("utf-8") for line in body.split(b"\n")[:-1]]
    row = conn.execute(TOUCH_ONCE.format(column=LOGS[log]), {
        "n": len(lines), "agent": agent_id, "log": log, "lines": lines, "ids": list(uses),
        "uses": [u for u, _ in uses.values()], "at": [at for _, at in uses.values()],
        "commit": "off" if lazy else "on"}).fetchone()
    return int(row[0])

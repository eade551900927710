"""Appending a log's lines to the database: the events, in the agent's gapless sequences, and
the current state they fold to (memories, relations), in the caller's transaction.

The agent's row is the counter: `UPDATE agents ... RETURNING` hands out the next numbers (the
caller already holds the agent's advisory lock, so the numbers are never raced for and a
rolled-back transaction gives its numbers back: no gap, no duplicate).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import orjson

from ebbing.models import Lifecycle, Status
from ebbing.pg import fence, known

LOGS = {"m": "memory_lines", "r": "relation_lines"}
NEW = f"{Status.VALID.value}\t{Lifecycle.ACTIVE.value}"  # a new memory's status, lifecycle

COLUMNS = "agent_id, id, seq, status, lifecycle, created_at, use_count, last_used, content"
PRESENT = ("SELECT id FROM memories WHERE agent_id = %s "
           "AND id = ANY(string_to_array(%s, ' '))")  # ids are ULIDs: no space in them
STALE_VECTORS = """
DELETE FROM vectors USING memories, unnest(%s::text[], %s::text[]) AS m(id, content)
WHERE vectors.agent_id = %s AND vectors.id = m.id AND memories.agent_id = %s
  AND memories.id = m.id AND memories.content <> m.content
"""
UPSERT_MEMORIES = f"""
INSERT INTO memories ({COLUMNS})
SELECT %s, m.id, m.seq, m.status, m.lifecycle, m.created_at, m.use_count, m.last_used,
       m.content
FROM unnest(%s::text[], %s::bigint[], %s::text[], %s::text[], %s::timestamptz[], %s::int[],
            %s::timestamptz[], %s::text[])
     AS m(id, seq, status, lifecycle, created_at, use_count, last_used, content)
ON CONFLICT (agent_id, id) DO UPDATE SET
    seq = excluded.seq, status = excluded.status, lifecycle = excluded.lifecycle,
    created_at = excluded.created_at, use_count = excluded.use_count,
    last_used = excluded.last_used, content = excluded.content
"""

TOUCH = """
UPDATE memories SET use_count = memories.use_count + t.uses,
                    last_used = greatest(memories.last_used, t.last_used)
FROM unnest(%s::text[], %s::int[], %s::timestamptz[]) AS t(id, uses, last_used)
WHERE memories.agent_id = %s AND memories.id = t.id
"""


def append(conn: Any, agent_id: int, log: str, body: bytes) -> int:
    """Append `body` (lines, each ending in a newline) to the agent's `log` ('m' or 'r');
    returns the log sequence number of its last line."""
    count = body.count(b"\n")
    if not count:
        return 0
    fence.check(conn, agent_id)  # a fenced run that lost its fence stops here
    column = LOGS[log]
    seq_end, log_end = conn.execute(
        f"UPDATE agents SET seq = seq + %s, {column} = {column} + %s WHERE id = %s "
        f"RETURNING seq, {column}", (count, count, agent_id)).fetchone()
    first_seq, first_log = seq_end - count + 1, log_end - count + 1
    offer = known.taken(body)
    if offer is not None and log == "m" and len(offer.ids) == count \
            and _append_new(conn, agent_id, body, offer, first_seq, first_log):
        return int(log_end)
    lines = body.split(b"\n")[:-1]
    texts = [line.decode("utf-8") for line in lines]
    records = [orjson.loads(line) for line in lines]
    head = f"{agent_id}\t"
    rows = (f"{head}{first_seq + i}\t{log}\t{first_log + i}\t{field(r.get('kind', ''))}\t"
            f"{field(text)}\n" for i, (text, r) in enumerate(zip(texts, records, strict=True)))
    copy_text(conn, "COPY events (agent_id, seq, log, log_seq, kind, line) FROM STDIN", rows)
    fold(conn, agent_id, records, first_seq)
    return int(log_end)


def _append_new(conn: Any, agent_id: int, body: bytes, rows: known.NewMemories,
                first_seq: int, first_log: int) -> bool:
    """`append` of new memories whose rows the batch offered (pg/known.py): the events are
    the lines as given, the memory rows are made from the offer without parsing the lines.
    False (nothing written): a memory of the offer is in the table already (the caller
    then takes the general path, which updates it)."""
    if first_seq > 1 and conn.execute(PRESENT, (agent_id, " ".join(rows.ids))).fetchone():
        return False
    texts = body.decode("utf-8").split("\n")
    texts.pop()  # after the last newline
    head = f"{agent_id}\t"
    copy_text(conn, "COPY events (agent_id, seq, log, log_seq, kind, line) FROM STDIN", (
        f"{head}{first_seq + i}\tm\t{first_log + i}\tmemory\t{field(text)}\n"
        for i, text in enumerate(texts)))
    copy_text(conn, f"COPY memories ({COLUMNS}) FROM STDIN", (
        f"{head}{field(memory_id)}\t{first_seq + i}\t{NEW}\t{at}\t0\t{at}\t"
        f"{field(content)}\n"
        for i, (memory_id, content, at) in enumerate(zip(rows.ids, rows.contents, rows.created,
                                                          strict=True))))
    return True


def field(value: object) -> str:
    """A value as a field of COPY's text format (backslash, tab, newline and carriage
    return escaped; None is NULL)."""
    if value is None:
        return "\\N"
    text = str(value)
    if "\\" in text:
        text = text.replace("\\", "\\\\")
    if "\t" in text or "\n" in text or "\r" in text:
        text = text.replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")
    return text


def copy_text(conn: Any, statement: str, rows: Iterable[str], chunk: int = 2000) -> None:
    """One COPY of rows already in COPY's text format, sent in chunks of `chunk` rows (so
    the server works on one while the next is made). Formatting the rows here costs a
    fraction of psycopg's `write_row` per field (a bulk import spends its time here)."""
    with conn.cursor().copy(statement) as copy:
        batch: list[str] = []
        for row in rows:
            batch.append(row)
            if len(batch) == chunk:
                copy.write("".join(batch).encode("utf-8"))
                batch = []
        if batch:
            copy.write("".join(batch).encode("utf-8"))


def fold(conn: Any, agent_id: int, records: list[dict[str, Any]], first_seq: int) -> None:
    """Lay records over the current-state tables, in runs of one kind (in order)."""
    run: list[tuple[int, dict[str, Any]]] = []
    for i, record in enumerate(records):
        if run and run[-1][1].get("kind") != record.get("kind"):
            _fold_run(conn, agent_id, run)
            run = []
        run.append((first_seq + i, record))
    if run:
        _fold_run(conn, agent_id, run)


def _fold_run(conn: Any, agent_id: int, run: list[tuple[int, dict[str, Any]]]) -> None:
    kind = run[0][1].get("kind")
    if kind == "memory":
        _fold_memories(conn, agent_id, run)
    elif kind == "touch":
        uses: dict[str, list[Any]] = {}
        for _, r in run:
            found = uses.setdefault(r["id"], [0, r["at"]])
            found[0] += 1
            found[1] = max(found[1], r["at"])
        conn.execute(TOUCH, (list(uses), [u for u, _ in uses.values()],
                             [at for _, at in uses.values()], agent_id))
    elif kind == "delete":
        gone = [r["id"] for _, r in run]
        conn.execute("DELETE FROM memories WHERE agent_id = %s AND id = ANY(%s)",
                     (agent_id, gone))
        conn.execute("DELETE FROM vectors WHERE agent_id = %s AND id = ANY(%s)",
                     (agent_id, gone))
    elif kind == "relation":
        for seq, r in run:
            conn.execute(
                "INSERT INTO relations (agent_id, from_id, to_id, type, seq) "
                "VALUES (%s, %s, %s, %s, %s) ON CONFLICT (agent_id, from_id, to_id, type) "
                "DO UPDATE SET seq = excluded.seq", (agent_id, r["from"], r["to"], r["type"], seq))
    elif kind == "relation_delete":
        for _, r in run:
            conn.execute("DELETE FROM relations WHERE agent_id = %s AND from_id = %s AND "
                         "to_id = %s AND type = %s", (agent_id, r["from"], r["to"], r["type"]))


def _fold_memories(conn: Any, agent_id: int, run: list[tuple[int, dict[str, Any]]]) -> None:
    """New memories go in by COPY; new versions of memories it holds by an upsert, which
    drops a vector whose text changed."""
    latest = {r["id"]: (seq, r) for seq, r in run}  # the last version in the run wins
    # the agent's first events (seq 1; a compaction empties `memories` as it restarts the
    # count): no row of it can be there, so an agent's first bulk write skips the probe
    present: set[str] = set()
    if run[0][0] > 1:
        present = {row[0] for row in conn.execute(PRESENT, (agent_id, " ".join(latest)))}
    if len(present) < len(latest):
        # status, lifecycle and the times are the store's own values (an enum's name, an
        # ISO time): only the id and the text can hold what COPY reads specially
        head = f"{agent_id}\t"
        copy_text(conn, f"COPY memories ({COLUMNS}) FROM STDIN", (
            f"{head}{field(memory_id)}\t{seq}\t{r['status']}\t{r['lifecycle']}\t"
            f"{r['created_at']}\t{r['use_count']}\t{r['last_used']}\t{field(r['content'])}\n"
            for memory_id, (seq, r) in latest.items() if memory_id not in present))
    if present:
        rows = [latest[i] for i in present]
        ids, contents = [r["id"] for _, r in rows], [r["content"] for _, r in rows]
        conn.execute(STALE_VECTORS, (ids, contents, agent_id, agent_id))
        conn.execute(UPSERT_MEMORIES, (
            agent_id, ids, [seq for seq, _ in rows], [r["status"] for _, r in rows],
            [r["lifecycle"] for _, r in rows], [r["created_at"] for _, r in rows],
            [r["use_count"] for _, r in rows], [r["last_used"] for _, r in rows], contents))

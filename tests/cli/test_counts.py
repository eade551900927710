"""Counts in messages read right: `1 memory`, `34 memories`, never `read 34 memory`."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.cli.counts import counted

runner = CliRunner()


def test_counted_words() -> None:
    assert counted(1, "memory") == "1 memory" and counted(34, "memory") == "34 memories"
    assert counted(0, "relation") == "0 relations" and counted(2, "entry") == "2 entries"
    assert counted(3, "touch") == "3 touches" and counted(2, "day") == "2 days"


def test_import_and_export_messages_count_right(tmp_path: Path) -> None:
    for text in ("Max moved to Berlin", "Anna likes tea"):
        assert runner.invoke(app, ["remember", text]).exit_code == 0
    dump = tmp_path / "dump.jsonl"
    result = runner.invoke(app, ["export", str(dump)])
    assert result.exit_code == 0 and "exported 2 lines" in result.stderr, result.stderr
    result = runner.invoke(app, ["import", str(dump), "-a", "other"])
    assert result.exit_code == 0, result.output
    assert "read 2 memories" in result.stdout and "imported 2 memories and 0 relations" \
        in result.stdout

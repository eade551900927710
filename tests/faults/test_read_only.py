"""A read-only home (a mounted backup, a locked-down folder): every read works."""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from fault_support import can_mount, remount, small_fs
from typer.testing import CliRunner

from ebbing.cli.app import app

runner = CliRunner()
READS = (["list", "--json"], ["stats", "--json"], ["export"], ["review", "--json"],
         ["recall", "green tea", "--no-touch", "--no-daemon", "--json"],
         ["search", "tea", "--no-daemon", "--json"], ["gc", "--json"])


def cli(home: Path, *args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, [*args, "--home", str(home)])
    return result.exit_code, result.stdout, result.stderr


@contextmanager
def read_only(home: Path) -> Iterator[None]:
    """`home` read-only: remounted so where this process may mount (root ignores modes),
    else by taking every write permission away."""
    if can_mount() is None:
        remount(home.parent, "ro")
        try:
            yield
        finally:
            remount(home.parent, "rw")
        return
    paths = [home, *home.rglob("*")]
    modes = {p: stat.S_IMODE(p.stat().st_mode) for p in paths}
    for path in paths:
        path.chmod(modes[path] & ~0o222)
    try:
        yield
    finally:
        for path in reversed(paths):
            path.chmod(modes[path])


@contextmanager
def a_home(tmp_path: Path) -> Iterator[Path]:
    if can_mount() is None:
        with small_fs(tmp_path / "disk", 4096) as disk:
            yield disk / "home"
    elif os.geteuid() == 0:
        pytest.skip("root ignores file modes and cannot mount here")
    else:
        yield tmp_path / "home"


def test_reads_work_in_a_read_only_home(tmp_path: Path) -> None:
    with a_home(tmp_path) as home:
        for text in ("I like green tea", "Max moved to Berlin", "tea with Max on Friday"):
            assert cli(home, "remember", text)[0] == 0
        folder = home / "default" / "default"
        with (folder / "memories.jsonl").open("ab") as log:
            log.write(b"not json, typed by hand\n")  # a bad line it cannot quarantine now
        with read_only(home):
            for command in READS:
                code, _, err = cli(home, *command)
                assert code == 0, (command, err)
            assert len(cli(home, "list", "--json")[1].splitlines()) == 3
            code, _, err = cli(home, "remember", "cannot be written", "--json")
            assert code == 1 and json.loads(err)["error"]
            assert "Traceback" not in err
        assert cli(home, "list")[0] == 0  # writable again: the bad line moves
        assert "typed by hand" in (folder / "quarantine.jsonl").read_text()

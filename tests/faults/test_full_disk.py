"""A full disk: a failed write stores nothing, and every read keeps working."""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fault_support import can_mount, fill, full_disk, service, small_fs
from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.store import atomic, logfile

runner = CliRunner()


def cli(home: Path, *args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, [*args, "--home", str(home)])
    return result.exit_code, result.stdout, result.stderr


def half_then_full(real: Callable[[int, bytes], None]) -> Callable[[int, bytes], None]:
    """A write that gets half its bytes onto the disk, then finds it full (what ENOSPC in
    the middle of a large append does)."""

    def write(fd: int, data: bytes) -> None:
        real(fd, data[: len(data) // 2])
        full_disk()

    return write


def disk_full(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(logfile, "write_all", half_then_full(logfile.write_all))
    monkeypatch.setattr(atomic, "write_all", half_then_full(atomic.write_all))


def items(n: int, word: str = "item") -> list[dict[str, Any]]:
    return [{"content": f"{word} number {i} is worth keeping"} for i in range(n)]


def test_a_batch_that_hits_a_full_disk_stores_nothing(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    svc = service(tmp_path)
    kept = svc.remember_batch(items(3, "early"))
    log = svc.folder / "memories.jsonl"
    before = log.read_bytes()
    with monkeypatch.context() as patch:
        disk_full(patch)
        with pytest.raises(OSError) as failed:
            svc.remember_batch(items(300))
        assert failed.value.errno == errno.ENOSPC
    assert log.read_bytes() == before  # not 63 of 300: none
    fresh = service(tmp_path)
    assert sorted(m.id for m in fresh.list(limit=None)) == sorted(m.id for m in kept)
    fresh.remember_batch(items(300))  # the retry stores each once
    assert len(service(tmp_path).list(limit=None)) == 303


def test_an_import_that_hits_a_full_disk_stores_nothing(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    source = service(tmp_path / "source")
    source.remember_batch(items(300))
    export = tmp_path / "export.jsonl"
    assert cli(tmp_path / "source", "export", str(export))[0] == 0
    home = tmp_path / "home"
    service(home).remember("already here")
    log = home / "default" / "default" / "memories.jsonl"
    before = log.read_bytes()
    monkeypatch.setattr("ebbing.transfer.BATCH", 100)
    calls = [0]
    real = logfile.write_all

    def second_chunk_fails(fd: int, data: bytes) -> None:
        calls[0] += 1
        if calls[0] == 2:
            half_then_full(real)(fd, data)
        real(fd, data)

    with monkeypatch.context() as patch:
        patch.setattr(logfile, "write_all", second_chunk_fails)
        code, _, err = cli(home, "import", str(export), "--json")
    assert code == 1 and "No space left" in json.loads(err)["error"]
    assert log.read_bytes() == before  # not the first 100 of 300
    code, out, _ = cli(home, "import", str(export), "--json")
    assert code == 0 and json.loads(out)["imported"] == 300
    assert len(service(home).list(limit=None)) == 301


def test_reads_work_on_a_full_disk_and_the_fragment_moves_later(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    svc = service(tmp_path)
    ids = {m.id for m in svc.remember_batch(items(3))}
    svc.close()
    log = svc.folder / "memories.jsonl"
    with log.open("ab") as handle:  # a write torn by the full disk
        handle.write(b'{"content":"half a memo')
    torn = log.read_bytes()
    with monkeypatch.context() as patch:
        patch.setattr(logfile, "write_all", full_disk)
        patch.setattr(atomic, "write_all", full_disk)
        for command in (["list", "--json"], ["stats", "--json"],
                        ["recall", "worth keeping", "--no-touch", "--no-daemon", "--json"],
                        ["search", "worth", "--no-daemon", "--json"]):
            code, out, err = cli(tmp_path, *command)
            assert code == 0, (command, err)
        lines = cli(tmp_path, "list", "--json")[1].splitlines()
        listed = [json.loads(line)["id"] for line in lines]
        assert set(listed) == ids
        code, _, err = cli(tmp_path, "compact", "--json")
        assert code == 1 and "No space left" in err
        assert log.read_bytes() == torn  # nothing moved, nothing lost
    code, out, _ = cli(tmp_path, "list", "--json")  # space again: the fragment moves
    assert code == 0 and len(out.splitlines()) == 3
    quarantined = (svc.folder / "quarantine.jsonl").read_text()
    assert "half a memo" in quarantined and b"half a memo" not in log.read_bytes()


def test_a_bad_line_is_skipped_on_a_full_disk_and_never_compacted_away(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    svc = service(tmp_path)
    svc.remember_batch(items(2))
    svc.close()
    log = svc.folder / "memories.jsonl"
    with log.open("ab") as handle:
        handle.write(b'{"kind": "memory", "content": "typed by hand"}\n')
    with monkeypatch.context() as patch:
        patch.setattr(logfile, "write_all", full_disk)
        patch.setattr(atomic, "write_all", full_disk)
        reader = service(tmp_path)
        assert len(reader.list()) == 2
        with pytest.raises(OSError):
            reader.compact()
        assert b"typed by hand" in log.read_bytes()
        assert not (reader.store.snapshot_path).exists()  # nothing derived covers it
    assert len(service(tmp_path).list()) == 2  # able to write: the line moves on opening
    assert b"typed by hand" not in log.read_bytes()
    assert "typed by hand" in (svc.folder / "quarantine.jsonl").read_text()


@pytest.mark.skipif(can_mount() is not None, reason=str(can_mount()))
def test_a_real_full_disk(tmp_path: Path) -> None:
    with small_fs(tmp_path / "disk", 512) as disk:
        home = disk / "home"
        assert cli(home, "remember", "first thing to keep")[0] == 0
        filler = fill(disk)
        code, _, err = cli(home, "remember", "x " * 3000, "--json")
        assert code == 1 and "space" in json.loads(err)["error"]
        code, out, _ = cli(home, "list", "--json")
        assert code == 0 and len(out.splitlines()) == 1
        assert cli(home, "stats")[0] == 0
        filler.unlink()
        assert cli(home, "remember", "second thing")[0] == 0
        code, out, _ = cli(home, "list", "--json")
        assert code == 0 and len(out.strip().split("\n")) == 2
        folder = home / "default" / "default"
        assert not [p for p in folder.rglob("*.tmp")]
        assert os.stat(folder / "memories.jsonl").st_size > 0

"""A full disk: a failed write stores nothing, and every read keeps working."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
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


def test_recall_on_a_full_disk_answers_and_says_the_use_was_not_recorded(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    home = tmp_path / "home"
    assert cli(home, "remember", "the spare key is under the blue flowerpot")[0] == 0
    log = home / "default" / "default" / "memories.jsonl"
    before = log.read_bytes()
    with monkeypatch.context() as patch:
        disk_full(patch)
        code, out, err = cli(home, "recall", "where is the spare key?", "--json")
    assert code == 0, err
    assert "blue flowerpot" in out
    assert "could not be recorded" in caplog.text
    assert log.read_bytes() == before


def page_aligned(log: Path) -> None:
    """Remember one more memory of the length that makes the log end on a page boundary (a
    full tmpfs still takes an append into the last page's slack)."""
    home = log.parents[2]
    before = log.stat().st_size
    assert cli(home, "remember", "probe " + "p" * 10)[0] == 0
    overhead = log.stat().st_size - before - 16
    pad = -(log.stat().st_size + overhead + 6) % 4096 or 4096
    assert cli(home, "remember", "probe " + "p" * pad)[0] == 0
    assert log.stat().st_size % 4096 == 0


@pytest.mark.skipif(can_mount() is not None, reason=str(can_mount()))
def test_recall_on_a_real_full_disk_answers(tmp_path: Path) -> None:
    with small_fs(tmp_path / "disk", 512) as disk:
        home = disk / "home"
        assert cli(home, "remember", "the spare key is under the blue flowerpot")[0] == 0
        page_aligned(home / "default" / "default" / "memories.jsonl")
        fill(disk)  # no new page: the recall's use cannot be appended
        done = subprocess.run(  # the real command: its warnings reach stderr
            [sys.executable, "-m", "ebbing", "recall", "where is the spare key?", "--json",
             "--home", str(home)], capture_output=True, text=True, timeout=120,
            env={**os.environ, "EBBING_DAEMON": "off"})
        assert done.returncode == 0, done.stderr
        assert "blue flowerpot" in done.stdout and "could not be recorded" in done.stderr


def test_a_write_over_http_on_a_full_disk_is_a_storage_error(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sys.path.insert(0, str(Path(__file__).parents[1] / "server"))
    from server_support import ThreadDaemon
    from test_api import raw, token

    from ebbing.config import load_settings

    assert cli(ebbing_home, "remember", "a first memory")[0] == 0
    daemon = ThreadDaemon(load_settings())
    running = daemon.start()
    try:
        with monkeypatch.context() as patch:
            disk_full(patch)
            status, body = raw(running, "POST", "/v1/memories", {
                "asyncMode": 0, "messages": [{"role": "user", "content": "I moved to Oslo"}]},
                headers=token(running))
            assert status == 507 and body["code"] == "storage", body
            assert "No space left" in body["msg"]
            status, body = raw(running, "POST", "/v1/recall", {"query": "a first memory"},
                               headers=token(running))
            assert status == 200 and "first memory" in body["data"]["memoryPrompt"], body
            status, body = raw(running, "POST", "/v1/common-sense", {
                "commonSenseDatabaseId": "facts", "asyncMode": 0,
                "commonSenseText": "Water boils at 100 degrees."}, headers=token(running))
            assert status == 507 and body["code"] == "storage", body
    finally:
        daemon.stop()

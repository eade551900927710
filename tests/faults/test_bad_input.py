"""Bad input gets a clear error (JSON under --json), a non-zero exit, and changes nothing."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import orjson
import pytest
from fault_support import service
from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.config import Settings
from ebbing.errors import InvalidInput
from ebbing.service import MemoryService

runner = CliRunner()


def cli(home: Path, *args: str, stdin: bytes | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, [*args, "--home", str(home)], input=stdin)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("data", [b"caf\xe9 au lait", b"\xff\xfe\x00\x01binary", b"a\x00b"])
def test_binary_or_invalid_utf8_on_stdin_is_a_clear_error(tmp_path: Path, data: bytes) -> None:
    code, _, err = cli(tmp_path, "remember", "--json", stdin=data)
    error = json.loads(err)
    assert code == 2 and error["code"] == 2
    assert "standard input" in error["error"] and "Traceback" not in err
    code, _, err = cli(tmp_path, "remember", stdin=data)
    assert code == 2 and "standard input" in err and "Traceback" not in err
    assert not (tmp_path / "default").exists()  # nothing stored, nothing created


def test_usage_errors_honour_json(tmp_path: Path) -> None:
    code, out, err = cli(tmp_path, "remember", "x", "--occurred-at", "2023-13-45", "--json")
    error = json.loads(err)
    assert code == 2 and out == "" and error["code"] == 2 and "ISO date" in error["error"]
    code, _, err = cli(tmp_path, "list", "--status", "maybe", "--json")
    assert code == 2 and json.loads(err)["code"] == 2
    code, _, err = cli(tmp_path, "list", "--no-such-option", "--json")
    assert code == 2 and "no-such-option" in json.loads(err)["error"]
    code, _, err = cli(tmp_path, "remember", "x", "--occurred-at", "2023-13-45")
    assert code == 2 and "ISO date" in err and not err.startswith("{")


def test_reads_never_create_an_agent(tmp_path: Path) -> None:
    assert cli(tmp_path, "remember", "kept in default")[0] == 0
    assert cli(tmp_path, "remember", "kept in work", "-a", "work")[0] == 0
    for command in (["list"], ["stats"], ["recall", "anything", "--no-daemon"],
                    ["search", "anything", "--no-daemon"], ["export"], ["review"],
                    ["compact"], ["gc"]):
        code, _, err = cli(tmp_path, *command, "-a", "defualt", "--json")
        error = json.loads(err)["error"]
        assert code == 1, command
        assert "no agent default/defualt" in error and "default/default, default/work" in error
    assert sorted(p.name for p in (tmp_path / "default").iterdir()) == ["default", "work"]
    assert cli(tmp_path, "list", "-a", "work")[0] == 0


def test_a_memory_over_the_size_limit_is_refused_by_name(tmp_path: Path) -> None:
    svc = MemoryService(Settings(home=tmp_path, max_memory_bytes=1000))
    with pytest.raises(InvalidInput, match="EBBING_MAX_MEMORY_BYTES"):
        svc.remember("é" * 501)  # 1002 bytes of UTF-8
    assert svc.remember("é" * 500).content == "é" * 500
    code, _, err = cli(tmp_path, "remember", "x" * 70_000, "--json")
    assert code == 1 and "EBBING_MAX_MEMORY_BYTES" in json.loads(err)["error"]
    with pytest.raises(InvalidInput, match="not valid Unicode"):
        svc.remember("half a surrogate \udc80")
    assert len(svc.list()) == 1


def test_an_import_skips_an_oversized_record_with_the_reason(tmp_path: Path) -> None:
    lines = [{"content": "short and fine", "id": "a1"},
             {"content": "x" * 70_000, "id": "a2"},
             {"content": "also fine", "id": "a3"}]
    source = tmp_path / "memories.jsonl"
    source.write_bytes(b"".join(orjson.dumps(line) + b"\n" for line in lines))
    code, out, _ = cli(tmp_path / "home", "import", str(source), "--format", "decay-mcp",
                       "--json")
    report = json.loads(out)
    assert code == 0 and report["imported"] == 2
    [skip] = report["skipped"]
    assert skip["line"] == 2 and "EBBING_MAX_MEMORY_BYTES" in skip["reason"]


def test_a_huge_stored_text_keeps_recall_and_conflicts_bounded(tmp_path: Path) -> None:
    svc = service(tmp_path, embedder="fake")
    svc.remember("Max likes green tea")
    text = "Max likes " + "green tea and coffee " * 200_000  # 4 MB, over the limit
    huge = svc.build("placeholder").model_copy(update={"content": text})
    svc.store.put([huge])  # as an older ebbing (or a hand edit) may have stored it
    data = svc.recall("does Max like green tea?", touch=False)
    assert len(data["memoryPrompt"]) < 100_000
    assert "more characters]" in data["memoryPrompt"]
    checked = MemoryService(Settings(home=tmp_path, embedder="fake")).remember_checked(
        "Max no longer likes green tea")
    assert checked.checked >= 1  # the huge one was judged, on its first part
    assert svc.get(huge.id).content == huge.content  # kept whole


def test_malformed_events_are_quarantined_not_applied(tmp_path: Path) -> None:
    svc = service(tmp_path)
    kept = svc.remember("still here")
    svc.close()
    log = svc.folder / "memories.jsonl"
    with log.open("ab") as handle:
        for event in ({"kind": "delete", "v": 2, "id": kept.id},  # typed by hand, no time
                      {"kind": "delete", "v": 2, "id": kept.id, "at": "soon"},
                      {"kind": "touch", "v": 2, "id": kept.id, "at": "2025-01-01T00:00:00Z",
                       "boost": "lots", "cross": False}):
            handle.write(orjson.dumps(event) + b"\n")
    fresh = service(tmp_path)
    assert fresh.get(kept.id).use_count == 0
    quarantined = (svc.folder / "quarantine.jsonl").read_text().splitlines()
    assert len(quarantined) == 3


def test_a_use_of_an_unknown_memory_warns(tmp_path: Path,
                                          caplog: pytest.LogCaptureFixture) -> None:
    svc = service(tmp_path)
    svc.remember("something")
    svc.close()
    with (svc.folder / "memories.jsonl").open("ab") as handle:
        handle.write(orjson.dumps({"kind": "touch", "v": 2, "id": "01NOSUCHMEMORY",
                                   "at": "2025-01-01T00:00:00Z", "boost": 0.1,
                                   "cross": False}) + b"\n")
    with caplog.at_level(logging.WARNING, logger="ebbing"):
        assert len(service(tmp_path).list()) == 1
    assert "01NOSUCHMEMORY" in caplog.text

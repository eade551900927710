"""End-to-end CLI behaviour through typer's runner, as a user at a shell sees it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ebbing.cli.app import app

runner = CliRunner()


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def remember(text: str, *extra: str) -> str:
    code, out, err = run("remember", text, "--json", *extra)
    assert code == 0, err
    return str(json.loads(out)["id"])


def test_remember_then_show_and_list() -> None:
    mid = remember("Max moved to Berlin", "-t", "people", "-e", "Max", "-c", "alice",
                   "-m", "dia_id=D1:3", "-m", '{"n": 2}', "--occurred-at", "2023-05-08")
    code, out, _ = run("show", mid, "--json")
    shown = json.loads(out)
    assert code == 0 and shown["id"] == mid and shown["score"] == pytest.approx(1.0, abs=1e-3)
    assert shown["metadata"] == {"dia_id": "D1:3", "n": 2}
    assert shown["occurred_at"] == "2023-05-08T00:00:00Z"
    code, out, _ = run("list")
    assert code == 0 and mid in out and "Max moved to Berlin" in out


def test_remember_reads_stdin_and_prints_the_id() -> None:
    code, out, _ = run("remember", stdin="I prefer green tea\n")
    assert code == 0
    code, shown, _ = run("show", out.strip(), "--json")
    assert json.loads(shown)["content"] == "I prefer green tea"


def test_list_json_is_json_lines_with_ids() -> None:
    ids = {remember(f"memory {i}") for i in range(3)}
    code, out, _ = run("list", "--json")
    records = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and {r["id"] for r in records} == ids


def test_touch_edit_forget_restore_cycle() -> None:
    mid = remember("Max lives in Paris", "-t", "people")
    code, out, _ = run("touch", mid, "--json", "--context", "travel")
    touched = json.loads(out)
    assert code == 0 and touched["use_count"] == 1 and touched["cross_domain_count"] == 1
    code, out, _ = run("edit", mid, "--text", "Max lives in Berlin", "--add-tag", "city", "--json")
    assert code == 0 and json.loads(out)["tags"] == ["people", "city"]
    assert run("forget", mid)[0] == 0
    assert mid not in run("list")[1]
    assert mid in run("list", "--lifecycle", "archived")[1]
    assert run("restore", mid)[0] == 0 and mid in run("list")[1]


def test_hard_forget_is_a_dry_run_without_yes() -> None:
    mid = remember("delete me")
    code, out, err = run("forget", mid, "--hard")
    assert code == 0 and "would delete" in out and "--yes" in err
    assert run("show", mid)[0] == 0
    assert run("forget", mid, "--hard", "--yes")[0] == 0
    assert run("show", mid)[0] == 1


def test_errors_are_clear_and_exit_nonzero() -> None:
    remember("an agent to look in")
    code, _, err = run("show", "01NOPE")
    assert code == 1 and "no memory '01NOPE'" in err
    code, _, err = run("show", "01NOPE", "--json")
    assert code == 1 and json.loads(err)["error"].startswith("no memory")
    code, _, err = run("remember", "x", "--agent", "../escape")
    assert code == 1 and "invalid agent name" in err
    code, _, err = run("remember", "x", "--occurred-at", "yesterday")
    assert code == 2 and "not an ISO date" in err
    code, _, err = run("list", "--status", "maybe")
    assert code == 2
    code, _, err = run("remember", "x", "-m", "novalue")
    assert code == 2 and "key=value" in err
    code, _, _ = run("no-such-command")
    assert code == 2


def test_gc_dry_run_then_apply() -> None:
    old = remember("old news", "--now", "2020-01-01")
    code, out, err = run("gc", "--now", "2020-03-01")
    assert code == 0 and old in out and "dry run" in err
    code, out, _ = run("gc", "--now", "2020-03-01", "--apply", "--json")
    report = json.loads(out)
    assert report["applied"] and report["count"] == 1
    assert json.loads(run("show", old, "--json")[1])["lifecycle"] == "archived"


def test_review_and_stats_json() -> None:
    mid = remember("fading", "--now", "2024-01-01T00:00:00")
    code, out, _ = run("review", "--now", "2024-01-07T00:00:00", "--json")
    due = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and due[0]["id"] == mid and due[0]["priority"] == pytest.approx(1.0)
    code, out, _ = run("stats", "--json")
    assert code == 0 and json.loads(out)["memories"] == 1


def test_compact_twice_changes_nothing_the_second_time(ebbing_home: Path) -> None:
    mid = remember("compact me")
    run("touch", mid)
    code, out, _ = run("compact", "--json")
    assert code == 0 and json.loads(out)["changed"]
    log = ebbing_home / "default" / "default" / "memories.jsonl"
    before = log.read_bytes()
    code, out, _ = run("compact", "--json")
    assert code == 0 and not json.loads(out)["changed"] and log.read_bytes() == before
    assert json.loads(run("show", mid, "--json")[1])["use_count"] == 1


def test_export_then_import_into_another_agent(tmp_path: Path) -> None:
    first = remember("exported one", "-t", "x")
    target = tmp_path / "out.jsonl"
    assert run("export", str(target))[0] == 0
    code, out, _ = run("import", str(target), "--agent", "copy", "--json")
    report = json.loads(out)
    assert code == 0 and report["imported"] == 1
    assert json.loads(run("show", first, "--agent", "copy", "--json")[1])["tags"] == ["x"]
    code, out, _ = run("import", str(target), "--agent", "copy", "--json")
    assert json.loads(out)["already_present"] == 1 and json.loads(out)["imported"] == 0


def test_import_of_a_missing_file_fails_cleanly(tmp_path: Path) -> None:
    code, _, err = run("import", str(tmp_path / "missing.jsonl"))
    assert code == 1 and "missing.jsonl" in err


def test_search_and_recall_commands(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EBBING_EMBEDDER", "fake")
    mid = remember("Ralph joined the team as the new designer", "-c", "alice")
    remember("The quarterly tax report is due on Friday")
    code, out, _ = run("search", "who is ralph?", "--json")
    first = json.loads(out.splitlines()[0])
    assert code == 0 and first["id"] == mid and first["why"]["lexical_rank"] == 1
    code, out, _ = run("recall", "who is ralph?")
    assert code == 0 and "alice: Ralph joined the team" in out
    assert json.loads(run("show", mid, "--json")[1])["use_count"] == 1
    code, out, _ = run("recall", "who is ralph?", "--json", "--detailed", "--no-touch")
    assert json.loads(out)["memorySummaryList"][0]["memorySummaryId"] == mid
    assert run("search", "x", "--status", "bogus")[0] == 2


def test_remember_and_import_take_the_conversation_they_belong_to(tmp_path: Path) -> None:
    asked = remember("Which car do you drive?", "-c", "bob", "--context-id", "chat-7")
    shown = json.loads(run("show", asked, "--json")[1])
    assert shown["context_id"] == "chat-7"
    alone = remember("The boiler was serviced")
    assert json.loads(run("show", alone, "--json")[1])["context_id"] is None
    transcript = tmp_path / "transcript.jsonl"
    assert run("export", str(transcript))[0] == 0
    code, out, err = run("import", str(transcript), "--agent", "copy", "--context-id",
                         "call 2024-05-01", "--json")
    assert code == 0 and json.loads(out)["imported"] == 2, err
    # a memory that names its conversation keeps it; the others join the batch's
    assert json.loads(run("show", asked, "--agent", "copy", "--json")[1])["context_id"] == \
        "chat-7"
    assert json.loads(run("show", alone, "--agent", "copy", "--json")[1])["context_id"] == \
        "call 2024-05-01"
    code, _, err = run("import", str(transcript), "--agent", "other", "--context-id", "x" * 201)
    assert code == 1 and "context id" in err
    assert run("list", "--agent", "other", "--json")[1].strip() in ("", "[]")

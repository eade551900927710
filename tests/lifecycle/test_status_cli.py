"""The status commands as a user at a shell sees them: output, --json, exit codes."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from ebbing.cli.app import app

runner = CliRunner()


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def remember(text: str, *extra: str) -> dict[str, object]:
    code, out, err = run("remember", text, "--json", *extra)
    assert code == 0, err
    return dict(json.loads(out))


def log_bytes(home: Path) -> bytes:
    return (home / "default" / "default" / "memories.jsonl").read_bytes()


def test_remember_reports_what_it_changed() -> None:
    old = remember("Max lives in Berlin.", "--now", "2025-01-01")
    code, out, err = run("remember", "Max moved from Berlin to Paris.", "--now", "2025-02-01")
    assert code == 0 and out.strip() and old["id"] in err
    assert "valid -> outdated: offline judge: 'moved': place changed for Max" in err
    new = remember("Anna works at Siemens.")
    assert new["conflicts"] == []
    fresh = remember("Anna works at Bosch.")
    assert fresh["conflicts"] == [{
        "id": new["id"], "from_status": "valid", "to_status": "suspected_outdated",
        "reason": "offline judge: employer differs for Anna (Siemens vs Bosch), without "
                  "saying whether it changed or was wrong",
        "part": "works: Siemens -> Bosch"}]
    unchecked = remember("Anna works at Airbus.", "--no-check")
    assert unchecked["conflicts"] == []


def test_supersede_repudiate_suspect_validate_with_json() -> None:
    a = str(remember("Tom is a vegetarian.", "--no-check")["id"])
    code, out, _ = run("suspect", a, "--reason", "saw him eat fish", "--json")
    data = json.loads(out)
    assert code == 0 and (data["from_status"], data["to_status"]) == (
        "valid", "suspected_outdated")
    code, out, _ = run("supersede", a, "Tom eats fish now.", "--reason", "he said so",
                       "--part", "diet", "--json")
    data = json.loads(out)
    assert code == 0 and data["created_trigger"] and data["to_status"] == "outdated"
    new_id = data["trigger_id"]
    assert data["linked_new_memory_id"] == new_id
    assert data["entry"]["affected_part"] == "diet"
    assert data["entry"]["trigger_excerpt"] == "Tom eats fish now."
    code, out, _ = run("validate", a, "--reason", "he was joking")
    assert code == 0 and out.strip() == f"{a}  outdated -> valid"
    code, out, _ = run("repudiate", a, "--by", new_id, "--reason", "never was", "--json")
    assert code == 0 and json.loads(out)["linked_new_memory_id"] == new_id


def test_illegal_and_bad_requests_exit_2_and_change_nothing(ebbing_home: Path) -> None:
    a = str(remember("The gym opens at 6am.", "--no-check")["id"])
    b = str(remember("The gym opens at 7am.", "--no-check")["id"])
    assert run("supersede", a, "--by", b, "--reason", "new hours")[0] == 0
    before = log_bytes(ebbing_home)
    code, _, err = run("suspect", a, "--reason", "x", "--json")
    assert code == 2 and json.loads(err) == {
        "error": "an outdated memory cannot become suspected_outdated (allowed: valid)",
        "code": 2}
    code, _, err = run("repudiate", a, "--reason", "x")
    assert code == 2 and "cannot become repudiated" in err
    assert run("supersede", b, "--reason", "x")[0] == 2           # no newer memory named
    assert run("supersede", b, "text", "--by", a, "--reason", "x")[0] == 2   # both
    assert run("supersede", b, "--by", a)[0] == 2                  # no reason
    assert run("validate", b, "--reason", "x")[0] == 2             # already valid
    code, _, err = run("validate", "01NOSUCHMEMORY", "--reason", "x")
    assert code == 1 and "no memory" in err
    assert log_bytes(ebbing_home) == before


def test_history_shows_the_chain_old_to_new() -> None:
    a = str(remember("Ben lives in Leeds.", "--now", "2025-01-01")["id"])
    b = str(remember("Ben moved from Leeds to York.", "--now", "2025-02-01")["id"])
    code, out, _ = run("supersede", b, "Ben lives in Hull now.", "--reason", "moved again",
                       "--now", "2025-03-01", "--json")
    c = json.loads(out)["trigger_id"]
    code, out, _ = run("history", c)
    assert code == 0
    lines = [line for line in out.splitlines() if not line.startswith("      ")]
    assert [line.split()[0 if line.startswith(" ") else 1] for line in lines] == [a, b, c]
    assert "-> " + b in out and "valid -> outdated" in out and f"* {c}" in out
    code, out, _ = run("history", a, "--json")
    data = json.loads(out)
    assert [m["id"] for m in data["chain"]] == [a, b, c]
    assert data["chain"][0]["change_log"][0]["trigger_memory_id"] == b


def test_reconcile_dry_run_then_apply(ebbing_home: Path) -> None:
    old = str(remember("Lisa's favourite colour is blue.", "--no-check")["id"])
    new = str(remember("Lisa's favourite colour is green.", "--no-check")["id"])
    before = log_bytes(ebbing_home)
    code, out, err = run("reconcile")
    assert code == 0 and f"would mark {old} suspected_outdated (by {new})" in out
    assert "add --apply" in err and log_bytes(ebbing_home) == before
    code, out, _ = run("reconcile", "--apply", "--json")
    data = json.loads(out)
    assert code == 0 and data["applied"] and [c["id"] for c in data["changes"]] == [old]
    code, out, _ = run("show", old, "--json")
    assert json.loads(out)["status"] == "suspected_outdated"

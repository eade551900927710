"""`ebbing search` and `ebbing recall` through a running daemon: the same bytes as in-process,
and the daemon sees what other processes write."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from server_support import cli, ebbing_process, python_process, requests_served

from ebbing.server.state import DaemonState

NOW = "2024-06-01T12:00:00"
COMMANDS = [
    ["search", "who is ralph?"],
    ["search", "caroline", "--json"],
    ["search", "what did Caroline do in May 2023?", "--character", "caroline", "--top", "3"],
    ["search", "report", "--tag", "finance", "--json", "--status", "valid"],
    ["search", "hiking", "--since", "2023-09-01", "--until", "2023-10-01", "--json"],
    ["search", "zzz-nothing-matches-zzz", "--top", "1", "--status", "outdated"],
    ["recall", "what did Caroline say about the dog?", "--no-touch"],
    ["recall", "Caroline", "--json", "--detailed", "--no-touch", "-c", "caroline"],
    ["recall", "tea", "--shallow", "--json", "--no-touch"],
]


@pytest.mark.parametrize("command", COMMANDS, ids=[" ".join(c[:2]) for c in COMMANDS])
def test_output_is_identical_through_the_daemon(running: DaemonState,
                                                command: list[str]) -> None:
    args = [*command, "--now", NOW]
    before = requests_served(running)
    warm = cli(*args)
    assert requests_served(running) == before + 1  # the daemon answered it
    cold = cli(*args, "--no-daemon")
    assert requests_served(running) == before + 1  # and not this one
    assert warm == cold
    assert warm[0] == 0 and (warm[1] or warm[2])


def test_env_setting_forces_in_process(running: DaemonState) -> None:
    before = requests_served(running)
    code, out, _ = cli("recall", "tea", "--no-touch", env={"EBBING_DAEMON": "false"})
    assert code == 0 and "green tea" in out
    assert requests_served(running) == before


def test_errors_are_the_same_through_the_daemon(running: DaemonState) -> None:
    for extra in ([], ["--no-daemon"]):
        code, out, err = cli("search", "tea", "--agent", "..", *extra)
        assert code == 1 and out == "" and "invalid agent name '..'" in err
        code, _, err = cli("recall", "tea", "-n", "bad/name", "--json", *extra)
        assert code == 1 and json.loads(err)["error"].startswith("invalid namespace name")


def test_other_agents_and_namespaces_are_served_too(running: DaemonState) -> None:
    code, _, _ = cli("remember", "Bob keeps bees", "-n", "work", "-a", "bob")
    assert code == 0
    before = requests_served(running)
    warm = cli("search", "bees", "-n", "work", "-a", "bob", "--json", "--now", NOW)
    assert requests_served(running) == before + 1
    assert warm == cli("search", "bees", "-n", "work", "-a", "bob", "--json", "--now", NOW,
                       "--no-daemon")
    assert json.loads(warm[1])["content"] == "Bob keeps bees"
    assert "Bob keeps bees" not in cli("search", "bees")[1]  # not in the default agent


def test_the_daemon_sees_writes_edits_deletes_and_compaction_by_others(
        running: DaemonState, seeded: Path) -> None:
    args = ["search", "tea", "--json", "--now", NOW, "--top", "3"]
    assert "green tea" in cli(*args)[1]  # warm: indexes built
    added = ebbing_process("remember", "Jasmine tea is my second favourite", "--json")
    assert added.returncode == 0, added.stderr
    new_id = json.loads(added.stdout)["id"]
    warm = cli(*args)
    assert new_id in warm[1] and warm == cli(*args, "--no-daemon")
    old_id = next(json.loads(line)["id"] for line in warm[1].splitlines()
                  if "green tea" in line)
    assert ebbing_process("forget", old_id, "--hard", "--yes").returncode == 0
    assert ebbing_process("compact").returncode == 0
    warm = cli(*args)
    assert old_id not in warm[1] and new_id in warm[1]
    assert warm == cli(*args, "--no-daemon")


def test_recall_through_the_daemon_reinforces_durably(running: DaemonState) -> None:
    code, out, _ = cli("recall", "green tea", "--json", "--detailed")
    assert code == 0
    recalled = [s["memorySummaryId"] for s in json.loads(out)["memorySummaryList"]]
    assert recalled
    listed = ebbing_process("list", "--json")  # another process reads the files
    uses = {m["id"]: m["use_count"] for m in map(json.loads, listed.stdout.splitlines())}
    assert {memory_id: uses[memory_id] for memory_id in recalled} == dict.fromkeys(recalled, 1)
    assert sum(uses.values()) == len(recalled)
    args = ["recall", "green tea", "--json", "--detailed", "--no-touch", "--now", NOW]
    assert cli(*args) == cli(*args, "--no-daemon")


def test_a_warm_call_imports_no_web_framework_and_no_model(running: DaemonState) -> None:
    code = (
        "import sys\n"
        "from typer.testing import CliRunner\n"
        "from ebbing.cli.app import app\n"
        "r = CliRunner().invoke(app, ['recall', 'green tea', '--no-touch'])\n"
        "assert r.exit_code == 0 and 'green tea' in r.stdout, r.output\n"
        "heavy = ['torch', 'sentence_transformers', 'fastapi', 'starlette', 'uvicorn',\n"
        "         'anyio', 'ebbing.service', 'ebbing.retrieval']\n"
        "print(','.join(m for m in heavy if m in sys.modules))\n"
    )
    before = requests_served(running)
    result = python_process(code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""
    assert requests_served(running) == before + 1


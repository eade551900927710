"""`ebbing wm` through a running daemon: MemNet's verbs and output, sessions held by the
daemon between commands, files read and written on the CLI's side."""

from __future__ import annotations

import contextlib
import json
import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner
from wm_support import EXAMPLES

from ebbing.cli.app import app
from ebbing.config import load_settings
from ebbing.server import daemon, state
from ebbing.server.client import Unavailable, request

runner = CliRunner()


def wm(*args: str, env: dict[str, str] | None = None, stdin: str | None = None
       ) -> tuple[int, str, str]:
    result = runner.invoke(app, ["wm", *args], env=env, input=stdin)
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def served(monkeypatch: pytest.MonkeyPatch, ebbing_home: Path) -> Iterator[state.DaemonState]:
    monkeypatch.setenv("EBBING_EMBEDDER", "fake")
    for name in ("MEMNET_SESSION", "EBBING_WM_SESSION", "MEMNET_AGENT", "EBBING_WM_AGENT"):
        monkeypatch.delenv(name, raising=False)
    settings = load_settings()
    thread = threading.Thread(target=daemon.run, args=(settings, 0), daemon=True)
    thread.start()
    paths = state.Paths.of(settings.home)
    deadline = time.monotonic() + 60
    found = None
    while found is None or found.pid != os.getpid():
        assert time.monotonic() < deadline and thread.is_alive(), "the daemon did not start"
        time.sleep(0.02)
        found = state.read(paths)
    yield found
    with contextlib.suppress(Unavailable):
        request(found, "POST", "/v1/shutdown")
    thread.join(30)


def test_without_a_daemon_it_says_how_to_start_one(ebbing_home: Path) -> None:
    code, out, err = wm("session", "list")
    assert (code, out) == (2, "")
    assert err.startswith("@ERR: serve_required|") and "ebbing serve --background" in err


def test_a_memnet_workflow_with_memnet_replaced_by_ebbing_wm(served: state.DaemonState,
                                                             tmp_path: Path) -> None:
    code, out, err = wm("session", "open", "--map-file",
                        str(EXAMPLES / "schema.example.txt"), "--ttl", "30")
    assert code == 0 and out.startswith("@SESSION: wm_") and out.endswith("|30\n")
    sid = err.strip().removeprefix("MEMNET_SESSION=")
    env = {"MEMNET_SESSION": sid}
    code, out, err = wm("add", "--file", str(EXAMPLES / "workflow.example.txt"), env=env)
    assert code == 0 and err.endswith("ok=15 fail=0\n") and len(out.splitlines()) == 15
    code, out, err = wm("query", "warm", "--anchor", "PLR01", env=env)
    assert code == 0 and out.splitlines()[0].startswith("@LAW: LAW01|")
    assert "@EDG: E02|" not in out  # delete_on_expire: not in a warm read
    code, out, _ = wm("add", "--stdin", "--session", sid,
                      stdin="@TSK: T2|Sell iron|3|urgent|delete_on_settle\n")
    assert code == 0 and out == "@TSK: T2|Sell iron|3|urgent|delete_on_settle\n"
    code, _, err = wm("add", "@TSK: T2|again|3|urgent|persistent", env=env)
    assert code == 1 and "@ERR: id_exists|id T2 exists @TSK use update" in err
    code, out, err = wm("update", "--dry-run", "@TSK: T2|x|3|a|b", env=env)
    assert (code, out) == (0, "@TSK: T2|x|3|a|b\n") and "DRY-RUN\n" in err
    code, out, _ = wm("read", "list", "--tag", "TSK", "--where", "goal=Sell*", env=env)
    assert out == "@TSK: T2|Sell iron|3|urgent|delete_on_settle\n"
    snap = tmp_path / "snap.txt"
    code, out, _ = wm("session", "save", "--file", str(snap), env=env)
    assert code == 0 and out == f"@STAT: saved|12|{snap}\n"
    assert snap.read_text().startswith("# memnet-snapshot-v1\n")
    assert wm("delete", "--id", "T2", env=env)[1] == "@DEL: T2|TSK\n"
    code, out, err = wm("housekeep", "prune", "recyclable", "--apply", env=env)
    assert code == 0 and out.count("@DEL: ") == 2 and err.endswith("deleted 2 rows\n")
    assert wm("session", "close", sid)[1] == f"@SESSION: {sid}|closed\n"
    code, _, err = wm("query", "warm", "--anchor", "PLR01", env=env)
    assert code == 2 and f"@ERR: session_not_found|{sid}" in err
    code, out, err = wm("session", "load", "--file", str(snap), "--keep-id")
    assert code == 0 and out.startswith(f"@SESSION: {sid}|")
    assert wm("read", "get", "--id", "T2", env=env)[0] == 0  # back, as saved
    code, out, _ = wm("query", "context", "--anchor", "T2", "--json", env=env)
    data = json.loads(out)
    assert code == 0 and data["exitCode"] == 0 and "@TSK: T2|" in "\n".join(data["stdout"])
    code, _, err = wm("add", "--file", str(tmp_path / "missing.txt"), env=env)
    assert code == 1 and err.startswith("@ERR: file_not_found|")


FAST = [["query", "warm", "--anchor", "PLR01"], ["query", "warm", "--anchor", "N01", "--json"],
        ["query", "context"], ["query", "context", "--anchor", "E01", "--depth", "1"],
        ["query", "walk", "--anchor", "TEC01"], ["query", "neighbors", "PLR01", "--depth", "2"],
        ["query", "path", "N01", "PLR01"], ["read", "get", "--id", "T01"],
        ["read", "list", "--where", "status=a*", "--tag", "npc"], ["read", "get"],
        ["add", "--dry-run", "@TSK: T5|x|1|a|b"], ["add", "@BAD"], ["delete", "--id", "nope"],
        ["query", "warm"], ["read", "get", "--id", "nope", "--json"]]


def test_the_fast_path_prints_what_the_full_cli_prints(served: state.DaemonState,
                                                       ebbing_home: Path) -> None:
    import subprocess
    import sys

    _, _, err = wm("session", "open", "--map-file", str(EXAMPLES / "schema.example.txt"))
    sid = err.strip().removeprefix("MEMNET_SESSION=")
    env = {**os.environ, "MEMNET_SESSION": sid}
    assert wm("add", "--file", str(EXAMPLES / "workflow.example.txt"), env=env)[0] == 0
    from ebbing.wm.fast import parse

    for args in FAST:
        assert parse(args) is not None, args  # the fast path answers these itself
        fast = subprocess.run([sys.executable, "-m", "ebbing", "wm", *args], env=env,
                              capture_output=True, text=True, timeout=60)
        full = wm(*args, env={"MEMNET_SESSION": sid})
        assert (fast.returncode, fast.stdout, fast.stderr) == full, args
    for args in (["query", "warm", "--help"], ["query", "warm", "--anchor"],
                 ["query", "warm", "--bogus"], ["session", "list"], ["query", "path", "A"]):
        assert parse(args) is None  # left to the full CLI

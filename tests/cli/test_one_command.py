"""`ebbing <command>` builds only that command (cli/app.py `only`): every top-level command
parses, helps and fails exactly as through the whole app."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
import typer.main
from typer.testing import CliRunner

from ebbing.cli.app import app, only

runner = CliRunner()
NAMES = sorted(info.name or typer.main.get_command_name(info.callback.__name__)
               for info in app.registered_commands if info.callback is not None)


def test_every_command_and_no_group_has_a_small_app() -> None:
    assert len(NAMES) > 30
    for name in NAMES:
        small = only(name)
        assert small is not None and len(small.registered_commands) == 1
        assert small.registered_groups == []
        assert small.registered_callback is app.registered_callback
    for group in app.registered_groups:
        assert group.name is not None and only(group.name) is None
    assert only("--version") is None and only("no-such-command") is None


@pytest.mark.parametrize("name", NAMES)
def test_help_and_usage_errors_are_the_same(name: str) -> None:
    small = only(name)
    assert small is not None
    for argv in ([name, "--help"], [name, "--no-such-option"],
                 [name, "--json", "--no-such-option"]):
        whole = runner.invoke(app, argv)
        alone = runner.invoke(small, argv)
        assert (alone.exit_code, alone.output) == (whole.exit_code, whole.output), argv


def test_the_console_script_takes_the_small_app(tmp_path: os.PathLike[str]) -> None:
    """The real entry point: a usage error names the command as before, and the root's own
    options still work (they go through the whole app)."""
    env = {**os.environ, "EBBING_HOME": str(tmp_path), "EBBING_DAEMON": "false"}
    env.pop("_EBBING_COMPLETE", None)
    run = [sys.executable, "-m", "ebbing"]
    done = subprocess.run([*run, "recall", "--no-such-option"], env=env, capture_output=True,
                          text=True, check=False)
    assert done.returncode == 2 and "ebbing recall --help' for help." in done.stderr
    version = subprocess.run([*run, "--version"], env=env, capture_output=True, text=True,
                             check=True)
    assert version.stdout.startswith("ebbing ")

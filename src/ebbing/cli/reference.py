"""Generate docs/cli.md from the live `--help` of every command.

    python -m ebbing.cli.reference > docs/cli.md

A test compares the file with this output, so the reference cannot drift from the CLI.
"""

from __future__ import annotations

import os

import typer
from typer.testing import CliRunner

from ebbing.cli.app import app

WIDTH = "100"


def help_text(args: list[str]) -> str:
    runner = CliRunner()
    env = {"COLUMNS": WIDTH, "NO_COLOR": "1", "TERM": "dumb"}
    result = runner.invoke(app, [*args, "--help"], env=env, prog_name="ebbing")
    if result.exit_code != 0:
        raise RuntimeError(f"ebbing {' '.join(args)} --help failed: {result.output}")
    return result.output.rstrip() + "\n"


def command_names() -> list[str]:
    return [c.name or c.callback.__name__ for c in app.registered_commands if c.callback]


def render() -> str:
    parts = [
        "# ebbing command reference\n",
        "Generated from the live `--help` by `python -m ebbing.cli.reference > docs/cli.md`;",
        "a test fails when this file and the CLI disagree.\n",
        "## ebbing\n",
        "```text",
        help_text([]).rstrip(),
        "```\n",
    ]
    for name in command_names():
        parts += [f"## ebbing {name}\n", "```text", help_text([name]).rstrip(), "```\n"]
    parts += groups([], app)
    return "\n".join(parts)


def groups(prefix: list[str], parent: typer.Typer) -> list[str]:
    """The help of each command group under `parent`, its commands, then its own groups."""
    parts: list[str] = []
    for group in parent.registered_groups:
        sub = group.typer_instance
        assert group.name and sub is not None
        path = [*prefix, group.name]
        parts += [f"## ebbing {' '.join(path)}\n", "```text", help_text(path).rstrip(), "```\n"]
        for command in sub.registered_commands:
            name = command.name or (command.callback.__name__ if command.callback else "")
            parts += [f"## ebbing {' '.join([*path, name])}\n", "```text",
                      help_text([*path, name]).rstrip(), "```\n"]
        parts += groups(path, sub)
    return parts


if __name__ == "__main__":
    os.environ.setdefault("COLUMNS", WIDTH)
    print(render(), end="")

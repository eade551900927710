"""Generate docs/cli.md from the live `--help` of every command.

    python -m ebbing.cli.reference > docs/cli.md

A test compares the file with this output, so the reference cannot drift from the CLI.
"""

from __future__ import annotations

import os

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
    for group in app.registered_groups:  # command groups, e.g. `ebbing commonsense ...`
        assert group.name and group.typer_instance
        for args in [[group.name]] + [
            [group.name, c.name or c.callback.__name__]
            for c in group.typer_instance.registered_commands if c.callback
        ]:
            title = " ".join(args)
            parts += [f"## ebbing {title}\n", "```text", help_text(args).rstrip(), "```\n"]
    return "\n".join(parts)


if __name__ == "__main__":
    os.environ.setdefault("COLUMNS", WIDTH)
    print(render(), end="")

"""The `ebbing` typer application: one shared app, command groups in their own modules."""

from __future__ import annotations

import copy
import logging
import os
import sys
from typing import Annotated

import typer
import typer.main

from ebbing import __version__
from ebbing.cli.common import JsonErrorsGroup

app = typer.Typer(
    name="ebbing",
    help="Local-first long-term memory for AI assistants: memories fade unless they are used.",
    no_args_is_help=True,
    add_completion=True,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
    cls=JsonErrorsGroup,
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"ebbing {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_version, is_eager=True, help="Print the version."),
    ] = False,
) -> None:
    """Local-first long-term memory for AI assistants: memories fade unless they are used."""


def _register() -> None:
    from ebbing.cli import (
        commonsense_cmds,
        consolidate_cmds,
        embed_cmds,
        graph_cmds,
        maintain_cmds,
        maintenance_cmds,
        mcp_cmds,
        memory_cmds,
        recall_cmds,
        schedule_cmds,
        serve_cmds,
        status_cmds,
        thinking_cmds,
        token_cmds,
        transfer_cmds,
        ui_cmds,
        vault_cmds,
        wm_cmds,
    )

    memory_cmds.register(app)
    status_cmds.register(app)
    recall_cmds.register(app)
    maintenance_cmds.register(app)
    maintain_cmds.register(app)
    consolidate_cmds.register(app)
    transfer_cmds.register(app)
    vault_cmds.register(app)
    commonsense_cmds.register(app)
    schedule_cmds.register(app)
    graph_cmds.register(app)
    serve_cmds.register(app)
    mcp_cmds.register(app)
    wm_cmds.register(app)
    embed_cmds.register(app)
    thinking_cmds.register(app)
    ui_cmds.register(app)
    token_cmds.register(app)


_register()


class _StderrWarnings(logging.Handler):
    def emit(self, record: logging.LogRecord) -> None:
        sys.stderr.write(f"warning: {record.getMessage()}\n")


def only(name: str) -> typer.Typer | None:
    """The app with its root options and the one top-level command `name` (not a group), or
    None when there is no such command. Typer turns every registered command into a click
    command (reading each signature's options) before it parses anything: for a one-shot
    `ebbing recall` that was about a tenth of a second of ~40 commands it never runs. What
    the command parses, prints and exits with is the same (tests/cli/test_one_command.py)."""
    for info in app.registered_commands:
        callback = info.callback
        if callback is not None and (
                info.name or typer.main.get_command_name(callback.__name__)) == name:
            small = copy.copy(app)
            small.registered_commands = [info]
            small.registered_groups = []
            return small
    return None


def main() -> None:
    logger = logging.getLogger("ebbing")
    if not logger.handlers:
        logger.addHandler(_StderrWarnings(logging.WARNING))
        logger.propagate = False
    completing = any(key.endswith("_COMPLETE") for key in os.environ)  # shell completion
    small = only(sys.argv[1]) if len(sys.argv) > 1 and not completing else None
    (small or app)()

"""The `ebbing` typer application: one shared app, command groups in their own modules."""

from __future__ import annotations

import logging
import sys
from typing import Annotated

import typer

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


def main() -> None:
    logger = logging.getLogger("ebbing")
    if not logger.handlers:
        logger.addHandler(_StderrWarnings(logging.WARNING))
        logger.propagate = False
    app()

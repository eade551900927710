"""Commands that move memories in and out: export, import."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from ebbing.cli.common import (
    AgentOpt,
    HomeOpt,
    JsonOpt,
    NamespaceOpt,
    emit_json,
    err,
    out,
    reported,
    service,
)
from ebbing.cli.counts import counted

FORMATS = ("auto", "ebbing", "decay-mcp", "mcp-memory")


def export(
    path: Annotated[Path | None, typer.Argument(help="Write here (default: stdout).")] = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Export every memory (archived too) and relation as ebbing JSON Lines, then the
    common-sense libraries the agent sees in its namespace and the namespace's saved
    working-memory sessions."""
    from ebbing.store.atomic import atomic_write
    from ebbing.transfer import export_lines

    with reported(as_json):
        svc = service(home, namespace, agent)
        if path is None:
            for line in export_lines(svc):
                sys.stdout.buffer.write(line)
            sys.stdout.flush()
            return
        data = b"".join(export_lines(svc))
        atomic_write(path, data)
        count = data.count(b"\n")
        if as_json:
            emit_json({"path": str(path), "lines": count})
        else:
            err.print(f"exported {counted(count, 'line')} to {path}")


def import_(
    paths: Annotated[list[Path], typer.Argument(metavar="PATH...", help="Files to import.")],
    fmt: Annotated[
        str,
        typer.Option(
            "--format",
            help="auto, ebbing, decay-mcp (memories.jsonl + relations.jsonl) or "
            "mcp-memory (the reference MCP memory server's knowledge graph).",
        ),
    ] = "auto",
    context_id: Annotated[str | None, typer.Option(
        "--context-id",
        help="One conversation for the whole batch (a transcript): its memories that name "
        "none get this context id and form episodes (docs/retrieval.md).")] = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Import memories; ids already in the store are left alone, so importing twice is safe."""
    from ebbing.transfer import import_files

    if fmt not in FORMATS:
        raise typer.BadParameter(f"choose one of {', '.join(FORMATS)}", param_hint="--format")
    with reported(as_json):
        svc = service(home, namespace, agent, create=True)
        report = import_files(svc, paths, fmt, context_id=context_id or None)
        if as_json:
            emit_json(report.as_dict())
            return
        received = ", ".join(counted(n, kind) for kind, n in report.received.items()) or "nothing"
        out.print(f"read {received} ({report.format})", markup=False)
        out.print(
            f"imported {counted(report.imported, 'memory')} and "
            f"{counted(report.relations, 'relation')}; "
            f"{report.already_present} already present",
            markup=False,
        )
        if report.libraries or report.library_entries or report.snapshots:
            out.print(f"common sense: {counted(report.libraries, 'library')} made, "
                      f"{counted(report.library_entries, 'entry')} written; "
                      f"{counted(report.snapshots, 'saved session')} written", markup=False)
        for skip in report.skipped:
            where = skip["source"] if skip["line"] is None else f"{skip['source']}:{skip['line']}"
            err.print(f"skipped {where}: {skip['reason']}", markup=False)
        if report.skipped:
            err.print(f"{counted(len(report.skipped), 'record')} skipped")


def register(app: typer.Typer) -> None:
    app.command()(export)
    app.command("import")(import_)

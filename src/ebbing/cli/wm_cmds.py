"""`ebbing wm`: working memory, MemNet's verbs unchanged beneath it (an agent guide written for
`memnet` works with `memnet` replaced by `ebbing wm`). Sessions live in the daemon
(`ebbing serve`); see docs/working-memory.md."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from ebbing.cli.common import HomeOpt, JsonOpt

wm_app = typer.Typer(help="Working memory (MemNet's task graph in the daemon's RAM): "
                          "sessions, wire-format rows, warm reads.", no_args_is_help=True)
session_app = typer.Typer(help="Session lifecycle: open, resume, current, list, save, load, "
                               "close.", no_args_is_help=True)
read_app = typer.Typer(help="Read rows of a session.", no_args_is_help=True)
query_app = typer.Typer(help="Graph reads: warm, context, neighbors, path, walk.",
                        no_args_is_help=True)
housekeep_app = typer.Typer(help="Inspect and prune stale rows.", no_args_is_help=True)
prune_app = typer.Typer(help="Prune stale rows (with --apply; without, what would go).",
                        no_args_is_help=True)
relations_app = typer.Typer(help="The session's relation allow-list.", no_args_is_help=True)
wm_app.add_typer(session_app, name="session")
wm_app.add_typer(read_app, name="read")
wm_app.add_typer(query_app, name="query")
wm_app.add_typer(housekeep_app, name="housekeep")
housekeep_app.add_typer(prune_app, name="prune")
wm_app.add_typer(relations_app, name="relations")

SessionOpt = Annotated[str | None, typer.Option(
    "--session", help="Session id [env EBBING_WM_SESSION, then MEMNET_SESSION].")]
FileOpt = Annotated[Path | None, typer.Option("--file", help="Read wire lines from a file.")]
StdinOpt = Annotated[bool, typer.Option("--stdin", help="Read wire lines from stdin.")]
DryOpt = Annotated[bool, typer.Option("--dry-run", help="Validate and show; store nothing.")]
NewRelOpt = Annotated[bool, typer.Option(
    "--allow-new-relation", help="Add an EDG relation missing from the allow-list.")]
WriterOpt = Annotated[str | None, typer.Option(
    "--agent", help="Who writes (attribution) [env EBBING_WM_AGENT, then MEMNET_AGENT].")]
LineArg = Annotated[str | None, typer.Argument(help="One wire line, @TAG: field|field|...")]
AnchorOpt = Annotated[str | None, typer.Option("--anchor", help="The row to read around.")]
DepthOpt = Annotated[int, typer.Option("--depth", help="Hops from the anchor (capped).")]
MaxRowsOpt = Annotated[int, typer.Option("--max-rows", help="At most this many rows "
                                                             "besides LAW.")]
ApplyOpt = Annotated[bool, typer.Option("--apply", help="Delete them (default: only list).")]
KeepOpt = Annotated[list[str] | None, typer.Option(
    "--keep", metavar="ID", help="Keep this row as a long-term memory (repeatable).")]
MemNsOpt = Annotated[str | None, typer.Option(
    "--namespace", "-n", help="Long-term memory's namespace [env EBBING_NAMESPACE].")]
MemAgentOpt = Annotated[str | None, typer.Option(
    "--memory-agent", "-a", help="Long-term memory's agent [env EBBING_AGENT].")]


def session_of(session: str | None) -> str | None:
    from ebbing.wm.client import SESSION_ENV, from_env

    return session or from_env(SESSION_ENV)


def run(verb: str, params: dict[str, Any] | None, home: Path | None, as_json: bool,
        save_to: Path | None = None, *, build: Any = None) -> None:
    """Send the operation to the daemon and print its answer; exit with its code. `build`:
    a function making the params that may refuse first (an unreadable file)."""
    from ebbing.wm.client import Refused, present, send

    try:
        if build is not None:
            params = build()
        reply = send(verb, params or {}, home)
    except Refused as refused:
        reply = refused.reply
    raise typer.Exit(present(reply, as_json, save_to))


def _write(verb: str, line: str | None, file: Path | None, stdin: bool, dry_run: bool,
           allow_new_relation: bool, agent: str | None, session: str | None,
           home: Path | None, as_json: bool) -> None:
    from ebbing.wm.client import AGENT_ENV, from_env, lines_of

    run(verb, None, home, as_json, build=lambda: {
        "session": session_of(session), "text": lines_of(line, file, stdin),
        "dry_run": dry_run, "allow_new_relation": allow_new_relation,
        "agent": agent or from_env(AGENT_ENV)})


@wm_app.command("add")
def add(line: LineArg = None, file: FileOpt = None, stdin: StdinOpt = False,
        dry_run: DryOpt = False, allow_new_relation: NewRelOpt = False,
        agent: WriterOpt = None, session: SessionOpt = None, home: HomeOpt = None,
        as_json: JsonOpt = False) -> None:
    """Create rows (new ids only: @ERR id_exists otherwise); all or nothing per batch."""
    _write("add", line, file, stdin, dry_run, allow_new_relation, agent, session, home,
           as_json)


@wm_app.command("update")
def update(line: LineArg = None, file: FileOpt = None, stdin: StdinOpt = False,
           dry_run: DryOpt = False, allow_new_relation: NewRelOpt = False,
           agent: WriterOpt = None, session: SessionOpt = None, home: HomeOpt = None,
           as_json: JsonOpt = False) -> None:
    """Replace rows (existing ids only: @ERR not_found otherwise); all or nothing."""
    _write("update", line, file, stdin, dry_run, allow_new_relation, agent, session, home,
           as_json)


@wm_app.command("delete")
def delete(record_id: Annotated[str, typer.Option("--id", help="The row to delete.")],
           session: SessionOpt = None, home: HomeOpt = None, as_json: JsonOpt = False) -> None:
    """Delete one row (@DEL: id|tag)."""
    run("delete", {"session": session_of(session), "id": record_id}, home, as_json)


def _finish(verb: str, record_id: str, keep: list[str] | None, session: str | None,
            namespace: str | None, memory_agent: str | None, home: Path | None,
            as_json: bool) -> None:
    run(verb, {"session": session_of(session), "id": record_id, "keep": keep or [],
               "namespace": namespace, "memory_agent": memory_agent}, home, as_json)


@wm_app.command("settle")
def settle(record_id: Annotated[str, typer.Option("--id", help="The mission row.")],
           keep: KeepOpt = None, session: SessionOpt = None, namespace: MemNsOpt = None,
           memory_agent: MemAgentOpt = None, home: HomeOpt = None,
           as_json: JsonOpt = False) -> None:
    """Settle a mission (status=settled, recycle=delete_on_settle) and keep the rows named
    with --keep, and rows with recycle=keep near it, as long-term memories (@MEM rows)."""
    _finish("settle", record_id, keep, session, namespace, memory_agent, home, as_json)


@wm_app.command("expire")
def expire(record_id: Annotated[str, typer.Option("--id", help="The mission row.")],
           keep: KeepOpt = None, session: SessionOpt = None, namespace: MemNsOpt = None,
           memory_agent: MemAgentOpt = None, home: HomeOpt = None,
           as_json: JsonOpt = False) -> None:
    """Expire a mission (status=expired, recycle=delete_on_expire); keeps as settle does."""
    _finish("expire", record_id, keep, session, namespace, memory_agent, home, as_json)


def register(app: typer.Typer) -> None:
    from ebbing.cli import wm_reads

    wm_reads.register(query_app, read_app, housekeep_app, prune_app, relations_app)
    from ebbing.cli import wm_sessions

    wm_sessions.register(session_app)
    app.add_typer(wm_app, name="wm")

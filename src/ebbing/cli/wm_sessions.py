"""`ebbing wm session ...`: open, resume, current, list, save, load, close."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ebbing.cli.common import HomeOpt, JsonOpt
from ebbing.cli.wm_cmds import SessionOpt, run, session_of

TtlOpt = Annotated[int | None, typer.Option(
    "--ttl", help="Minutes the session lives after its last use (1-1440) "
                  "[env EBBING_WM_TTL_MINUTES; default 60].")]


def session_open(
    map_file: Annotated[Path | None, typer.Option(
        "--map-file", help="The map: one @TAG: id|field|... line per tag.")] = None,
    ttl: TtlOpt = None,
    map_line: Annotated[list[str] | None, typer.Option(
        "--map", help="One map line (repeatable), instead of --map-file.")] = None,
    home: HomeOpt = None, as_json: JsonOpt = False,
) -> None:
    """Open a session (@SESSION: id|expires|ttl; MEMNET_SESSION=id on stderr)."""
    run("session open", None, home, as_json, build=lambda: {
        "map_text": file_text(map_file) if map_file is not None else None,
        "map_lines": map_line or None, "ttl": ttl})


def session_resume(session_id: Annotated[str, typer.Argument(help="The session id.")],
                   home: HomeOpt = None, as_json: JsonOpt = False) -> None:
    """Use an open session again (restarts its TTL)."""
    run("session resume", {"session_id": session_id}, home, as_json)


def session_current(session: SessionOpt = None, home: HomeOpt = None,
                    as_json: JsonOpt = False) -> None:
    """The session in use: @SESSION: id|minutes left|last use, or @SESSION: none|."""
    run("session current", {"session": session_of(session)}, home, as_json)


def session_list(home: HomeOpt = None, as_json: JsonOpt = False) -> None:
    """Open sessions: @SESSION: id|expires|minutes left|last use."""
    run("session list", {}, home, as_json)


def session_save(
    file: Annotated[Path, typer.Option("--file", help="Where to write the snapshot.")],
    session: SessionOpt = None, home: HomeOpt = None, as_json: JsonOpt = False,
) -> None:
    """Save the session to a file (MemNet's snapshot format); the session stays open."""
    run("session save", {"session": session_of(session), "file": str(file)}, home, as_json,
        save_to=file)


def session_load(
    file: Annotated[Path, typer.Option("--file", help="A snapshot from session save.")],
    ttl: TtlOpt = None,
    keep_id: Annotated[bool, typer.Option(
        "--keep-id", help="Reuse the saved session id (refused while it is open).")] = False,
    home: HomeOpt = None, as_json: JsonOpt = False,
) -> None:
    """Open a session from a snapshot (a new id unless --keep-id)."""
    run("session load", None, home, as_json, build=lambda: {
        "text": file_text(file), "file": str(file), "ttl": ttl, "keep_id": keep_id})


def session_close(session_id: Annotated[str, typer.Argument(help="The session id.")],
                  home: HomeOpt = None, as_json: JsonOpt = False) -> None:
    """Close a session: its rows are gone (save it first to keep them)."""
    run("session close", {"session_id": session_id}, home, as_json)


def register(app: typer.Typer) -> None:
    app.command("open")(session_open)
    app.command("resume")(session_resume)
    app.command("current")(session_current)
    app.command("list")(session_list)
    app.command("save")(session_save)
    app.command("load")(session_load)
    app.command("close")(session_close)


def file_text(path: Path) -> str:
    """A map or snapshot file's text, read on this side (the HTTP client loads only when a
    wm command runs, not with every `ebbing` command)."""
    from ebbing.wm.client import read_text

    return read_text(path)

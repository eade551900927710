"""`ebbing serve`: the local daemon that keeps the model warm for search and recall."""

from __future__ import annotations

import sys
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any

import typer

from ebbing.cli.common import HomeOpt, JsonOpt, emit_json, err, out, reported


class Action(StrEnum):
    START = "start"
    STOP = "stop"
    STATUS = "status"


def serve(
    action: Annotated[
        Action,
        typer.Argument(help="start (serve; in the foreground unless --background), stop or "
                            "status."),
    ] = Action.START,
    port: Annotated[
        int | None,
        typer.Option("--port", min=0, max=65535,
                     help="Port on 127.0.0.1; 0 picks a free one [env EBBING_SERVE_PORT; "
                          "default: 7745]."),
    ] = None,
    background: Annotated[
        bool,
        typer.Option("--background", "-b", help="Start detached; return once it answers."),
    ] = False,
    host: Annotated[
        str,
        typer.Option("--host", help="Address to listen on. Beyond 127.0.0.1 only with a "
                                    "token of 32+ characters in EBBING_SERVE_TOKEN (other "
                                    "machines can then reach your memories: see "
                                    "docs/server.md)."),
    ] = "127.0.0.1",
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Keep the embedding model warm: a local daemon that `search` and `recall` use while it
    runs, so that a call no longer loads the model (seconds) nor rebuilds the indexes.

    It listens on 127.0.0.1 only and answers only requests carrying the token from its state
    file (<home>/.serve/state.json, readable by you alone). One daemon per home; Ctrl-C,
    `ebbing serve stop` or SIGTERM stops it. See docs/server.md."""
    from ebbing.config import load_settings

    if action is not Action.START and (background or port is not None or host != "127.0.0.1"):
        raise typer.BadParameter("--port, --host and --background go with start",
                                 param_hint="ACTION")
    with reported(as_json):
        settings = load_settings(home=home)
        if action is Action.STATUS:
            show_status(settings, as_json)
        elif action is Action.STOP:
            stop(settings, as_json)
        else:
            start(settings, settings.serve_port if port is None else port, background, as_json,
                  host)


def start(settings: Any, port: int, background: bool, as_json: bool,
          host: str = "127.0.0.1") -> None:
    from ebbing.server import daemon

    if not daemon.is_loopback(host):
        daemon.remote_token()  # refuses (exit 1) without a strong EBBING_SERVE_TOKEN
        err.print(f"warning: listening on {host}: other machines that can reach it can read "
                  "and write your memories with the token; there is no TLS", markup=False)

    def announce(state: Any) -> None:
        if as_json:
            emit_json(state.public())
        else:
            out.print(f"serving {state.home} at {state.url} (pid {state.pid})", markup=False)

    if background:
        err.print("starting the daemon (loading the model)…", markup=False)
        announce(daemon.start_background(settings, port, host=host))
        return
    err.print("loading the model…", markup=False)

    def ready(state: Any) -> None:
        announce(state)
        if sys.stdin is not None and sys.stdin.isatty():
            err.print("Ctrl-C stops it", markup=False)

    try:
        daemon.run(settings, port, announce=ready, host=host)
    except KeyboardInterrupt:
        err.print("stopped", markup=False)


def stop(settings: Any, as_json: bool) -> None:
    from ebbing.server import daemon

    stopped = daemon.stop(settings)
    if as_json:
        emit_json({"stopped": stopped.public() if stopped else None})
    elif stopped:
        out.print(f"stopped the daemon at {stopped.url} (pid {stopped.pid})", markup=False)
    else:
        err.print(f"no daemon serves {Path(settings.home).expanduser()}", markup=False)


def show_status(settings: Any, as_json: bool) -> None:
    from ebbing.server import daemon

    data = daemon.status(settings)
    if as_json:
        emit_json({"running": data is not None, **(data or {})})
    elif data is None:
        err.print(f"no daemon serves {Path(settings.home).expanduser()}", markup=False)
    else:
        out.print(f"running at {data['url']} (pid {data['pid']}, up "
                  f"{duration(data['uptimeSeconds'])}, ebbing {data['version']})", markup=False)
        loaded = "loaded" if data["modelLoaded"] else "not loaded yet"
        model = str(data["embedder"]).split(":", 1)[-1]
        engine = data.get("embedderRuntime") or "unknown runtime"
        out.print(f"model {model} on {engine} ({loaded})", markup=False)
        agents = ", ".join(f"{a['namespace']}/{a['memoryAgentName']} ({a['requests']} requests)"
                           for a in data["agents"]) or "none open yet"
        out.print(f"agents {agents}", markup=False)
        if not data["sameSettings"]:
            err.print("note: it runs with other settings than this shell's (or another ebbing "
                      "version), so search and recall here run in-process; restart it to "
                      "change that", markup=False)
    if data is None:
        raise typer.Exit(1)


def duration(seconds: float) -> str:
    minutes, secs = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}h {minutes}m" if hours else f"{minutes}m {secs}s" if minutes else f"{secs}s"


def register(app: typer.Typer) -> None:
    app.command()(serve)

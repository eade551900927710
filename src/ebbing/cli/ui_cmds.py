"""`ebbing ui`: open the web view of this home's memories in a browser (docs/ui.md)."""

from __future__ import annotations

from typing import Annotated

import typer

from ebbing.cli.common import HomeOpt, JsonOpt, emit_json, err, out, reported


def ui(
    browser: Annotated[
        bool,
        typer.Option("--browser/--no-browser",
                     help="Open the link in the default browser (else only print it)."),
    ] = True,
    port: Annotated[
        int | None,
        typer.Option("--port", min=0, max=65535,
                     help="Port for a daemon started now; a running daemon keeps its own "
                          "[env EBBING_SERVE_PORT; default: 7745]."),
    ] = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Open the web view: see and tend your memories in a browser (agents, search, one
    memory's change log and decay curve, review, graph, thinking, working memory).

    The daemon serves the pages (`ebbing serve`; started in the background when none runs).
    This prints a one-time login link and opens it: the link works once, within two minutes,
    and gives that browser a session; run `ebbing ui` again for another browser."""
    import webbrowser

    from ebbing.config import load_settings
    from ebbing.server import daemon, state
    from ebbing.server.client import request

    with reported(as_json):
        settings = load_settings(home=home)
        paths = state.Paths.of(settings.home)
        running = state.find(paths)
        if running is None or not state.daemon_alive(paths):
            if not as_json:
                err.print("starting the daemon (loading the model)…", markup=False)
            running = daemon.start_background(
                settings, settings.serve_port if port is None else port)
        data = request(running, "POST", "/v1/ui/login", timeout=30)
        url = running.url + data["path"]
        opened = bool(browser) and webbrowser.open(url)
        if as_json:
            emit_json({"url": url, "opened": opened, "daemon": running.public()})
            return
        out.print(url, markup=False, soft_wrap=True)
        err.print("opened in your browser (the link works once, for two minutes)" if opened
                  else "open this link in a browser (it works once, for two minutes)",
                  markup=False)


def register(app: typer.Typer) -> None:
    app.command()(ui)

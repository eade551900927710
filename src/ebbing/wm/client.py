"""`ebbing wm`'s side: send one operation to the home's daemon, which holds the sessions.

There is no in-process fallback: a session lives in the daemon's RAM, so a one-shot process
could only ever see an empty registry. Without a daemon the answer is MemNet's own,
`@ERR: serve_required` (exit 2): start one with `ebbing serve --background`. Standard library
and orjson only (no typer, pydantic or FastAPI), so a call costs Python's start-up and one
local HTTP request."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ebbing.wm.reply import Reply
from ebbing.wm.wire import WireError

SESSION_ENV = ("EBBING_WM_SESSION", "MEMNET_SESSION")
AGENT_ENV = ("EBBING_WM_AGENT", "MEMNET_AGENT")


def from_env(names: tuple[str, ...]) -> str | None:
    for name in names:
        value = os.environ.get(name)
        if value:
            return value
    return None


def home_of(home: Path | None) -> Path:
    """--home, else EBBING_HOME (environment, then the env file), else the default."""
    if home is not None:
        return home
    if os.environ.get("EBBING_HOME"):
        return Path(os.environ["EBBING_HOME"])
    from ebbing.config import load_settings

    return load_settings().home


def send(verb: str, params: dict[str, Any], home: Path | None = None,
         timeout: float = 60.0) -> Reply:
    from ebbing.errors import EbbingError
    from ebbing.server import state
    from ebbing.server.client import Unavailable, request

    daemon = state.find(state.Paths.of(home_of(home)))
    if daemon is None:
        return Reply().fail(WireError(
            "serve_required", "working memory lives in the daemon: run ebbing serve "
            "--background first", exit_code=2))
    try:
        data = request(daemon, "POST", "/v1/wm", {"verb": verb, "params": params},
                       timeout=timeout)
    except (Unavailable, EbbingError, TimeoutError) as error:
        return Reply().fail(WireError("serve_unavailable", str(error), exit_code=2))
    return Reply.from_dict(data)

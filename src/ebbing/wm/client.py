"""`ebbing wm`'s side: send one operation to the home's daemon, which holds the sessions,
and print its answer. Shared by the typer commands (cli/wm_cmds.py) and the fast path
(wm/fast.py).

There is no in-process fallback: a session lives in the daemon's RAM, so a one-shot process
could only ever see an empty registry. Without a daemon the answer is MemNet's own,
`@ERR: serve_required` (exit 2): start one with `ebbing serve --background`. Standard library
and orjson only (no typer, pydantic or FastAPI): a call costs Python's start-up and one local
HTTP request."""

from __future__ import annotations

import http.client
import os
import sys
from pathlib import Path
from typing import Any

import orjson

from ebbing.wm.fast import for_terminal
from ebbing.wm.reply import Reply
from ebbing.wm.wire import WireError

SESSION_ENV = ("EBBING_WM_SESSION", "MEMNET_SESSION")
AGENT_ENV = ("EBBING_WM_AGENT", "MEMNET_AGENT")


class Refused(Exception):
    """The CLI refuses before asking the daemon (an unreadable input file)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.reply = Reply().fail(WireError(code, message))


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
    from ebbing.server import state

    daemon = state.find(state.Paths.of(home_of(home)))
    if daemon is None:
        return Reply().fail(WireError(
            "serve_required", "working memory lives in the daemon: run ebbing serve "
            "--background first", exit_code=2))
    body = orjson.dumps({"verb": verb, "params": params})
    headers = {"Authorization": f"Token {daemon.token}", "Content-Type": "application/json"}
    connection = http.client.HTTPConnection("127.0.0.1", daemon.port, timeout=timeout)
    try:
        connection.request("POST", "/v1/wm", body, headers)
        response = connection.getresponse()
        raw = response.read()
        answer = orjson.loads(raw)
        if response.status == 200 and answer.get("code") == "0":
            return Reply.from_dict(answer["data"])
        message = f"HTTP {response.status}: {answer.get('msg')}"
    except (OSError, http.client.HTTPException, orjson.JSONDecodeError, AttributeError) as error:
        message = f"{type(error).__name__}: {error}"
    finally:
        connection.close()
    return Reply().fail(WireError("serve_unavailable", f"the daemon at {daemon.url} gave no "
                                  f"answer ({message})", exit_code=2))


def present(reply: Reply, as_json: bool, save_to: Path | None = None) -> int:
    """Print the answer (data on stdout, @ERR/@WRN on stderr; with --json one object on
    stdout); write a saved session's file first. The exit code."""
    if save_to is not None and reply.file is not None and reply.code == 0:
        try:
            save_to.write_text(reply.file, encoding="utf-8")
        except OSError as error:
            reply = Reply().fail(WireError("snapshot_io_error", f"{save_to}|{error}"))
    if as_json:  # one object: on stdout, or on stderr when the call failed
        data = reply.to_dict()
        data.pop("file", None)
        (sys.stdout if reply.code == 0 else sys.stderr).write(orjson.dumps(data).decode() + "\n")
    else:
        stdout, stderr = reply.text()
        sys.stdout.write(for_terminal(stdout, sys.stdout))
        sys.stderr.write(for_terminal(stderr, sys.stderr))
    sys.stdout.flush()
    return reply.code


def read_text(path: Path) -> str:
    try:
        return path.read_bytes().decode("utf-8")
    except FileNotFoundError:
        raise Refused("file_not_found", str(path)) from None
    except UnicodeDecodeError:
        raise Refused("encoding", "input must be UTF-8") from None
    except OSError as error:
        raise Refused("file_unreadable", f"{path}|{error}") from None


def lines_of(line: str | None, file: Path | None, stdin: bool) -> str | None:
    """The wire lines to write: the argument, the file or stdin (None: none given)."""
    if line:
        return line
    if file is not None:
        return read_text(file)
    if stdin:
        try:
            return sys.stdin.buffer.read().decode("utf-8")
        except UnicodeDecodeError:
            raise Refused("encoding", "input must be UTF-8") from None
    return None

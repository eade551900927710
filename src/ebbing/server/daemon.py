"""The daemon's life: run in the foreground, start in the background, report, stop.

`run` binds 127.0.0.1 first (so a taken port fails at once), loads the model and indexes the
default agent, then writes the state file and serves until Ctrl-C, SIGTERM or POST
/v1/shutdown; on the way out it removes its state file. The daemon lock is held throughout,
so a second daemon for the same home refuses to start.
"""

from __future__ import annotations

import os
import secrets
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from filelock import FileLock, Timeout

from ebbing import __version__
from ebbing.config import Settings
from ebbing.server import state
from ebbing.server.client import Unavailable, request
from ebbing.server.state import DaemonError, DaemonState, Paths

LOOPBACK_HOST = "127.0.0.1"
TOKEN_ENV = "EBBING_SERVE_TOKEN"


def is_loopback(host: str) -> bool:
    return host in ("127.0.0.1", "localhost", "::1") or host.startswith("127.")


def remote_token() -> str:
    """The token a daemon listening beyond loopback requires (EBBING_SERVE_TOKEN)."""
    token = os.environ.get(TOKEN_ENV, "")
    if len(token) < 32:
        raise DaemonError(f"listening beyond 127.0.0.1 needs a token of at least 32 "
                          f"characters in {TOKEN_ENV} (for example: python3 -c 'import "
                          "secrets; print(secrets.token_urlsafe(32))')")
    return token


def bind(port: int, host: str = LOOPBACK_HOST) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    if os.name != "nt":  # lets a restarted daemon reuse its port at once
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as error:
        sock.close()
        raise DaemonError(f"cannot listen on {host}:{port} ({error.strerror}): another "
                          "program (or another home's daemon) has it; use --port, 0 for any "
                          "free port") from None
    sock.listen(128)
    return sock


def run(settings: Settings, port: int,
        announce: Callable[[DaemonState], None] | None = None,
        host: str = LOOPBACK_HOST) -> None:
    """Serve this home until stopped (blocks)."""
    main = threading.current_thread() is threading.main_thread()
    holder: dict[str, Any] = {}
    if main:  # so that `finally` cleans up however early SIGTERM or Ctrl-C comes
        stopping = holder["stop"] = threading.Event()

        def stop_handler(signum: int, frame: Any) -> None:
            # Before the server exists, stop at once (plain Python, nothing to unwind); once
            # it does, ask it to finish: a KeyboardInterrupt raised inside its event loop left
            # the loop unclosed (warnings after "stopped"), and asyncio.run's own handler only
            # cancels a task, which uvicorn's start-up swallowed (it kept serving). An
            # exception raised while an import runs a callback is only printed ("Exception
            # ignored"), so the event also stops `_run` before it serves.
            holder["signal"] = signum
            stopping.set()
            server = holder.get("server")
            if server is None:
                raise KeyboardInterrupt if signum == signal.SIGINT else SystemExit(0)
            server.should_exit = True

        previous = signal.signal(signal.SIGTERM, stop_handler)
        interrupt = signal.signal(signal.SIGINT, stop_handler)
        try:
            _run(settings, port, announce, host, holder)
        finally:
            signal.signal(signal.SIGTERM, previous)
            signal.signal(signal.SIGINT, interrupt)
        if holder.get("signal") == signal.SIGINT:
            raise KeyboardInterrupt  # the CLI says "stopped"
    else:
        _run(settings, port, announce, host, holder)


def _run(settings: Settings, port: int, announce: Callable[[DaemonState], None] | None,
         host: str, holder: dict[str, Any]) -> None:
    import uvicorn

    from ebbing.server.agents import AgentPool
    from ebbing.server.app import create_app
    from ebbing.server.kinds import task_kinds
    from ebbing.server.tasks import TaskRunner, open_tasks
    from ebbing.thinking.idle import Idle

    paths = Paths.of(settings.home)
    paths.make()
    lock = FileLock(paths.lock, timeout=2)
    try:
        lock.acquire()
    except Timeout:
        running = state.read(paths)
        where = f" at {running.url} (pid {running.pid})" if running else ""
        raise DaemonError(f"a daemon already serves {settings.home}{where}") from None
    pool: AgentPool | None = None
    tasks: TaskRunner | None = None
    idle: Idle | None = None
    try:
        token = secrets.token_urlsafe(32) if is_loopback(host) else remote_token()
        sock = bind(port, host)
        pool = AgentPool(settings)
        pool.warm()
        tasks = open_tasks(settings, paths.folder, task_kinds(pool))
        names = [host] + ([socket.gethostname(), socket.getfqdn()]
                          if host in ("0.0.0.0", "::") else [])
        app = create_app(pool, token, tasks, hosts=names,
                         on_shutdown=lambda: setattr(holder["server"], "should_exit", True))
        tasks.recover()
        idle = Idle(pool, app.state.ebbing.take_heat).start()  # ebbing.thinking.idle
        server = uvicorn.Server(server_config(app))
        holder["server"] = server
        daemon = DaemonState(
            pid=os.getpid(), port=sock.getsockname()[1], token=token,
            home=str(settings.home.expanduser()), version=__version__,
            settings=state.fingerprint(settings),
            started_at=datetime.now(UTC).isoformat(timespec="seconds"))
        state.write(paths, daemon)
        if announce is not None:
            announce(daemon)
        if not holder.get("stop", threading.Event()).is_set():  # a signal already came
            server.run(sockets=[sock])
    finally:
        state.remove_own(paths, os.getpid())
        if idle is not None:
            idle.stop()
        if tasks is not None:
            tasks.close()
        if pool is not None:
            pool.close()
        lock.release()


def server_config(app: Any) -> Any:
    """uvicorn's configuration of the daemon: its loop and HTTP parser are "auto", which are
    uvloop and httptools (runtime dependencies: less CPU per call than asyncio and h11,
    docs/scale-out.md), or asyncio and h11 where they cannot be installed."""
    import uvicorn

    return uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off",
                          timeout_graceful_shutdown=10, loop="auto", http="auto")


def start_background(settings: Settings, port: int, wait_s: float = 120.0,
                     host: str = LOOPBACK_HOST) -> DaemonState:
    """Start a detached daemon for this home and wait until it answers."""
    paths = Paths.of(settings.home)
    running = state.find(paths)
    if running is not None and state.daemon_alive(paths):
        raise DaemonError(f"a daemon already serves {settings.home} at {running.url} "
                          f"(pid {running.pid})")
    paths.make()
    command = [sys.executable, "-m", "ebbing", "serve", "--port", str(port),
               "--home", str(settings.home.expanduser()), "--host", host]
    fd = os.open(paths.log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    detach: dict[str, Any] = {"start_new_session": True}
    if sys.platform == "win32":
        detach = {"creationflags": subprocess.CREATE_NEW_PROCESS_GROUP}
    try:
        child = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=fd,
                                 stderr=subprocess.STDOUT, close_fds=True, **detach)
    finally:
        os.close(fd)
    deadline = time.monotonic() + wait_s
    while time.monotonic() < deadline:
        if child.poll() is not None:
            raise DaemonError(f"the daemon exited at start (code {child.returncode}):\n"
                              + log_tail(paths.log))
        daemon = state.read(paths)
        if daemon is not None and daemon.pid == child.pid:
            try:
                request(daemon, "GET", "/v1/status", timeout=5)
                return daemon
            except Unavailable:
                pass
        time.sleep(0.05)
    raise DaemonError(f"the daemon (pid {child.pid}) did not answer within {wait_s:g} s; "
                      f"see {paths.log}")


def process_alive(pid: int) -> bool:
    """Whether a process with this id still runs (not a zombie; always False for our own
    process, which a daemon run in a thread shares with its caller)."""
    if pid == os.getpid():
        return False
    if sys.platform.startswith("linux"):
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return False
        return fields[0] != "Z"
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def log_tail(path: Path, lines: int = 15) -> str:
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return ""
    return "\n".join(text.splitlines()[-lines:])


def status(settings: Settings) -> dict[str, Any] | None:
    """What the running daemon says about itself, or None when none runs."""
    paths = Paths.of(settings.home)
    daemon = state.find(paths)
    if daemon is None:
        return None
    try:
        data: dict[str, Any] = request(daemon, "GET", "/v1/status", timeout=10)
    except Unavailable as error:
        if state.remove_if_stale(paths, daemon):
            return None
        raise DaemonError(f"a daemon holds {settings.home} but does not answer: {error}"
                          ) from None
    data["url"] = daemon.url
    data["port"] = daemon.port
    data["sameSettings"] = daemon.settings == state.fingerprint(settings)
    return data


def stop(settings: Settings, wait_s: float = 30.0) -> DaemonState | None:
    """Stop the home's daemon (asked over HTTP; SIGTERM if it does not answer); returns the
    state of the daemon stopped, None when none was running."""
    paths = Paths.of(settings.home)
    daemon = state.find(paths)
    if daemon is None:
        return None
    try:
        request(daemon, "POST", "/v1/shutdown", timeout=10)
    except Unavailable:
        if state.remove_if_stale(paths, daemon):
            return None
        if os.name != "nt":
            os.kill(daemon.pid, signal.SIGTERM)
    deadline = time.monotonic() + wait_s
    while time.monotonic() < deadline:
        # the lock goes before the process does: "stopped" only once both are gone
        if not state.daemon_alive(paths) and not process_alive(daemon.pid):
            state.remove_if_stale(paths, daemon)
            return daemon
        time.sleep(0.05)
    raise DaemonError(f"the daemon (pid {daemon.pid}) did not stop within {wait_s:g} s")

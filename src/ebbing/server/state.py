"""The daemon's state file: how the CLI finds a running daemon of its home.

`<home>/.serve/` (mode 0700) holds `state.json` (mode 0600: pid, port, a random token, the
settings fingerprint), `daemon.lock` (held by the daemon for its whole life, so at most one
daemon serves a home, and a state file whose lock is free belongs to a dead daemon) and
`serve.log` (output of a daemon started with --background). Stdlib and orjson only: the CLI
reads this on every search and recall.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from ebbing.errors import EbbingError

if TYPE_CHECKING:
    from ebbing.config import Settings

# Settings that say where or how to reach the daemon, not how it ranks or scores.
NOT_FINGERPRINTED = {"home", "namespace", "agent", "serve_port", "daemon", "daemon_timeout_s",
                     "memorize", "heat_window_s", "heat_max_weight", "idle_think_s"}  # its own


@dataclass(frozen=True)
class DaemonState:
    pid: int
    port: int
    token: str
    home: str
    version: str
    settings: str  # fingerprint() of the daemon's settings
    started_at: str

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def public(self) -> dict[str, Any]:
        """What may be shown to a person (everything but the token)."""
        data = asdict(self)
        del data["token"]
        data["url"] = self.url
        return data


@dataclass(frozen=True)
class Paths:
    folder: Path

    @classmethod
    def of(cls, home: Path | str) -> Paths:
        return cls(Path(home).expanduser() / ".serve")

    @property
    def state(self) -> Path:
        return self.folder / "state.json"

    @property
    def lock(self) -> Path:
        return self.folder / "daemon.lock"

    @property
    def log(self) -> Path:
        return self.folder / "serve.log"

    def make(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        os.chmod(self.folder, 0o700)


def fingerprint(settings: Settings) -> str:
    """A short hash of the settings that change results, and of ebbing's version: the CLI
    uses a daemon only when it would compute what the CLI itself would."""
    from ebbing import __version__

    values = settings.model_dump(mode="json", exclude=NOT_FINGERPRINTED)
    values["version"] = __version__
    return hashlib.sha256(orjson.dumps(values, option=orjson.OPT_SORT_KEYS)).hexdigest()[:16]


def write(paths: Paths, state: DaemonState) -> None:
    """Write the state file atomically, readable by its owner only."""
    paths.make()
    tmp = paths.state.with_name(f".state.{os.getpid()}.tmp")
    with contextlib.suppress(FileNotFoundError):
        tmp.unlink()
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        os.write(fd, orjson.dumps(asdict(state), option=orjson.OPT_SORT_KEYS) + b"\n")
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, paths.state)


def read(paths: Paths) -> DaemonState | None:
    """The state file's content, or None when there is none (or it is unreadable)."""
    try:
        data = orjson.loads(paths.state.read_bytes())
        return DaemonState(**{k: data[k] for k in DaemonState.__dataclass_fields__})
    except (OSError, orjson.JSONDecodeError, KeyError, TypeError):
        return None


def pid_alive(pid: int) -> bool:
    """Whether a process with this id exists (on Windows: assumed, the port tells)."""
    if os.name == "nt":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # exists, another user's
        return True
    return True


def daemon_alive(paths: Paths) -> bool:
    """Whether a daemon holds this home's lock (a dead process holds no lock)."""
    from filelock import FileLock, Timeout

    if not paths.lock.exists():
        return False
    lock = FileLock(paths.lock, timeout=0)
    try:
        lock.acquire()
    except Timeout:
        return True
    lock.release()
    return False


def remove_if_stale(paths: Paths, seen: DaemonState) -> bool:
    """Delete the state file `seen` was read from if no daemon is alive (taken under the
    daemon lock, so a daemon starting at the same moment keeps its fresh file). True when the
    file is gone."""
    from filelock import FileLock, Timeout

    lock = FileLock(paths.lock, timeout=0)
    try:
        lock.acquire()
    except Timeout:
        return False
    try:
        current = read(paths)
        if current is not None and (current.pid, current.token) != (seen.pid, seen.token):
            return False
        with contextlib.suppress(FileNotFoundError):
            paths.state.unlink()
        return True
    finally:
        lock.release()


def find(paths: Paths) -> DaemonState | None:
    """The running daemon's state; a state file left by a dead daemon is removed."""
    state = read(paths)
    if state is None:
        return None
    if not pid_alive(state.pid) and remove_if_stale(paths, state):
        return None
    return state


def remove_own(paths: Paths, pid: int) -> None:
    """The daemon, on its way out, removes its state file (only its own)."""
    current = read(paths)
    if current is not None and current.pid == pid:
        with contextlib.suppress(FileNotFoundError):
            paths.state.unlink()


class DaemonError(EbbingError):
    """The daemon cannot be started, reached or stopped."""

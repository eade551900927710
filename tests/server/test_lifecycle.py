"""Finding, refusing, replacing and stopping daemons; falling back when one is gone or ill."""

from __future__ import annotations

import json
import os
import signal
import socket
import stat
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from filelock import FileLock
from server_support import cli, dead_pid, ebbing_process, wait_for

from ebbing.config import load_settings
from ebbing.server import daemon, state
from ebbing.server.state import DaemonError, DaemonState, Paths

NOW = "2024-06-01T12:00:00"


def fake_state(home: Path, *, pid: int, port: int, token: str = "t0ken") -> DaemonState:
    """A state file as a daemon would write it, with the current settings' fingerprint."""
    daemon_state = DaemonState(pid=pid, port=port, token=token, home=str(home),
                               version="0.1.0", settings=state.fingerprint(load_settings()),
                               started_at="2024-06-01T12:00:00+00:00")
    state.write(Paths.of(home), daemon_state)
    return daemon_state


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def silent_socket() -> Iterator[int]:
    """A port that accepts connections and never answers (a hung daemon)."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(8)
    yield sock.getsockname()[1]
    sock.close()


@pytest.fixture
def held_lock(seeded: Path) -> Iterator[None]:
    """The daemon lock held, as by a daemon that is alive."""
    paths = Paths.of(seeded)
    paths.make()
    with FileLock(paths.lock):
        yield


def test_state_file_is_private_and_removed_on_stop(running: DaemonState, seeded: Path) -> None:
    paths = Paths.of(seeded)
    assert stat.S_IMODE(paths.state.stat().st_mode) == 0o600
    assert stat.S_IMODE(paths.folder.stat().st_mode) == 0o700
    assert len(running.token) >= 40 and running.token not in cli("serve", "status")[1]
    code, out, _ = cli("serve", "stop")
    assert code == 0 and f"pid {os.getpid()}" in out
    assert not paths.state.exists() and not state.daemon_alive(paths)
    assert cli("serve", "status") == (1, "", f"no daemon serves {seeded}\n")
    assert cli("serve", "stop")[0] == 0  # stopping nothing is fine


def test_serve_status_reports_the_daemon(running: DaemonState) -> None:
    code, out, _ = cli("serve", "status")
    assert code == 0 and out.startswith(f"running at {running.url} (pid {os.getpid()}")
    assert "model fake-384 on fake (deterministic, for tests) (loaded)" in out
    code, out, _ = cli("serve", "status", "--json")
    data = json.loads(out)
    assert code == 0 and data["running"] is True and data["port"] == running.port
    assert "token" not in out and running.token not in out


def test_a_stale_state_file_is_removed_silently(seeded: Path) -> None:
    paths = Paths.of(seeded)
    expected = cli("search", "tea", "--now", NOW, "--no-daemon")
    fake_state(seeded, pid=dead_pid(), port=closed_port())
    assert cli("search", "tea", "--now", NOW) == expected  # no warning either
    assert not paths.state.exists()
    # a live pid (reused by another program) but no daemon holding the lock: also stale
    fake_state(seeded, pid=os.getpid(), port=closed_port())
    assert cli("recall", "tea", "--now", NOW, "--no-touch") == cli(
        "recall", "tea", "--now", NOW, "--no-touch", "--no-daemon")
    assert not paths.state.exists()
    fake_state(seeded, pid=dead_pid(), port=closed_port())
    assert cli("serve", "status")[0] == 1 and not paths.state.exists()


def test_a_daemon_that_refuses_the_token_is_bypassed_with_a_warning(
        running: DaemonState, seeded: Path) -> None:
    state.write(Paths.of(seeded), replace(running, token="not-the-token"))
    expected = cli("search", "tea", "--now", NOW, "--no-daemon")
    code, out, err = cli("search", "tea", "--now", NOW)
    assert (code, out) == expected[:2]
    assert "answered HTTP 401" in err and "answering in-process" in err
    state.write(Paths.of(seeded), running)  # so that the fixture can stop it


def test_a_hung_daemon_times_out_and_recall_does_not_reinforce_twice(
        seeded: Path, silent_socket: int, held_lock: None) -> None:
    fake_state(seeded, pid=os.getpid(), port=silent_socket)
    env = {"EBBING_DAEMON_TIMEOUT_S": "0.5"}
    expected = cli("recall", "green tea", "--json", "--detailed", "--no-daemon", "--no-touch",
                   "--now", NOW)
    code, out, err = cli("recall", "green tea", "--json", "--detailed", "--now", NOW, env=env)
    assert (code, out) == expected[:2]
    assert "did not answer within 0.5 s" in err and "without reinforcing" in err
    for summary in json.loads(out)["memorySummaryList"]:
        assert json.loads(cli("show", summary["memorySummaryId"], "--json")[1])["use_count"] == 0
    code, out, err = cli("search", "tea", "--now", NOW, env=env)
    assert (code, out) == cli("search", "tea", "--now", NOW, "--no-daemon")[:2]
    assert "did not answer" in err and "reinforcing" not in err
    assert Paths.of(seeded).state.exists()  # a live daemon's file is kept


def test_a_daemon_with_other_settings_is_not_used(running: DaemonState) -> None:
    env = {"EBBING_HALF_LIFE_DAYS": "7"}
    code, out, err = cli("search", "tea", "--now", NOW, env=env)
    assert code == 0 and "other settings" in err
    code, _, err = cli("serve", "status", env=env)
    assert code == 0 and "other settings than this shell's" in err
    assert json.loads(cli("serve", "status", "--json")[1])["sameSettings"] is True
    assert (code, out) == cli("search", "tea", "--now", NOW, "--no-daemon", env=env)[:2]


def test_one_daemon_per_home(running: DaemonState, seeded: Path) -> None:
    with pytest.raises(DaemonError, match="already serves"):
        daemon.run(load_settings(), 0)
    assert state.read(Paths.of(seeded)) == running  # the running one's file is untouched
    code, _, err = cli("serve", "--background", "--port", "0")
    assert code == 1 and "already serves" in err


def test_a_taken_port_is_refused_before_the_model_loads(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        code, _, err = cli("serve", "--port", str(port), "--home", str(tmp_path / "h"))
    assert code == 1 and f"127.0.0.1:{port}" in err and "--port" in err
    assert not Paths.of(tmp_path / "h").state.exists()


def test_stop_and_status_take_no_start_options() -> None:
    code, _, err = cli("serve", "stop", "--port", "1")
    assert code == 2 and "--port, --host and --background go with start" in err


def test_background_daemon_lifecycle_and_a_killed_daemon(seeded: Path) -> None:
    started = ebbing_process("serve", "--background", "--port", "0", "--json")
    assert started.returncode == 0, started.stderr
    info = json.loads(started.stdout)
    paths = Paths.of(seeded)
    running = state.read(paths)
    assert running is not None and running.pid == info["pid"] and "token" not in info
    try:
        args = ["recall", "Caroline", "--json", "--detailed", "--no-touch", "--now", NOW]
        warm = ebbing_process(*args)
        assert warm.returncode == 0 and warm.stderr == ""
        assert warm.stdout == ebbing_process(*args, "--no-daemon").stdout
        status = json.loads(ebbing_process("serve", "status", "--json").stdout)
        assert status["agents"][0]["requests"] == 1
    finally:
        os.kill(running.pid, signal.SIGKILL)
    wait_for(lambda: not state.pid_alive(running.pid), what="the daemon to die")
    assert paths.state.exists()  # a crash leaves the file behind...
    code, out, err = cli("search", "tea", "--now", NOW)
    assert code == 0 and err == "" and "green tea" in out  # ...which the next call removes
    assert not paths.state.exists()


@pytest.mark.parametrize("how", ["ctrl-c", "sigterm", "serve stop"])
def test_foreground_daemon_stops_cleanly(seeded: Path, how: str) -> None:
    child = subprocess.Popen([sys.executable, "-m", "ebbing", "serve", "--port", "0"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    paths = Paths.of(seeded)
    try:
        assert child.stdout is not None
        first = child.stdout.readline()  # printed once the state file is written
        assert first.startswith(f"serving {seeded} at http://127.0.0.1:")
        running = state.read(paths)
        assert running is not None and running.pid == child.pid
        if how == "serve stop":
            assert ebbing_process("serve", "stop").returncode == 0
        else:
            child.send_signal(signal.SIGINT if how == "ctrl-c" else signal.SIGTERM)
        out, err = child.communicate(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
    assert child.returncode == 0, err
    assert out == ""
    if how == "ctrl-c":
        assert err.endswith("stopped\n")
    assert not paths.state.exists() and not state.daemon_alive(paths)


SWALLOWED_STOP = """
import os, signal, time
from ebbing.config import load_settings
from ebbing.server import daemon

def announce(running):
    try:  # a signal landing while an import runs a callback: its exception is only printed
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(0.2)  # the handler runs here at the latest
    except SystemExit:
        pass
    print("announced", flush=True)

daemon.run(load_settings(), 0, announce=announce)
print("returned", flush=True)
"""


def test_a_sigterm_whose_exit_is_swallowed_still_stops_the_daemon(seeded: Path) -> None:
    """SIGTERM came just as the daemon announced itself and the exception its handler
    raised was lost: the daemon still stops, cleans up and exits 0 instead of serving on."""
    done = subprocess.run([sys.executable, "-c", SWALLOWED_STOP], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "announced\nreturned\n"
    assert not Paths.of(seeded).state.exists()


def test_a_failing_daemon_is_bypassed_with_a_warning(running: DaemonState,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from ebbing.server.agents import AgentPool

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(AgentPool, "use", broken)  # the daemon's side only
    args = ["recall", "green tea", "--json", "--detailed", "--now", NOW]
    code, out, err = cli(*args)
    assert (code, out) == cli(*args, "--no-daemon", "--no-touch")[:2]
    assert "answered HTTP 500: RuntimeError: disk on fire" in err
    assert "without reinforcing" in err
    uses = [json.loads(cli("show", s["memorySummaryId"], "--json")[1])["use_count"]
            for s in json.loads(out)["memorySummaryList"]]
    assert uses and set(uses) == {0}


def test_serve_stop_says_stopped_only_once_the_process_is_gone(seeded: Path) -> None:
    from ebbing.server.daemon import process_alive

    started = ebbing_process("serve", "--background", "--port", "0", "--json")
    assert started.returncode == 0, started.stderr
    pid = json.loads(started.stdout)["pid"]
    try:
        stopped = ebbing_process("serve", "stop")
        assert stopped.returncode == 0 and stopped.stdout.startswith("stopped the daemon")
        assert not process_alive(pid)  # at once: no wait here
    finally:
        if process_alive(pid):
            os.kill(pid, signal.SIGKILL)


def test_listening_beyond_loopback_needs_a_strong_token(
        seeded: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("EBBING_SERVE_TOKEN", raising=False)
    code, _, err = cli("serve", "--host", "0.0.0.0", "--port", "0")
    assert code == 1 and "needs a token of at least 32 characters" in err
    monkeypatch.setenv("EBBING_SERVE_TOKEN", "short")
    code, _, err = cli("serve", "--host", "0.0.0.0", "--port", "0")
    assert code == 1 and "EBBING_SERVE_TOKEN" in err
    assert not Paths.of(seeded).state.exists()

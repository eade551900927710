"""A working-memory value holding ESC or BEL is kept byte for byte, but `ebbing wm read get`
on a terminal writes those characters escaped (a stored value cannot recolour, retitle or
ring the terminal); through a pipe the stored bytes come out unchanged."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
import time

from test_wm_cli import served, wm  # noqa: F401 (served: the fixture)
from wm_support import EXAMPLES

from ebbing.server import state

VALUE = "Ring\x07 and \x1b]0;owned\x07 \x1b[31mred"


def read_on_a_terminal(*args: str) -> str:
    master, slave = pty.openpty()
    process = subprocess.Popen([sys.executable, "-m", "ebbing", "wm", *args], stdout=slave,
                               stderr=subprocess.PIPE, env=os.environ.copy())
    os.close(slave)
    chunks = []
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            data = os.read(master, 4096)
        except OSError:  # the child closed the terminal
            break
        if not data:
            break
        chunks.append(data)
    process.wait(timeout=60)
    os.close(master)
    return b"".join(chunks).decode()


def test_control_characters_are_escaped_on_a_terminal_and_kept_in_a_pipe(
        served: state.DaemonState) -> None:  # noqa: F811
    code, _, err = wm("session", "open", "--map-file", str(EXAMPLES / "schema.example.txt"))
    assert code == 0, err
    sid = err.strip().removeprefix("MEMNET_SESSION=")
    code, _out, err = wm("add", "--stdin", "--session", sid,
                        stdin=f"@TSK: T9|{VALUE}|3|urgent|persistent\n")
    assert code == 0, err
    code, piped, _ = wm("read", "get", "--id", "T9", "--session", sid)
    assert code == 0 and VALUE in piped  # the stored bytes, unchanged, through a pipe
    shown = read_on_a_terminal("read", "get", "--id", "T9", "--session", sid)
    assert "T9" in shown
    assert "\x1b" not in shown and "\x07" not in shown
    assert "\\x1b]0;owned\\x07" in shown

"""memnet-llm 0.2.32's own MCP server (`memnet-mcp`, on `memnet serve`), for tests that drive
it and ebbing's `memnet_*` tools with the same calls through the MCP SDK's client.

memnet-mcp needs the 1.x MCP SDK (`mcp<2`) and ebbing runs on 2.x, so it lives in a virtual
environment of its own, made once with pip from PyPI and cached between runs:
$EBBING_MEMNET_VENV, else ~/.cache/ebbing/memnet-llm-0.2.32-mcp (XDG_CACHE_HOME honoured).
A marker file is written only once pip succeeded, under a file lock, so parallel test workers
wait for one another instead of installing twice. `.ci/run` makes it before the suite
(`python3 tests/mcpserver/memnet_reference.py`). ebbing's 2.x client speaks to the 1.x server
over stdio unchanged (the protocol version is negotiated at initialize).

Run as a script it makes (or checks) the environment and prints its path.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

VERSION = "0.2.32"
REQUIREMENT = f"memnet-llm[mcp]=={VERSION}"
MARKER = ".ebbing-ready"


def venv_dir() -> Path:
    given = os.environ.get("EBBING_MEMNET_VENV")
    if given:
        return Path(given)
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return cache / "ebbing" / f"memnet-llm-{VERSION}-mcp"


def bin_of(venv: Path, name: str) -> Path:
    return venv / ("Scripts" if os.name == "nt" else "bin") / name


def ensure_venv() -> Path:
    """The environment with memnet-llm[mcp]==0.2.32, made if missing; raises with pip's
    output when it cannot be made (no network on a machine that never made it)."""
    venv = venv_dir()
    if (venv / MARKER).is_file():
        return venv
    venv.parent.mkdir(parents=True, exist_ok=True)
    with open(venv.parent / f"{venv.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if (venv / MARKER).is_file():
            return venv
        subprocess.run([sys.executable, "-m", "venv", "--clear", str(venv)], check=True,
                       capture_output=True, timeout=300)
        done = subprocess.run(
            [str(bin_of(venv, "python")), "-m", "pip", "install", "-q",
             "--disable-pip-version-check", REQUIREMENT],
            capture_output=True, text=True, timeout=900)
        if done.returncode != 0:
            raise RuntimeError(f"pip install {REQUIREMENT} failed:\n{done.stdout}{done.stderr}")
        check = subprocess.run(
            [str(bin_of(venv, "python")), "-c",
             "import importlib.metadata as m, memnet_mcp.server; "
             "print(m.version('memnet-llm'), m.version('mcp'))"],
            capture_output=True, text=True, timeout=120)
        if check.returncode != 0 or not check.stdout.startswith(VERSION + " 1."):
            raise RuntimeError(f"the environment is not memnet-llm {VERSION} on mcp 1.x: "
                               f"{check.stdout}{check.stderr}")
        (venv / MARKER).write_text(check.stdout)
    return venv


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextlib.contextmanager
def memnet_serve(venv: Path) -> Iterator[int]:
    """`memnet serve` (the engine's TCP server, which holds the sessions) on a free port."""
    port = free_port()
    env = {"PATH": os.environ.get("PATH", ""), "MEMNET_SERVE_PORT": str(port)}
    process = subprocess.Popen([str(bin_of(venv, "memnet")), "serve", "--port", str(port)],
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while True:
            with socket.socket() as sock:
                if sock.connect_ex(("127.0.0.1", port)) == 0:
                    break
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                _, err = process.communicate(timeout=5)
                raise AssertionError(f"memnet serve did not start: {err.decode()}")
            time.sleep(0.1)
        yield port
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@contextlib.asynccontextmanager
async def memnet_mcp_session(venv: Path, port: int, cwd: Path) -> AsyncIterator[object]:
    """A ClientSession (ebbing's MCP SDK, 2.x) on memnet-mcp (1.x) over stdio, initialised."""
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(
        command=str(bin_of(venv, "memnet-mcp")), args=[], cwd=str(cwd),
        env={"PATH": os.environ.get("PATH", ""), "MEMNET_SERVE_PORT": str(port)})
    with open(os.devnull, "w") as quiet:  # its INFO log of every request
        async with stdio_client(params, errlog=quiet) as (read, write), \
                ClientSession(read, write) as session:
            await session.initialize()
            yield session


if __name__ == "__main__":
    print(ensure_venv())

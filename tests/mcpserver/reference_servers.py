"""The peers' own MCP servers, for tests that drive them and ebbing's tools with the same calls
through the MCP SDK's client: memnet-llm 0.2.32's `memnet-mcp` (on `memnet serve`) and
CortexGraph 1.2.1's `cortexgraph` server.

Both need the 1.x MCP SDK (`mcp<2`) and ebbing runs on 2.x, so each lives in a virtual
environment of its own, made once with pip from PyPI and cached between runs:
$EBBING_REFERENCE_VENVS/<name>, else ~/.cache/ebbing/<name> (XDG_CACHE_HOME honoured), where
<name> is memnet-llm-0.2.32-mcp or cortexgraph-1.2.1.
A marker file is written only once pip succeeded, under a file lock, so parallel test workers
wait for one another instead of installing twice. `.ci/run` makes them before the suite
(`python3 tests/mcpserver/reference_servers.py`). ebbing's 2.x client speaks to the 1.x server
over stdio unchanged (the protocol version is negotiated at initialize).

Run as a script it makes (or checks) both environments and prints their paths.
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
PEERS = {  # name: (requirement, the module its server runs, its distribution)
    "memnet": (f"memnet-llm[mcp]=={VERSION}", "memnet_mcp.server", "memnet-llm"),
    "cortexgraph": ("cortexgraph==1.2.1", "cortexgraph.server", "cortexgraph"),
}
MARKER = ".ebbing-ready"


def venv_dir(peer: str = "memnet") -> Path:
    requirement = PEERS[peer][0]
    name = requirement.split("[")[0].split("==")[0] + "-" + requirement.split("==")[1]
    name += "-mcp" if peer == "memnet" else ""
    given = os.environ.get("EBBING_REFERENCE_VENVS")
    if given:
        return Path(given) / name
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return cache / "ebbing" / name


def bin_of(venv: Path, name: str) -> Path:
    return venv / ("Scripts" if os.name == "nt" else "bin") / name


def ensure_venv(peer: str = "memnet") -> Path:
    """The peer's environment (its pinned version on mcp 1.x), made if missing; raises with
    pip's output when it cannot be made (no network on a machine that never made it)."""
    requirement, module, dist = PEERS[peer]
    venv = venv_dir(peer)
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
             "--disable-pip-version-check", requirement, "mcp<2"],
            capture_output=True, text=True, timeout=900)
        if done.returncode != 0:
            raise RuntimeError(f"pip install {requirement} failed:\n{done.stdout}{done.stderr}")
        version = requirement.split("==")[1]
        check = subprocess.run(
            [str(bin_of(venv, "python")), "-c",
             f"import importlib.metadata as m, {module}; "
             f"print(m.version('{dist}'), m.version('mcp'))"],
            capture_output=True, text=True, timeout=120)
        if check.returncode != 0 or not check.stdout.startswith(version + " 1."):
            raise RuntimeError(f"the environment is not {requirement} on mcp 1.x: "
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
    with serving(process, port, "memnet serve"):
        yield port


@contextlib.contextmanager
def serving(process: subprocess.Popen[bytes], port: int, what: str) -> Iterator[None]:
    """Waits (60 s at most) until `process` listens on `port`, holds the block, then stops it;
    raises with the process's stderr if it ends or never listens."""
    try:
        deadline = time.monotonic() + 60
        while True:
            with socket.socket() as sock:
                if sock.connect_ex(("127.0.0.1", port)) == 0:
                    break
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                _, err = process.communicate(timeout=5)
                raise AssertionError(f"{what} did not start: {err.decode()}")
            time.sleep(0.1)
        yield
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


@contextlib.asynccontextmanager
async def cortexgraph_session(venv: Path, folder: Path) -> AsyncIterator[object]:
    """A ClientSession on CortexGraph's own MCP server (1.x) over stdio, its storage in
    `folder`, initialised."""
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(
        command=str(bin_of(venv, "cortexgraph")), args=[], cwd=str(folder),
        env={"PATH": os.environ.get("PATH", ""), "HOME": str(folder),
             "CORTEXGRAPH_STORAGE_PATH": str(folder / "jsonl"),
             "LTM_VAULT_PATH": str(folder / "vault"),
             "XDG_CONFIG_HOME": str(folder / "config")})
    with open(os.devnull, "w") as quiet:
        async with stdio_client(params, errlog=quiet) as (read, write), \
                ClientSession(read, write) as session:
            await session.initialize()
            yield session


if __name__ == "__main__":
    for peer in PEERS:
        print(ensure_venv(peer))

"""The daemon's HTTP stack: uvicorn with the C parser (httptools) and event loop (uvloop),
runtime dependencies that save CPU on every call (docs/scale-out.md)."""

from __future__ import annotations

import sys

import pytest


def test_the_daemon_runs_on_httptools_and_uvloop() -> None:
    from fastapi import FastAPI
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

    from ebbing.server.daemon import server_config

    config = server_config(FastAPI())
    config.load()
    assert config.http_protocol_class is HttpToolsProtocol
    if sys.platform == "win32":
        pytest.skip("uvloop has no Windows build")
    import uvloop

    factory = config.get_loop_factory()
    assert factory is not None
    loop = factory()
    try:
        assert isinstance(loop, uvloop.Loop)
    finally:
        loop.close()

"""Raw lines to a real `ebbing mcp` process: a line with a lone surrogate, one that is not
JSON, one nested 100,000 deep, one that is not UTF-8 and one that is no JSON-RPC message each
get a JSON-RPC error reply (never silence), nothing of them is stored, and the server goes on
answering."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

from mcp.types import LATEST_PROTOCOL_VERSION
from mcp_support import cli


def frame(message: dict[str, Any]) -> bytes:
    return json.dumps(message).encode() + b"\n"


def call(request_id: int, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": request_id, "method": "tools/call",
            "params": {"name": name, "arguments": arguments}}


BAD = {
    10: b'{"jsonrpc": "2.0", "id": 10, "method": "tools/call", "params": {"name": "remember",'
        b' "arguments": {"text": "green tea \\ud800 every morning"}}}\n',
    11: b"this is not JSON at all\n",
    12: b"[" * 100_000 + b"]" * 100_000 + b"\n",
    13: b'{"jsonrpc": "2.0", "id": 13, "method": "tools/call", "params": {"name": "remember",'
        b' "arguments": {"text": "caf\xe9 au lait in Lyon"}}}\n',
    14: b"[1, 2, 3]\n",
}
CODES = {10: -32602, 11: -32700, 12: -32700, 13: -32700, 14: -32600}


def test_every_bad_line_gets_an_error_reply_and_the_server_goes_on() -> None:
    hello = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": LATEST_PROTOCOL_VERSION, "capabilities": {},
        "clientInfo": {"name": "raw", "version": "0"}}}
    lines = [frame(hello), frame({"jsonrpc": "2.0", "method": "notifications/initialized"})]
    lines += list(BAD.values())
    lines.append(frame(call(20, "remember", {"text": "Oolong after lunch"})))
    process = subprocess.Popen([sys.executable, "-m", "ebbing", "mcp"], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env=os.environ.copy())
    assert process.stdin is not None and process.stdout is not None
    frames: list[dict[str, Any]] = []
    try:
        process.stdin.write(b"".join(lines))
        process.stdin.flush()
        while len(frames) < 2 + len(BAD):  # initialize, 5 errors, the last call
            line = process.stdout.readline()
            assert line, f"the server went silent: {process.stderr.read()!r}"
            frames.append(json.loads(line))
        process.stdin.close()
        assert process.wait(timeout=30) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    errors = [f for f in frames if "error" in f]
    assert len(errors) == len(BAD), frames
    by_id = {f["id"]: f for f in errors if f["id"] is not None}
    assert by_id[10]["error"]["code"] == CODES[10] and "surrogate" in by_id[10]["error"]["message"]
    assert by_id[13]["error"]["code"] == CODES[13] and "UTF-8" in by_id[13]["error"]["message"]
    anonymous = sorted(f["error"]["code"] for f in errors if f["id"] is None)
    assert anonymous == sorted([CODES[11], CODES[12], CODES[14]])
    last = next(f for f in frames if f.get("id") == 20)
    assert last["result"]["isError"] is False
    listed = cli("list")
    stored = [m["content"] for m in (listed if isinstance(listed, list) else [listed])]
    assert stored == ["Oolong after lunch"]  # neither bad text stored (no U+FFFD copy)

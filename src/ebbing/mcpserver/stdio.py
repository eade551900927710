"""MCP over stdio with every line checked before the SDK reads it.

The SDK's stdio transport decodes standard input with errors="replace" (invalid UTF-8 became
"\ufffd" in a stored memory) and drops a line it cannot parse without answering (the client
waits forever). Here each line is read as bytes and must be UTF-8, JSON (a 100,000-deep
nesting is refused, not a crash), free of lone surrogates ("\\ud800" decodes to one) and a
JSON-RPC message; a line that is not gets a JSON-RPC error reply (-32700 parse error, -32600
invalid request, -32602 invalid params) and the next line is read. Good lines go to the SDK
unchanged.

The reply carries the request's id whenever the line names one at its top level, even when the
rest of it cannot be parsed (nested too deep, cut short, not UTF-8): a client matches replies
to its requests by id and drops one with a null id, so without it the client would wait for
ever. Only a line with no readable top-level id gets `id: null`, as JSON-RPC says.

As the SDK does, file descriptor 0 reads the null device and 1 points at standard error while
serving, so a stray print or a child process cannot corrupt the protocol.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, BinaryIO, cast

import anyio
import anyio.to_thread
from mcp.server.stdio import stdio_server

PARSE_ERROR, INVALID_REQUEST, INVALID_PARAMS = -32700, -32600, -32602


class Refused(Exception):
    def __init__(self, code: int, message: str, request_id: Any = None) -> None:
        super().__init__(message)
        self.code, self.message, self.request_id = code, message, request_id


def check_line(raw: bytes) -> str:
    """The line as text for the SDK, or Refused saying why it is not a JSON-RPC message."""
    from mcp_types import jsonrpc_message_adapter

    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:  # answered with its id when the rest is readable
        raise Refused(PARSE_ERROR, f"parse error: the line is not UTF-8 (byte "
                      f"{error.start + 1}); nothing was done",
                      _id_of(raw.decode("utf-8", "replace"))) from None
    try:
        message = json.loads(text)
    except RecursionError:
        raise Refused(PARSE_ERROR, "parse error: the JSON is nested too deeply",
                      _id_of(text)) from None
    except ValueError as error:
        raise Refused(PARSE_ERROR, f"parse error: {error}", _id_of(text)) from None
    request_id = _id_of(text)
    if _has_surrogate(message):
        raise Refused(INVALID_PARAMS, "invalid params: a text holds a lone surrogate (not "
                      "Unicode); nothing was done", request_id)
    try:
        jsonrpc_message_adapter.validate_json(text, by_name=False)
    except Exception as error:  # the SDK's validation, reported instead of dropped
        raise Refused(INVALID_REQUEST, f"invalid request: {str(error).splitlines()[0]}",
                      request_id) from None
    return text


_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\]]')
_KEY_ID = re.compile(r'\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+)\s*(?=[,}]|$)')


def _id_of(text: str) -> Any:
    """The JSON-RPC id the line names as a member of its top-level object (an int or a
    string), else None. Read without parsing the whole line (no recursion), so a line nested
    100,000 deep or cut short still gets its id back."""
    depth, found = 0, None
    for token in _TOKEN.finditer(text):
        mark = token.group()
        if mark in "{[":
            if depth == 0 and mark == "[":
                return None  # a batch or an array: no id of its own
            depth += 1
        elif mark in "}]":
            depth -= 1
            if depth <= 0:
                break
        elif depth == 1 and mark == '"id"':
            value = _KEY_ID.match(text, token.end())
            if value:
                try:
                    found = json.loads(value.group(1))
                except ValueError:
                    found = None
    return found if isinstance(found, (int, str)) else None


def _has_surrogate(value: Any) -> bool:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def error_line(refused: Refused) -> str:
    return json.dumps({"jsonrpc": "2.0", "id": refused.request_id,
                       "error": {"code": refused.code, "message": refused.message}}) + "\n"


class Wire:
    """Both ends of the wire as the SDK's stdio transport uses them: lines to read (async
    iteration) and `write`/`flush` of answers; refused lines are answered here."""

    def __init__(self, reader: BinaryIO, writer: BinaryIO) -> None:
        self.reader, self.writer = reader, writer
        self.lock = anyio.Lock()

    def __aiter__(self) -> Wire:
        return self

    async def __anext__(self) -> str:
        while True:
            raw = await anyio.to_thread.run_sync(self.reader.readline)
            if not raw:
                raise StopAsyncIteration
            if not raw.strip():
                continue
            try:
                return check_line(raw.rstrip(b"\r\n"))
            except Refused as refused:
                await self.write(error_line(refused))
                await self.flush()

    async def write(self, text: str) -> None:
        data = text.encode("utf-8")
        async with self.lock:
            await anyio.to_thread.run_sync(self.writer.write, data)

    async def flush(self) -> None:
        async with self.lock:
            await anyio.to_thread.run_sync(self.writer.flush)


@contextmanager
def claimed() -> Iterator[tuple[BinaryIO, BinaryIO]]:
    """The wire's stdin and stdout on private descriptors; fd 0 and 1 diverted meanwhile."""
    sys.stdout.flush()
    wire_in, wire_out = os.dup(0), os.dup(1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(2, 1)
    os.close(null)
    try:
        with os.fdopen(wire_in, "rb", closefd=False) as reader, \
                os.fdopen(wire_out, "wb", closefd=False) as writer:
            yield cast("BinaryIO", reader), cast("BinaryIO", writer)
    finally:
        os.dup2(wire_in, 0)
        os.dup2(wire_out, 1)
        os.close(wire_in)
        os.close(wire_out)


async def serve(server: Any) -> None:
    """Run the SDK's server (`MCPServer`) over the checked wire."""
    lowlevel = server._lowlevel_server  # what MCPServer.run_stdio_async runs
    with claimed() as (reader, writer):
        wire = Wire(reader, writer)
        async with stdio_server(stdin=cast("Any", wire), stdout=cast("Any", wire)) as (
                read_stream, write_stream):
            await lowlevel.run(read_stream, write_stream,
                               lowlevel.create_initialization_options())

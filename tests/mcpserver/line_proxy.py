"""A pipe between an MCP client and `ebbing mcp` that spoils marked lines on the way in, so a
test can drive the server with the SDK's own client and still put bad bytes on the wire.

Run as `python line_proxy.py COMMAND...`: starts COMMAND, copies its standard output to ours
unchanged, and copies our standard input to it line by line, where a line holding a marker is
rewritten first:

- `@@surrogate@@` becomes the JSON escape of a lone surrogate (the SDK cannot send one itself);
- `@@not-utf8@@` becomes the byte 0xff (invalid UTF-8);
- `"@@deep@@"` becomes an array nested 100,000 deep;
- `@@cut@@` ends the line there (the JSON is cut short);
- `@@garbage-first@@` sends a line that is no JSON before the line, which then goes on with
  the marker removed (an error reply with a null id the client never asked for).
"""

from __future__ import annotations

import subprocess
import sys
import threading

DEEP = b"[" * 100_000 + b"]" * 100_000


def spoil(line: bytes) -> list[bytes]:
    if b"@@garbage-first@@" in line:
        return [b"this is not JSON\n", line.replace(b"@@garbage-first@@", b"")]
    if b"@@cut@@" in line:
        return [line[: line.index(b"@@cut@@")] + b"\n"]
    line = line.replace(b"@@surrogate@@", b"\\ud800").replace(b"@@not-utf8@@", b"\xff")
    return [line.replace(b'"@@deep@@"', DEEP)]


def main() -> int:
    child = subprocess.Popen(sys.argv[1:], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert child.stdin is not None and child.stdout is not None
    out = child.stdout

    def answers() -> None:
        for line in iter(out.readline, b""):
            sys.stdout.buffer.write(line)
            sys.stdout.buffer.flush()

    copier = threading.Thread(target=answers, daemon=True)
    copier.start()
    for line in iter(sys.stdin.buffer.readline, b""):
        for part in spoil(line):
            child.stdin.write(part)
        child.stdin.flush()
    child.stdin.close()
    code = child.wait()
    copier.join(timeout=10)
    return code


if __name__ == "__main__":
    sys.exit(main())

"""The fast path of `ebbing wm`: the everyday verbs (reads, add, update, delete) parsed here,
without typer, rich or pydantic, so an agent's read each turn costs Python's start-up and
one local request. Anything else, or any option it does not know (--help included), goes to
the full CLI (cli/wm_cmds.py), which prints the same bytes for the same call."""

from __future__ import annotations

import json
import os
import re
import socket
import sys
from pathlib import Path
from typing import Any

# verb: (positional parameter names, {option: (parameter, kind)}); kind: str, int, flag, many
COMMON = {"--session": ("session", "str"), "--home": ("home", "str"),
          "--json": ("json", "flag")}
READ = {"--anchor": ("anchor", "str"), "--depth": ("depth", "int"),
        "--max-rows": ("max_rows", "int")}
WRITE = {"--file": ("file", "str"), "--stdin": ("stdin", "flag"),
         "--dry-run": ("dry_run", "flag"), "--allow-new-relation": ("allow_new_relation", "flag"),
         "--agent": ("agent", "str")}
VERBS: dict[tuple[str, ...], tuple[tuple[str, ...], dict[str, tuple[str, str]]]] = {
    ("query", "warm"): ((), {**READ, "--recall": ("recall", "int"),
                             "--namespace": ("namespace", "str"), "-n": ("namespace", "str"),
                             "--memory-agent": ("memory_agent", "str")}),
    ("query", "context"): ((), {**READ, "--active-only": ("active_only", "flag")}),
    ("query", "walk"): ((), READ),
    ("query", "neighbors"): (("node",), {"--depth": ("depth", "int")}),
    ("query", "neighbours"): (("node",), {"--depth": ("depth", "int")}),
    ("query", "path"): (("source", "target"), {}),
    ("read", "get"): ((), {"--id": ("id", "str"), "--tag": ("tag", "str")}),
    ("read", "list"): ((), {"--tag": ("tag", "str"), "--where": ("where", "many"),
                            "--active-only": ("active_only", "flag")}),
    ("add",): (("line",), WRITE),
    ("update",): (("line",), WRITE),
    ("delete",): ((), {"--id": ("id", "str")}),
}
DEFAULTS: dict[tuple[str, ...], dict[str, Any]] = {
            ("query", "warm"): {"depth": 2, "max_rows": 50, "recall": 0},
            ("query", "context"): {"depth": 2, "max_rows": 50, "active_only": False},
            ("query", "walk"): {"depth": 2, "max_rows": 50},
            ("query", "neighbors"): {"depth": 1}, ("query", "neighbours"): {"depth": 1},
            ("read", "list"): {"where": [], "active_only": False}}


UNSET: dict[tuple[str, ...], tuple[str, ...]] = {
    ("query", "warm"): ("anchor", "namespace", "memory_agent"), ("query", "context"): ("anchor",),
    ("query", "walk"): ("anchor",), ("read", "get"): ("id", "tag"), ("read", "list"): ("tag",)}


def parse(argv: list[str]) -> tuple[tuple[str, ...], dict[str, Any]] | None:
    """(verb, options) when this path knows every argument, else None."""
    verb = next((v for v in VERBS if tuple(argv[: len(v)]) == v), None)
    if verb is None:
        return None
    positional, options = VERBS[verb]
    options = {**options, **COMMON}
    found: dict[str, Any] = dict(DEFAULTS.get(verb, {}))
    rest = argv[len(verb):]
    slots = list(positional)
    i = 0
    while i < len(rest):
        arg = rest[i]
        if arg.startswith("-") and arg != "-":
            if arg not in options:
                return None
            name, kind = options[arg]
            if kind == "flag":
                found[name] = True
                i += 1
                continue
            if i + 1 >= len(rest):
                return None
            value = rest[i + 1]
            if kind == "int":
                if not value.lstrip("-").isdigit():
                    return None
                found[name] = int(value)
            elif kind == "many":
                found.setdefault(name, []).append(value)
            else:
                found[name] = value
            i += 2
        elif slots:
            found[slots.pop(0)] = arg
            i += 1
        else:
            return None
    if slots and verb[0] not in ("add", "update"):
        return None  # a missing argument: the full CLI's usage error
    if found.get("recall", 0) < 0:
        return None
    return verb, found


def quick_home() -> Path | None:
    """The home as the settings would find it (EBBING_HOME, else the default) when the env
    file cannot change it; None when it might (the full CLI then reads the env file)."""
    if os.environ.get("EBBING_HOME"):
        return Path(os.environ["EBBING_HOME"])
    import platformdirs

    env_file = Path(os.environ.get("EBBING_ENV_FILE")
                    or Path(platformdirs.user_config_dir("ebbing", appauthor=False))
                    / "ebbing.env")
    try:
        if "EBBING_HOME" in env_file.read_text(encoding="utf-8", errors="replace"):
            return None
    except OSError:
        pass
    return Path(platformdirs.user_data_dir("ebbing", appauthor=False))


def main(argv: list[str]) -> int | None:
    """Run `ebbing wm ARGV` here and return its exit code, or None for the full CLI (also
    when there is no daemon to ask, an input file is unreadable, or the daemon fails: the
    full CLI then says so in its words)."""
    parsed = parse(argv)
    if parsed is None:
        return None
    verb, found = parsed
    as_json = bool(found.pop("json", False))
    home = Path(found.pop("home")) if "home" in found else quick_home()
    if home is None:
        return None  # the env file names the home: the full CLI reads it as settings do
    found["session"] = found.get("session") or env("EBBING_WM_SESSION", "MEMNET_SESSION")
    if verb[0] in ("add", "update"):
        text = write_input(found)
        if text is None:
            return None
        found["text"] = text
    else:
        for name in UNSET.get(verb, ()):
            found.setdefault(name, None)
    name = "query neighbors" if verb == ("query", "neighbours") else " ".join(verb)
    data = post(home, {"verb": name, "params": found})
    if data is None:
        return None
    if as_json:
        data.pop("serverMs", None)
        stream = sys.stdout if data["exitCode"] == 0 else sys.stderr
        stream.write(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n")
    else:
        sys.stdout.write(for_terminal("".join(f"{line}\n" for line in data["stdout"]),
                                      sys.stdout))
        sys.stderr.write(for_terminal("".join(f"{line}\n" for line in data["stderr"]),
                                      sys.stderr))
    sys.stdout.flush()
    return int(data["exitCode"])


def env(*names: str) -> str | None:
    return next((os.environ[n] for n in names if os.environ.get(n)), None)


_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def for_terminal(text: str, stream: Any) -> str:
    """`text` as a terminal may show it: on a terminal, control characters (ESC, BEL, ...;
    not newline or tab) are written as escapes (ESC -> \\x1b), so a stored value cannot move
    the cursor, retitle the window or ring; a pipe or file gets the stored bytes unchanged."""
    isatty = getattr(stream, "isatty", None)
    if not (isatty and isatty()):
        return text
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def write_input(found: dict[str, Any]) -> str | None:
    """The lines of an add or update; None when the full CLI must answer (no input, an
    unreadable file)."""
    line, file = found.pop("line", None), found.pop("file", None)
    stdin = bool(found.pop("stdin", False))
    found["agent"] = found.get("agent") or env("EBBING_WM_AGENT", "MEMNET_AGENT")
    found.setdefault("dry_run", False)
    found.setdefault("allow_new_relation", False)
    try:
        if line:
            return str(line)
        if file is not None:
            return Path(file).read_bytes().decode("utf-8")
        if stdin:
            return sys.stdin.buffer.read().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    return None


def post(home: Path, body: dict[str, Any]) -> dict[str, Any] | None:
    """POST /v1/wm over a plain socket (HTTP/1.1, Connection: close); None when there is no
    live daemon or no good answer."""
    try:
        daemon = json.loads((home.expanduser() / ".serve" / "state.json").read_bytes())
        os.kill(int(daemon["pid"]), 0)
        payload = json.dumps(body, ensure_ascii=False).encode("utf-8")
        head = (f"POST /v1/wm HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Token "
                f"{daemon['token']}\r\nContent-Type: application/json\r\nContent-Length: "
                f"{len(payload)}\r\nConnection: close\r\n\r\n").encode("ascii")
        with socket.create_connection(("127.0.0.1", int(daemon["port"])), timeout=60) as conn:
            conn.sendall(head + payload)
            chunks = []
            while chunk := conn.recv(1 << 16):
                chunks.append(chunk)
        raw = b"".join(chunks)
        header, _, content = raw.partition(b"\r\n\r\n")
        if not header.startswith(b"HTTP/1.1 200") or b"chunked" in header.lower():
            return None
        answer = json.loads(content)
        if answer.get("code") != "0":
            return None
        data: dict[str, Any] = answer["data"]
        return data
    except (OSError, ValueError, KeyError, TypeError):
        return None

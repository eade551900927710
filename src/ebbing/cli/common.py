"""What every command shares: options, output in text or JSON, error reporting, parsing."""

from __future__ import annotations

import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any

import orjson
import typer
from pydantic import ValidationError
from rich.console import Console
from typer.core import TyperGroup

from ebbing.errors import EbbingError

out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)

NamespaceOpt = Annotated[
    str | None,
    typer.Option(
        "--namespace",
        "-n",
        help="Namespace of the memory agent [env EBBING_NAMESPACE; default: default].",
    ),
]
AgentOpt = Annotated[
    str | None,
    typer.Option("--agent", "-a", help="Memory agent name [env EBBING_AGENT; default: default]."),
]
HomeOpt = Annotated[
    Path | None,
    typer.Option("--home", help="Data root holding <namespace>/<agent>/ [env EBBING_HOME]."),
]
JsonOpt = Annotated[bool, typer.Option("--json", help="Machine-readable JSON output.")]
NowOpt = Annotated[
    str | None,
    typer.Option("--now", help="Evaluate scores at this ISO time instead of the clock."),
]


def service(home: Path | None, namespace: str | None, agent: str | None, *,
            create: bool = False) -> Any:
    """A MemoryService for the chosen agent (flag > environment > env file > default).

    Unless `create` (commands that add memories), the agent must exist already: a command
    that reads never creates a folder, and a misspelt name is an error naming the agents
    that do exist."""
    from ebbing.backend import local_copy
    from ebbing.config import load_settings
    from ebbing.service import MemoryService
    from ebbing.store.agents import require_agent

    settings = load_settings(home=home)
    svc = MemoryService(settings, namespace=namespace, agent=agent)
    if not create:
        local_copy(settings, svc.namespace, svc.agent)
        require_agent(settings.home, svc.namespace, svc.agent)
    return svc


def parse_time(value: str | None, option: str) -> datetime | None:
    """An ISO 8601 date or date-time; a naive value is taken as UTC."""
    if value is None:
        return None
    try:
        parsed = datetime.fromisoformat(value.strip())
    except ValueError:
        raise typer.BadParameter(
            f"{value!r} is not an ISO date or date-time (e.g. 2024-05-08 or 2024-05-08T13:56)",
            param_hint=option,
        ) from None
    return parsed.replace(tzinfo=UTC) if parsed.tzinfo is None else parsed.astimezone(UTC)


def parse_metadata(items: list[str] | None) -> dict[str, Any]:
    """`key=value` pairs (values parsed as JSON when they are JSON) or whole JSON objects."""
    result: dict[str, Any] = {}
    for item in items or []:
        text = item.strip()
        if text.startswith("{"):
            try:
                value = orjson.loads(text)
            except orjson.JSONDecodeError as error:
                raise typer.BadParameter(
                    f"invalid JSON object: {error}", param_hint="--metadata"
                ) from None
            if not isinstance(value, dict):
                raise typer.BadParameter("expected a JSON object", param_hint="--metadata")
            result.update(value)
            continue
        key, sep, raw = text.partition("=")
        if not sep or not key.strip():
            raise typer.BadParameter(
                f"{item!r} is not key=value or a JSON object", param_hint="--metadata"
            )
        try:
            result[key.strip()] = orjson.loads(raw)
        except orjson.JSONDecodeError:
            result[key.strip()] = raw
    return result


def emit_json(value: Any) -> None:
    """One JSON document (or one JSON Lines record) on stdout."""
    sys.stdout.write(orjson.dumps(value, option=orjson.OPT_SORT_KEYS).decode() + "\n")
    sys.stdout.flush()


def memory_json(memory: Any, score: float | None = None) -> dict[str, Any]:
    data: dict[str, Any] = memory.model_dump(mode="json")
    if score is not None:
        data["score"] = round(score, 6)
    return data


@contextmanager
def reported(as_json: bool) -> Iterator[None]:
    """Turn ebbing's errors into a message on stderr (JSON with --json) and exit code 1."""
    try:
        yield
    except BrokenPipeError:  # the reader went away (e.g. `| head`): stop quietly
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        raise typer.Exit(0) from None
    except (EbbingError, ValidationError, TimeoutError, OSError) as error:
        message = describe(error)
        if as_json:
            sys.stderr.write(orjson.dumps({"error": message, "code": 1}).decode() + "\n")
        else:
            err.print(f"[red]error:[/red] {message}", markup=True)
        raise typer.Exit(1) from None


def describe(error: Exception) -> str:
    if isinstance(error, ValidationError):
        parts = [
            f"{'.'.join(str(p) for p in e['loc']) or 'value'}: {e['msg']}" for e in error.errors()
        ]
        return "invalid value: " + "; ".join(parts)
    if isinstance(error, TimeoutError):
        return "the store is locked by another ebbing process; try again"
    return str(error)


def read_text(text: str | None) -> str:
    """The text argument, or standard input when it is not given and not a terminal."""
    if text is not None and text != "-":
        return text.strip()
    if sys.stdin.isatty() and text is None:
        raise typer.BadParameter(
            "give the text as an argument or on standard input", param_hint="TEXT"
        )
    return stdin_text(sys.stdin.buffer.read())


def stdin_text(data: bytes) -> str:
    """Bytes read from standard input as text, or a usage error saying why they are not."""
    if b"\x00" in data:
        raise typer.BadParameter(
            f"standard input holds binary data (a NUL byte at byte {data.index(0) + 1}), "
            "not text", param_hint="TEXT")
    try:
        return data.decode("utf-8").strip()
    except UnicodeDecodeError as error:
        raise typer.BadParameter(
            f"standard input is not UTF-8 text (byte {error.start + 1} is "
            f"0x{data[error.start]:02x}); convert it first, e.g. with iconv", param_hint="TEXT"
        ) from None


def short(text: str, width: int = 70) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


# click's UsageError, from wherever this typer takes click (newer ones carry their own copy)
USAGE_ERROR: type[Exception] = typer.BadParameter.__mro__[1]


class JsonErrorsGroup(TyperGroup):
    """The root command group: with `--json` anywhere on the command line, a usage error (a
    bad option value, a missing argument) is reported as JSON on stderr, exit code 2, like
    every other error under --json."""

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,
             complete_var: str | None = None, standalone_mode: bool = True,
             windows_expand_args: bool = True, **extra: Any) -> Any:
        argv = list(sys.argv[1:] if args is None else args)
        if not standalone_mode or "--json" not in argv:
            return super().main(argv, prog_name, complete_var, standalone_mode,
                                windows_expand_args, **extra)
        try:
            code = super().main(argv, prog_name, complete_var, False, windows_expand_args,
                                **extra)
        except USAGE_ERROR as error:
            message = getattr(error, "format_message", error.__str__)()
            sys.stderr.write(orjson.dumps({"error": message, "code": 2,
                                           "usage": True}).decode() + "\n")
            sys.exit(2)
        except typer.Abort:
            sys.stderr.write(orjson.dumps({"error": "aborted", "code": 1}).decode() + "\n")
            sys.exit(1)
        sys.exit(code if isinstance(code, int) else 0)

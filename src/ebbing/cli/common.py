"""What every command shares: options, output in text or JSON, error reporting, parsing."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any

import orjson
import typer
from pydantic import ValidationError
from rich.console import Console

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


def service(home: Path | None, namespace: str | None, agent: str | None) -> Any:
    """A MemoryService for the chosen agent (flag > environment > env file > default)."""
    from ebbing.config import load_settings
    from ebbing.service import MemoryService

    settings = load_settings(home=home)
    return MemoryService(settings, namespace=namespace, agent=agent)


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
    return sys.stdin.read().strip()


def short(text: str, width: int = 70) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"

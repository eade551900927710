"""Reading memories from files (ours and peers'), and writing ours. Pure parsing: nothing here
touches a store; the service stores what `read_import` returns.

Formats:
  ebbing      our JSON Lines export (and raw store logs, whose events are folded in)
  decay-mcp   the decay-memory MCP server's memories.jsonl (+ relations.jsonl beside it)
  mcp-memory  the reference MCP memory server's knowledge graph (entities and relations)
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ebbing.errors import InvalidInput
from ebbing.importers.common import (
    MAX_BYTES,
    ImportBatch,
    SkipLine,
    Skipped,
    check_file,
    parse_object,
    read_lines,
)
from ebbing.importers.decay_mcp import looks_like_relation, read_decay_mcp
from ebbing.importers.ebbing_jsonl import KINDS, export_lines, read_ebbing
from ebbing.importers.mcp_memory import read_mcp_memory

__all__ = ["FORMATS", "ImportBatch", "Skipped", "detect_format", "export_lines", "read_import"]

FORMATS = ("ebbing", "decay-mcp", "mcp-memory")
SNIFF_LINES = 20  # how many lines detection looks at for a record it recognises


def _format_of(record: dict[str, Any]) -> str | None:
    if record.get("kind") in KINDS:
        return "ebbing"
    if record.get("type") in ("entity", "relation") and (
            "name" in record or "relationType" in record):
        return "mcp-memory"
    if "content" in record or "_deleted" in record or "meta" in record:
        return "decay-mcp"
    if looks_like_relation(record):
        return "decay-mcp"
    return None


def detect_format(path: Path) -> str:
    """"ebbing", "decay-mcp" or "mcp-memory", from the first records of `path`."""
    first: dict[str, Any] | None = None
    empty = True
    for number, raw in read_lines(path):
        empty = False
        if number > SNIFF_LINES:
            break
        try:
            record = parse_object(raw)
        except SkipLine:
            continue
        found = _format_of(record)
        if found is not None:
            return found
        first = record if first is None else first
    if empty:
        raise InvalidInput(f"{path} is empty: nothing to import")
    if first is None:
        raise InvalidInput(f"cannot tell the format of {path}: its first lines are not JSON "
                           "objects (expected JSON Lines, one object a line)")
    keys = ", ".join(sorted(first)[:8]) or "none"
    raise InvalidInput(
        f"cannot tell the format of {path}: its first record (keys: {keys}) looks like none of "
        f"{', '.join(FORMATS)}; name the format (--format)"
    )


def read_import(paths: list[Path], fmt: str = "auto", *, now: datetime | None = None,
                max_bytes: int | None = None) -> ImportBatch:
    """Everything `paths` hold, in format `fmt` ("auto" detects it from each file); a memory
    whose text is over `max_bytes` is skipped with the reason."""
    token = MAX_BYTES.set(max_bytes)
    try:
        return _read_import(paths, fmt, now)
    finally:
        MAX_BYTES.reset(token)


def _read_import(paths: list[Path], fmt: str, now: datetime | None) -> ImportBatch:
    if not paths:
        raise InvalidInput("no files to import")
    if fmt != "auto" and fmt not in FORMATS:
        raise InvalidInput(f"unknown format {fmt!r}: choose auto, {', '.join(FORMATS)}")
    for path in paths:
        check_file(path)
    at = datetime.now(UTC) if now is None else now
    if fmt == "auto":
        found = {path: detect_format(path) for path in paths}
        formats = set(found.values())
        if len(formats) > 1:
            listing = ", ".join(f"{p.name}: {f}" for p, f in found.items())
            raise InvalidInput(f"the files are in different formats ({listing}): import them "
                               "one format at a time")
        fmt = formats.pop()
    if fmt == "ebbing":
        return read_ebbing(_with_store_relations(paths))
    if fmt == "decay-mcp":
        return read_decay_mcp(paths, at)
    return read_mcp_memory(paths, at)


def _with_store_relations(paths: list[Path]) -> list[Path]:
    """A raw store log memories.jsonl brings its relations.jsonl along, as decay-mcp does."""
    result = list(paths)
    seen = {p.resolve() for p in paths}
    for path in paths:
        sibling = path.parent / "relations.jsonl"
        if (path.name == "memories.jsonl" and sibling.is_file()
                and sibling.resolve() not in seen and _is_ebbing(sibling)):
            seen.add(sibling.resolve())
            result.append(sibling)
    return result


def _is_ebbing(path: Path) -> bool:
    try:
        return detect_format(path) == "ebbing"
    except InvalidInput:
        return False

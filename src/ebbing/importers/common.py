"""What every importer shares: the result types, reading lines, timestamps, ids and reasons."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import orjson
from pydantic import ValidationError
from ulid import ULID

from ebbing.content import content_problem
from ebbing.errors import InvalidInput, InvalidName
from ebbing.models import Memory, Relation, utc
from ebbing.names import check_id
from ebbing.service import clean_list

# the size limit of the import in progress (set by read_import; None: no limit)
MAX_BYTES: ContextVar[int | None] = ContextVar("MAX_BYTES", default=None)
EPOCH_MS_ABOVE = 1e11  # a number this large is epoch milliseconds (1e11 s is the year 5138)


@dataclass
class Skipped:
    """A line that could not be used: file name, 1-based line number, the reason in words."""

    source: str
    line: int
    reason: str


@dataclass
class ImportBatch:
    """What a set of files holds, ready for the service to store."""

    memories: list[Memory] = field(default_factory=list)
    relations: list[Relation] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)  # records that came in, by kind
    skipped: list[Skipped] = field(default_factory=list)
    format: str = ""
    carried: Any = None  # an ebbing export's libraries and snapshots (ebbing/carried.py)


class SkipLine(Exception):
    """Raised while converting one record: the line is reported as skipped with this reason."""


def check_file(path: Path) -> None:
    """InvalidInput unless `path` is a file this process can read."""
    if not path.exists():
        raise InvalidInput(f"cannot import {path}: no such file")
    if path.is_dir():
        raise InvalidInput(f"cannot import {path}: it is a folder, give the file(s) inside")
    if not os.access(path, os.R_OK):
        raise InvalidInput(f"cannot import {path}: not readable (check its permissions)")


def read_lines(path: Path) -> Iterator[tuple[int, bytes]]:
    """(1-based line number, line) for every non-blank line of `path`, read lazily."""
    check_file(path)
    try:
        with path.open("rb") as file:
            for number, raw in enumerate(file, start=1):
                if number == 1 and raw.startswith(b"\xef\xbb\xbf"):  # a UTF-8 byte order mark
                    raw = raw[3:]
                if raw.strip():
                    yield number, raw
    except OSError as error:
        raise InvalidInput(f"cannot read {path}: {error.strerror or error}") from error


def parse_object(raw: bytes) -> dict[str, Any]:
    """The JSON object on one line, or SkipLine saying what is wrong with it."""
    try:
        value = orjson.loads(raw)
    except orjson.JSONDecodeError as error:
        raise SkipLine(f"not valid JSON ({error.msg} at character {error.pos + 1})") from error
    if not isinstance(value, dict):
        raise SkipLine(f"not a JSON object but {kind_of(value)}")
    return value


def kind_of(value: Any) -> str:
    names = {list: "a list", str: "a string", bool: "true/false", type(None): "null",
             int: "a number", float: "a number", dict: "an object"}
    return names.get(type(value), type(value).__name__)


def parse_time(value: Any, what: str) -> datetime:
    """An aware UTC datetime from an ISO 8601 string (with or without Z or an offset; naive
    means UTC) or epoch seconds / milliseconds (milliseconds above 1e11)."""
    if isinstance(value, bool) or value is None:
        raise SkipLine(f"bad timestamp in {what}: {value!r}")
    try:
        if isinstance(value, int | float):
            seconds = value / 1000 if abs(value) > EPOCH_MS_ABOVE else value
            return datetime.fromtimestamp(seconds, UTC)
        if isinstance(value, str):
            return utc(datetime.fromisoformat(value.strip()))
    except (ValueError, OverflowError, OSError):
        pass
    raise SkipLine(f"bad timestamp in {what}: {value!r}")


def text_list(value: Any, what: str) -> list[str]:
    """Tags or entities: a list (or one string) of texts, trimmed, blanks dropped, de-duplicated
    case-insensitively (first spelling wins)."""
    if value is None:
        return []
    items = [value] if isinstance(value, str) else value
    if not isinstance(items, list):
        raise SkipLine(f"{what} must be a list of texts, not {kind_of(value)}")
    texts = []
    for item in items:
        if isinstance(item, bool) or not isinstance(item, str | int | float):
            raise SkipLine(f"{what} must be a list of texts, found {kind_of(item)}")
        if str(item).strip():
            texts.append(str(item))
    return clean_list(texts, what)


def valid_id(value: str) -> bool:
    try:
        check_id(value)
    except InvalidName:
        return False
    return True


def stable_ulid(at: datetime, key: str) -> str:
    """A ULID with the time part `at` and the random part taken from `key`: the same key gives
    the same id, so importing a file twice does not duplicate its memories."""
    ms = max(0, int(utc(at).timestamp() * 1000))
    digest = hashlib.sha256(key.encode()).digest()
    return str(ULID.from_bytes(ms.to_bytes(6, "big") + digest[:10]))


def validation_reason(what: str, error: ValidationError) -> str:
    problems = []
    for item in error.errors():
        where = ".".join(str(part) for part in item["loc"]) or what
        problems.append(f"{where}: {item['msg']}")
    return f"invalid {what}: " + "; ".join(problems)


def build_memory(data: dict[str, Any]) -> Memory:
    """A memory from an import record, or SkipLine (also for a text over the size limit that
    `read_import` was given: importing it would store what `remember` refuses)."""
    content = data.get("content")
    limit = MAX_BYTES.get()
    if isinstance(content, str) and limit is not None:
        problem = content_problem(content, limit)
        if problem:
            raise SkipLine(f"the memory's text {problem}")
    try:
        return Memory.model_validate(data)
    except ValidationError as error:
        raise SkipLine(validation_reason("memory", error)) from error


def build_relation(data: dict[str, Any]) -> Relation:
    try:
        return Relation.model_validate(data)
    except ValidationError as error:
        raise SkipLine(validation_reason("relation", error)) from error


def count(counts: dict[str, int], kind: str) -> None:
    counts[kind] = counts.get(kind, 0) + 1

"""The hard limits of working memory (MemNet's defaults), each overridable by an
`EBBING_WM_*` environment variable read when the daemon starts (config.example.env)."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, fields

DEFAULT_TTL_MINUTES = 60
QUERY_MAX_ROWS = 50
QUERY_DEPTH = 2
MAX_WARNINGS = 12  # @WRN lines per call


@dataclass(frozen=True)
class Caps:
    max_rows: int = 5000  # rows other than LAW in one session
    max_law: int = 100
    max_relations: int = 200
    max_tags: int = 64
    max_fields: int = 32
    max_value_bytes: int = 4096
    max_line_bytes: int = 32768
    max_batch_lines: int = 1000
    max_sessions: int = 64
    max_depth: int = 4
    max_fanout: int = 256
    ttl_minutes: int = DEFAULT_TTL_MINUTES  # a session's default lifetime since last use

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Caps:
        """Caps from `EBBING_WM_MAX_ROWS`, ..., `EBBING_WM_TTL_MINUTES`; a value that is not
        a positive integer is refused (ValueError), never silently replaced."""
        env = os.environ if environ is None else environ
        values: dict[str, int] = {}
        for field in fields(cls):
            name = f"EBBING_WM_{field.name.upper()}"
            raw = env.get(name)
            if raw is None or raw == "":
                continue
            try:
                value = int(raw)
            except ValueError:
                raise ValueError(f"{name} must be an integer, got {raw!r}") from None
            if value < 1:
                raise ValueError(f"{name} must be at least 1, got {value}")
            values[field.name] = value
        return cls(**values)

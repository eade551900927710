"""Recall depth: one integer everywhere (MemNetAI's `recallDeep`).

0 is a shallow recall (up to 5 memories, one hop of association); 1 the default (up to 10,
two hops); each step above adds 10 memories, at most 50. The CLI's `--deep/--shallow` and MCP's
`deep: true/false` are aliases of 1 and 0.
"""

from __future__ import annotations

from typing import Any

MAX_MEMORIES = 50


def depth_of(value: bool | int) -> int:
    """A depth from an integer, or from the boolean aliases (True 1, False 0)."""
    if isinstance(value, bool):
        return 1 if value else 0
    if value < 0:
        raise ValueError(f"a recall depth is 0 or more, not {value}")
    return value


def memories_at(depth: int) -> int:
    """How many memories a recall of this depth returns at most."""
    return 5 if depth == 0 else min(10 * depth, MAX_MEMORIES)


def plan(deep: bool | int) -> dict[str, Any]:
    """run_recall's `deep` (two hops of association or one) and `top` for a depth."""
    depth = depth_of(deep)
    return {"deep": depth >= 1, "top": memories_at(depth)}

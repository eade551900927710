"""Thinking and dreaming: derived memories made from existing ones, bounded by the memory
active status (docs/thinking.md).

Plain functions for every front door (CLI, MCP, the HTTP API's /v1/think and /v1/dream):
`think(svc, subject, auto=...)` and `dream(svc, subject, auto=...)` return an Outcome whose
`data()` is what the API's data needs (tip, content, summary, usage)."""

from __future__ import annotations

from ebbing.thinking.activity import on_automatic, run_automatic, user_call
from ebbing.thinking.dream import dream
from ebbing.thinking.think import Outcome, think

__all__ = ["Outcome", "dream", "on_automatic", "run_automatic", "think", "user_call"]

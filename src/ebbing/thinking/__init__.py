"""Thinking and dreaming: derived memories made from existing ones, bounded by the memory
active status (docs/thinking.md).

Plain functions for every front door (CLI, MCP, the HTTP API's /v1/think and /v1/dream):
`think(svc, subject, auto=...)` and `dream(svc, subject, auto=...)` return an Outcome whose
`data()` is what the API's data needs (tip, content, summary, usage). A person's call is
`user_call(svc)` then `think`/`dream`; an automatic one (isAuto=1) is `run_one(svc, kind,
subject)`, which returns None when the active status or a hook refuses it."""

from __future__ import annotations

from ebbing.thinking.activity import on_automatic, run_automatic, run_one, user_call
from ebbing.thinking.dream import dream
from ebbing.thinking.think import Outcome, think

__all__ = ["Outcome", "dream", "on_automatic", "run_automatic", "run_one", "think",
           "user_call"]

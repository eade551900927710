"""Thinking and dreaming (ebbing.thinking), and the agent's memory active status."""

from __future__ import annotations

from typing import Annotated, Any

from ebbing.mcpserver.registry import Arg, ToolSpec
from ebbing.service import MemoryService


def think(
    svc: MemoryService,
    subject: Annotated[str, Arg("What to think about; empty: a theme drawn from the "
                                "agent's history.", "Caroline's plans")] = "",
    rounds: Annotated[int, Arg("Rounds of recall and association (0: the setting, 3 by "
                               "default).", ge=0, le=10)] = 0,
) -> dict[str, Any]:
    from ebbing.thinking import think as run
    from ebbing.thinking import user_call

    user_call(svc)
    return run(svc, subject or None, rounds=rounds or None).data()


def dream(
    svc: MemoryService,
    subject: Annotated[str, Arg("What to dream about; empty: the recent and fading "
                                "memories.", "the lake")] = "",
) -> dict[str, Any]:
    from ebbing.thinking import dream as run
    from ebbing.thinking import user_call

    user_call(svc)
    return run(svc, subject or None).data()


def activity(svc: MemoryService) -> dict[str, Any]:
    from ebbing.thinking.activity import report

    return report(svc)


TOOLS = [
    ToolSpec(
        name="think", title="Think about a theme", fn=think,
        read_only=False, destructive=False, idempotent=False,
        description=(
            "Reflect on a subject (or a theme drawn from memory): recall, follow the entity "
            "graph for a few rounds, and store a thought that states what links the memories "
            "it drew on, citing their ids. Call it when the user asks to think something "
            "over or connect what is known. Returns tip, content, summary and usage.")),
    ToolSpec(
        name="dream", title="Dream over memories", fn=dream,
        read_only=False, destructive=False, idempotent=False,
        description=(
            "Reorganise recent and fading memories: group them, keep a profile per person or "
            "thing named often, bridge groups that share an entity; each result is a derived "
            "memory citing its sources, revised in place on later dreams. Nothing is "
            "archived. Returns tip, content, summary and usage.")),
    ToolSpec(
        name="activity", title="Memory active status", fn=activity,
        read_only=True, destructive=False, idempotent=True,
        description=(
            "The agent's memory active status: active or inactive, the automatic thoughts "
            "and dreams done since the last user call against their limits, and when that "
            "call was. Call it to see whether background thinking may still run.")),
]

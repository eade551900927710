"""The daemon's task runners for /v1/think and /v1/dream (server/kinds.py registers them).

A call by a person (isAuto=0) makes the agent active again, then thinks or dreams. An
automatic call (isAuto=1) runs only if the memory active status allows it (activity.run_one);
refused, it writes nothing and its tip says why."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ebbing.server.agents import AgentPool
    from ebbing.server.tasks import Job


def run(pool: AgentPool, job: Job, kind: str) -> dict[str, Any]:
    """Run one think ("thought") or dream ("dream") task; the result carries tip, content,
    summary and memoryIds (the derived memories written or revised)."""
    from ebbing.server.schema import ThinkRequest
    from ebbing.thinking import dream, run_one, think, user_call

    request = ThinkRequest.model_validate(job.payload)
    namespace = request.namespace or pool.settings.namespace
    agent = request.memoryAgentName or pool.settings.agent
    subject = request.subject.strip() or None
    with pool.use(namespace, agent) as svc:
        if request.isAuto:
            outcome = run_one(svc, kind, subject)
        else:
            user_call(svc)
            outcome = think(svc, subject) if kind == "thought" else dream(svc, subject)
    job.progress(100)
    if outcome is None:
        return {"tip": f"automatic {kind} refused: the agent is inactive (its limit of "
                       "automatic thoughts and dreams is reached) until a user call",
                "content": "", "summary": "", "memoryIds": []}
    return outcome.data() | {"memoryIds": [m.id for m in outcome.written]}

"""The daemon's task runners for /v1/think and /v1/dream (server/kinds.py registers them).

A call by a person (isAuto=0) makes the agent active again, then thinks or dreams. An
automatic call (isAuto=1) runs only if the memory active status allows it (activity.run_one;
its heat was counted by the route); refused, it writes nothing and its tip says why.

Run again after a restart (the daemon died before journaling the end), a task does not write
twice: a thought carries its task's id (metadata `task`), and a think task that finds the
thought it already wrote returns it; a dream revises its memories in place by key, so running
it again writes nothing new (and reinforces nothing a second time)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ebbing.server.agents import AgentPool
    from ebbing.server.tasks import Job
    from ebbing.service import MemoryService
    from ebbing.thinking.think import Outcome


def run(pool: AgentPool, job: Job, kind: str) -> dict[str, Any]:
    """Run one think ("thought") or dream ("dream") task; the result carries tip, content,
    summary and memoryIds (the derived memories written or revised)."""
    from ebbing.backend import run_fence
    from ebbing.server.schema import ThinkRequest
    from ebbing.thinking import dream, run_one, think, user_call

    request = ThinkRequest.model_validate(job.payload)
    namespace = request.namespace or pool.settings.namespace
    agent = request.memoryAgentName or pool.settings.agent
    subject = request.subject.strip() or None
    tag = {"task": job.task_id}
    with pool.use(namespace, agent) as svc, run_fence(svc.store, kind):
        # fenced from the look for what a first run wrote to the end of this one: a run
        # another daemon still has under way is waited for, then found (pg/fence.py)
        outcome = written_before(svc, job, kind, bool(request.isAuto))
        if outcome is not None:
            pass
        elif request.isAuto:
            outcome = run_one(svc, kind, subject, hooks=False, metadata=tag)
        else:
            user_call(svc)
            outcome = (think(svc, subject, metadata=tag) if kind == "thought"
                       else dream(svc, subject))
    job.progress(100)
    if outcome is None:
        return {"tip": f"automatic {kind} refused: the agent is inactive (its limit of "
                       "automatic thoughts and dreams is reached) until a user call",
                "content": "", "summary": "", "memoryIds": []}
    return outcome.data() | {"memoryIds": [m.id for m in outcome.written]}


def written_before(svc: MemoryService, job: Job, kind: str, auto: bool) -> Outcome | None:
    """For a think task run again after a restart: the thought its first run wrote, if any."""
    from ebbing.thinking.derived import derived_memories
    from ebbing.thinking.think import Outcome

    if not job.recovered or kind != "thought":
        return None
    mine = [m for m in derived_memories(svc) if m.metadata.get("task") == job.task_id]
    if not mine:
        return None
    theme = str(mine[0].metadata.get("theme", ""))
    return Outcome("thought", theme, auto, written=mine[:1], cited=list(mine[0].derived_from),
                   writer=str(mine[0].metadata.get("writer", "offline")),
                   note="written before the daemon restarted")

"""The task kinds this build runs, registered by name (see tasks.py for the contract).

memories and common-sense are here; think and dream run ebbing.thinking (thinking/tasks.py).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from ebbing.server.schema import CommonSenseRequest
from ebbing.server.tasks import Job, TaskKinds

if TYPE_CHECKING:
    from ebbing.server.agents import AgentPool


def run_common_sense(pool: AgentPool, job: Job) -> dict[str, Any]:
    """Add the text to the library, chunked as `ebbing commonsense import` chunks a Markdown
    file; a library that does not exist yet is created global (read by every agent of the
    home). A chunk the library already holds (same text) is not added twice."""
    from ebbing.commonsense import library as libraries
    from ebbing.commonsense.chunking import chunk_markdown
    from ebbing.errors import NotFound

    request = CommonSenseRequest.model_validate(job.payload)
    namespace = request.namespace or pool.settings.namespace
    agent = request.memoryAgentName or pool.settings.agent
    at = datetime.now(UTC)
    with pool.use(namespace, agent, count=False) as svc:
        try:
            lib = libraries.find(svc, request.commonSenseDatabaseId)
            created = False
        except NotFound:
            lib = libraries.create(svc, request.commonSenseDatabaseId, agent_library=False)
            created = True
        chunks = chunk_markdown(request.commonSenseText)
        store = lib.store(svc)
        added: list[str] = []
        kept = 0
        try:
            with store.lock:
                have = {e.content for e in store.iter_memories()}
                put = []
                for chunk in chunks:
                    if chunk.text in have:
                        kept += 1
                        continue
                    have.add(chunk.text)
                    meta = {"headings": list(chunk.headings), "line": chunk.line,
                            "position": chunk.position, "task": job.task_id}
                    put.append(libraries.make_entry(chunk.text, at, metadata=meta))
                store.put(put)
                added = [e.id for e in put]
        finally:
            store.close()
    job.progress(100)
    return {"commonSenseDatabaseId": lib.id, "created": created, "chunks": len(chunks),
            "entryIds": added, "memoryIds": added, "alreadyThere": kept}


def task_kinds(pool: AgentPool) -> TaskKinds:
    """Every task kind of this build, bound to the daemon's agents."""
    from ebbing.server.memorize import run_memories
    from ebbing.thinking.tasks import run as run_thinking

    kinds = TaskKinds()
    kinds.register("memories", lambda job: run_memories(pool, job))
    kinds.register("common-sense", lambda job: run_common_sense(pool, job))
    kinds.register("think", lambda job: run_thinking(pool, job, "thought"))  # ebbing.thinking
    kinds.register("dream", lambda job: run_thinking(pool, job, "dream"))
    return kinds

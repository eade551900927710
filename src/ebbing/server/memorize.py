"""POST /v1/memories: a conversation becomes memories.

Offline (EBBING_MEMORIZE=offline, the default): one memory per message worth keeping, in the
words it was said. A message is skipped, and reported as skipped with its words and why, when
it carries no information (empty, or only an acknowledgement: "ok, noted", "明白了, 第4条我记住了";
server/worth.py), or is already remembered from an earlier call with the same speaker
and words (MemNetAI's SDK sends its whole window every 16 messages, so the same messages
arrive more than once). With EBBING_MEMORIZE=llm the LLM condenses the messages
(server/condense.py); each memory then cites the messages it came from.

Every memory of one call shares one context_id (the task's id: MemNetAI's memnetaiContextId),
keeps the message's role and character, and the request's metadata string; each goes through
conflict detection as `remember` does. The result names every memory written.

A call is all or nothing: every memory is built (and checked) first, and all are stored in one
durable append; a message that cannot be stored refuses the whole call, naming the message and
why. Conflict detection runs after the append, memory by memory. A task run again after the
daemon died (the journal holds its request) finds what its first run stored: all of it (each
memory records how many the call made), then only the judging is finished; a part of it (an
older ebbing stored message by message), then the messages not stored yet are stored now.
Either way the task says done only once every message it accepted is stored. The look for
what a run stored and the store are one locked region of the agent, so two runs of one task
at once (with the PostgreSQL backend, a daemon that lost its hold on the task while another
took it over) never store a message twice.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from ebbing.core.person import third_person
from ebbing.errors import InvalidInput
from ebbing.server.schema import MemoriesRequest
from ebbing.server.worth import why_not_kept

if TYPE_CHECKING:
    from ebbing.lifecycle.statuses import Transition
    from ebbing.models import Memory
    from ebbing.server.agents import AgentPool
    from ebbing.server.tasks import Job
    from ebbing.service import MemoryService

SOURCE = "memnetai"


def worth_keeping(text: str) -> bool:
    return why_not_kept(text) is None


def remembered_before(svc: MemoryService, task_id: str) -> tuple[set[tuple[str, str]],
                                                                  list[Memory]]:
    """(speaker, words) of every message remembered from this API by other calls, and the
    memories an interrupted run of this same task already wrote (in the order written)."""
    seen: set[tuple[str, str]] = set()
    mine: list[Memory] = []
    for memory in svc.store.iter_memories():
        if memory.source != SOURCE:
            continue
        if memory.context_id == task_id:
            mine.append(memory)
        else:
            seen.add((memory.character or "", memory.content))
    mine.sort(key=lambda m: m.id)
    return seen, mine


def _mine(svc: MemoryService, task_id: str) -> list[Memory]:
    """The memories this task's runs stored (in the order written)."""
    return remembered_before(svc, task_id)[1]


def fields_of(request: MemoriesRequest, task_id: str) -> dict[str, Any]:
    return {"source": SOURCE, "context_id": task_id, "now": request.now}


def refused_message(request: MemoriesRequest, max_bytes: int) -> str | None:
    """Why the call cannot be stored as it was sent (offline: one memory per message), naming
    the first message that cannot be a memory; None when every message can."""
    from ebbing.content import content_problem

    for index, message in enumerate(request.messages):
        problem = content_problem(message.content, max_bytes)
        if problem and worth_keeping(message.content):
            return (f"message {index} (counting from 0) {problem}; nothing of the call was "
                    "stored")
    return None


def run_memories(pool: AgentPool, job: Job) -> dict[str, Any]:
    """The task runner of kind "memories"."""
    request = MemoriesRequest.model_validate(job.payload)
    namespace = request.namespace or pool.settings.namespace
    agent = request.memoryAgentName or pool.settings.agent
    if not any(worth_keeping(m.content) for m in request.messages) and not pool.exists(
            namespace, agent):  # nothing to keep: no folder for an agent that has none
        skipped = [{"message": i, "reason": "nothing to keep"}
                   for i in range(len(request.messages))]
        return {"memoryIds": [], "contextId": job.task_id, "skipped": skipped, "changes": [],
                "mode": pool.settings.memorize}
    with pool.use(namespace, agent, count=False) as svc:
        return _run(svc, pool, request, job)


class _Raced(Exception):
    """Another run of the same task stored memories while this one built its own."""


def _run(svc: MemoryService, pool: AgentPool, request: MemoriesRequest,
         job: Job) -> dict[str, Any]:
    for _ in range(3):
        try:
            return _attempt(svc, pool, request, job)
        except _Raced:
            continue  # build again from what the other run stored
    raise RuntimeError(f"task {job.task_id}: other runs of it kept storing memories")


def _attempt(svc: MemoryService, pool: AgentPool, request: MemoriesRequest,
             job: Job) -> dict[str, Any]:
    seen, mine = remembered_before(svc, job.task_id)
    rows = svc.store.cols.n  # memories the store knew at that look
    finished = bool(mine) and all(_made(m) == len(mine) for m in mine)
    covered = covered_messages(request, mine)
    mode, note = pool.settings.memorize, None
    skipped: list[dict[str, Any]] = []
    items: list[dict[str, Any]] = []
    kept = [i for i in range(len(request.messages)) if i not in covered]
    if mode == "llm" and kept and not finished:
        from ebbing.server.condense import CondenseFailed, condense

        open_request = request.model_copy(
            update={"messages": [request.messages[i] for i in kept]})
        try:
            items = _renumber(condense(pool.settings, open_request), kept)
        except CondenseFailed as error:
            mode, note = "offline", f"the LLM failed ({error}); kept message by message"
    if mode == "offline":  # a message stored before is not stored again
        items = offline_items(request, seen, skipped, covered)
    judge = _judge(svc)  # a bad setting stores nothing
    new = _build(svc, request, job.task_id, items, len(mine))
    # the look and the store in one locked region: a second run of this task (a daemon whose
    # hold on it ran out, pg/tasks.py) stores after this one, so it finds what this stored
    # (the memories are looked through again only when the store holds new ones since)
    with svc.store.lock:
        svc.store.refresh()
        if new and svc.store.cols.n != rows and [
                m.id for m in _mine(svc, job.task_id)] != [m.id for m in mine]:
            raise _Raced(job.task_id)
        if new:
            svc.remember_many(new)
    job.progress(10)
    stored = mine + new
    changes = _judge_each(svc, judge, stored, request, job)
    if job.recovered and mine:
        note = ("finished after the daemon stopped: "
                f"{len(mine)} memories were stored before, {len(new)} now")
    result: dict[str, Any] = {"memoryIds": [m.id for m in stored], "contextId": job.task_id,
                              "summaries": [m.content for m in stored],
                              "skipped": skipped, "changes": changes, "mode": mode}
    if job.recovered and mine:
        result["recovered"] = {"storedBefore": [m.id for m in mine],
                               "storedNow": [m.id for m in new]}
    if note:
        result["note"] = note
    return result


def _made(memory: Memory) -> int | None:
    """How many memories the call that wrote `memory` made (None: an older ebbing's)."""
    made = (memory.metadata.get("memnetai") or {}).get("memories")
    return made if isinstance(made, int) else None


def covered_messages(request: MemoriesRequest, mine: list[Memory]) -> set[int]:
    """The messages of the call the memories of an earlier run came from."""
    covered: set[int] = set()
    said = {(m.character or "", m.content) for m in mine}
    for memory in mine:
        cited = (memory.metadata.get("memnetai") or {}).get("messages")
        if isinstance(cited, list):
            covered.update(n for n in cited if isinstance(n, int))
    for index, message in enumerate(request.messages):
        if ((message.character or message.role), message.content) in said:
            covered.add(index)
    return covered


def _renumber(items: list[dict[str, Any]], kept: list[int]) -> list[dict[str, Any]]:
    """Items condensed from the messages not stored yet, citing the call's own numbers."""
    for item in items:
        meta = item["metadata"]["memnetai"]
        meta["messages"] = [kept[n] for n in meta["messages"]]
    return items


def _build(svc: MemoryService, request: MemoriesRequest, task_id: str,
           items: list[dict[str, Any]], before: int) -> list[Memory]:
    """Every memory of the call, checked before any is stored (InvalidInput names the
    message that cannot be one)."""
    built = []
    for item in items:
        item["metadata"]["memnetai"]["memories"] = before + len(items)
        try:
            built.append(svc.build(**item, **fields_of(request, task_id)))
        except InvalidInput as error:
            cited = item["metadata"]["memnetai"].get("messages", [])
            raise InvalidInput(f"message {', '.join(map(str, cited))} (counting from 0): "
                               f"{error}; nothing of the call was stored") from None
    return built


def _judge(svc: MemoryService) -> Any:
    from ebbing.lifecycle.judge import store_judge

    return store_judge(svc) if svc.settings.conflict_detection else None


def _judge_each(svc: MemoryService, judge: Any, stored: list[Memory],
                request: MemoriesRequest, job: Job) -> list[dict[str, Any]]:
    """Conflict detection for each memory of the call, as `remember` runs it: against older
    memories (never a later one of the same call). A pair already decided is not judged again
    (a task run again after a restart)."""
    from ebbing.lifecycle.conflicts import apply_findings, candidates, judge_pairs
    from ebbing.thinking import user_call

    changes: list[dict[str, Any]] = []
    limit = svc.settings.conflict_candidates
    for done, memory in enumerate(stored, 1):
        if judge is not None:
            later = {m.id for m in stored[done:]}
            older = [m for m in candidates(svc, memory, limit + len(later))
                     if m.id not in later][:limit]
            known = partial(_outdated, svc, memory, limit, later)
            moved: list[Transition] = apply_findings(
                svc, judge_pairs(judge, memory, older, known), request.now)
            changes += [{"memoryId": t.memory.id, "from": t.previous.value,
                         "to": t.memory.status.value, "cause": memory.id,
                         **({"kept": t.kept.id} if t.kept else {})} for t in moved]
        job.progress(10 + done * 90 // len(stored))
    if stored:
        user_call(svc, request.now)  # active again (thinking/)
    return changes


def _outdated(svc: MemoryService, memory: Memory, limit: int, later: set[str]) -> list[Memory]:
    """Older outdated memories near `memory`, none of the same call stored after it."""
    from ebbing.lifecycle.conflicts import outdated_near

    return [m for m in outdated_near(svc, memory, limit) if m.id not in later]


def offline_items(request: MemoriesRequest, seen: set[tuple[str, str]],
                  skipped: list[dict[str, Any]],
                  covered: set[int] | None = None) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    for index, message in enumerate(request.messages):
        speaker = message.character or message.role
        if covered and index in covered:
            continue  # stored by the run the daemon's death interrupted
        said = {"message": index, "character": speaker, "text": message.content}
        why = why_not_kept(message.content)
        if why is not None:
            skipped.append(said | {"reason": "nothing to keep", "why": why})
            continue
        if (speaker, message.content) in seen:
            skipped.append(said | {"reason": "already remembered",
                                   "why": "the same speaker said these words in an earlier "
                                          "call; that memory is kept"})
            continue
        seen.add((speaker, message.content))
        content, metadata = message.content, metadata_of(request, [index], message.role)
        if request.isThirdPerson and message.role == "user":  # core/person.py, its limits
            content = third_person(content, speaker)
            if content != message.content:
                metadata["said"] = message.content  # as written: nothing is lost
        items.append({"content": content, "character": speaker, "metadata": metadata})
    return items


def metadata_of(request: MemoriesRequest, messages: list[int],
                role: str | None) -> dict[str, Any]:
    """What a memory keeps of the call: the request's metadata string (MemNetAI's metaData),
    the role of its message, and which messages of the call it came from."""
    meta: dict[str, Any] = {"memnetai": {"metaData": request.metadata or "",
                                         "messages": messages}}
    if role:
        meta["memnetai"]["role"] = role
    return meta

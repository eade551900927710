"""POST /v1/memories: a conversation becomes memories.

Offline (EBBING_MEMORIZE=offline, the default): one memory per message worth keeping, in the
words it was said. A message is skipped, and reported as skipped, when it is empty, only
filler ("ok", "thanks", "好的"), or already remembered from an earlier call with the same
speaker and words (MemNetAI's SDK sends its whole window every 16 messages, so the same
messages arrive more than once). With EBBING_MEMORIZE=llm the LLM condenses the messages
(server/condense.py); each memory then cites the messages it came from.

Every memory of one call shares one context_id (the task's id: MemNetAI's memnetaiContextId),
keeps the message's role and character, and the request's metadata string; each goes through
conflict detection as `remember` does. The result names every memory written.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ebbing.core.person import third_person
from ebbing.server.schema import MemoriesRequest

if TYPE_CHECKING:
    from ebbing.server.agents import AgentPool
    from ebbing.server.tasks import Job
    from ebbing.service import MemoryService

SOURCE = "memnetai"
FILLER = {
    "ok", "okay", "k", "yes", "no", "yeah", "yep", "nope", "sure", "thanks", "thank you",
    "thx", "hi", "hello", "hey", "bye", "goodbye", "lol", "haha", "hmm", "great", "cool",
    "nice", "好", "好的", "嗯", "嗯嗯", "哦", "哈哈", "哈哈哈", "谢谢", "你好", "再见", "是的",
    "对", "行", "可以", "没问题",
}
_EDGES = re.compile(r"^[\W_]+|[\W_]+$")


def worth_keeping(text: str) -> bool:
    core = _EDGES.sub("", " ".join(text.split())).lower()
    return bool(core) and core not in FILLER


def remembered_before(svc: MemoryService, task_id: str) -> tuple[set[tuple[str, str]],
                                                                  list[str]]:
    """(speaker, words) of every message remembered from this API before, and the ids of the
    memories an interrupted run of this same task already wrote."""
    seen: set[tuple[str, str]] = set()
    mine: list[str] = []
    for memory in svc.store.iter_memories():
        if memory.source != SOURCE:
            continue
        seen.add((memory.character or "", memory.content))
        if memory.context_id == task_id:
            mine.append(memory.id)
    return seen, mine


def fields_of(request: MemoriesRequest, task_id: str) -> dict[str, Any]:
    return {"source": SOURCE, "context_id": task_id, "now": request.now}


def run_memories(pool: AgentPool, job: Job) -> dict[str, Any]:
    """The task runner of kind "memories"."""
    request = MemoriesRequest.model_validate(job.payload)
    namespace = request.namespace or pool.settings.namespace
    agent = request.memoryAgentName or pool.settings.agent
    with pool.use(namespace, agent, count=False) as svc:
        seen, already = remembered_before(svc, job.task_id)
        if job.recovered and already:  # the interrupted run got as far as storing them
            return {"memoryIds": already, "contextId": job.task_id, "skipped": [],
                    "changes": [], "mode": "recovered",
                    "note": "finished by the previous daemon before it stopped"}
        mode = pool.settings.memorize
        note = None
        items: list[dict[str, Any]] | None = None
        if mode == "llm":
            from ebbing.server.condense import CondenseFailed, condense

            try:
                items = condense(pool.settings, request)
            except CondenseFailed as error:
                mode, note = "offline", f"the LLM failed ({error}); kept message by message"
        skipped: list[dict[str, Any]] = []
        if items is None:
            items = offline_items(request, seen, skipped)
        written: list[str] = []
        changes: list[dict[str, Any]] = []
        for done, item in enumerate(items, 1):
            checked = svc.remember_checked(**item, **fields_of(request, job.task_id))
            written.append(checked.memory.id)
            changes += [{"memoryId": t.memory.id, "from": t.previous.value,
                         "to": t.memory.status.value, "cause": checked.memory.id}
                        for t in checked.changes]
            job.progress(done * 100 // max(len(items), 1))
    result: dict[str, Any] = {"memoryIds": written, "contextId": job.task_id,
                              "skipped": skipped, "changes": changes, "mode": mode}
    if note:
        result["note"] = note
    return result


def offline_items(request: MemoriesRequest, seen: set[tuple[str, str]],
                  skipped: list[dict[str, Any]]) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    for index, message in enumerate(request.messages):
        speaker = message.character or message.role
        if not worth_keeping(message.content):
            skipped.append({"message": index, "reason": "nothing to keep"})
            continue
        if (speaker, message.content) in seen:
            skipped.append({"message": index, "reason": "already remembered"})
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

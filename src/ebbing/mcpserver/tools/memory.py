"""Remembering and bringing back: remember, recall, search, show, touch, forget.

Each function calls the service (or the request models the CLI and the daemon share, in
ebbing.server.calls) and shapes its answer as JSON; none decides anything of its own.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from ebbing.mcpserver.registry import Arg, ToolSpec
from ebbing.models import Memory, Status
from ebbing.service import MemoryService

# Status's values, spelled out so the schema carries the enum inline (no $ref for a client to
# resolve); tests/mcpserver/test_registry.py checks that they match.
StatusName = Literal["valid", "suspected_outdated", "outdated", "repudiated"]

MemoryIdArg = Annotated[str, Arg("The memory's id, as remember, recall or search returned it.",
                                 "01JD8Z6Q4K3V7M2N5P8R1T4W6Y")]
TagsArg = Annotated[list[str], Arg(
    "Short labels for what it is about; they set how slowly it fades (see EBBING_TAG_"
    "HALF_LIFE_DAYS) and filter searches.", ["preference", "editor"], ["project:ebbing"])]
EntitiesArg = Annotated[list[str], Arg(
    "People, places and things it mentions, spelled as you would search for them; recall "
    "follows them to related memories.", ["Caroline", "Berlin"])]
CharacterArg = Annotated[str | None, Arg(
    "Who said it or who it is about (a speaker's name); recall can favour a character.",
    "Caroline")]


def memory_json(svc: MemoryService, memory: Memory) -> dict[str, Any]:
    """A memory as JSON, with its current score (how well it is remembered, 0 to 2)."""
    data: dict[str, Any] = memory.model_dump(mode="json")
    data["score"] = round(svc.score(memory), 6)
    return data


def remember(
    svc: MemoryService,
    text: Annotated[str, Arg("What to remember, one fact or event in plain words.",
                             "Caroline prefers tea over coffee.",
                             "The team moved the launch to 12 March.")],
    tags: TagsArg = [],  # noqa: B006 - read only; the SDK copies validated arguments
    entities: EntitiesArg = [],  # noqa: B006
    character: CharacterArg = None,
    occurred_at: Annotated[datetime | None, Arg(
        "When it happened, if not now (ISO 8601; a time without zone is UTC).",
        "2024-05-08", "2024-05-08T13:56:00Z")] = None,
    context_id: Annotated[str | None, Arg(
        "The conversation it was said in (any stable id of yours); recall groups memories "
        "of one conversation.", "chat-2024-05-08-1")] = None,
    source: Annotated[str | None, Arg("Where it came from (a file, a URL, an app).",
                                      "claude-desktop")] = None,
    check_conflicts: Annotated[bool, Arg(
        "Let the offline judge compare it with older memories it may contradict and mark "
        "those outdated or suspected (they stay, with a change log).")] = True,
) -> dict[str, Any]:
    done = svc.remember_checked(
        text, check_conflicts=None if check_conflicts else False, tags=tags, entities=entities,
        character=character, occurred_at=occurred_at, context_id=context_id, source=source)
    return {"memory": memory_json(svc, done.memory),
            "conflicts": [{"id": c.memory.id, "from_status": c.previous.value,
                           "to_status": c.memory.status.value, "reason": c.entry.reason,
                           **({"kept": memory_json(svc, c.kept)} if c.kept else {})}
                          for c in done.changes]}


def recall(
    svc: MemoryService,
    query: Annotated[str, Arg("The user's latest message, or the question to answer.",
                              "What does Caroline like to drink?")],
    character: CharacterArg = None,
    deep: Annotated[int | bool, Arg(
        "Recall depth (MemNetAI's recallDeep): 0 up to 5 memories and one hop of association, "
        "1 up to 10 and two hops, each step above 10 more (at most 50); true means 1, false 0.",
        1, 3)] = 1,
    associate: Annotated[bool, Arg("Bring in memories about entities related to the ones "
                                   "the query names (associative thinking).")] = True,
    include_linked_new: Annotated[bool, Arg(
        "After a memory that is outdated, suspected or repudiated, add the memories that "
        "replaced it.")] = False,
    common_sense: Annotated[bool, Arg("Use common-sense libraries at all.")] = True,
    global_common_sense: Annotated[bool, Arg("Use the namespace's global libraries.")] = True,
    agent_common_sense: Annotated[bool, Arg("Use the agent's own libraries.")] = False,
    common_sense_ids: Annotated[list[str], Arg("Also use these libraries (names), for this "
                                               "call only.", ["cooking"])] = [],  # noqa: B006
    touch: Annotated[bool | None, Arg(
        "Reinforce what is recalled (default: the server's EBBING_RECALL_TOUCH, on).")] = None,
) -> dict[str, Any]:
    from ebbing.core.depth import depth_of
    from ebbing.server.calls import recall as run
    from ebbing.server.schema import RecallRequest

    data = run(svc, RecallRequest(
        query=query, character=character, recallDeep=depth_of(deep),
        isReturningDetailedMemoryInfo=True,
        isTouching=touch, isIncludeLinkedNewMemoriesFromInvalid=include_linked_new,
        isUsingAssociativeThinking=associate, isUsingCommonSenseDatabase=common_sense,
        isUsingGlobalCommonSenseDatabase=global_common_sense,
        isUsingMemoryAgentCommonSenseDatabase=agent_common_sense,
        commonSenseDatabaseIdList=common_sense_ids))
    memories = [{"id": s["memorySummaryId"], "status": s["memoryStatus"],
                 "text": s["memorySummaryText"],
                 "linked_new_memory_id": s["linkedNewMemorySummaryId"], "score": s["score"]}
                for s in data.get("memorySummaryList", [])]
    return {"memoryPrompt": data["memoryPrompt"], "memories": memories,
            "commonSense": [{"id": c["id"], "library": c["memnetaiCommonSenseDatabaseName"],
                             "text": c["text"]} for c in data["commonSenseList"]],
            "associativeThinking": data["associativeThinkingList"],
            "notes": data.get("vaultNoteList", [])}


def search(
    svc: MemoryService,
    query: Annotated[str, Arg("What to look for; a question works.", "Caroline's drink")],
    top: Annotated[int, Arg("How many results.", 10, ge=1, le=100)] = 10,
    tags: Annotated[list[str], Arg("Only memories with one of these tags.",
                                   ["preference"])] = [],  # noqa: B006
    statuses: Annotated[list[StatusName], Arg("Only memories with these statuses.",
                                          ["valid"])] = [],  # noqa: B006
    since: Annotated[datetime | None, Arg("Happened at or after (ISO 8601).",
                                          "2024-05-01")] = None,
    until: Annotated[datetime | None, Arg("Happened before (ISO 8601).", "2024-06-01")] = None,
    include_archived: Annotated[bool, Arg("Include archived (forgotten) memories.")] = False,
    character: CharacterArg = None,
    associate: Annotated[bool, Arg("Spread from the query's entities to related "
                                   "memories.")] = True,
) -> dict[str, Any]:
    from ebbing.server.calls import search as run
    from ebbing.server.schema import SearchRequest

    data = run(svc, SearchRequest(
        query=query, top=top, character=character, tags=tags,
        statuses=[Status(s) for s in statuses], since=since, until=until,
        includeArchived=include_archived, associate=associate))
    return {"hits": [{"memory": h["memory"], "rank_score": round(h["score"], 6),
                      "score": round(h["decay"], 6), "why": h["why"]} for h in data["hits"]],
            "notes": data["notes"]}


def show(svc: MemoryService, memory_id: MemoryIdArg) -> dict[str, Any]:
    return memory_json(svc, svc.get(memory_id))


def touch(
    svc: MemoryService,
    memory_id: MemoryIdArg,
    context: Annotated[list[str], Arg(
        "Tags of the context it is used in now; a context unlike the memory's own tags "
        "strengthens it more (cross-context boost).", ["cooking", "planning"])] = [],  # noqa: B006
    review: Annotated[bool, Arg("Count this use as a deliberate review.")] = False,
) -> dict[str, Any]:
    return memory_json(svc, svc.touch(memory_id, context_tags=context, review=review))


def forget(
    svc: MemoryService,
    memory_id: MemoryIdArg,
    hard: Annotated[bool, Arg("Delete instead of archiving (needs confirm).")] = False,
    confirm: Annotated[bool, Arg("With hard: really delete. Without it, a hard forget only "
                                 "says what it would delete.")] = False,
) -> dict[str, Any]:
    memory = svc.get(memory_id)
    if hard and not confirm:
        return {"id": memory.id, "action": "delete", "applied": False, "content": memory.content,
                "note": "dry run: call again with confirm=true to delete it"}
    svc.forget(memory.id, hard=hard)
    return {"id": memory.id, "action": "delete" if hard else "archive", "applied": True}


TOOLS = [
    ToolSpec(
        name="remember", title="Remember", fn=remember,
        creates=True, read_only=False, destructive=False, idempotent=False,
        description=(
            "Store one new long-term memory. Call it after a conversation turn that told you "
            "something worth keeping (a preference, a fact about a person, a decision, an "
            "event), one fact per call. Older memories it contradicts are marked outdated or "
            "suspected, never deleted. Returns the new memory (its id, tags, entities, score) "
            "and the status changes it caused.")),
    ToolSpec(
        name="recall", title="Recall before answering", fn=recall,
        read_only=False, destructive=False, idempotent=False,
        description=(
            "Bring back what is remembered about the user's message. Call it before "
            "answering anything that may depend on earlier conversations. Returns "
            "memoryPrompt, a text block to read (or put in your context) as background, plus "
            "the recalled memories' ids and statuses (valid, suspected_outdated, outdated, "
            "repudiated) and common-sense entries. Recalled memories are reinforced.")),
    ToolSpec(
        name="search", title="Search memories", fn=search,
        read_only=True, destructive=False, idempotent=True,
        description=(
            "Find memories ranked by relevance, with filters (tags, statuses, time range, "
            "archived) and why each matched (lexical and semantic ranks, decay, association). "
            "Call it to look something up or to find a memory's id before changing it; it "
            "does not reinforce what it finds (recall does). Returns hits with the memory "
            "and its scores, and the person's own vault notes about it (notes).")),
    ToolSpec(
        name="show", title="Show a memory", fn=show,
        read_only=True, destructive=False, idempotent=True,
        description=(
            "Read one memory by id: its text, tags, entities, status, change log and current "
            "score. Call it when you have an id and need the whole record. Returns the "
            "memory as JSON.")),
    ToolSpec(
        name="touch", title="Touch (observe) a memory", fn=touch,
        read_only=False, destructive=False, idempotent=False,
        description=(
            "Reinforce a memory you just used: it becomes fresh, counts one more use and "
            "grows stronger, more so when used in a new context (give the context's tags). "
            "Call it when a memory helped you answer. Returns the memory with its new use "
            "count, strength and score.")),
    ToolSpec(
        name="forget", title="Forget a memory", fn=forget,
        read_only=False, destructive=True, idempotent=True,
        description=(
            "Archive a memory the user wants gone or that is plainly wrong and useless: it "
            "stops appearing in recall but is kept and can be restored. With hard=true and "
            "confirm=true it is deleted instead; hard without confirm is a dry run. Prefer "
            "supersede or repudiate for facts that changed. Returns what was done.")),
]

"""The rest of CortexGraph's tools under their names, so a client configured for CortexGraph
finds every one: its core tools as aliases taking its arguments (`save_memory`,
`search_memory`, `touch_memory`, `open_memories`, `promote_memory`), and the helpers it
offered beside them, each answered by what ebbing already knows rather than by a rule of its
own:

- `analyze_message` (should this be saved?): what memorize reads from a message
  (server/worth.py: is it more than an acknowledgement) and the entities it names
  (core/entities.py);
- `analyze_for_recall` / `auto_recall_process_message` (should memory be searched?): whether
  anything stored clears the relevance floor for it (retrieval/floor.py); the second also
  recalls (and so reinforces) what does;
- `backfill_embeddings`: embeds what has no vector yet (the engine's own sync);
- `get_performance_metrics` / `reset_performance_metrics`: this server's calls per tool.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from mcp.shared.exceptions import MCPError

from ebbing.errors import InvalidInput
from ebbing.mcpserver import listing
from ebbing.mcpserver.registry import Arg, ToolSpec
from ebbing.mcpserver.session import Session
from ebbing.mcpserver.tools import maintenance, memory
from ebbing.service import MemoryService

INVALID_PARAMS = -32602
MessageArg = Annotated[str, Arg("The user's message.", "Remember that I moved to Lisbon")]


def _entities(text: str) -> list[str]:
    from ebbing.core.entities import extract

    return list(dict.fromkeys(m.name for m in extract(text)))


def analyze_message(svc: MemoryService, message: MessageArg) -> dict[str, Any]:
    from ebbing.server.worth import why_not_kept

    if not message.strip():
        raise InvalidInput("message is empty")
    skipped = why_not_kept(message)
    entities = _entities(message)
    return {"should_save": skipped is None, "confidence": 0.9 if skipped else 0.6,
            "suggested_entities": entities, "suggested_tags": [],
            "suggested_strength": 1.0,
            "reasoning": skipped or "states something beyond acknowledging what was said "
                                    "(server/worth.py); whether it is worth keeping is the "
                                    "model's call",
            "phrase_signals": {}}


def analyze_for_recall(svc: MemoryService, message: MessageArg) -> dict[str, Any]:
    from ebbing.retrieval.recall import cleared

    if not message.strip():
        raise InvalidInput("message is empty")
    found = cleared(svc.search(message, top=5, touch=False))
    return {"should_search": bool(found), "confidence": 0.9 if found else 0.7,
            "suggested_query": message, "suggested_tags": [],
            "suggested_entities": _entities(message),
            "reasoning": (f"{len(found)} stored memories clear the relevance floor for it"
                          if found else "nothing stored clears the relevance floor for it"),
            "matching_ids": [h.memory.id for h in found]}


def auto_recall_process_message(svc: MemoryService, message: MessageArg) -> dict[str, Any]:
    asked = analyze_for_recall(svc, message)
    if not asked["should_search"]:
        return {"success": True, "recalled": False, "memories": [],
                "reasoning": asked["reasoning"]}
    data = svc.recall(message, detailed=True)  # reinforces what it returns
    return {"success": True, "recalled": True, "memoryPrompt": data["memoryPrompt"],
            "memories": [{"id": s["memorySummaryId"], "text": s["memorySummaryText"]}
                         for s in data["memorySummaryList"]],
            "notes": data.get("vaultNoteList", []), "reasoning": asked["reasoning"]}


def backfill_embeddings(
    svc: MemoryService,
    dry_run: Annotated[bool, Arg("Only count the memories without a vector.")] = False,
    model: Annotated[str | None, Arg(
        "CortexGraph's: the model to embed with. ebbing embeds with the one it is configured "
        "with (EBBING_EMBEDDER): naming it is accepted, another is refused.",
        "all-MiniLM-L6-v2")] = None,
) -> dict[str, Any]:
    engine = svc.engine
    rows = svc.store.alive_rows()
    if engine.embedder is None or engine.cache is None:
        raise InvalidInput("no embedder is configured (EBBING_EMBEDDER)")
    name = engine.embedder.name
    if model is not None and model not in (name, name.split(":")[-1],
                                           name.split(":")[-1].split("/")[-1]):
        raise MCPError(INVALID_PARAMS, f"backfill_embeddings: model {model!r} is not the "
                       f"embedder ebbing runs ({name}); its vectors all come from one model "
                       "(EBBING_EMBEDDER chooses it); leave model out", {"argument": "model"})
    # rows the engine has not met yet (written since it last synced, by this server or
    # another process) have no vector: their embedding text needs the engine's episodes
    known = len(engine.episode)
    texts = [engine.embedding_text(int(r)) for r in rows if int(r) < known]
    _, cached = engine.cache.lookup(texts)
    missing = (int((~cached).sum()) if len(texts) else 0) + len(rows) - len(texts)
    embedded = 0 if dry_run else engine.sync()
    return {"success": True, "dry_run": dry_run, "model": engine.embedder.name,
            "total_memories": len(rows), "without_embedding": missing,
            "processed": 0 if dry_run else missing, "reindexed": embedded}


def get_performance_metrics(server: Session) -> dict[str, Any]:
    from ebbing.mcpserver.metrics import snapshot

    return snapshot()


def reset_performance_metrics(server: Session) -> dict[str, Any]:
    from ebbing.mcpserver.metrics import reset

    return {"reset": True, "before": reset()}


def save_memory(
    svc: MemoryService,
    content: Annotated[str, Arg("What to remember.", "Caroline prefers tea over coffee.")],
    tags: memory.TagsArg = [],  # noqa: B006 - read only
    entities: memory.EntitiesArg = [],  # noqa: B006
    source: Annotated[str | None, Arg("Where it came from.")] = None,
    context: Annotated[str | None, Arg("The conversation it was said in.")] = None,
    meta: Annotated[dict[str, Any] | None, Arg(
        "CortexGraph's: your own metadata, kept with the memory (`metadata`).",
        {"project": "kyoto"})] = None,
    strength: Annotated[float | None, Arg(
        "CortexGraph's base strength, 1 to 2: how slowly it fades (default 1).", 1.5,
        ge=1, le=2)] = None,
) -> dict[str, Any]:
    if meta and "vault_note" in meta:
        raise InvalidInput("meta: `vault_note` is ebbing's own (the memory's note in the vault)")
    done = svc.remember_checked(content, tags=tags, entities=entities, source=source,
                                context_id=context, metadata=meta or {},
                                strength=1.0 if strength is None else strength)
    return {"memory": memory.memory_json(svc, done.memory),
            "conflicts": [{"id": c.memory.id, "from_status": c.previous.value,
                           "to_status": c.memory.status.value, "reason": c.entry.reason}
                          for c in done.changes]}


def touch_memory(svc: MemoryService,
                 memory_id: Annotated[str, Arg("The memory used.", "01JD8Z6Q4K3V7M2N5P8R1T4W6Y")],
                 boost_strength: Annotated[bool, Arg(
                     "Strengthen it more: counted as a deliberate review.")] = False,
                 ) -> dict[str, Any]:
    return memory.touch(svc, memory_id, review=boost_strength)


def open_memories(
    svc: MemoryService,
    memory_ids: Annotated[list[str], Arg("The memories to read.",
                                         ["01JD8Z6Q4K3V7M2N5P8R1T4W6Y"])],
    include_relations: Annotated[bool, Arg(
        "CortexGraph's: each memory's relations, `outgoing` and `incoming`.")] = True,
    include_scores: listing.IncludeScoresArg = True,
    page: listing.PageArg = None,
    page_size: listing.PageSizeArg = None,
) -> dict[str, Any]:
    if not memory_ids:
        raise InvalidInput("memory_ids is empty")
    found = [memory.show(svc, m) for m in memory_ids]  # NotFound names a missing id
    relations = svc.relations() if include_relations else []
    for data in found:
        if include_scores:
            data["age_days"] = listing.age_days(data)
        else:
            data.pop("score", None)
        if include_relations:
            data["relations"] = {
                "outgoing": [{"to": r.to_id, "type": r.type, "strength": r.strength}
                             for r in relations if r.from_id == data["id"]],
                "incoming": [{"from": r.from_id, "type": r.type, "strength": r.strength}
                             for r in relations if r.to_id == data["id"]]}
    shown, pagination = listing.page_of(found, page, page_size)
    out: dict[str, Any] = {"count": len(shown), "memories": shown}
    if pagination:
        out["pagination"] = pagination
    return out


def promote_memory(
    svc: MemoryService,
    memory_id: Annotated[str | None, Arg("The memory to promote.")] = None,
    dry_run: Annotated[bool, Arg("Only say what would be promoted.")] = False,
    auto_detect: Annotated[bool, Arg(
        "CortexGraph's: without memory_id, the memories due for promotion.")] = False,
    force: Annotated[bool, Arg(
        "CortexGraph's: promote memory_id even if it is not due (a score of at least 0.65 "
        "once used, or 5 uses within 14 days).")] = False,
    target: Annotated[Literal["obsidian"], Arg(
        "CortexGraph's storage format: obsidian, the only one (the vault).")] = "obsidian",
) -> dict[str, Any]:
    """CortexGraph's promote_memory: a named memory only if it is due or `force`; without
    one, the memories due only with `auto_detect`. A refusal is CortexGraph's answer,
    `success: false` and why."""
    from datetime import UTC, datetime

    from ebbing.vault.promote import find_due

    if not memory_id:
        if not auto_detect:
            return {"success": False, "applied": False,
                    "message": "Must specify memory_id or set auto_detect=true"}
        data = maintenance.promote(svc, [], apply=not dry_run)
        return {"success": True, **data}
    found = svc.get(memory_id)
    if found.lifecycle.value == "promoted":
        return {"success": False, "applied": False,
                "message": f"Memory already promoted: {memory_id}",
                "promoted_to": found.metadata.get("vault_note")}
    due = {d.memory.id for d in find_due(svc, datetime.now(UTC))}
    if found.id not in due and not force:
        return {"success": False, "applied": False, "score": round(svc.score(found), 6),
                "message": "Memory does not meet promotion criteria: a score of at least "
                           "0.65 once used, or 5 uses within 14 days (force=true promotes "
                           "it anyway)"}
    return {"success": True, **maintenance.promote(svc, [found.id], apply=not dry_run)}


def _spec(fn: Any, title: str, description: str, *, read_only: bool = False,
          idempotent: bool = False, per_agent: bool = True,
          refused: dict[str, str] | None = None) -> ToolSpec:
    return ToolSpec(name=fn.__name__, title=title, fn=fn, read_only=read_only,
                    destructive=False, idempotent=idempotent or read_only,
                    per_agent=per_agent, description=description, refused=refused or {})


TOOLS = [
    _spec(analyze_message, "Should this be saved?", "CortexGraph's analyze_message: whether "
          "a message states anything beyond acknowledging what was said, and the entities it "
          "names, to help decide whether to call remember.", read_only=True),
    _spec(analyze_for_recall, "Should memory be searched?", "CortexGraph's "
          "analyze_for_recall: whether anything stored clears the relevance floor for this "
          "message (then call recall), with the matching ids. Reinforces nothing.",
          read_only=True),
    _spec(auto_recall_process_message, "Recall if anything is relevant", "CortexGraph's "
          "auto_recall_process_message: recall for the message when something stored clears "
          "the relevance floor (reinforcing what it returns), else nothing."),
    _spec(backfill_embeddings, "Embed memories without vectors", "CortexGraph's "
          "backfill_embeddings: embed every memory that has no vector yet (dry_run only "
          "counts them); recall does this on its own as it meets new memories.",
          idempotent=True, refused={
              "limit": "ebbing embeds every memory without a vector in one pass",
              "force": "a vector follows its text, so none is stale; `ebbing reindex` "
                       "rebuilds the indexes"}),
    _spec(get_performance_metrics, "Tool performance", "CortexGraph's "
          "get_performance_metrics: calls, errors and mean and slowest times per tool of this "
          "server since it started or was reset.", read_only=True, per_agent=False),
    _spec(reset_performance_metrics, "Reset tool performance", "CortexGraph's "
          "reset_performance_metrics: start the counts again; returns what they were.",
          idempotent=True, per_agent=False),
    _spec(save_memory, "Save a memory (CortexGraph)", "CortexGraph's save_memory, the same as "
          "remember: store one fact with tags, entities, source and context."),
    _spec(touch_memory, "Touch a memory (CortexGraph)", "CortexGraph's touch_memory, the same "
          "as touch: reinforce a memory used now."),
    _spec(open_memories, "Open memories (CortexGraph)", "CortexGraph's open_memories: read "
          "several memories by id, each with its change log and score.", read_only=True),
    _spec(promote_memory, "Promote a memory (CortexGraph)", "CortexGraph's promote_memory, "
          "the same as promote: write a memory (or those due) into the Obsidian vault.",
          idempotent=True),
]

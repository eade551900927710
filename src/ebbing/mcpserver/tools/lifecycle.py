"""A memory's status: supersede, repudiate, suspect, validate, and its history.

The rules (which changes are allowed, how a chain is followed) live in ebbing.lifecycle.statuses and
ebbing.lifecycle.rules.status; a change the rules forbid comes back as a tool error saying why.
"""

from __future__ import annotations

from typing import Annotated, Any

from ebbing.mcpserver.registry import Arg, ToolSpec
from ebbing.mcpserver.tools.memory import MemoryIdArg
from ebbing.service import MemoryService

ReasonArg = Annotated[str, Arg("Why, in a sentence; kept in the memory's change log.",
                               "Caroline said she moved to Berlin in May.")]
NewTextArg = Annotated[str | None, Arg(
    "The newer fact's text: it is remembered now, with the old memory's tags and entities "
    "unless given. Give this or by_id, not both.", "Caroline lives in Berlin.")]
ByIdArg = Annotated[str | None, Arg("An existing newer memory that caused the change (its "
                                    "id), instead of new_text.")]
PartArg = Annotated[str | None, Arg("Which part of the memory is affected, when only part "
                                    "of it changed.", "city")]
NewTagsArg = Annotated[list[str] | None, Arg("Tags of the memory made from new_text.",
                                             ["home"])]
NewEntitiesArg = Annotated[list[str] | None, Arg("Entities of the memory made from new_text.",
                                                 ["Caroline", "Berlin"])]


def _change(svc: MemoryService, action: str, memory_id: str, reason: str, new_text: str | None,
            by_id: str | None, part: str | None, tags: list[str] | None,
            entities: list[str] | None) -> dict[str, Any]:
    fields: dict[str, Any] = {}
    if tags is not None:
        fields["tags"] = tags
    if entities is not None:
        fields["entities"] = entities
    change = getattr(svc, action)(memory_id, reason=reason, part=part, by=by_id, text=new_text,
                                  fields=fields)
    data: dict[str, Any] = change.to_json()
    return data


def supersede(svc: MemoryService, memory_id: MemoryIdArg, reason: ReasonArg,
              new_text: NewTextArg = None, by_id: ByIdArg = None, part: PartArg = None,
              tags: NewTagsArg = None, entities: NewEntitiesArg = None) -> dict[str, Any]:
    return _change(svc, "supersede", memory_id, reason, new_text, by_id, part, tags, entities)


def repudiate(svc: MemoryService, memory_id: MemoryIdArg, reason: ReasonArg,
              new_text: NewTextArg = None, by_id: ByIdArg = None, part: PartArg = None,
              tags: NewTagsArg = None, entities: NewEntitiesArg = None) -> dict[str, Any]:
    return _change(svc, "repudiate", memory_id, reason, new_text, by_id, part, tags, entities)


def suspect(svc: MemoryService, memory_id: MemoryIdArg, reason: ReasonArg,
            new_text: NewTextArg = None, by_id: ByIdArg = None, part: PartArg = None,
            tags: NewTagsArg = None, entities: NewEntitiesArg = None) -> dict[str, Any]:
    return _change(svc, "suspect", memory_id, reason, new_text, by_id, part, tags, entities)


def validate(svc: MemoryService, memory_id: MemoryIdArg, reason: ReasonArg,
             by_id: ByIdArg = None, part: PartArg = None) -> dict[str, Any]:
    return _change(svc, "validate", memory_id, reason, None, by_id, part, None, None)


def history(svc: MemoryService, memory_id: MemoryIdArg) -> dict[str, Any]:
    chain = svc.history(memory_id)
    return {"id": memory_id, "chain": [m.model_dump(mode="json") for m in chain]}


RETURNS = ("Returns the change: the memory's old and new status, the change-log entry, and "
           "the newer memory when one was named or made.")

TOOLS = [
    ToolSpec(
        name="supersede", title="Supersede an outdated memory", fn=supersede,
        read_only=False, destructive=False, idempotent=False,
        description=(
            "Mark a memory outdated because a newer fact replaces it (it was true, it no "
            "longer is): give the newer fact as new_text, or by_id for a memory already "
            "stored. Call it when the user corrects or updates something remembered. The old "
            "memory is kept, linked to the new one. " + RETURNS)),
    ToolSpec(
        name="repudiate", title="Repudiate a wrong memory", fn=repudiate,
        read_only=False, destructive=False, idempotent=False,
        description=(
            "Mark a memory repudiated: it was never true (a misunderstanding, a wrong "
            "transcription). Optionally give the correct fact as new_text or by_id. Call it "
            "when the user says something remembered was wrong all along. " + RETURNS)),
    ToolSpec(
        name="suspect", title="Suspect a memory", fn=suspect,
        read_only=False, destructive=False, idempotent=False,
        description=(
            "Mark a memory suspected_outdated: it may no longer hold, but nothing confirms "
            "it yet. Call it when something the user says casts doubt on a memory without "
            "settling it. " + RETURNS)),
    ToolSpec(
        name="validate", title="Validate a memory", fn=validate,
        read_only=False, destructive=False, idempotent=False,
        description=(
            "Mark a memory valid again: a suspicion was cleared, or a correction was a "
            "mistake (reinstated). Call it when the user confirms a doubted or outdated "
            "memory still holds. " + RETURNS)),
    ToolSpec(
        name="history", title="A memory's history", fn=history,
        read_only=True, destructive=False, idempotent=True,
        description=(
            "The whole chain of memories linked to this one (what it replaced and what "
            "replaced it), oldest first, each with its status and change log. Call it to "
            "explain how a fact changed over time. Returns the chain as JSON.")),
]

"""What a person does to a memory from its page, each a POST with the CSRF token, each the
MemoryService operation the CLI's command calls (touch, edit, supersede, repudiate, suspect,
validate, forget, restore, promote), answered by a redirect back to the memory (so a reload
does not do it twice). Deleting asks for a confirmation first; archiving keeps everything."""

from __future__ import annotations

import urllib.parse
from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import RedirectResponse, Response

from ebbing.errors import EbbingError, NotFound
from ebbing.lifecycle.rules.status import IllegalTransition
from ebbing.models import Lifecycle
from ebbing.names import check_id
from ebbing.service import MemoryService
from ebbing.ui.pages import agent_service
from ebbing.ui.web import HEADERS, Refused, form, render

router = APIRouter(include_in_schema=False)
STATUS_ACTIONS = ("supersede", "repudiate", "suspect", "validate")


def _list(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]


def _status_change(svc: MemoryService, action: str, memory_id: str,
                   fields: dict[str, str]) -> str:
    text = fields.get("text", "").strip() or None
    by = fields.get("by", "").strip() or None
    if action == "supersede" and not text and not by:
        raise Refused(400, "name the newer memory: its id, or its text")
    change = getattr(svc, action)(memory_id, reason=fields.get("reason", ""),
                                  part=fields.get("part", "").strip() or None, by=by, text=text)
    return f"{change.previous.value} -> {change.memory.status.value}"


def _edit(svc: MemoryService, memory_id: str, fields: dict[str, str]) -> str:
    memory = svc.get(memory_id)
    changes: dict[str, Any] = {}
    if "content" in fields and fields["content"].replace("\r\n", "\n") != memory.content:
        changes["content"] = fields["content"].replace("\r\n", "\n")
    if "tags" in fields and _list(fields["tags"]) != memory.tags:
        changes["tags"] = _list(fields["tags"])
    if "entities" in fields and _list(fields["entities"]) != memory.entities:
        changes["entities"] = _list(fields["entities"])
    if "character" in fields and (fields["character"].strip() or None) != memory.character:
        changes["character"] = fields["character"].strip() or None
    if not changes:
        return "nothing changed"
    svc.edit(memory.id, **changes)
    return "edited " + ", ".join(sorted(changes))


def _promote(svc: MemoryService, memory_id: str) -> str:
    from ebbing.vault.promote import promote_ids

    report = promote_ids(svc, [memory_id])
    return "promoted to the vault" + "".join(f"; {n}" for n in report.notices)


@router.post("/ui/a/{namespace}/{agent}/m/{memory_id}/{action}")
async def act(request: Request, namespace: str, agent: str, memory_id: str, action: str,
              fields: dict[str, str] = Depends(form)) -> Response:
    try:
        check_id(memory_id)
    except EbbingError as error:
        raise Refused(400, str(error)) from None
    page = f"/ui/a/{_q(namespace)}/{_q(agent)}/m/{_q(memory_id)}"
    with agent_service(request, namespace, agent) as svc:
        try:
            if action == "touch":
                svc.touch(memory_id)
                done = "touched: one more use"
            elif action == "edit":
                done = _edit(svc, memory_id, fields)
            elif action in STATUS_ACTIONS:
                done = _status_change(svc, action, memory_id, fields)
            elif action == "forget":
                svc.forget(memory_id)
                done = "archived (restore brings it back)"
            elif action == "restore":
                svc.edit(memory_id, lifecycle=Lifecycle.ACTIVE)
                done = "restored"
            elif action == "promote":
                done = _promote(svc, memory_id)
            elif action == "delete":
                memory = svc.get(memory_id)
                if fields.get("confirm") != memory.id:
                    return render(request, "confirm.html", memory=memory, namespace=namespace,
                                  agent=agent, action=f"{page}/delete")
                svc.forget(memory_id, hard=True)
                return RedirectResponse(
                    f"/ui/a/{_q(namespace)}/{_q(agent)}/memories?"
                    + urllib.parse.urlencode({"deleted": memory.id}), 303, headers=HEADERS)
            else:
                raise Refused(404, f"no action {action!r}")
        except IllegalTransition as error:
            raise Refused(409, str(error)) from None
        except NotFound as error:
            raise Refused(404, str(error)) from None
        except EbbingError as error:
            raise Refused(400, str(error)) from None
    return RedirectResponse(f"{page}?" + urllib.parse.urlencode({"done": done}), 303,
                            headers=HEADERS)


def _q(value: str) -> str:
    return urllib.parse.quote(value, safe="")

"""The other pages: review and forgetting (the danger-zone queue; what gc and consolidate
would do, applied on request), an entity's neighbourhood in the graph, the derived memories
of thinking and dreaming with what they cite, and the daemon's live working-memory sessions.
Each calls the service operation the CLI's command calls (review, gc, consolidate, graph
entities/neighbourhood) and renders it."""

from __future__ import annotations

import math
import urllib.parse
from datetime import UTC, datetime
from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from ebbing.errors import EbbingError, NotFound
from ebbing.ui.pages import agent_service
from ebbing.ui.session import Session
from ebbing.ui.web import HEADERS, Refused, form, render, session

router = APIRouter(include_in_schema=False)
REVIEW_MOST = 50
GC_SHOWN = 200
DERIVED_SHOWN = 60
LINKS_SHOWN = 3  # memories shown per link of the graph


def _base(namespace: str, agent: str) -> str:
    q = urllib.parse.quote
    return f"/ui/a/{q(namespace, safe='')}/{q(agent, safe='')}"


@router.get("/ui/a/{namespace}/{agent}/review", response_class=HTMLResponse)
def review(request: Request, namespace: str, agent: str, done: str = "", plan: str = "",
           live: Session = Depends(session)) -> HTMLResponse:
    now = datetime.now(UTC)
    report = None
    with agent_service(request, namespace, agent) as svc:
        queue = svc.review(now, limit=REVIEW_MOST)
        gc = svc.gc(now, shown=GC_SHOWN)
        if plan:  # consolidation embeds every memory: only when asked for
            report = svc.consolidate(now=now)
    return render(request, "review.html", namespace=namespace, agent=agent, queue=queue,
                  gc=gc, consolidation=report, done=done,
                  danger=svc.settings.review_params())


@router.post("/ui/a/{namespace}/{agent}/review/{what}")
async def review_apply(request: Request, namespace: str, agent: str, what: str,
                       fields: dict[str, str] = Depends(form)) -> Response:
    now = datetime.now(UTC)
    with agent_service(request, namespace, agent) as svc:
        try:
            if what == "gc":
                report = svc.gc(now, apply=True)
                done = (f"archived {len(report.candidates)} faded memories (restore any "
                        "from its page)")
            elif what == "consolidate":
                ids = [i for i in fields.get("clusters", "").split(",") if i]
                result = svc.consolidate(apply=True, now=now, cluster_ids=ids)
                done = f"merged {len(result.merge)} cluster(s)"
            else:
                raise Refused(404, f"no review action {what!r}")
        except NotFound as error:
            raise Refused(409, f"{error} (the plan changed: look again)") from None
        except EbbingError as error:
            raise Refused(400, str(error)) from None
    return RedirectResponse(f"{_base(namespace, agent)}/review?"
                            + urllib.parse.urlencode({"done": done}), 303, headers=HEADERS)


def layout(centre: str, related: list[dict[str, Any]], size: int = 520) -> dict[str, Any]:
    """Positions of an entity and its neighbours on a circle around it (SVG pixels)."""
    middle = size / 2
    radius = size / 2 - 60
    nodes = []
    for i, item in enumerate(related):
        angle = 2 * math.pi * i / max(1, len(related)) - math.pi / 2
        nodes.append({**item, "x": round(middle + radius * math.cos(angle), 1),
                      "y": round(middle + radius * math.sin(angle), 1),
                      "width": round(1 + 4 * min(1.0, item["weight"]), 2)})
    return {"size": size, "middle": middle, "centre": centre, "nodes": nodes}


@router.get("/ui/a/{namespace}/{agent}/graph", response_class=HTMLResponse)
def graph(request: Request, namespace: str, agent: str, entity: str = "",
          live: Session = Depends(session)) -> HTMLResponse:
    from ebbing.graph.views import entities, entity_index, neighbourhood

    now = datetime.now(UTC)
    with agent_service(request, namespace, agent) as svc:
        known = entities(svc, now, limit=60)
        chosen = entity or (known[0]["name"] if known else "")
        try:
            near = neighbourhood(svc, chosen, now, top=16, memories=12) if chosen else None
        except NotFound as error:
            raise Refused(404, str(error)) from None
        if near is not None:  # the memories that link the entity to each neighbour
            index = entity_index(svc)
            found = index.find(chosen)
            centre = index.rows[found] if found is not None else set()
            for item in near["related"]:
                other = index.find(item["name"])
                shared = sorted(centre & index.rows[other])[-LINKS_SHOWN:] if other is not None \
                    else []
                item["linking"] = [svc.store.read_row(r) for r in reversed(shared)]
    drawing = layout(near["name"], near["related"]) if near else None
    return render(request, "graph.html", namespace=namespace, agent=agent, known=known,
                  near=near, drawing=drawing)


@router.get("/ui/a/{namespace}/{agent}/thinking", response_class=HTMLResponse)
def thinking(request: Request, namespace: str, agent: str,
             live: Session = Depends(session)) -> HTMLResponse:
    from ebbing.thinking import activity
    from ebbing.thinking.derived import derived_memories

    with agent_service(request, namespace, agent) as svc:
        derived = sorted(derived_memories(svc), key=lambda m: (m.created_at, m.id),
                         reverse=True)[:DERIVED_SHOWN]
        cited = {i: svc.store.get(i) for m in derived for i in m.derived_from}
        state = activity.report(svc)
    return render(request, "thinking.html", namespace=namespace, agent=agent,
                  derived=derived, cited=cited, activity=state)


@router.get("/ui/wm", response_class=HTMLResponse)
def working_memory(request: Request, live: Session = Depends(session)) -> HTMLResponse:
    registry = request.app.state.wm_registry
    now = datetime.now(UTC)
    sessions = []
    for found in registry.sessions():
        with found.lock:
            rows = list(found.graph.rows.values())
            sessions.append({
                "id": found.id, "minutes_left": found.minutes_left(now),
                "created_at": found.created_at,
                "nodes": [(r.tag, dict(r.fields), r.agent) for r in rows if not r.is_edge],
                "edges": [(dict(r.fields), r.agent) for r in rows if r.is_edge],
                "kept": dict(found.kept)})
    return render(request, "wm.html", sessions=sessions)

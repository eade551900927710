"""The main pages: every agent of the home, an agent's memories (list or search), one memory.
Each reads through MemoryService (an open one from the daemon's pool) and renders."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import HTMLResponse

from ebbing.errors import EbbingError, NotFound
from ebbing.models import Status
from ebbing.names import check_id, check_name
from ebbing.server.context import server_of
from ebbing.service import MemoryService
from ebbing.ui import rows
from ebbing.ui.session import Session
from ebbing.ui.web import Refused, render, session

router = APIRouter(include_in_schema=False)
SEARCH_MOST = 200  # hits a search page asks for (paged 50 at a time)


@contextmanager
def agent_service(request: Request, namespace: str, agent: str) -> Iterator[MemoryService]:
    """The open service of an existing agent (a page never creates one), its errors shown."""
    pool = server_of(request).pool
    try:
        check_name("namespace", namespace)
        check_name("agent", agent)
    except EbbingError as error:
        raise Refused(400, str(error)) from None
    if not pool.exists(namespace, agent):
        raise Refused(404, f"no agent {namespace}/{agent} in this home")
    with pool.use(namespace, agent, count=False) as svc:
        try:
            yield svc
        except NotFound as error:
            raise Refused(404, str(error)) from None


def size_on_disk(files: dict[str, int]) -> int:
    return sum(files.values())


@router.get("/ui/", response_class=HTMLResponse)
def agents(request: Request, live: Session = Depends(session)) -> HTMLResponse:
    from ebbing.store.agents import agents_in
    from ebbing.thinking import activity

    pool = server_of(request).pool
    now = datetime.now(UTC)
    found = []
    for name in agents_in(pool.settings.home):
        namespace, agent = name.split("/", 1)
        with agent_service(request, namespace, agent) as svc:
            stats = svc.stats(now)
            state = activity.report(svc)
            found.append({"namespace": namespace, "agent": agent, "stats": stats,
                          "activity": state, "last_use": rows.last_use(svc),
                          "size": size_on_disk(stats["files"])})
    return render(request, "agents.html", agents=found, home=str(pool.settings.home))


def parse_query(params: dict[str, str]) -> rows.Query:
    def day(key: str) -> datetime | None:
        text = params.get(key, "").strip()
        if not text:
            return None
        try:
            return datetime.fromisoformat(text).replace(tzinfo=UTC)
        except ValueError:
            raise Refused(400, f"{key}: not a date ({text!r}); use YYYY-MM-DD") from None

    def choice(key: str, allowed: tuple[str, ...], default: str = "") -> str:
        value = params.get(key, default)
        if value not in allowed:
            raise Refused(400, f"{key}: one of {', '.join(a or '(any)' for a in allowed)}")
        return value

    try:
        page = int(params.get("page", "1") or 1)
    except ValueError:
        raise Refused(400, "page: a number") from None
    return rows.Query(
        q=params.get("q", "").strip(),
        status=choice("status", ("", *[s.value for s in Status])),
        tag=params.get("tag", "").strip(), entity=params.get("entity", "").strip(),
        character=params.get("character", "").strip(),
        derived=choice("derived", rows.CHOICES), promoted=choice("promoted", rows.CHOICES),
        archived=choice("archived", rows.ARCHIVED, "hide"),
        since=day("since"), until=day("until"),
        sort=choice("sort", tuple(rows.SORTS), "score"), page=max(1, page))


def search_page(svc: MemoryService, query: rows.Query, now: datetime) -> tuple[list[Any], int]:
    """The hybrid search's hits (no reinforcement: looking is not using), the filters the
    search knows passed to it, the others applied to its hits through the same row mask."""
    filters: dict[str, Any] = {
        "statuses": (Status(query.status),) if query.status else (),
        "tags": (query.tag,) if query.tag else (), "since": query.since, "until": query.until,
        "include_archived": query.archived != "hide", "no_derived": query.derived == "hide"}
    hits = svc.search(query.q, top=SEARCH_MOST, now=now, touch=False, **filters)
    mask = rows.mask_of(svc, replace(query, q=""))
    cols = svc.store.cols
    kept = [h for h in hits if (r := cols.row_of(h.memory.id)) is not None and mask[r]]
    start = (query.page - 1) * rows.PER_PAGE
    return kept[start:start + rows.PER_PAGE], len(kept)


@router.get("/ui/a/{namespace}/{agent}/memories", response_class=HTMLResponse)
def memories(request: Request, namespace: str, agent: str,
             live: Session = Depends(session)) -> HTMLResponse:
    query = parse_query(dict(request.query_params))
    now = datetime.now(UTC)
    pool = server_of(request).pool
    if query.q:
        with agent_service(request, namespace, agent):
            pass  # exists, names checked
        with pool.read(namespace, agent, query.q) as svc:
            hits, total = search_page(svc, query, now)
        shown = [(h.memory, h.score, h.why) for h in hits]
    else:
        with agent_service(request, namespace, agent) as svc:
            page = rows.browse(svc, query, now)
        shown = [(m, s, None) for m, s in page.rows]
        total = page.total
    pages = max(1, -(-total // rows.PER_PAGE))
    return render(request, "memories.html", namespace=namespace, agent=agent, query=query,
                  shown=shown, total=total, pages=pages, sorts=rows.SORTS,
                  statuses=[s.value for s in Status], now=now,
                  search_most=SEARCH_MOST)


@router.get("/ui/a/{namespace}/{agent}/m/{memory_id}", response_class=HTMLResponse)
def memory(request: Request, namespace: str, agent: str, memory_id: str, done: str = "",
           live: Session = Depends(session)) -> HTMLResponse:
    from ebbing.ui.memory_view import memory_view

    try:
        check_id(memory_id)
    except EbbingError as error:
        raise Refused(400, str(error)) from None
    with agent_service(request, namespace, agent) as svc:
        view = memory_view(svc, memory_id, datetime.now(UTC))
    return render(request, "memory.html", namespace=namespace, agent=agent, done=done, **view)

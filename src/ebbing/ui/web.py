"""Mounting the pages in the daemon's app: templates, the session check, the CSRF check,
the login link, the static files. The pages themselves are in pages.py, actions.py and
views.py; each calls MemoryService operations and renders what they return."""

from __future__ import annotations

import urllib.parse
from collections.abc import Callable
from pathlib import Path
from typing import Any

from fastapi import APIRouter, Depends, FastAPI, Request
from fastapi.responses import FileResponse, HTMLResponse, RedirectResponse, Response
from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from ebbing import __version__
from ebbing.server.envelope import JsonResponse, reply
from ebbing.ui.session import COOKIE, Session, Sessions, csrf_ok

HERE = Path(__file__).parent
STATIC = HERE / "static"
MAX_FORM = 1 << 20
HEADERS = {
    # scripts and styles from this daemon only; no frames; no referrer (links carry no code)
    "Content-Security-Policy": "default-src 'self'; script-src 'self'; style-src 'self'; "
                               "img-src 'self' data:; frame-ancestors 'none'; "
                               "form-action 'self'; base-uri 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}

templates = Environment(loader=FileSystemLoader(str(HERE / "templates")),
                        autoescape=select_autoescape(default=True, default_for_string=True),
                        undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)
templates.filters["q"] = lambda value: urllib.parse.quote(str(value), safe="")
templates.filters["qs"] = lambda values: urllib.parse.urlencode(values)


class Refused(Exception):
    """A page request that is not allowed (no session, a bad CSRF token, a wrong form)."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status, self.message = status, message


def sessions_of(request: Request) -> Sessions:
    found: Sessions = request.app.state.ui_sessions
    return found


def session(request: Request) -> Session:
    """A route dependency: the request's live session, else 401."""
    found = sessions_of(request).get(request.cookies.get(COOKIE))
    if found is None:
        raise Refused(401, "not signed in: run `ebbing ui` for a login link")
    return found


async def form(request: Request) -> dict[str, str]:
    """The posted form (application/x-www-form-urlencoded), its CSRF token checked (403)."""
    live = session(request)
    kind = request.headers.get("content-type", "").split(";")[0].strip()
    if kind != "application/x-www-form-urlencoded":
        raise Refused(415, "a form is posted as application/x-www-form-urlencoded")
    body = await request.body()
    if len(body) > MAX_FORM:
        raise Refused(413, "form too large")
    try:
        fields = dict(urllib.parse.parse_qsl(body.decode("utf-8"), keep_blank_values=True,
                                             strict_parsing=False))
    except UnicodeDecodeError:
        raise Refused(400, "the form is not UTF-8") from None
    if not csrf_ok(live, fields.get("csrf")):
        raise Refused(403, "missing or wrong CSRF token: reload the page and try again")
    return fields


def render(request: Request, name: str, code: int = 200, **context: Any) -> HTMLResponse:
    live = sessions_of(request).get(request.cookies.get(COOKIE))
    html = templates.get_template(name).render(
        csrf=live.csrf if live else "", version=__version__, request_path=request.url.path,
        **context)
    return HTMLResponse(html, code, headers=HEADERS)


def refused(request: Request, error: Exception) -> Response:
    assert isinstance(error, Refused)
    return render(request, "refused.html", error.status, message=error.message,
                  status=error.status)


router = APIRouter(include_in_schema=False)


@router.get("/")
@router.get("/ui")
def home() -> Response:
    """The daemon's root and /ui lead to the pages (which ask for a session)."""
    return RedirectResponse("/ui/", 307, headers=HEADERS)


@router.get("/ui/login")
def login(request: Request, code: str = "") -> Response:
    """Open a one-time link: a session cookie, then the agents page."""
    sid = sessions_of(request).login(code)
    if sid is None:
        raise Refused(401, "this login link is used up or expired: run `ebbing ui` again")
    response = RedirectResponse("/ui/", 303, headers=HEADERS)
    response.set_cookie(COOKIE, sid, httponly=True, samesite="strict", path="/ui",
                        secure=request.url.scheme == "https")
    return response


@router.post("/ui/logout")
async def logout(request: Request, fields: dict[str, str] = Depends(form)) -> Response:
    sessions_of(request).end(request.cookies.get(COOKIE))
    response = render(request, "refused.html", 200, message="signed out", status=200)
    response.delete_cookie(COOKIE, path="/ui")
    return response


@router.get("/ui/static/{name}")
def static(name: str) -> Response:
    path = STATIC / name
    if "/" in name or name.startswith(".") or not path.is_file():
        raise Refused(404, "no such file")
    return FileResponse(path, headers={"Cache-Control": "no-cache",
                                       "X-Content-Type-Options": "nosniff"})


def login_link_router(authorised: Callable[..., Any]) -> APIRouter:
    """POST /v1/ui/login (with the API token): a one-time login link for a browser."""
    api = APIRouter()

    @api.post("/v1/ui/login", summary="A one-time login link for the web view (ebbing)",
              dependencies=[Depends(authorised)])
    def login_link(request: Request) -> JsonResponse:
        code = sessions_of(request).new_code()
        return reply({"path": f"/ui/login?code={code}"})

    return api


def mount(app: FastAPI, authorised: Callable[..., Any]) -> None:
    """Serve the pages under /ui on `app` (same port, same Host check as the API)."""
    from ebbing.ui import actions, pages, views

    app.state.ui_sessions = Sessions()
    app.add_exception_handler(Refused, refused)
    app.include_router(router)
    app.include_router(pages.router)
    app.include_router(actions.router)
    app.include_router(views.router)
    app.include_router(login_link_router(authorised))

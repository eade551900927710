"""Who may see and change memories through the pages: a session from a one-time link, a
CSRF token on every change, the daemon's Host check."""

from __future__ import annotations

import http.client
import urllib.parse
from typing import Any

from ebbing.config import load_settings
from ebbing.server.state import DaemonState
from ebbing.service import MemoryService

BASE = "/ui/a/default/default"


def call(running: DaemonState, method: str, path: str, *, body: str | None = None,
         headers: dict[str, str] | None = None) -> tuple[int, str, dict[str, str]]:
    connection = http.client.HTTPConnection("127.0.0.1", running.port, timeout=30)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        return response.status, response.read().decode(), dict(response.getheaders())
    finally:
        connection.close()


def signed_in(running: DaemonState, login: str) -> str:
    """The session cookie a login link gives (as a browser would keep it)."""
    status, _, headers = call(running, "GET", urllib.parse.urlsplit(login).path + "?"
                              + urllib.parse.urlsplit(login).query)
    assert status == 303
    cookie = headers["set-cookie"]
    assert "HttpOnly" in cookie and "SameSite=strict" in cookie and "Path=/ui" in cookie
    return cookie.split(";")[0]


def test_pages_need_a_session(running: DaemonState, browser: Any) -> None:
    status, body, _ = call(running, "GET", "/ui/")
    assert status == 401 and "ebbing ui" in body
    context = browser.new_context()  # a browser that never opened a link
    tab = context.new_page()
    response = tab.goto(running.url + BASE + "/memories")
    assert response.status == 401
    assert "Caroline" not in tab.content()
    context.close()


def test_a_login_link_works_once(running: DaemonState) -> None:
    from ui_support import login_url

    link = login_url(running)
    signed_in(running, link)
    parts = urllib.parse.urlsplit(link)
    status, _, headers = call(running, "GET", f"{parts.path}?{parts.query}")
    assert status == 401 and "set-cookie" not in headers
    assert call(running, "GET", "/ui/login?code=guess")[0] == 401


def test_the_login_link_needs_the_api_token(running: DaemonState) -> None:
    assert call(running, "POST", "/v1/ui/login")[0] == 401


def test_a_change_needs_the_csrf_token(running: DaemonState, seeded: dict[str, str],
                                       browser: Any) -> None:
    from ui_support import login_url

    cookie = signed_in(running, login_url(running))
    memory = seeded["tea"]
    form = {"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"}
    path = f"{BASE}/m/{memory}/repudiate"
    reason = urllib.parse.urlencode({"reason": "forged"})
    assert call(running, "POST", path, body=reason, headers=form)[0] == 403
    wrong = urllib.parse.urlencode({"reason": "forged", "csrf": "x" * 43})
    assert call(running, "POST", path, body=wrong, headers=form)[0] == 403
    # a page's own token, but no cookie: refused too
    context = browser.new_context()
    tab = context.new_page()
    tab.goto(login_url(running))
    tab.goto(running.url + f"{BASE}/m/{memory}")
    token = tab.locator("input[name=csrf]").first.get_attribute("value")
    context.close()
    good = urllib.parse.urlencode({"reason": "forged", "csrf": token})
    assert call(running, "POST", path, body=good,
                headers={"Content-Type": "application/x-www-form-urlencoded"})[0] == 401
    svc = MemoryService(load_settings())
    assert svc.get(memory).status.value == "valid"  # nothing changed
    assert svc.get(memory).change_log == []


def test_the_host_check_applies(running: DaemonState) -> None:
    status, _, _ = call(running, "GET", "/ui/", headers={"Host": "evil.example:80"})
    assert status == 403


def test_pages_carry_a_content_security_policy(running: DaemonState) -> None:
    from ui_support import login_url

    cookie = signed_in(running, login_url(running))
    status, _, headers = call(running, "GET", "/ui/", headers={"Cookie": cookie})
    assert status == 200
    policy = headers["content-security-policy"]
    assert "script-src 'self'" in policy and "frame-ancestors 'none'" in policy
    assert headers["cache-control"] == "no-store"


def test_ebbing_ui_prints_a_working_link(running: DaemonState) -> None:
    import json

    from typer.testing import CliRunner

    from ebbing.cli.app import app

    result = CliRunner().invoke(app, ["ui", "--no-browser", "--json"])
    assert result.exit_code == 0, result.stderr
    answer = json.loads(result.stdout)
    assert answer["opened"] is False and answer["url"].startswith(running.url + "/ui/login?")
    cookie = signed_in(running, answer["url"])
    status, body, _ = call(running, "GET", "/ui/", headers={"Cookie": cookie})
    assert status == 200 and "default/default" in body


def test_unknown_agents_and_bad_input_are_refused(running: DaemonState) -> None:
    from ui_support import login_url

    cookie = signed_in(running, login_url(running))
    headers = {"Cookie": cookie}
    assert call(running, "GET", "/ui/a/nobody/here/memories", headers=headers)[0] == 404
    assert call(running, "GET", "/ui/a/default/default/m/no-such-id", headers=headers)[0] == 404
    assert call(running, "GET", "/ui/a/default/default/memories?sort=x", headers=headers)[0] \
        == 400
    assert call(running, "GET", "/ui/a/default/default/memories?since=soon",
                headers=headers)[0] == 400
    home = load_settings().home
    assert not (home / "nobody").exists()  # a page never creates an agent


def test_the_root_leads_to_the_pages(running: DaemonState) -> None:
    for path in ("/", "/ui"):
        status, _, headers = call(running, "GET", path)
        assert status == 307 and headers["location"] == "/ui/"

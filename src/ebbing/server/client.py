"""The CLI's side: run a search or recall through the home's daemon when one is running,
in-process otherwise. Standard library HTTP only, so a warm call imports nothing heavy.

- No daemon (no state file, or one left by a dead daemon, which is removed): in-process,
  silently.
- A daemon with other settings (or another ebbing version): in-process, with a warning, since
  its answer could differ from this process's.
- The daemon fails, refuses or does not answer within EBBING_DAEMON_TIMEOUT_S: in-process, with
  a warning. If the request may have reached it (a time-out, a server error), a recall is then
  run without reinforcing, so that no memory is reinforced twice.
- The daemon rejects the request itself (invalid name, store locked): the same error as
  in-process.
"""

from __future__ import annotations

import http.client
import logging
from typing import TYPE_CHECKING, Any

import orjson

from ebbing.errors import EbbingError
from ebbing.server import calls, state
from ebbing.server.schema import AgentRequest, RecallRequest, SearchRequest

if TYPE_CHECKING:
    from ebbing.config import Settings

log = logging.getLogger("ebbing")


def path_of(query: AgentRequest) -> str:
    if isinstance(query, SearchRequest):
        return "/v1/search"
    if isinstance(query, RecallRequest):
        return "/v1/ebbing/recall"  # the native shapes the CLI prints
    raise TypeError(f"no endpoint for {type(query).__name__}")


class Unavailable(Exception):
    """The daemon gave no usable answer. `acted`: it may have done the work anyway."""

    def __init__(self, message: str, *, acted: bool) -> None:
        super().__init__(message)
        self.acted = acted


def request(daemon: state.DaemonState, method: str, path: str, body: Any = None, *,
            timeout: float = 10.0) -> Any:
    """One authorised call; returns the response's `data`."""
    payload = None if body is None else orjson.dumps(body)
    headers = {"Authorization": f"Token {daemon.token}", "Content-Type": "application/json"}
    connection = http.client.HTTPConnection("127.0.0.1", daemon.port, timeout=timeout)
    try:
        try:
            connection.request(method, path, payload, headers)
        except OSError as error:
            raise Unavailable(f"cannot reach the daemon at {daemon.url}: {error}",
                              acted=False) from None
        try:
            response = connection.getresponse()
            raw = response.read()
        except TimeoutError:
            raise Unavailable(f"the daemon at {daemon.url} did not answer within {timeout:g} s",
                              acted=True) from None
        except (OSError, http.client.HTTPException) as error:
            raise Unavailable(f"the daemon at {daemon.url} failed: {error!r}",
                              acted=True) from None
    finally:
        connection.close()
    return answer(daemon, response.status, raw)


def answer(daemon: state.DaemonState, status: int, raw: bytes) -> Any:
    try:
        reply = orjson.loads(raw)
        code, message = str(reply["code"]), str(reply["msg"])
    except (orjson.JSONDecodeError, KeyError, TypeError):
        raise Unavailable(f"{daemon.url} answered HTTP {status} in an unknown format (is it "
                          "an ebbing daemon?)", acted=status >= 500) from None
    if status == 200 and code == "0":
        return reply.get("data")
    if status == 400:  # the request itself is wrong: in-process would say the same
        raise EbbingError(message)
    if status == 423:
        raise TimeoutError(message)
    raise Unavailable(f"the daemon at {daemon.url} answered HTTP {status}: {message}",
                      acted=status >= 500)


def run(query: AgentRequest, settings: Settings, *, use_daemon: bool = True) -> Any:
    """The response data of a search or recall: from the daemon when one serves this home with
    the same settings, else computed here."""
    namespace, agent = calls.target(query, settings)
    query = query.model_copy(update={"namespace": namespace, "memoryAgentName": agent})
    if use_daemon and settings.daemon:
        try:
            return through_daemon(query, settings)
        except NoDaemon:
            pass
        except Unavailable as error:
            note = ""
            if error.acted and isinstance(query, RecallRequest) and query.isTouching is not False:
                query = query.model_copy(update={"isTouching": False})
                note = " without reinforcing (the daemon may have done it)"
            log.warning("%s; answering in-process%s", error, note)
    return in_process(query, settings)


class NoDaemon(Exception):
    """No daemon to ask (none running, or one that must not answer for this process)."""


def through_daemon(query: AgentRequest, settings: Settings) -> Any:
    paths = state.Paths.of(settings.home)
    daemon = state.find(paths)
    if daemon is None:
        raise NoDaemon
    if daemon.settings != state.fingerprint(settings):
        log.warning("the daemon at %s runs with other settings or another ebbing version; "
                    "answering in-process (restart it: ebbing serve stop, then ebbing serve)",
                    daemon.url)
        raise NoDaemon
    body = query.model_dump(mode="json", exclude_none=True)
    try:
        return request(daemon, "POST", path_of(query), body, timeout=settings.daemon_timeout_s)
    except Unavailable as error:
        if not error.acted and state.remove_if_stale(paths, daemon):
            raise NoDaemon from None  # it died since it wrote the state file
        raise


def in_process(query: AgentRequest, settings: Settings) -> Any:
    from ebbing.service import MemoryService

    namespace, agent = calls.target(query, settings)
    svc = MemoryService(settings, namespace=namespace, agent=agent)
    try:
        if isinstance(query, SearchRequest):
            return calls.search(svc, query)
        if isinstance(query, RecallRequest):
            return calls.recall(svc, query)
        raise TypeError(f"no operation for {type(query).__name__}")
    finally:
        svc.close()

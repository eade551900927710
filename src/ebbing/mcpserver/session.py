"""What one server process holds: the open memory agents (one loaded model shared by all of
them, as the daemon's AgentPool), the agent a call goes to, and the turning of ebbing's errors
into tool errors a model can read (the SDK's ToolError: a result with isError and the message,
never a crashed server).

A tool function is called in a worker thread (the SDK runs synchronous tools there), with the
agent's own lock held, so two calls on one agent never interleave; calls on different agents
run side by side, sharing the model one embedding at a time.
"""

from __future__ import annotations

import functools
import inspect
import logging
import typing
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Annotated, Any

from mcp.server.mcpserver.exceptions import ToolError
from pydantic import ValidationError

from ebbing.access.reach import require_home
from ebbing.config import Settings
from ebbing.errors import EbbingError
from ebbing.mcpserver.registry import Arg, ToolSpec
from ebbing.server.agents import AgentPool

log = logging.getLogger("ebbing.mcp")

NamespaceArg = Annotated[str | None, Arg(
    "The namespace of the memory agent to use for this call only; leave it out to use the "
    "server's (set when the server was started).", "default")]
AgentArg = Annotated[str | None, Arg(
    "The memory agent to use for this call only; leave it out to use the server's.",
    "default", "work")]


def describe(error: Exception) -> str:
    """A message a model (or a person) can act on."""
    if isinstance(error, ValidationError):
        parts = [f"{'.'.join(str(p) for p in e['loc']) or 'value'}: {e['msg']}"
                 for e in error.errors()]
        return "invalid value: " + "; ".join(parts)
    if isinstance(error, TimeoutError):
        return "the store is locked by another ebbing process; try again"
    return str(error)


class Session:
    """The agents one server process serves, and its default agent."""

    def __init__(self, settings: Settings, namespace: str | None = None,
                 agent: str | None = None) -> None:
        from ebbing.names import check_name

        self.settings = settings
        self.namespace = check_name("namespace", namespace or settings.namespace)
        self.agent = check_name("agent", agent or settings.agent)
        self.pool = AgentPool(settings.model_copy(
            update={"namespace": self.namespace, "agent": self.agent}))

    def warm(self) -> None:
        """Load the model and index the default agent, before the first call."""
        self.pool.warm()

    def close(self) -> None:
        self.pool.close()

    @contextmanager
    def use(self, namespace: str | None = None, agent: str | None = None, *,
            create: bool = True, query: str | None = None) -> Iterator[Any]:
        """The open service of an agent (the server's unless named), for this call alone.
        Without `create`, another agent must exist already (a read never makes a folder for
        a misspelt name; NotFound lists the agents there are). A `query` (a search or
        recall) is read as the daemon reads: embedded with concurrent ones, reinforcement
        group-committed (AgentPool.read)."""
        from ebbing.names import check_name
        from ebbing.store.agents import require_agent

        key = (check_name("namespace", namespace or self.namespace),
               check_name("agent", agent or self.agent))
        if not create and key != (self.namespace, self.agent) and not self.pool.exists(*key):
            require_agent(self.settings.home, *key)
        with self.pool.use(*key) if query is None else self.pool.read(*key, query) as svc:
            yield svc


def failures_reported(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Run `fn`; ebbing's own errors, invalid values and a locked store become ToolError."""

    @functools.wraps(fn)
    def call(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except (EbbingError, ValidationError, TimeoutError, ValueError) as error:
            raise ToolError(describe(error)) from None

    return call


def bind(spec: ToolSpec, session: Session) -> Callable[..., Any]:
    """The function the SDK registers for `spec`: its signature is the tool's arguments (the
    spec's function without its first parameter, plus `namespace` and `agent` for a
    per-agent tool), so the SDK derives the JSON schema from it."""
    hints = typing.get_type_hints(spec.fn, include_extras=True)
    params = list(inspect.signature(spec.fn).parameters.values())[1:]
    params = [p.replace(annotation=hints.get(p.name, Any)) for p in params]
    if spec.per_agent:
        params += [
            inspect.Parameter("namespace", inspect.Parameter.KEYWORD_ONLY, default=None,
                              annotation=NamespaceArg),
            inspect.Parameter("agent", inspect.Parameter.KEYWORD_ONLY, default=None,
                              annotation=AgentArg),
        ]
    target = failures_reported(spec.fn)

    def call(**kwargs: Any) -> Any:
        from ebbing.mcpserver.metrics import timed

        with timed(spec.name):  # get_performance_metrics
            return run(**kwargs)

    def run(**kwargs: Any) -> Any:
        if not spec.per_agent:  # working memory: sessions shared by the whole server
            try:
                require_home(f"the tool {spec.name}")
            except EbbingError as error:
                raise ToolError(describe(error)) from None
            return target(session, **kwargs)
        namespace, agent = kwargs.pop("namespace", None), kwargs.pop("agent", None)
        try:
            query = kwargs.get("query")  # recall, search: a read (AgentPool.read)
            with session.use(namespace, agent, create=spec.creates,
                             query=query if isinstance(query, str) else None) as svc:
                return target(svc, **kwargs)
        except EbbingError as error:  # an invalid namespace or agent name
            raise ToolError(describe(error)) from None

    call.__name__ = spec.name
    call.__doc__ = spec.description
    call.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        params, return_annotation=hints.get("return", Any))
    call.__annotations__ = {p.name: p.annotation for p in params} | {
        "return": hints.get("return", Any)}
    return call

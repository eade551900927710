"""The namespaces the call in progress may reach, and the check every front door makes.

A `Grant` is what a token gives: every namespace of the home (the home's own token: the
daemon's, the MCP server's, or no token at all on the command line) or a set of namespaces (a
token made by `ebbing token create`). The front door that checked the token sets `REACH` for
the call (a context variable, so worker threads and tasks see it too); `require(namespace)`
refuses a namespace outside it, and `visible(namespaces)` leaves such namespaces out of a
listing (the common-sense libraries a recall reads, the agents a status names).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from ebbing.errors import EbbingError


class Forbidden(EbbingError):
    """A namespace the caller's token does not grant (HTTP 403, an MCP tool error)."""


@dataclass(frozen=True)
class Grant:
    """What a token grants: `namespaces` None means every namespace of the home."""

    name: str
    namespaces: frozenset[str] | None = None

    @property
    def whole_home(self) -> bool:
        return self.namespaces is None

    def allows(self, namespace: str) -> bool:
        return self.namespaces is None or namespace in self.namespaces


HOME = Grant("home")
REACH: ContextVar[Grant] = ContextVar("ebbing_reach", default=HOME)


@contextmanager
def granted(grant: Grant) -> Iterator[Grant]:
    """Run the block with `grant` as the call's reach."""
    token = REACH.set(grant)
    try:
        yield grant
    finally:
        REACH.reset(token)


def require(namespace: str) -> None:
    """Forbidden unless the call's reach includes `namespace`."""
    grant = REACH.get()
    if not grant.allows(namespace):
        raise Forbidden(f"the token {grant.name!r} does not grant the namespace "
                        f"{namespace!r} (it grants {', '.join(sorted(grant.namespaces or ()))})")


def require_home(what: str) -> None:
    """Forbidden unless the call may reach the whole home (`what`: the thing refused)."""
    grant = REACH.get()
    if not grant.whole_home:
        raise Forbidden(f"{what} is the whole home's, and the token {grant.name!r} grants only "
                        f"the namespaces {', '.join(sorted(grant.namespaces or ()))}")


def visible(namespaces: Iterable[str]) -> list[str]:
    """The namespaces of `namespaces` the call may reach, in their order."""
    grant = REACH.get()
    return [ns for ns in namespaces if grant.allows(ns)]


def to_payload() -> dict[str, object] | None:
    """The reach as a task's payload keeps it, so the task (run later, in another thread,
    perhaps by the next daemon) reaches what the request did (None: the whole home)."""
    grant = REACH.get()
    if grant.namespaces is None:
        return None
    return {"token": grant.name, "namespaces": sorted(grant.namespaces)}


def from_payload(value: object) -> Grant:
    if isinstance(value, dict) and isinstance(value.get("namespaces"), list):
        return Grant(str(value.get("token", "task")),
                     frozenset(str(v) for v in value["namespaces"]))
    return HOME

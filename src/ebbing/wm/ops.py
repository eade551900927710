"""The working-memory operations, as plain functions of a registry: what `ebbing wm`, the HTTP
routes (/v1/wm/...) and MCP tools call. Each returns a Reply whose lines are what MemNet
0.2.32's command of the same name prints (see docs/working-memory.md for the differences).

`call(ops, verb, params)` runs one by its name (`add`, `query warm`, `session open`, ...)."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from ebbing.wm import reads, sessions
from ebbing.wm.ingest import clean, split_lines, write
from ebbing.wm.registry import Registry, Session, stamp
from ebbing.wm.reply import Reply
from ebbing.wm.saved import SavedSessions, saved_sessions, settings_of
from ebbing.wm.wire import WireError


class Ops:
    """The registry of one daemon and, when joined, long-term memory (`ltm`, see ltm.py)."""

    def __init__(self, registry: Registry, ltm: Any = None) -> None:
        self.registry = registry
        self.ltm = ltm

    @property
    def caps(self) -> Any:
        return self.registry.caps

    def load(self, reply: Reply, session_id: str | None) -> Session:
        """The session a command works on, its TTL restarted, with MemNet's advisories
        (near a cap, TTL nearly over, stale rows)."""
        self.registry.purge()
        if not session_id:
            raise WireError("no_session", "set --session or MEMNET_SESSION", exit_code=2)
        session = self.get(session_id)
        touch(self, session)
        reads.advise(self, session, reply)
        return session


    def saved(self) -> SavedSessions | None:
        return saved_sessions(settings_of(self.ltm))

    def get(self, session_id: str) -> Session:
        """The open session (Registry.get); one this daemon does not hold is opened from
        the snapshot a daemon on the same database saved of it, under its own id."""
        try:
            return self.registry.get(session_id)
        except WireError as error:
            if error.code != "session_not_found" or not self.resume_saved(session_id):
                raise
        return self.registry.get(session_id)

    def resume_saved(self, session_id: str) -> bool:
        shared = self.saved()
        text = shared.get(session_id) if shared is not None else None
        if text is None:
            return False
        sessions.load(self, Reply(), text=text, keep_id=True)
        return True


def touch(ops: Ops, session: Session, *, written: bool = False) -> None:
    session.modified_at = stamp(ops.registry.now())
    if written:
        session.has_writes = True


def ingest(ops: Ops, reply: Reply, *, mode: str, session: str | None, text: str | None,
           dry_run: bool = False, allow_new_relation: bool = False,
           agent: str | None = None) -> None:
    found = ops.load(reply, session)
    if text is None:
        raise WireError("no_input", "provide line, --file, or --stdin")
    lines = clean(split_lines(text), ops.caps)
    with found.lock:
        stored = write(found, reply, lines, mode=mode, caps=ops.caps,
                       at=ops.registry.now().timestamp(), dry_run=dry_run,
                       allow_new_relation=allow_new_relation, agent=agent)
        if stored:
            touch(ops, found, written=True)


def add(ops: Ops, reply: Reply, *, session: str | None = None, text: str | None = None,
        dry_run: bool = False, allow_new_relation: bool = False,
        agent: str | None = None) -> None:
    """Create rows from wire lines (`text`; new ids only: id_exists otherwise)."""
    ingest(ops, reply, mode="add", session=session, text=text, dry_run=dry_run,
           allow_new_relation=allow_new_relation, agent=agent)


def update(ops: Ops, reply: Reply, *, session: str | None = None, text: str | None = None,
           dry_run: bool = False, allow_new_relation: bool = False,
           agent: str | None = None) -> None:
    """Replace rows (existing ids only: not_found otherwise)."""
    ingest(ops, reply, mode="update", session=session, text=text, dry_run=dry_run,
           allow_new_relation=allow_new_relation, agent=agent)


def delete(ops: Ops, reply: Reply, *, id: str, session: str | None = None) -> None:
    found = ops.load(reply, session)
    with found.lock:
        row = found.graph.delete(id)
        if row is None:
            raise WireError("not_found", f"id {id}")
        touch(ops, found, written=True)
        reply.out.append(f"@DEL: {row.id}|{row.tag}")


VERBS: dict[str, Callable[..., None]] = {
    "add": add,
    "update": update,
    "delete": delete,
    "settle": sessions.settle,
    "expire": sessions.expire,
    "session open": sessions.open_,
    "session resume": sessions.resume,
    "session current": sessions.current,
    "session list": sessions.listing,
    "session save": sessions.save,
    "session load": sessions.load,
    "session close": sessions.close,
    "relations list": reads.relations,
    "read list": reads.read_list,
    "read get": reads.read_get,
    "query neighbors": reads.neighbours,
    "query path": reads.path,
    "query context": reads.context_read,
    "query warm": reads.warm,
    "query walk": reads.walk,
    "housekeep stats": reads.stats,
    "housekeep stale": reads.stale,
    "housekeep orphans": reads.orphans,
    "housekeep dangling": reads.dangling,
    "housekeep recyclable": reads.recyclable,
    "housekeep prune stale": reads.prune_stale,
    "housekeep prune orphans": reads.prune_orphans,
    "housekeep prune dangling": reads.prune_dangling,
    "housekeep prune recyclable": reads.prune_recyclable,
}


def call(ops: Ops, verb: str, params: dict[str, Any]) -> Reply:
    """Run the operation `verb` with `params` (its keyword arguments, JSON values); a refused
    request is an @ERR line and a non-zero exit code, never an exception."""
    reply = Reply()
    function = VERBS.get(verb)
    if function is None:
        return reply.fail(WireError("unknown_verb", f"{verb}|known: {', '.join(sorted(VERBS))}",
                                    exit_code=2))
    try:
        inspect.signature(function).bind(ops, reply, **params)
    except TypeError as error:
        return reply.fail(WireError("bad_request", f"{verb}: {error}", exit_code=2))
    try:
        function(ops, reply, **params)
    except WireError as error:
        reply.fail(error)
    return reply

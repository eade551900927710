"""Session verbs (open, resume, current, list, save, load, close) and ebbing's settle and
expire, which close a mission and keep what mattered as long-term memories (ltm.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ebbing.wm import snapshot
from ebbing.wm.ingest import split_lines
from ebbing.wm.registry import Session, stamp
from ebbing.wm.reply import Reply
from ebbing.wm.tagmap import Row, load_map, parse_row
from ebbing.wm.wire import WireError, row_line

if TYPE_CHECKING:
    from ebbing.wm.ops import Ops


def announce(reply: Reply, session: Session) -> None:
    reply.out.append(f"@SESSION: {session.id}|{stamp(session.expires_at)}|"
                     f"{session.ttl_minutes}")
    reply.err.append(f"MEMNET_SESSION={session.id}")


def open_(ops: Ops, reply: Reply, *, map_text: str | None = None,
          map_lines: list[str] | None = None, ttl: int | None = None) -> None:
    """A new session for a map (a map file's text, or its lines one by one)."""
    ops.registry.purge()
    if map_text is None and not map_lines:
        raise WireError("no_map", "provide --map-file or --map")
    ops.registry.check_room()
    ops.registry.check_ttl(ttl)
    lines = split_lines(map_text) if map_text is not None else list(map_lines or [])
    announce(reply, ops.registry.open(load_map(lines, ops.caps), ttl))


def resume(ops: Ops, reply: Reply, *, session_id: str) -> None:
    ops.registry.purge()
    found = ops.get(session_id)
    found.modified_at = stamp(ops.registry.now())
    announce(reply, found)


def current(ops: Ops, reply: Reply, *, session: str | None = None) -> None:
    """The session in use (--session or the environment): its minutes left and last use."""
    if not session:
        reply.out.append("@SESSION: none|")
        return
    try:
        found = ops.registry.get(session)
    except WireError:
        reply.out.append("@SESSION: none|")
        return
    found.modified_at = stamp(ops.registry.now())
    left = found.minutes_left(ops.registry.now())
    reply.out.append(f"@SESSION: {session}|{left}|{found.modified_at}")


def listing(ops: Ops, reply: Reply) -> None:
    now = ops.registry.now()
    for found in ops.registry.sessions():
        reply.out.append(f"@SESSION: {found.id}|{stamp(found.expires_at)}|"
                         f"{found.minutes_left(now)}|{found.modified_at or '-'}")


def save(ops: Ops, reply: Reply, *, file: str, session: str | None = None) -> None:
    """The session as snapshot text (Reply.file: the caller writes it to `file`)."""
    found = ops.load(reply, session)
    with found.lock:
        reply.file = snapshot.render(found)
        rows = found.graph.count_non_law()
    shared = ops.saved()  # with the database: every daemon on it can resume it (saved.py)
    if shared is not None:
        shared.put(found.id, reply.file)
    reply.out.append(f"@STAT: saved|{rows}|{file}")
    reply.err.append(f"saved {rows} rows to {file}")


def load(ops: Ops, reply: Reply, *, text: str, file: str = "-", ttl: int | None = None,
         keep_id: bool = False) -> None:
    """A session from snapshot text: a new id, or the saved one with `keep_id` (refused
    while a session of that id is open)."""
    registry = ops.registry
    registry.purge()
    registry.check_room()
    saved = snapshot.parse(text)
    minutes = registry.check_ttl(saved.ttl_minutes if ttl is None else ttl)
    found = registry.open(saved.tags, minutes, session_id=saved.session_id if keep_id else None,
                          relations=saved.relations or None)
    try:
        at = registry.now().timestamp()
        for line in saved.rows:
            found.graph.put(parse_row(line, saved.tags, ops.caps), relations=found.relations,
                            at=at)
    except WireError:
        registry.drop(found.id)
        raise
    found.has_writes, found.modified_at = saved.has_writes, saved.modified_at
    announce(reply, found)
    reply.out.append(f"@STAT: loaded|{found.graph.count_non_law()}|{file}")


def close(ops: Ops, reply: Reply, *, session_id: str) -> None:
    ops.registry.close(session_id)
    reply.out.append(f"@SESSION: {session_id}|closed")


def finish(ops: Ops, reply: Reply, status: str, recycle: str, session: str | None, id: str,
           keep: list[str] | None, namespace: str | None, memory_agent: str | None) -> None:
    from ebbing.wm import ingest, ltm
    from ebbing.wm.ops import touch

    found = ops.load(reply, session)
    with found.lock:
        row = found.graph.get(id)
        if row is None:
            raise WireError("not_found", f"id {id}")
        names = found.tags.tags[row.tag].fields
        if "status" not in names:
            raise WireError("no_status_field", f"tag {row.tag} has no status field")
        missing = [k for k in keep or [] if found.graph.get(k) is None]
        if missing:
            raise WireError("not_found", f"id {missing[0]}|--keep names no row")
        fields = dict(row.fields, status=status)
        if "recycle" in names:
            fields["recycle"] = recycle
        line = row_line(row.tag, [fields[n] for n in names])
        stored = ingest.write(found, reply, [line], mode="update", caps=ops.caps,
                              at=ops.registry.now().timestamp())
        if not stored:
            return
        touch(ops, found, written=True)
        chosen = keeping(found, id, keep or [])
    if chosen:
        ltm.keep_rows(ops, reply, found, chosen, namespace, memory_agent)


def keeping(found: Session, mission: str, keep: list[str]) -> list[Row]:
    """The rows to keep: those named, and rows marked `recycle=keep` in the mission's slice
    (two hops), each once per session."""
    graph = found.graph
    ids = list(dict.fromkeys(keep))
    for row in graph.neighbours(mission, 2):
        if row.fields.get("recycle") == "keep" and row.id not in ids:
            ids.append(row.id)
    return [graph.rows[i] for i in ids if i in graph.rows and i not in found.kept]


def settle(ops: Ops, reply: Reply, *, id: str, session: str | None = None,
           keep: list[str] | None = None, namespace: str | None = None,
           memory_agent: str | None = None) -> None:
    """Mark a mission done (status=settled, recycle=delete_on_settle: warm reads hide it,
    housekeep prunes it) and keep the rows that matter as long-term memories."""
    finish(ops, reply, "settled", "delete_on_settle", session, id, keep, namespace,
           memory_agent)


def expire(ops: Ops, reply: Reply, *, id: str, session: str | None = None,
           keep: list[str] | None = None, namespace: str | None = None,
           memory_agent: str | None = None) -> None:
    """Mark a mission abandoned (status=expired, recycle=delete_on_expire); like settle."""
    finish(ops, reply, "expired", "delete_on_expire", session, id, keep, namespace,
           memory_agent)

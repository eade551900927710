"""The reading and housekeeping operations (ops.py's verbs): each prints rows in the wire
format, as MemNet 0.2.32's command of the same name."""

from __future__ import annotations

import fnmatch
from typing import TYPE_CHECKING

from ebbing.wm import context, housekeep
from ebbing.wm.caps import QUERY_DEPTH, QUERY_MAX_ROWS
from ebbing.wm.registry import Session
from ebbing.wm.reply import Reply
from ebbing.wm.tagmap import Row
from ebbing.wm.wire import WireError

if TYPE_CHECKING:
    from ebbing.wm.ops import Ops


def advise(ops: Ops, session: Session, reply: Reply) -> None:
    """MemNet's advisories on every command that loads a session."""
    caps, graph = ops.caps, session.graph
    for name, current, maximum in (("rows", graph.count_non_law(), caps.max_rows),
                                   ("law", graph.law_count(), caps.max_law),
                                   ("relations", len(session.relations), caps.max_relations)):
        share = current / maximum
        if share >= 0.95:
            reply.wrn("near_cap_critical", f"{name}|{current}/{maximum}|housekeep required")
        elif share >= 0.80:
            reply.wrn("near_cap", f"{name}|{current}/{maximum}|housekeep recommended")
    left = session.minutes_left(ops.registry.now())
    if left / session.ttl_minutes < 0.10:
        reply.wrn("ttl_expiring", str(left))
    found = housekeep.sort(graph)
    r, d, o = len(found.recyclable), len(found.dangling), len(found.orphans)
    if r:
        reply.wrn("stale_in_store", f"{r}|query warm or housekeep prune recyclable --apply")
    if d:
        reply.wrn("stale_dangling", f"{d}|housekeep dangling or prune dangling --apply")
    if o:
        reply.wrn("stale_orphans", f"{o}|housekeep orphans or prune orphans --apply")
    if r or d or o:
        reply.wrn("stale_graph", f"{r}|{d}|{o}|housekeep stale")


def emit(session: Session, reply: Reply, rows: list[Row]) -> None:
    reply.out.extend(session.tags.render(row) for row in rows)


def relations(ops: Ops, reply: Reply, *, session: str | None = None) -> None:
    found = ops.load(reply, session)
    reply.out.extend(f"@REL: {r}" for r in sorted(found.relations))


def parse_where(clause: str) -> tuple[str, str]:
    clause = clause.strip()
    if not clause:
        raise WireError("bad_where", "empty --where")
    if "=" not in clause:
        raise WireError("bad_where", f"expected field=value got {clause!r}")
    name, _, pattern = clause.partition("=")
    if not name.strip():
        raise WireError("bad_where", f"missing field name in {clause!r}")
    return name.strip(), pattern


def matches(row: Row, wheres: list[tuple[str, str]]) -> bool:
    for name, pattern in wheres:
        value = row.fields.get(name, "")
        if "*" in pattern or "?" in pattern:
            if not fnmatch.fnmatchcase(value, pattern):
                return False
        elif value != pattern:
            return False
    return True


def read_list(ops: Ops, reply: Reply, *, session: str | None = None, tag: str | None = None,
              active_only: bool = False, where: list[str] | None = None) -> None:
    """Rows (of a tag), sorted by id; `where` field=glob clauses, all must match."""
    wheres = [parse_where(c) for c in where or []]
    found = ops.load(reply, session)
    emit(found, reply, [r for r in found.graph.listing(tag, active_only=active_only)
                        if matches(r, wheres)])


def read_get(ops: Ops, reply: Reply, *, id: str | None = None, session: str | None = None,
             tag: str | None = None) -> None:
    if not id:
        raise WireError("no_id", "provide --id")
    found = ops.load(reply, session)
    row = found.graph.get(id)
    if row is None:
        raise WireError("not_found", f"id {id}")
    if tag and row.tag != tag.upper():
        raise WireError("not_found", f"id {id} tag {tag}")
    emit(found, reply, [row])


def neighbours(ops: Ops, reply: Reply, *, node: str, depth: int = 1,
               session: str | None = None) -> None:
    found = ops.load(reply, session)
    clamps: list[tuple[str, str]] = []
    rows = found.graph.neighbours(node, min(depth, ops.caps.max_depth), clamps)
    for code, message in clamps:
        reply.wrn(code, message)
    emit(found, reply, rows)


def path(ops: Ops, reply: Reply, *, source: str, target: str,
         session: str | None = None) -> None:
    found = ops.load(reply, session)
    emit(found, reply, found.graph.path(source, target))


def _read(ops: Ops, reply: Reply, session: str | None, anchor: str | None, depth: int,
          max_rows: int, *, active_only: bool, warm: bool = False) -> Session:
    found = ops.load(reply, session)
    if warm and not anchor:
        raise WireError("no_anchor", "query warm requires --anchor")
    if not anchor:
        anchor = found.graph.default_anchor()
        if not anchor:
            reply.wrn("no_anchor", "store has no nodes")
    with found.lock:
        result = context.pack(found.graph, anchor, depth=depth, max_rows=max_rows,
                              active_only=active_only)
    for code, message in result.advisories:
        reply.wrn(code, message)
    for n, row in enumerate(result.stale[:10], start=1):
        reply.wrn("stale_in_context", f"{n}|use query warm or --active-only",
                  found.tags.render(row))
    if len(result.stale) > 10:
        reply.wrn("stale_in_context_truncated", f"{len(result.stale)}|housekeep recyclable")
    emit(found, reply, result.rows)
    return found


def context_read(ops: Ops, reply: Reply, *, session: str | None = None,
                 anchor: str | None = None, depth: int = QUERY_DEPTH,
                 max_rows: int = QUERY_MAX_ROWS, active_only: bool = False) -> None:
    """Everything around the anchor (default: the row written last), recyclable rows too
    (with @WRN: stale_in_context) unless `active_only`."""
    _read(ops, reply, session, anchor, depth, max_rows, active_only=active_only)


def warm(ops: Ops, reply: Reply, *, anchor: str | None = None, session: str | None = None,
         depth: int = QUERY_DEPTH, max_rows: int = QUERY_MAX_ROWS, recall: int = 0,
         namespace: str | None = None, memory_agent: str | None = None) -> None:
    """The turn's read: LAW rows and the live slice around the anchor; with `recall` N, the
    N long-term memories most relevant to the anchor as @MEM rows (ltm.py)."""
    found = _read(ops, reply, session, anchor, depth, max_rows, active_only=True, warm=True)
    if recall > 0 and anchor:
        from ebbing.wm import ltm

        ltm.recall_rows(ops, reply, found, anchor, recall, namespace, memory_agent)


def walk(ops: Ops, reply: Reply, *, anchor: str | None = None, session: str | None = None,
         depth: int = QUERY_DEPTH, max_rows: int = QUERY_MAX_ROWS) -> None:
    found = ops.load(reply, session)
    if not anchor:
        raise WireError("no_anchor", "query walk requires --anchor")
    for src, rel, dst in found.graph.walk(anchor, depth, max_rows):
        reply.out.append(f"@WALK: {src} -[{rel.replace('|', ' ')}]-> {dst}")


def stats(ops: Ops, reply: Reply, *, session: str | None = None) -> None:
    found = ops.load(reply, session)
    b = housekeep.sort(found.graph)
    caps = ops.caps
    for key, value, cap in (("rows", b.rows, str(caps.max_rows)), ("edges", b.edges, "-"),
                            ("relations", len(found.relations), str(caps.max_relations)),
                            ("orphans", len(b.orphans), "-"), ("dangling", len(b.dangling), "-"),
                            ("recyclable", len(b.recyclable), "-")):
        reply.out.append(f"@STAT: {key}|{value}|{cap}")
    reply.out.append(f"@STAT: modified|{found.modified_at or '-'}|-")


def _rows(ops: Ops, reply: Reply, session: str | None, kind: str, tag: str | None = None,
          include_tags: str | None = None) -> tuple[Session, list[Row]]:
    found = ops.load(reply, session)
    if kind == "orphans":
        extra = frozenset(include_tags.split(",")) if include_tags else frozenset()
        return found, housekeep.sort(found.graph, orphan_tag=tag, include_tags=extra).orphans
    b = housekeep.sort(found.graph)
    rows = {"stale": b.stale(), "dangling": b.dangling, "recyclable": b.recyclable}[kind]
    return found, list(rows)


def stale(ops: Ops, reply: Reply, *, session: str | None = None) -> None:
    found, rows = _rows(ops, reply, session, "stale")
    emit(found, reply, rows)


def orphans(ops: Ops, reply: Reply, *, session: str | None = None, tag: str | None = None,
            include_tags: str | None = None) -> None:
    found, rows = _rows(ops, reply, session, "orphans", tag, include_tags)
    emit(found, reply, rows)


def dangling(ops: Ops, reply: Reply, *, session: str | None = None) -> None:
    found, rows = _rows(ops, reply, session, "dangling")
    emit(found, reply, rows)


def recyclable(ops: Ops, reply: Reply, *, session: str | None = None) -> None:
    found, rows = _rows(ops, reply, session, "recyclable")
    emit(found, reply, rows)


def _prune(ops: Ops, reply: Reply, session: str | None, kind: str, apply: bool,
           tag: str | None = None) -> None:
    found, rows = _rows(ops, reply, session, kind, tag)
    emit(found, reply, rows)
    if not apply:
        reply.err.append(f"would-delete {len(rows)} rows ({kind})")
        return
    from ebbing.wm.ops import touch

    with found.lock:
        deleted = housekeep.prune(found.graph, rows)
        touch(ops, found, written=True)
    reply.out.extend(f"@DEL: {row.id}|{row.tag}" for row in deleted)
    reply.err.append(f"deleted {len(deleted)} rows")


def prune_stale(ops: Ops, reply: Reply, *, apply: bool = False,
                session: str | None = None) -> None:
    _prune(ops, reply, session, "stale", apply)


def prune_orphans(ops: Ops, reply: Reply, *, apply: bool = False, tag: str | None = None,
                  session: str | None = None) -> None:
    _prune(ops, reply, session, "orphans", apply, tag)


def prune_dangling(ops: Ops, reply: Reply, *, apply: bool = False,
                   session: str | None = None) -> None:
    _prune(ops, reply, session, "dangling", apply)


def prune_recyclable(ops: Ops, reply: Reply, *, apply: bool = False,
                     session: str | None = None) -> None:
    _prune(ops, reply, session, "recyclable", apply)

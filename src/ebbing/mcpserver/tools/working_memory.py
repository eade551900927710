"""Working memory (ebbing.wm, MemNet-compatible): a task's small graph of typed rows, kept in
this server's RAM, written once and re-read each turn.

The sessions live in the MCP server process (one registry per server, as the daemon keeps its
own for `ebbing wm`); each tool runs one operation of `ebbing.wm.ops` and returns the lines
`ebbing wm` would print, so an agent guide written for MemNet's wire format reads them as is.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Annotated, Any, Literal
from weakref import WeakKeyDictionary

from ebbing.mcpserver.registry import Arg, ToolSpec
from ebbing.mcpserver.session import Session  # the tools' first argument (read for schemas)

if TYPE_CHECKING:
    from ebbing.wm.ops import Ops

_OPS: WeakKeyDictionary[Any, Ops] = WeakKeyDictionary()
_LOCK = threading.Lock()  # one operation at a time: each takes well under a millisecond

SessionArg = Annotated[str | None, Arg(
    "The working-memory session id that wm_session 'open' returned (@SESSION line).",
    "wm_01JD8Z6Q4K3V7M2N5P8R1T4W6Y")]


def ops_of(session: Session) -> Ops:
    """This server's working-memory registry, joined to its long-term memory."""
    from ebbing.wm.caps import Caps
    from ebbing.wm.ltm import PoolMemory
    from ebbing.wm.ops import Ops
    from ebbing.wm.registry import Registry

    with _LOCK:
        found = _OPS.get(session)
        if found is None:
            found = _OPS[session] = Ops(Registry(Caps.from_env()), PoolMemory(session.pool))
        return found


def run(session: Session, verb: str, params: dict[str, Any]) -> dict[str, Any]:
    """One operation; its data lines, its @ERR/@WRN lines and exit code (0 = done)."""
    from ebbing.wm.ops import call

    ops = ops_of(session)
    with _LOCK:
        reply = call(ops, verb, {k: v for k, v in params.items() if v is not None})
    return {"lines": reply.out, "advisories": reply.err, "exit_code": reply.code,
            **({"file": reply.file} if reply.file is not None else {})}


def wm_session(
    session: Session,
    action: Annotated[Literal["open", "resume", "current", "list", "close", "save", "load"],
                      Arg("open: a new session from a tag map; resume/current/close: the "
                          "session named; list: every open session; save: its snapshot text; "
                          "load: a new session from a snapshot's text.", "open")],
    map_text: Annotated[str | None, Arg(
        "For open: the tag map (MemNet's map file text: one `TAG: field|field` per line).",
        "TSK: id|title|status|recycle")] = None,
    snapshot_text: Annotated[str | None, Arg("For load: the text a save returned.")] = None,
    session_id: SessionArg = None,
    ttl_minutes: Annotated[int | None, Arg("For open: minutes of idleness before the session "
                                           "expires (default 60).", 120, ge=1, le=1440)] = None,
) -> dict[str, Any]:
    verbs: dict[str, tuple[str, dict[str, Any]]] = {
        "open": ("session open", {"map_text": map_text, "ttl": ttl_minutes}),
        "resume": ("session resume", {"session_id": session_id}),
        "current": ("session current", {"session": session_id}),
        "list": ("session list", {}),
        "close": ("session close", {"session_id": session_id}),
        "save": ("session save", {"session": session_id, "file": "-"}),
        "load": ("session load", {"text": snapshot_text})}
    verb, params = verbs[action]
    return run(session, verb, params)


def wm_write(
    session: Session,
    mode: Annotated[Literal["add", "update"], Arg(
        "add: new rows only (id_exists otherwise); update: replace existing rows only.", "add")],
    lines: Annotated[str, Arg(
        "Wire lines, one atom per line: `@TAG: field|field|...` (`\\|` for a pipe in a value); "
        "edges as `@EDG: id|src|relation|dist|at|attrs|recycle`.",
        "@TSK: T01|Ship the release|open|delete_on_settle")],
    session_id: SessionArg = None,
    dry_run: Annotated[bool, Arg("Check the lines and say what would change; write "
                                 "nothing.")] = False,
    allow_new_relation: Annotated[bool, Arg("Accept edge relations the map does not "
                                            "list.")] = False,
) -> dict[str, Any]:
    return run(session, mode, {"session": session_id, "text": lines, "dry_run": dry_run,
                               "allow_new_relation": allow_new_relation})


def wm_query(
    session: Session,
    kind: Annotated[Literal["warm", "context", "neighbors", "get", "list"], Arg(
        "warm: the turn's read (LAW rows and the live slice around the anchor); context: "
        "everything around it, settled rows too; neighbors: rows linked to a node; get: one "
        "row; list: rows of a tag.", "warm")],
    session_id: SessionArg = None,
    anchor: Annotated[str | None, Arg("The row id to read around (warm, context, neighbors, "
                                      "get).", "T01")] = None,
    tag: Annotated[str | None, Arg("For list: the tag whose rows to list.", "TSK")] = None,
    depth: Annotated[int, Arg("How many edges out to follow.", 2, ge=1, le=8)] = 2,
    recall: Annotated[int, Arg("For warm: also the N long-term memories most relevant to the "
                               "anchor, as @MEM rows.", 3, ge=0, le=20)] = 0,
) -> dict[str, Any]:
    verbs: dict[str, tuple[str, dict[str, Any]]] = {
        "warm": ("query warm", {"anchor": anchor, "depth": depth, "recall": recall}),
        "context": ("query context", {"anchor": anchor, "depth": depth}),
        "neighbors": ("query neighbors", {"node": anchor, "depth": depth}),
        "get": ("read get", {"id": anchor}),
        "list": ("read list", {"tag": tag})}
    verb, params = verbs[kind]
    return run(session, verb, {"session": session_id, **params})


def wm_settle(
    session: Session,
    row_id: Annotated[str, Arg("The mission row (task) that is finished.", "T01")],
    outcome: Annotated[Literal["settled", "expired"], Arg(
        "settled: done; expired: abandoned. Its recyclable rows leave warm reads.",
        "settled")] = "settled",
    keep: Annotated[list[str], Arg(
        "Row ids worth remembering after the task: each becomes a long-term memory.",
        ["N01"])] = [],  # noqa: B006 - read only; the SDK copies validated arguments
    session_id: SessionArg = None,
) -> dict[str, Any]:
    return run(session, "settle" if outcome == "settled" else "expire",
               {"session": session_id, "id": row_id, "keep": keep or None})


TOOLS = [
    ToolSpec(name="wm_session", title="Working-memory session", fn=wm_session,
             read_only=False, destructive=False, idempotent=False, per_agent=False,
             description=(
                 "Open, resume, list, save, load or close a working-memory session: a small "
                 "graph of typed rows (MemNet's wire format) for the task at hand, kept in RAM "
                 "until closed or idle past its TTL. Call 'open' with a tag map at the start "
                 "of a multi-step task; returns the @SESSION line with its id.")),
    ToolSpec(name="wm_write", title="Write working-memory rows", fn=wm_write,
             read_only=False, destructive=False, idempotent=False, per_agent=False,
             description=(
                 "Add or update rows and edges of a working-memory session from wire lines "
                 "(`@TAG: field|...`). Call it when the task's plan, facts or state change; "
                 "returns the rows written, or @ERR lines saying which line was refused and "
                 "why (a refused batch writes nothing).")),
    ToolSpec(name="wm_query", title="Read working memory", fn=wm_query,
             read_only=True, destructive=False, idempotent=True, per_agent=False,
             description=(
                 "Read a working-memory session: 'warm' before each step of a task (the rules "
                 "and the live rows around the anchor, optionally with relevant long-term "
                 "memories), 'context', 'neighbors', 'get' or 'list'. Returns wire lines.")),
    ToolSpec(name="wm_settle", title="Settle a working-memory task", fn=wm_settle,
             read_only=False, destructive=False, idempotent=True, per_agent=False,
             description=(
                 "Mark a task row settled (done) or expired (abandoned) so its recyclable "
                 "rows leave warm reads, and keep the rows named in `keep` as long-term "
                 "memories. Returns the rows changed and the memory ids written.")),
]

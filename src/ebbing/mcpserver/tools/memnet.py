"""MemNet's MCP tools under their names (memnet-llm's `memnet-mcp`, tools v1 and the four it
added by 0.2.32), each prefixed `memnet_` (a client lists a server's tools together: `add`
alone would say nothing), answering with MemNet's envelope:

    {"exit_code": 0, "stdout": "<wire lines>\\n", "stderr": "...", "session_id": "...",
     "errors": ["@ERR: ..."]}

as JSON text, as memnet-mcp's tools return it (the SDK wraps a text answer as structured
content `{"result": "<the JSON text>"}`).

They run on ebbing's working memory (ebbing.wm, the same registry the `wm_*` tools use), so
a session opened here is one `wm_query` reads too. As MemNet's server does, `session_open`
seeds the engine's LAW01-LAW05 rows unless the seed lines carry them. Unlike MemNet's, which
takes the session from the `session` argument or MEMNET_SESSION on every call, this server
remembers the session it last opened or loaded: a call without `session` uses it (then
MEMNET_SESSION).
"""

from __future__ import annotations

import functools
import json
import os
import re
import threading
from pathlib import Path
from typing import Annotated, Any
from weakref import WeakKeyDictionary

from ebbing.mcpserver.registry import Arg, ToolSpec
from ebbing.mcpserver.session import Session
from ebbing.mcpserver.tools.working_memory import ops_of

# memnet_mcp/seed.py's DEFAULT_LAW_LINES: the engine invariants every warm read carries
DEFAULT_LAW_LINES = (
    "@LAW: LAW01|EDG|on_context|hide|settled_edg_unless_anchor",
    "@LAW: LAW02|*|on_add|unique|one_id_add_then_update",
    "@LAW: LAW03|EDG|on_add|validate|src_dist_exist_first",
    "@LAW: LAW04|*|on_add|use_backslash|backslash_pipe_not_bare",
    "@LAW: LAW05|*|on_turn|read_warm|warm_before_add_or_update",
)
_SESSION_LINE = re.compile(r"^@SESSION:\s*(\S+)")
_CURRENT: WeakKeyDictionary[Any, str] = WeakKeyDictionary()
_LOCK = threading.Lock()

SessionArg = Annotated[str | None, Arg(
    "The MemNet session id (mn_... or wm_...); empty: the session this server last opened, "
    "else MEMNET_SESSION.", "wm_01JD8Z6Q4K3V7M2N5P8R1T4W6Y")]
LinesArg = Annotated[list[str], Arg("Wire lines, one row each: `@TAG: field|field|...`.",
                                    ["@TSK: T01|Ship the release|friday|open|persistent"])]


def envelope(exit_code: int, out: list[str], err: list[str],
             session_id: str | None) -> dict[str, Any]:
    stdout = "".join(f"{line}\n" for line in out)
    stderr = "".join(f"{line}\n" for line in err)
    found = next((m.group(1).split("|", 1)[0] for m in
                  (_SESSION_LINE.match(line.strip()) for line in out + err) if m), None)
    sid = found if found and found != "none" else session_id
    return {"exit_code": exit_code, "stdout": stdout, "stderr": stderr, "session_id": sid,
            "errors": [line.strip() for line in err if line.strip().startswith("@ERR:")]}


def chosen(server: Session, given: str | None) -> str | None:
    with _LOCK:
        remembered = _CURRENT.get(server)
    return given or remembered or os.environ.get("MEMNET_SESSION") or None


def run(server: Session, verb: str, params: dict[str, Any],
        given: str | None = None, *, uses_session: bool = True) -> dict[str, Any]:
    """One working-memory operation in MemNet's envelope."""
    from ebbing.mcpserver.tools.working_memory import _LOCK as WM_LOCK
    from ebbing.wm.ops import call

    sid = chosen(server, given) if uses_session else None
    if uses_session:
        params = {**params, "session": sid}
    ops = ops_of(server)  # takes WM_LOCK itself
    with WM_LOCK:
        reply = call(ops, verb, {k: v for k, v in params.items() if v is not None})
    data = envelope(reply.code, reply.out, reply.err, sid)
    if reply.file is not None:
        data["file_text"] = reply.file
    return data


def remember_session(server: Session, data: dict[str, Any]) -> dict[str, Any]:
    if data["exit_code"] == 0 and data["session_id"]:
        with _LOCK:
            _CURRENT[server] = data["session_id"]
    return data


def seed_lines_with_laws(seed_lines: list[str] | None) -> list[str]:
    """memnet_mcp's supplement_seed_lines: the default LAW rows whose ids the seed lacks."""
    seed = list(seed_lines or [])
    present = {line.split(":", 1)[1].strip().split("|", 1)[0].strip() for line in seed
               if line.strip().upper().startswith("@LAW:")}
    return [line for line in DEFAULT_LAW_LINES
            if line.split(":", 1)[1].strip().split("|", 1)[0] not in present] + seed


def memnet_serve_status(server: Session) -> dict[str, Any]:
    return {"running": True, "host": "in-process", "port": 0}


def memnet_session_open(
    server: Session,
    map_lines: Annotated[list[str] | None, Arg(
        "The tag map, one `@TAG: field|field` per line (preferred over map_file).",
        ["@TSK: id|goal|deadline|status|recycle"])] = None,
    map_file: Annotated[str | None, Arg("A map file to read instead.")] = None,
    ttl: Annotated[int | None, Arg("Minutes of idleness before the session expires.", 60,
                                   ge=1, le=1440)] = None,
    seed_lines: Annotated[list[str] | None, Arg(
        "Rows to add right after opening (@CFG anchors, domain @LAW rows).")] = None,
    allow_new_relation: Annotated[bool, Arg("Accept edge relations beyond the built-in "
                                            "four in the seed lines.")] = False,
) -> dict[str, Any]:
    if map_file:
        try:
            text = Path(map_file).expanduser().read_text(encoding="utf-8")
        except OSError as error:
            line = f"@ERR: no_map|cannot read {map_file}: {error.strerror or error}"
            return envelope(1, [], [line], chosen(server, None))
        opened = run(server, "session open", {"map_text": text, "ttl": ttl},
                     uses_session=False)
    elif map_lines:
        opened = run(server, "session open", {"map_lines": map_lines, "ttl": ttl},
                     uses_session=False)
    else:
        return envelope(1, [], ["@ERR: no_map|provide map_lines or map_file"],
                        chosen(server, None))
    if opened["exit_code"] != 0 or not opened["session_id"]:
        return opened
    remember_session(server, opened)
    seeded = run(server, "add", {"text": "\n".join(seed_lines_with_laws(seed_lines)),
                                  "allow_new_relation": allow_new_relation},
                 opened["session_id"])
    return {"exit_code": seeded["exit_code"], "stdout": opened["stdout"] + seeded["stdout"],
            "stderr": opened["stderr"] + seeded["stderr"], "session_id": opened["session_id"],
            "errors": opened["errors"] + seeded["errors"]}


def memnet_session_current(server: Session, session: SessionArg = None) -> dict[str, Any]:
    return run(server, "session current", {}, session)


def memnet_session_save(server: Session,
                        file: Annotated[str, Arg("Where to write the snapshot.",
                                                 "story.snapshot")],
                        session: SessionArg = None) -> dict[str, Any]:
    data = run(server, "session save", {"file": file}, session)
    text = data.pop("file_text", None)
    if data["exit_code"] == 0 and text is not None:
        from ebbing.store.atomic import atomic_write

        atomic_write(Path(file).expanduser(), text.encode("utf-8"))
    return data


def memnet_session_load(
    server: Session,
    file: Annotated[str, Arg("A snapshot written by session_save.", "story.snapshot")],
    keep_id: Annotated[bool, Arg("Keep the saved session id.")] = True,
    ttl: Annotated[int | None, Arg("Minutes of idleness before it expires.", ge=1,
                                   le=1440)] = None,
) -> dict[str, Any]:
    try:
        text = Path(file).expanduser().read_text(encoding="utf-8")
    except OSError as error:
        return envelope(1, [], [f"@ERR: not_found|{file}: {error.strerror or error}"], None)
    return remember_session(server, run(
        server, "session load", {"text": text, "file": file, "ttl": ttl, "keep_id": keep_id},
        uses_session=False))


def memnet_query_warm(server: Session,
                      anchor: Annotated[str, Arg("The node id to read around.", "T01")],
                      depth: Annotated[int, Arg("Edges out to follow.", 2, ge=1, le=8)] = 2,
                      max_rows: Annotated[int, Arg("Rows at most.", 50, ge=1)] = 50,
                      session: SessionArg = None) -> dict[str, Any]:
    return run(server, "query warm", {"anchor": anchor, "depth": depth,
                                       "max_rows": max_rows}, session)


def memnet_query_walk(server: Session,
                      anchor: Annotated[str, Arg("The node id to walk from.", "T01")],
                      depth: Annotated[int, Arg("Edges out to follow.", 2, ge=1, le=8)] = 2,
                      max_rows: Annotated[int, Arg("Hops at most.", 50, ge=1)] = 50,
                      session: SessionArg = None) -> dict[str, Any]:
    return run(server, "query walk", {"anchor": anchor, "depth": depth,
                                       "max_rows": max_rows}, session)


def _write(server: Session, verb: str, wire_lines: list[str], allow_new_relation: bool,
           agent: str | None, session: str | None) -> dict[str, Any]:
    return run(server, verb, {"text": "\n".join(wire_lines),
                               "allow_new_relation": allow_new_relation, "agent": agent},
               session)


AllowArg = Annotated[bool, Arg("Accept edge relations the map does not list.")]
AgentArg = Annotated[str | None, Arg("Who writes (recorded as MemNet records it).")]


def memnet_add(server: Session, wire_lines: LinesArg, allow_new_relation: AllowArg = False,
               agent: AgentArg = None, session: SessionArg = None) -> dict[str, Any]:
    return _write(server, "add", wire_lines, allow_new_relation, agent, session)


def memnet_update(server: Session, wire_lines: LinesArg, allow_new_relation: AllowArg = False,
                  agent: AgentArg = None, session: SessionArg = None) -> dict[str, Any]:
    return _write(server, "update", wire_lines, allow_new_relation, agent, session)


def memnet_read_get(server: Session, id: Annotated[str, Arg("The row id.", "T01")],
                    session: SessionArg = None) -> dict[str, Any]:
    return run(server, "read get", {"id": id}, session)


def memnet_read_list(
    server: Session,
    tag: Annotated[str | None, Arg("Only rows of this tag.", "TSK")] = None,
    active_only: Annotated[bool, Arg("Only rows not settled or expired.")] = False,
    where: Annotated[list[str] | None, Arg("`field=value` or `field=*glob*`, all must "
                                           "match.", ["status=open"])] = None,
    session: SessionArg = None,
) -> dict[str, Any]:
    return run(server, "read list", {"tag": tag, "active_only": active_only, "where": where},
               session)


def memnet_housekeep_stats(server: Session, session: SessionArg = None) -> dict[str, Any]:
    return run(server, "housekeep stats", {}, session)


def as_memnet_text(fn: Any) -> Any:
    """`fn` answering as memnet-mcp's tools do: the envelope as compact JSON text (non-ASCII
    kept), which the SDK sends as the text content and as structured content
    `{"result": "<that text>"}`, the output schema MemNet's tools declare."""

    @functools.wraps(fn)
    def answer(*args: Any, **kwargs: Any) -> str:
        return json.dumps(fn(*args, **kwargs), ensure_ascii=False)

    answer.__annotations__ = {**fn.__annotations__, "return": "str"}
    return answer


def _spec(fn: Any, title: str, description: str, *, read_only: bool = False,
          idempotent: bool = False) -> ToolSpec:
    return ToolSpec(name=fn.__name__, title=title, fn=as_memnet_text(fn), read_only=read_only,
                    destructive=False, idempotent=idempotent or read_only, per_agent=False,
                    description=description + " Answers with MemNet's envelope as JSON text: "
                    "exit_code, stdout and stderr wire lines, session_id, errors (the @ERR "
                    "lines).")


TOOLS = [
    _spec(memnet_serve_status, "MemNet: serve status", "MemNet's serve_status: whether the "
          "working-memory engine answers (here it runs in this server).", read_only=True),
    _spec(memnet_session_open, "MemNet: open a session", "MemNet's session_open: a new "
          "working-memory session from a tag map, seeded with the engine's LAW01-LAW05 rows "
          "and any seed_lines; this server then uses it for calls that name no session."),
    _spec(memnet_session_current, "MemNet: current session", "MemNet's session_current: "
          "the session in use, its minutes left and last use.", read_only=True),
    _spec(memnet_session_save, "MemNet: save a session", "MemNet's session_save: write the "
          "session's graph to a snapshot file.", idempotent=True),
    _spec(memnet_session_load, "MemNet: load a session", "MemNet's session_load: a session "
          "from a snapshot file (its saved id kept unless keep_id is false)."),
    _spec(memnet_query_warm, "MemNet: warm read", "MemNet's query_warm: the LAW rows and the "
          "live graph slice around an anchor; call it before each add or update.",
          read_only=True),
    _spec(memnet_query_walk, "MemNet: walk", "MemNet's query_walk: the anchored subgraph as "
          "hop lines `@WALK: src -[relation]-> dst`.", read_only=True),
    _spec(memnet_add, "MemNet: add rows", "MemNet's add: create rows and edges from wire "
          "lines (new ids only; a refused batch writes nothing)."),
    _spec(memnet_update, "MemNet: update rows", "MemNet's update: replace existing rows from "
          "wire lines (existing ids only).", idempotent=True),
    _spec(memnet_read_get, "MemNet: read a row", "MemNet's read_get: one row by its id.",
          read_only=True),
    _spec(memnet_read_list, "MemNet: list rows", "MemNet's read_list: rows of a tag, active "
          "ones only, or matching field conditions.", read_only=True),
    _spec(memnet_housekeep_stats, "MemNet: session stats", "MemNet's housekeep_stats: row "
          "counts and caps of the session.", read_only=True),
]

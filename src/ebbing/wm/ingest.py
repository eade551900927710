"""Writing rows: cleaning a batch (blank lines, comments, code fences, <think> blocks),
validating every line before any is stored, and storing the batch all or nothing."""

from __future__ import annotations

import re

from ebbing.wm.caps import Caps
from ebbing.wm.registry import Session
from ebbing.wm.reply import Reply
from ebbing.wm.tagmap import Row, parse_row
from ebbing.wm.wire import WireError

THINK = re.compile(r"^<think>.*?</think>\s*", re.DOTALL | re.IGNORECASE)


def split_lines(text: str) -> list[str]:
    """Lines as MemNet reads a file (only \\n, \\r\\n and \\r end a line)."""
    return [line.decode("utf-8") for line in text.encode("utf-8").splitlines()]


def clean(raw: list[str], caps: Caps) -> list[str]:
    """The wire lines of a batch; refuses JSON and lines that are not `@TAG:` lines."""
    if len(raw) > caps.max_batch_lines:
        raise WireError("limit_exceeded", f"batch_lines|{len(raw)}/{caps.max_batch_lines}")
    lines = list(raw)
    if lines and lines[0].strip().startswith("```"):
        lines = lines[1:]
    if lines and lines[-1].strip().startswith("```"):
        lines = lines[:-1]
    result: list[str] = []
    for text in lines:
        line = text.strip()
        if not line or line.startswith("#"):
            continue
        line = THINK.sub("", line).strip().strip("`").strip()
        if not line:
            continue
        if line[0] in "{[":
            raise WireError("json_not_supported", "MemNet uses wire format not JSON",
                            example="@PLR: P01|Alice|10")
        if not line.startswith("@"):
            raise WireError("invalid_line", "line must start with @TAG:")
        result.append(line)
    return result


def write(session: Session, reply: Reply, lines: list[str], *, mode: str, caps: Caps,
          at: float, dry_run: bool = False, allow_new_relation: bool = False,
          agent: str | None = None) -> list[Row]:
    """Validate all lines, then store them (mode `add`: new ids only; `update`: existing
    only). One refused line stores nothing: rows written before it are undone, and no row
    line is printed for the batch (MemNet printed them before undoing)."""
    parsed: list[Row] = []
    errors: list[WireError] = []
    for line in lines:
        try:
            parsed.append(parse_row(line, session.tags, caps))
        except WireError as refused:
            errors.append(refused)
    if errors:
        for each in errors:
            reply.fail(each)
        reply.err.append(f"ok=0 fail={len(errors)}")
        reply.code = 1
        return []
    if dry_run:
        reply.err.append("DRY-RUN")
        reply.out.extend(session.tags.render(row) for row in parsed)
        reply.err.append(f"ok={len(parsed)} fail=0")
        return []
    graph = session.graph
    printed = len(reply.out)
    undo: list[tuple[str, Row | None]] = []
    relations = set(session.relations)
    try:
        for row in parsed:
            old = graph.get(row.id)
            if mode == "add" and old is not None:
                raise WireError("id_exists", f"id {row.id} exists @{old.tag}|use update")
            if mode == "update" and old is None:
                raise WireError("not_found", f"id {row.id}|use add")
            advisories = graph.put(row, relations=session.relations,
                                   allow_new_relation=allow_new_relation, agent=agent, at=at)
            undo.append((row.id, old))
            for code, message in advisories:
                reply.wrn(code, message)
            was = old.fields.get("status") if old is not None and old.tag == "TSK" else None
            if row.tag == "TSK" and row.fields.get("status") == "settled" and was != "settled":
                reply.wrn("mission_settled", f"{row.id}|next read use query warm --anchor "
                                             "<focus>")
            reply.out.append(session.tags.render(row))
    except WireError as error:
        for row_id, old in reversed(undo):
            if old is None:
                graph.delete(row_id)
            else:
                graph.restore(old)
        session.relations.intersection_update(relations)
        del reply.out[printed:]
        reply.fail(error)
        return []
    reply.err.append(f"ok={len(parsed)} fail=0")
    return parsed

"""Commands on single memories: remember, show, list, touch, edit, forget, restore."""

from __future__ import annotations

import sys
from typing import Annotated, Any

import typer

from ebbing.cli.common import (
    AgentOpt,
    HomeOpt,
    JsonOpt,
    NamespaceOpt,
    NowOpt,
    emit_json,
    err,
    memory_json,
    out,
    parse_metadata,
    parse_time,
    read_text,
    reported,
    service,
    short,
)

TagOpt = Annotated[
    list[str] | None, typer.Option("--tag", "-t", metavar="TAG", help="A tag (repeatable).")
]
EntityOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--entity", "-e", metavar="ENTITY", help="A person or thing it mentions (repeatable)."
    ),
]
MetaOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--metadata",
        "-m",
        metavar="KEY=VALUE",
        help="key=value (JSON values allowed) or a JSON object; repeatable.",
    ),
]


def edit_in_editor(text: str) -> str | None:
    """Open $VISUAL/$EDITOR on `text`; the edited text, or None if the editor failed."""
    import os
    import shlex
    import subprocess
    import tempfile

    editor = os.environ.get("VISUAL") or os.environ.get("EDITOR") or "vi"
    with tempfile.NamedTemporaryFile("w+", suffix=".md", delete=False) as handle:
        handle.write(text)
    try:
        if subprocess.call([*shlex.split(editor), handle.name]) != 0:
            return None
        with open(handle.name, encoding="utf-8") as edited:
            return edited.read()
    finally:
        os.unlink(handle.name)


def show_memory(memory: Any, score: float) -> None:
    out.print(f"[bold]{memory.id}[/bold]  score {score:.3f}", markup=True)
    out.print(memory.content)
    rows = [
        ("status", memory.status.value),
        ("lifecycle", memory.lifecycle.value),
        ("tags", ", ".join(memory.tags)),
        ("entities", ", ".join(memory.entities)),
        ("character", memory.character or ""),
        ("source", memory.source or ""),
        ("occurred", memory.occurred_at.isoformat()),
        ("created", memory.created_at.isoformat()),
        ("last used", memory.last_used.isoformat()),
        ("uses", str(memory.use_count)),
        ("strength", f"{memory.strength:.2f}"),
        ("linked new", memory.linked_new_memory_id or ""),
    ]
    for name, value in rows:
        if value:
            out.print(f"  {name:<10} {value}", markup=False)
    if memory.metadata:
        out.print(f"  {'metadata':<10} {memory.metadata}", markup=False)
    for entry in memory.change_log:
        out.print(
            f"  change     {entry.at.isoformat()} {entry.from_status.value} -> "
            f"{entry.to_status.value}: {entry.reason}",
            markup=False,
        )


def remember(
    text: Annotated[
        str | None, typer.Argument(help="What to remember; '-' or omitted: stdin.")
    ] = None,
    tag: TagOpt = None,
    entity: EntityOpt = None,
    character: Annotated[str | None, typer.Option("--character", "-c", help="Who said it.")] = None,
    source: Annotated[str | None, typer.Option("--source", help="Where it came from.")] = None,
    occurred_at: Annotated[
        str | None, typer.Option("--occurred-at", help="When it happened (ISO); default now.")
    ] = None,
    metadata: MetaOpt = None,
    context_id: Annotated[str | None, typer.Option(
        "--context-id",
        help="The conversation it was said in: memories remembered one after another with "
        "the same id form an episode (docs/retrieval.md); without one it stands alone.")] = None,
    now: NowOpt = None,
    check: Annotated[bool, typer.Option(
        "--check/--no-check",
        help="Judge older memories it may contradict [default: EBBING_CONFLICT_DETECTION].",
        show_default=False)] = True,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Remember something. Prints the new memory's id; older memories it contradicts change
    status, and what still holds of one contradicted in part is kept as a memory of its own
    (both reported on stderr; see docs/lifecycle.md)."""
    content = read_text(text)
    when = parse_time(occurred_at, "--occurred-at")
    at = parse_time(now, "--now")
    meta = parse_metadata(metadata)
    with reported(as_json):
        svc = service(home, namespace, agent, create=True)
        done = svc.remember_checked(
            content,
            check_conflicts=None if check else False,
            tags=tag or [],
            entities=entity or [],
            character=character,
            source=source,
            occurred_at=when,
            metadata=meta,
            context_id=context_id,
            now=at,
        )
        memory = done.memory
        if as_json:
            emit_json(memory_json(memory) | {"conflicts": [
                {"id": c.memory.id, "from_status": c.previous.value,
                 "to_status": c.memory.status.value, "reason": c.entry.reason,
                 "part": c.entry.affected_part,
                 **({"kept": memory_json(c.kept)} if c.kept else {})} for c in done.changes]})
        else:
            out.print(memory.id, markup=False)
            for c in done.changes:
                err.print(f"{c.memory.id} {c.previous.value} -> {c.memory.status.value}: "
                          f"{c.entry.reason}", markup=False)
                if c.kept:
                    err.print(f"{c.kept.id} kept, still true: {c.kept.content}", markup=False)


def show(
    memory_id: Annotated[str, typer.Argument(metavar="ID", help="The memory's id.")],
    now: NowOpt = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Show one memory with its current score."""
    at = parse_time(now, "--now")
    with reported(as_json):
        svc = service(home, namespace, agent)
        memory = svc.get(memory_id)
        value = svc.score(memory, at)
        if as_json:
            emit_json(memory_json(memory, value))
        else:
            show_memory(memory, value)


def list_memories(
    tag: Annotated[
        str | None, typer.Option("--tag", "-t", help="Only memories with this tag.")
    ] = None,
    status: Annotated[
        str | None,
        typer.Option("--status", help="valid, suspected_outdated, outdated or repudiated."),
    ] = None,
    lifecycle: Annotated[
        str | None,
        typer.Option(
            "--lifecycle", help="active, promoted or archived (default: all but archived)."
        ),
    ] = None,
    since: Annotated[str | None, typer.Option("--since", help="Created at or after (ISO).")] = None,
    limit: Annotated[int, typer.Option("--limit", help="At most this many (0: all).", min=0)] = 50,
    no_derived: Annotated[bool, typer.Option(
        "--no-derived", help="Leave out derived memories (thoughts and dreams).")] = False,
    now: NowOpt = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """List memories, newest first. With --json, one JSON object per line."""
    from ebbing.models import Lifecycle, Status

    try:
        wanted_status = Status(status) if status else None
        wanted_life = Lifecycle(lifecycle) if lifecycle else None
    except ValueError as error:
        raise typer.BadParameter(str(error)) from None
    after = parse_time(since, "--since")
    at = parse_time(now, "--now")
    with reported(as_json):
        svc = service(home, namespace, agent)
        memories = svc.list(tag=tag, status=wanted_status, lifecycle=wanted_life, since=after,
                            limit=None if no_derived else limit or None)
        if no_derived:
            memories = [m for m in memories if not m.derived_from][:limit or None]
        for memory in memories:
            value = svc.score(memory, at)
            if as_json:
                emit_json(memory_json(memory, value))
            else:
                marks = "" if memory.status.value == "valid" else f" [{memory.status.value}]"
                out.print(
                    f"{memory.id}  {value:6.3f}  {short(memory.content)}{marks}", markup=False
                )
        if not memories and not as_json:
            err.print("no memories match")


def touch(
    memory_id: Annotated[str, typer.Argument(metavar="ID", help="The memory's id.")],
    context: Annotated[
        list[str] | None,
        typer.Option(
            "--context",
            metavar="TAG",
            help="A tag of the context it is used in (repeatable); a context unlike "
            "the memory's tags earns the cross-context boost.",
        ),
    ] = None,
    review: Annotated[bool, typer.Option("--review", help="Count this use as a review.")] = False,
    now: NowOpt = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Use a memory: it becomes fresh, counts one more use and grows stronger."""
    at = parse_time(now, "--now")
    with reported(as_json):
        svc = service(home, namespace, agent)
        memory = svc.touch(memory_id, context_tags=context or [], now=at, review=review)
        value = svc.score(memory, at)
        if as_json:
            emit_json(memory_json(memory, value))
        else:
            out.print(
                f"{memory.id}  uses {memory.use_count}  strength {memory.strength:.2f}  "
                f"score {value:.3f}",
                markup=False,
            )


def edit(
    memory_id: Annotated[str, typer.Argument(metavar="ID", help="The memory's id.")],
    text: Annotated[str | None, typer.Option("--text", help="New content ('-': stdin).")] = None,
    tag: Annotated[
        list[str] | None,
        typer.Option("--tag", "-t", metavar="TAG", help="Replace the tags."),
    ] = None,
    add_tag: Annotated[
        list[str] | None, typer.Option("--add-tag", metavar="TAG", help="Add a tag.")
    ] = None,
    remove_tag: Annotated[
        list[str] | None, typer.Option("--remove-tag", metavar="TAG", help="Remove a tag.")
    ] = None,
    entity: Annotated[
        list[str] | None,
        typer.Option("--entity", "-e", metavar="ENTITY", help="Replace entities."),
    ] = None,
    character: Annotated[str | None, typer.Option("--character", "-c", help="Who said it.")] = None,
    source: Annotated[str | None, typer.Option("--source", help="Where it came from.")] = None,
    occurred_at: Annotated[
        str | None, typer.Option("--occurred-at", help="When it happened.")
    ] = None,
    metadata: Annotated[
        list[str] | None,
        typer.Option(
            "--metadata",
            "-m",
            metavar="KEY=VALUE",
            help="Merge key=value or a JSON object into the metadata.",
        ),
    ] = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Change a memory (a new version is appended; the old line stays in the log until compaction).

    With no option, the content is read from stdin, or opened in $EDITOR on a terminal."""
    changes: dict[str, Any] = {}
    if text is not None:
        changes["content"] = sys.stdin.read() if text == "-" else text
    when = parse_time(occurred_at, "--occurred-at")
    if when is not None:
        changes["occurred_at"] = when
    for key, value in (("character", character), ("source", source)):
        if value is not None:
            changes[key] = value or None
    if entity is not None:
        changes["entities"] = entity
    meta = parse_metadata(metadata)
    with reported(as_json):
        svc = service(home, namespace, agent)
        memory = svc.get(memory_id)
        if tag is not None or add_tag or remove_tag:
            tags = list(tag) if tag is not None else list(memory.tags)
            tags += [t for t in add_tag or [] if t not in tags]
            drop = {t.lower() for t in remove_tag or []}
            changes["tags"] = [t for t in tags if t.lower() not in drop]
        if meta:
            changes["metadata"] = memory.metadata | meta
        if not changes and not metadata:
            edited = read_text(None) if not sys.stdin.isatty() else edit_in_editor(memory.content)
            if edited is None or edited.strip() == memory.content.strip():
                err.print("nothing changed")
                raise typer.Exit(0)
            changes["content"] = edited.rstrip("\n")
        updated = svc.edit(memory.id, **changes)
        if as_json:
            emit_json(memory_json(updated))
        else:
            out.print(f"edited {updated.id}", markup=False)


def forget(
    memory_id: Annotated[str, typer.Argument(metavar="ID", help="The memory's id.")],
    hard: Annotated[bool, typer.Option("--hard", help="Delete instead of archiving.")] = False,
    yes: Annotated[bool, typer.Option("--yes", help="Really delete (with --hard).")] = False,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Archive a memory (kept, listed with --lifecycle archived). --hard --yes deletes it; its
    text leaves the log at the next `ebbing compact`."""
    with reported(as_json):
        svc = service(home, namespace, agent)
        memory = svc.get(memory_id)
        if hard and not yes:
            result = {"id": memory.id, "action": "delete", "applied": False}
            if as_json:
                emit_json(result)
            else:
                out.print(f"would delete {memory.id}: {short(memory.content)}", markup=False)
                err.print("dry run: add --yes to delete")
            return
        svc.forget(memory.id, hard=hard)
        action = "delete" if hard else "archive"
        if as_json:
            emit_json({"id": memory.id, "action": action, "applied": True})
        else:
            out.print(f"{'deleted' if hard else 'archived'} {memory.id}", markup=False)


def restore(
    memory_id: Annotated[str, typer.Argument(metavar="ID", help="The memory's id.")],
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Bring an archived memory back to active."""
    from ebbing.models import Lifecycle

    with reported(as_json):
        svc = service(home, namespace, agent)
        updated = svc.edit(memory_id, lifecycle=Lifecycle.ACTIVE)
        if as_json:
            emit_json(memory_json(updated))
        else:
            out.print(f"restored {updated.id}", markup=False)


def register(app: typer.Typer) -> None:
    app.command()(remember)
    app.command()(show)
    app.command("list")(list_memories)
    app.command()(touch)
    app.command()(edit)
    app.command()(forget)
    app.command()(restore)

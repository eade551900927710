"""Commands on a memory's status: supersede, repudiate, suspect, validate, history, reconcile."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Annotated, Any

import orjson
import typer

from ebbing.cli.common import (
    AgentOpt,
    HomeOpt,
    JsonOpt,
    NamespaceOpt,
    emit_json,
    err,
    memory_json,
    out,
    parse_time,
    reported,
    service,
    short,
)
from ebbing.cli.counts import counted

TextArg = Annotated[
    str | None,
    typer.Argument(metavar="[TEXT]",
                   help="The newer memory's text, remembered now ('-': stdin). "
                        "Or name an existing memory with --by."),
]
ByOpt = Annotated[
    str | None,
    typer.Option("--by", metavar="NEW_ID", help="The existing newer memory that caused it."),
]
ReasonOpt = Annotated[str, typer.Option("--reason", "-r", help="Why (kept in the change log).")]
PartOpt = Annotated[
    str | None, typer.Option("--part", help="Which part of the memory is affected.")
]
TagOpt = Annotated[
    list[str] | None,
    typer.Option("--tag", "-t", metavar="TAG",
                 help="Tag of the newer memory from TEXT (default: the old one's; repeatable)."),
]
EntityOpt = Annotated[
    list[str] | None,
    typer.Option("--entity", "-e", metavar="ENTITY",
                 help="Entity of the newer memory from TEXT (default: the old one's)."),
]
StatusNowOpt = Annotated[
    str | None, typer.Option("--now", help="Record the change at this ISO time.")
]
IdArg = Annotated[str, typer.Argument(metavar="ID", help="The memory's id.")]


@contextmanager
def transition_reported(as_json: bool) -> Iterator[None]:
    """As `reported`, but a transition the rules forbid is a usage error: exit code 2."""
    from ebbing.core.status import IllegalTransition

    with reported(as_json):
        try:
            yield
        except IllegalTransition as error:
            if as_json:
                sys.stderr.write(orjson.dumps({"error": str(error), "code": 2}).decode() + "\n")
            else:
                err.print(f"[red]error:[/red] {error}", markup=True)
            raise typer.Exit(2) from None


def _change(action: str, memory_id: str, text: str | None, by: str | None, reason: str,
            part: str | None, tag: list[str] | None, entity: list[str] | None,
            now: str | None, namespace: str | None, agent: str | None, home: Any,
            as_json: bool, needs_newer: bool = False) -> None:
    if text == "-":
        text = sys.stdin.read().strip()
    if text is not None and not text.strip():
        raise typer.BadParameter("the newer memory's text is empty", param_hint="TEXT")
    if text and by:
        raise typer.BadParameter("give the newer memory as TEXT or with --by, not both")
    if needs_newer and not text and not by:
        raise typer.BadParameter("name the newer memory: --by NEW_ID, or give its TEXT")
    if not reason.strip():
        raise typer.BadParameter("the reason is empty", param_hint="--reason")
    at = parse_time(now, "--now")
    fields: dict[str, Any] = {}
    if tag is not None:
        fields["tags"] = tag
    if entity is not None:
        fields["entities"] = entity
    with transition_reported(as_json):
        svc = service(home, namespace, agent)
        change = getattr(svc, action)(memory_id, reason=reason, part=part, by=by, text=text,
                                      fields=fields, now=at)
        if as_json:
            emit_json(change.to_json())
            return
        memory = change.memory
        link = f", linked to {memory.linked_new_memory_id}" if memory.linked_new_memory_id \
            else ""
        out.print(f"{memory.id}  {change.previous.value} -> {memory.status.value}{link}",
                  markup=False)
        if change.created and change.trigger is not None:
            out.print(f"remembered {change.trigger.id}: {short(change.trigger.content)}",
                      markup=False)


def supersede(
    old_id: Annotated[str, typer.Argument(metavar="OLD_ID", help="The memory now outdated.")],
    reason: ReasonOpt, text: TextArg = None, by: ByOpt = None, part: PartOpt = None,
    tag: TagOpt = None, entity: EntityOpt = None, now: StatusNowOpt = None,
    namespace: NamespaceOpt = None, agent: AgentOpt = None, home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Mark a memory outdated: it was true, a newer one (--by NEW_ID, or TEXT) replaces it."""
    _change("supersede", old_id, text, by, reason, part, tag, entity, now, namespace, agent,
            home, as_json, needs_newer=True)


def repudiate(
    old_id: Annotated[str, typer.Argument(metavar="OLD_ID", help="The memory that was wrong.")],
    reason: ReasonOpt, text: TextArg = None, by: ByOpt = None, part: PartOpt = None,
    tag: TagOpt = None, entity: EntityOpt = None, now: StatusNowOpt = None,
    namespace: NamespaceOpt = None, agent: AgentOpt = None, home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Mark a memory repudiated: it was never true (optionally: the memory that says so)."""
    _change("repudiate", old_id, text, by, reason, part, tag, entity, now, namespace, agent,
            home, as_json)


def suspect(
    old_id: Annotated[str, typer.Argument(metavar="OLD_ID", help="The memory in doubt.")],
    reason: ReasonOpt, text: TextArg = None, by: ByOpt = None, part: PartOpt = None,
    tag: TagOpt = None, entity: EntityOpt = None, now: StatusNowOpt = None,
    namespace: NamespaceOpt = None, agent: AgentOpt = None, home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Mark a memory suspected_outdated: it may no longer hold (optionally: what raised it)."""
    _change("suspect", old_id, text, by, reason, part, tag, entity, now, namespace, agent,
            home, as_json)


def validate(
    memory_id: IdArg, reason: ReasonOpt, text: TextArg = None, by: ByOpt = None,
    part: PartOpt = None, tag: TagOpt = None, entity: EntityOpt = None,
    now: StatusNowOpt = None, namespace: NamespaceOpt = None, agent: AgentOpt = None,
    home: HomeOpt = None, as_json: JsonOpt = False,
) -> None:
    """Mark a memory valid again: a suspicion cleared, or a mistaken correction undone."""
    _change("validate", memory_id, text, by, reason, part, tag, entity, now, namespace,
            agent, home, as_json)


def change_lines(memory: Any) -> list[str]:
    lines = []
    for entry in memory.change_log:
        folded = f" [{entry.folded} earlier change(s) folded]" if entry.folded else ""
        part = f"; part: {entry.affected_part}" if entry.affected_part else ""
        cause = (f"; caused by {entry.trigger_memory_id}: \"{entry.trigger_excerpt}\""
                 if entry.trigger_memory_id else "")
        lines.append(f"{entry.at.isoformat()}  {entry.from_status.value} -> "
                     f"{entry.to_status.value}{folded}: {entry.reason}{part}{cause}")
    return lines


def history(
    memory_id: IdArg, namespace: NamespaceOpt = None, agent: AgentOpt = None,
    home: HomeOpt = None, as_json: JsonOpt = False,
) -> None:
    """The whole chain of memories linked to this one, old to new, with every change log."""
    with reported(as_json):
        svc = service(home, namespace, agent)
        chain = svc.history(memory_id)
        if as_json:
            emit_json({"id": memory_id, "chain": [memory_json(m) for m in chain]})
            return
        for memory in chain:
            mark = "*" if memory.id == memory_id else " "
            out.print(f"{mark} {memory.id}  {memory.status.value:<18} "
                      f"{memory.created_at.date().isoformat()}  {memory.content}", markup=False)
            for line in change_lines(memory):
                out.print(f"      {line}", markup=False)
            if memory.linked_new_memory_id:
                out.print(f"      -> {memory.linked_new_memory_id}", markup=False)


def reconcile(
    apply: Annotated[bool, typer.Option("--apply", help="Change the statuses (default: "
                                                        "only say what would change).")] = False,
    since: Annotated[str | None, typer.Option(
        "--since", help="Only judge memories created at or after this ISO time.")] = None,
    namespace: NamespaceOpt = None, agent: AgentOpt = None, home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Run conflict detection over stored memories, as if each had just been remembered."""
    from rich.progress import Progress

    after = parse_time(since, "--since")
    with transition_reported(as_json):
        svc = service(home, namespace, agent)
        with Progress(console=err, transient=True, disable=as_json) as bar:
            task = bar.add_task("judging", total=None)
            result = svc.reconcile(apply=apply, since=after,
                                   progress=lambda n: bar.advance(task, n))
        if as_json:
            emit_json({"applied": apply, "memories": result.memories,
                       "findings": [f.to_json() for f in result.findings],
                       "changes": [c.to_json() for c in result.changes]})
            return
        verb = "marked" if apply else "would mark"
        shown = result.changes if apply else result.findings
        for item in shown:
            if apply:
                old, status, new_id, why = (item.memory, item.memory.status.value,
                                            item.entry.trigger_memory_id, item.entry.reason)
            else:
                old, status, new_id, why = (item.old, item.verdict.outcome.value, item.new.id,
                                            f"{item.judge} judge: {item.verdict.reason}")
            out.print(f"{verb} {old.id} {status} (by {new_id}): {short(old.content, 50)}\n"
                      f"    {why}", markup=False)
        err.print(f"judged {counted(result.memories, 'memory')}: {len(shown)} "
                  f"{'changed' if apply else 'conflicts'}"
                  + ("" if apply or not shown else "; add --apply to change them"))


def register(app: typer.Typer) -> None:
    app.command()(supersede)
    app.command()(repudiate)
    app.command()(suspect)
    app.command()(validate)
    app.command()(history)
    app.command()(reconcile)

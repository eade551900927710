"""The Obsidian vault: `ebbing promote`, `ebbing vault init | sync | watch`."""

from __future__ import annotations

from pathlib import Path
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
    out,
    parse_time,
    reported,
    service,
    short,
)
from ebbing.cli.counts import counted

VaultOpt = Annotated[
    Path | None,
    typer.Option("--vault", help="The Obsidian vault [env EBBING_VAULT; default: "
                                 "<home>/<namespace>/<agent>/vault]."),
]

vault_app = typer.Typer(
    name="vault",
    help="The Obsidian vault of promoted memories: lay it down, sync it, watch it.",
    no_args_is_help=True,
    rich_markup_mode=None,
)


def print_sync(report: Any, as_json: bool, quiet: bool = False) -> None:
    if as_json:
        emit_json(report.to_json())
        return
    for line in report.lines():
        out.print(line, markup=False)
    for problem in report.problems:
        err.print(f"problem: {problem['path']}: {problem['message']}", markup=False)
    if report.waiting:
        err.print(f"waiting in the Inbox (empty or still being edited): {len(report.waiting)}")
    if not report.changed and not report.problems and not quiet:
        err.print(f"vault {report.vault} is in step with the store")


def promote(
    ids: Annotated[
        list[str] | None, typer.Argument(metavar="[ID]...", help="Memories to promote now.")
    ] = None,
    due: Annotated[
        bool, typer.Option("--due", help="Find the memories due for promotion (dry run).")
    ] = False,
    apply: Annotated[
        bool, typer.Option("--apply", help="With --due: promote them (default: dry run). "
                                            "Memories named by id are promoted either way.")
    ] = False,
    vault: VaultOpt = None,
    now: NowOpt = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Promote memories into the Obsidian vault: one note each, entity notes beside them.

    `promote ID...` promotes those memories now. `promote --due` lists the memories that
    proved themselves (a score of at least 0.65 once used, or at least 5 uses within 14
    days; see EBBING_PROMOTE_*); add --apply to promote them. Promoted memories stay in the
    store and stay findable by search and recall. An outdated or repudiated memory is
    promoted only by id, with its status and the memory that replaced it in its note."""
    if bool(ids) == due:
        raise typer.BadParameter("give memory ids or --due (not both)", param_hint="ID/--due")
    at = parse_time(now, "--now")
    from ebbing.vault.promote import promote_due, promote_ids

    with reported(as_json):
        svc = service(home, namespace, agent, create=True)
        if due:
            report = promote_due(svc, vault, apply=apply, now=at)
        else:
            report = promote_ids(svc, ids or [], vault, now=at)
        if as_json:
            emit_json(report.to_json())
            return
        for item in report.due:
            where = item.memory.metadata.get("vault_note") if report.applied else None
            why = (f"{counted(item.recent_uses, 'use')} in the window" if item.reason == "uses"
                   else f"score {item.score:.3f}")
            out.print(f"{item.memory.id}  {why:<22} {short(item.memory.content, 50)}"
                      + (f"  -> {where}" if where else ""), markup=False)
        count = len(report.due)
        if report.applied:
            err.print(f"promoted {counted(count, 'memory')} into {report.vault}")
            for notice in report.notices:
                err.print(f"note: {notice}", markup=False)
            if report.sync is not None:
                for problem in report.sync.problems:
                    err.print(f"problem: {problem['path']}: {problem['message']}", markup=False)
        else:
            err.print(f"dry run: {counted(count, 'memory')} due; add --apply to promote "
                      f"{'it' if count == 1 else 'them'}")


def init(
    path: Annotated[
        Path | None, typer.Argument(help="Where the vault goes (default: the --vault setting).")
    ] = None,
    vault: VaultOpt = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Lay down the vault template, or merge it into an existing vault.

    Settings a person made in .obsidian/ are never overwritten: missing keys, plugins,
    property types and graph colour groups are added; existing files are kept."""
    from ebbing.vault.sync import vault_path
    from ebbing.vault.template import init_vault

    with reported(as_json):
        target = path if path is not None else vault_path(
            service(home, namespace, agent, create=True), vault)
        report = init_vault(target)
        if as_json:
            emit_json(report.to_json())
            return
        for rel in report.added:
            out.print(f"added   {rel}", markup=False)
        for rel in report.merged:
            out.print(f"merged  {rel}", markup=False)
        for conflict in report.conflicts:
            err.print(f"kept yours: {conflict}", markup=False)
        err.print(f"vault ready at {report.vault}")


def sync_cmd(
    vault: VaultOpt = None,
    now: NowOpt = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """One pass both ways between the store and the vault.

    Edited text or tags go back into the memory (change log: "edited in the vault"); a
    deleted note archives its memory; a note in Inbox/ becomes a new memory; promoted
    memories get their notes written or updated. A note whose front matter does not parse
    is reported and left alone (exit code 1)."""
    at = parse_time(now, "--now")
    from ebbing.vault.sync import sync

    with reported(as_json):
        report = sync(service(home, namespace, agent, create=True), vault, now=at)
        print_sync(report, as_json)
        if report.problems:
            raise typer.Exit(1)


def watch_cmd(
    vault: VaultOpt = None,
    debounce: Annotated[
        float, typer.Option("--debounce", help="Seconds of quiet before a sync.", min=0.0)
    ] = 1.0,
    settle: Annotated[
        float, typer.Option("--settle", help="Seconds an Inbox note must rest first.", min=0.0)
    ] = 5.0,
    polling: Annotated[
        bool, typer.Option("--polling", help="Poll instead of OS events (network drives).")
    ] = False,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Sync now, then again whenever the vault or the store changes, until Ctrl-C.

    Ignores .obsidian/, dotfiles, temporary and non-Markdown files, and its own writes."""
    from ebbing.vault.watch import watch

    def on_error(error: Exception) -> None:
        err.print(f"error: {error} (still watching)", markup=False)

    with reported(as_json):
        svc = service(home, namespace, agent, create=True)
        def on_report(report: Any) -> None:
            print_sync(report, as_json, quiet=True)

        try:
            watch(svc, vault, debounce_s=debounce, settle_s=settle, polling=polling,
                  on_report=on_report, on_error=on_error)
        except KeyboardInterrupt:
            err.print("stopped watching")


vault_app.command("init")(init)
vault_app.command("sync")(sync_cmd)
vault_app.command("watch")(watch_cmd)


def register(app: typer.Typer) -> None:
    app.command()(promote)
    app.add_typer(vault_app, name="vault")

"""`ebbing maintain`: gc, consolidation and promotion in one idempotent pass."""

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
)


def maintain(
    apply: Annotated[bool, typer.Option("--apply", help="Do it (default: dry run).")] = False,
    every_agent: Annotated[
        bool, typer.Option("--all", help="Every agent of every namespace in the home.")
    ] = False,
    vault: Annotated[
        Path | None, typer.Option("--vault", help="The Obsidian vault (default: EBBING_VAULT).")
    ] = None,
    now: NowOpt = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """The daily pass: archive what faded (gc), merge cohesive near-duplicates (consolidate),
    promote what is due into the vault. Each agent's pass holds its store lock; a second run
    changes nothing. `ebbing schedule` prints a cron line or systemd timer that runs it."""
    from ebbing.maintain import agents, maintain, old_layout

    at = parse_time(now, "--now")
    with reported(as_json):
        first = service(home, namespace, agent, create=every_agent)
        targets: list[Any] = [first]
        skipped: list[str] = []
        old: list[str] = []
        if every_agent:
            targets = [service(home, ns, name)
                       for ns, name in agents(first.settings, skipped, old)]
        else:
            old = old_layout(Path(first.settings.home), first.namespace, first.agent)
        for why in skipped:  # an odd folder is reported, and stops no other agent
            err.print(f"skipped {why}", markup=False)
        for line in old:
            err.print(f"old layout: {line}", markup=False)
        reports = [maintain(svc, apply=apply, now=at, vault=vault) for svc in targets]
        if as_json:
            emit_json({"applied": apply, "agents": [r.to_json() for r in reports],
                       "skipped": skipped, "old_layout": old})
            return
        for r in reports:
            verb = "" if apply else " (dry run: --apply to do it)"
            out.print(f"{r.namespace}/{r.agent}: forget {len(r.forgotten)}, merge "
                      f"{len(r.merged)} clusters ({r.review} for review), promote "
                      f"{len(r.promoted)}{verb}", markup=False)


def register(app: typer.Typer) -> None:
    app.command()(maintain)

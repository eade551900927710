"""The consolidate command: merge near-duplicate memories, list look-alikes for review."""

from __future__ import annotations

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


def cluster_json(cluster: Any, applied: bool) -> dict[str, Any]:
    return {
        "id": cluster.id,
        "action": cluster.action,
        "cohesion": cluster.cohesion,
        "round": cluster.round,
        "keep": cluster.survivor,
        "members": [{"id": m.id, "content": m.content, "use_count": m.use_count}
                    for m in cluster.members],
        "memories": list(cluster.memories),
        "applied": applied,
    }


def skipped_json(skipped: Any) -> dict[str, Any]:
    return {"memories": list(skipped.memories), "similarity": skipped.similarity,
            "reason": skipped.reason, "judge": skipped.judge}


def show_cluster(cluster: Any) -> None:
    head = "merge " if cluster.action == "merge" else "review"
    out.print(f"{head} {cluster.id}  cohesion {cluster.cohesion:.3f}  "
              f"{counted(len(cluster.memories), 'memory')}, keep {cluster.survivor}", markup=False)
    for member in cluster.members:
        mark = "*" if member.id == cluster.survivor else " "
        out.print(f"  {mark} {member.id}  {short(member.content, 64)}", markup=False)


def consolidate(
    cluster_ids: Annotated[
        list[str] | None,
        typer.Argument(metavar="[CLUSTER_ID]...",
                       help="Only these clusters (ids from an earlier run), review ones too."),
    ] = None,
    apply: Annotated[
        bool, typer.Option("--apply", help="Merge (default: dry run, nothing is written).")
    ] = False,
    merge_at: Annotated[
        float, typer.Option("--merge-at", min=0.0, max=1.0,
                            help="Cohesion from which clusters merge with --apply.")
    ] = 0.9,
    review_at: Annotated[
        float, typer.Option("--review-at", min=0.0, max=1.0,
                            help="Cohesion from which clusters are listed for review.")
    ] = 0.75,
    now: NowOpt = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Find near-duplicate memories by their embeddings and merge them into one.

    Cohesion is the lowest cosine similarity between two members of a cluster. Clusters of
    cohesion >= 0.9 are merged with --apply; 0.75 to 0.9 are listed for review and merged by
    `ebbing consolidate --apply CLUSTER_ID`. A merge keeps one memory (marked *) with the union
    of tags and entities, the summed uses and the earliest creation; the others are archived
    with a link to it. Look-alikes whose statuses differ, or that the conflict judge finds in
    conflict, are never merged: they are listed as left apart, with why. See
    docs/consolidation.md."""
    from rich.progress import Progress

    from ebbing.consolidate import consolidate as run

    at = parse_time(now, "--now")
    if not 0 < review_at <= merge_at:
        raise typer.BadParameter("needs 0 < --review-at <= --merge-at", param_hint="--review-at")
    with reported(as_json):
        svc = service(home, namespace, agent)
        with Progress(console=err, transient=True, disable=as_json) as bar:
            task = bar.add_task("embedding", total=int(svc.store.alive_rows().size))
            report = run(svc, apply=apply, now=at, cluster_ids=cluster_ids or (),
                         merge_at=merge_at, review_at=review_at,
                         progress=lambda n: bar.advance(task, n))
        if as_json:
            emit_json({
                "applied": report.applied,
                "considered": report.considered,
                "merge_at": report.merge_at,
                "review_at": report.review_at,
                "merge": [cluster_json(c, report.applied) for c in report.merge],
                "review": [cluster_json(c, False) for c in report.review],
                "finished": report.finished,
                "skipped": [skipped_json(s) for s in report.skipped],
            })
            return
        for cluster in [*report.merge, *report.review]:
            show_cluster(cluster)
        for skipped in report.skipped:
            first, second = skipped.memories
            out.print(f"apart  {first} {second}  similarity {skipped.similarity:.3f}: "
                      f"{skipped.reason}", markup=False)
        for original, into in sorted(report.finished.items()):
            out.print(f"finish {original} -> {into} (a merge that was interrupted)",
                      markup=False)
        summary = (f"{counted(len(report.merge), 'cluster')} to merge, {len(report.review)} to "
                   f"review among {counted(report.considered, 'memory')}")
        if report.applied:
            err.print(f"merged {counted(len(report.merge), 'cluster')}; {len(report.review)} left "
                      "to review (ebbing consolidate --apply CLUSTER_ID)")
        else:
            err.print(f"dry run: {summary}; add --apply to merge"
                      + (", or --apply CLUSTER_ID for one" if report.review else ""))


def register(app: typer.Typer) -> None:
    app.command()(consolidate)

"""Commands over the whole store: review, stats, gc, compact."""

from __future__ import annotations

from typing import Annotated

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
    parse_time,
    reported,
    service,
    short,
)
from ebbing.cli.counts import counted


def review(
    limit: Annotated[int, typer.Option("--limit", help="At most this many.", min=1)] = 20,
    now: NowOpt = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """List memories due for reinforcement: fading through the danger zone, most urgent first.

    Reinforce one with `ebbing touch ID --review`."""
    at = parse_time(now, "--now")
    with reported(as_json):
        due = service(home, namespace, agent).review(at, limit)
        for item in due:
            if as_json:
                record = memory_json(item.memory, item.score)
                record["priority"] = round(item.priority, 6)
                emit_json(record)
            else:
                out.print(
                    f"{item.memory.id}  score {item.score:.3f}  priority "
                    f"{item.priority:.2f}  {short(item.memory.content, 60)}",
                    markup=False,
                )
        if not due and not as_json:
            err.print("nothing is due for review")


def stats(
    now: NowOpt = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Counts by status and lifecycle, a histogram of scores, and file sizes."""
    at = parse_time(now, "--now")
    with reported(as_json):
        data = service(home, namespace, agent).stats(at)
        if as_json:
            emit_json(data)
            return
        out.print(f"{data['namespace']}/{data['agent']}  ({data['folder']})", markup=False)
        out.print(
            f"memories {data['memories']}  relations {data['relations']}  "
            f"deleted (until compaction) {data['deleted']}",
            markup=False,
        )
        out.print("status     " + "  ".join(f"{k} {v}" for k, v in data["by_status"].items()))
        out.print("lifecycle  " + "  ".join(f"{k} {v}" for k, v in data["by_lifecycle"].items()))
        out.print("scores")
        for bucket in data["score_histogram"]:
            upper = "…" if bucket["to"] is None else f"{bucket['to']:.2f}"
            out.print(f"  {bucket['from']:.2f}-{upper:<5} {bucket['count']}", markup=False)
        out.print("files")
        for name, size in data["files"].items():
            out.print(f"  {name:<18} {size:>12,d} bytes", markup=False)


def gc(
    apply: Annotated[
        bool, typer.Option("--apply", help="Archive them (default: dry run).")
    ] = False,
    hard: Annotated[bool, typer.Option("--hard", help="With --apply: delete instead.")] = False,
    now: NowOpt = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Find active memories whose score fell under the forget threshold (EBBING_FORGET_THRESHOLD).

    A dry run lists them; --apply archives them; --apply --hard deletes them."""
    at = parse_time(now, "--now")
    with reported(as_json):
        report = service(home, namespace, agent).gc(at, apply=apply, hard=hard)
        verb = {"archive": "archived", "delete": "deleted"}[report.action]
        if as_json:
            emit_json(
                {
                    "threshold": report.threshold,
                    "action": report.action,
                    "applied": report.applied,
                    "count": len(report.candidates),
                    "memories": [memory_json(c.memory, c.score) for c in report.candidates],
                }
            )
            return
        for item in report.candidates:
            out.print(
                f"{item.memory.id}  score {item.score:.4f}  {short(item.memory.content, 60)}",
                markup=False,
            )
        count = len(report.candidates)
        if report.applied:
            err.print(f"{verb} {counted(count, 'memory')} under {report.threshold}")
        else:
            err.print(
                f"dry run: {counted(count, 'memory')} under {report.threshold} would be "
                f"{verb}; add --apply{' --hard' if hard else ''} to do it"
            )


def compact(
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Rewrite the logs as one line per live memory (folding touches, dropping deletions)."""
    with reported(as_json):
        from ebbing.words import compacted  # the word index is rebuilt here, not by a remember

        svc = service(home, namespace, agent)
        report = compacted(svc, svc.compact())
        data = {
            "changed": report.changed,
            "lines_before": report.lines_before,
            "lines_after": report.lines_after,
            "bytes_before": report.bytes_before,
            "bytes_after": report.bytes_after,
        }
        if as_json:
            emit_json(data)
        elif report.changed:
            out.print(
                f"compacted: {report.lines_before} -> {counted(report.lines_after, 'line')}, "
                f"{report.bytes_before:,} -> {report.bytes_after:,} bytes",
                markup=False,
            )
        else:
            out.print("already compact: nothing changed", markup=False)


def register(app: typer.Typer) -> None:
    app.command()(review)
    app.command()(stats)
    app.command()(gc)
    app.command()(compact)

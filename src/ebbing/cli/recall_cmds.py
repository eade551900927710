"""Commands that bring memories back: search, recall, reindex."""

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
    memory_json,
    out,
    parse_time,
    reported,
    service,
    short,
)

CharacterOpt = Annotated[
    str | None, typer.Option("--character", "-c", help="Favour what this speaker said or is about.")
]


def search(
    query: Annotated[str, typer.Argument(help="What to look for (a question works).")],
    top: Annotated[int, typer.Option("--top", help="How many results.", min=1)] = 10,
    tag: Annotated[
        list[str] | None, typer.Option("--tag", "-t", metavar="TAG", help="Only with this tag.")
    ] = None,
    status: Annotated[
        list[str] | None,
        typer.Option("--status", metavar="STATUS", help="Only with this status (repeatable)."),
    ] = None,
    since: Annotated[
        str | None, typer.Option("--since", help="Happened at or after (ISO).")
    ] = None,
    until: Annotated[str | None, typer.Option("--until", help="Happened before (ISO).")] = None,
    archived: Annotated[
        bool, typer.Option("--archived", help="Include archived memories.")
    ] = False,
    character: CharacterOpt = None,
    now: NowOpt = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Ranked memories with their scores and why they matched (lexical, semantic, decay, review).

    Searching does not reinforce what it finds; `recall` does."""
    from ebbing.models import Status

    try:
        statuses = tuple(Status(s) for s in status or [])
    except ValueError as error:
        raise typer.BadParameter(str(error), param_hint="--status") from None
    at = parse_time(now, "--now")
    after, before = parse_time(since, "--since"), parse_time(until, "--until")
    with reported(as_json):
        svc = service(home, namespace, agent)
        hits = svc.search(
            query,
            top=top,
            now=at,
            character=character,
            tags=tuple(tag or ()),
            statuses=statuses,
            since=after,
            until=before,
            include_archived=archived,
        )
        for hit in hits:
            if as_json:
                record = memory_json(hit.memory, hit.decay)
                record["rank_score"] = round(hit.score, 6)
                record["why"] = hit.why
                emit_json(record)
            else:
                out.print(
                    f"{hit.memory.id}  {hit.score:.3f}  {short(hit.memory.content, 64)}"
                    f"  {describe(hit.why)}",
                    markup=False,
                )
        if not hits and not as_json:
            err.print("nothing matches")


def describe(why: dict[str, Any]) -> str:
    parts = []
    if why.get("lexical_rank"):
        parts.append(f"lexical #{why['lexical_rank']}")
    if why.get("semantic_rank"):
        parts.append(f"semantic #{why['semantic_rank']}")
    parts.append(f"decay {why.get('decay', 0):.2f}")
    if why.get("review"):
        parts.append("review")
    return "(" + ", ".join(parts) + ")"


def recall(
    query: Annotated[str, typer.Argument(help="The conversation's latest message.")],
    character: CharacterOpt = None,
    deep: Annotated[bool, typer.Option("--deep/--shallow", help="More or fewer memories.")] = True,
    detailed: Annotated[
        bool, typer.Option("--detailed", help="With --json: memorySummaryList.")
    ] = False,
    no_touch: Annotated[
        bool, typer.Option("--no-touch", help="Do not reinforce what is recalled.")
    ] = False,
    now: NowOpt = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """The conversational call (MemNetAI's recall): prints memoryPrompt, a block ready to
    append to a system prompt. Recalled memories are reinforced unless --no-touch."""
    at = parse_time(now, "--now")
    with reported(as_json):
        svc = service(home, namespace, agent)
        data = svc.recall(
            query,
            character=character,
            deep=deep,
            detailed=detailed,
            now=at,
            touch=False if no_touch else None,
        )
        if as_json:
            emit_json(data)
        elif data["memoryPrompt"]:
            out.print(data["memoryPrompt"], markup=False)
        else:
            err.print("no memory matches")


def reindex(
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Build the search indexes again from the memories (saved in .cache/search/), embedding
    every memory that has no cached vector yet."""
    from rich.progress import Progress

    with reported(as_json):
        svc = service(home, namespace, agent)
        total = int(svc.store.alive_rows().size)
        with Progress(console=err, transient=True, disable=as_json) as bar:
            task = bar.add_task("embedding", total=total)
            count = svc.engine.rebuild(progress=lambda n: bar.advance(task, n))
        if as_json:
            emit_json({"indexed": count, "memories": total})
        else:
            out.print(f"indexed {count} memories", markup=False)


def register(app: typer.Typer) -> None:
    app.command()(search)
    app.command()(recall)
    app.command()(reindex)

"""Commands that bring memories back: search, recall, reindex."""

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
from ebbing.cli.progress import export_progress

AssociateOpt = Annotated[
    bool,
    typer.Option("--associate/--no-associate",
                 help="Associative thinking: bring in memories about related entities."),
]
CharacterOpt = Annotated[
    str | None, typer.Option("--character", "-c", help="Favour what this speaker said or is about.")
]
NoDaemonOpt = Annotated[
    bool,
    typer.Option("--no-daemon", help="Run in this process even when `ebbing serve` runs "
                                      "[env EBBING_DAEMON=false]."),
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
    associate: AssociateOpt = True,
    no_derived: Annotated[bool, typer.Option(
        "--no-derived", help="Leave out derived memories (thoughts and dreams).")] = False,
    now: NowOpt = None,
    no_daemon: NoDaemonOpt = False,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Ranked memories with their scores and why they matched (lexical, semantic, decay, review).

    Searching does not reinforce what it finds; `recall` does. The vault's own notes about
    the query follow the memories, marked `note` (indexed by `ebbing vault sync`)."""
    from ebbing.models import Status

    try:
        statuses = tuple(Status(s) for s in status or [])
    except ValueError as error:
        raise typer.BadParameter(str(error), param_hint="--status") from None
    at = parse_time(now, "--now")
    after, before = parse_time(since, "--since"), parse_time(until, "--until")
    with reported(as_json):
        from ebbing.server.schema import SearchRequest

        request = SearchRequest(
            query=query, top=top, character=character, tags=tag or [], statuses=statuses,
            since=after, until=before, includeArchived=archived, now=at,
            namespace=namespace, memoryAgentName=agent, associate=associate,
            isExcludingDerived=no_derived,
        )
        with export_progress(as_json):
            found = answer(request, home, no_daemon)
        hits, notes = found["hits"], found.get("notes", [])
        for hit in hits:
            memory = hit["memory"]
            if as_json:
                record = memory | {"score": round(hit["decay"], 6)}
                record["rank_score"] = round(hit["score"], 6)
                record["why"] = hit["why"]
                emit_json(record)
            else:
                out.print(
                    f"{memory['id']}  {hit['score']:.3f}  {short(memory['content'], 64)}"
                    f"  {describe(hit['why'])}",
                    markup=False,
                )
        for note in notes:  # the vault's own notes, after the memories
            if as_json:
                emit_json({"id": f"note:{note['path']}"} | note)
            else:
                out.print(f"note  {note['score']:.3f}  {note['path']}: "
                          f"{short(' '.join(note['excerpt'].split()), 64)}", markup=False)
        if not hits and not notes and not as_json:
            err.print("nothing relevant matches")


def answer(request: Any, home: Path | None, no_daemon: bool) -> Any:
    """The call's data: from the home's daemon (`ebbing serve`) when it runs, else computed
    in this process; the same bytes are printed either way. The agent must exist (a read
    never creates one)."""
    from ebbing.backend import local_copy
    from ebbing.config import load_settings
    from ebbing.names import check_name
    from ebbing.server.calls import target
    from ebbing.server.client import run
    from ebbing.store.agents import require_agent

    settings = load_settings(home=home)
    namespace, agent = target(request, settings)
    key = check_name("namespace", namespace), check_name("agent", agent)
    local_copy(settings, *key)
    require_agent(settings.home, *key)
    return run(request, settings, use_daemon=not no_daemon)


def describe(why: dict[str, Any]) -> str:
    parts = []
    if why.get("lexical_rank"):
        parts.append(f"lexical #{why['lexical_rank']}")
    if why.get("semantic_rank"):
        parts.append(f"semantic #{why['semantic_rank']}")
    parts.append(f"decay {why.get('decay', 0):.2f}")
    if why.get("review"):
        parts.append("review")
    if why.get("cleared_by"):
        parts.append(f"cleared the floor {why['floor']} by {why['cleared_by']}")
    if why.get("associated"):
        parts.append("associated: " + ", ".join(why["associated"]["entities"]))
    return "(" + ", ".join(parts) + ")"


def one_depth(depth: int | None, deep: bool, shallow: bool) -> int:
    """The recall depth from --depth N and its aliases --deep (1) and --shallow (0); two
    that disagree are a usage error."""
    chosen = {name: value for name, value in
              (("--depth", depth), ("--deep", 1 if deep else None),
               ("--shallow", 0 if shallow else None)) if value is not None}
    if len(set(chosen.values())) > 1:
        raise typer.BadParameter(f"{' and '.join(chosen)} ask for different depths; give one",
                                 param_hint="--depth")
    return next(iter(chosen.values()), 1)


def recall(
    query: Annotated[str, typer.Argument(help="The conversation's latest message.")],
    character: CharacterOpt = None,
    depth: Annotated[int | None, typer.Option(
        "--depth", min=0, metavar="N",
        help="Recall depth (MemNetAI's recallDeep): 0 up to 5 memories and one hop of "
             "association, 1 (default) up to 10 and two hops, each step above 10 more (at "
             "most 50).")] = None,
    deep: Annotated[bool, typer.Option("--deep", help="The same as --depth 1.")] = False,
    shallow: Annotated[bool, typer.Option("--shallow", help="The same as --depth 0.")] = False,
    associate: AssociateOpt = True,
    detailed: Annotated[
        bool, typer.Option("--detailed", help="Also list each recalled memory: id, score, "
                                              "status (with --json: memorySummaryList).")
    ] = False,
    no_touch: Annotated[
        bool, typer.Option("--no-touch", help="Do not reinforce what is recalled.")
    ] = False,
    no_derived: Annotated[bool, typer.Option(
        "--no-derived", help="Leave out derived memories (thoughts and dreams).")] = False,
    include_linked_new: Annotated[
        bool, typer.Option("--include-linked-new",
                           help="After a memory no longer valid, add the whole chain of "
                                "memories that replaced it (isIncludeLinkedNewMemoriesFrom"
                                "Invalid); what holds now comes ahead of it always.")
    ] = False,
    common_sense: Annotated[
        bool, typer.Option("--common-sense/--no-common-sense", help="Use common sense at all.")
    ] = True,
    global_common_sense: Annotated[
        bool, typer.Option("--global-common-sense/--no-global-common-sense",
                           help="Use the namespace's global libraries.")
    ] = True,
    agent_common_sense: Annotated[
        bool, typer.Option("--agent-common-sense/--no-agent-common-sense",
                           help="Use the agent's own libraries.")
    ] = False,
    common_sense_id: Annotated[
        list[str] | None,
        typer.Option("--common-sense-id", metavar="NAME",
                     help="Also use this library, for this recall only (repeatable)."),
    ] = None,
    now: NowOpt = None,
    no_daemon: NoDaemonOpt = False,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """The conversational call (MemNetAI's recall): prints memoryPrompt, a block ready to
    append to a system prompt. Recalled memories are reinforced unless --no-touch; common sense
    from the chosen libraries comes in its own section and is never changed."""
    at = parse_time(now, "--now")
    recall_deep = one_depth(depth, deep, shallow)
    with reported(as_json):
        from ebbing.server.schema import RecallRequest

        request = RecallRequest(
            query=query, character=character, recallDeep=recall_deep,
            isReturningDetailedMemoryInfo=detailed, isTouching=False if no_touch else None,
            now=at, namespace=namespace, memoryAgentName=agent,
            isIncludeLinkedNewMemoriesFromInvalid=include_linked_new,
            isUsingAssociativeThinking=associate, isUsingCommonSenseDatabase=common_sense,
            isUsingGlobalCommonSenseDatabase=global_common_sense,
            isUsingMemoryAgentCommonSenseDatabase=agent_common_sense,
            commonSenseDatabaseIdList=list(common_sense_id or ()),
            isExcludingDerived=no_derived,
        )
        with export_progress(as_json):
            data = answer(request, home, no_daemon)
        if as_json:
            emit_json(data)
        else:
            out.print(data["memoryPrompt"], markup=False)
            for item in data.get("memorySummaryList", []) if detailed else []:
                out.print(f"  {item['memorySummaryId']}  score {item['score']:.3f}  "
                          f"impression {item['maxImpression']:.3f}  {item['memoryStatus']}  "
                          f"{item['memorySummaryText'][:80]}", markup=False)


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
            out.print(f"indexed {counted(count, 'memory')}", markup=False)


def register(app: typer.Typer) -> None:
    app.command()(search)
    app.command()(recall)
    app.command()(reindex)

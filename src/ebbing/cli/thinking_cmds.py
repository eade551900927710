"""Commands of thinking and dreaming: think [SUBJECT], dream [SUBJECT], activity."""

from __future__ import annotations

from datetime import UTC, datetime
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

SubjectArg = Annotated[str | None, typer.Argument(
    help="What to think or dream about; without it, a theme drawn from history.")]


def _show(data: dict[str, Any], as_json: bool) -> None:
    if as_json:
        emit_json(data)
        return
    out.print(data["tip"], markup=False)
    for memory in data["memories"]:
        out.print(f"  {memory['id']}  {memory['content']}", markup=False)
    if data.get("note"):
        err.print(data["note"], markup=False)


def think(
    subject: SubjectArg = None,
    rounds: Annotated[int | None, typer.Option(
        "--rounds", min=1, max=10,
        help="Rounds of recall and association (default EBBING_THINK_ROUNDS, 3).")] = None,
    seed: Annotated[int | None, typer.Option(
        "--seed", help="Draw the theme reproducibly (only without SUBJECT).")] = None,
    now: NowOpt = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Think: recall on a theme, spread through the entity graph, recall again on what was
    reached, and write a thought (a derived memory, source `thinking`, tag `thought`) that
    states what links the memories it drew on and cites their ids. Offline by default; with
    EBBING_THINK_WRITER=llm the LLM writes it and its citations are checked. Makes the agent
    active again."""
    from ebbing.thinking import think as run
    from ebbing.thinking import user_call

    at = parse_time(now, "--now") or datetime.now(UTC)
    with reported(as_json):
        svc = service(home, namespace, agent)
        user_call(svc, at)
        _show(run(svc, subject, rounds=rounds, seed=seed, now=at).data(), as_json)


def dream(
    subject: SubjectArg = None,
    now: NowOpt = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Dream: over recent and fading memories (or those recalled on SUBJECT), group them,
    profile the entities named most, bridge groups that share an entity, and write or revise
    derived memories (source `dreaming`, tag `dream`) citing what they were made from. A
    dream is no use of what it draws on: nothing is reinforced, archived or changed. Makes
    the agent active again."""
    from ebbing.thinking import dream as run
    from ebbing.thinking import user_call

    at = parse_time(now, "--now") or datetime.now(UTC)
    with reported(as_json):
        svc = service(home, namespace, agent)
        user_call(svc, at)
        _show(run(svc, subject, now=at).data(), as_json)


def activity(
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """The memory active status: active or inactive, the automatic thoughts and dreams done
    in the current active period against their limits (EBBING_AUTO_THOUGHTS,
    EBBING_AUTO_DREAMS), and the last call by a person."""
    from ebbing.thinking.activity import report

    with reported(as_json):
        data = report(service(home, namespace, agent))
        if as_json:
            emit_json(data)
            return
        limits = data["limits"]
        out.print(f"{data['namespace']}/{data['agent']}: "
                  f"{'active' if data['active'] else 'inactive'}; automatic thoughts "
                  f"{data['automatic_thoughts']}/{limits['thoughts']}, dreams "
                  f"{data['automatic_dreams']}/{limits['dreams']}; last user call "
                  f"{data['last_user_call'] or 'never'}", markup=False)


def register(app: typer.Typer) -> None:
    app.command()(think)
    app.command()(dream)
    app.command()(activity)

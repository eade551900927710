"""Commands over the associative graph: entities, graph ENTITY, alias."""

from __future__ import annotations

from datetime import UTC, datetime
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
    out,
    parse_time,
    reported,
    service,
    short,
)
from ebbing.cli.counts import counted


def entities(
    top: Annotated[int, typer.Option("--top", help="How many entities (0: all).", min=0)] = 50,
    now: NowOpt = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """The people, places and things the memories mention, most mentioned first: explicit
    entities, tags, speakers and what the offline extractor finds (names, noun phrases)."""
    from ebbing.graph.views import entities as listing

    at = parse_time(now, "--now") or datetime.now(UTC)
    with reported(as_json):
        found = listing(service(home, namespace, agent), at, top or None)
        for item in found:
            if as_json:
                emit_json(item)
            else:
                also = f"  (also: {', '.join(item['aliases'])})" if item["aliases"] else ""
                out.print(f"{item['name']}  {_count(item['memories'])}  impression "
                          f"{item['impression']:.3f}{also}", markup=False)
        if not found and not as_json:
            err.print("no entities yet")


def graph(
    entity: Annotated[str, typer.Argument(help="An entity's name, any spelling or alias.")],
    top: Annotated[int, typer.Option("--top", help="How many related entities.", min=1)] = 20,
    now: NowOpt = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """An entity's neighbourhood: the entities that share memories with it (with the relation
    read between them and its impression, which grows with repetition and fades with the
    memories), and its latest memories."""
    from ebbing.graph.views import neighbourhood

    at = parse_time(now, "--now") or datetime.now(UTC)
    with reported(as_json):
        data = neighbourhood(service(home, namespace, agent), entity, at, top=top)
        if as_json:
            emit_json(data)
            return
        out.print(f"{data['name']}: {_count(data['memories'])}, impression "
                  f"{data['impression']:.3f}", markup=False)
        for item in data["related"]:
            labels = ", ".join(r["relation"] for r in item["relation"])
            out.print(f"  - {item['name']}  [{labels}]  {_count(item['memories'])}, "
                      f"impression {item['impression']:.3f}", markup=False)
        for memory in data["recent"]:
            out.print(f"  {memory['id']}  {short(memory['content'], 70)}", markup=False)


def alias(
    name: Annotated[str, typer.Argument(help="Another name (e.g. a nickname).")],
    entity: Annotated[
        str | None, typer.Argument(help="The entity it names; omit with --remove.")
    ] = None,
    remove: Annotated[bool, typer.Option("--remove", help="Forget this alias.")] = False,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Make NAME another name of ENTITY in the graph (stored in graph.jsonl)."""
    from ebbing.errors import InvalidInput
    from ebbing.graph.aliases import set_alias

    with reported(as_json):
        if (entity is None) != remove:
            raise InvalidInput("give NAME and ENTITY, or NAME with --remove")
        svc = service(home, namespace, agent)
        set_alias(svc.store, name, entity)
        if as_json:
            emit_json({"alias": name, "entity": entity})
        else:
            out.print(f"{name} -> {entity}" if entity else f"{name}: alias removed",
                      markup=False)


def register(app: typer.Typer) -> None:
    app.command()(entities)
    app.command()(graph)
    app.command()(alias)


def _count(memories: int) -> str:
    return counted(memories, "memory")

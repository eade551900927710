"""`ebbing wm query|read|housekeep|relations ...`: the reads and the housekeeping."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated

import typer

from ebbing.cli.common import HomeOpt, JsonOpt
from ebbing.cli.wm_cmds import (
    AnchorOpt,
    ApplyOpt,
    DepthOpt,
    MaxRowsOpt,
    MemAgentOpt,
    MemNsOpt,
    SessionOpt,
    run,
    session_of,
)

TagOpt = Annotated[str | None, typer.Option("--tag", help="Only rows of this tag.")]
IdOpt = Annotated[str | None, typer.Option("--id", help="The row's id.")]


def query_warm(anchor: AnchorOpt = None, depth: DepthOpt = 2, max_rows: MaxRowsOpt = 50,
               recall: Annotated[int, typer.Option(
                   "--recall", min=0, help="Also the N long-term memories most relevant to "
                                           "the anchor (@MEM rows).")] = 0,
               namespace: MemNsOpt = None, memory_agent: MemAgentOpt = None,
               session: SessionOpt = None, home: HomeOpt = None,
               as_json: JsonOpt = False) -> None:
    """The turn's read: LAW rows and the live slice around --anchor (recyclable rows
    hidden)."""
    run("query warm", {"session": session_of(session), "anchor": anchor, "depth": depth,
                       "max_rows": max_rows, "recall": recall, "namespace": namespace,
                       "memory_agent": memory_agent}, home, as_json)


def query_context(anchor: AnchorOpt = None, depth: DepthOpt = 2, max_rows: MaxRowsOpt = 50,
                  active_only: Annotated[bool, typer.Option(
                      "--active-only", help="Hide recyclable rows.")] = False,
                  session: SessionOpt = None, home: HomeOpt = None,
                  as_json: JsonOpt = False) -> None:
    """Everything around the anchor (default: the row written last), recyclable rows with
    @WRN: stale_in_context."""
    run("query context", {"session": session_of(session), "anchor": anchor, "depth": depth,
                          "max_rows": max_rows, "active_only": active_only}, home, as_json)


def query_neighbors(node: Annotated[str, typer.Argument(help="The node's id.")],
                    depth: DepthOpt = 1, session: SessionOpt = None, home: HomeOpt = None,
                    as_json: JsonOpt = False) -> None:
    """The node, the nodes within --depth edges, and those edges."""
    run("query neighbors", {"session": session_of(session), "node": node, "depth": depth},
        home, as_json)


def query_path(source: Annotated[str, typer.Argument(help="From this node.")],
               target: Annotated[str, typer.Argument(help="To this node.")],
               session: SessionOpt = None, home: HomeOpt = None,
               as_json: JsonOpt = False) -> None:
    """The shortest directed path: its nodes, then its edges."""
    run("query path", {"session": session_of(session), "source": source, "target": target},
        home, as_json)


def query_walk(anchor: AnchorOpt = None, depth: DepthOpt = 2, max_rows: MaxRowsOpt = 50,
               session: SessionOpt = None, home: HomeOpt = None,
               as_json: JsonOpt = False) -> None:
    """Live hops from the anchor: @WALK: src -[relation]-> dst."""
    run("query walk", {"session": session_of(session), "anchor": anchor, "depth": depth,
                       "max_rows": max_rows}, home, as_json)


def read_list(tag: TagOpt = None,
              active_only: Annotated[bool, typer.Option(
                  "--active-only", help="Hide recyclable rows.")] = False,
              where: Annotated[list[str] | None, typer.Option(
                  "--where", help="field=value; * and ? wildcards; repeat for AND.")] = None,
              session: SessionOpt = None, home: HomeOpt = None,
              as_json: JsonOpt = False) -> None:
    """Rows sorted by id."""
    run("read list", {"session": session_of(session), "tag": tag, "active_only": active_only,
                      "where": where or []}, home, as_json)


def read_get(record_id: IdOpt = None, tag: TagOpt = None, session: SessionOpt = None,
             home: HomeOpt = None, as_json: JsonOpt = False) -> None:
    """One row by id."""
    run("read get", {"session": session_of(session), "id": record_id, "tag": tag}, home,
        as_json)


def relations_list(session: SessionOpt = None, home: HomeOpt = None,
                   as_json: JsonOpt = False) -> None:
    """The relations EDG rows may use (@REL: name)."""
    run("relations list", {"session": session_of(session)}, home, as_json)


def _simple(verb: str, doc: str) -> Callable[..., None]:
    def command(session: SessionOpt = None, home: HomeOpt = None,
                as_json: JsonOpt = False) -> None:
        run(verb, {"session": session_of(session)}, home, as_json)

    command.__doc__ = doc
    return command


def housekeep_orphans(tag: TagOpt = None,
                      include_tags: Annotated[str | None, typer.Option(
                          "--include-tags", help="Exempt tags to count too (A,B).")] = None,
                      session: SessionOpt = None, home: HomeOpt = None,
                      as_json: JsonOpt = False) -> None:
    """Nodes no edge touches (LAW, CFG, SYS, PLR exempt)."""
    run("housekeep orphans", {"session": session_of(session), "tag": tag,
                              "include_tags": include_tags}, home, as_json)


def _prune(kind: str, doc: str) -> Callable[..., None]:
    def command(apply: ApplyOpt = False, session: SessionOpt = None, home: HomeOpt = None,
                as_json: JsonOpt = False) -> None:
        run(f"housekeep prune {kind}", {"session": session_of(session), "apply": apply},
            home, as_json)

    command.__doc__ = doc
    return command


def prune_orphans(apply: ApplyOpt = False, tag: TagOpt = None, session: SessionOpt = None,
                  home: HomeOpt = None, as_json: JsonOpt = False) -> None:
    """Orphan nodes: list, or delete with --apply."""
    run("housekeep prune orphans", {"session": session_of(session), "apply": apply,
                                    "tag": tag}, home, as_json)


def register(query: typer.Typer, read: typer.Typer, housekeep: typer.Typer,
             prune: typer.Typer, relations: typer.Typer) -> None:
    query.command("warm")(query_warm)
    query.command("context")(query_context)
    query.command("neighbors")(query_neighbors)
    query.command("neighbours", help="Same as neighbors.")(query_neighbors)
    query.command("path")(query_path)
    query.command("walk")(query_walk)
    read.command("list")(read_list)
    read.command("get")(read_get)
    relations.command("list")(relations_list)
    housekeep.command("stats")(_simple("housekeep stats", "Counts: rows, edges, relations, "
                                       "orphans, dangling, recyclable (@STAT)."))
    housekeep.command("stale")(_simple("housekeep stale", "Recyclable, dangling and orphan "
                                       "rows."))
    housekeep.command("orphans")(housekeep_orphans)
    housekeep.command("dangling")(_simple("housekeep dangling", "Edges with an end that is "
                                          "no node."))
    housekeep.command("recyclable")(_simple("housekeep recyclable", "Rows of settled or "
                                            "expired missions (delete_on_*)."))
    prune.command("stale")(_prune("stale", "Stale rows: list, or delete with --apply."))
    prune.command("orphans")(prune_orphans)
    prune.command("dangling")(_prune("dangling", "Dangling edges: list, or delete with "
                                     "--apply."))
    prune.command("recyclable")(_prune("recyclable", "Recyclable rows: list, or delete with "
                                       "--apply."))

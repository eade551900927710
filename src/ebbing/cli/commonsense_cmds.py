"""`ebbing commonsense ...`: libraries of background knowledge used by recall."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ebbing.cli.common import (
    AgentOpt,
    HomeOpt,
    JsonOpt,
    NamespaceOpt,
    emit_json,
    err,
    out,
    read_text,
    reported,
    service,
    short,
)
from ebbing.cli.counts import counted

app = typer.Typer(
    name="commonsense",
    help="Common-sense libraries: background knowledge recalled beside memories, never fading.",
    no_args_is_help=True,
    rich_markup_mode=None,
)

NameArg = Annotated[str, typer.Argument(help="The library's name (also its id).")]


@app.command()
def create(
    name: NameArg,
    own: Annotated[
        bool,
        typer.Option("--own",
                     help="Make it the agent's own library (default: a global library, seen "
                          "by every agent of the home)."),
    ] = False,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Create an empty library: global, or with --own the agent's own (--agent chooses the
    agent, as everywhere)."""
    from ebbing.commonsense.library import create as create_library

    if agent is not None and not own:
        raise typer.BadParameter(
            "--agent only names the agent; add --own to make the library that agent's own "
            "(without --own a library is global)", param_hint="--agent")
    with reported(as_json):
        lib = create_library(service(home, namespace, agent, create=True), name,
                             agent_library=own)
        if as_json:
            emit_json(lib.describe())
        else:
            out.print(f"created {lib.scope} library {lib.name}", markup=False)
            if lib.scope == "agent":
                err.print("recall reads agent libraries with --agent-common-sense "
                          "(or --common-sense-id NAME)")


@app.command()
def add(
    name: NameArg,
    text: Annotated[str | None, typer.Argument(help="The text (default: standard input).")] = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Add one entry to a library (the same text twice is stored once)."""
    from ebbing.commonsense.library import add as add_entry
    from ebbing.commonsense.library import entry_json, find

    body = read_text(text)
    with reported(as_json):
        svc = service(home, namespace, agent, create=True)
        lib = find(svc, name)
        entry, added = add_entry(svc, lib, body)
        if as_json:
            emit_json(entry_json(lib, entry) | {"added": added})
        else:
            out.print(entry.id, markup=False)
            if not added:
                err.print("already in the library: nothing added")


@app.command(name="import")
def import_(
    name: NameArg,
    paths: Annotated[
        list[Path], typer.Argument(help="Markdown or text files, or folders holding them.")
    ],
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Import files, chunked on headings and paragraphs; importing a file again brings the
    library in line with it (no duplicates)."""
    from ebbing.commonsense.importing import BadPath, import_files, resolve_files
    from ebbing.commonsense.library import find

    try:
        files = resolve_files(paths)
    except BadPath as error:
        raise typer.BadParameter(str(error), param_hint="PATHS") from None
    with reported(as_json):
        svc = service(home, namespace, agent, create=True)
        report = import_files(svc, find(svc, name), files)
        totals = report.totals()
        if as_json:
            emit_json({"library": report.library, **totals,
                       "files": [vars(f) for f in report.files]})
        else:
            for f in report.files:
                out.print(f"{f.path}: {f.chunks} chunks, {f.added} added, {f.kept} kept, "
                          f"{f.moved} moved, {f.removed} removed", markup=False)


@app.command(name="list")
def list_(
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """The libraries an agent sees: the global ones and its own, with entry counts."""
    from ebbing.commonsense.library import entries, visible

    with reported(as_json):
        svc = service(home, namespace, agent, create=True)
        libraries = visible(svc)
        for lib in libraries:
            count = len(entries(svc, lib))
            if as_json:
                emit_json(lib.describe() | {"entries": count})
            else:
                out.print(f"{lib.name}  {lib.scope}  {counted(count, 'entry')}", markup=False)
        if not libraries and not as_json:
            err.print("no common-sense library (create one with `ebbing commonsense create`)")


@app.command()
def show(
    name: NameArg,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """A library and its entries (text, source file and line, heading path)."""
    from ebbing.commonsense.library import entries, entry_json, find

    with reported(as_json):
        svc = service(home, namespace, agent, create=True)
        lib = find(svc, name)
        listed = [entry_json(lib, e) for e in entries(svc, lib)]
        if as_json:
            emit_json(lib.describe() | {"entries": listed})
            return
        out.print(f"{lib.name}  {lib.scope}  {counted(len(listed), 'entry')}  {lib.folder}",
                  markup=False)
        for e in listed:
            where = f"  ({e['source']}:{e['line']})" if e["source"] else ""
            heading = " > ".join(e["headings"])
            label = f"[{heading}] " if heading else ""
            out.print(f"{e['id']}  {label}{short(e['text'], 64)}{where}", markup=False)


@app.command()
def delete(
    name: NameArg,
    yes: Annotated[bool, typer.Option("--yes", help="Really delete it.")] = False,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Delete a library and its entries; without --yes, only say what would go."""
    from ebbing.commonsense.library import delete as delete_library
    from ebbing.commonsense.library import entries, find
    from ebbing.commonsense.recall import forget_engines

    with reported(as_json):
        svc = service(home, namespace, agent, create=True)
        lib = find(svc, name)
        count = len(entries(svc, lib))
        if yes:
            forget_engines(svc, lib)
            delete_library(svc, lib)
        if as_json:
            emit_json(lib.describe() | {"entries": count, "deleted": yes})
        elif yes:
            out.print(f"deleted {lib.scope} library {lib.name} ({counted(count, 'entry')})",
                      markup=False)
        else:
            out.print(f"would delete {lib.scope} library {lib.name} ({counted(count, 'entry')})",
                      markup=False)
            err.print("run again with --yes to delete it")


def register(root: typer.Typer) -> None:
    root.add_typer(app, name="commonsense")

"""Common-sense libraries: adding an entry, searching them (ebbing.commonsense)."""

from __future__ import annotations

from typing import Annotated, Any

from ebbing.mcpserver.registry import Arg, ToolSpec
from ebbing.service import MemoryService

LibraryArg = Annotated[str, Arg("The library's name (create libraries with `ebbing "
                                "commonsense create`).", "cooking", "house-rules")]


def commonsense_add(
    svc: MemoryService,
    library: LibraryArg,
    text: Annotated[str, Arg("The entry: background knowledge that does not fade.",
                             "Water boils at 100 °C at sea level.")],
) -> dict[str, Any]:
    from ebbing.commonsense.library import add, entry_json, find

    lib = find(svc, library)
    entry, added = add(svc, lib, text)
    return entry_json(lib, entry) | {"added": added}


def commonsense_search(
    svc: MemoryService,
    query: Annotated[str, Arg("What to look for.", "boiling point of water")],
    libraries: Annotated[list[str], Arg(
        "Search only these libraries (names); empty: every library the agent sees, global "
        "and its own.", ["cooking"])] = [],  # noqa: B006 - read only
    top: Annotated[int, Arg("How many entries.", 5, ge=1, le=50)] = 5,
) -> dict[str, Any]:
    from ebbing.commonsense.library import find, visible
    from ebbing.commonsense.recall import listing, search

    chosen = [find(svc, name) for name in libraries] if libraries else visible(svc)
    found = search(svc, chosen, query, top, svc.engine.embedder)
    return {"libraries": [lib.name for lib in chosen], "entries": [listing(h) for h in found]}


TOOLS = [
    ToolSpec(
        name="commonsense_add", title="Add common sense", fn=commonsense_add,
        creates=True, read_only=False, destructive=False, idempotent=True,
        description=(
            "Add one entry to a common-sense library: background knowledge (house rules, "
            "facts about a domain) that recall shows beside memories and that never fades. "
            "Call it for knowledge that is not about a conversation. The same text twice is "
            "stored once. Returns the entry and whether it was added.")),
    ToolSpec(
        name="commonsense_search", title="Search common sense", fn=commonsense_search,
        read_only=True, destructive=False, idempotent=True,
        description=(
            "Search the common-sense libraries (all the agent sees, or the ones named) for "
            "entries relevant to a query. Call it to look up background knowledge without "
            "touching memories. Returns the entries, best first, with library, source and "
            "score.")),
]

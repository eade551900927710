"""Which memory agents a home holds, and opening one for reading without creating it.

A command that only reads (list, recall, stats, ...) must never create a folder: a misspelt
agent name would otherwise leave an empty agent behind and answer "nothing" instead of saying
the name is wrong. `require_agent` is the check every such entry point makes (the CLI, and the
HTTP API through the same function).
"""

from __future__ import annotations

from pathlib import Path

from ebbing.errors import NotFound
from ebbing.names import agent_folder, named_folders

MARKERS = ("ebbing.json", "memories.jsonl")  # what a store folder holds once it exists


def is_store(folder: Path) -> bool:
    """Whether `folder` is a memory agent's store (made by a write, or cloned with git)."""
    return any((folder / name).is_file() for name in MARKERS)


def agents_in(home: Path) -> list[str]:
    """Every `namespace/agent` under `home`, sorted (folders starting with `_` are ebbing's
    own, such as the common-sense libraries, and are left out; so are folders no name
    makes)."""
    home = Path(home).expanduser()
    found = set()
    for namespace, ns_folder in named_folders(home).items():
        for agent, folder in named_folders(home / ns_folder).items():
            if is_store(home / ns_folder / folder):
                found.add(f"{namespace}/{agent}")
    return sorted(found)


def require_agent(home: Path, namespace: str, agent: str) -> None:
    """NotFound, naming the agents that do exist, unless `home/namespace/agent` is a store."""
    if is_store(agent_folder(home, namespace, agent)):
        return
    existing = agents_in(home)
    listing = ", ".join(existing[:20]) + (" ..." if len(existing) > 20 else "")
    there = f"agents here: {listing}" if existing else "this home holds no agent yet"
    raise NotFound(f"no agent {namespace}/{agent} in {home} ({there}); check --namespace and "
                   "--agent (a first `ebbing remember` creates an agent)")

"""What ebbing last wrote into a vault: the base that tells a person's edit from its own.

`<vault>/.ebbing/<namespace>.<agent>.json` holds, per note, its path, the checksum, size and
modification time of the bytes ebbing wrote, and the text and tags it wrote them with. A
note whose bytes still have that checksum was not touched by anyone; one that differs was
edited, and the text and tags it was written with are the base of a three-way merge. A note
in this file that is gone was deleted. Losing the file loses no memory: notes are then
compared with the store directly (the vault's text wins) and missing ones are written again.
"""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import orjson
from filelock import FileLock

from ebbing.store.atomic import atomic_write

STATE_VERSION = 1


@dataclass
class Written:
    """One note as ebbing last wrote it (path relative to the vault, with '/')."""

    path: str
    sha256: str
    size: int
    mtime_ns: int
    view: str = ""  # checksum of what the note was rendered from
    content: str = ""  # memory notes: the text and tags written (the merge base)
    tags: list[str] = field(default_factory=list)
    name: str = ""  # entity notes: the entity's name as shown
    managed: str = ""  # ebbing's sections as written (tells a person's line added in them)


@dataclass
class VaultState:
    notes: dict[str, Written] = field(default_factory=dict)  # by memory id
    entities: dict[str, Written] = field(default_factory=dict)  # by entity key
    changed: bool = False

    def paths(self) -> dict[str, str]:
        """Every known note path (casefolded) -> 'memory:<id>' or 'entity:<key>'."""
        found = {w.path.casefold(): f"memory:{i}" for i, w in self.notes.items()}
        found.update({w.path.casefold(): f"entity:{k}" for k, w in self.entities.items()})
        return found


def state_folder(vault: Path) -> Path:
    return vault / ".ebbing"


def state_path(vault: Path, namespace: str, agent: str) -> Path:
    return state_folder(vault) / f"{namespace}.{agent}.json"


def state_lock(vault: Path, namespace: str, agent: str, timeout: float) -> FileLock:
    """The lock one sync pass holds, so a watcher and a manual sync never interleave."""
    folder = state_folder(vault)
    folder.mkdir(parents=True, exist_ok=True)
    return FileLock(folder / f"{namespace}.{agent}.lock", timeout=timeout)


def _written(data: dict[str, Any]) -> Written:
    known = Written.__dataclass_fields__
    return Written(**{key: value for key, value in data.items() if key in known})


def load_state(vault: Path, namespace: str, agent: str) -> VaultState:
    path = state_path(vault, namespace, agent)
    try:
        data = orjson.loads(path.read_bytes())
    except FileNotFoundError:
        return VaultState()
    except orjson.JSONDecodeError:
        broken = path.with_name(path.name + ".broken")
        os.replace(path, broken)  # keep it for a person to look at; start afresh
        return VaultState(changed=True)
    return VaultState(
        notes={key: _written(value) for key, value in data.get("notes", {}).items()},
        entities={key: _written(value) for key, value in data.get("entities", {}).items()},
    )


def save_state(vault: Path, namespace: str, agent: str, state: VaultState) -> None:
    if not state.changed:
        return
    data = {
        "version": STATE_VERSION,
        "notes": {key: asdict(value) for key, value in sorted(state.notes.items())},
        "entities": {key: asdict(value) for key, value in sorted(state.entities.items())},
    }
    path = state_path(vault, namespace, agent)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, orjson.dumps(data, option=orjson.OPT_SORT_KEYS | orjson.OPT_INDENT_2)
                 + b"\n")
    state.changed = False

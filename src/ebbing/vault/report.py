"""What a sync pass did, for people (text) and programs (JSON)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass
class SyncReport:
    vault: str = ""
    created_vault: bool = False
    written: list[str] = field(default_factory=list)  # notes (re)written
    removed: list[str] = field(default_factory=list)  # notes ebbing removed
    moved: list[dict[str, str]] = field(default_factory=list)  # id, from, to
    edited: list[dict[str, Any]] = field(default_factory=list)  # id, path, fields
    archived: list[dict[str, str]] = field(default_factory=list)  # id, path
    created: list[dict[str, str]] = field(default_factory=list)  # id, path (from the Inbox)
    conflicts: list[dict[str, str]] = field(default_factory=list)  # id, path, field
    problems: list[dict[str, str]] = field(default_factory=list)  # path, message
    waiting: list[str] = field(default_factory=list)  # Inbox notes not taken yet
    notes: int = 0  # the vault's own notes (a person's) indexed for search (vault/notes.py)
    notes_read: int = 0  # of them, read again this pass (new or edited)
    # (inode, offset) of the memory log as far as the notes written reflect it
    log_seen: tuple[int, int] | None = field(default=None, repr=False)

    def problem(self, path: str, message: str) -> None:
        self.problems.append({"path": path, "message": message})

    def conflict(self, memory_id: str, path: str, part: str) -> None:
        self.conflicts.append({"id": memory_id, "path": path, "field": part,
                               "resolution": "the vault's version won"})

    @property
    def changed(self) -> bool:
        return bool(self.written or self.removed or self.moved or self.edited or self.archived
                    or self.created)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("log_seen")
        return data

    def lines(self) -> list[str]:
        """Human-readable lines, one per thing that happened."""
        out = []
        if self.created_vault:
            out.append(f"created a new vault at {self.vault}")
        out += [f"edited {e['id']} from {e['path']} ({', '.join(e['fields'])})"
                for e in self.edited]
        out += [f"archived {a['id']}: its note {a['path']} was deleted" for a in self.archived]
        out += [f"new memory {c['id']} from {c['path']}" for c in self.created]
        out += [f"moved {m['from']} -> {m['to']}" for m in self.moved]
        out += [f"wrote {path}" for path in self.written]
        out += [f"removed {path}" for path in self.removed]
        out += [f"conflict in {c['path']} ({c['field']}): {c['resolution']}"
                for c in self.conflicts]
        return out

"""A session saved to a file on request, in MemNet's snapshot format (`# memnet-snapshot-v1`,
the map, the relations, the rows in write order), so a file saved by either loads in both."""

from __future__ import annotations

from dataclasses import dataclass

from ebbing.wm.registry import Session, stamp
from ebbing.wm.tagmap import TagMap, load_saved_map
from ebbing.wm.wire import WireError

MAGIC = "# memnet-snapshot-v1"
SECTIONS = ("# map", "# relations", "# records")


def render(session: Session) -> str:
    modified = session.modified_at or "-"
    lines = [
        MAGIC,
        f"@SNAP: 1|{session.id}|{stamp(session.created_at)}|{stamp(session.expires_at)}|"
        f"{session.ttl_minutes}|{'1' if session.has_writes else '0'}|{modified}",
        "# map", *session.tags.lines(),
        "# relations", *(f"@REL: {r}" for r in sorted(session.relations)),
        "# records", *(session.tags.render(row) for row in session.graph.rows.values()),
    ]
    return "\n".join(lines) + "\n"


@dataclass
class Saved:
    session_id: str
    ttl_minutes: int
    has_writes: bool
    modified_at: str | None
    tags: TagMap
    relations: set[str]
    rows: list[str]


def parse(text: str) -> Saved:
    lines = text.splitlines()
    if not lines or lines[0].strip() != MAGIC:
        raise WireError("bad_snapshot", "expected memnet-snapshot-v1 header")
    head = ""
    parts: dict[str, list[str]] = {name: [] for name in SECTIONS}
    section = ""
    for raw in lines[1:]:
        line = raw.strip()
        if not line:
            continue
        if line in SECTIONS:
            section = line
        elif line.startswith("#"):
            continue
        elif line.startswith("@SNAP:"):
            head = line
        elif section:
            parts[section].append(line)
    if not head:
        raise WireError("bad_snapshot", "missing @SNAP line")
    fields = head.removeprefix("@SNAP:").strip().split("|")
    try:
        if len(fields) < 5:
            raise ValueError
        version, ttl = int(fields[0]), int(fields[4])
    except ValueError:
        raise WireError("bad_snapshot", "malformed @SNAP line") from None
    if version != 1:
        raise WireError("bad_snapshot", f"unsupported snapshot version {version}")
    relations = set()
    for line in parts["# relations"]:
        name = line.removeprefix("@REL:").strip() if line.startswith("@REL:") else line
        if name:
            relations.add(name)
    return Saved(fields[1], ttl, len(fields) > 5 and fields[5] == "1",
                 fields[6] if len(fields) > 6 and fields[6] not in ("", "-") else None,
                 load_saved_map(parts["# map"]), relations, parts["# records"])

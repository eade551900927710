"""Stale rows of a session: recyclable (a settled or expired mission's rows), dangling edges
(an end that is no node) and orphans (nodes no edge touches, except LAW, CFG, SYS and PLR).
One pass finds all three; its result is kept until the graph changes. Pure."""

from __future__ import annotations

from dataclasses import dataclass, field

from ebbing.wm.graph import Graph
from ebbing.wm.tagmap import Row

ORPHAN_EXEMPT = frozenset({"LAW", "CFG", "SYS", "PLR"})


@dataclass
class Buckets:
    recyclable: list[Row] = field(default_factory=list)
    dangling: list[Row] = field(default_factory=list)
    orphans: list[Row] = field(default_factory=list)
    rows: int = 0  # other than LAW
    edges: int = 0

    def stale(self) -> list[Row]:
        seen: set[str] = set()
        result: list[Row] = []
        for row in (*self.recyclable, *self.dangling, *self.orphans):
            if row.id not in seen:
                seen.add(row.id)
                result.append(row)
        return result


def sort(graph: Graph, *, orphan_tag: str | None = None,
         include_tags: frozenset[str] = frozenset()) -> Buckets:
    plain = orphan_tag is None and not include_tags
    if plain:
        cached = graph.derived.get("buckets")
        if cached is not None and cached[0] == graph.version:
            assert isinstance(cached[1], Buckets)
            return cached[1]
    nodes: set[str] = set()
    incident: set[str] = set()
    found = Buckets()
    rows = [r for r in graph.rows.values() if r.tag != "LAW"]
    for row in rows:
        if row.is_edge:
            found.edges += 1
            incident.add(row.fields.get("src", ""))
            incident.add(row.fields.get("dist", ""))
        else:
            nodes.add(row.id)
    found.rows = len(rows)
    incident.discard("")
    exempt = ORPHAN_EXEMPT - include_tags
    wanted = orphan_tag.upper() if orphan_tag else None
    for row in rows:
        if row.recyclable:
            found.recyclable.append(row)
        if row.is_edge:
            if row.fields.get("src", "") not in nodes or row.fields.get("dist", "") not in nodes:
                found.dangling.append(row)
        elif row.tag not in exempt and (wanted is None or row.tag == wanted) \
                and row.id not in incident:
            found.orphans.append(row)
    found.dangling.sort(key=lambda r: r.id)
    found.orphans.sort(key=lambda r: r.id)
    if plain:
        graph.derived["buckets"] = (graph.version, found)
    return found


def prune(graph: Graph, rows: list[Row]) -> list[Row]:
    return [row for row in rows if graph.delete(row.id) is not None]

"""The turn's read: the slice of the graph around an anchor plus the LAW rows (`query warm`
hides recyclable rows; `query context` shows them with advisories). Pure."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from ebbing.wm.graph import Graph
from ebbing.wm.tagmap import Row

LAW_LINKS = frozenset({"governs", "features", "constrains", "applies_to"})
ENGINE_LAWS = frozenset({"LAW01", "LAW02", "LAW03", "LAW04", "LAW05"})


@dataclass
class Pack:
    rows: list[Row]
    advisories: list[tuple[str, str]] = field(default_factory=list)  # fan-out clamps
    stale: list[Row] = field(default_factory=list)  # recyclable rows shown (context only)


def pack(graph: Graph, anchor: str | None, *, depth: int, max_rows: int,
         active_only: bool) -> Pack:
    """LAW rows first (all of them, or with a LAW whose mechanism is `law_scope` and
    constraint `linked_from_anchor`, those linked to the slice), then the slice's nodes and
    edges up to `max_rows`."""
    depth = min(depth, graph.caps.max_depth)
    if anchor is None:
        anchor = graph.default_anchor()
    result = Pack([])
    slice_rows: list[Row] = []
    node_ids: set[str] = set()
    if anchor and anchor in graph.rows:
        seen: set[str] = set()
        for row in graph.neighbours(anchor, depth, result.advisories):
            if row.id in seen:
                continue
            if active_only and row.recyclable:
                continue
            seen.add(row.id)
            slice_rows.append(row)
            if not row.is_edge:
                node_ids.add(row.id)
    combined = [r for r in slice_rows if not r.is_edge] + [r for r in slice_rows if r.is_edge]
    combined = combined[:max_rows]
    if not active_only:
        result.stale = [r for r in combined if r.recyclable]
    linked = linked_scope(graph)
    if linked:
        laws = linked_laws(graph, anchor, node_ids, link_depth=max(depth + 2, 4),
                           active_only=active_only)
        combined = [r for r in combined if r.tag != "LAW" or r.id not in laws]
        law_rows = sorted((graph.rows[i] for i in laws if i in graph.rows), key=lambda r: r.id)
    else:
        law_rows = sorted((graph.rows[i] for i in graph.by_tag.get("LAW", ())
                           if i in graph.rows), key=lambda r: r.id)
    result.rows = law_rows + combined
    return result


def linked_scope(graph: Graph) -> bool:
    for law_id in graph.by_tag.get("LAW", ()):
        row = graph.rows.get(law_id)
        if row is not None and row.fields.get("mechanism") == "law_scope":
            return row.fields.get("constraint", "all") == "linked_from_anchor"
    return False


def _engine_law(law_id: str) -> bool:
    return law_id in ENGINE_LAWS


def linked_laws(graph: Graph, anchor: str | None, node_ids: set[str], *, link_depth: int,
                active_only: bool) -> set[str]:
    """The engine's LAW01-05, universal LAWs (constraint `*`), and LAWs reached from the
    slice through governs/features/constrains/applies_to edges."""
    laws: set[str] = set()
    for law_id in graph.by_tag.get("LAW", ()):
        row = graph.rows.get(law_id)
        if row is not None and (_engine_law(law_id) or row.fields.get("constraint") == "*"):
            laws.add(law_id)
    seeds = set(node_ids)
    if anchor:
        seeds.add(anchor)
    queue: deque[tuple[str, int]] = deque()
    seen: set[str] = set()
    for seed in seeds:
        if seed in graph.rows and seed not in seen:
            seen.add(seed)
            queue.append((seed, 0))
    while queue:
        node, d = queue.popleft()
        row = graph.rows.get(node)
        if row is not None and row.tag == "LAW":
            laws.add(node)
        if d >= link_depth:
            continue
        for edge in graph.edges(graph.out_edges, node) + graph.edges(graph.in_edges, node):
            if active_only and edge.recyclable:
                continue
            if edge.fields.get("relation", "") not in LAW_LINKS:
                continue
            src, dist = edge.fields.get("src", ""), edge.fields.get("dist", "")
            other = dist if src == node else src if dist == node else None
            if other and other in graph.rows and other not in seen:
                seen.add(other)
                queue.append((other, d + 1))
    return laws

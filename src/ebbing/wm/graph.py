"""The rows of one session and the graph they form: writes with their checks, and the graph
reads (neighbours, path, walk). Pure: no clock (the caller stamps writes), no I/O.

Edges are EDG rows (`src` -relation-> `dist`); every other tag is a node. Reads order rows
the way MemNet 0.2.32 does (edges of a node by id, out-edges before in-edges, breadth first),
so the same graph gives the same lines."""

from __future__ import annotations

import itertools
from collections import deque

from ebbing.wm.caps import Caps
from ebbing.wm.tagmap import Row, TagMap
from ebbing.wm.wire import WireError


class Graph:
    def __init__(self, tags: TagMap, caps: Caps) -> None:
        self.tags = tags
        self.caps = caps
        self.rows: dict[str, Row] = {}  # in write order (MemNet's write order)
        self.by_tag: dict[str, set[str]] = {}
        self.out_edges: dict[str, set[str]] = {}
        self.in_edges: dict[str, set[str]] = {}
        self.version = 0  # bumped by every change
        self.derived: dict[str, tuple[int, object]] = {}  # name -> (version, value) caches

    # counts -------------------------------------------------------------------------------
    def law_count(self) -> int:
        return len(self.by_tag.get("LAW", ()))

    def count_non_law(self) -> int:
        return len(self.rows) - self.law_count()

    def get(self, row_id: str) -> Row | None:
        return self.rows.get(row_id)

    # writes -------------------------------------------------------------------------------
    def put(self, row: Row, *, relations: set[str], allow_new_relation: bool = False,
            agent: str | None = None, at: float | None = None) -> list[tuple[str, str]]:
        """Insert or replace `row` after MemNet's checks (same tag for an id, the row and law
        caps, the relation allow-list); returns the advisories (code, message)."""
        existing = self.rows.get(row.id)
        if existing is not None and existing.tag != row.tag:
            raise WireError("id_conflict", f"id {row.id} already used by tag {existing.tag}")
        if existing is None:
            if row.tag == "LAW" and self.law_count() >= self.caps.max_law:
                raise WireError("limit_exceeded",
                                f"law|{self.law_count() + 1}/{self.caps.max_law}")
            if row.tag != "LAW" and self.count_non_law() >= self.caps.max_rows:
                raise WireError("limit_exceeded",
                                f"rows|{self.count_non_law() + 1}/{self.caps.max_rows}")
        advisories: list[tuple[str, str]] = []
        if row.is_edge:
            relation = row.fields.get("relation", "")
            if relation and relation not in relations:
                if not allow_new_relation:
                    known = ",".join(sorted(relations)) or "none"
                    raise WireError("unknown_relation", f"{relation}|known: {known}")
                if len(relations) >= self.caps.max_relations:
                    raise WireError("limit_exceeded",
                                    f"relations|{len(relations) + 1}/{self.caps.max_relations}")
                relations.add(relation)
            for end in ("src", "dist"):
                target = row.fields.get(end, "")
                if target and target not in self.rows:
                    advisories.append(("dangling_endpoint", f"{end} {target} not found"))
        if agent:
            row.agent = agent
        row.written_at = at
        self.restore(row)
        return advisories

    def restore(self, row: Row) -> None:
        """Put `row` in place with no checks (a validated write, or undoing one)."""
        existing = self.rows.get(row.id)
        if existing is not None and existing.is_edge:
            self._unindex_edge(existing)
        if existing is None:
            self.by_tag.setdefault(row.tag, set()).add(row.id)
        self.rows[row.id] = row
        if row.is_edge:
            self._index_edge(row)
        self.version += 1

    def delete(self, row_id: str) -> Row | None:
        row = self.rows.pop(row_id, None)
        if row is None:
            return None
        if row.is_edge:
            self._unindex_edge(row)
        bucket = self.by_tag.get(row.tag)
        if bucket is not None:
            bucket.discard(row_id)
            if not bucket:
                del self.by_tag[row.tag]
        self.version += 1
        return row

    def _index_edge(self, edge: Row) -> None:
        src, dist = edge.fields.get("src", ""), edge.fields.get("dist", "")
        if src:
            self.out_edges.setdefault(src, set()).add(edge.id)
        if dist:
            self.in_edges.setdefault(dist, set()).add(edge.id)

    def _unindex_edge(self, edge: Row) -> None:
        for index, end in ((self.out_edges, "src"), (self.in_edges, "dist")):
            node = edge.fields.get(end, "")
            bucket = index.get(node) if node else None
            if bucket is not None:
                bucket.discard(edge.id)
                if not bucket:
                    del index[node]

    # reads --------------------------------------------------------------------------------
    def edges(self, index: dict[str, set[str]], node: str) -> list[Row]:
        ids = index.get(node)
        if not ids:
            return []
        return [self.rows[i] for i in sorted(ids) if i in self.rows]

    def listing(self, tag: str | None = None, *, active_only: bool = False) -> list[Row]:
        if tag:
            found = [self.rows[i] for i in self.by_tag.get(tag.upper(), ()) if i in self.rows]
        else:
            found = list(self.rows.values())
        if active_only:
            found = [r for r in found if not r.recyclable]
        found.sort(key=lambda r: r.id)
        return found

    def default_anchor(self) -> str | None:
        """The row written last that is not a LAW."""
        for row_id in reversed(self.rows):
            if self.rows[row_id].tag != "LAW":
                return row_id
        return None

    def neighbours(self, node: str, depth: int = 1,
                   fanout: list[tuple[str, str]] | None = None) -> list[Row]:
        """The anchor, the nodes within `depth` edges (either direction, breadth first), then
        the edges met; out-edges past the fan-out cap are dropped with an advisory."""
        depth = min(depth, self.caps.max_depth)
        if node not in self.rows:
            return []
        visited = {node}
        found: list[Row] = []
        met: list[Row] = []
        met_ids: set[str] = set()
        queue: deque[tuple[str, int]] = deque([(node, 0)])
        while queue:
            current, d = queue.popleft()
            if d >= depth:
                continue
            outgoing = self.edges(self.out_edges, current)
            if len(outgoing) > self.caps.max_fanout:
                if fanout is not None:
                    fanout.append(("fanout_clamped", f"{current}|{len(outgoing)}/"
                                                     f"{self.caps.max_fanout}"))
                outgoing = outgoing[: self.caps.max_fanout]
            for edge in outgoing + self.edges(self.in_edges, current):
                if edge.id not in met_ids:
                    met_ids.add(edge.id)
                    met.append(edge)
                for end in (edge.fields.get("src"), edge.fields.get("dist")):
                    if not end or end in visited or end not in self.rows:
                        continue
                    visited.add(end)
                    found.append(self.rows[end])
                    queue.append((end, d + 1))
        return [self.rows[node], *found, *met]

    def path(self, source: str, target: str) -> list[Row]:
        """The shortest directed path (nodes, then the edges between them), at most max_depth
        edges long; empty when there is none."""
        if source not in self.rows or target not in self.rows:
            return []
        if source == target:
            return [self.rows[source]]
        queue: deque[tuple[str, list[str]]] = deque([(source, [source])])
        visited = {source}
        while queue:
            current, trail = queue.popleft()
            if len(trail) > self.caps.max_depth + 1:
                continue
            for edge in self.edges(self.out_edges, current):
                nxt = edge.fields.get("dist", "")
                if not nxt or nxt not in self.rows:
                    continue
                if nxt == target:
                    return self._trail([*trail, nxt])
                if nxt not in visited:
                    visited.add(nxt)
                    queue.append((nxt, [*trail, nxt]))
        return []

    def _trail(self, nodes: list[str]) -> list[Row]:
        result = [self.rows[n] for n in nodes]
        for src, dst in itertools.pairwise(nodes):
            for edge in self.edges(self.out_edges, src):
                if edge.fields.get("dist") == dst:
                    result.append(edge)
                    break
        return result

    def walk(self, anchor: str, depth: int, max_rows: int) -> list[tuple[str, str, str]]:
        """Live hops (src, relation, dst) breadth first from the anchor, sorted; recyclable
        edges and nodes are neither listed nor crossed."""
        depth = min(depth, self.caps.max_depth)
        if not anchor or anchor not in self.rows:
            return []
        hops: list[tuple[str, str, str]] = []
        seen: set[str] = set()
        visited = {anchor}
        queue: deque[tuple[str, int]] = deque([(anchor, 0)])
        while queue and len(hops) < max_rows:
            current, d = queue.popleft()
            if d >= depth:
                continue
            outgoing = self.edges(self.out_edges, current)[: self.caps.max_fanout]
            for edge in outgoing + self.edges(self.in_edges, current):
                if edge.recyclable or edge.id in seen:
                    continue
                seen.add(edge.id)
                src, rel = edge.fields.get("src", ""), edge.fields.get("relation", "")
                dst = edge.fields.get("dist", "")
                if not (rel and src and dst) or src not in self.rows or dst not in self.rows:
                    continue
                if current not in (src, dst):
                    continue
                hops.append((src, rel, dst))
                if len(hops) >= max_rows:
                    break
                for end in (src, dst):
                    row = self.rows.get(end)
                    if end in visited or row is None or row.recyclable:
                        continue
                    visited.add(end)
                    queue.append((end, d + 1))
        return sorted(hops)
